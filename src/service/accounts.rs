//! Accounts: signing up, signing in, and reading one's own account.

use std::net::IpAddr;
use std::time::Instant;

use uuid::Uuid;

use crate::auth::{Attempt, Password, Username};
use crate::store::UserRecord;

use super::AppState;
use super::error::AccountError;

/// Computer players' usernames start with this, and nobody else's may.
const COMPUTER_PREFIX: &str = "computer-";

/// A freshly issued access token.
pub struct IssuedToken {
    pub access_token: String,
    /// Seconds until it expires.
    pub expires_in: i64,
}

/// Creates an account; the password is stored only as an argon2id hash. `client` is the
/// caller's address, when known, for the sign-in limits.
pub async fn register(
    state: &AppState,
    client: Option<IpAddr>,
    username: &str,
    password: &str,
) -> Result<UserRecord, AccountError> {
    let username = Username::parse(username).map_err(AccountError::InvalidUsername)?;
    if username
        .as_str()
        .to_ascii_lowercase()
        .starts_with(COMPUTER_PREFIX)
    {
        return Err(AccountError::InvalidUsername(format!(
            "usernames starting with {COMPUTER_PREFIX:?} are kept for computer players"
        )));
    }
    let password = Password::parse(password).map_err(AccountError::InvalidPassword)?;
    begin_attempt(state, Attempt::SignUp, client, Some(&username))?;
    let hash = state.hashing.hash(password).await?;
    state
        .store
        .create_user(username.as_str(), &hash)
        .await?
        .ok_or(AccountError::UsernameTaken)
}

/// Exchanges a username and password for an access token. Every way of failing costs the same
/// hash, so timing tells an unknown user, a malformed password and a wrong one apart no better
/// than the answer does.
pub async fn login(
    state: &AppState,
    client: Option<IpAddr>,
    username: &str,
    password: &str,
) -> Result<IssuedToken, AccountError> {
    // A malformed username belongs to nobody: it is not counted per username (which keeps the
    // limiter's keys short) and not looked up, but still costs a hash, like everything else
    // that fails.
    let username = Username::parse(username).ok();
    begin_attempt(state, Attempt::SignIn, client, username.as_ref())?;
    let parsed = Password::parse(password);
    let well_formed = parsed.is_ok();
    let password =
        parsed.unwrap_or_else(|_| Password::parse("x-invalid-password-x").expect("valid length"));
    let user = match &username {
        Some(username) => state.store.user_by_username(username.as_str()).await?,
        None => None,
    }
    // A computer player's account has no password: nobody signs in to it.
    .filter(|user| user.computer.is_none());
    let matches = state
        .hashing
        .verify(user.as_ref().map(|u| u.password_hash.clone()), password)
        .await?;
    let (Some(user), Some(username)) = (user, username) else {
        return Err(AccountError::InvalidCredentials);
    };
    if !matches || !well_formed {
        return Err(AccountError::InvalidCredentials);
    }
    state.sign_in_limits.signed_in(&username);
    Ok(IssuedToken {
        access_token: state.tokens.issue(user.id)?,
        expires_in: state.tokens.lifetime_secs(),
    })
}

/// Counts a sign-in or sign-up attempt, refused before hashing anything when over a limit: a
/// guesser gets neither an answer nor our CPU.
fn begin_attempt(
    state: &AppState,
    attempt: Attempt,
    client: Option<IpAddr>,
    username: Option<&Username>,
) -> Result<(), AccountError> {
    state
        .sign_in_limits
        .begin_attempt(attempt, client, username, Instant::now())
        .map_err(|retry_after| AccountError::TooManyAttempts { retry_after })
}

/// The account a valid token names, if it still exists.
pub async fn current_user(state: &AppState, user_id: Uuid) -> Result<UserRecord, AccountError> {
    state
        .store
        .user_by_id(user_id)
        .await?
        .ok_or(AccountError::AccountGone)
}
