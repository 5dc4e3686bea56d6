//! Sessions: refresh tokens rotate on every use, a reused one ends its whole session, and
//! signing out (here or everywhere) or changing the password stops a session's access tokens at
//! once.

use std::time::Duration;

use reqwest::Response;
use serde_json::{Value, json};

use crate::helpers::{
    Backend, PASSWORD, Player, TestApp, assert_problem, spawn_app, spawn_app_configured,
};
use crate::on_both_backends;
use crate::sse::SseReader;

on_both_backends!(
    refreshing_rotates_both_tokens,
    a_signed_out_refresh_token_is_refused,
    an_expired_refresh_token_is_refused,
    reusing_a_refresh_token_ends_its_whole_session,
    an_expired_access_token_says_so_and_a_refresh_cures_it,
    signing_out_everywhere_ends_every_session,
    signing_out_ends_the_open_streams_of_the_session,
    sessions_that_can_never_be_used_again_are_pruned,
    changing_the_password_needs_the_current_one_and_ends_every_session,
);

async fn refresh(app: &TestApp, refresh_token: &str) -> Response {
    app.post(
        "/api/v1/auth/refresh",
        None,
        &json!({"refresh_token": refresh_token}),
    )
    .await
}

async fn sign_out(app: &TestApp, refresh_token: &str) -> Response {
    app.post(
        "/api/v1/auth/logout",
        None,
        &json!({"refresh_token": refresh_token}),
    )
    .await
}

/// The new session `refresh_token` rotates into, as a player.
async fn refreshed(app: &TestApp, player: &Player) -> Player {
    let response = refresh(app, &player.refresh_token).await;
    assert_eq!(response.status(), 200);
    session_of(player, response).await
}

async fn session_of(player: &Player, response: Response) -> Player {
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["token_type"], "Bearer");
    assert!(body["expires_in"].as_i64().unwrap() > 0);
    assert!(body["refresh_expires_in"].as_i64().unwrap() > 0);
    Player {
        username: player.username.clone(),
        token: body["access_token"].as_str().unwrap().to_owned(),
        refresh_token: body["refresh_token"].as_str().unwrap().to_owned(),
    }
}

async fn me(app: &TestApp, player: &Player) -> Response {
    app.get("/api/v1/me", Some(&player.token)).await
}

/// A second session of `player`'s account, as from another device.
async fn signed_in_again(app: &TestApp, player: &Player, password: &str) -> Player {
    let response = app.login(&player.username, password).await;
    assert_eq!(response.status(), 200);
    session_of(player, response).await
}

async fn refreshing_rotates_both_tokens(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let next = refreshed(&app, &ada).await;
    assert_ne!(next.refresh_token, ada.refresh_token);
    assert_eq!(next.refresh_token.len(), 64);
    let me: Value = me(&app, &next).await.json().await.unwrap();
    assert_eq!(me["username"], "ada");
    // The new refresh token rotates in turn, and the session's access tokens keep working.
    let after = refreshed(&app, &next).await;
    assert_eq!(self::me(&app, &after).await.status(), 200);
    assert_eq!(self::me(&app, &ada).await.status(), 200);
    // Rotation is not a new session: signing out with the newest token ends them all.
    assert_eq!(sign_out(&app, &after.refresh_token).await.status(), 204);
    for token in [&ada, &next, &after] {
        assert_problem(self::me(&app, token).await, 401, "session_ended").await;
    }
}

async fn a_signed_out_refresh_token_is_refused(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let phone = signed_in_again(&app, &ada, PASSWORD).await;
    assert_eq!(sign_out(&app, &ada.refresh_token).await.status(), 204);
    assert_problem(
        refresh(&app, &ada.refresh_token).await,
        401,
        "session_ended",
    )
    .await;
    assert_problem(me(&app, &ada).await, 401, "session_ended").await;
    // Signing out again is fine; a token nobody issued is not.
    assert_eq!(sign_out(&app, &ada.refresh_token).await.status(), 204);
    assert_problem(
        sign_out(&app, &"f".repeat(64)).await,
        401,
        "invalid_refresh_token",
    )
    .await;
    assert_problem(
        refresh(&app, "not-a-token").await,
        401,
        "invalid_refresh_token",
    )
    .await;
    // The other device's session is untouched.
    assert_eq!(me(&app, &phone).await.status(), 200);
    assert_eq!(refresh(&app, &phone.refresh_token).await.status(), 200);
}

