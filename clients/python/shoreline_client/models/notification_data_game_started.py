from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_data_game_started_kind import NotificationDataGameStartedKind

T = TypeVar("T", bound="NotificationDataGameStarted")


@_attrs_define
class NotificationDataGameStarted:
    """Every seat of a game you sit in is taken: it has begun.

    Attributes:
        game_id (UUID):
        game_type (str):
        kind (NotificationDataGameStartedKind):
    """

    game_id: UUID
    game_type: str
    kind: NotificationDataGameStartedKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        game_type = self.game_type

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        game_type = d.pop("game_type")

        kind = NotificationDataGameStartedKind(d.pop("kind"))

        notification_data_game_started = cls(
            game_id=game_id,
            game_type=game_type,
            kind=kind,
        )

        notification_data_game_started.additional_properties = d
        return notification_data_game_started

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
