//! Web Push against a stand-in push service on loopback that does what a real one and the
//! browser behind it would: it accepts a message only with a VAPID token signed by the server's
//! public key, for its own origin, and decrypts the payload with the subscription's private key
//! and secret (RFC 8291), written here apart from the server's encryption. Delivery, retry,
//! expiry (410) and removal, and the subscriptions' own API.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::{App, HttpRequest, HttpResponse, HttpServer, web};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use p256::{PublicKey, SecretKey};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::sync::mpsc;

use crate::helpers::{Backend, Player, TestApp, assert_problem, make_a_move, spawn_app_configured};
use crate::on_both_backends;
use crate::webhooks::allow_private;

on_both_backends!(
    a_device_is_told_it_is_its_turn_in_a_message_only_it_can_read,
    a_push_service_that_fails_is_retried_and_one_that_says_gone_ends_the_subscription,
    subscriptions_are_checked_updated_listed_apart_from_webhooks_and_deleted,
    a_browser_notifies_whoever_subscribed_it_last,
);

/// A browser's side of a subscription: the keys it made, which the push service's messages are
/// encrypted for.
pub struct Browser {
    private: SecretKey,
    auth: [u8; 16],
}

impl Browser {
    pub fn new() -> Self {
        let private = loop {
            if let Ok(key) = SecretKey::from_slice(&rand::random::<[u8; 32]>()) {
                break key;
            }
        };
        Browser {
            private,
            auth: rand::random(),
        }
    }

    /// The subscription's keys, as `PushSubscription.toJSON()` gives them.
    pub fn keys(&self) -> Value {
        json!({
            "p256dh": URL_SAFE_NO_PAD.encode(self.private.public_key().to_sec1_bytes()),
            "auth": URL_SAFE_NO_PAD.encode(self.auth),
        })
    }

    /// Decrypts an `aes128gcm` message (RFC 8188 framing, RFC 8291 keys), or says why not.
    pub fn decrypt(&self, message: &[u8]) -> Result<Vec<u8>, String> {
        if message.len() < 21 {
            return Err("shorter than a header".into());
        }
        let salt = &message[..16];
        let record_size = u32::from_be_bytes(message[16..20].try_into().unwrap());
        let key_length = message[20] as usize;
        let server_public = message
            .get(21..21 + key_length)
            .ok_or("the key id is cut")?;
        let record = &message[21 + key_length..];
        if record.len() > record_size as usize {
            return Err(format!(
                "one record of {} bytes is over its size",
                record.len()
            ));
        }
        let server_public =
            PublicKey::from_sec1_bytes(server_public).map_err(|_| "the key id is no P-256 key")?;
        let shared = self.private.diffie_hellman(&server_public);
        let browser_public = self.private.public_key().to_sec1_bytes();
        let info = [
            b"WebPush: info\0".as_slice(),
            &browser_public,
            &server_public.to_sec1_bytes(),
        ]
        .concat();
        let mut ikm = [0u8; 32];
        hkdf::Hkdf::<Sha256>::new(Some(&self.auth), shared.raw_secret_bytes())
            .expand(&info, &mut ikm)
            .unwrap();
        let derive = hkdf::Hkdf::<Sha256>::new(Some(salt), &ikm);
        let (mut key, mut nonce) = ([0u8; 16], [0u8; 12]);
        derive
            .expand(b"Content-Encoding: aes128gcm\0", &mut key)
            .unwrap();
        derive
            .expand(b"Content-Encoding: nonce\0", &mut nonce)
            .unwrap();
        let key = ring::aead::LessSafeKey::new(
            ring::aead::UnboundKey::new(&ring::aead::AES_128_GCM, &key).unwrap(),
        );
        let mut sealed = record.to_vec();
        let opened = key
            .open_in_place(
                ring::aead::Nonce::assume_unique_for_key(nonce),
                ring::aead::Aad::empty(),
                &mut sealed,
            )
            .map_err(|_| "the record does not decrypt")?;
        // The last record ends with 2, then any padding of zeros.
        let end = opened
            .iter()
            .rposition(|&byte| byte != 0)
            .ok_or("no delimiter")?;
        if opened[end] != 2 {
            return Err("the last record's delimiter is not 2".into());
        }
        Ok(opened[..end].to_vec())
    }
}

/// A message the stand-in accepted, decrypted.
#[derive(Debug)]
pub struct Pushed {
    pub notification: Value,
    pub ttl: i64,
    pub urgency: String,
    pub topic: String,
}