async fn an_expired_refresh_token_is_refused(backend: Backend) {
    let app = spawn_app_configured(backend, |config| config.refresh_token_ttl_secs = 1).await;
    let ada = app.new_player("ada").await;
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    assert_problem(
        refresh(&app, &ada.refresh_token).await,
        401,
        "refresh_token_expired",
    )
    .await;
    // Signing in again starts a new session.
    let again = signed_in_again(&app, &ada, PASSWORD).await;
    assert_eq!(refresh(&app, &again.refresh_token).await.status(), 200);
}

async fn reusing_a_refresh_token_ends_its_whole_session(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let laptop = signed_in_again(&app, &ada, PASSWORD).await;
    // The owner refreshes; a thief then tries the copy they took of the old token.
    let owner = refreshed(&app, &ada).await;
    assert_problem(
        refresh(&app, &ada.refresh_token).await,
        401,
        "refresh_token_reused",
    )
    .await;
    // The whole family is gone: the newest refresh token and every access token of it.
    assert_problem(
        refresh(&app, &owner.refresh_token).await,
        401,
        "session_ended",
    )
    .await;
    assert_problem(me(&app, &owner).await, 401, "session_ended").await;
    assert_problem(me(&app, &ada).await, 401, "session_ended").await;
    // Another session of the account is not part of the family.
    assert_eq!(me(&app, &laptop).await.status(), 200);
    assert_eq!(refresh(&app, &laptop.refresh_token).await.status(), 200);
}

async fn an_expired_access_token_says_so_and_a_refresh_cures_it(backend: Backend) {
    let app = spawn_app_configured(backend, |config| config.token_ttl_secs = 1).await;
    let ada = app.new_player("ada").await;
    tokio::time::sleep(Duration::from_millis(2_100)).await;
    assert_problem(me(&app, &ada).await, 401, "token_expired").await;
    let next = refreshed(&app, &ada).await;
    assert_eq!(me(&app, &next).await.status(), 200);
    // A token we never signed is not "expired".
    let forged = Player {
        token: "not.a.token".to_owned(),
        ..ada.clone()
    };
    assert_problem(me(&app, &forged).await, 401, "unauthorized").await;
}

async fn signing_out_everywhere_ends_every_session(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let grace = app.new_player("grace").await;
    let phone = signed_in_again(&app, &ada, PASSWORD).await;
    let tablet = refreshed(&app, &signed_in_again(&app, &ada, PASSWORD).await).await;
    let out = app
        .post("/api/v1/auth/logout-all", Some(&phone.token), &json!({}))
        .await;
    assert_eq!(out.status(), 204);
    for session in [&ada, &phone, &tablet] {
        assert_problem(me(&app, session).await, 401, "session_ended").await;
        assert_problem(
            refresh(&app, &session.refresh_token).await,
            401,
            "session_ended",
        )
        .await;
    }
    // Only Ada's sessions: Grace plays on; Ada can sign in again.
    assert_eq!(me(&app, &grace).await.status(), 200);
    let again = signed_in_again(&app, &ada, PASSWORD).await;
    assert_eq!(me(&app, &again).await.status(), 200);
}

