//! Appending one entry to a game's log, guarded by its version: the one write every writer of
//! moves shares (a seated player's move, a computer's, a timeout).

use crate::domain::{GameStatus, SeatOutcome};
use std::sync::Arc;

use crate::engine::matches::{LogEntry, Match};
use crate::metrics::Conflict;
use crate::store::{AppendOutcome, EventRecord, NewEvent, Projection, SeatResult, now};

use super::AppState;
use super::error::MoveError;
use super::replay::LoadedGame;

pub enum Appended {
    /// Written; the game as it is now.
    Done(Box<LoadedGame>),
    /// Another writer took seq first.
    Lost { seq: i64 },
}

/// Validates `entry` against `game` and appends it as the next event.
pub async fn append(
    state: &AppState,
    mut game: LoadedGame,
    entry: LogEntry,
    idempotency_key: Option<&str>,
) -> Result<Appended, MoveError> {
    let next = game.current.apply(&entry)?;
    let seq = game.version() + 1;
    let projection = projection_of(&next, game.record.turn_deadline_secs);
    let at = now();
    // Nobody else can append between this moment and our commit (the version guards it), and
    // later changes elsewhere are heard of after it: the written game is confirmed as of now.
    let sent_at = std::time::Instant::now();
    // The version guard vouches for the log, not for the rest of the cached row (the seats'
    // names): the written game is confirmed only if what it was built on still was.
    let built_on_confirmed = state.replays.is_trusted(game.record.id);
    let notifications =
        super::notifications::caused_by_event(&game, &game.current, seq, &projection, at);
    let outcome = match state
        .store
        .append_event(NewEvent {
            game_id: game.record.id,
            at,
            notifications,
            seq,
            entry: &entry,
            idempotency_key,
            projection: projection.clone(),
            lease_deliveries_until: state.leased_queue.lease_for(at),
        })
        .await
    {
        Ok(outcome) => outcome,
        Err(error) => {
            // It may have committed all the same (an answer lost with its connection): what this
            // instance confirmed may be behind now.
            state.replays.changed_elsewhere(game.record.id);
            return Err(error.into());
        }
    };
    Ok(match outcome {
        AppendOutcome::Appended {
            at,
            news,
            personal,
            deliveries,
        } => {
            state.leased_queue.enqueue(deliveries);
            for news in &personal {
                state.person_watchers.announce(news);
            }
            state.metrics.move_appended(&game.record.game_type);
            // We know exactly what was written: answer from it rather than reading it back.
            std::sync::Arc::make_mut(&mut game.events).push(EventRecord {
                seq,
                entry,
                idempotency_key: idempotency_key.map(str::to_owned),
                created_at: at,
            });
            game.current = next;
            let finished = projection.status == GameStatus::Finished;
            Arc::make_mut(&mut game.record).apply_projection(seq, projection, at);
            // Finishing a rated game also writes its seats' rating changes, which this row does
            // not have: the next read takes them from the database.
            game.remember(state, (built_on_confirmed && !finished).then_some(sent_at));
            // Only now: the game's streams on this instance take the new event from the cache.
            state.watchers.announce(news);
            Appended::Done(Box::new(game))
        }
        AppendOutcome::SeqTaken => {
            // This instance's cache was behind: whatever it confirmed is no longer so.
            state.replays.changed_elsewhere(game.record.id);
            state.metrics.conflict(Conflict::LostRace);
            Appended::Lost { seq }
        }
    })
}

/// The games-row projection that follows from a match.
pub fn projection_of(current: &Match, turn_deadline_secs: Option<i64>) -> Projection {
    let result = current.result();
    let seat_results = match &result {
        None => Vec::new(),
        Some(result) => current
            .sides()
            .iter()
            .enumerate()
            .flat_map(|(side, seats)| {
                seats.iter().map(move |seat| SeatResult {
                    seat: *seat,
                    side,
                    outcome: if result.outcome.winners.is_empty() {
                        SeatOutcome::Draw
                    } else if result.outcome.winners.contains(seat) {
                        SeatOutcome::Win
                    } else {
                        SeatOutcome::Loss
                    },
                })
            })
            .collect(),
    };
    Projection {
        status: if current.is_finished() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        },
        to_act: current.to_act(),
        result: result.map(|r| serde_json::to_value(r).expect("results serialize")),
        seat_results,
        deadline_secs: turn_deadline_secs.filter(|_| !current.is_finished()),
    }
}
