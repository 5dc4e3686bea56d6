from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_steal_type import LandVsSeaActionStealType

T = TypeVar("T", bound="LandVsSeaActionSteal")


@_attrs_define
class LandVsSeaActionSteal:
    """After placing a Steal face: take one tile from another player who holds 2.

    Attributes:
        from_ (int): A seat at the table, numbered from 0 in turn order.
        slot (int): Position of the tile in their hand (0 or 1).
        type_ (LandVsSeaActionStealType):
    """

    from_: int
    slot: int
    type_: LandVsSeaActionStealType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        slot = self.slot

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "slot": slot,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        slot = d.pop("slot")

        type_ = LandVsSeaActionStealType(d.pop("type"))

        land_vs_sea_action_steal = cls(
            from_=from_,
            slot=slot,
            type_=type_,
        )

        return land_vs_sea_action_steal
