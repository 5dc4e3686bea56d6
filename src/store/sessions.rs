//! The accounts' side of the store beyond signing up: sessions and their rotating refresh
//! tokens, changing a password, and deleting an account.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{LobbyInvitation, NewNotification, StoreResult};

/// A refresh token to store: only its hash is ever written.
#[derive(Clone, Copy, Debug)]
pub struct NewRefreshToken<'a> {
    /// Hex SHA-256 of the token.
    pub hash: &'a str,
    pub expires_at: DateTime<Utc>,
}

/// What presenting a refresh token came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Rotation {
    /// The token was live: it is now used, and the next one is stored in its session.
    Rotated { session_id: Uuid, user_id: Uuid },
    /// No such token (never issued, or pruned long after it expired).
    Unknown,
    /// The token's lifetime is over.
    Expired,
    /// Its session was ended (signed out, password changed, account deleted, or a reuse).
    SessionEnded,
    /// The token had already been used: someone holds a copy. Its whole session is now revoked.
    Reused,
}

#[async_trait::async_trait]
pub trait SessionStore: Send + Sync {
    /// Starts a session for `user_id` with its first refresh token; the session's id.
    async fn create_session(&self, user_id: Uuid, first: NewRefreshToken<'_>) -> StoreResult<Uuid>;

    /// Retires the refresh token hashed `presented` and stores `next` in its session, if the
    /// token is live at `now`; a used one revokes its session instead.
    async fn rotate_refresh_token(
        &self,
        presented: &str,
        next: NewRefreshToken<'_>,
        now: DateTime<Utc>,
    ) -> StoreResult<Rotation>;

    /// Ends the session of the refresh token hashed `presented`, used or not; false when no such
    /// token is stored.
    async fn end_session_of(&self, presented: &str) -> StoreResult<bool>;

    /// Ends every session of `user_id`.
    async fn end_sessions(&self, user_id: Uuid) -> StoreResult<()>;

    /// Whether `session_id` is `user_id`'s and not ended: checked on every authenticated request,
    /// by primary key.
    async fn session_is_live(&self, session_id: Uuid, user_id: Uuid) -> StoreResult<bool>;

    /// Forgets sessions that can never be used again: every refresh token expired by `now`, or
    /// ended before `ended_before` (kept until then so a signed-out token is still told
    /// `session_ended`). Their refresh tokens go with them. How many sessions.
    async fn prune_sessions(
        &self,
        now: DateTime<Utc>,
        ended_before: DateTime<Utc>,
    ) -> StoreResult<u64>;

    /// Stores a new password hash and ends every session of `user_id`, together.
    async fn change_password(&self, user_id: Uuid, password_hash: &str) -> StoreResult<()>;

    /// Turns a person's account into a tombstone at `now`: its username shows as `placeholder`,
    /// no password matches it, its sessions end, the invitations it had not answered are declined
    /// and those it sent withdrawn (the other side told, either way). Its games and their seats
    /// stay. False when there is no such live account.
    /// `tell` says what the invitations it ends tell the other side.
    async fn delete_user(
        &self,
        user_id: Uuid,
        placeholder: &str,
        now: DateTime<Utc>,
        tell: &TellOfEndedInvitations<'_>,
    ) -> StoreResult<bool>;
}

/// A pending invitation that ends because one of its parties deleted their account, as it was.
#[derive(Clone, Debug)]
pub struct EndedInvitation {
    pub invitation: LobbyInvitation,
    pub game_id: Uuid,
    pub game_type: String,
}

/// A deleted account's invitations: those addressed to it (declined for it) and those it sent
/// (withdrawn).
#[derive(Clone, Debug, Default)]
pub struct EndedInvitations {
    pub declined: Vec<EndedInvitation>,
    pub withdrawn: Vec<EndedInvitation>,
}

/// What ended invitations tell the other side: pure, so that the store may call it inside the
/// deletion's transaction.
pub type TellOfEndedInvitations<'a> =
    dyn Fn(&EndedInvitations) -> Vec<NewNotification> + Send + Sync + 'a;
