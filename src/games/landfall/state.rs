//! The game state and its turn structure.

use crate::engine::{OptionsError, Seat, Setup};

use super::actions::LandfallFormation;
use super::board::Board;
use super::components::{CUSTOM_ISLAND_TILES_PER_COLOUR, STANDARD_ISLAND, validate_island};
use super::formations;
use super::hex::{LandfallColour, LandfallHex};
use super::options::{
    LandfallOptions, OASIS_CHIPS_PER_PLAYER, STARTING_TILES, VOLCANOES_PER_PLAYER,
};

/// What one player holds off the island.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Supply {
    pub tiles: u8,
    pub volcanoes: u8,
    pub oasis_chips: u8,
    pub claimed: [bool; 3],
    /// Where each claimed formation's oasis chip lies (by formation index): the clients draw the
    /// claim there. Oasis chips never move, so the cell stays the claim's for the whole game.
    pub claim_sites: [Option<LandfallHex>; 3],
    /// Tiles of this colour in the game (hand plus island), fixed at setup; for the
    /// conservation invariant.
    pub tiles_in_game: u8,
}

impl Supply {
    pub fn claims(&self) -> usize {
        self.claimed.iter().filter(|&&c| c).count()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The current player takes actions; `taken` of their two are done.
    Actions { taken: u8 },
    /// The current player has no volcano on the island and nowhere to land: the opponent
    /// places one for them before they continue with action `taken + 1`.
    ForcedLanding { taken: u8 },
    /// Actions are done: the current player may claim formations, then ends the turn.
    Claims {
        /// Took at least one action (a turn with no action and no claim is an empty turn).
        acted: bool,
        /// Passed: exempt from the no-revert rule, having had no legal way to change the board.
        passed: bool,
        claimed: bool,
    },
    /// The game has ended; `winner` is `None` for a draw.
    Over { winner: Option<LandfallColour> },
}

/// A Landfall game in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Landfall {
    pub(super) board: Board,
    pub(super) supplies: [Supply; 2],
    pub(super) current: LandfallColour,
    pub(super) phase: Phase,
    /// Turns begun, from 1.
    pub(super) turn: u32,
    /// Each player's board at the end of their previous turn (the no-revert rule).
    pub(super) last_turn_board: [Option<Board>; 2],
    /// Consecutive turns in which nothing happened (no action, no claim, no forced landing);
    /// two in a row (one per player) means neither can ever act again, and the game is drawn.
    pub(super) empty_turns_in_row: u8,
    /// The opponent force-landed a volcano for the current player this turn: the board changed,
    /// so the turn is not empty even if the player then had to pass.
    pub(super) forced_landing_this_turn: bool,
}

/// Two empty turns in a row end the game in a draw.
pub const EMPTY_TURNS_FOR_DRAW: u8 = 2;

impl Landfall {
    pub(super) fn setup(setup: &Setup<LandfallOptions>) -> Result<Self, OptionsError> {
        if setup.players != 2 {
            return Err(OptionsError::player_count(
                &<Landfall as crate::engine::Game>::INFO,
                setup.players,
            ));
        }
        let options = &setup.options;
        let board = match &options.custom_island {
            None => validate_island(&STANDARD_ISLAND, 4).expect("standard island is valid"),
            Some(stacks) => validate_island(stacks, CUSTOM_ISLAND_TILES_PER_COLOUR)
                .map_err(|e| OptionsError::new(e.code, e.message))?,
        };
        let mut hand = [STARTING_TILES; 2];
        if let Some(handicap) = &options.handicap {
            if handicap.tiles_removed > STARTING_TILES {
                return Err(OptionsError::new(
                    "invalid_handicap",
                    format!(
                        "a handicap removes at most {STARTING_TILES} tiles, not {}",
                        handicap.tiles_removed
                    ),
                ));
            }
            hand[handicap.colour.index()] -= handicap.tiles_removed;
        }
        let supplies = LandfallColour::BOTH.map(|colour| Supply {
            tiles: hand[colour.index()],
            volcanoes: VOLCANOES_PER_PLAYER,
            oasis_chips: OASIS_CHIPS_PER_PLAYER,
            claimed: [false; 3],
            claim_sites: [None; 3],
            tiles_in_game: hand[colour.index()] + board.count_tiles(colour) as u8,
        });
        let mut state = Landfall {
            board,
            supplies,
            current: LandfallColour::Green,
            phase: Phase::Actions { taken: 0 },
            turn: 1,
            last_turn_board: [None, None],
            empty_turns_in_row: 0,
            forced_landing_this_turn: false,
        };
        state.release();
        Ok(state)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn current(&self) -> LandfallColour {
        self.current
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn supply(&self, colour: LandfallColour) -> &Supply {
        &self.supplies[colour.index()]
    }

    pub(super) fn supply_mut(&mut self, colour: LandfallColour) -> &mut Supply {
        &mut self.supplies[colour.index()]
    }

    /// The seat that must act now, if any.
    pub fn seat_to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Actions { .. } | Phase::Claims { .. } => Some(self.current.seat()),
            Phase::ForcedLanding { .. } => Some(self.current.other().seat()),
            Phase::Over { .. } => None,
        }
    }

