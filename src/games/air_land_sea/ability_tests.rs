//! Scenario tests for every ability, alone and in the awkward combinations, pinned to the
//! rulings in RULINGS.md by name.

use crate::engine::{Game, Seat, Viewer};

use super::AirLandSeaCard::*;
use super::AirLandSeaTheater::*;
use super::{
    AirLandSea, AirLandSeaAction as Action, AirLandSeaCard as Card, AirLandSeaOptions,
    AirLandSeaTheater as Theater, Scenario,
};

/// Theaters Air | Land | Sea: Land is adjacent to both, Air and Sea are not adjacent.
fn scenario() -> Scenario {
    Scenario::new(AirLandSeaOptions::default())
        .order([Air, Land, Sea])
        .first(0)
}

fn act(state: &AirLandSea, seat: u8, action: Action) -> AirLandSea {
    assert!(
        state.legal_actions(Seat(seat)).contains(&action),
        "{action:?} not listed for seat {seat}: {:?}",
        state.legal_actions(Seat(seat))
    );
    state.apply(Seat(seat), &action).unwrap()
}

fn code(state: &AirLandSea, seat: u8, action: Action) -> &'static str {
    assert!(!state.legal_actions(Seat(seat)).contains(&action));
    state.apply(Seat(seat), &action).unwrap_err().code
}

fn deploy(card: Card, theater: Theater) -> Action {
    Action::Deploy { card, theater }
}

fn improvise(card: Card, theater: Theater) -> Action {
    Action::Improvise { card, theater }
}

fn flip(theater: Theater, owner: u8) -> Action {
    Action::Flip {
        theater,
        owner: Seat(owner),
    }
}

#[test]
fn support_adds_three_in_each_adjacent_theater_only() {
    let s = scenario().pile(0, Air, &[(Air1, true)]).build();
    assert_eq!([Air, Land, Sea].map(|t| s.strength(0, t)), [1, 3, 0]);
    assert_eq!([Air, Land, Sea].map(|t| s.strength(1, t)), [0, 0, 0]);
    // In the middle it supports both ends.
    let s = scenario()
        .order([Land, Air, Sea])
        .pile(0, Air, &[(Air1, true)])
        .build();
    assert_eq!([Air, Land, Sea].map(|t| s.strength(0, t)), [1, 3, 3]);
    // Ruling: covered cards keep their ongoing abilities; face down it has none.
    let s = scenario()
        .pile(0, Air, &[(Air1, true), (Air6, true)])
        .build();
    assert_eq!(s.strength(0, Land), 3);
    let s = scenario().pile(0, Air, &[(Air1, false)]).build();
    assert_eq!(s.strength(0, Land), 0);
}

#[test]
fn support_next_to_a_contested_theater_takes_it() {
    let s = scenario()
        .turn(1)
        .extra(0, 1)
        .hand(1, &[Air1, Sea6])
        .pile(0, Land, &[(Land4, true)])
        .pile(1, Land, &[(Sea4, true)])
        .build();
    assert_eq!(s.controller(Land), 0, "4-4 tie goes to the 1st player");
    let s = act(&s, 1, deploy(Air1, Air));
    assert_eq!((s.strength(0, Land), s.strength(1, Land)), (4, 7));
    assert_eq!(s.controller(Land), 1);
}

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
fn aerodrome_lets_its_owner_deploy_strength_3_or_less_anywhere() {
    let s = scenario()
        .hand(0, &[Land2, Land5, Sea3])
        .hand(1, &[Land1, Sea6, Air6])
        .pile(0, Air, &[(Air4, true)])
        .build();
    let legal = s.legal(0);
    for ok in [
        deploy(Land2, Air),
        deploy(Land2, Sea),
        deploy(Sea3, Air),
        deploy(Sea3, Land),
    ] {
        assert!(legal.contains(&ok), "{ok:?}");
    }
    assert_eq!(code(&s, 0, deploy(Land5, Air)), "theater_mismatch");
    let s = act(&s, 0, deploy(Land2, Sea));
    let s = act(&s, 0, flip(Sea, 0));
    // Not for the opponent.
    assert_eq!(code(&s, 1, deploy(Land1, Air)), "theater_mismatch");
    // Face down, Aerodrome does nothing.
    let s = scenario()
        .hand(0, &[Land2, Air6])
        .extra(1, 2)
        .pile(0, Air, &[(Air4, false)])
        .build();
    assert_eq!(code(&s, 0, deploy(Land2, Air)), "theater_mismatch");
}

