//! Sessions: what keeps a client signed in. Signing in (or up) starts a session and answers with
//! a short-lived access token (a JWT naming the user and the session) and a long-lived refresh
//! token (256 random bits, stored only as its SHA-256). Each refresh retires the refresh token
//! presented and hands out a new pair; a retired token presented again means two parties hold
//! the session's tokens, so the whole session is revoked. Ending a session (signing out, signing
//! out everywhere, changing the password, deleting the account) stops its access tokens at once:
//! every authenticated request checks that its session is live, one primary-key read that takes
//! the place of the account check a valid token needed before.

use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::store::{NewRefreshToken, Rotation, now};

use super::AppState;
use super::error::{AccountError, SessionError};

/// How long what accounts hand out lasts, set by configuration.
#[derive(Clone, Copy, Debug)]
pub struct AccountPolicy {
    /// Each refresh token's lifetime (every refresh starts a new one).
    pub refresh_token_lifetime: chrono::Duration,
    /// How long a deleted account's username stays reserved.
    pub username_release_delay: chrono::Duration,
    /// How long after it was last known current the store's ended-sessions view is trusted
    /// instead of the database (see [`confirm_session`]).
    pub trust_session_view_for: std::time::Duration,
}

/// A session's tokens, as handed to the client.
pub struct IssuedSession {
    pub access_token: String,
    /// Seconds until the access token expires.
    pub expires_in: i64,
    pub refresh_token: String,
    /// Seconds until the refresh token expires, unless it is used (or its session ends) first.
    pub refresh_expires_in: i64,
}

/// A new refresh token: the token for the client, its hash for the store.
struct RefreshToken {
    token: String,
    hash: String,
}

impl RefreshToken {
    fn generate() -> Self {
        let bytes: [u8; 32] = rand::random();
        let token = hex(&bytes);
        let hash = hash_refresh_token(&token);
        RefreshToken { token, hash }
    }
}

/// The stored form of a refresh token. A fast hash is enough for 256 random bits: what makes a
/// password hash slow only matters for secrets small enough to guess.
fn hash_refresh_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Bytes as lower-case hex digits: safe in a URL and a header as they are.
pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Starts a session for `user_id`.
pub(super) async fn start_session(
    state: &AppState,
    user_id: Uuid,
) -> Result<IssuedSession, AccountError> {
    let refresh = RefreshToken::generate();
    let lifetime = state.accounts.refresh_token_lifetime;
    let session_id = state
        .store
        .create_session(
            user_id,
            NewRefreshToken {
                hash: &refresh.hash,
                expires_at: now() + lifetime,
            },
        )
        .await?;
    Ok(issued(state, user_id, session_id, refresh.token)?)
}

fn issued(
    state: &AppState,
    user_id: Uuid,
    session_id: Uuid,
    refresh_token: String,
) -> anyhow::Result<IssuedSession> {
    Ok(IssuedSession {
        access_token: state.tokens.issue(user_id, session_id)?,
        expires_in: state.tokens.lifetime_secs(),
        refresh_token,
        refresh_expires_in: state.accounts.refresh_token_lifetime.num_seconds(),
    })
}

/// Exchanges a live refresh token for a new access token and refresh token, retiring it.
pub async fn refresh(state: &AppState, refresh_token: &str) -> Result<IssuedSession, SessionError> {
    let next = RefreshToken::generate();
    let now = now();
    let rotation = state
        .store
        .rotate_refresh_token(
            &hash_refresh_token(refresh_token.trim()),
            NewRefreshToken {
                hash: &next.hash,
                expires_at: now + state.accounts.refresh_token_lifetime,
            },
            now,
        )
        .await?;
    match rotation {
        Rotation::Rotated {
            session_id,
            user_id,
        } => Ok(issued(state, user_id, session_id, next.token)?),
        Rotation::Unknown => Err(SessionError::UnknownRefreshToken),
        Rotation::Expired => Err(SessionError::RefreshTokenExpired),
        Rotation::SessionEnded => Err(SessionError::SessionEnded),
        Rotation::Reused => {
            tracing::warn!("a used refresh token was presented again: its session is revoked");
            Err(SessionError::RefreshTokenReused)
        }
    }
}

/// Ends the session a refresh token belongs to (signing out on this device). Ending a session
/// that already ended is fine; an unknown token is refused, so a client learns it sent garbage.
pub async fn logout(state: &AppState, refresh_token: &str) -> Result<(), SessionError> {
    if state
        .store
        .end_session_of(&hash_refresh_token(refresh_token.trim()))
        .await?
    {
        Ok(())
    } else {
        Err(SessionError::UnknownRefreshToken)
    }
}

/// Ends every session of the caller, this one included (signing out everywhere).
pub async fn logout_everywhere(state: &AppState, user_id: Uuid) -> Result<(), SessionError> {
    state.store.end_sessions(user_id).await?;
    Ok(())
}

/// How long an ended session is kept, so that its refresh token is still answered
/// `session_ended` (not `invalid_refresh_token`) for a while after a sign-out.
const KEEP_ENDED_FOR: chrono::Duration = chrono::Duration::days(1);

/// Runs forever: every hour, deletes the sessions whose refresh tokens have all expired (a phone
/// not opened for the refresh lifetime) and those ended more than [`KEEP_ENDED_FOR`] ago, so the
/// tables do not grow with every sign-in for good.
pub async fn prune_sessions(state: AppState) {
    super::housekeeping::prune_forever("sessions that can no longer be used", || {
        let at = now();
        state.store.prune_sessions(at, at - KEEP_ENDED_FOR)
    })
    .await
}

/// Confirms that a verified access token's session is still live: not signed out, not ended by
/// a password change or a reused refresh token, its account not deleted.
///
/// Every authenticated request asks, so the answer comes from the store's view of sessions when
/// that was current within the policy's trust window and knows the session (no round trip;
/// another instance's sign-out is thus refused here within that window), and from the database
/// otherwise (once per session and instance, then again after the view's periodic reload). The
/// view does not hear of sessions pruned for their expired refresh tokens, which it need not:
/// their access tokens, issued with refresh tokens now expired, expired long before.
pub async fn confirm_session(
    state: &AppState,
    user_id: Uuid,
    session_id: Uuid,
) -> Result<(), SessionError> {
    let trust_for = state.accounts.trust_session_view_for;
    let view = state.store.session_view().filter(|_| !trust_for.is_zero());
    let live = match view.and_then(|view| view.knows(session_id, trust_for)) {
        Some(live) => live,
        None => {
            let live = state.store.session_is_live(session_id, user_id).await?;
            if let (true, Some(view)) = (live, view) {
                view.confirmed_live(session_id);
            }
            live
        }
    };
    if live {
        Ok(())
    } else {
        Err(SessionError::SessionEnded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refresh_tokens_are_256_random_bits_stored_only_hashed() {
        let one = RefreshToken::generate();
        let two = RefreshToken::generate();
        assert_eq!(one.token.len(), 64);
        assert_ne!(one.token, two.token);
        assert_ne!(one.hash, one.token);
        assert_eq!(one.hash, hash_refresh_token(&one.token));
        assert_eq!(
            hash_refresh_token("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
