from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_card import AirLandSeaCard
from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaCardView")


@_attrs_define
class AirLandSeaCardView:
    """A card on the board.

    Attributes:
        face_up (bool):
        strength (int): Its current strength (face-down strength does not depend on the card's identity).
        card (AirLandSeaCard | None | Unset):
    """

    face_up: bool
    strength: int
    card: AirLandSeaCard | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        face_up = self.face_up

        strength = self.strength

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, AirLandSeaCard):
            card = self.card.value
        else:
            card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face_up": face_up,
                "strength": strength,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up = d.pop("face_up")

        strength = d.pop("strength")

        def _parse_card(data: object) -> AirLandSeaCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = AirLandSeaCard(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaCard | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        air_land_sea_card_view = cls(
            face_up=face_up,
            strength=strength,
            card=card,
        )

        air_land_sea_card_view.additional_properties = d
        return air_land_sea_card_view

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
