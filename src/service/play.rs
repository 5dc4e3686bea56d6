//! Writes: creating and joining games, and appending moves to a game's log.

use serde_json::Value;
use uuid::Uuid;

use crate::api::error::ApiError;
use crate::engine::matches::{LogEntry, Match};
use crate::engine::{RuleError, Seat, Seed};
use crate::store::{
    AppendOutcome, EventRecord, GameStatus, JoinOutcome, NewEvent, NewGame, Projection,
    SeatOutcome, SeatResult,
};

use super::AppState;
use super::replay::{LoadedGame, cached_running_game, load_game};

/// The shortest and longest time per move a game may be created with.
pub const TURN_DEADLINE_RANGE_SECS: std::ops::RangeInclusive<i64> = 1..=30 * 24 * 60 * 60;

pub struct NewGameRequest<'a> {
    pub game_type: &'a str,
    pub players: usize,
    pub options: &'a Value,
    pub seat: Option<u8>,
    pub turn_deadline_secs: Option<i64>,
}

pub async fn create_game(
    state: &AppState,
    user_id: Uuid,
    request: NewGameRequest<'_>,
) -> Result<LoadedGame, ApiError> {
    let game_type = state.registry.latest(request.game_type).ok_or_else(|| {
        ApiError::bad_request(
            "unknown_game_type",
            format!("there is no game type {:?}", request.game_type),
        )
    })?;
    let info = game_type.info();
    let players = request.players;
    if !(info.min_players..=info.max_players).contains(&players) {
        return Err(crate::engine::OptionsError::player_count(&info, players).into());
    }
    let creator_seat = Seat(request.seat.unwrap_or(0));
    if creator_seat.index() >= players {
        return Err(ApiError::bad_request(
            "invalid_seat",
            format!("seat must be below {players}"),
        ));
    }
    if let Some(secs) = request.turn_deadline_secs
        && !TURN_DEADLINE_RANGE_SECS.contains(&secs)
    {
        return Err(ApiError::bad_request(
            "invalid_turn_deadline",
            format!(
                "turn_deadline_secs must be {} to {}",
                TURN_DEADLINE_RANGE_SECS.start(),
                TURN_DEADLINE_RANGE_SECS.end()
            ),
        ));
    }
    let options = game_type.normalize_options(players, request.options)?;
    let seed: u64 = rand::random();
    let initial = Match::start(game_type.as_ref(), players, Seed(seed), &options)?;
    let id = Uuid::new_v4();
    state
        .store
        .create_game(NewGame {
            id,
            game_type: info.id.to_owned(),
            rules_version: info.rules_version.to_owned(),
            players,
            options,
            seed,
            created_by: user_id,
            creator_seat,
            initial_to_act: initial.to_act(),
            turn_deadline_secs: request.turn_deadline_secs,
        })
        .await?;
    load_game(state, id).await
}

pub async fn join_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    seat: Option<u8>,
) -> Result<LoadedGame, ApiError> {
    let game = load_game(state, game_id).await?;
    if game.record.status != GameStatus::Open {
        return Err(ApiError::conflict(
            "game_not_open",
            "the game is not open for joining",
        ));
    }
    if game.seat_of(user_id).is_some() {
        return Err(already_seated());
    }
    let seat = match seat {
        Some(seat) if usize::from(seat) >= game.record.players => {
            return Err(ApiError::bad_request(
                "invalid_seat",
                format!("seat must be below {}", game.record.players),
            ));
        }
        Some(seat) => Seat(seat),
        None => (0..game.record.players)
            .map(Seat::from)
            .find(|s| game.record.seats.iter().all(|taken| taken.seat != *s))
            .ok_or_else(|| ApiError::conflict("game_full", "every seat is taken"))?,
    };
    let initial_to_act = game.current.to_act();
    match state
        .store
        .join_game(game_id, seat, user_id, &initial_to_act)
        .await?
    {
        JoinOutcome::Joined => load_game(state, game_id).await,
        JoinOutcome::NotFound => Err(ApiError::not_found(format!("no game {game_id}"))),
        JoinOutcome::NotOpen => Err(ApiError::conflict(
            "game_not_open",
            "the game is not open for joining",
        )),
        JoinOutcome::SeatTaken => Err(ApiError::conflict(
            "seat_taken",
            format!("seat {} is taken", seat.0),
        )),
        JoinOutcome::AlreadySeated => Err(already_seated()),
    }
}

fn already_seated() -> ApiError {
    ApiError::conflict("already_seated", "you already have a seat in this game")
}

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

/// How often a move without `expected_version` is retried after losing a race for its seq.
const APPEND_ATTEMPTS: usize = 8;

