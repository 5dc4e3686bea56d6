//! Checking one stored game: its log replays under its rules version, and its games row (status,
//! seats to act, result, version) says what the replay says.

use crate::domain::GameStatus;
use crate::engine::matches::Match;
use crate::engine::{Registry, Seed};
use crate::store::{EventRecord, GameRecord};

use super::replay::{Setup, check_result, replay};

/// A game as read for checking: its row, and its log as of the row's version (events appended
/// after the row was read are dropped, so a live database is checked consistently).
pub struct StoredGame {
    pub record: GameRecord,
    pub events: Vec<EventRecord>,
}

impl StoredGame {
    /// `events` may run past the row's version (appended since the row was read): only the
    /// first `version` are the log the row describes.
    pub fn new(record: GameRecord, mut events: Vec<EventRecord>) -> Self {
        events.truncate(usize::try_from(record.version).unwrap_or(0));
        StoredGame { record, events }
    }

    pub fn setup(&self) -> Setup<'_> {
        Setup {
            game_type: &self.record.game_type,
            rules_version: &self.record.rules_version,
            players: self.record.players,
            seed: Seed(self.record.seed),
            options: &self.record.options,
        }
    }

    /// The replayed match, or what is wrong with the stored game.
    pub fn check(&self, registry: &Registry) -> Result<Match, String> {
        let record = &self.record;
        for (index, event) in self.events.iter().enumerate() {
            if event.seq != index as i64 + 1 {
                return Err(format!(
                    "the log has event {} where event {} belongs",
                    event.seq,
                    index + 1
                ));
            }
        }
        if self.events.len() as i64 != record.version {
            return Err(format!(
                "the games row is at version {}, but the log has {} events",
                record.version,
                self.events.len()
            ));
        }
        let replayed = replay(
            registry,
            self.setup(),
            self.events.iter().map(|event| &event.entry),
        )
        .map_err(|e| e.to_string())?;
        let recorded_result = record.result.clone().unwrap_or_default();
        match record.status {
            GameStatus::Open | GameStatus::Cancelled if !self.events.is_empty() => {
                return Err(format!(
                    "the game is {} but its log has {} events",
                    record.status.as_str(),
                    self.events.len()
                ));
            }
            GameStatus::Open | GameStatus::Cancelled => {}
            GameStatus::Active if replayed.is_finished() => {
                return Err(format!(
                    "recorded as active, but the log ends the game: {}",
                    super::replay::result_json(&replayed)
                ));
            }
            GameStatus::Active => {
                if record.to_act != replayed.to_act() {
                    return Err(format!(
                        "recorded seats to act {:?}, replayed {:?}",
                        seats(&record.to_act),
                        seats(&replayed.to_act())
                    ));
                }
            }
            GameStatus::Finished if !replayed.is_finished() => {
                return Err("recorded as finished, but the log does not end the game".to_owned());
            }
            GameStatus::Finished => {}
        }
        check_result(&recorded_result, &replayed)?;
        Ok(replayed)
    }
}

fn seats(seats: &[crate::engine::Seat]) -> Vec<u8> {
    seats.iter().map(|seat| seat.0).collect()
}
