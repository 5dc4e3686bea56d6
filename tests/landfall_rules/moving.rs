use shoreline::games::landfall::LandfallBuilder;

use crate::common::*;

/// A ridge along r = 0: levels 1, 1, 2, 3, 5 from q = 0 to q = 4, a lone level-1 stack at
/// (0, 1), water elsewhere.
fn ridge() -> LandfallBuilder {
    LandfallBuilder::new()
        .stack(0, 0, "g")
        .stack(1, 0, "b")
        .stack(2, 0, "bg")
        .stack(3, 0, "bbg")
        .stack(4, 0, "bbbbg")
        .stack(0, 1, "g")
}

/// Rulebook: a volcano moves to any adjacent tile, including the opponent's.
#[test]
fn rulebook_move_to_an_adjacent_tile_of_either_colour() {
    let state = ridge().volcano(0, 0, Green).build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 1, 0), Some(Green));
    assert_eq!(volcano(&after, 0, 0), None);
    assert_eq!(refused(&state, mv((0, 0), (2, 0))), "not_adjacent");
    assert_eq!(refused(&state, mv((1, 0), (2, 0))), "not_your_volcano");
}

/// Ruling "Move" (docs/rules/landfall.md): up at most one level.
#[test]
fn ruling_move_up_one_level_not_two() {
    let state = ridge().volcano(1, 0, Green).build();
    let after = play(&state, mv((1, 0), (2, 0)));
    let after = play(&after, mv((2, 0), (3, 0)));
    assert_eq!(volcano(&after, 3, 0), Some(Green), "1 -> 2 -> 3");
    let state = ridge().volcano(3, 0, Green).build();
    assert_eq!(refused(&state, mv((3, 0), (4, 0))), "too_steep");
}

/// Rulebook: moving into the water kills the volcano; it returns to the hand.
#[test]
fn rulebook_moving_into_water_kills() {
    let state = ridge().volcano(0, 0, Green).build();
    let after = play(&state, mv((0, 0), (-1, 0)));
    assert_eq!(after.board().count_volcanoes(Green), 0);
    assert_eq!(after.supply(Green).volcanoes, 3);
}

/// Rulebook: falling off a cliff 2+ high kills; one level down is a normal move.
#[test]
fn rulebook_falling_two_levels_kills_one_level_does_not() {
    let state = ridge().volcano(4, 0, Green).build();
    let after = play(&state, mv((4, 0), (3, 0)));
    assert_eq!(after.supply(Green).volcanoes, 3, "5 -> 3 is a fall");
    let state = ridge().volcano(3, 0, Green).build();
    let after = play(&state, mv((3, 0), (2, 0)));
    assert_eq!(volcano(&after, 2, 0), Some(Green), "3 -> 2 is a step");
    let state = ridge().volcano(3, 0, Green).build();
    let after = play(&state, mv((3, 0), (3, 1)));
    assert_eq!(
        after.supply(Green).volcanoes,
        3,
        "off the ridge into the sea"
    );
}

/// Rulebook: falling off a cliff 2+ high onto another volcano kills them both.
#[test]
fn rulebook_falling_onto_a_volcano_kills_both() {
    let state = ridge().volcano(4, 0, Green).volcano(3, 0, Beige).build();
    let after = play(&state, mv((4, 0), (3, 0)));
    assert_eq!(volcano(&after, 3, 0), None);
    assert_eq!(after.supply(Green).volcanoes, 3);
    assert_eq!(after.supply(Beige).volcanoes, 3);
}

/// Rulebook "Pushing a Volcano": moving into a volcano backs it up one space.
#[test]
fn rulebook_push_backs_the_volcano_up_one_space() {
    let state = ridge().volcano(0, 0, Green).volcano(1, 0, Beige).build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 1, 0), Some(Green));
    assert_eq!(volcano(&after, 2, 0), Some(Beige), "pushed up one level");
    // Your own volcanoes can be pushed too.
    let state = ridge().volcano(0, 0, Green).volcano(1, 0, Green).build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 2, 0), Some(Green));
    assert_eq!(after.board().count_volcanoes(Green), 2);
}

/// Ruling (docs/rules/landfall.md): a push is blocked by a wall 2+ levels above the pushed volcano.
#[test]
fn ruling_push_blocked_by_a_wall_of_two() {
    let state = ridge().volcano(1, 0, Green).volcano(2, 0, Beige).build();
    // Beige on level 2 would be pushed onto level 3: one up, fine.
    let after = play(&state, mv((1, 0), (2, 0)));
    assert_eq!(volcano(&after, 3, 0), Some(Beige));
    let state = ridge().volcano(2, 0, Green).volcano(3, 0, Beige).build();
    // Beige on level 3 has level 5 behind it.
    assert_eq!(refused(&state, mv((2, 0), (3, 0))), "push_blocked_by_wall");
}