pub async fn post_move(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    request: MoveRequest<'_>,
) -> Result<Posted, ApiError> {
    for attempt in 0..APPEND_ATTEMPTS {
        // First try from this instance's cached replay, skipping a database read: the append is
        // guarded by the version, so if the cache is behind it fails and we read for real.
        let cached = (attempt == 0)
            .then(|| cached_running_game(state, game_id))
            .flatten()
            .filter(|game| {
                request
                    .expected_version
                    .is_none_or(|expected| expected == game.version())
            });
        let from_cache = cached.is_some();
        let game = match cached {
            Some(game) => game,
            None => load_game(state, game_id).await?,
        };
        let Some(seat) = game.seat_of(user_id) else {
            if from_cache {
                continue;
            }
            return Err(ApiError::Forbidden(
                "you have no seat in this game".to_owned(),
            ));
        };
        if let Some(key) = request.idempotency_key
            && let Some(seq) = state.store.seq_for_idempotency_key(game_id, key).await?
        {
            // From the cache, or a first attempt that committed after this game was read:
            // read again to answer from the game as it was right after that event.
            if from_cache || seq > game.version() {
                continue;
            }
            return replayed_answer(game, seat, &request.the_move, seq);
        }
        let entry = match check_move(&game, seat, &request) {
            Ok(entry) => entry,
            // The cache may be behind: judge the move against the database's state instead.
            Err(_) if from_cache => continue,
            Err(error) => return Err(error),
        };
        let appended = append(state, game, entry, request.idempotency_key, Some(user_id)).await;
        match appended {
            Err(_) if from_cache => continue,
            Err(error) => return Err(error),
            Ok(Appended::Done(game)) => {
                let at_version = game.version();
                return Ok(Posted {
                    game: *game,
                    at_version,
                });
            }
            Ok(Appended::Lost { seq }) => {
                // A racing duplicate of this very request may have won: answer as it did.
                let duplicate = match request.idempotency_key {
                    Some(key) => state
                        .store
                        .seq_for_idempotency_key(game_id, key)
                        .await?
                        .is_some(),
                    None => false,
                };
                if let Some(expected) = request.expected_version
                    && !from_cache
                    && !duplicate
                {
                    let current = state.store.game(game_id).await?.map_or(seq, |g| g.version);
                    return Err(ApiError::stale_version(expected, current));
                }
                // Someone else moved first: re-read, re-validate against the new state, retry.
            }
        }
    }
    Err(ApiError::conflict(
        "too_much_contention",
        "the game changed too often while applying the move; try again",
    ))
}

/// Whether `seat` may make this move in `game` now; the log entry it makes if so.
fn check_move(
    game: &LoadedGame,
    seat: Seat,
    request: &MoveRequest<'_>,
) -> Result<LogEntry, ApiError> {
    match game.record.status {
        GameStatus::Open => {
            return Err(ApiError::conflict(
                "game_not_started",
                "the game starts when every seat is taken",
            ));
        }
        GameStatus::Cancelled => {
            return Err(ApiError::conflict(
                "game_cancelled",
                "the game was cancelled",
            ));
        }
        GameStatus::Active | GameStatus::Finished => {}
    }
    let version = game.version();
    if let Some(expected) = request.expected_version
        && expected != version
    {
        return Err(ApiError::stale_version(expected, version));
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
                action: action.clone(),
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
) -> Result<Posted, ApiError> {
    let same =
        game.events
            .get((seq - 1) as usize)
            .is_some_and(|event| match (&event.entry, the_move) {
                (LogEntry::Action { seat: s, action }, Move::Action(requested)) => {
                    *s == seat && action == *requested
                }
                (LogEntry::Resign { seat: s }, Move::Resign) => *s == seat,
                _ => false,
            });
    if !same {
        return Err(ApiError::Unprocessable {
            code: "idempotency_key_reused",
            message: "this Idempotency-Key was already used for a different request".to_owned(),
        });
    }
    Ok(Posted {
        game,
        at_version: seq,
    })
}

pub enum Appended {
    /// Written; the game as it is now.
    Done(Box<LoadedGame>),
    /// Another writer took seq first.
    Lost { seq: i64 },
}

/// Validates `entry` against `game` and appends it as the next event.
pub async fn append(
    state: &AppState,
    mut game: LoadedGame,
    entry: LogEntry,
    idempotency_key: Option<&str>,
    user_id: Option<Uuid>,
) -> Result<Appended, ApiError> {
    let next = game.current.apply(&entry)?;
    let seq = game.version() + 1;
    let projection = projection_of(&next, game.record.turn_deadline_secs);
    let outcome = state
        .store
        .append_event(NewEvent {
            game_id: game.record.id,
            seq,
            entry: &entry,
            idempotency_key,
            user_id,
            projection: projection.clone(),
        })
        .await?;
    Ok(match outcome {
        AppendOutcome::Appended { at } => {
            // We know exactly what was written: answer from it rather than reading it back.
            std::sync::Arc::make_mut(&mut game.events).push(EventRecord {
                seq,
                entry,
                idempotency_key: idempotency_key.map(str::to_owned),
                created_at: at,
            });
            game.current = next;
            game.record.apply_projection(seq, projection, at);
            game.remember(state);
            Appended::Done(Box::new(game))
        }
        AppendOutcome::SeqTaken => Appended::Lost { seq },
    })
}

/// The games-row projection that follows from a match.
pub fn projection_of(current: &Match, turn_deadline_secs: Option<i64>) -> Projection {
    let result = current.result();
    let seat_results = match &result {
        None => Vec::new(),
        Some(result) => current
            .sides()
            .iter()
            .enumerate()
            .flat_map(|(side, seats)| {
                seats.iter().map(move |seat| SeatResult {
                    seat: *seat,
                    side,
                    outcome: if result.outcome.winners.is_empty() {
                        SeatOutcome::Draw
                    } else if result.outcome.winners.contains(seat) {
                        SeatOutcome::Win
                    } else {
                        SeatOutcome::Loss
                    },
                })
            })
            .collect(),
    };
    Projection {
        status: if current.is_finished() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        },
        to_act: current.to_act(),
        result: result.map(|r| serde_json::to_value(r).expect("results serialize")),
        seat_results,
        deadline_secs: turn_deadline_secs.filter(|_| !current.is_finished()),
    }
}
