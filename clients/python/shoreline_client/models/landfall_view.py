from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.landfall_colour import LandfallColour
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.landfall_cell_view import LandfallCellView
    from ..models.landfall_claim_view import LandfallClaimView
    from ..models.landfall_phase_view_actions import LandfallPhaseViewActions
    from ..models.landfall_phase_view_claims import LandfallPhaseViewClaims
    from ..models.landfall_phase_view_forced_landing import LandfallPhaseViewForcedLanding
    from ..models.landfall_phase_view_over import LandfallPhaseViewOver
    from ..models.landfall_player_view import LandfallPlayerView


T = TypeVar("T", bound="LandfallView")


@_attrs_define
class LandfallView:
    """The whole game as anyone sees it.

    Attributes:
        cells (list[LandfallCellView]): Every cell holding at least one tile, sorted by `q` then `r`; any other cell is
            water.
        players (list[LandfallPlayerView]): Green (seat 0) then beige (seat 1).
        turn (int): Turns begun, from 1.
        current (LandfallColour): A player's colour. Green is seat 0 and starts; beige is seat 1.
        phase (LandfallPhaseViewActions | LandfallPhaseViewClaims | LandfallPhaseViewForcedLanding |
            LandfallPhaseViewOver): Where the turn stands.
        to_act (list[int]): The seats that must act now; empty once the game is over.
        claimable (list[LandfallClaimView]): Formations the current player could claim right now (during the claim
            step).
        no_revert_applies (bool): Whether the current player's turn is bound by the no-revert rule: it may not end with
            the
            board exactly as at the end of their previous turn. Legal actions already respect it.
            False once the player passed this turn (a passed turn is exempt).
        draw (bool): True once the game has ended in a draw (two turns in a row in which nothing happened: no
            action, no claim, no forced landing).
        winner (LandfallColour | None | Unset):
    """

    cells: list[LandfallCellView]
    players: list[LandfallPlayerView]
    turn: int
    current: LandfallColour
    phase: LandfallPhaseViewActions | LandfallPhaseViewClaims | LandfallPhaseViewForcedLanding | LandfallPhaseViewOver
    to_act: list[int]
    claimable: list[LandfallClaimView]
    no_revert_applies: bool
    draw: bool
    winner: LandfallColour | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.landfall_phase_view_actions import LandfallPhaseViewActions  # noqa: PLC0415
        from ..models.landfall_phase_view_claims import LandfallPhaseViewClaims  # noqa: PLC0415
        from ..models.landfall_phase_view_forced_landing import LandfallPhaseViewForcedLanding  # noqa: PLC0415

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data.to_dict()
            cells.append(cells_item)

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        turn = self.turn

        current = self.current.value

        phase: dict[str, Any]
        if isinstance(self.phase, LandfallPhaseViewActions):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, LandfallPhaseViewForcedLanding):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, LandfallPhaseViewClaims):
            phase = self.phase.to_dict()
        else:
            phase = self.phase.to_dict()

        to_act = self.to_act

        claimable = []
        for claimable_item_data in self.claimable:
            claimable_item = claimable_item_data.to_dict()
            claimable.append(claimable_item)

        no_revert_applies = self.no_revert_applies

        draw = self.draw

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, LandfallColour):
            winner = self.winner.value
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cells": cells,
                "players": players,
                "turn": turn,
                "current": current,
                "phase": phase,
                "to_act": to_act,
                "claimable": claimable,
                "no_revert_applies": no_revert_applies,
                "draw": draw,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.landfall_cell_view import LandfallCellView  # noqa: PLC0415
        from ..models.landfall_claim_view import LandfallClaimView  # noqa: PLC0415
        from ..models.landfall_phase_view_actions import LandfallPhaseViewActions  # noqa: PLC0415
        from ..models.landfall_phase_view_claims import LandfallPhaseViewClaims  # noqa: PLC0415
        from ..models.landfall_phase_view_forced_landing import LandfallPhaseViewForcedLanding  # noqa: PLC0415
        from ..models.landfall_phase_view_over import LandfallPhaseViewOver  # noqa: PLC0415
        from ..models.landfall_player_view import LandfallPlayerView  # noqa: PLC0415

        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = LandfallCellView.from_dict(cells_item_data)

            cells.append(cells_item)

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LandfallPlayerView.from_dict(players_item_data)

            players.append(players_item)

        turn = d.pop("turn")

        current = LandfallColour(d.pop("current"))

        def _parse_phase(
            data: object,
        ) -> (
            LandfallPhaseViewActions | LandfallPhaseViewClaims | LandfallPhaseViewForcedLanding | LandfallPhaseViewOver
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_phase_view_type_0 = LandfallPhaseViewActions.from_dict(data)

                return componentsschemas_landfall_phase_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_phase_view_type_1 = LandfallPhaseViewForcedLanding.from_dict(data)

                return componentsschemas_landfall_phase_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_landfall_phase_view_type_2 = LandfallPhaseViewClaims.from_dict(data)

                return componentsschemas_landfall_phase_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_landfall_phase_view_type_3 = LandfallPhaseViewOver.from_dict(data)

            return componentsschemas_landfall_phase_view_type_3

        phase = _parse_phase(d.pop("phase"))

        to_act = cast(list[int], d.pop("to_act"))

        claimable = []
        _claimable = d.pop("claimable")
        for claimable_item_data in _claimable:
            claimable_item = LandfallClaimView.from_dict(claimable_item_data)

            claimable.append(claimable_item)

        no_revert_applies = d.pop("no_revert_applies")

        draw = d.pop("draw")

        def _parse_winner(data: object) -> LandfallColour | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = LandfallColour(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LandfallColour | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        landfall_view = cls(
            cells=cells,
            players=players,
            turn=turn,
            current=current,
            phase=phase,
            to_act=to_act,
            claimable=claimable,
            no_revert_applies=no_revert_applies,
            draw=draw,
            winner=winner,
        )

        landfall_view.additional_properties = d
        return landfall_view

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
