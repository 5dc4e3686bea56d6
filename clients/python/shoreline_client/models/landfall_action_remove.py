from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_remove_type import LandfallActionRemoveType

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallActionRemove")


@_attrs_define
class LandfallActionRemove:
    """Take the top tile, which must be your colour, off a stack next to one of your volcanoes
    and without a volcano or oasis chip, back into your hand.

        Attributes:
            at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            type_ (LandfallActionRemoveType):
    """

    at: LandfallHex
    type_: LandfallActionRemoveType

    def to_dict(self) -> dict[str, Any]:
        at = self.at.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        at = LandfallHex.from_dict(d.pop("at"))

        type_ = LandfallActionRemoveType(d.pop("type"))

        landfall_action_remove = cls(
            at=at,
            type_=type_,
        )

        return landfall_action_remove
