from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_return_to_hand_type import AirLandSeaActionReturnToHandType
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionReturnToHand")


@_attrs_define
class AirLandSeaActionReturnToHand:
    """Redeploy: return one of your face-down cards to your hand (then play another card).

    Attributes:
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        index (int): The card's position in your pile there, 0 being the first played.
        type_ (AirLandSeaActionReturnToHandType):
    """

    theater: AirLandSeaTheater
    index: int
    type_: AirLandSeaActionReturnToHandType

    def to_dict(self) -> dict[str, Any]:
        theater = self.theater.value

        index = self.index

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "theater": theater,
                "index": index,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        theater = AirLandSeaTheater(d.pop("theater"))

        index = d.pop("index")

        type_ = AirLandSeaActionReturnToHandType(d.pop("type"))

        air_land_sea_action_return_to_hand = cls(
            theater=theater,
            index=index,
            type_=type_,
        )

        return air_land_sea_action_return_to_hand
