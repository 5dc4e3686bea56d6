from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_move_type import AirLandSeaActionMoveType
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionMove")


@_attrs_define
class AirLandSeaActionMove:
    """Transport: move one of your cards to a different theater, on top of the cards there.

    Attributes:
        from_ (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        index (int): The card's position in your pile there, 0 being the first played (most covered).
        to (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionMoveType):
    """

    from_: AirLandSeaTheater
    index: int
    to: AirLandSeaTheater
    type_: AirLandSeaActionMoveType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        index = self.index

        to = self.to.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "index": index,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = AirLandSeaTheater(d.pop("from"))

        index = d.pop("index")

        to = AirLandSeaTheater(d.pop("to"))

        type_ = AirLandSeaActionMoveType(d.pop("type"))

        air_land_sea_action_move = cls(
            from_=from_,
            index=index,
            to=to,
            type_=type_,
        )

        return air_land_sea_action_move
