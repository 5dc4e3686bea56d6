//! Rebuilding a game's state from its log, as every request does.

use crate::domain::GameStatus;
use std::sync::Arc;
use std::time::Instant;

use uuid::Uuid;

use crate::engine::dynamic::DynGameType;
use crate::engine::matches::Match;
use crate::engine::{Seat, Seed, Viewer};
use crate::store::{EventRecord, GameRecord};

use super::AppState;
use super::cache::CachedReplay;
use super::error::Fault;

/// A game row, its log, and the match replayed from that log.
pub struct LoadedGame {
    /// Shared with this instance's cache too: a read copies nothing of the row.
    pub(in crate::service) record: Arc<GameRecord>,
    pub(in crate::service) game_type: Arc<dyn DynGameType>,
    /// Shared with this instance's cache: reading a game copies no events.
    pub(in crate::service) events: Arc<Vec<EventRecord>>,
    pub(in crate::service) current: Match,
}

impl LoadedGame {
    /// Keep this replay for the next request on this instance; `confirmed_at` is when the
    /// database last agreed with all of it, if it did (see `service::cache`).
    pub(in crate::service) fn remember(&self, state: &AppState, confirmed_at: Option<Instant>) {
        state.replays.put(
            self.record.id,
            CachedReplay {
                events: Arc::clone(&self.events),
                current: self.current.clone(),
                record: Arc::clone(&self.record),
                confirmed_at,
            },
        );
    }

    /// The number of events in the log.
    pub fn version(&self) -> i64 {
        self.events.len() as i64
    }

    /// Nothing more will happen in it: it is over, or was cancelled.
    pub fn has_ended(&self) -> bool {
        self.current.is_finished() || self.record.status == GameStatus::Cancelled
    }

    /// Who `caller` is to this game, for every read path alike (state, legal actions, events,
    /// replay steps, live streams): the one place that decides who sees what.
    /// - Until a game starts (and once it is cancelled) its seats are not settled: everyone is a
    ///   spectator, or someone could hop from seat to seat collecting everyone's secrets.
    /// - A finished game reveals everything, at every step of its replay and in its whole log.
    /// - Otherwise a seat sees its own secrets, and everyone else only what is public.
    pub(in crate::service) fn viewer(&self, caller: Uuid) -> Viewer {
        match self.record.status {
            GameStatus::Open | GameStatus::Cancelled => Viewer::Spectator,
            _ if self.current.is_finished() => Viewer::Everyone,
            _ => match self.record.seat_of(caller) {
                Some(seat) => Viewer::Seat(seat),
                None => Viewer::Spectator,
            },
        }
    }

    pub fn seat_of(&self, user_id: Uuid) -> Option<Seat> {
        self.record.seat_of(user_id)
    }

    /// Whether the table has been dealt: every seat was taken and the game began. Until then
    /// nothing the seed drew (who starts, roles, the face-up offer, stack tops) is shown to
    /// anyone, or a player could open several open games and sit at the one dealt the better
    /// start (RULINGS, third round). A cancelled game was cancelled while open: never dealt.
    pub(in crate::service) fn is_dealt(&self) -> bool {
        matches!(
            self.record.status,
            GameStatus::Active | GameStatus::Finished
        )
    }

    /// `state` (a step of this game) as `caller` may see it, as JSON text: through
    /// [`Self::viewer`] once the game is dealt, and nothing at all (JSON null) before.
    pub(in crate::service) fn shown_view(
        &self,
        state: &Match,
        caller: Uuid,
    ) -> Box<serde_json::value::RawValue> {
        if self.is_dealt() {
            state.view_json(self.viewer(caller))
        } else {
            serde_json::value::to_raw_value(&()).expect("null serializes")
        }
    }

    /// The seats that may act in `state`: none before the deal (who starts is the seed's draw).
    pub(in crate::service) fn shown_to_act(&self, state: &Match) -> Vec<Seat> {
        if self.is_dealt() {
            state.to_act()
        } else {
            Vec::new()
        }
    }

    /// The match as it was after the first `n` events (a replay step, or where a log read
    /// starts from).
    pub(in crate::service) fn state_at(&self, n: usize) -> Result<Match, Fault> {
        if n >= self.events.len() {
            return Ok(self.current.clone());
        }
        let mut state = start(&self.record, self.game_type.as_ref())?;
        for event in &self.events[..n] {
            state = state.apply(&event.entry).map_err(corrupt_log)?;
        }
        Ok(state)
    }

    /// Each event after the first `n`, with the match it was applied to, given `state`: the match
    /// after `n` events. Returns the match after the last event too, so a reader that keeps it
    /// (a live stream) never replays what it has already rendered.
    pub(in crate::service) fn events_since(
        &self,
        n: usize,
        mut state: Match,
    ) -> Result<(Vec<EventStep<'_>>, Match), Fault> {
        let new = self.events.get(n..).unwrap_or_default();
        let applied_to = step_over(&mut state, new)?;
        Ok((new.iter().zip(applied_to).collect(), state))
    }

