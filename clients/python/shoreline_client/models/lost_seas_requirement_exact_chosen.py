from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_requirement_exact_chosen_kind import LostSeasRequirementExactChosenKind

T = TypeVar("T", bound="LostSeasRequirementExactChosen")


@_attrs_define
class LostSeasRequirementExactChosen:
    """Some element, whichever it is, appears exactly `count` times.

    Attributes:
        count (int):
        kind (LostSeasRequirementExactChosenKind):
    """

    count: int
    kind: LostSeasRequirementExactChosenKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        kind = LostSeasRequirementExactChosenKind(d.pop("kind"))

        lost_seas_requirement_exact_chosen = cls(
            count=count,
            kind=kind,
        )

        lost_seas_requirement_exact_chosen.additional_properties = d
        return lost_seas_requirement_exact_chosen

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
