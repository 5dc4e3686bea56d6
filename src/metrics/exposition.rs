//! Writing the metrics out for a scrape, through `prometheus-client`'s encoder.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, MetricEncoder, NoLabelSet};
use prometheus_client::metrics::MetricType;
use prometheus_client::registry::Registry;

use super::Metrics;
use super::histogram::HistogramSnapshot;
use crate::auth::HashingUsage;
use crate::store::PoolUsage;

pub use prometheus_client::encoding::prometheus_text::CONTENT_TYPE;

/// How the cache has served, for the metrics.
#[derive(Clone, Copy, Debug, Default)]
pub struct CacheUsage {
    /// Lookups that found the game.
    pub hits: u64,
    /// Lookups that did not.
    pub misses: u64,
    /// Games held now.
    pub games: u64,
    pub capacity: u64,
}

/// Levels read from their owners at scrape time.
#[derive(Debug)]
pub struct Sampled {
    pub replay_cache: CacheUsage,
    pub pools: Vec<PoolUsage>,
    pub hashing: HashingUsage,
}

impl Metrics {
    /// Everything recorded so far and `sampled`, in the Prometheus text format.
    pub fn render(self: &Arc<Self>, sampled: Sampled) -> String {
        let mut registry = Registry::default();
        registry.register_collector(Box::new(Scrape {
            metrics: Arc::clone(self),
            sampled,
        }));
        let mut text = String::new();
        prometheus_client::encoding::prometheus_text::encode(&mut text, &registry)
            .expect("writing to a String cannot fail");
        text
    }
}

#[derive(Debug)]
struct Scrape {
    metrics: Arc<Metrics>,
    sampled: Sampled,
}

fn counter(encoder: &mut MetricEncoder, value: u64) -> Result<(), std::fmt::Error> {
    encoder.encode_counter::<NoLabelSet, _, u64>(&value, None)
}

/// A counter family with one label, a series per value of it.
fn counters_by_label<const N: usize>(
    encoder: &mut DescriptorEncoder,
    name: &str,
    help: &str,
    label: &str,
    series: [(&str, &AtomicU64); N],
) -> Result<(), std::fmt::Error> {
    let mut family = encoder.encode_descriptor(name, help, None, MetricType::Counter)?;
    for (value, count) in series {
        let labels = [(label, value)];
        counter(
            &mut family.encode_family(&labels)?,
            count.load(Ordering::Relaxed),
        )?;
    }
    Ok(())
}

fn histogram(encoder: &mut MetricEncoder, h: &HistogramSnapshot) -> Result<(), std::fmt::Error> {
    encoder.encode_histogram::<NoLabelSet>(h.sum_seconds, h.count, &h.buckets, None)
}

impl Collector for Scrape {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let metrics = &self.metrics;
        let sampled = &self.sampled;

        let mut requests = encoder.encode_descriptor(
            "shoreline_http_requests",
            "HTTP requests answered, by route template, method and status.",
            None,
            MetricType::Counter,
        )?;
        for answered in metrics.http.status_counts() {
            let status = answered.status.to_string();
            let labels = [
                ("route", answered.route),
                ("method", answered.method),
                ("status", status.as_str()),
            ];
            counter(&mut requests.encode_family(&labels)?, answered.count)?;
        }

        let mut latency = encoder.encode_descriptor(
            "shoreline_http_request_duration_seconds",
            "Time from a request's arrival to its response's headers, by route template and method.",
            None,
            MetricType::Histogram,
        )?;
        for route in metrics.http.latencies() {
            let labels = [("route", route.route), ("method", route.method)];
            histogram(&mut latency.encode_family(&labels)?, &route.snapshot)?;
        }

        let mut moves = encoder.encode_descriptor(
            "shoreline_moves_appended",
            "Moves appended to game logs (actions, resignations, timeouts), by game type.",
            None,
            MetricType::Counter,
        )?;
        for (game_type, count) in &metrics.moves {
            let labels = [("game_type", *game_type)];
            counter(
                &mut moves.encode_family(&labels)?,
                count.load(Ordering::Relaxed),
            )?;
        }

        counters_by_label(
            &mut encoder,
            "shoreline_append_conflicts",
            "Moves not appended as first read: stale_version (answered 409) or lost_race (another \
             writer appended first; the move was judged again on the newer log).",
            "kind",
            [
                ("stale_version", &metrics.stale_versions),
                ("lost_race", &metrics.lost_races),
            ],
        )?;

