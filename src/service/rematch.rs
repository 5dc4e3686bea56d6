//! Rematches: when a game is over, any person seated in it may offer to play again; once every
//! person seated has accepted (computer players always do), a new game with the same options
//! starts, every seat moved one along (seat 0's player takes seat 1, and the last seat's takes
//! seat 0), so that who sits where, and often who starts, changes. An offer lapses when anyone
//! declines, or [`REMATCH_WINDOW`] after the game ended. The decision is [`rematch_state`], a pure
//! function of the table and the answers; the new game is created once, whichever instance
//! records the last acceptance (the games' unique `rematch_of` key).

use crate::domain::GameStatus;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::AppState;
use super::error::LobbyError;
use super::lobby::{Deal, existing_game};
use super::replay::LoadedGame;
use crate::engine::Seat;
use crate::store::{NewGame, RematchAnswer, SeatRecord, StoreError, now};

/// How long after a game ends a rematch may be offered and accepted.
pub const REMATCH_WINDOW: chrono::Duration = chrono::Duration::minutes(15);

/// Where a finished game's rematch stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RematchState {
    /// Nobody has offered one (yet).
    NotOffered { lapses_at: DateTime<Utc> },
    /// Offered: the seats whose players have accepted (computers' included), and those still
    /// to answer.
    Offered {
        accepted: Vec<Seat>,
        waiting_for: Vec<Seat>,
        lapses_at: DateTime<Utc>,
    },
    /// Every person accepted: the rematch is to be created (or was).
    Agreed,
    /// Someone declined.
    Declined { by: Seat },
    /// The window passed before everyone accepted.
    Lapsed,
}

