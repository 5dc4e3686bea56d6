//! Instant abilities, nesting and interruption.

use crate::engine::{Game, Seat, Viewer};

use super::*;
use crate::games::air_land_sea::AirLandSeaAction as Action;
use crate::games::air_land_sea::AirLandSeaCard::*;
use crate::games::air_land_sea::AirLandSeaTheater::*;

#[test]
fn air_drop_lets_the_next_play_go_face_up_anywhere_once() {
    let s = scenario()
        .hand(0, &[Air2, Sea6, Land6])
        .hand(1, &[Air6, Sea1, Land2])
        .build();
    let s = act(&s, 0, deploy(Air2, Air));
    assert!(s.air_drop[0]);
    // The opponent gains nothing from it.
    assert_eq!(code(&s, 1, deploy(Sea1, Air)), "theater_mismatch");
    let s = act(&s, 1, deploy(Air6, Air));
    let s = act(&s, 0, deploy(Sea6, Land));
    assert_eq!(s.pile_of(0, Land), vec![(Sea6, true)]);
    assert_eq!(
        s.strength(0, Land),
        6,
        "a non-matching card keeps its strength"
    );
    let s = act(&s, 1, deploy(Land2, Land));
    let s = act(&s, 1, flip(Land, 1));
    assert_eq!(
        code(&s, 0, deploy(Land6, Air)),
        "theater_mismatch",
        "used up"
    );
}

/// Decision: Air Drop is used up by its owner's next play from hand, face up or down.
#[test]
fn decision_air_drop_is_used_up_by_an_improvise() {
    let s = scenario()
        .air_drop(0)
        .hand(0, &[Sea6, Land6])
        .hand(1, &[Air6, Sea1])
        .build();
    let s = act(&s, 0, improvise(Sea6, Air));
    let s = act(&s, 1, deploy(Air6, Air));
    assert_eq!(code(&s, 0, deploy(Land6, Sea)), "theater_mismatch");
}

#[test]
fn maneuver_flips_an_uncovered_card_in_an_adjacent_theater_never_a_covered_one() {
    let s = scenario()
        .hand(0, &[Air3])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Land, &[(Land6, true)])
        .pile(1, Land, &[(Land1, false), (Land5, true)])
        .pile(1, Sea, &[(Sea2, false)])
        .build();
    let s = act(&s, 0, deploy(Air3, Air));
    // Land is adjacent to Air; Sea is not. Covered Land1 is never offered.
    assert_eq!(s.legal(0), vec![flip(Land, 0), flip(Land, 1)]);
    assert_eq!(code(&s, 0, flip(Sea, 1)), "not_adjacent");
    assert_eq!(code(&s, 0, Action::Skip {}), "ability_is_mandatory");
    assert_eq!(code(&s, 0, Action::Withdraw {}), "choice_pending");
    // Ruling: its owner may flip their own card.
    let s = act(&s, 0, flip(Land, 0));
    assert_eq!(s.pile_of(0, Land), vec![(Land6, false)]);
    assert_eq!(s.to_act(), vec![Seat(1)]);
}

#[test]
fn ruling_ability_with_no_legal_target_is_skipped() {
    let s = scenario()
        .hand(0, &[Air3])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Sea, &[(Sea2, false)])
        .build();
    let s = act(&s, 0, deploy(Air3, Air));
    assert_eq!(s.pending_depth(), 0);
    assert_eq!(s.to_act(), vec![Seat(1)]);
}

/// Ruling: a card flipped face up resolves its instant ability at once; its owner chooses, even
/// on the other player's turn.
#[test]
fn ruling_revealed_card_resolves_its_ability_and_its_owner_chooses() {
    let s = scenario()
        .hand(0, &[Land3])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Sea, &[(Air6, true), (Sea1, false)])
        .build();
    let s = act(&s, 0, deploy(Land3, Land));
    let s = act(&s, 0, flip(Sea, 1));
    assert_eq!(s.to_act(), vec![Seat(1)], "the Transport's owner chooses");
    assert!(s.legal(0).is_empty());
    assert!(s.legal(1).contains(&Action::Skip {}));
    // Moving the covered Air6 to Air: it goes on top there.
    let s = act(
        &s,
        1,
        Action::Move {
            from: Sea,
            index: 0,
            to: Air,
        },
    );
    assert_eq!(s.pile_of(1, Air), vec![(Air6, true)]);
    assert_eq!(s.pile_of(1, Sea), vec![(Sea1, true)]);
    assert_eq!(s.turn, 1, "then it is seat 1's own turn");
    assert_eq!(s.to_act(), vec![Seat(1)]);
    assert_eq!(s.pending_depth(), 0);
}

