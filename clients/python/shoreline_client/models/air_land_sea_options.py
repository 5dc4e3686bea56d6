from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AirLandSeaOptions")


@_attrs_define
class AirLandSeaOptions:
    """Options for Air, Land & Sea. The default is the standard game to 12 VP.

    Attributes:
        target_vp (int | Unset): Victory points that win the game: 12 (standard) or 18 (a longer game). Ignored in
            beginner mode, which always plays to 3. Default: 12.
        beginner (bool | Unset): Beginner mode: every battle won scores 1 VP (withdrawals included) and the game is won
            at
            3 VP. Default: False.
    """

    target_vp: int | Unset = 12
    beginner: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        target_vp = self.target_vp

        beginner = self.beginner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if target_vp is not UNSET:
            field_dict["target_vp"] = target_vp
        if beginner is not UNSET:
            field_dict["beginner"] = beginner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target_vp = d.pop("target_vp", UNSET)

        beginner = d.pop("beginner", UNSET)

        air_land_sea_options = cls(
            target_vp=target_vp,
            beginner=beginner,
        )

        return air_land_sea_options
