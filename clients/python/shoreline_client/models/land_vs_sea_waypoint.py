from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="LandVsSeaWaypoint")


@_attrs_define
class LandVsSeaWaypoint:
    """A Waypoint and where it lies.

    Attributes:
        owner (int): A seat at the table, numbered from 0 in turn order.
        on_map (list[int] | None | Unset): `[q, r, region]` when on the map; none when in its owner's hand.
    """

    owner: int
    on_map: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        on_map: list[int] | None | Unset
        if isinstance(self.on_map, Unset):
            on_map = UNSET
        elif isinstance(self.on_map, list):
            on_map = self.on_map

        else:
            on_map = self.on_map

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owner": owner,
            }
        )
        if on_map is not UNSET:
            field_dict["on_map"] = on_map

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner = d.pop("owner")

        def _parse_on_map(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                on_map_type_0 = cast(list[int], data)

                return on_map_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        on_map = _parse_on_map(d.pop("on_map", UNSET))

        land_vs_sea_waypoint = cls(
            owner=owner,
            on_map=on_map,
        )

        land_vs_sea_waypoint.additional_properties = d
        return land_vs_sea_waypoint

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
