from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_phase_view_actions_step import LandfallPhaseViewActionsStep

T = TypeVar("T", bound="LandfallPhaseViewActions")


@_attrs_define
class LandfallPhaseViewActions:
    """The current player takes their actions.

    Attributes:
        actions_taken (int): Actions already taken this turn (0 or 1).
        step (LandfallPhaseViewActionsStep):
    """

    actions_taken: int
    step: LandfallPhaseViewActionsStep
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

        step = LandfallPhaseViewActionsStep(d.pop("step"))

        landfall_phase_view_actions = cls(
            actions_taken=actions_taken,
            step=step,
        )

        landfall_phase_view_actions.additional_properties = d
        return landfall_phase_view_actions

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
