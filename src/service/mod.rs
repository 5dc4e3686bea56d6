//! The application layer between thin HTTP handlers and the store: loading and replaying games,
//! appending events safely, and rendering everything through the caller's projection.

mod cache;
pub mod deadlines;
mod play;
mod replay;

use std::sync::Arc;

use crate::auth::{LoginThrottle, TokenIssuer};
use crate::engine::Registry;
use crate::store::Store;

pub use cache::ReplayCache;

pub use play::{
    Move, MoveRequest, NewGameRequest, Posted, append, create_game, join_game, post_move,
};
pub use replay::{LoadedGame, load_game};

/// Everything a request needs; cheap to clone into each worker.
#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub tokens: TokenIssuer,
    pub registry: &'static Registry,
    /// How long a live stream may stay silent before it sends a keep-alive comment.
    pub stream_keepalive: std::time::Duration,
    /// Becomes true when the server starts shutting down, so long-lived streams end and let the
    /// graceful shutdown finish.
    pub shutting_down: tokio::sync::watch::Receiver<bool>,
    /// This instance's replayed games (see [`cache`]).
    pub replays: Arc<ReplayCache>,
    /// Failed sign-ins per username on this instance.
    pub login_throttle: Arc<LoginThrottle>,
}