/// A push service on 127.0.0.1 for one browser. It checks each message as a real one would
/// (VAPID for the server's key and its origin; the payload decrypts) and answers with the next
/// status of its script (201 once the script runs out); a message that fails a check is answered
/// 400 or 403 and reported to the test as a failure.
pub struct PushService {
    pub endpoint: String,
    received: mpsc::UnboundedReceiver<Result<Pushed, String>>,
}

impl PushService {
    pub async fn start(browser: Browser, server_key: &str, script: &[u16]) -> PushService {
        let (sender, received) = mpsc::unbounded_channel();
        let script = Arc::new(Mutex::new(script.iter().copied().collect::<VecDeque<_>>()));
        let browser = Arc::new(browser);
        let server_key = server_key.to_owned();
        let origin = Arc::new(Mutex::new(String::new()));
        let origin_for_server = Arc::clone(&origin);
        let server = HttpServer::new(move || {
            let (sender, script, browser, server_key, origin) = (
                sender.clone(),
                script.clone(),
                browser.clone(),
                server_key.clone(),
                origin_for_server.clone(),
            );
            App::new().default_service(web::to(move |request: HttpRequest, body: web::Bytes| {
                let (sender, script, browser, server_key, origin) = (
                    sender.clone(),
                    script.clone(),
                    browser.clone(),
                    server_key.clone(),
                    origin.clone(),
                );
                async move {
                    let origin = origin.lock().unwrap().clone();
                    let checked = check(&request, &body, &browser, &server_key, &origin);
                    let status = match &checked {
                        Ok(_) => script.lock().unwrap().pop_front().unwrap_or(201),
                        Err((status, _)) => *status,
                    };
                    let _ = sender.send(checked.map_err(|(_, why)| why));
                    HttpResponse::build(actix_web::http::StatusCode::from_u16(status).unwrap())
                        .finish()
                }
            }))
        })
        .workers(1)
        .bind("127.0.0.1:0")
        .unwrap();
        let port = server.addrs()[0].port();
        *origin.lock().unwrap() = format!("http://127.0.0.1:{port}");
        tokio::spawn(server.run());
        PushService {
            endpoint: format!(
                "http://127.0.0.1:{port}/push/v2/device-{}",
                rand::random::<u32>()
            ),
            received,
        }
    }

    /// The next message the browser gets (a failed check fails the test).
    pub async fn next(&mut self) -> Pushed {
        tokio::time::timeout(Duration::from_secs(15), self.received.recv())
            .await
            .expect("a push message within 15 s")
            .expect("the push service is running")
            .unwrap_or_else(|why| panic!("the push service refused a message: {why}"))
    }

    pub async fn nothing_more_within(&mut self, quiet: Duration) {
        if let Ok(more) = tokio::time::timeout(quiet, self.received.recv()).await {
            panic!("nothing more was due, and came: {more:?}");
        }
    }
}

/// What a push service checks of a message, as RFC 8030, 8291 and 8292 have it.
fn check(
    request: &HttpRequest,
    body: &[u8],
    browser: &Browser,
    server_key: &str,
    origin: &str,
) -> Result<Pushed, (u16, String)> {
    let header = |name: &str| {
        request
            .headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
            .map(str::to_owned)
    };
    let refuse = |status: u16, why: &str| (status, why.to_owned());
    let authorization = header("authorization").ok_or(refuse(401, "no Authorization"))?;
    let (token, key) = authorization
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
        .ok_or(refuse(401, "not a VAPID authorization"))?;
    if key != server_key {
        return Err(refuse(403, "signed for another application server key"));
    }
    let (signed, signature) = token.rsplit_once('.').ok_or(refuse(401, "not a JWT"))?;
    let verifying = VerifyingKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap())
        .map_err(|_| refuse(401, "k is no P-256 key"))?;
    let signature = URL_SAFE_NO_PAD
        .decode(signature)
        .ok()
        .and_then(|bytes| Signature::from_slice(&bytes).ok())
        .ok_or(refuse(401, "the signature is not ES256's 64 bytes"))?;
    verifying
        .verify(signed.as_bytes(), &signature)
        .map_err(|_| refuse(403, "the VAPID signature does not verify"))?;
    let (jwt_header, claims) = signed.split_once('.').ok_or(refuse(401, "not a JWT"))?;
    let decode_json = |part: &str| -> Option<Value> {
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(part).ok()?).ok()
    };
    if decode_json(jwt_header).map(|h| h["alg"].clone()) != Some(json!("ES256")) {
        return Err(refuse(401, "the JWT is not ES256"));
    }
    let claims = decode_json(claims).ok_or(refuse(401, "unreadable claims"))?;
    if claims["aud"] != origin {
        return Err(refuse(
            403,
            &format!("aud is {}, not {origin}", claims["aud"]),
        ));
    }
    let expires = claims["exp"].as_i64().ok_or(refuse(401, "no exp"))?;
    let now = chrono::Utc::now().timestamp();
    if expires <= now || expires > now + 24 * 60 * 60 {
        return Err(refuse(403, "exp is not within the next 24 hours"));
    }
    let subject = claims["sub"].as_str().unwrap_or_default();
    if !(subject.starts_with("mailto:") || subject.starts_with("https:")) {
        return Err(refuse(403, "sub is not a mailto: or https: contact"));
    }
    if header("content-encoding").as_deref() != Some("aes128gcm") {
        return Err(refuse(415, "the content coding is not aes128gcm"));
    }
    let ttl = header("ttl")
        .and_then(|ttl| ttl.parse::<i64>().ok())
        .ok_or(refuse(400, "no TTL"))?;
    let plaintext = browser.decrypt(body).map_err(|why| refuse(400, &why))?;
    let notification =
        serde_json::from_slice(&plaintext).map_err(|_| refuse(400, "the payload is not JSON"))?;
    Ok(Pushed {
        notification,
        ttl,
        urgency: header("urgency").unwrap_or_default(),
        topic: header("topic").unwrap_or_default(),
    })
}

