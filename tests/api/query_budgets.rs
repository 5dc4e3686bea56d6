//! Query budgets: the statements each hot request sends to the database, with the game in this
//! instance's replay cache, counted (never timed) and compared with a fixed list. A change that
//! adds a round trip to a hot request fails here, naming the statement, instead of waiting for a
//! benchmark someone forgets to run. `docs/PERFORMANCE.md` says why each budget is what it is.

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, make_a_move, spawn_app_configured};
use crate::on_both_backends;
use crate::statements::{self, COUNTED};

on_both_backends!(hot_requests_stay_within_their_query_budgets);

/// What a request may send: each statement by its first words, as sqlx reports them.
struct Budget {
    request: &'static str,
    postgres: &'static [&'static str],
    sqlite: &'static [&'static str],
}

/// Every authenticated request confirms its session: on Postgres from the instance's view of
/// ended sessions, kept current by the database's notifications (no statement); on SQLite with
/// one primary-key read.
const SESSION: &str = statements::SESSION_READ;
/// A game read when the cache may be behind (see `service::cache`: a game this instance has
/// read or moved in is served from memory for a second, or until another instance changes it):
/// the games row without its seats says how far the log has grown, and nothing more is read
/// when the cache holds it all.
const GAME_ROW: &str = "SELECT list_order, id, game_type,";

/// Postgres's append: one call of the function of migration 0018.
const APPEND: &str = "SELECT user_id, last_id, webhook_id,";

const BUDGETS: &[Budget] = &[
    Budget {
        request: "GET /me",
        postgres: &["SELECT id, username, password_hash,"],
        sqlite: &[SESSION, "SELECT id, username, password_hash,"],
    },
    Budget {
        request: "GET /games/{id}",
        postgres: &[],
        sqlite: &[SESSION],
    },
    Budget {
        request: "GET /games/{id}/legal-actions",
        postgres: &[],
        sqlite: &[SESSION],
    },
    Budget {
        request: "GET /games/{id}/events",
        postgres: &[],
        sqlite: &[SESSION],
    },
    // Postgres appends a move in one call of a function (the guarded games row, the event, the
    // notifications and the webhooks that want them); SQLite in one transaction of three. The
    // next seat's "your move" is kept (a notification row) only when a webhook of theirs wants
    // it: the last read asks, and nobody here has one, so nothing more is written.
    Budget {
        request: "POST /games/{id}/actions",
        postgres: &[APPEND],
        sqlite: &[
            SESSION,
            "UPDATE games SET version",
            "INSERT INTO game_events (game_id,",
            "SELECT id, url, secret,",
        ],
    },
    // The key is looked up first: a retry answers as the first time, appending nothing.
    Budget {
        request: "POST /games/{id}/actions with an Idempotency-Key",
        postgres: &["SELECT seq FROM game_events", APPEND],
        sqlite: &[
            SESSION,
            "SELECT seq FROM game_events",
            "UPDATE games SET version",
            "INSERT INTO game_events (game_id,",
            "SELECT id, url, secret,",
        ],
    },
    // A move after which the same seat acts again (an ability to resolve) tells nobody: no
    // notification, no webhook, and SQLite has nothing to write for them.
    Budget {
        request: "POST /games/{id}/actions, the same seat to act again",
        postgres: &[APPEND],
        sqlite: &[
            SESSION,
            "UPDATE games SET version",
            "INSERT INTO game_events (game_id,",
        ],
    },
    Budget {
        request: "POST /games/{id}/actions with an Idempotency-Key, the same seat to act again",
        postgres: &["SELECT seq FROM game_events", APPEND],
        sqlite: &[
            SESSION,
            "SELECT seq FROM game_events",
            "UPDATE games SET version",
            "INSERT INTO game_events (game_id,",
        ],
    },
    // A stream opened behind the log: the session, and the game and its catch-up from the
    // cache; then a move made on this instance reaches it with no statement at all.
    Budget {
        request: "GET /games/{id}/stream (catch-up, then a live move)",
        postgres: &[],
        sqlite: &[SESSION],
    },
    // The same read once the cache is no longer confirmed (the trust window passed, or another
    // instance changed the game): the games row says how far the log has grown.
    Budget {
        request: "GET /games/{id}, the cache not confirmed",
        postgres: &[GAME_ROW],
        sqlite: &[SESSION, GAME_ROW],
    },
];

/// Long enough that no slow moment of the test machine outlasts it between the requests that
/// are counted, short enough to wait out once.
const REPLAY_TRUST_MS: u64 = 3_000;

