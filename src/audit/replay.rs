//! Replaying a recorded log under exactly the rules version it was played with, and comparing what
//! it comes to with what was recorded. The golden logs, `shoreline verify` and exported records
//! all go through these two functions, so they judge a log the same way the service replays it.

use serde_json::Value;

use crate::engine::matches::{LogEntry, Match};
use crate::engine::{Registry, Seed};

/// What a game was set up with.
#[derive(Clone, Copy, Debug)]
pub struct Setup<'a> {
    pub game_type: &'a str,
    pub rules_version: &'a str,
    pub players: usize,
    pub seed: Seed,
    pub options: &'a Value,
}

/// Why a recorded log no longer replays.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{game_type} rules version {rules_version} is not registered in this release")]
    UnknownRules {
        game_type: String,
        rules_version: String,
    },
    #[error("the game no longer sets up: {0}")]
    Setup(String),
    /// Entry `seq` (1-based) is refused by the rules or is not an action of this game.
    #[error("entry {seq} ({entry}) is refused: {reason}")]
    Refused {
        seq: usize,
        entry: String,
        reason: String,
    },
}

/// Replays `log` from the game's setup under `setup.rules_version`.
pub fn replay<'e>(
    registry: &Registry,
    setup: Setup<'_>,
    log: impl IntoIterator<Item = &'e LogEntry>,
) -> Result<Match, ReplayError> {
    let game_type = registry
        .get(setup.game_type, setup.rules_version)
        .ok_or_else(|| ReplayError::UnknownRules {
            game_type: setup.game_type.to_owned(),
            rules_version: setup.rules_version.to_owned(),
        })?;
    let mut current = Match::start(game_type.as_ref(), setup.players, setup.seed, setup.options)
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    for (index, entry) in log.into_iter().enumerate() {
        current = current.apply(entry).map_err(|error| ReplayError::Refused {
            seq: index + 1,
            entry: serde_json::to_string(entry).expect("log entries serialize"),
            reason: error.to_string(),
        })?;
    }
    Ok(current)
}

/// The result of a match as stored and exported: `null` while it runs.
pub fn result_json(current: &Match) -> Value {
    serde_json::to_value(current.result()).expect("results serialize")
}

/// Whether the replayed match ended as `recorded` says (`null`: still running).
///
/// A side's `breakdown` explains its score and came with a later release than many recorded
/// results: a result recorded without breakdowns is judged on what it holds (sides, seats,
/// scores, winners, how it ended), one recorded with them on everything.
pub fn check_result(recorded: &Value, replayed: &Match) -> Result<(), String> {
    let mut result = result_json(replayed);
    if !has_breakdowns(recorded) {
        for standing in standings_mut(&mut result) {
            standing.remove("breakdown");
        }
    }
    if *recorded == result {
        return Ok(());
    }
    Err(match (recorded.is_null(), result.is_null()) {
        (true, false) => format!("recorded as running, but the log ends the game: {result}"),
        (false, true) => format!("recorded as finished ({recorded}), but the log does not end it"),
        _ => format!("recorded result {recorded}, replayed {result}"),
    })
}

fn has_breakdowns(result: &Value) -> bool {
    result["standings"]
        .as_array()
        .is_some_and(|sides| sides.iter().any(|side| side.get("breakdown").is_some()))
}

fn standings_mut(result: &mut Value) -> impl Iterator<Item = &mut serde_json::Map<String, Value>> {
    result
        .get_mut("standings")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object_mut)
}
