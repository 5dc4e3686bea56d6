//! Delivering the outbox: every instance runs a worker that sends what its moves hand over (see
//! [`leased_queue`]) and claims other due deliveries (leased, so two instances never send one at the
//! same time, and a crashed instance's leases expire for another to take), posts each signed, and
//! records the outcome: delivered, a retry after the next wait of the schedule, or given up once
//! the schedule is spent. At least once: an endpoint may see an item again (same `webhook-id`) if
//! an instance died between sending and recording.

use crate::domain::{NotificationData, NotificationKind};
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use tokio::sync::{Semaphore, mpsc};

use crate::store::{AttemptOutcome, CLAIM_BATCH, ClaimedDelivery, DeliveryKey, now};

use super::destination::{self, CheckedResolver};
use super::{WebhookSettings, leased_queue, signature};
use crate::metrics::{Metrics, WebhookSource};
use crate::service::AppState;
use crate::service::push::{self, PushSettings};

/// The most of an endpoint's answer read (the rest is dropped unread).
const MAX_RESPONSE_BYTES: usize = 64 * 1024;
/// Connecting to an endpoint may take this long at most (within the whole delivery's timeout).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long after a wake-up the worker gathers further ones, so a burst of notifications costs
/// one claim (a push a fifth of a second later is not noticed; a claim per move under load is).
const GATHER: Duration = Duration::from_millis(200);
/// While handed-over deliveries keep coming, how often the worker takes them (see
/// [`send_handed_over`]).
const HANDOVER_GATHER: Duration = Duration::from_millis(2);
/// How long the recorder gathers outcomes after the first of a batch.
const RECORD_GATHER: Duration = Duration::from_millis(100);
/// How often a worker sweeps for handed-over deliveries whose instance stopped (they are due
/// a lease after they were written; this is small beside it).
const SWEEP_EVERY: Duration = Duration::from_secs(10);
/// Between the steps of a sweep that has a backlog to pass.
const SWEEP_STEP_PAUSE: Duration = Duration::from_millis(200);
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

/// Runs forever, delivering this instance's handed-over deliveries as they come and claiming
/// what falls due otherwise: woken by new notifications from outside this instance's moves (its
/// lobby changes and deadline warnings, other instances' news), and every `poll`
/// (retries fall due by the clock). At most `concurrency` requests are in flight, handed-over
/// and claimed together; their outcomes are recorded in batches by [`record_outcomes`].
pub async fn deliver_webhooks(state: AppState) {
    let settings = state.webhooks.clone();
    let Some(handed) = state.leased_queue.take_receiver() else {
        return;
    };
    if settings.concurrency == 0 {
        return;
    }
    let (records, recorded) = mpsc::unbounded_channel();
    tokio::spawn(record_outcomes(state.clone(), recorded));
    let sender = Sender {
        client: client(&settings),
        permits: Arc::new(Semaphore::new(settings.concurrency)),
        settings,
        push: Arc::clone(&state.push),
        records,
        metrics: Arc::clone(&state.metrics),
        urls: CheckedUrls::default(),
    };
    tokio::join!(
        send_handed_over(&state, &sender, handed),
        claim_forever(&state, &sender)
    );
}

/// The thread the worker runs on; dropping this ends it (and every request still in flight).
pub struct WorkerThread {
    _stop: tokio::sync::oneshot::Sender<()>,
}

/// Starts [`deliver_webhooks`] on a thread of its own, on a single-threaded runtime.
///
/// Every delivery wakes the worker a few times (the handover, the endpoint's answer, the
/// recorder). On a thread of its own those wakes stay on it, with the requests' connections; on
/// the main runtime's scheduler each could also wake a second worker thread to steal the task,
/// and the requests' tasks moved between threads.
pub fn start_worker_thread(state: AppState) -> std::io::Result<WorkerThread> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    std::thread::Builder::new()
        .name("shoreline-webhooks".to_owned())
        .spawn(move || {
            runtime.block_on(async move {
                // Ends when the handle is dropped (the sender with it).
                tokio::select! {
                    () = deliver_webhooks(state) => {}
                    _ = stopped => {}
                }
            });
        })?;
    Ok(WorkerThread { _stop: stop })
}

