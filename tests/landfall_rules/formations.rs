use shoreline::engine::{Game, Seat};
use shoreline::games::landfall::{
    Landfall, LandfallAction, LandfallBuilder, LandfallFormation, Phase,
};

use crate::common::*;

use LandfallFormation::{Mountain, Plain, Valley};

/// Adds a green worker volcano far away and spends green's two actions placing tiles next to it,
/// leaving green at the claim step with the rest of the position untouched.
fn at_claim_step(builder: LandfallBuilder) -> Landfall {
    let state = builder.stack(20, 20, "g").volcano(20, 20, Green).build();
    let state = play(&state, place(21, 20));
    let state = play(&state, place(21, 20));
    assert!(matches!(state.phase(), Phase::Claims { .. }));
    state
}

fn claim(q: i32, r: i32, formation: LandfallFormation) -> LandfallAction {
    LandfallAction::Claim {
        at: at(q, r),
        formation,
    }
}

fn claims(state: &Landfall) -> Vec<LandfallAction> {
    state
        .legal_actions(seat_to_act(state))
        .into_iter()
        .filter(|a| matches!(a, LandfallAction::Claim { .. }))
        .collect()
}

/// Rulebook "Mountain": a stack of four or more, your colour on top, your volcano on it.
/// Claiming puts an oasis chip where the volcano was and returns the volcano to hand.
#[test]
fn rulebook_mountain_claimed_with_an_oasis_chip() {
    let state = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Green),
    );
    assert_eq!(claims(&state), vec![claim(0, 0, Mountain)]);
    let after = play(&state, claim(0, 0, Mountain));
    let cell = after.board().get(at(0, 0)).unwrap();
    assert_eq!((cell.volcano, cell.oasis), (None, Some(Green)));
    assert_eq!(cell.height, 4, "an oasis chip is not a level");
    let supply = after.supply(Green);
    assert_eq!(
        (supply.volcanoes, supply.oasis_chips, supply.claims()),
        (2, 2, 1)
    );
    assert!(supply.claimed[Mountain.index()]);
    // Claiming is free: the turn still ends with end_turn.
    assert_eq!(seat_to_act(&after), Seat(0));
    let after = play(&after, LandfallAction::EndTurn {});
    assert_eq!(after.current(), Beige);
}

#[test]
fn rulebook_mountain_needs_four_tiles_and_your_colour_on_top() {
    let three = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbg")
            .volcano(0, 0, Green),
    );
    assert!(claims(&three).is_empty());
    assert_eq!(
        refused(&three, claim(0, 0, Mountain)),
        "formation_incomplete"
    );
    let beige_top = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "gggb")
            .volcano(0, 0, Green),
    );
    assert_eq!(
        refused(&beige_top, claim(0, 0, Mountain)),
        "formation_incomplete"
    );
    let tall = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbbbg")
            .volcano(0, 0, Green),
    );
    assert_eq!(claims(&tall), vec![claim(0, 0, Mountain)], "four or more");
}

/// Rulebook: you must have a volcano on the formation; someone else's does not count.
#[test]
fn rulebook_claim_needs_your_own_volcano_on_it() {
    let state = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Beige),
    );
    assert_eq!(refused(&state, claim(0, 0, Mountain)), "not_your_volcano");
    let bare = at_claim_step(LandfallBuilder::new().stack(0, 0, "bbbg"));
    assert_eq!(refused(&bare, claim(0, 0, Mountain)), "not_your_volcano");
    let own = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Green),
    );
    assert_eq!(claims(&own), vec![claim(0, 0, Mountain)]);
}

/// A green tile at (0, 0) with its six neighbours at the given levels (0 = water), all beige.
fn valley(levels: [usize; 6]) -> LandfallBuilder {
    let mut builder = LandfallBuilder::new().stack(0, 0, "g").volcano(0, 0, Green);
    let around = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];
    for ((q, r), height) in around.into_iter().zip(levels) {
        if height > 0 {
            builder = builder.stack(q, r, &"b".repeat(height));
        }
    }
    builder
}

