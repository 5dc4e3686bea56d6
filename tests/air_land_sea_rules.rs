//! Scenario tests for the rulebook's examples, control, battle ends, the withdraw charts and
//! options; the JSON forms and error codes are in `air_land_sea_rules/forms.rs`. Ability scenarios
//! are in `src/games/air_land_sea/ability_tests/`.

use shoreline::engine::{Game, Seat, Seed, Setup, Viewer};
use shoreline::games::air_land_sea::AirLandSeaCard::*;
use shoreline::games::air_land_sea::AirLandSeaTheater::*;
use shoreline::games::air_land_sea::{
    AirLandSea, AirLandSeaAction as Action, AirLandSeaCard as Card, AirLandSeaOptions,
    AirLandSeaTheater as Theater, Scenario, withdraw_victory_points,
};

fn scenario() -> Scenario {
    Scenario::new(AirLandSeaOptions::default())
        .order([Air, Land, Sea])
        .first(0)
}

fn act(state: &AirLandSea, seat: u8, action: Action) -> AirLandSea {
    assert!(
        state.legal_actions(Seat(seat)).contains(&action),
        "{action:?} not listed for seat {seat}"
    );
    state
        .apply(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

fn code(state: &AirLandSea, seat: u8, action: Action) -> &'static str {
    state.apply(Seat(seat), &action).unwrap_err().code
}

fn deploy(card: Card, theater: Theater) -> Action {
    Action::Deploy { card, theater }
}

fn improvise(card: Card, theater: Theater) -> Action {
    Action::Improvise { card, theater }
}

fn setup(seed: u64, options: AirLandSeaOptions) -> Setup<AirLandSeaOptions> {
    Setup {
        players: 2,
        seed: Seed(seed),
        options,
    }
}

/// Rulebook: "we have three cards in the Sea Theater - one belonging to the 1st Player and two
/// belonging to the 2nd Player ... You play [the Strength 3 Sea card] face-up in the Sea Theater,
/// which already had two cards ... it covers the Strength 2 and Strength 1 cards ... flip over one
/// card in an adjacent Theater." So "you" are the 2nd player (seat 1; seat 0 holds the 1st-player
/// card). The rulebook's row has Land next to Sea and Air not next to Land.
#[test]
fn rulebook_sea_example_strength_3_covers_two_cards_and_flips_adjacent() {
    let state = scenario()
        .order([Air, Sea, Land])
        .turn(1)
        .hand(1, &[Sea3, Air6])
        .hand(0, &[Land6, Sea6])
        .pile(1, Sea, &[(Sea2, false), (Sea1, true)])
        .pile(0, Sea, &[(Air4, false)])
        .pile(0, Land, &[(Land5, true)])
        .pile(0, Air, &[(Land1, false)])
        .build();
    let state = act(&state, 1, deploy(Sea3, Sea));
    assert_eq!(
        state.pile_of(1, Sea),
        vec![(Sea2, false), (Sea1, true), (Sea3, true)],
        "the new card covers the two already there"
    );
    assert_eq!(
        state.pile_of(0, Sea).len(),
        1,
        "three cards were in Sea before"
    );
    // Maneuver waits for seat 1: only uncovered cards in Air and Land (both adjacent to Sea).
    assert_eq!(state.to_act(), vec![Seat(1)]);
    let flips = state.legal_actions(Seat(1));
    assert_eq!(
        flips,
        vec![
            Action::Flip {
                theater: Air,
                owner: Seat(0)
            },
            Action::Flip {
                theater: Land,
                owner: Seat(0)
            },
        ]
    );
    assert_eq!(
        code(
            &state,
            1,
            Action::Flip {
                theater: Sea,
                owner: Seat(0)
            }
        ),
        "not_adjacent"
    );
    let state = act(
        &state,
        1,
        Action::Flip {
            theater: Land,
            owner: Seat(0),
        },
    );
    assert_eq!(state.pile_of(0, Land), vec![(Land5, false)]);
    assert_eq!(state.strength_of(0, Land), 2);
    assert_eq!(
        state.to_act(),
        vec![Seat(0)],
        "the turn passes once the ability is done"
    );
}

/// Rulebook: "the two cards I place first are hidden by the strong Battle card with a Strength of
/// 6, so they can't be revealed. However, the Strength 6 card itself is not hidden, so it can be
/// countered with the Maneuver ability."
#[test]
fn rulebook_covered_cards_cannot_be_flipped_but_the_strength_6_on_top_can() {
    let state = scenario()
        .hand(0, &[Land3, Air6])
        .hand(1, &[Land6, Air5])
        .pile(1, Sea, &[(Sea1, false), (Sea2, false), (Sea6, true)])
        .build();
    let state = act(&state, 0, deploy(Land3, Land));
    assert_eq!(
        state.legal_actions(Seat(0)),
        vec![Action::Flip {
            theater: Sea,
            owner: Seat(1)
        }],
        "only the uncovered Sea card is on offer (Air is empty)"
    );
    let state = act(
        &state,
        0,
        Action::Flip {
            theater: Sea,
            owner: Seat(1),
        },
    );
    assert_eq!(
        state.pile_of(1, Sea),
        vec![(Sea1, false), (Sea2, false), (Sea6, false)]
    );
    assert_eq!(state.strength_of(1, Sea), 6, "three face-down cards");
}

/// Rulebook: "you decide to play a Strength 5 Land Battle card face-down to the Air Theater ... it
/// only counts as a measly Strength of 2", with no Tactical Ability.
#[test]
fn rulebook_face_down_strength_5_land_card_in_air() {
    let state = scenario()
        .hand(0, &[Land5, Air6])
        .hand(1, &[Sea6, Sea5])
        .build();
    assert_eq!(code(&state, 0, deploy(Land5, Air)), "theater_mismatch");
    let after = act(&state, 0, improvise(Land5, Air));
    assert_eq!(after.pile_of(0, Air), vec![(Land5, false)]);
    assert_eq!(after.strength_of(0, Air), 2);
    assert_eq!(after.pending_depth(), 0, "no Disrupt from a face-down card");
    assert_eq!(after.to_act(), vec![Seat(1)]);
    // The opponent and the event log show only the theater.
    let theirs = serde_json::to_value(after.view(Viewer::Seat(Seat(1)))).unwrap();
    let air = &theirs["theaters"][0];
    assert_eq!(air["theater"], "air");
    assert_eq!(air["sides"][0]["cards"][0]["card"], serde_json::Value::Null);
    assert_eq!(air["sides"][0]["cards"][0]["strength"], 2);
    let mine = serde_json::to_value(after.view(Viewer::Seat(Seat(0)))).unwrap();
    assert_eq!(
        mine["theaters"][0]["sides"][0]["cards"][0]["card"],
        "land_5"
    );
    let logged = serde_json::to_value(state.action_view(
        Seat(0),
        &improvise(Land5, Air),
        Viewer::Seat(Seat(1)),
    ))
    .unwrap();
    assert_eq!(
        logged,
        serde_json::json!({"type": "improvise", "card": null, "theater": "air"})
    );
    let own = serde_json::to_value(state.action_view(
        Seat(0),
        &improvise(Land5, Air),
        Viewer::Seat(Seat(0)),
    ))
    .unwrap();
    assert_eq!(own["card"], "land_5");
}

/// Rulebook: Air 6 to 3 for the 1st player, Land 1 to 4 for the 2nd, Sea tied 3-3: the 1st player
/// wins the tie and so controls two theaters and wins the battle (6 VP).
#[test]
fn rulebook_control_example_6_3_1_4_3_3_won_by_first_player() {
    let state = scenario()
        .hand(1, &[Land4])
        .turn(1)
        .pile(0, Air, &[(Air6, true)])
        .pile(0, Land, &[(Land1, true)])
        .pile(0, Sea, &[(Sea3, true)])
        .pile(1, Air, &[(Air3, true)])
        .pile(1, Sea, &[(Sea1, true), (Air1, false)])
        .build();
    let state = act(&state, 1, deploy(Land4, Land));
    // The battle is over: the next one has started, with the 6 VP scored.
    assert_eq!(state.victory_points(), [6, 0]);
    let last = state.view(Viewer::Everyone).last_battle.unwrap();
    assert_eq!(
        (last.winner, last.victory_points, last.withdrawn_by),
        (Seat(0), 6, None)
    );
    // The next battle has cleared the board: check the strengths on the final board, built
    // with the Land 4 in place.
    let ended = Scenario::new(AirLandSeaOptions::default())
        .order([Air, Land, Sea])
        .first(0)
        .pile(0, Air, &[(Air6, true)])
        .pile(0, Land, &[(Land1, true)])
        .pile(0, Sea, &[(Sea3, true)])
        .pile(1, Air, &[(Air3, true)])
        .pile(1, Land, &[(Land4, true)])
        .pile(1, Sea, &[(Sea1, true), (Air1, false)])
        .build();
    let totals: Vec<(u32, u32)> = [Air, Land, Sea]
        .iter()
        .map(|&t| (ended.strength_of(0, t), ended.strength_of(1, t)))
        .collect();
    assert_eq!(totals, vec![(6, 3), (1, 4), (3, 3)]);
    assert_eq!([Air, Land, Sea].map(|t| ended.controller_of(t)), [0, 1, 0]);
}

#[test]
fn ruling_ties_and_empty_theaters_go_to_the_first_player() {
    for first in [0, 1] {
        let state = scenario()
            .first(first)
            .pile(0, Air, &[(Air6, true)])
            .pile(1, Air, &[(Land6, false), (Sea1, false), (Sea6, false)])
            .build();
        assert_eq!(state.strength_of(0, Air), 6);
        assert_eq!(state.strength_of(1, Air), 6);
        assert_eq!(state.controller_of(Air), first, "tie");
        assert_eq!(state.controller_of(Land), first, "empty");
        assert_eq!(state.controller_of(Sea), first, "empty");
    }
}

/// Our reading of "a theater with no cards at all goes to the 1st player": even a Support next to
/// it does not take an empty theater from the 1st player.
#[test]
fn decision_empty_theater_stays_with_first_player_despite_support() {
    let state = scenario().pile(1, Land, &[(Air1, true)]).build();
    assert_eq!(state.strength_of(1, Air), 3);
    assert_eq!(state.controller_of(Air), 0);
    // Once the 1st player has a card there, strength decides.
    let state = scenario()
        .pile(1, Land, &[(Air1, true)])
        .pile(0, Air, &[(Air2, false)])
        .build();
    assert_eq!(state.controller_of(Air), 1, "3 beats 2");
}

/// Every withdraw-chart row reachable in play, for each seat as 1st and as 2nd player.
#[test]
fn withdraw_chart_every_row_both_seats_in_play() {
    let pool = [
        Air1, Air2, Air3, Land1, Land2, Land3, Sea1, Sea2, Sea3, Air6, Land6, Sea6,
    ];
    for first in [0usize, 1] {
        let second = 1 - first;
        // The 1st player withdraws on their turn holding n cards (both hold n).
        for n in 1..=6 {
            let state = scenario()
                .first(first)
                .hand(first, &pool[..n])
                .hand(second, &pool[6..6 + n])
                .build();
            let state = act(&state, first as u8, Action::Withdraw {});
            let mut expected = [0, 0];
            expected[second] = withdraw_victory_points(true, n);
            assert_eq!(
                state.victory_points(),
                expected,
                "1st player seat {first} with {n}"
            );
            let chart = [(6, 2), (5, 2), (4, 2), (3, 3), (2, 3), (1, 4)];
            assert_eq!(expected[second], chart.iter().find(|r| r.0 == n).unwrap().1);
        }
        // The 2nd player withdraws on their turn holding n cards (the 1st holds n - 1).
        for n in 1..=6 {
            let state = scenario()
                .first(first)
                .turn(second)
                .hand(first, &pool[..n - 1])
                .hand(second, &pool[6..6 + n])
                .build();
            let state = act(&state, second as u8, Action::Withdraw {});
            let mut expected = [0, 0];
            expected[first] = withdraw_victory_points(false, n);
            let chart = [(6, 2), (5, 2), (4, 3), (3, 3), (2, 4), (1, 6)];
            assert_eq!(expected[first], chart.iter().find(|r| r.0 == n).unwrap().1);
            assert_eq!(
                state.victory_points(),
                expected,
                "2nd player seat {second} with {n}"
            );
            let last = state.view(Viewer::Everyone).last_battle.unwrap();
            assert_eq!(
                (last.withdrawn_by, last.cards_left),
                (Some(Seat(second as u8)), Some(n))
            );
        }
    }
    // The 0-card rows (a battle played out) are in the chart's unit tests.
    assert_eq!(withdraw_victory_points(true, 0), 6);
    assert_eq!(withdraw_victory_points(false, 0), 6);
}

#[test]
fn next_battle_rotates_theaters_swaps_first_player_and_redeals() {
    let state = AirLandSea::new(&setup(7, AirLandSeaOptions::default())).unwrap();
    let order = state.theater_order();
    let first = state.first_player();
    let state = act(&state, first as u8, Action::Withdraw {});
    assert_eq!(state.battle_number(), 1);
    assert_eq!(state.theater_order(), [order[2], order[0], order[1]]);
    assert_eq!(state.first_player(), 1 - first);
    assert_eq!(state.to_act(), vec![Seat(1 - first as u8)]);
    assert_eq!(state.hand_of(0).len(), 6);
    assert_eq!(state.hand_of(1).len(), 6);
    assert_eq!(state.deck_cards().len(), 6);
    assert_eq!(state.victory_points()[1 - first], 2);
    // Deterministic: the same seed deals the same battles.
    let again = AirLandSea::new(&setup(7, AirLandSeaOptions::default())).unwrap();
    assert_eq!(act(&again, first as u8, Action::Withdraw {}), state);
}

#[test]
fn first_battle_order_and_first_player_come_from_the_seed() {
    let mut orders = std::collections::HashSet::new();
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..60 {
        let s = AirLandSea::new(&setup(seed, AirLandSeaOptions::default())).unwrap();
        orders.insert(s.theater_order());
        firsts.insert(s.first_player());
        assert_eq!(
            s,
            AirLandSea::new(&setup(seed, AirLandSeaOptions::default())).unwrap()
        );
    }
    assert_eq!(orders.len(), 6, "every theater order occurs");
    assert_eq!(firsts.len(), 2);
}

#[test]
fn game_ends_at_target_with_the_final_board_on_show() {
    // The 1st player withdraws holding 1 card: 4 VP takes seat 1 from 8 to 12.
    let state = scenario()
        .vp([0, 8])
        .hand(0, &[Air1])
        .hand(1, &[Air2])
        .build();
    let state = act(&state, 0, Action::Withdraw {});
    assert_eq!(state.victory_points(), [0, 12]);
    let outcome = state.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(1)]);
    assert_eq!(outcome.standings[1].score, 12);
    // The breakdown tells the 4 VP of the withdrawal from the 8 won before.
    let breakdown: Vec<(&str, i64)> = outcome.standings[1]
        .breakdown
        .iter()
        .map(|part| (part.category.as_str(), part.points))
        .collect();
    assert_eq!(breakdown, [("Battles won", 8), ("Opponent withdrew", 4)]);
    assert!(state.to_act().is_empty());
    assert!(state.legal_actions(Seat(0)).is_empty());
    assert_eq!(
        state.apply(Seat(1), &Action::Withdraw {}).unwrap_err().code,
        "game_over"
    );
    assert_eq!(state.hand_of(0), vec![Air1], "no new battle is dealt");
}

