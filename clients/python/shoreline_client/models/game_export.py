from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.game_export_game_type import GameExportGameType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_options_set import AirLandSeaOptionsSet
    from ..models.exported_event import ExportedEvent
    from ..models.exported_seat import ExportedSeat
    from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet
    from ..models.landfall_options_set import LandfallOptionsSet
    from ..models.lost_seas_options_set import LostSeasOptionsSet
    from ..models.match_result_completed import MatchResultCompleted
    from ..models.match_result_resigned import MatchResultResigned
    from ..models.match_result_timed_out import MatchResultTimedOut


T = TypeVar("T", bound="GameExport")


@_attrs_define
class GameExport:
    """A finished game, complete: replay `log` from the setup (game type, rules version, players,
    options, seed) and it comes to `result`.

        Attributes:
            format_ (str): Always `shoreline-game`. Example: shoreline-game.
            format_version (int): The layout of this record; this release writes 1. Example: 1.
            game_id (UUID):
            game_type (GameExportGameType):
            rules_version (str): The rules version the game was played under.
            players (int):
            options (AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet): One schema per
                game type (AirLandSeaOptionsSet, LandVsSeaOptionsSet, LandfallOptionsSet, LostSeasOptionsSet): the game's
                `game_type` decides which one applies.
            seed (str): The game's random seed, as a decimal string (it is a 64-bit integer, more than a
                JavaScript number holds exactly). Revealed only once the game has ended. Example: 12345678901234567890.
            seats (list[ExportedSeat]): Every seat with who sat in it.
            created_at (datetime.datetime):
            log (list[ExportedEvent]): The whole log, in order: nothing hidden.
            result (MatchResultCompleted | MatchResultResigned | MatchResultTimedOut): The result of a finished match.
            ended_at (datetime.datetime | None | Unset):
    """

    format_: str
    format_version: int
    game_id: UUID
    game_type: GameExportGameType
    rules_version: str
    players: int
    options: AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet
    seed: str
    seats: list[ExportedSeat]
    created_at: datetime.datetime
    log: list[ExportedEvent]
    result: MatchResultCompleted | MatchResultResigned | MatchResultTimedOut
    ended_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415

        format_ = self.format_

        format_version = self.format_version

        game_id = str(self.game_id)

        game_type = self.game_type.value

        rules_version = self.rules_version

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

        seed = self.seed

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        created_at = self.created_at.isoformat()

        log = []
        for log_item_data in self.log:
            log_item = log_item_data.to_dict()
            log.append(log_item)

        result: dict[str, Any]
        if isinstance(self.result, MatchResultCompleted):
            result = self.result.to_dict()
        elif isinstance(self.result, MatchResultResigned):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        elif isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "format_version": format_version,
                "game_id": game_id,
                "game_type": game_type,
                "rules_version": rules_version,
                "players": players,
                "options": options,
                "seed": seed,
                "seats": seats,
                "created_at": created_at,
                "log": log,
                "result": result,
            }
        )
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.exported_event import ExportedEvent  # noqa: PLC0415
        from ..models.exported_seat import ExportedSeat  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.lost_seas_options_set import LostSeasOptionsSet  # noqa: PLC0415
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415
        from ..models.match_result_timed_out import MatchResultTimedOut  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        format_version = d.pop("format_version")

        game_id = UUID(d.pop("game_id"))

        game_type = GameExportGameType(d.pop("game_type"))

        rules_version = d.pop("rules_version")

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

        seed = d.pop("seed")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = ExportedSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        log = []
        _log = d.pop("log")
        for log_item_data in _log:
            log_item = ExportedEvent.from_dict(log_item_data)

            log.append(log_item)

        def _parse_result(data: object) -> MatchResultCompleted | MatchResultResigned | MatchResultTimedOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_0 = MatchResultCompleted.from_dict(data)

                return componentsschemas_match_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_1 = MatchResultResigned.from_dict(data)

                return componentsschemas_match_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_result_type_2 = MatchResultTimedOut.from_dict(data)

            return componentsschemas_match_result_type_2

        result = _parse_result(d.pop("result"))

        def _parse_ended_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        ended_at = _parse_ended_at(d.pop("ended_at", UNSET))

        game_export = cls(
            format_=format_,
            format_version=format_version,
            game_id=game_id,
            game_type=game_type,
            rules_version=rules_version,
            players=players,
            options=options,
            seed=seed,
            seats=seats,
            created_at=created_at,
            log=log,
            result=result,
            ended_at=ended_at,
        )

        return game_export
