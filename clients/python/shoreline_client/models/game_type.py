from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.air_land_sea_options_set import AirLandSeaOptionsSet
    from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet
    from ..models.landfall_options_set import LandfallOptionsSet
    from ..models.lost_seas_options_set import LostSeasOptionsSet


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """
    Attributes:
        id (str):  Example: air-land-sea.
        name (str):
        min_players (int):
        max_players (int):
        rules_version (str):
        options (AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet): One schema per
            game type (AirLandSeaOptionsSet, LandVsSeaOptionsSet, LandfallOptionsSet, LostSeasOptionsSet): the game's
            `game_type` decides which one applies.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    rules_version: str
    options: AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415

        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        rules_version = self.rules_version

        options: dict[str, Any]
        if isinstance(self.options, AirLandSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandVsSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandfallOptionsSet):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "rules_version": rules_version,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.lost_seas_options_set import LostSeasOptionsSet  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        rules_version = d.pop("rules_version")

        def _parse_options(
            data: object,
        ) -> AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = AirLandSeaOptionsSet.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = LandVsSeaOptionsSet.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_2 = LandfallOptionsSet.from_dict(data)

                return options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_3 = LostSeasOptionsSet.from_dict(data)

            return options_type_3

        options = _parse_options(d.pop("options"))

        game_type = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            rules_version=rules_version,
            options=options,
        )

        game_type.additional_properties = d
        return game_type

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
