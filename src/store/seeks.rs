//! Quick pairing's rows: seeks waiting in pools, and the waves that turn them into games.

use chrono::{DateTime, Utc};
use serde_json::Value;
use uuid::Uuid;

use super::{NewGame, StoreResult};
use crate::engine::BotLevel;

/// A seek to write: the pool's parameters (`pool` is their canonical key) and the seeker's.
#[derive(Clone, Debug)]
pub struct NewSeek {
    pub id: Uuid,
    pub user_id: Uuid,
    /// The session that asked: when it ends, the seek does.
    pub session_id: Uuid,
    pub pool: String,
    pub game_type: String,
    pub players: usize,
    pub options: Value,
    pub rated: bool,
    pub turn_deadline_secs: Option<i64>,
    pub computer_fallback: Option<(i64, BotLevel)>,
}

/// A seek as stored: waiting, or paired into `game_id`.
#[derive(Clone, Debug)]
pub struct SeekRecord {
    pub id: Uuid,
    pub user_id: Uuid,
    pub game_type: String,
    pub players: usize,
    pub options: Value,
    pub rated: bool,
    pub turn_deadline_secs: Option<i64>,
    pub computer_fallback: Option<(i64, BotLevel)>,
    pub created_at: DateTime<Utc>,
    pub game_id: Option<Uuid>,
    pub paired_at: Option<DateTime<Utc>>,
}

/// A seek waiting in the pool a wave pairs, with its seeker's rating in the game type (`None`
/// before their first rated game).
#[derive(Clone, Debug)]
pub struct WaitingSeek {
    pub seek: SeekRecord,
    pub rating: Option<crate::ratings::Glicko>,
}

/// A game a wave decided on, and the seeks it ends.
#[derive(Clone, Debug)]
pub struct PairedGame {
    pub game: NewGame,
    pub seek_ids: Vec<Uuid>,
}

/// What a wave decides from the seeks waiting in its pool: pure, so the store may call it inside
/// the wave's transaction.
pub type PlanWave<'a> = dyn Fn(Vec<WaitingSeek>) -> Vec<PairedGame> + Send + Sync + 'a;

#[derive(Debug)]
pub enum SeekOutcome {
    Created(SeekRecord),
    /// The person already waits in a pool (this one or another): they are seated once at most.
    AlreadySeeking(SeekRecord),
}

#[derive(Debug, PartialEq)]
pub enum CancelSeekOutcome {
    Cancelled,
    /// Too late: a wave had seated the seeker in this game.
    Paired(Uuid),
    NotFound,
}

#[async_trait::async_trait]
pub trait SeekStore: Send + Sync {
    async fn create_seek(&self, seek: NewSeek) -> StoreResult<SeekOutcome>;
    /// `user_id`'s seek `id`, waiting or paired.
    async fn seek(&self, user_id: Uuid, id: Uuid) -> StoreResult<Option<SeekRecord>>;
    /// `user_id`'s seeks, waiting and paired (until pruned), newest first.
    async fn seeks_of(&self, user_id: Uuid) -> StoreResult<Vec<SeekRecord>>;
    async fn cancel_seek(&self, user_id: Uuid, id: Uuid) -> StoreResult<CancelSeekOutcome>;
    /// The pools with seeks waiting.
    async fn pools_waiting(&self) -> StoreResult<Vec<String>>;
    /// Runs one pairing wave of `pool` at `now`, in one transaction: drops the seeks whose
    /// session ended, whose account is deleted, or that were made before `lapse_before`; lets
    /// `plan` decide on the rest; creates its games (everyone seated told as when any game
    /// starts) and marks their seeks paired. `None` when another instance is running a wave of
    /// the pool (only one does at a time); else the games created.
    async fn pairing_wave(
        &self,
        pool: &str,
        lapse_before: DateTime<Utc>,
        plan: &PlanWave<'_>,
    ) -> StoreResult<Option<Vec<Uuid>>>;
    /// Forgets seeks paired before `before`; answers how many.
    async fn prune_paired_seeks(&self, before: DateTime<Utc>) -> StoreResult<u64>;
}
