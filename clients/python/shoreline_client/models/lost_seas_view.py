from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_phase import LostSeasPhase
from ..models.lost_seas_step import LostSeasStep
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lost_seas_expedition_tile import LostSeasExpeditionTile
    from ..models.lost_seas_map import LostSeasMap
    from ..models.lost_seas_tile import LostSeasTile


T = TypeVar("T", bound="LostSeasView")


@_attrs_define
class LostSeasView:
    """The game as one viewer may see it.

    Attributes:
        component_set (str): The component set the tiles come from.
        young_mapmaker (bool):
        phase (LostSeasPhase): The phase of the game.
        to_act (list[int]): Seats that may act now: every undecided seat during setup, one seat during the draft.
        starting_player (int): A seat at the table, numbered from 0 in turn order.
        offer (list[LostSeasTile]): The face-up tiles anyone may take.
        pile_count (int): How many tiles are left in the face-down pile.
        boxed (list[LostSeasTile]): Sea tiles put back in the box during the draft, in order.
        maps (list[LostSeasMap]): Every player's map, in seat order.
        step (LostSeasStep | None | Unset):
        round_ (int | None | Unset): The draft round, 1 to 16 (standard game only).
        round_first_player (int | None | Unset):
        pile (list[LostSeasTile] | None | Unset): The face-down pile, top first: only once everything is revealed.
        unused_expeditions (list[LostSeasExpeditionTile] | None | Unset): Expedition tiles nobody was dealt: only once
            everything is revealed.
    """

    component_set: str
    young_mapmaker: bool
    phase: LostSeasPhase
    to_act: list[int]
    starting_player: int
    offer: list[LostSeasTile]
    pile_count: int
    boxed: list[LostSeasTile]
    maps: list[LostSeasMap]
    step: LostSeasStep | None | Unset = UNSET
    round_: int | None | Unset = UNSET
    round_first_player: int | None | Unset = UNSET
    pile: list[LostSeasTile] | None | Unset = UNSET
    unused_expeditions: list[LostSeasExpeditionTile] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        component_set = self.component_set

        young_mapmaker = self.young_mapmaker

        phase = self.phase.value

        to_act = self.to_act

        starting_player = self.starting_player

        offer = []
        for offer_item_data in self.offer:
            offer_item = offer_item_data.to_dict()
            offer.append(offer_item)

        pile_count = self.pile_count

        boxed = []
        for boxed_item_data in self.boxed:
            boxed_item = boxed_item_data.to_dict()
            boxed.append(boxed_item)

        maps = []
        for maps_item_data in self.maps:
            maps_item = maps_item_data.to_dict()
            maps.append(maps_item)

        step: None | str | Unset
        if isinstance(self.step, Unset):
            step = UNSET
        elif isinstance(self.step, LostSeasStep):
            step = self.step.value
        else:
            step = self.step

        round_: int | None | Unset
        if isinstance(self.round_, Unset):
            round_ = UNSET
        else:
            round_ = self.round_

        round_first_player: int | None | Unset
        if isinstance(self.round_first_player, Unset):
            round_first_player = UNSET
        else:
            round_first_player = self.round_first_player

        pile: list[dict[str, Any]] | None | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        elif isinstance(self.pile, list):
            pile = []
            for pile_type_0_item_data in self.pile:
                pile_type_0_item = pile_type_0_item_data.to_dict()
                pile.append(pile_type_0_item)

        else:
            pile = self.pile

        unused_expeditions: list[dict[str, Any]] | None | Unset
        if isinstance(self.unused_expeditions, Unset):
            unused_expeditions = UNSET
        elif isinstance(self.unused_expeditions, list):
            unused_expeditions = []
            for unused_expeditions_type_0_item_data in self.unused_expeditions:
                unused_expeditions_type_0_item = unused_expeditions_type_0_item_data.to_dict()
                unused_expeditions.append(unused_expeditions_type_0_item)

        else:
            unused_expeditions = self.unused_expeditions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "component_set": component_set,
                "young_mapmaker": young_mapmaker,
                "phase": phase,
                "to_act": to_act,
                "starting_player": starting_player,
                "offer": offer,
                "pile_count": pile_count,
                "boxed": boxed,
                "maps": maps,
            }
        )
        if step is not UNSET:
            field_dict["step"] = step
        if round_ is not UNSET:
            field_dict["round"] = round_
        if round_first_player is not UNSET:
            field_dict["round_first_player"] = round_first_player
        if pile is not UNSET:
            field_dict["pile"] = pile
        if unused_expeditions is not UNSET:
            field_dict["unused_expeditions"] = unused_expeditions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_expedition_tile import LostSeasExpeditionTile  # noqa: PLC0415
        from ..models.lost_seas_map import LostSeasMap  # noqa: PLC0415
        from ..models.lost_seas_tile import LostSeasTile  # noqa: PLC0415

        d = dict(src_dict)
        component_set = d.pop("component_set")

        young_mapmaker = d.pop("young_mapmaker")

        phase = LostSeasPhase(d.pop("phase"))

        to_act = cast(list[int], d.pop("to_act"))

        starting_player = d.pop("starting_player")

        offer = []
        _offer = d.pop("offer")
        for offer_item_data in _offer:
            offer_item = LostSeasTile.from_dict(offer_item_data)

            offer.append(offer_item)

        pile_count = d.pop("pile_count")

        boxed = []
        _boxed = d.pop("boxed")
        for boxed_item_data in _boxed:
            boxed_item = LostSeasTile.from_dict(boxed_item_data)

            boxed.append(boxed_item)

        maps = []
        _maps = d.pop("maps")
        for maps_item_data in _maps:
            maps_item = LostSeasMap.from_dict(maps_item_data)

            maps.append(maps_item)

        def _parse_step(data: object) -> LostSeasStep | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_0 = LostSeasStep(data)

                return step_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LostSeasStep | None | Unset, data)

        step = _parse_step(d.pop("step", UNSET))

        def _parse_round_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_ = _parse_round_(d.pop("round", UNSET))

        def _parse_round_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_first_player = _parse_round_first_player(d.pop("round_first_player", UNSET))

        def _parse_pile(data: object) -> list[LostSeasTile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pile_type_0 = []
                _pile_type_0 = data
                for pile_type_0_item_data in _pile_type_0:
                    pile_type_0_item = LostSeasTile.from_dict(pile_type_0_item_data)

                    pile_type_0.append(pile_type_0_item)

                return pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LostSeasTile] | None | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))

        def _parse_unused_expeditions(data: object) -> list[LostSeasExpeditionTile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unused_expeditions_type_0 = []
                _unused_expeditions_type_0 = data
                for unused_expeditions_type_0_item_data in _unused_expeditions_type_0:
                    unused_expeditions_type_0_item = LostSeasExpeditionTile.from_dict(
                        unused_expeditions_type_0_item_data
                    )

                    unused_expeditions_type_0.append(unused_expeditions_type_0_item)

                return unused_expeditions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LostSeasExpeditionTile] | None | Unset, data)

        unused_expeditions = _parse_unused_expeditions(d.pop("unused_expeditions", UNSET))

        lost_seas_view = cls(
            component_set=component_set,
            young_mapmaker=young_mapmaker,
            phase=phase,
            to_act=to_act,
            starting_player=starting_player,
            offer=offer,
            pile_count=pile_count,
            boxed=boxed,
            maps=maps,
            step=step,
            round_=round_,
            round_first_player=round_first_player,
            pile=pile,
            unused_expeditions=unused_expeditions,
        )

        lost_seas_view.additional_properties = d
        return lost_seas_view

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