#[test]
fn option_18_plays_on_past_12_and_ends_at_18() {
    let options = AirLandSeaOptions {
        target_vp: 18,
        beginner: false,
    };
    let state = Scenario::new(options)
        .vp([0, 10])
        .hand(0, &[Air1])
        .hand(1, &[Air2])
        .build();
    let state = act(&state, 0, Action::Withdraw {});
    assert_eq!(state.victory_points(), [0, 14]);
    assert!(state.outcome().is_none());
    assert_eq!(state.battle_number(), 1);
    // Rulebook playing tip, "play until one player reaches 18 points": the game ends at 18.
    let state = Scenario::new(options)
        .vp([14, 10])
        .first(1)
        .hand(1, &[Air1])
        .hand(0, &[Air2])
        .build();
    let state = act(&state, 1, Action::Withdraw {});
    assert_eq!(state.victory_points(), [18, 10]);
    assert_eq!(state.outcome().unwrap().winners, vec![Seat(0)]);
    assert!(state.to_act().is_empty());
}

#[test]
fn beginner_mode_scores_one_per_battle_and_ends_at_three() {
    let options = AirLandSeaOptions {
        target_vp: 12,
        beginner: true,
    };
    // A withdrawal scores 1, whatever the chart says.
    let state = Scenario::new(options)
        .hand(0, &[Air1])
        .hand(1, &[Air2])
        .build();
    let state = act(&state, 0, Action::Withdraw {});
    assert_eq!(state.victory_points(), [0, 1]);
    // A battle played out scores 1, and 3 wins.
    let state = Scenario::new(options)
        .vp([2, 2])
        .turn(1)
        .hand(1, &[Air6])
        .pile(0, Land, &[(Land6, true)])
        .pile(0, Sea, &[(Sea6, true)])
        .build();
    let state = act(&state, 1, deploy(Air6, Air));
    assert_eq!(state.victory_points(), [3, 2]);
    assert_eq!(state.outcome().unwrap().winners, vec![Seat(0)]);
    assert_eq!(state.view(Viewer::Spectator).target_vp, 3);
}

