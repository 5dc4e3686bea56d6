//! Webhook leases: a move's deliveries handed to its instance's worker in memory, deliveries
//! given back unsent, and what a stopped instance leaves for another to deliver.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use shoreline::store::Store;

use crate::helpers::{
    Backend, Player, TestApp, fresh_database, spawn_app_configured, spawn_app_with,
};
use crate::on_both_backends;
use crate::webhooks::{
    Receiver, allow_private, invite, register, signed_with, verify, wait_for_delivery,
};

on_both_backends!(
    a_moves_delivery_is_handed_over_and_its_retry_claimed,
    a_games_start_is_handed_over_by_the_join_that_fills_it,
    a_delivery_given_back_unsent_is_claimed_again_as_the_same_attempt,
    a_handed_over_delivery_given_back_unsent_gets_its_row_due_at_once,
    a_handed_over_delivery_to_an_endpoint_disabled_meanwhile_is_not_retried,
    a_handed_over_delivery_left_unrecorded_is_swept_then_claimed,
    a_backlog_longer_than_one_step_of_the_sweep_is_swept_whole,
    what_an_endpoint_missed_while_disabled_is_not_swept_once_it_is_enabled,
    an_older_versions_handed_over_delivery_is_due_once_its_lease_ends,
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
    // Kept because an endpoint delivers it (the record it is delivered from); the first seat,
    // whom no endpoint serves, was told its turn live only.
    let kept = crate::notifications::inbox_items(&app, next, "your_move").await;
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["version"], 1);
    let unserved = crate::notifications::inbox_items(&app, &players[first], "your_move").await;
    assert!(unserved.is_empty(), "{unserved:?}");
}

