from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_flip_type import AirLandSeaActionFlipType
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionFlip")


@_attrs_define
class AirLandSeaActionFlip:
    """Flip the uncovered card of `owner` in `theater` (Maneuver, Ambush, Disrupt).

    Attributes:
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        owner (int): A seat at the table, numbered from 0 in turn order.
        type_ (AirLandSeaActionFlipType):
    """

    theater: AirLandSeaTheater
    owner: int
    type_: AirLandSeaActionFlipType

    def to_dict(self) -> dict[str, Any]:
        theater = self.theater.value

        owner = self.owner

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "theater": theater,
                "owner": owner,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        theater = AirLandSeaTheater(d.pop("theater"))

        owner = d.pop("owner")

        type_ = AirLandSeaActionFlipType(d.pop("type"))

        air_land_sea_action_flip = cls(
            theater=theater,
            owner=owner,
            type_=type_,
        )

        return air_land_sea_action_flip
