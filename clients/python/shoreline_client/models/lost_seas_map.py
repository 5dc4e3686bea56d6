from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lost_seas_expedition_stage import LostSeasExpeditionStage
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lost_seas_expedition_tile import LostSeasExpeditionTile
    from ..models.lost_seas_placed_expedition import LostSeasPlacedExpedition
    from ..models.lost_seas_score import LostSeasScore
    from ..models.lost_seas_tile import LostSeasTile


T = TypeVar("T", bound="LostSeasMap")


@_attrs_define
class LostSeasMap:
    """One player's sea map.

    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        cells (list[list[LostSeasTile | None]]): 4 rows of 4 cells, top to bottom and left to right; `null` is an empty
            cell.
        tiles_placed (int):
        expedition_stage (LostSeasExpeditionStage): A player's progress through the Expedition choice.
        score (LostSeasScore): A map's score as it stands (final once the game is over). While a line is not full, its
            Expedition counts only what no later tile can take away: complete sets, and "one of each"
            once met. "None of", exact counts and majorities can still be broken, so they count once the
            line is full: a map never shows points its player may yet lose. Once the game is over every
            line counts as it is (they are all full by then): the final score is the rulebook's.
        hand (list[LostSeasExpeditionTile] | None | Unset): The dealt Expeditions this player is choosing from (hand
            positions 0-3 in order): shown
            only to that player (and to everyone once the game is over).
        columns (list[LostSeasPlacedExpedition] | None | Unset): The Expeditions heading columns 0-3, once chosen
            (public).
        rows (list[LostSeasPlacedExpedition] | None | Unset): The Expeditions beside rows 0-3, once chosen (public).
    """

    seat: int
    cells: list[list[LostSeasTile | None]]
    tiles_placed: int
    expedition_stage: LostSeasExpeditionStage
    score: LostSeasScore
    hand: list[LostSeasExpeditionTile] | None | Unset = UNSET
    columns: list[LostSeasPlacedExpedition] | None | Unset = UNSET
    rows: list[LostSeasPlacedExpedition] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.lost_seas_tile import LostSeasTile  # noqa: PLC0415

        seat = self.seat

        cells = []
        for cells_item_data in self.cells:
            cells_item = []
            for cells_item_item_data in cells_item_data:
                cells_item_item: dict[str, Any] | None
                if isinstance(cells_item_item_data, LostSeasTile):
                    cells_item_item = cells_item_item_data.to_dict()
                else:
                    cells_item_item = cells_item_item_data
                cells_item.append(cells_item_item)

            cells.append(cells_item)

        tiles_placed = self.tiles_placed

        expedition_stage = self.expedition_stage.value

        score = self.score.to_dict()

        hand: list[dict[str, Any]] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)

        else:
            hand = self.hand

        columns: list[dict[str, Any]] | None | Unset
        if isinstance(self.columns, Unset):
            columns = UNSET
        elif isinstance(self.columns, list):
            columns = []
            for columns_type_0_item_data in self.columns:
                columns_type_0_item = columns_type_0_item_data.to_dict()
                columns.append(columns_type_0_item)

        else:
            columns = self.columns

        rows: list[dict[str, Any]] | None | Unset
        if isinstance(self.rows, Unset):
            rows = UNSET
        elif isinstance(self.rows, list):
            rows = []
            for rows_type_0_item_data in self.rows:
                rows_type_0_item = rows_type_0_item_data.to_dict()
                rows.append(rows_type_0_item)

        else:
            rows = self.rows

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "cells": cells,
                "tiles_placed": tiles_placed,
                "expedition_stage": expedition_stage,
                "score": score,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand
        if columns is not UNSET:
            field_dict["columns"] = columns
        if rows is not UNSET:
            field_dict["rows"] = rows

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lost_seas_expedition_tile import LostSeasExpeditionTile  # noqa: PLC0415
        from ..models.lost_seas_placed_expedition import LostSeasPlacedExpedition  # noqa: PLC0415
        from ..models.lost_seas_score import LostSeasScore  # noqa: PLC0415
        from ..models.lost_seas_tile import LostSeasTile  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = []
            _cells_item = cells_item_data
            for cells_item_item_data in _cells_item:

                def _parse_cells_item_item(data: object) -> LostSeasTile | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        cells_item_item_type_0 = LostSeasTile.from_dict(data)

                        return cells_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(LostSeasTile | None, data)

                cells_item_item = _parse_cells_item_item(cells_item_item_data)

                cells_item.append(cells_item_item)

            cells.append(cells_item)

        tiles_placed = d.pop("tiles_placed")

        expedition_stage = LostSeasExpeditionStage(d.pop("expedition_stage"))

        score = LostSeasScore.from_dict(d.pop("score"))

        def _parse_hand(data: object) -> list[LostSeasExpeditionTile] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in _hand_type_0:
                    hand_type_0_item = LostSeasExpeditionTile.from_dict(hand_type_0_item_data)

                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LostSeasExpeditionTile] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))

        def _parse_columns(data: object) -> list[LostSeasPlacedExpedition] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                columns_type_0 = []
                _columns_type_0 = data
                for columns_type_0_item_data in _columns_type_0:
                    columns_type_0_item = LostSeasPlacedExpedition.from_dict(columns_type_0_item_data)

                    columns_type_0.append(columns_type_0_item)

                return columns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LostSeasPlacedExpedition] | None | Unset, data)

        columns = _parse_columns(d.pop("columns", UNSET))

        def _parse_rows(data: object) -> list[LostSeasPlacedExpedition] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rows_type_0 = []
                _rows_type_0 = data
                for rows_type_0_item_data in _rows_type_0:
                    rows_type_0_item = LostSeasPlacedExpedition.from_dict(rows_type_0_item_data)

                    rows_type_0.append(rows_type_0_item)

                return rows_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LostSeasPlacedExpedition] | None | Unset, data)

        rows = _parse_rows(d.pop("rows", UNSET))

        lost_seas_map = cls(
            seat=seat,
            cells=cells,
            tiles_placed=tiles_placed,
            expedition_stage=expedition_stage,
            score=score,
            hand=hand,
            columns=columns,
            rows=rows,
        )

        lost_seas_map.additional_properties = d
        return lost_seas_map

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
