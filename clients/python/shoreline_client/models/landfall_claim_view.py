from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_formation import LandfallFormation

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallClaimView")


@_attrs_define
class LandfallClaimView:
    """A formation and its volcano's cell: a claim open to the current player (`claimable`), or one
    made (a player's `claims`, where its oasis chip now lies).

        Attributes:
            at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
                south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
                `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
            formation (LandfallFormation): A formation card. Each player claims each formation once; the third claim wins.
    """

    at: LandfallHex
    formation: LandfallFormation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.to_dict()

        formation = self.formation.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "formation": formation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        at = LandfallHex.from_dict(d.pop("at"))

        formation = LandfallFormation(d.pop("formation"))

        landfall_claim_view = cls(
            at=at,
            formation=formation,
        )

        landfall_claim_view.additional_properties = d
        return landfall_claim_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
