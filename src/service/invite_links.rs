//! Invite links: the creator of an open game gets a link that seats whoever opens it (after
//! signing in or up), the common way to play a friend. One link per game at a time; asking
//! again gives the same link until it is revoked. The token carries 128 random bits: it cannot be
//! guessed, and it can only take a free seat in a game that has not started.

use crate::domain::GameStatus;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::AppState;
use super::error::LobbyError;
use super::lobby::{existing_game, join_game};
use super::replay::LoadedGame;
use crate::store::now;

/// A game's invite link, as its creator shares it.
pub struct InviteLink {
    pub game_id: Uuid,
    pub token: String,
    pub created_at: DateTime<Utc>,
}

/// The invite link of an open game the caller created: the one it has, or a new one.
pub async fn invite_link(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<InviteLink, LobbyError> {
    creators_open_game(state, user_id, game_id).await?;
    let record = state
        .store
        .invite_link(game_id, &new_token(), now())
        .await?;
    Ok(InviteLink {
        game_id: record.game_id,
        token: record.token,
        created_at: record.created_at,
    })
}

/// Revokes the invite link of a game the caller created: whoever holds it can no longer join by
/// it. Revoking a game without one changes nothing.
pub async fn revoke_invite_link(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<(), LobbyError> {
    creators_game(state, user_id, game_id).await?;
    state.store.revoke_invite_link(game_id).await?;
    Ok(())
}

/// The game an invite link leads to, for a look before joining.
pub async fn invited_game(state: &AppState, token: &str) -> Result<LoadedGame, LobbyError> {
    let link = state
        .store
        .invite_link_by_token(token)
        .await?
        .ok_or(LobbyError::InviteLinkNotFound)?;
    existing_game(state, link.game_id).await
}

/// Takes a seat (default: the lowest free one) in the game an invite link leads to, as joining
/// it from the lobby does.
pub async fn join_by_invite_link(
    state: &AppState,
    user_id: Uuid,
    token: &str,
    seat: Option<u8>,
) -> Result<LoadedGame, LobbyError> {
    let game = invited_game(state, token).await?;
    join_game(state, user_id, game.record.id, seat).await
}

/// The game, if the caller created it: only its creator shares or revokes its link.
async fn creators_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<LoadedGame, LobbyError> {
    let game = existing_game(state, game_id).await?;
    if game.record.created_by != user_id {
        return Err(LobbyError::NotCreator);
    }
    Ok(game)
}

async fn creators_open_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<LoadedGame, LobbyError> {
    let game = creators_game(state, user_id, game_id).await?;
    if game.record.status != GameStatus::Open {
        return Err(LobbyError::NotOpen(
            "invite links are for games that have not started",
        ));
    }
    Ok(game)
}

/// 128 random bits, as 32 lower-case hex digits.
fn new_token() -> String {
    let bytes: [u8; 16] = rand::random();
    super::sessions::hex(&bytes)
}
