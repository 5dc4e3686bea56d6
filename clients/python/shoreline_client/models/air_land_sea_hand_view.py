from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_card import AirLandSeaCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaHandView")


@_attrs_define
class AirLandSeaHandView:
    """A player's hand.

    Attributes:
        count (int):
        cards (list[AirLandSeaCard] | None | Unset): The cards, only for their owner.
    """

    count: int
    cards: list[AirLandSeaCard] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.value
                cards.append(cards_type_0_item)

        else:
            cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_cards(data: object) -> list[AirLandSeaCard] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in _cards_type_0:
                    cards_type_0_item = AirLandSeaCard(cards_type_0_item_data)

                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AirLandSeaCard] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        air_land_sea_hand_view = cls(
            count=count,
            cards=cards,
        )

        air_land_sea_hand_view.additional_properties = d
        return air_land_sea_hand_view

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
