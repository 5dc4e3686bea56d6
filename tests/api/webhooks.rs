//! Webhooks: signed deliveries to a receiver on loopback (the tests allow private addresses),
//! retries with the same id, and URLs that must be refused. Leases (the handover, deliveries given
//! back, another instance delivering) are in `webhook_leases.rs`.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, KeyInit, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::sync::mpsc;

use crate::helpers::{Backend, Player, TestApp, assert_problem, spawn_app, spawn_app_configured};
use crate::on_both_backends;

on_both_backends!(
    a_receiver_gets_a_correctly_signed_delivery,
    a_receiver_that_fails_twice_gets_the_item_three_times_with_one_id,
    a_batch_records_each_delivery_by_its_own_outcome,
    an_endpoint_that_keeps_failing_is_disabled,
    urls_that_lead_inside_are_refused,
    webhooks_are_listed_without_their_secret_and_deleted,
    finished_deliveries_are_pruned_and_pending_ones_kept,
);

/// One request a receiver got.
#[derive(Debug, Clone)]
pub struct Received {
    pub id: String,
    timestamp: String,
    signature: String,
    pub body: String,
}

/// A webhook endpoint on 127.0.0.1 that answers each request with the next status of its script
/// (200 once the script runs out) and hands every request it gets to the test.
pub struct Receiver {
    pub url: String,
    received: mpsc::UnboundedReceiver<Received>,
}

impl Receiver {
    pub async fn start(script: &[u16]) -> Receiver {
        let (sender, received) = mpsc::unbounded_channel();
        let script = Arc::new(Mutex::new(script.iter().copied().collect::<VecDeque<_>>()));
        let server = HttpServer::new(move || {
            let (sender, script) = (sender.clone(), script.clone());
            App::new().default_service(web::to(move |request: HttpRequest, body: String| {
                let (sender, script) = (sender.clone(), script.clone());
                async move {
                    let header = |name: &str| {
                        request
                            .headers()
                            .get(name)
                            .map(|v| v.to_str().unwrap().to_owned())
                            .unwrap_or_default()
                    };
                    let _ = sender.send(Received {
                        id: header("webhook-id"),
                        timestamp: header("webhook-timestamp"),
                        signature: header("webhook-signature"),
                        body,
                    });
                    let status = script.lock().unwrap().pop_front().unwrap_or(200);
                    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap())
                        .body("ok")
                }
            }))
        })
        .workers(1)
        .bind("127.0.0.1:0")
        .unwrap();
        let port = server.addrs()[0].port();
        tokio::spawn(server.run());
        Receiver {
            url: format!("http://127.0.0.1:{port}/hooks/shoreline"),
            received,
        }
    }

    /// Fails if anything more arrives within `quiet`.
    pub async fn nothing_more_within(&mut self, quiet: Duration) {
        if let Ok(more) = tokio::time::timeout(quiet, self.received.recv()).await {
            panic!("nothing more was due, and came: {more:?}");
        }
    }

    pub async fn next(&mut self) -> Received {
        tokio::time::timeout(Duration::from_secs(15), self.received.recv())
            .await
            .expect("a delivery within 15 s")
            .expect("the receiver is running")
    }
}

/// Verifies a delivery as the README tells receivers to: HMAC-SHA256 under the secret's key.
pub fn verify(secret: &str, received: &Received) {
    assert!(signed_with(secret, received), "the signature verifies");
    let sent_at: i64 = received.timestamp.parse().unwrap();
    assert!((chrono::Utc::now().timestamp() - sent_at).abs() < 60);
}

/// Whether `received` carries the signature `secret` makes of it.
pub fn signed_with(secret: &str, received: &Received) -> bool {
    let key = STANDARD
        .decode(secret.strip_prefix("whsec_").expect("a whsec_ secret"))
        .unwrap();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).unwrap();
    mac.update(format!("{}.{}.{}", received.id, received.timestamp, received.body).as_bytes());
    received.signature == format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes()))
}

/// Registers a webhook for `player`; the answer.
pub async fn register(app: &TestApp, player: &Player, body: Value) -> Value {
    let response = app
        .post("/api/v1/me/webhooks", Some(&player.token), &body)
        .await;
    assert_eq!(response.status(), 201, "{}", response.text().await.unwrap());
    response.json().await.unwrap()
}

