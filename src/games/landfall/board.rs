//! The island: stacks of tiles on hex cells, with the volcanoes and oasis chips on top.

use super::hex::{LandfallColour, LandfallHex};

/// The most tiles one stack can hold: the colour bitmask is a `u64`. Both supplies plus the
/// largest custom island hold 44 tiles, so no legal game comes near it.
pub const MAX_STACK: u8 = 64;

/// One non-water cell. Water cells are simply absent, so two boards are equal exactly when they
/// look the same (the no-revert rule compares boards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    pub at: LandfallHex,
    /// Number of tiles: the cell's level.
    pub height: u8,
    /// Bit `i` is set when the tile at level `i + 1` is beige (bottom tile is bit 0).
    beige: u64,
    pub volcano: Option<LandfallColour>,
    pub oasis: Option<LandfallColour>,
}

impl Cell {
    fn new(at: LandfallHex) -> Self {
        Cell {
            at,
            height: 0,
            beige: 0,
            volcano: None,
            oasis: None,
        }
    }

    /// The colour of the tile at `level` (1 = bottom).
    pub fn tile(&self, level: u8) -> LandfallColour {
        if self.beige >> (level - 1) & 1 == 1 {
            LandfallColour::Beige
        } else {
            LandfallColour::Green
        }
    }

    pub fn top(&self) -> LandfallColour {
        self.tile(self.height)
    }

    /// Tiles bottom to top.
    pub fn tiles(&self) -> impl Iterator<Item = LandfallColour> + '_ {
        (1..=self.height).map(|level| self.tile(level))
    }

    /// Covered by a volcano or an oasis chip: such a cell may not be built on, dug or thrown.
    pub fn is_covered(&self) -> bool {
        self.volcano.is_some() || self.oasis.is_some()
    }

    /// The colour a formation sees: an oasis makes the cell neutral.
    pub fn formation_colour(&self) -> Option<LandfallColour> {
        if self.oasis.is_some() {
            None
        } else {
            Some(self.top())
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    /// Non-water cells sorted by coordinate.
    cells: Vec<Cell>,
}

impl Board {
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn get(&self, at: LandfallHex) -> Option<&Cell> {
        self.cells
            .binary_search_by(|c| c.at.cmp(&at))
            .ok()
            .map(|i| &self.cells[i])
    }

    fn get_mut(&mut self, at: LandfallHex) -> Option<&mut Cell> {
        self.cells
            .binary_search_by(|c| c.at.cmp(&at))
            .ok()
            .map(|i| &mut self.cells[i])
    }

    /// The cell's level; water is level 0.
    pub fn level(&self, at: LandfallHex) -> u8 {
        self.get(at).map_or(0, |c| c.height)
    }

    pub fn volcano(&self, at: LandfallHex) -> Option<LandfallColour> {
        self.get(at).and_then(|c| c.volcano)
    }

    pub fn is_covered(&self, at: LandfallHex) -> bool {
        self.get(at).is_some_and(Cell::is_covered)
    }

    pub fn touches_water(&self, at: LandfallHex) -> bool {
        at.neighbours().any(|n| self.level(n) == 0)
    }

    pub fn push_tile(&mut self, at: LandfallHex, colour: LandfallColour) {
        let index = match self.cells.binary_search_by(|c| c.at.cmp(&at)) {
            Ok(i) => i,
            Err(i) => {
                self.cells.insert(i, Cell::new(at));
                i
            }
        };
        let cell = &mut self.cells[index];
        assert!(cell.height < MAX_STACK, "stack overflow at {at:?}");
        if colour == LandfallColour::Beige {
            cell.beige |= 1 << cell.height;
        } else {
            cell.beige &= !(1 << cell.height);
        }
        cell.height += 1;
    }

    /// Takes the top tile off; a stack that empties becomes water. Callers never pop a covered
    /// cell, so no volcano or chip is ever left floating.
    pub fn pop_tile(&mut self, at: LandfallHex) -> Option<LandfallColour> {
        let index = self.cells.binary_search_by(|c| c.at.cmp(&at)).ok()?;
        let cell = &mut self.cells[index];
        debug_assert!(!cell.is_covered());
        let colour = cell.top();
        cell.height -= 1;
        cell.beige &= !(1 << cell.height);
        if cell.height == 0 {
            self.cells.remove(index);
        }
        Some(colour)
    }

    /// Puts or clears a volcano on a non-water cell.
    pub fn set_volcano(&mut self, at: LandfallHex, volcano: Option<LandfallColour>) {
        self.get_mut(at).expect("volcanoes sit on tiles").volcano = volcano;
    }

    pub fn set_oasis(&mut self, at: LandfallHex, oasis: Option<LandfallColour>) {
        self.get_mut(at).expect("oasis chips sit on tiles").oasis = oasis;
    }

    pub fn volcanoes_of(&self, colour: LandfallColour) -> impl Iterator<Item = LandfallHex> + '_ {
        self.cells
            .iter()
            .filter(move |c| c.volcano == Some(colour))
            .map(|c| c.at)
    }

    pub fn count_volcanoes(&self, colour: LandfallColour) -> usize {
        self.volcanoes_of(colour).count()
    }

    pub fn count_oases(&self, colour: LandfallColour) -> usize {
        self.cells
            .iter()
            .filter(|c| c.oasis == Some(colour))
            .count()
    }

    pub fn count_tiles(&self, colour: LandfallColour) -> usize {
        self.cells
            .iter()
            .flat_map(|c| c.tiles())
            .filter(|&t| t == colour)
            .count()
    }
}
