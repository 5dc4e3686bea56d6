//! Scenarios beside the standard run, each comparing the service with and without one kind of
//! extra load:
//!
//! - `streams`: the play phase, again with `--streams` live event streams open on the games
//!   being played, and again without (see `bracket.rs` for why twice without) (each follows its game slot to the next game when one ends).
//!   Stream `i` watches slot `i % games` as the player of seat `i / games`, so with
//!   `--games 500` a thousand streams are each player's own stream of their game, as phone
//!   clients hold them; with fewer games, each game has many watchers.
//!   Goal: move throughput with the streams is at least 90% of without.
//! - `sign-in-burst`: the read phase, then the read phase again while waves of `--burst`
//!   concurrent sign-ins for made-up users hit the server. Goal: read p99 stays under 25 ms, and
//!   the process gives the hashing memory back afterwards.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::json;

use crate::app::{Server, scrape};
use crate::args::Args;
use crate::bracket::{Bracketed, settle_database};
use crate::phase::{Phase, PhaseKind, run_phase};
use crate::players::Ctx;
use crate::report::{percentile_ms, verdict};

/// Move throughput with the streams open must stay at least this share of without.
const STREAMS_THROUGHPUT_SHARE: f64 = 0.9;
const READ_P99_TARGET_MS: f64 = 25.0;
const RSS_TARGET_MB: f64 = 150.0;

pub async fn streams(
    ctx: &Arc<Ctx>,
    args: &Args,
    app_url: &str,
    server: &Server,
) -> Result<(), String> {
    let counters = Arc::new(StreamCounters::default());
    let mut phases = Bracketed::default();
    phases
        .without
        .push(run_phase(ctx, args, PhaseKind::Play).await);
    for _ in 0..args.cycles {
        eprintln!(
            "opening {} live streams over {} games",
            args.streams,
            ctx.slot_count()
        );
        settle_database(app_url).await?;
        let until = Instant::now() + Duration::from_secs(args.warmup + args.seconds + 1);
        let followers: Vec<_> = (0..args.streams)
            .map(|i| {
                let (ctx, counters) = (ctx.clone(), counters.clone());
                let (slot, watcher) = (i % ctx.slot_count(), i / ctx.slot_count());
                tokio::spawn(
                    async move { follow_slot(&ctx, slot, watcher, until, &counters).await },
                )
            })
            .collect();
        phases
            .with
            .push(run_phase(ctx, args, PhaseKind::Play).await);
        for follower in followers {
            let _ = follower.await;
        }
        eprintln!("streams closed");
        phases
            .without
            .push(run_phase(ctx, args, PhaseKind::Play).await);
    }

    println!(
        "\n## Live streams: {} open on the games being played\n",
        args.streams
    );
    phases.print_phases(&format!("with {} streams", args.streams));
    println!(
        "\nStreams: {} connections opened ({} ended by the server, {} left for the slot's next \
         game), {} events received, {} failures.",
        counters.opened.load(Ordering::Relaxed),
        counters.ended.load(Ordering::Relaxed),
        counters.moved_on.load(Ordering::Relaxed),
        counters.events.load(Ordering::Relaxed),
        counters.failed.load(Ordering::Relaxed)
    );
    // Where the woken streams found the new events (with `--metrics`): a catch-up from the
    // database costs two queries where one from the cache costs none.
    let catch_ups = scrape(server, "shoreline_stream_catch_ups_total").await;
    if !catch_ups.is_empty() {
        let counts: Vec<String> = catch_ups
            .iter()
            .map(|(series, count)| format!("{count} {series}"))
            .collect();
        println!("Stream catch-ups over the run: {}.", counts.join(", "));
    }
    phases.print_verdicts("the streams", STREAMS_THROUGHPUT_SHARE);
    Ok(())
}

#[derive(Default)]
struct StreamCounters {
    opened: AtomicU64,
    /// Streams the server ended (the game finished) or that broke.
    ended: AtomicU64,
    /// Streams left because their slot's game had been replaced.
    moved_on: AtomicU64,
    events: AtomicU64,
    failed: AtomicU64,
}

