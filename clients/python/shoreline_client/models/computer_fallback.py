from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel

T = TypeVar("T", bound="ComputerFallback")


@_attrs_define
class ComputerFallback:
    """Computers of `level` take the empty seats after `after_secs` without a table of people; such
    a game is unrated.

        Attributes:
            after_secs (int):
            level (BotLevel): How strongly a bot plays.
    """

    after_secs: int
    level: BotLevel

    def to_dict(self) -> dict[str, Any]:
        after_secs = self.after_secs

        level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after_secs": after_secs,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after_secs = d.pop("after_secs")

        level = BotLevel(d.pop("level"))

        computer_fallback = cls(
            after_secs=after_secs,
            level=level,
        )

        return computer_fallback
