from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_role import LandVsSeaRole

if TYPE_CHECKING:
    from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile


T = TypeVar("T", bound="LandVsSeaHand")


@_attrs_define
class LandVsSeaHand:
    """A seat's hand.

    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        role (LandVsSeaRole): A side of the table.
        tiles (list[LandVsSeaHeldTile]):
    """

    seat: int
    role: LandVsSeaRole
    tiles: list[LandVsSeaHeldTile]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        role = self.role.value

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "role": role,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        role = LandVsSeaRole(d.pop("role"))

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = LandVsSeaHeldTile.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        land_vs_sea_hand = cls(
            seat=seat,
            role=role,
            tiles=tiles,
        )

        land_vs_sea_hand.additional_properties = d
        return land_vs_sea_hand

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
