//! Accounts: signing up, signing in, and reading one's own account.

use uuid::Uuid;

use crate::auth::{Password, Username, hash_password, verify_password};
use crate::store::UserRecord;

use super::AppState;
use super::error::AccountError;

/// A freshly issued access token.
pub struct IssuedToken {
    pub access_token: String,
    /// Seconds until it expires.
    pub expires_in: i64,
}

/// Creates an account; the password is stored only as an argon2id hash.
pub async fn register(
    state: &AppState,
    username: &str,
    password: &str,
) -> Result<UserRecord, AccountError> {
    let username = Username::parse(username).map_err(AccountError::InvalidUsername)?;
    let password = Password::parse(password).map_err(AccountError::InvalidPassword)?;
    let hash = hash_password(password).await?;
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
    username: &str,
    password: &str,
) -> Result<IssuedToken, AccountError> {
    // A malformed username belongs to nobody: it is not counted by the throttle (which keeps its
    // keys short) and not looked up, but still costs a hash, like everything else that fails.
    let username = Username::parse(username).ok();
    if let Some(username) = &username {
        // Refused before hashing anything: a guesser gets neither an answer nor our CPU.
        state
            .login_throttle
            .begin_attempt(username, std::time::Instant::now())
            .map_err(|retry_after| AccountError::TooManyAttempts { retry_after })?;
    }
    let parsed = Password::parse(password);
    let well_formed = parsed.is_ok();
    let password =
        parsed.unwrap_or_else(|_| Password::parse("x-invalid-password-x").expect("valid length"));
    let user = match &username {
        Some(username) => state.store.user_by_username(username.as_str()).await?,
        None => None,
    };
    let matches = verify_password(user.as_ref().map(|u| u.password_hash.clone()), password).await?;
    let (Some(user), Some(username)) = (user, username) else {
        return Err(AccountError::InvalidCredentials);
    };
    if !matches || !well_formed {
        return Err(AccountError::InvalidCredentials);
    }
    state.login_throttle.record_success(&username);
    Ok(IssuedToken {
        access_token: state.tokens.issue(user.id)?,
        expires_in: state.tokens.lifetime_secs(),
    })
}

/// The account a valid token names, if it still exists.
pub async fn current_user(state: &AppState, user_id: Uuid) -> Result<UserRecord, AccountError> {
    state
        .store
        .user_by_id(user_id)
        .await?
        .ok_or(AccountError::AccountGone)
}
