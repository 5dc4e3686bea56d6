//! The computer player's knowledge of Landfall.
//!
//! Landfall has no hidden information, so the view is the state: a determinization only rebuilds
//! it. Two facts of the state are not in the view and not needed to choose well: each player's
//! board at the end of their previous turn (the no-revert rule; the bot's own legal actions
//! already respect it) and the count of empty turns before a draw.
//!
//! Random play almost never completes a formation, so rollouts teach nothing; the easy level's
//! tree search instead scores positions by how many actions each player still needs for the
//! formations it lacks ([`super::estimate`]). Medium and hard decide by the whole-turn search
//! ([`super::turn_search`]) in [`Bot::root_candidates`], so the tree budgets of those levels
//! below are never spent.

use crate::engine::{Bot, BotLevel, GameRng, SearchBudget, Seat};

use super::actions::LandfallAction;
use super::estimate::{FAR, formation_costs};
use super::hex::LandfallColour;
use super::state::{Landfall, Phase, Supply};
use super::turn_search::{self, TurnBudget};
use super::view::{LandfallPhaseView, LandfallView};
use super::{LandfallFormation, board::Board};

/// Actions a claim is worth beyond completing the formation: claiming is what wins.
const CLAIM_WORTH: f64 = 4.0;
/// How many actions of lead make a position about three times as good as even.
const LEAD_SCALE: f64 = 5.0;
/// The player about to act is about this many actions ahead.
const TEMPO: f64 = 1.0;
/// The medium player checks its 3 best turns against every reply.
const MEDIUM_TURNS: TurnBudget = TurnBudget {
    checked: 3,
    deepened: 0,
    replies: 0,
    reads: 20_000,
};
/// The hard player checks its 12 best turns against every reply, and reads the best 5 of those
/// a turn deeper: the opponent's 5 most dangerous replies, each answered by its best turn.
const HARD_TURNS: TurnBudget = TurnBudget {
    checked: 12,
    deepened: 5,
    replies: 5,
    reads: 60_000,
};

impl Bot for Landfall {
    fn determinize(view: &LandfallView, _seat: Seat, _rng: &mut GameRng) -> Self {
        let mut board = Board::default();
        for cell in &view.cells {
            for &tile in &cell.tiles {
                board.push_tile(cell.at, tile);
            }
            board.set_volcano(cell.at, cell.volcano);
            board.set_oasis(cell.at, cell.oasis);
        }
        let supplies = LandfallColour::BOTH.map(|colour| {
            let player = &view.players[colour.index()];
            let mut claimed = [false; 3];
            let mut claim_sites = [None; 3];
            for claim in &player.claims {
                claimed[claim.formation.index()] = true;
                claim_sites[claim.formation.index()] = Some(claim.at);
            }
            Supply {
                tiles: player.tiles_in_hand,
                volcanoes: player.volcanoes_in_hand,
                oasis_chips: player.oasis_chips_in_hand,
                claimed,
                claim_sites,
                tiles_in_game: player.tiles_in_hand + board.count_tiles(colour) as u8,
            }
        });
        let phase = match view.phase {
            LandfallPhaseView::Actions { actions_taken } => Phase::Actions {
                taken: actions_taken,
            },
            LandfallPhaseView::ForcedLanding { actions_taken } => Phase::ForcedLanding {
                taken: actions_taken,
            },
            LandfallPhaseView::Claims { passed } => Phase::Claims {
                acted: !passed,
                passed,
                claimed: false,
            },
            LandfallPhaseView::Over => Phase::Over {
                winner: view.winner,
            },
        };
        Landfall {
            board,
            supplies,
            current: view.current,
            phase,
            turn: view.turn,
            last_turn_board: [None, None],
            empty_turns_in_row: 0,
            forced_landing_this_turn: false,
        }
    }

    fn evaluate(&self, _level: BotLevel) -> Vec<f64> {
        let mut lead =
            self.actions_to_win(LandfallColour::Beige) - self.actions_to_win(LandfallColour::Green);
        lead += match self.current {
            LandfallColour::Green => TEMPO,
            LandfallColour::Beige => -TEMPO,
        };
        let green = 1.0 / (1.0 + (-lead / LEAD_SCALE).exp());
        vec![green, 1.0 - green]
    }

    /// Medium and hard decide by the whole-turn search ([`super::turn_search`]): their own two
    /// actions against every reply of the opponent. Easy searches the tree over its few
    /// iterations.
    fn root_candidates(
        view: &LandfallView,
        legal: &[LandfallAction],
        seat: Seat,
        level: BotLevel,
        rng: &mut GameRng,
    ) -> Vec<LandfallAction> {
        let budget = match level {
            BotLevel::Easy => return legal.to_vec(),
            BotLevel::Medium => MEDIUM_TURNS,
            BotLevel::Hard => HARD_TURNS,
        };
        let state = Landfall::determinize(view, seat, rng);
        vec![turn_search::choose(&state, legal, seat, budget, rng)]
    }

    fn budget(_view: &Self::View, level: BotLevel) -> SearchBudget {
        match level {
            BotLevel::Easy => SearchBudget {
                iterations: 12,
                determinizations: 1,
                rollout_depth: 0,
                exploration: 0.3,
            },
            BotLevel::Medium => SearchBudget {
                iterations: 250,
                determinizations: 1,
                rollout_depth: 0,
                exploration: 0.3,
            },
            BotLevel::Hard => SearchBudget {
                iterations: 800,
                determinizations: 1,
                rollout_depth: 0,
                exploration: 0.3,
            },
        }
    }
}

impl Landfall {
    /// Estimated actions `colour` still needs to win: for each formation not yet claimed, the
    /// actions to complete it plus what claiming it is worth.
    fn actions_to_win(&self, colour: LandfallColour) -> f64 {
        let claimed = self.supply(colour).claimed;
        let costs = formation_costs(self, colour);
        LandfallFormation::ALL
            .into_iter()
            .filter(|f| !claimed[f.index()])
            .map(|f| f64::from(costs[f.index()].min(FAR)) + CLAIM_WORTH)
            .sum()
    }
}
