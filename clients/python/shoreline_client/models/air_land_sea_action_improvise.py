from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_improvise_type import AirLandSeaActionImproviseType
from ..models.air_land_sea_card import AirLandSeaCard
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionImprovise")


@_attrs_define
class AirLandSeaActionImprovise:
    """Play a card from your hand face down (strength 2, no ability) to any theater.

    Attributes:
        card (AirLandSeaCard): A Battle card, named by its type and strength (`air_1` ... `sea_6`).
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionImproviseType):
    """

    card: AirLandSeaCard
    theater: AirLandSeaTheater
    type_: AirLandSeaActionImproviseType

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        theater = self.theater.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "theater": theater,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = AirLandSeaCard(d.pop("card"))

        theater = AirLandSeaTheater(d.pop("theater"))

        type_ = AirLandSeaActionImproviseType(d.pop("type"))

        air_land_sea_action_improvise = cls(
            card=card,
            theater=theater,
            type_=type_,
        )

        return air_land_sea_action_improvise