/// Keeps a stream open on whatever game `slot` holds until `until`, moving to the slot's next
/// game when the one it follows has been replaced. The `watcher`th stream of a slot signs in as
/// the player of the seat of that number (round the table).
async fn follow_slot(
    ctx: &Ctx,
    slot: usize,
    watcher: usize,
    until: Instant,
    counters: &StreamCounters,
) {
    while Instant::now() < until {
        let game = ctx.slot_game(slot).await;
        let token = &game.tokens[watcher % game.tokens.len()];
        let mut stream = match ctx
            .api()
            .open_stream(&format!("/games/{}/stream", game.id), token)
            .await
        {
            Ok(stream) => stream,
            Err(_) => {
                counters.failed.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            }
        };
        counters.opened.fetch_add(1, Ordering::Relaxed);
        while Instant::now() < until {
            match tokio::time::timeout(Duration::from_secs(1), stream.events()).await {
                Ok(Some(events)) => {
                    counters.events.fetch_add(events, Ordering::Relaxed);
                }
                // The stream ended (the game is over) or broke: follow the slot's next game
                // once the player who finished this one has replaced it, as a client would
                // rather than reopening a finished game's stream over and over.
                Ok(_) => {
                    counters.ended.fetch_add(1, Ordering::Relaxed);
                    while Instant::now() < until && ctx.slot_game(slot).await.id == game.id {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    break;
                }
                // Quiet for a second: the game may have finished and been replaced.
                Err(_) if ctx.slot_game(slot).await.id != game.id => {
                    counters.moved_on.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                Err(_) => {}
            }
        }
    }
}

pub async fn sign_in_burst(ctx: &Arc<Ctx>, args: &Args) {
    let quiet = run_phase(ctx, args, PhaseKind::Read).await;
    let rss_before = resident_mb();
    let until = Instant::now() + Duration::from_secs(args.warmup + args.seconds);
    let burst = {
        let (ctx, size) = (ctx.clone(), args.burst);
        tokio::spawn(async move { sign_in_waves(&ctx, size, until).await })
    };
    let busy = run_phase(ctx, args, PhaseKind::Read).await;
    let answers = burst.await.expect("the burst task");
    let rss_peak_seen = resident_mb();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let rss_after = resident_mb();

    println!(
        "\n## Sign-in burst: waves of {} concurrent sign-ins during the read phase\n",
        args.burst
    );
    println!("| read phase | reads/s | p50 ms | p99 ms | errors |");
    println!("|---|---:|---:|---:|---:|");
    let quiet_p99 = print_reads("quiet", &quiet);
    let busy_p99 = print_reads("during the burst", &busy);
    println!(
        "\nSign-ins answered: {} checked (401), {} shed (503 server_busy), {} other.",
        answers.checked, answers.busy, answers.other
    );
    println!(
        "Load-tool process RSS (server and load generator): {rss_before:.0} MB before, \
         {rss_peak_seen:.0} MB at the end of the burst, {rss_after:.0} MB 3 s later \
         (goal < {RSS_TARGET_MB:.0} MB): {}",
        verdict(rss_after < RSS_TARGET_MB)
    );
    println!(
        "Read p99 during the burst: {busy_p99:.2} ms (quiet: {quiet_p99:.2} ms; goal < \
         {READ_P99_TARGET_MS} ms): {}",
        verdict(busy_p99 < READ_P99_TARGET_MS)
    );
}

#[derive(Default)]
struct BurstAnswers {
    checked: u64,
    busy: u64,
    other: u64,
}

/// Fires `size` concurrent sign-ins for made-up users, wave after wave, until `until`.
async fn sign_in_waves(ctx: &Ctx, size: usize, until: Instant) -> BurstAnswers {
    let mut answers = BurstAnswers::default();
    let mut wave = 0;
    while Instant::now() < until {
        let requests = (0..size).map(|i| {
            let body =
                json!({"username": format!("ghost-{wave}-{i}"), "password": "not a password"});
            async move {
                ctx.api()
                    .call(Method::POST, "/auth/login", None, Some(&body))
                    .await
            }
        });
        for reply in futures_util::future::join_all(requests).await {
            match reply.map(|reply| reply.status) {
                Ok(401) => answers.checked += 1,
                Ok(503) => answers.busy += 1,
                _ => answers.other += 1,
            }
        }
        wave += 1;
    }
    answers
}

/// Prints a read phase's row; returns its p99 in ms.
fn print_reads(label: &str, phase: &Phase) -> f64 {
    let mut reads = phase.reads.clone();
    reads.sort_unstable();
    let p99 = percentile_ms(&reads, 0.99);
    println!(
        "| {label} | {:.0} | {:.2} | {p99:.2} | {} |",
        reads.len() as f64 / phase.seconds,
        percentile_ms(&reads, 0.5),
        phase.errors
    );
    p99
}

/// This process's resident memory in MB, from /proc.
fn resident_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find_map(|line| line.strip_prefix("VmRSS:"))
                .and_then(|rest| {
                    rest.trim()
                        .trim_end_matches("kB")
                        .trim()
                        .parse::<f64>()
                        .ok()
                })
        })
        .map_or(f64::NAN, |kib| kib / 1024.0)
}
