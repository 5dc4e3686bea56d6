//! A finished game as one self-contained JSON record: everything needed to replay it with no
//! database (the setup, the seed, every action) and what it came to, so anyone can check the
//! result with `shoreline verify --file`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::engine::matches::LogEntry;
use crate::engine::{BotLevel, Registry, Seat, Seed};
use crate::games::schemas as game_schemas;
use crate::store::{EventRecord, GameRecord};

use super::replay::{Setup, check_result, replay};

/// The `format` every record carries.
pub const FORMAT: &str = "shoreline-game";
/// The record layout this release writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// A finished game, complete: replay `log` from the setup (game type, rules version, players,
/// options, seed) and it comes to `result`.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GameExport {
    /// Always `shoreline-game`.
    #[schema(example = "shoreline-game")]
    pub format: String,
    /// The layout of this record; this release writes 1.
    #[schema(example = 1, minimum = 1)]
    pub format_version: u32,
    pub game_id: Uuid,
    #[schema(schema_with = game_schemas::game_type_id)]
    pub game_type: String,
    /// The rules version the game was played under.
    pub rules_version: String,
    #[schema(minimum = 1)]
    pub players: usize,
    /// The options the game was created with, every field present.
    #[schema(schema_with = game_schemas::any_options)]
    pub options: Value,
    /// The game's random seed, as a decimal string (it is a 64-bit integer, more than a
    /// JavaScript number holds exactly). Revealed only once the game has ended.
    #[schema(pattern = "^[0-9]{1,20}$", example = "12345678901234567890")]
    pub seed: String,
    /// Every seat with who sat in it.
    pub seats: Vec<ExportedSeat>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    /// The whole log, in order: nothing hidden.
    pub log: Vec<ExportedEvent>,
    /// What the game came to.
    #[schema(value_type = crate::engine::matches::MatchResult)]
    pub result: Value,
}

#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedSeat {
    pub seat: Seat,
    pub username: String,
    /// The level of a computer player in this seat; absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotLevel>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExportedEventKind {
    Action,
    Resign,
    Timeout,
}

/// One entry of the log, unredacted.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedEvent {
    /// 1-based position in the log.
    #[schema(minimum = 1)]
    pub seq: i64,
    pub kind: ExportedEventKind,
    pub seat: Seat,
    /// The action as the seat posted it; null for `resign` and `timeout`.
    #[schema(schema_with = game_schemas::action_or_null)]
    pub action: Value,
    pub created_at: DateTime<Utc>,
}

impl ExportedEvent {
    fn from_record(event: &EventRecord) -> Self {
        let (kind, action) = match &event.entry {
            LogEntry::Action { action, .. } => (ExportedEventKind::Action, action.clone()),
            LogEntry::Resign { .. } => (ExportedEventKind::Resign, Value::Null),
            LogEntry::Timeout { .. } => (ExportedEventKind::Timeout, Value::Null),
        };
        ExportedEvent {
            seq: event.seq,
            kind,
            seat: event.entry.seat(),
            action,
            created_at: event.created_at,
        }
    }

    fn entry(&self) -> LogEntry {
        match self.kind {
            ExportedEventKind::Action => LogEntry::Action {
                seat: self.seat,
                action: self.action.clone(),
            },
            ExportedEventKind::Resign => LogEntry::Resign { seat: self.seat },
            ExportedEventKind::Timeout => LogEntry::Timeout { seat: self.seat },
        }
    }
}

impl GameExport {
    /// The record of a finished game. The caller has checked that it is finished: the seed is in
    /// it.
    pub fn of_finished_game(record: &GameRecord, events: &[EventRecord], result: Value) -> Self {
        GameExport {
            format: FORMAT.to_owned(),
            format_version: FORMAT_VERSION,
            game_id: record.id,
            game_type: record.game_type.clone(),
            rules_version: record.rules_version.clone(),
            players: record.players,
            options: record.options.clone(),
            seed: record.seed.to_string(),
            seats: record
                .seats
                .iter()
                .map(|seat| ExportedSeat {
                    seat: seat.seat,
                    username: seat.username.clone(),
                    bot: seat.computer,
                })
                .collect(),
            created_at: record.created_at,
            ended_at: record.ended_at,
            log: events.iter().map(ExportedEvent::from_record).collect(),
            result,
        }
    }

    /// Replays the record with no database and checks it comes to its recorded result.
    pub fn check(&self, registry: &Registry) -> Result<(), String> {
        if self.format != FORMAT || self.format_version != FORMAT_VERSION {
            return Err(format!(
                "not a {FORMAT} record of version {FORMAT_VERSION} (format {:?}, version {})",
                self.format, self.format_version
            ));
        }
        let seed: u64 = self
            .seed
            .parse()
            .map_err(|_| format!("the seed {:?} is not a 64-bit number", self.seed))?;
        for (index, event) in self.log.iter().enumerate() {
            if event.seq != index as i64 + 1 {
                return Err(format!(
                    "the log has event {} where event {} belongs",
                    event.seq,
                    index + 1
                ));
            }
        }
        let entries: Vec<LogEntry> = self.log.iter().map(ExportedEvent::entry).collect();
        let setup = Setup {
            game_type: &self.game_type,
            rules_version: &self.rules_version,
            players: self.players,
            seed: Seed(seed),
            options: &self.options,
        };
        let replayed = replay(registry, setup, &entries).map_err(|e| e.to_string())?;
        if self.result.is_null() {
            return Err("the record has no result: only finished games are exported".to_owned());
        }
        check_result(&self.result, &replayed)
    }
}
