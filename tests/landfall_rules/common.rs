use shoreline::engine::{Game, Seat};
use shoreline::games::landfall::{Landfall, LandfallAction, LandfallColour, LandfallHex, Phase};

pub use LandfallColour::{Beige, Green};

pub fn at(q: i32, r: i32) -> LandfallHex {
    LandfallHex::new(q, r)
}

pub fn seat_to_act(state: &Landfall) -> Seat {
    let to_act = state.to_act();
    assert_eq!(to_act.len(), 1, "exactly one seat acts in Landfall");
    to_act[0]
}

/// Applies `action` for whoever must act, panicking with the rule error if it is refused.
pub fn play(state: &Landfall, action: LandfallAction) -> Landfall {
    let seat = seat_to_act(state);
    assert!(
        state.legal_actions(seat).contains(&action),
        "{action:?} should be listed for {seat}"
    );
    state
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

/// The error code `action` is refused with, checking it is not listed either.
pub fn refused(state: &Landfall, action: LandfallAction) -> &'static str {
    let seat = seat_to_act(state);
    assert!(
        !state.legal_actions(seat).contains(&action),
        "{action:?} should not be listed"
    );
    state
        .apply(seat, &action)
        .expect_err("the action should be refused")
        .code
}

pub fn level(state: &Landfall, q: i32, r: i32) -> u8 {
    state.board().level(at(q, r))
}

pub fn volcano(state: &Landfall, q: i32, r: i32) -> Option<LandfallColour> {
    state.board().volcano(at(q, r))
}

pub fn tiles(state: &Landfall, q: i32, r: i32) -> Vec<LandfallColour> {
    state
        .board()
        .get(at(q, r))
        .map(|c| c.tiles().collect())
        .unwrap_or_default()
}

pub fn mv(from: (i32, i32), to: (i32, i32)) -> LandfallAction {
    LandfallAction::Move {
        from: at(from.0, from.1),
        to: at(to.0, to.1),
    }
}

pub fn throw(from: (i32, i32), over: (i32, i32)) -> LandfallAction {
    LandfallAction::Throw {
        from: at(from.0, from.1),
        over: at(over.0, over.1),
    }
}

pub fn place(q: i32, r: i32) -> LandfallAction {
    LandfallAction::Place { at: at(q, r) }
}

pub fn remove(q: i32, r: i32) -> LandfallAction {
    LandfallAction::Remove { at: at(q, r) }
}

pub fn land(q: i32, r: i32) -> LandfallAction {
    LandfallAction::Land { at: at(q, r) }
}

pub fn actions_taken(state: &Landfall) -> Option<u8> {
    match state.phase() {
        Phase::Actions { taken } => Some(taken),
        _ => None,
    }
}
