//! What a row or column can still become: the computer player's judgement of Lost Seas' lines.
//!
//! Three measures, for three uses. Two simulate a line filled the way a drafter fills it: of
//! twice as many tiles as it has empty cells, the best ones for it are kept.
//! - [`face_values`]: each Expedition face's expected points on an empty line, for choosing faces
//!   at setup. Computed once from the component set with a fixed seed, so it is a pure function
//!   of the set.
//! - [`LineOdds`]: a partly filled line's expected points, with its empty cells drawn from the
//!   tiles still unseen; it ranks the takes a search will weigh.
//! - [`prospect`]: a quick guess of what a partly filled line will score, for the rollouts'
//!   choice of where a tile goes: a requirement that can no longer be met is worth nothing, one
//!   met for good is worth its points, the rest a share of them.

use std::sync::LazyLock;

use crate::engine::{GameRng, Seed};

use super::components::{ComponentSet, EXPEDITION_COUNT, standard_v1};
use super::expeditions::{ElementCounts, LostSeasFace, LostSeasRequirement, add_icons};
use super::state::TileId;

/// Cells in a row or column.
const LINE_CELLS: usize = 4;
/// Tiles a drafter sees per cell it fills, in the setup simulation.
const CHOICE_PER_CELL: usize = 2;
/// Simulated lines per face.
const FACE_SAMPLES: usize = 1500;
/// Icons a Sea tile holds at most: a line with `e` empty cells gains at most `3 e`.
const MOST_ICONS: u32 = 3;
/// The share of its points a line that can still be met is worth while cells are empty.
const OPEN_SHARE: f64 = 0.55;

/// Expected points of `[easy, hard]` for each Expedition (indexed by id) on an empty line.
pub(super) fn face_values() -> &'static [[f64; 2]; EXPEDITION_COUNT] {
    static VALUES: LazyLock<[[f64; 2]; EXPEDITION_COUNT]> =
        LazyLock::new(|| simulate_face_values(standard_v1()));
    &VALUES
}

fn simulate_face_values(set: &ComponentSet) -> [[f64; 2]; EXPEDITION_COUNT] {
    let mut rng = GameRng::derive(Seed(0x1057_5EA5), 0xFACE);
    let every_tile: Vec<TileId> = (0..set.sea_tiles.len() as TileId).collect();
    let odds = LineOdds::new(&every_tile, FACE_SAMPLES, &mut rng);
    std::array::from_fn(|id| {
        let expedition = &set.expeditions[id];
        LostSeasFace::BOTH.map(|face| {
            let face = expedition.face(face);
            odds.expected(set, &face.requirement, face.points, [0; 6], LINE_CELLS)
        })
    })
}

/// The most fulfilments a line holding `counts` reaches by keeping `keep` of the `seen` tiles
/// (every subset tried: at most 8 choose 4).
fn best_fill(
    set: &ComponentSet,
    requirement: &LostSeasRequirement,
    counts: ElementCounts,
    seen: &[usize],
    keep: usize,
) -> u32 {
    let keep = keep.min(seen.len());
    let mut best = 0;
    for mask in 0u32..(1 << seen.len()) {
        if mask.count_ones() as usize != keep {
            continue;
        }
        let mut line = counts;
        for (i, &tile) in seen.iter().enumerate() {
            if mask & (1 << i) != 0 {
                add_icons(&mut line, &set.sea_tile_counts[tile]);
            }
        }
        best = best.max(requirement.fulfilments(&line));
    }
    best
}

/// Partly filled lines' expected points, from one set of draws of the unseen tiles (the same
/// draws for every line and every candidate take, so that takes are compared on the same luck).
pub(super) struct LineOdds {
    /// Each draw: unseen tiles in a random order; a line with `e` empty cells sees the first
    /// `2 e` of them.
    draws: Vec<Vec<usize>>,
}

impl LineOdds {
    pub(super) fn new(unseen: &[TileId], draws: usize, rng: &mut GameRng) -> Self {
        let unseen: Vec<usize> = unseen.iter().map(|&t| usize::from(t)).collect();
        let draws = (0..draws)
            .map(|_| {
                let mut order = unseen.clone();
                rng.shuffle(&mut order);
                order.truncate(LINE_CELLS * CHOICE_PER_CELL);
                order
            })
            .collect();
        LineOdds { draws }
    }

