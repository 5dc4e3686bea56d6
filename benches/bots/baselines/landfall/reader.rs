//! The baseline's reading of a Landfall island: a graph of its cells, and what each formation
//! would still cost a colour to build there.

use super::*;

/// One cell the reading looks at: a stack, or water next to one.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub(super) at: LandfallHex,
    pub(super) level: u8,
    /// The stack itself (`None` for water).
    pub(super) cell: Option<Cell>,
    /// Neighbours in [`DIRECTIONS`] order, [`NONE`] for water farther out.
    pub(super) around: [u16; 6],
}

impl Node {
    pub(super) fn volcano(&self) -> Option<Colour> {
        self.cell.and_then(|c| c.volcano)
    }
    pub(super) fn oasis(&self) -> bool {
        self.cell.is_some_and(|c| c.oasis.is_some())
    }
    /// Topped by `colour` and counting as that colour (no oasis chip).
    pub(super) fn owned(&self, colour: Colour) -> bool {
        self.cell
            .is_some_and(|c| c.oasis.is_none() && c.top() == colour)
    }
}

/// The island read as a graph of cells, reused from one position to the next.
pub(super) struct Reader {
    pub(super) grid: Vec<u16>,
    pub(super) nodes: Vec<Node>,
    pub(super) keys: Vec<usize>,
    pub(super) walk: Vec<u8>,
    pub(super) queue: Vec<u16>,
}

pub(super) fn key(at: LandfallHex) -> usize {
    (at.q.rem_euclid(GRID as i32) as usize) * GRID + at.r.rem_euclid(GRID as i32) as usize
}

impl Reader {
    pub(super) fn new() -> Self {
        Reader {
            grid: vec![NONE; GRID * GRID],
            nodes: Vec::new(),
            keys: Vec::new(),
            walk: Vec::new(),
            queue: Vec::new(),
        }
    }

    pub(super) fn add(&mut self, at: LandfallHex, cell: Option<Cell>) {
        let k = key(at);
        if self.grid[k] != NONE {
            return;
        }
        self.grid[k] = self.nodes.len() as u16;
        self.keys.push(k);
        self.nodes.push(Node {
            at,
            level: cell.map_or(0, |c| c.height),
            cell,
            around: [NONE; 6],
        });
    }

    pub(super) fn read(&mut self, state: &Landfall) {
        let board = state.board();
        for cell in board.cells() {
            self.add(cell.at, Some(*cell));
        }
        for cell in board.cells() {
            for n in cell.at.neighbours() {
                self.add(n, None);
            }
        }
        for i in 0..self.nodes.len() {
            let at = self.nodes[i].at;
            for (d, step) in DIRECTIONS.iter().enumerate() {
                self.nodes[i].around[d] = self.grid[key(at.step(*step))];
            }
        }
    }

    pub(super) fn clear(&mut self) {
        for &k in &self.keys {
            self.grid[k] = NONE;
        }
        self.keys.clear();
        self.nodes.clear();
    }

    pub(super) fn level(&self, i: u16) -> u8 {
        if i == NONE {
            0
        } else {
            self.nodes[i as usize].level
        }
    }

