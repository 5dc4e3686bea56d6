from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_requirement_exact_elements_kind import LostSeasRequirementExactElementsKind

if TYPE_CHECKING:
    from ..models.lost_seas_element_count import LostSeasElementCount


T = TypeVar("T", bound="LostSeasRequirementExactElements")


@_attrs_define
class LostSeasRequirementExactElements:
    """Each listed element appears exactly its count times; other elements do not matter.

    Attributes:
        counts (list[LostSeasElementCount]):
        kind (LostSeasRequirementExactElementsKind):
    """

    counts: list[LostSeasElementCount]
    kind: LostSeasRequirementExactElementsKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counts = []
        for counts_item_data in self.counts:
            counts_item = counts_item_data.to_dict()
            counts.append(counts_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counts": counts,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_element_count import LostSeasElementCount  # noqa: PLC0415

        d = dict(src_dict)
        counts = []
        _counts = d.pop("counts")
        for counts_item_data in _counts:
            counts_item = LostSeasElementCount.from_dict(counts_item_data)

            counts.append(counts_item)

        kind = LostSeasRequirementExactElementsKind(d.pop("kind"))

        lost_seas_requirement_exact_elements = cls(
            counts=counts,
            kind=kind,
        )

        lost_seas_requirement_exact_elements.additional_properties = d
        return lost_seas_requirement_exact_elements

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
