//! `--scenario notifications`: the play phase, again with `--streams` personal streams
//! (`GET /me/stream`) open, spread over the players (one each with as many `--players` as
//! streams, as phones hold them), and (unless `--no-webhooks`) a webhook per player pointing at a
//! receiver in this process, and again without (`--cycles` times; see `bracket.rs` for why).
//! Goal: move throughput with them is at least 90% of without. (A move's "your move" is kept, a
//! notification row, only for a player with a webhook that wants it: so in the phases with
//! webhooks every move writes one, and in the others none, as in the standard run.)

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::json;
use sqlx::Connection;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::args::Args;
use crate::bracket::{Bracketed, settle_database};
use crate::phase::{PhaseKind, run_phase};
use crate::players::Ctx;

const THROUGHPUT_SHARE: f64 = 0.9;

/// A browser's push subscription keys (RFC 8291's example): the server encrypts for them as for
/// any browser's.
fn push_keys() -> serde_json::Value {
    json!({
        "p256dh": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
        "auth": "BTBZMqHH6r4Tts7J_aSIgg",
    })
}

pub async fn notifications(ctx: &Arc<Ctx>, args: &Args, app_url: &str) -> Result<(), String> {
    let received = Arc::new(AtomicU64::new(0));
    let receiver_url = start_receiver(received.clone()).await?;
    let webhooks = if args.webhooks {
        ctx.player_tokens().len()
    } else {
        0
    };
    let events = Arc::new(AtomicU64::new(0));
    let failed = Arc::new(AtomicU64::new(0));
    let (mut delivered_in_phases, mut outbox) = (0, String::new());
    let mut phases = Bracketed::default();
    settle_database(app_url).await?;
    phases
        .without
        .push(run_phase(ctx, args, PhaseKind::Play).await);
    for _ in 0..args.cycles {
        let mut registered = Vec::with_capacity(webhooks);
        for (player, token) in ctx.player_tokens()[..webhooks].iter().enumerate() {
            let (path, body) = if args.push {
                // A browser's subscription: an endpoint of its own (one endpoint is one
                // browser, kept for one person), and keys (RFC 8291's example's).
                let endpoint = format!("{receiver_url}/push/{player}");
                (
                    "/me/push-subscriptions",
                    json!({"endpoint": endpoint, "keys": push_keys()}),
                )
            } else {
                ("/me/webhooks", json!({"url": receiver_url}))
            };
            let endpoint = ctx
                .api()
                .expect(Method::POST, path, Some(token), Some(&body), 201)
                .await?;
            let id = endpoint["id"].as_str().ok_or("an endpoint without an id")?;
            registered.push((token.clone(), format!("{path}/{id}")));
        }
        settle_database(app_url).await?;
        eprintln!(
            "opening {} personal streams over {} players; {webhooks} webhooks",
            args.streams,
            ctx.player_tokens().len()
        );
        let until = Instant::now() + Duration::from_secs(args.warmup + args.seconds + 1);
        let followers: Vec<_> = (0..args.streams)
            .map(|i| {
                let (ctx, events, failed) = (ctx.clone(), events.clone(), failed.clone());
                tokio::spawn(async move {
                    let tokens = ctx.player_tokens();
                    let token = tokens[i % tokens.len()].clone();
                    follow(&ctx, &token, until, &events, &failed).await
                })
            })
            .collect();
        let received_before = received.load(Ordering::Relaxed);
        phases
            .with
            .push(run_phase(ctx, args, PhaseKind::Play).await);
        delivered_in_phases += received.load(Ordering::Relaxed) - received_before;
        for follower in followers {
            let _ = follower.await;
        }
        // The outbox as the loaded phase left it; then it drains, and the webhooks go, before
        // the phase without.
        outbox = outbox_by_status(app_url).await?;
        eprintln!("streams closed; draining the outbox and deleting the webhooks");
        drain_outbox(app_url).await?;
        for (token, path) in &registered {
            let reply = ctx
                .api()
                .call(Method::DELETE, path, Some(token), None)
                .await?;
            if reply.status != 204 {
                return Err(format!("{path}: {} {}", reply.status, reply.text()));
            }
        }
        settle_database(app_url).await?;
        phases
            .without
            .push(run_phase(ctx, args, PhaseKind::Play).await);
    }

    let endpoints = if args.push {
        "push subscriptions"
    } else {
        "webhooks"
    };
    println!(
        "\n## Notifications: {} personal streams and {webhooks} {endpoints}\n",
        args.streams
    );
    phases.print_phases(&format!(
        "with {} personal streams and {webhooks} {endpoints}",
        args.streams
    ));
    println!(
        "\nPersonal streams: {} events received, {} failures. Webhook deliveries received during \
         the loaded phases: {delivered_in_phases}; outbox at the end of the last: {outbox}.",
        events.load(Ordering::Relaxed),
        failed.load(Ordering::Relaxed),
    );
    phases.print_verdicts("them", THROUGHPUT_SHARE);
    Ok(())
}

