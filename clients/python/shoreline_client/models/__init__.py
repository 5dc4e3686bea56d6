"""Contains all the data models used in inputs/outputs"""

from .access_token import AccessToken
from .air_land_sea_action_deploy import AirLandSeaActionDeploy
from .air_land_sea_action_deploy_type import AirLandSeaActionDeployType
from .air_land_sea_action_flip import AirLandSeaActionFlip
from .air_land_sea_action_flip_type import AirLandSeaActionFlipType
from .air_land_sea_action_improvise import AirLandSeaActionImprovise
from .air_land_sea_action_improvise_type import AirLandSeaActionImproviseType
from .air_land_sea_action_move import AirLandSeaActionMove
from .air_land_sea_action_move_type import AirLandSeaActionMoveType
from .air_land_sea_action_reinforce import AirLandSeaActionReinforce
from .air_land_sea_action_reinforce_type import AirLandSeaActionReinforceType
from .air_land_sea_action_return_to_hand import AirLandSeaActionReturnToHand
from .air_land_sea_action_return_to_hand_type import AirLandSeaActionReturnToHandType
from .air_land_sea_action_skip import AirLandSeaActionSkip
from .air_land_sea_action_skip_type import AirLandSeaActionSkipType
from .air_land_sea_action_view_deploy import AirLandSeaActionViewDeploy
from .air_land_sea_action_view_deploy_type import AirLandSeaActionViewDeployType
from .air_land_sea_action_view_flip import AirLandSeaActionViewFlip
from .air_land_sea_action_view_flip_type import AirLandSeaActionViewFlipType
from .air_land_sea_action_view_improvise import AirLandSeaActionViewImprovise
from .air_land_sea_action_view_improvise_type import AirLandSeaActionViewImproviseType
from .air_land_sea_action_view_move import AirLandSeaActionViewMove
from .air_land_sea_action_view_move_type import AirLandSeaActionViewMoveType
from .air_land_sea_action_view_reinforce import AirLandSeaActionViewReinforce
from .air_land_sea_action_view_reinforce_type import AirLandSeaActionViewReinforceType
from .air_land_sea_action_view_return_to_hand import AirLandSeaActionViewReturnToHand
from .air_land_sea_action_view_return_to_hand_type import AirLandSeaActionViewReturnToHandType
from .air_land_sea_action_view_skip import AirLandSeaActionViewSkip
from .air_land_sea_action_view_skip_type import AirLandSeaActionViewSkipType
from .air_land_sea_action_view_withdraw import AirLandSeaActionViewWithdraw
from .air_land_sea_action_view_withdraw_type import AirLandSeaActionViewWithdrawType
from .air_land_sea_action_withdraw import AirLandSeaActionWithdraw
from .air_land_sea_action_withdraw_type import AirLandSeaActionWithdrawType
from .air_land_sea_battle_result_view import AirLandSeaBattleResultView
from .air_land_sea_card import AirLandSeaCard
from .air_land_sea_card_view import AirLandSeaCardView
from .air_land_sea_hand_view import AirLandSeaHandView
from .air_land_sea_options import AirLandSeaOptions
from .air_land_sea_options_set import AirLandSeaOptionsSet
from .air_land_sea_pending_kind import AirLandSeaPendingKind
from .air_land_sea_pending_view import AirLandSeaPendingView
from .air_land_sea_side_view import AirLandSeaSideView
from .air_land_sea_theater import AirLandSeaTheater
from .air_land_sea_theater_view import AirLandSeaTheaterView
from .air_land_sea_view import AirLandSeaView
from .bot_level import BotLevel
from .bot_seat import BotSeat
from .change_password import ChangePassword
from .computer_fallback import ComputerFallback
from .create_game import CreateGame
from .create_game_game_type import CreateGameGameType
from .create_push_subscription import CreatePushSubscription
from .create_seek import CreateSeek
from .create_seek_game_type import CreateSeekGameType
from .create_webhook import CreateWebhook
from .created_webhook import CreatedWebhook
from .credentials import Credentials
from .delete_account import DeleteAccount
from .ending_completed import EndingCompleted
from .ending_completed_reason import EndingCompletedReason
from .ending_resigned import EndingResigned
from .ending_resigned_reason import EndingResignedReason
from .ending_timed_out import EndingTimedOut
from .ending_timed_out_reason import EndingTimedOutReason
from .event import Event
from .event_kind import EventKind
from .event_page import EventPage
from .exported_event import ExportedEvent
from .exported_event_kind import ExportedEventKind
from .exported_seat import ExportedSeat
from .game import Game
from .game_export import GameExport
from .game_export_game_type import GameExportGameType
from .game_page import GamePage
from .game_summary import GameSummary
from .game_type import GameType
from .history_item import HistoryItem
from .history_page import HistoryPage
from .invitation import Invitation
from .invitation_answer import InvitationAnswer
from .invitation_state import InvitationState
from .invite import Invite
from .invite_link import InviteLink
from .join_game import JoinGame
from .land_vs_sea_action_draw import LandVsSeaActionDraw
from .land_vs_sea_action_draw_type import LandVsSeaActionDrawType
from .land_vs_sea_action_icon import LandVsSeaActionIcon
from .land_vs_sea_action_place import LandVsSeaActionPlace
from .land_vs_sea_action_place_type import LandVsSeaActionPlaceType
from .land_vs_sea_action_place_volcano_whirlpool import LandVsSeaActionPlaceVolcanoWhirlpool
from .land_vs_sea_action_place_volcano_whirlpool_type import LandVsSeaActionPlaceVolcanoWhirlpoolType
from .land_vs_sea_action_place_waypoint import LandVsSeaActionPlaceWaypoint
from .land_vs_sea_action_place_waypoint_type import LandVsSeaActionPlaceWaypointType
from .land_vs_sea_action_skip_waypoint import LandVsSeaActionSkipWaypoint
from .land_vs_sea_action_skip_waypoint_type import LandVsSeaActionSkipWaypointType
from .land_vs_sea_action_steal import LandVsSeaActionSteal
from .land_vs_sea_action_steal_type import LandVsSeaActionStealType
from .land_vs_sea_action_view import LandVsSeaActionView
from .land_vs_sea_area import LandVsSeaArea
from .land_vs_sea_area_part import LandVsSeaAreaPart
from .land_vs_sea_face import LandVsSeaFace
from .land_vs_sea_face_choice import LandVsSeaFaceChoice
from .land_vs_sea_hand import LandVsSeaHand
from .land_vs_sea_held_tile import LandVsSeaHeldTile
from .land_vs_sea_logged_action_draw import LandVsSeaLoggedActionDraw
from .land_vs_sea_logged_action_draw_type import LandVsSeaLoggedActionDrawType
from .land_vs_sea_logged_action_place import LandVsSeaLoggedActionPlace
from .land_vs_sea_logged_action_place_type import LandVsSeaLoggedActionPlaceType
from .land_vs_sea_logged_action_place_volcano_whirlpool import LandVsSeaLoggedActionPlaceVolcanoWhirlpool
from .land_vs_sea_logged_action_place_volcano_whirlpool_type import LandVsSeaLoggedActionPlaceVolcanoWhirlpoolType
from .land_vs_sea_logged_action_place_waypoint import LandVsSeaLoggedActionPlaceWaypoint
from .land_vs_sea_logged_action_place_waypoint_type import LandVsSeaLoggedActionPlaceWaypointType
from .land_vs_sea_logged_action_skip_waypoint import LandVsSeaLoggedActionSkipWaypoint
from .land_vs_sea_logged_action_skip_waypoint_type import LandVsSeaLoggedActionSkipWaypointType
from .land_vs_sea_logged_action_steal import LandVsSeaLoggedActionSteal
from .land_vs_sea_logged_action_steal_type import LandVsSeaLoggedActionStealType
from .land_vs_sea_options import LandVsSeaOptions
from .land_vs_sea_options_set import LandVsSeaOptionsSet
from .land_vs_sea_phase import LandVsSeaPhase
from .land_vs_sea_placed_tile import LandVsSeaPlacedTile
from .land_vs_sea_region import LandVsSeaRegion
from .land_vs_sea_role import LandVsSeaRole
from .land_vs_sea_score import LandVsSeaScore
from .land_vs_sea_stack import LandVsSeaStack
from .land_vs_sea_terrain import LandVsSeaTerrain
from .land_vs_sea_trade_icon import LandVsSeaTradeIcon
from .land_vs_sea_view import LandVsSeaView
from .land_vs_sea_waypoint import LandVsSeaWaypoint
from .landfall_action_claim import LandfallActionClaim
from .landfall_action_claim_type import LandfallActionClaimType
from .landfall_action_end_turn import LandfallActionEndTurn
from .landfall_action_end_turn_type import LandfallActionEndTurnType
from .landfall_action_force_landing import LandfallActionForceLanding
from .landfall_action_force_landing_type import LandfallActionForceLandingType
from .landfall_action_land import LandfallActionLand
from .landfall_action_land_type import LandfallActionLandType
from .landfall_action_move import LandfallActionMove
from .landfall_action_move_type import LandfallActionMoveType
from .landfall_action_pass import LandfallActionPass
from .landfall_action_pass_type import LandfallActionPassType
from .landfall_action_place import LandfallActionPlace
from .landfall_action_place_type import LandfallActionPlaceType
from .landfall_action_remove import LandfallActionRemove
from .landfall_action_remove_type import LandfallActionRemoveType
from .landfall_action_throw import LandfallActionThrow
from .landfall_action_throw_type import LandfallActionThrowType
from .landfall_cell_view import LandfallCellView
from .landfall_claim_view import LandfallClaimView
from .landfall_colour import LandfallColour
from .landfall_formation import LandfallFormation
from .landfall_handicap import LandfallHandicap
from .landfall_hex import LandfallHex
from .landfall_island_stack import LandfallIslandStack
from .landfall_options import LandfallOptions
from .landfall_options_set import LandfallOptionsSet
from .landfall_phase_view_actions import LandfallPhaseViewActions
from .landfall_phase_view_actions_step import LandfallPhaseViewActionsStep
from .landfall_phase_view_claims import LandfallPhaseViewClaims
from .landfall_phase_view_claims_step import LandfallPhaseViewClaimsStep
from .landfall_phase_view_forced_landing import LandfallPhaseViewForcedLanding
from .landfall_phase_view_forced_landing_step import LandfallPhaseViewForcedLandingStep
from .landfall_phase_view_over import LandfallPhaseViewOver
from .landfall_phase_view_over_step import LandfallPhaseViewOverStep
from .landfall_player_view import LandfallPlayerView
from .landfall_view import LandfallView
from .leader import Leader
from .leaderboard_page import LeaderboardPage
from .legal_actions import LegalActions
from .lost_seas_action_box_tile import LostSeasActionBoxTile
from .lost_seas_action_box_tile_type import LostSeasActionBoxTileType
from .lost_seas_action_choose_columns import LostSeasActionChooseColumns
from .lost_seas_action_choose_columns_type import LostSeasActionChooseColumnsType
from .lost_seas_action_choose_rows import LostSeasActionChooseRows
from .lost_seas_action_choose_rows_type import LostSeasActionChooseRowsType
from .lost_seas_action_take import LostSeasActionTake
from .lost_seas_action_take_type import LostSeasActionTakeType
from .lost_seas_action_view_box_tile import LostSeasActionViewBoxTile
from .lost_seas_action_view_box_tile_type import LostSeasActionViewBoxTileType
from .lost_seas_action_view_choose_columns import LostSeasActionViewChooseColumns
from .lost_seas_action_view_choose_columns_type import LostSeasActionViewChooseColumnsType
from .lost_seas_action_view_choose_rows import LostSeasActionViewChooseRows
from .lost_seas_action_view_choose_rows_type import LostSeasActionViewChooseRowsType
from .lost_seas_action_view_take import LostSeasActionViewTake
from .lost_seas_action_view_take_type import LostSeasActionViewTakeType
from .lost_seas_element import LostSeasElement
from .lost_seas_element_count import LostSeasElementCount
from .lost_seas_expedition_face import LostSeasExpeditionFace
from .lost_seas_expedition_stage import LostSeasExpeditionStage
from .lost_seas_expedition_tile import LostSeasExpeditionTile
from .lost_seas_face import LostSeasFace
from .lost_seas_map import LostSeasMap
from .lost_seas_options import LostSeasOptions
from .lost_seas_options_set import LostSeasOptionsSet
from .lost_seas_phase import LostSeasPhase
from .lost_seas_placed_expedition import LostSeasPlacedExpedition
from .lost_seas_requirement_exact_chosen import LostSeasRequirementExactChosen
from .lost_seas_requirement_exact_chosen_kind import LostSeasRequirementExactChosenKind
from .lost_seas_requirement_exact_elements import LostSeasRequirementExactElements
from .lost_seas_requirement_exact_elements_kind import LostSeasRequirementExactElementsKind
from .lost_seas_requirement_exact_total import LostSeasRequirementExactTotal
from .lost_seas_requirement_exact_total_kind import LostSeasRequirementExactTotalKind
from .lost_seas_requirement_excluded import LostSeasRequirementExcluded
from .lost_seas_requirement_excluded_kind import LostSeasRequirementExcludedKind
from .lost_seas_requirement_majority import LostSeasRequirementMajority
from .lost_seas_requirement_majority_kind import LostSeasRequirementMajorityKind
from .lost_seas_requirement_one_of_each import LostSeasRequirementOneOfEach
from .lost_seas_requirement_one_of_each_kind import LostSeasRequirementOneOfEachKind
from .lost_seas_requirement_sets import LostSeasRequirementSets
from .lost_seas_requirement_sets_kind import LostSeasRequirementSetsKind
from .lost_seas_score import LostSeasScore
from .lost_seas_step import LostSeasStep
from .lost_seas_tile import LostSeasTile
from .lost_seas_view import LostSeasView
from .mark_read_request import MarkReadRequest
from .marked_read import MarkedRead
from .match_result_completed import MatchResultCompleted
from .match_result_completed_reason import MatchResultCompletedReason
from .match_result_resigned import MatchResultResigned
from .match_result_resigned_reason import MatchResultResignedReason
from .match_result_timed_out import MatchResultTimedOut
from .match_result_timed_out_reason import MatchResultTimedOutReason
from .notification_data_deadline_near import NotificationDataDeadlineNear
from .notification_data_deadline_near_kind import NotificationDataDeadlineNearKind
from .notification_data_game_ended import NotificationDataGameEnded
from .notification_data_game_ended_kind import NotificationDataGameEndedKind
from .notification_data_game_started import NotificationDataGameStarted
from .notification_data_game_started_kind import NotificationDataGameStartedKind
from .notification_data_invitation_answered import NotificationDataInvitationAnswered
from .notification_data_invitation_answered_kind import NotificationDataInvitationAnsweredKind
from .notification_data_invitation_withdrawn import NotificationDataInvitationWithdrawn
from .notification_data_invitation_withdrawn_kind import NotificationDataInvitationWithdrawnKind
from .notification_data_invited import NotificationDataInvited
from .notification_data_invited_kind import NotificationDataInvitedKind
from .notification_data_your_move import NotificationDataYourMove
from .notification_data_your_move_kind import NotificationDataYourMoveKind
from .notification_deadline_near import NotificationDeadlineNear
from .notification_deadline_near_kind import NotificationDeadlineNearKind
from .notification_game_ended import NotificationGameEnded
from .notification_game_ended_kind import NotificationGameEndedKind
from .notification_game_started import NotificationGameStarted
from .notification_game_started_kind import NotificationGameStartedKind
from .notification_invitation_answered import NotificationInvitationAnswered
from .notification_invitation_answered_kind import NotificationInvitationAnsweredKind
from .notification_invitation_withdrawn import NotificationInvitationWithdrawn
from .notification_invitation_withdrawn_kind import NotificationInvitationWithdrawnKind
from .notification_invited import NotificationInvited
from .notification_invited_kind import NotificationInvitedKind
from .notification_kind import NotificationKind
from .notification_page import NotificationPage
from .notification_your_move import NotificationYourMove
from .notification_your_move_kind import NotificationYourMoveKind
from .outcome import Outcome
from .personal_stream_event import PersonalStreamEvent
from .personal_stream_frame import PersonalStreamFrame
from .post_action import PostAction
from .problem import Problem
from .profile import Profile
from .push_keys import PushKeys
from .push_public_key import PushPublicKey
from .push_subscription import PushSubscription
from .rating import Rating
from .refresh_request import RefreshRequest
from .registered import Registered
from .rematch import Rematch
from .rematch_status import RematchStatus
from .score_part import ScorePart
from .seat_info import SeatInfo
from .seat_outcome import SeatOutcome
from .seek import Seek
from .seek_status import SeekStatus
from .standing import Standing
from .status import Status
from .stream_event_kind import StreamEventKind
from .stream_frame import StreamFrame
from .user import User
from .webhook import Webhook
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_page import WebhookDeliveryPage
from .webhook_delivery_status import WebhookDeliveryStatus
from .webhook_payload import WebhookPayload
from .webhook_payload_data_deadline_near import WebhookPayloadDataDeadlineNear
from .webhook_payload_data_deadline_near_kind import WebhookPayloadDataDeadlineNearKind
from .webhook_payload_data_game_ended import WebhookPayloadDataGameEnded
from .webhook_payload_data_game_ended_kind import WebhookPayloadDataGameEndedKind
from .webhook_payload_data_game_started import WebhookPayloadDataGameStarted
from .webhook_payload_data_game_started_kind import WebhookPayloadDataGameStartedKind
from .webhook_payload_data_invitation_answered import WebhookPayloadDataInvitationAnswered
from .webhook_payload_data_invitation_answered_kind import WebhookPayloadDataInvitationAnsweredKind
from .webhook_payload_data_invitation_withdrawn import WebhookPayloadDataInvitationWithdrawn
from .webhook_payload_data_invitation_withdrawn_kind import WebhookPayloadDataInvitationWithdrawnKind
from .webhook_payload_data_invited import WebhookPayloadDataInvited
from .webhook_payload_data_invited_kind import WebhookPayloadDataInvitedKind
from .webhook_payload_data_your_move import WebhookPayloadDataYourMove
from .webhook_payload_data_your_move_kind import WebhookPayloadDataYourMoveKind
from .withdrawal_reason import WithdrawalReason