/// The join that fills a game hands its "game started" deliveries to its instance's worker, as
/// a move does: each seat's endpoint gets one at once, signed, and none is claimed.
async fn a_games_start_is_handed_over_by_the_join_that_fills_it(backend: Backend) {
    let app = spawn_app_configured(backend, |config| {
        allow_private(config);
        config.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let players = app.players("s", 2).await;
    let mut receiver = Receiver::start(&[]).await;
    let mut secrets = Vec::new();
    for player in &players {
        let webhook = register(
            &app,
            player,
            json!({"url": receiver.url, "kinds": ["game_started"]}),
        )
        .await;
        secrets.push(webhook["secret"].as_str().unwrap().to_owned());
    }
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let mut seats_told = Vec::new();
    for _ in &players {
        let received = receiver.next().await;
        let seat = secrets
            .iter()
            .position(|secret| signed_with(secret, &received))
            .expect("signed with a seat's secret");
        verify(&secrets[seat], &received);
        let body: Value = serde_json::from_str(&received.body).unwrap();
        assert_eq!(body["type"], "game_started");
        assert_eq!(body["data"]["game_id"], game["id"]);
        seats_told.push(seat);
    }
    seats_told.sort();
    assert_eq!(seats_told, [0, 1], "one item for each seat's endpoint");
    receiver
        .nothing_more_within(Duration::from_millis(500))
        .await;
    let samples = crate::metrics::scrape(&app).await;
    let handed_over = "shoreline_webhook_attempts_total{source=\"handover\"}";
    assert_eq!(
        crate::metrics::sample(&samples, handed_over),
        2.0,
        "both from memory"
    );
    let claimed = samples.get("shoreline_webhook_attempts_total{source=\"claim\"}");
    assert_eq!(
        claimed.copied().unwrap_or(0.0),
        0.0,
        "none claimed from the outbox"
    );
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
    store.release_deliveries(&[claimed[0].key()]).await.unwrap();
    let again = store.claim_deliveries(now, lease, 64).await.unwrap();
    assert_eq!(again.len(), 1, "given back: claimed again at once");
    assert_eq!(again[0].id, claimed[0].id);
    assert_eq!(again[0].attempt, 1, "the unsent attempt did not count");
}

/// A handed-over delivery (no outbox row yet) that its worker gives back unsent gets its row,
/// due at once, its attempt not counted.
async fn a_handed_over_delivery_given_back_unsent_gets_its_row_due_at_once(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "r", 2).await;
    let now = chrono::Utc::now();
    let lease = now + chrono::Duration::minutes(5);
    let claimed = store.claim_deliveries(now, lease, 64).await.unwrap();
    // As if handed over by the transaction that wrote the notification: no row.
    assert_eq!(
        run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
        1
    );
    let handed_over = shoreline::store::DeliveryKey {
        id: None,
        ..claimed[0].key()
    };
    store.release_deliveries(&[handed_over]).await.unwrap();
    store.release_deliveries(&[handed_over]).await.unwrap();
    let again = store.claim_deliveries(now, lease, 64).await.unwrap();
    assert_eq!(again.len(), 1, "one row, however often given back");
    assert_eq!(again[0].attempt, 1, "the unsent attempt did not count");
    assert_eq!(again[0].notification.id, claimed[0].notification.id);
    // An outcome recorded for it after the row was written (as when the sweep took a slow
    // instance's delivery for stranded) writes no second row.
    let outcome = shoreline::store::AttemptOutcome {
        delivery: handed_over,
        at: now,
        delivered: true,
        status: Some(204),
        error: None,
        retry_at: None,
        disable_after: 5,
        endpoint_failing: false,
        endpoint_gone: false,
    };
    store.record_attempts(&[outcome]).await.unwrap();
    let rows = "UPDATE webhook_deliveries SET attempts = attempts";
    assert_eq!(run_sql(&app, backend, rows).await, 1, "one row");
}

/// An endpoint disabled while a handed-over delivery to it was in flight (by another failure
/// of the same batch, say) gets no retry of it: the row its failure writes, or its release, is
/// cancelled, as disabling cancels the rows it finds.
async fn a_handed_over_delivery_to_an_endpoint_disabled_meanwhile_is_not_retried(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "d", 2).await;
    let now = chrono::Utc::now();
    let lease = now + chrono::Duration::minutes(5);
    let claimed = store.claim_deliveries(now, lease, 64).await.unwrap();
    let handed_over = shoreline::store::DeliveryKey {
        id: None,
        ..claimed[0].key()
    };
    run_sql_at(&app, backend, "UPDATE webhooks SET disabled_at = $1", now).await;
    let failed = shoreline::store::AttemptOutcome {
        delivery: handed_over,
        at: now,
        delivered: false,
        status: Some(500),
        error: Some("answered 500".into()),
        retry_at: Some(now),
        disable_after: 50,
        endpoint_failing: true,
        endpoint_gone: false,
    };
    let cancelled = "UPDATE webhook_deliveries SET attempts = attempts WHERE status = 'cancelled'";
    for write in ["its failure", "its release"] {
        assert_eq!(
            run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
            1
        );
        match write {
            "its failure" => store
                .record_attempts(std::slice::from_ref(&failed))
                .await
                .unwrap(),
            _ => store.release_deliveries(&[handed_over]).await.unwrap(),
        }
        assert_eq!(
            run_sql(&app, backend, cancelled).await,
            1,
            "{write}: cancelled"
        );
        let due = store.claim_deliveries(now, lease, 64).await.unwrap();
        assert!(due.is_empty(), "{write}: nothing to retry");
    }
}

