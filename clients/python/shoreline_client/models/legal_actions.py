from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

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


T = TypeVar("T", bound="LegalActions")


@_attrs_define
class LegalActions:
    """
    Attributes:
        version (int):
        actions (list[AirLandSeaActionDeploy | AirLandSeaActionFlip | AirLandSeaActionImprovise | AirLandSeaActionMove |
            AirLandSeaActionReinforce | AirLandSeaActionReturnToHand | AirLandSeaActionSkip | AirLandSeaActionWithdraw |
            LandfallActionClaim | LandfallActionEndTurn | LandfallActionForceLanding | LandfallActionLand |
            LandfallActionMove | LandfallActionPass | LandfallActionPlace | LandfallActionRemove | LandfallActionThrow |
            LandVsSeaActionDraw | LandVsSeaActionPlace | LandVsSeaActionPlaceVolcanoWhirlpool | LandVsSeaActionPlaceWaypoint
            | LandVsSeaActionSkipWaypoint | LandVsSeaActionSteal | LostSeasActionBoxTile | LostSeasActionChooseColumns |
            LostSeasActionChooseRows | LostSeasActionTake]):
        seat (int | None | Unset):
    """

    version: int
    actions: list[
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
    ]
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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
        from ..models.lost_seas_action_choose_columns import LostSeasActionChooseColumns  # noqa: PLC0415
        from ..models.lost_seas_action_choose_rows import LostSeasActionChooseRows  # noqa: PLC0415
        from ..models.lost_seas_action_take import LostSeasActionTake  # noqa: PLC0415

        version = self.version

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, AirLandSeaActionDeploy):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionImprovise):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionWithdraw):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionFlip):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionReinforce):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionReturnToHand):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AirLandSeaActionSkip):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionDraw):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionPlace):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionPlaceVolcanoWhirlpool):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionSteal):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionPlaceWaypoint):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandVsSeaActionSkipWaypoint):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionLand):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionMove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionPlace):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionRemove):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionThrow):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionPass):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionForceLanding):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionClaim):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LandfallActionEndTurn):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LostSeasActionChooseColumns):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LostSeasActionChooseRows):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, LostSeasActionTake):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "actions": actions,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

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
        version = d.pop("version")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
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
            ):
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lost_seas_action_type_3 = LostSeasActionBoxTile.from_dict(data)

                return componentsschemas_lost_seas_action_type_3

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        legal_actions = cls(
            version=version,
            actions=actions,
            seat=seat,
        )

        legal_actions.additional_properties = d
        return legal_actions

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
