//! How far a player is from each formation: a cheap estimate of the actions still needed, used
//! by the computer player's evaluation and by the demo player's search.

use super::actions::LandfallFormation;
use super::board::Board;
use super::hex::{LandfallColour, LandfallHex};
use super::state::Landfall;

/// A cost standing for "not reachable soon".
pub const FAR: u32 = 50;
/// Highest stack level the mountain staircase estimate considers.
const MAX_LEVEL: usize = 8;

/// What the heuristic needs to know about the island.
struct Estimator<'a> {
    state: &'a Landfall,
    /// The colour whose formations are estimated.
    hero: LandfallColour,
    board: &'a Board,
    candidates: Vec<LandfallHex>,
}

impl<'a> Estimator<'a> {
    fn new(state: &'a Landfall, hero: LandfallColour) -> Self {
        let board = state.board();
        let mut candidates: Vec<LandfallHex> = board
            .cells()
            .iter()
            .flat_map(|c| std::iter::once(c.at).chain(c.at.neighbours()))
            .collect();
        candidates.sort();
        candidates.dedup();
        Estimator {
            state,
            hero,
            board,
            candidates,
        }
    }

    fn level(&self, at: LandfallHex) -> u8 {
        self.board.level(at)
    }

    fn top_is_hero(&self, at: LandfallHex) -> bool {
        self.board.get(at).is_some_and(|c| c.top() == self.hero)
    }

    fn oasis(&self, at: LandfallHex) -> bool {
        self.board.get(at).is_some_and(|c| c.oasis.is_some())
    }

    fn volcano(&self, at: LandfallHex) -> Option<LandfallColour> {
        self.board.volcano(at)
    }

    fn landable(&self, at: LandfallHex) -> bool {
        self.board.get(at).is_some_and(|c| {
            (1..=2).contains(&c.height)
                && c.top() == self.hero
                && !c.is_covered()
                && self.board.touches_water(at)
        })
    }

    /// Actions to have a green volcano on `at`, standing at level `target` (the cell being built
    /// up to it meanwhile).
    fn volcano_cost(&self, at: LandfallHex, target: u8) -> u32 {
        if self.volcano(at) == Some(self.hero) {
            return 0;
        }
        let movable = |n: LandfallHex| {
            let l = self.level(n);
            self.volcano(n) == Some(self.hero) && l + 1 >= target && l <= target + 1
        };
        if at.neighbours().any(movable) {
            return 1;
        }
        let in_hand = self.state.supply(self.hero).volcanoes > 0;
        if in_hand && target <= 2 && self.landable(at) {
            return 1;
        }
        if in_hand && at.neighbours().any(|n| self.landable(n)) {
            return 2;
        }
        3
    }

    /// Actions to make `at` a stack of exactly `level` topped by green (for a plain).
    fn cell_to(&self, at: LandfallHex, level: u8) -> u32 {
        if self.oasis(at) {
            return FAR;
        }
        let volcano = self.volcano(at);
        if volcano == Some(self.hero.other()) {
            return 8;
        }
        let h = self.level(at);
        let cost = if h == level {
            if self.top_is_hero(at) { 0 } else { 2 }
        } else if h < level {
            u32::from(level - h)
        } else {
            let cell = self.board.get(at).expect("a stack");
            let colour_fix = if cell.tile(level) == self.hero { 0 } else { 2 };
            u32::from(h - level) + colour_fix
        };
        if cost > 0 && volcano.is_some() {
            cost + 2
        } else {
            cost
        }
    }

    fn plain(&self) -> u32 {
        let mut best = FAR * 10;
        for &x in &self.candidates {
            for level in 1..=2u8 {
                let mut around: Vec<u32> = x.neighbours().map(|n| self.cell_to(n, level)).collect();
                around.sort_unstable();
                let cost = self.cell_to(x, level)
                    + around[..5].iter().sum::<u32>()
                    + self.volcano_cost(x, level);
                best = best.min(cost);
            }
        }
        best
    }

