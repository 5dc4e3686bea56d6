//! Land vs Sea: players place double-sided hex tiles to complete land and sea areas.
//!
//! See docs/rules/land-vs-sea.md for the rules as implemented and every ruling.

mod actions;
mod apply;
mod board;
mod components;
mod legal;
mod scoring;
mod testing;
mod view;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::{
    Game, GameInfo, GameRng, OptionsError, Outcome, RuleError, Seat, Setup, Viewer,
};

pub use actions::{LandVsSeaAction, LandVsSeaActionView, LandVsSeaFaceChoice};
use board::{Board, Cell, Placed};
use components::{ActionIcon, STANDARD, START_TILE, TileSet};
pub use testing::LandVsSeaScenario;
pub use view::*;

/// Which additional scoring options are in play. The 3-player game always uses Mountain & Coral
/// and Caravan & Ship (the rulebook's 3-player mode is built on them); Waypoints stay optional.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct LandVsSeaOptions {
    /// Mountain & Coral chains score when connected.
    pub mountain_coral: bool,
    /// Caravan & Ship: 2 points for placing next to another, Trade Routes at the end.
    pub caravan_ship: bool,
    /// Each Land and Sea player has a Waypoint to place.
    pub waypoints: bool,
}

/// A side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaRole {
    Land,
    Sea,
    Cartographer,
}

impl LandVsSeaRole {
    pub fn name(self) -> &'static str {
        match self {
            LandVsSeaRole::Land => "Land",
            LandVsSeaRole::Sea => "Sea",
            LandVsSeaRole::Cartographer => "Cartographer",
        }
    }
}

/// One tile held in a hand or lying in a stack; `up` is the face everybody sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HeldTile {
    tile: u8,
    up: u8,
    /// Stolen during the current turn, so it may not be played before the next one.
    stolen: bool,
}

/// Where a Waypoint lies: a region of a placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WaypointSpot {
    placed: u8,
    region: u8,
}

/// Points a side has earned, by source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Ledger {
    areas: i64,
    bonus: i64,
    waypoints: i64,
    chains: i64,
    trade_adjacency: i64,
    trade_routes: i64,
}

impl Ledger {
    fn total(&self) -> i64 {
        self.areas
            + self.bonus
            + self.waypoints
            + self.chains
            + self.trade_adjacency
            + self.trade_routes
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Setup: `seat` takes a tile from either stack.
    Draft {
        seat: u8,
    },
    /// The current player places a tile (first, or after Play Again).
    Place,
    /// The current player fills a hole with the Volcano/Whirlpool tile.
    Special,
    /// The current player steals a tile.
    Steal,
    /// The current player may place their Waypoint.
    Waypoint,
    /// The current player draws back up to 2 tiles, one at a time.
    Draw,
    Over,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Turn {
    seat: u8,
    /// The Play Again or Steal icon of the regular tile just placed, not yet resolved.
    pending_icon: Option<ActionIcon>,
    /// Holes the last placement made, while the Volcano/Whirlpool tile is still unused.
    holes: Vec<(Cell, bool)>,
    waypoint_offered: bool,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandVsSea {
    set: Arc<TileSet>,
    players: u8,
    options: LandVsSeaOptions,
    board: Board,
    /// The two stacks; the top is the last element.
    stacks: [Vec<HeldTile>; 2],
    hands: Vec<Vec<HeldTile>>,
    /// Per seat: whether it owns a Waypoint, and where it lies if on the map.
    has_waypoint: Vec<bool>,
    waypoints: Vec<Option<WaypointSpot>>,
    special_used: bool,
    ledgers: Vec<Ledger>,
    phase: Phase,
    turn: Turn,
}

const MAX_HAND: usize = 2;

impl LandVsSea {
    fn roles(players: u8) -> Vec<LandVsSeaRole> {
        use LandVsSeaRole::*;
        match players {
            2 => vec![Land, Sea],
            3 => vec![Land, Sea, Cartographer],
            _ => vec![Land, Sea, Land, Sea],
        }
    }

    pub(crate) fn side_of(&self, seat: usize) -> usize {
        if self.players == 4 { seat % 2 } else { seat }
    }

    fn side_count(&self) -> usize {
        if self.players == 3 { 3 } else { 2 }
    }

    fn side_seats(&self, side: usize) -> Vec<Seat> {
        (0..usize::from(self.players))
            .filter(|&s| self.side_of(s) == side)
            .map(Seat::from)
            .collect()
    }

    fn effective_options(players: usize, options: LandVsSeaOptions) -> LandVsSeaOptions {
        if players == 3 {
            LandVsSeaOptions {
                mountain_coral: true,
                caravan_ship: true,
                ..options
            }
        } else {
            options
        }
    }

    /// A fresh game from `set`, before the draft. Used by `new` and by scenario builders.
    fn empty(set: Arc<TileSet>, players: usize, options: LandVsSeaOptions) -> LandVsSea {
        let options = Self::effective_options(players, options);
        let has_waypoint: Vec<bool> = (0..players)
            .map(|s| options.waypoints && (players == 4 || s < 2))
            .collect();
        let mut game = LandVsSea {
            set,
            players: players as u8,
            options,
            board: Board::default(),
            stacks: [Vec::new(), Vec::new()],
            hands: vec![Vec::new(); players],
            waypoints: vec![None; players],
            has_waypoint,
            special_used: false,
            ledgers: Vec::new(),
            phase: Phase::Draft { seat: 0 },
            turn: Turn::default(),
        };
        game.ledgers = vec![Ledger::default(); game.side_count()];
        game
    }
}

impl Game for LandVsSea {
    type Options = LandVsSeaOptions;
    type Action = LandVsSeaAction;
    type ActionView = LandVsSeaActionView;
    type View = LandVsSeaView;

    const INFO: GameInfo = GameInfo {
        id: "land-vs-sea",
        name: "Land vs Sea",
        rules_version: "1",
        min_players: 2,
        max_players: 4,
    };

    fn new(setup: &Setup<Self::Options>) -> Result<Self, OptionsError> {
        if !(Self::INFO.min_players..=Self::INFO.max_players).contains(&setup.players) {
            return Err(OptionsError::player_count(&Self::INFO, setup.players));
        }
        let set = Arc::clone(&STANDARD);
        let mut game = LandVsSea::empty(Arc::clone(&set), setup.players, setup.options);
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
        self.legal_for_current()
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

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let roles = Self::roles(self.players);
        let standings: Vec<crate::engine::Standing> = (0..self.side_count())
            .map(|side| crate::engine::Standing {
                side: roles[side].name().to_string(),
                seats: self.side_seats(side),
                score: self.ledgers[side].total(),
            })
            .collect();
        let best = standings.iter().map(|s| s.score).max().unwrap_or(0);
        let leaders: Vec<&crate::engine::Standing> =
            standings.iter().filter(|s| s.score == best).collect();
        let winners = if leaders.len() == 1 {
            leaders[0].seats.clone()
        } else {
            Vec::new()
        };
        Some(Outcome { standings, winners })
    }

    fn sides(&self) -> Vec<Vec<Seat>> {
        (0..self.side_count()).map(|s| self.side_seats(s)).collect()
    }

    fn player_count(&self) -> usize {
        usize::from(self.players)
    }
}