/// A delivery handed over to an instance that stopped before recording it has no outbox row,
/// only its notification. The sweep, passing the notification a lease after it was written,
/// writes the row, due at once, its first attempt counted. It reads each endpoint's owner's
/// notifications in order from the endpoint's own position up to its bound, each once; an
/// endpoint registered after the notification gets nothing of it. Through the store, on an
/// instance that delivers (and so sweeps) nothing itself.
async fn a_handed_over_delivery_left_unrecorded_is_swept_then_claimed(backend: Backend) {
    let (app, players, receiver, store) = one_invitation_queued(backend, "s", 3).await;
    let now = chrono::Utc::now();
    let hours_ago = |hours| now - chrono::Duration::hours(hours);
    // As if all this had happened an hour ago, on an instance that handed the delivery over
    // (no row) and stopped.
    assert_eq!(
        run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
        1
    );
    run_sql_at(
        &app,
        backend,
        "UPDATE webhooks SET created_at = $1",
        hours_ago(2),
    )
    .await;
    run_sql_at(
        &app,
        backend,
        "UPDATE notifications SET created_at = $1",
        hours_ago(1),
    )
    .await;
    // A second one, handed over just now.
    invite(&app, &players[2], "s-1").await;
    assert_eq!(
        run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
        1
    );
    // An endpoint registered after both: nothing of theirs is its.
    register(&app, &players[1], json!({"url": receiver.url})).await;
    let minutes = chrono::Duration::minutes;
    let store = &store;
    let sweep = |bound| async move { store.rescue_handed_over(bound).await.unwrap().rescued };
    let claim = || store.claim_deliveries(now, now + minutes(5), 64);
    assert_eq!(sweep(now - minutes(5)).await, 1, "the one a lease old");
    let claimed = claim().await.unwrap();
    assert_eq!(claimed.len(), 1, "due at once: its lease has ended");
    assert_eq!(claimed[0].attempt, 2, "the handed-over attempt counts");
    assert_eq!(sweep(now - minutes(5)).await, 0, "read once");
    assert_eq!(
        sweep(now + minutes(1)).await,
        1,
        "the young one, once past the bound"
    );
    assert_eq!(sweep(now + minutes(1)).await, 0, "read once");
}

/// After a long spell with no delivering instance the sweep has many notifications to pass. It
/// does so in steps of at most 4 096, each a transaction of its own (on SQLite each holds the
/// write lock every move waits for), and the steps together pass all of them, each once.
async fn a_backlog_longer_than_one_step_of_the_sweep_is_swept_whole(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "b", 2).await;
    let now = chrono::Utc::now();
    let an_hour_ago = now - chrono::Duration::hours(1);
    assert_eq!(
        run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
        1
    );
    run_sql_at(
        &app,
        backend,
        "UPDATE webhooks SET created_at = $1",
        an_hour_ago,
    )
    .await;
    run_sql_at(
        &app,
        backend,
        "UPDATE notifications SET created_at = $1",
        an_hour_ago,
    )
    .await;
    // And 4 501 more handed over, none recorded, a millisecond apart.
    let copies: Vec<_> = (0..4501)
        .map(|i| (i + 1, an_hour_ago + chrono::Duration::milliseconds(i + 1)))
        .collect();
    copy_the_notification(&app, backend, &copies).await;
    let step = || async {
        let step = store
            .rescue_handed_over(now - chrono::Duration::minutes(5))
            .await
            .unwrap();
        (step.rescued, step.more)
    };
    assert_eq!(step().await, (4096, true), "a step's worth");
    assert_eq!(step().await, (406, false), "the rest");
    assert_eq!(step().await, (0, false), "read once");
    let claimed = store
        .claim_deliveries(now, now + chrono::Duration::minutes(5), 64)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 64, "due at once");
}

