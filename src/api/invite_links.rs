//! Invite links: a link to an open game that seats whoever opens it.

use actix_web::{HttpResponse, delete, get, post, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::OptionalJsonBody;
use super::dto::JoinGame;
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::service::views::Game;
use crate::service::{self, AppState};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(invite_link)
        .service(revoke_invite_link)
        .service(invited_game)
        .service(join_by_invite_link);
}

/// A game's invite link.
#[derive(Serialize, ToSchema)]
pub struct InviteLink {
    pub game_id: Uuid,
    /// 32 hex digits; the same until the link is revoked.
    pub token: String,
    /// Where the web client opens it, below the server's origin (`/#/join/<token>`).
    pub path: String,
    pub created_at: DateTime<Utc>,
}

/// The invite link of an open game you created: whoever opens it (signed in) takes a free seat.
/// Asking again gives the same link until you revoke it.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = InviteLink),
        (status = 401, body = Problem),
        (status = 403, body = Problem, description = "only the creator shares a game's link"),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_open`"),
    )
)]
#[post("/games/{id}/invite-link")]
async fn invite_link(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<InviteLink>, ApiError> {
    let link = service::invite_link(&state, user.id, *id).await?;
    Ok(web::Json(InviteLink {
        game_id: link.game_id,
        path: format!("/#/join/{}", link.token),
        token: link.token,
        created_at: link.created_at,
    }))
}

/// Revoke your game's invite link: it no longer seats anyone (idempotent).
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Revoked, or there was none"),
        (status = 401, body = Problem),
        (status = 403, body = Problem),
        (status = 404, body = Problem),
    )
)]
#[delete("/games/{id}/invite-link")]
async fn revoke_invite_link(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    service::revoke_invite_link(&state, user.id, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The game an invite link leads to, as anyone not seated in it sees it: for a look before
/// joining.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Game),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "revoked, or never was"),
    )
)]
#[get("/invite-links/{token}")]
async fn invited_game(
    state: web::Data<AppState>,
    user: AuthUser,
    token: web::Path<String>,
) -> Result<web::Json<Game>, ApiError> {
    let game = service::invited_game(&state, &token).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}

/// Join the game an invite link leads to: take a seat (default: the lowest free one), as
/// joining from the lobby does.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    request_body(content = Option<JoinGame>, description = "May be omitted"),
    responses(
        (status = 200, body = Game),
        (status = 400, body = Problem, description = "`invalid_seat`"),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "revoked, or never was"),
        (status = 409, body = Problem, description = "why the seat could not be taken: `game_not_open`, `game_full`, `seat_taken`, `already_seated`"),
    )
)]
#[post("/invite-links/{token}/join")]
async fn join_by_invite_link(
    state: web::Data<AppState>,
    user: AuthUser,
    token: web::Path<String>,
    body: OptionalJsonBody<JoinGame>,
) -> Result<web::Json<Game>, ApiError> {
    let seat = body.into_inner().and_then(|b| b.seat);
    let game = service::join_by_invite_link(&state, user.id, &token, seat).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}