/// Ada invites Grace to a new game: one `invited` notification for Grace.
pub async fn invite(app: &TestApp, ada: &Player, grace_name: &str) -> String {
    let game = app
        .create_game(ada, json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/games/{id}/invitations");
    let invited = app
        .post(&path, Some(&ada.token), &json!({"username": grace_name}))
        .await;
    assert_eq!(invited.status(), 201);
    id
}

async fn deliveries(app: &TestApp, player: &Player, webhook: &Value) -> Value {
    let path = format!(
        "/api/v1/me/webhooks/{}/deliveries",
        webhook["id"].as_str().unwrap()
    );
    let response = app.get(&path, Some(&player.token)).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// Waits until the webhook's newest delivery has `status`; that delivery.
pub async fn wait_for_delivery(
    app: &TestApp,
    player: &Player,
    webhook: &Value,
    status: &str,
) -> Value {
    wait_for_newest(app, player, webhook, |delivery| {
        delivery["status"] == status
    })
    .await
}

/// Waits until the webhook's newest delivery is as `wanted` says; that delivery.
async fn wait_for_newest(
    app: &TestApp,
    player: &Player,
    webhook: &Value,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    for _ in 0..100 {
        let newest = deliveries(app, player, webhook).await["items"][0].clone();
        if wanted(&newest) {
            return newest;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the newest delivery never became what was waited for");
}

pub fn allow_private(config: &mut shoreline::config::Config) {
    config.webhooks_allow_private = true;
}

/// An app that delivers to loopback receivers and retries a failed delivery after each of
/// `delays_ms` in turn.
async fn app_retrying_after(backend: Backend, delays_ms: &[u64]) -> TestApp {
    spawn_app_configured(backend, |config| {
        allow_private(config);
        config.webhook_retry_delays_ms = delays_ms.to_vec();
    })
    .await
}

async fn a_receiver_gets_a_correctly_signed_delivery(backend: Backend) {
    let app = spawn_app_configured(backend, allow_private).await;
    let players = app.players("w", 2).await;
    let (ada, grace) = (&players[0], &players[1]);
    let mut receiver = Receiver::start(&[]).await;
    let webhook = register(
        &app,
        grace,
        json!({"url": receiver.url, "kinds": ["invited"]}),
    )
    .await;
    assert_eq!(webhook["kinds"], json!(["invited"]));
    let secret = webhook["secret"].as_str().unwrap();
    let game_id = invite(&app, ada, "w-1").await;
    let received = receiver.next().await;
    verify(secret, &received);
    let body: Value = serde_json::from_str(&received.body).unwrap();
    assert_eq!(body["type"], "invited");
    assert_eq!(body["data"]["kind"], "invited");
    assert_eq!(body["data"]["game_id"], game_id.as_str());
    assert_eq!(body["data"]["inviter"], "w-0");
    // The same item as the inbox lists.
    let inbox = crate::notifications::inbox(&app, grace, "").await;
    assert_eq!(body["data"]["id"], inbox["items"][0]["id"]);
    assert!(received.id.starts_with("msg_"));
    let delivered = wait_for_delivery(&app, grace, &webhook, "delivered").await;
    assert_eq!(delivered["attempts"], 1);
    assert_eq!(delivered["last_status"], 200);
    assert_eq!(delivered["kind"], "invited");
    // A kind the endpoint did not ask for is not sent: Grace's game starting.
    let path = format!("/api/v1/games/{game_id}/join");
    for player in [grace, &app.new_player("w-2").await] {
        assert_eq!(
            app.post(&path, Some(&player.token), &json!({}))
                .await
                .status(),
            200
        );
    }
    let page = deliveries(&app, grace, &webhook).await;
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
}

async fn a_receiver_that_fails_twice_gets_the_item_three_times_with_one_id(backend: Backend) {
    let app = app_retrying_after(backend, &[100, 100, 100]).await;
    let players = app.players("f", 2).await;
    let mut receiver = Receiver::start(&[500, 503]).await;
    let webhook = register(&app, &players[1], json!({"url": receiver.url})).await;
    let secret = webhook["secret"].as_str().unwrap();
    invite(&app, &players[0], "f-1").await;
    let attempts = [
        receiver.next().await,
        receiver.next().await,
        receiver.next().await,
    ];
    for received in &attempts {
        verify(secret, received);
        assert_eq!(
            received.id, attempts[0].id,
            "one webhook-id for every attempt"
        );
        assert_eq!(received.body, attempts[0].body);
    }
    let delivered = wait_for_delivery(&app, &players[1], &webhook, "delivered").await;
    assert_eq!(delivered["attempts"], 3);
    assert_nothing_due(&app).await;
    assert!(
        receiver.received.try_recv().is_err(),
        "nothing after success"
    );
    let listed: Value = app
        .get("/api/v1/me/webhooks", Some(&players[1].token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        listed[0]["consecutive_failures"], 0,
        "a success resets the count"
    );
}

/// The worker claims due deliveries in batches and records a batch's outcomes together: in one
/// batch, the endpoints that took their item are done and the one that failed is retried alone.
async fn a_batch_records_each_delivery_by_its_own_outcome(backend: Backend) {
    let app = app_retrying_after(backend, &[300]).await;
    let players = app.players("b", 4).await;
    let mut failing = Receiver::start(&[500]).await;
    let mut working = Receiver::start(&[]).await;
    let broken = register(&app, &players[1], json!({"url": failing.url})).await;
    let fine = [
        register(&app, &players[2], json!({"url": working.url})).await,
        register(&app, &players[3], json!({"url": working.url})).await,
    ];
    // Three invitations at once: three deliveries due together.
    let game = app
        .create_game(&players[0], json!({"game_type": "lost-seas", "players": 4}))
        .await;
    let path = format!("/api/v1/games/{}/invitations", game["id"].as_str().unwrap());
    for invitee in ["b-1", "b-2", "b-3"] {
        let invited = app
            .post(
                &path,
                Some(&players[0].token),
                &json!({"username": invitee}),
            )
            .await;
        assert_eq!(invited.status(), 201);
    }
    let (first, second) = (working.next().await, working.next().await);
    assert_ne!(first.id, second.id, "one item each");
    for (player, webhook) in players[2..].iter().zip(&fine) {
        let delivered = wait_for_delivery(&app, player, webhook, "delivered").await;
        assert_eq!(delivered["attempts"], 1);
    }
    let (refused, retried) = (failing.next().await, failing.next().await);
    assert_eq!(refused.id, retried.id, "the failed one again, with its id");
    let delivered = wait_for_delivery(&app, &players[1], &broken, "delivered").await;
    assert_eq!(delivered["attempts"], 2);
    assert_nothing_due(&app).await;
    assert!(working.received.try_recv().is_err(), "nothing sent twice");
}

/// The hourly prune forgets deliveries that are over once they are old enough, and never one
/// still pending. Run here through the store, with the cut-off it is given.
async fn finished_deliveries_are_pruned_and_pending_ones_kept(backend: Backend) {
    // A failed attempt is retried only much later: the delivery stays pending meanwhile.
    let app = app_retrying_after(backend, &[600_000]).await;
    let players = app.players("p", 3).await;
    let mut working = Receiver::start(&[]).await;
    let mut failing = Receiver::start(&[500]).await;
    let delivered_hook = register(&app, &players[1], json!({"url": working.url})).await;
    let pending_hook = register(&app, &players[2], json!({"url": failing.url})).await;
    invite(&app, &players[0], "p-1").await;
    invite(&app, &players[0], "p-2").await;
    working.next().await;
    failing.next().await;
    wait_for_delivery(&app, &players[1], &delivered_hook, "delivered").await;
    // The failed attempt recorded: pending again, for much later.
    wait_for_newest(&app, &players[2], &pending_hook, |delivery| {
        delivery["attempts"] == 1
    })
    .await;
    let store = shoreline::store::connect(&app.database_url).await.unwrap();
    let now = chrono::Utc::now();
    // A week's history stays.
    let a_week_ago = now - shoreline::service::webhooks::delivery::KEEP_FINISHED_DELIVERIES_FOR;
    assert_eq!(store.prune_deliveries(a_week_ago).await.unwrap(), 0);
    assert_eq!(
        deliveries(&app, &players[1], &delivered_hook).await["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Past it, the delivered one goes; the pending one, as old, stays and is still retried.
    let later = now + chrono::Duration::minutes(1);
    assert_eq!(store.prune_deliveries(later).await.unwrap(), 1);
    assert_eq!(
        deliveries(&app, &players[1], &delivered_hook).await["items"],
        json!([])
    );
    let pending = deliveries(&app, &players[2], &pending_hook).await;
    assert_eq!(pending["items"][0]["status"], "pending");
    assert_eq!(store.prune_deliveries(later).await.unwrap(), 0);
}

async fn an_endpoint_that_keeps_failing_is_disabled(backend: Backend) {
    let app = spawn_app_configured(backend, |config| {
        allow_private(config);
        config.webhook_retry_delays_ms = vec![50, 50, 50, 50, 50, 50];
        config.webhook_disable_after = 3;
    })
    .await;
    let players = app.players("k", 2).await;
    let mut receiver = Receiver::start(&[500; 20]).await;
    let webhook = register(&app, &players[1], json!({"url": receiver.url})).await;
    invite(&app, &players[0], "k-1").await;
    for _ in 0..3 {
        receiver.next().await;
    }
    let cancelled = wait_for_delivery(&app, &players[1], &webhook, "cancelled").await;
    assert_eq!(cancelled["attempts"], 3);
    assert_eq!(cancelled["last_status"], 500);
    assert!(cancelled["last_error"].as_str().unwrap().contains("500"));
    let listed: Value = app
        .get("/api/v1/me/webhooks", Some(&players[1].token))
        .await
        .json()
        .await
        .unwrap();
    assert!(listed[0]["disabled_at"].is_string());
    // A disabled endpoint is sent nothing more.
    invite(&app, &players[0], "k-1").await;
    assert_nothing_due(&app).await;
    assert!(receiver.received.try_recv().is_err());
    assert_eq!(
        deliveries(&app, &players[1], &webhook).await["items"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

async fn urls_that_lead_inside_are_refused(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("s-0").await;
    for url in [
        "http://127.0.0.1:9000/hook",
        "http://10.1.2.3/hook",
        "http://172.16.0.1/hook",
        "http://192.168.0.1/hook",
        "http://169.254.169.254/latest/meta-data/",
        "http://100.64.0.1/",
        "http://[::1]:9000/hook",
        "http://[fd00::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://0.0.0.0/",
        "http://localhost:9000/hook",
        "ftp://127.0.0.1/hook",
        "file:///etc/passwd",
        "https://user:secret@localhost/hook",
        "not a url",
    ] {
        let refused = app
            .post(
                "/api/v1/me/webhooks",
                Some(&ada.token),
                &json!({"url": url}),
            )
            .await;
        assert_problem(refused, 400, "webhook_url_refused").await;
    }
    let listed: Value = app
        .get("/api/v1/me/webhooks", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed, json!([]), "nothing was registered");
    let unknown_kind = app
        .post(
            "/api/v1/me/webhooks",
            Some(&ada.token),
            &json!({"url": "https://example.com/", "kinds": ["everything"]}),
        )
        .await;
    assert_problem(unknown_kind, 400, "invalid_body").await;
}

async fn webhooks_are_listed_without_their_secret_and_deleted(backend: Backend) {
    let app = spawn_app_configured(backend, allow_private).await;
    let players = app.players("d", 2).await;
    let (ada, grace) = (&players[0], &players[1]);
    let receiver = Receiver::start(&[]).await;
    let webhook = register(&app, ada, json!({"url": receiver.url})).await;
    assert_eq!(webhook["kinds"].as_array().unwrap().len(), 7, "every kind");
    assert!(
        webhook["kinds"]
            .as_array()
            .unwrap()
            .contains(&json!("invitation_withdrawn"))
    );
    let listed: Value = app
        .get("/api/v1/me/webhooks", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["id"], webhook["id"]);
    assert!(
        listed[0].get("secret").is_none(),
        "the secret is shown once"
    );
    let path = format!("/api/v1/me/webhooks/{}", webhook["id"].as_str().unwrap());
    // Not Grace's to see or delete.
    assert_problem(
        app.get(&format!("{path}/deliveries"), Some(&grace.token))
            .await,
        404,
        "not_found",
    )
    .await;
    let delete = |token: String| {
        let (app, path) = (&app, path.clone());
        async move {
            app.client
                .delete(app.url(&path))
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
        }
    };
    assert_problem(delete(grace.token.clone()).await, 404, "not_found").await;
    assert_eq!(delete(ada.token.clone()).await.status(), 204);
    assert_problem(delete(ada.token.clone()).await, 404, "not_found").await;
    // Ten endpoints at most.
    for _ in 0..10 {
        register(&app, grace, json!({"url": receiver.url})).await;
    }
    assert_problem(
        app.post(
            "/api/v1/me/webhooks",
            Some(&grace.token),
            &json!({"url": receiver.url}),
        )
        .await,
        409,
        "webhook_limit_reached",
    )
    .await;
}

/// Nothing more will be sent: a claim made as if a day had passed (every retry due by then)
/// finds no delivery waiting, neither due nor leased to a worker.
async fn assert_nothing_due(app: &TestApp) {
    let a_day_later = chrono::Utc::now() + chrono::Duration::days(1);
    let due = app
        .state
        .store
        .claim_deliveries(a_day_later, a_day_later, 100)
        .await
        .unwrap();
    assert!(due.is_empty(), "nothing is left to send: {} due", due.len());
}
