use shoreline::engine::{Game, Seat};
use shoreline::games::landfall::{
    Landfall, LandfallAction, LandfallBuilder, LandfallFormation, LandfallView, Phase,
};

use crate::common::*;

fn end_turn(state: &Landfall) -> Landfall {
    play(state, LandfallAction::EndTurn {})
}

/// A green volcano at (0, 0) and a beige one far away at (5, 5).
fn two_volcanoes() -> LandfallBuilder {
    LandfallBuilder::new()
        .stack(0, 0, "g")
        .volcano(0, 0, Green)
        .stack(5, 5, "b")
        .volcano(5, 5, Beige)
}

/// Ruling (docs/rules/landfall.md): a turn is exactly two actions, then the claim step, then
/// end_turn.
#[test]
fn ruling_a_turn_is_two_actions_then_claims_then_end_turn() {
    let state = two_volcanoes().build();
    let state = play(&state, place(1, 0));
    assert_eq!(actions_taken(&state), Some(1));
    assert_eq!(refused(&state, LandfallAction::EndTurn {}), "wrong_phase");
    let state = play(&state, place(1, 0));
    assert!(matches!(state.phase(), Phase::Claims { .. }));
    assert_eq!(refused(&state, place(1, 0)), "wrong_phase");
    assert_eq!(
        state.legal_actions(Seat(0)),
        vec![LandfallAction::EndTurn {}]
    );
    let state = end_turn(&state);
    assert_eq!(state.current(), Beige);
    assert_eq!(actions_taken(&state), Some(0));
    assert_eq!(
        state.apply(Seat(0), &place(1, 1)).unwrap_err().code,
        "not_your_turn"
    );
}

/// FAQ and ruling (docs/rules/landfall.md), the no-revert rule: a turn may not end with the board
/// exactly as it was at the end of that player's previous turn.
#[test]
fn ruling_no_revert_refuses_a_turn_that_restores_your_last_board() {
    let state = two_volcanoes().build();
    // Green's first turn puts a tile down and takes it back: allowed (no previous turn).
    let state = play(&state, place(1, 0));
    let state = play(&state, remove(1, 0));
    let state = end_turn(&state);
    // Beige does the same far away; the board is back to green's last board.
    let state = play(&state, place(6, 5));
    let state = play(&state, remove(6, 5));
    let state = end_turn(&state);
    let state = play(&state, place(1, 0));
    assert_eq!(refused(&state, remove(1, 0)), "board_reverted");
    // Anything that leaves a different board is fine.
    let other = play(&state, place(1, 0));
    assert_eq!(tiles(&other, 1, 0), vec![Green, Green]);
    assert!(matches!(other.phase(), Phase::Claims { .. }));
}

/// The no-revert rule looks at your own previous turn, not at the board your opponent left.
#[test]
fn ruling_no_revert_allows_restoring_the_opponents_board() {
    let state = two_volcanoes()
        .previous_turn_board_is_current(Green)
        .stack(9, 9, "b")
        .build();
    let state = play(&state, place(1, 0));
    let state = play(&state, remove(1, 0));
    let state = end_turn(&state);
    assert_eq!(state.current(), Beige);
}

/// Decision: the revert is allowed as the last action when a claim is open (a claim always
/// changes the board), but then the turn can only end after claiming.
#[test]
fn decision_revert_allowed_only_when_a_claim_follows() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "bbbg")
        .volcano(0, 0, Green)
        .previous_turn_board_is_current(Green)
        .build();
    let state = play(&state, place(1, 0));
    let state = play(&state, remove(1, 0));
    assert_eq!(
        refused(&state, LandfallAction::EndTurn {}),
        "board_reverted"
    );
    let claim = LandfallAction::Claim {
        at: at(0, 0),
        formation: LandfallFormation::Mountain,
    };
    assert_eq!(state.legal_actions(Seat(0)), vec![claim.clone()]);
    let state = play(&state, claim);
    let state = end_turn(&state);
    assert_eq!(state.current(), Beige);
}

