from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_action_view_move_type import AirLandSeaActionViewMoveType
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionViewMove")


@_attrs_define
class AirLandSeaActionViewMove:
    """Transport moved a card.

    Attributes:
        from_ (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        index (int):
        to (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionViewMoveType):
    """

    from_: AirLandSeaTheater
    index: int
    to: AirLandSeaTheater
    type_: AirLandSeaActionViewMoveType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        index = self.index

        to = self.to.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "index": index,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = AirLandSeaTheater(d.pop("from"))

        index = d.pop("index")

        to = AirLandSeaTheater(d.pop("to"))

        type_ = AirLandSeaActionViewMoveType(d.pop("type"))

        air_land_sea_action_view_move = cls(
            from_=from_,
            index=index,
            to=to,
            type_=type_,
        )

        air_land_sea_action_view_move.additional_properties = d
        return air_land_sea_action_view_move

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
