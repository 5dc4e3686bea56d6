from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lost_seas_action_take_type import LostSeasActionTakeType

T = TypeVar("T", bound="LostSeasActionTake")


@_attrs_define
class LostSeasActionTake:
    """Take a face-up Sea Exploration tile and place it on an empty cell of your map.

    Attributes:
        tile (int): The tile's id (see the view's `offer`).
        row (int): Row 0-3, top to bottom.
        column (int): Column 0-3, left to right.
        type_ (LostSeasActionTakeType):
    """

    tile: int
    row: int
    column: int
    type_: LostSeasActionTakeType

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        row = self.row

        column = self.column

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "row": row,
                "column": column,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        row = d.pop("row")

        column = d.pop("column")

        type_ = LostSeasActionTakeType(d.pop("type"))

        lost_seas_action_take = cls(
            tile=tile,
            row=row,
            column=column,
            type_=type_,
        )

        return lost_seas_action_take
