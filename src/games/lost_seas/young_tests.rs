//! Scenario tests for the Young Mapmaker mode.

use super::components::standard_v1;
use super::expeditions::LostSeasElement;
use super::state::TileId;
use super::{LostSeas, LostSeasAction, LostSeasOptions, LostSeasPhase};
use crate::engine::{Game, Seat, Seed, Setup, Viewer};

use LostSeasElement::{Kraken, Leviathan, Rock, Shipwreck};

fn young_game(players: usize, seed: u64) -> LostSeas {
    LostSeas::new(&Setup {
        players,
        seed: Seed(seed),
        options: LostSeasOptions {
            young_mapmaker: true,
        },
    })
    .unwrap()
}

/// Unused tiles showing exactly these elements, in order.
fn tiles(wanted: &[&[LostSeasElement]]) -> Vec<TileId> {
    let mut used = Vec::new();
    for elements in wanted {
        let mut want = elements.to_vec();
        want.sort();
        let id = (0..65u8)
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

/// The rulebook's example: a row with 3 Leviathans, 2 Rocks and 2 Shipwrecks is worth 3.
#[test]
fn young_mapmaker_example_row_scores_three() {
    let row = tiles(&[
        &[Leviathan],
        &[Leviathan],
        &[Rock, Shipwreck],
        &[Leviathan, Rock, Shipwreck],
    ]);
    let mut cells = [None; 16];
    for (c, tile) in row.iter().enumerate() {
        cells[c] = Some(*tile);
    }
    let game = young_game(2, 1).with_map(Seat(0), cells);
    let score = game.score(Seat(0));
    assert_eq!(score.rows, [3, 0, 0, 0]);
    // Each column holds one tile: its most frequent element appears once.
    assert_eq!(score.columns, [1, 1, 1, 1]);
    assert_eq!(score.total, 7);
    assert_eq!(score.expeditions_met, 0, "no Expeditions in this mode");
}

/// Rulebook: on a tie between elements, one of them is counted (the same number either way).
#[test]
fn young_mapmaker_tied_majority_counts_one_element() {
    let row = tiles(&[&[Kraken, Kraken], &[Rock, Rock], &[Leviathan], &[Shipwreck]]);
    let mut cells = [None; 16];
    for (c, tile) in row.iter().enumerate() {
        cells[c] = Some(*tile);
    }
    let score = young_game(2, 1).with_map(Seat(0), cells).score(Seat(0));
    assert_eq!(score.rows[0], 2);
}

/// Rulebook: 3 face-up tiles; after each player's turn the taken tile is replaced.
/// Decisions: turns go clockwise one tile at a time from the first player, the new tile takes
/// the taken tile's place, and no tile goes back in the box.
#[test]
fn young_mapmaker_offers_three_tiles_refilled_after_every_pick() {
    let game = young_game(3, 4);
    let view = game.view(Viewer::Spectator);
    assert_eq!(view.phase, LostSeasPhase::Draft, "no Expeditions to choose");
    assert_eq!(view.offer.len(), 3);
    assert!(
        view.maps
            .iter()
            .all(|m| m.columns.is_none() && m.hand.is_none())
    );
    let first = view.starting_player;
    assert_eq!(game.to_act(), vec![first]);
    assert_eq!(game.legal_actions(first).len(), 3 * 16);

    let offer = game.offer_tiles().to_vec();
    let top = *game.pile_tiles().last().unwrap();
    let take = LostSeasAction::Take {
        tile: offer[1],
        row: 3,
        column: 3,
    };
    let next = game.apply(first, &take).unwrap();
    assert_eq!(next.offer_tiles(), &[offer[0], top, offer[2]]);
    assert_eq!(next.to_act(), vec![Seat((first.0 + 1) % 3)], "clockwise");

    let seat = next.to_act()[0];
    let choose = LostSeasAction::ChooseColumns {
        order: [0, 1, 2, 3],
        faces: [super::LostSeasFace::Easy; 4],
    };
    assert_eq!(
        next.apply(seat, &choose).unwrap_err().code,
        "no_expeditions"
    );
    let boxing = LostSeasAction::BoxTile { tile: offer[0] };
    assert_eq!(
        next.apply(seat, &boxing).unwrap_err().code,
        "must_take_tile"
    );
}

/// Decision: once the pile is empty the offer is no longer refilled and shrinks; with 4
/// players the last pick still has 2 tiles to choose from, and the tile left stays unused.
#[test]
fn young_mapmaker_offer_shrinks_when_the_pile_runs_out() {
    let mut game = young_game(4, 9);
    let mut picks = 0;
    while !game.is_finished() {
        let remaining = game.offer_tiles().len() + game.pile_tiles().len();
        assert_eq!(remaining, 65 - picks);
        assert_eq!(game.offer_tiles().len(), remaining.min(3));
        let seat = game.to_act()[0];
        let action = game.legal_actions(seat).last().unwrap().clone();
        game = game.apply(seat, &action).unwrap();
        picks += 1;
    }
    assert_eq!(picks, 64);
    assert_eq!(game.offer_tiles().len(), 1);
    assert!(game.pile_tiles().is_empty());
    let outcome = game.outcome().unwrap();
    let best = outcome.standings.iter().map(|s| s.score).max().unwrap();
    let expected: Vec<Seat> = outcome
        .standings
        .iter()
        .filter(|s| s.score == best)
        .map(|s| s.seats[0])
        .collect();
    assert_eq!(
        outcome.winners, expected,
        "most points wins; equal points share"
    );
}

/// Ruling (second round): Young Mapmaker mode has no rounds. Turns go strictly clockwise from
/// the first player for the whole game, one tile each: unlike the standard draft, the last
/// player of a "round" never plays twice in a row.
#[test]
fn ruling_young_mapmaker_turns_go_strictly_clockwise_without_rounds() {
    for players in 2..=4u8 {
        let mut game = young_game(usize::from(players), 21);
        let first = game.view(Viewer::Spectator).starting_player;
        let mut turn = 0u8;
        while !game.is_finished() {
            let expected = Seat((first.0 + turn) % players);
            assert_eq!(
                game.to_act(),
                vec![expected],
                "{players} players, turn {turn}"
            );
            let action = game.legal_actions(expected)[0].clone();
            assert!(
                matches!(action, LostSeasAction::Take { .. }),
                "no tile is boxed"
            );
            game = game.apply(expected, &action).unwrap();
            turn += 1;
        }
        assert_eq!(turn, 16 * players, "16 tiles each, one per turn");
    }
}
