from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_move_type import LandfallActionMoveType

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallActionMove")


@_attrs_define
class LandfallActionMove:
    """Move your volcano to a neighbouring cell, at most one level up. Moving into water or two or
    more levels down kills it (back to your hand), and falling onto a volcano kills both.
    Moving into a volcano pushes it one cell further the same way.

        Attributes:
            from_ (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            to (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            type_ (LandfallActionMoveType):
    """

    from_: LandfallHex
    to: LandfallHex
    type_: LandfallActionMoveType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.to_dict()

        to = self.to.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        from_ = LandfallHex.from_dict(d.pop("from"))

        to = LandfallHex.from_dict(d.pop("to"))

        type_ = LandfallActionMoveType(d.pop("type"))

        landfall_action_move = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return landfall_action_move
