from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        game_type (str):
        rating (float): Glicko-2 rating; everyone starts at 1500.
        deviation (float): The rating's deviation: how unsure it is (350 for a newcomer; it shrinks with each game
            and grows back while the player is away). Shown as "1650 ± 80".
        provisional (bool): Whether the rating is still provisional (deviation over 110): shown as "1650?".
        games (int):
        wins (int):
        losses (int):
        draws (int):
    """

    game_type: str
    rating: float
    deviation: float
    provisional: bool
    games: int
    wins: int
    losses: int
    draws: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_type = self.game_type

        rating = self.rating

        deviation = self.deviation

        provisional = self.provisional

        games = self.games

        wins = self.wins

        losses = self.losses

        draws = self.draws

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_type": game_type,
                "rating": rating,
                "deviation": deviation,
                "provisional": provisional,
                "games": games,
                "wins": wins,
                "losses": losses,
                "draws": draws,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_type = d.pop("game_type")

        rating = d.pop("rating")

        deviation = d.pop("deviation")

        provisional = d.pop("provisional")

        games = d.pop("games")

        wins = d.pop("wins")

        losses = d.pop("losses")

        draws = d.pop("draws")

        rating = cls(
            game_type=game_type,
            rating=rating,
            deviation=deviation,
            provisional=provisional,
            games=games,
            wins=wins,
            losses=losses,
            draws=draws,
        )

        rating.additional_properties = d
        return rating

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