async fn hot_requests_stay_within_their_query_budgets(backend: Backend) {
    statements::install();
    // Keep-alives (which check the session again) far apart, so a stream's count is its own;
    // the ended-sessions view trusted for a minute after it was current, so that a slow moment
    // of the test machine does not send a session read (the revocation tests run the default).
    // The replay cache trusted as long, for the same reason; the last read waits it out.
    let app = spawn_app_configured(backend, |config| {
        config.stream_keepalive_ms = 60_000;
        config.session_view_trust_ms = 60_000;
        config.replay_trust_ms = REPLAY_TRUST_MS;
    })
    .await;
    let players = app.players("budget", 2).await;
    if backend == Backend::Postgres {
        for player in &players {
            statements::until_sessions_are_known_without_asking(&app, &player.token).await;
        }
    }
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    // A move and a read put the game in the cache, as it is while people play.
    make_a_move(&app, &id, &players).await;

    let mut seen = Vec::new();
    let (_, me) = counted(&app, Method::GET, "/api/v1/me", &players[0], None, &[]).await;
    seen.push(("GET /me", me));
    for path in ["", "/legal-actions", "/events"] {
        let sent = counted_read(&app, &format!("/api/v1/games/{id}{path}"), &players[0]).await;
        seen.push((path_name(path), sent));
    }
    for idempotency_key in [None, Some("budget-move")] {
        let current = app.game(&id, &players[0]).await;
        let seat = current["to_act"][0].as_u64().unwrap() as usize;
        let legal = app.legal_actions(&id, &players[seat]).await;
        let action = crate::helpers::first_move_that_keeps_playing(&legal);
        let body = json!({"action": action, "expected_version": legal["version"]});
        let headers: Vec<(&str, &str)> = idempotency_key
            .map(|key| vec![("Idempotency-Key", key)])
            .unwrap_or_default();
        let (status, sent) = counted(
            &app,
            Method::POST,
            &format!("/api/v1/games/{id}/actions"),
            &players[seat],
            Some(&body),
            &headers,
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let after = app.game(&id, &players[0]).await;
        let turn_passed = after["to_act"]
            .as_array()
            .unwrap()
            .iter()
            .any(|to_act| to_act.as_u64() != Some(seat as u64));
        let name = match (idempotency_key.is_some(), turn_passed) {
            (false, true) => "POST /games/{id}/actions",
            (true, true) => "POST /games/{id}/actions with an Idempotency-Key",
            (false, false) => "POST /games/{id}/actions, the same seat to act again",
            (true, false) => {
                "POST /games/{id}/actions with an Idempotency-Key, the same seat to act again"
            }
        };
        seen.push((name, sent));
    }
    seen.push((
        "GET /games/{id}/stream (catch-up, then a live move)",
        stream_catch_up(&app, &id, &players).await,
    ));

    tokio::time::sleep(std::time::Duration::from_millis(REPLAY_TRUST_MS)).await;
    let sent = counted_read(&app, &format!("/api/v1/games/{id}"), &players[0]).await;
    seen.push(("GET /games/{id}, the cache not confirmed", sent));

    for (request, sent) in seen {
        let budget = BUDGETS
            .iter()
            .find(|budget| budget.request == request)
            .unwrap_or_else(|| panic!("no budget for {request}"));
        let allowed = match backend {
            Backend::Postgres => budget.postgres,
            Backend::Sqlite => budget.sqlite,
        };
        let sent: Vec<&str> = sent
            .iter()
            .map(|summary| summary.trim_end_matches('…').trim_end())
            .collect();
        assert_eq!(
            sent, allowed,
            "{request} on {backend:?} sent other statements than its budget (docs/PERFORMANCE.md)"
        );
    }
}

/// Opens the game's stream from its start, reads the catch-up, then makes a move on this
/// instance and reads it live: the statements the stream's request sent meanwhile.
async fn stream_catch_up(app: &TestApp, id: &str, players: &[Player]) -> Vec<String> {
    let version = app.game(id, &players[0]).await["version"].as_i64().unwrap();
    let request_id = format!("{COUNTED}{}", uuid::Uuid::new_v4().simple());
    let mut stream = app
        .client
        .get(app.url(&format!("/api/v1/games/{id}/stream")))
        .bearer_auth(&players[0].token)
        .header("x-request-id", &request_id)
        .header("Last-Event-ID", "0")
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    let mut text = String::new();
    while events_in(&text) < version {
        let chunk = stream.chunk().await.unwrap().expect("the stream is open");
        text.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    make_a_move(app, id, players).await;
    while events_in(&text) < version + 1 {
        let chunk = stream.chunk().await.unwrap().expect("the stream is open");
        text.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    statements::settled(&request_id).await
}

/// How many events a stream's text holds so far (each has an `id:` line).
fn events_in(text: &str) -> i64 {
    text.lines().filter(|line| line.starts_with("id: ")).count() as i64
}

fn path_name(path: &str) -> &'static str {
    match path {
        "" => "GET /games/{id}",
        "/legal-actions" => "GET /games/{id}/legal-actions",
        _ => "GET /games/{id}/events",
    }
}

/// A `GET` that must succeed, counted: the statements it sent.
async fn counted_read(app: &TestApp, path: &str, player: &Player) -> Vec<String> {
    let (status, sent) = counted(app, Method::GET, path, player, None, &[]).await;
    assert_eq!(status, StatusCode::OK, "{path}");
    sent
}

/// Sends a request under a fresh counted request id; its status and the statements it sent.
async fn counted(
    app: &TestApp,
    method: Method,
    path: &str,
    player: &Player,
    body: Option<&Value>,
    headers: &[(&str, &str)],
) -> (StatusCode, Vec<String>) {
    let request_id = format!("{COUNTED}{}", uuid::Uuid::new_v4().simple());
    let mut request = app
        .client
        .request(method, app.url(path))
        .bearer_auth(&player.token)
        .header("x-request-id", &request_id);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    if let Some(body) = body {
        request = request.json(body);
    }
    let response = request.send().await.unwrap();
    let status = response.status();
    let _ = response.bytes().await;
    (status, statements::settled(&request_id).await)
}
