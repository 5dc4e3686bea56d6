//! The baseline player is being written; until then it plays a random legal action.

use shoreline::engine::{GameRng, Seat};

pub fn act<V, A: Clone>(_view: &V, legal: &[A], _seat: Seat, rng: &mut GameRng) -> A {
    legal[rng.below(legal.len())].clone()
}
