from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_theater import AirLandSeaTheater

if TYPE_CHECKING:
    from ..models.air_land_sea_side_view import AirLandSeaSideView


T = TypeVar("T", bound="AirLandSeaTheaterView")


@_attrs_define
class AirLandSeaTheaterView:
    """One theater column.

    Attributes:
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        sides (list[AirLandSeaSideView]): Each seat's cards and strength here, indexed by seat.
        controller (int): A seat at the table, numbered from 0 in turn order.
    """

    theater: AirLandSeaTheater
    sides: list[AirLandSeaSideView]
    controller: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        theater = self.theater.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)

        controller = self.controller

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "theater": theater,
                "sides": sides,
                "controller": controller,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_side_view import AirLandSeaSideView  # noqa: PLC0415

        d = dict(src_dict)
        theater = AirLandSeaTheater(d.pop("theater"))

        sides = []
        _sides = d.pop("sides")
        for sides_item_data in _sides:
            sides_item = AirLandSeaSideView.from_dict(sides_item_data)

            sides.append(sides_item)

        controller = d.pop("controller")

        air_land_sea_theater_view = cls(
            theater=theater,
            sides=sides,
            controller=controller,
        )

        air_land_sea_theater_view.additional_properties = d
        return air_land_sea_theater_view

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
