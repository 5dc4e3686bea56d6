from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.lost_seas_element import LostSeasElement

T = TypeVar("T", bound="LostSeasElementCount")


@_attrs_define
class LostSeasElementCount:
    """One element and how many times it must appear.

    Attributes:
        element (LostSeasElement): A Marine Element pictured on Sea Exploration tiles.
        count (int):
    """

    element: LostSeasElement
    count: int

    def to_dict(self) -> dict[str, Any]:
        element = self.element.value

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "element": element,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        element = LostSeasElement(d.pop("element"))

        count = d.pop("count")

        lost_seas_element_count = cls(
            element=element,
            count=count,
        )

        return lost_seas_element_count
