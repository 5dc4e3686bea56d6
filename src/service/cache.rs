//! Replayed games kept in memory, so a request reads and replays only the events it has not seen,
//! and most reads of a running game need no database at all.
//!
//! The log is append-only: events 1..=v of a game never change, so a cached replay is never
//! wrong, only possibly behind. A read trusts it without asking the database while it is
//! *confirmed*: the database agreed with it (this instance read the games row, or appended the
//! event itself) less than the trust window ago, and no other instance has changed the game
//! since. Other instances' changes arrive as the store's signals (Postgres's LISTEN/NOTIFY, sent
//! some milliseconds after each commit), and are taken in before any stream of the game is woken
//! ([`ReplayCache::changed_elsewhere`]). So a read sees this instance's own writes at once, another
//! instance's within the notification's delay, and never anything older than the trust window
//! (a lost notification, a listener reconnecting). Writes never trust the cache: the append is
//! guarded by the version in the database. Each instance keeps its own cache; nothing is shared,
//! so the service stays stateless.

use crate::domain::GameStatus;
use crate::metrics::CacheUsage;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use uuid::Uuid;

use crate::engine::matches::Match;
use crate::store::{EventRecord, GameRecord, SeatRecord};

/// A game's log and the match replayed from it, as of `events.len()`.
#[derive(Clone)]
pub struct CachedReplay {
    pub events: Arc<Vec<EventRecord>>,
    pub current: Match,
    /// The games row as of the same version. Its seats never change once the game has started.
    pub record: Arc<GameRecord>,
    /// When the database last agreed with this replay: the start of the read that brought it,
    /// or of this instance's append that made it. `None`: never trusted without a read.
    pub confirmed_at: Option<Instant>,
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
    /// How long a confirmation is trusted (see the module's comment). Zero: never.
    trust_for: Duration,
    /// When this instance last heard that each game changed elsewhere, for as long as that can
    /// matter (a confirmation older than the trust window is not trusted anyway).
    changed: Mutex<Changes>,
    hits: AtomicU64,
    misses: AtomicU64,
}

#[derive(Default)]
struct Changes {
    /// Each game changed elsewhere within the trust window, with when this instance heard.
    games: HashMap<Uuid, Instant>,
    /// Every confirmation before this is distrusted (news may have been lost).
    all_since: Option<Instant>,
}