/// Ruling "Valley" (docs/rules/landfall.md): at least five of six neighbours strictly higher, of
/// any colour and height.
#[test]
fn ruling_valley_five_higher_neighbours() {
    let state = at_claim_step(valley([2, 3, 5, 2, 2, 0]));
    assert_eq!(claims(&state), vec![claim(0, 0, Valley)]);
    let after = play(&state, claim(0, 0, Valley));
    assert!(after.supply(Green).claimed[Valley.index()]);
    let all_six = at_claim_step(valley([2, 2, 2, 2, 2, 2]));
    assert_eq!(claims(&all_six), vec![claim(0, 0, Valley)]);
}

#[test]
fn ruling_valley_fails_with_four_higher_or_equal_neighbours() {
    let four = at_claim_step(valley([2, 2, 2, 2, 0, 0]));
    assert_eq!(refused(&four, claim(0, 0, Valley)), "formation_incomplete");
    // Level-1 neighbours are not higher than a level-1 centre.
    let equal = at_claim_step(valley([2, 2, 2, 2, 1, 1]));
    assert_eq!(refused(&equal, claim(0, 0, Valley)), "formation_incomplete");
}

/// FAQ: tiles with an oasis still count as the "grey" tiles around a valley.
#[test]
fn faq_oasis_tiles_count_as_grey_valley_walls() {
    let state = at_claim_step(
        valley([2, 2, 2, 2, 2, 0])
            .oasis(1, 0, Beige)
            .oasis(0, 1, Green),
    );
    assert_eq!(claims(&state), vec![claim(0, 0, Valley)]);
}

/// Six green level-1 tiles in a bent line from (0, 0).
fn plain() -> LandfallBuilder {
    LandfallBuilder::new()
        .stack(0, 0, "g")
        .stack(1, 0, "g")
        .stack(2, 0, "bg")
        .stack(3, -1, "g")
        .stack(-1, 1, "g")
        .stack(-2, 2, "g")
        .stack(-2, 3, "g")
        .volcano(0, 0, Green)
}

/// Ruling "Plain" (docs/rules/landfall.md): six or more connected same-level cells, all topped by
/// your colour, any shape.
#[test]
fn ruling_plain_six_connected_same_level_tiles_any_shape() {
    // (2, 0) is on level 2, which cuts (3, -1) off: the level-1 group around the volcano is
    // (1, 0), (0, 0), (-1, 1), (-2, 2), (-2, 3), five tiles. (-3, 3) makes six.
    let five = at_claim_step(plain());
    assert_eq!(refused(&five, claim(0, 0, Plain)), "formation_incomplete");
    let six = at_claim_step(plain().stack(-3, 3, "g"));
    assert_eq!(claims(&six), vec![claim(0, 0, Plain)]);
    let after = play(&six, claim(0, 0, Plain));
    assert!(after.supply(Green).claimed[Plain.index()]);
}

#[test]
fn ruling_plain_needs_every_tile_of_your_colour() {
    let mixed = at_claim_step(plain().stack(1, 1, "b").stack(1, 2, "g"));
    // (1, 1) is beige: it does not join (1, 2) to the group, which stays at five.
    assert_eq!(refused(&mixed, claim(0, 0, Plain)), "formation_incomplete");
    let green = at_claim_step(plain().stack(1, 1, "g").stack(1, 2, "g"));
    assert_eq!(claims(&green), vec![claim(0, 0, Plain)]);
}

/// FAQ: a tile with an oasis is neutral and cannot be one of your plain's tiles.
#[test]
fn faq_oasis_tile_breaks_a_plain() {
    let state = at_claim_step(plain().stack(-3, 3, "g").oasis(-2, 2, Beige));
    assert_eq!(refused(&state, claim(0, 0, Plain)), "formation_incomplete");
}

/// Decision: a volcano standing on one of the plain's tiles does not break it.
#[test]
fn decision_volcanoes_do_not_break_a_plain() {
    let state = at_claim_step(plain().stack(-3, 3, "g").volcano(-2, 2, Beige));
    assert_eq!(claims(&state), vec![claim(0, 0, Plain)]);
}

