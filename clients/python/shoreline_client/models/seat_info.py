from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatInfo")


@_attrs_define
class SeatInfo:
    """
    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        username (str):
        bot (BotLevel | None | Unset):
        rating_change (float | None | Unset): How the finished game moved this player's rating (to a tenth); absent
            until then, and in
            unrated games.
    """

    seat: int
    username: str
    bot: BotLevel | None | Unset = UNSET
    rating_change: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        username = self.username

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotLevel):
            bot = self.bot.value
        else:
            bot = self.bot

        rating_change: float | None | Unset
        if isinstance(self.rating_change, Unset):
            rating_change = UNSET
        else:
            rating_change = self.rating_change

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "username": username,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if rating_change is not UNSET:
            field_dict["rating_change"] = rating_change

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        username = d.pop("username")

        def _parse_bot(data: object) -> BotLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotLevel(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevel | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        def _parse_rating_change(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating_change = _parse_rating_change(d.pop("rating_change", UNSET))

        seat_info = cls(
            seat=seat,
            username=username,
            bot=bot,
            rating_change=rating_change,
        )

        seat_info.additional_properties = d
        return seat_info

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
