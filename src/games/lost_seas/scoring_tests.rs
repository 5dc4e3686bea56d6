//! Scenario tests for scoring: every requirement kind met, missed and on its edge, and the
//! rulebook's tie-breaks.

use super::components::standard_v1;
use super::expeditions::{
    LostSeasElement, LostSeasElementCount, LostSeasFace, LostSeasRequirement,
};
use super::{LostSeas, LostSeasOptions};
use crate::engine::{Game, Seat, Seed, Setup};

use LostSeasElement::{Kraken, Leviathan, Maelstrom, Rock, Sandbank, Shipwreck};
use LostSeasFace::Easy;

fn new_game() -> LostSeas {
    LostSeas::new(&Setup {
        players: 2,
        seed: Seed(1),
        options: LostSeasOptions::default(),
    })
    .unwrap()
}

/// The id and face of the set's Expedition face with exactly this requirement and points.
fn face(requirement: LostSeasRequirement, points: u8) -> (u8, LostSeasFace) {
    for (id, expedition) in standard_v1().expeditions.iter().enumerate() {
        for f in LostSeasFace::BOTH {
            let side = expedition.face(f);
            if side.requirement == requirement && side.points == points {
                return (id as u8, f);
            }
        }
    }
    panic!("the set has no face {requirement:?} worth {points}");
}

