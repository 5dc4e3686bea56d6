from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_data_deadline_near_kind import NotificationDataDeadlineNearKind

T = TypeVar("T", bound="NotificationDataDeadlineNear")


@_attrs_define
class NotificationDataDeadlineNear:
    """Your time to move in a game (at `version`) runs out soon.

    Attributes:
        game_id (UUID):
        game_type (str):
        version (int):
        deadline_at (datetime.datetime):
        kind (NotificationDataDeadlineNearKind):
    """

    game_id: UUID
    game_type: str
    version: int
    deadline_at: datetime.datetime
    kind: NotificationDataDeadlineNearKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        game_type = self.game_type

        version = self.version

        deadline_at = self.deadline_at.isoformat()

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "version": version,
                "deadline_at": deadline_at,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        game_type = d.pop("game_type")

        version = d.pop("version")

        deadline_at = datetime.datetime.fromisoformat(d.pop("deadline_at"))

        kind = NotificationDataDeadlineNearKind(d.pop("kind"))

        notification_data_deadline_near = cls(
            game_id=game_id,
            game_type=game_type,
            version=version,
            deadline_at=deadline_at,
            kind=kind,
        )

        notification_data_deadline_near.additional_properties = d
        return notification_data_deadline_near

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
