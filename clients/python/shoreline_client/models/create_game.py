from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_game_game_type import CreateGameGameType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_options import AirLandSeaOptions
    from ..models.bot_seat import BotSeat
    from ..models.land_vs_sea_options import LandVsSeaOptions
    from ..models.landfall_options import LandfallOptions
    from ..models.lost_seas_options import LostSeasOptions


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        game_type (CreateGameGameType):
        players (int):
        options (AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset): The options
            of the chosen game type (see each game's schema); null or omitted for its defaults.
        seat (int | None | Unset):
        turn_deadline_secs (int | None | Unset): Time allowed per move, in seconds (1 to 2592000). A seat that lets it
            pass loses by
            timeout. Default: no deadline. Example: 86400.
        bots (list[BotSeat] | None | Unset): Computer players to seat at once, e.g. `[{"seat": 1, "level": "medium"}]`:
            the game
            starts as soon as the people's seats are taken (at once, with no other person). Games
            with a computer player are unrated. Default: none.
    """

    game_type: CreateGameGameType
    players: int
    options: AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    turn_deadline_secs: int | None | Unset = UNSET
    bots: list[BotSeat] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options import AirLandSeaOptions  # noqa: PLC0415
        from ..models.land_vs_sea_options import LandVsSeaOptions  # noqa: PLC0415
        from ..models.landfall_options import LandfallOptions  # noqa: PLC0415
        from ..models.lost_seas_options import LostSeasOptions  # noqa: PLC0415

        game_type = self.game_type.value

        players = self.players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, AirLandSeaOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, LandVsSeaOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, LandfallOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, LostSeasOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        turn_deadline_secs: int | None | Unset
        if isinstance(self.turn_deadline_secs, Unset):
            turn_deadline_secs = UNSET
        else:
            turn_deadline_secs = self.turn_deadline_secs

        bots: list[dict[str, Any]] | None | Unset
        if isinstance(self.bots, Unset):
            bots = UNSET
        elif isinstance(self.bots, list):
            bots = []
            for bots_type_0_item_data in self.bots:
                bots_type_0_item = bots_type_0_item_data.to_dict()
                bots.append(bots_type_0_item)

        else:
            bots = self.bots

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seat is not UNSET:
            field_dict["seat"] = seat
        if turn_deadline_secs is not UNSET:
            field_dict["turn_deadline_secs"] = turn_deadline_secs
        if bots is not UNSET:
            field_dict["bots"] = bots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options import AirLandSeaOptions  # noqa: PLC0415
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.land_vs_sea_options import LandVsSeaOptions  # noqa: PLC0415
        from ..models.landfall_options import LandfallOptions  # noqa: PLC0415
        from ..models.lost_seas_options import LostSeasOptions  # noqa: PLC0415

        d = dict(src_dict)
        game_type = CreateGameGameType(d.pop("game_type"))

        players = d.pop("players")

        def _parse_options(
            data: object,
        ) -> AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = AirLandSeaOptions.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_2 = LandVsSeaOptions.from_dict(data)

                return options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_3 = LandfallOptions.from_dict(data)

                return options_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_4 = LostSeasOptions.from_dict(data)

                return options_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_turn_deadline_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_deadline_secs = _parse_turn_deadline_secs(d.pop("turn_deadline_secs", UNSET))

        def _parse_bots(data: object) -> list[BotSeat] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bots_type_0 = []
                _bots_type_0 = data
                for bots_type_0_item_data in _bots_type_0:
                    bots_type_0_item = BotSeat.from_dict(bots_type_0_item_data)

                    bots_type_0.append(bots_type_0_item)

                return bots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BotSeat] | None | Unset, data)

        bots = _parse_bots(d.pop("bots", UNSET))

        create_game = cls(
            game_type=game_type,
            players=players,
            options=options,
            seat=seat,
            turn_deadline_secs=turn_deadline_secs,
            bots=bots,
        )

        return create_game
