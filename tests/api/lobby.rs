use serde_json::{Value, json};
use shoreline::engine::Registry;

use crate::helpers::{Backend, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    game_types_list_every_game_with_defaults,
    creating_a_game_seats_the_creator_and_waits_for_players,
    invalid_games_are_refused_and_nothing_is_written,
    joining_fills_seats_until_the_game_starts,
    lobby_lists_and_pages_games,
    unknown_games_are_404,
);

async fn game_types_list_every_game_with_defaults(backend: Backend) {
    let app = spawn_app(backend).await;
    let types: Value = app
        .get("/api/v1/game-types", None)
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<&str> = types
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["id"].as_str().unwrap())
        .collect();
    let registered: Vec<&str> = Registry::builtin()
        .game_types()
        .iter()
        .map(|game_type| game_type.info().id)
        .collect();
    assert_eq!(ids, registered);
    let als = types
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == "air-land-sea")
        .unwrap();
    assert_eq!(als["min_players"], 2);
    assert_eq!(als["max_players"], 2);
    assert_eq!(als["rules_version"], "2", "new games get the newest rules");
    assert_eq!(als["options"]["target_vp"], 12);
}

async fn creating_a_game_seats_the_creator_and_waits_for_players(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let response = app
        .post(
            "/api/v1/games",
            Some(&ada.token),
            &json!({"game_type": "lost-seas", "players": 3, "seat": 2}),
        )
        .await;
    assert_eq!(response.status(), 201);
    let game: Value = response.json().await.unwrap();
    assert_eq!(game["status"], "open");
    assert_eq!(game["version"], 0);
    assert_eq!(game["your_seat"], 2);
    assert_eq!(game["seats"], json!([{"seat": 2, "username": "ada"}]));
    assert_eq!(game["to_act"], json!([]));
    assert_eq!(
        game["options"]["young_mapmaker"], false,
        "options are stored normalized"
    );
    assert!(game["result"].is_null());
    // The seed is never shown.
    assert!(!game.to_string().contains("seed"), "{game}");
}

async fn invalid_games_are_refused_and_nothing_is_written(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let create = |body: Value| {
        let app = &app;
        let token = ada.token.clone();
        async move { app.post("/api/v1/games", Some(&token), &body).await }
    };
    assert_problem(
        create(json!({"game_type": "chess", "players": 2})).await,
        400,
        "unknown_game_type",
    )
    .await;
    assert_problem(
        create(json!({"game_type": "air-land-sea", "players": 3})).await,
        400,
        "invalid_player_count",
    )
    .await;
    assert_problem(
        create(json!({"game_type": "air-land-sea", "players": 2, "options": {"target_vp": 7}}))
            .await,
        400,
        "invalid_target_vp",
    )
    .await;
    assert_problem(
        create(json!({"game_type": "air-land-sea", "players": 2, "options": {"bogus": 1}})).await,
        400,
        "invalid_options",
    )
    .await;
    assert_problem(
        create(json!({"game_type": "air-land-sea", "players": 2, "seat": 2})).await,
        400,
        "invalid_seat",
    )
    .await;
    assert_problem(
        create(json!({"game_type": "air-land-sea", "players": 2, "extra": 1})).await,
        400,
        "invalid_body",
    )
    .await;
    let malformed = app
        .client
        .post(app.url("/api/v1/games"))
        .bearer_auth(&ada.token)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_problem(malformed, 400, "invalid_body").await;
    let page: Value = app
        .get("/api/v1/games", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["items"], json!([]));
}

