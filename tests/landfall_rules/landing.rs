use shoreline::games::landfall::{LandfallBuilder, Phase};

use crate::common::*;

/// A green plateau: (0, 0) is inland (all six neighbours are land), the rest is coast.
fn plateau() -> LandfallBuilder {
    LandfallBuilder::new()
        .stack(0, 0, "g")
        .stack(1, 0, "g")
        .stack(0, 1, "bg")
        .stack(-1, 1, "bgg")
        .stack(-1, 0, "b")
        .stack(0, -1, "g")
        .stack(1, -1, "g")
}

/// Ruling "Land" (docs/rules/landfall.md): onto a level-1 or level-2 stack topped by your colour,
/// touching water.
#[test]
fn ruling_land_on_level_one_or_two_of_your_colour_touching_water() {
    let state = plateau().build();
    let after = play(&state, land(1, 0));
    assert_eq!(volcano(&after, 1, 0), Some(Green));
    assert_eq!(after.supply(Green).volcanoes, 2);
    assert_eq!(actions_taken(&after), Some(1));
    let after = play(&state, land(0, 1));
    assert_eq!(volcano(&after, 0, 1), Some(Green), "level 2 is fine");
}

#[test]
fn ruling_no_landing_on_the_third_level() {
    assert_eq!(refused(&plateau().build(), land(-1, 1)), "landing_too_high");
}

#[test]
fn ruling_no_landing_on_the_other_colour() {
    assert_eq!(
        refused(&plateau().build(), land(-1, 0)),
        "landing_wrong_colour"
    );
}

#[test]
fn ruling_landing_must_touch_water() {
    assert_eq!(
        refused(&plateau().build(), land(0, 0)),
        "landing_not_touching_water"
    );
}

#[test]
fn rulebook_no_landing_on_a_volcano() {
    let state = plateau().volcano(1, 0, Beige).build();
    assert_eq!(refused(&state, land(1, 0)), "cell_has_volcano");
}

/// FAQ: "Can I land a new volcano onto a tile with an oasis chip on it? No."
#[test]
fn faq_no_landing_on_an_oasis() {
    let state = plateau().oasis(1, 0, Green).build();
    assert_eq!(refused(&state, land(1, 0)), "cell_has_oasis");
}

#[test]
fn no_landing_in_the_water() {
    assert_eq!(refused(&plateau().build(), land(5, 5)), "not_on_island");
}

/// Rulebook: all three volcanoes may be on the island at once, but there are only three.
#[test]
fn rulebook_all_three_volcanoes_may_land_but_no_more() {
    let state = plateau()
        .volcano(0, -1, Green)
        .volcano(1, -1, Green)
        .build();
    let state = play(&state, land(1, 0));
    assert_eq!(state.board().count_volcanoes(Green), 3);
    assert_eq!(state.supply(Green).volcanoes, 0);
    assert_eq!(refused(&state, land(0, 1)), "no_volcano_in_hand");
}

/// The same action may be taken twice in a turn.
#[test]
fn rulebook_two_actions_may_repeat() {
    let state = plateau().build();
    let state = play(&state, land(1, 0));
    let state = play(&state, land(0, 1));
    assert!(matches!(state.phase(), Phase::Claims { .. }));
    assert_eq!(state.supply(Green).volcanoes, 1);
    assert_eq!(refused(&state, land(1, -1)), "wrong_phase");
}