/// What sends deliveries: the client, the bound on requests in flight, and where their outcomes
/// go.
struct Sender {
    client: reqwest::Client,
    settings: Arc<WebhookSettings>,
    push: Arc<PushSettings>,
    permits: Arc<Semaphore>,
    records: mpsc::UnboundedSender<Record>,
    metrics: Arc<Metrics>,
    urls: CheckedUrls,
}

/// Endpoints' URLs, checked and parsed for sending, by their text. Parsing one (its host
/// normalised) was about a tenth of the worker's time per delivery, and an endpoint's URL never
/// changes (another URL is another endpoint), so each is parsed once. Only what the URL alone
/// tells is kept; a host name is still resolved and checked on every connection.
#[derive(Default)]
struct CheckedUrls(std::sync::Mutex<std::collections::HashMap<String, reqwest::Url>>);

impl CheckedUrls {
    /// More endpoints than this, and the cache starts again (an instance sends to however many).
    const MOST: usize = 4096;

    fn checked(&self, url: &str, allow_private: bool) -> Result<reqwest::Url, String> {
        // Each entry is one insert, whole or not at all: a panic elsewhere leaves it usable.
        let mut urls = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(checked) = urls.get(url) {
            return Ok(checked.clone());
        }
        let checked = check_url(url, allow_private)?;
        if urls.len() >= Self::MOST {
            urls.clear();
        }
        urls.insert(url.to_owned(), checked.clone());
        Ok(checked)
    }
}

/// What can be told from a delivery's URL alone: its form, and, for a host given as an address
/// (connected to without resolving), the address.
fn check_url(url: &str, allow_private: bool) -> Result<reqwest::Url, String> {
    let url = destination::check_form(url).map_err(|refused| refused.0)?;
    let literal = match url.host() {
        Some(url::Host::Ipv4(ip)) => Some(std::net::IpAddr::V4(ip)),
        Some(url::Host::Ipv6(ip)) => Some(std::net::IpAddr::V6(ip)),
        _ => None,
    };
    if let Some(ip) = literal {
        destination::check_addresses(&[ip], allow_private).map_err(|r| r.0)?;
    }
    Ok(url)
}

/// What the recorder writes.
enum Record {
    /// How an attempt went.
    Outcome(AttemptOutcome),
    /// A delivery given back unsent: its lease would have run out before it could be sent and
    /// recorded (the queue ahead of it was too long), so another worker could have sent it too.
    Release(DeliveryKey),
}

impl Sender {
    /// Sends `delivery` once a request may start (waiting for one in flight to end, if need
    /// be), unless its lease would run out before it could be sent and recorded: then it is
    /// given back, for the next claim.
    async fn send(&self, delivery: ClaimedDelivery, source: WebhookSource) {
        let permit = Arc::clone(&self.permits)
            .acquire_owned()
            .await
            .expect("the permits are never closed");
        // Sent and recorded within the lease, or not at all: past it another worker may claim
        // the delivery, and two would send it at once.
        let needed = chrono::Duration::from_std(self.settings.timeout + leased_queue::LEASE_MARGIN)
            .expect("the timeout fits a chrono duration");
        if now() + needed >= delivery.leased_until {
            // The recorder ends only with the worker.
            let _ = self.records.send(Record::Release(delivery.key()));
            return;
        }
        self.metrics.webhook_attempt_started(source);
        let (client, settings, push, records) = (
            self.client.clone(),
            Arc::clone(&self.settings),
            Arc::clone(&self.push),
            self.records.clone(),
        );
        let url = self.urls.checked(&delivery.url, settings.allow_private);
        tokio::spawn(async move {
            let outcome = attempt(&client, &settings, &push, delivery, url).await;
            drop(permit);
            // The recorder ends only with the worker.
            let _ = records.send(Record::Outcome(outcome));
        });
    }
}

