//! The application layer between thin HTTP handlers and the store: loading and replaying games,
//! appending events safely, and rendering everything through the caller's projection.

mod play;
mod replay;

use std::sync::Arc;

use crate::auth::TokenIssuer;
use crate::engine::Registry;
use crate::store::Store;

pub use play::{ActionRequest, Posted, create_game, join_game, post_action, projection_of};
pub use replay::{LoadedGame, load_game};

/// Everything a request needs; cheap to clone into each worker.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub tokens: TokenIssuer,
    pub registry: &'static Registry,
}
