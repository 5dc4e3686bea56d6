//! Listing legal actions.

use crate::engine::Seat;

use super::actions::LandfallAction;
use super::hex::{DIRECTIONS, LandfallColour, LandfallHex};
use super::state::{Landfall, Phase};

/// One action changes at most three cells (a move that pushes: from, to and beyond).
const MAX_CELLS_ONE_ACTION_CHANGES: usize = 3;

impl Landfall {
    pub(super) fn legal(&self, seat: Seat) -> Vec<LandfallAction> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Over { .. } => Vec::new(),
            Phase::ForcedLanding { .. } => self
                .forced_landing_spots()
                .map(|at| LandfallAction::ForceLanding { at })
                .collect(),
            Phase::Claims { passed, .. } => {
                let mut actions: Vec<LandfallAction> = self
                    .available_claims(self.current)
                    .map(|(at, formation)| LandfallAction::Claim { at, formation })
                    .collect();
                if passed || self.board_differs_from_last_turn() {
                    actions.push(LandfallAction::EndTurn {});
                }
                actions
            }
            Phase::Actions { .. } => {
                let actions = self.island_actions(self.current);
                if actions.is_empty() {
                    vec![LandfallAction::Pass {}]
                } else {
                    actions
                }
            }
        }
    }

    /// Every island action `colour` may take now, the no-revert rule included.
    pub(super) fn island_actions(&self, colour: LandfallColour) -> Vec<LandfallAction> {
        let mut actions = self.island_action_candidates(colour);
        actions.retain(|a| self.check_island_action(colour, a).is_ok());
        let last_action = matches!(self.phase, Phase::Actions { taken: 1 });
        if last_action
            && self.cells_differing_from_last_turn(colour, MAX_CELLS_ONE_ACTION_CHANGES)
                <= MAX_CELLS_ONE_ACTION_CHANGES
        {
            let seat = colour.seat();
            actions.retain(|a| self.apply_action(seat, a).is_ok());
        }
        actions
    }

    /// A superset of the legal island actions: every action aimed at a cell the rules could
    /// allow. The caller filters them through the same check `apply` uses.
    fn island_action_candidates(&self, colour: LandfallColour) -> Vec<LandfallAction> {
        let mut actions = Vec::new();
        if self.supply(colour).volcanoes > 0 {
            actions.extend(
                self.landing_spots(colour)
                    .map(|at| LandfallAction::Land { at }),
            );
        }
        let volcanoes: Vec<LandfallHex> = self.board.volcanoes_of(colour).collect();
        let mut around: Vec<LandfallHex> = Vec::with_capacity(6 * volcanoes.len());
        for &volcano in &volcanoes {
            for direction in DIRECTIONS {
                let next = volcano.step(direction);
                actions.push(LandfallAction::Move {
                    from: volcano,
                    to: next,
                });
                actions.push(LandfallAction::Throw {
                    from: next,
                    over: volcano,
                });
                if !around.contains(&next) {
                    around.push(next);
                }
            }
        }
        around.sort();
        for at in around {
            actions.push(LandfallAction::Place { at });
            actions.push(LandfallAction::Remove { at });
        }
        actions
    }
}
