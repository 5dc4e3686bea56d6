//! Scenario tests for every ability, alone and in the awkward combinations, pinned by name to the
//! rulings of docs/rules/air-land-sea.md. Helpers here; ongoing and instant abilities in their own
//! files.

mod air_drop_versions;
mod instant;
mod ongoing;

use crate::engine::{Game, Seat};

use super::AirLandSeaTheater::*;
use super::{
    AirLandSea, AirLandSeaAction as Action, AirLandSeaCard as Card, AirLandSeaOptions,
    AirLandSeaTheater as Theater, Scenario,
};

/// Theaters Air | Land | Sea: Land is adjacent to both, Air and Sea are not adjacent.
pub(super) fn scenario() -> Scenario {
    Scenario::new(AirLandSeaOptions::default())
        .order([Air, Land, Sea])
        .first(0)
}

pub(super) fn act(state: &AirLandSea, seat: u8, action: Action) -> AirLandSea {
    assert!(
        state.legal_actions(Seat(seat)).contains(&action),
        "{action:?} not listed for seat {seat}: {:?}",
        state.legal_actions(Seat(seat))
    );
    state.apply(Seat(seat), &action).unwrap()
}

pub(super) fn code(state: &AirLandSea, seat: u8, action: Action) -> &'static str {
    assert!(!state.legal_actions(Seat(seat)).contains(&action));
    state.apply(Seat(seat), &action).unwrap_err().code
}

pub(super) fn deploy(card: Card, theater: Theater) -> Action {
    Action::Deploy { card, theater }
}

pub(super) fn improvise(card: Card, theater: Theater) -> Action {
    Action::Improvise { card, theater }
}

pub(super) fn flip(theater: Theater, owner: u8) -> Action {
    Action::Flip {
        theater,
        owner: Seat(owner),
    }
}
