//! A Lost Seas player as a careful person plays it: every row and column is judged by what it
//! can still become, estimated by dealing its empty cells from the tiles still unseen.
//!
//! - Setup: each Expedition's face is the one with the higher expected points on an empty line
//!   (the order along the map does not matter yet: the map is empty).
//! - A take goes where it adds most to the two lines it joins.
//! - A boxed tile is the one the next player to pick would gain most from, or, when this player
//!   picks next, the one it needs least.
//!
//! A line's future is estimated the way a drafter fills it: for each sample, twice as many unseen
//! tiles as the line has empty cells are turned over and the best of them for that line are kept
//! (a player sees about that many tiles per cell it fills, and picks). The same samples serve
//! every candidate, so candidates are compared on the same luck.

use shoreline::engine::{GameRng, Seat};
use shoreline::games::lost_seas::components::{ComponentSet, SEA_TILE_COUNT, standard_v1};
use shoreline::games::lost_seas::{
    ElementCounts, LostSeasAction as Action, LostSeasExpeditionStage as Stage, LostSeasFace,
    LostSeasMap, LostSeasPhase, LostSeasRequirement, LostSeasStep, LostSeasView,
};

/// Samples per line estimate during the draft, and at setup (where it decides the game).
const DRAFT_SAMPLES: usize = 48;
const SETUP_SAMPLES: usize = 400;
/// Unseen tiles turned over per empty cell of a line in one sample.
const CHOICE_PER_CELL: usize = 2;

pub fn act(view: &LostSeasView, legal: &[Action], seat: Seat, rng: &mut GameRng) -> Action {
    let set = standard_v1();
    let me = seat.index();
    let pool = unseen_tiles(view);
    let mut estimator = Estimator::new(set, &pool, rng);
    match view.phase {
        LostSeasPhase::Setup => choose_faces(view, legal, me, &mut estimator),
        _ => match view.step {
            Some(LostSeasStep::BoxTile) => choose_box(view, legal, me, &mut estimator),
            _ => choose_take(view, legal, me, &mut estimator),
        },
    }
}

/// Every Sea tile not on any map, on offer or in the box: the pile, whose order is unknown.
fn unseen_tiles(view: &LostSeasView) -> Vec<u8> {
    let mut seen = [false; SEA_TILE_COUNT];
    let on_maps = view
        .maps
        .iter()
        .flat_map(|m| m.cells.iter().flatten().flatten());
    for tile in on_maps.chain(&view.offer).chain(&view.boxed) {
        seen[usize::from(tile.id)] = true;
    }
    (0..SEA_TILE_COUNT as u8)
        .filter(|&t| !seen[usize::from(t)])
        .collect()
}

/// Expected points of lines, from samples of the unseen tiles drawn once per decision.
struct Estimator<'a> {
    set: &'a ComponentSet,
    /// Each sample: unseen tiles in a random order (a prefix of it is what a line gets to see).
    samples: Vec<Vec<u8>>,
}

impl<'a> Estimator<'a> {
    fn new(set: &'a ComponentSet, pool: &[u8], rng: &mut GameRng) -> Self {
        let count = if pool.len() + 16 >= SEA_TILE_COUNT {
            SETUP_SAMPLES
        } else {
            DRAFT_SAMPLES
        };
        let samples = (0..count)
            .map(|_| {
                let mut order = pool.to_vec();
                rng.shuffle(&mut order);
                order.truncate(4 * CHOICE_PER_CELL);
                order
            })
            .collect();
        Estimator { set, samples }
    }

    /// Expected points of a line holding `counts` with `empty` cells left, under `requirement`.
    fn line(
        &self,
        requirement: &LostSeasRequirement,
        points: u8,
        counts: ElementCounts,
        empty: usize,
    ) -> f64 {
        let points = f64::from(points);
        if empty == 0 {
            return points * f64::from(requirement.fulfilments(&counts));
        }
        let mut total = 0.0;
        for sample in &self.samples {
            let seen = &sample[..(empty * CHOICE_PER_CELL).min(sample.len())];
            total += f64::from(self.best_fill(requirement, counts, seen, empty));
        }
        points * total / self.samples.len() as f64
    }

