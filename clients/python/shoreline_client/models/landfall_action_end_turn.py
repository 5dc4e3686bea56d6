from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_end_turn_type import LandfallActionEndTurnType

T = TypeVar("T", bound="LandfallActionEndTurn")


@_attrs_define
class LandfallActionEndTurn:
    """End your turn. Refused if the board would be exactly as you left it at the end of your
    previous turn (the no-revert rule), unless you passed.

        Attributes:
            type_ (LandfallActionEndTurnType):
    """

    type_: LandfallActionEndTurnType

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
        type_ = LandfallActionEndTurnType(d.pop("type"))

        landfall_action_end_turn = cls(
            type_=type_,
        )

        return landfall_action_end_turn
