from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_face import LandVsSeaFace
    from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile


T = TypeVar("T", bound="LandVsSeaStack")


@_attrs_define
class LandVsSeaStack:
    """A draw stack: its size and the up face of its top tile.

    Attributes:
        count (int):
        top (LandVsSeaFace | None | Unset):
        tiles (list[LandVsSeaHeldTile] | None | Unset): Every tile, top first: only in the `Everyone` view.
    """

    count: int
    top: LandVsSeaFace | None | Unset = UNSET
    tiles: list[LandVsSeaHeldTile] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415

        count = self.count

        top: dict[str, Any] | None | Unset
        if isinstance(self.top, Unset):
            top = UNSET
        elif isinstance(self.top, LandVsSeaFace):
            top = self.top.to_dict()
        else:
            top = self.top

        tiles: list[dict[str, Any]] | None | Unset
        if isinstance(self.tiles, Unset):
            tiles = UNSET
        elif isinstance(self.tiles, list):
            tiles = []
            for tiles_type_0_item_data in self.tiles:
                tiles_type_0_item = tiles_type_0_item_data.to_dict()
                tiles.append(tiles_type_0_item)

        else:
            tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
            }
        )
        if top is not UNSET:
            field_dict["top"] = top
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415
        from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        def _parse_top(data: object) -> LandVsSeaFace | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_type_0 = LandVsSeaFace.from_dict(data)

                return top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaFace | None | Unset, data)

        top = _parse_top(d.pop("top", UNSET))

        def _parse_tiles(data: object) -> list[LandVsSeaHeldTile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tiles_type_0 = []
                _tiles_type_0 = data
                for tiles_type_0_item_data in _tiles_type_0:
                    tiles_type_0_item = LandVsSeaHeldTile.from_dict(tiles_type_0_item_data)

                    tiles_type_0.append(tiles_type_0_item)

                return tiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LandVsSeaHeldTile] | None | Unset, data)

        tiles = _parse_tiles(d.pop("tiles", UNSET))

        land_vs_sea_stack = cls(
            count=count,
            top=top,
            tiles=tiles,
        )

        land_vs_sea_stack.additional_properties = d
        return land_vs_sea_stack

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
