//! Scoring: the rulebook's end-of-game example, the score a map shows while it fills, and the
//! set's extreme rows.

use shoreline::engine::Seat;
use shoreline::games::lost_seas::components::standard_v1;
use shoreline::games::lost_seas::{
    LostSeasElement, LostSeasElementCount, LostSeasFace, LostSeasRequirement, TileId,
};

use super::{face, new_game, tile};
use LostSeasElement::{Kraken, Leviathan, Maelstrom, Rock, Sandbank, Shipwreck};
use LostSeasFace::Easy;

fn map_of(rows: [[&[LostSeasElement]; 4]; 4]) -> [Option<TileId>; 16] {
    let mut used = Vec::new();
    let mut cells = [None; 16];
    for (r, row) in rows.iter().enumerate() {
        for (c, elements) in row.iter().enumerate() {
            cells[r * 4 + c] = Some(tile(elements, &mut used));
        }
    }
    cells
}

fn exact(pairs: &[(LostSeasElement, u8)]) -> LostSeasRequirement {
    LostSeasRequirement::ExactElements {
        counts: pairs
            .iter()
            .map(|&(element, count)| LostSeasElementCount { element, count })
            .collect(),
    }
}

fn excluded(elements: &[LostSeasElement]) -> LostSeasRequirement {
    LostSeasRequirement::Excluded {
        elements: elements.to_vec(),
    }
}

/// Expedition faces for rows and columns, as the map is given them.
type Faces = [(u8, LostSeasFace); 4];

/// The rulebook's end-of-game example, with the faces and tiles of the standard set: the faces
/// of its rows and columns, and its map.
fn rulebook_example() -> (Faces, Faces, [Option<TileId>; 16]) {
    let rows = [
        face(LostSeasRequirement::ExactChosen { count: 6 }, 10),
        face(LostSeasRequirement::ExactTotal { count: 5 }, 11),
        face(
            LostSeasRequirement::Sets {
                set: vec![Maelstrom],
            },
            1,
        ),
        face(LostSeasRequirement::OneOfEach, 5),
    ];
    let columns = [
        face(LostSeasRequirement::Majority { element: Shipwreck }, 4),
        face(exact(&[(Sandbank, 2), (Shipwreck, 1)]), 6),
        face(excluded(&[Sandbank, Kraken, Rock]), 8),
        face(excluded(&[Kraken]), 4),
    ];
    let (w, k, r, s, l, m) = (Shipwreck, Kraken, Rock, Sandbank, Leviathan, Maelstrom);
    let cells = map_of([
        [&[w, w, w], &[w], &[w, w], &[w]],
        [&[l], &[s], &[l], &[r, l]],
        [&[w], &[m], &[m, m], &[m, m]],
        [&[k, w], &[s, r], &[l], &[m]],
    ]);
    (rows, columns, cells)
}

/// The rulebook's end-of-game example: 0 + 11 + 5 + 5 + 4 + 6 + 8 + 4 = 43, with the faces and
/// tiles of the standard set. Ruling (second round): Row 1 holds 7 identical Marine Elements, as
/// the rulebook has it, under an Expedition whose requirement they do not meet ("exactly 6 of a
/// chosen element": 7 Shipwrecks are not exactly 6 of anything), so it scores 0 (ruling: unmet
/// requirements score 0).
#[test]
fn rulebook_scoring_example_scores_43() {
    let (rows, columns, cells) = rulebook_example();
    let mut ids: Vec<u8> = rows.iter().chain(&columns).map(|(id, _)| *id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 8, "eight different Expedition tiles");
    let game = new_game(2, 1, false)
        .with_expeditions(Seat(0), rows, columns)
        .with_map(Seat(0), cells);
    let row_1: usize = (0..4)
        .map(|c| standard_v1().sea_tiles[usize::from(cells[c].unwrap())].len())
        .sum();
    assert_eq!(row_1, 7, "Row 1 holds 7 Marine Elements, all Shipwrecks");
    let score = game.score(Seat(0));
    assert_eq!(score.rows, [0, 11, 5, 5]);
    assert_eq!(score.columns, [4, 6, 8, 4]);
    assert_eq!(score.total, 43);
    assert_eq!(score.expeditions_met, 7);
    assert_eq!(score.best_expedition, 11);
}

/// The score a map shows while it fills (issue 34: a projection that never counts what may yet
/// be lost): the rulebook's example map with its last row and last column still empty. The
/// "none of" columns 2 and 3 and the exact counts of row 1 and column 1 are met so far, but a
/// tile still to come could break them, so they show 0 until their line is full; the sets of
/// row 2 (1 point per Maelstrom) and "one of each" count at once, as nothing can take them away.
#[test]
fn a_line_still_filling_shows_only_what_no_tile_can_take_away() {
    let (rows, columns, full) = rulebook_example();
    let mut filling = full;
    for cell in [3, 7, 11, 12, 13, 14, 15] {
        filling[cell] = None;
    }
    let game = new_game(2, 1, false)
        .with_expeditions(Seat(0), rows, columns)
        .with_map(Seat(0), filling);
    let score = game.score(Seat(0));
    // Row 2 so far: Shipwreck, Maelstrom, Maelstrom x2: 3 Maelstroms, 3 sets of one.
    assert_eq!(score.rows, [0, 0, 3, 0]);
    // Columns 2 ("no Sandbank, Kraken or Rock") and 3 ("no Kraken") hold none yet: not counted.
    assert_eq!(score.columns, [0, 0, 0, 0]);
    assert_eq!(score.total, 3);
    // Once full, the same map scores the rulebook's 43.
    let game = new_game(2, 1, false)
        .with_expeditions(Seat(0), rows, columns)
        .with_map(Seat(0), full);
    assert_eq!(game.score(Seat(0)).total, 43);
}

/// Ruling (docs/rules/lost-seas.md): the set must make a row of 7 identical elements and a row of 6
/// different ones possible; the "exactly 7 of a chosen element" face is then met.
#[test]
fn set_allows_seven_identical_and_six_different_in_a_row() {
    let seven = face(LostSeasRequirement::ExactChosen { count: 7 }, 12);
    let six = face(LostSeasRequirement::OneOfEach, 5);
    let filler = face(excluded(&[Kraken]), 4);
    let (k, l) = (Kraken, Leviathan);
    let cells = map_of([
        [&[k, k, k], &[k, k], &[k, k], &[l]],
        [&[k, l, Maelstrom], &[Rock, Sandbank, Shipwreck], &[l], &[l]],
        [&[Maelstrom], &[Rock], &[Rock], &[Rock]],
        [&[Sandbank], &[Sandbank], &[Sandbank], &[Shipwreck]],
    ]);
    let others = |i: u8| (30 + i, Easy);
    let game = new_game(2, 1, false)
        .with_expeditions(
            Seat(0),
            [seven, six, others(0), others(1)],
            [filler, others(2), others(3), others(4)],
        )
        .with_map(Seat(0), cells);
    let score = game.score(Seat(0));
    assert_eq!(
        score.rows[0], 12,
        "7 Krakens meet 'exactly 7 of a chosen element'"
    );
    assert_eq!(score.rows[1], 5, "6 different elements meet 'one of each'");
    assert_eq!(
        score.columns[0], 0,
        "the Krakens in column 0 miss 'no Kraken'"
    );
}
