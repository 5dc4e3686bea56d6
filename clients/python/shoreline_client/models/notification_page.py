from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.notification_deadline_near import NotificationDeadlineNear
    from ..models.notification_game_ended import NotificationGameEnded
    from ..models.notification_game_started import NotificationGameStarted
    from ..models.notification_invitation_answered import NotificationInvitationAnswered
    from ..models.notification_invitation_withdrawn import NotificationInvitationWithdrawn
    from ..models.notification_invited import NotificationInvited
    from ..models.notification_your_move import NotificationYourMove


T = TypeVar("T", bound="NotificationPage")


@_attrs_define
class NotificationPage:
    """
    Attributes:
        items (list[NotificationDeadlineNear | NotificationGameEnded | NotificationGameStarted |
            NotificationInvitationAnswered | NotificationInvitationWithdrawn | NotificationInvited | NotificationYourMove]):
        unread (int): How many of your notifications are unread, in all.
        next_cursor (None | str | Unset): Pass as `cursor` for the next page; null on the last page.
    """

    items: list[
        NotificationDeadlineNear
        | NotificationGameEnded
        | NotificationGameStarted
        | NotificationInvitationAnswered
        | NotificationInvitationWithdrawn
        | NotificationInvited
        | NotificationYourMove
    ]
    unread: int
    next_cursor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.notification_deadline_near import NotificationDeadlineNear  # noqa: PLC0415
        from ..models.notification_game_ended import NotificationGameEnded  # noqa: PLC0415
        from ..models.notification_game_started import NotificationGameStarted  # noqa: PLC0415
        from ..models.notification_invitation_answered import NotificationInvitationAnswered  # noqa: PLC0415
        from ..models.notification_invited import NotificationInvited  # noqa: PLC0415
        from ..models.notification_your_move import NotificationYourMove  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, NotificationYourMove):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, NotificationGameStarted):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, NotificationGameEnded):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, NotificationInvited):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, NotificationInvitationAnswered):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, NotificationDeadlineNear):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        unread = self.unread

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "unread": unread,
            }
        )
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification_deadline_near import NotificationDeadlineNear  # noqa: PLC0415
        from ..models.notification_game_ended import NotificationGameEnded  # noqa: PLC0415
        from ..models.notification_game_started import NotificationGameStarted  # noqa: PLC0415
        from ..models.notification_invitation_answered import NotificationInvitationAnswered  # noqa: PLC0415
        from ..models.notification_invitation_withdrawn import NotificationInvitationWithdrawn  # noqa: PLC0415
        from ..models.notification_invited import NotificationInvited  # noqa: PLC0415
        from ..models.notification_your_move import NotificationYourMove  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(
                data: object,
            ) -> (
                NotificationDeadlineNear
                | NotificationGameEnded
                | NotificationGameStarted
                | NotificationInvitationAnswered
                | NotificationInvitationWithdrawn
                | NotificationInvited
                | NotificationYourMove
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_0 = NotificationYourMove.from_dict(data)

                    return componentsschemas_notification_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_1 = NotificationGameStarted.from_dict(data)

                    return componentsschemas_notification_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_2 = NotificationGameEnded.from_dict(data)

                    return componentsschemas_notification_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_3 = NotificationInvited.from_dict(data)

                    return componentsschemas_notification_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_4 = NotificationInvitationAnswered.from_dict(data)

                    return componentsschemas_notification_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_notification_type_5 = NotificationDeadlineNear.from_dict(data)

                    return componentsschemas_notification_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_notification_type_6 = NotificationInvitationWithdrawn.from_dict(data)

                return componentsschemas_notification_type_6

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        unread = d.pop("unread")

        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))

        notification_page = cls(
            items=items,
            unread=unread,
            next_cursor=next_cursor,
        )

        notification_page.additional_properties = d
        return notification_page

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
