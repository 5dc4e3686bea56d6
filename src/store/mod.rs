//! The event store: users, games, seats and each game's append-only log, behind one trait. One
//! implementation, [`SqlStore`], holds the SQL; a [`Backend`] says what differs between Postgres
//! and SQLite (each also has its own migration folder).
//!
//! Appends are guarded by the `(game_id, seq)` primary key: a writer that read version `v` inserts
//! `seq = v + 1`, and of several racing writers exactly one succeeds. The games row is a projection
//! of the log, updated in the same transaction as the event it derives from. A lobby plan (a join,
//! an invitation) is applied only at the game's `lobby_revision` it was decided from. The store
//! decides nothing: it writes what the service planned (moves, lobby plans, the notifications
//! each causes) and reads what it is asked for.

mod backend;
mod direct_pool;
mod error;
mod inbox;
mod lobby;
mod notifications;
mod outbox;
mod postgres;
mod seeks;
mod session_view;
mod sessions;
mod sql;
mod sqlite;

use chrono::{DateTime, Utc};
use serde_json::Value;
use uuid::Uuid;

use crate::domain::{GameFilter, GameStatus, SeatOutcome};
use crate::engine::matches::LogEntry;
use crate::engine::{BotLevel, Seat};

pub use backend::{Backend, HotConnection, WriteLocking};
pub use error::{StoreError, StoreResult};
pub use inbox::{
    InboxStore, Kept, LiveNotification, NewNotification, NotificationRecord, PersonalNews,
    TurnEnding, WarnOfDeadline,
};
pub use lobby::{
    GameChange, GameStart, InvitationRecord, InviteLinkRecord, LeaderRecord, LobbyApplied,
    LobbyInvitation, LobbyPlan, LobbySnapshot, LobbyStore, NewInvitation, RatingRecord,
    RematchAnswer, TurnRecord,
};
pub use outbox::{
    AttemptOutcome, CLAIM_BATCH, ClaimedDelivery, DeliveryKey, DeliveryRecord, OutboxStore,
    PUSH_SECRET_PREFIX, SavedSubscription, SweepStep, WebhookRecord, WebhookStore,
};
pub use postgres::{PostgresBackend, PostgresStore};
pub use seeks::{
    CancelSeekOutcome, NewSeek, PairedGame, PlanWave, SeekOutcome, SeekRecord, SeekStore,
    WaitingSeek,
};
pub use session_view::SessionView;
pub use sessions::{
    EndedInvitation, EndedInvitations, NewRefreshToken, Rotation, SessionStore,
    TellOfEndedInvitations,
};
pub use sql::SqlStore;
pub use sqlite::{SqliteBackend, SqliteStore};

/// How many wake-up signals a slow stream may fall behind before it skips ahead (it then simply
/// re-reads the log).
const SIGNAL_BUFFER: usize = 1024;

pub(crate) fn signal_channel<T: Clone>() -> tokio::sync::broadcast::Sender<T> {
    tokio::sync::broadcast::channel(SIGNAL_BUFFER).0
}

/// A wake-up signal, from this instance or another: a game's log grew, or a person has new
/// notifications.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signal {
    Game(Uuid),
    Person(Uuid),
}

#[derive(Clone, Debug)]
pub struct UserRecord {
    /// The level of a computer player's account (which nobody can sign in to); `None` for a
    /// person.
    pub computer: Option<BotLevel>,
    pub id: Uuid,
    pub username: String,
    pub password_hash: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Clone, Debug)]
pub struct SeatRecord {
    pub seat: Seat,
    pub user_id: Uuid,
    pub username: String,
    /// The level a computer player in this seat plays at; `None` for a person.
    pub computer: Option<BotLevel>,
    pub outcome: Option<SeatOutcome>,
    /// How the finished game moved the player's rating (rated games only).
    pub rating_change: Option<f64>,
}