__all__ = (
    "AccessToken",
    "AirLandSeaActionDeploy",
    "AirLandSeaActionDeployType",
    "AirLandSeaActionFlip",
    "AirLandSeaActionFlipType",
    "AirLandSeaActionImprovise",
    "AirLandSeaActionImproviseType",
    "AirLandSeaActionMove",
    "AirLandSeaActionMoveType",
    "AirLandSeaActionReinforce",
    "AirLandSeaActionReinforceType",
    "AirLandSeaActionReturnToHand",
    "AirLandSeaActionReturnToHandType",
    "AirLandSeaActionSkip",
    "AirLandSeaActionSkipType",
    "AirLandSeaActionViewDeploy",
    "AirLandSeaActionViewDeployType",
    "AirLandSeaActionViewFlip",
    "AirLandSeaActionViewFlipType",
    "AirLandSeaActionViewImprovise",
    "AirLandSeaActionViewImproviseType",
    "AirLandSeaActionViewMove",
    "AirLandSeaActionViewMoveType",
    "AirLandSeaActionViewReinforce",
    "AirLandSeaActionViewReinforceType",
    "AirLandSeaActionViewReturnToHand",
    "AirLandSeaActionViewReturnToHandType",
    "AirLandSeaActionViewSkip",
    "AirLandSeaActionViewSkipType",
    "AirLandSeaActionViewWithdraw",
    "AirLandSeaActionViewWithdrawType",
    "AirLandSeaActionWithdraw",
    "AirLandSeaActionWithdrawType",
    "AirLandSeaBattleResultView",
    "AirLandSeaCard",
    "AirLandSeaCardView",
    "AirLandSeaHandView",
    "AirLandSeaOptions",
    "AirLandSeaOptionsSet",
    "AirLandSeaPendingKind",
    "AirLandSeaPendingView",
    "AirLandSeaSideView",
    "AirLandSeaTheater",
    "AirLandSeaTheaterView",
    "AirLandSeaView",
    "BotLevel",
    "BotSeat",
    "ChangePassword",
    "ComputerFallback",
    "CreatedWebhook",
    "CreateGame",
    "CreateGameGameType",
    "CreatePushSubscription",
    "CreateSeek",
    "CreateSeekGameType",
    "CreateWebhook",
    "Credentials",
    "DeleteAccount",
    "EndingCompleted",
    "EndingCompletedReason",
    "EndingResigned",
    "EndingResignedReason",
    "EndingTimedOut",
    "EndingTimedOutReason",
    "Event",
    "EventKind",
    "EventPage",
    "ExportedEvent",
    "ExportedEventKind",
    "ExportedSeat",
    "Game",
    "GameExport",
    "GameExportGameType",
    "GamePage",
    "GameSummary",
    "GameType",
    "HistoryItem",
    "HistoryPage",
    "Invitation",
    "InvitationAnswer",
    "InvitationState",
    "Invite",
    "InviteLink",
    "JoinGame",
    "LandfallActionClaim",
    "LandfallActionClaimType",
    "LandfallActionEndTurn",
    "LandfallActionEndTurnType",
    "LandfallActionForceLanding",
    "LandfallActionForceLandingType",
    "LandfallActionLand",
    "LandfallActionLandType",
    "LandfallActionMove",
    "LandfallActionMoveType",
    "LandfallActionPass",
    "LandfallActionPassType",
    "LandfallActionPlace",
    "LandfallActionPlaceType",
    "LandfallActionRemove",
    "LandfallActionRemoveType",
    "LandfallActionThrow",
    "LandfallActionThrowType",
    "LandfallCellView",
    "LandfallClaimView",
    "LandfallColour",
    "LandfallFormation",
    "LandfallHandicap",
    "LandfallHex",
    "LandfallIslandStack",
    "LandfallOptions",
    "LandfallOptionsSet",
    "LandfallPhaseViewActions",
    "LandfallPhaseViewActionsStep",
    "LandfallPhaseViewClaims",
    "LandfallPhaseViewClaimsStep",
    "LandfallPhaseViewForcedLanding",
    "LandfallPhaseViewForcedLandingStep",
    "LandfallPhaseViewOver",
    "LandfallPhaseViewOverStep",
    "LandfallPlayerView",
    "LandfallView",
    "LandVsSeaActionDraw",
    "LandVsSeaActionDrawType",
    "LandVsSeaActionIcon",
    "LandVsSeaActionPlace",
    "LandVsSeaActionPlaceType",
    "LandVsSeaActionPlaceVolcanoWhirlpool",
    "LandVsSeaActionPlaceVolcanoWhirlpoolType",
    "LandVsSeaActionPlaceWaypoint",
    "LandVsSeaActionPlaceWaypointType",
    "LandVsSeaActionSkipWaypoint",
    "LandVsSeaActionSkipWaypointType",
    "LandVsSeaActionSteal",
    "LandVsSeaActionStealType",
    "LandVsSeaActionView",
    "LandVsSeaArea",
    "LandVsSeaAreaPart",
    "LandVsSeaFace",
    "LandVsSeaFaceChoice",
    "LandVsSeaHand",
    "LandVsSeaHeldTile",
    "LandVsSeaLoggedActionDraw",
    "LandVsSeaLoggedActionDrawType",
    "LandVsSeaLoggedActionPlace",
    "LandVsSeaLoggedActionPlaceType",
    "LandVsSeaLoggedActionPlaceVolcanoWhirlpool",
    "LandVsSeaLoggedActionPlaceVolcanoWhirlpoolType",
    "LandVsSeaLoggedActionPlaceWaypoint",
    "LandVsSeaLoggedActionPlaceWaypointType",
    "LandVsSeaLoggedActionSkipWaypoint",
    "LandVsSeaLoggedActionSkipWaypointType",
    "LandVsSeaLoggedActionSteal",
    "LandVsSeaLoggedActionStealType",
    "LandVsSeaOptions",
    "LandVsSeaOptionsSet",
    "LandVsSeaPhase",
    "LandVsSeaPlacedTile",
    "LandVsSeaRegion",
    "LandVsSeaRole",
    "LandVsSeaScore",
    "LandVsSeaStack",
    "LandVsSeaTerrain",
    "LandVsSeaTradeIcon",
    "LandVsSeaView",
    "LandVsSeaWaypoint",
    "Leader",
    "LeaderboardPage",
    "LegalActions",
    "LostSeasActionBoxTile",
    "LostSeasActionBoxTileType",
    "LostSeasActionChooseColumns",
    "LostSeasActionChooseColumnsType",
    "LostSeasActionChooseRows",
    "LostSeasActionChooseRowsType",
    "LostSeasActionTake",
    "LostSeasActionTakeType",
    "LostSeasActionViewBoxTile",
    "LostSeasActionViewBoxTileType",
    "LostSeasActionViewChooseColumns",
    "LostSeasActionViewChooseColumnsType",
    "LostSeasActionViewChooseRows",
    "LostSeasActionViewChooseRowsType",
    "LostSeasActionViewTake",
    "LostSeasActionViewTakeType",
    "LostSeasElement",
    "LostSeasElementCount",
    "LostSeasExpeditionFace",
    "LostSeasExpeditionStage",
    "LostSeasExpeditionTile",
    "LostSeasFace",
    "LostSeasMap",
    "LostSeasOptions",
    "LostSeasOptionsSet",
    "LostSeasPhase",
    "LostSeasPlacedExpedition",
    "LostSeasRequirementExactChosen",
    "LostSeasRequirementExactChosenKind",
    "LostSeasRequirementExactElements",
    "LostSeasRequirementExactElementsKind",
    "LostSeasRequirementExactTotal",
    "LostSeasRequirementExactTotalKind",
    "LostSeasRequirementExcluded",
    "LostSeasRequirementExcludedKind",
    "LostSeasRequirementMajority",
    "LostSeasRequirementMajorityKind",
    "LostSeasRequirementOneOfEach",
    "LostSeasRequirementOneOfEachKind",
    "LostSeasRequirementSets",
    "LostSeasRequirementSetsKind",
    "LostSeasScore",
    "LostSeasStep",
    "LostSeasTile",
    "LostSeasView",
    "MarkedRead",
    "MarkReadRequest",
    "MatchResultCompleted",
    "MatchResultCompletedReason",
    "MatchResultResigned",
    "MatchResultResignedReason",
    "MatchResultTimedOut",
    "MatchResultTimedOutReason",
    "NotificationDataDeadlineNear",
    "NotificationDataDeadlineNearKind",
    "NotificationDataGameEnded",
    "NotificationDataGameEndedKind",
    "NotificationDataGameStarted",
    "NotificationDataGameStartedKind",
    "NotificationDataInvitationAnswered",
    "NotificationDataInvitationAnsweredKind",
    "NotificationDataInvitationWithdrawn",
    "NotificationDataInvitationWithdrawnKind",
    "NotificationDataInvited",
    "NotificationDataInvitedKind",
    "NotificationDataYourMove",
    "NotificationDataYourMoveKind",
    "NotificationDeadlineNear",
    "NotificationDeadlineNearKind",
    "NotificationGameEnded",
    "NotificationGameEndedKind",
    "NotificationGameStarted",
    "NotificationGameStartedKind",
    "NotificationInvitationAnswered",
    "NotificationInvitationAnsweredKind",
    "NotificationInvitationWithdrawn",
    "NotificationInvitationWithdrawnKind",
    "NotificationInvited",
    "NotificationInvitedKind",
    "NotificationKind",
    "NotificationPage",
    "NotificationYourMove",
    "NotificationYourMoveKind",
    "Outcome",
    "PersonalStreamEvent",
    "PersonalStreamFrame",
    "PostAction",
    "Problem",
    "Profile",
    "PushKeys",
    "PushPublicKey",
    "PushSubscription",
    "Rating",
    "RefreshRequest",
    "Registered",
    "Rematch",
    "RematchStatus",
    "ScorePart",
    "SeatInfo",
    "SeatOutcome",
    "Seek",
    "SeekStatus",
    "Standing",
    "Status",
    "StreamEventKind",
    "StreamFrame",
    "User",
    "Webhook",
    "WebhookDelivery",
    "WebhookDeliveryPage",
    "WebhookDeliveryStatus",
    "WebhookPayload",
    "WebhookPayloadDataDeadlineNear",
    "WebhookPayloadDataDeadlineNearKind",
    "WebhookPayloadDataGameEnded",
    "WebhookPayloadDataGameEndedKind",
    "WebhookPayloadDataGameStarted",
    "WebhookPayloadDataGameStartedKind",
    "WebhookPayloadDataInvitationAnswered",
    "WebhookPayloadDataInvitationAnsweredKind",
    "WebhookPayloadDataInvitationWithdrawn",
    "WebhookPayloadDataInvitationWithdrawnKind",
    "WebhookPayloadDataInvited",
    "WebhookPayloadDataInvitedKind",
    "WebhookPayloadDataYourMove",
    "WebhookPayloadDataYourMoveKind",
    "WithdrawalReason",
)