/// Rulebook: a volcano with another volcano behind it can't be pushed.
#[test]
fn rulebook_push_blocked_by_a_volcano_behind() {
    let state = ridge()
        .volcano(0, 0, Green)
        .volcano(1, 0, Beige)
        .volcano(2, 0, Beige)
        .build();
    assert_eq!(
        refused(&state, mv((0, 0), (1, 0))),
        "push_blocked_by_volcano"
    );
}

/// Ruling (docs/rules/landfall.md): a volcano pushed into water or down 2+ levels dies.
#[test]
fn ruling_pushed_volcano_dies_in_water_or_off_a_cliff() {
    // Pushed from (0, 0) westwards into the sea.
    let state = ridge().volcano(1, 0, Green).volcano(0, 0, Beige).build();
    let after = play(&state, mv((1, 0), (0, 0)));
    assert_eq!(volcano(&after, 0, 0), Some(Green));
    assert_eq!(after.supply(Beige).volcanoes, 3, "beige drowned");
    // Pushed from level 3 down to level 1.
    let state = LandfallBuilder::new()
        .stack(0, 0, "ggg")
        .stack(1, 0, "bbb")
        .stack(2, 0, "b")
        .volcano(0, 0, Green)
        .volcano(1, 0, Beige)
        .build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 1, 0), Some(Green));
    assert_eq!(volcano(&after, 2, 0), None);
    assert_eq!(after.supply(Beige).volcanoes, 3, "beige fell off the cliff");
}

/// The mover must itself be able to climb into the pushed volcano's cell.
#[test]
fn push_needs_a_legal_move_first() {
    let state = ridge().volcano(2, 0, Green).volcano(4, 0, Beige).build();
    // (2, 0) is not next to (4, 0); from (3, 0) the climb to level 5 is too steep.
    let state2 = ridge().volcano(3, 0, Green).volcano(4, 0, Beige).build();
    assert_eq!(refused(&state, mv((2, 0), (4, 0))), "not_adjacent");
    assert_eq!(refused(&state2, mv((3, 0), (4, 0))), "too_steep");
}

/// FAQ: a volcano already on the island may move onto an oasis chip.
#[test]
fn faq_move_onto_an_oasis() {
    let state = ridge().oasis(1, 0, Beige).volcano(0, 0, Green).build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 1, 0), Some(Green));
    assert_eq!(after.board().get(at(1, 0)).unwrap().oasis, Some(Beige));
}

/// Rulebook: a volcano can be pushed onto any space it could move onto, an oasis included.
#[test]
fn rulebook_push_onto_an_oasis() {
    let state = ridge()
        .oasis(2, 0, Green)
        .volcano(0, 0, Green)
        .volcano(1, 0, Beige)
        .build();
    let after = play(&state, mv((0, 0), (1, 0)));
    assert_eq!(volcano(&after, 2, 0), Some(Beige));
    assert_eq!(after.board().get(at(2, 0)).unwrap().oasis, Some(Green));
}

/// Ruling "Move": a step one level down into a volcano pushes it too, and a pushed volcano that
/// drops a single level survives (only water or a drop of 2+ kills it).
#[test]
fn ruling_push_while_the_mover_steps_down_and_the_pushed_volcano_drops_one_level() {
    // Green steps from level 3 down to level 2 at (2, 0); beige there goes on west to level 1.
    let state = ridge().volcano(3, 0, Green).volcano(2, 0, Beige).build();
    let after = play(&state, mv((3, 0), (2, 0)));
    assert_eq!(volcano(&after, 2, 0), Some(Green));
    assert_eq!(volcano(&after, 1, 0), Some(Beige), "one level down: alive");
    assert_eq!(after.supply(Beige).volcanoes, 2, "none went back to hand");
    assert_eq!(after.board().count_volcanoes(Beige), 1);
}

/// Ruling "Move": a fall of 2+ levels kills the volcano even onto an oasis chip, which stays.
#[test]
fn ruling_a_fall_of_two_levels_onto_an_oasis_kills() {
    let state = ridge().oasis(3, 0, Beige).volcano(4, 0, Green).build();
    let after = play(&state, mv((4, 0), (3, 0)));
    assert_eq!(volcano(&after, 3, 0), None);
    assert_eq!(after.supply(Green).volcanoes, 3, "back in hand");
    assert_eq!(after.board().get(at(3, 0)).unwrap().oasis, Some(Beige));
}