fn counts(pairs: &[(LostSeasElement, u8)]) -> [u8; 6] {
    let mut c = [0; 6];
    for (e, n) in pairs {
        c[e.index()] = *n;
    }
    c
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

#[test]
fn exact_elements_met_missed_and_on_the_edge() {
    let req = exact(&[(Sandbank, 2), (Shipwreck, 1)]);
    assert_eq!(
        req.fulfilments(&counts(&[(Sandbank, 2), (Shipwreck, 1)])),
        1
    );
    // Other elements are not counted.
    assert_eq!(
        req.fulfilments(&counts(&[(Sandbank, 2), (Shipwreck, 1), (Rock, 5)])),
        1
    );
    assert_eq!(
        req.fulfilments(&counts(&[(Sandbank, 3), (Shipwreck, 1)])),
        0,
        "one too many"
    );
    assert_eq!(
        req.fulfilments(&counts(&[(Sandbank, 2)])),
        0,
        "one element missing"
    );
}

/// Ruling (docs/rules/lost-seas.md): "exact count of a chosen element" is met when any element
/// appears exactly N times.
#[test]
fn ruling_exact_chosen_is_met_by_any_element_exactly_n_times() {
    let req = LostSeasRequirement::ExactChosen { count: 3 };
    assert_eq!(req.fulfilments(&counts(&[(Rock, 3)])), 1);
    assert_eq!(req.fulfilments(&counts(&[(Kraken, 4), (Leviathan, 3)])), 1);
    assert_eq!(req.fulfilments(&counts(&[(Kraken, 4), (Leviathan, 2)])), 0);
    assert_eq!(
        req.fulfilments(&counts(&[(Kraken, 4)])),
        0,
        "4 is not exactly 3"
    );
}

#[test]
fn exact_total_met_missed_and_on_the_edge() {
    let req = LostSeasRequirement::ExactTotal { count: 5 };
    assert_eq!(req.fulfilments(&counts(&[(Rock, 2), (Kraken, 3)])), 1);
    assert_eq!(req.fulfilments(&counts(&[(Rock, 2), (Kraken, 2)])), 0);
    assert_eq!(req.fulfilments(&counts(&[(Rock, 3), (Kraken, 3)])), 0);
}

/// Ruling (docs/rules/lost-seas.md): sets score once per complete set.
#[test]
fn ruling_sets_score_once_per_complete_set() {
    let single = LostSeasRequirement::Sets {
        set: vec![Maelstrom],
    };
    assert_eq!(single.fulfilments(&counts(&[(Maelstrom, 5)])), 5);
    assert_eq!(single.fulfilments(&counts(&[(Rock, 5)])), 0);
    let pair = LostSeasRequirement::Sets {
        set: vec![Maelstrom, Maelstrom],
    };
    assert_eq!(
        pair.fulfilments(&counts(&[(Maelstrom, 5)])),
        2,
        "the 5th Maelstrom is left over"
    );
    let mixed = LostSeasRequirement::Sets {
        set: vec![Kraken, Leviathan, Maelstrom],
    };
    assert_eq!(
        mixed.fulfilments(&counts(&[(Kraken, 2), (Leviathan, 2), (Maelstrom, 1)])),
        1
    );
    assert_eq!(
        mixed.fulfilments(&counts(&[(Kraken, 2), (Leviathan, 2)])),
        0
    );
}

#[test]
fn one_of_each_met_and_missed() {
    let req = LostSeasRequirement::OneOfEach;
    assert_eq!(req.fulfilments(&[1, 1, 1, 1, 1, 1]), 1);
    assert_eq!(req.fulfilments(&[3, 1, 2, 1, 1, 1]), 1);
    assert_eq!(req.fulfilments(&[3, 1, 2, 1, 0, 1]), 0, "no Sandbank");
}

#[test]
fn excluded_met_and_missed() {
    let req = excluded(&[Sandbank, Kraken, Rock]);
    assert_eq!(
        req.fulfilments(&counts(&[(Leviathan, 4), (Maelstrom, 3)])),
        1
    );
    assert_eq!(
        req.fulfilments(&counts(&[(Leviathan, 4), (Rock, 1)])),
        0,
        "a single Rock"
    );
    assert_eq!(req.fulfilments(&[0; 6]), 1, "an empty line holds none");
}

/// Ruling (docs/rules/lost-seas.md): "Majority" means strictly more often than every other single
/// element.
#[test]
fn ruling_majority_is_strict() {
    let req = LostSeasRequirement::Majority { element: Shipwreck };
    assert_eq!(
        req.fulfilments(&counts(&[(Shipwreck, 3), (Rock, 2), (Kraken, 2)])),
        1
    );
    assert_eq!(
        req.fulfilments(&counts(&[(Shipwreck, 3), (Rock, 3)])),
        0,
        "a tie is no majority"
    );
    assert_eq!(
        req.fulfilments(&counts(&[(Shipwreck, 1)])),
        1,
        "more than all the zeros"
    );
    assert_eq!(req.fulfilments(&[0; 6]), 0);
    // Not a majority of all elements together: 3 of 8 is enough when no other has 3.
    assert_eq!(
        req.fulfilments(&counts(&[
            (Shipwreck, 3),
            (Rock, 2),
            (Kraken, 2),
            (Leviathan, 1)
        ])),
        1
    );
}

// ---------------------------------------------------------------------------------------------
// Tie-breaks. Empty maps meet only "excluded" faces, so each player's score is exactly the
// excluded faces they play; every other face is one that an empty line misses.

fn excluded_face(elements: &[LostSeasElement], points: u8) -> (u8, LostSeasFace) {
    face(excluded(elements), points)
}

/// Faces an empty line misses, on tiles other than `avoid`.
fn unmet_faces(avoid: &[(u8, LostSeasFace)], count: usize) -> Vec<(u8, LostSeasFace)> {
    standard_v1()
        .expeditions
        .iter()
        .enumerate()
        .filter(|(id, _)| avoid.iter().all(|(a, _)| usize::from(*a) != *id))
        .filter(|(_, e)| e.easy.requirement.fulfilments(&[0; 6]) == 0)
        .map(|(id, _)| (id as u8, Easy))
        .take(count)
        .collect()
}

fn with_faces(game: LostSeas, seat: Seat, met: &[(u8, LostSeasFace)]) -> LostSeas {
    let mut all = met.to_vec();
    all.extend(unmet_faces(met, 8 - met.len()));
    let rows = [all[0], all[1], all[2], all[3]];
    let columns = [all[4], all[5], all[6], all[7]];
    game.with_expeditions(seat, rows, columns)
}

fn finished_with(seats: [&[(u8, LostSeasFace)]; 2]) -> LostSeas {
    let mut game = new_game();
    for (i, faces) in seats.iter().enumerate() {
        game = with_faces(game, Seat(i as u8), faces);
    }
    game.finished()
}

#[test]
fn most_points_wins() {
    let game = finished_with([
        &[excluded_face(&[Kraken], 4)],
        &[excluded_face(&[Kraken, Leviathan], 6)],
    ]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standings[0].score, 4);
    assert_eq!(outcome.standings[1].score, 6);
    assert_eq!(outcome.winners, vec![Seat(1)]);
}

/// Rulebook tie-break 1: the player who followed the most Expeditions wins a tie on points.
#[test]
fn tie_on_points_goes_to_most_expeditions_met() {
    let game = finished_with([
        &[excluded_face(&[Kraken], 4), excluded_face(&[Leviathan], 4)],
        &[excluded_face(&[Sandbank, Kraken, Rock], 8)],
    ]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standings[0].score, 8);
    assert_eq!(outcome.standings[1].score, 8);
    assert_eq!(game.score(Seat(0)).expeditions_met, 2);
    assert_eq!(game.score(Seat(1)).expeditions_met, 1);
    assert_eq!(outcome.winners, vec![Seat(0)]);
}

/// Rulebook tie-break 2: then the player whose best met Expedition is worth the most.
#[test]
fn tie_on_points_and_count_goes_to_best_expedition() {
    let game = finished_with([
        &[
            excluded_face(&[Kraken, Rock], 6),
            excluded_face(&[Leviathan, Shipwreck], 6),
            excluded_face(&[Kraken], 4),
            excluded_face(&[Leviathan], 4),
        ],
        &[
            excluded_face(&[Sandbank, Kraken, Rock], 8),
            excluded_face(&[Maelstrom], 4),
            excluded_face(&[Rock], 4),
            excluded_face(&[Sandbank], 4),
        ],
    ]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.standings[0].score, 20);
    assert_eq!(outcome.standings[1].score, 20);
    assert_eq!(game.score(Seat(0)).best_expedition, 6);
    assert_eq!(game.score(Seat(1)).best_expedition, 8);
    assert_eq!(outcome.winners, vec![Seat(1)]);
}

/// Rulebook: if a tie persists, the players share the victory (all of them are winners).
#[test]
fn a_tie_that_persists_shares_the_victory() {
    let game = finished_with([
        &[excluded_face(&[Kraken], 4), excluded_face(&[Leviathan], 4)],
        &[excluded_face(&[Maelstrom], 4), excluded_face(&[Rock], 4)],
    ]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0), Seat(1)]);
    assert!(!outcome.is_draw());
}

