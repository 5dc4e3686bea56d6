from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lost_seas_action_box_tile_type import LostSeasActionBoxTileType

T = TypeVar("T", bound="LostSeasActionBoxTile")


@_attrs_define
class LostSeasActionBoxTile:
    """Put a face-up tile back in the box: the first player's second pick in a 3-player round,
    both players' second pick in a 2-player round.

        Attributes:
            tile (int): The tile's id (see the view's `offer`).
            type_ (LostSeasActionBoxTileType):
    """

    tile: int
    type_: LostSeasActionBoxTileType

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        type_ = LostSeasActionBoxTileType(d.pop("type"))

        lost_seas_action_box_tile = cls(
            tile=tile,
            type_=type_,
        )

        return lost_seas_action_box_tile
