from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PushSubscription")


@_attrs_define
class PushSubscription:
    """One device's push subscription.

    Attributes:
        id (UUID):
        endpoint (str):
        kinds (list[NotificationKind]):
        created_at (datetime.datetime):
        consecutive_failures (int): Failed deliveries in a row (a push service that answers 404 or 410 ends the
            subscription at once instead).
        disabled_at (datetime.datetime | None | Unset): When it was disabled after too many failures in a row; null
            while it is enabled.
            Subscribing the same endpoint again enables it.
    """

    id: UUID
    endpoint: str
    kinds: list[NotificationKind]
    created_at: datetime.datetime
    consecutive_failures: int
    disabled_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        endpoint = self.endpoint

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.value
            kinds.append(kinds_item)

        created_at = self.created_at.isoformat()

        consecutive_failures = self.consecutive_failures

        disabled_at: None | str | Unset
        if isinstance(self.disabled_at, Unset):
            disabled_at = UNSET
        elif isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "endpoint": endpoint,
                "kinds": kinds,
                "created_at": created_at,
                "consecutive_failures": consecutive_failures,
            }
        )
        if disabled_at is not UNSET:
            field_dict["disabled_at"] = disabled_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        endpoint = d.pop("endpoint")

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = NotificationKind(kinds_item_data)

            kinds.append(kinds_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        consecutive_failures = d.pop("consecutive_failures")

        def _parse_disabled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at", UNSET))

        push_subscription = cls(
            id=id,
            endpoint=endpoint,
            kinds=kinds,
            created_at=created_at,
            consecutive_failures=consecutive_failures,
            disabled_at=disabled_at,
        )

        push_subscription.additional_properties = d
        return push_subscription

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
