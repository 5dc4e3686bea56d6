from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel

T = TypeVar("T", bound="BotSeat")


@_attrs_define
class BotSeat:
    """A seat for a computer player, asked for when creating a game.

    Attributes:
        seat (int): The seat, below `players`; not the creator's.
        level (BotLevel): How strongly a bot plays.
    """

    seat: int
    level: BotLevel

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        level = BotLevel(d.pop("level"))

        bot_seat = cls(
            seat=seat,
            level=level,
        )

        return bot_seat
