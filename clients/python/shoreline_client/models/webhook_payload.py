from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_kind import NotificationKind

if TYPE_CHECKING:
    from ..models.webhook_payload_data_deadline_near import WebhookPayloadDataDeadlineNear
    from ..models.webhook_payload_data_game_ended import WebhookPayloadDataGameEnded
    from ..models.webhook_payload_data_game_started import WebhookPayloadDataGameStarted
    from ..models.webhook_payload_data_invitation_answered import WebhookPayloadDataInvitationAnswered
    from ..models.webhook_payload_data_invitation_withdrawn import WebhookPayloadDataInvitationWithdrawn
    from ..models.webhook_payload_data_invited import WebhookPayloadDataInvited
    from ..models.webhook_payload_data_your_move import WebhookPayloadDataYourMove


T = TypeVar("T", bound="WebhookPayload")


@_attrs_define
class WebhookPayload:
    """What an endpoint receives: the Standard Webhooks envelope around the notification, exactly as
    the inbox lists it (less its read state).

        Attributes:
            type_ (NotificationKind): What a notification is about.
            timestamp (datetime.datetime): When the notification was written.
            data (WebhookPayloadDataDeadlineNear | WebhookPayloadDataGameEnded | WebhookPayloadDataGameStarted |
                WebhookPayloadDataInvitationAnswered | WebhookPayloadDataInvitationWithdrawn | WebhookPayloadDataInvited |
                WebhookPayloadDataYourMove): The notification a webhook delivers.
    """

    type_: NotificationKind
    timestamp: datetime.datetime
    data: (
        WebhookPayloadDataDeadlineNear
        | WebhookPayloadDataGameEnded
        | WebhookPayloadDataGameStarted
        | WebhookPayloadDataInvitationAnswered
        | WebhookPayloadDataInvitationWithdrawn
        | WebhookPayloadDataInvited
        | WebhookPayloadDataYourMove
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_payload_data_deadline_near import WebhookPayloadDataDeadlineNear  # noqa: PLC0415
        from ..models.webhook_payload_data_game_ended import WebhookPayloadDataGameEnded  # noqa: PLC0415
        from ..models.webhook_payload_data_game_started import WebhookPayloadDataGameStarted  # noqa: PLC0415
        from ..models.webhook_payload_data_invitation_answered import WebhookPayloadDataInvitationAnswered  # noqa: PLC0415
        from ..models.webhook_payload_data_invited import WebhookPayloadDataInvited  # noqa: PLC0415
        from ..models.webhook_payload_data_your_move import WebhookPayloadDataYourMove  # noqa: PLC0415

        type_ = self.type_.value

        timestamp = self.timestamp.isoformat()

        data: dict[str, Any]
        if isinstance(self.data, WebhookPayloadDataYourMove):
            data = self.data.to_dict()
        elif isinstance(self.data, WebhookPayloadDataGameStarted):
            data = self.data.to_dict()
        elif isinstance(self.data, WebhookPayloadDataGameEnded):
            data = self.data.to_dict()
        elif isinstance(self.data, WebhookPayloadDataInvited):
            data = self.data.to_dict()
        elif isinstance(self.data, WebhookPayloadDataInvitationAnswered):
            data = self.data.to_dict()
        elif isinstance(self.data, WebhookPayloadDataDeadlineNear):
            data = self.data.to_dict()
        else:
            data = self.data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "timestamp": timestamp,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_payload_data_deadline_near import WebhookPayloadDataDeadlineNear  # noqa: PLC0415
        from ..models.webhook_payload_data_game_ended import WebhookPayloadDataGameEnded  # noqa: PLC0415
        from ..models.webhook_payload_data_game_started import WebhookPayloadDataGameStarted  # noqa: PLC0415
        from ..models.webhook_payload_data_invitation_answered import WebhookPayloadDataInvitationAnswered  # noqa: PLC0415
        from ..models.webhook_payload_data_invitation_withdrawn import WebhookPayloadDataInvitationWithdrawn  # noqa: PLC0415
        from ..models.webhook_payload_data_invited import WebhookPayloadDataInvited  # noqa: PLC0415
        from ..models.webhook_payload_data_your_move import WebhookPayloadDataYourMove  # noqa: PLC0415

        d = dict(src_dict)
        type_ = NotificationKind(d.pop("type"))

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        def _parse_data(
            data: object,
        ) -> (
            WebhookPayloadDataDeadlineNear
            | WebhookPayloadDataGameEnded
            | WebhookPayloadDataGameStarted
            | WebhookPayloadDataInvitationAnswered
            | WebhookPayloadDataInvitationWithdrawn
            | WebhookPayloadDataInvited
            | WebhookPayloadDataYourMove
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_0 = WebhookPayloadDataYourMove.from_dict(data)

                return componentsschemas_webhook_payload_data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_1 = WebhookPayloadDataGameStarted.from_dict(data)

                return componentsschemas_webhook_payload_data_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_2 = WebhookPayloadDataGameEnded.from_dict(data)

                return componentsschemas_webhook_payload_data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_3 = WebhookPayloadDataInvited.from_dict(data)

                return componentsschemas_webhook_payload_data_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_4 = WebhookPayloadDataInvitationAnswered.from_dict(data)

                return componentsschemas_webhook_payload_data_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_webhook_payload_data_type_5 = WebhookPayloadDataDeadlineNear.from_dict(data)

                return componentsschemas_webhook_payload_data_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_webhook_payload_data_type_6 = WebhookPayloadDataInvitationWithdrawn.from_dict(data)

            return componentsschemas_webhook_payload_data_type_6

        data = _parse_data(d.pop("data"))

        webhook_payload = cls(
            type_=type_,
            timestamp=timestamp,
            data=data,
        )

        webhook_payload.additional_properties = d
        return webhook_payload

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
