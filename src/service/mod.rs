//! Every decision Shoreline makes, between thin HTTP handlers and the store: loading and replaying
//! games (`replay`, `cache`), checking and appending moves (`play`, `append`, `computers`,
//! `deadlines`), the lobby's decisions as pure plans (`lobby_plans`, applied by `lobby`), quick
//! pairing (`pairing`, `seeks`), rematches, what each change tells whom (`notifications`), the
//! inbox and webhooks, accounts and sessions, and who sees what of a game
//! ([`LoadedGame::viewer`]). What reads answer with is rendered here too (`views`), and what the
//! live streams send (`feed`, `personal_feed`): the API sees views and feeds, never a row.

mod accounts;
mod append;
mod cache;
pub mod computers;
pub mod deadlines;
mod deletion;
pub mod error;
mod feed;
pub mod housekeeping;
pub mod inbox;
mod invite_links;
mod lobby;
pub mod lobby_plans;
pub mod notifications;
pub mod pairing;
mod personal_feed;
mod play;
pub mod push;
mod reads;
pub mod rematch;
mod replay;
pub mod seeks;
pub mod sessions;
pub mod views;
mod watch;
pub mod webhooks;

use std::sync::Arc;

use crate::auth::{HashingQueue, SignInLimits, TokenIssuer};
use crate::engine::Registry;
use crate::store::Store;

pub use cache::ReplayCache;

pub use accounts::{DELETED_PLACEHOLDER, change_password, login, me, register};
pub use deletion::delete_account;
pub use error::{AccountError, Fault, LobbyError, MoveError, ReadError, SessionError};
pub use feed::{GameFeed, open_feed};
pub use invite_links::{
    InviteLink, invite_link, invited_game, join_by_invite_link, revoke_invite_link,
};
pub use lobby::{
    NewGameRequest, accept_invitation, cancel_game, create_game, decline_invitation, invite,
    join_game, leave_game, list_games, pending_invitations,
};
pub use personal_feed::{FeedBatch, PersonalFeed, PersonalItem, open_personal_feed};
pub use play::{Move, MoveRequest, Posted, post_move};
pub use reads::{
    LegalActions, Player, database_ready, export_game, history, leaderboard, legal_actions,
    profile, read_game, replay,
};
pub use replay::{LoadedGame, cached_events_beyond, cached_game};
pub use sessions::{
    AccountPolicy, IssuedSession, confirm_session, logout, logout_everywhere, refresh,
};
pub use watch::{GameWatch, GameWatchers};

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
    /// Sign-in and sign-up attempts per client address and per username on this instance.
    pub sign_in_limits: Arc<SignInLimits>,
    /// Password hashing, bounded in how much runs at once.
    pub hashing: Arc<HashingQueue>,
    /// Thinking capacity for computer players on this instance.
    pub computers: Arc<computers::ComputerPlayers>,
    /// Refresh token lifetimes and how long a deleted account's username stays reserved.
    pub accounts: AccountPolicy,
    /// This instance's live streams, by the game each watches.
    pub watchers: Arc<GameWatchers>,
    /// What this instance counts for operators (see [`crate::metrics`]).
    pub metrics: Arc<crate::metrics::Metrics>,
    /// How long before a turn's deadline the people to act are warned.
    pub deadline_warning: std::time::Duration,
    /// This instance's personal streams, woken by person.
    pub person_watchers: Arc<inbox::PersonWatchers>,
    /// How this instance delivers webhooks.
    pub webhooks: Arc<webhooks::WebhookSettings>,
    /// How this instance sends Web Push messages (through the webhooks' outbox and worker).
    pub push: Arc<push::PushSettings>,
    /// Its moves' webhook deliveries, on their way from the appender to the worker.
    pub leased_queue: Arc<webhooks::leased_queue::LeasedQueue>,
}

impl AppState {
    /// Levels the metrics read from their owners at scrape time.
    pub fn sampled_metrics(&self) -> crate::metrics::Sampled {
        crate::metrics::Sampled {
            replay_cache: self.replays.usage(),
            pools: self.store.pool_usage(),
            hashing: self.hashing.usage(),
        }
    }
}