impl ReplayCache {
    pub fn new(capacity: usize, trust_for: Duration) -> Self {
        ReplayCache {
            games: Mutex::new(HashMap::new()),
            capacity,
            trust_for,
            changed: Mutex::new(Changes::default()),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    pub fn get(&self, id: Uuid) -> Option<CachedReplay> {
        self.look_up(id, CachedReplay::clone)
    }

    /// The cached game, if it can be served without asking the database (see the module's
    /// comment).
    pub fn trusted(&self, id: Uuid) -> Option<CachedReplay> {
        let found = self
            .games
            .lock()
            .expect("cache lock")
            .get(&id)
            .filter(|cached| self.is_confirmed(id, cached))
            .cloned();
        if found.is_some() {
            self.hits.fetch_add(1, Ordering::Relaxed);
        }
        found
    }

    /// Whether [`ReplayCache::trusted`] would serve the game now (without copying it).
    pub fn is_trusted(&self, id: Uuid) -> bool {
        self.games
            .lock()
            .expect("cache lock")
            .get(&id)
            .is_some_and(|cached| self.is_confirmed(id, cached))
    }

    /// Confirmed less than the trust window ago, with no change heard of since.
    fn is_confirmed(&self, id: Uuid, cached: &CachedReplay) -> bool {
        let Some(confirmed_at) = cached.confirmed_at else {
            return false;
        };
        let changed = self.changed.lock().expect("changes lock");
        let since = [changed.all_since, changed.games.get(&id).copied()];
        confirmed_at.elapsed() < self.trust_for
            && !since.into_iter().flatten().any(|at| at >= confirmed_at)
    }

    /// Another instance changed the game (or this one failed to append to it: its cache was
    /// behind): no confirmation made before now is trusted.
    pub fn changed_elsewhere(&self, id: Uuid) {
        let now = Instant::now();
        let mut changed = self.changed.lock().expect("changes lock");
        // Forget what can no longer matter, now and then, so the map stays small.
        if changed.games.len() >= 1_024 {
            let trust_for = self.trust_for;
            changed
                .games
                .retain(|_, at| now.duration_since(*at) < trust_for);
        }
        changed.games.insert(id, now);
    }

    /// News of other instances' changes may have been lost: no confirmation made before now is
    /// trusted.
    pub fn distrust_all(&self) {
        let mut changed = self.changed.lock().expect("changes lock");
        changed.all_since = Some(Instant::now());
        changed.games.clear();
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
            record: Arc::new(record()),
            confirmed_at: Some(Instant::now()),
        }
    }

    #[test]
    fn a_longer_replay_is_never_replaced_by_a_shorter_one() {
        let cache = ReplayCache::new(10, Duration::from_secs(1));
        let id = Uuid::new_v4();
        cache.put(id, replay_of(3));
        cache.put(id, replay_of(2));
        assert_eq!(cache.get(id).unwrap().events.len(), 3);
        cache.put(id, replay_of(4));
        assert_eq!(cache.get(id).unwrap().events.len(), 4);
    }

    #[test]
    fn the_cache_stays_bounded() {
        let cache = ReplayCache::new(10, Duration::from_secs(1));
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

    #[test]
    fn a_confirmed_replay_is_trusted_until_the_window_passes_or_a_change_is_heard() {
        let cache = ReplayCache::new(10, Duration::from_millis(200));
        let (kept, changed) = (Uuid::new_v4(), Uuid::new_v4());
        cache.put(kept, replay_of(2));
        cache.put(changed, replay_of(2));
        assert!(cache.trusted(kept).is_some());
        cache.changed_elsewhere(changed);
        assert!(
            cache.trusted(changed).is_none(),
            "changed since it was confirmed"
        );
        assert!(cache.trusted(kept).is_some(), "only the game named");
        // Confirmed again after the change (a read that started later): trusted again.
        cache.put(changed, replay_of(3));
        assert!(cache.trusted(changed).is_some());
        std::thread::sleep(Duration::from_millis(250));
        assert!(cache.trusted(kept).is_none(), "the window has passed");
        assert!(cache.get(kept).is_some(), "still there for reads that ask");
    }

    #[test]
    fn a_change_heard_while_a_read_was_on_its_way_wins_over_the_read() {
        let cache = ReplayCache::new(10, Duration::from_secs(60));
        let id = Uuid::new_v4();
        // The read starts, the change is heard, and then the read's answer is cached.
        let read = replay_of(2);
        cache.changed_elsewhere(id);
        cache.put(id, read);
        assert!(cache.trusted(id).is_none());
    }

    #[test]
    fn unconfirmed_replays_and_lost_news_are_never_trusted() {
        let cache = ReplayCache::new(10, Duration::from_secs(60));
        let (unconfirmed, confirmed) = (Uuid::new_v4(), Uuid::new_v4());
        cache.put(
            unconfirmed,
            CachedReplay {
                confirmed_at: None,
                ..replay_of(2)
            },
        );
        cache.put(confirmed, replay_of(2));
        assert!(cache.trusted(unconfirmed).is_none());
        assert!(cache.trusted(confirmed).is_some());
        cache.distrust_all();
        assert!(cache.trusted(confirmed).is_none());

        let never = ReplayCache::new(10, Duration::ZERO);
        never.put(confirmed, replay_of(2));
        assert!(
            never.trusted(confirmed).is_none(),
            "a window of 0 trusts nothing"
        );
    }
}
