from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_action_view_improvise_type import AirLandSeaActionViewImproviseType
from ..models.air_land_sea_card import AirLandSeaCard
from ..models.air_land_sea_theater import AirLandSeaTheater
from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaActionViewImprovise")


@_attrs_define
class AirLandSeaActionViewImprovise:
    """A card played face down; `card` is null unless the viewer may know it.

    Attributes:
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionViewImproviseType):
        card (AirLandSeaCard | None | Unset):
    """

    theater: AirLandSeaTheater
    type_: AirLandSeaActionViewImproviseType
    card: AirLandSeaCard | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        theater = self.theater.value

        type_ = self.type_.value

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
                "theater": theater,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        theater = AirLandSeaTheater(d.pop("theater"))

        type_ = AirLandSeaActionViewImproviseType(d.pop("type"))

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

        air_land_sea_action_view_improvise = cls(
            theater=theater,
            type_=type_,
            card=card,
        )

        air_land_sea_action_view_improvise.additional_properties = d
        return air_land_sea_action_view_improvise

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