#[test]
fn containment_against_an_improvise_destroys_it_to_the_bottom_of_the_deck() {
    for containment_owner in [0, 1] {
        let s = scenario()
            .hand(0, &[Sea6])
            .extra(0, 1)
            .extra(1, 1)
            .pile(containment_owner, Air, &[(Air5, true)])
            .build();
        let s = act(&s, 0, improvise(Sea6, Land));
        assert!(s.pile_of(0, Land).is_empty());
        assert_eq!(s.deck_cards().last(), Some(&Sea6));
        assert_eq!(s.hand_of(0).len(), 1);
        assert!(!s.hand_of(0).contains(&Sea6));
        let mut all = s.all_cards();
        all.sort();
        assert_eq!(all, Card::ALL.to_vec());
    }
    // Face-up plays are untouched, and a face-down Containment does nothing.
    let s = scenario()
        .hand(0, &[Sea6, Land6])
        .extra(1, 2)
        .pile(1, Air, &[(Air5, false)])
        .build();
    assert_eq!(
        act(&s, 0, improvise(Sea6, Land)).pile_of(0, Land),
        vec![(Sea6, false)]
    );
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
fn containment_against_a_reinforce_destroys_the_drawn_card() {
    let s = scenario()
        .hand(0, &[Land1])
        .extra(0, 1)
        .extra(1, 1)
        .pile(1, Air, &[(Air5, true)])
        .deck_top(&[Sea4, Air2])
        .build();
    let s = act(&s, 0, deploy(Land1, Land));
    let s = act(&s, 0, Action::Reinforce { theater: Sea });
    assert!(s.pile_of(0, Sea).is_empty());
    let deck = s.deck_cards();
    assert_eq!(
        (deck[0], deck.last().copied()),
        (Air2, Some(Sea4)),
        "drawn card to the bottom"
    );
}

#[test]
fn blockade_against_a_reinforce() {
    // Blockade (moved into Land earlier) watches Air and Sea. Sea already holds 3 cards.
    let start = scenario()
        .hand(0, &[Land1])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Land, &[(Sea5, true)])
        .pile(1, Sea, &[(Sea1, true), (Sea2, false)])
        .pile(0, Sea, &[(Sea3, false)])
        .deck_top(&[Sea4, Air2])
        .build();
    let s = act(&start, 0, deploy(Land1, Land));
    assert_eq!(
        s.pile_of(0, Land),
        vec![(Land1, true)],
        "Land itself is not adjacent to Land"
    );
    let to_sea = act(&s, 0, Action::Reinforce { theater: Sea });
    assert_eq!(to_sea.pile_of(0, Sea), vec![(Sea3, false)], "destroyed");
    assert_eq!(to_sea.deck_cards().last(), Some(&Sea4));
    let to_air = act(&s, 0, Action::Reinforce { theater: Air });
    assert_eq!(
        to_air.pile_of(0, Air),
        vec![(Sea4, false)],
        "Air holds fewer than 3 cards"
    );
}