#[test]
fn reinforce_plays_the_top_card_face_down_to_an_adjacent_theater() {
    let s = scenario()
        .hand(0, &[Land1])
        .extra(0, 1)
        .extra(1, 2)
        .deck_top(&[Sea4, Air2])
        .build();
    let s = act(&s, 0, deploy(Land1, Land));
    assert_eq!(
        s.legal(0),
        vec![
            Action::Reinforce { theater: Air },
            Action::Reinforce { theater: Sea }
        ]
    );
    assert_eq!(
        code(&s, 0, Action::Reinforce { theater: Land }),
        "not_adjacent"
    );
    // Only the reinforcing player learns the drawn card.
    let mine = s.view(Viewer::Seat(Seat(0)));
    assert_eq!(mine.pending[0].drawn_card, Some(Sea4));
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        let json = serde_json::to_string(&s.view(viewer)).unwrap();
        assert!(!json.contains("sea_4"), "{json}");
    }
    let s = act(&s, 0, Action::Reinforce { theater: Sea });
    assert_eq!(s.pile_of(0, Sea), vec![(Sea4, false)]);
    assert_eq!(s.deck_cards()[0], Air2);
    assert_eq!(s.strength(0, Sea), 2, "face down: no Redeploy, strength 2");
    assert_eq!(s.to_act(), vec![Seat(1)]);
    assert_eq!(
        s.view(Viewer::Seat(Seat(0))).theaters[2].sides[0].cards[0].card,
        Some(Sea4)
    );
    assert_eq!(
        s.view(Viewer::Seat(Seat(1))).theaters[2].sides[0].cards[0].card,
        None
    );
    // From an end theater only one theater is adjacent.
    let s = scenario()
        .order([Land, Air, Sea])
        .hand(0, &[Land1])
        .extra(0, 1)
        .extra(1, 2)
        .build();
    assert_eq!(
        act(&s, 0, deploy(Land1, Land)).legal(0),
        vec![Action::Reinforce { theater: Air }]
    );
}

#[test]
fn ambush_flips_an_uncovered_card_in_any_theater() {
    let s = scenario()
        .hand(0, &[Land2])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Sea, &[(Air6, false), (Land1, false)])
        .deck_top(&[Sea4])
        .build();
    let s = act(&s, 0, deploy(Land2, Land));
    assert_eq!(
        s.legal(0),
        vec![flip(Land, 0), flip(Sea, 1)],
        "itself, or far-away Sea"
    );
    // Revealing the opponent's Reinforce: they draw and choose, and only they see the card.
    let s = act(&s, 0, flip(Sea, 1));
    assert_eq!(s.to_act(), vec![Seat(1)]);
    assert_eq!(
        s.view(Viewer::Seat(Seat(1))).pending[0].drawn_card,
        Some(Sea4)
    );
    assert_eq!(s.view(Viewer::Seat(Seat(0))).pending[0].drawn_card, None);
    assert_eq!(s.legal(1), vec![Action::Reinforce { theater: Land }]);
    let s = act(&s, 1, Action::Reinforce { theater: Land });
    assert_eq!(s.pile_of(1, Land), vec![(Sea4, false)]);
    assert_eq!(s.turn, 1);
}

#[test]
fn disrupt_each_player_flips_one_of_their_own_starting_with_its_player() {
    let s = scenario()
        .hand(0, &[Land5])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Air6, true)])
        .pile(1, Sea, &[(Sea1, true), (Sea6, true)])
        .build();
    let s = act(&s, 0, deploy(Land5, Land));
    assert_eq!(s.to_act(), vec![Seat(0)]);
    assert_eq!(s.legal(0), vec![flip(Air, 0), flip(Land, 0)]);
    assert_eq!(code(&s, 0, flip(Sea, 1)), "not_your_card");
    let s = act(&s, 0, flip(Air, 0));
    assert_eq!(
        s.to_act(),
        vec![Seat(1)],
        "Disrupt asks the opponent mid-turn"
    );
    assert_eq!(s.legal(1), vec![flip(Sea, 1)], "only the uncovered card");
    let s = act(&s, 1, flip(Sea, 1));
    assert_eq!(s.pile_of(1, Sea), vec![(Sea1, true), (Sea6, false)]);
    assert_eq!((s.turn, s.to_act()), (1, vec![Seat(1)]));
}

