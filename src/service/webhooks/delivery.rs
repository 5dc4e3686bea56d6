//! Delivering the outbox: every instance runs a worker that claims due deliveries (leased, so two
//! instances never send one at the same time, and a crashed instance's claims expire for another
//! to take), posts each signed, and records the outcome: delivered, a retry after the next wait
//! of the schedule, or given up once the schedule is spent. At least once: an endpoint may see an
//! item again (same `webhook-id`) if an instance died between sending and recording.

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use futures_util::StreamExt;

use crate::store::{
    AttemptOutcome, CLAIM_BATCH, ClaimedDelivery, NotificationData, NotificationKind, now,
};

use super::destination::{self, CheckedResolver};
use super::{WebhookSettings, signature};
use crate::service::AppState;

/// The most of an endpoint's answer read (the rest is dropped unread).
const MAX_RESPONSE_BYTES: usize = 64 * 1024;
/// Connecting to an endpoint may take this long at most (within the whole delivery's timeout).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long after a wake-up the worker gathers further ones, so a burst of moves costs one claim
/// (a push a fifth of a second later is not noticed; a claim per move under load is).
const GATHER: Duration = Duration::from_millis(200);
/// A claim's lease beyond the time its batch may take, before another worker may take it.
const LEASE_MARGIN: Duration = Duration::from_secs(30);
/// The most of an error message kept with a delivery.
const MAX_ERROR_CHARS: usize = 500;

/// What an endpoint receives: the Standard Webhooks envelope around the notification, exactly as
/// the inbox lists it (less its read state).
#[derive(Serialize, ToSchema)]
pub struct WebhookPayload {
    /// The notification's kind.
    #[serde(rename = "type")]
    pub kind: NotificationKind,
    /// When the notification was written.
    pub timestamp: DateTime<Utc>,
    pub data: WebhookPayloadData,
}

/// The notification a webhook delivers.
#[derive(Serialize, ToSchema)]
pub struct WebhookPayloadData {
    /// The notification's id in your inbox (and the personal stream's event id).
    pub id: i64,
    pub created_at: DateTime<Utc>,
    #[serde(flatten)]
    pub notification: NotificationData,
}

/// Makes ring the process's TLS crypto provider, which every reqwest client in the process needs
/// (ours is built without a provider of its own: see Cargo.toml). Called at startup; idempotent.
pub fn install_tls_crypto() {
    // A second call finds the provider installed already.
    let _ = rustls::crypto::ring::default_provider().install_default();
}

/// The client every delivery goes through: our resolver (checked addresses only), no proxy, no
/// redirects, bounded in time.
pub fn client(settings: &WebhookSettings) -> reqwest::Client {
    install_tls_crypto();
    reqwest::Client::builder()
        .dns_resolver(CheckedResolver {
            allow_private: settings.allow_private,
        })
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(CONNECT_TIMEOUT.min(settings.timeout))
        .timeout(settings.timeout)
        .user_agent(concat!("Shoreline-Webhooks/", env!("CARGO_PKG_VERSION")))
        .build()
        .expect("the webhook client's settings are valid")
}

/// Runs forever, delivering what falls due: woken by new notifications on any instance, and
/// every `poll` otherwise (retries fall due by the clock).
pub async fn deliver_webhooks(state: AppState) {
    let settings = state.webhooks.clone();
    if settings.concurrency == 0 {
        return;
    }
    let client = client(&settings);
    let mut woken = state.store.subscribe_personal();
    loop {
        let at = now();
        // Long enough for the whole batch, sent `concurrency` at a time, each taking at most the
        // timeout: a delivery's lease must not run out while it waits its turn in the batch.
        let rounds = CLAIM_BATCH.div_ceil(settings.concurrency) as u32;
        let lease = chrono::Duration::from_std(settings.timeout * rounds + LEASE_MARGIN)
            .expect("the lease fits a chrono duration");
        let claimed = match state
            .store
            .claim_deliveries(at, at + lease, CLAIM_BATCH as i64)
            .await
        {
            Ok(claimed) => claimed,
            Err(error) => {
                tracing::warn!(%error, "could not claim webhook deliveries");
                tokio::time::sleep(settings.poll).await;
                continue;
            }
        };
        if claimed.is_empty() {
            tokio::select! {
                _ = woken.recv() => {
                    tokio::time::sleep(GATHER).await;
                    while woken.try_recv().is_ok() {}
                }
                _ = tokio::time::sleep(settings.poll) => {}
            }
            continue;
        }
        // `concurrency` requests in flight at most; the outcomes recorded together, so a busy
        // outbox costs the database a claim and a commit per batch, not per delivery.
        let outcomes: Vec<AttemptOutcome> = futures_util::stream::iter(claimed)
            .map(|delivery| attempt(&client, &settings, delivery))
            .buffer_unordered(settings.concurrency)
            .collect()
            .await;
        if let Err(error) = state.store.record_attempts(&outcomes).await {
            // The leases run out and other attempts follow: at least once.
            tracing::warn!(%error, count = outcomes.len(), "could not record webhook attempts");
        }
    }
}

