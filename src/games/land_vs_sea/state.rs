//! The game state: tiles in hands and stacks, the map, the sides' ledgers and the step of the
//! turn, and a fresh game before the draft.

use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;

use super::LandVsSeaOptions;
use super::board::{Board, Cell};
use super::components::{ActionIcon, TileSet};
use crate::engine::Seat;

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
    pub(super) tile: u8,
    pub(super) up: u8,
    /// Stolen during the current turn, so it may not be played before the next one.
    pub(super) stolen: bool,
}

/// Where a Waypoint lies: a region of a placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WaypointSpot {
    pub(super) placed: u8,
    pub(super) region: u8,
}

/// Points a side has earned, by source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Ledger {
    pub(super) areas: i64,
    pub(super) bonus: i64,
    pub(super) waypoints: i64,
    pub(super) chains: i64,
    pub(super) trade_adjacency: i64,
    pub(super) trade_routes: i64,
}

impl Ledger {
    pub(super) fn total(&self) -> i64 {
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
    pub(super) seat: u8,
    /// The Play Again or Steal icon of the regular tile just placed, not yet resolved.
    pub(super) pending_icon: Option<ActionIcon>,
    /// Holes the last placement made, while the Volcano/Whirlpool tile is still unused.
    pub(super) holes: Vec<(Cell, bool)>,
    pub(super) waypoint_offered: bool,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandVsSea {
    pub(super) set: Arc<TileSet>,
    pub(super) players: u8,
    pub(super) options: LandVsSeaOptions,
    pub(super) board: Board,
    /// The two stacks; the top is the last element.
    pub(super) stacks: [Vec<HeldTile>; 2],
    pub(super) hands: Vec<Vec<HeldTile>>,
    /// Per seat: whether it owns a Waypoint, and where it lies if on the map.
    pub(super) has_waypoint: Vec<bool>,
    pub(super) waypoints: Vec<Option<WaypointSpot>>,
    pub(super) special_used: bool,
    pub(super) ledgers: Vec<Ledger>,
    pub(super) phase: Phase,
    pub(super) turn: Turn,
}

pub(super) const MAX_HAND: usize = 2;

impl LandVsSea {
    pub(super) fn roles(players: u8) -> Vec<LandVsSeaRole> {
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

    pub(super) fn side_count(&self) -> usize {
        if self.players == 3 { 3 } else { 2 }
    }

    pub(super) fn side_seats(&self, side: usize) -> Vec<Seat> {
        (0..usize::from(self.players))
            .filter(|&s| self.side_of(s) == side)
            .map(Seat::from)
            .collect()
    }

    pub(super) fn effective_options(players: usize, options: LandVsSeaOptions) -> LandVsSeaOptions {
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
    pub(super) fn empty(set: Arc<TileSet>, players: usize, options: LandVsSeaOptions) -> LandVsSea {
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
