//! Turn deadlines: a seat that lets its time run out loses by timeout, and is warned before.
//!
//! Every instance runs a sweeper that looks for overdue games. The timeout is appended like any
//! other event, at `version + 1`, so when several instances notice the same overdue game at once
//! the log's `(game, seq)` key lets exactly one of them record it.

use crate::domain::GameStatus;
use std::time::Duration;

use uuid::Uuid;

use crate::engine::matches::LogEntry;
use crate::store::now;

use super::AppState;
use super::append::{Appended, append};
use super::error::MoveError;
use super::replay::load_game;

/// Records a timeout for `game_id` if its deadline has passed. Returns whether this call wrote it.
pub async fn enforce_deadline(state: &AppState, game_id: Uuid) -> Result<bool, MoveError> {
    let Some(game) = load_game(state, game_id).await? else {
        return Ok(false);
    };
    let overdue = game.record.status == GameStatus::Active
        && game
            .record
            .deadline_at
            .is_some_and(|deadline| deadline < now());
    if !overdue || game.current.is_finished() {
        return Ok(false);
    }
    // Of several seats that may act in any order, the lowest one is charged with the timeout:
    // every one of them has had the whole deadline to act.
    let Some(&seat) = game.current.to_act().first() else {
        return Ok(false);
    };
    match append(state, game, LogEntry::Timeout { seat }, None).await? {
        Appended::Done(game) => {
            tracing::info!(%game_id, seat = seat.0, "recorded a timeout");
            // In a game that goes on (a team game), a computer player may be next.
            super::computers::wake_if_due(state, &game);
            Ok(true)
        }
        // Another instance recorded it, or a move arrived just in time.
        Appended::Lost { .. } => Ok(false),
    }
}

/// Runs forever, checking for overdue games every `interval`, and warning the people to act in
/// games whose deadline is near (once per turn, whichever instance notices first).
pub async fn sweep_deadlines(state: AppState, interval: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        sweep_deadlines_once(&state).await;
    }
}

/// One round of [`sweep_deadlines`]: warns of the turns whose deadline is near, then records a
/// timeout in each overdue game. Failures are logged; the next round tries again.
pub async fn sweep_deadlines_once(state: &AppState) {
    let lead_secs = i64::try_from(state.deadline_warning.as_secs()).unwrap_or(i64::MAX);
    if lead_secs > 0
        && let Err(error) = state
            .store
            .warn_of_deadlines(now(), lead_secs, &super::notifications::deadline_near)
            .await
    {
        tracing::warn!(error = format!("{error:#}"), "deadline warnings failed");
    }
    let overdue = match state.store.overdue_games(now()).await {
        Ok(ids) => ids,
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), "deadline sweep failed");
            return;
        }
    };
    for game_id in overdue {
        if let Err(error) = enforce_deadline(state, game_id).await {
            tracing::warn!(%game_id, error = %error, "could not record a timeout");
        }
    }
}
