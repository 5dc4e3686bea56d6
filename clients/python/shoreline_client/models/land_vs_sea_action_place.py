from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_place_type import LandVsSeaActionPlaceType
from ..models.land_vs_sea_face_choice import LandVsSeaFaceChoice

T = TypeVar("T", bound="LandVsSeaActionPlace")


@_attrs_define
class LandVsSeaActionPlace:
    """Place a face of a tile in hand on an empty cell next to the map; every touching edge
    must show the same terrain as the edge it touches.

        Attributes:
            slot (int): Position of the tile in your hand (0 or 1).
            face (LandVsSeaFaceChoice): Which face of a tile in hand to play.
            rotation (int): 0-5: face edge `i` goes to map direction `(i + rotation) % 6`.
            q (int): Axial column of the cell.
            r (int): Axial row of the cell.
            type_ (LandVsSeaActionPlaceType):
    """

    slot: int
    face: LandVsSeaFaceChoice
    rotation: int
    q: int
    r: int
    type_: LandVsSeaActionPlaceType

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        face = self.face.value

        rotation = self.rotation

        q = self.q

        r = self.r

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "face": face,
                "rotation": rotation,
                "q": q,
                "r": r,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        face = LandVsSeaFaceChoice(d.pop("face"))

        rotation = d.pop("rotation")

        q = d.pop("q")

        r = d.pop("r")

        type_ = LandVsSeaActionPlaceType(d.pop("type"))

        land_vs_sea_action_place = cls(
            slot=slot,
            face=face,
            rotation=rotation,
            q=q,
            r=r,
            type_=type_,
        )

        return land_vs_sea_action_place