/// Rulebook, with 3 players: a tie that persists between two players shares the victory, and
/// the third player, behind them, loses ("partial tie"). Ratings then count the two winners as
/// drawing each other (`ratings::rating_changes`).
#[test]
fn a_partial_tie_among_three_players_shares_the_victory_between_the_tied() {
    let mut game = LostSeas::new(&Setup {
        players: 3,
        seed: Seed(3),
        options: LostSeasOptions::default(),
    })
    .unwrap();
    let seats: [&[(u8, LostSeasFace)]; 3] = [
        &[excluded_face(&[Kraken], 4), excluded_face(&[Leviathan], 4)],
        &[excluded_face(&[Maelstrom], 4)],
        &[excluded_face(&[Rock], 4), excluded_face(&[Sandbank], 4)],
    ];
    for (i, faces) in seats.iter().enumerate() {
        game = with_faces(game, Seat(i as u8), faces);
    }
    let outcome = game.finished().outcome().unwrap();
    let scores: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![8, 4, 8]);
    assert_eq!(outcome.winners, vec![Seat(0), Seat(2)]);
    assert!(!outcome.is_draw());
}

/// Unused sea tiles showing exactly these elements (in any order), one per entry.
fn sea_tiles(wanted: &[&[LostSeasElement]]) -> Vec<u8> {
    let mut used: Vec<u8> = Vec::new();
    for elements in wanted {
        let mut want = elements.to_vec();
        want.sort();
        let id = (0..standard_v1().sea_tiles.len() as u8)
            .find(|id| {
                let mut have = standard_v1().sea_tiles[usize::from(*id)].clone();
                have.sort();
                have == want && !used.contains(id)
            })
            .expect("the set has the tile");
        used.push(id);
    }
    used
}

/// Rulebook tie-break 2 with a sets Expedition: "the Expedition tile worth the most points" is
/// what the met Expedition earns, so a sets Expedition completed 3 times (3 x 3 = 9) beats an
/// 8-point one. Both players have 12 points from 2 met Expeditions.
#[test]
fn a_tie_broken_by_a_sets_expedition() {
    let (m, r) = (Maelstrom, Rock);
    let tiles = sea_tiles(&[&[m, m, m], &[m, m], &[m], &[r, r]]);
    let mut cells = [None; 16];
    // Row 0 holds 6 Maelstroms and 2 Rocks; column 3 only the 2 Rocks.
    for (cell, tile) in tiles.iter().enumerate() {
        cells[cell] = Some(*tile);
    }
    let two_maelstroms = face(
        LostSeasRequirement::Sets {
            set: vec![Maelstrom, Maelstrom],
        },
        3,
    );
    let two_rocks = face(exact(&[(Rock, 2)]), 3);
    // Columns 0-2 hold Maelstroms, which these miss; rows 1-3 are empty.
    let columns = [
        excluded_face(&[Maelstrom], 4),
        excluded_face(&[Leviathan, Maelstrom], 6),
        face(LostSeasRequirement::Majority { element: Kraken }, 4),
        two_rocks,
    ];
    let used: Vec<(u8, LostSeasFace)> = [two_maelstroms].into_iter().chain(columns).collect();
    let empty_rows = unmet_faces(&used, 3);
    let rows = [two_maelstroms, empty_rows[0], empty_rows[1], empty_rows[2]];
    let game = new_game()
        .with_expeditions(Seat(1), rows, columns)
        .with_map(Seat(1), cells);
    let game = with_faces(
        game,
        Seat(0),
        &[
            excluded_face(&[Sandbank, Kraken, Rock], 8),
            excluded_face(&[Kraken], 4),
        ],
    )
    .finished();
    let sets = game.score(Seat(1));
    assert_eq!(sets.rows, [9, 0, 0, 0]);
    assert_eq!(sets.columns, [0, 0, 0, 3]);
    let other = game.score(Seat(0));
    assert_eq!((other.total, other.expeditions_met), (12, 2));
    assert_eq!((sets.total, sets.expeditions_met), (12, 2));
    assert_eq!((other.best_expedition, sets.best_expedition), (8, 9));
    assert_eq!(game.outcome().unwrap().winners, vec![Seat(1)]);
}
