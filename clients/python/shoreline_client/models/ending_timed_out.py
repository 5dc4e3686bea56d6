from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ending_timed_out_reason import EndingTimedOutReason

T = TypeVar("T", bound="EndingTimedOut")


@_attrs_define
class EndingTimedOut:
    """
    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        reason (EndingTimedOutReason):
    """

    seat: int
    reason: EndingTimedOutReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        reason = EndingTimedOutReason(d.pop("reason"))

        ending_timed_out = cls(
            seat=seat,
            reason=reason,
        )

        ending_timed_out.additional_properties = d
        return ending_timed_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
