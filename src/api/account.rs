//! The signed-in person's own account: reading it, changing its password, deleting it.

use actix_web::{HttpResponse, delete, get, post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::auth::AccessToken;
use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::{AuthUser, ClientAddress};
use crate::service::views::User;
use crate::service::{self, AppState};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(me).service(change_password).service(delete_me);
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChangePassword {
    /// The account's password now.
    #[schema(min_length = 8, max_length = 128)]
    pub current_password: String,
    /// 8-128 characters.
    #[schema(min_length = 8, max_length = 128)]
    pub new_password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteAccount {
    /// The account's password, to confirm.
    #[schema(min_length = 8, max_length = 128)]
    pub password: String,
}

/// The signed-in user.
#[utoipa::path(
    tag = "accounts",
    security(("bearer" = [])),
    responses((status = 200, body = User), (status = 401, body = Problem))
)]
#[get("/me")]
async fn me(state: web::Data<AppState>, user: AuthUser) -> Result<web::Json<User>, ApiError> {
    Ok(web::Json(service::me(&state, user.id).await?))
}

/// Change the password, given the current one. Every session of the account ends, this one
/// included (whoever started them may have known the old password): the answer is a new
/// session's tokens, to be used from now on. Checking the current password counts as a sign-in
/// attempt for the limits.
#[utoipa::path(
    tag = "accounts",
    security(("bearer" = [])),
    request_body = ChangePassword,
    responses(
        (status = 200, body = AccessToken, description = "The password is changed; the tokens of the caller's new session"),
        (status = 400, body = Problem, description = "A password is not 8-128 characters (`invalid_password`)"),
        (status = 403, body = Problem, description = "The current password is wrong (`wrong_password`); nothing changed"),
        (status = 429, body = Problem, description = "Too many password checks for this account or from this address (code `too_many_attempts`); see `Retry-After`"),
        (status = 503, body = Problem, description = "Too many passwords being hashed at once (code `server_busy`); see `Retry-After`"),
    )
)]
#[post("/me/password")]
async fn change_password(
    state: web::Data<AppState>,
    client: ClientAddress,
    user: AuthUser,
    body: JsonBody<ChangePassword>,
) -> Result<web::Json<AccessToken>, ApiError> {
    let session = service::change_password(
        &state,
        client.0,
        user.id,
        &body.current_password,
        &body.new_password,
    )
    .await?;
    Ok(web::Json(session.into()))
}

/// Delete the account, given its password. Every token of the account stops working at once.
/// Its running games are resigned (the other sides win), open games it created are cancelled,
/// seats in others' open games are left, invitations it had not answered are declined (each
/// inviter gets `invitation_answered`, as for any decline) and those it sent are withdrawn
/// (each invitee gets `invitation_withdrawn`).
/// Finished games stay in the other players' history and replays, with this seat shown
/// as `deleted-player`. The username can be registered again once the release delay has passed
/// (30 days unless configured otherwise).
#[utoipa::path(
    tag = "accounts",
    security(("bearer" = [])),
    request_body = DeleteAccount,
    responses(
        (status = 204, description = "The account is deleted"),
        (status = 400, body = Problem, description = "The password is not 8-128 characters (`invalid_password`)"),
        (status = 403, body = Problem, description = "The password is wrong (`wrong_password`); nothing changed"),
        (status = 429, body = Problem, description = "Too many password checks for this account or from this address (code `too_many_attempts`); see `Retry-After`"),
        (status = 503, body = Problem, description = "Too many passwords being checked at once (code `server_busy`); see `Retry-After`"),
    )
)]
#[delete("/me")]
async fn delete_me(
    state: web::Data<AppState>,
    client: ClientAddress,
    user: AuthUser,
    body: JsonBody<DeleteAccount>,
) -> Result<HttpResponse, ApiError> {
    service::delete_account(&state, client.0, user.id, &body.password).await?;
    Ok(HttpResponse::NoContent().finish())
}
