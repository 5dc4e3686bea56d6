//! What black-box testing asked of the edges: bodies are JSON objects or nothing, a token counts
//! only for an account that exists, bad numbers and huge headers get clear answers, and every
//! problem code has a page.

use serde_json::json;

use crate::helpers::{Backend, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    present_but_invalid_bodies_are_400_on_join_and_accept,
    json_arrays_are_not_objects,
    a_valid_token_for_a_missing_account_is_401_everywhere,
    negative_expected_versions_are_400,
    oversized_headers_are_431,
    problem_pages_describe_codes,
    a_repeated_key_is_400_on_every_body_and_writes_nothing,
);

async fn present_but_invalid_bodies_are_400_on_join_and_accept(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace]: [_; 2] = app.players("p", 2).await.try_into().ok().unwrap();
    let game = app
        .create_game(&ada, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let id = game["id"].as_str().unwrap();
    let join = |body: &'static str| {
        app.client
            .post(app.url(&format!("/api/v1/games/{id}/join")))
            .bearer_auth(&grace.token)
            .header("content-type", "application/json")
            .body(body)
    };
    for bad in [r#"{"seat": "two"}"#, r#"{"sit": 2}"#, "{not json", "[2]"] {
        let response = join(bad).send().await.unwrap();
        assert_problem(response, 400, "invalid_body").await;
    }
    let seats = app.game(id, &ada).await["seats"].as_array().unwrap().len();
    assert_eq!(seats, 1, "no bad join seated anyone");

    // An invitation answered with a bad body seats nobody either, and stays pending.
    let invited = app
        .post(
            &format!("/api/v1/games/{id}/invitations"),
            Some(&ada.token),
            &json!({"username": "p-1"}),
        )
        .await;
    assert_eq!(invited.status(), 201);
    let invitation: serde_json::Value = invited.json().await.unwrap();
    let accept = app
        .client
        .post(app.url(&format!(
            "/api/v1/invitations/{}/accept",
            invitation["id"].as_str().unwrap()
        )))
        .bearer_auth(&grace.token)
        .header("content-type", "application/json")
        .body(r#"{"seat": -1}"#)
        .send()
        .await
        .unwrap();
    assert_problem(accept, 400, "invalid_body").await;
    assert_eq!(
        app.game(id, &ada).await["seats"].as_array().unwrap().len(),
        1
    );
    let pending = app.get("/api/v1/me/invitations", Some(&grace.token)).await;
    let pending: serde_json::Value = pending.json().await.unwrap();
    assert_eq!(pending.as_array().unwrap().len(), 1);

    // No body at all still means "the lowest free seat".
    let joined = app
        .client
        .post(app.url(&format!("/api/v1/games/{id}/join")))
        .bearer_auth(&grace.token)
        .send()
        .await
        .unwrap();
    assert_eq!(joined.status(), 200);
}

async fn json_arrays_are_not_objects(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app
        .post(
            "/api/v1/auth/register",
            None,
            &json!(["mallory", "correct horse battery"]),
        )
        .await;
    assert_problem(response, 400, "invalid_body").await;
    let login = app.login("mallory", "correct horse battery").await;
    assert_eq!(login.status(), 401, "no account was created");

    let ada = app.new_player("ada").await;
    let created = app
        .post("/api/v1/games", Some(&ada.token), &json!(["lost-seas", 2]))
        .await;
    assert_problem(created, 400, "invalid_body").await;
}

async fn a_valid_token_for_a_missing_account_is_401_everywhere(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let game = app
        .create_game(&ada, json!({"game_type": "air-land-sea", "players": 2}))
        .await;
    let id = game["id"].as_str().unwrap();
    // Signed with the server's own secret, for an account (and a session) that does not exist.
    let config = shoreline::config::Config::for_database(&app.database_url);
    let secret = config.jwt_secret.unwrap();
    let ghost = shoreline::auth::TokenIssuer::new(secret.as_bytes(), 3600)
        .issue(uuid::Uuid::new_v4(), uuid::Uuid::new_v4())
        .unwrap();
    let gets = [
        "/api/v1/me".to_owned(),
        "/api/v1/games".to_owned(),
        format!("/api/v1/games/{id}"),
        format!("/api/v1/games/{id}/events"),
        format!("/api/v1/games/{id}/stream"),
        "/api/v1/me/games".to_owned(),
        "/api/v1/me/stream".to_owned(),
        "/api/v1/me/notifications".to_owned(),
        "/api/v1/me/webhooks".to_owned(),
        "/api/v1/users/ada".to_owned(),
    ];
    for path in &gets {
        assert_problem(app.get(path, Some(&ghost)).await, 401, "session_ended").await;
    }
    let posts = [
        (
            "/api/v1/games".to_owned(),
            json!({"game_type": "lost-seas", "players": 2}),
        ),
        (format!("/api/v1/games/{id}/join"), json!({})),
        (
            format!("/api/v1/games/{id}/invitations"),
            json!({"username": "ada"}),
        ),
    ];
    for (path, body) in &posts {
        assert_problem(
            app.post(path, Some(&ghost), body).await,
            401,
            "session_ended",
        )
        .await;
    }
    assert_eq!(
        app.game(id, &ada).await["seats"].as_array().unwrap().len(),
        1,
        "the ghost took no seat"
    );
}

