from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_colour import LandfallColour
from ..models.landfall_formation import LandfallFormation

if TYPE_CHECKING:
    from ..models.landfall_claim_view import LandfallClaimView


T = TypeVar("T", bound="LandfallPlayerView")


@_attrs_define
class LandfallPlayerView:
    """One player's supply and progress.

    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        colour (LandfallColour): A player's colour. Green is seat 0 and starts; beige is seat 1.
        tiles_in_hand (int): Tiles of their colour in hand, ready to place.
        volcanoes_in_hand (int): Volcanoes off the island, ready to land (of 3).
        volcanoes_on_island (int): Volcanoes on the island.
        oasis_chips_in_hand (int): Oasis chips not yet placed (of 3).
        formations_claimed (list[LandfallFormation]): Formation cards flipped face down so far.
        claims (list[LandfallClaimView]): The same claims with where each was made: the cell of its oasis chip, where
            the volcano
            that completed the formation stood.
    """

    seat: int
    colour: LandfallColour
    tiles_in_hand: int
    volcanoes_in_hand: int
    volcanoes_on_island: int
    oasis_chips_in_hand: int
    formations_claimed: list[LandfallFormation]
    claims: list[LandfallClaimView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        colour = self.colour.value

        tiles_in_hand = self.tiles_in_hand

        volcanoes_in_hand = self.volcanoes_in_hand

        volcanoes_on_island = self.volcanoes_on_island

        oasis_chips_in_hand = self.oasis_chips_in_hand

        formations_claimed = []
        for formations_claimed_item_data in self.formations_claimed:
            formations_claimed_item = formations_claimed_item_data.value
            formations_claimed.append(formations_claimed_item)

        claims = []
        for claims_item_data in self.claims:
            claims_item = claims_item_data.to_dict()
            claims.append(claims_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "colour": colour,
                "tiles_in_hand": tiles_in_hand,
                "volcanoes_in_hand": volcanoes_in_hand,
                "volcanoes_on_island": volcanoes_on_island,
                "oasis_chips_in_hand": oasis_chips_in_hand,
                "formations_claimed": formations_claimed,
                "claims": claims,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_claim_view import LandfallClaimView  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        colour = LandfallColour(d.pop("colour"))

        tiles_in_hand = d.pop("tiles_in_hand")

        volcanoes_in_hand = d.pop("volcanoes_in_hand")

        volcanoes_on_island = d.pop("volcanoes_on_island")

        oasis_chips_in_hand = d.pop("oasis_chips_in_hand")

        formations_claimed = []
        _formations_claimed = d.pop("formations_claimed")
        for formations_claimed_item_data in _formations_claimed:
            formations_claimed_item = LandfallFormation(formations_claimed_item_data)

            formations_claimed.append(formations_claimed_item)

        claims = []
        _claims = d.pop("claims")
        for claims_item_data in _claims:
            claims_item = LandfallClaimView.from_dict(claims_item_data)

            claims.append(claims_item)

        landfall_player_view = cls(
            seat=seat,
            colour=colour,
            tiles_in_hand=tiles_in_hand,
            volcanoes_in_hand=volcanoes_in_hand,
            volcanoes_on_island=volcanoes_on_island,
            oasis_chips_in_hand=oasis_chips_in_hand,
            formations_claimed=formations_claimed,
            claims=claims,
        )

        landfall_player_view.additional_properties = d
        return landfall_player_view

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
