from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.push_keys import PushKeys


T = TypeVar("T", bound="CreatePushSubscription")


@_attrs_define
class CreatePushSubscription:
    """
    Attributes:
        endpoint (str): The subscription's endpoint (its push service's URL), as the browser gave it. Example:
            https://fcm.googleapis.com/fcm/send/dXZ1....
        keys (PushKeys): A browser's push subscription keys, as `PushSubscription.toJSON()` gives them.
        kinds (list[NotificationKind] | None | Unset): The kinds this device is told of (default: every kind there is
            now).
        expiration_time (float | None | Unset): `PushSubscription.toJSON()` also gives this, so its JSON can be sent as
            it is; it is not
            used (push services say when a subscription ends by refusing a message).
    """

    endpoint: str
    keys: PushKeys
    kinds: list[NotificationKind] | None | Unset = UNSET
    expiration_time: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        keys = self.keys.to_dict()

        kinds: list[str] | None | Unset
        if isinstance(self.kinds, Unset):
            kinds = UNSET
        elif isinstance(self.kinds, list):
            kinds = []
            for kinds_type_0_item_data in self.kinds:
                kinds_type_0_item = kinds_type_0_item_data.value
                kinds.append(kinds_type_0_item)

        else:
            kinds = self.kinds

        expiration_time: float | None | Unset
        if isinstance(self.expiration_time, Unset):
            expiration_time = UNSET
        else:
            expiration_time = self.expiration_time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "keys": keys,
            }
        )
        if kinds is not UNSET:
            field_dict["kinds"] = kinds
        if expiration_time is not UNSET:
            field_dict["expirationTime"] = expiration_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_keys import PushKeys  # noqa: PLC0415

        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        keys = PushKeys.from_dict(d.pop("keys"))

        def _parse_kinds(data: object) -> list[NotificationKind] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kinds_type_0 = []
                _kinds_type_0 = data
                for kinds_type_0_item_data in _kinds_type_0:
                    kinds_type_0_item = NotificationKind(kinds_type_0_item_data)

                    kinds_type_0.append(kinds_type_0_item)

                return kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[NotificationKind] | None | Unset, data)

        kinds = _parse_kinds(d.pop("kinds", UNSET))

        def _parse_expiration_time(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expiration_time = _parse_expiration_time(d.pop("expirationTime", UNSET))

        create_push_subscription = cls(
            endpoint=endpoint,
            keys=keys,
            kinds=kinds,
            expiration_time=expiration_time,
        )

        return create_push_subscription
