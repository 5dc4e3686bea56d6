from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LostSeasScore")


@_attrs_define
class LostSeasScore:
    """A map's score as it stands (final once the game is over). While a line is not full, its
    Expedition counts only what no later tile can take away: complete sets, and "one of each"
    once met. "None of", exact counts and majorities can still be broken, so they count once the
    line is full: a map never shows points its player may yet lose. Once the game is over every
    line counts as it is (they are all full by then): the final score is the rulebook's.

        Attributes:
            rows (list[int]): Points of each row, top to bottom.
            columns (list[int]): Points of each column, left to right.
            total (int):
            expeditions_met (int): Expeditions whose requirement is met (first tie-break); 0 in Young Mapmaker mode.
            best_expedition (int): The most points a single met Expedition earns (second tie-break); 0 in Young
                Mapmaker mode.
    """

    rows: list[int]
    columns: list[int]
    total: int
    expeditions_met: int
    best_expedition: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rows = self.rows

        columns = self.columns

        total = self.total

        expeditions_met = self.expeditions_met

        best_expedition = self.best_expedition

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rows": rows,
                "columns": columns,
                "total": total,
                "expeditions_met": expeditions_met,
                "best_expedition": best_expedition,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rows = cast(list[int], d.pop("rows"))

        columns = cast(list[int], d.pop("columns"))

        total = d.pop("total")

        expeditions_met = d.pop("expeditions_met")

        best_expedition = d.pop("best_expedition")

        lost_seas_score = cls(
            rows=rows,
            columns=columns,
            total=total,
            expeditions_met=expeditions_met,
            best_expedition=best_expedition,
        )

        lost_seas_score.additional_properties = d
        return lost_seas_score

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
