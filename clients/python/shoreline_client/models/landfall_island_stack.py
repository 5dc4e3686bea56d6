from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.landfall_colour import LandfallColour

if TYPE_CHECKING:
    from ..models.landfall_hex import LandfallHex


T = TypeVar("T", bound="LandfallIslandStack")


@_attrs_define
class LandfallIslandStack:
    """One stack of a starting island.

    Attributes:
        at (LandfallHex): A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
            south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
            `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
        stack (list[LandfallColour]): Tile colours from the bottom (level 1) up; at least one.
    """

    at: LandfallHex
    stack: list[LandfallColour]

    def to_dict(self) -> dict[str, Any]:
        at = self.at.to_dict()

        stack = []
        for stack_item_data in self.stack:
            stack_item = stack_item_data.value
            stack.append(stack_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "stack": stack,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_hex import LandfallHex  # noqa: PLC0415

        d = dict(src_dict)
        at = LandfallHex.from_dict(d.pop("at"))

        stack = []
        _stack = d.pop("stack")
        for stack_item_data in _stack:
            stack_item = LandfallColour(stack_item_data)

            stack.append(stack_item)

        landfall_island_stack = cls(
            at=at,
            stack=stack,
        )

        return landfall_island_stack
