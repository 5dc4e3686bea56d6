//! `/metrics`: served on its own listener when `--metrics-listen` is set, absent otherwise, and
//! counting what the service did under route templates, never raw paths.

use std::collections::HashMap;
use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{
    Backend, TestApp, assert_problem, make_a_move, spawn_app, spawn_app_configured,
};
use crate::on_both_backends;
use crate::sse::SseReader;

on_both_backends!(
    metrics_count_requests_moves_conflicts_and_streams,
    metrics_are_absent_without_the_setting,
    streams_woken_by_moves_take_them_from_the_cache,
);

async fn app_with_metrics(backend: Backend) -> TestApp {
    spawn_app_configured(backend, |config| {
        config.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
    })
    .await
}

/// Every sample of a scrape, keyed by its name and labels as written (`name{a="b"}`).
pub async fn scrape(app: &TestApp) -> HashMap<String, f64> {
    let address = app.metrics_address.as_ref().expect("metrics are served");
    let response = reqwest::get(format!("{address}/metrics")).await.unwrap();
    assert_eq!(response.status(), 200);
    let content_type = response.headers()["content-type"].to_str().unwrap();
    assert!(
        content_type.starts_with("text/plain; version=0.0.4"),
        "{content_type}"
    );
    let text = response.text().await.unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let (series, value) = line.rsplit_once(' ').expect("a sample line");
            (series.to_owned(), value.parse().expect("a number"))
        })
        .collect()
}

pub fn sample(samples: &HashMap<String, f64>, series: &str) -> f64 {
    *samples
        .get(series)
        .unwrap_or_else(|| panic!("no sample {series} in {:#?}", samples.keys()))
}