/// The rematch of a game that ended at `ended_at`, seated as `seats`, with `answers`, at `now`.
pub fn rematch_state(
    seats: &[SeatRecord],
    answers: &[RematchAnswer],
    ended_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> RematchState {
    let answer_of = |seat: &SeatRecord| answers.iter().find(|a| a.user_id == seat.user_id);
    if let Some(by) = seats
        .iter()
        .find(|seat| answer_of(seat).is_some_and(|answer| !answer.accepted))
    {
        return RematchState::Declined { by: by.seat };
    }
    let accepted = |seat: &&SeatRecord| {
        seat.computer.is_some() || answer_of(seat).is_some_and(|answer| answer.accepted)
    };
    let (yes, waiting): (Vec<&SeatRecord>, Vec<&SeatRecord>) = seats.iter().partition(accepted);
    if waiting.is_empty() {
        return RematchState::Agreed;
    }
    let lapses_at = ended_at + REMATCH_WINDOW;
    if now >= lapses_at {
        return RematchState::Lapsed;
    }
    if answers.is_empty() {
        return RematchState::NotOffered { lapses_at };
    }
    RematchState::Offered {
        accepted: yes.iter().map(|seat| seat.seat).collect(),
        waiting_for: waiting.iter().map(|seat| seat.seat).collect(),
        lapses_at,
    }
}

/// Where a game's rematch stands, and the rematch itself once it exists.
pub struct Rematch {
    pub game_id: Uuid,
    pub state: RematchState,
    pub new_game_id: Option<Uuid>,
}

/// The rematch of a finished game.
pub async fn rematch(state: &AppState, game_id: Uuid) -> Result<Rematch, LobbyError> {
    let game = finished_game(state, game_id).await?;
    current(state, &game).await
}

/// Offers or accepts a rematch of a finished game the caller sat in (`accept`), or declines it.
/// The last acceptance starts the new game. Answering again after the rematch began changes
/// nothing.
pub async fn answer_rematch(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    accept: bool,
) -> Result<Rematch, LobbyError> {
    let game = finished_game(state, game_id).await?;
    if game.seat_of(user_id).is_none() {
        return Err(LobbyError::NotSeated);
    }
    let before = current(state, &game).await?;
    match before.state {
        _ if before.new_game_id.is_some() => return Ok(before),
        RematchState::Declined { .. } => {
            return Err(LobbyError::RematchUnavailable("the rematch was declined"));
        }
        RematchState::Lapsed => {
            return Err(LobbyError::RematchUnavailable(
                "a rematch is offered within 15 minutes of the game's end",
            ));
        }
        _ => {}
    }
    state
        .store
        .answer_rematch(game_id, user_id, accept, now())
        .await?;
    let after = current(state, &game).await?;
    if after.state == RematchState::Agreed && after.new_game_id.is_none() {
        let new_game_id = start_rematch(state, &game).await?;
        return Ok(Rematch {
            new_game_id: Some(new_game_id),
            ..after
        });
    }
    Ok(after)
}

async fn finished_game(state: &AppState, game_id: Uuid) -> Result<LoadedGame, LobbyError> {
    let game = existing_game(state, game_id).await?;
    if game.record.status != GameStatus::Finished {
        return Err(LobbyError::RematchUnavailable(
            "a rematch is played after the game is over",
        ));
    }
    Ok(game)
}

async fn current(state: &AppState, game: &LoadedGame) -> Result<Rematch, LobbyError> {
    let game_id = game.record.id;
    let answers = state.store.rematch_answers(game_id).await?;
    let ended_at = game.record.ended_at.unwrap_or(game.record.updated_at);
    Ok(Rematch {
        game_id,
        state: rematch_state(&game.record.seats, &answers, ended_at, now()),
        new_game_id: state.store.rematch_game(game_id).await?,
    })
}

/// Creates the rematch of `game`, or finds the one another request created first.
async fn start_rematch(state: &AppState, game: &LoadedGame) -> Result<Uuid, LobbyError> {
    let record = &game.record;
    let game_type = state
        .registry
        .latest(&record.game_type)
        .ok_or_else(|| LobbyError::UnknownGameType(record.game_type.clone()))?;
    let info = game_type.info();
    let players = record.players;
    let deal = Deal::new(game_type.as_ref(), players, &record.options)?;
    let moved_along = |seat: Seat| Seat(((seat.index() + 1) % players) as u8);
    let creator = record
        .seats
        .iter()
        .find(|seat| seat.user_id == record.created_by)
        .or(record.seats.first())
        .ok_or_else(|| LobbyError::RematchUnavailable("the game has no seats"))?;
    let id = Uuid::new_v4();
    let mut new_game = NewGame {
        id,
        game_type: info.id.to_owned(),
        rules_version: info.rules_version.to_owned(),
        players,
        options: deal.options,
        seed: deal.seed,
        created_by: creator.user_id,
        seats: record
            .seats
            .iter()
            .map(|seat| (moved_along(seat.seat), seat.user_id))
            .collect(),
        rematch_of: Some(record.id),
        rated: record.rated,
        turn_deadline_secs: record.turn_deadline_secs,
        start: None,
        notifications: Vec::new(),
    };
    let is_person = |user_id: Uuid| {
        record
            .seats
            .iter()
            .any(|seat| seat.user_id == user_id && super::notifications::is_told(seat))
    };
    super::lobby_plans::start_if_full(
        &mut new_game,
        &deal.initial_to_act,
        is_person,
        crate::store::now(),
    );
    let created = state.store.create_game(new_game).await;
    match created {
        Ok(_) => {
            let new_game = existing_game(state, id).await?;
            super::computers::wake_if_due(state, &new_game);
            Ok(id)
        }
        // Another request (on any instance) created it first.
        Err(StoreError::Constraint(_)) => state
            .store
            .rematch_game(record.id)
            .await?
            .ok_or_else(|| LobbyError::RematchUnavailable("the rematch could not be created")),
        Err(error) => Err(error.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::bot::BotLevel;

    fn seat(seat: u8, computer: bool) -> SeatRecord {
        SeatRecord {
            seat: Seat(seat),
            user_id: Uuid::from_u128(u128::from(seat) + 1),
            username: format!("p{seat}"),
            computer: computer.then_some(BotLevel::Easy),
            outcome: None,
            rating_change: None,
        }
    }

    fn answer(seat: u8, accepted: bool, at: DateTime<Utc>) -> RematchAnswer {
        RematchAnswer {
            user_id: Uuid::from_u128(u128::from(seat) + 1),
            accepted,
            answered_at: at,
        }
    }

    #[test]
    fn every_person_accepting_agrees_a_rematch_and_computers_always_accept() {
        let ended = Utc::now();
        let table = [seat(0, false), seat(1, true), seat(2, false)];
        let lapses_at = ended + REMATCH_WINDOW;
        assert_eq!(
            rematch_state(&table, &[], ended, ended),
            RematchState::NotOffered { lapses_at }
        );
        let offered = [answer(2, true, ended)];
        assert_eq!(
            rematch_state(&table, &offered, ended, ended),
            RematchState::Offered {
                accepted: vec![Seat(1), Seat(2)],
                waiting_for: vec![Seat(0)],
                lapses_at,
            }
        );
        let both = [answer(2, true, ended), answer(0, true, ended)];
        assert_eq!(
            rematch_state(&table, &both, ended, ended),
            RematchState::Agreed
        );
        // Agreed stays agreed after the window: the new game was begun within it.
        let late = ended + REMATCH_WINDOW + chrono::Duration::minutes(1);
        assert_eq!(
            rematch_state(&table, &both, ended, late),
            RematchState::Agreed
        );
    }

    #[test]
    fn a_decline_or_the_window_ends_the_offer() {
        let ended = Utc::now();
        let table = [seat(0, false), seat(1, false)];
        let declined = [answer(0, true, ended), answer(1, false, ended)];
        assert_eq!(
            rematch_state(&table, &declined, ended, ended),
            RematchState::Declined { by: Seat(1) }
        );
        let late = ended + REMATCH_WINDOW;
        assert_eq!(
            rematch_state(&table, &[answer(0, true, ended)], ended, late),
            RematchState::Lapsed
        );
        assert_eq!(
            rematch_state(&table, &[], ended, late),
            RematchState::Lapsed
        );
    }
}
