from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_skip_waypoint_type import LandVsSeaActionSkipWaypointType

T = TypeVar("T", bound="LandVsSeaActionSkipWaypoint")


@_attrs_define
class LandVsSeaActionSkipWaypoint:
    """Leave your Waypoint off the map this turn.

    Attributes:
        type_ (LandVsSeaActionSkipWaypointType):
    """

    type_: LandVsSeaActionSkipWaypointType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = LandVsSeaActionSkipWaypointType(d.pop("type"))

        land_vs_sea_action_skip_waypoint = cls(
            type_=type_,
        )

        return land_vs_sea_action_skip_waypoint
