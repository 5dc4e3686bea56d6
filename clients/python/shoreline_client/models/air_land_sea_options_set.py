from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AirLandSeaOptionsSet")


@_attrs_define
class AirLandSeaOptionsSet:
    """Options for Air, Land & Sea. The default is the standard game to 12 VP.

    As the server sends them: every option is present.

        Attributes:
            target_vp (int): Victory points that win the game: 12 (standard) or 18 (a longer game). Ignored in
                beginner mode, which always plays to 3. Default: 12.
            beginner (bool): Beginner mode: every battle won scores 1 VP (withdrawals included) and the game is won at
                3 VP. Default: False.
    """

    target_vp: int = 12
    beginner: bool = False

    def to_dict(self) -> dict[str, Any]:
        target_vp = self.target_vp

        beginner = self.beginner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target_vp": target_vp,
                "beginner": beginner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target_vp = d.pop("target_vp")

        beginner = d.pop("beginner")

        air_land_sea_options_set = cls(
            target_vp=target_vp,
            beginner=beginner,
        )

        return air_land_sea_options_set
