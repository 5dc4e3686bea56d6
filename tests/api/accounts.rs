use serde_json::{Value, json};

use crate::helpers::{Backend, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    register_creates_a_user,
    usernames_are_unique_regardless_of_case,
    invalid_credentials_are_rejected,
    login_issues_a_bearer_token_for_me,
    wrong_password_and_unknown_user_get_the_same_answer,
    repeated_failed_sign_ins_are_throttled_per_username,
    protected_routes_need_a_valid_token,
    health_and_readiness,
    http_niceties_for_clients,
);

async fn register_creates_a_user(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app.register("ada_l", "correct horse battery").await;
    assert_eq!(response.status(), 201);
    let user: Value = response.json().await.unwrap();
    assert_eq!(user["username"], "ada_l");
    assert!(user["id"].is_string());
    assert!(user.get("password_hash").is_none());
}

async fn usernames_are_unique_regardless_of_case(backend: Backend) {
    let app = spawn_app(backend).await;
    assert_eq!(
        app.register("Grace", "correct horse battery")
            .await
            .status(),
        201
    );
    assert_problem(
        app.register("grace", "another password").await,
        409,
        "username_taken",
    )
    .await;
    assert_problem(
        app.register("GRACE", "another password").await,
        409,
        "username_taken",
    )
    .await;
    // Logging in is case-insensitive too.
    assert_eq!(
        app.login("gRaCe", "correct horse battery").await.status(),
        200
    );
}

async fn invalid_credentials_are_rejected(backend: Backend) {
    let app = spawn_app(backend).await;
    for bad in ["ab", "has space", "x".repeat(33).as_str(), "dots.not.ok"] {
        assert_problem(
            app.register(bad, "long enough pw").await,
            400,
            "invalid_username",
        )
        .await;
    }
    assert_problem(
        app.register("okname", "short").await,
        400,
        "invalid_password",
    )
    .await;
    assert_problem(
        app.register("okname", &"p".repeat(129)).await,
        400,
        "invalid_password",
    )
    .await;
    let unknown_field = app
        .post(
            "/api/v1/auth/register",
            None,
            &json!({"username": "okname", "password": "long enough", "admin": true}),
        )
        .await;
    assert_problem(unknown_field, 400, "invalid_body").await;
    // Nothing was written: the name is still free.
    assert_eq!(app.register("okname", "long enough pw").await.status(), 201);
}

async fn login_issues_a_bearer_token_for_me(backend: Backend) {
    let app = spawn_app(backend).await;
    app.register("linus", "correct horse battery").await;
    let response = app.login("linus", "correct horse battery").await;
    assert_eq!(response.status(), 200);
    let token: Value = response.json().await.unwrap();
    assert_eq!(token["token_type"], "Bearer");
    assert!(token["expires_in"].as_i64().unwrap() > 0);
    let me = app.get("/api/v1/me", token["access_token"].as_str()).await;
    assert_eq!(me.status(), 200);
    let me: Value = me.json().await.unwrap();
    assert_eq!(me["username"], "linus");
}

async fn wrong_password_and_unknown_user_get_the_same_answer(backend: Backend) {
    let app = spawn_app(backend).await;
    app.register("margaret", "correct horse battery").await;
    let wrong = assert_problem(
        app.login("margaret", "not the password").await,
        401,
        "unauthorized",
    )
    .await;
    let unknown = assert_problem(
        app.login("nobody", "not the password").await,
        401,
        "unauthorized",
    )
    .await;
    assert_eq!(wrong, unknown);
    let short = assert_problem(app.login("margaret", "x").await, 401, "unauthorized").await;
    assert_eq!(wrong, short);
}

async fn repeated_failed_sign_ins_are_throttled_per_username(backend: Backend) {
    let app = spawn_app(backend).await;
    app.register("margaret", "correct horse battery").await;
    app.register("grace", "correct horse battery").await;
    // One success resets the count, so four failures, a success and five more failures are
    // answered one by one.
    for _ in 0..4 {
        assert_eq!(
            app.login("margaret", "not the password").await.status(),
            401
        );
    }
    assert_eq!(
        app.login("margaret", "correct horse battery")
            .await
            .status(),
        200
    );
    for _ in 0..5 {
        assert_eq!(
            app.login("Margaret", "not the password").await.status(),
            401
        );
    }
    // Then even the right password is refused, with when to come back.
    let blocked = app.login("margaret", "correct horse battery").await;
    let retry_after: u64 = blocked.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=900).contains(&retry_after), "{retry_after}");
    assert_problem(blocked, 429, "too_many_attempts").await;
    // Other users are not affected; unknown usernames are counted like real ones.
    assert_eq!(
        app.login("grace", "correct horse battery").await.status(),
        200
    );
    for _ in 0..5 {
        assert_eq!(app.login("nobody", "not the password").await.status(), 401);
    }
    assert_problem(
        app.login("nobody", "whatever password").await,
        429,
        "too_many_attempts",
    )
    .await;
}

