//! The webhook outbox: an endpoint's deliveries, from the notification that causes one to the
//! outcome of its attempts (`docs/NOTIFICATIONS.md` draws a delivery's life), and the endpoints
//! themselves (webhooks and Web Push subscriptions).

use crate::domain::{DeliveryStatus, NotificationKind};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{NotificationRecord, StoreResult};

/// An endpoint of the outbox: a webhook, or a browser's Web Push subscription. Both are kept in
/// `webhooks` and delivered by the same outbox; they differ in how a delivery is sent, which
/// their `secret` tells: a webhook's signing key (`whsec_...`), or a push subscription's keys
/// after [`PUSH_SECRET_PREFIX`] (see `service::push`).
#[derive(Clone, Debug)]
pub struct WebhookRecord {
    pub id: Uuid,
    pub user_id: Uuid,
    pub url: String,
    pub kinds: Vec<NotificationKind>,
    pub secret: String,
    pub created_at: DateTime<Utc>,
    pub consecutive_failures: i32,
    pub disabled_at: Option<DateTime<Utc>>,
}

/// How a push subscription's `secret` begins.
pub const PUSH_SECRET_PREFIX: &str = "webpush:";

impl WebhookRecord {
    /// Whether this is a Web Push subscription rather than a webhook.
    pub fn is_push(&self) -> bool {
        self.secret.starts_with(PUSH_SECRET_PREFIX)
    }
}

/// What saving a push subscription did.
#[derive(Clone, Debug)]
pub enum SavedSubscription {
    Created(WebhookRecord),
    /// The person had subscribed this endpoint already: its keys and kinds are replaced.
    Updated(WebhookRecord),
    /// The person has this many push subscriptions already.
    TooMany,
}

#[derive(Clone, Debug)]
pub struct DeliveryRecord {
    pub id: i64,
    pub notification_id: i64,
    pub kind: NotificationKind,
    pub status: DeliveryStatus,
    pub attempts: i32,
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The HTTP status of the last answer, if the endpoint answered.
    pub last_status: Option<i32>,
    pub last_error: Option<String>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Most deliveries one claim takes (see [`OutboxStore::claim_deliveries`]).
pub const CLAIM_BATCH: usize = 64;

/// A delivery a worker claimed, with what it needs to send it.
#[derive(Clone, Debug)]
pub struct ClaimedDelivery {
    /// Its outbox row; `None` for a delivery handed over by the transaction that wrote its
    /// notification, which writes no row: the row is written once, with the attempt's outcome
    /// (see [`OutboxStore::rescue_handed_over`] for one whose instance stopped first).
    pub id: Option<i64>,
    pub webhook_id: Uuid,
    /// This attempt's number, from 1.
    pub attempt: i32,
    /// When its lease runs out: past it another worker may claim it.
    pub leased_until: DateTime<Utc>,
    pub url: String,
    pub secret: String,
    /// Whether the endpoint's last attempts had failed when this was claimed (a success then
    /// resets its count; otherwise there is nothing to write).
    pub endpoint_failing: bool,
    pub notification: NotificationRecord,
}

impl ClaimedDelivery {
    /// A delivery the transaction that wrote its notification leased to this instance, for its
    /// first attempt (see [`crate::store::NewEvent::lease_deliveries_until`]), with its
    /// endpoint's details. It has no outbox row yet.
    pub(crate) fn handed_over(
        webhook_id: Uuid,
        leased_until: DateTime<Utc>,
        url: String,
        secret: String,
        consecutive_failures: i32,
        notification: NotificationRecord,
    ) -> Self {
        ClaimedDelivery {
            id: None,
            webhook_id,
            attempt: 1,
            leased_until,
            url,
            secret,
            endpoint_failing: consecutive_failures > 0,
            notification,
        }
    }

