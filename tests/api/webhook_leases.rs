//! Webhook leases: a move's deliveries handed to its instance's worker in memory, deliveries
//! given back unsent, and what a stopped instance leaves for another to deliver.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use shoreline::store::{Store, SweepStep};

use crate::helpers::{
    Backend, Player, TestApp, fresh_database, spawn_app_configured, spawn_app_with,
};
use crate::on_both_backends;
use crate::webhooks::{Receiver, allow_private, invite, register, verify, wait_for_delivery};

on_both_backends!(
    a_moves_delivery_is_handed_over_and_its_retry_claimed,
    a_delivery_given_back_unsent_is_claimed_again_as_the_same_attempt,
    a_handed_over_delivery_left_unrecorded_is_swept_then_claimed,
    a_backlog_longer_than_one_step_of_the_sweep_is_swept_whole,
    the_prune_takes_what_an_older_version_finished_out_of_the_due_index,
);

/// A move's "your move" goes to the worker in memory, leased to the instance by the move's own
/// write, and is sent without a claim; when that attempt fails, the retry is claimed from the
/// outbox like any other, with the same id.
async fn a_moves_delivery_is_handed_over_and_its_retry_claimed(backend: Backend) {
    let app = spawn_app_configured(backend, |config| {
        allow_private(config);
        config.webhook_retry_delays_ms = vec![100];
        config.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let players = app.players("h", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let first = game["to_act"][0].as_u64().unwrap() as usize;
    let next = &players[1 - first];
    let mut receiver = Receiver::start(&[500]).await;
    let webhook = register(
        &app,
        next,
        json!({"url": receiver.url, "kinds": ["your_move"]}),
    )
    .await;
    crate::notifications::move_once(&app, id, &players).await;
    let (refused, retried) = (receiver.next().await, receiver.next().await);
    for received in [&refused, &retried] {
        verify(webhook["secret"].as_str().unwrap(), received);
    }
    assert_eq!(refused.id, retried.id, "the retry carries the same id");
    let body: Value = serde_json::from_str(&retried.body).unwrap();
    assert_eq!(body["type"], "your_move");
    assert_eq!(body["data"]["game_id"], id);
    let delivered = wait_for_delivery(&app, next, &webhook, "delivered").await;
    assert_eq!(delivered["attempts"], 2);
    let samples = crate::metrics::scrape(&app).await;
    let attempts = |source: &str| {
        crate::metrics::sample(
            &samples,
            &format!("shoreline_webhook_attempts_total{{source=\"{source}\"}}"),
        )
    };
    assert_eq!(attempts("handover"), 1.0, "the first attempt, from memory");
    assert_eq!(attempts("claim"), 1.0, "the retry, from the outbox");
}

/// A worker that could not send a delivery within its lease gives it back: unleased at once for
/// any worker's claim, and its attempt not counted. Through the store, on an instance that
/// delivers nothing itself.
async fn a_delivery_given_back_unsent_is_claimed_again_as_the_same_attempt(backend: Backend) {
    let (_app, _players, _receiver, store) = one_invitation_queued(backend, "g", 2).await;
    let now = chrono::Utc::now();
    let lease = now + chrono::Duration::minutes(5);
    let claimed = store.claim_deliveries(now, lease, 64).await.unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(claimed[0].attempt, 1);
    assert!(
        store
            .claim_deliveries(now, lease, 64)
            .await
            .unwrap()
            .is_empty(),
        "leased: nobody else takes it"
    );
    store.release_deliveries(&[claimed[0].id]).await.unwrap();
    let again = store.claim_deliveries(now, lease, 64).await.unwrap();
    assert_eq!(again.len(), 1, "given back: claimed again at once");
    assert_eq!(again[0].id, claimed[0].id);
    assert_eq!(again[0].attempt, 1, "the unsent attempt did not count");
}

/// A delivery handed over to an instance that stopped before recording it waits for no claim,
/// until the sweep, passing it a lease after it was written, makes it due when its lease ends.
/// The sweep's cursor stops at the first delivery written after its bound (never skipping past
/// it to older ones), and reads each delivery once. Through the store, on an instance that
/// delivers (and so sweeps) nothing itself.
async fn a_handed_over_delivery_left_unrecorded_is_swept_then_claimed(backend: Backend) {
    let (app, players, _receiver, store) = one_invitation_queued(backend, "s", 3).await;
    invite(&app, &players[2], "s-1").await;
    let now = chrono::Utc::now();
    let minutes = chrono::Duration::minutes;
    let (bound, leased) = (now - minutes(5), now + minutes(10));
    let an_hour_ago = now - chrono::Duration::hours(1);
    let claim = |at| store.claim_deliveries(at, at + minutes(5), 64);
    let sweep = || async { store.rescue_handed_over(bound).await.unwrap().rescued };
    // As moves write them for their instance: leased, first attempt begun.
    hand_over(&app, backend, 1..=2, now, leased).await;
    assert!(claim(now).await.unwrap().is_empty(), "handed over: not due");
    assert_eq!(sweep().await, 0, "written after the bound");
    // The second is old, the first not yet: the cursor waits at the first.
    hand_over(&app, backend, 2..=2, an_hour_ago, leased).await;
    assert_eq!(sweep().await, 0, "stopped at the first");
    // Their instance stopped an hour ago.
    hand_over(&app, backend, 1..=1, an_hour_ago, leased).await;
    assert_eq!(sweep().await, 2);
    assert!(
        claim(now).await.unwrap().is_empty(),
        "due only once their lease ends"
    );
    let claimed = claim(leased).await.unwrap();
    assert_eq!(claimed.len(), 2);
    assert!(claimed.iter().all(|delivery| delivery.attempt == 2));
    // Made to look stranded again: the cursor has passed them.
    hand_over(&app, backend, 1..=2, an_hour_ago, leased).await;
    assert_eq!(sweep().await, 0, "read once");
}

/// After a long spell with no delivering instance the sweep has much of the outbox to pass. It
/// does so in steps of at most 16 pages of 256, each a transaction of its own (on SQLite each
/// holds the write lock every move waits for), and the steps together pass all of it, each
/// delivery once.
async fn a_backlog_longer_than_one_step_of_the_sweep_is_swept_whole(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "b", 2).await;
    let copies = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4500)
        INSERT INTO webhook_deliveries
            (webhook_id, user_id, notification_id, status, attempts, next_attempt_at, created_at)
        SELECT webhook_id, user_id, notification_id, status, attempts, next_attempt_at, created_at
        FROM webhook_deliveries, n";
    assert_eq!(run_sql(&app, backend, copies).await, 4500);
    let now = chrono::Utc::now();
    let (an_hour_ago, leased) = (
        now - chrono::Duration::hours(1),
        now - chrono::Duration::minutes(1),
    );
    hand_over(&app, backend, 1..=4501, an_hour_ago, leased).await;
    let bound = now - chrono::Duration::minutes(5);
    let step = || async { store.rescue_handed_over(bound).await.unwrap() };
    let rescued_more = |step: SweepStep| (step.rescued, step.more);
    assert_eq!(rescued_more(step().await), (4096, true), "a step's worth");
    assert_eq!(rescued_more(step().await), (405, false), "the rest");
    assert_eq!(rescued_more(step().await), (0, false), "read once");
    let claimed = store
        .claim_deliveries(now, now + chrono::Duration::minutes(5), 64)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 64, "due: their lease has ended");
}

