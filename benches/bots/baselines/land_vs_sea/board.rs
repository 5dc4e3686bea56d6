//! The baseline's own model of a Land vs Sea map: faces as bit-masks by map direction, a grid
//! of placed tiles that places and takes back tiles in place, and the rules' scoring.

use shoreline::games::land_vs_sea::{
    LandVsSeaActionIcon, LandVsSeaFace, LandVsSeaRole, LandVsSeaTerrain, LandVsSeaTradeIcon,
    LandVsSeaView,
};

use super::MAX_OTHER_SHARE;

/// Map direction `d` leads to the neighbour `(q, r) + D[d]`.
pub(super) const D: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
/// The grid the model keeps its cells in: the map never grows past 61 tiles from the origin.
pub(super) const GRID: i32 = 160;
pub(super) const OFFSET: i32 = 80;
pub(super) const NONE: u8 = u8::MAX;

pub(super) const LAND: usize = 0;
pub(super) const SEA: usize = 1;
pub(super) const CARTOGRAPHER: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Icon {
    PlayAgain,
    Steal,
}

#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Region {
    pub(super) land: bool,
    pub(super) mask: u8,
    pub(super) bonus: u8,
}

/// A face in one orientation: edge and region masks by direction.
#[derive(Clone, Copy, Debug)]
pub(super) struct Face {
    pub(super) land: u8,
    pub(super) regions: [Region; 6],
    pub(super) regions_len: u8,
    pub(super) region_at: [u8; 6],
    pub(super) action: Option<Icon>,
    /// 0 none, 1 Caravan, 2 Ship.
    pub(super) trade: u8,
    /// Mountain (true) or Coral sections, as direction masks.
    pub(super) sections: [(bool, u8); 6],
    pub(super) sections_len: u8,
    pub(super) section_at: [u8; 6],
}

pub(super) fn mask(directions: &[u8]) -> u8 {
    directions.iter().fold(0, |m, &d| m | 1 << (d % 6))
}

pub(super) fn rotate_mask(mask: u8, rot: u8) -> u8 {
    let rot = rot % 6;
    ((mask << rot) | (mask >> (6 - rot))) & 0x3F
}

impl Face {
    pub(super) fn build(
        land: u8,
        regions: &[Region],
        action: Option<Icon>,
        trade: u8,
        sections: &[(bool, u8)],
    ) -> Face {
        let mut face = Face {
            land,
            regions: [Region::default(); 6],
            regions_len: regions.len().min(6) as u8,
            region_at: [NONE; 6],
            action,
            trade,
            sections: [(false, 0); 6],
            sections_len: sections.len().min(6) as u8,
            section_at: [NONE; 6],
        };
        for (k, region) in regions.iter().take(6).enumerate() {
            face.regions[k] = *region;
            for d in 0..6 {
                if region.mask & (1 << d) != 0 {
                    face.region_at[d] = k as u8;
                }
            }
        }
        for (k, section) in sections.iter().take(6).enumerate() {
            face.sections[k] = *section;
            for d in 0..6 {
                if section.1 & (1 << d) != 0 {
                    face.section_at[d] = k as u8;
                }
            }
        }
        face
    }

    pub(super) fn of(seen: &LandVsSeaFace) -> Face {
        let land = seen
            .edges
            .bytes()
            .enumerate()
            .fold(0, |m, (d, e)| m | u8::from(e == b'L') << d);
        let regions: Vec<Region> = seen
            .regions
            .iter()
            .map(|r| Region {
                land: r.terrain == LandVsSeaTerrain::Land,
                mask: mask(&r.edges),
                bonus: r.bonus,
            })
            .collect();
        let sections: Vec<(bool, u8)> = seen
            .mountains
            .iter()
            .map(|m| (true, mask(m)))
            .chain(seen.corals.iter().map(|c| (false, mask(c))))
            .collect();
        let action = seen.action.map(|a| match a {
            LandVsSeaActionIcon::PlayAgain => Icon::PlayAgain,
            LandVsSeaActionIcon::Steal => Icon::Steal,
        });
        let trade = match seen.trade {
            None => 0,
            Some(LandVsSeaTradeIcon::Caravan) => 1,
            Some(LandVsSeaTradeIcon::Ship) => 2,
        };
        Face::build(land, &regions, action, trade, &sections)
    }

    /// The Volcano (all land, 5 bonus, three Mountain sections) or the Whirlpool (all sea,
    /// 5 bonus, two Coral sections), as the component set has them.
    pub(super) fn special(land: bool) -> Face {
        let region = Region {
            land,
            mask: 0x3F,
            bonus: 5,
        };
        if land {
            Face::build(
                0x3F,
                &[region],
                None,
                0,
                &[(true, 0b000011), (true, 0b001100), (true, 0b110000)],
            )
        } else {
            Face::build(
                0,
                &[region],
                None,
                0,
                &[(false, 0b000111), (false, 0b111000)],
            )
        }
    }

