//! A fast reading of the island for the whole-turn search: the island laid out on a small
//! rectangular grid of its own, and for each colour the actions it still needs for each
//! formation. The same plans as [`super::estimate`] (a valley walled from its floor, a plain
//! built as a flower around its heart, a mountain climbed as a staircase), with two things that
//! estimate leaves out: how far a volcano must walk to where a plan starts, and tiles a plan
//! needs beyond the hand. It runs on flat arrays, reused from one position to the next, because
//! the search reads tens of thousands of positions per decision.

use super::hex::{DIRECTIONS, LandfallColour as Colour};
use super::state::Landfall;

/// A cost standing for "not soon".
pub(super) const FAR: u32 = 30;
/// Cells of margin kept around the island's stacks: the water around them, and around that a
/// ring read only as a neighbour.
const MARGIN: i32 = 2;
/// Longest walk a volcano's reach counts.
const MAX_WALK: u8 = 12;
/// No volcano on a cell; else the colour's index plus one.
const NO_VOLCANO: u8 = 0;
/// Actions to clear one's own volcano off a cell that must be built (it steps off and back).
const OWN_IN_THE_WAY: u32 = 2;
/// Actions to clear the opponent's volcano off a cell that must be built (pushed, and it may
/// come back).
const THEIRS_IN_THE_WAY: u32 = 5;
/// Extra actions per tile a plan needs beyond the hand (one must be taken back first).
const SHORT_TILE: u32 = 2;
/// Levels a plain is looked for on.
const PLAIN_LEVELS: u8 = 3;
/// Tiles of a mountain.
const MOUNTAIN: usize = 4;
/// Levels the staircase is climbed to: a mountain higher than this is not looked for.
const STAIR: usize = 6;

/// The island as flat arrays, and the scratch space of the costs.
#[derive(Default)]
pub(super) struct Reading {
    /// Column count of the grid: cell `(q, r)` is at `(q - q0) * rows + (r - r0)`.
    rows: i32,
    steps: [isize; 6],
    level: Vec<u8>,
    /// The top tile's colour index (meaningless on water).
    top: Vec<u8>,
    /// Bit `k` set when the tile at level `k + 1` is beige.
    beige: Vec<u64>,
    volcano: Vec<u8>,
    oasis: Vec<bool>,
    /// Stacks and the water next to them: the cells a formation may be built on.
    sites: Vec<usize>,
    reach: Vec<u8>,
    queue: Vec<usize>,
    stair: Vec<u32>,
    /// Positions read so far: the search's measure of its work.
    pub(super) reads: u64,
}

impl Reading {
    pub(super) fn new() -> Self {
        Reading::default()
    }

    /// Lays `state`'s island out on the grid.
    pub(super) fn read(&mut self, state: &Landfall) {
        self.reads += 1;
        let cells = state.board().cells();
        let (mut q0, mut q1, mut r0, mut r1) = (i32::MAX, i32::MIN, i32::MAX, i32::MIN);
        for c in cells {
            q0 = q0.min(c.at.q);
            q1 = q1.max(c.at.q);
            r0 = r0.min(c.at.r);
            r1 = r1.max(c.at.r);
        }
        if cells.is_empty() {
            (q0, q1, r0, r1) = (0, 0, 0, 0);
        }
        q0 -= MARGIN;
        r0 -= MARGIN;
        let rows = r1 + MARGIN - r0 + 1;
        let size = ((q1 + MARGIN - q0 + 1) * rows) as usize;
        self.rows = rows;
        self.steps = DIRECTIONS.map(|d| (d.q * rows + d.r) as isize);
        for v in [&mut self.level, &mut self.top, &mut self.volcano] {
            v.clear();
            v.resize(size, 0);
        }
        self.oasis.clear();
        self.oasis.resize(size, false);
        self.beige.clear();
        self.beige.resize(size, 0);
        let index = |q: i32, r: i32| ((q - q0) * rows + (r - r0)) as usize;
        for c in cells {
            let i = index(c.at.q, c.at.r);
            self.level[i] = c.height;
            self.top[i] = c.top().index() as u8;
            self.volcano[i] = c.volcano.map_or(NO_VOLCANO, |v| v.index() as u8 + 1);
            self.oasis[i] = c.oasis.is_some();
            self.beige[i] = c
                .tiles()
                .enumerate()
                .filter(|(_, t)| *t == Colour::Beige)
                .fold(0, |mask, (k, _)| mask | 1 << k);
        }
        self.sites.clear();
        let mut seen = vec![false; size];
        for c in cells {
            let i = index(c.at.q, c.at.r);
            let steps = self.steps;
            for j in std::iter::once(i).chain(steps.map(|s| (i as isize + s) as usize)) {
                if !seen[j] {
                    seen[j] = true;
                    self.sites.push(j);
                }
            }
        }
    }

    fn around(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.steps.iter().map(move |&s| (i as isize + s) as usize)
    }

