from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notification_data_game_ended_kind import NotificationDataGameEndedKind
from ..models.seat_outcome import SeatOutcome

T = TypeVar("T", bound="NotificationDataGameEnded")


@_attrs_define
class NotificationDataGameEnded:
    """A game you sat in is over, at `version`.

    Attributes:
        game_id (UUID):
        game_type (str):
        version (int):
        result (SeatOutcome): A seat's result once its game is over.
        kind (NotificationDataGameEndedKind):
    """

    game_id: UUID
    game_type: str
    version: int
    result: SeatOutcome
    kind: NotificationDataGameEndedKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        game_type = self.game_type

        version = self.version

        result = self.result.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "version": version,
                "result": result,
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

        result = SeatOutcome(d.pop("result"))

        kind = NotificationDataGameEndedKind(d.pop("kind"))

        notification_data_game_ended = cls(
            game_id=game_id,
            game_type=game_type,
            version=version,
            result=result,
            kind=kind,
        )

        notification_data_game_ended.additional_properties = d
        return notification_data_game_ended

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
