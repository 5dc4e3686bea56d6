from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InviteLink")


@_attrs_define
class InviteLink:
    """A game's invite link.

    Attributes:
        game_id (UUID):
        token (str): 32 hex digits; the same until the link is revoked.
        path (str): Where the web client opens it, below the server's origin (`/#/join/<token>`).
        created_at (datetime.datetime):
    """

    game_id: UUID
    token: str
    path: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        token = self.token

        path = self.path

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "token": token,
                "path": path,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        token = d.pop("token")

        path = d.pop("path")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        invite_link = cls(
            game_id=game_id,
            token=token,
            path=path,
            created_at=created_at,
        )

        invite_link.additional_properties = d
        return invite_link

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
