//! The game state: tiles in hands and stacks, the map, the sides' ledgers and the step of the
//! turn, and a fresh game before the draft.

use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;

use super::LandVsSeaOptions;
use super::board::{Board, Cell};
use super::components::{ActionIcon, TileSet};
use super::rules::LandVsSeaRules;
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
    /// The categories of the score table, in its order, for a final result's breakdown.
    pub(super) fn parts(&self) -> Vec<crate::engine::ScorePart> {
        use crate::engine::ScorePart;
        vec![
            ScorePart::new("Areas", self.areas),
            ScorePart::new("Bonus icons", self.bonus),
            ScorePart::new("Waypoints", self.waypoints),
            ScorePart::new("Chains", self.chains),
            ScorePart::new("Trade neighbours", self.trade_adjacency),
            ScorePart::new("Trade routes", self.trade_routes),
        ]
    }

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

/// How the actions `apply` takes (and `legal_actions` lists) name a placed tile's regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RegionNames {
    /// By index in the component table: the log of rules versions 1 and 2. Faces that look
    /// alike may list their regions in different orders, so players are never shown these
    /// names while the game runs (`Game::shown_legal_actions`, `Game::logged_action`).
    Table,
    /// By rank on the map (`Rotated::by_look`), which depends only on what the table shows:
    /// the log from rules version 3, and what every player is shown and sends.
    Look,
}

/// The whole game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LandVsSea {
    pub(super) rules: LandVsSeaRules,
    /// The rules version's names for regions, except in a computer player's imagined game,
    /// which is searched with the names its seat is shown (`RegionNames::Look`).
    pub(super) region_names: RegionNames,
    pub(super) set: Arc<TileSet>,
    pub(super) players: u8,
    /// The seats in turn order, as they sit at the table. The rulebook seats the roles in a
    /// fixed order (Land first, who also starts; see `side_of`), so this seating is the roles'
    /// draw: seat order itself under rules version 1, drawn from the seed from version 2.
    pub(super) table: Vec<u8>,
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
    /// The role of a side: side 0 is Land, 1 Sea, 2 the Cartographer.
    pub(super) fn role_of_side(side: usize) -> LandVsSeaRole {
        [
            LandVsSeaRole::Land,
            LandVsSeaRole::Sea,
            LandVsSeaRole::Cartographer,
        ][side]
    }

    /// Where `seat` sits in turn order.
    fn position_of(&self, seat: usize) -> usize {
        self.table
            .iter()
            .position(|&s| usize::from(s) == seat)
            .expect("every seat sits at the table")
    }

    /// The side (team) a seat plays for, from where it sits: the rulebook seats players "Land >
    /// Sea > Cartographer" and, in teams, "Land > Sea > Land > Sea".
    pub(crate) fn side_of(&self, seat: usize) -> usize {
        let position = self.position_of(seat);
        if self.players == 4 {
            position % 2
        } else {
            position
        }
    }

    /// The seats after `seat` in turn order, ending with `seat` itself.
    pub(super) fn seats_after(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let from = self.position_of(usize::from(seat));
        let n = self.table.len();
        (1..=n).map(move |k| self.table[(from + k) % n])
    }

    /// The seat that starts: the (first) Land player.
    pub(super) fn first_seat(&self) -> u8 {
        self.table[0]
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

    /// A fresh game from `set`, before the draft, with the seats sitting in `table` order. Used
    /// by `new` and by scenario builders.
    pub(super) fn empty(
        set: Arc<TileSet>,
        rules: LandVsSeaRules,
        table: Vec<u8>,
        options: LandVsSeaOptions,
    ) -> LandVsSea {
        let players = table.len();
        let options = Self::effective_options(players, options);
        let mut game = LandVsSea {
            rules,
            region_names: if rules.names_regions_by_look() {
                RegionNames::Look
            } else {
                RegionNames::Table
            },
            set,
            players: players as u8,
            table,
            options,
            board: Board::default(),
            stacks: [Vec::new(), Vec::new()],
            hands: vec![Vec::new(); players],
            waypoints: vec![None; players],
            has_waypoint: Vec::new(),
            special_used: false,
            ledgers: Vec::new(),
            phase: Phase::Draft { seat: 0 },
            turn: Turn::default(),
        };
        game.phase = Phase::Draft {
            seat: game.first_seat(),
        };
        game.ledgers = vec![Ledger::default(); game.side_count()];
        // Land and Sea players have a Waypoint; the Cartographer has none.
        game.has_waypoint = (0..players)
            .map(|s| options.waypoints && game.side_of(s) < 2)
            .collect();
        game
    }
}
