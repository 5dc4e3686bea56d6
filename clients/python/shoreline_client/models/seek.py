from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seek_status import SeekStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_options_set import AirLandSeaOptionsSet
    from ..models.computer_fallback import ComputerFallback
    from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet
    from ..models.landfall_options_set import LandfallOptionsSet
    from ..models.lost_seas_options_set import LostSeasOptionsSet


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """A seek: a person's wish to play now in one pool.

    Attributes:
        id (UUID):
        status (SeekStatus): Where a seek stands.
        game_type (str):
        players (int):
        options (AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet): One schema per
            game type (AirLandSeaOptionsSet, LandVsSeaOptionsSet, LandfallOptionsSet, LostSeasOptionsSet): the game's
            `game_type` decides which one applies.
        rated (bool):
        created_at (datetime.datetime):
        lapses_at (datetime.datetime): When a seek still waiting leaves the pool unpaired.
        turn_deadline_secs (int | None | Unset):
        computer_fallback (ComputerFallback | None | Unset):
        game_id (None | Unset | UUID): The game the seek led to, once paired.
        paired_at (datetime.datetime | None | Unset):
    """

    id: UUID
    status: SeekStatus
    game_type: str
    players: int
    options: AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet
    rated: bool
    created_at: datetime.datetime
    lapses_at: datetime.datetime
    turn_deadline_secs: int | None | Unset = UNSET
    computer_fallback: ComputerFallback | None | Unset = UNSET
    game_id: None | Unset | UUID = UNSET
    paired_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.computer_fallback import ComputerFallback  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415

        id = str(self.id)

        status = self.status.value

        game_type = self.game_type

        players = self.players

        options: dict[str, Any]
        if isinstance(self.options, AirLandSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandVsSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandfallOptionsSet):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        rated = self.rated

        created_at = self.created_at.isoformat()

        lapses_at = self.lapses_at.isoformat()

        turn_deadline_secs: int | None | Unset
        if isinstance(self.turn_deadline_secs, Unset):
            turn_deadline_secs = UNSET
        else:
            turn_deadline_secs = self.turn_deadline_secs

        computer_fallback: dict[str, Any] | None | Unset
        if isinstance(self.computer_fallback, Unset):
            computer_fallback = UNSET
        elif isinstance(self.computer_fallback, ComputerFallback):
            computer_fallback = self.computer_fallback.to_dict()
        else:
            computer_fallback = self.computer_fallback

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        elif isinstance(self.game_id, UUID):
            game_id = str(self.game_id)
        else:
            game_id = self.game_id

        paired_at: None | str | Unset
        if isinstance(self.paired_at, Unset):
            paired_at = UNSET
        elif isinstance(self.paired_at, datetime.datetime):
            paired_at = self.paired_at.isoformat()
        else:
            paired_at = self.paired_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "game_type": game_type,
                "players": players,
                "options": options,
                "rated": rated,
                "created_at": created_at,
                "lapses_at": lapses_at,
            }
        )
        if turn_deadline_secs is not UNSET:
            field_dict["turn_deadline_secs"] = turn_deadline_secs
        if computer_fallback is not UNSET:
            field_dict["computer_fallback"] = computer_fallback
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if paired_at is not UNSET:
            field_dict["paired_at"] = paired_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.computer_fallback import ComputerFallback  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.lost_seas_options_set import LostSeasOptionsSet  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        status = SeekStatus(d.pop("status"))

        game_type = d.pop("game_type")

        players = d.pop("players")

        def _parse_options(
            data: object,
        ) -> AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = AirLandSeaOptionsSet.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = LandVsSeaOptionsSet.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_2 = LandfallOptionsSet.from_dict(data)

                return options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_3 = LostSeasOptionsSet.from_dict(data)

            return options_type_3

        options = _parse_options(d.pop("options"))

        rated = d.pop("rated")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        lapses_at = datetime.datetime.fromisoformat(d.pop("lapses_at"))

        def _parse_turn_deadline_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_deadline_secs = _parse_turn_deadline_secs(d.pop("turn_deadline_secs", UNSET))

        def _parse_computer_fallback(data: object) -> ComputerFallback | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                computer_fallback_type_0 = ComputerFallback.from_dict(data)

                return computer_fallback_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComputerFallback | None | Unset, data)

        computer_fallback = _parse_computer_fallback(d.pop("computer_fallback", UNSET))

        def _parse_game_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                game_id_type_0 = UUID(data)

                return game_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        def _parse_paired_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paired_at_type_0 = datetime.datetime.fromisoformat(data)

                return paired_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        paired_at = _parse_paired_at(d.pop("paired_at", UNSET))

        seek = cls(
            id=id,
            status=status,
            game_type=game_type,
            players=players,
            options=options,
            rated=rated,
            created_at=created_at,
            lapses_at=lapses_at,
            turn_deadline_secs=turn_deadline_secs,
            computer_fallback=computer_fallback,
            game_id=game_id,
            paired_at=paired_at,
        )

        seek.additional_properties = d
        return seek

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
