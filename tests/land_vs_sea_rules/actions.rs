//! Play Again and Steal: how many tiles a turn places and how many it draws.

use super::*;

fn play_again() -> String {
    with(&plain("LLLSSS"), json!({"action": "play_again"}))
}

fn steal() -> String {
    with(&plain("LLLSSS"), json!({"action": "steal"}))
}

/// Rulebook: "You may play a second Play Again tile onto the map but you won't be able to use
/// its ability to place a third tile because you can't have more than 2 tiles."
#[test]
fn example_no_third_placement_from_a_second_play_again() {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &play_again(), &filler())
        .hand(0, &play_again(), &filler())
        .hand(1, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .build();
    // (0,0) shows land east and sea west: "LLLSSS" turned by 3 fits on either side.
    let game = act(&game, 0, place(0, 3, 1, 0));
    assert_eq!(
        view(&game).phase,
        LandVsSeaPhase::Place,
        "the first Play Again"
    );
    let game = act(&game, 0, place(0, 3, -1, 0));
    let v = view(&game);
    assert_eq!(v.map.len(), 3);
    assert_eq!(v.phase, LandVsSeaPhase::Draw, "no third placement");
    let game = act(&game, 0, LandVsSeaAction::Draw { stack: 0 });
    let game = act(&game, 0, LandVsSeaAction::Draw { stack: 0 });
    let v = view(&game);
    assert_eq!(v.hands[0].tiles.len(), 2);
    assert_eq!(
        v.current,
        Some(Seat(1)),
        "drawn tiles wait for the next turn"
    );
}

/// Seat 0 steals seat 1's second tile; seat 1 is left holding one Play Again tile.
fn robbed_of_one_tile() -> LandVsSea {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &steal(), &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &play_again(), &filler())
        .hand(1, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 3, 1, 0));
    let game = act(
        &game,
        0,
        LandVsSeaAction::Steal {
            from: Seat(1),
            slot: 1,
        },
    );
    let v = view(&game);
    assert_eq!(v.hands[0].tiles.len(), 2, "the thief draws nothing");
    assert_eq!(v.current, Some(Seat(1)));
    assert_eq!(v.hands[1].tiles.len(), 1);
    game
}

/// Rulebook: "if someone has stolen one of your tiles, you won't be able to play a second tile in
/// your turn": a robbed player's Play Again has no tile left to play.
#[test]
fn example_no_play_again_after_being_robbed() {
    let game = act(&robbed_of_one_tile(), 1, place(0, 3, -1, 0));
    let v = view(&game);
    assert!(
        v.map.last().unwrap().face.action.is_some(),
        "a Play Again face"
    );
    assert_eq!(v.phase, LandVsSeaPhase::Draw, "Play Again does nothing");
    assert!(
        game.legal_actions(Seat(1))
            .iter()
            .all(|a| matches!(a, LandVsSeaAction::Draw { .. }))
    );
}

/// Rulebook: "If you have had one of your tiles stolen, you can still play either side of your
/// remaining tile on your turn, and you will get to draw back up to 2 tiles at the end of your
/// turn."
#[test]
fn example_a_robbed_player_draws_back_to_two() {
    let game = act(&robbed_of_one_tile(), 1, place(0, 3, -1, 0));
    let game = act(&game, 1, LandVsSeaAction::Draw { stack: 0 });
    assert_eq!(view(&game).phase, LandVsSeaPhase::Draw, "one more to draw");
    let game = act(&game, 1, LandVsSeaAction::Draw { stack: 0 });
    let v = view(&game);
    assert_eq!(v.hands[1].tiles.len(), 2);
    assert_eq!(v.current, Some(Seat(0)));
}
