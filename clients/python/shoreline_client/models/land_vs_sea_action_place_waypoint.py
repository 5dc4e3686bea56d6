from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_place_waypoint_type import LandVsSeaActionPlaceWaypointType

T = TypeVar("T", bound="LandVsSeaActionPlaceWaypoint")


@_attrs_define
class LandVsSeaActionPlaceWaypoint:
    """Put your Waypoint on a matching region of a placed tile with an open edge and no Waypoint.

    Attributes:
        q (int): Axial column of the tile.
        r (int): Axial row of the tile.
        region (int): The region's `index` in that tile's `regions` list as the view shows it: its rank on
            the map (`legal-actions` lists every region that may be chosen).
        type_ (LandVsSeaActionPlaceWaypointType):
    """

    q: int
    r: int
    region: int
    type_: LandVsSeaActionPlaceWaypointType

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        region = self.region

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

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

        type_ = LandVsSeaActionPlaceWaypointType(d.pop("type"))

        land_vs_sea_action_place_waypoint = cls(
            q=q,
            r=r,
            region=region,
            type_=type_,
        )

        return land_vs_sea_action_place_waypoint
