from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.invitation_state import InvitationState

T = TypeVar("T", bound="Invitation")


@_attrs_define
class Invitation:
    """An invitation to take a seat in an open game.

    Attributes:
        id (UUID):
        game_id (UUID):
        game_type (str): What the game is, so the invitation can name it ("Lost Seas, 3 players"). Example: lost-seas.
        players (int): Its number of seats. Example: 3.
        inviter (str):
        invitee (str):
        status (InvitationState):
        created_at (datetime.datetime):
    """

    id: UUID
    game_id: UUID
    game_type: str
    players: int
    inviter: str
    invitee: str
    status: InvitationState
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        game_id = str(self.game_id)

        game_type = self.game_type

        players = self.players

        inviter = self.inviter

        invitee = self.invitee

        status = self.status.value

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_id": game_id,
                "game_type": game_type,
                "players": players,
                "inviter": inviter,
                "invitee": invitee,
                "status": status,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        game_id = UUID(d.pop("game_id"))

        game_type = d.pop("game_type")

        players = d.pop("players")

        inviter = d.pop("inviter")

        invitee = d.pop("invitee")

        status = InvitationState(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        invitation = cls(
            id=id,
            game_id=game_id,
            game_type=game_type,
            players=players,
            inviter=inviter,
            invitee=invitee,
            status=status,
            created_at=created_at,
        )

        invitation.additional_properties = d
        return invitation

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
