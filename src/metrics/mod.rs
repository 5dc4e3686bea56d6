//! Operational metrics, served to Prometheus on a listener of their own (`--metrics-listen`).
//!
//! Recording stays off the request's critical section: every counter is an atomic added to with
//! relaxed ordering, and the request metrics find their slot in a map fixed at startup, so no
//! request ever waits for another to record. What is a level rather than a count (pool
//! connections, the replay cache's size, hashes waiting) is read from its owner at scrape time.
//! The text is written by `prometheus-client`, in the Prometheus text format (0.0.4).

mod exposition;
mod histogram;
pub mod http;

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

pub use exposition::{CONTENT_TYPE, CacheUsage, Sampled};
pub use histogram::Histogram;
pub use http::HttpMetrics;

/// How a live game stream was brought up to date.
#[derive(Clone, Copy, Debug)]
pub enum CatchUp {
    /// Woken by news, from this instance's replay cache, without asking the database.
    Cache,
    /// Woken by news the cache does not hold (another instance's move), from the database.
    Database,
    /// After a quiet spell, from the database (news from another instance may have been missed).
    KeepAlive,
}

/// Where a webhook delivery attempt came from.
#[derive(Clone, Copy, Debug)]
pub enum WebhookSource {
    /// Handed over in memory by the move that wrote it on this instance.
    LeasedQueue,
    /// Claimed from the outbox: a retry, a notification from outside a move, or one another
    /// instance left.
    Claim,
}

/// Why an append did not happen although the move was legal.
#[derive(Clone, Copy, Debug)]
pub enum Conflict {
    /// The request's `expected_version` was not the game's: answered 409 `stale_version`.
    StaleVersion,
    /// Another writer appended first; the move was judged again against the newer log.
    LostRace,
}

#[derive(Debug)]
pub struct Metrics {
    pub http: HttpMetrics,
    /// Moves appended per game type id (people's and computers' alike).
    moves: Vec<(&'static str, AtomicU64)>,
    stale_versions: AtomicU64,
    lost_races: AtomicU64,
    open_streams: AtomicI64,
    catch_ups_from_cache: AtomicU64,
    catch_ups_from_database: AtomicU64,
    catch_ups_after_keepalive: AtomicU64,
    webhook_attempts_handed_over: AtomicU64,
    webhook_attempts_claimed: AtomicU64,
    computer_decisions: Histogram,
}

impl Metrics {
    /// Metrics for a server hosting `game_types` (ids) and answering `route_templates`.
    pub fn new(
        game_types: impl IntoIterator<Item = &'static str>,
        route_templates: impl IntoIterator<Item = String>,
    ) -> Self {
        Metrics {
            http: HttpMetrics::new(route_templates),
            moves: game_types
                .into_iter()
                .map(|id| (id, AtomicU64::new(0)))
                .collect(),
            stale_versions: AtomicU64::new(0),
            lost_races: AtomicU64::new(0),
            open_streams: AtomicI64::new(0),
            catch_ups_from_cache: AtomicU64::new(0),
            catch_ups_from_database: AtomicU64::new(0),
            catch_ups_after_keepalive: AtomicU64::new(0),
            webhook_attempts_handed_over: AtomicU64::new(0),
            webhook_attempts_claimed: AtomicU64::new(0),
            computer_decisions: Histogram::default(),
        }
    }

    pub fn move_appended(&self, game_type: &str) {
        if let Some((_, counter)) = self.moves.iter().find(|(id, _)| *id == game_type) {
            counter.fetch_add(1, Ordering::Relaxed);
        }
    }

    pub fn conflict(&self, conflict: Conflict) {
        match conflict {
            Conflict::StaleVersion => &self.stale_versions,
            Conflict::LostRace => &self.lost_races,
        }
        .fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a live stream as open until the returned guard is dropped.
    pub fn stream_opened(self: &Arc<Self>) -> OpenStream {
        self.open_streams.fetch_add(1, Ordering::Relaxed);
        OpenStream(Arc::clone(self))
    }

    pub fn stream_caught_up(&self, from: CatchUp) {
        match from {
            CatchUp::Cache => &self.catch_ups_from_cache,
            CatchUp::Database => &self.catch_ups_from_database,
            CatchUp::KeepAlive => &self.catch_ups_after_keepalive,
        }
        .fetch_add(1, Ordering::Relaxed);
    }

    pub fn webhook_attempt_started(&self, source: WebhookSource) {
        match source {
            WebhookSource::LeasedQueue => &self.webhook_attempts_handed_over,
            WebhookSource::Claim => &self.webhook_attempts_claimed,
        }
        .fetch_add(1, Ordering::Relaxed);
    }

    pub fn computer_decided(&self, thinking: Duration) {
        self.computer_decisions.observe(thinking);
    }
}

/// An open live stream; see [`Metrics::stream_opened`].
pub struct OpenStream(Arc<Metrics>);

impl Drop for OpenStream {
    fn drop(&mut self) {
        self.0.open_streams.fetch_sub(1, Ordering::Relaxed);
    }
}
