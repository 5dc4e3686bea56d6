from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LandVsSeaOptionsSet")


@_attrs_define
class LandVsSeaOptionsSet:
    """Which additional scoring options are in play. The 3-player game always uses Mountain & Coral
    and Caravan & Ship (the rulebook's 3-player mode is built on them); Waypoints stay optional.

    As the server sends them: every option is present.

        Attributes:
            mountain_coral (bool): Mountain & Coral chains score when connected. Default: False.
            caravan_ship (bool): Caravan & Ship: 2 points for placing next to another, Trade Routes at the end. Default:
                False.
            waypoints (bool): Each Land and Sea player has a Waypoint to place. Default: False.
    """

    mountain_coral: bool = False
    caravan_ship: bool = False
    waypoints: bool = False

    def to_dict(self) -> dict[str, Any]:
        mountain_coral = self.mountain_coral

        caravan_ship = self.caravan_ship

        waypoints = self.waypoints

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mountain_coral": mountain_coral,
                "caravan_ship": caravan_ship,
                "waypoints": waypoints,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mountain_coral = d.pop("mountain_coral")

        caravan_ship = d.pop("caravan_ship")

        waypoints = d.pop("waypoints")

        land_vs_sea_options_set = cls(
            mountain_coral=mountain_coral,
            caravan_ship=caravan_ship,
            waypoints=waypoints,
        )

        return land_vs_sea_options_set
