//! The computer player's choice of Expedition faces at setup, made for the map as a whole.
//!
//! [`face_values`] prices each face on a line of its own, as if the line could keep the best
//! tiles for itself. On a map every cell serves a row and a column, so two demanding faces that
//! want different things from the same cells cannot both have them: a face's worth depends on
//! its crossing lines. Here the four faces being chosen are weighed together with the other four
//! lines (the columns already placed, or, while the columns are chosen, rows dealt at random
//! from the Expeditions the seat has not seen, each on its better face): for each of the sixteen
//! ways to turn the four, the same simulated drafts fill the map (a drafter turns over a few
//! tiles per pick and places the best by the lines' [`prospect`]s), and the map's exact points
//! at the end are averaged.

use crate::engine::GameRng;

use super::components::{ComponentSet, standard_v1};
use super::expeditions::{ElementCounts, LostSeasFace, LostSeasRequirement, add_icons};
use super::prospects::{face_values, prospect};
use super::state::{ExpeditionId, MAP_CELLS, PlacedExpedition, TileId};

/// Simulated drafts behind a choice (the same for all sixteen ways to turn the hand).
const DRAFTS: usize = 128;
/// Tiles a simulated drafter turns over for each pick; it keeps one.
const CHOICE_PER_PICK: usize = 3;

/// A line's goal: its requirement and the points per fulfilment.
type Goal = (&'static LostSeasRequirement, u8);

/// The faces for the four Expeditions of `hand`, which the seat places now as its columns
/// (`columns` is `None`) or as its rows (`columns` holds the columns it placed). `unseen` are
/// the Expeditions the seat cannot see, from which the rows are dealt in the simulations while
/// the columns are chosen.
pub(super) fn best_faces(
    hand: [ExpeditionId; 4],
    columns: Option<[PlacedExpedition; 4]>,
    unseen: &[ExpeditionId],
    rng: &mut GameRng,
) -> [LostSeasFace; 4] {
    let set = standard_v1();
    let goal = |id: ExpeditionId, face: LostSeasFace| -> Goal {
        let face = set.expeditions[usize::from(id)].face(face);
        (&face.requirement, face.points)
    };
    let better_face = |id: ExpeditionId| {
        let [easy, hard] = face_values()[usize::from(id)];
        if hard > easy {
            LostSeasFace::Hard
        } else {
            LostSeasFace::Easy
        }
    };
    let ways: Vec<[LostSeasFace; 4]> = (0..16u8)
        .map(|bits| {
            std::array::from_fn(|k| {
                if bits & (1 << k) != 0 {
                    LostSeasFace::Hard
                } else {
                    LostSeasFace::Easy
                }
            })
        })
        .collect();
    let mut totals = [0u64; 16];
    let mut tiles: Vec<TileId> = (0..set.sea_tiles.len() as TileId).collect();
    let mut others: Vec<ExpeditionId> = unseen.to_vec();
    for _ in 0..DRAFTS {
        rng.shuffle(&mut tiles);
        // The other four lines: the columns placed, or rows dealt from the unseen.
        let other: [Goal; 4] = match columns {
            Some(columns) => columns.map(|p| goal(p.id, p.face)),
            None => {
                rng.shuffle(&mut others);
                std::array::from_fn(|k| {
                    // (There are always four: 44 Expeditions, at most 32 dealt.)
                    let id = others.get(k).copied().unwrap_or(hand[k]);
                    goal(id, better_face(id))
                })
            }
        };
        for (way, total) in ways.iter().zip(&mut totals) {
            let mine: [Goal; 4] = std::array::from_fn(|k| goal(hand[k], way[k]));
            // Lines 0-3 are the rows, 4-7 the columns.
            let goals: [Goal; 8] = if columns.is_some() {
                std::array::from_fn(|k| if k < 4 { mine[k] } else { other[k - 4] })
            } else {
                std::array::from_fn(|k| if k < 4 { other[k] } else { mine[k - 4] })
            };
            *total += u64::from(simulated_points(set, &goals, &tiles));
        }
    }
    // Ties go to the easier faces (the first way found).
    let best = (0..16).max_by_key(|&i| (totals[i], 16 - i)).unwrap_or(0);
    ways[best]
}

/// The points a map with these line goals ends with when a drafter fills it from `tiles` in
/// order, turning over [`CHOICE_PER_PICK`] of them per pick and placing the one (anywhere) that
/// raises its two lines' prospects most.
fn simulated_points(set: &ComponentSet, goals: &[Goal; 8], tiles: &[TileId]) -> u32 {
    let mut counts: [ElementCounts; 8] = [[0; 6]; 8];
    let mut empty = [4usize; 8];
    let mut filled = [false; MAP_CELLS];
    let mut now: [f64; 8] =
        std::array::from_fn(|k| prospect(goals[k].0, goals[k].1, &counts[k], 4));
    for offer in tiles.chunks(CHOICE_PER_PICK).take(MAP_CELLS) {
        let mut best: Option<(f64, usize, TileId)> = None;
        for &tile in offer {
            let icons = &set.sea_tile_counts[usize::from(tile)];
            for cell in (0..MAP_CELLS).filter(|&c| !filled[c]) {
                let gain: f64 = [cell / 4, 4 + cell % 4]
                    .into_iter()
                    .map(|k| {
                        let mut after = counts[k];
                        add_icons(&mut after, icons);
                        prospect(goals[k].0, goals[k].1, &after, empty[k] - 1) - now[k]
                    })
                    .sum();
                if best.is_none_or(|b| gain > b.0) {
                    best = Some((gain, cell, tile));
                }
            }
        }
        let Some((_, cell, tile)) = best else {
            break;
        };
        filled[cell] = true;
        for k in [cell / 4, 4 + cell % 4] {
            add_icons(&mut counts[k], &set.sea_tile_counts[usize::from(tile)]);
            empty[k] -= 1;
            now[k] = prospect(goals[k].0, goals[k].1, &counts[k], empty[k]);
        }
    }
    goals
        .iter()
        .zip(&counts)
        .map(|((requirement, points), counts)| u32::from(*points) * requirement.fulfilments(counts))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seed;

    fn placed(list: [(ExpeditionId, LostSeasFace); 4]) -> [PlacedExpedition; 4] {
        list.map(|(id, face)| PlacedExpedition { id, face })
    }

    /// The same hand is turned differently under different columns: the faces are priced for
    /// the map they make, not each on a line of its own (which would turn it the same way
    /// whatever crosses it). Expedition 27's demanding face wants exactly eleven icons in its
    /// row (its easy face six). Under columns three of which forbid two elements each (best met
    /// by tiles with few icons) it is given up; under columns that collect icons it is played.
    #[test]
    fn a_face_is_chosen_for_the_lines_that_cross_it() {
        use LostSeasFace::{Easy, Hard};
        let hand = [8, 20, 27, 33];
        let unseen: Vec<ExpeditionId> = (34..44).collect();
        let choose = |columns| {
            best_faces(
                hand,
                Some(columns),
                &unseen,
                &mut GameRng::derive(Seed(7), 1),
            )
        };
        let forbidding = choose(placed([(0, Hard), (5, Hard), (6, Easy), (25, Easy)]));
        let collecting = choose(placed([(31, Hard), (15, Easy), (42, Easy), (37, Easy)]));
        assert_eq!(
            forbidding[2], Easy,
            "eleven icons across forbidding columns"
        );
        assert_eq!(
            collecting[2], Hard,
            "eleven icons across collecting columns"
        );
    }
}
