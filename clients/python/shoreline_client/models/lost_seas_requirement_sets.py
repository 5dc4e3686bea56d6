from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_element import LostSeasElement
from ..models.lost_seas_requirement_sets_kind import LostSeasRequirementSetsKind

T = TypeVar("T", bound="LostSeasRequirementSets")


@_attrs_define
class LostSeasRequirementSets:
    """Scores the points once per complete set (a multiset: repeated elements must all be
    present); a line without a complete set misses the requirement.

        Attributes:
            set_ (list[LostSeasElement]):
            kind (LostSeasRequirementSetsKind):
    """

    set_: list[LostSeasElement]
    kind: LostSeasRequirementSetsKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        set_ = []
        for set_item_data in self.set_:
            set_item = set_item_data.value
            set_.append(set_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "set": set_,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        set_ = []
        _set_ = d.pop("set")
        for set_item_data in _set_:
            set_item = LostSeasElement(set_item_data)

            set_.append(set_item)

        kind = LostSeasRequirementSetsKind(d.pop("kind"))

        lost_seas_requirement_sets = cls(
            set_=set_,
            kind=kind,
        )

        lost_seas_requirement_sets.additional_properties = d
        return lost_seas_requirement_sets

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
