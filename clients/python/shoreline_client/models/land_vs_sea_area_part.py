from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LandVsSeaAreaPart")


@_attrs_define
class LandVsSeaAreaPart:
    """One region of an area, on one placed tile.

    Attributes:
        q (int):
        r (int):
        edges (list[int]): The map directions of the region's edges on that tile.
    """

    q: int
    r: int
    edges: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        edges = self.edges

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "q": q,
                "r": r,
                "edges": edges,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        edges = cast(list[int], d.pop("edges"))

        land_vs_sea_area_part = cls(
            q=q,
            r=r,
            edges=edges,
        )

        land_vs_sea_area_part.additional_properties = d
        return land_vs_sea_area_part

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
