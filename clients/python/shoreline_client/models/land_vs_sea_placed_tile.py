from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_face import LandVsSeaFace


T = TypeVar("T", bound="LandVsSeaPlacedTile")


@_attrs_define
class LandVsSeaPlacedTile:
    """A tile on the map.

    Attributes:
        q (int):
        r (int):
        order (int): Placement order: 0 is the starting tile.
        face (LandVsSeaFace): One face of a tile. For a placed tile every direction is already rotated onto the map
            (0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east) and, while the game
            runs, everything is listed in an order that depends on the look alone (RULINGS, third round;
            versions 1 and 2 keep their regions in component-table order for their stored Waypoints).
            For a tile in the viewer's own hand it is in face order (rotation 0, the order `place` rotates
            from). A tile in another player's hand or on a stack has no orientation, so it is shown in the
            one of its six orientations that sorts first, its regions listed in edge order: faces that look
            the same on cardboard look the same here.
        rotation (int | None | Unset): How the printed face was turned (`place`'s rotation): only once the game is over.
            While it
            runs the face's map orientation is all the table shows; the rotation relative to the
            printed face would tell apart faces that look alike, and so the sides lying face down.
        placed_by (int | None | Unset):
    """

    q: int
    r: int
    order: int
    face: LandVsSeaFace
    rotation: int | None | Unset = UNSET
    placed_by: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        order = self.order

        face = self.face.to_dict()

        rotation: int | None | Unset
        if isinstance(self.rotation, Unset):
            rotation = UNSET
        else:
            rotation = self.rotation

        placed_by: int | None | Unset
        if isinstance(self.placed_by, Unset):
            placed_by = UNSET
        else:
            placed_by = self.placed_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "q": q,
                "r": r,
                "order": order,
                "face": face,
            }
        )
        if rotation is not UNSET:
            field_dict["rotation"] = rotation
        if placed_by is not UNSET:
            field_dict["placed_by"] = placed_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415

        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        order = d.pop("order")

        face = LandVsSeaFace.from_dict(d.pop("face"))

        def _parse_rotation(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rotation = _parse_rotation(d.pop("rotation", UNSET))

        def _parse_placed_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        placed_by = _parse_placed_by(d.pop("placed_by", UNSET))

        land_vs_sea_placed_tile = cls(
            q=q,
            r=r,
            order=order,
            face=face,
            rotation=rotation,
            placed_by=placed_by,
        )

        land_vs_sea_placed_tile.additional_properties = d
        return land_vs_sea_placed_tile

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
