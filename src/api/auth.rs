//! Accounts: register, log in, and who am I.

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::{AuthUser, ClientAddress};
use crate::service::{self, AppState};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(register).service(login).service(me);
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3-32 characters of `a-z`, `0-9`, `_` and `-`; unique regardless of case.
    #[schema(
        example = "ada",
        min_length = 3,
        max_length = 32,
        pattern = "^[A-Za-z0-9_-]+$"
    )]
    pub username: String,
    /// 8-128 characters.
    #[schema(example = "correct horse battery", min_length = 8, max_length = 128)]
    pub password: String,
}

#[derive(Serialize, ToSchema)]
pub struct User {
    pub id: Uuid,
    pub username: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
pub struct AccessToken {
    pub access_token: String,
    #[schema(example = "Bearer")]
    pub token_type: String,
    /// Seconds until the token expires.
    pub expires_in: i64,
}

/// Create an account.
#[utoipa::path(
    tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 201, body = User),
        (status = 400, body = Problem, description = "Invalid username or password"),
        (status = 409, body = Problem, description = "The username is taken (code `username_taken`)"),
        (status = 429, body = Problem, description = "Too many sign-in or sign-up attempts from this address or for this username (code `too_many_attempts`); see `Retry-After`"),
        (status = 503, body = Problem, description = "Too many passwords being hashed at once (code `server_busy`); see `Retry-After`"),
    )
)]
#[post("/auth/register")]
async fn register(
    state: web::Data<AppState>,
    client: ClientAddress,
    body: JsonBody<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let user = service::register(&state, client.0, &body.username, &body.password).await?;
    Ok(HttpResponse::Created().json(User {
        id: user.id,
        username: user.username,
        created_at: user.created_at,
    }))
}

/// Exchange a username and password for a bearer token. Sign-ins and sign-ups are limited per
/// client address (by default 30 a minute) and per username (by default 5 a quarter hour; a
/// successful sign-in resets that count): past a limit they are refused (429,
/// `too_many_attempts`, with `Retry-After`) before any password is checked.
#[utoipa::path(
    tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, body = AccessToken),
        (status = 401, body = Problem, description = "Unknown user or wrong password (the same answer for both)"),
        (status = 429, body = Problem, description = "Too many sign-in or sign-up attempts from this address or for this username (code `too_many_attempts`); see `Retry-After`"),
        (status = 503, body = Problem, description = "Too many passwords being checked at once (code `server_busy`); see `Retry-After`"),
    )
)]
#[post("/auth/login")]
async fn login(
    state: web::Data<AppState>,
    client: ClientAddress,
    body: JsonBody<Credentials>,
) -> Result<web::Json<AccessToken>, ApiError> {
    let issued = service::login(&state, client.0, &body.username, &body.password).await?;
    Ok(web::Json(AccessToken {
        access_token: issued.access_token,
        token_type: "Bearer".to_owned(),
        expires_in: issued.expires_in,
    }))
}

/// The signed-in user.
#[utoipa::path(
    tag = "accounts",
    security(("bearer" = [])),
    responses((status = 200, body = User), (status = 401, body = Problem))
)]
#[get("/me")]
async fn me(state: web::Data<AppState>, user: AuthUser) -> Result<web::Json<User>, ApiError> {
    let user = service::current_user(&state, user.id).await?;
    Ok(web::Json(User {
        id: user.id,
        username: user.username,
        created_at: user.created_at,
    }))
}