pub async fn server_key(app: &TestApp) -> String {
    let response = app.get("/api/v1/push/public-key", None).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let key = body["public_key"].as_str().unwrap().to_owned();
    assert_eq!(URL_SAFE_NO_PAD.decode(&key).unwrap().len(), 65);
    key
}

/// Subscribes `player`'s browser at `endpoint`; the answer's status and body.
async fn subscribe(
    app: &TestApp,
    player: &Player,
    endpoint: &str,
    keys: &Value,
    kinds: Option<Value>,
) -> (u16, Value) {
    let mut body = json!({"endpoint": endpoint, "keys": keys, "expirationTime": null});
    if let Some(kinds) = kinds {
        body["kinds"] = kinds;
    }
    let response = app
        .post("/api/v1/me/push-subscriptions", Some(&player.token), &body)
        .await;
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

async fn subscriptions(app: &TestApp, player: &Player) -> Vec<Value> {
    let response = app
        .get("/api/v1/me/push-subscriptions", Some(&player.token))
        .await;
    assert_eq!(response.status(), 200);
    response.json::<Vec<Value>>().await.unwrap()
}

async fn a_device_is_told_it_is_its_turn_in_a_message_only_it_can_read(backend: Backend) {
    let app = spawn_app_configured(backend, allow_private).await;
    let players = app.players("p", 2).await;
    let browser = Browser::new();
    let keys = browser.keys();
    let mut service = PushService::start(browser, &server_key(&app).await, &[]).await;
    let (status, subscription) = subscribe(
        &app,
        &players[1],
        &service.endpoint,
        &keys,
        Some(json!(["your_move", "game_ended"])),
    )
    .await;
    assert_eq!(status, 201, "{subscription}");
    assert_eq!(subscription["kinds"], json!(["your_move", "game_ended"]));

    let mut game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    let id = id.as_str();
    // Player 1 is not asked for "game started"; it is told when its turn comes.
    while game["to_act"][0] != 1 {
        game = make_a_move(&app, id, &players).await.0;
    }
    let pushed = service.next().await;
    let item = &pushed.notification;
    assert_eq!(item["kind"], "your_move");
    assert_eq!(item["game_id"], id);
    assert_eq!(item["game_type"], "air-land-sea");
    assert_eq!(item["version"], game["version"]);
    assert!(item["id"].as_i64().unwrap() > 0 && item["created_at"].is_string());
    assert_eq!(pushed.ttl, 24 * 60 * 60);
    assert_eq!(pushed.urgency, "normal");
    assert_eq!(pushed.topic, id.replace('-', ""), "one topic per game");
    service
        .nothing_more_within(Duration::from_millis(300))
        .await;
}

async fn a_push_service_that_fails_is_retried_and_one_that_says_gone_ends_the_subscription(
    backend: Backend,
) {
    let app = spawn_app_configured(backend, |config| {
        allow_private(config);
        config.webhook_retry_delays_ms = vec![100, 100, 100];
    })
    .await;
    let players = app.players("g", 2).await;
    let browser = Browser::new();
    let keys = browser.keys();
    let mut service = PushService::start(browser, &server_key(&app).await, &[503, 410]).await;
    let (status, _) = subscribe(&app, &players[1], &service.endpoint, &keys, None).await;
    assert_eq!(status, 201);
    crate::webhooks::invite(&app, &players[0], "g-1").await;
    let (first, second) = (service.next().await, service.next().await);
    assert_eq!(first.notification["kind"], "invited");
    assert_eq!(first.notification["inviter"], "g-0");
    assert_eq!(
        first.notification, second.notification,
        "the same item, tried again"
    );
    // The 410: the subscription is gone, and nothing more is sent to it.
    for _ in 0..100 {
        if subscriptions(&app, &players[1]).await.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(subscriptions(&app, &players[1]).await.is_empty());
    crate::webhooks::invite(&app, &players[0], "g-1").await;
    service
        .nothing_more_within(Duration::from_millis(500))
        .await;
}

async fn subscriptions_are_checked_updated_listed_apart_from_webhooks_and_deleted(
    backend: Backend,
) {
    let app = spawn_app_configured(backend, allow_private).await;
    let ada = app.new_player("s-0").await;
    let keys = Browser::new().keys();
    let endpoint = "http://127.0.0.1:9/push/device";

    let bad_keys = [
        json!({"p256dh": "not-a-key", "auth": keys["auth"]}),
        json!({"p256dh": keys["p256dh"], "auth": "c2hvcnQ"}),
    ];
    for bad in bad_keys {
        let response = app
            .post(
                "/api/v1/me/push-subscriptions",
                Some(&ada.token),
                &json!({"endpoint": endpoint, "keys": bad}),
            )
            .await;
        assert_problem(response, 400, "invalid_push_keys").await;
    }
    let response = app
        .post(
            "/api/v1/me/push-subscriptions",
            Some(&ada.token),
            &json!({"endpoint": "ftp://127.0.0.1/push", "keys": keys}),
        )
        .await;
    assert_problem(response, 400, "push_endpoint_refused").await;

    let (status, created) = subscribe(&app, &ada, endpoint, &keys, None).await;
    assert_eq!(status, 201);
    assert_eq!(created["kinds"].as_array().unwrap().len(), 7, "every kind");
    let other_keys = Browser::new().keys();
    let (status, updated) =
        subscribe(&app, &ada, endpoint, &other_keys, Some(json!(["invited"]))).await;
    assert_eq!(status, 200, "the same endpoint again is an update");
    assert_eq!(updated["id"], created["id"]);
    assert_eq!(updated["kinds"], json!(["invited"]));
    let listed = subscriptions(&app, &ada).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["endpoint"], endpoint);

    // Webhooks and push subscriptions are apart.
    let webhooks = app.get("/api/v1/me/webhooks", Some(&ada.token)).await;
    assert_eq!(webhooks.json::<Value>().await.unwrap(), json!([]));
    let id = created["id"].as_str().unwrap();
    let as_webhook = app
        .delete(
            &format!("/api/v1/me/webhooks/{id}"),
            Some(&ada.token),
            &json!({}),
        )
        .await;
    assert_eq!(as_webhook.status(), 404);
    let path = format!("/api/v1/me/push-subscriptions/{id}");
    let deleted = app.delete(&path, Some(&ada.token), &json!({})).await;
    assert_eq!(deleted.status(), 204);
    assert!(subscriptions(&app, &ada).await.is_empty());
    let again = app.delete(&path, Some(&ada.token), &json!({})).await;
    assert_eq!(again.status(), 404);

    // Without private addresses allowed, a loopback endpoint is refused, as a webhook's is.
    let strict = crate::helpers::spawn_app(backend).await;
    let grace = strict.new_player("s-1").await;
    let response = strict
        .post(
            "/api/v1/me/push-subscriptions",
            Some(&grace.token),
            &json!({"endpoint": endpoint, "keys": keys}),
        )
        .await;
    assert_problem(response, 400, "push_endpoint_refused").await;
}

async fn a_browser_notifies_whoever_subscribed_it_last(backend: Backend) {
    let app = spawn_app_configured(backend, allow_private).await;
    let players = app.players("b", 3).await;
    let browser = Browser::new();
    let keys = browser.keys();
    let mut service = PushService::start(browser, &server_key(&app).await, &[]).await;
    for player in &players[1..] {
        let (status, _) = subscribe(&app, player, &service.endpoint, &keys, None).await;
        assert_eq!(status, 201);
    }
    assert!(
        subscriptions(&app, &players[1]).await.is_empty(),
        "b-1 signed out of the browser and b-2 signed in"
    );
    assert_eq!(subscriptions(&app, &players[2]).await.len(), 1);
    crate::webhooks::invite(&app, &players[0], "b-1").await;
    let to_b2 = crate::webhooks::invite(&app, &players[0], "b-2").await;
    let pushed = service.next().await;
    assert_eq!(pushed.notification["kind"], "invited");
    assert_eq!(
        pushed.notification["game_id"],
        to_b2.as_str(),
        "b-2's invitation"
    );
    service
        .nothing_more_within(Duration::from_millis(300))
        .await;
}
