//! Landfall: a two-player volcano island-building game (green and beige).
//!
//! The island is a map of hex stacks ([`board`]); players land and move volcanoes and place,
//! remove and throw tiles around them ([`apply`]) to build three formations ([`formations`]),
//! claiming each with an oasis chip. See `docs/rules/landfall.md` for the rules as implemented.

mod actions;
mod apply;
mod board;
mod bot;
#[cfg(test)]
mod bot_tests;
mod components;
#[cfg(any(test, feature = "test-support"))]
pub mod demo;
mod estimate;
mod formations;
mod hex;
mod legal;
mod options;
mod reading;
mod state;
#[cfg(any(test, feature = "test-support"))]
mod testing;
mod turn_search;
mod view;

pub use actions::{LandfallAction, LandfallFormation};
pub use board::{Board, Cell};
pub use components::{IslandError, LandfallIslandStack, validate_island};
#[cfg(any(test, feature = "test-support"))]
pub use demo::winning_demo_game;
pub use hex::{DIRECTIONS, LandfallColour, LandfallHex};
pub use options::{
    LandfallHandicap, LandfallOptions, OASIS_CHIPS_PER_PLAYER, STARTING_TILES, VOLCANOES_PER_PLAYER,
};
pub use state::{Landfall, Phase, Supply};
#[cfg(any(test, feature = "test-support"))]
pub use testing::LandfallBuilder;
pub use view::{
    LandfallCellView, LandfallClaimView, LandfallPhaseView, LandfallPlayerView, LandfallView,
};

use crate::engine::{
    Game, GameInfo, OptionsError, Outcome, RuleError, ScorePart, Seat, Setup, Standing, Viewer,
};

impl Game for Landfall {
    type Options = LandfallOptions;
    type Action = LandfallAction;
    /// Landfall has no secrets: the log shows every action as it was posted.
    type ActionView = LandfallAction;
    type View = LandfallView;

    const INFO: GameInfo = GameInfo {
        id: "landfall",
        name: "Landfall",
        rules_version: "1",
        min_players: 2,
        max_players: 2,
    };

    const OPTION_CODES: &'static [(&'static str, &'static str)] = &[
        (
            "invalid_handicap",
            "Landfall's handicap removes at most a player's starting tiles.",
        ),
        ("island_empty", "A custom island needs at least one stack."),
        (
            "island_out_of_bounds",
            "A custom island's stacks lie within its radius of the origin.",
        ),
        (
            "island_empty_stack",
            "Every stack of a custom island holds at least one tile.",
        ),
        (
            "island_duplicate_cell",
            "A custom island has at most one stack per cell.",
        ),
        (
            "island_too_many_tiles",
            "Each player contributes a limited number of tiles to a custom island.",
        ),
        (
            "island_not_symmetric",
            "A custom island maps onto itself with colours swapped, under a half-turn or a mirror.",
        ),
    ];

    fn new(setup: &Setup<LandfallOptions>) -> Result<Self, OptionsError> {
        Landfall::setup(setup)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seat_to_act().into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<LandfallAction> {
        self.legal(seat)
    }

    fn apply(&self, seat: Seat, action: &LandfallAction) -> Result<Self, RuleError> {
        self.apply_action(seat, action)
    }

    fn view(&self, _viewer: Viewer) -> LandfallView {
        self.render()
    }

    fn action_view(&self, _seat: Seat, action: &LandfallAction, _viewer: Viewer) -> LandfallAction {
        action.clone()
    }

    fn describe(_seat: Seat, view: &LandfallAction) -> String {
        view.describe()
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { winner } = self.phase else {
            return None;
        };
        Some(Outcome {
            standings: LandfallColour::BOTH
                .into_iter()
                .map(|colour| Standing {
                    side: colour.name().to_string(),
                    seats: vec![colour.seat()],
                    score: self.supply(colour).claims() as i64,
                    breakdown: LandfallFormation::ALL
                        .into_iter()
                        .filter(|f| self.supply(colour).claimed[f.index()])
                        .map(|f| ScorePart::new(f.name(), 1))
                        .collect(),
                })
                .collect(),
            winners: winner.map(|w| w.seat()).into_iter().collect(),
        })
    }

    fn player_count(&self) -> usize {
        2
    }
}
