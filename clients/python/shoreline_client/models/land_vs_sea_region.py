from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_terrain import LandVsSeaTerrain

T = TypeVar("T", bound="LandVsSeaRegion")


@_attrs_define
class LandVsSeaRegion:
    """A region: one connected land or sea part of a face.

    Attributes:
        index (int): The region's position in its face's `regions` list. For a placed tile it is the name
            `place_waypoint` and `waypoints[].on_map` use: under rules version 3 its rank on the map
            (regions ordered by their edge directions), under versions 1 and 2 its index in the
            component table. Off the map no action names a region: its holder sees the table order,
            anyone else the order by edges.
        terrain (LandVsSeaTerrain): Terrain of an edge or region.
        edges (list[int]): The directions of its edges (map directions for a placed tile, face order otherwise).
        bonus (int): Bonus point icons in it.
    """

    index: int
    terrain: LandVsSeaTerrain
    edges: list[int]
    bonus: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        terrain = self.terrain.value

        edges = self.edges

        bonus = self.bonus

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "terrain": terrain,
                "edges": edges,
                "bonus": bonus,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        terrain = LandVsSeaTerrain(d.pop("terrain"))

        edges = cast(list[int], d.pop("edges"))

        bonus = d.pop("bonus")

        land_vs_sea_region = cls(
            index=index,
            terrain=terrain,
            edges=edges,
            bonus=bonus,
        )

        land_vs_sea_region.additional_properties = d
        return land_vs_sea_region

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
