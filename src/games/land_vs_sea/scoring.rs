//! Areas, Mountain/Coral chains, Caravan/Ship adjacency and Trade Routes.

use super::LandVsSea;
use super::board::{Board, opposite};
use super::components::{MAX_REGIONS, NO_SECTION, TileSet};
use super::rules::LandVsSeaRules;
use crate::engine::{Seat, Standing};

const LAND: usize = 0;
const SEA: usize = 1;
const CARTOGRAPHER: usize = 2;

/// A set of `(placed tile, region)` nodes: one bit-mask over placed tiles per region index.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct NodeSet([u64; MAX_REGIONS]);

impl NodeSet {
    pub fn contains(&self, tile: usize, region: usize) -> bool {
        self.0[region] & (1 << tile) != 0
    }
    fn insert(&mut self, tile: usize, region: usize) -> bool {
        let fresh = !self.contains(tile, region);
        self.0[region] |= 1 << tile;
        fresh
    }
    fn union(&mut self, other: &NodeSet) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
}

/// One land or sea area: connected regions across tile edges.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Area {
    pub nodes: NodeSet,
    /// Bit-mask of the placed tiles contributing a region.
    pub tiles: u64,
    pub land: bool,
    pub bonus: u32,
    /// No region edge of the area faces an empty cell.
    pub complete: bool,
}

/// Flood-fill the area holding region `region` of placed tile `start`.
pub(crate) fn area_of(board: &Board, set: &TileSet, start: usize, region: usize) -> Area {
    let p = &board.tiles[start];
    let mut area = Area {
        land: set.face(p.tile, p.face).regions[region].land,
        complete: true,
        ..Area::default()
    };
    let mut stack = vec![(start, region)];
    area.nodes.insert(start, region);
    while let Some((t, reg)) = stack.pop() {
        let placed = &board.tiles[t];
        let face = set.face(placed.tile, placed.face);
        let rotated = &face.rotations[usize::from(placed.rot)];
        area.tiles |= 1 << t;
        area.bonus += u32::from(face.regions[reg].bonus);
        for d in 0..6 {
            if usize::from(rotated.region_at[d]) != reg {
                continue;
            }
            match board.at(placed.cell.step(d)) {
                None => area.complete = false,
                Some(n) => {
                    let nreg = usize::from(board.rotated(set, n).region_at[opposite(d)]);
                    if area.nodes.insert(n, nreg) {
                        stack.push((n, nreg));
                    }
                }
            }
        }
    }
    area
}

/// Every completed area on the map, each once, in the order of the first tile holding a part of it.
pub(crate) fn completed_areas(board: &Board, set: &TileSet) -> Vec<Area> {
    let mut seen = NodeSet::default();
    let mut areas = Vec::new();
    for (i, placed) in board.tiles.iter().enumerate() {
        for region in 0..set.face(placed.tile, placed.face).regions.len() {
            if seen.contains(i, region) {
                continue;
            }
            let area = area_of(board, set, i, region);
            seen.union(&area.nodes);
            if area.complete {
                areas.push(area);
            }
        }
    }
    areas
}

/// Every Mountain (or Coral) section chained to section `section` of placed tile `start`, as
/// `(tile, section)` pairs.
pub(crate) fn chain_of(
    board: &Board,
    set: &TileSet,
    start: usize,
    section: u8,
) -> Vec<(usize, u8)> {
    let mut seen = vec![(start, section)];
    let mut next = 0;
    while next < seen.len() {
        let (t, s) = seen[next];
        next += 1;
        let placed = &board.tiles[t];
        let rotated = board.rotated(set, t);
        for d in 0..6 {
            if rotated.section_at[d] != s {
                continue;
            }
            if let Some(n) = board.at(placed.cell.step(d)) {
                let ns = board.rotated(set, n).section_at[opposite(d)];
                if ns != NO_SECTION && !seen.contains(&(n, ns)) {
                    seen.push((n, ns));
                }
            }
        }
    }
    seen
}

fn has_trade(board: &Board, set: &TileSet, i: usize) -> bool {
    let p = &board.tiles[i];
    set.face(p.tile, p.face).trade.is_some()
}

