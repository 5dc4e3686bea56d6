from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.land_vs_sea_action_icon import LandVsSeaActionIcon
from ..models.land_vs_sea_trade_icon import LandVsSeaTradeIcon
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_region import LandVsSeaRegion


T = TypeVar("T", bound="LandVsSeaFace")


@_attrs_define
class LandVsSeaFace:
    """One face of a tile. For a placed tile every direction is already rotated onto the map
    (0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east) and, while the game
    runs, everything is listed in an order that depends on the look alone (RULINGS, third round;
    versions 1 and 2 keep their regions in component-table order for their stored Waypoints).
    For a tile in the viewer's own hand it is in face order (rotation 0, the order `place` rotates
    from). A tile in another player's hand or on a stack has no orientation, so it is shown in the
    one of its six orientations that sorts first, its regions listed in edge order: faces that look
    the same on cardboard look the same here.

        Attributes:
            edges (str): Six letters, `L` land or `S` sea, by direction.
            regions (list[LandVsSeaRegion]):
            mountains (list[list[int]]): Mountain sections, each 2 edge directions.
            corals (list[list[int]]): Coral sections, each 3 edge directions.
            id (None | str | Unset): The face's name in the component set ("start", "volcano", "whirlpool" or "17a"/"17b"),
                from which the component table gives the other side of the tile. Only for tiles in the
                viewer's own hand, and for every tile once the game is over: anyone else sees a face's
                content alone (ruling "a face shown to someone who does not hold the tile must not
                identify the tile").
            action (LandVsSeaActionIcon | None | Unset):
            trade (LandVsSeaTradeIcon | None | Unset):
    """

    edges: str
    regions: list[LandVsSeaRegion]
    mountains: list[list[int]]
    corals: list[list[int]]
    id: None | str | Unset = UNSET
    action: LandVsSeaActionIcon | None | Unset = UNSET
    trade: LandVsSeaTradeIcon | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        edges = self.edges

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)

        mountains = []
        for mountains_item_data in self.mountains:
            mountains_item = mountains_item_data

            mountains.append(mountains_item)

        corals = []
        for corals_item_data in self.corals:
            corals_item = corals_item_data

            corals.append(corals_item)

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        action: None | str | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, LandVsSeaActionIcon):
            action = self.action.value
        else:
            action = self.action

        trade: None | str | Unset
        if isinstance(self.trade, Unset):
            trade = UNSET
        elif isinstance(self.trade, LandVsSeaTradeIcon):
            trade = self.trade.value
        else:
            trade = self.trade

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "edges": edges,
                "regions": regions,
                "mountains": mountains,
                "corals": corals,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if action is not UNSET:
            field_dict["action"] = action
        if trade is not UNSET:
            field_dict["trade"] = trade

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_region import LandVsSeaRegion  # noqa: PLC0415

        d = dict(src_dict)
        edges = d.pop("edges")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = LandVsSeaRegion.from_dict(regions_item_data)

            regions.append(regions_item)

        mountains = []
        _mountains = d.pop("mountains")
        for mountains_item_data in _mountains:
            mountains_item = cast(list[int], mountains_item_data)

            mountains.append(mountains_item)

        corals = []
        _corals = d.pop("corals")
        for corals_item_data in _corals:
            corals_item = cast(list[int], corals_item_data)

            corals.append(corals_item)

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_action(data: object) -> LandVsSeaActionIcon | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                action_type_0 = LandVsSeaActionIcon(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaActionIcon | None | Unset, data)

        action = _parse_action(d.pop("action", UNSET))

        def _parse_trade(data: object) -> LandVsSeaTradeIcon | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trade_type_0 = LandVsSeaTradeIcon(data)

                return trade_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaTradeIcon | None | Unset, data)

        trade = _parse_trade(d.pop("trade", UNSET))

        land_vs_sea_face = cls(
            edges=edges,
            regions=regions,
            mountains=mountains,
            corals=corals,
            id=id,
            action=action,
            trade=trade,
        )

        land_vs_sea_face.additional_properties = d
        return land_vs_sea_face

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
