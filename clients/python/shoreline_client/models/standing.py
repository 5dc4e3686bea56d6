from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """One side's final standing. In team games a side holds several seats.

    Attributes:
        side (str): The side's name as the rulebook calls it ("Land", "Sea", "Cartographer", "green",
            "seat 2"...).
        seats (list[int]):
        score (int):
    """

    side: str
    seats: list[int]
    score: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seats = self.seats

        score = self.score

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "side": side,
                "seats": seats,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        seats = cast(list[int], d.pop("seats"))

        score = d.pop("score")

        standing = cls(
            side=side,
            seats=seats,
            score=score,
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
