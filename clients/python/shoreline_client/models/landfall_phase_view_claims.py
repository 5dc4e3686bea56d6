from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_phase_view_claims_step import LandfallPhaseViewClaimsStep

T = TypeVar("T", bound="LandfallPhaseViewClaims")


@_attrs_define
class LandfallPhaseViewClaims:
    """The current player's actions are done: they may claim formations, then `end_turn`.

    Attributes:
        passed (bool): The player passed this turn (exempting it from the no-revert rule).
        step (LandfallPhaseViewClaimsStep):
    """

    passed: bool
    step: LandfallPhaseViewClaimsStep
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        step = self.step.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "passed": passed,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passed = d.pop("passed")

        step = LandfallPhaseViewClaimsStep(d.pop("step"))

        landfall_phase_view_claims = cls(
            passed=passed,
            step=step,
        )

        landfall_phase_view_claims.additional_properties = d
        return landfall_phase_view_claims

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
