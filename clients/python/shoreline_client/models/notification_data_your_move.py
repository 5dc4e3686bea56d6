from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_data_your_move_kind import NotificationDataYourMoveKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="NotificationDataYourMove")


@_attrs_define
class NotificationDataYourMove:
    """It is your turn in a game: the game is at `version`.

    Attributes:
        game_id (UUID):
        game_type (str):
        version (int):
        kind (NotificationDataYourMoveKind):
        deadline_at (datetime.datetime | None | Unset): When your time to move runs out, if the game has a turn
            deadline.
    """

    game_id: UUID
    game_type: str
    version: int
    kind: NotificationDataYourMoveKind
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        game_type = self.game_type

        version = self.version

        kind = self.kind.value

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "version": version,
                "kind": kind,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        game_type = d.pop("game_type")

        version = d.pop("version")

        kind = NotificationDataYourMoveKind(d.pop("kind"))

        def _parse_deadline_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        notification_data_your_move = cls(
            game_id=game_id,
            game_type=game_type,
            version=version,
            kind=kind,
            deadline_at=deadline_at,
        )

        notification_data_your_move.additional_properties = d
        return notification_data_your_move

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
