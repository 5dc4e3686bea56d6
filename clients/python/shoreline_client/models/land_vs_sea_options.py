from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LandVsSeaOptions")


@_attrs_define
class LandVsSeaOptions:
    """Which additional scoring options are in play. The 3-player game always uses Mountain & Coral
    and Caravan & Ship (the rulebook's 3-player mode is built on them); Waypoints stay optional.

        Attributes:
            mountain_coral (bool | Unset): Mountain & Coral chains score when connected. Default: False.
            caravan_ship (bool | Unset): Caravan & Ship: 2 points for placing next to another, Trade Routes at the end.
                Default: False.
            waypoints (bool | Unset): Each Land and Sea player has a Waypoint to place. Default: False.
    """

    mountain_coral: bool | Unset = False
    caravan_ship: bool | Unset = False
    waypoints: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        mountain_coral = self.mountain_coral

        caravan_ship = self.caravan_ship

        waypoints = self.waypoints

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if mountain_coral is not UNSET:
            field_dict["mountain_coral"] = mountain_coral
        if caravan_ship is not UNSET:
            field_dict["caravan_ship"] = caravan_ship
        if waypoints is not UNSET:
            field_dict["waypoints"] = waypoints

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mountain_coral = d.pop("mountain_coral", UNSET)

        caravan_ship = d.pop("caravan_ship", UNSET)

        waypoints = d.pop("waypoints", UNSET)

        land_vs_sea_options = cls(
            mountain_coral=mountain_coral,
            caravan_ship=caravan_ship,
            waypoints=waypoints,
        )

        return land_vs_sea_options