    pub(super) fn rotated(&self, rot: u8) -> Face {
        let regions: Vec<Region> = self.regions[..usize::from(self.regions_len)]
            .iter()
            .map(|r| Region {
                mask: rotate_mask(r.mask, rot),
                ..*r
            })
            .collect();
        let sections: Vec<(bool, u8)> = self.sections[..usize::from(self.sections_len)]
            .iter()
            .map(|&(m, s)| (m, rotate_mask(s, rot)))
            .collect();
        Face::build(
            rotate_mask(self.land, rot),
            &regions,
            self.action,
            self.trade,
            &sections,
        )
    }

    /// The distinct orientations of the face.
    pub(super) fn orientations(&self) -> Vec<Face> {
        let mut out: Vec<Face> = Vec::with_capacity(6);
        for rot in 0..6 {
            let f = self.rotated(rot);
            let same = out.iter().any(|o| {
                o.land == f.land
                    && o.region_at == f.region_at
                    && o.section_at == f.section_at
                    && o.regions[..usize::from(o.regions_len)]
                        .iter()
                        .zip(&f.regions[..usize::from(f.regions_len)])
                        .all(|(a, b)| a.mask == b.mask && a.bonus == b.bonus)
            });
            if !same {
                out.push(f);
            }
        }
        out
    }
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Placed {
    pub(super) q: i32,
    pub(super) r: i32,
    pub(super) face: Face,
}

/// An area's summary.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Area {
    /// One bit-mask over placed tiles per region index.
    pub(super) nodes: [u64; 6],
    pub(super) tiles: u64,
    pub(super) bonus: u32,
    pub(super) open_edges: u32,
}

impl Area {
    pub(super) fn contains(&self, tile: usize, region: usize) -> bool {
        region < 6 && self.nodes[region] & (1 << tile) != 0
    }
}

/// A spot for a face: the cell and the face turned as it would lie.
#[derive(Clone, Copy, Debug)]
pub(super) struct Spot {
    pub(super) q: i32,
    pub(super) r: i32,
    pub(super) face: Face,
}

/// Where the model was, to go back to.
pub(super) struct Mark {
    pub(super) tiles: usize,
    pub(super) score: [i32; 3],
    pub(super) waypoints: Vec<Option<(u8, u8)>>,
    pub(super) special_used: bool,
}

pub(super) struct Board {
    pub(super) grid: Vec<u8>,
    pub(super) tiles: Vec<Placed>,
    /// Each Waypoint's spot (placed tile, region), by owner.
    pub(super) waypoints: Vec<Option<(u8, u8)>>,
    pub(super) special_used: bool,
    pub(super) score: [i32; 3],
    pub(super) sides: usize,
    pub(super) side_of: Vec<usize>,
    pub(super) three_players: bool,
    pub(super) chains: bool,
    pub(super) trade: bool,
}

pub(super) fn side_of_role(role: LandVsSeaRole) -> usize {
    match role {
        LandVsSeaRole::Land => LAND,
        LandVsSeaRole::Sea => SEA,
        LandVsSeaRole::Cartographer => CARTOGRAPHER,
    }
}

pub(super) fn key(q: i32, r: i32) -> Option<usize> {
    let (a, b) = (q + OFFSET, r + OFFSET);
    ((0..GRID).contains(&a) && (0..GRID).contains(&b)).then(|| (a * GRID + b) as usize)
}

impl Board {
    pub(super) fn of(view: &LandVsSeaView) -> Board {
        let mut board = Board {
            grid: vec![NONE; (GRID * GRID) as usize],
            tiles: Vec::with_capacity(64),
            waypoints: Vec::new(),
            special_used: view.volcano_whirlpool_used,
            score: [0; 3],
            sides: view.scores.len(),
            side_of: view.hands.iter().map(|h| side_of_role(h.role)).collect(),
            three_players: view.players == 3,
            chains: view.options.mountain_coral,
            trade: view.options.caravan_ship,
        };
        for s in &view.scores {
            board.score[side_of_role(s.role)] = s.total as i32;
        }
        for p in &view.map {
            board.push(p.q, p.r, Face::of(&p.face));
        }
        let seats = view.hands.len();
        board.waypoints = vec![None; seats];
        for w in &view.waypoints {
            if let Some([q, r, region]) = w.on_map
                && let Some(t) = board.at(q, r)
                && w.owner.index() < seats
            {
                board.waypoints[w.owner.index()] = Some((t as u8, region as u8));
            }
        }
        board
    }

    pub(super) fn at(&self, q: i32, r: i32) -> Option<usize> {
        key(q, r)
            .map(|k| self.grid[k])
            .filter(|&t| t != NONE)
            .map(usize::from)
    }

