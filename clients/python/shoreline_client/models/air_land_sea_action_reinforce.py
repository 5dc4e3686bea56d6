from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_reinforce_type import AirLandSeaActionReinforceType
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionReinforce")


@_attrs_define
class AirLandSeaActionReinforce:
    """Reinforce: play the deck's top card face down to this theater (adjacent to the Reinforce).

    Attributes:
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionReinforceType):
    """

    theater: AirLandSeaTheater
    type_: AirLandSeaActionReinforceType

    def to_dict(self) -> dict[str, Any]:
        theater = self.theater.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "theater": theater,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        theater = AirLandSeaTheater(d.pop("theater"))

        type_ = AirLandSeaActionReinforceType(d.pop("type"))

        air_land_sea_action_reinforce = cls(
            theater=theater,
            type_=type_,
        )

        return air_land_sea_action_reinforce
