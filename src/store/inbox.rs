//! Each person's notifications and webhook endpoints, and the webhook outbox.
//!
//! A notification is derived from the change that causes it (a move, a lobby change, a turn's
//! deadline drawing near) and written in that change's transaction, together with one outbox row
//! per webhook endpoint that wants it, or, for a move's deliveries handed to its instance, with
//! nothing more (the notification is their record until the instance writes their rows with the
//! outcome, or the sweep does): a crash can neither lose an item nor invent one. Ids are
//! per person, gapless and committed in order (see the migrations), so they serve as the personal
//! stream's SSE ids.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::{SeatRecord, StoreResult};
use crate::engine::Seat;

/// What a notification is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    YourMove,
    GameStarted,
    GameEnded,
    Invited,
    InvitationAnswered,
    DeadlineNear,
    InvitationWithdrawn,
}

impl NotificationKind {
    pub const ALL: [NotificationKind; 7] = [
        NotificationKind::YourMove,
        NotificationKind::GameStarted,
        NotificationKind::GameEnded,
        NotificationKind::Invited,
        NotificationKind::InvitationAnswered,
        NotificationKind::DeadlineNear,
        NotificationKind::InvitationWithdrawn,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            NotificationKind::YourMove => "your_move",
            NotificationKind::GameStarted => "game_started",
            NotificationKind::GameEnded => "game_ended",
            NotificationKind::Invited => "invited",
            NotificationKind::InvitationAnswered => "invitation_answered",
            NotificationKind::DeadlineNear => "deadline_near",
            NotificationKind::InvitationWithdrawn => "invitation_withdrawn",
        }
    }

    /// The kind's bit in a webhook's `kinds_mask` (stored: never renumber).
    pub fn bit(self) -> i64 {
        1 << match self {
            NotificationKind::YourMove => 0,
            NotificationKind::GameStarted => 1,
            NotificationKind::GameEnded => 2,
            NotificationKind::Invited => 3,
            NotificationKind::InvitationAnswered => 4,
            NotificationKind::DeadlineNear => 5,
            NotificationKind::InvitationWithdrawn => 6,
        }
    }

    /// The kinds an endpoint delivers, as a person chose them: every kind there is now when
    /// they chose none; each once, in the order of their bits.
    pub fn chosen(kinds: &[NotificationKind]) -> Vec<NotificationKind> {
        Self::from_mask(if kinds.is_empty() {
            Self::mask(&Self::ALL)
        } else {
            Self::mask(kinds)
        })
    }

    pub fn mask(kinds: &[NotificationKind]) -> i64 {
        kinds.iter().fold(0, |mask, kind| mask | kind.bit())
    }

    pub fn from_mask(mask: i64) -> Vec<NotificationKind> {
        Self::ALL
            .into_iter()
            .filter(|kind| mask & kind.bit() != 0)
            .collect()
    }
}

/// Your result in a game that ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum YourResult {
    Win,
    Loss,
    Draw,
}

/// How an invitation was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvitationAnswer {
    Accepted,
    Declined,
}

/// Why an invitation you had not answered was withdrawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WithdrawalReason {
    /// Its game's creator cancelled the game.
    GameCancelled,
    /// Every seat of its game was taken by others: it began without you.
    GameStarted,
    /// The inviter deleted their account.
    InviterDeleted,
}

