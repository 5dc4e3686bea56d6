//! Posting actions: every way a client can get it wrong, and that nothing is written when it does.

use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    bad_actions_get_clear_errors_and_write_nothing,
    stale_versions_are_409_with_the_current_version,
    idempotency_key_replays_the_first_answer,
    oversized_bodies_are_413,
    actions_before_the_game_starts_are_refused,
    wrong_methods_are_405_with_allow_and_unknown_paths_404,
);

/// An active Air, Land & Sea game; returns it and the players in seat order.
async fn als_game(app: &TestApp) -> (String, Vec<Player>) {
    let players = app.players("p", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    (game["id"].as_str().unwrap().to_owned(), players)
}

fn seat_to_act(game: &Value) -> usize {
    game["to_act"][0].as_u64().unwrap() as usize
}

async fn bad_actions_get_clear_errors_and_write_nothing(backend: Backend) {
    let app = spawn_app(backend).await;
    let (id, players) = als_game(&app).await;
    let outsider = app.new_player("outsider").await;
    let game = app.game(&id, &players[0]).await;
    let actor = &players[seat_to_act(&game)];
    let other = &players[1 - seat_to_act(&game)];
    let path = format!("/api/v1/games/{id}/actions");

    let not_seated = app
        .post(
            &path,
            Some(&outsider.token),
            &json!({"action": {"type": "withdraw"}}),
        )
        .await;
    assert_problem(not_seated, 403, "forbidden").await;
    let not_your_turn = app
        .post(
            &path,
            Some(&other.token),
            &json!({"action": {"type": "withdraw"}}),
        )
        .await;
    let problem = assert_problem(not_your_turn, 422, "not_your_turn").await;
    assert!(problem["detail"].as_str().unwrap().contains("turn"));
    let malformed = app
        .post(
            &path,
            Some(&actor.token),
            &json!({"action": {"type": "fly_away"}}),
        )
        .await;
    assert_problem(malformed, 400, "invalid_action").await;
    let missing_action = app
        .post(&path, Some(&actor.token), &json!({"expected_version": 0}))
        .await;
    assert_problem(missing_action, 400, "invalid_body").await;

    // A card the actor does not hold: every card not in its legal deploys.
    let legal = app.legal_actions(&id, actor).await;
    let held: Vec<&str> = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["card"].as_str())
        .collect();
    let foreign = ["air", "land", "sea"]
        .iter()
        .flat_map(|t| (1..=6).map(move |n| format!("{t}_{n}")))
        .find(|card| !held.contains(&card.as_str()))
        .unwrap();
    let theater = foreign.split('_').next().unwrap();
    let illegal = app
        .post(
            &path,
            Some(&actor.token),
            &json!({"action": {"type": "deploy", "card": foreign, "theater": theater}}),
        )
        .await;
    assert_problem(illegal, 422, "card_not_in_hand").await;

    let after = app.game(&id, &players[0]).await;
    assert_eq!(after["version"], 0, "nothing was written");
    let events = app.events(&id, &players[0]).await;
    assert_eq!(events["items"], json!([]));
}

async fn stale_versions_are_409_with_the_current_version(backend: Backend) {
    let app = spawn_app(backend).await;
    let (id, players) = als_game(&app).await;
    let game = app.game(&id, &players[0]).await;
    let actor = &players[seat_to_act(&game)];
    let legal = app.legal_actions(&id, actor).await;
    let action = legal["actions"][0].clone();
    assert_eq!(app.act(&id, actor, &action, 0).await.status(), 200);
    // The same version again is stale now, whoever sends it.
    let next = app.game(&id, &players[0]).await;
    let next_actor = &players[seat_to_act(&next)];
    let next_action = app.legal_actions(&id, next_actor).await["actions"][0].clone();
    let stale = app.act(&id, next_actor, &next_action, 0).await;
    let problem = assert_problem(stale, 409, "stale_version").await;
    assert_eq!(problem["current_version"], 1);
    assert!(problem["detail"].as_str().unwrap().contains("moved on"));
    // A version the game has not reached is refused the same way, and says so.
    let ahead = app.act(&id, next_actor, &next_action, 7).await;
    let problem = assert_problem(ahead, 409, "stale_version").await;
    assert_eq!(problem["current_version"], 1);
    assert!(problem["detail"].as_str().unwrap().contains("no version 7"));
    assert_eq!(app.game(&id, &players[0]).await["version"], 1);
}