/// A game's stream woken by a move on this instance sends it from the replay cache, which the
/// move's request filled before announcing it: reading the database instead would cost each move
/// two queries per stream watching.
async fn streams_woken_by_moves_take_them_from_the_cache(backend: Backend) {
    let app = spawn_app_configured(backend, |config| {
        config.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
        // No keep-alive within the test: each wake-up is a move's.
        config.stream_keepalive_ms = 60_000;
    })
    .await;
    let players = app.players("c", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    let mut stream = SseReader::open(&app, &id, &players[0], None).await;
    const MOVES: i64 = 6;
    for seq in 1..=MOVES {
        make_a_move(&app, &id, &players).await;
        assert_eq!(stream.next_event().await.0, seq);
    }

    let samples = scrape(&app).await;
    assert_eq!(
        sample(
            &samples,
            "shoreline_stream_catch_ups_total{source=\"cache\"}"
        ),
        MOVES as f64
    );
    assert_eq!(
        sample(
            &samples,
            "shoreline_stream_catch_ups_total{source=\"database\"}"
        ),
        0.0
    );
}

async fn metrics_count_requests_moves_conflicts_and_streams(backend: Backend) {
    let app = app_with_metrics(backend).await;
    let players = app.players("m", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(&id, &players[seat]).await;
    let action = crate::helpers::first_move_that_keeps_playing(&legal);
    assert_eq!(app.act(&id, &players[seat], &action, 0).await.status(), 200);
    // The same expected version again is stale.
    let stale = app.act(&id, &players[seat], &action, 0).await;
    assert_problem(stale, 409, "stale_version").await;
    app.game(&id, &players[0]).await;
    assert_eq!(app.get("/no/such/path", None).await.status(), 404);

    let samples = scrape(&app).await;
    let actions = "route=\"/api/v1/games/{id}/actions\",method=\"POST\"";
    assert_eq!(
        sample(
            &samples,
            &format!("shoreline_http_requests_total{{{actions},status=\"200\"}}")
        ),
        1.0
    );
    assert_eq!(
        sample(
            &samples,
            &format!("shoreline_http_requests_total{{{actions},status=\"409\"}}")
        ),
        1.0
    );
    assert_eq!(
        sample(
            &samples,
            &format!("shoreline_http_request_duration_seconds_count{{{actions}}}")
        ),
        2.0
    );
    assert!(
        sample(
            &samples,
            "shoreline_http_requests_total{route=\"unmatched\",method=\"GET\",status=\"404\"}"
        ) >= 1.0
    );
    assert!(
        samples.keys().all(|series| !series.contains(&id)),
        "no series names a game id"
    );
    assert_eq!(
        sample(
            &samples,
            "shoreline_moves_appended_total{game_type=\"air-land-sea\"}"
        ),
        1.0
    );
    assert_eq!(
        sample(
            &samples,
            "shoreline_moves_appended_total{game_type=\"lost-seas\"}"
        ),
        0.0
    );
    assert_eq!(
        sample(
            &samples,
            "shoreline_append_conflicts_total{kind=\"stale_version\"}"
        ),
        1.0
    );
    assert!(sample(&samples, "shoreline_replay_cache_hits_total") >= 1.0);
    assert!(sample(&samples, "shoreline_replay_cache_games") >= 1.0);
    assert!(sample(&samples, "shoreline_db_pool_max_connections{pool=\"main\"}") >= 1.0);
    if backend == Backend::Postgres {
        assert_eq!(
            sample(&samples, "shoreline_db_pool_max_connections{pool=\"hot\"}"),
            4.0
        );
        assert!(
            sample(
                &samples,
                "shoreline_db_pool_connections{pool=\"hot\",state=\"idle\"}"
            ) >= 1.0,
            "the moves left their connection idle in the hot pool"
        );
    }
    assert!(sample(&samples, "shoreline_password_hash_slots") >= 1.0);
    assert_eq!(sample(&samples, "shoreline_password_hashes_waiting"), 0.0);
    assert_eq!(
        sample(&samples, "shoreline_password_hashes_rejected_total"),
        0.0
    );
    assert_eq!(sample(&samples, "shoreline_open_streams"), 0.0);

    // A live stream counts while it is open.
    let stream = app
        .client
        .get(app.url(&format!("/api/v1/games/{id}/stream")))
        .bearer_auth(&players[0].token)
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    let mut open = 0.0;
    for _ in 0..50 {
        open = sample(&scrape(&app).await, "shoreline_open_streams");
        if open == 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(open, 1.0);
    drop(stream);
    // The server notices the client went away at the next keep-alive (500 ms in tests).
    for _ in 0..100 {
        open = sample(&scrape(&app).await, "shoreline_open_streams");
        if open == 0.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(open, 0.0, "a closed stream is no longer counted");
}

async fn metrics_are_absent_without_the_setting(backend: Backend) {
    let app = spawn_app(backend).await;
    assert!(app.metrics_address.is_none(), "no metrics listener");
    // Nor are they on the API's listener, with or without a token.
    let player = app.new_player("nosy").await;
    assert_problem(app.get("/metrics", None).await, 404, "not_found").await;
    assert_problem(
        app.get("/metrics", Some(&player.token)).await,
        404,
        "not_found",
    )
    .await;
    let spec: Value = app.get("/openapi.json", None).await.json().await.unwrap();
    assert!(spec["paths"].get("/metrics").is_none());
}

/// Operators tell the moves' connections from the rest in `pg_stat_activity`: each pool names
/// itself (the session view's listener too).
#[tokio::test]
async fn postgres_connections_name_their_pool() {
    use sqlx::Connection;
    let app = spawn_app(Backend::Postgres).await;
    let players = app.players("n", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    make_a_move(&app, game["id"].as_str().unwrap(), &players).await;
    let mut db = sqlx::PgConnection::connect(&app.database_url)
        .await
        .unwrap();
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT application_name FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
         ORDER BY application_name",
    )
    .fetch_all(&mut db)
    .await
    .unwrap();
    assert_eq!(names, ["shoreline", "shoreline-hot", "shoreline-sessions"]);
}
