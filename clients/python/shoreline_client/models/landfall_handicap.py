from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_colour import LandfallColour
from ..types import UNSET, Unset

T = TypeVar("T", bound="LandfallHandicap")


@_attrs_define
class LandfallHandicap:
    """A handicap: `colour` starts with `tiles_removed` fewer tiles in hand.

    Attributes:
        colour (LandfallColour): A player's colour. Green is seat 0 and starts; beige is seat 1.
        tiles_removed (int | Unset): How many of their 16 tiles are set aside (0 to 16; the rulebook recommends 2).
            Default: 2.
    """

    colour: LandfallColour
    tiles_removed: int | Unset = 2

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        tiles_removed = self.tiles_removed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
            }
        )
        if tiles_removed is not UNSET:
            field_dict["tiles_removed"] = tiles_removed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = LandfallColour(d.pop("colour"))

        tiles_removed = d.pop("tiles_removed", UNSET)

        landfall_handicap = cls(
            colour=colour,
            tiles_removed=tiles_removed,
        )

        return landfall_handicap