/// A notification's content, by kind.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NotificationData {
    /// It is your turn in a game: the game is at `version`.
    YourMove {
        game_id: Uuid,
        game_type: String,
        version: i64,
        /// When your time to move runs out, if the game has a turn deadline.
        deadline_at: Option<DateTime<Utc>>,
    },
    /// Every seat of a game you sit in is taken: it has begun.
    GameStarted { game_id: Uuid, game_type: String },
    /// A game you sat in is over, at `version`.
    GameEnded {
        game_id: Uuid,
        game_type: String,
        version: i64,
        result: YourResult,
    },
    /// Someone invited you to an open game.
    Invited {
        invitation_id: Uuid,
        game_id: Uuid,
        game_type: String,
        inviter: String,
    },
    /// Someone you invited accepted or declined.
    InvitationAnswered {
        invitation_id: Uuid,
        game_id: Uuid,
        invitee: String,
        answer: InvitationAnswer,
    },
    /// Your time to move in a game (at `version`) runs out soon.
    DeadlineNear {
        game_id: Uuid,
        game_type: String,
        version: i64,
        deadline_at: DateTime<Utc>,
    },
    /// An invitation you had not answered is gone, and can no longer be accepted or declined.
    InvitationWithdrawn {
        invitation_id: Uuid,
        game_id: Uuid,
        game_type: String,
        inviter: String,
        reason: WithdrawalReason,
    },
}

impl NotificationData {
    pub fn kind(&self) -> NotificationKind {
        match self {
            NotificationData::YourMove { .. } => NotificationKind::YourMove,
            NotificationData::GameStarted { .. } => NotificationKind::GameStarted,
            NotificationData::GameEnded { .. } => NotificationKind::GameEnded,
            NotificationData::Invited { .. } => NotificationKind::Invited,
            NotificationData::InvitationAnswered { .. } => NotificationKind::InvitationAnswered,
            NotificationData::DeadlineNear { .. } => NotificationKind::DeadlineNear,
            NotificationData::InvitationWithdrawn { .. } => NotificationKind::InvitationWithdrawn,
        }
    }
}

/// Whether a notification is kept in the person's inbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Always: it is news that happened once (a game began or ended, an invitation).
    Always,
    /// Only when one of the person's webhook endpoints takes its kind, which needs the record to
    /// deliver it at least once; otherwise it is only sent live, to the person's streams. For
    /// "your move": whose turn it is is the games' state (`GET /me/games?awaiting_move=true`),
    /// and keeping an inbox row of it for every move would double what a move writes.
    WhenDelivered,
}

/// A running game's turn whose deadline is near, as the deadline sweep reads it.
#[derive(Clone, Debug)]
pub struct TurnEnding {
    pub game_id: Uuid,
    pub game_type: String,
    pub version: i64,
    pub deadline_at: DateTime<Utc>,
    pub to_act: Vec<Seat>,
    /// Every seat (without outcomes: the game is running).
    pub seats: Vec<SeatRecord>,
}

/// What a turn's nearing deadline tells whom: pure, so that the store may call it inside the
/// transaction that marks the turn warned.
pub type WarnOfDeadline<'a> = dyn Fn(&TurnEnding) -> Vec<NewNotification> + Send + Sync + 'a;

/// A notification to write for one person.
#[derive(Clone, Debug)]
pub struct NewNotification {
    pub user_id: Uuid,
    pub data: NotificationData,
    /// Written at most once per person and key (a second one is skipped).
    pub once_key: Option<String>,
    pub kept: Kept,
}

impl NewNotification {
    pub fn new(user_id: Uuid, data: NotificationData) -> Self {
        NewNotification {
            user_id,
            data,
            once_key: None,
            kept: Kept::Always,
        }
    }

    /// A notification kept only when a webhook endpoint of the person delivers it
    /// ([`Kept::WhenDelivered`]).
    pub fn when_delivered(user_id: Uuid, data: NotificationData) -> Self {
        NewNotification {
            kept: Kept::WhenDelivered,
            ..NewNotification::new(user_id, data)
        }
    }
}

/// A notification that was not kept ([`Kept::WhenDelivered`] with nobody to deliver it): sent
/// live to the person's streams on this instance, and derived afresh by those on others.
#[derive(Clone, Debug)]
pub struct LiveNotification {
    pub user_id: Uuid,
    pub data: NotificationData,
}

