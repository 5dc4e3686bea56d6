from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_card import AirLandSeaCard
from ..models.air_land_sea_pending_kind import AirLandSeaPendingKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaPendingView")


@_attrs_define
class AirLandSeaPendingView:
    """An ability waiting on the stack.

    Attributes:
        ability (AirLandSeaPendingKind): Which ability is waiting.
        chooser (int): A seat at the table, numbered from 0 in turn order.
        source (AirLandSeaCard | None | Unset):
        drawn_card (AirLandSeaCard | None | Unset):
    """

    ability: AirLandSeaPendingKind
    chooser: int
    source: AirLandSeaCard | None | Unset = UNSET
    drawn_card: AirLandSeaCard | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability.value

        chooser = self.chooser

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, AirLandSeaCard):
            source = self.source.value
        else:
            source = self.source

        drawn_card: None | str | Unset
        if isinstance(self.drawn_card, Unset):
            drawn_card = UNSET
        elif isinstance(self.drawn_card, AirLandSeaCard):
            drawn_card = self.drawn_card.value
        else:
            drawn_card = self.drawn_card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "chooser": chooser,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source
        if drawn_card is not UNSET:
            field_dict["drawn_card"] = drawn_card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ability = AirLandSeaPendingKind(d.pop("ability"))

        chooser = d.pop("chooser")

        def _parse_source(data: object) -> AirLandSeaCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = AirLandSeaCard(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaCard | None | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_drawn_card(data: object) -> AirLandSeaCard | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                drawn_card_type_0 = AirLandSeaCard(data)

                return drawn_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaCard | None | Unset, data)

        drawn_card = _parse_drawn_card(d.pop("drawn_card", UNSET))

        air_land_sea_pending_view = cls(
            ability=ability,
            chooser=chooser,
            source=source,
            drawn_card=drawn_card,
        )

        air_land_sea_pending_view.additional_properties = d
        return air_land_sea_pending_view

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
