//! The computer player's reading of open areas in Land vs Sea: how likely each is to be closed
//! (and so to score for its terrain's side), and where a Waypoint waits least.

use std::sync::LazyLock;

use super::LandVsSea;
use super::LandVsSeaAction;
use super::board::{Cell, fits};
use super::components::{Face, SPECIAL_TILE, STANDARD};
use super::scoring::area_of;

impl LandVsSea {
    /// Where `seat` puts its Waypoint (or skips): on its own terrain, in the area with the fewest
    /// open cells (it closes soonest, and the others gain from closing it only its bonus), on a
    /// tile with at least two empty neighbours (not soon surrounded by someone else).
    pub(super) fn waypoint_choice(&self, legal: &[LandVsSeaAction]) -> LandVsSeaAction {
        let mut best: Option<(i64, &LandVsSeaAction)> = None;
        for action in legal {
            let LandVsSeaAction::PlaceWaypoint { q, r, region } = *action else {
                continue;
            };
            let Some(cell) = Cell::from_api(q, r) else {
                continue;
            };
            let Some(i) = self.board.at(cell) else {
                continue;
            };
            let empty_around = (0..6)
                .filter(|&d| self.board.is_empty_cell(cell.step(d)))
                .count() as i64;
            if empty_around < 2 {
                continue;
            }
            let region = self.region_of_name(i, region, super::state::RegionNames::Look);
            let open = self.open_cells(i, usize::from(region)) as i64;
            // Fewest open cells first, then the larger area, then more room around the tile.
            let area = area_of(&self.board, &self.set, i, usize::from(region));
            let value = -100 * open + 10 * i64::from(area.tiles.count_ones()) + empty_around;
            if best.is_none_or(|b| value > b.0) {
                best = Some((value, action));
            }
        }
        best.map_or(LandVsSeaAction::SkipWaypoint, |b| b.1.clone())
    }

    /// The empty cells the area of region `region` of placed tile `i` still faces.
    fn open_cells(&self, i: usize, region: usize) -> usize {
        let area = area_of(&self.board, &self.set, i, region);
        let mut cells: Vec<Cell> = Vec::new();
        for (t, placed) in self.board.tiles.iter().enumerate() {
            if area.tiles & (1 << t) == 0 {
                continue;
            }
            let rotated = self.board.rotated(&self.set, t);
            for d in 0..6 {
                let reg = usize::from(rotated.region_at[d]);
                let cell = placed.cell.step(d);
                if area.nodes.contains(t, reg)
                    && self.board.is_empty_cell(cell)
                    && !cells.contains(&cell)
                {
                    cells.push(cell);
                }
            }
        }
        cells.len()
    }
}

/// For each cell constraint (`touched`, `land` bit-masks by direction, `64 * touched + land`),
/// the share of the drafted faces that fit it in some rotation: how easily a cell can be filled.
static FILLABLE: LazyLock<Vec<f64>> = LazyLock::new(|| {
    let faces: Vec<&Face> = STANDARD.tiles[usize::from(SPECIAL_TILE) + 1..]
        .iter()
        .flat_map(|t| t.iter())
        .collect();
    let mut table = vec![0.0; 64 * 64];
    for touched in 1..64u8 {
        for land in 0..64u8 {
            if land & !touched != 0 {
                continue;
            }
            let fitting = faces
                .iter()
                .filter(|f| f.rotations.iter().any(|r| fits(r, touched, land)))
                .count();
            table[64 * usize::from(touched) + usize::from(land)] =
                fitting as f64 / faces.len() as f64;
        }
    }
    table
});

impl LandVsSea {
    /// The points each terrain's open areas may still bring (land, sea): an area's tiles times a
    /// guess of the chance it is closed, from how many empty cells it faces and how easily each
    /// can be filled (an unfillable cell, such as one whose edges alternate, leaves it open for
    /// good).
    pub(super) fn open_potential(&self) -> [f64; 2] {
        let mut seen: Vec<u8> = vec![0; self.board.tiles.len()];
        let mut potential = [0.0; 2];
        for i in 0..self.board.tiles.len() {
            let p = &self.board.tiles[i];
            let regions = self.set.face(p.tile, p.face).regions.len();
            for region in 0..regions {
                if seen[i] & (1 << region) != 0 {
                    continue;
                }
                let area = area_of(&self.board, &self.set, i, region);
                let mut cells: Vec<Cell> = Vec::new();
                for (t, placed) in self.board.tiles.iter().enumerate() {
                    if area.tiles & (1 << t) == 0 {
                        continue;
                    }
                    for r in 0..4 {
                        if area.nodes.contains(t, r) {
                            seen[t] |= 1 << r;
                        }
                    }
                    let rotated = self.board.rotated(&self.set, t);
                    for d in 0..6 {
                        let cell = placed.cell.step(d);
                        if area.nodes.contains(t, usize::from(rotated.region_at[d]))
                            && self.board.is_empty_cell(cell)
                            && !cells.contains(&cell)
                        {
                            cells.push(cell);
                        }
                    }
                }
                if cells.is_empty() {
                    continue;
                }
                let mut chance = OPEN_CELL_ODDS.powi(cells.len() as i32 - 1);
                for &cell in &cells {
                    let (touched, land) = self.board.constraint(&self.set, cell);
                    let share = FILLABLE[64 * usize::from(touched) + usize::from(land)];
                    chance *= (EASY_CELL_SHARE.recip() * share).min(1.0);
                }
                potential[usize::from(!area.land)] += f64::from(area.tiles.count_ones()) * chance;
            }
        }
        potential
    }

    /// `open_potential` as `seat`'s side's lead, as `lead_of` counts points.
    pub(super) fn potential_lead(&self, seat: usize) -> f64 {
        let [land, sea] = self.open_potential();
        let side = self.side_of(seat);
        let by_side = [land, sea, 0.0];
        let sides = self.side_count();
        let others: Vec<f64> = (0..sides)
            .filter(|&s| s != side)
            .map(|s| by_side[s])
            .collect();
        let max = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mean = others.iter().sum::<f64>() / others.len() as f64;
        by_side[side]
            - if others.len() == 1 {
                max
            } else {
                0.5 * (max + mean)
            }
    }
}

/// Each further empty cell an open area faces makes its closing this much less likely.
const OPEN_CELL_ODDS: f64 = 0.4;
/// A cell that this share of the faces fit counts as easy to fill.
const EASY_CELL_SHARE: f64 = 0.3;
