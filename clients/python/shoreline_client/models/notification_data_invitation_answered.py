from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.invitation_answer import InvitationAnswer
from ..models.notification_data_invitation_answered_kind import NotificationDataInvitationAnsweredKind

T = TypeVar("T", bound="NotificationDataInvitationAnswered")


@_attrs_define
class NotificationDataInvitationAnswered:
    """Someone you invited accepted or declined.

    Attributes:
        invitation_id (UUID):
        game_id (UUID):
        invitee (str):
        answer (InvitationAnswer): How an invitation was answered.
        kind (NotificationDataInvitationAnsweredKind):
    """

    invitation_id: UUID
    game_id: UUID
    invitee: str
    answer: InvitationAnswer
    kind: NotificationDataInvitationAnsweredKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invitation_id = str(self.invitation_id)

        game_id = str(self.game_id)

        invitee = self.invitee

        answer = self.answer.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invitation_id": invitation_id,
                "game_id": game_id,
                "invitee": invitee,
                "answer": answer,
                "kind": kind,
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

        kind = NotificationDataInvitationAnsweredKind(d.pop("kind"))

        notification_data_invitation_answered = cls(
            invitation_id=invitation_id,
            game_id=game_id,
            invitee=invitee,
            answer=answer,
            kind=kind,
        )

        notification_data_invitation_answered.additional_properties = d
        return notification_data_invitation_answered

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
