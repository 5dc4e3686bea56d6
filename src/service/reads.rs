//! Reading games (their state, legal actions, logs and replays) and players (profiles and
//! histories). Who sees what of a game is decided by [`LoadedGame::viewer`] alone.

use crate::domain::{GameStatus, HistoryFilter};
use serde_json::Value;
use uuid::Uuid;

use crate::audit::{GameExport, result_json};
use crate::engine::Seat;
use crate::ratings;
use crate::store::{StoreError, UserRecord, now};

use super::AppState;
use super::error::{Fault, ReadError};
use super::replay::{LoadedGame, load_game};
use super::views::{HistoryItem, Leader, Page, Profile, Rating, rows_for, tenths};

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

/// A player's profile with their ratings, as of now.
pub async fn profile(state: &AppState, username: &str) -> Result<Profile, ReadError> {
    let user = user_named(state, username).await?;
    let ratings = state.store.ratings(user.id).await?;
    Ok(Profile {
        username: user.username,
        created_at: user.created_at,
        ratings: ratings
            .into_iter()
            .map(|record| {
                let rating = ratings::as_of(record.rating, record.rated_at, now());
                Rating {
                    game_type: record.game_type,
                    rating: tenths(rating.rating),
                    deviation: tenths(rating.deviation),
                    provisional: rating.deviation > ratings::PROVISIONAL_DEVIATION,
                    games: record.games,
                    wins: record.wins,
                    losses: record.losses,
                    draws: record.draws,
                }
            })
            .collect(),
    })
}

/// Fewest rated games for a place on a leaderboard (a newcomer's rating is too unsure to rank).
pub const LEADERBOARD_MIN_GAMES: i64 = 5;
/// How recent a player's last rated game must be for a place on a leaderboard, in days.
pub const LEADERBOARD_ACTIVE_DAYS: i64 = 30;

/// A page of `limit` places of a game type's leaderboard, best first, `offset` places in; the
/// next page's cursor is its offset.
pub async fn leaderboard(
    state: &AppState,
    game_type: &str,
    offset: i64,
    limit: i64,
) -> Result<Page<Leader>, ReadError> {
    if state.registry.latest(game_type).is_none() {
        return Err(ReadError::UnknownGameType(game_type.to_owned()));
    }
    let active_since = now() - chrono::Duration::days(LEADERBOARD_ACTIVE_DAYS);
    let leaders = state
        .store
        .leaderboard(
            game_type,
            LEADERBOARD_MIN_GAMES,
            active_since,
            offset,
            rows_for(limit),
        )
        .await?;
    let mut place = offset;
    Ok(Page::of(
        leaders,
        limit,
        |_| (offset + limit).to_string(),
        |leader| {
            place += 1;
            let rating = ratings::as_of(leader.rating, leader.rated_at, now());
            Some(Leader {
                rank: place,
                username: leader.username,
                rating: tenths(rating.rating),
                deviation: tenths(rating.deviation),
                games: leader.games,
            })
        },
    ))
}

/// Whose games a history lists.
pub enum Player<'a> {
    Named(&'a str),
    Id(Uuid),
}

/// A page of a player's games, newest first (`filter.limit` of them at most).
pub async fn history(
    state: &AppState,
    player: Player<'_>,
    filter: &HistoryFilter,
) -> Result<Page<HistoryItem>, ReadError> {
    let user_id = match player {
        Player::Named(username) => user_named(state, username).await?.id,
        Player::Id(id) => id,
    };
    let rows = HistoryFilter {
        limit: rows_for(filter.limit),
        ..filter.clone()
    };
    let games = state.store.history(user_id, &rows).await?;
    Ok(Page::of(
        games,
        filter.limit,
        |game| game.list_order.to_string(),
        |game| HistoryItem::of(&game, user_id),
    ))
}

async fn user_named(state: &AppState, username: &str) -> Result<UserRecord, ReadError> {
    state
        .store
        .user_by_username(username)
        .await?
        .ok_or_else(|| ReadError::UserNotFound(username.to_owned()))
}
