from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.status import Status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_options_set import AirLandSeaOptionsSet
    from ..models.air_land_sea_view import AirLandSeaView
    from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet
    from ..models.land_vs_sea_view import LandVsSeaView
    from ..models.landfall_options_set import LandfallOptionsSet
    from ..models.landfall_view import LandfallView
    from ..models.lost_seas_options_set import LostSeasOptionsSet
    from ..models.lost_seas_view import LostSeasView
    from ..models.match_result_completed import MatchResultCompleted
    from ..models.match_result_resigned import MatchResultResigned
    from ..models.match_result_timed_out import MatchResultTimedOut
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """A game as one caller sees it.

    Attributes:
        id (UUID):
        game_type (str):
        rules_version (str):
        status (Status):
        version (int): The number of events in the log so far.
        players (int):
        seats (list[SeatInfo]):
        to_act (list[int]): The seats that may act now.
        options (AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet): One schema per
            game type (AirLandSeaOptionsSet, LandVsSeaOptionsSet, LandfallOptionsSet, LostSeasOptionsSet): the game's
            `game_type` decides which one applies.
        view (AirLandSeaView | LandfallView | LandVsSeaView | LostSeasView | None): null while the game is open (or was
            cancelled while open): nothing the seed drew is shown before every seat is taken
        rated (bool): Whether the result changes the players' ratings: false for casual games (quick pairing
            offers them) and for games with a computer player.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        your_seat (int | None | Unset):
        creator_seat (int | None | Unset):
        result (MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset):
        turn_deadline_secs (int | None | Unset): Time allowed per move, if the game has a turn deadline.
        deadline_at (datetime.datetime | None | Unset): When the seats in `to_act` lose by timeout, if the game has a
            turn deadline.
    """

    id: UUID
    game_type: str
    rules_version: str
    status: Status
    version: int
    players: int
    seats: list[SeatInfo]
    to_act: list[int]
    options: AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet
    view: AirLandSeaView | LandfallView | LandVsSeaView | LostSeasView | None
    rated: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    your_seat: int | None | Unset = UNSET
    creator_seat: int | None | Unset = UNSET
    result: MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset = UNSET
    turn_deadline_secs: int | None | Unset = UNSET
    deadline_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.air_land_sea_view import AirLandSeaView  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_view import LandVsSeaView  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.landfall_view import LandfallView  # noqa: PLC0415
        from ..models.lost_seas_view import LostSeasView  # noqa: PLC0415
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415
        from ..models.match_result_timed_out import MatchResultTimedOut  # noqa: PLC0415

        id = str(self.id)

        game_type = self.game_type

        rules_version = self.rules_version

        status = self.status.value

        version = self.version

        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        to_act = self.to_act

        options: dict[str, Any]
        if isinstance(self.options, AirLandSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandVsSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandfallOptionsSet):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        view: dict[str, Any] | None
        if isinstance(self.view, AirLandSeaView):
            view = self.view.to_dict()
        elif isinstance(self.view, LandVsSeaView):
            view = self.view.to_dict()
        elif isinstance(self.view, LandfallView):
            view = self.view.to_dict()
        elif isinstance(self.view, LostSeasView):
            view = self.view.to_dict()
        else:
            view = self.view

        rated = self.rated

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        your_seat: int | None | Unset
        if isinstance(self.your_seat, Unset):
            your_seat = UNSET
        else:
            your_seat = self.your_seat

        creator_seat: int | None | Unset
        if isinstance(self.creator_seat, Unset):
            creator_seat = UNSET
        else:
            creator_seat = self.creator_seat

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, MatchResultCompleted):
            result = self.result.to_dict()
        elif isinstance(self.result, MatchResultResigned):
            result = self.result.to_dict()
        elif isinstance(self.result, MatchResultTimedOut):
            result = self.result.to_dict()
        else:
            result = self.result

        turn_deadline_secs: int | None | Unset
        if isinstance(self.turn_deadline_secs, Unset):
            turn_deadline_secs = UNSET
        else:
            turn_deadline_secs = self.turn_deadline_secs

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
                "id": id,
                "game_type": game_type,
                "rules_version": rules_version,
                "status": status,
                "version": version,
                "players": players,
                "seats": seats,
                "to_act": to_act,
                "options": options,
                "view": view,
                "rated": rated,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if your_seat is not UNSET:
            field_dict["your_seat"] = your_seat
        if creator_seat is not UNSET:
            field_dict["creator_seat"] = creator_seat
        if result is not UNSET:
            field_dict["result"] = result
        if turn_deadline_secs is not UNSET:
            field_dict["turn_deadline_secs"] = turn_deadline_secs
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.air_land_sea_view import AirLandSeaView  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_view import LandVsSeaView  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.landfall_view import LandfallView  # noqa: PLC0415
        from ..models.lost_seas_options_set import LostSeasOptionsSet  # noqa: PLC0415
        from ..models.lost_seas_view import LostSeasView  # noqa: PLC0415
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415
        from ..models.match_result_timed_out import MatchResultTimedOut  # noqa: PLC0415
        from ..models.seat_info import SeatInfo  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        game_type = d.pop("game_type")

        rules_version = d.pop("rules_version")

        status = Status(d.pop("status"))

        version = d.pop("version")

        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        to_act = cast(list[int], d.pop("to_act"))

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

        def _parse_view(data: object) -> AirLandSeaView | LandfallView | LandVsSeaView | LostSeasView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0_type_0 = AirLandSeaView.from_dict(data)

                return view_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0_type_1 = LandVsSeaView.from_dict(data)

                return view_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0_type_2 = LandfallView.from_dict(data)

                return view_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0_type_3 = LostSeasView.from_dict(data)

                return view_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaView | LandfallView | LandVsSeaView | LostSeasView | None, data)

        view = _parse_view(d.pop("view"))

        rated = d.pop("rated")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))

        def _parse_creator_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        creator_seat = _parse_creator_seat(d.pop("creator_seat", UNSET))

        def _parse_result(
            data: object,
        ) -> MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_result_type_2 = MatchResultTimedOut.from_dict(data)

                return componentsschemas_match_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        def _parse_turn_deadline_secs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_deadline_secs = _parse_turn_deadline_secs(d.pop("turn_deadline_secs", UNSET))

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

        game = cls(
            id=id,
            game_type=game_type,
            rules_version=rules_version,
            status=status,
            version=version,
            players=players,
            seats=seats,
            to_act=to_act,
            options=options,
            view=view,
            rated=rated,
            created_at=created_at,
            updated_at=updated_at,
            your_seat=your_seat,
            creator_seat=creator_seat,
            result=result,
            turn_deadline_secs=turn_deadline_secs,
            deadline_at=deadline_at,
        )

        game.additional_properties = d
        return game

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
