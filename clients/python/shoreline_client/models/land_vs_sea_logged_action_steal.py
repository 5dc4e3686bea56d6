from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_logged_action_steal_type import LandVsSeaLoggedActionStealType

T = TypeVar("T", bound="LandVsSeaLoggedActionSteal")


@_attrs_define
class LandVsSeaLoggedActionSteal:
    """
    Attributes:
        from_ (int): A seat at the table, numbered from 0 in turn order.
        slot (int):
        type_ (LandVsSeaLoggedActionStealType):
    """

    from_: int
    slot: int
    type_: LandVsSeaLoggedActionStealType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        slot = self.slot

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        slot = d.pop("slot")

        type_ = LandVsSeaLoggedActionStealType(d.pop("type"))

        land_vs_sea_logged_action_steal = cls(
            from_=from_,
            slot=slot,
            type_=type_,
        )

        land_vs_sea_logged_action_steal.additional_properties = d
        return land_vs_sea_logged_action_steal

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
