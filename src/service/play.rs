//! Writes: creating and joining games, and appending actions to a game's log.

use serde_json::Value;
use uuid::Uuid;

use crate::api::error::ApiError;
use crate::engine::matches::{LogEntry, Match};
use crate::engine::{RuleError, Seat, Seed};
use crate::store::{
    AppendOutcome, EventRecord, GameStatus, JoinOutcome, NewEvent, NewGame, Projection,
};

use super::AppState;
use super::replay::{LoadedGame, load_game};

pub async fn create_game(
    state: &AppState,
    user_id: Uuid,
    game_type_id: &str,
    players: usize,
    options: &Value,
    seat: Option<u8>,
) -> Result<LoadedGame, ApiError> {
    let game_type = state.registry.latest(game_type_id).ok_or_else(|| {
        ApiError::bad_request(
            "unknown_game_type",
            format!("there is no game type {game_type_id:?}"),
        )
    })?;
    let info = game_type.info();
    if !(info.min_players..=info.max_players).contains(&players) {
        return Err(crate::engine::OptionsError::player_count(&info, players).into());
    }
    let creator_seat = Seat(seat.unwrap_or(0));
    if creator_seat.index() >= players {
        return Err(ApiError::bad_request(
            "invalid_seat",
            format!("seat must be below {players}"),
        ));
    }
    let options = game_type.normalize_options(players, options)?;
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
        return Err(ApiError::conflict(
            "already_seated",
            "you already have a seat in this game",
        ));
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
        JoinOutcome::AlreadySeated => Err(ApiError::conflict(
            "already_seated",
            "you already have a seat in this game",
        )),
    }
}

pub struct ActionRequest<'a> {
    pub action: &'a Value,
    pub expected_version: Option<i64>,
    pub idempotency_key: Option<&'a str>,
}

/// What a successful post answers: the game, and the version to render it at (an idempotent
/// retry answers with the game as it was right after the first attempt's event).
pub struct Posted {
    pub game: LoadedGame,
    pub at_version: i64,
}

/// How often an action without `expected_version` is retried after losing a race for its seq.
const APPEND_ATTEMPTS: usize = 8;

pub async fn post_action(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    request: ActionRequest<'_>,
) -> Result<Posted, ApiError> {
    for _ in 0..APPEND_ATTEMPTS {
        let game = load_game(state, game_id).await?;
        if let Some(key) = request.idempotency_key
            && let Some(seq) = state.store.seq_for_idempotency_key(game_id, key).await?
        {
            return Ok(Posted {
                game,
                at_version: seq,
            });
        }
        let Some(seat) = game.seat_of(user_id) else {
            return Err(ApiError::Forbidden(
                "you have no seat in this game".to_owned(),
            ));
        };
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
            return Err(ApiError::stale_version(version));
        }
        if game.current.is_finished() {
            return Err(RuleError::game_over().into());
        }
        if !game.current.to_act().contains(&seat) {
            return Err(RuleError::not_your_turn().into());
        }
        let entry = LogEntry::Action {
            seat,
            action: request.action.clone(),
        };
        let next = game.current.apply(&entry)?;
        let seq = version + 1;
        let projection = projection_of(&next);
        let outcome = state
            .store
            .append_event(NewEvent {
                game_id,
                seq,
                entry: &entry,
                idempotency_key: request.idempotency_key,
                user_id: Some(user_id),
                projection: projection.clone(),
            })
            .await?;
        match outcome {
            AppendOutcome::Appended { at } => {
                // We know exactly what was written: answer from it rather than reading it back.
                let mut game = game;
                game.events.push(EventRecord {
                    seq,
                    entry,
                    idempotency_key: request.idempotency_key.map(str::to_owned),
                    created_at: at,
                });
                game.current = next;
                game.record.apply_projection(seq, projection, at);
                return Ok(Posted {
                    game,
                    at_version: seq,
                });
            }
            AppendOutcome::DuplicateKey { seq } => {
                let game = load_game(state, game_id).await?;
                return Ok(Posted {
                    game,
                    at_version: seq,
                });
            }
            AppendOutcome::SeqTaken => {
                if request.expected_version.is_some() {
                    let current = state.store.game(game_id).await?.map_or(seq, |g| g.version);
                    return Err(ApiError::stale_version(current));
                }
                // Someone else moved first: re-read, re-validate against the new state, retry.
            }
        }
    }
    Err(ApiError::conflict(
        "too_much_contention",
        "the game changed too often while applying the action; try again",
    ))
}

/// The games-row projection that follows from a match.
pub fn projection_of(current: &Match) -> Projection {
    Projection {
        status: if current.is_finished() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        },
        to_act: current.to_act(),
        result: current
            .result()
            .map(|r| serde_json::to_value(r).expect("results serialize")),
    }
}
