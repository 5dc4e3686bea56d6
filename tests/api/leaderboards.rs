//! Leaderboards: the best Glicko-2 ratings of a game type, paged.

use serde_json::{Value, json};

use crate::helpers::{Backend, assert_problem, spawn_app};
use crate::lobby_more::resigned_game;
use crate::on_both_backends;

on_both_backends!(the_leaderboard_ranks_settled_players_best_first);

async fn the_leaderboard_ranks_settled_players_best_first(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("top", 3).await;
    let board = |query: &str| {
        let (app, token) = (&app, players[0].token.clone());
        let path = format!("/api/v1/leaderboards/air-land-sea{query}");
        async move {
            let response = app.get(&path, Some(&token)).await;
            assert_eq!(response.status(), 200);
            response.json::<Value>().await.unwrap()
        }
    };
    // Four games each: not yet ranked (five rated games are needed).
    for _ in 0..4 {
        resigned_game(&app, "air-land-sea", &players[..2], 1).await;
    }
    assert_eq!(board("").await["items"], json!([]));
    // The fifth: top-0 beat top-1 every time; top-2 never played and is not ranked.
    resigned_game(&app, "air-land-sea", &players[..2], 1).await;
    let page = board("").await;
    let names: Vec<&str> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|leader| leader["username"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["top-0", "top-1"]);
    let (best, second) = (&page["items"][0], &page["items"][1]);
    assert_eq!((&best["rank"], &second["rank"]), (&json!(1), &json!(2)));
    assert!(best["rating"].as_f64() > second["rating"].as_f64());
    assert_eq!(best["games"], 5);
    // Five games take a newcomer's deviation well below where it started (350), though five
    // wins over one opponent who keeps losing say less each time (about 224 here).
    assert!(best["deviation"].as_f64().unwrap() < 250.0, "{best}");
    // The profile says the same.
    let profile: Value = app
        .get("/api/v1/users/top-0", Some(&players[2].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(profile["ratings"][0]["rating"], best["rating"]);
    assert_eq!(profile["ratings"][0]["deviation"], best["deviation"]);
    // Paged: one at a time.
    let first = board("?limit=1").await;
    assert_eq!(first["items"][0]["username"], "top-0");
    let cursor = first["next_cursor"].as_str().unwrap().to_owned();
    let next = board(&format!("?limit=1&cursor={cursor}")).await;
    assert_eq!(next["items"][0]["username"], "top-1");
    assert_eq!(next["items"][0]["rank"], 2);
    assert!(next["next_cursor"].is_null());
    // Another game type has its own board.
    let other: Value = app
        .get("/api/v1/leaderboards/lost-seas", Some(&players[0].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(other["items"], json!([]));
    assert_problem(
        app.get("/api/v1/leaderboards/chess", Some(&players[0].token))
            .await,
        404,
        "not_found",
    )
    .await;
    assert_problem(
        app.get(
            "/api/v1/leaderboards/air-land-sea?cursor=-1",
            Some(&players[0].token),
        )
        .await,
        400,
        "invalid_cursor",
    )
    .await;
    assert_eq!(
        app.get("/api/v1/leaderboards/air-land-sea", None)
            .await
            .status(),
        401
    );
}