/// Sends what this instance's appenders hand over, in the order they come. The first of a burst
/// is sent at once; while more keep coming, the queue is emptied every [`HANDOVER_GATHER`]
/// instead of as each arrives. Waiting on the queue, this thread is woken by every delivery
/// handed to it (and the appender pays for the wake); taking them a few milliseconds apart, it
/// wakes once for several, and their answers tend to come back together too.
async fn send_handed_over(
    state: &AppState,
    sender: &Sender,
    mut handed: mpsc::UnboundedReceiver<ClaimedDelivery>,
) {
    while let Some(first) = handed.recv().await {
        let mut burst = vec![first];
        while !burst.is_empty() {
            for delivery in burst.drain(..) {
                state.leased_queue.dequeued();
                sender.send(delivery, WebhookSource::LeasedQueue).await;
            }
            tokio::time::sleep(HANDOVER_GATHER).await;
            burst.extend(std::iter::from_fn(|| handed.try_recv().ok()));
        }
    }
}

/// Claims due deliveries nobody holds, and sends them; and every [`SWEEP_EVERY`] (at once on
/// starting) sweeps for deliveries handed over to an instance that stopped before recording
/// them, so that they fall due for a claim: a step at a time, [`SWEEP_STEP_PAUSE`] apart while a
/// backlog lasts, with claims in between.
async fn claim_forever(state: &AppState, sender: &Sender) {
    let settings = &sender.settings;
    let lease = leased_queue::lease_length(settings);
    let mut woken = state.store.subscribe_personal();
    let mut swept_at: Option<tokio::time::Instant> = None;
    // The last step of the sweep stopped at its limit: the next turn takes another.
    let mut sweep_unfinished = false;
    loop {
        let at = now();
        if sweep_unfinished || swept_at.is_none_or(|swept| swept.elapsed() >= SWEEP_EVERY) {
            swept_at = Some(tokio::time::Instant::now());
            // Written two leases ago: their instance, if alive, has sent or given them back,
            // even one configured with a lease up to twice as long as this one's (a change of
            // the webhook settings rolling out); the sweep makes what it finds due at once.
            sweep_unfinished = match state.store.rescue_handed_over(at - lease * 2).await {
                Ok(step) => {
                    if step.rescued > 0 {
                        tracing::warn!(
                            found = step.rescued,
                            "webhook deliveries left by a stopped instance are due again"
                        );
                    }
                    step.more
                }
                Err(error) => {
                    tracing::warn!(%error, "could not sweep for stranded deliveries");
                    false
                }
            };
        }
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
        let full = claimed.len() == CLAIM_BATCH;
        for delivery in claimed {
            sender.send(delivery, WebhookSource::Claim).await;
        }
        if full {
            // More may be due at once.
            continue;
        }
        if sweep_unfinished {
            // The next step soon, but not at once: on SQLite the moves waiting for the write lock
            // retry after sleeps of up to 100 ms, and would rarely catch it free otherwise.
            tokio::time::sleep(SWEEP_STEP_PAUSE).await;
            continue;
        }
        tokio::select! {
            _ = woken.recv() => {
                tokio::time::sleep(GATHER).await;
                while woken.try_recv().is_ok() {}
            }
            _ = tokio::time::sleep(settings.poll) => {}
        }
    }
}

/// Records outcomes as they come, in batches: up to a claim's worth at a time, gathered for at
/// most [`RECORD_GATHER`] after the first, so a busy outbox costs the database one statement and
/// one commit per batch, not per delivery. Deliveries given back unsent are released likewise.
async fn record_outcomes(state: AppState, mut records: mpsc::UnboundedReceiver<Record>) {
    let (mut outcomes, mut released) = (Vec::with_capacity(CLAIM_BATCH), Vec::new());
    while let Some(first) = records.recv().await {
        let gathering = tokio::time::sleep(RECORD_GATHER);
        tokio::pin!(gathering);
        let mut next = Some(first);
        while let Some(record) = next.take() {
            match record {
                Record::Outcome(outcome) => outcomes.push(outcome),
                Record::Release(key) => released.push(key),
            }
            if outcomes.len() + released.len() < CLAIM_BATCH {
                tokio::select! {
                    more = records.recv() => next = more,
                    _ = &mut gathering => {}
                }
            }
        }
        if let Err(error) = state.store.record_attempts(&outcomes).await {
            // The leases run out and other attempts follow: at least once.
            tracing::warn!(%error, count = outcomes.len(), "could not record webhook attempts");
        }
        if !released.is_empty() {
            tracing::info!(
                count = released.len(),
                "webhook deliveries given back unsent"
            );
            if let Err(error) = state.store.release_deliveries(&released).await {
                // Their leases run out instead.
                tracing::warn!(%error, "could not give back webhook deliveries");
            }
        }
        outcomes.clear();
        released.clear();
    }
}

