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
use uuid::Uuid;

use super::{SeatRecord, StoreResult};
use crate::domain::{MarkRead, NotificationData, NotificationFilter};
use crate::engine::Seat;

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
}