    fn valley(&self) -> u32 {
        let mut best = FAR * 10;
        for &x in &self.candidates {
            if self.oasis(x) || self.volcano(x) == Some(self.hero.other()) {
                continue;
            }
            let mut h = self.level(x);
            let mut cost = 0;
            if h == 0 || !self.top_is_hero(x) {
                h += 1;
                cost += if self.volcano(x).is_some() { 3 } else { 1 };
            }
            let mut walls: Vec<u32> = x
                .neighbours()
                .map(|n| {
                    let deficit = u32::from((h + 1).saturating_sub(self.level(n)));
                    if deficit == 0 {
                        0
                    } else if self.oasis(n) {
                        FAR
                    } else {
                        match self.volcano(n) {
                            Some(c) if c == self.hero => deficit + 2,
                            Some(_) => 8,
                            None => deficit,
                        }
                    }
                })
                .collect();
            walls.sort_unstable();
            cost += walls[..5].iter().sum::<u32>() + self.volcano_cost(x, h);
            best = best.min(cost);
        }
        best
    }

    /// Actions to raise `at` to at least `need` (no oasis, no beige volcano in the way).
    fn raise(&self, at: LandfallHex, need: u8) -> u32 {
        let h = self.level(at);
        if h >= need {
            return 0;
        }
        if self.oasis(at) {
            return FAR;
        }
        match self.volcano(at) {
            Some(c) if c == self.hero => u32::from(need - h) + 2,
            Some(_) => 8,
            None => u32::from(need - h),
        }
    }

    fn mountain(&self) -> u32 {
        // stair[k][i]: actions to have a green volcano on candidate i at level k or more.
        let n = self.candidates.len();
        let index = |at: LandfallHex| self.candidates.binary_search(&at).ok();
        let mut stair = vec![vec![FAR * 10; n]; MAX_LEVEL + 1];
        for (i, &c) in self.candidates.iter().enumerate() {
            for (k, row) in stair.iter_mut().enumerate().take(3).skip(1) {
                let k = k as u8;
                let final_level = self.level(c).max(k);
                row[i] = self.raise(c, k) + self.volcano_cost(c, final_level);
            }
        }
        for k in 3..=MAX_LEVEL {
            for (i, &c) in self.candidates.iter().enumerate() {
                if self.volcano(c) == Some(self.hero) && usize::from(self.level(c)) >= k {
                    stair[k][i] = 0;
                    continue;
                }
                let from_below = c
                    .neighbours()
                    .filter_map(index)
                    .map(|j| stair[k - 1][j] + 1)
                    .min()
                    .unwrap_or(FAR * 10);
                let raise = self.raise(c, k as u8);
                let mut cost = raise + from_below;
                if self.volcano(c) == Some(self.hero) && raise > 0 {
                    cost += 2;
                }
                stair[k][i] = cost.min(FAR * 10);
            }
        }
        let mut best = FAR * 10;
        for &x in &self.candidates {
            if self.oasis(x) || self.volcano(x) == Some(self.hero.other()) {
                continue;
            }
            let h = self.level(x);
            let tiles = if h >= 4 {
                u32::from(!self.top_is_hero(x))
            } else {
                u32::from(4 - h)
            };
            let final_level = usize::from(h + tiles as u8).min(MAX_LEVEL);
            if self.volcano(x) == Some(self.hero) && tiles == 0 {
                return 0;
            }
            let climb = x
                .neighbours()
                .filter_map(index)
                .map(|j| stair[final_level - 1][j] + 1)
                .min()
                .unwrap_or(FAR * 10);
            let extra = if self.volcano(x) == Some(self.hero) {
                2
            } else {
                0
            };
            best = best.min(tiles + climb + extra);
        }
        best
    }
}

/// Roughly how many actions `hero` needs to complete `formation` with one of its volcanoes (at
/// most about ten times [`FAR`]): what a stack needs in height and colour, and what bringing a
/// volcano onto it costs. Ignores the opponent's interference. (The bot asks for all three at
/// once; the demo player, built only with `test-support`, asks for one.)
#[cfg(feature = "test-support")]
pub fn formation_cost(state: &Landfall, hero: LandfallColour, formation: LandfallFormation) -> u32 {
    let estimator = Estimator::new(state, hero);
    match formation {
        LandfallFormation::Mountain => estimator.mountain(),
        LandfallFormation::Valley => estimator.valley(),
        LandfallFormation::Plain => estimator.plain(),
    }
}

/// [`formation_cost`] of all three formations (mountain, valley, plain), sharing one look at the
/// island.
pub fn formation_costs(state: &Landfall, hero: LandfallColour) -> [u32; 3] {
    let estimator = Estimator::new(state, hero);
    LandfallFormation::ALL.map(|formation| match formation {
        LandfallFormation::Mountain => estimator.mountain(),
        LandfallFormation::Valley => estimator.valley(),
        LandfallFormation::Plain => estimator.plain(),
    })
}