    /// Which delivery this is, for its outcome or its release.
    pub fn key(&self) -> DeliveryKey {
        DeliveryKey {
            id: self.id,
            webhook_id: self.webhook_id,
            user_id: self.notification.user_id,
            notification_id: self.notification.id,
            written_at: self.notification.created_at,
        }
    }
}

/// A delivery as its outcome or release names it: by its outbox row, or, for one handed over
/// (no row yet), by what its row is written with.
#[derive(Clone, Copy, Debug)]
pub struct DeliveryKey {
    pub id: Option<i64>,
    pub webhook_id: Uuid,
    pub user_id: Uuid,
    pub notification_id: i64,
    /// When its notification was written (a handed-over delivery's row is dated by it).
    pub written_at: DateTime<Utc>,
}

/// How one attempt at a delivery went.
#[derive(Clone, Debug)]
pub struct AttemptOutcome {
    pub delivery: DeliveryKey,
    pub at: DateTime<Utc>,
    pub delivered: bool,
    pub status: Option<i32>,
    pub error: Option<String>,
    /// When to try again after a failure; `None` gives up.
    pub retry_at: Option<DateTime<Utc>>,
    /// Failed attempts in a row after which the endpoint is disabled.
    pub disable_after: i32,
    /// Whether the endpoint had failed before ([`ClaimedDelivery::endpoint_failing`]).
    pub endpoint_failing: bool,
    /// The endpoint is gone for good (a push service's 404 or 410: the subscription expired or
    /// was withdrawn): it is deleted, with its deliveries.
    pub endpoint_gone: bool,
}

/// What one step of the sweep for stranded handed-over deliveries did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepStep {
    /// Stranded deliveries it made due.
    pub rescued: u64,
    /// It stopped at its limit, not at the bound: sweep again soon.
    pub more: bool,
}

#[async_trait::async_trait]
pub trait WebhookStore: Send + Sync {
    /// `None` when the person already has `limit` webhooks (push subscriptions not counted).
    async fn create_webhook(
        &self,
        webhook: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<Option<WebhookRecord>>;
    /// Saves a push subscription (`is_push`): a person's endpoint they subscribed before is
    /// updated in place (keys and kinds), and the same endpoint under anyone else is deleted (a
    /// browser's subscription notifies whoever signed in on it last); at most `limit` per person.
    async fn save_push_subscription(
        &self,
        subscription: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<SavedSubscription>;
    /// A person's endpoints, webhooks and push subscriptions.
    async fn webhooks_of(&self, user_id: Uuid) -> StoreResult<Vec<WebhookRecord>>;
    /// False when the person has no such endpoint.
    async fn delete_webhook(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool>;
}

/// Every change to a delivery after the transaction that queued it or handed it over (those
/// write it with its notification): claiming it, recording an attempt, giving it back, writing
/// the row of one whose instance stopped, forgetting finished ones.
#[async_trait::async_trait]
pub trait OutboxStore: Send + Sync {
    /// An endpoint's deliveries, newest notification first, those of notifications before
    /// `before` (a notification id) if given; `None` when the person has no such endpoint.
    async fn deliveries(
        &self,
        user_id: Uuid,
        webhook_id: Uuid,
        before: Option<i64>,
        limit: i64,
    ) -> StoreResult<Option<Vec<DeliveryRecord>>>;

    /// Claims up to `limit` (at most [`CLAIM_BATCH`]) deliveries that are due and not leased,
    /// leasing them until `lease_until`, so no other worker sends them meanwhile.
    async fn claim_deliveries(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<ClaimedDelivery>>;
    /// Records attempts' outcomes in one transaction: each delivered, to be retried or given
    /// up (and an endpoint disabled after too many failures in a row).
    async fn record_attempts(&self, outcomes: &[AttemptOutcome]) -> StoreResult<()>;
    /// Gives back deliveries a worker took but did not send (its lease would have run out
    /// before it could send and record them): unleased, their attempt not counted, for any
    /// worker's next claim (a handed-over one gets its row, due at once).
    async fn release_deliveries(&self, deliveries: &[DeliveryKey]) -> StoreResult<()>;
    /// One step of the sweep: finds the deliveries handed over to an instance that stopped
    /// before recording them, among the notifications written up to `written_before` (long
    /// enough ago that a live instance would have recorded them): a notification an endpoint
    /// wanted (enabled, and registered by then) with no outbox row for that endpoint. Writes
    /// each its row, due at once, its first attempt counted as begun (it may have been sent).
    /// Reads each notification once, from a cursor the instances share, a bounded number per
    /// step (one short transaction: on SQLite it holds the write lock every move waits for);
    /// one instance sweeps at a time (another finds the cursor taken and finds nothing). Also
    /// makes due, once their lease ends, the deliveries an older version handed over (written
    /// with their notification, not due).
    async fn rescue_handed_over(&self, written_before: DateTime<Utc>) -> StoreResult<SweepStep>;
    /// Forgets the deliveries created before `created_before` that are over (delivered, given
    /// up or cancelled): the outbox would otherwise keep a row for every notification sent to
    /// an endpoint, for good. Pending ones stay, however old. How many went. (Also takes out of
    /// the due index the finished deliveries an older version left in it.)
    async fn prune_deliveries(&self, created_before: DateTime<Utc>) -> StoreResult<u64>;
}
