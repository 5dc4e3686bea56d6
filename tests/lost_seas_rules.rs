//! Scenario tests: the rulebook's examples and every ruling, pinned by name. Scoring (the
//! rulebook's 43-point map, the score a filling map shows, the set's extreme rows) is in
//! `lost_seas_rules/scoring.rs`.

#[path = "lost_seas_rules/scoring.rs"]
mod scoring;

use shoreline::engine::{Game, Seat, Seed, Setup, Viewer};
use shoreline::games::lost_seas::components::standard_v1;
use shoreline::games::lost_seas::{
    LostSeas, LostSeasAction, LostSeasElement, LostSeasFace, LostSeasOptions, LostSeasPhase,
    LostSeasRequirement, LostSeasStep, TileId,
};

use LostSeasFace::{Easy, Hard};

fn new_game(players: usize, seed: u64, young_mapmaker: bool) -> LostSeas {
    LostSeas::new(&Setup {
        players,
        seed: Seed(seed),
        options: LostSeasOptions { young_mapmaker },
    })
    .unwrap()
}

/// The id and face of the set's Expedition face with exactly this requirement and points.
fn face(requirement: LostSeasRequirement, points: u8) -> (u8, LostSeasFace) {
    for (id, expedition) in standard_v1().expeditions.iter().enumerate() {
        for f in [Easy, Hard] {
            let side = expedition.face(f);
            if side.requirement == requirement && side.points == points {
                return (id as u8, f);
            }
        }
    }
    panic!("the set has no face {requirement:?} worth {points}");
}

/// An unused sea tile showing exactly these elements (in any order).
fn tile(elements: &[LostSeasElement], used: &mut Vec<TileId>) -> TileId {
    let mut wanted = elements.to_vec();
    wanted.sort();
    let id = standard_v1()
        .sea_tiles
        .iter()
        .enumerate()
        .position(|(id, t)| {
            let mut have = t.clone();
            have.sort();
            have == wanted && !used.contains(&(id as u8))
        })
        .unwrap_or_else(|| panic!("no unused tile shows {elements:?}")) as TileId;
    used.push(id);
    id
}

// ---------------------------------------------------------------------------------------------
// Setup: choosing Expeditions

fn own_hand(game: &LostSeas, seat: Seat) -> Vec<u8> {
    let view = game.view(Viewer::Seat(seat));
    let map = &view.maps[seat.index()];
    map.hand
        .as_ref()
        .expect("own hand shown")
        .iter()
        .map(|t| t.id)
        .collect()
}

fn choose_all(mut game: LostSeas) -> LostSeas {
    while game.view(Viewer::Spectator).phase == LostSeasPhase::Setup {
        let seat = game.to_act()[0];
        let action = game.legal_actions(seat)[0].clone();
        game = game.apply(seat, &action).unwrap();
    }
    game
}

/// Ruling (docs/rules/lost-seas.md): setup is a decision phase in which every player acts in any
/// order.
#[test]
fn ruling_setup_players_decide_in_any_order() {
    let game = new_game(3, 7, false);
    assert_eq!(game.to_act(), vec![Seat(0), Seat(1), Seat(2)]);
    assert!(
        game.offer_tiles().is_empty(),
        "sea tiles are laid out after the Expeditions"
    );
    let columns = LostSeasAction::ChooseColumns {
        order: [0, 1, 2, 3],
        faces: [Easy; 4],
    };
    let rows = LostSeasAction::ChooseRows {
        order: [0, 1, 2, 3],
        faces: [Easy; 4],
    };
    // Seat 2 completes both groups before anyone else moves.
    let game = game.apply(Seat(2), &columns).unwrap();
    assert_eq!(game.to_act(), vec![Seat(0), Seat(1), Seat(2)]);
    let game = game.apply(Seat(2), &rows).unwrap();
    assert_eq!(game.to_act(), vec![Seat(0), Seat(1)]);
    assert!(game.legal_actions(Seat(2)).is_empty());
    assert_eq!(
        game.apply(Seat(2), &columns).unwrap_err().code,
        "not_your_turn"
    );
    let game = game.apply(Seat(0), &columns).unwrap();
    let game = game.apply(Seat(1), &columns).unwrap();
    let game = game.apply(Seat(1), &rows).unwrap();
    assert_eq!(game.view(Viewer::Spectator).phase, LostSeasPhase::Setup);
    let game = game.apply(Seat(0), &rows).unwrap();
    let view = game.view(Viewer::Spectator);
    assert_eq!(view.phase, LostSeasPhase::Draft);
    assert_eq!(view.offer.len(), 5, "the first 5 tiles are turned over");
    assert_eq!(game.to_act(), vec![view.starting_player]);
}

