from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_kind import EventKind

if TYPE_CHECKING:
    from ..models.air_land_sea_action_view_deploy import AirLandSeaActionViewDeploy
    from ..models.air_land_sea_action_view_flip import AirLandSeaActionViewFlip
    from ..models.air_land_sea_action_view_improvise import AirLandSeaActionViewImprovise
    from ..models.air_land_sea_action_view_move import AirLandSeaActionViewMove
    from ..models.air_land_sea_action_view_reinforce import AirLandSeaActionViewReinforce
    from ..models.air_land_sea_action_view_return_to_hand import AirLandSeaActionViewReturnToHand
    from ..models.air_land_sea_action_view_skip import AirLandSeaActionViewSkip
    from ..models.air_land_sea_action_view_withdraw import AirLandSeaActionViewWithdraw
    from ..models.land_vs_sea_action_view import LandVsSeaActionView
    from ..models.landfall_action_claim import LandfallActionClaim
    from ..models.landfall_action_end_turn import LandfallActionEndTurn
    from ..models.landfall_action_force_landing import LandfallActionForceLanding
    from ..models.landfall_action_land import LandfallActionLand
    from ..models.landfall_action_move import LandfallActionMove
    from ..models.landfall_action_pass import LandfallActionPass
    from ..models.landfall_action_place import LandfallActionPlace
    from ..models.landfall_action_remove import LandfallActionRemove
    from ..models.landfall_action_throw import LandfallActionThrow
    from ..models.lost_seas_action_view_box_tile import LostSeasActionViewBoxTile
    from ..models.lost_seas_action_view_choose_columns import LostSeasActionViewChooseColumns
    from ..models.lost_seas_action_view_choose_rows import LostSeasActionViewChooseRows
    from ..models.lost_seas_action_view_take import LostSeasActionViewTake


