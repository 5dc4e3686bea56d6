from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Leader")


@_attrs_define
class Leader:
    """One place on a leaderboard.

    Attributes:
        rank (int): 1 for the best.
        username (str):
        rating (float):
        deviation (float):
        games (int):
    """

    rank: int
    username: str
    rating: float
    deviation: float
    games: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        username = self.username

        rating = self.rating

        deviation = self.deviation

        games = self.games

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "username": username,
                "rating": rating,
                "deviation": deviation,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        username = d.pop("username")

        rating = d.pop("rating")

        deviation = d.pop("deviation")

        games = d.pop("games")

        leader = cls(
            rank=rank,
            username=username,
            rating=rating,
            deviation=deviation,
            games=games,
        )

        leader.additional_properties = d
        return leader

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
