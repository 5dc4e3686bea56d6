//! Players: profiles with ratings, and match history.

use super::problem_code::ProblemCode;
use crate::domain::{HistoryFilter, SeatOutcome};
use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use super::paging::{PageRequest, parse_status};
use crate::service::views::{HistoryItem, Leader, Profile};
use crate::service::{self, AppState, Player};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(profile)
        .service(user_games)
        .service(my_games)
        .service(leaderboard);
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
    Ok(web::Json(service::profile(&state, &username).await?))
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
    let leaders = service::leaderboard(&state, &game_type, offset, page.limit).await?;
    Ok(web::Json(LeaderboardPage {
        game_type: game_type.into_inner(),
        items: leaders.items,
        next_cursor: leaders.next_cursor,
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
        limit: page.limit,
    };
    let games = service::history(state, player, &filter).await?;
    Ok(web::Json(HistoryPage {
        items: games.items,
        next_cursor: games.next_cursor,
    }))
}
