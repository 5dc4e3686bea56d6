from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_face_choice import LandVsSeaFaceChoice
from ..models.land_vs_sea_logged_action_place_type import LandVsSeaLoggedActionPlaceType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LandVsSeaLoggedActionPlace")


@_attrs_define
class LandVsSeaLoggedActionPlace:
    """
    Attributes:
        slot (int):
        face (LandVsSeaFaceChoice): Which face of a tile in hand to play.
        q (int):
        r (int):
        type_ (LandVsSeaLoggedActionPlaceType):
        rotation (int | None | Unset):
    """

    slot: int
    face: LandVsSeaFaceChoice
    q: int
    r: int
    type_: LandVsSeaLoggedActionPlaceType
    rotation: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        face = self.face.value

        q = self.q

        r = self.r

        type_ = self.type_.value

        rotation: int | None | Unset
        if isinstance(self.rotation, Unset):
            rotation = UNSET
        else:
            rotation = self.rotation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slot": slot,
                "face": face,
                "q": q,
                "r": r,
                "type": type_,
            }
        )
        if rotation is not UNSET:
            field_dict["rotation"] = rotation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        slot = d.pop("slot")

        face = LandVsSeaFaceChoice(d.pop("face"))

        q = d.pop("q")

        r = d.pop("r")

        type_ = LandVsSeaLoggedActionPlaceType(d.pop("type"))

        def _parse_rotation(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rotation = _parse_rotation(d.pop("rotation", UNSET))

        land_vs_sea_logged_action_place = cls(
            slot=slot,
            face=face,
            q=q,
            r=r,
            type_=type_,
            rotation=rotation,
        )

        land_vs_sea_logged_action_place.additional_properties = d
        return land_vs_sea_logged_action_place

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