    /// The most fulfilments a line reaches by keeping `empty` of the `seen` tiles (every subset
    /// tried: at most 8 choose 4).
    fn best_fill(
        &self,
        requirement: &LostSeasRequirement,
        counts: ElementCounts,
        seen: &[u8],
        empty: usize,
    ) -> u32 {
        let n = seen.len();
        let keep = empty.min(n);
        let mut best = 0;
        for mask in 0u32..(1 << n) {
            if mask.count_ones() as usize != keep {
                continue;
            }
            let mut line = counts;
            for (i, &tile) in seen.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    add(&mut line, &self.set.sea_tile_counts[usize::from(tile)]);
                }
            }
            best = best.max(requirement.fulfilments(&line));
        }
        best
    }

    /// What a map's 8 lines are expected to score: rows 0-3, then columns 0-3.
    fn map_lines(&self, map: &LostSeasMap) -> [f64; 8] {
        let lines = MapLines::of(self.set, map);
        std::array::from_fn(|k| match &lines.goals[k] {
            Some((requirement, points)) => {
                self.line(requirement, *points, lines.counts[k], lines.empty[k])
            }
            None => 0.0,
        })
    }

    /// How much placing `tile` at (`row`, `column`) adds to `map`'s expected score, given the
    /// map's current line estimates.
    fn take_gain(
        &self,
        map: &LostSeasMap,
        now: &[f64; 8],
        tile: u8,
        row: usize,
        column: usize,
    ) -> f64 {
        let lines = MapLines::of(self.set, map);
        let tile_counts = &self.set.sea_tile_counts[usize::from(tile)];
        [row, 4 + column]
            .into_iter()
            .map(|k| match &lines.goals[k] {
                Some((requirement, points)) => {
                    let mut counts = lines.counts[k];
                    add(&mut counts, tile_counts);
                    self.line(requirement, *points, counts, lines.empty[k] - 1) - now[k]
                }
                None => 0.0,
            })
            .sum()
    }

    /// The best a player can gain from `tile` anywhere on its map.
    fn best_gain(&self, map: &LostSeasMap, tile: u8) -> f64 {
        let now = self.map_lines(map);
        empty_cells(map)
            .map(|(row, column)| self.take_gain(map, &now, tile, row, column))
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// A map's lines as the estimator needs them.
struct MapLines<'a> {
    goals: [Option<(&'a LostSeasRequirement, u8)>; 8],
    counts: [ElementCounts; 8],
    empty: [usize; 8],
}

impl<'a> MapLines<'a> {
    fn of(set: &ComponentSet, map: &'a LostSeasMap) -> Self {
        let mut counts = [[0u8; 6]; 8];
        let mut empty = [0usize; 8];
        for (row, cells) in map.cells.iter().enumerate() {
            for (column, cell) in cells.iter().enumerate() {
                match cell {
                    Some(tile) => {
                        let tile_counts = &set.sea_tile_counts[usize::from(tile.id)];
                        add(&mut counts[row], tile_counts);
                        add(&mut counts[4 + column], tile_counts);
                    }
                    None => {
                        empty[row] += 1;
                        empty[4 + column] += 1;
                    }
                }
            }
        }
        let mut goals = [None; 8];
        let placed = [(&map.rows, 0), (&map.columns, 4)];
        for (list, offset) in placed {
            for (k, expedition) in list.iter().flatten().enumerate() {
                goals[offset + k] = Some((&expedition.requirement, expedition.points));
            }
        }
        MapLines {
            goals,
            counts,
            empty,
        }
    }
}

fn add(line: &mut ElementCounts, tile: &ElementCounts) {
    for (have, more) in line.iter_mut().zip(tile) {
        *have += more;
    }
}

fn empty_cells(map: &LostSeasMap) -> impl Iterator<Item = (usize, usize)> + '_ {
    map.cells.iter().enumerate().flat_map(|(row, cells)| {
        cells
            .iter()
            .enumerate()
            .filter(|(_, cell)| cell.is_none())
            .map(move |(column, _)| (row, column))
    })
}

/// Each Expedition of the hand on the face with the higher expected points on an empty line.
fn choose_faces(
    view: &LostSeasView,
    legal: &[Action],
    me: usize,
    estimator: &mut Estimator,
) -> Action {
    let map = &view.maps[me];
    let hand = map.hand.as_deref().unwrap_or_default();
    let faces: [LostSeasFace; 4] = std::array::from_fn(|k| {
        let Some(expedition) = hand.get(k) else {
            return LostSeasFace::Easy;
        };
        let easy = estimator.line(
            &expedition.easy.requirement,
            expedition.easy.points,
            [0; 6],
            4,
        );
        let hard = estimator.line(
            &expedition.hard.requirement,
            expedition.hard.points,
            [0; 6],
            4,
        );
        if hard > easy {
            LostSeasFace::Hard
        } else {
            LostSeasFace::Easy
        }
    });
    let order = [0, 1, 2, 3];
    let wanted = match map.expedition_stage {
        Stage::ChoosingColumns => Action::ChooseColumns { order, faces },
        _ => Action::ChooseRows { order, faces },
    };
    legal
        .iter()
        .find(|a| **a == wanted)
        .cloned()
        .unwrap_or_else(|| legal[0].clone())
}

fn choose_take(
    view: &LostSeasView,
    legal: &[Action],
    me: usize,
    estimator: &mut Estimator,
) -> Action {
    let map = &view.maps[me];
    let now = estimator.map_lines(map);
    best_of(legal, |action| {
        let Action::Take { tile, row, column } = *action else {
            return None;
        };
        Some(estimator.take_gain(map, &now, tile, usize::from(row), usize::from(column)))
    })
}

fn choose_box(
    view: &LostSeasView,
    legal: &[Action],
    me: usize,
    estimator: &mut Estimator,
) -> Action {
    let players = view.maps.len();
    let round_first = view.round_first_player.map_or(me, |s| s.index());
    // In a 2-player round the second player boxes last, and starts the next round: the tile
    // left on offer is then its own first choice.
    let i_pick_next = players == 2 && round_first != me;
    let next = (me + 1) % players;
    best_of(legal, |action| {
        let Action::BoxTile { tile } = *action else {
            return None;
        };
        Some(if i_pick_next {
            -estimator.best_gain(&view.maps[me], tile)
        } else {
            estimator.best_gain(&view.maps[next], tile)
        })
    })
}

/// The first of `legal` with the highest score (actions scored `None` are passed over; the
/// first action if none is scored).
fn best_of(legal: &[Action], score: impl Fn(&Action) -> Option<f64>) -> Action {
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, action) in legal.iter().enumerate() {
        if let Some(value) = score(action)
            && value > best.0
        {
            best = (value, i);
        }
    }
    legal[best.1].clone()
}
