//! Deleting an account: it needs the password, every token of the account stops at once, the
//! person's games are wound up the way they could have done it themselves, finished games stay
//! in everyone else's history under a placeholder name, and the username is free again only
//! after the release delay.

use serde_json::{Value, json};

use crate::helpers::{
    Backend, PASSWORD, Player, TestApp, assert_problem, spawn_app, spawn_app_configured,
};
use crate::invitation_endings::{invite, open_game, pending_invitations};
use crate::notifications::inbox_items;
use crate::{on_both_backends, with_database};

on_both_backends!(
    deleting_an_account_needs_its_password,
    a_deleted_account_is_gone_and_its_games_are_wound_up,
    an_invitation_a_deleted_account_had_not_answered_is_declined_to_its_inviter,
    the_invitations_a_deleted_account_sent_are_withdrawn_and_their_invitees_told,
    a_deleted_username_is_free_again_after_the_release_delay,
);

async fn delete_account(app: &TestApp, player: &Player, password: &str) -> reqwest::Response {
    app.delete(
        "/api/v1/me",
        Some(&player.token),
        &json!({"password": password}),
    )
    .await
}

async fn post_ok(app: &TestApp, path: &str, player: &Player, body: Value) -> Value {
    let response = app.post(path, Some(&player.token), &body).await;
    assert!(
        response.status().is_success(),
        "{path}: {}",
        response.text().await.unwrap()
    );
    response.json().await.unwrap_or(Value::Null)
}

/// The usernames at a game's seats, in seat order.
fn seated(game: &Value) -> Vec<&str> {
    game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["username"].as_str().unwrap())
        .collect()
}

async fn deleting_an_account_needs_its_password(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    assert_problem(
        delete_account(&app, &ada, "not the password").await,
        403,
        "wrong_password",
    )
    .await;
    // Nothing changed.
    assert_eq!(app.get("/api/v1/me", Some(&ada.token)).await.status(), 200);
    assert_eq!(app.login("ada", PASSWORD).await.status(), 200);
    // Signed out: no account to delete.
    assert_problem(
        app.delete("/api/v1/me", None, &json!({"password": PASSWORD}))
            .await,
        401,
        "unauthorized",
    )
    .await;
}

