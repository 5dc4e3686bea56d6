//! A seek (a person's wish to play now in one pool) as its seeker sees it.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::engine::BotLevel;
use crate::games::schemas as game_schemas;
use crate::store::SeekRecord;

/// Computers of `level` take the empty seats after `after_secs` without a table of people; such
/// a game is unrated.
#[derive(Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ComputerFallback {
    #[schema(minimum = 5, maximum = 300)]
    pub after_secs: i64,
    pub level: BotLevel,
}

/// Where a seek stands.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeekStatus {
    /// In the pool, waiting for a table.
    Waiting,
    /// Seated: the game is `game_id`, and already active.
    Paired,
}

/// A seek: a person's wish to play now in one pool.
#[derive(Serialize, ToSchema)]
pub struct Seek {
    pub id: Uuid,
    pub status: SeekStatus,
    pub game_type: String,
    pub players: usize,
    /// The options as the rules normalized them.
    #[schema(schema_with = game_schemas::any_options)]
    pub options: Value,
    pub rated: bool,
    pub turn_deadline_secs: Option<i64>,
    pub computer_fallback: Option<ComputerFallback>,
    pub created_at: DateTime<Utc>,
    /// When a seek still waiting leaves the pool unpaired.
    pub lapses_at: DateTime<Utc>,
    /// The game the seek led to, once paired.
    pub game_id: Option<Uuid>,
    pub paired_at: Option<DateTime<Utc>>,
}

impl Seek {
    /// `seek` as its seeker sees it; a waiting seek lapses `lifetime` after it was made.
    pub(crate) fn of(seek: SeekRecord, lifetime: chrono::Duration) -> Self {
        Seek {
            id: seek.id,
            status: match seek.game_id {
                Some(_) => SeekStatus::Paired,
                None => SeekStatus::Waiting,
            },
            game_type: seek.game_type,
            players: seek.players,
            options: seek.options,
            rated: seek.rated,
            turn_deadline_secs: seek.turn_deadline_secs,
            computer_fallback: seek
                .computer_fallback
                .map(|(after_secs, level)| ComputerFallback { after_secs, level }),
            created_at: seek.created_at,
            lapses_at: seek.created_at + lifetime,
            game_id: seek.game_id,
            paired_at: seek.paired_at,
        }
    }
}
