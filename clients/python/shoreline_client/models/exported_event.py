from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exported_event_kind import ExportedEventKind

if TYPE_CHECKING:
    from ..models.air_land_sea_action_deploy import AirLandSeaActionDeploy
    from ..models.air_land_sea_action_flip import AirLandSeaActionFlip
    from ..models.air_land_sea_action_improvise import AirLandSeaActionImprovise
    from ..models.air_land_sea_action_move import AirLandSeaActionMove
    from ..models.air_land_sea_action_reinforce import AirLandSeaActionReinforce
    from ..models.air_land_sea_action_return_to_hand import AirLandSeaActionReturnToHand
    from ..models.air_land_sea_action_skip import AirLandSeaActionSkip
    from ..models.air_land_sea_action_withdraw import AirLandSeaActionWithdraw
    from ..models.land_vs_sea_action_draw import LandVsSeaActionDraw
    from ..models.land_vs_sea_action_place import LandVsSeaActionPlace
    from ..models.land_vs_sea_action_place_volcano_whirlpool import LandVsSeaActionPlaceVolcanoWhirlpool
    from ..models.land_vs_sea_action_place_waypoint import LandVsSeaActionPlaceWaypoint
    from ..models.land_vs_sea_action_skip_waypoint import LandVsSeaActionSkipWaypoint
    from ..models.land_vs_sea_action_steal import LandVsSeaActionSteal
    from ..models.landfall_action_claim import LandfallActionClaim
    from ..models.landfall_action_end_turn import LandfallActionEndTurn
    from ..models.landfall_action_force_landing import LandfallActionForceLanding
    from ..models.landfall_action_land import LandfallActionLand
    from ..models.landfall_action_move import LandfallActionMove
    from ..models.landfall_action_pass import LandfallActionPass
    from ..models.landfall_action_place import LandfallActionPlace
    from ..models.landfall_action_remove import LandfallActionRemove
    from ..models.landfall_action_throw import LandfallActionThrow
    from ..models.lost_seas_action_box_tile import LostSeasActionBoxTile
    from ..models.lost_seas_action_choose_columns import LostSeasActionChooseColumns
    from ..models.lost_seas_action_choose_rows import LostSeasActionChooseRows
    from ..models.lost_seas_action_take import LostSeasActionTake


T = TypeVar("T", bound="ExportedEvent")