/// A game row with its seats. `version` is the number of events in its log.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub id: Uuid,
    pub game_type: String,
    pub rules_version: String,
    pub players: usize,
    pub options: Value,
    pub seed: u64,
    pub created_by: Uuid,
    pub created_at: DateTime<Utc>,
    pub status: GameStatus,
    pub version: i64,
    pub to_act: Vec<Seat>,
    pub result: Option<Value>,
    pub updated_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    pub seats: Vec<SeatRecord>,
    /// Opaque position for cursor paging.
    pub list_order: i64,
    /// Time allowed per move, if the game has a turn deadline.
    pub turn_deadline_secs: Option<i64>,
    /// When the seats to act lose by timeout.
    pub deadline_at: Option<DateTime<Utc>>,
    /// Changes when something shown of the seats changes after they are settled (a seated
    /// account deleted), so that cached seats are read again.
    pub seats_revision: i64,
    /// Whether the result changes the players' ratings (games with a computer never do).
    pub rated: bool,
}

impl GameRecord {
    /// The row as the store writes it when it appends event `seq` with `projection` at `at`.
    pub fn apply_projection(&mut self, seq: i64, projection: Projection, at: DateTime<Utc>) {
        self.version = seq;
        if projection.status == GameStatus::Finished {
            self.ended_at = Some(at);
        }
        self.deadline_at = projection.deadline_after(at);
        self.status = projection.status;
        self.to_act = projection.to_act;
        self.result = projection.result;
        self.updated_at = at;
        for result in &projection.seat_results {
            if let Some(seat) = self.seats.iter_mut().find(|s| s.seat == result.seat) {
                seat.outcome = Some(result.outcome);
            }
        }
    }

    pub fn seat_of(&self, user_id: Uuid) -> Option<Seat> {
        self.seats
            .iter()
            .find(|s| s.user_id == user_id)
            .map(|s| s.seat)
    }
}

#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: Uuid,
    pub game_type: String,
    pub rules_version: String,
    pub players: usize,
    pub options: Value,
    pub seed: u64,
    pub created_by: Uuid,
    /// Every seat taken at creation: the creator's and computer players', or (a rematch, a
    /// pairing) everyone's.
    pub seats: Vec<(Seat, Uuid)>,
    /// The finished game this one is the rematch of: at most one game is (a unique key).
    pub rematch_of: Option<Uuid>,
    /// Whether the result changes the players' ratings (casual games, from quick pairing, do not).
    pub rated: bool,
    pub turn_deadline_secs: Option<i64>,
    /// Set when every seat is taken at creation: the game is active at once.
    pub start: Option<GameStart>,
    /// What creating the game tells people (decided by the service).
    pub notifications: Vec<NewNotification>,
}

#[derive(Clone, Debug)]
pub struct EventRecord {
    pub seq: i64,
    pub entry: LogEntry,
    pub idempotency_key: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// The projection columns that follow from a game's log.
#[derive(Clone, Debug)]
pub struct Projection {
    pub status: GameStatus,
    pub to_act: Vec<Seat>,
    pub result: Option<Value>,
    /// Every seat's result and side, once the game is finished (empty before); ratings are
    /// updated from it in the same transaction.
    pub seat_results: Vec<SeatResult>,
    /// The game's time per move, when it has one and is still running.
    pub deadline_secs: Option<i64>,
}

impl Projection {
    pub fn deadline_after(&self, at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.deadline_secs
            .map(|secs| at + chrono::Duration::seconds(secs))
    }
}

#[derive(Clone, Copy, Debug)]
pub struct SeatResult {
    pub seat: Seat,
    /// The seat's side (team) index: seats of one side are not rated against each other.
    pub side: usize,
    pub outcome: SeatOutcome,
}

/// Bit n set for seat n.
pub fn seat_mask(seats: &[Seat]) -> i64 {
    seats.iter().fold(0, |mask, seat| mask | (1 << seat.0))
}

pub struct NewEvent<'a> {
    pub game_id: Uuid,
    /// When it happens: the event's time, and the one its notifications carry.
    pub at: DateTime<Utc>,
    /// Must be the game's current version + 1.
    pub seq: i64,
    pub entry: &'a LogEntry,
    pub idempotency_key: Option<&'a str>,
    pub projection: Projection,
    /// The notifications the event causes, written with it.
    pub notifications: Vec<NewNotification>,
    /// When set, the webhook deliveries the notifications cause are leased to this instance
    /// until then and come back in [`AppendOutcome::Appended`], for it to send at once, with no
    /// outbox row: it writes each row with the outcome. No claim, and one write, for the outbox's
    /// busiest traffic. Past the lease the sweep writes the row of what this one did not record
    /// (it stopped, say), for another instance's claim.
    pub lease_deliveries_until: Option<DateTime<Utc>>,
}

