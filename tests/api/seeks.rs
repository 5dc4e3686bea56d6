//! Quick pairing over HTTP: seeking, waves seating people, cancelling, and what ends a seek.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{
    Backend, PASSWORD, Player, TestApp, assert_problem, spawn_app, spawn_app_with,
};
use crate::notifications::inbox_items;
use crate::on_both_backends;

on_both_backends!(
    two_seekers_are_paired_into_an_active_game_and_told,
    tables_of_three_are_filled_and_casual_games_are_unrated,
    a_seek_is_cancelled_or_names_the_game_it_became,
    a_seek_ends_with_its_session_and_its_account,
    computers_take_the_empty_seats_after_the_wait_asked_for,
    bad_seeks_are_refused_with_a_reason_and_write_nothing,
);

pub async fn seek(app: &TestApp, player: &Player, body: Value) -> reqwest::Response {
    app.post("/api/v1/seeks", Some(&player.token), &body).await
}

async fn sought(app: &TestApp, player: &Player, body: Value) -> Value {
    let response = seek(app, player, body).await;
    assert_eq!(response.status(), 201);
    response.json().await.unwrap()
}

async fn read_seek(app: &TestApp, player: &Player, id: &str) -> Value {
    let response = app
        .get(&format!("/api/v1/seeks/{id}"), Some(&player.token))
        .await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// The seek once a wave has paired it (waves run every 100 ms in tests).
async fn paired(app: &TestApp, player: &Player, id: &str) -> Value {
    for _ in 0..200 {
        let seek = read_seek(app, player, id).await;
        if seek["status"] == "paired" {
            return seek;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("seek {id} was never paired");
}

/// Runs three pairing waves, then checks the seek still waits.
async fn still_waiting(app: &TestApp, player: &Player, id: &str) {
    for _ in 0..3 {
        shoreline::service::seeks::run_waves(&app.state)
            .await
            .expect("a pairing wave runs");
    }
    let seek = read_seek(app, player, id).await;
    assert_eq!(seek["status"], "waiting", "{seek}");
    assert!(seek["game_id"].is_null());
}

fn usernames(game: &Value) -> BTreeSet<String> {
    game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["username"].as_str().unwrap().to_owned())
        .collect()
}

async fn two_seekers_are_paired_into_an_active_game_and_told(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("quick", 2).await;
    let asked = json!({"game_type": "air-land-sea", "players": 2});
    let first = sought(&app, &players[0], asked.clone()).await;
    assert_eq!(first["status"], "waiting");
    assert_eq!(first["rated"], true);
    assert!(first["lapses_at"].is_string());
    still_waiting(&app, &players[0], first["id"].as_str().unwrap()).await;
    let second = sought(&app, &players[1], asked).await;
    let [first, second] = [
        paired(&app, &players[0], first["id"].as_str().unwrap()).await,
        paired(&app, &players[1], second["id"].as_str().unwrap()).await,
    ];
    assert_eq!(first["game_id"], second["game_id"]);
    let game_id = first["game_id"].as_str().unwrap();
    let game = app.game(game_id, &players[0]).await;
    assert_eq!(game["status"], "active");
    assert_eq!(game["rated"], true);
    assert_eq!(
        usernames(&game),
        players.iter().map(|p| p.username.clone()).collect()
    );
    assert!(!game["to_act"].as_array().unwrap().is_empty());
    for player in &players {
        let started = inbox_items(&app, player, "game_started").await;
        assert_eq!(started.len(), 1, "{started:?}");
        assert_eq!(started[0]["game_id"], game_id);
    }
    // A paired seek is listed, and may be left as it is: cancelling it is too late.
    let listed: Value = app
        .get("/api/v1/seeks", Some(&players[0].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["game_id"], game_id);
    let late = app
        .delete(
            &format!("/api/v1/seeks/{}", first["id"].as_str().unwrap()),
            Some(&players[0].token),
            &json!(null),
        )
        .await;
    let problem = assert_problem(late, 409, "seek_paired").await;
    assert!(problem["detail"].as_str().unwrap().contains(game_id));
    // Someone else's seek is nobody else's business.
    let theirs = app
        .get(
            &format!("/api/v1/seeks/{}", second["id"].as_str().unwrap()),
            Some(&players[0].token),
        )
        .await;
    assert_eq!(theirs.status(), 404);
}

async fn tables_of_three_are_filled_and_casual_games_are_unrated(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("trio", 4).await;
    let asked = json!({"game_type": "lost-seas", "players": 3, "rated": false});
    let mut seeks = Vec::new();
    for player in &players[..3] {
        seeks.push(sought(&app, player, asked.clone()).await);
    }
    // A rated seeker is in another pool and waits alone.
    let rated = sought(
        &app,
        &players[3],
        json!({"game_type": "lost-seas", "players": 3}),
    )
    .await;
    let mut games = BTreeSet::new();
    for (player, seek) in players.iter().zip(&seeks) {
        let seek = paired(&app, player, seek["id"].as_str().unwrap()).await;
        games.insert(seek["game_id"].as_str().unwrap().to_owned());
    }
    assert_eq!(games.len(), 1);
    let game = app.game(games.first().unwrap(), &players[0]).await;
    assert_eq!(game["status"], "active");
    assert_eq!(game["rated"], false);
    assert_eq!(usernames(&game).len(), 3);
    still_waiting(&app, &players[3], rated["id"].as_str().unwrap()).await;
}

async fn a_seek_is_cancelled_or_names_the_game_it_became(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("stop", 2).await;
    let asked = json!({"game_type": "landfall", "players": 2});
    let alone = sought(&app, &players[0], asked.clone()).await;
    let alone_id = alone["id"].as_str().unwrap();
    assert_problem(
        seek(
            &app,
            &players[0],
            json!({"game_type": "lost-seas", "players": 2}),
        )
        .await,
        409,
        "already_seeking",
    )
    .await;
    let path = format!("/api/v1/seeks/{alone_id}");
    let cancelled = app
        .delete(&path, Some(&players[0].token), &json!(null))
        .await;
    assert_eq!(cancelled.status(), 204);
    assert_eq!(
        app.delete(&path, Some(&players[0].token), &json!(null))
            .await
            .status(),
        404
    );
    assert_eq!(app.get(&path, Some(&players[0].token)).await.status(), 404);
    // Cancelling while waves run: either the seek is gone and nobody was seated with it, or it
    // was paired first and the answer names the game. Never both, never neither.
    for round in 0..8 {
        let a = sought(&app, &players[0], asked.clone()).await;
        let b = sought(&app, &players[1], asked.clone()).await;
        if round % 2 == 1 {
            tokio::time::sleep(Duration::from_millis(90)).await;
        }
        let a_path = format!("/api/v1/seeks/{}", a["id"].as_str().unwrap());
        let answer = app
            .delete(&a_path, Some(&players[0].token), &json!(null))
            .await;
        let b_id = b["id"].as_str().unwrap();
        match answer.status().as_u16() {
            204 => {
                still_waiting(&app, &players[1], b_id).await;
                let cancelled = app
                    .delete(
                        &format!("/api/v1/seeks/{b_id}"),
                        Some(&players[1].token),
                        &json!(null),
                    )
                    .await;
                assert_eq!(cancelled.status(), 204);
            }
            409 => {
                let b = paired(&app, &players[1], b_id).await;
                let problem: Value = answer.json().await.unwrap();
                assert_eq!(problem["code"], "seek_paired");
                let game_id = b["game_id"].as_str().unwrap();
                assert!(problem["detail"].as_str().unwrap().contains(game_id));
                let a = read_seek(&app, &players[0], a["id"].as_str().unwrap()).await;
                assert_eq!(a["game_id"], game_id);
            }
            other => panic!("cancelling answered {other}"),
        }
    }
}

async fn a_seek_ends_with_its_session_and_its_account(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("gone", 3).await;
    let asked = json!({"game_type": "air-land-sea", "players": 2});
    // Signed out while waiting: the seek goes with the session.
    let left = sought(&app, &players[0], asked.clone()).await;
    let signed_out = app
        .post(
            "/api/v1/auth/logout",
            None,
            &json!({"refresh_token": players[0].refresh_token}),
        )
        .await;
    assert_eq!(signed_out.status(), 204);
    let waiting = sought(&app, &players[1], asked.clone()).await;
    still_waiting(&app, &players[1], waiting["id"].as_str().unwrap()).await;
    let back: Value = app
        .login(&players[0].username, PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    let back = back["access_token"].as_str().unwrap();
    let path = format!("/api/v1/seeks/{}", left["id"].as_str().unwrap());
    assert_eq!(app.get(&path, Some(back)).await.status(), 404);
    // Deleted while waiting: the seek goes with the account. (players[1] still waits.)
    let cancelled = app
        .delete(
            &format!("/api/v1/seeks/{}", waiting["id"].as_str().unwrap()),
            Some(&players[1].token),
            &json!(null),
        )
        .await;
    assert_eq!(cancelled.status(), 204);
    sought(&app, &players[2], asked.clone()).await;
    let deleted = app
        .delete(
            "/api/v1/me",
            Some(&players[2].token),
            &json!({"password": PASSWORD}),
        )
        .await;
    assert_eq!(deleted.status(), 204);
    let waiting = sought(&app, &players[1], asked).await;
    still_waiting(&app, &players[1], waiting["id"].as_str().unwrap()).await;
    let games: Value = app
        .get("/api/v1/games?status=active", Some(&players[1].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(games["items"], json!([]), "nobody was paired: {games}");
}

async fn computers_take_the_empty_seats_after_the_wait_asked_for(backend: Backend) {
    let app = spawn_app(backend).await;
    let player = app.new_player("lonely").await;
    let asked = json!({
        "game_type": "land-vs-sea",
        "players": 3,
        "computer_fallback": {"after_secs": 5, "level": "easy"},
    });
    let seek = sought(&app, &player, asked).await;
    assert_eq!(seek["computer_fallback"]["after_secs"], 5);
    let id = seek["id"].as_str().unwrap();
    tokio::time::sleep(Duration::from_millis(4_000)).await;
    assert_eq!(read_seek(&app, &player, id).await["status"], "waiting");
    let seek = paired(&app, &player, id).await;
    let game = app.game(seek["game_id"].as_str().unwrap(), &player).await;
    assert_eq!(game["status"], "active");
    assert_eq!(game["rated"], false, "a game with a computer is unrated");
    let computers = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|seat| seat["bot"] == "easy")
        .count();
    assert_eq!(computers, 2, "{game}");
}

async fn bad_seeks_are_refused_with_a_reason_and_write_nothing(backend: Backend) {
    let app = spawn_app(backend).await;
    let player = app.new_player("picky").await;
    let cases = [
        (
            json!({"game_type": "chess", "players": 2}),
            "unknown_game_type",
        ),
        (
            json!({"game_type": "landfall", "players": 3}),
            "invalid_player_count",
        ),
        (
            json!({"game_type": "lost-seas", "players": 2, "turn_deadline_secs": 0}),
            "invalid_turn_deadline",
        ),
        (
            json!({"game_type": "lost-seas", "players": 2,
                   "computer_fallback": {"after_secs": 1, "level": "easy"}}),
            "invalid_computer_fallback",
        ),
        (
            json!({"game_type": "lost-seas", "players": 2, "colour": "red"}),
            "invalid_body",
        ),
    ];
    for (body, code) in cases {
        assert_problem(seek(&app, &player, body).await, 400, code).await;
    }
    let listed: Value = app
        .get("/api/v1/seeks", Some(&player.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed, json!([]));
}

/// Two instances on one Postgres run waves over the same pools at once: everyone who seeks is
/// seated exactly once, every table is full, and nobody sits twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_instances_pairing_the_same_pools_seat_everyone_once() {
    let first = spawn_app(Backend::Postgres).await;
    let mut config = shoreline::config::Config::for_database(&first.database_url);
    config.pairing_wave_ms = 20;
    let second = spawn_app_with(&first.database_url, config).await;
    let players = first.players("crowd", 36).await;
    // 24 in a pool of pairs, 12 in a pool of fours, arriving on both instances at once.
    let requests = players.iter().enumerate().map(|(n, player)| {
        let app = if n % 2 == 0 { &first } else { &second };
        let size = if n < 24 { 2 } else { 4 };
        async move {
            let seek = sought(
                app,
                player,
                json!({"game_type": "lost-seas", "players": size}),
            )
            .await;
            (player, seek)
        }
    });
    let seeks = futures_util::future::join_all(requests).await;
    let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (player, seek) in &seeks {
        let seek = paired(&first, player, seek["id"].as_str().unwrap()).await;
        tables
            .entry(seek["game_id"].as_str().unwrap().to_owned())
            .or_default()
            .push(player.username.clone());
    }
    assert_eq!(tables.len(), 12 + 3, "{tables:?}");
    let mut everyone = BTreeSet::new();
    for (game_id, seated) in &tables {
        let game = first.game(game_id, &players[0]).await;
        let names = usernames(&game);
        assert_eq!(names, seated.iter().cloned().collect(), "{game}");
        assert_eq!(names.len(), game["players"].as_u64().unwrap() as usize);
        assert_eq!(game["status"], "active");
        for name in names {
            assert!(everyone.insert(name), "someone was seated twice");
        }
    }
    assert_eq!(everyone.len(), 36);
}
