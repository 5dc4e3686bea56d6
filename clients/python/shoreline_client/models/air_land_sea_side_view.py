from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.air_land_sea_card_view import AirLandSeaCardView


T = TypeVar("T", bound="AirLandSeaSideView")


@_attrs_define
class AirLandSeaSideView:
    """One player's side of a theater.

    Attributes:
        cards (list[AirLandSeaCardView]): Bottom (first played) to top (uncovered).
        strength (int): Total strength, ongoing abilities included.
    """

    cards: list[AirLandSeaCardView]
    strength: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        strength = self.strength

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "strength": strength,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_card_view import AirLandSeaCardView  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = AirLandSeaCardView.from_dict(cards_item_data)

            cards.append(cards_item)

        strength = d.pop("strength")

        air_land_sea_side_view = cls(
            cards=cards,
            strength=strength,
        )

        air_land_sea_side_view.additional_properties = d
        return air_land_sea_side_view

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
