from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_phase_view_forced_landing_step import LandfallPhaseViewForcedLandingStep

T = TypeVar("T", bound="LandfallPhaseViewForcedLanding")


@_attrs_define
class LandfallPhaseViewForcedLanding:
    """The current player has no volcano on the island and nowhere to land: their opponent
    must place one of their volcanoes (`force_landing`).

        Attributes:
            actions_taken (int): Actions the current player has already taken this turn.
            step (LandfallPhaseViewForcedLandingStep):
    """

    actions_taken: int
    step: LandfallPhaseViewForcedLandingStep
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions_taken = self.actions_taken

        step = self.step.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions_taken": actions_taken,
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        actions_taken = d.pop("actions_taken")

        step = LandfallPhaseViewForcedLandingStep(d.pop("step"))

        landfall_phase_view_forced_landing = cls(
            actions_taken=actions_taken,
            step=step,
        )

        landfall_phase_view_forced_landing.additional_properties = d
        return landfall_phase_view_forced_landing

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