        encoder
            .encode_descriptor(
                "shoreline_open_streams",
                "Live event streams open now.",
                None,
                MetricType::Gauge,
            )?
            .encode_gauge(&metrics.open_streams.load(Ordering::Relaxed))?;

        counters_by_label(
            &mut encoder,
            "shoreline_stream_catch_ups",
            "Live game streams brought up to date: after news, from the cache (this instance's \
             replay cache, no query) or the database (news the cache does not hold); keepalive: \
             the database read after a quiet spell.",
            "source",
            [
                ("cache", &metrics.catch_ups_from_cache),
                ("database", &metrics.catch_ups_from_database),
                ("keepalive", &metrics.catch_ups_after_keepalive),
            ],
        )?;

        counters_by_label(
            &mut encoder,
            "shoreline_webhook_attempts",
            "Webhook delivery attempts begun: handover (a move's, sent from memory by the \
             instance that wrote it) or claim (from the outbox: retries, notifications from \
             outside moves, and what an instance left).",
            "source",
            [
                ("handover", &metrics.webhook_attempts_handed_over),
                ("claim", &metrics.webhook_attempts_claimed),
            ],
        )?;

        histogram(
            &mut encoder.encode_descriptor(
                "shoreline_computer_decision_duration_seconds",
                "Time computer players spent thinking per move.",
                None,
                MetricType::Histogram,
            )?,
            &metrics.computer_decisions.snapshot(),
        )?;

        let cache = &sampled.replay_cache;
        for (name, help, value) in [
            (
                "shoreline_replay_cache_hits",
                "Game loads that found the game's replay in this instance's cache.",
                cache.hits,
            ),
            (
                "shoreline_replay_cache_misses",
                "Game loads that replayed the game's whole log from the database.",
                cache.misses,
            ),
        ] {
            counter(
                &mut encoder.encode_descriptor(name, help, None, MetricType::Counter)?,
                value,
            )?;
        }
        for (name, help, value) in [
            (
                "shoreline_replay_cache_games",
                "Games whose replay this instance's cache holds now.",
                cache.games,
            ),
            (
                "shoreline_replay_cache_capacity",
                "Games the replay cache holds at most.",
                cache.capacity,
            ),
        ] {
            encoder
                .encode_descriptor(name, help, None, MetricType::Gauge)?
                .encode_gauge(&value)?;
        }

        let mut connections = encoder.encode_descriptor(
            "shoreline_db_pool_connections",
            "Database connections by pool (main: sqlx's pool for accounts, the lobby and \
             transactions; hot: Postgres's direct pool for game reads and appends) and state.",
            None,
            MetricType::Gauge,
        )?;
        for pool in &sampled.pools {
            for (state, value) in [("in_use", pool.in_use), ("idle", pool.idle)] {
                let labels = [("pool", pool.name), ("state", state)];
                connections.encode_family(&labels)?.encode_gauge(&value)?;
            }
        }
        let mut limits = encoder.encode_descriptor(
            "shoreline_db_pool_max_connections",
            "Database connections each pool opens at most.",
            None,
            MetricType::Gauge,
        )?;
        for pool in &sampled.pools {
            let labels = [("pool", pool.name)];
            limits.encode_family(&labels)?.encode_gauge(&pool.max)?;
        }

        let hashing = &sampled.hashing;
        for (name, help, value) in [
            (
                "shoreline_password_hash_slots",
                "Password hashes that may run at once (--max-concurrent-hashes).",
                hashing.slots,
            ),
            (
                "shoreline_password_hashes_in_flight",
                "Password hashes running now.",
                hashing.in_flight,
            ),
            (
                "shoreline_password_hashes_waiting",
                "Sign-ins and sign-ups waiting for a hashing slot now.",
                hashing.waiting,
            ),
        ] {
            encoder
                .encode_descriptor(name, help, None, MetricType::Gauge)?
                .encode_gauge(&value)?;
        }
        counter(
            &mut encoder.encode_descriptor(
                "shoreline_password_hashes_rejected",
                "Sign-ins and sign-ups answered 503 server_busy: no hashing slot within \
                 --hash-wait-ms.",
                None,
                MetricType::Counter,
            )?,
            hashing.rejected,
        )?;
        Ok(())
    }
}