/// A stream outlives neither its token nor its session: signed out, a game's stream and the
/// personal stream say `session_ended` at their next keep-alive and end.
async fn signing_out_ends_the_open_streams_of_the_session(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("s", 2).await;
    let game = app.start_game("lost-seas", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let mut game_stream = SseReader::open(&app, id, &players[0], None).await;
    let mut personal = SseReader::open_path(&app, "/api/v1/me/stream", &players[0], None).await;
    let out = app
        .post(
            "/api/v1/auth/logout-all",
            Some(&players[0].token),
            &json!({}),
        )
        .await;
    assert_eq!(out.status(), 204);
    for (stream, resume) in [(&mut game_stream, "version"), (&mut personal, "id")] {
        let ended = loop {
            let frame = stream.next_frame().await;
            if frame.event.as_deref() == Some("session_ended") {
                break frame;
            }
        };
        let data: Value = serde_json::from_str(&ended.data).unwrap();
        assert!(data[resume].is_i64(), "{data}");
        assert!(ended.id.is_none());
    }
    // The other player's stream goes on: its retry hint, their turn if it is theirs, then
    // keep-alives, not an ending.
    let mut other = SseReader::open_path(&app, "/api/v1/me/stream", &players[1], None).await;
    for _ in 0..3 {
        let frame = other.next_frame().await;
        assert!(
            matches!(frame.event.as_deref(), None | Some("your_move")),
            "{frame:?}"
        );
    }
}

/// The hourly prune forgets sessions whose refresh tokens have all expired, and ended ones once
/// they have been ended a while (until then a signed-out token is told `session_ended`). Run here
/// through the store, with the clock it is given.
async fn sessions_that_can_never_be_used_again_are_pruned(backend: Backend) {
    let app = spawn_app(backend).await;
    let phone = app.new_player("ada").await;
    let laptop = signed_in_again(&app, &phone, PASSWORD).await;
    assert_eq!(sign_out(&app, &laptop.refresh_token).await.status(), 204);
    let store = shoreline::store::connect(&app.database_url).await.unwrap();
    let now = chrono::Utc::now();
    let day = chrono::Duration::days(1);
    // Both can still be told apart: nothing to forget yet.
    assert_eq!(store.prune_sessions(now, now - day).await.unwrap(), 0);
    assert_problem(
        refresh(&app, &laptop.refresh_token).await,
        401,
        "session_ended",
    )
    .await;
    // Once it has been ended long enough, the ended session goes; the live one stays.
    assert_eq!(
        store
            .prune_sessions(now, now + chrono::Duration::minutes(1))
            .await
            .unwrap(),
        1
    );
    assert_problem(
        refresh(&app, &laptop.refresh_token).await,
        401,
        "invalid_refresh_token",
    )
    .await;
    assert_eq!(me(&app, &phone).await.status(), 200);
    let phone = refreshed(&app, &phone).await;
    // Once its newest refresh token has expired (60 days at most), the phone's session goes
    // too, and its access token stops working with it: at once where it was pruned, within a
    // second on the other instances (the store here is one of those).
    let later = now + day * 61;
    assert_eq!(store.prune_sessions(later, later - day).await.unwrap(), 1);
    let pruned = std::time::Instant::now();
    while me(&app, &phone).await.status() == 200 {
        assert!(pruned.elapsed() < std::time::Duration::from_secs(1));
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_problem(me(&app, &phone).await, 401, "session_ended").await;
    assert_problem(
        refresh(&app, &phone.refresh_token).await,
        401,
        "invalid_refresh_token",
    )
    .await;
}

async fn changing_the_password_needs_the_current_one_and_ends_every_session(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let phone = signed_in_again(&app, &ada, PASSWORD).await;
    let change = |current: &str, new: &str| {
        let body = json!({"current_password": current, "new_password": new});
        let (app, token) = (&app, ada.token.clone());
        async move { app.post("/api/v1/me/password", Some(&token), &body).await }
    };
    assert_problem(
        change("not the password", "a new password").await,
        403,
        "wrong_password",
    )
    .await;
    assert_problem(change(PASSWORD, "short").await, 400, "invalid_password").await;
    // Nothing changed: the old password and both sessions still work.
    assert_eq!(me(&app, &ada).await.status(), 200);
    assert_eq!(me(&app, &phone).await.status(), 200);
    assert_eq!(app.login("ada", PASSWORD).await.status(), 200);

    let changed = change(PASSWORD, "a new password").await;
    assert_eq!(changed.status(), 200);
    let fresh = session_of(&ada, changed).await;
    assert_eq!(me(&app, &fresh).await.status(), 200);
    assert_eq!(refresh(&app, &fresh.refresh_token).await.status(), 200);
    for ended in [&ada, &phone] {
        assert_problem(me(&app, ended).await, 401, "session_ended").await;
        assert_problem(
            refresh(&app, &ended.refresh_token).await,
            401,
            "session_ended",
        )
        .await;
    }
    assert_problem(app.login("ada", PASSWORD).await, 401, "unauthorized").await;
    assert_eq!(app.login("ada", "a new password").await.status(), 200);
}
