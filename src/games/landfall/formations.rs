//! Detecting the three formations around a volcano.

use super::actions::LandfallFormation;
use super::board::Board;
use super::hex::{LandfallColour, LandfallHex};

/// Connected same-level cells needed for a plain.
pub const PLAIN_SIZE: usize = 6;
/// Tiles needed in a mountain's stack.
pub const MOUNTAIN_HEIGHT: u8 = 4;
/// Strictly higher neighbours needed around a valley.
pub const VALLEY_WALLS: usize = 5;

/// Whether `colour`'s volcano at `at` completes `formation`. The volcano must sit on a tile of
/// its colour with no oasis chip (an oasis makes the tile neutral).
pub fn completes(
    board: &Board,
    at: LandfallHex,
    colour: LandfallColour,
    formation: LandfallFormation,
) -> bool {
    let Some(cell) = board.get(at) else {
        return false;
    };
    if cell.volcano != Some(colour) || cell.formation_colour() != Some(colour) {
        return false;
    }
    match formation {
        LandfallFormation::Mountain => cell.height >= MOUNTAIN_HEIGHT,
        LandfallFormation::Valley => {
            at.neighbours()
                .filter(|&n| board.level(n) > cell.height)
                .count()
                >= VALLEY_WALLS
        }
        LandfallFormation::Plain => plain_size(board, at, colour, cell.height) >= PLAIN_SIZE,
    }
}

/// Size of the connected group of same-level, `colour`-topped, chip-free cells around `start`
/// (volcanoes do not break a plain: the tile under them keeps its colour). Stops counting once
/// a plain is certain.
fn plain_size(board: &Board, start: LandfallHex, colour: LandfallColour, level: u8) -> usize {
    let mut group = vec![start];
    let mut next = 0;
    while next < group.len() && group.len() < PLAIN_SIZE {
        let at = group[next];
        next += 1;
        for n in at.neighbours() {
            let belongs = board
                .get(n)
                .is_some_and(|c| c.height == level && c.formation_colour() == Some(colour));
            if belongs && !group.contains(&n) {
                group.push(n);
            }
        }
    }
    group.len()
}
