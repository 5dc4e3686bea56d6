//! The lobby beyond creating and joining: leaving, cancelling and invitations.

use actix_web::{HttpResponse, get, post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::{JsonBody, OptionalJsonBody};
use super::dto::JoinGame;
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::service::views::Game;
use crate::service::views::Invitation;
use crate::service::{self, AppState};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(leave)
        .service(cancel)
        .service(invite)
        .service(my_invitations)
        .service(accept)
        .service(decline);
}

/// Give up your seat in a game that has not started. The creator cancels instead.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Left"),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_open`, `not_seated`, `creator_must_cancel`"),
    )
)]
#[post("/games/{id}/leave")]
async fn leave(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    service::leave_game(&state, user.id, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Cancel a game you created that has not started. Its pending invitations are withdrawn, each
/// invitee told (`invitation_withdrawn`).
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Game),
        (status = 401, body = Problem),
        (status = 403, body = Problem, description = "Only the creator may cancel"),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_open`"),
    )
)]
#[post("/games/{id}/cancel")]
async fn cancel(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let game = service::cancel_game(&state, user.id, *id).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    /// Who to invite.
    #[schema(example = "grace")]
    pub username: String,
}

/// Invite a user by name to an open game you are seated in.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    request_body = Invite,
    responses(
        (status = 201, body = Invitation),
        (status = 400, body = Problem, description = "`unknown_user`, `cannot_invite_yourself`"),
        (status = 401, body = Problem),
        (status = 403, body = Problem, description = "Only seated players invite"),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_open`, `already_seated`, `already_invited`"),
    )
)]
#[post("/games/{id}/invitations")]
async fn invite(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    body: JsonBody<Invite>,
) -> Result<HttpResponse, ApiError> {
    let invitation = service::invite(&state, user.id, *id, &body.username).await?;
    Ok(HttpResponse::Created().json(invitation))
}

/// Your pending invitations, newest first.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Invitation>), (status = 401, body = Problem))
)]
#[get("/me/invitations")]
async fn my_invitations(
    state: web::Data<AppState>,
    user: AuthUser,
) -> Result<web::Json<Vec<Invitation>>, ApiError> {
    let invitations = service::pending_invitations(&state, user.id).await?;
    Ok(web::Json(invitations))
}

/// Accept an invitation: take a seat in its game (default: the lowest free seat), as joining it
/// does. An invitation that was withdrawn (its game cancelled or begun without you, its inviter's
/// account deleted) is gone: 404.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    request_body(content = Option<JoinGame>, description = "May be omitted"),
    responses(
        (status = 200, body = Game),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`invitation_answered`, or why the seat could not be taken"),
    )
)]
#[post("/invitations/{id}/accept")]
async fn accept(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    body: OptionalJsonBody<JoinGame>,
) -> Result<web::Json<Game>, ApiError> {
    let seat = body.into_inner().and_then(|b| b.seat);
    let game = service::accept_invitation(&state, user.id, *id, seat).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}

/// Decline an invitation.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Invitation),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`invitation_answered`"),
    )
)]
#[post("/invitations/{id}/decline")]
async fn decline(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Invitation>, ApiError> {
    let invitation = service::decline_invitation(&state, user.id, *id).await?;
    Ok(web::Json(invitation))
}
