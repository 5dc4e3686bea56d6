from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.land_vs_sea_action_draw_type import LandVsSeaActionDrawType

T = TypeVar("T", bound="LandVsSeaActionDraw")


@_attrs_define
class LandVsSeaActionDraw:
    """Take the top tile of a stack (in the draft, and when drawing back up to 2).

    Attributes:
        stack (int): Stack 0 or 1.
        type_ (LandVsSeaActionDrawType):
    """

    stack: int
    type_: LandVsSeaActionDrawType

    def to_dict(self) -> dict[str, Any]:
        stack = self.stack

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "stack": stack,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stack = d.pop("stack")

        type_ = LandVsSeaActionDrawType(d.pop("type"))

        land_vs_sea_action_draw = cls(
            stack=stack,
            type_=type_,
        )

        return land_vs_sea_action_draw