/// Ruling (docs/rules/lost-seas.md): 4 Expeditions for the columns, then 4 for the rows; the row
/// tiles come only after the columns are placed.
#[test]
fn ruling_columns_are_chosen_before_rows_are_dealt() {
    let game = new_game(2, 3, false);
    let rows_first = LostSeasAction::ChooseRows {
        order: [0, 1, 2, 3],
        faces: [Easy; 4],
    };
    assert_eq!(
        game.apply(Seat(0), &rows_first).unwrap_err().code,
        "columns_not_chosen"
    );
    let legal = game.legal_actions(Seat(0));
    assert_eq!(
        legal.len(),
        24 * 16,
        "every order and every face combination"
    );
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, LostSeasAction::ChooseColumns { .. }))
    );

    let column_hand = own_hand(&game, Seat(0));
    let choice = LostSeasAction::ChooseColumns {
        order: [2, 0, 3, 1],
        faces: [Hard, Easy, Easy, Hard],
    };
    let game = game.apply(Seat(0), &choice).unwrap();
    let row_hand = own_hand(&game, Seat(0));
    assert!(
        row_hand.iter().all(|id| !column_hand.contains(id)),
        "4 new tiles"
    );
    let view = game.view(Viewer::Seat(Seat(1)));
    let columns = view.maps[0]
        .columns
        .as_ref()
        .expect("placed Expeditions are public");
    let placed: Vec<(u8, LostSeasFace)> = columns.iter().map(|p| (p.id, p.face)).collect();
    assert_eq!(
        placed,
        vec![
            (column_hand[2], Hard),
            (column_hand[0], Easy),
            (column_hand[3], Easy),
            (column_hand[1], Hard)
        ]
    );
    assert_eq!(
        columns[0].points,
        standard_v1().expeditions[usize::from(column_hand[2])]
            .hard
            .points
    );
    assert!(
        view.maps[0].hand.is_none(),
        "another player's undecided hand is hidden"
    );
    assert!(
        game.legal_actions(Seat(0))
            .iter()
            .all(|a| matches!(a, LostSeasAction::ChooseRows { .. }))
    );
}

#[test]
fn setup_errors_have_stable_codes() {
    let game = new_game(2, 3, false);
    let bad_orders = [[0, 1, 2, 2], [0, 1, 2, 4]];
    for order in bad_orders {
        let action = LostSeasAction::ChooseColumns {
            order,
            faces: [Easy; 4],
        };
        assert_eq!(
            game.apply(Seat(0), &action).unwrap_err().code,
            "invalid_order"
        );
    }
    let take = LostSeasAction::Take {
        tile: 0,
        row: 0,
        column: 0,
    };
    assert_eq!(
        game.apply(Seat(0), &take).unwrap_err().code,
        "expeditions_not_chosen"
    );
    assert_eq!(
        game.apply(Seat(2), &take).unwrap_err().code,
        "not_your_turn"
    );
    let game = choose_all(game);
    let seat = game.to_act()[0];
    let again = LostSeasAction::ChooseColumns {
        order: [0, 1, 2, 3],
        faces: [Easy; 4],
    };
    assert_eq!(
        game.apply(seat, &again).unwrap_err().code,
        "expeditions_already_chosen"
    );
}