    fn owned(&self, i: usize, hero: u8) -> bool {
        self.level[i] > 0 && self.top[i] == hero && !self.oasis[i]
    }

    fn touches_water(&self, i: usize) -> bool {
        self.around(i).any(|j| self.level[j] == 0)
    }

    /// Each formation's cost for `colour` (mountain, valley, plain), capped at [`FAR`]; the
    /// island must have been [`Reading::read`] from `state`.
    pub(super) fn costs(&mut self, state: &Landfall, colour: Colour) -> [u32; 3] {
        let supply = state.supply(colour);
        let hero = colour.index() as u8;
        self.walks(hero, supply.volcanoes > 0);
        let hand = u32::from(supply.tiles);
        [
            self.mountain(hero).min(FAR),
            self.valley(hero, hand).min(FAR),
            self.plain(hero, hand).min(FAR),
        ]
    }

    /// `reach[i]`: actions for a volcano of `hero` to stand on stack `i` as the island is, by
    /// walking from one already there or landing from hand and walking on.
    fn walks(&mut self, hero: u8, can_land: bool) {
        let size = self.level.len();
        self.reach.clear();
        self.reach.resize(size, u8::MAX);
        self.queue.clear();
        for &i in &self.sites {
            if self.volcano[i] == hero + 1 {
                self.reach[i] = 0;
                self.queue.push(i);
            }
        }
        if can_land {
            for k in 0..self.sites.len() {
                let i = self.sites[k];
                let lands = (1..=2).contains(&self.level[i])
                    && self.owned(i, hero)
                    && self.volcano[i] == NO_VOLCANO
                    && self.touches_water(i);
                if lands && self.reach[i] > 1 {
                    self.reach[i] = 1;
                    self.queue.push(i);
                }
            }
        }
        // Walks are short and the island small: relax in rounds (a landing and a walk can
        // reach the same cell at different costs).
        let mut head = 0;
        while head < self.queue.len() {
            let u = self.queue[head];
            head += 1;
            let (lu, du) = (self.level[u], self.reach[u]);
            if du >= MAX_WALK {
                continue;
            }
            for s in 0..6 {
                let v = (u as isize + self.steps[s]) as usize;
                let lv = self.level[v];
                if lv == 0 || lv > lu + 1 || lu > lv + 1 {
                    continue;
                }
                if self.volcano[v] != NO_VOLCANO {
                    // A push: the volcano there goes one further, unless a volcano or a wall
                    // of two levels stands behind it.
                    let beyond = (v as isize + self.steps[s]) as usize;
                    if self.volcano[beyond] != NO_VOLCANO || self.level[beyond] > lv + 1 {
                        continue;
                    }
                }
                if self.reach[v] > du + 1 {
                    self.reach[v] = du + 1;
                    self.queue.push(v);
                }
            }
        }
    }

    fn reach_to(&self, i: usize) -> u32 {
        match self.reach[i] {
            u8::MAX => FAR,
            r => u32::from(r),
        }
    }

    /// Actions to step onto `i` once it stands at `level`, from a stack next to it.
    fn step_onto(&self, i: usize, level: u8) -> u32 {
        self.around(i)
            .filter(|&j| {
                let l = self.level[j];
                l >= 1 && l + 1 >= level && l <= level + 1
            })
            .map(|j| self.reach_to(j) + 1)
            .min()
            .unwrap_or(FAR)
    }

    /// Extra actions for a covered cell that must be built on.
    fn in_the_way(&self, i: usize, hero: u8) -> u32 {
        match self.volcano[i] {
            NO_VOLCANO => 0,
            v if v == hero + 1 => OWN_IN_THE_WAY,
            _ => THEIRS_IN_THE_WAY,
        }
    }

    fn valley(&self, hero: u8, hand: u32) -> u32 {
        let mut best = FAR;
        for &x in &self.sites {
            if self.oasis[x] || (self.volcano[x] != NO_VOLCANO && self.volcano[x] != hero + 1) {
                continue;
            }
            let ready = self.owned(x, hero);
            let floor = self.level[x] + u8::from(!ready);
            let fix = if ready {
                0
            } else {
                1 + self.in_the_way(x, hero)
            };
            let mut walls = [0u32; 6];
            for (k, j) in self.around(x).enumerate() {
                let deficit = u32::from((floor + 1).saturating_sub(self.level[j]));
                walls[k] = if deficit == 0 {
                    0
                } else if self.oasis[j] {
                    FAR
                } else {
                    deficit + self.in_the_way(j, hero)
                };
            }
            walls.sort_unstable();
            let wall_cost: u32 = walls[..5].iter().sum();
            if wall_cost >= FAR {
                continue;
            }
            let reach = if ready {
                self.reach_to(x)
            } else {
                self.step_onto(x, floor)
            };
            let tiles = u32::from(!ready) + wall_cost;
            let short = tiles.saturating_sub(hand) * SHORT_TILE;
            best = best.min(fix + wall_cost + reach + short);
        }
        best
    }

