//! Sign-in and sign-up limits: per client address, believing `X-Forwarded-For` only from a
//! configured proxy; and a bounded hashing queue that sheds a burst with 503 `server_busy`.

use serde_json::json;

use crate::helpers::{Backend, TestApp, assert_problem, spawn_app_configured};
use crate::on_both_backends;

on_both_backends!(
    an_address_is_limited_across_sign_ins_and_sign_ups,
    forwarded_addresses_count_only_from_trusted_proxies,
    a_saturated_hashing_queue_answers_503_server_busy,
);

fn retry_after(response: &reqwest::Response) -> u64 {
    response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

async fn an_address_is_limited_across_sign_ins_and_sign_ups(backend: Backend) {
    let app = spawn_app_configured(backend, |config| config.sign_ins_per_address = 3).await;
    assert_eq!(
        app.register("ada", "correct horse battery").await.status(),
        201
    );
    let signed_in = app.login("ada", "correct horse battery").await;
    assert_eq!(signed_in.status(), 200);
    let token: serde_json::Value = signed_in.json().await.unwrap();
    let token = token["access_token"].as_str().unwrap().to_owned();
    assert_eq!(app.login("grace", "not a real account").await.status(), 401);
    // The fourth attempt from this address within the minute, whatever the username.
    let refused = app.register("linus", "correct horse battery").await;
    assert!((1..=60).contains(&retry_after(&refused)));
    assert_problem(refused, 429, "too_many_attempts").await;
    // Refused before anything was written.
    assert_problem(
        app.get("/api/v1/users/linus", Some(&token)).await,
        404,
        "not_found",
    )
    .await;
}

async fn sign_in_from(app: &TestApp, forwarded_for: &str) -> u16 {
    app.client
        .post(app.url("/api/v1/auth/login"))
        .header("X-Forwarded-For", forwarded_for)
        .json(&json!({"username": "nobody", "password": "not the password"}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

async fn forwarded_addresses_count_only_from_trusted_proxies(backend: Backend) {
    // Behind a trusted proxy (the test client's own address), each forwarded client has its own
    // allowance of one.
    let proxied = spawn_app_configured(backend, |config| {
        config.sign_ins_per_address = 1;
        config.sign_ins_per_username = 100;
        config.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    assert_eq!(sign_in_from(&proxied, "203.0.113.1").await, 401);
    assert_eq!(sign_in_from(&proxied, "203.0.113.2").await, 401);
    assert_eq!(sign_in_from(&proxied, "203.0.113.1").await, 429);
    // A client cannot escape by prepending addresses of its own: the proxy's entry is the last.
    assert_eq!(
        sign_in_from(&proxied, "198.51.100.7, 203.0.113.2").await,
        429
    );

    // Without a trusted proxy the header is ignored: every request is the connection's address.
    let direct = spawn_app_configured(backend, |config| {
        config.sign_ins_per_address = 1;
        config.sign_ins_per_username = 100;
    })
    .await;
    assert_eq!(sign_in_from(&direct, "203.0.113.1").await, 401);
    assert_eq!(sign_in_from(&direct, "203.0.113.2").await, 429);
}

async fn a_saturated_hashing_queue_answers_503_server_busy(backend: Backend) {
    let app = spawn_app_configured(backend, |config| {
        config.max_concurrent_hashes = Some(1);
        config.hash_wait_ms = 0;
    })
    .await;
    let names: Vec<String> = (0..16).map(|i| format!("nobody-{i}")).collect();
    let burst = names.iter().map(|name| app.login(name, "not the password"));
    let responses = futures_util::future::join_all(burst).await;
    let mut busy = None;
    for response in responses {
        match response.status().as_u16() {
            401 => {}
            503 => busy = Some(response),
            other => panic!("a sign-in in the burst got {other}"),
        }
    }
    let busy = busy.expect("with one slot and no wait, some of 16 parallel sign-ins are shed");
    assert_eq!(retry_after(&busy), 1);
    assert_problem(busy, 503, "server_busy").await;
}
