from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_seek_game_type import CreateSeekGameType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_options import AirLandSeaOptions
    from ..models.computer_fallback import ComputerFallback
    from ..models.land_vs_sea_options import LandVsSeaOptions
    from ..models.landfall_options import LandfallOptions
    from ..models.lost_seas_options import LostSeasOptions


T = TypeVar("T", bound="CreateSeek")


@_attrs_define
class CreateSeek:
    """What a person asks for when they want to play now.

    Attributes:
        game_type (CreateSeekGameType):
        players (int):
        options (AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset): The options
            of the chosen game type (see each game's schema); null or omitted for its defaults.
        rated (bool | None | Unset): Rated (the default) or casual: a casual game changes nobody's rating.
        turn_deadline_secs (int | None | Unset): Time allowed per move, in seconds (1 to 2592000); default none.
            Example: 86400.
        computer_fallback (ComputerFallback | None | Unset):
    """

    game_type: CreateSeekGameType
    players: int
    options: AirLandSeaOptions | LandfallOptions | LandVsSeaOptions | LostSeasOptions | None | Unset = UNSET
    rated: bool | None | Unset = UNSET
    turn_deadline_secs: int | None | Unset = UNSET
    computer_fallback: ComputerFallback | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options import AirLandSeaOptions  # noqa: PLC0415
        from ..models.computer_fallback import ComputerFallback  # noqa: PLC0415
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

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_type": game_type,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if turn_deadline_secs is not UNSET:
            field_dict["turn_deadline_secs"] = turn_deadline_secs
        if computer_fallback is not UNSET:
            field_dict["computer_fallback"] = computer_fallback

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options import AirLandSeaOptions  # noqa: PLC0415
        from ..models.computer_fallback import ComputerFallback  # noqa: PLC0415
        from ..models.land_vs_sea_options import LandVsSeaOptions  # noqa: PLC0415
        from ..models.landfall_options import LandfallOptions  # noqa: PLC0415
        from ..models.lost_seas_options import LostSeasOptions  # noqa: PLC0415

        d = dict(src_dict)
        game_type = CreateSeekGameType(d.pop("game_type"))

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

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

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

        create_seek = cls(
            game_type=game_type,
            players=players,
            options=options,
            rated=rated,
            turn_deadline_secs=turn_deadline_secs,
            computer_fallback=computer_fallback,
        )

        return create_seek