    /// The expected points of a line holding `counts` with `empty` cells left under
    /// `requirement`, worth `points` per fulfilment.
    pub(super) fn expected(
        &self,
        set: &ComponentSet,
        requirement: &LostSeasRequirement,
        points: u8,
        counts: ElementCounts,
        empty: usize,
    ) -> f64 {
        let points = f64::from(points);
        if empty == 0 || self.draws.is_empty() {
            return points * f64::from(requirement.fulfilments(&counts));
        }
        let total: u32 = self
            .draws
            .iter()
            .map(|draw| {
                let seen = &draw[..(empty * CHOICE_PER_CELL).min(draw.len())];
                best_fill(set, requirement, counts, seen, empty)
            })
            .sum();
        points * f64::from(total) / self.draws.len() as f64
    }
}

/// A quick guess of the points a line holding `counts`, with `empty` cells left, will score
/// under `requirement` (worth `points` per fulfilment).
pub(super) fn prospect(
    requirement: &LostSeasRequirement,
    points: u8,
    counts: &ElementCounts,
    empty: usize,
) -> f64 {
    let points = f64::from(points);
    let met = requirement.fulfilments(counts);
    if empty == 0 {
        return points * f64::from(met);
    }
    if requirement.only_grows() && met > 0 {
        // Met for good; a set may still be completed once more.
        return points * (f64::from(met) + OPEN_SHARE * 0.5);
    }
    if still_possible(requirement, counts, empty) {
        points * OPEN_SHARE
    } else {
        0.0
    }
}

/// Whether `empty` more tiles could still make the line meet `requirement` (icons counted
/// generously: any tile may bring up to 3 of anything).
fn still_possible(requirement: &LostSeasRequirement, counts: &ElementCounts, empty: usize) -> bool {
    let room = MOST_ICONS * empty as u32;
    let have = |element: usize| u32::from(counts[element]);
    let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    match requirement {
        LostSeasRequirement::ExactElements { counts: wanted } => {
            let mut missing = 0;
            for w in wanted {
                let (got, want) = (have(w.element.index()), u32::from(w.count));
                if got > want {
                    return false;
                }
                missing += want - got;
            }
            missing <= room
        }
        LostSeasRequirement::ExactChosen { count } => {
            (0..6).any(|e| have(e) <= u32::from(*count) && u32::from(*count) - have(e) <= room)
        }
        LostSeasRequirement::ExactTotal { count } => {
            let count = u32::from(*count);
            total + empty as u32 <= count && count <= total + room
        }
        LostSeasRequirement::Sets { set } => {
            let mut needed = [0u32; 6];
            for element in set {
                needed[element.index()] += 1;
            }
            let missing: u32 = (0..6).map(|e| needed[e].saturating_sub(have(e))).sum();
            missing <= room
        }
        LostSeasRequirement::OneOfEach => {
            let missing = counts.iter().filter(|&&c| c == 0).count() as u32;
            missing <= room
        }
        LostSeasRequirement::Excluded { elements } => elements.iter().all(|e| have(e.index()) == 0),
        LostSeasRequirement::Majority { element } => {
            let own = have(element.index());
            let best_other = (0..6)
                .filter(|&e| e != element.index())
                .map(have)
                .max()
                .unwrap_or(0);
            own + room > best_other
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::lost_seas::LostSeasElement;

    #[test]
    fn a_harder_face_is_worth_more_only_when_it_is_reachable() {
        let values = face_values();
        let set = standard_v1();
        // Every value lies between nothing and what the face could score at best.
        for (id, expedition) in set.expeditions.iter().enumerate() {
            for (k, face) in LostSeasFace::BOTH.into_iter().enumerate() {
                let most = f64::from(expedition.face(face).points) * 12.0;
                assert!((0.0..=most).contains(&values[id][k]), "expedition {id}");
            }
        }
        // Some hard faces are worth choosing and some are not: the table separates them.
        let hard_better = values.iter().filter(|[easy, hard]| hard > easy).count();
        assert!(
            (5..EXPEDITION_COUNT - 5).contains(&hard_better),
            "{hard_better} hard faces preferred"
        );
    }

    #[test]
    fn a_line_that_can_no_longer_be_met_is_worth_nothing() {
        let kraken = LostSeasElement::Kraken.index();
        let mut counts = [0u8; 6];
        counts[kraken] = 1;
        let excluded = LostSeasRequirement::Excluded {
            elements: vec![LostSeasElement::Kraken],
        };
        assert_eq!(prospect(&excluded, 4, &counts, 2), 0.0);
        assert!(prospect(&excluded, 4, &[0; 6], 2) > 0.0);
        let total = LostSeasRequirement::ExactTotal { count: 5 };
        // Four icons and two empty cells: at least six icons at the end.
        counts[kraken] = 4;
        assert_eq!(prospect(&total, 11, &counts, 2), 0.0);
        assert!(prospect(&total, 11, &counts, 1) > 0.0);
        // A full line scores exactly.
        counts[kraken] = 5;
        assert_eq!(prospect(&total, 11, &counts, 0), 11.0);
    }
}
