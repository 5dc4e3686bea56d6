from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.land_vs_sea_face import LandVsSeaFace
    from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile
    from ..models.land_vs_sea_logged_action_draw import LandVsSeaLoggedActionDraw
    from ..models.land_vs_sea_logged_action_place import LandVsSeaLoggedActionPlace
    from ..models.land_vs_sea_logged_action_place_volcano_whirlpool import LandVsSeaLoggedActionPlaceVolcanoWhirlpool
    from ..models.land_vs_sea_logged_action_place_waypoint import LandVsSeaLoggedActionPlaceWaypoint
    from ..models.land_vs_sea_logged_action_skip_waypoint import LandVsSeaLoggedActionSkipWaypoint
    from ..models.land_vs_sea_logged_action_steal import LandVsSeaLoggedActionSteal


T = TypeVar("T", bound="LandVsSeaActionView")


@_attrs_define
class LandVsSeaActionView:
    """An action as one viewer sees it in the log.

    Attributes:
        seat (int): A seat at the table, numbered from 0 in turn order.
        action (LandVsSeaLoggedActionDraw | LandVsSeaLoggedActionPlace | LandVsSeaLoggedActionPlaceVolcanoWhirlpool |
            LandVsSeaLoggedActionPlaceWaypoint | LandVsSeaLoggedActionSkipWaypoint | LandVsSeaLoggedActionSteal): An action
            as the log shows it: as posted, except that a placement's `rotation` (relative to
            the printed face) is shown only once the game is over, and a Waypoint's region is named as the
            view names it. While the game runs it would tell
            apart faces that look alike on the table (RULINGS, third round); `placed` shows how the face
            lies instead.
        placed (LandVsSeaFace | None | Unset):
        taken (LandVsSeaHeldTile | None | Unset):
    """

    seat: int
    action: (
        LandVsSeaLoggedActionDraw
        | LandVsSeaLoggedActionPlace
        | LandVsSeaLoggedActionPlaceVolcanoWhirlpool
        | LandVsSeaLoggedActionPlaceWaypoint
        | LandVsSeaLoggedActionSkipWaypoint
        | LandVsSeaLoggedActionSteal
    )
    placed: LandVsSeaFace | None | Unset = UNSET
    taken: LandVsSeaHeldTile | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415
        from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_draw import LandVsSeaLoggedActionDraw  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_place import LandVsSeaLoggedActionPlace  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_place_volcano_whirlpool import (
            LandVsSeaLoggedActionPlaceVolcanoWhirlpool,  # noqa: PLC0415
        )
        from ..models.land_vs_sea_logged_action_place_waypoint import LandVsSeaLoggedActionPlaceWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_steal import LandVsSeaLoggedActionSteal  # noqa: PLC0415

        seat = self.seat

        action: dict[str, Any]
        if isinstance(self.action, LandVsSeaLoggedActionDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaLoggedActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaLoggedActionPlaceVolcanoWhirlpool):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaLoggedActionSteal):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaLoggedActionPlaceWaypoint):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        placed: dict[str, Any] | None | Unset
        if isinstance(self.placed, Unset):
            placed = UNSET
        elif isinstance(self.placed, LandVsSeaFace):
            placed = self.placed.to_dict()
        else:
            placed = self.placed

        taken: dict[str, Any] | None | Unset
        if isinstance(self.taken, Unset):
            taken = UNSET
        elif isinstance(self.taken, LandVsSeaHeldTile):
            taken = self.taken.to_dict()
        else:
            taken = self.taken

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "action": action,
            }
        )
        if placed is not UNSET:
            field_dict["placed"] = placed
        if taken is not UNSET:
            field_dict["taken"] = taken

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.land_vs_sea_face import LandVsSeaFace  # noqa: PLC0415
        from ..models.land_vs_sea_held_tile import LandVsSeaHeldTile  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_draw import LandVsSeaLoggedActionDraw  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_place import LandVsSeaLoggedActionPlace  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_place_volcano_whirlpool import (
            LandVsSeaLoggedActionPlaceVolcanoWhirlpool,  # noqa: PLC0415
        )
        from ..models.land_vs_sea_logged_action_place_waypoint import LandVsSeaLoggedActionPlaceWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_skip_waypoint import LandVsSeaLoggedActionSkipWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_logged_action_steal import LandVsSeaLoggedActionSteal  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_action(
            data: object,
        ) -> (
            LandVsSeaLoggedActionDraw
            | LandVsSeaLoggedActionPlace
            | LandVsSeaLoggedActionPlaceVolcanoWhirlpool
            | LandVsSeaLoggedActionPlaceWaypoint
            | LandVsSeaLoggedActionSkipWaypoint
            | LandVsSeaLoggedActionSteal
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_logged_action_type_0 = LandVsSeaLoggedActionDraw.from_dict(data)

                return componentsschemas_land_vs_sea_logged_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_logged_action_type_1 = LandVsSeaLoggedActionPlace.from_dict(data)

                return componentsschemas_land_vs_sea_logged_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_logged_action_type_2 = (
                    LandVsSeaLoggedActionPlaceVolcanoWhirlpool.from_dict(data)
                )

                return componentsschemas_land_vs_sea_logged_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_logged_action_type_3 = LandVsSeaLoggedActionSteal.from_dict(data)

                return componentsschemas_land_vs_sea_logged_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_logged_action_type_4 = LandVsSeaLoggedActionPlaceWaypoint.from_dict(data)

                return componentsschemas_land_vs_sea_logged_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_land_vs_sea_logged_action_type_5 = LandVsSeaLoggedActionSkipWaypoint.from_dict(data)

            return componentsschemas_land_vs_sea_logged_action_type_5

        action = _parse_action(d.pop("action"))

        def _parse_placed(data: object) -> LandVsSeaFace | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                placed_type_0 = LandVsSeaFace.from_dict(data)

                return placed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaFace | None | Unset, data)

        placed = _parse_placed(d.pop("placed", UNSET))

        def _parse_taken(data: object) -> LandVsSeaHeldTile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                taken_type_0 = LandVsSeaHeldTile.from_dict(data)

                return taken_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandVsSeaHeldTile | None | Unset, data)

        taken = _parse_taken(d.pop("taken", UNSET))

        land_vs_sea_action_view = cls(
            seat=seat,
            action=action,
            placed=placed,
            taken=taken,
        )

        land_vs_sea_action_view.additional_properties = d
        return land_vs_sea_action_view

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
