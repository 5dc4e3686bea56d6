//! Players: profiles with ratings, and match history.

use super::problem_code::ProblemCode;
use crate::domain::{HistoryFilter, SeatOutcome};
use actix_web::{get, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::dto::{GameSummary, SeatInfo, tenths};
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use super::paging::{PageRequest, parse_status};
use crate::engine::Seat;
use crate::engine::matches::MatchResult;
use crate::ratings::PROVISIONAL_DEVIATION;
use crate::service::{self, AppState, Player};
use crate::store::GameRecord;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(profile)
        .service(user_games)
        .service(my_games)
        .service(leaderboard);
}

#[derive(Serialize, ToSchema)]
pub struct Rating {
    pub game_type: String,
    /// Glicko-2 rating; everyone starts at 1500.
    pub rating: f64,
    /// The rating's deviation: how unsure it is (350 for a newcomer; it shrinks with each game
    /// and grows back while the player is away). Shown as "1650 ± 80".
    pub deviation: f64,
    /// Whether the rating is still provisional (deviation over 110): shown as "1650?".
    pub provisional: bool,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

#[derive(Serialize, ToSchema)]
pub struct Profile {
    pub username: String,
    pub created_at: DateTime<Utc>,
    /// One per game type played to the end.
    pub ratings: Vec<Rating>,
}

/// A player's public profile with their ratings.
#[utoipa::path(
    tag = "players",
    security(("bearer" = [])),
    responses((status = 200, body = Profile), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/users/{username}")]
async fn profile(
    state: web::Data<AppState>,
    _user: AuthUser,
    username: web::Path<String>,
) -> Result<web::Json<Profile>, ApiError> {
    let (user, ratings) = service::profile(&state, &username).await?;
    Ok(web::Json(Profile {
        username: user.username,
        created_at: user.created_at,
        ratings: ratings
            .into_iter()
            .map(|r| Rating {
                game_type: r.game_type,
                rating: tenths(r.rating.rating),
                deviation: tenths(r.rating.deviation),
                provisional: r.rating.deviation > PROVISIONAL_DEVIATION,
                games: r.games,
                wins: r.wins,
                losses: r.losses,
                draws: r.draws,
            })
            .collect(),
    }))
}

/// One place on a leaderboard.
#[derive(Serialize, ToSchema)]
pub struct Leader {
    /// 1 for the best.
    pub rank: i64,
    pub username: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

#[derive(Serialize, ToSchema)]
pub struct LeaderboardPage {
    pub game_type: String,
    pub items: Vec<Leader>,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct LeaderboardQuery {
    /// A `next_cursor` from a previous page, as given.
    #[param(pattern = "^[0-9]{1,9}$")]
    pub cursor: Option<String>,
    /// 1-100, default 20.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

/// The best players of a game type, by Glicko-2 rating: people with at least 5 rated games, the
/// last within 30 days (computers are not ranked).
#[utoipa::path(
    tag = "players",
    security(("bearer" = [])),
    params(("game_type" = String, Path, description = "A game type, as `GET /game-types` lists it"), LeaderboardQuery),
    responses(
        (status = 200, body = LeaderboardPage),
        (status = 400, body = Problem, description = "`invalid_cursor`, `invalid_limit`"),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "no such game type"),
    )
)]
#[get("/leaderboards/{game_type}")]
async fn leaderboard(
    state: web::Data<AppState>,
    _user: AuthUser,
    game_type: web::Path<String>,
    query: web::Query<LeaderboardQuery>,
) -> Result<web::Json<LeaderboardPage>, ApiError> {
    let page = PageRequest::parse(query.cursor.as_deref(), query.limit)?;
    let offset = page.before.unwrap_or(0);
    if offset < 0 {
        return Err(ApiError::new(
            ProblemCode::InvalidCursor,
            "cursor must be a next_cursor from a previous page",
        ));
    }
    let mut leaders = service::leaderboard(&state, &game_type, offset, page.fetch_limit()).await?;
    let has_more = leaders.len() as i64 > page.limit;
    leaders.truncate(page.limit as usize);
    Ok(web::Json(LeaderboardPage {
        game_type: game_type.into_inner(),
        next_cursor: has_more.then(|| (offset + page.limit).to_string()),
        items: leaders
            .into_iter()
            .enumerate()
            .map(|(place, leader)| Leader {
                rank: offset + place as i64 + 1,
                username: leader.username,
                rating: tenths(leader.rating.rating),
                deviation: tenths(leader.rating.deviation),
                games: leader.games,
            })
            .collect(),
    }))
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    pub game_type: Option<String>,
    /// `open`, `active`, `finished` or `cancelled`.
    #[param(pattern = "^(open|active|finished|cancelled)$")]
    pub status: Option<String>,
    /// The user's result: `win`, `loss` or `draw` (finished games only).
    #[param(pattern = "^(win|loss|draw)$")]
    pub result: Option<String>,
    /// Only games waiting for the user's move (`/me/games` only).
    pub awaiting_move: Option<bool>,
    /// A `next_cursor` from a previous page, as given.
    #[param(pattern = "^-?[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// 1-100, default 20.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayerResult {
    Win,
    Loss,
    Draw,
}

/// One game in a player's history.
#[derive(Serialize, ToSchema)]
pub struct HistoryItem {
    pub game: GameSummary,
    /// The player's seat in this game.
    pub seat: Seat,
    /// Everyone else at the table.
    pub opponents: Vec<SeatInfo>,
    /// The player's result, once the game is finished.
    pub result: Option<PlayerResult>,
    /// The final standings and winners, once the game is finished.
    #[schema(value_type = Option<MatchResult>)]
    pub outcome: Option<Value>,
    /// Whether the player is among the seats to act now.
    pub your_move: bool,
    pub ended_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
pub struct HistoryPage {
    pub items: Vec<HistoryItem>,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
}

/// A player's games, newest first.
#[utoipa::path(
    tag = "players",
    security(("bearer" = [])),
    params(HistoryQuery),
    responses((status = 200, body = HistoryPage), (status = 400, body = Problem), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/users/{username}/games")]
async fn user_games(
    state: web::Data<AppState>,
    _user: AuthUser,
    username: web::Path<String>,
    query: web::Query<HistoryQuery>,
) -> Result<web::Json<HistoryPage>, ApiError> {
    history(&state, Player::Named(&username), &query).await
}

/// Your own games, newest first; `awaiting_move=true` lists those waiting for your move.
#[utoipa::path(
    tag = "players",
    security(("bearer" = [])),
    params(HistoryQuery),
    responses((status = 200, body = HistoryPage), (status = 400, body = Problem), (status = 401, body = Problem))
)]
#[get("/me/games")]
async fn my_games(
    state: web::Data<AppState>,
    user: AuthUser,
    query: web::Query<HistoryQuery>,
) -> Result<web::Json<HistoryPage>, ApiError> {
    history(&state, Player::Id(user.id), &query).await
}

async fn history(
    state: &AppState,
    player: Player<'_>,
    query: &HistoryQuery,
) -> Result<web::Json<HistoryPage>, ApiError> {
    let page = PageRequest::parse(query.cursor.as_deref(), query.limit)?;
    let filter = HistoryFilter {
        game_type: query.game_type.clone(),
        status: query.status.as_deref().map(parse_status).transpose()?,
        outcome: query
            .result
            .as_deref()
            .map(|r| {
                SeatOutcome::parse(r).ok_or_else(|| {
                    ApiError::new(ProblemCode::InvalidResult, format!("unknown result {r:?}"))
                })
            })
            .transpose()?,
        awaiting_move: query.awaiting_move.unwrap_or(false),
        before: page.before,
        limit: page.fetch_limit(),
    };
    let (user_id, games) = service::history(state, player, &filter).await?;
    let (games, next_cursor) = page.split(games);
    let items = games
        .iter()
        .filter_map(|game| history_item(game, user_id))
        .collect();
    Ok(web::Json(HistoryPage { items, next_cursor }))
}

fn history_item(game: &GameRecord, user_id: Uuid) -> Option<HistoryItem> {
    let mine = game.seats.iter().find(|s| s.user_id == user_id)?;
    Some(HistoryItem {
        seat: mine.seat,
        opponents: game
            .seats
            .iter()
            .filter(|s| s.user_id != user_id)
            .map(SeatInfo::from)
            .collect(),
        result: mine.outcome.map(|o| match o {
            SeatOutcome::Win => PlayerResult::Win,
            SeatOutcome::Loss => PlayerResult::Loss,
            SeatOutcome::Draw => PlayerResult::Draw,
        }),
        outcome: game.result.clone(),
        your_move: game.to_act.contains(&mine.seat),
        ended_at: game.ended_at,
        game: GameSummary::from(game),
    })
}
