//! Rematches: offered at the end of a game, started when everyone accepts, seats moved along.

use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, assert_problem, spawn_app, spawn_app_with};
use crate::lobby_more::resigned_game;
use crate::notifications::inbox_items;
use crate::on_both_backends;

on_both_backends!(
    a_rematch_starts_when_everyone_accepts_with_the_seats_moved_along,
    a_declined_rematch_is_over_for_everyone,
    a_computer_always_accepts_a_rematch,
);

async fn answer(app: &TestApp, player: &Player, id: &str, how: &str) -> reqwest::Response {
    let path = match how {
        "accept" => format!("/api/v1/games/{id}/rematch"),
        _ => format!("/api/v1/games/{id}/rematch/decline"),
    };
    app.post(&path, Some(&player.token), &json!({})).await
}

async fn answered(app: &TestApp, player: &Player, id: &str, how: &str) -> Value {
    let response = answer(app, player, id, how).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

async fn a_rematch_starts_when_everyone_accepts_with_the_seats_moved_along(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("again", 3).await;
    let (ada, grace, alan) = (&players[0], &players[1], &players[2]);
    let table = [ada.clone(), grace.clone()];
    let running = app.start_game("air-land-sea", &table, json!({})).await;
    let running = running["id"].as_str().unwrap();
    assert_problem(
        answer(&app, ada, running, "accept").await,
        409,
        "rematch_unavailable",
    )
    .await;
    let id = resigned_game(&app, "air-land-sea", &table, 1).await;
    let old = app.game(&id, ada).await;
    let seat_of = |game: &Value, name: &str| {
        game["seats"]
            .as_array()
            .unwrap()
            .iter()
            .find(|seat| seat["username"] == name)
            .unwrap()["seat"]
            .as_u64()
            .unwrap()
    };
    let looked: Value = app
        .get(&format!("/api/v1/games/{id}/rematch"), Some(&alan.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(looked["status"], "not_offered");
    assert!(looked["lapses_at"].is_string());
    assert_problem(answer(&app, alan, &id, "accept").await, 409, "not_seated").await;
    let offered = answered(&app, ada, &id, "accept").await;
    assert_eq!(offered["status"], "offered");
    assert_eq!(offered["accepted"], json!([seat_of(&old, "again-0")]));
    assert_eq!(offered["waiting_for"], json!([seat_of(&old, "again-1")]));
    assert!(offered["new_game_id"].is_null());
    let started = answered(&app, grace, &id, "accept").await;
    assert_eq!(started["status"], "started");
    let new_id = started["new_game_id"].as_str().unwrap().to_owned();
    // The same options, every seat one along, begun at once.
    let new_game = app.game(&new_id, ada).await;
    assert_eq!(new_game["status"], "active");
    assert_eq!(new_game["game_type"], "air-land-sea");
    assert_eq!(new_game["options"], old["options"]);
    for name in ["again-0", "again-1"] {
        assert_eq!(
            seat_of(&new_game, name),
            (seat_of(&old, name) + 1) % 2,
            "{name}"
        );
    }
    // Answering again changes nothing; both are told the new game began.
    let again = answered(&app, ada, &id, "accept").await;
    assert_eq!(again["new_game_id"], new_id.as_str());
    for player in [ada, grace] {
        let told = inbox_items(&app, player, "game_started").await;
        assert_eq!(told[0]["game_id"], new_id.as_str());
    }
}

async fn a_declined_rematch_is_over_for_everyone(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("nope", 2).await;
    let id = resigned_game(&app, "lost-seas", &players, 0).await;
    answered(&app, &players[0], &id, "accept").await;
    let declined = answered(&app, &players[1], &id, "decline").await;
    assert_eq!(declined["status"], "declined");
    assert_eq!(
        declined["declined_by"],
        app.game(&id, &players[1]).await["your_seat"]
    );
    assert_problem(
        answer(&app, &players[0], &id, "accept").await,
        409,
        "rematch_unavailable",
    )
    .await;
    assert_problem(
        answer(&app, &players[1], &id, "accept").await,
        409,
        "rematch_unavailable",
    )
    .await;
}

async fn a_computer_always_accepts_a_rematch(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("solo").await;
    let game = app
        .create_game(
            &ada,
            json!({"game_type": "lost-seas", "players": 2, "bots": [{"seat": 1, "level": "easy"}]}),
        )
        .await;
    let id = game["id"].as_str().unwrap();
    let resigned = app
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&ada.token),
            &json!({}),
        )
        .await;
    assert_eq!(resigned.status(), 200);
    let started = answered(&app, &ada, id, "accept").await;
    assert_eq!(started["status"], "started");
    let new_game = app
        .game(started["new_game_id"].as_str().unwrap(), &ada)
        .await;
    assert_eq!(new_game["your_seat"], 1);
    assert_eq!(new_game["seats"][0]["bot"], "easy", "{new_game}");
}

/// Both players accept at the same moment, on two instances: one rematch, never two.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_instances_accepting_together_start_one_rematch() {
    let first = spawn_app(Backend::Postgres).await;
    let config = shoreline::config::Config::for_database(&first.database_url);
    let second = spawn_app_with(&first.database_url, config).await;
    let players = first.players("race", 2).await;
    for round in 0..5 {
        let id = resigned_game(&first, "air-land-sea", &players, round % 2).await;
        let (a, b) = tokio::join!(
            answer(&first, &players[0], &id, "accept"),
            answer(&second, &players[1], &id, "accept"),
        );
        let (a, b): (Value, Value) = (a.json().await.unwrap(), b.json().await.unwrap());
        let started: Vec<&Value> = [&a, &b]
            .into_iter()
            .filter(|answer| answer["status"] == "started")
            .collect();
        assert!(
            !started.is_empty(),
            "the last acceptance starts it: {a} {b}"
        );
        let new_ids: std::collections::BTreeSet<&str> = started
            .iter()
            .map(|answer| answer["new_game_id"].as_str().unwrap())
            .collect();
        assert_eq!(new_ids.len(), 1, "{a} {b}");
        let looked: Value = first
            .get(
                &format!("/api/v1/games/{id}/rematch"),
                Some(&players[0].token),
            )
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(looked["new_game_id"], *new_ids.iter().next().unwrap());
    }
}
