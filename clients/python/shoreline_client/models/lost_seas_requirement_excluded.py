from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_element import LostSeasElement
from ..models.lost_seas_requirement_excluded_kind import LostSeasRequirementExcludedKind

T = TypeVar("T", bound="LostSeasRequirementExcluded")


@_attrs_define
class LostSeasRequirementExcluded:
    """None of the crossed-out elements appears.

    Attributes:
        elements (list[LostSeasElement]):
        kind (LostSeasRequirementExcludedKind):
    """

    elements: list[LostSeasElement]
    kind: LostSeasRequirementExcludedKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.value
            elements.append(elements_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "elements": elements,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        elements = []
        _elements = d.pop("elements")
        for elements_item_data in _elements:
            elements_item = LostSeasElement(elements_item_data)

            elements.append(elements_item)

        kind = LostSeasRequirementExcludedKind(d.pop("kind"))

        lost_seas_requirement_excluded = cls(
            elements=elements,
            kind=kind,
        )

        lost_seas_requirement_excluded.additional_properties = d
        return lost_seas_requirement_excluded

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