/// One attempt at one delivery, and how it went.
async fn attempt(
    client: &reqwest::Client,
    settings: &WebhookSettings,
    push_settings: &PushSettings,
    delivery: ClaimedDelivery,
    url: Result<reqwest::Url, String>,
) -> AttemptOutcome {
    let push_keys = push::keys_of(&delivery.secret);
    let sent = match (url, &push_keys) {
        (Err(refused), _) => Err(refused),
        (Ok(url), None) => send(client, url, &delivery).await,
        (Ok(url), Some(keys)) => {
            let body = serde_json::to_string(&payload_data(&delivery)).expect("payloads serialize");
            let data = &delivery.notification.data;
            match push::send(client, push_settings, url, keys, data, &body).await {
                push::Answer::Status(status) => Ok(status),
                push::Answer::Failed(error) => Err(error),
            }
        }
    };
    let endpoint_gone = push_keys.is_some() && matches!(sent, Ok(status) if push::is_gone(status));
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
        Some(wait) if !delivered && !endpoint_gone => {
            Some(at + chrono::Duration::from_std(*wait).unwrap_or(chrono::Duration::days(1)))
        }
        _ => None,
    };
    AttemptOutcome {
        delivery: delivery.key(),
        at,
        delivered,
        status: status.map(i32::from),
        error,
        retry_at,
        disable_after: settings.disable_after,
        endpoint_failing: delivery.endpoint_failing,
        endpoint_gone,
    }
}

/// The notification a delivery carries, as the inbox lists it: a webhook's payload's `data`,
/// and the whole of a push message.
fn payload_data(delivery: &ClaimedDelivery) -> WebhookPayloadData {
    let notification = &delivery.notification;
    WebhookPayloadData {
        id: notification.id,
        created_at: notification.created_at,
        notification: notification.data.clone(),
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

/// Posts the delivery to `url` (checked); the endpoint's status code, or why nothing was answered.
async fn send(
    client: &reqwest::Client,
    url: reqwest::Url,
    delivery: &ClaimedDelivery,
) -> Result<u16, String> {
    let notification = &delivery.notification;
    let body = serde_json::to_string(&WebhookPayload {
        kind: notification.data.kind(),
        timestamp: notification.created_at,
        data: payload_data(delivery),
    })
    .expect("payloads serialize");
    let id = message_id(delivery);
    let timestamp = Utc::now().timestamp();
    let signature = signature::sign(&delivery.secret, &id, timestamp, &body);
    // Header names as constants: parsing them was a measurable part of each request.
    use reqwest::header::{CONTENT_TYPE, HeaderName, HeaderValue};
    const WEBHOOK_ID: HeaderName = HeaderName::from_static("webhook-id");
    const WEBHOOK_TIMESTAMP: HeaderName = HeaderName::from_static("webhook-timestamp");
    const WEBHOOK_SIGNATURE: HeaderName = HeaderName::from_static("webhook-signature");
    let mut response = client
        .post(url)
        .header(CONTENT_TYPE, HeaderValue::from_static("application/json"))
        .header(WEBHOOK_ID, &id)
        .header(WEBHOOK_TIMESTAMP, timestamp)
        .header(WEBHOOK_SIGNATURE, signature)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endpoints_url_is_parsed_once_and_a_refused_one_refused_every_time() {
        let urls = CheckedUrls::default();
        let url = "https://hooks.example.com/shoreline";
        assert_eq!(urls.checked(url, false).unwrap().as_str(), url);
        assert_eq!(urls.checked(url, false).unwrap().as_str(), url);
        assert_eq!(urls.0.lock().unwrap().len(), 1, "kept once");
        let loopback = "http://127.0.0.1:8080/hook";
        for _ in 0..2 {
            assert!(urls.checked(loopback, false).is_err(), "a private address");
        }
        assert!(urls.checked("ftp://hooks.example.com/", false).is_err());
        assert_eq!(urls.0.lock().unwrap().len(), 1, "refusals are not kept");
    }
}
