//! Deleting an account. The person's games stay in everyone else's history and replays, with
//! their seat shown under a placeholder name: the users row stays as a tombstone (see the
//! `0007_sessions`/`0004_sessions` migrations), holding their username for a release delay so
//! nobody can pose as them at once. What they were part of is wound up the way they could have
//! done it themselves, so the logs stay the truth: running games are resigned (ending them for
//! the other sides), open games they created are cancelled, seats in others' open games are
//! left, invitations they had not answered are declined (their inviters told, as for any
//! decline), and those they sent are withdrawn (their invitees told).

use crate::domain::{GameStatus, HistoryFilter};
use std::net::IpAddr;

use uuid::Uuid;

use crate::store::now;

use super::AppState;
use super::accounts::{DELETED_PLACEHOLDER, confirm_password, current_user};
use super::error::{AccountError, Fault, LobbyError, MoveError};
use super::play::{Move, MoveRequest, post_move};

/// Games wound up per page read.
const PAGE: i64 = 100;

/// How long after the sessions' end the last of their requests may still be writing.
const LAST_REQUESTS_GRACE: std::time::Duration = std::time::Duration::from_millis(250);

/// Deletes the caller's account, given its password. Every token of theirs stops working, at
/// once on this instance and within a second on the others: their sessions end in the same
/// transaction that makes the account a tombstone.
pub async fn delete_account(
    state: &AppState,
    client: Option<IpAddr>,
    user_id: Uuid,
    password: &str,
) -> Result<(), AccountError> {
    let user = current_user(state, user_id).await?;
    confirm_password(state, client, &user, password).await?;
    // Games first, while the account still exists: a failure here leaves it intact, and the
    // person can try again.
    wind_up_games(state, user_id).await?;
    if !state
        .store
        .delete_user(
            user_id,
            DELETED_PLACEHOLDER,
            now(),
            &super::notifications::invitations_ended,
        )
        .await?
    {
        return Err(AccountError::AccountGone);
    }
    // Their seats now show the placeholder: no read here may serve a game cached before. (The
    // store tells the other instances, and this one's streams, game by game.)
    state.replays.distrust_all();
    // A request that was already past its session check when the sessions ended may have
    // joined or started a game meanwhile: wind that up too. Another instance may let the
    // sessions' requests pass for as long as it trusts its session view without having heard:
    // wait that long first (and a little more for a request just past its check).
    tokio::time::sleep(state.accounts.trust_session_view_for + LAST_REQUESTS_GRACE).await;
    wind_up_games(state, user_id).await?;
    Ok(())
}

/// How many times an open game is cancelled or left again when it kept changing meanwhile.
const WIND_UP_ATTEMPTS: usize = 3;

/// Resigns every running game of `user_id`, cancels the open games they created and leaves the
/// others'.
async fn wind_up_games(state: &AppState, user_id: Uuid) -> Result<(), Fault> {
    for game in games_in(state, user_id, GameStatus::Active).await? {
        let resigned = post_move(
            state,
            user_id,
            game,
            MoveRequest {
                the_move: Move::Resign,
                expected_version: None,
                idempotency_key: None,
            },
        )
        .await;
        match resigned {
            // Ended meanwhile (by a move, a timeout or another resignation): nothing to do.
            Ok(_) | Err(MoveError::Rule(_) | MoveError::GameNotFound(_)) => {}
            Err(MoveError::Fault(fault)) => return Err(fault),
            Err(other) => {
                return Err(Fault::Bug(anyhow::anyhow!(
                    "resigning game {game} for a deleted account: {other}"
                )));
            }
        }
    }
    for game in games_in(state, user_id, GameStatus::Open).await? {
        let created = state
            .store
            .game_without_seats(game)
            .await?
            .is_some_and(|record| record.created_by == user_id);
        let mut wound_up = Err(LobbyError::TooMuchContention);
        // A busy table (people joining as the account goes) may need more than one request's
        // attempts; the deletion is not to fail for it.
        for _ in 0..WIND_UP_ATTEMPTS {
            wound_up = if created {
                super::lobby::cancel_game(state, user_id, game)
                    .await
                    .map(drop)
            } else {
                super::lobby::leave_game(state, user_id, game).await
            };
            if !matches!(wound_up, Err(LobbyError::TooMuchContention)) {
                break;
            }
        }
        match wound_up {
            // Started, cancelled or left meanwhile: a started one is resigned by the second pass.
            Ok(()) | Err(LobbyError::NotOpen(_) | LobbyError::NotSeated) => {}
            Err(LobbyError::Fault(fault)) => return Err(fault),
            Err(other) => {
                return Err(Fault::Bug(anyhow::anyhow!(
                    "leaving game {game} for a deleted account: {other}"
                )));
            }
        }
    }
    Ok(())
}

/// Every game of `user_id` in `status`, newest first.
async fn games_in(state: &AppState, user_id: Uuid, status: GameStatus) -> Result<Vec<Uuid>, Fault> {
    let mut games = Vec::new();
    let mut before = None;
    loop {
        let filter = HistoryFilter {
            status: Some(status),
            before,
            limit: PAGE,
            ..HistoryFilter::default()
        };
        let page = state.store.history(user_id, &filter).await?;
        games.extend(page.iter().map(|game| game.id));
        match page.last() {
            Some(last) if page.len() as i64 == PAGE => before = Some(last.list_order),
            _ => return Ok(games),
        }
    }
}
