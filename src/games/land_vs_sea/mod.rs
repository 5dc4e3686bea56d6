//! Land vs Sea: players place double-sided hex tiles to complete land and sea areas.
//!
//! See docs/rules/land-vs-sea.md for the rules as implemented and every ruling.

mod actions;
mod apply;
mod board;
mod bot;
mod bot_areas;
mod bot_plan;
#[cfg(test)]
mod bot_tests;
mod components;
mod legal;
#[cfg(test)]
mod look_tests;
mod options;
mod rules;
mod scoring;
#[cfg(test)]
mod secrecy_tests;
mod state;
#[cfg(any(test, feature = "test-support"))]
mod testing;
mod view;

use std::sync::Arc;

use crate::engine::{
    Game, GameInfo, GameRng, OptionsError, Outcome, RuleError, Seat, Setup, Viewer,
};

pub use actions::{
    LandVsSeaAction, LandVsSeaActionView, LandVsSeaFaceChoice, LandVsSeaLoggedAction,
};
use board::{Cell, Placed};
use components::{STANDARD, START_TILE};
pub use options::LandVsSeaOptions;
pub use rules::LandVsSeaRules;
use state::{HeldTile, MAX_HAND, Phase, RegionNames, Turn, WaypointSpot};
pub use state::{LandVsSea, LandVsSeaRole};
#[cfg(any(test, feature = "test-support"))]
pub use testing::LandVsSeaScenario;
pub use view::*;

impl Game for LandVsSea {
    type Options = LandVsSeaOptions;
    type Action = LandVsSeaAction;
    type ActionView = LandVsSeaActionView;
    type View = LandVsSeaView;

    const INFO: GameInfo = GameInfo {
        id: "land-vs-sea",
        name: "Land vs Sea",
        rules_version: "3",
        min_players: 2,
        max_players: 4,
    };

    const RULES_VERSIONS: &'static [&'static str] = LandVsSeaRules::VERSIONS;

    fn new(setup: &Setup<Self::Options>) -> Result<Self, OptionsError> {
        Self::new_under_rules(setup, Self::INFO.rules_version)
    }

    fn new_under_rules(
        setup: &Setup<Self::Options>,
        rules_version: &str,
    ) -> Result<Self, OptionsError> {
        let rules = LandVsSeaRules::of_version(rules_version)
            .ok_or_else(|| OptionsError::unknown_rules_version(&Self::INFO, rules_version))?;
        if !(Self::INFO.min_players..=Self::INFO.max_players).contains(&setup.players) {
            return Err(OptionsError::player_count(&Self::INFO, setup.players));
        }
        let mut table: Vec<u8> = (0..setup.players as u8).collect();
        if rules.draws_roles() {
            // Ruling (second round): roles are drawn as the rulebook draws them with the
            // scoring discs, from a stream of the seed of their own so the deal is unchanged.
            GameRng::derive(setup.seed, 2).shuffle(&mut table);
        }
        let set = Arc::clone(&STANDARD);
        let mut game = LandVsSea::empty(Arc::clone(&set), rules, table, setup.options);
        game.board.push(Placed {
            cell: Cell::ORIGIN,
            tile: START_TILE,
            face: 0,
            rot: 0,
            placer: None,
        });
        let mut rng = GameRng::derive(setup.seed, 1);
        let mut deck: Vec<HeldTile> = (2..set.tiles.len() as u8)
            .map(|tile| HeldTile {
                tile,
                up: 0,
                stolen: false,
            })
            .collect();
        rng.shuffle(&mut deck);
        for t in &mut deck {
            t.up = rng.below(2) as u8;
        }
        let second = deck.split_off(deck.len() / 2);
        game.stacks = [deck, second];
        Ok(game)
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Draft { seat } => vec![Seat(seat)],
            _ => vec![Seat(self.turn.seat)],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<LandVsSeaAction> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        self.legal_for_current(self.region_names)
    }

    // Rules versions 1 and 2 log a placed tile's regions by the component table.
    const LOGS_ACTIONS_AS_SHOWN: bool = false;

    fn shown_legal_actions(&self, seat: Seat) -> Vec<LandVsSeaAction> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        self.legal_for_current(RegionNames::Look)
    }

    fn logged_action(&self, _seat: Seat, action: &LandVsSeaAction) -> Option<LandVsSeaAction> {
        self.logged_waypoint(action)
    }

    fn apply(&self, seat: Seat, action: &LandVsSeaAction) -> Result<Self, RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::game_over());
        }
        if !self.to_act().contains(&seat) {
            return Err(RuleError::not_your_turn());
        }
        let mut next = self.clone();
        next.perform(action)?;
        Ok(next)
    }

    fn view(&self, viewer: Viewer) -> LandVsSeaView {
        self.render(viewer)
    }

    fn action_view(
        &self,
        seat: Seat,
        action: &LandVsSeaAction,
        viewer: Viewer,
    ) -> LandVsSeaActionView {
        self.render_action(seat, action, viewer)
    }

    fn describe(_seat: Seat, view: &Self::ActionView) -> String {
        view.describe()
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let standings: Vec<crate::engine::Standing> = (0..self.side_count())
            .map(|side| crate::engine::Standing {
                side: Self::role_of_side(side).name().to_string(),
                seats: self.side_seats(side),
                score: self.ledgers[side].total(),
                breakdown: self.ledgers[side].parts(),
            })
            .collect();
        let winners = scoring::winners(&standings, self.rules);
        Some(Outcome { standings, winners })
    }

    fn sides(&self) -> Vec<Vec<Seat>> {
        (0..self.side_count()).map(|s| self.side_seats(s)).collect()
    }

    fn player_count(&self) -> usize {
        usize::from(self.players)
    }
}
