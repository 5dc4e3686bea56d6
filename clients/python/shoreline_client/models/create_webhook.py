from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWebhook")


@_attrs_define
class CreateWebhook:
    """
    Attributes:
        url (str): Where to POST notifications: `http` or `https`, to a public address (URLs that lead to
            loopback, private, link-local or metadata addresses are refused). Redirects are not
            followed. Example: https://push.example.com/shoreline.
        kinds (list[NotificationKind] | None | Unset): The kinds to deliver (default: every kind there is now; a kind
            added to the API later is
            delivered only to endpoints registered, or registered again, after it).
    """

    url: str
    kinds: list[NotificationKind] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        url = self.url

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if kinds is not UNSET:
            field_dict["kinds"] = kinds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

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

        create_webhook = cls(
            url=url,
            kinds=kinds,
        )

        return create_webhook
