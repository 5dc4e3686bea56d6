//! Invite links: the creator of an open game shares a link that seats whoever opens it.

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    an_invite_link_seats_whoever_opens_it_until_the_game_starts,
    a_revoked_invite_link_seats_nobody,
);

async fn link(app: &TestApp, token: &str, game_id: &str) -> reqwest::Response {
    app.post(
        &format!("/api/v1/games/{game_id}/invite-link"),
        Some(token),
        &json!({}),
    )
    .await
}

async fn an_invite_link_seats_whoever_opens_it_until_the_game_starts(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace, alan] = <[_; 3]>::try_from(app.players("link", 3).await)
        .ok()
        .unwrap();
    let game = app
        .create_game(&ada, json!({"game_type": "air-land-sea", "players": 2}))
        .await;
    let id = game["id"].as_str().unwrap();
    let shared = link(&app, &ada.token, id).await;
    assert_eq!(shared.status(), 200);
    let shared: Value = shared.json().await.unwrap();
    let token = shared["token"].as_str().unwrap().to_owned();
    assert_eq!(token.len(), 32);
    assert!(token.chars().all(|c| c.is_ascii_hexdigit()));
    assert_eq!(shared["path"], format!("/#/join/{token}"));
    assert_eq!(shared["game_id"], id);
    // Asking again gives the same link; only the creator may ask.
    let again: Value = link(&app, &ada.token, id).await.json().await.unwrap();
    assert_eq!(again["token"], token);
    assert_problem(link(&app, &grace.token, id).await, 403, "forbidden").await;
    // Grace looks, then joins: the game begins.
    let looked = app
        .get(&format!("/api/v1/invite-links/{token}"), Some(&grace.token))
        .await;
    assert_eq!(looked.status(), 200);
    let looked: Value = looked.json().await.unwrap();
    assert_eq!(
        (&looked["id"], &looked["status"]),
        (&json!(id), &json!("open"))
    );
    let joined = app
        .post(
            &format!("/api/v1/invite-links/{token}/join"),
            Some(&grace.token),
            &json!({}),
        )
        .await;
    assert_eq!(joined.status(), 200);
    let joined: Value = joined.json().await.unwrap();
    assert_eq!(joined["status"], "active");
    assert_eq!(joined["seats"].as_array().unwrap().len(), 2);
    // Usable until the seats are full: then it takes nobody, and no new link is given.
    let late = app
        .post(
            &format!("/api/v1/invite-links/{token}/join"),
            Some(&alan.token),
            &json!({}),
        )
        .await;
    assert_problem(late, 409, "game_not_open").await;
    assert_problem(link(&app, &ada.token, id).await, 409, "game_not_open").await;
    assert_eq!(
        app.get(&format!("/api/v1/invite-links/{token}"), None)
            .await
            .status(),
        401
    );
}

async fn a_revoked_invite_link_seats_nobody(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace] = <[_; 2]>::try_from(app.players("revoke", 2).await)
        .ok()
        .unwrap();
    let game = app
        .create_game(&ada, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let id = game["id"].as_str().unwrap();
    let first: Value = link(&app, &ada.token, id).await.json().await.unwrap();
    let first = first["token"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/games/{id}/invite-link");
    assert_eq!(
        app.delete(&path, Some(&grace.token), &json!({}))
            .await
            .status(),
        403
    );
    assert_eq!(
        app.delete(&path, Some(&ada.token), &json!({}))
            .await
            .status(),
        204
    );
    assert_eq!(
        app.delete(&path, Some(&ada.token), &json!({}))
            .await
            .status(),
        204,
        "idempotent"
    );
    for attempt in [
        app.get(&format!("/api/v1/invite-links/{first}"), Some(&grace.token))
            .await,
        app.post(
            &format!("/api/v1/invite-links/{first}/join"),
            Some(&grace.token),
            &json!({}),
        )
        .await,
    ] {
        assert_problem(attempt, 404, "not_found").await;
    }
    // Nothing was written: Grace has no seat.
    let open: Value = app.game(id, &ada).await;
    assert_eq!(open["seats"].as_array().unwrap().len(), 1);
    // A new link is a new token, and it works.
    let second: Value = link(&app, &ada.token, id).await.json().await.unwrap();
    let second = second["token"].as_str().unwrap();
    assert_ne!(second, first);
    let joined = app
        .post(
            &format!("/api/v1/invite-links/{second}/join"),
            Some(&grace.token),
            &json!({"seat": 2}),
        )
        .await;
    assert_eq!(joined.status(), 200);
    let joined: Value = joined.json().await.unwrap();
    assert_eq!(joined["status"], "open", "one seat is still free");
    assert_problem(
        app.get(
            "/api/v1/invite-links/0123456789abcdef0123456789abcdef",
            Some(&grace.token),
        )
        .await,
        404,
        "not_found",
    )
    .await;
}
