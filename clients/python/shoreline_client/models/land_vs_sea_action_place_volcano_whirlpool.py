from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_place_volcano_whirlpool_type import LandVsSeaActionPlaceVolcanoWhirlpoolType

T = TypeVar("T", bound="LandVsSeaActionPlaceVolcanoWhirlpool")


@_attrs_define
class LandVsSeaActionPlaceVolcanoWhirlpool:
    """Fill a hole you just made with the Volcano (land hole) or Whirlpool (sea hole).

    Attributes:
        q (int): Axial column of the hole.
        r (int): Axial row of the hole.
        rotation (int): 0-5, your choice.
        type_ (LandVsSeaActionPlaceVolcanoWhirlpoolType):
    """

    q: int
    r: int
    rotation: int
    type_: LandVsSeaActionPlaceVolcanoWhirlpoolType

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        rotation = self.rotation

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "q": q,
                "r": r,
                "rotation": rotation,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        rotation = d.pop("rotation")

        type_ = LandVsSeaActionPlaceVolcanoWhirlpoolType(d.pop("type"))

        land_vs_sea_action_place_volcano_whirlpool = cls(
            q=q,
            r=r,
            rotation=rotation,
            type_=type_,
        )

        return land_vs_sea_action_place_volcano_whirlpool