/// Issue 6: a claim that fails because the tile carries an oasis (FAQ: it is neutral, even if
/// it was your own colour).
#[test]
fn faq_no_claim_from_a_tile_with_an_oasis() {
    let start = LandfallBuilder::new()
        .stack(0, 0, "bbbg")
        .oasis(0, 0, Green)
        .stack(1, 0, "bbg")
        .volcano(1, 0, Green)
        .build();
    // The volcano climbs onto the oasis-capped mountain, which still is four tiles of green.
    let on_oasis = play(&start, mv((1, 0), (0, 0)));
    let on_oasis = play(&on_oasis, place(1, 0));
    assert_eq!(volcano(&on_oasis, 0, 0), Some(Green));
    assert!(claims(&on_oasis).is_empty());
    assert_eq!(
        refused(&on_oasis, claim(0, 0, Mountain)),
        "formation_incomplete"
    );
    // The same climb onto the same mountain without the oasis chip completes it.
    let bare = LandfallBuilder::new()
        .stack(0, 0, "bbbg")
        .stack(1, 0, "bbg")
        .volcano(1, 0, Green)
        .build();
    let on_mountain = play(&bare, mv((1, 0), (0, 0)));
    let on_mountain = play(&on_mountain, place(1, 0));
    assert_eq!(claims(&on_mountain), vec![claim(0, 0, Mountain)]);
    let claimed = play(&on_mountain, claim(0, 0, Mountain));
    assert!(claimed.supply(Green).claimed[Mountain.index()]);
}

/// Rulebook: several volcanoes may claim several formations in one turn.
#[test]
fn rulebook_several_claims_in_one_turn() {
    let state = at_claim_step(
        valley([2, 2, 2, 2, 2, 0])
            .stack(5, 0, "bbbg")
            .volcano(5, 0, Green),
    );
    let mut listed = claims(&state);
    listed.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(listed, vec![claim(0, 0, Valley), claim(5, 0, Mountain)]);
    let after = play(&state, claim(5, 0, Mountain));
    let after = play(&after, claim(0, 0, Valley));
    assert_eq!(after.supply(Green).claims(), 2);
    assert_eq!(after.supply(Green).oasis_chips, 1);
    let after = play(&after, LandfallAction::EndTurn {});
    assert_eq!(seat_to_act(&after), Seat(1));
}

/// Each formation card is claimed once.
#[test]
fn ruling_each_formation_claimed_once() {
    let state = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Green)
            .stack(0, 5, "g")
            .oasis(0, 5, Green)
            .claimed(Green, Mountain),
    );
    assert!(claims(&state).is_empty());
    assert_eq!(
        refused(&state, claim(0, 0, Mountain)),
        "formation_already_claimed"
    );
    // Once per player: beige having claimed its Mountain does not stop green claiming one.
    let beige_claimed = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Green)
            .stack(0, 5, "b")
            .oasis(0, 5, Beige)
            .claimed(Beige, Mountain),
    );
    assert_eq!(claims(&beige_claimed), vec![claim(0, 0, Mountain)]);
    let after = play(&beige_claimed, claim(0, 0, Mountain));
    assert_eq!(after.supply(Green).claims(), 1);
}

/// Claims happen at the end of the turn, after the two actions.
#[test]
fn rulebook_claims_only_at_the_end_of_the_turn() {
    let position = LandfallBuilder::new()
        .stack(0, 0, "bbbg")
        .volcano(0, 0, Green);
    let state = position.clone().build();
    assert_eq!(refused(&state, claim(0, 0, Mountain)), "wrong_phase");
    // After the two actions, the same claim is listed and taken.
    let at_claims = at_claim_step(position);
    assert_eq!(claims(&at_claims), vec![claim(0, 0, Mountain)]);
    let after = play(&at_claims, claim(0, 0, Mountain));
    assert_eq!(after.supply(Green).claims(), 1);
}

