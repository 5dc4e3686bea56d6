//! Replayed games kept in memory, so a request reads and replays only the events it has not seen.
//!
//! The log is append-only: events 1..=v of a game never change, so a cached replay is never
//! wrong, only possibly behind, and every read brings it up to date from the database. Each
//! instance keeps its own cache; nothing is shared, so the service stays stateless.

use crate::metrics::CacheUsage;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use uuid::Uuid;

use crate::engine::matches::Match;
use crate::store::{EventRecord, GameRecord, GameStatus, SeatRecord};

/// A game's log and the match replayed from it, as of `events.len()`.
#[derive(Clone)]
pub struct CachedReplay {
    pub events: Arc<Vec<EventRecord>>,
    pub current: Match,
    /// The games row as of the same version. Its seats never change once the game has started.
    pub record: GameRecord,
}

impl CachedReplay {
    /// The seats, if no one can join or leave any more, with the revision of what they show
    /// (see [`GameRecord::seats_revision`]).
    pub fn settled_seats(&self) -> Option<(Vec<SeatRecord>, i64)> {
        matches!(
            self.record.status,
            GameStatus::Active | GameStatus::Finished
        )
        .then(|| (self.record.seats.clone(), self.record.seats_revision))
    }
}

pub struct ReplayCache {
    games: Mutex<HashMap<Uuid, CachedReplay>>,
    capacity: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

impl ReplayCache {
    pub fn new(capacity: usize) -> Self {
        ReplayCache {
            games: Mutex::new(HashMap::new()),
            capacity,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    pub fn get(&self, id: Uuid) -> Option<CachedReplay> {
        self.look_up(id, CachedReplay::clone)
    }

    /// The game's cached log alone (cheaper than [`get`](Self::get): nothing but an `Arc` is
    /// copied).
    pub fn events(&self, id: Uuid) -> Option<Arc<Vec<EventRecord>>> {
        self.look_up(id, |cached| Arc::clone(&cached.events))
    }

    /// What `take` makes of the cached game, counted as a hit or a miss.
    fn look_up<T>(&self, id: Uuid, take: impl FnOnce(&CachedReplay) -> T) -> Option<T> {
        let found = self.games.lock().expect("cache lock").get(&id).map(take);
        match found {
            Some(_) => &self.hits,
            None => &self.misses,
        }
        .fetch_add(1, Ordering::Relaxed);
        found
    }

    pub fn usage(&self) -> CacheUsage {
        CacheUsage {
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            games: self.games.lock().expect("cache lock").len() as u64,
            capacity: self.capacity as u64,
        }
    }

    /// Keeps `replay` unless a longer replay of the same game is already cached.
    pub fn put(&self, id: Uuid, replay: CachedReplay) {
        let mut games = self.games.lock().expect("cache lock");
        if games
            .get(&id)
            .is_some_and(|cached| cached.events.len() > replay.events.len())
        {
            return;
        }
        if games.len() >= self.capacity && !games.contains_key(&id) {
            // Crude but bounded: forget half. Games come back from the log when asked for.
            let forget: Vec<Uuid> = games.keys().take(self.capacity / 2 + 1).copied().collect();
            for key in forget {
                games.remove(&key);
            }
        }
        games.insert(id, replay);
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::Registry;
    use crate::engine::matches::LogEntry;
    use crate::engine::{Seat, Seed};

    /// An active two-player Lost Seas game's row, seed 1.
    pub(in crate::service) fn record() -> GameRecord {
        GameRecord {
            id: Uuid::new_v4(),
            game_type: "lost-seas".to_owned(),
            rules_version: "1".to_owned(),
            players: 2,
            options: serde_json::Value::Null,
            seed: 1,
            created_by: Uuid::new_v4(),
            created_at: crate::store::now(),
            status: GameStatus::Active,
            version: 0,
            to_act: Vec::new(),
            result: None,
            updated_at: crate::store::now(),
            ended_at: None,
            seats: Vec::new(),
            list_order: 1,
            turn_deadline_secs: None,
            deadline_at: None,
            seats_revision: 0,
            rated: true,
        }
    }

    fn replay_of(events: usize) -> CachedReplay {
        let game_type = Registry::builtin().latest("lost-seas").unwrap();
        let current = Match::start(game_type.as_ref(), 2, Seed(1), &serde_json::Value::Null)
            .expect("a standard game sets up");
        let entry = LogEntry::Resign { seat: Seat(0) };
        CachedReplay {
            events: Arc::new(
                (1..=events as i64)
                    .map(|seq| EventRecord {
                        seq,
                        entry: entry.clone(),
                        idempotency_key: None,
                        created_at: crate::store::now(),
                    })
                    .collect(),
            ),
            current,
            record: record(),
        }
    }

    #[test]
    fn a_longer_replay_is_never_replaced_by_a_shorter_one() {
        let cache = ReplayCache::new(10);
        let id = Uuid::new_v4();
        cache.put(id, replay_of(3));
        cache.put(id, replay_of(2));
        assert_eq!(cache.get(id).unwrap().events.len(), 3);
        cache.put(id, replay_of(4));
        assert_eq!(cache.get(id).unwrap().events.len(), 4);
    }

    #[test]
    fn the_cache_stays_bounded() {
        let cache = ReplayCache::new(10);
        let ids: Vec<Uuid> = (0..25).map(|_| Uuid::new_v4()).collect();
        for id in &ids {
            cache.put(*id, replay_of(1));
        }
        assert!(cache.games.lock().unwrap().len() <= 10);
        assert!(
            cache.get(*ids.last().unwrap()).is_some(),
            "the newest is kept"
        );
    }
}
