from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_element import LostSeasElement
from ..models.lost_seas_requirement_majority_kind import LostSeasRequirementMajorityKind

T = TypeVar("T", bound="LostSeasRequirementMajority")


@_attrs_define
class LostSeasRequirementMajority:
    """The element appears strictly more often than every other single element.

    Attributes:
        element (LostSeasElement): A Marine Element pictured on Sea Exploration tiles.
        kind (LostSeasRequirementMajorityKind):
    """

    element: LostSeasElement
    kind: LostSeasRequirementMajorityKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "element": element,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = LostSeasElement(d.pop("element"))

        kind = LostSeasRequirementMajorityKind(d.pop("kind"))

        lost_seas_requirement_majority = cls(
            element=element,
            kind=kind,
        )

        lost_seas_requirement_majority.additional_properties = d
        return lost_seas_requirement_majority

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