/// Rulebook "Winning the Game": the third formation wins at once.
#[test]
fn rulebook_third_formation_wins() {
    let state = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "bbbg")
            .volcano(0, 0, Green)
            .claimed(Green, Valley)
            .claimed(Green, Plain)
            .stack(0, 5, "g")
            .stack(0, 6, "g")
            .oasis(0, 5, Green)
            .oasis(0, 6, Green),
    );
    let over = play(&state, claim(0, 0, Mountain));
    assert!(over.to_act().is_empty());
    let outcome = over.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![Seat(0)]);
    let scores: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![3, 0]);
    assert_eq!(outcome.standings[0].side, "green");
    let categories: Vec<&str> = outcome.standings[0]
        .breakdown
        .iter()
        .map(|part| part.category.as_str())
        .collect();
    assert_eq!(categories, ["Mountain", "Valley", "Plain"]);
    assert!(outcome.standings[1].breakdown.is_empty());
    for seat in [Seat(0), Seat(1)] {
        assert!(over.legal_actions(seat).is_empty());
        assert_eq!(
            over.apply(seat, &LandfallAction::EndTurn {})
                .unwrap_err()
                .code,
            "game_over"
        );
    }
}

/// Example "Successfully Building a Formation": green tops a three-high stack with a green tile
/// and climbs onto it, then claims the mountain.
#[test]
fn rulebook_example_mountain_built_and_claimed() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "ggb")
        .stack(1, 0, "bbb")
        .volcano(0, 0, Green)
        .build();
    let state = play(&state, place(1, 0));
    assert_eq!(tiles(&state, 1, 0), vec![Beige, Beige, Beige, Green]);
    let state = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(claims(&state), vec![claim(1, 0, Mountain)]);
    let state = play(&state, claim(1, 0, Mountain));
    assert_eq!(state.board().get(at(1, 0)).unwrap().oasis, Some(Green));
}

/// A plain built in one turn: four green tiles in a row and two placed next to the volcano.
#[test]
fn plain_built_with_two_placements_and_claimed() {
    let state = LandfallBuilder::new()
        .stack(0, 0, "g")
        .stack(1, 0, "g")
        .stack(2, 0, "g")
        .stack(3, 0, "g")
        .volcano(0, 0, Green)
        .build();
    let state = play(&state, place(-1, 0));
    let state = play(&state, place(0, 1));
    assert_eq!(claims(&state), vec![claim(0, 0, Plain)]);
}

/// Ruling "Plain": six connected cells "of the same level", any level: here level 2, every
/// stack beige under green.
#[test]
fn ruling_a_plain_on_level_two() {
    let mut builder = LandfallBuilder::new();
    for q in 0..6 {
        builder = builder.stack(q, 0, "bg");
    }
    let state = at_claim_step(builder.volcano(0, 0, Green));
    assert_eq!(level(&state, 3, 0), 2);
    assert_eq!(claims(&state), vec![claim(0, 0, Plain)]);
    let after = play(&state, claim(0, 0, Plain));
    assert!(after.supply(Green).claimed[Plain.index()]);
}

/// Ruling "Mountain" and "Valley": only the top tile under the volcano must be your colour; the
/// tiles beneath a mountain and the walls around a valley may be of either colour, mixed.
#[test]
fn ruling_mixed_colour_tiles_under_a_mountain_and_around_a_valley() {
    let mountain = at_claim_step(
        LandfallBuilder::new()
            .stack(0, 0, "gbgg")
            .volcano(0, 0, Green),
    );
    assert_eq!(claims(&mountain), vec![claim(0, 0, Mountain)]);
    let mut walls = LandfallBuilder::new().stack(0, 0, "g").volcano(0, 0, Green);
    let around = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];
    for ((q, r), stack) in around.into_iter().zip(["gb", "bg", "gg", "bgb", "gbg"]) {
        walls = walls.stack(q, r, stack);
    }
    let valley = at_claim_step(walls);
    assert_eq!(claims(&valley), vec![claim(0, 0, Valley)]);
}