/// A claim made stays on the record with where it was made: the view lists it under the
/// player's `claims` at the cell of its oasis chip, for clients to draw on the board.
#[test]
fn a_claimed_formation_is_shown_where_its_oasis_chip_lies() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "bbbg")
        .volcano(0, 0, Green)
        .build();
    let state = play(&state, place(1, 0));
    let state = play(&state, place(1, 0));
    let state = play(
        &state,
        LandfallAction::Claim {
            at: at(0, 0),
            formation: LandfallFormation::Mountain,
        },
    );
    let view: LandfallView = state.view(shoreline::engine::Viewer::Everyone);
    let green = &view.players[0];
    assert_eq!(green.formations_claimed, vec![LandfallFormation::Mountain]);
    assert_eq!(green.claims.len(), 1);
    assert_eq!(green.claims[0].at, at(0, 0));
    assert_eq!(green.claims[0].formation, LandfallFormation::Mountain);
    assert!(view.players[1].claims.is_empty());
    let cell = view.cells.iter().find(|c| c.at == at(0, 0)).unwrap();
    assert_eq!(cell.oasis, Some(Green));
}

/// Decision: when every last action would revert the board, the player passes, and a passed
/// turn is exempt from the no-revert rule.
#[test]
fn decision_pass_when_every_action_would_revert() {
    // Green's volcano sits low in a pit: five walls of three covered by volcanoes or oasis
    // chips, and (1, 0) four high with green on top. Green has no tiles in hand. The pit's
    // floor is beige, so it is no valley for green.
    let state = LandfallBuilder::new()
        .stack(0, 0, "b")
        .volcano(0, 0, Green)
        .stack(1, 0, "bbbg")
        .stack(0, 1, "bbb")
        .volcano(0, 1, Beige)
        .stack(-1, 1, "bbb")
        .volcano(-1, 1, Beige)
        .stack(-1, 0, "bbb")
        .volcano(-1, 0, Beige)
        .stack(0, -1, "bbb")
        .oasis(0, -1, Beige)
        .stack(1, -1, "bbb")
        .oasis(1, -1, Beige)
        .tiles_in_hand(Green, 0)
        .previous_turn_board_is_current(Green)
        .build();
    assert_eq!(refused(&state, LandfallAction::Pass {}), "cannot_pass");
    assert_eq!(state.legal_actions(Seat(0)), vec![remove(1, 0)]);
    let state = play(&state, remove(1, 0));
    // Putting it back is the only action left, and it restores the last board.
    assert_eq!(refused(&state, place(1, 0)), "board_reverted");
    assert_eq!(state.legal_actions(Seat(0)), vec![LandfallAction::Pass {}]);
    let state = play(&state, LandfallAction::Pass {});
    assert!(matches!(state.phase(), Phase::Claims { passed: true, .. }));
    let state = end_turn(&state);
    assert_eq!(state.current(), Beige);
}

/// FAQ: with no volcano on the island and no legal landing spot, the opponent places one of
/// your volcanoes anywhere; it is not an action for anyone.
#[test]
fn faq_forced_landing_by_the_opponent() {
    // Green's only tiles are three high: nowhere to land.
    let state = LandfallBuilder::new()
        .stack(0, 0, "b")
        .stack(1, 0, "ggg")
        .stack(5, 5, "b")
        .volcano(5, 5, Beige)
        .build();
    assert!(matches!(state.phase(), Phase::ForcedLanding { taken: 0 }));
    assert_eq!(state.to_act(), vec![Seat(1)]);
    assert!(state.legal_actions(Seat(0)).is_empty());
    assert_eq!(
        state.apply(Seat(0), &land(1, 0)).unwrap_err().code,
        "not_your_turn"
    );
    let force = |q, r| LandfallAction::ForceLanding { at: at(q, r) };
    assert_eq!(
        state.legal_actions(Seat(1)),
        vec![force(0, 0), force(1, 0)],
        "any stack without a volcano or oasis, either colour, any level"
    );
    assert_eq!(refused(&state, force(5, 5)), "cell_has_volcano");
    assert_eq!(refused(&state, force(3, 3)), "not_on_island");
    assert_eq!(refused(&state, place(6, 5)), "wrong_phase");
    let state = play(&state, force(1, 0));
    assert_eq!(volcano(&state, 1, 0), Some(Green));
    assert_eq!(state.supply(Green).volcanoes, 2);
    assert_eq!(state.supply(Beige).volcanoes, 2);
    // Green still has both actions.
    assert_eq!(state.to_act(), vec![Seat(0)]);
    assert_eq!(actions_taken(&state), Some(0));
    let state = play(&state, place(2, 0));
    let state = play(&state, place(2, 0));
    assert!(matches!(state.phase(), Phase::Claims { .. }));
}

