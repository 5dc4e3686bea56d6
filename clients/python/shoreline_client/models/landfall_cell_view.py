from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_colour import LandfallColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallCellView")


@_attrs_define
class LandfallCellView:
    """One stack.

    Attributes:
        at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
            south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
            `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
        level (int): Number of tiles: the cell's level.
        tiles (list[LandfallColour]): Tile colours from the bottom (level 1) to the top.
        top (LandfallColour): A player's colour. Green is seat 0 and starts; beige is seat 1.
        volcano (LandfallColour | None | Unset):
        oasis (LandfallColour | None | Unset):
    """

    at: LandfallHex
    level: int
    tiles: list[LandfallColour]
    top: LandfallColour
    volcano: LandfallColour | None | Unset = UNSET
    oasis: LandfallColour | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.to_dict()

        level = self.level

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.value
            tiles.append(tiles_item)

        top = self.top.value

        volcano: None | str | Unset
        if isinstance(self.volcano, Unset):
            volcano = UNSET
        elif isinstance(self.volcano, LandfallColour):
            volcano = self.volcano.value
        else:
            volcano = self.volcano

        oasis: None | str | Unset
        if isinstance(self.oasis, Unset):
            oasis = UNSET
        elif isinstance(self.oasis, LandfallColour):
            oasis = self.oasis.value
        else:
            oasis = self.oasis

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "level": level,
                "tiles": tiles,
                "top": top,
            }
        )
        if volcano is not UNSET:
            field_dict["volcano"] = volcano
        if oasis is not UNSET:
            field_dict["oasis"] = oasis

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        at = LandfallHex.from_dict(d.pop("at"))

        level = d.pop("level")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = LandfallColour(tiles_item_data)

            tiles.append(tiles_item)

        top = LandfallColour(d.pop("top"))

        def _parse_volcano(data: object) -> LandfallColour | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                volcano_type_0 = LandfallColour(data)

                return volcano_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandfallColour | None | Unset, data)

        volcano = _parse_volcano(d.pop("volcano", UNSET))

        def _parse_oasis(data: object) -> LandfallColour | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                oasis_type_0 = LandfallColour(data)

                return oasis_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandfallColour | None | Unset, data)

        oasis = _parse_oasis(d.pop("oasis", UNSET))

        landfall_cell_view = cls(
            at=at,
            level=level,
            tiles=tiles,
            top=top,
            volcano=volcano,
            oasis=oasis,
        )

        landfall_cell_view.additional_properties = d
        return landfall_cell_view

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