#[test]
fn disrupt_when_a_player_has_no_uncovered_card() {
    // The opponent has no card on the board: their step is skipped and the turn passes.
    let s = scenario()
        .hand(0, &[Land5])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Sea, &[(Sea6, true)])
        .build();
    let s = act(&s, 0, deploy(Land5, Land));
    assert_eq!(s.legal(0), vec![flip(Land, 0), flip(Sea, 0)]);
    let s = act(&s, 0, flip(Sea, 0));
    assert_eq!(s.pile_of(0, Sea), vec![(Sea6, false)]);
    assert_eq!(
        (s.pending_depth(), s.turn, s.to_act()),
        (0, 1, vec![Seat(1)])
    );
    // Revealed on the opponent's turn with only Disrupt itself as its owner's card: the owner must
    // flip it (interrupting the rest), so the player whose turn it is never flips.
    let s = scenario()
        .hand(0, &[Land2])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Land, &[(Land5, false)])
        .pile(0, Air, &[(Air6, true)])
        .build();
    let s = act(&s, 0, deploy(Land2, Land));
    let s = act(&s, 0, flip(Land, 1));
    assert_eq!(s.to_act(), vec![Seat(1)], "Disrupt starts with its owner");
    assert_eq!(s.legal(1), vec![flip(Land, 1)]);
    let s = act(&s, 1, flip(Land, 1));
    assert_eq!(s.pile_of(1, Land), vec![(Land5, false)]);
    assert_eq!(s.pile_of(0, Air), vec![(Air6, true)], "seat 0 never flips");
    assert_eq!(s.pile_of(0, Land), vec![(Land2, true)]);
    assert_eq!((s.pending_depth(), s.turn), (0, 1));
}

/// Ruling: an instant ability whose card is flipped face down before it has fully resolved stops.
#[test]
fn ruling_disrupt_flipped_face_down_by_its_player_is_interrupted() {
    let s = scenario()
        .hand(0, &[Land5])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Air, &[(Air6, true)])
        .build();
    let s = act(&s, 0, deploy(Land5, Land));
    let s = act(&s, 0, flip(Land, 0));
    assert_eq!(
        s.pile_of(1, Air),
        vec![(Air6, true)],
        "the opponent never flips"
    );
    assert_eq!((s.pending_depth(), s.to_act()), (0, vec![Seat(1)]));
}

/// Ruling: nested effects resolve depth first: a Transport revealed by the Disrupt player's own
/// flip resolves before the opponent's Disrupt flip.
#[test]
fn ruling_nested_effects_resolve_depth_first() {
    let s = scenario()
        .hand(0, &[Land5])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Sea1, false)])
        .pile(1, Sea, &[(Sea6, true)])
        .build();
    let s = act(&s, 0, deploy(Land5, Land));
    let s = act(&s, 0, flip(Air, 0));
    assert_eq!(s.pending_depth(), 2);
    assert_eq!(s.to_act(), vec![Seat(0)], "Transport first");
    let s = act(
        &s,
        0,
        Action::Move {
            from: Land,
            index: 0,
            to: Sea,
        },
    );
    assert_eq!(
        s.pile_of(0, Sea),
        vec![(Land5, true)],
        "Disrupt moved, still face up"
    );
    assert_eq!(
        s.to_act(),
        vec![Seat(1)],
        "then the opponent's Disrupt flip"
    );
    let s = act(&s, 1, flip(Sea, 1));
    assert_eq!(s.pile_of(1, Sea), vec![(Sea6, false)]);
}

