from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_claim_type import LandfallActionClaimType
from ..models.landfall_formation import LandfallFormation

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallActionClaim")


@_attrs_define
class LandfallActionClaim:
    """After your actions, claim a formation your volcano at `at` completes: the volcano returns
    to your hand and one of your oasis chips takes its place.

        Attributes:
            at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            formation (LandfallFormation): A formation card. Each player claims each formation once; the third claim wins.
            type_ (LandfallActionClaimType):
    """

    at: LandfallHex
    formation: LandfallFormation
    type_: LandfallActionClaimType

    def to_dict(self) -> dict[str, Any]:
        at = self.at.to_dict()

        formation = self.formation.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "formation": formation,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        at = LandfallHex.from_dict(d.pop("at"))

        formation = LandfallFormation(d.pop("formation"))

        type_ = LandfallActionClaimType(d.pop("type"))

        landfall_action_claim = cls(
            at=at,
            formation=formation,
            type_=type_,
        )

        return landfall_action_claim