impl LandVsSea {
    /// Score everything a placement at placed index `i` by `seat` triggers at once.
    pub(crate) fn score_placement(&mut self, i: usize, seat: usize) {
        let scorer = self.side_of(seat);
        let placed = self.board.tiles[i];
        let set = std::sync::Arc::clone(&self.set);
        let face = set.face(placed.tile, placed.face);
        let mut seen = NodeSet::default();
        for region in 0..face.regions.len() {
            if seen.contains(i, region) {
                continue;
            }
            let area = area_of(&self.board, &self.set, i, region);
            seen.union(&area.nodes);
            if !area.complete {
                continue;
            }
            let side = if area.land { LAND } else { SEA };
            self.ledgers[side].areas += i64::from(area.tiles.count_ones());
            self.ledgers[scorer].bonus += i64::from(area.bonus);
            for spot in &mut self.waypoints {
                if let Some(w) = *spot
                    && area
                        .nodes
                        .contains(usize::from(w.placed), usize::from(w.region))
                {
                    *spot = None;
                    self.ledgers[scorer].waypoints += 1;
                }
            }
        }
        // Waypoints on tiles this placement surrounds go back too.
        for spot in &mut self.waypoints {
            if let Some(w) = *spot
                && self
                    .board
                    .surrounded(self.board.tiles[usize::from(w.placed)].cell)
            {
                *spot = None;
                self.ledgers[scorer].waypoints += 1;
            }
        }
        if self.options.mountain_coral {
            self.score_chains(i);
        }
        if self.options.caravan_ship && face.trade.is_some() {
            let next_to_trade = self
                .board
                .neighbours(placed.cell)
                .into_iter()
                .flatten()
                .any(|n| has_trade(&self.board, &self.set, n));
            if next_to_trade {
                self.ledgers[scorer].trade_adjacency += 2;
            }
        }
    }

    /// Every chain a new tile's sections join to another tile's section scores its full length.
    fn score_chains(&mut self, i: usize) {
        let placed = self.board.tiles[i];
        let set = std::sync::Arc::clone(&self.set);
        let face = set.face(placed.tile, placed.face);
        let rotated = &face.rotations[usize::from(placed.rot)];
        let mut scored: Vec<(usize, u8)> = Vec::new();
        for s in 0..face.sections.len() as u8 {
            if scored.contains(&(i, s)) {
                continue;
            }
            let connects = (0..6).any(|d| {
                rotated.section_at[d] == s
                    && self.board.at(placed.cell.step(d)).is_some_and(|n| {
                        self.board.rotated(&self.set, n).section_at[opposite(d)] != NO_SECTION
                    })
            });
            if !connects {
                continue;
            }
            let chain = chain_of(&self.board, &self.set, i, s);
            let side = if self.players == 3 {
                CARTOGRAPHER
            } else if face.sections[usize::from(s)].mountain {
                LAND
            } else {
                SEA
            };
            self.ledgers[side].chains += chain.len() as i64;
            scored.extend(chain);
        }
    }

    /// Trade Routes: groups of 2 or more adjacent Caravan/Ship tiles, scored by majority.
    pub(crate) fn score_trade_routes(&mut self) {
        if !self.options.caravan_ship {
            return;
        }
        for (caravans, ships) in trade_routes(&self.board, &self.set) {
            let total = i64::from(caravans + ships);
            if caravans > ships {
                self.ledgers[LAND].trade_routes += total;
            } else if ships > caravans {
                self.ledgers[SEA].trade_routes += total;
            } else if self.players == 3 {
                self.ledgers[CARTOGRAPHER].trade_routes += total;
            }
        }
    }
}

/// The winning seats of a finished game. "If scores are tied, the game is a tie": under rules
/// version 1 any tie for the best score draws the game. From version 2 (ruling, second round)
/// the sides tied on the best score share the victory and every lower side loses; when every
/// side is tied (always so with 2 sides) nobody is beaten and the game is a draw.
pub(crate) fn winners(standings: &[Standing], rules: LandVsSeaRules) -> Vec<Seat> {
    let best = standings.iter().map(|s| s.score).max().unwrap_or(0);
    let leaders: Vec<&Standing> = standings.iter().filter(|s| s.score == best).collect();
    let shared = rules.tied_leaders_share_victory() && leaders.len() < standings.len();
    if leaders.len() == 1 || shared {
        let mut seats: Vec<Seat> = leaders.iter().flat_map(|s| s.seats.clone()).collect();
        seats.sort();
        seats
    } else {
        Vec::new()
    }
}

/// `(caravans, ships)` of each Trade Route on the map.
pub(crate) fn trade_routes(board: &Board, set: &TileSet) -> Vec<(u32, u32)> {
    let mut seen = 0u64;
    let mut routes = Vec::new();
    for start in 0..board.tiles.len() {
        if seen & (1 << start) != 0 || !has_trade(board, set, start) {
            continue;
        }
        seen |= 1 << start;
        let mut stack = vec![start];
        let (mut caravans, mut ships, mut size) = (0, 0, 0);
        while let Some(t) = stack.pop() {
            size += 1;
            let p = &board.tiles[t];
            match set.face(p.tile, p.face).trade {
                Some(super::components::TradeIcon::Caravan) => caravans += 1,
                _ => ships += 1,
            }
            for n in board.neighbours(p.cell).into_iter().flatten() {
                if seen & (1 << n) == 0 && has_trade(board, set, n) {
                    seen |= 1 << n;
                    stack.push(n);
                }
            }
        }
        if size >= 2 {
            routes.push((caravans, ships));
        }
    }
    routes
}