T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """One entry of a game's log, as the caller may see it.

    Attributes:
        seq (int): 1-based position in the log.
        kind (EventKind):
        seat (int): A seat at the table, numbered from 0 in turn order.
        action (AirLandSeaActionViewDeploy | AirLandSeaActionViewFlip | AirLandSeaActionViewImprovise |
            AirLandSeaActionViewMove | AirLandSeaActionViewReinforce | AirLandSeaActionViewReturnToHand |
            AirLandSeaActionViewSkip | AirLandSeaActionViewWithdraw | LandfallActionClaim | LandfallActionEndTurn |
            LandfallActionForceLanding | LandfallActionLand | LandfallActionMove | LandfallActionPass | LandfallActionPlace
            | LandfallActionRemove | LandfallActionThrow | LandVsSeaActionView | LostSeasActionViewBoxTile |
            LostSeasActionViewChooseColumns | LostSeasActionViewChooseRows | LostSeasActionViewTake | None): null for
            `resign` and `timeout` events
        summary (str): The event in English for a game log, the player named first ("grace played Air 4 face
            up in Land"), from the game's own rules and as much as `action` shows. Clients may
            render richer text from `action`. Example: grace played Air 4 face up in Land.
        created_at (datetime.datetime):
    """

    seq: int
    kind: EventKind
    seat: int
    action: (
        AirLandSeaActionViewDeploy
        | AirLandSeaActionViewFlip
        | AirLandSeaActionViewImprovise
        | AirLandSeaActionViewMove
        | AirLandSeaActionViewReinforce
        | AirLandSeaActionViewReturnToHand
        | AirLandSeaActionViewSkip
        | AirLandSeaActionViewWithdraw
        | LandfallActionClaim
        | LandfallActionEndTurn
        | LandfallActionForceLanding
        | LandfallActionLand
        | LandfallActionMove
        | LandfallActionPass
        | LandfallActionPlace
        | LandfallActionRemove
        | LandfallActionThrow
        | LandVsSeaActionView
        | LostSeasActionViewBoxTile
        | LostSeasActionViewChooseColumns
        | LostSeasActionViewChooseRows
        | LostSeasActionViewTake
        | None
    )
    summary: str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.air_land_sea_action_view_deploy import AirLandSeaActionViewDeploy  # noqa: PLC0415
        from ..models.air_land_sea_action_view_flip import AirLandSeaActionViewFlip  # noqa: PLC0415
        from ..models.air_land_sea_action_view_improvise import AirLandSeaActionViewImprovise  # noqa: PLC0415
        from ..models.air_land_sea_action_view_move import AirLandSeaActionViewMove  # noqa: PLC0415
        from ..models.air_land_sea_action_view_reinforce import AirLandSeaActionViewReinforce  # noqa: PLC0415
        from ..models.air_land_sea_action_view_return_to_hand import AirLandSeaActionViewReturnToHand  # noqa: PLC0415
        from ..models.air_land_sea_action_view_skip import AirLandSeaActionViewSkip  # noqa: PLC0415
        from ..models.air_land_sea_action_view_withdraw import AirLandSeaActionViewWithdraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_view import LandVsSeaActionView  # noqa: PLC0415
        from ..models.landfall_action_claim import LandfallActionClaim  # noqa: PLC0415
        from ..models.landfall_action_end_turn import LandfallActionEndTurn  # noqa: PLC0415
        from ..models.landfall_action_force_landing import LandfallActionForceLanding  # noqa: PLC0415
        from ..models.landfall_action_land import LandfallActionLand  # noqa: PLC0415
        from ..models.landfall_action_move import LandfallActionMove  # noqa: PLC0415
        from ..models.landfall_action_pass import LandfallActionPass  # noqa: PLC0415
        from ..models.landfall_action_place import LandfallActionPlace  # noqa: PLC0415
        from ..models.landfall_action_remove import LandfallActionRemove  # noqa: PLC0415
        from ..models.landfall_action_throw import LandfallActionThrow  # noqa: PLC0415
        from ..models.lost_seas_action_view_box_tile import LostSeasActionViewBoxTile  # noqa: PLC0415
        from ..models.lost_seas_action_view_choose_columns import LostSeasActionViewChooseColumns  # noqa: PLC0415
        from ..models.lost_seas_action_view_choose_rows import LostSeasActionViewChooseRows  # noqa: PLC0415
        from ..models.lost_seas_action_view_take import LostSeasActionViewTake  # noqa: PLC0415

        seq = self.seq

        kind = self.kind.value

        seat = self.seat

        action: dict[str, Any] | None
        if isinstance(self.action, AirLandSeaActionViewDeploy):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewImprovise):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewWithdraw):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewFlip):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewReinforce):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewMove):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewReturnToHand):
            action = self.action.to_dict()
        elif isinstance(self.action, AirLandSeaActionViewSkip):
            action = self.action.to_dict()
        elif isinstance(self.action, LandVsSeaActionView):
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
        elif isinstance(self.action, LostSeasActionViewChooseColumns):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionViewChooseRows):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionViewTake):
            action = self.action.to_dict()
        elif isinstance(self.action, LostSeasActionViewBoxTile):
            action = self.action.to_dict()
        else:
            action = self.action

        summary = self.summary

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "kind": kind,
                "seat": seat,
                "action": action,
                "summary": summary,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.air_land_sea_action_view_deploy import AirLandSeaActionViewDeploy  # noqa: PLC0415
        from ..models.air_land_sea_action_view_flip import AirLandSeaActionViewFlip  # noqa: PLC0415
        from ..models.air_land_sea_action_view_improvise import AirLandSeaActionViewImprovise  # noqa: PLC0415
        from ..models.air_land_sea_action_view_move import AirLandSeaActionViewMove  # noqa: PLC0415
        from ..models.air_land_sea_action_view_reinforce import AirLandSeaActionViewReinforce  # noqa: PLC0415
        from ..models.air_land_sea_action_view_return_to_hand import AirLandSeaActionViewReturnToHand  # noqa: PLC0415
        from ..models.air_land_sea_action_view_skip import AirLandSeaActionViewSkip  # noqa: PLC0415
        from ..models.air_land_sea_action_view_withdraw import AirLandSeaActionViewWithdraw  # noqa: PLC0415
        from ..models.land_vs_sea_action_view import LandVsSeaActionView  # noqa: PLC0415
        from ..models.landfall_action_claim import LandfallActionClaim  # noqa: PLC0415
        from ..models.landfall_action_end_turn import LandfallActionEndTurn  # noqa: PLC0415
        from ..models.landfall_action_force_landing import LandfallActionForceLanding  # noqa: PLC0415
        from ..models.landfall_action_land import LandfallActionLand  # noqa: PLC0415
        from ..models.landfall_action_move import LandfallActionMove  # noqa: PLC0415
        from ..models.landfall_action_pass import LandfallActionPass  # noqa: PLC0415
        from ..models.landfall_action_place import LandfallActionPlace  # noqa: PLC0415
        from ..models.landfall_action_remove import LandfallActionRemove  # noqa: PLC0415
        from ..models.landfall_action_throw import LandfallActionThrow  # noqa: PLC0415
        from ..models.lost_seas_action_view_box_tile import LostSeasActionViewBoxTile  # noqa: PLC0415
        from ..models.lost_seas_action_view_choose_columns import LostSeasActionViewChooseColumns  # noqa: PLC0415
        from ..models.lost_seas_action_view_choose_rows import LostSeasActionViewChooseRows  # noqa: PLC0415
        from ..models.lost_seas_action_view_take import LostSeasActionViewTake  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        kind = EventKind(d.pop("kind"))

        seat = d.pop("seat")

        def _parse_action(
            data: object,
        ) -> (
            AirLandSeaActionViewDeploy
            | AirLandSeaActionViewFlip
            | AirLandSeaActionViewImprovise
            | AirLandSeaActionViewMove
            | AirLandSeaActionViewReinforce
            | AirLandSeaActionViewReturnToHand
            | AirLandSeaActionViewSkip
            | AirLandSeaActionViewWithdraw
            | LandfallActionClaim
            | LandfallActionEndTurn
            | LandfallActionForceLanding
            | LandfallActionLand
            | LandfallActionMove
            | LandfallActionPass
            | LandfallActionPlace
            | LandfallActionRemove
            | LandfallActionThrow
            | LandVsSeaActionView
            | LostSeasActionViewBoxTile
            | LostSeasActionViewChooseColumns
            | LostSeasActionViewChooseRows
            | LostSeasActionViewTake
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_0 = AirLandSeaActionViewDeploy.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_1 = AirLandSeaActionViewImprovise.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_2 = AirLandSeaActionViewWithdraw.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_3 = AirLandSeaActionViewFlip.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_4 = AirLandSeaActionViewReinforce.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_5 = AirLandSeaActionViewMove.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_6 = AirLandSeaActionViewReturnToHand.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_air_land_sea_action_view_type_7 = AirLandSeaActionViewSkip.from_dict(data)

                return componentsschemas_air_land_sea_action_view_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_1 = LandVsSeaActionView.from_dict(data)

                return action_type_0_type_1
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
                componentsschemas_lost_seas_action_view_type_0 = LostSeasActionViewChooseColumns.from_dict(data)

                return componentsschemas_lost_seas_action_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_view_type_1 = LostSeasActionViewChooseRows.from_dict(data)

                return componentsschemas_lost_seas_action_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_view_type_2 = LostSeasActionViewTake.from_dict(data)

                return componentsschemas_lost_seas_action_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_view_type_3 = LostSeasActionViewBoxTile.from_dict(data)

                return componentsschemas_lost_seas_action_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AirLandSeaActionViewDeploy
                | AirLandSeaActionViewFlip
                | AirLandSeaActionViewImprovise
                | AirLandSeaActionViewMove
                | AirLandSeaActionViewReinforce
                | AirLandSeaActionViewReturnToHand
                | AirLandSeaActionViewSkip
                | AirLandSeaActionViewWithdraw
                | LandfallActionClaim
                | LandfallActionEndTurn
                | LandfallActionForceLanding
                | LandfallActionLand
                | LandfallActionMove
                | LandfallActionPass
                | LandfallActionPlace
                | LandfallActionRemove
                | LandfallActionThrow
                | LandVsSeaActionView
                | LostSeasActionViewBoxTile
                | LostSeasActionViewChooseColumns
                | LostSeasActionViewChooseRows
                | LostSeasActionViewTake
                | None,
                data,
            )

        action = _parse_action(d.pop("action"))

        summary = d.pop("summary")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        event = cls(
            seq=seq,
            kind=kind,
            seat=seat,
            action=action,
            summary=summary,
            created_at=created_at,
        )

        event.additional_properties = d
        return event

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
