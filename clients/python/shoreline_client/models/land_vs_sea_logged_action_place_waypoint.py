from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_logged_action_place_waypoint_type import LandVsSeaLoggedActionPlaceWaypointType

T = TypeVar("T", bound="LandVsSeaLoggedActionPlaceWaypoint")


@_attrs_define
class LandVsSeaLoggedActionPlaceWaypoint:
    """
    Attributes:
        q (int):
        r (int):
        region (int): The region's `index` as the view shows it: its rank on the map, and once a game of
            rules version 1 or 2 is over its index in the component table (as that log names it).
        type_ (LandVsSeaLoggedActionPlaceWaypointType):
    """

    q: int
    r: int
    region: int
    type_: LandVsSeaLoggedActionPlaceWaypointType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        region = self.region

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "q": q,
                "r": r,
                "region": region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        region = d.pop("region")

        type_ = LandVsSeaLoggedActionPlaceWaypointType(d.pop("type"))

        land_vs_sea_logged_action_place_waypoint = cls(
            q=q,
            r=r,
            region=region,
            type_=type_,
        )

        land_vs_sea_logged_action_place_waypoint.additional_properties = d
        return land_vs_sea_logged_action_place_waypoint

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