#[test]
fn ruling_empty_hand_passes_until_both_are_empty() {
    // Reached only through scenario building: seat 0 has nothing left, seat 1 has two cards.
    let state = scenario().turn(1).hand(1, &[Air6, Sea6]).build();
    let state = act(&state, 1, deploy(Air6, Air));
    assert_eq!(state.to_act(), vec![Seat(1)], "seat 0 passes");
    let state = act(&state, 1, deploy(Sea6, Sea));
    assert_eq!(
        state.battle_number(),
        1,
        "both hands empty: the battle ends"
    );
    assert_eq!(state.victory_points(), [0, 6]);
}

#[test]
fn options_and_player_count_are_validated() {
    for players in [1, 3] {
        let mut s = setup(1, AirLandSeaOptions::default());
        s.players = players;
        assert_eq!(
            AirLandSea::new(&s).unwrap_err().code,
            "invalid_player_count"
        );
    }
    let bad = AirLandSeaOptions {
        target_vp: 15,
        beginner: false,
    };
    assert_eq!(
        AirLandSea::new(&setup(1, bad)).unwrap_err().code,
        "invalid_target_vp"
    );
    let parsed: AirLandSeaOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(parsed, AirLandSeaOptions::default());
    assert_eq!(parsed.target_vp, 12);
    let unknown = serde_json::from_str::<AirLandSeaOptions>(r#"{"target":12}"#).unwrap_err();
    assert!(
        unknown.to_string().contains("unknown field `target`"),
        "{unknown}"
    );
    let long: AirLandSeaOptions = serde_json::from_str(r#"{"target_vp":18}"#).unwrap();
    assert!(AirLandSea::new(&setup(1, long)).is_ok());
}

#[test]
fn a_card_deployed_covers_the_previous_ones_which_keep_counting() {
    let state = scenario()
        .hand(0, &[Air6, Land6])
        .hand(1, &[Sea6, Land1])
        .pile(0, Air, &[(Air3, true)])
        .build();
    let state = act(&state, 0, deploy(Air6, Air));
    assert_eq!(state.pile_of(0, Air), vec![(Air3, true), (Air6, true)]);
    assert_eq!(state.strength_of(0, Air), 9);
}

#[path = "air_land_sea_rules/forms.rs"]
mod forms;