async fn joining_fills_seats_until_the_game_starts(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c, d] = <[_; 4]>::try_from(app.players("p", 4).await).ok().unwrap();
    let game = app
        .create_game(&a, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let id = game["id"].as_str().unwrap();
    let join = |token: String, body: Value| {
        let app = &app;
        let path = format!("/api/v1/games/{id}/join");
        async move { app.post(&path, Some(&token), &body).await }
    };
    assert_problem(
        join(a.token.clone(), json!({})).await,
        409,
        "already_seated",
    )
    .await;
    assert_problem(
        join(b.token.clone(), json!({"seat": 0})).await,
        409,
        "seat_taken",
    )
    .await;
    assert_problem(
        join(b.token.clone(), json!({"seat": 5})).await,
        400,
        "invalid_seat",
    )
    .await;
    // Default: the lowest free seat.
    let joined: Value = join(b.token.clone(), json!({})).await.json().await.unwrap();
    assert_eq!(joined["your_seat"], 1);
    assert_eq!(joined["status"], "open");
    let joined: Value = join(c.token.clone(), json!({"seat": 2}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(joined["status"], "active");
    assert_eq!(
        joined["to_act"],
        json!([0, 1, 2]),
        "Lost Seas setup: everyone decides"
    );
    assert_problem(join(d.token.clone(), json!({})).await, 409, "game_not_open").await;
    let seats: Vec<&str> = joined["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["username"].as_str().unwrap())
        .collect();
    assert_eq!(seats, ["p-0", "p-1", "p-2"]);
}

async fn lobby_lists_and_pages_games(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let mut ids = Vec::new();
    for game_type in [
        "lost-seas",
        "air-land-sea",
        "lost-seas",
        "landfall",
        "lost-seas",
    ] {
        let game = app
            .create_game(&ada, json!({"game_type": game_type, "players": 2}))
            .await;
        ids.push(game["id"].as_str().unwrap().to_owned());
    }
    // Newest first, two per page, filtered by game type.
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/api/v1/games?game_type=lost-seas&limit=2&cursor={c}"),
            None => "/api/v1/games?game_type=lost-seas&limit=2".to_owned(),
        };
        let page: Value = app.get(&path, Some(&ada.token)).await.json().await.unwrap();
        for item in page["items"].as_array().unwrap() {
            assert_eq!(item["game_type"], "lost-seas");
            assert_eq!(item["status"], "open");
            seen.push(item["id"].as_str().unwrap().to_owned());
        }
        match page["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_owned()),
            None => break,
        }
    }
    assert_eq!(seen, [ids[4].clone(), ids[2].clone(), ids[0].clone()]);
    let active: Value = app
        .get("/api/v1/games?status=active", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(active["items"], json!([]));
    assert_problem(
        app.get("/api/v1/games?status=weird", Some(&ada.token))
            .await,
        400,
        "invalid_status",
    )
    .await;
    assert_problem(
        app.get("/api/v1/games?limit=0", Some(&ada.token)).await,
        400,
        "invalid_limit",
    )
    .await;
    assert_problem(
        app.get("/api/v1/games?cursor=abc", Some(&ada.token)).await,
        400,
        "invalid_cursor",
    )
    .await;
    assert_problem(
        app.get("/api/v1/games?bogus=1", Some(&ada.token)).await,
        400,
        "invalid_query",
    )
    .await;
}

async fn unknown_games_are_404(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let missing = uuid::Uuid::new_v4();
    for path in [
        format!("/api/v1/games/{missing}"),
        format!("/api/v1/games/{missing}/legal-actions"),
        format!("/api/v1/games/{missing}/events"),
        format!("/api/v1/games/{missing}/replay"),
        "/api/v1/games/not-a-uuid".to_owned(),
    ] {
        assert_problem(app.get(&path, Some(&ada.token)).await, 404, "not_found").await;
    }
    let post = app
        .post(
            &format!("/api/v1/games/{missing}/actions"),
            Some(&ada.token),
            &json!({"action": {"type": "withdraw"}}),
        )
        .await;
    assert_problem(post, 404, "not_found").await;
    let join = app
        .post(
            &format!("/api/v1/games/{missing}/join"),
            Some(&ada.token),
            &json!({}),
        )
        .await;
    assert_problem(join, 404, "not_found").await;
}