/// A forced landing may come mid-turn, after the last volcano died.
#[test]
fn forced_landing_mid_turn_keeps_the_action_count() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "b")
        .volcano(0, 0, Green)
        .stack(1, 0, "ggg")
        .build();
    let state = play(&state, mv((0, 0), (-1, 0)));
    assert!(matches!(state.phase(), Phase::ForcedLanding { taken: 1 }));
    let state = play(&state, LandfallAction::ForceLanding { at: at(0, 0) });
    assert_eq!(actions_taken(&state), Some(1));
    assert_eq!(state.to_act(), vec![Seat(0)]);
}

#[test]
fn force_landing_only_when_due() {
    let state = two_volcanoes().build();
    assert_eq!(
        state
            .apply(Seat(0), &LandfallAction::ForceLanding { at: at(0, 0) })
            .unwrap_err()
            .code,
        "wrong_phase"
    );
}

/// Decision: with nowhere at all to place a volcano the stranded player passes, and two turns
/// in a row without any action or claim draw the game.
#[test]
fn decision_two_empty_turns_draw() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "g")
        .oasis(0, 0, Green)
        .claimed(Green, LandfallFormation::Mountain)
        .stack(1, 0, "b")
        .oasis(1, 0, Beige)
        .claimed(Beige, LandfallFormation::Valley)
        .build();
    assert_eq!(state.legal_actions(Seat(0)), vec![LandfallAction::Pass {}]);
    let state = play(&state, LandfallAction::Pass {});
    let state = end_turn(&state);
    assert!(state.outcome().is_none(), "one empty turn is not a stall");
    let state = play(&state, LandfallAction::Pass {});
    let state = end_turn(&state);
    let outcome = state.outcome().expect("drawn");
    assert!(outcome.winners.is_empty());
    assert!(outcome.is_draw());
    assert_eq!(
        outcome
            .standings
            .iter()
            .map(|s| s.score)
            .collect::<Vec<_>>(),
        vec![1, 1]
    );
    assert!(state.to_act().is_empty());
}

