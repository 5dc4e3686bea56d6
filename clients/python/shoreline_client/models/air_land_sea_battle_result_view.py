from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaBattleResultView")


@_attrs_define
class AirLandSeaBattleResultView:
    """How a battle ended.

    Attributes:
        battle (int): The battle, counted from 1.
        winner (int): A seat at the table, numbered from 0 in turn order.
        victory_points (int):
        withdrawn_by (int | None | Unset):
        cards_left (int | None | Unset): Cards the withdrawing player still held.
    """

    battle: int
    winner: int
    victory_points: int
    withdrawn_by: int | None | Unset = UNSET
    cards_left: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        winner = self.winner

        victory_points = self.victory_points

        withdrawn_by: int | None | Unset
        if isinstance(self.withdrawn_by, Unset):
            withdrawn_by = UNSET
        else:
            withdrawn_by = self.withdrawn_by

        cards_left: int | None | Unset
        if isinstance(self.cards_left, Unset):
            cards_left = UNSET
        else:
            cards_left = self.cards_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "battle": battle,
                "winner": winner,
                "victory_points": victory_points,
            }
        )
        if withdrawn_by is not UNSET:
            field_dict["withdrawn_by"] = withdrawn_by
        if cards_left is not UNSET:
            field_dict["cards_left"] = cards_left

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        winner = d.pop("winner")

        victory_points = d.pop("victory_points")

        def _parse_withdrawn_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        withdrawn_by = _parse_withdrawn_by(d.pop("withdrawn_by", UNSET))

        def _parse_cards_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cards_left = _parse_cards_left(d.pop("cards_left", UNSET))

        air_land_sea_battle_result_view = cls(
            battle=battle,
            winner=winner,
            victory_points=victory_points,
            withdrawn_by=withdrawn_by,
            cards_left=cards_left,
        )

        air_land_sea_battle_result_view.additional_properties = d
        return air_land_sea_battle_result_view

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
