use shoreline::games::landfall::LandfallBuilder;

use crate::common::*;

/// A green volcano on (0, 0) with a ring of mixed neighbours:
/// (1, 0) green, (0, 1) beige, (-1, 1) water, (-1, 0) "gb", (0, -1) "bg", (1, -1) green.
fn ring() -> LandfallBuilder {
    LandfallBuilder::new()
        .stack(0, 0, "g")
        .stack(1, 0, "g")
        .stack(0, 1, "b")
        .stack(-1, 0, "gb")
        .stack(0, -1, "bg")
        .stack(1, -1, "g")
        .volcano(0, 0, Green)
}

/// Rulebook "Placing": a tile from hand on any of the six spots next to your volcano, water or
/// any stack of any colour and height.
#[test]
fn rulebook_place_on_water_or_any_stack_next_to_your_volcano() {
    let state = ring().build();
    let after = play(&state, place(-1, 1));
    assert_eq!(tiles(&after, -1, 1), vec![Green], "water becomes land");
    assert_eq!(after.supply(Green).tiles, 15);
    let after = play(&after, place(0, 1));
    assert_eq!(
        tiles(&after, 0, 1),
        vec![Beige, Green],
        "on the opponent's tile"
    );
    assert_eq!(after.supply(Green).tiles, 14);
}

/// FAQ: "Can I place a tile anywhere I want on the island?" Only next to one of your volcanoes.
#[test]
fn faq_place_only_next_to_your_volcano() {
    let state = ring().stack(5, 0, "b").volcano(5, 0, Beige).build();
    assert_eq!(refused(&state, place(2, 0)), "not_next_to_your_volcano");
    assert_eq!(refused(&state, place(6, 0)), "not_next_to_your_volcano");
    assert_eq!(refused(&state, place(0, 0)), "not_next_to_your_volcano");
}

/// Rulebook: no placing or removing on a spot where a volcano or oasis chip is.
#[test]
fn rulebook_no_place_or_remove_under_a_volcano_or_oasis() {
    let state = ring().volcano(1, 0, Beige).oasis(1, -1, Green).build();
    assert_eq!(refused(&state, place(1, 0)), "cell_has_volcano");
    assert_eq!(refused(&state, place(1, -1)), "cell_has_oasis");
    assert_eq!(refused(&state, remove(1, 0)), "cell_has_volcano");
    assert_eq!(refused(&state, remove(1, -1)), "cell_has_oasis");
}

#[test]
fn no_place_with_an_empty_hand() {
    let state = ring().tiles_in_hand(Green, 0).build();
    assert_eq!(refused(&state, place(-1, 1)), "no_tiles_in_hand");
}

/// FAQ "Can I remove an opponent's tile? No." Only your own colour, next to your volcano, back
/// to your hand.
#[test]
fn faq_remove_only_your_own_colour() {
    let state = ring().build();
    let after = play(&state, remove(1, 0));
    assert_eq!(level(&after, 1, 0), 0, "the last tile leaves water");
    assert_eq!(after.supply(Green).tiles, 17);
    let after = play(&state, remove(0, -1));
    assert_eq!(tiles(&after, 0, -1), vec![Beige], "only the top tile goes");
    assert_eq!(refused(&state, remove(0, 1)), "not_your_tile");
    assert_eq!(
        refused(&state, remove(-1, 0)),
        "not_your_tile",
        "beige on top"
    );
    assert_eq!(refused(&state, remove(-1, 1)), "not_on_island");
    let far = ring().stack(3, 0, "g").build();
    assert_eq!(refused(&far, remove(3, 0)), "not_next_to_your_volcano");
}

/// Rulebook "Throwing": any colour, over your volcano, onto the cell straight across.
#[test]
fn rulebook_throw_any_tile_over_your_volcano() {
    let state = ring().build();
    // Beige (0, 1) flies over (0, 0) to (0, -1), landing on top of "bg".
    let after = play(&state, throw((0, 1), (0, 0)));
    assert_eq!(level(&after, 0, 1), 0);
    assert_eq!(tiles(&after, 0, -1), vec![Beige, Green, Beige]);
    assert_eq!(
        after.supply(Green).tiles,
        16,
        "throwing uses no tile from hand"
    );
    // The top of "gb" at (-1, 0) flies to (1, 0).
    let after = play(&state, throw((-1, 0), (0, 0)));
    assert_eq!(tiles(&after, -1, 0), vec![Green]);
    assert_eq!(tiles(&after, 1, 0), vec![Green, Beige]);
    // Into the water: (1, -1) flies to (-1, 1).
    let after = play(&state, throw((1, -1), (0, 0)));
    assert_eq!(tiles(&after, -1, 1), vec![Green]);
    assert_eq!(level(&after, 1, -1), 0);
}

/// FAQ "Which tiles can I throw?": not one with a volcano or oasis chip; and never onto one.
#[test]
fn faq_no_throw_from_or_onto_a_volcano_or_oasis() {
    let state = ring()
        .volcano(1, 0, Beige)
        .oasis(0, -1, Beige)
        .stack(-1, 1, "b")
        .oasis(-1, 1, Green)
        .build();
    assert_eq!(refused(&state, throw((1, 0), (0, 0))), "cell_has_volcano");
    assert_eq!(refused(&state, throw((-1, 0), (0, 0))), "cell_has_volcano");
    assert_eq!(refused(&state, throw((0, -1), (0, 0))), "cell_has_oasis");
    assert_eq!(refused(&state, throw((0, 1), (0, 0))), "cell_has_oasis");
    assert_eq!(refused(&state, throw((1, -1), (0, 0))), "cell_has_oasis");
}

#[test]
fn throw_needs_your_volcano_and_a_tile_next_to_it() {
    let state = ring().stack(3, 0, "b").volcano(3, 0, Beige).build();
    assert_eq!(refused(&state, throw((2, 0), (3, 0))), "not_your_volcano");
    assert_eq!(refused(&state, throw((2, 0), (0, 0))), "not_adjacent");
    assert_eq!(refused(&state, throw((-1, 1), (0, 0))), "not_on_island");
}
