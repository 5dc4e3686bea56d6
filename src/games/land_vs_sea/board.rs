//! The hex map: axial coordinates, placed tiles in placement order, and a cell index.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::components::{Rotated, TileSet};
use crate::engine::Seat;

/// Axial offsets of the 6 directions: E, NE, NW, W, SW, SE.
pub const DIRS: [(i8, i8); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

pub fn opposite(d: usize) -> usize {
    (d + 3) % 6
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub q: i8,
    pub r: i8,
}

impl Cell {
    pub const ORIGIN: Cell = Cell { q: 0, r: 0 };

    /// A cell from API coordinates; `None` when no tile could ever be there (the map spans at
    /// most 60 tiles from the origin).
    pub fn from_api(q: i32, r: i32) -> Option<Cell> {
        let q = i8::try_from(q).ok().filter(|v| v.unsigned_abs() <= 100)?;
        let r = i8::try_from(r).ok().filter(|v| v.unsigned_abs() <= 100)?;
        Some(Cell { q, r })
    }

    pub fn step(self, d: usize) -> Cell {
        Cell {
            q: self.q + DIRS[d].0,
            r: self.r + DIRS[d].1,
        }
    }

    fn key(self) -> u16 {
        u16::from_le_bytes([self.q as u8, self.r as u8])
    }
}

/// Multiplicative hashing of a 16-bit cell key: the default SipHash is many times slower here.
#[derive(Default)]
pub struct CellHasher(u64);

impl Hasher for CellHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u16(&mut self, v: u16) {
        self.0 = u64::from(v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub cell: Cell,
    pub tile: u8,
    pub face: u8,
    pub rot: u8,
    /// Who placed it; `None` for the starting tile and tiles set up by a scenario.
    pub placer: Option<Seat>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    pub tiles: Vec<Placed>,
    index: HashMap<u16, u8, BuildHasherDefault<CellHasher>>,
}

impl Board {
    pub fn at(&self, cell: Cell) -> Option<usize> {
        self.index.get(&cell.key()).map(|&i| usize::from(i))
    }

    pub fn is_empty_cell(&self, cell: Cell) -> bool {
        !self.index.contains_key(&cell.key())
    }

    pub fn push(&mut self, placed: Placed) -> usize {
        let i = self.tiles.len();
        self.index.insert(placed.cell.key(), i as u8);
        self.tiles.push(placed);
        i
    }

    pub fn rotated<'a>(&self, set: &'a TileSet, i: usize) -> &'a Rotated {
        let p = &self.tiles[i];
        &set.face(p.tile, p.face).rotations[usize::from(p.rot)]
    }

    /// Placed neighbours of `cell`, by direction.
    pub fn neighbours(&self, cell: Cell) -> [Option<usize>; 6] {
        std::array::from_fn(|d| self.at(cell.step(d)))
    }

    pub fn surrounded(&self, cell: Cell) -> bool {
        (0..6).all(|d| !self.is_empty_cell(cell.step(d)))
    }

    pub fn is_open(&self, i: usize) -> bool {
        !self.surrounded(self.tiles[i].cell)
    }

    /// What an empty cell must match: `(touched, land)` bit-masks by direction, where `touched`
    /// marks directions with a placed neighbour and `land` the ones whose facing edge is land.
    pub fn constraint(&self, set: &TileSet, cell: Cell) -> (u8, u8) {
        let mut touched = 0u8;
        let mut land = 0u8;
        for d in 0..6 {
            if let Some(n) = self.at(cell.step(d)) {
                touched |= 1 << d;
                if self.rotated(set, n).land & (1 << opposite(d)) != 0 {
                    land |= 1 << d;
                }
            }
        }
        (touched, land)
    }

    /// Every empty cell next to the map, with its constraint, in a stable order.
    pub fn frontier(&self, set: &TileSet) -> Vec<(Cell, u8, u8)> {
        let mut cells: Vec<Cell> = Vec::with_capacity(self.tiles.len() * 3);
        for p in &self.tiles {
            for d in 0..6 {
                let n = p.cell.step(d);
                if self.is_empty_cell(n) {
                    cells.push(n);
                }
            }
        }
        cells.sort_unstable();
        cells.dedup();
        cells
            .into_iter()
            .map(|c| {
                let (touched, land) = self.constraint(set, c);
                (c, touched, land)
            })
            .collect()
    }

    /// Empty neighbours of `cell` that are now holes: all 6 sides placed, all one terrain.
    /// Returns each hole with `true` for a land hole.
    pub fn holes_around(&self, set: &TileSet, cell: Cell) -> Vec<(Cell, bool)> {
        let mut holes = Vec::new();
        for d in 0..6 {
            let n = cell.step(d);
            if !self.is_empty_cell(n) {
                continue;
            }
            let (touched, land) = self.constraint(set, n);
            if touched == 0x3F && (land == 0 || land == 0x3F) {
                holes.push((n, land == 0x3F));
            }
        }
        holes
    }
}

/// A placement fits when every edge touching a placed tile shows the same terrain.
pub fn fits(rotated: &Rotated, touched: u8, land: u8) -> bool {
    touched != 0 && (rotated.land ^ land) & touched == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::land_vs_sea::components::{STANDARD, START_TILE};

    fn start_only() -> Board {
        let mut board = Board::default();
        board.push(Placed {
            cell: Cell::ORIGIN,
            tile: START_TILE,
            face: 0,
            rot: 0,
            placer: None,
        });
        board
    }

    #[test]
    fn steps_and_opposites_are_inverse() {
        for d in 0..6 {
            assert_eq!(Cell::ORIGIN.step(d).step(opposite(d)), Cell::ORIGIN);
        }
        // Consecutive directions are neighbours of each other (the ring around a cell).
        for d in 0..6 {
            let a = Cell::ORIGIN.step(d);
            let b = Cell::ORIGIN.step((d + 1) % 6);
            assert!((0..6).any(|e| a.step(e) == b));
        }
    }

    #[test]
    fn frontier_of_the_starting_tile_requires_its_terrain() {
        let board = start_only();
        let frontier = board.frontier(&STANDARD);
        assert_eq!(frontier.len(), 6);
        for (cell, touched, land) in frontier {
            let d = (0..6).find(|&d| Cell::ORIGIN.step(d) == cell).unwrap();
            assert_eq!(touched, 1 << opposite(d));
            let start_edge_is_land = d < 3;
            assert_eq!(land != 0, start_edge_is_land, "cell in direction {d}");
        }
    }

    #[test]
    fn fits_checks_only_touching_edges_and_needs_one() {
        let start = &STANDARD.face(START_TILE, 0).rotations;
        // East of the start tile the west edge (3) must be land: rotation 3 puts land at 3-5.
        let (touched, land) = (1 << 3, 1 << 3);
        assert!(fits(&start[3], touched, land));
        assert!(!fits(&start[0], touched, land));
        assert!(!fits(&start[3], 0, 0), "a placement must touch the map");
    }

    #[test]
    fn from_api_refuses_cells_far_off_the_map() {
        assert_eq!(Cell::from_api(-3, 7), Some(Cell { q: -3, r: 7 }));
        assert_eq!(Cell::from_api(101, 0), None);
        assert_eq!(Cell::from_api(0, i32::MIN), None);
    }
}
