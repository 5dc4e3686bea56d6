//! Accounts: register, log in, and who am I.

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::auth::{Password, Username, hash_password, verify_password};
use crate::service::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(register).service(login).service(me);
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 3-32 characters of `a-z`, `0-9`, `_` and `-`; unique regardless of case.
    #[schema(example = "ada")]
    pub username: String,
    /// 8-128 characters.
    #[schema(example = "correct horse battery")]
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
    )
)]
#[post("/auth/register")]
async fn register(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<HttpResponse, ApiError> {
    let username = Username::parse(&body.username)
        .map_err(|m| ApiError::bad_request("invalid_username", m))?;
    let password = Password::parse(&body.password)
        .map_err(|m| ApiError::bad_request("invalid_password", m))?;
    let hash = hash_password(password).await?;
    let user = state
        .store
        .create_user(username.as_str(), &hash)
        .await?
        .ok_or_else(|| ApiError::conflict("username_taken", "that username is taken"))?;
    Ok(HttpResponse::Created().json(User {
        id: user.id,
        username: user.username,
        created_at: user.created_at,
    }))
}

/// Exchange a username and password for a bearer token. After 5 failed attempts for a username
/// within 15 minutes, further attempts for it are refused (429, `too_many_attempts`, with
/// `Retry-After`) until that quarter hour has passed; a successful sign-in resets the count.
#[utoipa::path(
    tag = "accounts",
    request_body = Credentials,
    responses(
        (status = 200, body = AccessToken),
        (status = 401, body = Problem, description = "Unknown user or wrong password (the same answer for both)"),
        (status = 429, body = Problem, description = "Too many failed attempts for this username (code `too_many_attempts`); see `Retry-After`"),
    )
)]
#[post("/auth/login")]
async fn login(
    state: web::Data<AppState>,
    body: web::Json<Credentials>,
) -> Result<web::Json<AccessToken>, ApiError> {
    let invalid = || ApiError::Unauthorized("invalid username or password".to_owned());
    // A malformed username belongs to nobody: it is not counted by the throttle (which keeps its
    // keys short) and not looked up, but still costs a hash, like everything else that fails.
    let username = Username::parse(&body.username).ok();
    if let Some(username) = &username {
        // Refused before hashing anything: a guesser gets neither an answer nor our CPU.
        state
            .login_throttle
            .begin_attempt(username, std::time::Instant::now())
            .map_err(|wait| ApiError::TooManyAttempts {
                // Rounded up: a client that waits exactly this long is let in.
                retry_after_secs: u64::try_from(wait.as_millis().div_ceil(1000))
                    .unwrap_or(u64::MAX),
            })?;
    }
    // A malformed password cannot match anything, but still costs a hash so that timing does not
    // tell it apart from a wrong one.
    let parsed = Password::parse(&body.password);
    let well_formed = parsed.is_ok();
    let password =
        parsed.unwrap_or_else(|_| Password::parse("x-invalid-password-x").expect("valid length"));
    let user = match &username {
        Some(username) => state.store.user_by_username(username.as_str()).await?,
        None => None,
    };
    let matches = verify_password(user.as_ref().map(|u| u.password_hash.clone()), password).await?;
    let (Some(user), Some(username)) = (user, username) else {
        return Err(invalid());
    };
    if !matches || !well_formed {
        return Err(invalid());
    }
    state.login_throttle.record_success(&username);
    Ok(web::Json(AccessToken {
        access_token: state.tokens.issue(user.id)?,
        token_type: "Bearer".to_owned(),
        expires_in: state.tokens.lifetime_secs(),
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
    let user = state
        .store
        .user_by_id(user.id)
        .await?
        .ok_or_else(|| ApiError::Unauthorized("the account no longer exists".to_owned()))?;
    Ok(web::Json(User {
        id: user.id,
        username: user.username,
        created_at: user.created_at,
    }))
}
