from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_terrain import LandVsSeaTerrain

if TYPE_CHECKING:
    from ..models.land_vs_sea_area_part import LandVsSeaAreaPart


T = TypeVar("T", bound="LandVsSeaArea")


@_attrs_define
class LandVsSeaArea:
    """A completed land or sea area: connected regions none of whose edges faces an empty cell. It
    scored when it was completed; clients outline it on the map.

        Attributes:
            terrain (LandVsSeaTerrain): Terrain of an edge or region.
            tiles (int): Tiles holding a part of it (the points it gave its terrain's side).
            bonus (int): Bonus point icons in it (the points it gave the player who completed it).
            parts (list[LandVsSeaAreaPart]): Its parts, one per region it joins.
    """

    terrain: LandVsSeaTerrain
    tiles: int
    bonus: int
    parts: list[LandVsSeaAreaPart]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        terrain = self.terrain.value

        tiles = self.tiles

        bonus = self.bonus

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "terrain": terrain,
                "tiles": tiles,
                "bonus": bonus,
                "parts": parts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_area_part import LandVsSeaAreaPart  # noqa: PLC0415

        d = dict(src_dict)
        terrain = LandVsSeaTerrain(d.pop("terrain"))

        tiles = d.pop("tiles")

        bonus = d.pop("bonus")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = LandVsSeaAreaPart.from_dict(parts_item_data)

            parts.append(parts_item)

        land_vs_sea_area = cls(
            terrain=terrain,
            tiles=tiles,
            bonus=bonus,
            parts=parts,
        )

        land_vs_sea_area.additional_properties = d
        return land_vs_sea_area

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
