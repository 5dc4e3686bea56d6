from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_outcome import SeatOutcome
from ..models.webhook_payload_data_game_ended_kind import WebhookPayloadDataGameEndedKind

T = TypeVar("T", bound="WebhookPayloadDataGameEnded")


@_attrs_define
class WebhookPayloadDataGameEnded:
    """A game you sat in is over, at `version`.

    Attributes:
        game_id (UUID):
        game_type (str):
        version (int):
        result (SeatOutcome): A seat's result once its game is over.
        kind (WebhookPayloadDataGameEndedKind):
        id (int): The notification's id in your inbox (and the personal stream's event id).
        created_at (datetime.datetime):
    """

    game_id: UUID
    game_type: str
    version: int
    result: SeatOutcome
    kind: WebhookPayloadDataGameEndedKind
    id: int
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        game_type = self.game_type

        version = self.version

        result = self.result.value

        kind = self.kind.value

        id = self.id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "version": version,
                "result": result,
                "kind": kind,
                "id": id,
                "created_at": created_at,
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

        kind = WebhookPayloadDataGameEndedKind(d.pop("kind"))

        id = d.pop("id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        webhook_payload_data_game_ended = cls(
            game_id=game_id,
            game_type=game_type,
            version=version,
            result=result,
            kind=kind,
            id=id,
            created_at=created_at,
        )

        webhook_payload_data_game_ended.additional_properties = d
        return webhook_payload_data_game_ended

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
