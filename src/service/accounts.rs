//! Accounts: signing up, signing in, reading one's own account and changing its password.

use std::net::IpAddr;
use std::time::Instant;

use uuid::Uuid;

use crate::auth::{AttemptKind, Password, Username};
use crate::store::{UserRecord, now};

use super::AppState;
use super::error::AccountError;
use super::sessions::{IssuedSession, start_session};
use super::views::User;

/// Computer players' usernames start with this, and nobody else's may.
const COMPUTER_PREFIX: &str = "computer-";
/// Deleted accounts are shown under this name (see `service::deletion`), which nobody may take.
pub const DELETED_PLACEHOLDER: &str = "deleted-player";

/// Creates an account, signed in: the password is stored only as an argon2id hash. `client` is
/// the caller's address, when known, for the sign-in limits.
pub async fn register(
    state: &AppState,
    client: Option<IpAddr>,
    username: &str,
    password: &str,
) -> Result<(UserRecord, IssuedSession), AccountError> {
    let username = Username::parse(username).map_err(AccountError::InvalidUsername)?;
    let lowered = username.as_str().to_ascii_lowercase();
    if lowered.starts_with(COMPUTER_PREFIX) {
        return Err(AccountError::InvalidUsername(format!(
            "usernames starting with {COMPUTER_PREFIX:?} are kept for computer players"
        )));
    }
    if lowered == DELETED_PLACEHOLDER {
        return Err(AccountError::InvalidUsername(format!(
            "{DELETED_PLACEHOLDER:?} is how deleted accounts are shown"
        )));
    }
    let password = Password::parse(password).map_err(AccountError::InvalidPassword)?;
    begin_attempt(state, AttemptKind::SignUp, client, Some(&username))?;
    let hash = state.hashing.hash(password).await?;
    let released_before = now() - state.accounts.username_release_delay;
    let user = state
        .store
        .create_user(username.as_str(), &hash, released_before)
        .await?
        .ok_or(AccountError::UsernameTaken)?;
    let session = start_session(state, user.id).await?;
    Ok((user, session))
}

/// Exchanges a username and password for a new session. Every way of failing costs the same
/// hash, so timing tells an unknown user, a malformed password and a wrong one apart no better
/// than the answer does.
pub async fn login(
    state: &AppState,
    client: Option<IpAddr>,
    username: &str,
    password: &str,
) -> Result<IssuedSession, AccountError> {
    // A malformed username belongs to nobody: it is not counted per username (which keeps the
    // limiter's keys short) and not looked up, but still costs a hash, like everything else
    // that fails.
    let username = Username::parse(username).ok();
    begin_attempt(state, AttemptKind::SignIn, client, username.as_ref())?;
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
    start_session(state, user.id).await
}

/// Replaces the caller's password, given the current one. Every session of the account ends,
/// the caller's too (whoever made them may have known the old password); the caller gets a new
/// one.
pub async fn change_password(
    state: &AppState,
    client: Option<IpAddr>,
    user_id: Uuid,
    current_password: &str,
    new_password: &str,
) -> Result<IssuedSession, AccountError> {
    let new_password = Password::parse(new_password).map_err(AccountError::InvalidPassword)?;
    let user = current_user(state, user_id).await?;
    confirm_password(state, client, &user, current_password).await?;
    let hash = state.hashing.hash(new_password).await?;
    state.store.change_password(user.id, &hash).await?;
    start_session(state, user.id).await
}

/// Checks the password of the signed-in `user` before a change to their account, under the
/// same limits as signing in (a stolen access token must not become a way to guess the
/// password quickly).
pub(super) async fn confirm_password(
    state: &AppState,
    client: Option<IpAddr>,
    user: &UserRecord,
    password: &str,
) -> Result<(), AccountError> {
    if user.computer.is_some() {
        return Err(AccountError::ComputerAccount);
    }
    let username = Username::parse(&user.username).ok();
    begin_attempt(state, AttemptKind::SignIn, client, username.as_ref())?;
    // No account has a password of another shape: say so without hashing anything.
    let password = Password::parse(password).map_err(AccountError::InvalidPassword)?;
    if !state
        .hashing
        .verify(Some(user.password_hash.clone()), password)
        .await?
    {
        return Err(AccountError::WrongPassword);
    }
    if let Some(username) = &username {
        state.sign_in_limits.signed_in(username);
    }
    Ok(())
}

/// Counts a sign-in or sign-up attempt, refused before hashing anything when over a limit: a
/// guesser gets neither an answer nor our CPU.
fn begin_attempt(
    state: &AppState,
    attempt: AttemptKind,
    client: Option<IpAddr>,
    username: Option<&Username>,
) -> Result<(), AccountError> {
    state
        .sign_in_limits
        .begin_attempt(attempt, client, username, Instant::now())
        .map_err(|retry_after| AccountError::TooManyAttempts { retry_after })
}

/// The signed-in account, as its owner sees it.
pub async fn me(state: &AppState, user_id: Uuid) -> Result<User, AccountError> {
    Ok(User::from(&current_user(state, user_id).await?))
}

/// The account a valid token names, if it still exists.
pub(super) async fn current_user(
    state: &AppState,
    user_id: Uuid,
) -> Result<UserRecord, AccountError> {
    state
        .store
        .user_by_id(user_id)
        .await?
        .ok_or(AccountError::AccountGone)
}
