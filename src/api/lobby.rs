//! The lobby beyond creating and joining: leaving, cancelling and invitations.

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::dto::{Game, JoinGame};
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::service::{self, AppState};
use crate::store::{CancelOutcome, GameStatus, InvitationRecord, InvitationStatus, LeaveOutcome};

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
    match state.store.leave_game(*id, user.id).await? {
        LeaveOutcome::Left => Ok(HttpResponse::NoContent().finish()),
        LeaveOutcome::NotFound => Err(ApiError::not_found(format!("no game {id}"))),
        LeaveOutcome::NotOpen => Err(ApiError::conflict(
            "game_not_open",
            "only a game that has not started can be left",
        )),
        LeaveOutcome::NotSeated => Err(ApiError::conflict(
            "not_seated",
            "you have no seat in this game",
        )),
        LeaveOutcome::IsCreator => Err(ApiError::conflict(
            "creator_must_cancel",
            "the creator cancels the game instead of leaving it",
        )),
    }
}

/// Cancel a game you created that has not started.
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
    match state.store.cancel_game(*id, user.id).await? {
        CancelOutcome::Cancelled => {
            let game = service::load_game(&state, *id).await?;
            Ok(web::Json(Game::render(&game, user.id, game.version())?))
        }
        CancelOutcome::NotFound => Err(ApiError::not_found(format!("no game {id}"))),
        CancelOutcome::NotCreator => Err(ApiError::Forbidden(
            "only the creator may cancel a game".to_owned(),
        )),
        CancelOutcome::NotOpen => Err(ApiError::conflict(
            "game_not_open",
            "only a game that has not started can be cancelled",
        )),
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    /// Who to invite.
    #[schema(example = "grace")]
    pub username: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvitationState {
    Pending,
    Accepted,
    Declined,
}

/// An invitation to take a seat in an open game.
#[derive(Serialize, ToSchema)]
pub struct Invitation {
    pub id: Uuid,
    pub game_id: Uuid,
    pub inviter: String,
    pub invitee: String,
    pub status: InvitationState,
    pub created_at: DateTime<Utc>,
}

impl From<InvitationRecord> for Invitation {
    fn from(record: InvitationRecord) -> Self {
        Invitation {
            id: record.id,
            game_id: record.game_id,
            inviter: record.inviter,
            invitee: record.invitee,
            status: match record.status {
                InvitationStatus::Pending => InvitationState::Pending,
                InvitationStatus::Accepted => InvitationState::Accepted,
                InvitationStatus::Declined => InvitationState::Declined,
            },
            created_at: record.created_at,
        }
    }
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
    body: web::Json<Invite>,
) -> Result<HttpResponse, ApiError> {
    let game = service::load_game(&state, *id).await?;
    if game.seat_of(user.id).is_none() {
        return Err(ApiError::Forbidden(
            "only players seated in the game may invite".to_owned(),
        ));
    }
    if game.record.status != GameStatus::Open {
        return Err(ApiError::conflict(
            "game_not_open",
            "invitations are for games that have not started",
        ));
    }
    let invitee = state
        .store
        .user_by_username(&body.username)
        .await?
        .ok_or_else(|| {
            ApiError::bad_request(
                "unknown_user",
                format!("there is no user {:?}", body.username),
            )
        })?;
    if invitee.id == user.id {
        return Err(ApiError::bad_request(
            "cannot_invite_yourself",
            "you are already in this game",
        ));
    }
    if game.seat_of(invitee.id).is_some() {
        return Err(ApiError::conflict(
            "already_seated",
            "that user already has a seat in this game",
        ));
    }
    let invitation_id = state
        .store
        .create_invitation(*id, user.id, invitee.id)
        .await?
        .ok_or_else(|| {
            ApiError::conflict(
                "already_invited",
                "that user is already invited to this game",
            )
        })?;
    let invitation = state
        .store
        .invitation(invitation_id)
        .await?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("invitation vanished")))?;
    Ok(HttpResponse::Created().json(Invitation::from(invitation)))
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
    let invitations = state
        .store
        .invitations_for(user.id, InvitationStatus::Pending)
        .await?;
    Ok(web::Json(
        invitations.into_iter().map(Invitation::from).collect(),
    ))
}

/// The invitation, if it is addressed to the caller (others get a 404: invitations are private).
async fn own_invitation(
    state: &AppState,
    user: AuthUser,
    id: Uuid,
) -> Result<InvitationRecord, ApiError> {
    let invitation = state
        .store
        .invitation(id)
        .await?
        .filter(|i| i.invitee_id == user.id)
        .ok_or_else(|| ApiError::not_found(format!("no invitation {id}")))?;
    if invitation.status != InvitationStatus::Pending {
        return Err(ApiError::conflict(
            "invitation_answered",
            "the invitation was already answered",
        ));
    }
    Ok(invitation)
}

/// Accept an invitation: take a seat in its game (default: the lowest free seat).
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    request_body(content = JoinGame, description = "May be omitted"),
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
    body: Option<web::Json<JoinGame>>,
) -> Result<web::Json<Game>, ApiError> {
    let invitation = own_invitation(&state, user, *id).await?;
    let seat = body.and_then(|b| b.seat);
    let game = service::join_game(&state, user.id, invitation.game_id, seat).await?;
    state
        .store
        .answer_invitation(invitation.id, InvitationStatus::Accepted)
        .await?;
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
    let invitation = own_invitation(&state, user, *id).await?;
    if !state
        .store
        .answer_invitation(invitation.id, InvitationStatus::Declined)
        .await?
    {
        return Err(ApiError::conflict(
            "invitation_answered",
            "the invitation was already answered",
        ));
    }
    let invitation = state
        .store
        .invitation(invitation.id)
        .await?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("invitation vanished")))?;
    Ok(web::Json(Invitation::from(invitation)))
}