    pub(super) fn push(&mut self, q: i32, r: i32, face: Face) -> usize {
        let i = self.tiles.len();
        if let Some(k) = key(q, r) {
            self.grid[k] = i as u8;
        }
        self.tiles.push(Placed { q, r, face });
        i
    }

    pub(super) fn mark(&self) -> Mark {
        Mark {
            tiles: self.tiles.len(),
            score: self.score,
            waypoints: self.waypoints.clone(),
            special_used: self.special_used,
        }
    }

    pub(super) fn undo(&mut self, mark: Mark) {
        while self.tiles.len() > mark.tiles {
            let p = self.tiles.pop().expect("a tile to take back");
            if let Some(k) = key(p.q, p.r) {
                self.grid[k] = NONE;
            }
        }
        self.score = mark.score;
        self.waypoints = mark.waypoints;
        self.special_used = mark.special_used;
    }

    /// `side`'s lead: its score against the others'.
    pub(super) fn utility(&self, side: usize) -> f64 {
        let others: Vec<f64> = (0..self.sides)
            .filter(|&s| s != side)
            .map(|s| f64::from(self.score[s]))
            .collect();
        if others.is_empty() {
            return f64::from(self.score[side]);
        }
        let max = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mean = others.iter().sum::<f64>() / others.len() as f64;
        f64::from(self.score[side]) - MAX_OTHER_SHARE * max - (1.0 - MAX_OTHER_SHARE) * mean
    }

    /// The edges a face on `(q, r)` must match: (touched directions, land among them).
    pub(super) fn constraint(&self, q: i32, r: i32) -> (u8, u8) {
        let (mut touched, mut land) = (0u8, 0u8);
        for (d, (dq, dr)) in D.iter().enumerate() {
            if let Some(n) = self.at(q + dq, r + dr) {
                touched |= 1 << d;
                if self.tiles[n].face.land & (1 << ((d + 3) % 6)) != 0 {
                    land |= 1 << d;
                }
            }
        }
        (touched, land)
    }

    pub(super) fn fits(&self, q: i32, r: i32, face: &Face) -> bool {
        if self.at(q, r).is_some() {
            return false;
        }
        let (touched, land) = self.constraint(q, r);
        touched != 0 && (face.land ^ land) & touched == 0
    }

    pub(super) fn empty_neighbours(&self, q: i32, r: i32) -> u32 {
        D.iter()
            .filter(|(dq, dr)| self.at(q + dq, r + dr).is_none())
            .count() as u32
    }

