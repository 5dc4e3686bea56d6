from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.seat_outcome import SeatOutcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary
    from ..models.match_result_completed import MatchResultCompleted
    from ..models.match_result_resigned import MatchResultResigned
    from ..models.match_result_timed_out import MatchResultTimedOut
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="HistoryItem")


@_attrs_define
class HistoryItem:
    """One game in a player's history.

    Attributes:
        game (GameSummary): A game as the lobby lists it.
        seat (int): A seat at the table, numbered from 0 in turn order.
        opponents (list[SeatInfo]): Everyone else at the table.
        your_move (bool): Whether the player is among the seats to act now.
        result (None | SeatOutcome | Unset):
        outcome (MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset):
        ended_at (datetime.datetime | None | Unset):
    """

    game: GameSummary
    seat: int
    opponents: list[SeatInfo]
    your_move: bool
    result: None | SeatOutcome | Unset = UNSET
    outcome: MatchResultCompleted | MatchResultResigned | MatchResultTimedOut | None | Unset = UNSET
    ended_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415
        from ..models.match_result_timed_out import MatchResultTimedOut  # noqa: PLC0415

        game = self.game.to_dict()

        seat = self.seat

        opponents = []
        for opponents_item_data in self.opponents:
            opponents_item = opponents_item_data.to_dict()
            opponents.append(opponents_item)

        your_move = self.your_move

        result: None | str | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, SeatOutcome):
            result = self.result.value
        else:
            result = self.result

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, MatchResultCompleted):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, MatchResultResigned):
            outcome = self.outcome.to_dict()
        elif isinstance(self.outcome, MatchResultTimedOut):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        elif isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "seat": seat,
                "opponents": opponents,
                "your_move": your_move,
            }
        )
        if result is not UNSET:
            field_dict["result"] = result
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary import GameSummary  # noqa: PLC0415
        from ..models.match_result_completed import MatchResultCompleted  # noqa: PLC0415
        from ..models.match_result_resigned import MatchResultResigned  # noqa: PLC0415
        from ..models.match_result_timed_out import MatchResultTimedOut  # noqa: PLC0415
        from ..models.seat_info import SeatInfo  # noqa: PLC0415

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        seat = d.pop("seat")

        opponents = []
        _opponents = d.pop("opponents")
        for opponents_item_data in _opponents:
            opponents_item = SeatInfo.from_dict(opponents_item_data)

            opponents.append(opponents_item)

        your_move = d.pop("your_move")

        def _parse_result(data: object) -> None | SeatOutcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                result_type_0 = SeatOutcome(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatOutcome | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        def _parse_outcome(
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

        outcome = _parse_outcome(d.pop("outcome", UNSET))

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

        history_item = cls(
            game=game,
            seat=seat,
            opponents=opponents,
            your_move=your_move,
            result=result,
            outcome=outcome,
            ended_at=ended_at,
        )

        history_item.additional_properties = d
        return history_item

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