#[test]
fn transport_may_move_any_of_your_cards_covered_or_not_or_skip() {
    let s = scenario()
        .hand(0, &[Sea1])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Air6, true), (Air2, false)])
        .pile(1, Land, &[(Land6, true)])
        .build();
    let s = act(&s, 0, deploy(Sea1, Sea));
    let legal = s.legal(0);
    assert_eq!(
        legal.len(),
        3 * 2 + 1,
        "three own cards, two destinations each, or skip"
    );
    assert_eq!(
        code(
            &s,
            0,
            Action::Move {
                from: Air,
                index: 0,
                to: Air
            }
        ),
        "same_theater"
    );
    assert_eq!(
        code(
            &s,
            0,
            Action::Move {
                from: Land,
                index: 0,
                to: Air
            }
        ),
        "no_card_there"
    );
    let moved = act(
        &s,
        0,
        Action::Move {
            from: Air,
            index: 0,
            to: Land,
        },
    );
    assert_eq!(moved.pile_of(0, Air), vec![(Air2, false)]);
    assert_eq!(moved.pile_of(0, Land), vec![(Air6, true)]);
    assert_eq!(
        moved.strength(0, Land),
        6,
        "no penalty in a non-matching theater"
    );
    let skipped = act(&s, 0, Action::Skip {});
    assert_eq!(skipped.pile_of(0, Air).len(), 2);
    assert_eq!(skipped.to_act(), vec![Seat(1)]);
}

/// Ruling: moving is not playing, so Blockade does not destroy a moved card.
#[test]
fn transport_onto_a_blockade_is_not_destroyed() {
    let s = scenario()
        .hand(0, &[Sea1])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Sea, &[(Sea5, true)])
        .pile(0, Land, &[(Land2, false), (Land3, false)])
        .pile(1, Land, &[(Land6, true)])
        .pile(0, Air, &[(Air6, true)])
        .build();
    let s = act(&s, 0, deploy(Sea1, Sea));
    let s = act(
        &s,
        0,
        Action::Move {
            from: Air,
            index: 0,
            to: Land,
        },
    );
    assert_eq!(
        s.pile_of(0, Land),
        vec![(Land2, false), (Land3, false), (Air6, true)]
    );
}

#[test]
fn redeploy_returns_a_face_down_card_then_its_player_plays_another() {
    let s = scenario()
        .hand(0, &[Sea4])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Land3, false), (Air6, true)])
        .pile(1, Land, &[(Land6, true)])
        .build();
    let s = act(&s, 0, deploy(Sea4, Sea));
    assert_eq!(
        s.legal(0),
        vec![
            Action::ReturnToHand {
                theater: Air,
                index: 0
            },
            Action::Skip {}
        ],
        "covered face-down cards count; face-up ones do not"
    );
    assert_eq!(
        code(
            &s,
            0,
            Action::ReturnToHand {
                theater: Air,
                index: 1
            }
        ),
        "not_face_down"
    );
    let s = act(
        &s,
        0,
        Action::ReturnToHand {
            theater: Air,
            index: 0,
        },
    );
    assert_eq!(s.hand_of(0).len(), 2);
    assert!(s.hand_of(0).contains(&Land3));
    // The extra play: deploy or improvise only, no withdrawing.
    assert_eq!(s.to_act(), vec![Seat(0)]);
    assert!(!s.legal(0).contains(&Action::Withdraw {}));
    assert_eq!(code(&s, 0, Action::Withdraw {}), "choice_pending");
    // The returned card comes back face up, and its Maneuver resolves (nested).
    let s = act(&s, 0, deploy(Land3, Land));
    assert_eq!(s.to_act(), vec![Seat(0)]);
    let s = act(&s, 0, flip(Air, 0));
    assert_eq!(s.pile_of(0, Air), vec![(Air6, false)]);
    assert_eq!((s.turn, s.hand_of(0).len()), (1, 1));
}

#[test]
fn redeploy_may_be_skipped_and_is_skipped_without_face_down_cards() {
    let s = scenario()
        .hand(0, &[Sea4])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Land3, false)])
        .build();
    let s = act(&act(&s, 0, deploy(Sea4, Sea)), 0, Action::Skip {});
    assert_eq!((s.turn, s.pile_of(0, Air)), (1, vec![(Land3, false)]));
    let s = scenario()
        .hand(0, &[Sea4])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Land3, true)])
        .build();
    let s = act(&s, 0, deploy(Sea4, Sea));
    assert_eq!((s.pending_depth(), s.turn), (0, 1));
}

#[test]
fn air_drop_revealed_on_the_opponents_turn_serves_its_owner() {
    let s = scenario()
        .hand(0, &[Land2])
        .extra(0, 1)
        .hand(1, &[Sea6, Sea1])
        .pile(1, Air, &[(Air2, false)])
        .build();
    let s = act(&s, 0, deploy(Land2, Land));
    let s = act(&s, 0, flip(Air, 1));
    assert_eq!(s.air_drop, [false, true]);
    assert!(s.legal(1).contains(&deploy(Sea6, Land)));
}