    /// Every empty cell next to the map.
    pub(super) fn frontier(&self) -> Vec<(i32, i32)> {
        let mut cells: Vec<(i32, i32)> = Vec::with_capacity(64);
        for p in &self.tiles {
            for (dq, dr) in D {
                let c = (p.q + dq, p.r + dr);
                if self.at(c.0, c.1).is_none() && !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        cells
    }

    /// Whether `(q, r)` is a hole (all six neighbours placed and showing it one terrain):
    /// `Some(land)`.
    pub(super) fn hole(&self, q: i32, r: i32) -> Option<bool> {
        if self.at(q, r).is_some() {
            return None;
        }
        let (touched, land) = self.constraint(q, r);
        match (touched, land) {
            (0x3F, 0x3F) => Some(true),
            (0x3F, 0) => Some(false),
            _ => None,
        }
    }

    pub(super) fn area(&self, start: usize, region: usize) -> Area {
        let mut area = Area::default();
        let mut stack: Vec<(usize, usize)> = Vec::with_capacity(32);
        area.nodes[region] |= 1 << start;
        stack.push((start, region));
        while let Some((t, reg)) = stack.pop() {
            let p = &self.tiles[t];
            area.tiles |= 1 << t;
            area.bonus += u32::from(p.face.regions[reg].bonus);
            let edges = p.face.regions[reg].mask;
            for (d, (dq, dr)) in D.iter().enumerate() {
                if edges & (1 << d) == 0 {
                    continue;
                }
                match self.at(p.q + dq, p.r + dr) {
                    None => area.open_edges += 1,
                    Some(n) => {
                        let nreg = usize::from(self.tiles[n].face.region_at[(d + 3) % 6]);
                        if nreg < 6 && area.nodes[nreg] & (1 << n) == 0 {
                            area.nodes[nreg] |= 1 << n;
                            stack.push((n, nreg));
                        }
                    }
                }
            }
        }
        area
    }

    /// Put `face` on `(q, r)` for `side` and score it as the rules do (without holes).
    pub(super) fn place(&mut self, q: i32, r: i32, face: &Face, side: usize) {
        let i = self.push(q, r, *face);
        let mut seen = [0u64; 6];
        for region in 0..usize::from(face.regions_len) {
            if seen[region] & (1 << i) != 0 {
                continue;
            }
            let area = self.area(i, region);
            for (s, n) in seen.iter_mut().zip(area.nodes) {
                *s |= n;
            }
            if area.open_edges > 0 {
                continue;
            }
            let terrain = if face.regions[region].land { LAND } else { SEA };
            self.score[terrain] += area.tiles.count_ones() as i32;
            self.score[side] += area.bonus as i32;
            for spot in &mut self.waypoints {
                if let Some((t, reg)) = *spot
                    && area.contains(usize::from(t), usize::from(reg))
                {
                    *spot = None;
                    self.score[side] += 1;
                }
            }
        }
        for k in 0..self.waypoints.len() {
            if let Some((t, _)) = self.waypoints[k] {
                let p = self.tiles[usize::from(t)];
                if self.empty_neighbours(p.q, p.r) == 0 {
                    self.waypoints[k] = None;
                    self.score[side] += 1;
                }
            }
        }
        if self.chains {
            self.score_chains(i);
        }
        if self.trade && face.trade != 0 {
            let next_to_trade = D.iter().any(|(dq, dr)| {
                self.at(q + dq, r + dr)
                    .is_some_and(|n| self.tiles[n].face.trade != 0)
            });
            if next_to_trade {
                self.score[side] += 2;
            }
        }
    }

    pub(super) fn score_chains(&mut self, i: usize) {
        let p = self.tiles[i];
        let mut scored: Vec<(usize, u8)> = Vec::new();
        for s in 0..p.face.sections_len {
            if scored.contains(&(i, s)) {
                continue;
            }
            let connects = (0..6).any(|d| {
                p.face.section_at[d] == s
                    && self
                        .at(p.q + D[d].0, p.r + D[d].1)
                        .is_some_and(|n| self.tiles[n].face.section_at[(d + 3) % 6] != NONE)
            });
            if !connects {
                continue;
            }
            let mut chain = vec![(i, s)];
            let mut next = 0;
            while next < chain.len() {
                let (t, sec) = chain[next];
                next += 1;
                let tp = self.tiles[t];
                for (d, (dq, dr)) in D.iter().enumerate() {
                    if tp.face.section_at[d] != sec {
                        continue;
                    }
                    if let Some(n) = self.at(tp.q + dq, tp.r + dr) {
                        let ns = self.tiles[n].face.section_at[(d + 3) % 6];
                        if ns != NONE && !chain.contains(&(n, ns)) {
                            chain.push((n, ns));
                        }
                    }
                }
            }
            let side = if self.three_players {
                CARTOGRAPHER
            } else if p.face.sections[usize::from(s)].0 {
                LAND
            } else {
                SEA
            };
            self.score[side] += chain.len() as i32;
            scored.extend(chain);
        }
    }

    /// A placement and what follows at once: the Volcano/Whirlpool in a hole it makes, turned
    /// the way that suits the placer best.
    pub(super) fn play(&mut self, q: i32, r: i32, face: &Face, side: usize) {
        self.place(q, r, face, side);
        if self.special_used {
            return;
        }
        let holes: Vec<(i32, i32, bool)> = D
            .iter()
            .filter_map(|(dq, dr)| {
                let (hq, hr) = (q + dq, r + dr);
                self.hole(hq, hr).map(|land| (hq, hr, land))
            })
            .collect();
        let mut best: Option<(f64, i32, i32, Face)> = None;
        for &(hq, hr, land) in &holes {
            for special in Face::special(land).orientations() {
                let mark = self.mark();
                self.place(hq, hr, &special, side);
                let value = self.utility(side);
                self.undo(mark);
                if best.is_none_or(|b| value > b.0) {
                    best = Some((value, hq, hr, special));
                }
            }
        }
        if let Some((_, hq, hr, special)) = best {
            self.place(hq, hr, &special, side);
            self.special_used = true;
        }
    }

    /// The best placement of any of `faces` (in any orientation) for `side`: its utility after,
    /// and the spot.
    pub(super) fn best_placement(&mut self, faces: &[Face], side: usize) -> Option<(f64, Spot)> {
        if faces.is_empty() {
            return None;
        }
        let turned: Vec<Face> = faces.iter().flat_map(Face::orientations).collect();
        let mut best: Option<(f64, Spot)> = None;
        for (q, r) in self.frontier() {
            let (touched, land) = self.constraint(q, r);
            for face in &turned {
                if (face.land ^ land) & touched != 0 {
                    continue;
                }
                let mark = self.mark();
                self.play(q, r, face, side);
                let value = self.utility(side);
                self.undo(mark);
                if best.as_ref().is_none_or(|b| value > b.0) {
                    best = Some((value, Spot { q, r, face: *face }));
                }
            }
        }
        best
    }
}
