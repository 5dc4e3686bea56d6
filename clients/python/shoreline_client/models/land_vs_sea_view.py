from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_phase import LandVsSeaPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_area import LandVsSeaArea
    from ..models.land_vs_sea_hand import LandVsSeaHand
    from ..models.land_vs_sea_options import LandVsSeaOptions
    from ..models.land_vs_sea_placed_tile import LandVsSeaPlacedTile
    from ..models.land_vs_sea_score import LandVsSeaScore
    from ..models.land_vs_sea_stack import LandVsSeaStack
    from ..models.land_vs_sea_waypoint import LandVsSeaWaypoint


T = TypeVar("T", bound="LandVsSeaView")


@_attrs_define
class LandVsSeaView:
    """The game as one viewer may see it.

    Attributes:
        rules_version (str): The rules version the game is played under (docs/rules/land-vs-sea.md, "Rules
            versions"): it says how `place_waypoint` names a placed tile's regions.
        players (int):
        options (LandVsSeaOptions): Which additional scoring options are in play. The 3-player game always uses Mountain
            & Coral
            and Caravan & Ship (the rulebook's 3-player mode is built on them); Waypoints stay optional.
        phase (LandVsSeaPhase): The step the game is at.
        to_act (list[int]):
        turn_order (list[int]): Every seat in turn order, as they sit at the table: the first plays Land and starts.
        map_ (list[LandVsSeaPlacedTile]):
        stacks (list[LandVsSeaStack]):
        hands (list[LandVsSeaHand]):
        holes (list[list[int]]): Holes waiting for the Volcano/Whirlpool, as `[q, r]`.
        volcano_whirlpool_used (bool):
        waypoints (list[LandVsSeaWaypoint]):
        scores (list[LandVsSeaScore]):
        completed_areas (list[LandVsSeaArea]): Every completed area on the map.
        current (int | None | Unset):
    """

    rules_version: str
    players: int
    options: LandVsSeaOptions
    phase: LandVsSeaPhase
    to_act: list[int]
    turn_order: list[int]
    map_: list[LandVsSeaPlacedTile]
    stacks: list[LandVsSeaStack]
    hands: list[LandVsSeaHand]
    holes: list[list[int]]
    volcano_whirlpool_used: bool
    waypoints: list[LandVsSeaWaypoint]
    scores: list[LandVsSeaScore]
    completed_areas: list[LandVsSeaArea]
    current: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rules_version = self.rules_version

        players = self.players

        options = self.options.to_dict()

        phase = self.phase.value

        to_act = self.to_act

        turn_order = self.turn_order

        map_ = []
        for map_item_data in self.map_:
            map_item = map_item_data.to_dict()
            map_.append(map_item)

        stacks = []
        for stacks_item_data in self.stacks:
            stacks_item = stacks_item_data.to_dict()
            stacks.append(stacks_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        holes = []
        for holes_item_data in self.holes:
            holes_item = holes_item_data

            holes.append(holes_item)

        volcano_whirlpool_used = self.volcano_whirlpool_used

        waypoints = []
        for waypoints_item_data in self.waypoints:
            waypoints_item = waypoints_item_data.to_dict()
            waypoints.append(waypoints_item)

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)

        completed_areas = []
        for completed_areas_item_data in self.completed_areas:
            completed_areas_item = completed_areas_item_data.to_dict()
            completed_areas.append(completed_areas_item)

        current: int | None | Unset
        if isinstance(self.current, Unset):
            current = UNSET
        else:
            current = self.current

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules_version": rules_version,
                "players": players,
                "options": options,
                "phase": phase,
                "to_act": to_act,
                "turn_order": turn_order,
                "map": map_,
                "stacks": stacks,
                "hands": hands,
                "holes": holes,
                "volcano_whirlpool_used": volcano_whirlpool_used,
                "waypoints": waypoints,
                "scores": scores,
                "completed_areas": completed_areas,
            }
        )
        if current is not UNSET:
            field_dict["current"] = current

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_area import LandVsSeaArea  # noqa: PLC0415
        from ..models.land_vs_sea_hand import LandVsSeaHand  # noqa: PLC0415
        from ..models.land_vs_sea_options import LandVsSeaOptions  # noqa: PLC0415
        from ..models.land_vs_sea_placed_tile import LandVsSeaPlacedTile  # noqa: PLC0415
        from ..models.land_vs_sea_score import LandVsSeaScore  # noqa: PLC0415
        from ..models.land_vs_sea_stack import LandVsSeaStack  # noqa: PLC0415
        from ..models.land_vs_sea_waypoint import LandVsSeaWaypoint  # noqa: PLC0415

        d = dict(src_dict)
        rules_version = d.pop("rules_version")

        players = d.pop("players")

        options = LandVsSeaOptions.from_dict(d.pop("options"))

        phase = LandVsSeaPhase(d.pop("phase"))

        to_act = cast(list[int], d.pop("to_act"))

        turn_order = cast(list[int], d.pop("turn_order"))

        map_ = []
        _map_ = d.pop("map")
        for map_item_data in _map_:
            map_item = LandVsSeaPlacedTile.from_dict(map_item_data)

            map_.append(map_item)

        stacks = []
        _stacks = d.pop("stacks")
        for stacks_item_data in _stacks:
            stacks_item = LandVsSeaStack.from_dict(stacks_item_data)

            stacks.append(stacks_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = LandVsSeaHand.from_dict(hands_item_data)

            hands.append(hands_item)

        holes = []
        _holes = d.pop("holes")
        for holes_item_data in _holes:
            holes_item = cast(list[int], holes_item_data)

            holes.append(holes_item)

        volcano_whirlpool_used = d.pop("volcano_whirlpool_used")

        waypoints = []
        _waypoints = d.pop("waypoints")
        for waypoints_item_data in _waypoints:
            waypoints_item = LandVsSeaWaypoint.from_dict(waypoints_item_data)

            waypoints.append(waypoints_item)

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:
            scores_item = LandVsSeaScore.from_dict(scores_item_data)

            scores.append(scores_item)

        completed_areas = []
        _completed_areas = d.pop("completed_areas")
        for completed_areas_item_data in _completed_areas:
            completed_areas_item = LandVsSeaArea.from_dict(completed_areas_item_data)

            completed_areas.append(completed_areas_item)

        def _parse_current(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current = _parse_current(d.pop("current", UNSET))

        land_vs_sea_view = cls(
            rules_version=rules_version,
            players=players,
            options=options,
            phase=phase,
            to_act=to_act,
            turn_order=turn_order,
            map_=map_,
            stacks=stacks,
            hands=hands,
            holes=holes,
            volcano_whirlpool_used=volcano_whirlpool_used,
            waypoints=waypoints,
            scores=scores,
            completed_areas=completed_areas,
            current=current,
        )

        land_vs_sea_view.additional_properties = d
        return land_vs_sea_view

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