async fn idempotency_key_replays_the_first_answer(backend: Backend) {
    let app = spawn_app(backend).await;
    let (id, players) = als_game(&app).await;
    let game = app.game(&id, &players[0]).await;
    let actor = &players[seat_to_act(&game)];
    let action = app.legal_actions(&id, actor).await["actions"][0].clone();
    let send = || {
        app.client
            .post(app.url(&format!("/api/v1/games/{id}/actions")))
            .bearer_auth(&actor.token)
            .header("Idempotency-Key", "move-1")
            .json(&json!({"action": action}))
            .send()
    };
    let first = send().await.unwrap();
    assert_eq!(first.status(), 200);
    let first: Value = first.json().await.unwrap();
    assert_eq!(first["version"], 1);
    let again = send().await.unwrap();
    assert_eq!(again.status(), 200);
    let again: Value = again.json().await.unwrap();
    assert_eq!(first, again, "the same key answers as the first time");
    let events = app.events(&id, actor).await;
    assert_eq!(
        events["items"].as_array().unwrap().len(),
        1,
        "and appends nothing"
    );
    // The same key for a different request is a client bug, reported as such.
    let next_actor = &players[seat_to_act(&app.game(&id, &players[0]).await)];
    let other = app.legal_actions(&id, next_actor).await["actions"][0].clone();
    let reused = app
        .client
        .post(app.url(&format!("/api/v1/games/{id}/actions")))
        .bearer_auth(&next_actor.token)
        .header("Idempotency-Key", "move-1")
        .json(&json!({"action": other}))
        .send()
        .await
        .unwrap();
    assert_problem(reused, 422, "idempotency_key_reused").await;
    assert_eq!(
        app.events(&id, actor).await["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

async fn oversized_bodies_are_413(backend: Backend) {
    let app = spawn_app(backend).await;
    let (id, players) = als_game(&app).await;
    let huge = json!({"action": {"type": "withdraw", "padding": "x".repeat(70 * 1024)}});
    let response = app
        .post(
            &format!("/api/v1/games/{id}/actions"),
            Some(&players[0].token),
            &huge,
        )
        .await;
    assert_problem(response, 413, "payload_too_large").await;
    assert_eq!(app.game(&id, &players[0]).await["version"], 0);
}

async fn actions_before_the_game_starts_are_refused(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let game = app
        .create_game(&ada, json!({"game_type": "air-land-sea", "players": 2}))
        .await;
    let id = game["id"].as_str().unwrap();
    let legal = app.legal_actions(id, &ada).await;
    assert_eq!(legal["actions"], json!([]));
    let response = app
        .post(
            &format!("/api/v1/games/{id}/actions"),
            Some(&ada.token),
            &json!({"action": {"type": "withdraw"}}),
        )
        .await;
    assert_problem(response, 409, "game_not_started").await;
}

async fn wrong_methods_are_405_with_allow_and_unknown_paths_404(backend: Backend) {
    let app = spawn_app(backend).await;
    let (id, players) = als_game(&app).await;
    let token = &players[0].token;

    let response = app
        .client
        .delete(app.url(&format!("/api/v1/games/{id}/actions")))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["allow"], "POST");
    let problem = assert_problem(response, 405, "method_not_allowed").await;
    assert!(problem["detail"].as_str().unwrap().contains("DELETE"));

    // A path that answers two methods lists both.
    let response = app
        .client
        .put(app.url("/api/v1/games"))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["allow"], "GET, HEAD, POST");
    assert_problem(response, 405, "method_not_allowed").await;

    let response = app.get("/api/v1/no-such-thing", Some(token)).await;
    assert_problem(response, 404, "not_found").await;
    // Nothing was written by any of it.
    assert_eq!(app.game(&id, &players[0]).await["version"], 0);
}