    /// Actions to make `i` a stack of exactly `level` topped by `hero`, and the tiles it needs.
    fn cell_to(&self, i: usize, level: u8, hero: u8) -> (u32, u32) {
        if self.oasis[i] {
            return (FAR, 0);
        }
        let h = self.level[i];
        let (cost, tiles) = if h == level && self.owned(i, hero) {
            return (0, 0);
        } else if h < level {
            (u32::from(level - h), u32::from(level - h))
        } else {
            // Throw tiles off down to the level; a wrong colour there is thrown off too and
            // replaced.
            let below_ok = self.tile_is(i, level, hero);
            let extra = if below_ok { 0 } else { 2 };
            (u32::from(h - level) + extra, u32::from(!below_ok))
        };
        (cost + self.in_the_way(i, hero), tiles)
    }

    /// Whether the tile at `level` (1 = bottom) of stack `i` is `hero`'s.
    fn tile_is(&self, i: usize, level: u8, hero: u8) -> bool {
        let beige = self.beige[i] >> (level - 1) & 1 == 1;
        beige == (hero == Colour::Beige.index() as u8)
    }

    fn plain(&self, hero: u8, hand: u32) -> u32 {
        let mut best = FAR;
        for level in 1..=PLAIN_LEVELS {
            for &x in &self.sites {
                if self.volcano[x] != NO_VOLCANO && self.volcano[x] != hero + 1 {
                    continue;
                }
                let (heart, mut tiles) = self.cell_to(x, level, hero);
                if heart >= FAR {
                    continue;
                }
                let mut petals = [(0u32, 0u32); 6];
                for (k, j) in self.around(x).enumerate() {
                    petals[k] = self.cell_to(j, level, hero);
                }
                petals.sort_unstable();
                let petal_cost: u32 = petals[..5].iter().map(|p| p.0).sum();
                if heart + petal_cost >= best {
                    continue;
                }
                tiles += petals[..5].iter().map(|p| p.1).sum::<u32>();
                let reach = if heart == 0 {
                    self.reach_to(x)
                } else {
                    self.step_onto(x, level)
                };
                let short = tiles.saturating_sub(hand) * SHORT_TILE;
                best = best.min(heart + petal_cost + reach + short);
            }
        }
        best
    }

    /// Tiles to raise `i` to `level` or more, or [`FAR`] when it cannot be built on.
    fn raise(&self, i: usize, level: u8, hero: u8) -> u32 {
        let h = self.level[i];
        if h >= level {
            return 0;
        }
        if self.oasis[i] {
            return FAR;
        }
        u32::from(level - h) + self.in_the_way(i, hero)
    }

    /// The staircase: `stair[k][i]` is the cost of a volcano of `hero` standing on `i` raised
    /// to level `k + 1` or more, reached by standing on a neighbour one level lower and raising
    /// `i` from there.
    fn mountain(&mut self, hero: u8) -> u32 {
        let n = self.level.len();
        let mut stair = std::mem::take(&mut self.stair);
        stair.clear();
        stair.resize(STAIR * n, FAR);
        for k in 0..STAIR {
            let need = k as u8 + 1;
            for &i in &self.sites {
                let mut cost = if self.level[i] >= need {
                    self.reach_to(i)
                } else {
                    FAR
                };
                // A stack already higher is climbed onto at its own level, in a later round.
                if k > 0 && self.level[i] <= need {
                    let raise = self.raise(i, need, hero);
                    if raise < FAR {
                        for j in self.around(i) {
                            cost = cost.min(stair[(k - 1) * n + j] + raise + 1);
                        }
                    }
                }
                stair[k * n + i] = cost.min(FAR);
            }
        }
        let mut best = FAR;
        for &i in &self.sites {
            let h = usize::from(self.level[i]);
            if h < MOUNTAIN {
                best = best.min(stair[(MOUNTAIN - 1) * n + i]);
                continue;
            }
            if self.oasis[i] || (self.volcano[i] != NO_VOLCANO && self.volcano[i] != hero + 1) {
                continue;
            }
            // A stack already high enough: tiles thrown off down to a level `t` topped by the
            // hero (or one more thrown and the hero's placed), the volcano arriving from a
            // neighbour at least one level below, or walking on when nothing needs fixing.
            for t in MOUNTAIN..=h.min(STAIR) {
                let stripped = (h - t) as u32;
                let fix = stripped + if self.tile_is(i, t as u8, hero) { 0 } else { 2 };
                let arrive = self
                    .around(i)
                    .map(|j| stair[(t - 2) * n + j] + 1)
                    .min()
                    .unwrap_or(FAR);
                let walk = if fix == 0 { self.reach_to(i) } else { FAR };
                best = best.min(fix + arrive.min(walk));
            }
        }
        self.stair = stair;
        best
    }
}
