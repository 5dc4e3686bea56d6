from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_force_landing_type import LandfallActionForceLandingType

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallActionForceLanding")


@_attrs_define
class LandfallActionForceLanding:
    """Place the volcano of your opponent, who has none on the island and nowhere legal to land,
    on any stack without a volcano or oasis chip. Not an action for either player.

        Attributes:
            at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            type_ (LandfallActionForceLandingType):
    """

    at: LandfallHex
    type_: LandfallActionForceLandingType

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

        type_ = LandfallActionForceLandingType(d.pop("type"))

        landfall_action_force_landing = cls(
            at=at,
            type_=type_,
        )

        return landfall_action_force_landing