    /// The same game with a longer log of it (from the cache, or a fresh read), its match stepped
    /// over the new events only; with the match each new event was applied to, in order. A log
    /// no longer than this one's changes nothing. This is how a live stream keeps up: one step
    /// of replay per new event, and nothing of the game copied.
    pub(in crate::service) fn extended(
        mut self,
        events: Arc<Vec<EventRecord>>,
    ) -> Result<(LoadedGame, Vec<Match>), Fault> {
        let seen = self.events.len();
        let Some(new) = events.get(seen..).filter(|new| !new.is_empty()) else {
            return Ok((self, Vec::new()));
        };
        let applied_to = step_over(&mut self.current, new)?;
        self.events = events;
        if self.record.version != self.version() {
            reconcile(Arc::make_mut(&mut self.record), &self.current, &self.events);
        }
        Ok((self, applied_to))
    }
}

/// An event of the log and the match it was applied to.
pub type EventStep<'a> = (&'a EventRecord, Match);

/// The game with this id replayed from its log, as reads see it: from this instance's cache
/// alone while the cache is confirmed (see `service::cache`), else as
/// [`load_game_from_database`] reads it. `None` if there is no such game.
pub async fn load_game(state: &AppState, id: Uuid) -> Result<Option<LoadedGame>, Fault> {
    if let Some(game) = state
        .replays
        .trusted(id)
        .and_then(|trusted| loaded_from_cache(state, trusted))
    {
        return Ok(Some(game));
    }
    load_game_from_database(state, id).await
}

/// The game with this id as the database has it now (its row, and the events this instance's
/// cache lacks), for decisions that must not rest on a cache that may be some milliseconds
/// behind another instance: a move the cache refused, a lobby decision. `None` if there is no
/// such game.
pub async fn load_game_from_database(
    state: &AppState,
    id: Uuid,
) -> Result<Option<LoadedGame>, Fault> {
    let asked_at = Instant::now();
    let cached = state.replays.get(id);
    let cached_seats = cached.as_ref().and_then(CachedReplay::settled_seats);
    let record = match cached_seats {
        Some((seats, revision)) => match state.store.game_without_seats(id).await? {
            Some(mut record) if record.seats_revision == revision => {
                record.seats = seats;
                Some(record)
            }
            // A seated account was deleted since: its name is shown no more.
            Some(_) => state.store.game(id).await?,
            None => None,
        },
        None => state.store.game(id).await?,
    };
    let Some(mut record) = record else {
        return Ok(None);
    };
    let game_type = state
        .registry
        .get(&record.game_type, &record.rules_version)
        .cloned()
        .ok_or_else(|| {
            anyhow::anyhow!(
                "game {id} uses unregistered rules {} v{}",
                record.game_type,
                record.rules_version
            )
        })?;
    let (mut events, mut current) = match cached {
        Some(cached) => (cached.events, cached.current),
        None => (Arc::new(Vec::new()), start(&record, game_type.as_ref())?),
    };
    // The row says how far the log has grown; read only what is not replayed yet.
    if record.version > events.len() as i64 {
        let newer = state.store.events(id, events.len() as i64).await?;
        for event in &newer {
            current = current.apply(&event.entry).map_err(corrupt_log)?;
        }
        Arc::make_mut(&mut events).extend(newer);
    }
    reconcile(&mut record, &current, &events);
    let game = LoadedGame {
        record: Arc::new(record),
        game_type,
        events,
        current,
    };
    // Only a game whose seats are settled can be trusted later: joins change an open game's
    // row without an event.
    let settled = game.is_dealt();
    game.remember(state, settled.then_some(asked_at));
    Ok(Some(game))
}

/// The game as this instance last saw it, without asking the database, if it is running. It may
/// be behind: callers use it only for writes guarded by the version, which fail if it is.
pub fn cached_running_game(state: &AppState, id: Uuid) -> Option<LoadedGame> {
    cached_game(state, id).filter(|game| game.record.status == GameStatus::Active)
}

/// The game as this instance last saw it (its last read or write), without asking the database.
/// Never wrong about the events it holds, as the log is append-only, but possibly behind.
pub fn cached_game(state: &AppState, id: Uuid) -> Option<LoadedGame> {
    loaded_from_cache(state, state.replays.get(id)?)
}

fn loaded_from_cache(state: &AppState, cached: CachedReplay) -> Option<LoadedGame> {
    let game_type = state
        .registry
        .get(&cached.record.game_type, &cached.record.rules_version)
        .cloned()?;
    Some(LoadedGame {
        record: cached.record,
        game_type,
        events: cached.events,
        current: cached.current,
    })
}

/// This instance's cached log of the game, if it holds more than `seen` events: the log alone,
/// without copying the match or the row (what a live stream needs after news).
pub fn cached_events_beyond(
    state: &AppState,
    id: Uuid,
    seen: usize,
) -> Option<Arc<Vec<EventRecord>>> {
    state
        .replays
        .events(id)
        .filter(|events| events.len() > seen)
}