/// One attempt at one delivery, and how it went.
async fn attempt(
    client: &reqwest::Client,
    settings: &WebhookSettings,
    delivery: ClaimedDelivery,
) -> AttemptOutcome {
    let sent = send(client, settings, &delivery).await;
    let at = now();
    let (delivered, status, error) = match sent {
        Ok(status) if (200..300).contains(&status) => (true, Some(status), None),
        Ok(status) => (false, Some(status), Some(format!("answered {status}"))),
        Err(error) => (false, None, Some(error)),
    };
    let retry_at = match usize::try_from(delivery.attempt - 1)
        .ok()
        .and_then(|spent| settings.retry_delays.get(spent))
    {
        Some(wait) if !delivered => {
            Some(at + chrono::Duration::from_std(*wait).unwrap_or(chrono::Duration::days(1)))
        }
        _ => None,
    };
    AttemptOutcome {
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        at,
        delivered,
        status: status.map(i32::from),
        error,
        retry_at,
        disable_after: settings.disable_after,
        endpoint_failing: delivery.endpoint_failing,
    }
}

/// The `webhook-id` of a notification: the same on every attempt, and for every endpoint.
pub fn message_id(delivery: &ClaimedDelivery) -> String {
    format!(
        "msg_{}_{}",
        delivery.notification.user_id.simple(),
        delivery.notification.id
    )
}

/// Posts the delivery; the endpoint's status code, or why nothing was answered.
async fn send(
    client: &reqwest::Client,
    settings: &WebhookSettings,
    delivery: &ClaimedDelivery,
) -> Result<u16, String> {
    let url = destination::check_form(&delivery.url).map_err(|refused| refused.0)?;
    // A host given as an address is connected to without resolving: check it here.
    let literal = match url.host() {
        Some(url::Host::Ipv4(ip)) => Some(std::net::IpAddr::V4(ip)),
        Some(url::Host::Ipv6(ip)) => Some(std::net::IpAddr::V6(ip)),
        _ => None,
    };
    if let Some(ip) = literal {
        destination::check_addresses(&[ip], settings.allow_private).map_err(|r| r.0)?;
    }
    let notification = &delivery.notification;
    let body = serde_json::to_string(&WebhookPayload {
        kind: notification.data.kind(),
        timestamp: notification.created_at,
        data: WebhookPayloadData {
            id: notification.id,
            created_at: notification.created_at,
            notification: notification.data.clone(),
        },
    })
    .expect("payloads serialize");
    let id = message_id(delivery);
    let timestamp = Utc::now().timestamp();
    let signature = signature::sign(&delivery.secret, &id, timestamp, &body);
    let mut response = client
        .post(url)
        .header("content-type", "application/json")
        .header("webhook-id", &id)
        .header("webhook-timestamp", timestamp.to_string())
        .header("webhook-signature", signature)
        .body(body)
        .send()
        .await
        .map_err(describe)?;
    // Read a little of the answer, so a small one leaves the connection reusable; never more.
    let mut read = 0;
    while read <= MAX_RESPONSE_BYTES {
        match response.chunk().await {
            Ok(Some(chunk)) => read += chunk.len(),
            Ok(None) | Err(_) => break,
        }
    }
    Ok(response.status().as_u16())
}

/// An error and its causes, without the URL (the owner knows it), cut to a sensible length.
fn describe(error: reqwest::Error) -> String {
    let text = format!("{:#}", anyhow::Error::from(error.without_url()));
    text.chars().take(MAX_ERROR_CHARS).collect()
}

/// How long a finished delivery stays listed under its endpoint (`GET
/// /me/webhooks/{id}/deliveries`: the person sees a week of recent deliveries). Retries are
/// over within hours, so nothing still in play is this old.
pub const KEEP_FINISHED_DELIVERIES_FOR: chrono::Duration = chrono::Duration::days(7);

/// Runs forever: every hour, deletes deliveries that are over and older than
/// [`KEEP_FINISHED_DELIVERIES_FOR`], so the outbox holds what is in flight and a week of history
/// instead of every notification ever sent.
pub async fn prune_deliveries(state: AppState) {
    crate::service::housekeeping::prune_forever("finished webhook deliveries", || {
        state
            .store
            .prune_deliveries(now() - KEEP_FINISHED_DELIVERIES_FOR)
    })
    .await
}
