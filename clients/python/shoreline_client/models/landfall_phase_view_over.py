from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_phase_view_over_step import LandfallPhaseViewOverStep

T = TypeVar("T", bound="LandfallPhaseViewOver")


@_attrs_define
class LandfallPhaseViewOver:
    """The game has ended.

    Attributes:
        step (LandfallPhaseViewOverStep):
    """

    step: LandfallPhaseViewOverStep
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        step = self.step.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "step": step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = LandfallPhaseViewOverStep(d.pop("step"))

        landfall_phase_view_over = cls(
            step=step,
        )

        landfall_phase_view_over.additional_properties = d
        return landfall_phase_view_over

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