/// The row and the log are read at different moments, and the log is the truth: make the row's
/// projection agree with the replayed log, so no answer (and no timeout) ever mixes two versions.
fn reconcile(record: &mut GameRecord, current: &Match, events: &[EventRecord]) {
    let version = events.len() as i64;
    if version == record.version {
        return;
    }
    record.version = version;
    if matches!(record.status, GameStatus::Active | GameStatus::Finished) {
        let finished = current.is_finished();
        record.status = if finished {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        record.to_act = current.to_act();
        record.result = current
            .result()
            .map(|r| serde_json::to_value(r).expect("results serialize"));
        // The clock restarts with every event, exactly as the store sets it when appending.
        record.deadline_at = match (finished, record.turn_deadline_secs, events.last()) {
            (false, Some(secs), Some(last)) => {
                Some(last.created_at + chrono::Duration::seconds(secs))
            }
            _ => None,
        };
    }
}

/// Who acts first in `record`'s game, as its rules deal it from its options and seed (the same
/// whoever takes the last seat).
pub(super) fn first_to_act(state: &AppState, record: &GameRecord) -> Result<Vec<Seat>, Fault> {
    let game_type = state
        .registry
        .get(&record.game_type, &record.rules_version)
        .ok_or_else(|| {
            anyhow::anyhow!(
                "game {} uses unregistered rules {} v{}",
                record.id,
                record.game_type,
                record.rules_version
            )
        })?;
    Ok(start(record, game_type.as_ref())?.to_act())
}

fn start(record: &GameRecord, game_type: &dyn DynGameType) -> Result<Match, Fault> {
    Match::start(
        game_type,
        record.players,
        Seed(record.seed),
        &record.options,
    )
    .map_err(|e| Fault::Bug(anyhow::anyhow!("stored game no longer sets up: {e}")))
}

/// Applies `events` to `state` in order, leaving it after the last; returns the match each was
/// applied to.
fn step_over(state: &mut Match, events: &[EventRecord]) -> Result<Vec<Match>, Fault> {
    let mut applied_to = Vec::with_capacity(events.len());
    for event in events {
        let next = state.apply(&event.entry).map_err(corrupt_log)?;
        applied_to.push(std::mem::replace(state, next));
    }
    Ok(applied_to)
}

/// A stored log that does not replay is our bug (or a rules change without a new version), never
/// the client's.
fn corrupt_log(error: crate::engine::dynamic::ActionError) -> Fault {
    Fault::Bug(anyhow::anyhow!("stored log does not replay: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Registry;
    use crate::engine::matches::LogEntry;

    /// A game of `length` events, each the first legal action of the first seat to act.
    fn played(length: usize) -> (LoadedGame, Vec<Match>) {
        let record = super::super::cache::tests::record();
        let game_type = Registry::builtin().latest("lost-seas").unwrap().clone();
        let mut current = start(&record, game_type.as_ref()).unwrap();
        let mut states = vec![current.clone()];
        let mut events = Vec::new();
        for seq in 1..=length as i64 {
            let seat = current.to_act()[0];
            let action = current.legal_actions(seat).remove(0);
            let entry = LogEntry::Action { seat, action };
            current = current.apply(&entry).unwrap();
            states.push(current.clone());
            events.push(EventRecord {
                seq,
                entry,
                idempotency_key: None,
                created_at: crate::store::now(),
            });
        }
        let game = LoadedGame {
            record: Arc::new(record),
            game_type,
            events: Arc::new(events),
            current,
        };
        (game, states)
    }

    #[test]
    fn extending_steps_over_the_new_events_only_and_gives_what_each_was_applied_to() {
        let (whole, states) = played(12);
        let (mut partial, _) = played(12);
        partial.events = Arc::new(whole.events[..5].to_vec());
        partial.current = states[5].clone();
        Arc::make_mut(&mut partial.record).version = 5;

        let (extended, applied_to) = partial.extended(Arc::clone(&whole.events)).unwrap();

        let view = |state: &Match| state.view(Viewer::Everyone);
        assert_eq!(extended.version(), 12);
        assert_eq!(extended.record.version, 12, "the row follows the log");
        assert_eq!(view(&extended.current), view(&states[12]));
        assert_eq!(applied_to.len(), 7);
        for (n, state) in applied_to.iter().enumerate() {
            assert_eq!(
                view(state),
                view(&states[5 + n]),
                "event {} was applied to",
                6 + n
            );
        }
    }

    #[test]
    fn a_log_no_longer_changes_nothing() {
        let (game, states) = played(6);
        let shorter = Arc::new(game.events[..3].to_vec());
        let (same, applied_to) = game.extended(shorter).unwrap();
        assert!(applied_to.is_empty());
        assert_eq!(same.version(), 6);
        assert_eq!(
            same.current.view(Viewer::Everyone),
            states[6].view(Viewer::Everyone)
        );
    }
}
