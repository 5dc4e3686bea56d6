//! Rematches of finished games.

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::engine::Seat;
use crate::service::AppState;
use crate::service::rematch::{self, RematchState};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(rematch_of_game)
        .service(accept_rematch)
        .service(decline_rematch);
}

/// Where a rematch stands.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RematchStatus {
    /// Nobody has offered one yet.
    NotOffered,
    /// Offered; waiting for the seats in `waiting_for`.
    Offered,
    /// Everyone accepted: the new game is `new_game_id`.
    Started,
    /// Someone declined (`declined_by`).
    Declined,
    /// Fifteen minutes passed since the game ended.
    Lapsed,
}

/// The rematch of a finished game.
#[derive(Serialize, ToSchema)]
pub struct Rematch {
    pub game_id: Uuid,
    pub status: RematchStatus,
    /// Seats that accepted (computer players always do).
    pub accepted: Vec<Seat>,
    /// Seats still to answer an offer.
    pub waiting_for: Vec<Seat>,
    pub declined_by: Option<Seat>,
    /// When an offer can no longer be made or accepted.
    pub lapses_at: Option<DateTime<Utc>>,
    /// The new game (every seat moved one along), once everyone accepted.
    pub new_game_id: Option<Uuid>,
}

impl From<rematch::Rematch> for Rematch {
    fn from(rematch: rematch::Rematch) -> Self {
        let mut shown = Rematch {
            game_id: rematch.game_id,
            status: RematchStatus::NotOffered,
            accepted: Vec::new(),
            waiting_for: Vec::new(),
            declined_by: None,
            lapses_at: None,
            new_game_id: rematch.new_game_id,
        };
        match rematch.state {
            RematchState::NotOffered { lapses_at } => shown.lapses_at = Some(lapses_at),
            RematchState::Offered {
                accepted,
                waiting_for,
                lapses_at,
            } => {
                shown.status = RematchStatus::Offered;
                (shown.accepted, shown.waiting_for) = (accepted, waiting_for);
                shown.lapses_at = Some(lapses_at);
            }
            // Agreed but not yet created (the last acceptance is being written): as offered
            // with nobody left to wait for, until the new game exists.
            RematchState::Agreed => shown.status = RematchStatus::Offered,
            RematchState::Declined { by } => {
                shown.status = RematchStatus::Declined;
                shown.declined_by = Some(by);
            }
            RematchState::Lapsed => shown.status = RematchStatus::Lapsed,
        }
        if shown.new_game_id.is_some() {
            shown.status = RematchStatus::Started;
        }
        shown
    }
}

/// Where the rematch of a finished game stands.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Rematch),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`rematch_unavailable`: the game is not over"),
    )
)]
#[get("/games/{id}/rematch")]
async fn rematch_of_game(
    state: web::Data<AppState>,
    _user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Rematch>, ApiError> {
    Ok(web::Json(rematch::rematch(&state, *id).await?.into()))
}

/// Offer a rematch of a finished game you sat in, or accept the one offered. When every person
/// at the table has accepted (computers always do), the new game starts at once, every seat
/// moved one along, and everyone is told ("game started", and "your move" to the first to act).
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Rematch),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`rematch_unavailable` (the game is not over, the offer was declined or lapsed), `not_seated`"),
    )
)]
#[post("/games/{id}/rematch")]
async fn accept_rematch(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Rematch>, ApiError> {
    Ok(web::Json(
        rematch::answer_rematch(&state, user.id, *id, true)
            .await?
            .into(),
    ))
}

/// Decline a rematch of a finished game you sat in: the offer lapses for everyone.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Rematch),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`rematch_unavailable`, `not_seated`"),
    )
)]
#[post("/games/{id}/rematch/decline")]
async fn decline_rematch(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Rematch>, ApiError> {
    Ok(web::Json(
        rematch::answer_rematch(&state, user.id, *id, false)
            .await?
            .into(),
    ))
}
