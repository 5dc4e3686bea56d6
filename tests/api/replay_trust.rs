//! A game this instance has read or moved in is served from its replay cache without asking the
//! database (see `service::cache`). Another instance's change must still reach its reads: here
//! the cache is trusted for a minute, so only the database's notification can make the second
//! instance read the game again.

use std::time::{Duration, Instant};

use serde_json::json;
use shoreline::config::Config;

use crate::helpers::{
    Backend, PASSWORD, TestApp, make_a_move, resign, spawn_app, spawn_app_configured,
    spawn_app_with,
};

/// Far longer than the test: a read that catches up did so because it heard of the change.
const TRUST_MS: u64 = 60_000;
/// How long the notification may take here (it is sent some milliseconds after the commit).
const WITHIN: Duration = Duration::from_secs(5);

async fn two_instances() -> (TestApp, TestApp) {
    let first = spawn_app_configured(Backend::Postgres, |config| {
        config.replay_trust_ms = TRUST_MS;
    })
    .await;
    let mut config = Config::for_database(first.database_url.clone());
    config.replay_trust_ms = TRUST_MS;
    let second = spawn_app_with(&first.database_url, config).await;
    (first, second)
}

/// Two players and the id of an Air, Land & Sea game between them, started on `app`.
async fn started_game(app: &TestApp, prefix: &str) -> (Vec<crate::helpers::Player>, String) {
    let players = app.players(prefix, 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    (players, game["id"].as_str().unwrap().to_owned())
}

/// Reads the game on `app` until `done` holds of it, for up to [`WITHIN`].
async fn read_until(
    app: &TestApp,
    id: &str,
    player: &crate::helpers::Player,
    what: &str,
    done: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let started = Instant::now();
    loop {
        let game = app.game(id, player).await;
        if done(&game) {
            return game;
        }
        assert!(
            started.elapsed() < WITHIN,
            "the second instance never saw {what}: {game}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn postgres_another_instances_move_reaches_this_instances_cached_reads() {
    let (first, second) = two_instances().await;
    let (players, id) = started_game(&first, "trust").await;
    make_a_move(&first, &id, &players).await;
    // The second instance reads the game: cached there, and trusted for a minute.
    let before = second.game(&id, &players[0]).await["version"]
        .as_i64()
        .unwrap();
    assert_eq!(second.game(&id, &players[0]).await["version"], before);

    make_a_move(&first, &id, &players).await;
    read_until(&second, &id, &players[0], "the move", |game| {
        game["version"] == before + 1
    })
    .await;
    // Its legal actions follow the same game.
    let legal = second.legal_actions(&id, &players[1]).await;
    assert_eq!(legal["version"], before + 1);
}

#[tokio::test]
async fn postgres_a_deleted_accounts_seat_is_renamed_on_every_instance() {
    let (first, second) = two_instances().await;
    let (players, id) = started_game(&first, "renamed").await;
    // A finished game: the deletion changes its seats' names and nothing else.
    resign(&first, &id, &players[1]).await;
    let seats = |game: &serde_json::Value| game["seats"].to_string();
    assert!(seats(&second.game(&id, &players[0]).await).contains(&players[1].username));

    let response = first
        .delete(
            "/api/v1/me",
            Some(&players[1].token),
            &json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(response.status(), 204, "{}", response.text().await.unwrap());
    let renamed = |game: &serde_json::Value| !seats(game).contains(&players[1].username);
    assert!(renamed(&first.game(&id, &players[0]).await), "at once here");
    read_until(&second, &id, &players[0], "the new name", renamed).await;
}

#[tokio::test]
async fn postgres_a_move_the_other_instances_cache_would_refuse_is_judged_on_the_database() {
    let (first, second) = two_instances().await;
    let (players, id) = started_game(&first, "judged").await;
    let mut version = 0;
    for _ in 0..3 {
        // The second instance holds the game, trusted for a minute; the first has caught up with
        // the second's last move (reads lag another instance's moves by their notification).
        first.game_at_least(&id, &players[0], version).await;
        let seen = second.game_at_least(&id, &players[0], version).await;
        if seen["status"] == "finished" {
            break;
        }
        // A move through the first instance, and at once the next one through the second,
        // before its notification can have arrived: the second's cache says it is not that
        // player's turn yet, and the database says it is.
        let (after, _) = make_a_move(&first, &id, &players).await;
        let Some(seat) = after["to_act"][0].as_u64() else {
            break;
        };
        let legal = first.legal_actions(&id, &players[seat as usize]).await;
        let action = crate::helpers::first_move_that_keeps_playing(&legal);
        let posted = second
            .post(
                &format!("/api/v1/games/{id}/actions"),
                Some(&players[seat as usize].token),
                &json!({"action": action}),
            )
            .await;
        assert_eq!(posted.status(), 200, "{}", posted.text().await.unwrap());
        let answer: serde_json::Value = posted.json().await.unwrap();
        version = answer["version"].as_i64().unwrap();
    }
}

/// A NOTIFY is a write transaction of its own, so an instance under a burst of moves tells the
/// others at most once per 100 ms, naming every game that changed meanwhile, rather than once
/// per move (`store/notifications.rs`, `NOTIFY_SPACING`).
#[tokio::test]
async fn postgres_a_burst_of_moves_is_told_to_other_instances_in_few_notifications() {
    let app = spawn_app(Backend::Postgres).await;
    let (players, id) = started_game(&app, "burst").await;
    let mut listener = sqlx::postgres::PgListener::connect(&app.database_url)
        .await
        .unwrap();
    listener.listen("shoreline_game_events").await.unwrap();

    let started = Instant::now();
    for _ in 0..20 {
        make_a_move(&app, &id, &players).await;
    }
    let elapsed = started.elapsed();
    let mut payloads = Vec::new();
    while let Ok(notification) =
        tokio::time::timeout(Duration::from_millis(500), listener.recv()).await
    {
        payloads.push(notification.unwrap().payload().to_owned());
    }

    assert!(
        payloads.iter().any(|payload| payload.contains(&id)),
        "no notification named the game: {payloads:?}"
    );
    // One as soon as the first move is in, then at most one per 100 ms.
    let allowed = elapsed.as_millis() / 100 + 2;
    assert!(
        payloads.len() as u128 <= allowed,
        "20 moves in {elapsed:?} were told in {} notifications, more than {allowed}: {payloads:?}",
        payloads.len()
    );
}