async fn negative_expected_versions_are_400(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("p", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(id, &players[seat]).await;
    let response = app.act(id, &players[seat], &legal["actions"][0], -1).await;
    assert_problem(response, 400, "invalid_expected_version").await;
    assert_eq!(app.game(id, &players[0]).await["version"], 0);
}

async fn oversized_headers_are_431(backend: Backend) {
    let app = spawn_app(backend).await;
    let response = app
        .client
        .get(app.url("/healthz"))
        .header("x-padding", "a".repeat(20 * 1024))
        .send()
        .await
        .unwrap();
    assert_problem(response, 431, "headers_too_large").await;
    // A normal request is unaffected.
    assert_eq!(app.get("/healthz", None).await.status(), 200);
}

async fn problem_pages_describe_codes(backend: Backend) {
    let app = spawn_app(backend).await;
    for code in ["stale_version", "not_your_turn", "hand_limit_exceeded"] {
        let page = app.get(&format!("/problems/{code}"), None).await;
        assert_eq!(page.status(), 200, "{code}");
        assert!(page.text().await.unwrap().contains(code));
    }
    let stale = app.get("/problems/stale_version", None).await;
    assert!(stale.text().await.unwrap().contains("409"));
    let nonsense = app.get("/problems/NOT-A-CODE", None).await;
    assert_problem(nonsense, 404, "not_found").await;
    // Every platform code's page gives the status its errors are sent with, and its meaning;
    // every game's option codes are 400s.
    use shoreline::api::problem_code::ProblemCode;
    for code in ProblemCode::ALL {
        let page = app.get(&format!("/problems/{}", code.code()), None).await;
        assert_eq!(page.status(), 200, "{code:?}");
        let text = page.text().await.unwrap();
        let status = code.status().as_u16();
        assert!(text.contains(&format!("HTTP status {status}")), "{code:?}");
        let meaning = code
            .meaning()
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(text.contains(&meaning), "{code:?}: {text}");
    }
    for game_type in shoreline::engine::Registry::builtin().game_types() {
        for (code, meaning) in game_type.option_codes() {
            let text = app
                .get(&format!("/problems/{code}"), None)
                .await
                .text()
                .await
                .unwrap();
            assert!(text.contains("HTTP status 400"), "{code}: {text}");
            assert!(text.contains(&meaning.replace('&', "&amp;")), "{code}");
        }
    }
}

/// A body that repeats a key (at any depth) is refused whole on every endpoint that takes one,
/// and nothing is written: the proxy that read the first key and the server that would have read
/// the last never disagree about what happened.
async fn a_repeated_key_is_400_on_every_body_and_writes_nothing(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace]: [_; 2] = app.players("p", 2).await.try_into().ok().unwrap();
    let game = app
        .start_game("air-land-sea", &[ada.clone(), grace.clone()], json!({}))
        .await;
    let id = game["id"].as_str().unwrap();
    let open = app
        .create_game(&ada, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let open_id = open["id"].as_str().unwrap();
    let invited = app
        .post(
            &format!("/api/v1/games/{open_id}/invitations"),
            Some(&ada.token),
            &json!({"username": "p-1"}),
        )
        .await;
    assert_eq!(invited.status(), 201);
    let invitation: serde_json::Value = invited.json().await.unwrap();
    let invitation_id = invitation["id"].as_str().unwrap();
    let to_act = if game["to_act"][0] == 0 { &ada } else { &grace };
    let legal = app.legal_actions(id, to_act).await;
    let action = legal["actions"][0].to_string();
    let version = game["version"].as_i64().unwrap();

    let refresh = &ada.refresh_token;
    let pw = crate::helpers::PASSWORD;
    let repeated: Vec<(&str, String, String, Option<&str>)> = vec![
        (
            "POST",
            "/api/v1/auth/register".into(),
            r#"{"username":"eve","username":"mallory","password":"correct horse battery"}"#.into(),
            None,
        ),
        (
            "POST",
            "/api/v1/auth/login".into(),
            format!(r#"{{"username":"p-0","password":"{pw}","password":"{pw}"}}"#),
            None,
        ),
        (
            "POST",
            "/api/v1/auth/refresh".into(),
            format!(r#"{{"refresh_token":"{refresh}","refresh_token":"{refresh}"}}"#),
            None,
        ),
        (
            "POST",
            "/api/v1/auth/logout".into(),
            format!(r#"{{"refresh_token":"{refresh}","refresh_token":"x"}}"#),
            None,
        ),
        (
            "POST",
            "/api/v1/me/password".into(),
            format!(
                r#"{{"current_password":"{pw}","new_password":"a new long password","new_password":"another long one"}}"#
            ),
            Some(&ada.token),
        ),
        (
            "DELETE",
            "/api/v1/me".into(),
            format!(r#"{{"password":"{pw}","password":"{pw}"}}"#),
            Some(&grace.token),
        ),
        (
            "POST",
            "/api/v1/games".into(),
            r#"{"game_type":"lost-seas","game_type":"air-land-sea","players":2}"#.into(),
            Some(&ada.token),
        ),
        (
            "POST",
            format!("/api/v1/games/{open_id}/join"),
            r#"{"seat":1,"seat":2}"#.into(),
            Some(&grace.token),
        ),
        (
            "POST",
            format!("/api/v1/games/{id}/actions"),
            format!(
                r#"{{"action":{action},"expected_version":{version},"expected_version":{version}}}"#
            ),
            Some(&to_act.token),
        ),
        (
            "POST",
            format!("/api/v1/games/{id}/actions"),
            format!(
                r#"{{"action":{},"expected_version":{version}}}"#,
                repeat_first_key(&action)
            ),
            Some(&to_act.token),
        ),
        (
            "POST",
            format!("/api/v1/games/{open_id}/invitations"),
            r#"{"username":"p-1","username":"p-0"}"#.into(),
            Some(&ada.token),
        ),
        (
            "POST",
            format!("/api/v1/invitations/{invitation_id}/accept"),
            r#"{"seat":1,"seat":2}"#.into(),
            Some(&grace.token),
        ),
        (
            "POST",
            "/api/v1/me/webhooks".into(),
            r#"{"url":"https://a.example.com/","url":"https://b.example.com/"}"#.into(),
            Some(&ada.token),
        ),
        (
            "POST",
            "/api/v1/me/notifications/read".into(),
            r#"{"up_to":1,"up_to":2}"#.into(),
            Some(&ada.token),
        ),
    ];
    for (method, path, body, token) in &repeated {
        let mut request = app
            .client
            .request(method.parse().unwrap(), app.url(path))
            .header("content-type", "application/json")
            .body(body.clone());
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.unwrap();
        let problem = assert_problem(response, 400, "invalid_body").await;
        assert!(
            problem["detail"]
                .as_str()
                .unwrap()
                .contains("appears twice"),
            "{method} {path}: {problem}"
        );
    }

    // Nothing was written: no account, the old password and session still work, the game is
    // where it was, nobody joined or accepted, no webhook, no second game.
    assert_eq!(
        app.login("eve", "correct horse battery").await.status(),
        401
    );
    assert_eq!(
        app.login("mallory", "correct horse battery").await.status(),
        401
    );
    assert_eq!(app.login("p-0", pw).await.status(), 200);
    assert_eq!(app.login("p-1", pw).await.status(), 200);
    let refreshed = app
        .post(
            "/api/v1/auth/refresh",
            None,
            &json!({"refresh_token": refresh}),
        )
        .await;
    assert_eq!(refreshed.status(), 200, "the session was not ended");
    assert_eq!(app.game(id, &ada).await["version"], version);
    let still_open = app.game(open_id, &ada).await;
    assert_eq!(still_open["seats"].as_array().unwrap().len(), 1);
    let pending = app.get("/api/v1/me/invitations", Some(&grace.token)).await;
    let pending: serde_json::Value = pending.json().await.unwrap();
    assert_eq!(pending.as_array().unwrap().len(), 1);
    let hooks = app.get("/api/v1/me/webhooks", Some(&ada.token)).await;
    let hooks: serde_json::Value = hooks.json().await.unwrap();
    assert_eq!(hooks.as_array().unwrap().len(), 0, "{hooks}");
    let mine = app.get("/api/v1/me/games", Some(&ada.token)).await;
    let mine: serde_json::Value = mine.json().await.unwrap();
    assert_eq!(mine["items"].as_array().unwrap().len(), 2, "{mine}");
}

/// `{"type":"x",...}` with its first key written twice: `{"type":"x","type":"x",...}`.
fn repeat_first_key(object: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(object).unwrap();
    let (key, first) = value.as_object().unwrap().iter().next().unwrap();
    let pair = format!("{}:{}", serde_json::Value::from(key.as_str()), first);
    format!("{{{pair},{}", &object[1..])
}