#[derive(Debug)]
pub enum AppendOutcome {
    /// Written, with the timestamp recorded on the event and the game, this instance's news of
    /// it, to announce once the appender has cached the new event, its news for the people the
    /// event's notifications went to (other instances are told already; this instance's
    /// watchers are the appender's to announce to: not on the store's broadcast, so no relay task
    /// wakes for each move), and the webhook deliveries leased to this instance
    /// ([`NewEvent::lease_deliveries_until`]).
    Appended {
        at: DateTime<Utc>,
        news: GameNews,
        personal: Vec<PersonalNews>,
        deliveries: Vec<ClaimedDelivery>,
    },
    /// Another writer took this seq first (or, racing, used the same idempotency key).
    SeqTaken,
}

/// This instance's news that a game's log grew, held back until the appender has done what the
/// game's streams will look for: put the new event in the replay cache. A stream woken before
/// that finds the cache behind and reads the game from the database instead, two queries per
/// stream per move. Other instances are told at commit (they read the database anyway). The
/// appender hands the news to this instance's watchers itself ([`GameNews::take`]); news dropped
/// untaken goes out on the store's broadcast instead, so no append goes unannounced.
#[must_use = "dropping the news broadcasts it at once; deliver it once the new event is cached"]
pub struct GameNews {
    signals: tokio::sync::broadcast::Sender<Uuid>,
    game_id: Uuid,
    /// Taken by the appender, who wakes the watchers itself: nothing to broadcast.
    taken: bool,
}

impl GameNews {
    pub(crate) fn new(signals: tokio::sync::broadcast::Sender<Uuid>, game_id: Uuid) -> Self {
        GameNews {
            signals,
            game_id,
            taken: false,
        }
    }

    /// The game whose log grew, for a caller that wakes this instance's watchers of it itself:
    /// the broadcast is then not sent.
    pub(crate) fn take(mut self) -> Uuid {
        self.taken = true;
        self.game_id
    }
}

impl Drop for GameNews {
    fn drop(&mut self) {
        if !self.taken {
            // No receiver is fine: nobody is streaming this game on this instance.
            let _ = self.signals.send(self.game_id);
        }
    }
}

impl std::fmt::Debug for GameNews {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameNews")
            .field("game_id", &self.game_id)
            .finish()
    }
}

/// A connection pool's use at one moment, for the metrics.
#[derive(Clone, Copy, Debug)]
pub struct PoolUsage {
    /// `main` (sqlx's pool) or `hot` (Postgres's direct pool for the hot paths).
    pub name: &'static str,
    pub in_use: u64,
    pub idle: u64,
    pub max: u64,
}

