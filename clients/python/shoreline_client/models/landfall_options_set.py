from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.landfall_handicap import LandfallHandicap
    from ..models.landfall_island_stack import LandfallIslandStack


T = TypeVar("T", bound="LandfallOptionsSet")


@_attrs_define
class LandfallOptionsSet:
    """Options chosen when a Landfall game is created. `{}` is the rulebook's standard game.

    As the server sends them: every option is present.

        Attributes:
            handicap (LandfallHandicap | None):
            custom_island (list[LandfallIslandStack] | None): Replace the rulebook's starting island with one the players
                designed together: each
                contributes up to 6 tiles of their colour, and the island must be symmetric with colours
                swapped: a half-turn about a cell centre or an edge midpoint, or a mirror reflection about
                any hex-grid axis (running through cell corners or across cell edges), maps every stack
                onto a stack of the same height with every tile's colour swapped. Its tiles come from the box,
                not from the players' 16.
    """

    handicap: LandfallHandicap | None
    custom_island: list[LandfallIslandStack] | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.landfall_handicap import LandfallHandicap  # noqa: PLC0415

        handicap: dict[str, Any] | None
        if isinstance(self.handicap, LandfallHandicap):
            handicap = self.handicap.to_dict()
        else:
            handicap = self.handicap

        custom_island: list[dict[str, Any]] | None
        if isinstance(self.custom_island, list):
            custom_island = []
            for custom_island_type_0_item_data in self.custom_island:
                custom_island_type_0_item = custom_island_type_0_item_data.to_dict()
                custom_island.append(custom_island_type_0_item)

        else:
            custom_island = self.custom_island

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "handicap": handicap,
                "custom_island": custom_island,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_handicap import LandfallHandicap  # noqa: PLC0415
        from ..models.landfall_island_stack import LandfallIslandStack  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_handicap(data: object) -> LandfallHandicap | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                handicap_type_0 = LandfallHandicap.from_dict(data)

                return handicap_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandfallHandicap | None, data)

        handicap = _parse_handicap(d.pop("handicap"))

        def _parse_custom_island(data: object) -> list[LandfallIslandStack] | None:
            if data is None:
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
            return cast(list[LandfallIslandStack] | None, data)

        custom_island = _parse_custom_island(d.pop("custom_island"))

        landfall_options_set = cls(
            handicap=handicap,
            custom_island=custom_island,
        )

        return landfall_options_set