async fn protected_routes_need_a_valid_token(backend: Backend) {
    let app = spawn_app(backend).await;
    assert_problem(app.get("/api/v1/me", None).await, 401, "unauthorized").await;
    assert_problem(
        app.get("/api/v1/me", Some("garbage")).await,
        401,
        "unauthorized",
    )
    .await;
    // Signed with another secret.
    let foreign = shoreline::auth::TokenIssuer::new(b"some-other-secret-entirely", 600)
        .issue(uuid::Uuid::new_v4(), uuid::Uuid::new_v4())
        .unwrap();
    assert_problem(
        app.get("/api/v1/me", Some(&foreign)).await,
        401,
        "unauthorized",
    )
    .await;
    // Our secret, but expired: the client is told so, to refresh it.
    let expired = shoreline::auth::TokenIssuer::new(b"test-secret-test-secret-test-secret", -5)
        .issue(uuid::Uuid::new_v4(), uuid::Uuid::new_v4())
        .unwrap();
    assert_problem(
        app.get("/api/v1/me", Some(&expired)).await,
        401,
        "token_expired",
    )
    .await;
    assert_problem(app.get("/api/v1/games", None).await, 401, "unauthorized").await;
    // Game types are public.
    assert_eq!(app.get("/api/v1/game-types", None).await.status(), 200);
}

async fn health_and_readiness(backend: Backend) {
    let app = spawn_app(backend).await;
    assert_eq!(app.get("/healthz", None).await.status(), 200);
    assert_eq!(app.get("/readyz", None).await.status(), 200);
    // HEAD is answered wherever GET is, with the headers and no body.
    let head = app.client.head(app.url("/healthz")).send().await.unwrap();
    assert_eq!(head.status(), 200);
    assert!(head.bytes().await.unwrap().is_empty());
    let head = app
        .client
        .head(app.url("/api/v1/game-types"))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), 200);
    assert!(
        head.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    assert_problem(app.get("/no/such/route", None).await, 404, "not_found").await;
}

/// Request ids, CORS for browser clients, case-insensitive bearer scheme, content types, docs.
async fn http_niceties_for_clients(backend: Backend) {
    let app = spawn_app(backend).await;
    let player = app.new_player("nice").await;
    // Every response carries a request id; a plain one sent by the client is kept.
    let response = app.get("/api/v1/game-types", None).await;
    assert!(response.headers().contains_key("x-request-id"));
    let echoed = app
        .client
        .get(app.url("/healthz"))
        .header("x-request-id", "client-123")
        .send()
        .await
        .unwrap();
    assert_eq!(echoed.headers()["x-request-id"], "client-123");
    // A browser on another site may call the API.
    let preflight = app
        .client
        .request(reqwest::Method::OPTIONS, app.url("/api/v1/games"))
        .header("Origin", "https://play.example")
        .header("Access-Control-Request-Method", "POST")
        .header(
            "Access-Control-Request-Headers",
            "authorization, content-type",
        )
        .send()
        .await
        .unwrap();
    assert!(preflight.status().is_success(), "{}", preflight.status());
    assert!(
        preflight
            .headers()
            .contains_key("access-control-allow-origin")
    );
    // "bearer" is as good as "Bearer".
    let lower = app
        .client
        .get(app.url("/api/v1/me"))
        .header("authorization", format!("bearer {}", player.token))
        .send()
        .await
        .unwrap();
    assert_eq!(lower.status(), 200);
    // A body that is not JSON is a 415.
    let wrong_type = app
        .client
        .post(app.url("/api/v1/auth/login"))
        .header("content-type", "text/plain")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_problem(wrong_type, 415, "unsupported_media_type").await;
    // The docs live at /docs/, and /docs leads there.
    let docs = app.get("/docs/", None).await;
    assert_eq!(docs.status(), 200);
    assert!(
        docs.text()
            .await
            .unwrap()
            .to_lowercase()
            .contains("swagger")
    );
    let spec: Value = app.get("/openapi.json", None).await.json().await.unwrap();
    assert_eq!(
        spec,
        serde_json::to_value(shoreline::api::openapi()).unwrap()
    );
}
