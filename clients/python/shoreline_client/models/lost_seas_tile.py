from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_element import LostSeasElement

T = TypeVar("T", bound="LostSeasTile")


@_attrs_define
class LostSeasTile:
    """A Sea Exploration tile.

    Attributes:
        id (int):
        elements (list[LostSeasElement]): Its 1 to 3 Marine Element icons.
    """

    id: int
    elements: list[LostSeasElement]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        elements = []
        for elements_item_data in self.elements:
            elements_item = elements_item_data.value
            elements.append(elements_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "elements": elements,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        elements = []
        _elements = d.pop("elements")
        for elements_item_data in _elements:
            elements_item = LostSeasElement(elements_item_data)

            elements.append(elements_item)

        lost_seas_tile = cls(
            id=id,
            elements=elements,
        )

        lost_seas_tile.additional_properties = d
        return lost_seas_tile

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
