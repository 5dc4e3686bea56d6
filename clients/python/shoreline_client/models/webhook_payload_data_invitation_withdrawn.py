from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_payload_data_invitation_withdrawn_kind import WebhookPayloadDataInvitationWithdrawnKind
from ..models.withdrawal_reason import WithdrawalReason

T = TypeVar("T", bound="WebhookPayloadDataInvitationWithdrawn")


@_attrs_define
class WebhookPayloadDataInvitationWithdrawn:
    """An invitation you had not answered is gone, and can no longer be accepted or declined.

    Attributes:
        invitation_id (UUID):
        game_id (UUID):
        game_type (str):
        inviter (str):
        reason (WithdrawalReason): Why an invitation you had not answered was withdrawn.
        kind (WebhookPayloadDataInvitationWithdrawnKind):
        id (int): The notification's id in your inbox (and the personal stream's event id).
        created_at (datetime.datetime):
    """

    invitation_id: UUID
    game_id: UUID
    game_type: str
    inviter: str
    reason: WithdrawalReason
    kind: WebhookPayloadDataInvitationWithdrawnKind
    id: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invitation_id = str(self.invitation_id)

        game_id = str(self.game_id)

        game_type = self.game_type

        inviter = self.inviter

        reason = self.reason.value

        kind = self.kind.value

        id = self.id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invitation_id": invitation_id,
                "game_id": game_id,
                "game_type": game_type,
                "inviter": inviter,
                "reason": reason,
                "kind": kind,
                "id": id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invitation_id = UUID(d.pop("invitation_id"))

        game_id = UUID(d.pop("game_id"))

        game_type = d.pop("game_type")

        inviter = d.pop("inviter")

        reason = WithdrawalReason(d.pop("reason"))

        kind = WebhookPayloadDataInvitationWithdrawnKind(d.pop("kind"))

        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        webhook_payload_data_invitation_withdrawn = cls(
            invitation_id=invitation_id,
            game_id=game_id,
            game_type=game_type,
            inviter=inviter,
            reason=reason,
            kind=kind,
            id=id,
            created_at=created_at,
        )

        webhook_payload_data_invitation_withdrawn.additional_properties = d
        return webhook_payload_data_invitation_withdrawn

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