@_attrs_define
class ExportedEvent:
    """One entry of the log, unredacted.

    Attributes:
        seq (int): 1-based position in the log.
        kind (ExportedEventKind):
        seat (int): A seat at the table, numbered from 0 in turn order.
        action (AirLandSeaActionDeploy | AirLandSeaActionFlip | AirLandSeaActionImprovise | AirLandSeaActionMove |
            AirLandSeaActionReinforce | AirLandSeaActionReturnToHand | AirLandSeaActionSkip | AirLandSeaActionWithdraw |
            LandfallActionClaim | LandfallActionEndTurn | LandfallActionForceLanding | LandfallActionLand |
            LandfallActionMove | LandfallActionPass | LandfallActionPlace | LandfallActionRemove | LandfallActionThrow |
            LandVsSeaActionDraw | LandVsSeaActionPlace | LandVsSeaActionPlaceVolcanoWhirlpool | LandVsSeaActionPlaceWaypoint
            | LandVsSeaActionSkipWaypoint | LandVsSeaActionSteal | LostSeasActionBoxTile | LostSeasActionChooseColumns |
            LostSeasActionChooseRows | LostSeasActionTake | None): null for `resign` and `timeout` events
        created_at (datetime.datetime):
    """

    seq: int
    kind: ExportedEventKind
    seat: int
    action: (
        AirLandSeaActionDeploy
        | AirLandSeaActionFlip
        | AirLandSeaActionImprovise
        | AirLandSeaActionMove
        | AirLandSeaActionReinforce
        | AirLandSeaActionReturnToHand
        | AirLandSeaActionSkip
        | AirLandSeaActionWithdraw
        | LandfallActionClaim
        | LandfallActionEndTurn
        | LandfallActionForceLanding
        | LandfallActionLand
        | LandfallActionMove
        | LandfallActionPass
        | LandfallActionPlace
        | LandfallActionRemove
        | LandfallActionThrow
        | LandVsSeaActionDraw
        | LandVsSeaActionPlace
        | LandVsSeaActionPlaceVolcanoWhirlpool
        | LandVsSeaActionPlaceWaypoint
        | LandVsSeaActionSkipWaypoint
        | LandVsSeaActionSteal
        | LostSeasActionBoxTile
        | LostSeasActionChooseColumns
        | LostSeasActionChooseRows
        | LostSeasActionTake
        | None
    )
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_action_deploy import AirLandSeaActionDeploy  # noqa: PLC0415
        from ..models.air_land_sea_action_flip import AirLandSeaActionFlip  # noqa: PLC0415
        from ..models.air_land_sea_action_improvise import AirLandSeaActionImprovise  # noqa: PLC0415
        from ..models.air_land_sea_action_move import AirLandSeaActionMove  # noqa: PLC0415
        from ..models.air_land_sea_action_reinforce import AirLandSeaActionReinforce  # noqa: PLC0415
        from ..models.air_land_sea_action_return_to_hand import AirLandSeaActionReturnToHand  # noqa: PLC0415
        from ..models.air_land_sea_action_skip import AirLandSeaActionSkip  # noqa: PLC0415
        from ..models.air_land_sea_action_withdraw import AirLandSeaActionWithdraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_draw import LandVsSeaActionDraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_place import LandVsSeaActionPlace  # noqa: PLC0415
        from ..models.land_vs_sea_action_place_volcano_whirlpool import LandVsSeaActionPlaceVolcanoWhirlpool  # noqa: PLC0415
        from ..models.land_vs_sea_action_place_waypoint import LandVsSeaActionPlaceWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_action_skip_waypoint import LandVsSeaActionSkipWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_action_steal import LandVsSeaActionSteal  # noqa: PLC0415
        from ..models.landfall_action_claim import LandfallActionClaim  # noqa: PLC0415
        from ..models.landfall_action_end_turn import LandfallActionEndTurn  # noqa: PLC0415
        from ..models.landfall_action_force_landing import LandfallActionForceLanding  # noqa: PLC0415
        from ..models.landfall_action_land import LandfallActionLand  # noqa: PLC0415
        from ..models.landfall_action_move import LandfallActionMove  # noqa: PLC0415
        from ..models.landfall_action_pass import LandfallActionPass  # noqa: PLC0415
        from ..models.landfall_action_place import LandfallActionPlace  # noqa: PLC0415
        from ..models.landfall_action_remove import LandfallActionRemove  # noqa: PLC0415
        from ..models.landfall_action_throw import LandfallActionThrow  # noqa: PLC0415
        from ..models.lost_seas_action_box_tile import LostSeasActionBoxTile  # noqa: PLC0415
        from ..models.lost_seas_action_choose_columns import LostSeasActionChooseColumns  # noqa: PLC0415
        from ..models.lost_seas_action_choose_rows import LostSeasActionChooseRows  # noqa: PLC0415
        from ..models.lost_seas_action_take import LostSeasActionTake  # noqa: PLC0415

        seq = self.seq

        kind = self.kind.value

        seat = self.seat

        action: dict[str, Any] | None
        if isinstance(self.action, AirLandSeaActionDeploy):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionImprovise):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionWithdraw):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionFlip):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionReinforce):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionMove):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionReturnToHand):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionSkip):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionDraw):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionPlaceVolcanoWhirlpool):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionSteal):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionPlaceWaypoint):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionSkipWaypoint):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionLand):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionMove):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionPlace):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionRemove):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionThrow):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionPass):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionForceLanding):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionClaim):
            action = self.action.to_dict()
        elif isinstance(self.action, LandfallActionEndTurn):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionChooseColumns):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionChooseRows):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionTake):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionBoxTile):
            action = self.action.to_dict()
        else:
            action = self.action

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "kind": kind,
                "seat": seat,
                "action": action,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_action_deploy import AirLandSeaActionDeploy  # noqa: PLC0415
        from ..models.air_land_sea_action_flip import AirLandSeaActionFlip  # noqa: PLC0415
        from ..models.air_land_sea_action_improvise import AirLandSeaActionImprovise  # noqa: PLC0415
        from ..models.air_land_sea_action_move import AirLandSeaActionMove  # noqa: PLC0415
        from ..models.air_land_sea_action_reinforce import AirLandSeaActionReinforce  # noqa: PLC0415
        from ..models.air_land_sea_action_return_to_hand import AirLandSeaActionReturnToHand  # noqa: PLC0415
        from ..models.air_land_sea_action_skip import AirLandSeaActionSkip  # noqa: PLC0415
        from ..models.air_land_sea_action_withdraw import AirLandSeaActionWithdraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_draw import LandVsSeaActionDraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_place import LandVsSeaActionPlace  # noqa: PLC0415
        from ..models.land_vs_sea_action_place_volcano_whirlpool import LandVsSeaActionPlaceVolcanoWhirlpool  # noqa: PLC0415
        from ..models.land_vs_sea_action_place_waypoint import LandVsSeaActionPlaceWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_action_skip_waypoint import LandVsSeaActionSkipWaypoint  # noqa: PLC0415
        from ..models.land_vs_sea_action_steal import LandVsSeaActionSteal  # noqa: PLC0415
        from ..models.landfall_action_claim import LandfallActionClaim  # noqa: PLC0415
        from ..models.landfall_action_end_turn import LandfallActionEndTurn  # noqa: PLC0415
        from ..models.landfall_action_force_landing import LandfallActionForceLanding  # noqa: PLC0415
        from ..models.landfall_action_land import LandfallActionLand  # noqa: PLC0415
        from ..models.landfall_action_move import LandfallActionMove  # noqa: PLC0415
        from ..models.landfall_action_pass import LandfallActionPass  # noqa: PLC0415
        from ..models.landfall_action_place import LandfallActionPlace  # noqa: PLC0415
        from ..models.landfall_action_remove import LandfallActionRemove  # noqa: PLC0415
        from ..models.landfall_action_throw import LandfallActionThrow  # noqa: PLC0415
        from ..models.lost_seas_action_box_tile import LostSeasActionBoxTile  # noqa: PLC0415
        from ..models.lost_seas_action_choose_columns import LostSeasActionChooseColumns  # noqa: PLC0415
        from ..models.lost_seas_action_choose_rows import LostSeasActionChooseRows  # noqa: PLC0415
        from ..models.lost_seas_action_take import LostSeasActionTake  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        kind = ExportedEventKind(d.pop("kind"))

        seat = d.pop("seat")

        def _parse_action(
            data: object,
        ) -> (
            AirLandSeaActionDeploy
            | AirLandSeaActionFlip
            | AirLandSeaActionImprovise
            | AirLandSeaActionMove
            | AirLandSeaActionReinforce
            | AirLandSeaActionReturnToHand
            | AirLandSeaActionSkip
            | AirLandSeaActionWithdraw
            | LandfallActionClaim
            | LandfallActionEndTurn
            | LandfallActionForceLanding
            | LandfallActionLand
            | LandfallActionMove
            | LandfallActionPass
            | LandfallActionPlace
            | LandfallActionRemove
            | LandfallActionThrow
            | LandVsSeaActionDraw
            | LandVsSeaActionPlace
            | LandVsSeaActionPlaceVolcanoWhirlpool
            | LandVsSeaActionPlaceWaypoint
            | LandVsSeaActionSkipWaypoint
            | LandVsSeaActionSteal
            | LostSeasActionBoxTile
            | LostSeasActionChooseColumns
            | LostSeasActionChooseRows
            | LostSeasActionTake
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_0 = AirLandSeaActionDeploy.from_dict(data)

                return componentsschemas_air_land_sea_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_1 = AirLandSeaActionImprovise.from_dict(data)

                return componentsschemas_air_land_sea_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_2 = AirLandSeaActionWithdraw.from_dict(data)

                return componentsschemas_air_land_sea_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_3 = AirLandSeaActionFlip.from_dict(data)

                return componentsschemas_air_land_sea_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_4 = AirLandSeaActionReinforce.from_dict(data)

                return componentsschemas_air_land_sea_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_5 = AirLandSeaActionMove.from_dict(data)

                return componentsschemas_air_land_sea_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_6 = AirLandSeaActionReturnToHand.from_dict(data)

                return componentsschemas_air_land_sea_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_type_7 = AirLandSeaActionSkip.from_dict(data)

                return componentsschemas_air_land_sea_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_0 = LandVsSeaActionDraw.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_1 = LandVsSeaActionPlace.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_2 = LandVsSeaActionPlaceVolcanoWhirlpool.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_3 = LandVsSeaActionSteal.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_4 = LandVsSeaActionPlaceWaypoint.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_land_vs_sea_action_type_5 = LandVsSeaActionSkipWaypoint.from_dict(data)

                return componentsschemas_land_vs_sea_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_0 = LandfallActionLand.from_dict(data)

                return componentsschemas_landfall_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_1 = LandfallActionMove.from_dict(data)

                return componentsschemas_landfall_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_2 = LandfallActionPlace.from_dict(data)

                return componentsschemas_landfall_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_3 = LandfallActionRemove.from_dict(data)

                return componentsschemas_landfall_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_4 = LandfallActionThrow.from_dict(data)

                return componentsschemas_landfall_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_5 = LandfallActionPass.from_dict(data)

                return componentsschemas_landfall_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_6 = LandfallActionForceLanding.from_dict(data)

                return componentsschemas_landfall_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_7 = LandfallActionClaim.from_dict(data)

                return componentsschemas_landfall_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_action_type_8 = LandfallActionEndTurn.from_dict(data)

                return componentsschemas_landfall_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_type_0 = LostSeasActionChooseColumns.from_dict(data)

                return componentsschemas_lost_seas_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_type_1 = LostSeasActionChooseRows.from_dict(data)

                return componentsschemas_lost_seas_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_type_2 = LostSeasActionTake.from_dict(data)

                return componentsschemas_lost_seas_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_type_3 = LostSeasActionBoxTile.from_dict(data)

                return componentsschemas_lost_seas_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AirLandSeaActionDeploy
                | AirLandSeaActionFlip
                | AirLandSeaActionImprovise
                | AirLandSeaActionMove
                | AirLandSeaActionReinforce
                | AirLandSeaActionReturnToHand
                | AirLandSeaActionSkip
                | AirLandSeaActionWithdraw
                | LandfallActionClaim
                | LandfallActionEndTurn
                | LandfallActionForceLanding
                | LandfallActionLand
                | LandfallActionMove
                | LandfallActionPass
                | LandfallActionPlace
                | LandfallActionRemove
                | LandfallActionThrow
                | LandVsSeaActionDraw
                | LandVsSeaActionPlace
                | LandVsSeaActionPlaceVolcanoWhirlpool
                | LandVsSeaActionPlaceWaypoint
                | LandVsSeaActionSkipWaypoint
                | LandVsSeaActionSteal
                | LostSeasActionBoxTile
                | LostSeasActionChooseColumns
                | LostSeasActionChooseRows
                | LostSeasActionTake
                | None,
                data,
            )

        action = _parse_action(d.pop("action"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        exported_event = cls(
            seq=seq,
            kind=kind,
            seat=seat,
            action=action,
            created_at=created_at,
        )

        return exported_event