    /// Stacks `colour` may land a volcano on: level 1 or 2, topped by their colour, touching
    /// water, no volcano or oasis chip.
    pub fn landing_spots(&self, colour: LandfallColour) -> impl Iterator<Item = LandfallHex> + '_ {
        self.board
            .cells()
            .iter()
            .filter(move |c| {
                (1..=2).contains(&c.height)
                    && c.top() == colour
                    && !c.is_covered()
                    && self.board.touches_water(c.at)
            })
            .map(|c| c.at)
    }

    /// Stacks the opponent may force a volcano onto: any stack without a volcano or oasis chip.
    pub fn forced_landing_spots(&self) -> impl Iterator<Item = LandfallHex> + '_ {
        self.board
            .cells()
            .iter()
            .filter(|c| !c.is_covered())
            .map(|c| c.at)
    }

    /// Formations `colour` could claim right now, volcano by volcano.
    pub fn available_claims(
        &self,
        colour: LandfallColour,
    ) -> impl Iterator<Item = (LandfallHex, LandfallFormation)> + '_ {
        let claimed = self.supply(colour).claimed;
        self.board.volcanoes_of(colour).flat_map(move |at| {
            LandfallFormation::ALL
                .into_iter()
                .filter(move |f| !claimed[f.index()])
                .filter(move |&f| formations::completes(&self.board, at, colour, f))
                .map(move |f| (at, f))
        })
    }

    /// Whether the current player could end the turn with this board: it differs from their
    /// board at the end of their previous turn, or a claim (which always changes the board)
    /// is open to them.
    pub(super) fn turn_can_end(&self) -> bool {
        match &self.last_turn_board[self.current.index()] {
            Some(previous) => {
                *previous != self.board || self.available_claims(self.current).next().is_some()
            }
            None => true,
        }
    }

    /// Moves into a forced landing when the current player must land but cannot.
    pub(super) fn release(&mut self) {
        if let Phase::Actions { taken } = self.phase {
            let stranded = self.board.count_volcanoes(self.current) == 0
                && self.landing_spots(self.current).next().is_none()
                && self.forced_landing_spots().next().is_some();
            if stranded {
                self.phase = Phase::ForcedLanding { taken };
            }
        }
    }

    /// Number of cells that differ between the board and `colour`'s previous end-of-turn board,
    /// capped at `cap + 1`. One action changes at most three cells, so a larger difference means
    /// no single action can bring the board back.
    pub(super) fn cells_differing_from_last_turn(
        &self,
        colour: LandfallColour,
        cap: usize,
    ) -> usize {
        let Some(previous) = &self.last_turn_board[colour.index()] else {
            return usize::MAX;
        };
        let (a, b) = (self.board.cells(), previous.cells());
        let (mut i, mut j, mut diff) = (0, 0, 0);
        while (i < a.len() || j < b.len()) && diff <= cap {
            match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) if x.at == y.at => {
                    diff += usize::from(x != y);
                    i += 1;
                    j += 1;
                }
                (Some(x), Some(y)) if x.at < y.at => {
                    diff += 1;
                    i += 1;
                }
                (Some(_), None) => {
                    diff += 1;
                    i += 1;
                }
                _ => {
                    diff += 1;
                    j += 1;
                }
            }
        }
        diff
    }
}
