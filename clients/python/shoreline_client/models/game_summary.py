from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.status import Status

if TYPE_CHECKING:
    from ..models.air_land_sea_options_set import AirLandSeaOptionsSet
    from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet
    from ..models.landfall_options_set import LandfallOptionsSet
    from ..models.lost_seas_options_set import LostSeasOptionsSet
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """A game as the lobby lists it.

    Attributes:
        id (UUID):
        game_type (str):
        rules_version (str):
        status (Status):
        players (int):
        seats (list[SeatInfo]):
        to_act (list[int]):
        version (int):
        options (AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet): One schema per
            game type (AirLandSeaOptionsSet, LandVsSeaOptionsSet, LandfallOptionsSet, LostSeasOptionsSet): the game's
            `game_type` decides which one applies.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    game_type: str
    rules_version: str
    status: Status
    players: int
    seats: list[SeatInfo]
    to_act: list[int]
    version: int
    options: AirLandSeaOptionsSet | LandfallOptionsSet | LandVsSeaOptionsSet | LostSeasOptionsSet
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415

        id = str(self.id)

        game_type = self.game_type

        rules_version = self.rules_version

        status = self.status.value

        players = self.players

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        to_act = self.to_act

        version = self.version

        options: dict[str, Any]
        if isinstance(self.options, AirLandSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandVsSeaOptionsSet):
            options = self.options.to_dict()
        elif isinstance(self.options, LandfallOptionsSet):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_type": game_type,
                "rules_version": rules_version,
                "status": status,
                "players": players,
                "seats": seats,
                "to_act": to_act,
                "version": version,
                "options": options,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_options_set import AirLandSeaOptionsSet  # noqa: PLC0415
        from ..models.land_vs_sea_options_set import LandVsSeaOptionsSet  # noqa: PLC0415
        from ..models.landfall_options_set import LandfallOptionsSet  # noqa: PLC0415
        from ..models.lost_seas_options_set import LostSeasOptionsSet  # noqa: PLC0415
        from ..models.seat_info import SeatInfo  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        game_type = d.pop("game_type")

        rules_version = d.pop("rules_version")

        status = Status(d.pop("status"))

        players = d.pop("players")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        to_act = cast(list[int], d.pop("to_act"))

        version = d.pop("version")

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        game_summary = cls(
            id=id,
            game_type=game_type,
            rules_version=rules_version,
            status=status,
            players=players,
            seats=seats,
            to_act=to_act,
            version=version,
            options=options,
            created_at=created_at,
            updated_at=updated_at,
        )

        game_summary.additional_properties = d
        return game_summary

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
