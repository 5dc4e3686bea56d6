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