/// Instances of the version before migration 0009 leave `next_attempt_at` on the deliveries they
/// finish, in the due index, where claims would read them for a week; the hourly prune clears it.
async fn the_prune_takes_what_an_older_version_finished_out_of_the_due_index(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "o", 2).await;
    let finished_the_old_way = "UPDATE webhook_deliveries SET status = 'delivered'
        WHERE next_attempt_at IS NOT NULL";
    assert_eq!(run_sql(&app, backend, finished_the_old_way).await, 1);
    let a_week_ago = chrono::Utc::now() - chrono::Duration::days(7);
    assert_eq!(store.prune_deliveries(a_week_ago).await.unwrap(), 0, "kept");
    assert_eq!(
        run_sql(&app, backend, finished_the_old_way).await,
        0,
        "out of the due index"
    );
}

/// An instance that delivers (and so claims and sweeps) nothing itself, with `count` players
/// named `{prefix}-0`... and one delivery in its outbox, due: the first invited the second, who
/// has a webhook. With the store, to play the worker's part.
async fn one_invitation_queued(
    backend: Backend,
    prefix: &str,
    count: usize,
) -> (TestApp, Vec<Player>, Receiver, Arc<dyn Store>) {
    let app = spawn_app_configured(backend, |config| {
        allow_private(config);
        config.webhook_concurrency = 0;
    })
    .await;
    let players = app.players(prefix, count).await;
    let receiver = Receiver::start(&[]).await;
    register(&app, &players[1], json!({"url": receiver.url})).await;
    invite(&app, &players[0], &format!("{prefix}-1")).await;
    let store = shoreline::store::connect(&app.database_url).await.unwrap();
    (app, players, receiver, store)
}

