from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_action_view_box_tile_type import LostSeasActionViewBoxTileType

if TYPE_CHECKING:
    from ..models.lost_seas_tile import LostSeasTile


T = TypeVar("T", bound="LostSeasActionViewBoxTile")


@_attrs_define
class LostSeasActionViewBoxTile:
    """A tile put back in the box.

    Attributes:
        tile (LostSeasTile): A Sea Exploration tile.
        type_ (LostSeasActionViewBoxTileType):
    """

    tile: LostSeasTile
    type_: LostSeasActionViewBoxTileType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_tile import LostSeasTile  # noqa: PLC0415

        d = dict(src_dict)
        tile = LostSeasTile.from_dict(d.pop("tile"))

        type_ = LostSeasActionViewBoxTileType(d.pop("type"))

        lost_seas_action_view_box_tile = cls(
            tile=tile,
            type_=type_,
        )

        lost_seas_action_view_box_tile.additional_properties = d
        return lost_seas_action_view_box_tile

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
