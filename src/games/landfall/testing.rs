//! Exact positions for scenario tests and benchmarks.

use super::actions::LandfallFormation;
use super::hex::{LandfallColour, LandfallHex};
use super::options::{OASIS_CHIPS_PER_PLAYER, STARTING_TILES, VOLCANOES_PER_PLAYER};
use super::state::{Landfall, Phase, Supply};

/// Builds a position: an empty sea, green to take the first action of a turn, full supplies.
/// Volcanoes and oasis chips placed come out of their owner's supply.
#[derive(Clone, Debug)]
pub struct LandfallBuilder {
    state: Landfall,
}

impl Default for LandfallBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl LandfallBuilder {
    pub fn new() -> Self {
        let supply = Supply {
            tiles: STARTING_TILES,
            volcanoes: VOLCANOES_PER_PLAYER,
            oasis_chips: OASIS_CHIPS_PER_PLAYER,
            claimed: [false; 3],
            claim_sites: [None; 3],
            tiles_in_game: 0,
        };
        LandfallBuilder {
            state: Landfall {
                board: Default::default(),
                supplies: [supply; 2],
                current: LandfallColour::Green,
                phase: Phase::Actions { taken: 0 },
                turn: 1,
                last_turn_board: [None, None],
                empty_turns_in_row: 0,
                forced_landing_this_turn: false,
            },
        }
    }

    /// A stack at `(q, r)`, tiles written bottom to top as `g` (green) and `b` (beige).
    pub fn stack(mut self, q: i32, r: i32, tiles: &str) -> Self {
        for t in tiles.chars() {
            let colour = match t {
                'g' => LandfallColour::Green,
                'b' => LandfallColour::Beige,
                other => panic!("unknown tile {other:?}"),
            };
            self.state.board.push_tile(LandfallHex::new(q, r), colour);
        }
        self
    }

    pub fn volcano(mut self, q: i32, r: i32, colour: LandfallColour) -> Self {
        let at = LandfallHex::new(q, r);
        assert!(
            self.state.board.volcano(at).is_none(),
            "one volcano per cell"
        );
        self.state.board.set_volcano(at, Some(colour));
        self.state.supply_mut(colour).volcanoes -= 1;
        self
    }

    pub fn oasis(mut self, q: i32, r: i32, colour: LandfallColour) -> Self {
        self.state
            .board
            .set_oasis(LandfallHex::new(q, r), Some(colour));
        self.state.supply_mut(colour).oasis_chips -= 1;
        self
    }

    pub fn claimed(mut self, colour: LandfallColour, formation: LandfallFormation) -> Self {
        self.state.supply_mut(colour).claimed[formation.index()] = true;
        self
    }

    pub fn tiles_in_hand(mut self, colour: LandfallColour, tiles: u8) -> Self {
        self.state.supply_mut(colour).tiles = tiles;
        self
    }

    pub fn to_move(mut self, colour: LandfallColour) -> Self {
        self.state.current = colour;
        self
    }

    pub fn actions_taken(mut self, taken: u8) -> Self {
        self.state.phase = Phase::Actions { taken };
        self
    }

    /// Records the board as it stands now as `colour`'s board at the end of their previous turn.
    pub fn previous_turn_board_is_current(mut self, colour: LandfallColour) -> Self {
        self.state.last_turn_board[colour.index()] = Some(self.state.board.clone());
        self
    }

    pub fn build(mut self) -> Landfall {
        for colour in LandfallColour::BOTH {
            let on_board = self.state.board.count_tiles(colour) as u8;
            let supply = self.state.supply_mut(colour);
            supply.tiles_in_game = supply.tiles + on_board;
        }
        self.state.release();
        self.state
    }
}
