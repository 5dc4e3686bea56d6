//! Appending moves to a game's log: a seated player's action or resignation, and (for the
//! deadline sweeper) a timeout.

use crate::domain::GameStatus;
use serde_json::Value;
use uuid::Uuid;

use crate::engine::RuleError;
use crate::engine::Seat;
use crate::engine::matches::LogEntry;
use crate::metrics::Conflict;

use super::AppState;
use super::append::{Appended, append};
use super::error::MoveError;
use super::replay::{LoadedGame, cached_running_game, load_game_from_database};

/// What a seated player asks to add to a game's log.
pub enum Move<'a> {
    Action(&'a Value),
    Resign,
}

pub struct MoveRequest<'a> {
    pub the_move: Move<'a>,
    pub expected_version: Option<i64>,
    pub idempotency_key: Option<&'a str>,
}

/// What a successful post answers: the game, and the version to render it at (an idempotent
/// retry answers with the game as it was right after the first attempt's event).
pub struct Posted {
    pub game: LoadedGame,
    pub at_version: i64,
}

/// How often a move is tried against a fresh read of the game after losing a race for its seq.
const APPEND_ATTEMPTS: usize = 8;

/// What one attempt at a move, against one read of the game, came to.
enum AppendTry {
    /// Written now, or found written by an earlier request with the same Idempotency-Key.
    Posted(Box<Posted>),
    /// That read of the game is behind: another event (maybe this very request's first attempt)
    /// committed since. Read again and retry.
    Outdated,
}

pub async fn post_move(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    request: MoveRequest<'_>,
) -> Result<Posted, MoveError> {
    let posted = append_move(state, user_id, game_id, request)
        .await
        .inspect_err(|error| {
            if matches!(error, MoveError::Stale { .. }) {
                state.metrics.conflict(Conflict::StaleVersion);
            }
        })?;
    // The move may leave a computer player to act.
    super::computers::wake_if_due(state, &posted.game);
    Ok(posted)
}

async fn append_move(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    request: MoveRequest<'_>,
) -> Result<Posted, MoveError> {
    if let Some(posted) = attempt_from_cache(state, user_id, game_id, &request).await? {
        return Ok(posted);
    }
    for _ in 0..APPEND_ATTEMPTS {
        // Judged on the database's state: the cache's refusal may be its being behind.
        let game = load_game_from_database(state, game_id)
            .await?
            .ok_or(MoveError::GameNotFound(game_id))?;
        match attempt(state, game, user_id, &request).await? {
            AppendTry::Posted(posted) => return Ok(*posted),
            AppendTry::Outdated => continue,
        }
    }
    Err(MoveError::TooMuchContention)
}

/// Tries the move against this instance's cached replay, which skips a database read. The cache
/// may be behind, so a refusal or a lost race sends the move down the slow path, to be judged
/// against the database's state instead; nothing is written unless it succeeds, since the append
/// is guarded by the version. A fault (the database unavailable, say) is not the cache's doing
/// and is answered at once rather than met a second time.
async fn attempt_from_cache(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    request: &MoveRequest<'_>,
) -> Result<Option<Posted>, MoveError> {
    let Some(game) = cached_running_game(state, game_id) else {
        return Ok(None);
    };
    if request
        .expected_version
        .is_some_and(|expected| expected != game.version())
    {
        return Ok(None);
    }
    match attempt(state, game, user_id, request).await {
        Ok(AppendTry::Posted(posted)) => Ok(Some(*posted)),
        Err(MoveError::Fault(fault)) => Err(MoveError::Fault(fault)),
        Ok(AppendTry::Outdated) | Err(_) => Ok(None),
    }
}

/// One try at the move against `game` as read.
async fn attempt(
    state: &AppState,
    game: LoadedGame,
    user_id: Uuid,
    request: &MoveRequest<'_>,
) -> Result<AppendTry, MoveError> {
    let game_id = game.record.id;
    let seat = game.seat_of(user_id).ok_or(MoveError::NotSeated)?;
    if let Some(key) = request.idempotency_key
        && let Some(seq) = state.store.seq_for_idempotency_key(game_id, key).await?
    {
        // A first attempt that committed after this game was read: answer from a newer read.
        if seq > game.version() {
            return Ok(AppendTry::Outdated);
        }
        return replayed_answer(game, seat, &request.the_move, seq)
            .map(|posted| AppendTry::Posted(Box::new(posted)));
    }
    let entry = check_move(&game, seat, request)?;
    match append(state, game, entry, request.idempotency_key).await? {
        Appended::Done(game) => {
            let at_version = game.version();
            Ok(AppendTry::Posted(Box::new(Posted {
                game: *game,
                at_version,
            })))
        }
        Appended::Lost { seq } => {
            // A racing duplicate of this very request may have won: answer as it did.
            let duplicate = match request.idempotency_key {
                Some(key) => state
                    .store
                    .seq_for_idempotency_key(game_id, key)
                    .await?
                    .is_some(),
                None => false,
            };
            match request.expected_version {
                Some(expected) if !duplicate => {
                    let current = state.store.game(game_id).await?.map_or(seq, |g| g.version);
                    Err(MoveError::Stale { expected, current })
                }
                // Someone else moved first: re-read, re-validate against the new state, retry.
                _ => Ok(AppendTry::Outdated),
            }
        }
    }
}

/// Whether `seat` may make this move in `game` now; the log entry it makes if so.
fn check_move(
    game: &LoadedGame,
    seat: Seat,
    request: &MoveRequest<'_>,
) -> Result<LogEntry, MoveError> {
    match game.record.status {
        GameStatus::Open => return Err(MoveError::NotStarted),
        GameStatus::Cancelled => return Err(MoveError::Cancelled),
        GameStatus::Active | GameStatus::Finished => {}
    }
    let version = game.version();
    if let Some(expected) = request.expected_version
        && expected != version
    {
        return Err(MoveError::Stale {
            expected,
            current: version,
        });
    }
    if game.current.is_finished() {
        return Err(RuleError::game_over().into());
    }
    Ok(match request.the_move {
        Move::Action(action) => {
            if !game.current.to_act().contains(&seat) {
                return Err(RuleError::not_your_turn().into());
            }
            LogEntry::Action {
                seat,
                action: game.current.logged_action(seat, action),
            }
        }
        Move::Resign => LogEntry::Resign { seat },
    })
}

/// The first answer to a request whose idempotency key was used for the event at `seq`, provided
/// it is the same request: a key reused for a different move is a client bug worth reporting.
fn replayed_answer(
    game: LoadedGame,
    seat: Seat,
    the_move: &Move<'_>,
    seq: i64,
) -> Result<Posted, MoveError> {
    let same =
        game.events
            .get((seq - 1) as usize)
            .is_some_and(|event| match (&event.entry, the_move) {
                (LogEntry::Action { seat: s, action }, Move::Action(requested)) => {
                    *s == seat && *action == game.current.logged_action(seat, requested)
                }
                (LogEntry::Resign { seat: s }, Move::Resign) => *s == seat,
                _ => false,
            });
    if !same {
        return Err(MoveError::IdempotencyKeyReused);
    }
    Ok(Posted {
        game,
        at_version: seq,
    })
}
