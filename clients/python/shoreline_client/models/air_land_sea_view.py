from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.air_land_sea_card import AirLandSeaCard
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.air_land_sea_battle_result_view import AirLandSeaBattleResultView
    from ..models.air_land_sea_hand_view import AirLandSeaHandView
    from ..models.air_land_sea_pending_view import AirLandSeaPendingView
    from ..models.air_land_sea_theater_view import AirLandSeaTheaterView


T = TypeVar("T", bound="AirLandSeaView")


@_attrs_define
class AirLandSeaView:
    """The game as one viewer may see it.

    Attributes:
        battle (int): The current battle, counted from 1.
        target_vp (int): VP that win the game (3 in beginner mode).
        beginner (bool):
        victory_points (list[int]): Victory points by seat.
        first_player (int): A seat at the table, numbered from 0 in turn order.
        theaters (list[AirLandSeaTheaterView]): The theaters from left to right; neighbours in this list are adjacent.
        hands (list[AirLandSeaHandView]): Hands by seat; `cards` is shown only to the hand's owner.
        deck_size (int): Cards in the deck (dealt-out cards plus destroyed ones at the bottom).
        to_act (list[int]): Who must act now (the chooser of a pending ability, else the player whose turn it is).
        pending (list[AirLandSeaPendingView]): Abilities waiting to resolve, the one being answered now first.
        air_drop (list[bool]): By seat: whether an Air Drop lets that player's next play go face up to any theater.
        deck (list[AirLandSeaCard] | None | Unset): The deck, top first: only once the game is revealed to everyone.
        turn (int | None | Unset):
        last_battle (AirLandSeaBattleResultView | None | Unset):
        winner (int | None | Unset):
    """

    battle: int
    target_vp: int
    beginner: bool
    victory_points: list[int]
    first_player: int
    theaters: list[AirLandSeaTheaterView]
    hands: list[AirLandSeaHandView]
    deck_size: int
    to_act: list[int]
    pending: list[AirLandSeaPendingView]
    air_drop: list[bool]
    deck: list[AirLandSeaCard] | None | Unset = UNSET
    turn: int | None | Unset = UNSET
    last_battle: AirLandSeaBattleResultView | None | Unset = UNSET
    winner: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_battle_result_view import AirLandSeaBattleResultView  # noqa: PLC0415

        battle = self.battle

        target_vp = self.target_vp

        beginner = self.beginner

        victory_points = self.victory_points

        first_player = self.first_player

        theaters = []
        for theaters_item_data in self.theaters:
            theaters_item = theaters_item_data.to_dict()
            theaters.append(theaters_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        deck_size = self.deck_size

        to_act = self.to_act

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)

        air_drop = self.air_drop

        deck: list[str] | None | Unset
        if isinstance(self.deck, Unset):
            deck = UNSET
        elif isinstance(self.deck, list):
            deck = []
            for deck_type_0_item_data in self.deck:
                deck_type_0_item = deck_type_0_item_data.value
                deck.append(deck_type_0_item)

        else:
            deck = self.deck

        turn: int | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        last_battle: dict[str, Any] | None | Unset
        if isinstance(self.last_battle, Unset):
            last_battle = UNSET
        elif isinstance(self.last_battle, AirLandSeaBattleResultView):
            last_battle = self.last_battle.to_dict()
        else:
            last_battle = self.last_battle

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "battle": battle,
                "target_vp": target_vp,
                "beginner": beginner,
                "victory_points": victory_points,
                "first_player": first_player,
                "theaters": theaters,
                "hands": hands,
                "deck_size": deck_size,
                "to_act": to_act,
                "pending": pending,
                "air_drop": air_drop,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck
        if turn is not UNSET:
            field_dict["turn"] = turn
        if last_battle is not UNSET:
            field_dict["last_battle"] = last_battle
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_battle_result_view import AirLandSeaBattleResultView  # noqa: PLC0415
        from ..models.air_land_sea_hand_view import AirLandSeaHandView  # noqa: PLC0415
        from ..models.air_land_sea_pending_view import AirLandSeaPendingView  # noqa: PLC0415
        from ..models.air_land_sea_theater_view import AirLandSeaTheaterView  # noqa: PLC0415

        d = dict(src_dict)
        battle = d.pop("battle")

        target_vp = d.pop("target_vp")

        beginner = d.pop("beginner")

        victory_points = cast(list[int], d.pop("victory_points"))

        first_player = d.pop("first_player")

        theaters = []
        _theaters = d.pop("theaters")
        for theaters_item_data in _theaters:
            theaters_item = AirLandSeaTheaterView.from_dict(theaters_item_data)

            theaters.append(theaters_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = AirLandSeaHandView.from_dict(hands_item_data)

            hands.append(hands_item)

        deck_size = d.pop("deck_size")

        to_act = cast(list[int], d.pop("to_act"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = AirLandSeaPendingView.from_dict(pending_item_data)

            pending.append(pending_item)

        air_drop = cast(list[bool], d.pop("air_drop"))

        def _parse_deck(data: object) -> list[AirLandSeaCard] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = []
                _deck_type_0 = data
                for deck_type_0_item_data in _deck_type_0:
                    deck_type_0_item = AirLandSeaCard(deck_type_0_item_data)

                    deck_type_0.append(deck_type_0_item)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AirLandSeaCard] | None | Unset, data)

        deck = _parse_deck(d.pop("deck", UNSET))

        def _parse_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        def _parse_last_battle(data: object) -> AirLandSeaBattleResultView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_battle_type_0 = AirLandSeaBattleResultView.from_dict(data)

                return last_battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AirLandSeaBattleResultView | None | Unset, data)

        last_battle = _parse_last_battle(d.pop("last_battle", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        air_land_sea_view = cls(
            battle=battle,
            target_vp=target_vp,
            beginner=beginner,
            victory_points=victory_points,
            first_player=first_player,
            theaters=theaters,
            hands=hands,
            deck_size=deck_size,
            to_act=to_act,
            pending=pending,
            air_drop=air_drop,
            deck=deck,
            turn=turn,
            last_battle=last_battle,
            winner=winner,
        )

        air_land_sea_view.additional_properties = d
        return air_land_sea_view

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
