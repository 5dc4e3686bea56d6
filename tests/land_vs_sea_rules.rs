//! Scenario tests: every worked example of the rulebook and every ruling, on exact positions.
//!
//! Directions: 0 east (+1,0), 1 north-east (+1,-1), 2 north-west (0,-1), 3 west (-1,0),
//! 4 south-west (-1,+1), 5 south-east (0,+1). A face's edge `i` lies in direction
//! `(i + rotation) % 6`.

pub use serde_json::{Value, json};
pub use shoreline::engine::{Game, Seat, Seed, Setup, Viewer};
pub use shoreline::games::land_vs_sea::{
    LandVsSea, LandVsSeaAction, LandVsSeaFaceChoice, LandVsSeaOptions, LandVsSeaPhase,
    LandVsSeaRole, LandVsSeaRules, LandVsSeaScenario, LandVsSeaScore, LandVsSeaTerrain,
    LandVsSeaView,
};

pub const BASIC: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: false,
    caravan_ship: false,
    waypoints: false,
};
pub const CHAINS: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: true,
    ..BASIC
};
pub const TRADE: LandVsSeaOptions = LandVsSeaOptions {
    caravan_ship: true,
    ..BASIC
};
pub const WAYPOINTS: LandVsSeaOptions = LandVsSeaOptions {
    waypoints: true,
    ..BASIC
};

pub fn plain(edges: &str) -> String {
    LandVsSeaScenario::plain_face(edges)
}

/// `face` with extra fields merged in (e.g. `{"trade": "caravan"}`).
pub fn with(face: &str, extra: Value) -> String {
    let mut v: Value = serde_json::from_str(face).unwrap();
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    v.to_string()
}

/// `face` with `n` bonus icons on the region holding edge `edge`.
pub fn bonus(face: &str, edge: u64, n: u64) -> String {
    let mut v: Value = serde_json::from_str(face).unwrap();
    for region in v["regions"].as_array_mut().unwrap() {
        if region["edges"].as_array().unwrap().contains(&json!(edge)) {
            region["bonus"] = json!(n);
        }
    }
    v.to_string()
}

pub fn place(slot: u8, rotation: u8, q: i32, r: i32) -> LandVsSeaAction {
    LandVsSeaAction::Place {
        slot,
        face: LandVsSeaFaceChoice::Up,
        rotation,
        q,
        r,
    }
}

pub fn act(game: &LandVsSea, seat: u8, action: LandVsSeaAction) -> LandVsSea {
    assert!(
        game.legal_actions(Seat(seat)).contains(&action),
        "{action:?} is listed"
    );
    game.apply(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

pub fn view(game: &LandVsSea) -> LandVsSeaView {
    game.view(Viewer::Everyone)
}

pub fn score(game: &LandVsSea, side: usize) -> LandVsSeaScore {
    view(game).scores[side].clone()
}

pub fn filler() -> String {
    plain("LLLSSS")
}

#[path = "land_vs_sea_rules/actions.rs"]
mod actions;
#[path = "land_vs_sea_rules/areas.rs"]
mod areas;
#[path = "land_vs_sea_rules/scoring.rs"]
mod scoring;
#[path = "land_vs_sea_rules/turns.rs"]
mod turns;
#[path = "land_vs_sea_rules/versions.rs"]
mod versions;
#[path = "land_vs_sea_rules/waypoints.rs"]
mod waypoints;