#[test]
fn action_json_matches_the_documented_form() {
    let cases = [
        (land(0, 1), r#"{"type":"land","at":{"q":0,"r":1}}"#),
        (
            mv((0, 0), (1, 0)),
            r#"{"type":"move","from":{"q":0,"r":0},"to":{"q":1,"r":0}}"#,
        ),
        (place(-1, 2), r#"{"type":"place","at":{"q":-1,"r":2}}"#),
        (remove(1, -1), r#"{"type":"remove","at":{"q":1,"r":-1}}"#),
        (
            throw((1, 0), (0, 0)),
            r#"{"type":"throw","from":{"q":1,"r":0},"over":{"q":0,"r":0}}"#,
        ),
        (LandfallAction::Pass {}, r#"{"type":"pass"}"#),
        (
            LandfallAction::ForceLanding { at: at(2, 0) },
            r#"{"type":"force_landing","at":{"q":2,"r":0}}"#,
        ),
        (
            LandfallAction::Claim {
                at: at(0, 0),
                formation: LandfallFormation::Plain,
            },
            r#"{"type":"claim","at":{"q":0,"r":0},"formation":"plain"}"#,
        ),
        (LandfallAction::EndTurn {}, r#"{"type":"end_turn"}"#),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(
            serde_json::from_str::<LandfallAction>(json).unwrap(),
            action
        );
    }
    assert!(serde_json::from_str::<LandfallAction>(r#"{"type":"pass","x":1}"#).is_err());
    assert!(
        serde_json::from_str::<LandfallAction>(r#"{"type":"land","at":{"q":0,"r":1,"s":-1}}"#)
            .is_err()
    );
}

#[test]
fn view_describes_the_board_and_supplies() {
    let state = two_volcanoes().stack(0, 1, "bg").build();
    let view: LandfallView = state.view(shoreline::engine::Viewer::Spectator);
    let json = serde_json::to_value(&view).unwrap();
    let cell = json["cells"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["at"] == serde_json::json!({"q": 0, "r": 1}))
        .unwrap();
    assert_eq!(cell["tiles"], serde_json::json!(["beige", "green"]));
    assert_eq!(cell["level"], 2);
    assert_eq!(cell["top"], "green");
    assert_eq!(json["players"][0]["volcanoes_on_island"], 1);
    assert_eq!(json["players"][1]["tiles_in_hand"], 16);
    assert_eq!(
        json["phase"],
        serde_json::json!({"step": "actions", "actions_taken": 0})
    );
    assert_eq!(json["to_act"], serde_json::json!([0]));
    assert_eq!(json["winner"], serde_json::Value::Null);
}

/// Decision: a turn in which the opponent force-landed a volcano is not empty (the board
/// changed), even if the player then had to pass.
#[test]
fn decision_a_forced_landing_is_not_an_empty_turn() {
    let mut builder = LandfallBuilder::new()
        .stack(0, 0, "b")
        .tiles_in_hand(Green, 0);
    let ring = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];
    for (i, (q, r)) in ring.into_iter().enumerate() {
        builder = builder
            .stack(q, r, "bbb")
            .oasis(q, r, if i % 2 == 0 { Green } else { Beige });
    }
    let state = builder.build();
    // Green is stranded: beige must put green's volcano in the pit, the only free stack.
    let force = LandfallAction::ForceLanding { at: at(0, 0) };
    assert_eq!(state.legal_actions(Seat(1)), vec![force.clone()]);
    let state = play(&state, force);
    // From the pit nothing is legal: walls of three, chips everywhere, no tiles in hand.
    assert_eq!(state.legal_actions(Seat(0)), vec![LandfallAction::Pass {}]);
    let state = end_turn(&play(&state, LandfallAction::Pass {}));
    // Beige has no volcano on the island and nowhere at all to be put: an empty turn.
    assert_eq!(state.legal_actions(Seat(1)), vec![LandfallAction::Pass {}]);
    let state = end_turn(&play(&state, LandfallAction::Pass {}));
    assert!(
        state.outcome().is_none(),
        "green's forced-landing turn was not empty"
    );
    let state = end_turn(&play(&state, LandfallAction::Pass {}));
    assert!(state.outcome().expect("now two empty turns").is_draw());
}

/// A claim after a pass: green's volcano sits on its own colour in a pit, a valley (every
/// neighbour higher), with no legal action (walls too steep and covered, nothing of green's on
/// top, no tile in hand). Green passes, and may still claim at the claim step; the view says the
/// no-revert rule no longer applies to this turn once it passed.
#[test]
fn a_claim_after_a_pass_and_no_revert_lifted_by_the_pass() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "g")
        .volcano(0, 0, Green)
        .stack(1, 0, "bbbb")
        .stack(0, 1, "bbb")
        .volcano(0, 1, Beige)
        .stack(-1, 1, "bbb")
        .volcano(-1, 1, Beige)
        .stack(-1, 0, "bbb")
        .volcano(-1, 0, Beige)
        .stack(0, -1, "bbb")
        .oasis(0, -1, Beige)
        .stack(1, -1, "bbb")
        .oasis(1, -1, Beige)
        .tiles_in_hand(Green, 0)
        .previous_turn_board_is_current(Green)
        .build();
    let before: LandfallView = state.view(shoreline::engine::Viewer::Everyone);
    assert!(before.no_revert_applies);
    assert_eq!(state.legal_actions(Seat(0)), vec![LandfallAction::Pass {}]);
    let passed = play(&state, LandfallAction::Pass {});
    assert!(matches!(passed.phase(), Phase::Claims { passed: true, .. }));
    let after_pass: LandfallView = passed.view(shoreline::engine::Viewer::Everyone);
    assert!(
        !after_pass.no_revert_applies,
        "a turn that passed is exempt"
    );
    let valley = LandfallAction::Claim {
        at: at(0, 0),
        formation: LandfallFormation::Valley,
    };
    assert!(passed.legal_actions(Seat(0)).contains(&valley));
    let claimed = play(&passed, valley);
    assert!(claimed.supply(Green).claimed[LandfallFormation::Valley.index()]);
    assert_eq!(end_turn(&claimed).current(), Beige);
}
