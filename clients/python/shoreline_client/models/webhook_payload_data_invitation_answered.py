from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.invitation_answer import InvitationAnswer
from ..models.webhook_payload_data_invitation_answered_kind import WebhookPayloadDataInvitationAnsweredKind

T = TypeVar("T", bound="WebhookPayloadDataInvitationAnswered")


@_attrs_define
class WebhookPayloadDataInvitationAnswered:
    """Someone you invited accepted or declined.

    Attributes:
        invitation_id (UUID):
        game_id (UUID):
        invitee (str):
        answer (InvitationAnswer): How an invitation was answered.
        kind (WebhookPayloadDataInvitationAnsweredKind):
        id (int): The notification's id in your inbox (and the personal stream's event id).
        created_at (datetime.datetime):
    """

    invitation_id: UUID
    game_id: UUID
    invitee: str
    answer: InvitationAnswer
    kind: WebhookPayloadDataInvitationAnsweredKind
    id: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invitation_id = str(self.invitation_id)

        game_id = str(self.game_id)

        invitee = self.invitee

        answer = self.answer.value

        kind = self.kind.value

        id = self.id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invitation_id": invitation_id,
                "game_id": game_id,
                "invitee": invitee,
                "answer": answer,
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

        invitee = d.pop("invitee")

        answer = InvitationAnswer(d.pop("answer"))

        kind = WebhookPayloadDataInvitationAnsweredKind(d.pop("kind"))

        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        webhook_payload_data_invitation_answered = cls(
            invitation_id=invitation_id,
            game_id=game_id,
            invitee=invitee,
            answer=answer,
            kind=kind,
            id=id,
            created_at=created_at,
        )

        webhook_payload_data_invitation_answered.additional_properties = d
        return webhook_payload_data_invitation_answered

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
