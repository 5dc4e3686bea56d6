//! What players see. Landfall has no hidden information: every viewer sees the same view.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::Seat;

use super::actions::LandfallFormation;
use super::hex::{LandfallColour, LandfallHex};
use super::state::{Landfall, Phase};

/// The whole game as anyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandfallView {
    /// Every cell holding at least one tile, sorted by `q` then `r`; any other cell is water.
    pub cells: Vec<LandfallCellView>,
    /// Green (seat 0) then beige (seat 1).
    pub players: Vec<LandfallPlayerView>,
    /// Turns begun, from 1.
    pub turn: u32,
    /// Whose turn it is (the last player to move once the game is over).
    pub current: LandfallColour,
    /// Where the current turn stands.
    pub phase: LandfallPhaseView,
    /// The seats that must act now; empty once the game is over.
    pub to_act: Vec<Seat>,
    /// Formations the current player could claim right now (during the claim step).
    pub claimable: Vec<LandfallClaimView>,
    /// Whether the current player's turn is bound by the no-revert rule: it may not end with the
    /// board exactly as at the end of their previous turn. Legal actions already respect it.
    /// False once the player passed this turn (a passed turn is exempt).
    pub no_revert_applies: bool,
    /// The winner once the game is over; `null` while playing or after a draw.
    pub winner: Option<LandfallColour>,
    /// True once the game has ended in a draw (two turns in a row in which nothing happened: no
    /// action, no claim, no forced landing).
    pub draw: bool,
}

/// One stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandfallCellView {
    /// The cell.
    pub at: LandfallHex,
    /// Number of tiles: the cell's level.
    pub level: u8,
    /// Tile colours from the bottom (level 1) to the top.
    pub tiles: Vec<LandfallColour>,
    /// The top tile's colour.
    pub top: LandfallColour,
    /// The volcano on this stack, if any.
    pub volcano: Option<LandfallColour>,
    /// The oasis chip on this stack, if any (its tiles are locked and count as neutral).
    pub oasis: Option<LandfallColour>,
}

/// One player's supply and progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandfallPlayerView {
    /// The player's seat (0 green, 1 beige).
    pub seat: Seat,
    /// The player's colour.
    pub colour: LandfallColour,
    /// Tiles of their colour in hand, ready to place.
    pub tiles_in_hand: u8,
    /// Volcanoes off the island, ready to land (of 3).
    pub volcanoes_in_hand: u8,
    /// Volcanoes on the island.
    pub volcanoes_on_island: u8,
    /// Oasis chips not yet placed (of 3).
    pub oasis_chips_in_hand: u8,
    /// Formation cards flipped face down so far.
    pub formations_claimed: Vec<LandfallFormation>,
    /// The same claims with where each was made: the cell of its oasis chip, where the volcano
    /// that completed the formation stood.
    pub claims: Vec<LandfallClaimView>,
}

/// A formation and its volcano's cell: a claim open to the current player (`claimable`), or one
/// made (a player's `claims`, where its oasis chip now lies).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandfallClaimView {
    /// The cell of the volcano that completes the formation (for a claim made, of the oasis chip
    /// that replaced it).
    pub at: LandfallHex,
    /// The formation it completes.
    pub formation: LandfallFormation,
}

/// Where the turn stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum LandfallPhaseView {
    /// The current player takes their actions.
    Actions {
        /// Actions already taken this turn (0 or 1).
        actions_taken: u8,
    },
    /// The current player has no volcano on the island and nowhere to land: their opponent
    /// must place one of their volcanoes (`force_landing`).
    ForcedLanding {
        /// Actions the current player has already taken this turn.
        actions_taken: u8,
    },
    /// The current player's actions are done: they may claim formations, then `end_turn`.
    Claims {
        /// The player passed this turn (exempting it from the no-revert rule).
        passed: bool,
    },
    /// The game has ended.
    Over,
}

impl Landfall {
    pub(super) fn render(&self) -> LandfallView {
        let cells = self
            .board
            .cells()
            .iter()
            .map(|c| LandfallCellView {
                at: c.at,
                level: c.height,
                tiles: c.tiles().collect(),
                top: c.top(),
                volcano: c.volcano,
                oasis: c.oasis,
            })
            .collect();
        let players = LandfallColour::BOTH
            .into_iter()
            .map(|colour| {
                let supply = self.supply(colour);
                LandfallPlayerView {
                    seat: colour.seat(),
                    colour,
                    tiles_in_hand: supply.tiles,
                    volcanoes_in_hand: supply.volcanoes,
                    volcanoes_on_island: self.board.count_volcanoes(colour) as u8,
                    oasis_chips_in_hand: supply.oasis_chips,
                    formations_claimed: LandfallFormation::ALL
                        .into_iter()
                        .filter(|f| supply.claimed[f.index()])
                        .collect(),
                    claims: LandfallFormation::ALL
                        .into_iter()
                        .filter_map(|formation| {
                            let at = supply.claim_sites[formation.index()]?;
                            Some(LandfallClaimView { at, formation })
                        })
                        .collect(),
                }
            })
            .collect();
        let phase = match self.phase {
            Phase::Actions { taken } => LandfallPhaseView::Actions {
                actions_taken: taken,
            },
            Phase::ForcedLanding { taken } => LandfallPhaseView::ForcedLanding {
                actions_taken: taken,
            },
            Phase::Claims { passed, .. } => LandfallPhaseView::Claims { passed },
            Phase::Over { .. } => LandfallPhaseView::Over,
        };
        let claimable = if matches!(self.phase, Phase::Claims { .. }) {
            self.available_claims(self.current)
                .map(|(at, formation)| LandfallClaimView { at, formation })
                .collect()
        } else {
            Vec::new()
        };
        let (winner, draw) = match self.phase {
            Phase::Over { winner } => (winner, winner.is_none()),
            _ => (None, false),
        };
        LandfallView {
            cells,
            players,
            turn: self.turn,
            current: self.current,
            phase,
            to_act: self.seat_to_act().into_iter().collect(),
            claimable,
            // A turn that passed is exempt: the player had no way to change the board.
            no_revert_applies: !matches!(
                self.phase,
                Phase::Over { .. } | Phase::Claims { passed: true, .. }
            ) && self.last_turn_board[self.current.index()].is_some(),
            winner,
            draw,
        }
    }
}
