from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="LostSeasOptions")


@_attrs_define
class LostSeasOptions:
    """Options chosen when the game is created.

    Attributes:
        young_mapmaker (bool | Unset): The Young Mapmaker mode: no Expedition tiles, 3 face-up tiles refilled after
            every
            pick, and every row and column scores 1 point per copy of its most frequent element. Default: False.
    """

    young_mapmaker: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        young_mapmaker = self.young_mapmaker

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if young_mapmaker is not UNSET:
            field_dict["young_mapmaker"] = young_mapmaker

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        young_mapmaker = d.pop("young_mapmaker", UNSET)

        lost_seas_options = cls(
            young_mapmaker=young_mapmaker,
        )

        return lost_seas_options