#[derive(Clone, Debug)]
pub struct NotificationRecord {
    pub user_id: Uuid,
    pub id: i64,
    pub data: NotificationData,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

/// News that a person has new notifications. From this instance it carries the items written,
/// oldest first, so that the person's streams here need not read back what was just written,
/// and the ones sent live only; from another instance (or after a lost signal) it only names the
/// person, and the streams read (and derive what is live: whose turn it is).
#[derive(Clone, Debug)]
pub struct PersonalNews {
    pub user_id: Uuid,
    pub written: Option<std::sync::Arc<[NotificationRecord]>>,
    /// Items not kept (see [`Kept::WhenDelivered`]), oldest first; empty in news from elsewhere.
    pub live: std::sync::Arc<[NotificationData]>,
}

impl PersonalNews {
    /// News from elsewhere: who, not what.
    pub fn about(user_id: Uuid) -> Self {
        PersonalNews {
            user_id,
            written: None,
            live: std::sync::Arc::new([]),
        }
    }

    /// Whether it came from this instance (and so says what it is about).
    pub fn is_from_here(&self) -> bool {
        self.written.is_some()
    }
}

/// What one step of the sweep for stranded handed-over deliveries did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepStep {
    /// Stranded deliveries it made due.
    pub rescued: u64,
    /// It stopped at its limit, not at the bound: sweep again soon.
    pub more: bool,
}

/// Which of a person's notifications to list, newest first.
#[derive(Clone, Debug, Default)]
pub struct NotificationFilter {
    pub unread_only: bool,
    /// Only ids below this.
    pub before: Option<i64>,
    pub limit: i64,
}

/// Which notifications to mark read.
#[derive(Clone, Debug)]
pub enum MarkRead<'a> {
    Ids(&'a [i64]),
    UpTo(i64),
}

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryStatus {
    Pending,
    Delivered,
    /// Every attempt the retry schedule allows failed.
    Failed,
    /// Its endpoint was disabled before it could be delivered.
    Cancelled,
}

impl DeliveryStatus {
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "pending" => DeliveryStatus::Pending,
            "delivered" => DeliveryStatus::Delivered,
            "failed" => DeliveryStatus::Failed,
            "cancelled" => DeliveryStatus::Cancelled,
            _ => return None,
        })
    }
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

/// Most deliveries one claim takes (see [`InboxStore::claim_deliveries`]).
pub const CLAIM_BATCH: usize = 64;

/// A delivery a worker claimed, with what it needs to send it.
#[derive(Clone, Debug)]
pub struct ClaimedDelivery {
    /// Its outbox row; `None` for a delivery handed over by the transaction that wrote its
    /// notification, which writes no row: the row is written once, with the attempt's outcome
    /// (see [`InboxStore::rescue_handed_over`] for one whose instance stopped first).
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

#[async_trait::async_trait]
pub trait InboxStore: Send + Sync {
    /// A person's notifications, newest first.
    async fn notifications(
        &self,
        user_id: Uuid,
        filter: &NotificationFilter,
    ) -> StoreResult<Vec<NotificationRecord>>;
    /// A person's notifications after id `after`, oldest first (for the personal stream).
    async fn notifications_after(
        &self,
        user_id: Uuid,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<NotificationRecord>>;
    /// The id of a person's newest notification (0 for none).
    async fn last_notification_id(&self, user_id: Uuid) -> StoreResult<i64>;
    async fn unread_count(&self, user_id: Uuid) -> StoreResult<i64>;
    /// Marks notifications read (those read already keep their time); how many were unread.
    async fn mark_read(&self, user_id: Uuid, which: MarkRead<'_>) -> StoreResult<u64>;

    /// Warns of each active game's turn whose deadline falls between `now` and
    /// `now + lead_secs` and that was not warned of yet (turns no longer than the lead are not
    /// warned: the "your move" item said when they end): writes what `warn` decides the turn
    /// tells, and marks the turn warned, under the game's lock (so of two instances' sweeps, one
    /// warns). How many games.
    async fn warn_of_deadlines(
        &self,
        now: DateTime<Utc>,
        lead_secs: i64,
        warn: &WarnOfDeadline<'_>,
    ) -> StoreResult<usize>;

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
