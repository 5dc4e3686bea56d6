//! Signing up and in, and the session that keeps a client signed in: refreshing its tokens and
//! signing out.

use super::problem_code::ProblemCode;
use actix_web::{HttpResponse, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::{AuthUser, ClientAddress};
use crate::service::{self, AppState, IssuedSession};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(register)
        .service(login)
        .service(refresh)
        .service(logout)
        .service(logout_all);
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

/// A session's tokens: a short-lived access token for `Authorization: Bearer`, and a long-lived
/// refresh token that `POST /auth/refresh` exchanges for new ones (once: keep the new one).
#[derive(Serialize, ToSchema)]
pub struct AccessToken {
    pub access_token: String,
    #[schema(example = "Bearer")]
    pub token_type: String,
    /// Seconds until the access token expires.
    #[schema(example = 900)]
    pub expires_in: i64,
    /// Exchanged for new tokens by `POST /auth/refresh`, which retires it. Keep it secret: it
    /// is worth a session for months.
    pub refresh_token: String,
    /// Seconds until the refresh token expires, if it is not used first.
    #[schema(example = 5184000)]
    pub refresh_expires_in: i64,
}

impl From<IssuedSession> for AccessToken {
    fn from(session: IssuedSession) -> Self {
        AccessToken {
            access_token: session.access_token,
            token_type: "Bearer".to_owned(),
            expires_in: session.expires_in,
            refresh_token: session.refresh_token,
            refresh_expires_in: session.refresh_expires_in,
        }
    }
}

/// A new account, already signed in.
#[derive(Serialize, ToSchema)]
pub struct Registered {
    pub id: Uuid,
    pub username: String,
    pub created_at: DateTime<Utc>,
    pub access_token: String,
    #[schema(example = "Bearer")]
    pub token_type: String,
    /// Seconds until the access token expires.
    #[schema(example = 900)]
    pub expires_in: i64,
    /// See `AccessToken.refresh_token`.
    pub refresh_token: String,
    /// Seconds until the refresh token expires, if it is not used first.
    #[schema(example = 5184000)]
    pub refresh_expires_in: i64,
}

/// The longest refresh token accepted; ours are 64 characters.
const MAX_REFRESH_TOKEN_CHARS: usize = 512;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefreshRequest {
    /// The refresh token of the session, as last handed out.
    #[schema(min_length = 1, max_length = 512)]
    pub refresh_token: String,
}

impl RefreshRequest {
    /// The token, if it has the length the schema promises (else a 400, as for any body out of
    /// its schema).
    fn token(&self) -> Result<&str, ApiError> {
        let length = self.refresh_token.chars().count();
        if (1..=MAX_REFRESH_TOKEN_CHARS).contains(&length) {
            Ok(&self.refresh_token)
        } else {
            Err(ApiError::new(
                ProblemCode::InvalidBody,
                format!("refresh_token must be 1 to {MAX_REFRESH_TOKEN_CHARS} characters"),
            ))
        }
    }
}

/// Create an account. The answer signs it in: it carries a session's tokens, as
/// `POST /auth/login` would.
#[utoipa::path(
    tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 201, body = Registered),
        (status = 400, body = Problem, description = "Invalid username (`invalid_username`; names starting with `computer-` and the name `deleted-player` are kept) or password (`invalid_password`)"),
        (status = 409, body = Problem, description = "The username is taken (code `username_taken`), or still held by a deleted account"),
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
    let (user, session) =
        service::register(&state, client.0, &body.username, &body.password).await?;
    let tokens = AccessToken::from(session);
    Ok(HttpResponse::Created().json(Registered {
        id: user.id,
        username: user.username,
        created_at: user.created_at,
        access_token: tokens.access_token,
        token_type: tokens.token_type,
        expires_in: tokens.expires_in,
        refresh_token: tokens.refresh_token,
        refresh_expires_in: tokens.refresh_expires_in,
    }))
}

/// Exchange a username and password for a new session's tokens. Sign-ins and sign-ups are
/// limited per client address (by default 30 a minute) and per username (by default 5 a quarter
/// hour; a successful sign-in resets that count): past a limit they are refused (429,
/// `too_many_attempts`, with `Retry-After`) before any password is checked.
#[utoipa::path(
    tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, body = AccessToken),
        (status = 401, body = Problem, description = "Unknown user or wrong password (the same answer for both, code `unauthorized`)"),
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
    let session = service::login(&state, client.0, &body.username, &body.password).await?;
    Ok(web::Json(session.into()))
}

/// Exchange a session's refresh token for a new access token and a new refresh token. The token
/// sent is retired: keep the new one. A retired token sent again means someone else holds a copy
/// of it, so the whole session ends for everyone (`refresh_token_reused`); send one refresh at a
/// time.
#[utoipa::path(
    tag = "accounts",
    request_body = RefreshRequest,
    responses(
        (status = 200, body = AccessToken),
        (status = 401, body = Problem, description = "Sign in again: the refresh token is unknown (`invalid_refresh_token`), expired (`refresh_token_expired`), of a session that has ended (`session_ended`), or was already used, which ends its session (`refresh_token_reused`)"),
    )
)]
#[post("/auth/refresh")]
async fn refresh(
    state: web::Data<AppState>,
    body: JsonBody<RefreshRequest>,
) -> Result<web::Json<AccessToken>, ApiError> {
    let session = service::refresh(&state, body.token()?).await?;
    Ok(web::Json(session.into()))
}

/// Sign out on this device: ends the session the refresh token belongs to, and with it every
/// access and refresh token of that session. Ending a session that had already ended is fine.
#[utoipa::path(
    tag = "accounts",
    request_body = RefreshRequest,
    responses(
        (status = 204, description = "The session has ended"),
        (status = 401, body = Problem, description = "No such refresh token (`invalid_refresh_token`)"),
    )
)]
#[post("/auth/logout")]
async fn logout(
    state: web::Data<AppState>,
    body: JsonBody<RefreshRequest>,
) -> Result<HttpResponse, ApiError> {
    service::logout(&state, body.token()?).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Sign out everywhere: ends every session of the caller's account, this one included.
#[utoipa::path(
    tag = "accounts",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Every session has ended"),
        (status = 401, body = Problem),
    )
)]
#[post("/auth/logout-all")]
async fn logout_all(state: web::Data<AppState>, user: AuthUser) -> Result<HttpResponse, ApiError> {
    service::logout_everywhere(&state, user.id).await?;
    Ok(HttpResponse::NoContent().finish())
}