/// The sweep moves a disabled endpoint's position along without writing it anything: a
/// notification written while it was off was never handed over to it, and enabling it again
/// does not send it.
async fn what_an_endpoint_missed_while_disabled_is_not_swept_once_it_is_enabled(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "d", 2).await;
    let now = chrono::Utc::now();
    let an_hour_ago = now - chrono::Duration::hours(1);
    assert_eq!(
        run_sql(&app, backend, "DELETE FROM webhook_deliveries").await,
        1
    );
    for backdate in [
        "UPDATE webhooks SET created_at = $1",
        "UPDATE notifications SET created_at = $1",
    ] {
        run_sql_at(&app, backend, backdate, an_hour_ago).await;
    }
    run_sql_at(&app, backend, "UPDATE webhooks SET disabled_at = $1", now).await;
    let sweep = || async {
        let bound = now - chrono::Duration::minutes(5);
        store.rescue_handed_over(bound).await.unwrap().rescued
    };
    assert_eq!(sweep().await, 0, "off: nothing for it");
    assert_eq!(
        run_sql(&app, backend, "UPDATE webhooks SET disabled_at = NULL").await,
        1
    );
    assert_eq!(sweep().await, 0, "on again: passed already");
}

/// Instances of the version before migration 0010 wrote a move's delivery with the move, handed
/// over (pending, not due). During a rolling upgrade one may stop with such a delivery
/// unrecorded: the sweep makes it due once its lease ends.
async fn an_older_versions_handed_over_delivery_is_due_once_its_lease_ends(backend: Backend) {
    let (app, _players, _receiver, store) = one_invitation_queued(backend, "v", 2).await;
    let now = chrono::Utc::now();
    let minutes = chrono::Duration::minutes;
    let (an_hour_ago, leased) = (now - chrono::Duration::hours(1), now + minutes(10));
    let claim = |at| store.claim_deliveries(at, at + minutes(5), 64);
    hand_over_the_old_way(&app, backend, an_hour_ago, leased).await;
    assert!(claim(now).await.unwrap().is_empty(), "handed over: not due");
    let swept = store.rescue_handed_over(now - minutes(5)).await.unwrap();
    assert_eq!(swept.rescued, 1);
    assert!(
        claim(now).await.unwrap().is_empty(),
        "due once its lease ends"
    );
    let claimed = claim(leased).await.unwrap();
    assert_eq!(claimed.len(), 1);
    assert_eq!(claimed[0].attempt, 2);
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

/// Makes the outbox's rows look as the version before migration 0010 wrote a move's delivery:
/// handed over to an instance at `written`, leased until `leased`, first attempt begun.
async fn hand_over_the_old_way(
    app: &TestApp,
    backend: Backend,
    written: chrono::DateTime<chrono::Utc>,
    leased: chrono::DateTime<chrono::Utc>,
) {
    use sqlx::Connection;
    const SQL: &str = "UPDATE webhook_deliveries SET next_attempt_at = NULL, attempts = 1,
        last_attempt_at = $1, created_at = $1, locked_until = $2, status = 'pending'";
    // The same statement through either backend's connection type.
    macro_rules! run_on {
        ($connection:ty) => {{
            let mut db = <$connection>::connect(&app.database_url).await.unwrap();
            let done = sqlx::query(SQL).bind(written).bind(leased).execute(&mut db);
            done.await.unwrap().rows_affected()
        }};
    }
    let changed = match backend {
        Backend::Sqlite => run_on!(sqlx::SqliteConnection),
        Backend::Postgres => run_on!(sqlx::PgConnection),
    };
    assert!(changed > 0);
}

/// Copies the app's first notification (id 1) as further ones of the same person, each with the
/// id and time given, in one transaction.
async fn copy_the_notification(
    app: &TestApp,
    backend: Backend,
    copies: &[(i64, chrono::DateTime<chrono::Utc>)],
) {
    use sqlx::Connection;
    const SQL: &str = "INSERT INTO notifications (user_id, id, kind, data, created_at)
        SELECT user_id, id + $1, kind, data, $2 FROM notifications WHERE id = 1";
    macro_rules! run_on {
        ($connection:ty) => {{
            let mut db = <$connection>::connect(&app.database_url).await.unwrap();
            let mut tx = db.begin().await.unwrap();
            for (offset, at) in copies {
                let done = sqlx::query(SQL).bind(*offset).bind(*at).execute(&mut *tx);
                assert_eq!(done.await.unwrap().rows_affected(), 1);
            }
            tx.commit().await.unwrap();
        }};
    }
    match backend {
        Backend::Sqlite => run_on!(sqlx::SqliteConnection),
        Backend::Postgres => run_on!(sqlx::PgConnection),
    }
}

/// The outbox survives the instance that committed it: the first instance delivers nothing (as
/// if killed right after its commit); a claim it left behind (as if it died mid-delivery)
/// expires, and a delivery handed over to it by a move (as if it died before sending or
/// recording it) is found by the sweep; the second instance delivers both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_another_instance_delivers_what_a_stopped_one_committed() {
    let database = fresh_database(Backend::Postgres).await;
    let database_url = database.url().to_owned();
    let mut stopped = shoreline::config::Config::for_database(&database_url);
    allow_private(&mut stopped);
    stopped.webhook_concurrency = 0;
    let first = spawn_app_with(&database_url, stopped).await;
    let players = first.players("i", 2).await;
    let (mut claimed_by, mut handed_to) = (Receiver::start(&[]).await, Receiver::start(&[]).await);
    let claimed = register(&first, &players[1], json!({"url": claimed_by.url})).await;
    let handed = register(&first, &players[1], json!({"url": handed_to.url})).await;
    invite(&first, &players[0], "i-1").await;
    // What the first instance left by its death: a claim, leased for another second; and a
    // move's delivery handed over to it (so no row) an hour ago, with its sweep's cursor before.
    let mut db = <sqlx::PgConnection as sqlx::Connection>::connect(&database_url)
        .await
        .unwrap();
    let handed_id = uuid::Uuid::parse_str(handed["id"].as_str().unwrap()).unwrap();
    for (sql, changed) in [
        (
            "UPDATE webhook_deliveries SET attempts = 1,
                locked_until = now() + interval '1 second', created_at = now() - interval '1 hour'
             WHERE webhook_id <> $1",
            1,
        ),
        ("DELETE FROM webhook_deliveries WHERE webhook_id = $1", 1),
        (
            "UPDATE notifications SET created_at = now() - interval '1 hour' WHERE $1 IS NOT NULL",
            1,
        ),
        (
            "UPDATE webhooks SET created_at = now() - interval '2 hours' WHERE $1 IS NOT NULL",
            2,
        ),
    ] {
        let done = sqlx::query(sql).bind(handed_id).execute(&mut db).await;
        assert_eq!(done.unwrap().rows_affected(), changed, "{sql}");
    }
    let leased_at = std::time::Instant::now();
    let mut config = shoreline::config::Config::for_database(&database_url);
    allow_private(&mut config);
    let _second = spawn_app_with(&database_url, config).await;
    for (receiver, webhook) in [(&mut claimed_by, &claimed), (&mut handed_to, &handed)] {
        let received = receiver.next().await;
        if webhook["id"] == claimed["id"] {
            assert!(
                leased_at.elapsed() >= Duration::from_millis(900),
                "delivered once the lease ran out"
            );
        }
        verify(webhook["secret"].as_str().unwrap(), &received);
        let delivered = wait_for_delivery(&first, &players[1], webhook, "delivered").await;
        assert_eq!(delivered["attempts"], 2);
    }
}

/// Runs `sql`, with `$1` the time given, on the app's database.
async fn run_sql_at(
    app: &TestApp,
    backend: Backend,
    sql: &'static str,
    at: chrono::DateTime<chrono::Utc>,
) {
    use sqlx::Connection;
    macro_rules! run_on {
        ($connection:ty) => {{
            let mut db = <$connection>::connect(&app.database_url).await.unwrap();
            sqlx::query(sql).bind(at).execute(&mut db).await.unwrap();
        }};
    }
    match backend {
        Backend::Sqlite => run_on!(sqlx::SqliteConnection),
        Backend::Postgres => run_on!(sqlx::PgConnection),
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