#[async_trait::async_trait]
pub trait Store:
    LobbyStore
    + SeekStore
    + SessionStore
    + InboxStore
    + WebhookStore
    + OutboxStore
    + Send
    + Sync
    + 'static
{
    async fn ping(&self) -> StoreResult<()>;

    /// `None` when the username (case-insensitively) is taken. A name still held by an account
    /// deleted before `released_before` is released to the new account.
    async fn create_user(
        &self,
        username: &str,
        password_hash: &str,
        released_before: DateTime<Utc>,
    ) -> StoreResult<Option<UserRecord>>;
    /// A live (not deleted) account by name, regardless of case.
    async fn user_by_username(&self, username: &str) -> StoreResult<Option<UserRecord>>;
    /// A live (not deleted) account by id.
    async fn user_by_id(&self, id: Uuid) -> StoreResult<Option<UserRecord>>;

    async fn create_game(&self, game: NewGame) -> StoreResult<GameRecord>;
    async fn game(&self, id: Uuid) -> StoreResult<Option<GameRecord>>;
    /// The game row alone (`seats` left empty), for callers that already know the seats.
    async fn game_without_seats(&self, id: Uuid) -> StoreResult<Option<GameRecord>>;
    async fn list_games(&self, filter: &GameFilter) -> StoreResult<Vec<GameRecord>>;

    async fn events(&self, game_id: Uuid, after: i64) -> StoreResult<Vec<EventRecord>>;
    /// Up to `limit` games whose `list_order` is above `after`, in that order, each with its
    /// whole log as read just after the row (it may have grown since: see
    /// `audit::StoredGame::new`), for checking every stored game one page at a time. Seats are
    /// left empty.
    async fn games_with_logs(
        &self,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<(GameRecord, Vec<EventRecord>)>>;
    async fn append_event(&self, event: NewEvent<'_>) -> StoreResult<AppendOutcome>;
    async fn seq_for_idempotency_key(&self, game_id: Uuid, key: &str) -> StoreResult<Option<i64>>;

    /// Wake-up signals naming games whose log grew on another instance (on Postgres, through
    /// LISTEN/NOTIFY). This instance's appends come here only if their appender dropped the
    /// [`GameNews`] untaken: it wakes the game's watchers itself. A signal is only a hint:
    /// readers re-read the log, which stays the truth, so a lagging receiver loses nothing.
    fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Uuid>;

    /// How many connections each of the store's pools holds now, in use and idle.
    fn pool_usage(&self) -> Vec<PoolUsage>;

    /// The ended sessions this instance knows of without asking, kept current from the database
    /// where it can tell (Postgres); `None` where every check asks the database (SQLite).
    fn session_view(&self) -> Option<&SessionView>;

    /// News of people who have new notifications, from every instance like [`Store::subscribe`]'s;
    /// equally only a hint, though this instance's carries the items it wrote. Not this
    /// instance's moves': their appender has that news ([`AppendOutcome::Appended`]).
    fn subscribe_personal(&self) -> tokio::sync::broadcast::Receiver<PersonalNews>;
}

/// Open the store a database URL names, running its migrations.
pub async fn connect(database_url: &str) -> StoreResult<std::sync::Arc<dyn Store>> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        Ok(std::sync::Arc::new(
            PostgresStore::connect(database_url).await?,
        ))
    } else if database_url.starts_with("sqlite:") {
        Ok(std::sync::Arc::new(
            SqliteStore::connect(database_url).await?,
        ))
    } else {
        Err(StoreError::Other(anyhow::anyhow!(
            "unsupported database URL (expected postgres:// or sqlite:)"
        )))
    }
}

/// The current time at the precision both databases store (microseconds), so a timestamp we
/// answer with equals the one read back later.
pub fn now() -> DateTime<Utc> {
    use chrono::SubsecRound;
    Utc::now().trunc_subsecs(6)
}

/// A computer player's account: three per level, so a game may seat up to three of one level.
#[derive(Clone, Debug)]
pub struct ComputerAccount {
    pub id: Uuid,
    pub level: BotLevel,
}

/// A computer player's level as stored (`users.bot_level`).
pub fn computer_level(stored: &str) -> Option<BotLevel> {
    BotLevel::ALL
        .into_iter()
        .find(|level| computer_level_name(*level) == stored)
}

pub fn computer_level_name(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Easy => "easy",
        BotLevel::Medium => "medium",
        BotLevel::Hard => "hard",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_news_is_broadcast_when_dropped_untaken_never_when_taken() {
        let (signals, mut received) = tokio::sync::broadcast::channel(4);
        let game_id = Uuid::new_v4();

        let news = GameNews::new(signals.clone(), game_id);
        assert!(received.try_recv().is_err(), "held back while held");
        drop(news);
        assert_eq!(
            received.try_recv().ok(),
            Some(game_id),
            "dropped news is broadcast"
        );

        assert_eq!(GameNews::new(signals, game_id).take(), game_id);
        assert!(
            received.try_recv().is_err(),
            "taken news is the taker's to deliver"
        );
    }
}
