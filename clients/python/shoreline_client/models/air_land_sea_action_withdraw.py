from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_withdraw_type import AirLandSeaActionWithdrawType

T = TypeVar("T", bound="AirLandSeaActionWithdraw")


@_attrs_define
class AirLandSeaActionWithdraw:
    """Withdraw from the battle: your opponent wins it and scores by the cards left in your hand.

    Attributes:
        type_ (AirLandSeaActionWithdrawType):
    """

    type_: AirLandSeaActionWithdrawType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AirLandSeaActionWithdrawType(d.pop("type"))

        air_land_sea_action_withdraw = cls(
            type_=type_,
        )

        return air_land_sea_action_withdraw