/// Makes the outbox rows with `ids` look handed over to an instance at `written`, leased until
/// `leased`.
async fn hand_over(
    app: &TestApp,
    backend: Backend,
    ids: std::ops::RangeInclusive<i64>,
    written: chrono::DateTime<chrono::Utc>,
    leased: chrono::DateTime<chrono::Utc>,
) {
    use sqlx::Connection;
    const SQL: &str = "UPDATE webhook_deliveries SET next_attempt_at = NULL, attempts = 1,
        last_attempt_at = $1, created_at = $1, locked_until = $2, status = 'pending'
        WHERE id BETWEEN $3 AND $4";
    // The same statement through either backend's connection type.
    macro_rules! run_on {
        ($connection:ty) => {{
            let mut db = <$connection>::connect(&app.database_url).await.unwrap();
            let done = sqlx::query(SQL)
                .bind(written)
                .bind(leased)
                .bind(*ids.start())
                .bind(*ids.end())
                .execute(&mut db);
            done.await.unwrap().rows_affected()
        }};
    }
    let changed = match backend {
        Backend::Sqlite => run_on!(sqlx::SqliteConnection),
        Backend::Postgres => run_on!(sqlx::PgConnection),
    };
    assert!(changed > 0);
}

/// The outbox survives the instance that committed it: the first instance delivers nothing (as
/// if killed right after its commit); a claim it left behind (as if it died mid-delivery)
/// expires, and so does a delivery handed over to it by a move (as if it died before sending);
/// the second instance delivers both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_another_instance_delivers_what_a_stopped_one_committed() {
    let database_url = fresh_database(Backend::Postgres).await;
    let mut stopped = shoreline::config::Config::for_database(&database_url);
    allow_private(&mut stopped);
    stopped.webhook_concurrency = 0;
    let first = spawn_app_with(&database_url, stopped).await;
    let players = first.players("i", 2).await;
    let (mut claimed_by, mut handed_to) = (Receiver::start(&[]).await, Receiver::start(&[]).await);
    let claimed = register(&first, &players[1], json!({"url": claimed_by.url})).await;
    let handed = register(&first, &players[1], json!({"url": handed_to.url})).await;
    invite(&first, &players[0], "i-1").await;
    // What the first instance left by its death, leased for another second: a claim, and a
    // move's handover (with no `next_attempt_at`). Written a while ago, so the sweep passes them.
    let mut db = <sqlx::PgConnection as sqlx::Connection>::connect(&database_url)
        .await
        .unwrap();
    let left = sqlx::query(
        "UPDATE webhook_deliveries SET attempts = 1, locked_until = now() + interval '1 second',
            next_attempt_at = CASE WHEN webhook_id = $1 THEN next_attempt_at END,
            created_at = now() - interval '1 hour'",
    )
    .bind(uuid::Uuid::parse_str(claimed["id"].as_str().unwrap()).unwrap())
    .execute(&mut db)
    .await
    .unwrap();
    assert_eq!(left.rows_affected(), 2);
    let leased_at = std::time::Instant::now();
    let mut config = shoreline::config::Config::for_database(&database_url);
    allow_private(&mut config);
    let _second = spawn_app_with(&database_url, config).await;
    for (receiver, webhook) in [(&mut claimed_by, &claimed), (&mut handed_to, &handed)] {
        let received = receiver.next().await;
        assert!(
            leased_at.elapsed() >= Duration::from_millis(900),
            "delivered once the lease ran out"
        );
        verify(webhook["secret"].as_str().unwrap(), &received);
        let delivered = wait_for_delivery(&first, &players[1], webhook, "delivered").await;
        assert_eq!(delivered["attempts"], 2);
    }
}

/// Runs `sql` on the app's database; the rows it changed.
async fn run_sql(app: &TestApp, backend: Backend, sql: &'static str) -> u64 {
    use sqlx::Connection;
    macro_rules! run_on {
        ($connection:ty) => {{
            let mut db = <$connection>::connect(&app.database_url).await.unwrap();
            let done = sqlx::query(sql).execute(&mut db).await;
            done.unwrap().rows_affected()
        }};
    }
    match backend {
        Backend::Sqlite => run_on!(sqlx::SqliteConnection),
        Backend::Postgres => run_on!(sqlx::PgConnection),
    }
}