#[test]
fn setup_rejects_player_counts_and_unknown_options() {
    for players in [0, 1, 5] {
        let setup = Setup {
            players,
            seed: Seed(1),
            options: LostSeasOptions::default(),
        };
        assert_eq!(
            LostSeas::new(&setup).unwrap_err().code,
            "invalid_player_count"
        );
    }
    let options: LostSeasOptions = serde_json::from_str("{}").unwrap();
    assert!(!options.young_mapmaker, "the default is the standard game");
    assert!(serde_json::from_str::<LostSeasOptions>(r#"{"young": true}"#).is_err());
}

/// The first player (the last to have gone out to sea) is drawn from the seed.
#[test]
fn first_player_comes_from_the_seed() {
    let mut seen = [false; 4];
    for seed in 0..40 {
        let game = new_game(4, seed, false);
        let first = game.view(Viewer::Spectator).starting_player;
        assert_eq!(
            first,
            new_game(4, seed, false)
                .view(Viewer::Spectator)
                .starting_player
        );
        seen[first.index()] = true;
    }
    assert_eq!(seen, [true; 4]);
}

// ---------------------------------------------------------------------------------------------
// The draft

/// The (seat, step) sequence the rulebook gives for one round started by `first`.
fn expected_round(players: u8, first: u8) -> Vec<(Seat, LostSeasStep)> {
    let at = |offset: u8| Seat((first + offset) % players);
    use LostSeasStep::{BoxTile, Take};
    match players {
        2 => vec![
            (at(0), Take),
            (at(0), BoxTile),
            (at(1), Take),
            (at(1), BoxTile),
        ],
        3 => vec![
            (at(0), Take),
            (at(0), BoxTile),
            (at(1), Take),
            (at(2), Take),
        ],
        _ => vec![(at(0), Take), (at(1), Take), (at(2), Take), (at(3), Take)],
    }
}

/// Play `rounds` rounds, checking who acts and what they must do at each step, that the 5th
/// tile stays on offer and 4 new tiles come from the top of the pile.
fn check_draft(players: u8, seed: u64, rounds: u8) {
    let mut game = choose_all(new_game(usize::from(players), seed, false));
    let mut first = game.view(Viewer::Spectator).starting_player.0;
    for round in 1..=rounds {
        let view = game.view(Viewer::Spectator);
        assert_eq!(view.round, Some(round));
        assert_eq!(view.round_first_player, Some(Seat(first)));
        assert_eq!(
            game.offer_tiles().len(),
            5,
            "5 face-up tiles at the start of a round"
        );
        let mut remaining = game.offer_tiles().to_vec();
        let top_four: Vec<u8> = game.pile_tiles().iter().rev().take(4).copied().collect();
        for (seat, step) in expected_round(players, first) {
            assert_eq!(game.to_act(), vec![seat], "round {round}");
            assert_eq!(game.view(Viewer::Spectator).step, Some(step));
            let action = game.legal_actions(seat)[0].clone();
            let (LostSeasAction::Take { tile, .. } | LostSeasAction::BoxTile { tile }) = action
            else {
                panic!("only takes and boxings in the draft");
            };
            remaining.retain(|&t| t != tile);
            game = game.apply(seat, &action).unwrap();
        }
        assert_eq!(remaining.len(), 1, "one tile of the five is left");
        if round == 16 {
            assert!(game.is_finished());
            assert_eq!(
                game.offer_tiles(),
                remaining.as_slice(),
                "the last 5th tile stays unused"
            );
            break;
        }
        remaining.extend(&top_four);
        assert_eq!(
            game.offer_tiles(),
            remaining.as_slice(),
            "5th tile stays, 4 new from the top"
        );
        // The last player of the round starts the next one.
        first = (first + players - 1) % players;
    }
}

/// Ruling (docs/rules/lost-seas.md): the 2/3/4-player draft exactly as the rulebook says; the last
/// player of a round is the first of the next.
#[test]
fn ruling_draft_order_for_four_players() {
    check_draft(4, 11, 16);
}

#[test]
fn ruling_draft_order_for_three_players_first_player_boxes_a_tile() {
    check_draft(3, 12, 16);
}

#[test]
fn ruling_draft_order_for_two_players_both_take_then_box() {
    check_draft(2, 13, 16);
}

/// Ruling (docs/rules/lost-seas.md): the 5th tile stays for the next round; 4 new tiles are turned
/// over from the pile.
#[test]
fn ruling_fifth_tile_stays_and_four_new_tiles_come_from_the_pile() {
    let mut game = choose_all(new_game(4, 21, false));
    let offer = game.offer_tiles().to_vec();
    let top_four: Vec<u8> = game.pile_tiles().iter().rev().take(4).copied().collect();
    // Everyone takes one of the first four tiles, leaving the 5th face up.
    for &tile in &offer[..4] {
        let seat = game.to_act()[0];
        let cell = game
            .map_cells(seat)
            .iter()
            .position(Option::is_none)
            .unwrap() as u8;
        let take = LostSeasAction::Take {
            tile,
            row: cell / 4,
            column: cell % 4,
        };
        game = game.apply(seat, &take).unwrap();
    }
    let mut expected = vec![offer[4]];
    expected.extend(&top_four);
    assert_eq!(game.offer_tiles(), expected.as_slice());
    assert_eq!(game.pile_tiles().len(), 65 - 9);
}

#[test]
fn placement_rules_and_their_error_codes() {
    let mut game = choose_all(new_game(2, 5, false));
    let seat = game.to_act()[0];
    let other = Seat(1 - seat.0);
    let offer = game.offer_tiles().to_vec();
    let not_offered = (0..65).find(|t| !offer.contains(t)).unwrap();
    let take = |tile, row, column| LostSeasAction::Take { tile, row, column };
    assert_eq!(
        game.apply(other, &take(offer[0], 0, 0)).unwrap_err().code,
        "not_your_turn"
    );
    assert_eq!(
        game.apply(seat, &take(not_offered, 0, 0)).unwrap_err().code,
        "tile_not_offered"
    );
    assert_eq!(
        game.apply(seat, &take(offer[0], 4, 0)).unwrap_err().code,
        "cell_out_of_range"
    );
    assert_eq!(
        game.apply(seat, &take(offer[0], 0, 4)).unwrap_err().code,
        "cell_out_of_range"
    );
    let boxing = LostSeasAction::BoxTile { tile: offer[0] };
    assert_eq!(
        game.apply(seat, &boxing).unwrap_err().code,
        "must_take_tile"
    );
    assert_eq!(game.legal_actions(seat).len(), 5 * 16);

    let before = game.clone();
    game = game.apply(seat, &take(offer[0], 2, 1)).unwrap();
    assert_eq!(
        before.offer_tiles(),
        offer.as_slice(),
        "apply never mutates its input"
    );
    assert_eq!(game.map_cells(seat)[2 * 4 + 1], Some(offer[0]));
    // The same player now boxes a tile (2 players): taking is refused.
    assert_eq!(
        game.apply(seat, &take(offer[1], 0, 0)).unwrap_err().code,
        "must_box_tile"
    );
    assert_eq!(game.legal_actions(seat).len(), 4);
    game = game
        .apply(seat, &LostSeasAction::BoxTile { tile: offer[1] })
        .unwrap();
    assert_eq!(game.boxed_tiles(), &[offer[1]]);
    // Next round the same seat takes again and may not reuse the occupied cell.
    game = game.apply(other, &take(offer[2], 0, 0)).unwrap();
    game = game
        .apply(other, &LostSeasAction::BoxTile { tile: offer[3] })
        .unwrap();
    assert_eq!(
        game.to_act(),
        vec![other],
        "the last player of round 1 starts round 2"
    );
    game = game.apply(other, &take(offer[4], 1, 1)).unwrap();
    game = game
        .apply(
            other,
            &LostSeasAction::BoxTile {
                tile: game.offer_tiles()[0],
            },
        )
        .unwrap();
    let tile = game.offer_tiles()[0];
    assert_eq!(
        game.apply(seat, &take(tile, 2, 1)).unwrap_err().code,
        "cell_occupied"
    );
    assert_eq!(game.legal_actions(seat).len(), 3 * 15);
}

/// The end after 16 tiles each: the game is over, nothing more applies.
#[test]
fn game_ends_after_sixteen_tiles_each() {
    let mut game = choose_all(new_game(3, 8, false));
    while !game.is_finished() {
        let seat = game.to_act()[0];
        let action = game.legal_actions(seat)[0].clone();
        game = game.apply(seat, &action).unwrap();
    }
    for seat in 0..3 {
        assert!(game.map_cells(Seat(seat)).iter().all(Option::is_some));
        assert!(game.legal_actions(Seat(seat)).is_empty());
    }
    assert_eq!(game.view(Viewer::Spectator).phase, LostSeasPhase::Finished);
    let action = LostSeasAction::BoxTile {
        tile: game.offer_tiles()[0],
    };
    assert_eq!(game.apply(Seat(0), &action).unwrap_err().code, "game_over");
    assert!(game.outcome().is_some());
}
