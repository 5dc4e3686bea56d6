//! Ongoing abilities (and the cards without one).

use super::*;
use crate::games::air_land_sea::AirLandSeaAction as Action;
use crate::games::air_land_sea::AirLandSeaCard::*;
use crate::games::air_land_sea::AirLandSeaTheater::*;

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

/// Rulebook, Escalation: "if that card is flipped over by another Tactical Ability, your
/// face-down cards will go back to having a strength of 2", here by the opponent's Ambush
/// during play.
#[test]
fn rulebook_escalation_flipped_face_down_during_play_puts_face_down_cards_back_to_2() {
    let s = scenario()
        .turn(1)
        .hand(1, &[Land2])
        .extra(1, 1)
        .extra(0, 1)
        .pile(0, Sea, &[(Sea2, true)])
        .pile(0, Air, &[(Land6, false), (Sea6, false)])
        .build();
    assert_eq!(s.strength(0, Air), 8, "4 each under Escalation");
    let s = act(&s, 1, deploy(Land2, Land));
    let s = act(&s, 1, flip(Sea, 0));
    assert_eq!(s.pile_of(0, Sea), vec![(Sea2, false)]);
    assert_eq!(s.strength(0, Air), 4, "back to 2 each");
    assert_eq!(
        s.strength(0, Sea),
        2,
        "Escalation itself is a face-down 2 now"
    );
}

/// Ruling: moving is not playing, so Containment does not destroy a face-down card that
/// Transport moves.
#[test]
fn containment_against_a_move_leaves_the_moved_face_down_card() {
    let s = scenario()
        .hand(0, &[Sea1])
        .extra(0, 1)
        .extra(1, 2)
        .pile(1, Air, &[(Air5, true)])
        .pile(0, Land, &[(Land3, false)])
        .build();
    let s = act(&s, 0, deploy(Sea1, Sea));
    let s = act(
        &s,
        0,
        Action::Move {
            from: Land,
            index: 0,
            to: Air,
        },
    );
    assert_eq!(s.pile_of(0, Air), vec![(Land3, false)]);
    assert!(s.pile_of(0, Land).is_empty());
}

/// Containment against Redeploy: the returned card's face-down replay is a play, so Containment
/// destroys it to the bottom of the deck.
#[test]
fn containment_against_a_redeploys_face_down_play_destroys_it() {
    let s = scenario()
        .hand(0, &[Sea4])
        .extra(0, 1)
        .extra(1, 2)
        .pile(0, Air, &[(Land3, false)])
        .pile(1, Air, &[(Air5, true)])
        .build();
    let s = act(&s, 0, deploy(Sea4, Sea));
    let s = act(
        &s,
        0,
        Action::ReturnToHand {
            theater: Air,
            index: 0,
        },
    );
    let s = act(&s, 0, improvise(Land3, Land));
    assert!(s.pile_of(0, Land).is_empty());
    assert!(!s.hand_of(0).contains(&Land3));
    assert_eq!(s.deck_cards().last(), Some(&Land3));
}
