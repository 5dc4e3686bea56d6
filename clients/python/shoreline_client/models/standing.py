from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.score_part import ScorePart


T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """One side's final standing. In team games a side holds several seats.

    Attributes:
        side (str): The side's name as the rulebook calls it ("Land", "Sea", "Cartographer", "green",
            "seat 2"...).
        seats (list[int]):
        score (int):
        breakdown (list[ScorePart]): Where the score came from, in the game's own categories, summing to `score` (for
            example Land vs Sea's areas, bonus icons and chains). Empty when a game was forfeited.
    """

    side: str
    seats: list[int]
    score: int
    breakdown: list[ScorePart]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seats = self.seats

        score = self.score

        breakdown = []
        for breakdown_item_data in self.breakdown:
            breakdown_item = breakdown_item_data.to_dict()
            breakdown.append(breakdown_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "side": side,
                "seats": seats,
                "score": score,
                "breakdown": breakdown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_part import ScorePart  # noqa: PLC0415

        d = dict(src_dict)
        side = d.pop("side")

        seats = cast(list[int], d.pop("seats"))

        score = d.pop("score")

        breakdown = []
        _breakdown = d.pop("breakdown")
        for breakdown_item_data in _breakdown:
            breakdown_item = ScorePart.from_dict(breakdown_item_data)

            breakdown.append(breakdown_item)

        standing = cls(
            side=side,
            seats=seats,
            score=score,
            breakdown=breakdown,
        )

        standing.additional_properties = d
        return standing

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
