from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rematch_status import RematchStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Rematch")


@_attrs_define
class Rematch:
    """The rematch of a finished game.

    Attributes:
        game_id (UUID):
        status (RematchStatus): Where a rematch stands.
        accepted (list[int]): Seats that accepted (computer players always do).
        waiting_for (list[int]): Seats still to answer an offer.
        declined_by (int | None | Unset):
        lapses_at (datetime.datetime | None | Unset): When an offer can no longer be made or accepted.
        new_game_id (None | Unset | UUID): The new game (every seat moved one along), once everyone accepted.
    """

    game_id: UUID
    status: RematchStatus
    accepted: list[int]
    waiting_for: list[int]
    declined_by: int | None | Unset = UNSET
    lapses_at: datetime.datetime | None | Unset = UNSET
    new_game_id: None | Unset | UUID = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        status = self.status.value

        accepted = self.accepted

        waiting_for = self.waiting_for

        declined_by: int | None | Unset
        if isinstance(self.declined_by, Unset):
            declined_by = UNSET
        else:
            declined_by = self.declined_by

        lapses_at: None | str | Unset
        if isinstance(self.lapses_at, Unset):
            lapses_at = UNSET
        elif isinstance(self.lapses_at, datetime.datetime):
            lapses_at = self.lapses_at.isoformat()
        else:
            lapses_at = self.lapses_at

        new_game_id: None | str | Unset
        if isinstance(self.new_game_id, Unset):
            new_game_id = UNSET
        elif isinstance(self.new_game_id, UUID):
            new_game_id = str(self.new_game_id)
        else:
            new_game_id = self.new_game_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "status": status,
                "accepted": accepted,
                "waiting_for": waiting_for,
            }
        )
        if declined_by is not UNSET:
            field_dict["declined_by"] = declined_by
        if lapses_at is not UNSET:
            field_dict["lapses_at"] = lapses_at
        if new_game_id is not UNSET:
            field_dict["new_game_id"] = new_game_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))

        status = RematchStatus(d.pop("status"))

        accepted = cast(list[int], d.pop("accepted"))

        waiting_for = cast(list[int], d.pop("waiting_for"))

        def _parse_declined_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        declined_by = _parse_declined_by(d.pop("declined_by", UNSET))

        def _parse_lapses_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lapses_at_type_0 = datetime.datetime.fromisoformat(data)

                return lapses_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        lapses_at = _parse_lapses_at(d.pop("lapses_at", UNSET))

        def _parse_new_game_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                new_game_id_type_0 = UUID(data)

                return new_game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        new_game_id = _parse_new_game_id(d.pop("new_game_id", UNSET))

        rematch = cls(
            game_id=game_id,
            status=status,
            accepted=accepted,
            waiting_for=waiting_for,
            declined_by=declined_by,
            lapses_at=lapses_at,
            new_game_id=new_game_id,
        )

        rematch.additional_properties = d
        return rematch

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
