from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_action_pass_type import LandfallActionPassType

T = TypeVar("T", bound="LandfallActionPass")


@_attrs_define
class LandfallActionPass:
    """Take no action: only legal when you have no legal action left this turn.

    Attributes:
        type_ (LandfallActionPassType):
    """

    type_: LandfallActionPassType

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
        type_ = LandfallActionPassType(d.pop("type"))

        landfall_action_pass = cls(
            type_=type_,
        )

        return landfall_action_pass