#[test]
fn blockade_destroys_plays_into_a_full_adjacent_theater_without_their_ability() {
    let base = scenario()
        .hand(0, &[Land3, Land6, Air6])
        .extra(1, 2)
        .pile(1, Sea, &[(Sea5, true)])
        .pile(0, Land, &[(Sea1, false), (Sea2, false)])
        .pile(1, Land, &[(Air1, false)])
        .pile(1, Air, &[(Air2, false)])
        .build();
    // Land (adjacent to Sea) already holds 3: the Maneuver is destroyed and does nothing.
    let s = act(&base, 0, deploy(Land3, Land));
    assert_eq!(s.pile_of(0, Land).len(), 2);
    assert_eq!(s.pending_depth(), 0);
    assert_eq!(s.deck_cards().last(), Some(&Land3));
    // Face down too.
    let s = act(&base, 0, improvise(Land6, Land));
    assert_eq!(s.pile_of(0, Land).len(), 2);
    // Air is not adjacent to Sea.
    let s = act(&base, 0, deploy(Air6, Air));
    assert_eq!(s.pile_of(0, Air), vec![(Air6, true)]);
    // With only 2 cards in Land the play stands; a face-down Blockade does nothing.
    let two = scenario()
        .hand(0, &[Land6, Air6])
        .extra(1, 2)
        .pile(1, Sea, &[(Sea5, true)])
        .pile(0, Land, &[(Sea1, false), (Sea2, false)])
        .build();
    assert_eq!(act(&two, 0, deploy(Land6, Land)).pile_of(0, Land).len(), 3);
    let asleep = scenario()
        .hand(0, &[Land6, Air6])
        .extra(1, 2)
        .pile(1, Sea, &[(Sea5, false)])
        .pile(0, Land, &[(Sea1, false), (Sea2, false), (Sea3, false)])
        .build();
    assert_eq!(
        act(&asleep, 0, deploy(Land6, Land)).pile_of(0, Land).len(),
        4
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
fn cover_fire_makes_covered_cards_strength_4() {
    let s = scenario()
        .pile(0, Land, &[(Land6, true), (Sea1, false), (Land4, true)])
        .build();
    assert_eq!(s.strength(0, Land), 12, "6 and 2 covered become 4");
    let s = scenario()
        .pile(0, Land, &[(Land6, true), (Sea1, false), (Land4, false)])
        .build();
    assert_eq!(s.strength(0, Land), 10, "face down it does nothing");
    // Cards above it are not covered by it.
    let s = scenario()
        .pile(0, Land, &[(Land4, true), (Sea1, true)])
        .build();
    assert_eq!(s.strength(0, Land), 5);
}

#[test]
fn cover_fire_with_escalation() {
    let pile = [(Air1, false), (Sea6, true), (Land4, true), (Air2, false)];
    let both = scenario()
        .pile(0, Land, &pile)
        .pile(0, Sea, &[(Sea2, true)])
        .build();
    assert_eq!(both.strength(0, Land), 4 + 4 + 4 + 4);
    let cover_only = scenario().pile(0, Land, &pile).build();
    assert_eq!(cover_only.strength(0, Land), 4 + 4 + 4 + 2);
    // Cover Fire face down under Escalation counts 4 as a face-down card, covering nothing.
    let down = scenario()
        .pile(0, Land, &[(Sea6, true), (Land4, false)])
        .pile(0, Sea, &[(Sea2, true)])
        .build();
    assert_eq!(down.strength(0, Land), 10);
}

#[test]
fn escalation_makes_only_its_owners_face_down_cards_strength_4() {
    let s = scenario()
        .pile(0, Sea, &[(Sea2, true)])
        .pile(0, Air, &[(Land6, false), (Sea6, false)])
        .pile(1, Air, &[(Land5, false)])
        .build();
    assert_eq!((s.strength(0, Air), s.strength(1, Air)), (8, 2));
    let off = scenario()
        .pile(0, Sea, &[(Sea2, false)])
        .pile(0, Air, &[(Land6, false), (Sea6, false)])
        .build();
    assert_eq!(off.strength(0, Air), 4);
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
    let s = scenario().hand(0, &[Land5]).extra(0, 1).extra(1, 2).build();
    let s = act(&s, 0, deploy(Land5, Land));
    assert_eq!(
        s.legal(0),
        vec![flip(Land, 0)],
        "its only card is the Disrupt itself"
    );
    // Flipping Disrupt itself face down interrupts it (the opponent has no card anyway).
    let s = act(&s, 0, flip(Land, 0));
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
fn heavy_cards_have_no_ability() {
    for (card, theater) in [(Air6, Air), (Land6, Land), (Sea6, Sea)] {
        let s = scenario()
            .hand(0, &[card, Air5])
            .hand(1, &[Sea1, Land1])
            .pile(1, theater, &[(Air2, false)])
            .build();
        let s = act(&s, 0, deploy(card, theater));
        assert_eq!((s.pending_depth(), s.turn), (0, 1));
        assert_eq!(s.strength(0, theater), 6);
    }
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
