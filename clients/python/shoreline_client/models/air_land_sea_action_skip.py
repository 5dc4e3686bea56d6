from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.air_land_sea_action_skip_type import AirLandSeaActionSkipType

T = TypeVar("T", bound="AirLandSeaActionSkip")


@_attrs_define
class AirLandSeaActionSkip:
    """Decline an ability that says "may" (Transport, Redeploy).

    Attributes:
        type_ (AirLandSeaActionSkipType):
    """

    type_: AirLandSeaActionSkipType

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
        type_ = AirLandSeaActionSkipType(d.pop("type"))

        air_land_sea_action_skip = cls(
            type_=type_,
        )

        return air_land_sea_action_skip
