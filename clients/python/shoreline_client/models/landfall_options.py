from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.landfall_handicap import LandfallHandicap
    from ..models.landfall_island_stack import LandfallIslandStack


T = TypeVar("T", bound="LandfallOptions")


@_attrs_define
class LandfallOptions:
    """Options chosen when a Landfall game is created. `{}` is the rulebook's standard game.

    Attributes:
        handicap (LandfallHandicap | None | Unset):
        custom_island (list[LandfallIslandStack] | None | Unset): Replace the rulebook's starting island with one the
            players designed together: each
            contributes up to 6 tiles of their colour, and the island must be symmetric with colours
            swapped: a half-turn about a cell centre or an edge midpoint, or a mirror reflection about
            any hex-grid axis (running through cell corners or across cell edges), maps every stack
            onto a stack of the same height with every tile's colour swapped. Its tiles come from the box,
            not from the players' 16.
    """

    handicap: LandfallHandicap | None | Unset = UNSET
    custom_island: list[LandfallIslandStack] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.landfall_handicap import LandfallHandicap  # noqa: PLC0415

        handicap: dict[str, Any] | None | Unset
        if isinstance(self.handicap, Unset):
            handicap = UNSET
        elif isinstance(self.handicap, LandfallHandicap):
            handicap = self.handicap.to_dict()
        else:
            handicap = self.handicap

        custom_island: list[dict[str, Any]] | None | Unset
        if isinstance(self.custom_island, Unset):
            custom_island = UNSET
        elif isinstance(self.custom_island, list):
            custom_island = []
            for custom_island_type_0_item_data in self.custom_island:
                custom_island_type_0_item = custom_island_type_0_item_data.to_dict()
                custom_island.append(custom_island_type_0_item)

        else:
            custom_island = self.custom_island

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if handicap is not UNSET:
            field_dict["handicap"] = handicap
        if custom_island is not UNSET:
            field_dict["custom_island"] = custom_island

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_handicap import LandfallHandicap  # noqa: PLC0415
        from ..models.landfall_island_stack import LandfallIslandStack  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_handicap(data: object) -> LandfallHandicap | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                handicap_type_0 = LandfallHandicap.from_dict(data)

                return handicap_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandfallHandicap | None | Unset, data)

        handicap = _parse_handicap(d.pop("handicap", UNSET))

        def _parse_custom_island(data: object) -> list[LandfallIslandStack] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                custom_island_type_0 = []
                _custom_island_type_0 = data
                for custom_island_type_0_item_data in _custom_island_type_0:
                    custom_island_type_0_item = LandfallIslandStack.from_dict(custom_island_type_0_item_data)

                    custom_island_type_0.append(custom_island_type_0_item)

                return custom_island_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[LandfallIslandStack] | None | Unset, data)

        custom_island = _parse_custom_island(d.pop("custom_island", UNSET))

        landfall_options = cls(
            handicap=handicap,
            custom_island=custom_island,
        )

        return landfall_options
