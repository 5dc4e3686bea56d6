//! Reading games (their state, legal actions, logs and replays) and players (profiles and
//! histories). Who sees what of a game is decided by [`LoadedGame::viewer`] alone.

use crate::domain::{GameStatus, HistoryFilter};
use serde_json::Value;
use uuid::Uuid;

use crate::audit::{GameExport, result_json};
use crate::engine::Seat;
use crate::ratings;
use crate::store::{GameRecord, LeaderRecord, RatingRecord, StoreError, UserRecord, now};

use super::AppState;
use super::error::{Fault, ReadError};
use super::replay::{LoadedGame, cached_events_beyond, load_game};
use crate::engine::matches::Match;
use crate::metrics::CatchUp;

/// How long readiness waits for the database: a probe that hangs tells a load balancer nothing
/// (and its own timeout may be short), while a healthy database answers in milliseconds.
const READINESS_TIMEOUT: std::time::Duration = std::time::Duration::from_millis(800);

/// Whether the database answers, within [`READINESS_TIMEOUT`] (the readiness probe).
pub async fn database_ready(state: &AppState) -> Result<(), Fault> {
    match tokio::time::timeout(READINESS_TIMEOUT, state.store.ping()).await {
        Ok(pinged) => Ok(pinged?),
        Err(_elapsed) => Err(StoreError::NoAnswer(READINESS_TIMEOUT).into()),
    }
}

pub async fn read_game(state: &AppState, id: Uuid) -> Result<LoadedGame, ReadError> {
    load_game(state, id)
        .await?
        .ok_or(ReadError::GameNotFound(id))
}

/// What the caller may do now in a game.
pub struct LegalActions {
    pub version: i64,
    /// The caller's seat, or `None` for a spectator (who has no actions).
    pub seat: Option<Seat>,
    pub actions: Vec<Value>,
}

pub async fn legal_actions(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<LegalActions, ReadError> {
    let game = read_game(state, game_id).await?;
    let seat = game.seat_of(user_id);
    let actions = match seat {
        Some(seat) if game.record.status == GameStatus::Active => {
            game.current.shown_legal_actions(seat)
        }
        _ => Vec::new(),
    };
    Ok(LegalActions {
        version: game.version(),
        seat,
        actions,
    })
}

/// A game and the step of its replay to show: after its first `at` events (default: all).
pub async fn replay(
    state: &AppState,
    game_id: Uuid,
    at: Option<i64>,
) -> Result<(LoadedGame, i64), ReadError> {
    let game = read_game(state, game_id).await?;
    let at = at.unwrap_or(game.version());
    if !(0..=game.version()).contains(&at) {
        return Err(ReadError::InvalidReplayPosition {
            max: game.version(),
        });
    }
    Ok((game, at))
}

/// A finished game as one self-contained record, seed and every hidden move included. Refused
/// while the game can still change (open, running or cancelled), so nothing secret leaks.
pub async fn export_game(state: &AppState, game_id: Uuid) -> Result<GameExport, ReadError> {
    let game = read_game(state, game_id).await?;
    if game.record.status != GameStatus::Finished || !game.current.is_finished() {
        return Err(ReadError::GameNotFinished);
    }
    Ok(GameExport::of_finished_game(
        &game.record,
        &game.events,
        result_json(&game.current),
    ))
}

/// A player's account and ratings.
pub async fn profile(
    state: &AppState,
    username: &str,
) -> Result<(UserRecord, Vec<RatingRecord>), ReadError> {
    let user = user_named(state, username).await?;
    let mut ratings = state.store.ratings(user.id).await?;
    for record in &mut ratings {
        record.rating = ratings::as_of(record.rating, record.rated_at, now());
    }
    Ok((user, ratings))
}

/// Fewest rated games for a place on a leaderboard (a newcomer's rating is too unsure to rank).
pub const LEADERBOARD_MIN_GAMES: i64 = 5;
/// How recent a player's last rated game must be for a place on a leaderboard, in days.
pub const LEADERBOARD_ACTIVE_DAYS: i64 = 30;

/// A page of a game type's leaderboard, best first, `offset` places in.
pub async fn leaderboard(
    state: &AppState,
    game_type: &str,
    offset: i64,
    limit: i64,
) -> Result<Vec<LeaderRecord>, ReadError> {
    if state.registry.latest(game_type).is_none() {
        return Err(ReadError::UnknownGameType(game_type.to_owned()));
    }
    let active_since = now() - chrono::Duration::days(LEADERBOARD_ACTIVE_DAYS);
    let mut leaders = state
        .store
        .leaderboard(
            game_type,
            LEADERBOARD_MIN_GAMES,
            active_since,
            offset,
            limit,
        )
        .await?;
    for leader in &mut leaders {
        leader.rating = ratings::as_of(leader.rating, leader.rated_at, now());
    }
    Ok(leaders)
}

/// Whose games a history lists.
pub enum Player<'a> {
    Named(&'a str),
    Id(Uuid),
}

/// A page of a player's games, newest first, with the player's id (to find their seat in each).
pub async fn history(
    state: &AppState,
    player: Player<'_>,
    filter: &HistoryFilter,
) -> Result<(Uuid, Vec<GameRecord>), ReadError> {
    let user_id = match player {
        Player::Named(username) => user_named(state, username).await?.id,
        Player::Id(id) => id,
    };
    Ok((user_id, state.store.history(user_id, filter).await?))
}

async fn user_named(state: &AppState, username: &str) -> Result<UserRecord, ReadError> {
    state
        .store
        .user_by_username(username)
        .await?
        .ok_or_else(|| ReadError::UserNotFound(username.to_owned()))
}

/// A live stream's `game` brought up to date (`after_news`: woken by news of it, not by a quiet
/// spell), with the match each new event was applied to. After news, this
/// instance's replay cache usually holds the new events already (the request that appended them,
/// or the first stream that read them, put them there), and all the game's streams take them from
/// it without asking the database: with a thousand streams open, reading the game once per stream
/// per move cost most of the database's capacity. Anything else (news the cache does not hold,
/// such as another instance's move, or a quiet spell) is read from the database, whose row
/// (status, seats) then replaces the stream's.
pub async fn catch_up(
    state: &AppState,
    game: LoadedGame,
    after_news: bool,
) -> Result<(LoadedGame, Vec<Match>), ReadError> {
    let seen = game.version() as usize;
    // A stream opened on an open table holds the seats of that moment, and the game's first
    // events come once the table has filled: it reads the row (every player's name) once more.
    let seats_known = game.record.seats.len() == game.record.players;
    if after_news {
        if seats_known && let Some(events) = cached_events_beyond(state, game.record.id, seen) {
            state.metrics.stream_caught_up(CatchUp::Cache);
            return Ok(game.extended(events)?);
        }
        state.metrics.stream_caught_up(CatchUp::Database);
    } else {
        state.metrics.stream_caught_up(CatchUp::KeepAlive);
    }
    let fresh = super::read_game(state, game.record.id).await?;
    let (mut game, applied_to) = game.extended(fresh.events)?;
    game.record = fresh.record;
    Ok((game, applied_to))
}
