//! Ruling (second round): "Air Drop is an Instant ability that is not fully resolved until its
//! owner's next play. If the Air Drop card is flipped face down ... before that play, the ability
//! is interrupted." A rules change: version 2 interrupts the Air Drop, version 1 (stored games)
//! keeps it.

use super::*;
use crate::games::air_land_sea::AirLandSeaCard::*;
use crate::games::air_land_sea::AirLandSeaRules;
use crate::games::air_land_sea::AirLandSeaTheater::*;

/// Seat 0 plays Air Drop; before seat 0 plays again, seat 1's Ambush flips it face down.
fn air_drop_then_ambushed(rules: AirLandSeaRules) -> AirLandSea {
    let s = scenario()
        .rules(rules)
        .hand(0, &[Air2, Sea6, Land6])
        .hand(1, &[Land2, Sea1, Air6])
        .build();
    let s = act(&s, 0, deploy(Air2, Air));
    assert!(s.air_drop[0]);
    let s = act(&s, 1, deploy(Land2, Land));
    let s = act(&s, 1, flip(Air, 0));
    assert_eq!(s.pile_of(0, Air), vec![(Air2, false)]);
    assert_eq!(s.to_act(), vec![Seat(0)]);
    s
}

#[test]
fn ruling_air_drop_is_interrupted_when_its_card_is_flipped_face_down_before_the_next_play() {
    let s = air_drop_then_ambushed(AirLandSeaRules::V2);
    assert_eq!(s.air_drop, [false, false]);
    assert_eq!(code(&s, 0, deploy(Sea6, Land)), "theater_mismatch");
    assert!(s.legal_actions(Seat(0)).contains(&deploy(Sea6, Sea)));
}

#[test]
fn rules_version_1_keeps_the_air_drop_of_a_card_flipped_face_down() {
    let s = air_drop_then_ambushed(AirLandSeaRules::V1);
    assert_eq!(s.air_drop, [true, false]);
    let s = act(&s, 0, deploy(Sea6, Land));
    assert_eq!(s.pile_of(0, Land), vec![(Sea6, true)]);
}

/// Flipping the card back face up is revealing it: its Air Drop happens afresh (ruling "a card
/// flipped face up resolves its instant ability at once"), under either version.
#[test]
fn an_interrupted_air_drop_flipped_face_up_again_happens_afresh() {
    let s = scenario()
        .turn(1)
        .hand(1, &[Land2])
        .extra(1, 1)
        .hand(0, &[Sea6])
        .pile(0, Air, &[(Air2, false)])
        .build();
    let s = act(&s, 1, deploy(Land2, Land));
    let s = act(&s, 1, flip(Air, 0));
    assert_eq!(s.air_drop, [true, false]);
    assert!(s.legal_actions(Seat(0)).contains(&deploy(Sea6, Land)));
}
