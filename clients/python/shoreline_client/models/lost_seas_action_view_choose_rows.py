from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_action_view_choose_rows_type import LostSeasActionViewChooseRowsType

if TYPE_CHECKING:
    from ..models.lost_seas_placed_expedition import LostSeasPlacedExpedition


T = TypeVar("T", bound="LostSeasActionViewChooseRows")


@_attrs_define
class LostSeasActionViewChooseRows:
    """The Expeditions placed beside rows 0-3.

    Attributes:
        expeditions (list[LostSeasPlacedExpedition]):
        type_ (LostSeasActionViewChooseRowsType):
    """

    expeditions: list[LostSeasPlacedExpedition]
    type_: LostSeasActionViewChooseRowsType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expeditions = []
        for expeditions_item_data in self.expeditions:
            expeditions_item = expeditions_item_data.to_dict()
            expeditions.append(expeditions_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expeditions": expeditions,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_placed_expedition import LostSeasPlacedExpedition  # noqa: PLC0415

        d = dict(src_dict)
        expeditions = []
        _expeditions = d.pop("expeditions")
        for expeditions_item_data in _expeditions:
            expeditions_item = LostSeasPlacedExpedition.from_dict(expeditions_item_data)

            expeditions.append(expeditions_item)

        type_ = LostSeasActionViewChooseRowsType(d.pop("type"))

        lost_seas_action_view_choose_rows = cls(
            expeditions=expeditions,
            type_=type_,
        )

        lost_seas_action_view_choose_rows.additional_properties = d
        return lost_seas_action_view_choose_rows

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
