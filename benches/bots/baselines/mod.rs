//! Baseline players: each game played the way a competent person plays it, written from the
//! rulebooks alone, to measure the computer players against opponents they were not built
//! around. They decide from what their seat is shown (its view and its legal actions), as the
//! bots do, and they live here, beside the benchmark: no bot ever calls them.

mod air_land_sea;
mod land_vs_sea;
mod landfall;
mod lost_seas;

use serde_json::Value;
use shoreline::engine::dynamic::DynState;
use shoreline::engine::{Game, GameRng, Seat, Viewer};
use shoreline::games::air_land_sea::AirLandSea;
use shoreline::games::land_vs_sea::LandVsSea;
use shoreline::games::landfall::Landfall;
use shoreline::games::lost_seas::LostSeas;

/// The baseline's action for `seat` (which must be to act), as the log stores it.
pub fn act(state: &dyn DynState, seat: Seat, rng: &mut GameRng) -> Value {
    let any = state.as_any();
    if let Some(game) = any.downcast_ref::<LostSeas>() {
        return decide(game, seat, rng, lost_seas::act);
    }
    if let Some(game) = any.downcast_ref::<AirLandSea>() {
        return decide(game, seat, rng, air_land_sea::act);
    }
    if let Some(game) = any.downcast_ref::<LandVsSea>() {
        return decide(game, seat, rng, land_vs_sea::act);
    }
    if let Some(game) = any.downcast_ref::<Landfall>() {
        return decide(game, seat, rng, landfall::act);
    }
    panic!("no baseline player for this game");
}

/// A baseline's decision: from the seat's view and its legal actions, one of them.
type Choose<G> =
    fn(&<G as Game>::View, &[<G as Game>::Action], Seat, &mut GameRng) -> <G as Game>::Action;

/// Hands `choose` the seat's view and shown legal actions only, and logs its choice as a
/// player's would be.
fn decide<G: Game>(game: &G, seat: Seat, rng: &mut GameRng, choose: Choose<G>) -> Value {
    let view = game.view(Viewer::Seat(seat));
    let legal = game.shown_legal_actions(seat);
    let chosen = if legal.len() == 1 {
        legal[0].clone()
    } else {
        choose(&view, &legal, seat, rng)
    };
    let logged = game.logged_action(seat, &chosen).unwrap_or(chosen);
    serde_json::to_value(logged).expect("actions serialize")
}