    /// Actions for `colour` to have a volcano standing on each cell, the island as it is:
    /// walks from its volcanoes, or a landing from hand and a walk (walks need no push).
    pub(super) fn walks(&mut self, state: &Landfall, colour: Colour) {
        let n = self.nodes.len();
        self.walk.clear();
        self.walk.resize(n, u8::MAX);
        self.queue.clear();
        for (i, node) in self.nodes.iter().enumerate() {
            if node.volcano() == Some(colour) {
                self.walk[i] = 0;
                self.queue.push(i as u16);
            }
        }
        let landing = state.supply(colour).volcanoes > 0;
        let mut next = Vec::new();
        for distance in 0..MAX_WALK {
            next.clear();
            if distance == 0 && landing {
                for (i, node) in self.nodes.iter().enumerate() {
                    let can_land = (1..=2).contains(&node.level)
                        && node.owned(colour)
                        && node.volcano().is_none()
                        && node.around.iter().any(|&a| self.level(a) == 0);
                    if can_land {
                        self.walk[i] = 1;
                        next.push(i as u16);
                    }
                }
            }
            for &u in &self.queue {
                let lu = self.nodes[u as usize].level;
                for &v in &self.nodes[u as usize].around {
                    if v == NONE {
                        continue;
                    }
                    let node = &self.nodes[v as usize];
                    let lv = node.level;
                    if lv == 0 || node.volcano().is_some() || lv > lu + 1 || lu > lv + 1 {
                        continue;
                    }
                    if self.walk[v as usize] > distance + 1 {
                        self.walk[v as usize] = distance + 1;
                        next.push(v);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            std::mem::swap(&mut self.queue, &mut next);
        }
    }

    pub(super) fn walk_to(&self, i: usize) -> u32 {
        match self.walk[i] {
            u8::MAX => FAR,
            w => u32::from(w),
        }
    }

    /// Actions to step onto cell `i` once it stands at `level`, from a neighbour reached first.
    pub(super) fn step_in(&self, i: usize, level: u8) -> u32 {
        self.nodes[i]
            .around
            .iter()
            .filter(|&&a| a != NONE)
            .filter(|&&a| {
                let l = self.nodes[a as usize].level;
                l >= 1 && l + 1 >= level && l <= level + 1
            })
            .map(|&a| self.walk_to(a as usize) + 1)
            .min()
            .unwrap_or(FAR)
    }

    /// The unclaimed formations' costs for `colour` (mountain, valley, plain); `None` when
    /// claimed.
    pub(super) fn costs(&mut self, state: &Landfall, colour: Colour) -> [Option<u32>; 3] {
        self.walks(state, colour);
        let supply = state.supply(colour);
        let hand = u32::from(supply.tiles);
        let claimed = supply.claimed;
        let open = |k: usize| !claimed[k];
        [
            open(0).then(|| self.mountain(colour, hand).min(FAR)),
            open(1).then(|| self.valley(colour, hand).min(FAR)),
            open(2).then(|| self.plain(colour, hand).min(FAR)),
        ]
    }

    /// Extra actions for tiles beyond the hand.
    pub(super) fn short(tiles: u32, hand: u32) -> u32 {
        tiles.saturating_sub(hand) * SHORT_TILE
    }

    pub(super) fn valley(&self, colour: Colour, hand: u32) -> u32 {
        let mut best = FAR;
        for (i, node) in self.nodes.iter().enumerate() {
            if node.oasis() || node.volcano() == Some(colour.other()) {
                continue;
            }
            let mut h = node.level;
            let mut fix = 0;
            if !node.owned(colour) {
                h += 1;
                fix = 1 + if node.volcano().is_some() {
                    STEP_OFF
                } else {
                    0
                };
            }
            let mut walls = [0u32; 6];
            let mut tiles = fix.min(1);
            for (d, &a) in node.around.iter().enumerate() {
                let deficit = u32::from((h + 1).saturating_sub(self.level(a)));
                walls[d] = if deficit == 0 || a == NONE {
                    deficit
                } else {
                    let wall = &self.nodes[a as usize];
                    if wall.oasis() {
                        FAR
                    } else {
                        match wall.volcano() {
                            Some(c) if c == colour => deficit + STEP_OFF,
                            Some(_) => deficit + PUSH_AWAY,
                            None => deficit,
                        }
                    }
                };
            }
            walls.sort_unstable();
            let wall_cost: u32 = walls[..5].iter().sum();
            tiles += wall_cost.min(FAR);
            let reach = if fix == 0 {
                self.walk_to(i)
            } else {
                self.step_in(i, h)
            };
            best = best.min(fix + wall_cost + reach + Self::short(tiles, hand));
        }
        best
    }

    /// Actions to bring cell `i` to exactly `level`, topped by `colour`, and the tiles it takes.
    pub(super) fn cell_to(&self, i: u16, level: u8, colour: Colour) -> (u32, u32) {
        if i == NONE {
            return (u32::from(level), u32::from(level));
        }
        let node = &self.nodes[i as usize];
        if node.oasis() {
            return (FAR, 0);
        }
        let h = node.level;
        let ready = h == level && node.owned(colour);
        let (cost, tiles) = if ready {
            (0, 0)
        } else if h < level {
            (u32::from(level - h), u32::from(level - h))
        } else if h == level {
            // Throw the other colour's tile off, lay one's own.
            (2, 1)
        } else {
            let cell = node.cell.expect("a stack");
            let recolour = if cell.tile(level) == colour { 0 } else { 2 };
            (u32::from(h - level) + recolour, recolour / 2)
        };
        match node.volcano() {
            _ if cost == 0 => (0, 0),
            Some(c) if c == colour => (cost + STEP_OFF, tiles),
            Some(_) => (cost + PUSH_AWAY, tiles),
            None => (cost, tiles),
        }
    }

    pub(super) fn plain(&self, colour: Colour, hand: u32) -> u32 {
        let mut best = FAR;
        for level in 1..=PLAIN_LEVELS {
            for (i, node) in self.nodes.iter().enumerate() {
                if node.volcano() == Some(colour.other()) {
                    continue;
                }
                let (heart, mut tiles) = self.cell_to(i as u16, level, colour);
                if heart >= FAR {
                    continue;
                }
                let mut petals = [(0u32, 0u32); 6];
                for (d, &a) in node.around.iter().enumerate() {
                    petals[d] = self.cell_to(a, level, colour);
                }
                petals.sort_unstable();
                let petal_cost: u32 = petals[..5].iter().map(|p| p.0).sum();
                tiles += petals[..5].iter().map(|p| p.1).sum::<u32>();
                let reach = if heart == 0 {
                    self.walk_to(i)
                } else {
                    self.step_in(i, level)
                };
                best = best.min(heart + petal_cost + reach + Self::short(tiles, hand));
            }
        }
        best
    }

    pub(super) fn mountain(&self, colour: Colour, hand: u32) -> u32 {
        let mut best = FAR;
        for (a, start) in self.nodes.iter().enumerate() {
            let walk = self.walk_to(a);
            if walk >= best || start.level == 0 {
                continue;
            }
            if start.level >= MOUNTAIN && start.owned(colour) {
                best = best.min(walk);
                continue;
            }
            for &b in &start.around {
                if b == NONE {
                    continue;
                }
                if let Some(cost) = self.climb(a as u16, b, colour, hand) {
                    best = best.min(walk + cost);
                }
            }
        }
        best
    }

    /// Actions for a volcano standing on `a` to climb to a mountain by raising `a` and its
    /// neighbour `b` in turn, or `None` when the two cannot make one.
    pub(super) fn climb(&self, a: u16, b: u16, colour: Colour, hand: u32) -> Option<u32> {
        let node_b = &self.nodes[b as usize];
        let mut cost = match node_b.volcano() {
            None => 0,
            // Another own volcano there steps away first.
            Some(c) if c == colour => STEP_OFF,
            // The opponent's volcano would have to be pushed off for good: another plan.
            Some(_) => return None,
        };
        // (level, topped by colour, cannot be built on: an oasis)
        let read = |i: u16| {
            let n = &self.nodes[i as usize];
            (n.level, n.owned(colour), n.oasis())
        };
        let mut here = read(a);
        let mut there = read(b);
        let mut tiles = 0;
        for _ in 0..2 * MOUNTAIN {
            if here.0 >= MOUNTAIN && here.1 {
                return Some(cost + Self::short(tiles, hand));
            }
            let (level, owned, locked) = there;
            let target = if level >= MOUNTAIN {
                level + u8::from(!owned)
            } else {
                (here.0 + 1).max(level)
            };
            if target > here.0 + 1 || (target > level && locked) {
                return None;
            }
            let adds = u32::from(target - level);
            cost += adds + 1;
            tiles += adds;
            let arrived = (target, owned || adds > 0, locked);
            there = here;
            here = arrived;
        }
        None
    }
}
