from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_throw_type import LandfallActionThrowType

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallActionThrow")


@_attrs_define
class LandfallActionThrow:
    """Throw the top tile (any colour) of a stack next to your volcano over it onto the cell
    straight across. Neither cell may carry a volcano or an oasis chip.

        Attributes:
            from_ (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            over (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            type_ (LandfallActionThrowType):
    """

    from_: LandfallHex
    over: LandfallHex
    type_: LandfallActionThrowType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.to_dict()

        over = self.over.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "over": over,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        from_ = LandfallHex.from_dict(d.pop("from"))

        over = LandfallHex.from_dict(d.pop("over"))

        type_ = LandfallActionThrowType(d.pop("type"))

        landfall_action_throw = cls(
            from_=from_,
            over=over,
            type_=type_,
        )

        return landfall_action_throw
