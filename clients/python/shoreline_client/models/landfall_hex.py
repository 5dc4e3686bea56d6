from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LandfallHex")


@_attrs_define
class LandfallHex:
    """A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
    south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
    `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.

        Attributes:
            q (int): Axial column.
            r (int): Axial row.
    """

    q: int
    r: int

    def to_dict(self) -> dict[str, Any]:
        q = self.q

        r = self.r

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "q": q,
                "r": r,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        r = d.pop("r")

        landfall_hex = cls(
            q=q,
            r=r,
        )

        return landfall_hex
