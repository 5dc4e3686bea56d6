from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_action_view_deploy_type import AirLandSeaActionViewDeployType
from ..models.air_land_sea_card import AirLandSeaCard
from ..models.air_land_sea_theater import AirLandSeaTheater

T = TypeVar("T", bound="AirLandSeaActionViewDeploy")


@_attrs_define
class AirLandSeaActionViewDeploy:
    """A card played face up.

    Attributes:
        card (AirLandSeaCard): A Battle card, named by its type and strength (`air_1` ... `sea_6`).
        theater (AirLandSeaTheater): One of the three theaters, and also a Battle card's type.
        type_ (AirLandSeaActionViewDeployType):
    """

    card: AirLandSeaCard
    theater: AirLandSeaTheater
    type_: AirLandSeaActionViewDeployType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        theater = self.theater.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "theater": theater,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = AirLandSeaCard(d.pop("card"))

        theater = AirLandSeaTheater(d.pop("theater"))

        type_ = AirLandSeaActionViewDeployType(d.pop("type"))

        air_land_sea_action_view_deploy = cls(
            card=card,
            theater=theater,
            type_=type_,
        )

        air_land_sea_action_view_deploy.additional_properties = d
        return air_land_sea_action_view_deploy

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