/// Waits (up to a minute) until no delivery is left pending.
async fn drain_outbox(app_url: &str) -> Result<(), String> {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        let outbox = outbox_by_status(app_url).await?;
        if !outbox.contains("pending") {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    Err("the outbox did not drain within a minute".into())
}

/// Keeps a personal stream open until `until`, counting the notifications it brings.
async fn follow(ctx: &Ctx, token: &str, until: Instant, events: &AtomicU64, failed: &AtomicU64) {
    let until = tokio::time::Instant::from_std(until);
    let followed = async {
        loop {
            let mut stream = match ctx.api().open_stream("/me/stream", token).await {
                Ok(stream) => stream,
                Err(_) => {
                    failed.fetch_add(1, Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    continue;
                }
            };
            while let Some(count) = stream.events().await {
                events.fetch_add(count, Ordering::Relaxed);
            }
        }
    };
    // One deadline for the whole, not a timer per read.
    let _ = tokio::time::timeout_at(until, followed).await;
}

/// A webhook endpoint on 127.0.0.1 that answers 204 and counts what it gets; its URL. Plain
/// HTTP/1.1 on the load generator's own runtime, so that its CPU counts as the load
/// generator's, not the server's (an actix server here would run on threads named like the
/// server's own).
async fn start_receiver(received: Arc<AtomicU64>) -> Result<String, String> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| format!("webhook receiver: {e}"))?;
    let port = listener
        .local_addr()
        .map_err(|e| format!("webhook receiver: {e}"))?
        .port();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            tokio::spawn(answer_deliveries(socket, received.clone()));
        }
    });
    Ok(format!("http://127.0.0.1:{port}/hook"))
}

/// Answers every request on one connection with 204: a head up to its blank line, then
/// `Content-Length` bytes of body (the server's client sends nothing chunked).
async fn answer_deliveries(mut socket: tokio::net::TcpStream, received: Arc<AtomicU64>) {
    let mut buffer = Vec::new();
    let mut chunk = vec![0u8; 16 * 1024];
    loop {
        while let Some(head_end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buffer[..head_end]);
            let length = head
                .lines()
                .find_map(|line| {
                    let (name, value) = line.split_once(':')?;
                    name.trim()
                        .eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse::<usize>().ok())?
                })
                .unwrap_or(0);
            let end = head_end + 4 + length;
            if buffer.len() < end {
                break;
            }
            buffer.drain(..end);
            received.fetch_add(1, Ordering::Relaxed);
            if socket
                .write_all(b"HTTP/1.1 204 No Content\r\n\r\n")
                .await
                .is_err()
            {
                return;
            }
        }
        match socket.read(&mut chunk).await {
            Ok(0) | Err(_) => return,
            Ok(read) => buffer.extend_from_slice(&chunk[..read]),
        }
    }
}

/// The outbox's rows by status, e.g. `delivered 51234, pending 12`.
async fn outbox_by_status(app_url: &str) -> Result<String, String> {
    let mut conn = sqlx::PgConnection::connect(app_url)
        .await
        .map_err(|e| e.to_string())?;
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT status, count(*) FROM webhook_deliveries GROUP BY status ORDER BY status",
    )
    .fetch_all(&mut conn)
    .await
    .map_err(|e| e.to_string())?;
    let _ = conn.close().await;
    Ok(rows
        .iter()
        .map(|(status, count)| format!("{status} {count}"))
        .collect::<Vec<_>>()
        .join(", "))
}
