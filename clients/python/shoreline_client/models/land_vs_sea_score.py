from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_role import LandVsSeaRole

T = TypeVar("T", bound="LandVsSeaScore")


@_attrs_define
class LandVsSeaScore:
    """A side's score, with where the points came from.

    Attributes:
        role (LandVsSeaRole): A side of the table.
        seats (list[int]):
        total (int):
        areas (int): 1 per tile of each completed area of this side's terrain.
        bonus (int): Bonus icons in areas this side completed.
        waypoints (int): Waypoints this side returned.
        chains (int): Mountain/Coral chains.
        trade_adjacency (int): 2 per Caravan/Ship placed next to another.
        trade_routes (int): End-game Trade Routes.
    """

    role: LandVsSeaRole
    seats: list[int]
    total: int
    areas: int
    bonus: int
    waypoints: int
    chains: int
    trade_adjacency: int
    trade_routes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role.value

        seats = self.seats

        total = self.total

        areas = self.areas

        bonus = self.bonus

        waypoints = self.waypoints

        chains = self.chains

        trade_adjacency = self.trade_adjacency

        trade_routes = self.trade_routes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "seats": seats,
                "total": total,
                "areas": areas,
                "bonus": bonus,
                "waypoints": waypoints,
                "chains": chains,
                "trade_adjacency": trade_adjacency,
                "trade_routes": trade_routes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = LandVsSeaRole(d.pop("role"))

        seats = cast(list[int], d.pop("seats"))

        total = d.pop("total")

        areas = d.pop("areas")

        bonus = d.pop("bonus")

        waypoints = d.pop("waypoints")

        chains = d.pop("chains")

        trade_adjacency = d.pop("trade_adjacency")

        trade_routes = d.pop("trade_routes")

        land_vs_sea_score = cls(
            role=role,
            seats=seats,
            total=total,
            areas=areas,
            bonus=bonus,
            waypoints=waypoints,
            chains=chains,
            trade_adjacency=trade_adjacency,
            trade_routes=trade_routes,
        )

        land_vs_sea_score.additional_properties = d
        return land_vs_sea_score

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