async fn a_deleted_account_is_gone_and_its_games_are_wound_up(backend: Backend) {
    // Webhooks to loopback allowed: Ada has one, which must go with her account.
    let app = spawn_app_configured(backend, |config| config.webhooks_allow_private = true).await;
    let ada = app.new_player("ada").await;
    let ada_id = {
        let me: Value = app
            .get("/api/v1/me", Some(&ada.token))
            .await
            .json()
            .await
            .unwrap();
        me["id"].as_str().unwrap().parse::<uuid::Uuid>().unwrap()
    };
    post_ok(
        &app,
        "/api/v1/me/webhooks",
        &ada,
        json!({"url": "http://127.0.0.1:9/hook"}),
    )
    .await;
    let grace = app.new_player("grace").await;
    let linus = app.new_player("linus").await;
    let pair = [ada.clone(), grace.clone()];
    // A finished game (Grace resigned), a running one, an open game Ada created with an
    // invitation to Grace, and Linus's open game where Ada took a seat.
    let finished = app.start_game("air-land-sea", &pair, json!({})).await;
    let finished = finished["id"].as_str().unwrap();
    post_ok(
        &app,
        &format!("/api/v1/games/{finished}/resign"),
        &grace,
        json!({}),
    )
    .await;
    let running = app.start_game("lost-seas", &pair, json!({})).await;
    let running = running["id"].as_str().unwrap();
    let adas_open = &open_game(&app, &ada, 3).await;
    invite(&app, adas_open, &ada, "grace").await;
    let linus_open = &open_game(&app, &linus, 3).await;
    post_ok(
        &app,
        &format!("/api/v1/games/{linus_open}/join"),
        &ada,
        json!({}),
    )
    .await;
    let phone = {
        let body: Value = app.login("ada", PASSWORD).await.json().await.unwrap();
        body["access_token"].as_str().unwrap().to_owned()
    };

    assert!(rows_of(&app, backend, "notifications", ada_id).await > 0);
    assert_eq!(delete_account(&app, &ada, PASSWORD).await.status(), 204);
    // Nothing is kept to be sent to her: her endpoints, their deliveries and her inbox are gone.
    for table in ["webhooks", "webhook_deliveries", "notifications"] {
        assert_eq!(rows_of(&app, backend, table, ada_id).await, 0, "{table}");
    }

    // Every token of the account stops at once, the refresh tokens too.
    assert_problem(
        app.get("/api/v1/me", Some(&ada.token)).await,
        401,
        "session_ended",
    )
    .await;
    assert_problem(
        app.get("/api/v1/me", Some(&phone)).await,
        401,
        "session_ended",
    )
    .await;
    let refresh = app
        .post(
            "/api/v1/auth/refresh",
            None,
            &json!({"refresh_token": ada.refresh_token}),
        )
        .await;
    assert_problem(refresh, 401, "session_ended").await;
    assert_problem(app.login("ada", PASSWORD).await, 401, "unauthorized").await;
    let profile = app.get("/api/v1/users/ada", Some(&grace.token)).await;
    assert_eq!(profile.status(), 404);
    // Grace's inbox no longer names her either: Ada's invitation shows the placeholder.
    let invited = inbox_items(&app, &grace, "invited").await;
    assert_eq!(invited.len(), 1, "{invited:?}");
    assert_eq!(invited[0]["inviter"], "deleted-player");

    // The finished game stays in Grace's history, with Ada under the placeholder.
    let history: Value = app
        .get("/api/v1/me/games?status=finished", Some(&grace.token))
        .await
        .json()
        .await
        .unwrap();
    let items = history["items"].as_array().unwrap();
    let item = |id: &str| {
        items
            .iter()
            .find(|item| item["game"]["id"] == id)
            .unwrap_or_else(|| panic!("game {id} in {history}"))
    };
    assert_eq!(item(finished)["result"], "loss");
    assert_eq!(item(finished)["opponents"][0]["username"], "deleted-player");
    // The running game was resigned for Ada: Grace won it, and its log says so.
    assert_eq!(item(running)["result"], "win");
    let game = app.game(running, &grace).await;
    assert_eq!(game["status"], "finished");
    assert_eq!(seated(&game), ["deleted-player", "grace"]);
    let log = app.events(running, &grace).await;
    let last = log["items"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (&last["kind"], &last["seat"]),
        (&json!("resign"), &json!(0)),
        "{last}"
    );
    // Replays of it still play through.
    let replay = app
        .get(
            &format!("/api/v1/games/{running}/replay?at=0"),
            Some(&grace.token),
        )
        .await;
    assert_eq!(replay.status(), 200);

    // Her open game is cancelled, her invitation withdrawn, her seat in Linus's game left.
    assert_eq!(app.game(adas_open, &grace).await["status"], "cancelled");
    let invitations: Value = app
        .get("/api/v1/me/invitations", Some(&grace.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(invitations, json!([]));
    let linus_game = app.game(linus_open, &linus).await;
    assert_eq!(linus_game["status"], "open");
    assert_eq!(seated(&linus_game), ["linus"]);

    // The name stays reserved for the release delay (30 days by default).
    assert_problem(
        app.register("ada", "another password").await,
        409,
        "username_taken",
    )
    .await;
    // The placeholder is nobody's to take.
    assert_problem(
        app.register("deleted-player", "another password").await,
        400,
        "invalid_username",
    )
    .await;
}

/// An invitation the deleted person had not answered is declined as they could have done it:
/// the inviter is told, with the placeholder for a name, and the seat stays free.
async fn an_invitation_a_deleted_account_had_not_answered_is_declined_to_its_inviter(
    backend: Backend,
) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let linus = app.new_player("linus").await;
    let open = app
        .create_game(&linus, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let open = open["id"].as_str().unwrap();
    let invitation = post_ok(
        &app,
        &format!("/api/v1/games/{open}/invitations"),
        &linus,
        json!({"username": "ada"}),
    )
    .await;
    assert_eq!(delete_account(&app, &ada, PASSWORD).await.status(), 204);
    let answered = inbox_items(&app, &linus, "invitation_answered").await;
    assert_eq!(answered.len(), 1, "{answered:?}");
    assert_eq!(answered[0]["invitation_id"], invitation["id"]);
    assert_eq!(answered[0]["game_id"], open);
    assert_eq!(answered[0]["invitee"], "deleted-player");
    assert_eq!(answered[0]["answer"], "declined");
    let game = app.game(open, &linus).await;
    assert_eq!(game["status"], "open");
    assert_eq!(seated(&game), vec!["linus"]);
}

/// The invitations the deleted person had sent can no longer be accepted: to the open game
/// they created (cancelled with it) and to someone else's open game (they left it). Each
/// invitee is told, with the placeholder for the inviter's name either way.
async fn the_invitations_a_deleted_account_sent_are_withdrawn_and_their_invitees_told(
    backend: Backend,
) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let grace = app.new_player("grace").await;
    let linus = app.new_player("linus").await;
    let adas = &open_game(&app, &ada, 3).await;
    let to_adas = invite(&app, adas, &ada, "grace").await;
    let linus_open = &open_game(&app, &linus, 3).await;
    post_ok(
        &app,
        &format!("/api/v1/games/{linus_open}/join"),
        &ada,
        json!({}),
    )
    .await;
    let to_linus = invite(&app, linus_open, &ada, "grace").await;

    assert_eq!(delete_account(&app, &ada, PASSWORD).await.status(), 204);
    let withdrawn = inbox_items(&app, &grace, "invitation_withdrawn").await;
    let by_invitation = |invitation: &Value| {
        withdrawn
            .iter()
            .find(|item| item["invitation_id"] == invitation["id"])
            .unwrap_or_else(|| panic!("no withdrawal of {invitation}: {withdrawn:?}"))
            .clone()
    };
    assert_eq!(withdrawn.len(), 2, "{withdrawn:?}");
    let cancelled = by_invitation(&to_adas);
    assert_eq!(cancelled["reason"], "game_cancelled");
    assert_eq!(cancelled["game_id"], adas.as_str());
    assert_eq!(cancelled["game_type"], "lost-seas");
    assert_eq!(cancelled["inviter"], "deleted-player");
    let gone = by_invitation(&to_linus);
    assert_eq!(gone["reason"], "inviter_deleted");
    assert_eq!(gone["game_id"], linus_open.as_str());
    assert_eq!(gone["inviter"], "deleted-player");
    assert_eq!(pending_invitations(&app, &grace).await, json!([]));
    // Linus's game is still open, and Grace may still join it; not by the invitation.
    let accept = format!(
        "/api/v1/invitations/{}/accept",
        to_linus["id"].as_str().unwrap()
    );
    assert_problem(
        app.post(&accept, Some(&grace.token), &json!({})).await,
        404,
        "not_found",
    )
    .await;
}

async fn a_deleted_username_is_free_again_after_the_release_delay(backend: Backend) {
    let app = spawn_app_configured(backend, |config| config.username_release_secs = 0).await;
    let ada = app.new_player("ada").await;
    let grace = app.new_player("grace").await;
    let game = app
        .start_game("air-land-sea", &[ada.clone(), grace.clone()], json!({}))
        .await;
    let game = game["id"].as_str().unwrap();
    post_ok(
        &app,
        &format!("/api/v1/games/{game}/resign"),
        &grace,
        json!({}),
    )
    .await;
    assert_eq!(delete_account(&app, &ada, PASSWORD).await.status(), 204);

    let newcomer = app.register("Ada", "another password").await;
    assert_eq!(newcomer.status(), 201);
    let newcomer: Value = newcomer.json().await.unwrap();
    assert_eq!(newcomer["username"], "Ada");
    // The newcomer is someone else: the old game is not theirs, and still shows the placeholder.
    assert_eq!(
        seated(&app.game(game, &grace).await),
        ["deleted-player", "grace"]
    );
    let theirs: Value = app
        .get("/api/v1/users/ada/games", Some(&grace.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(theirs["items"], json!([]));
    assert_eq!(app.login("ada", "another password").await.status(), 200);
}

/// How many rows of `table` belong to `user_id`, read from the app's database directly.
async fn rows_of(app: &TestApp, backend: Backend, table: &str, user_id: uuid::Uuid) -> i64 {
    let sql = format!("SELECT count(*) FROM {table} WHERE user_id = $1");
    with_database!(app, backend, |db| sqlx::query_scalar(sqlx::AssertSqlSafe(
        sql
    ))
    .bind(user_id)
    .fetch_one(&mut db)
    .await
    .unwrap())
}
