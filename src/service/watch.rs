//! Who on this instance is watching which game, so that news of a game wakes only its watchers.
//!
//! A move appended on this instance wakes its game's watchers directly, from the appender, once
//! the new event is in the replay cache ([`GameWatchers::announce`]). Other instances' moves
//! arrive on the store's one broadcast channel, through LISTEN/NOTIFY. A thousand live streams
//! each reading that channel would all wake for every move of every game, and under load fall
//! behind it and re-read everything. Instead one task reads it and pokes only the watchers of
//! the game it names. A poke says "look again", nothing more: pokes a watcher has not looked at
//! yet merge into one.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, watch};
use uuid::Uuid;

use super::cache::ReplayCache;
use crate::store::GameNews;

#[derive(Default)]
pub struct GameWatchers {
    /// One channel per watched game; removed when its last watcher goes.
    games: Mutex<HashMap<Uuid, watch::Sender<()>>>,
}

impl GameWatchers {
    /// Relays the store's announcements to the watchers of each game named, until the store
    /// closes its channel, telling the replay cache first: a woken watcher must not be served
    /// the cached game the news has made stale. Subscribe before anything the watchers read, so
    /// nothing is missed.
    pub async fn relay(
        self: Arc<Self>,
        mut announcements: broadcast::Receiver<Uuid>,
        replays: Arc<ReplayCache>,
    ) {
        loop {
            match announcements.recv().await {
                Ok(game_id) => {
                    replays.changed_elsewhere(game_id);
                    self.poke(game_id)
                }
                // Announcements were lost: any game may have news.
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    replays.distrust_all();
                    self.poke_all()
                }
                Err(broadcast::error::RecvError::Closed) => return,
            }
        }
    }

    /// Starts watching `game_id`: news announced from now on wakes [`GameWatch::news`].
    pub fn watch(self: &Arc<Self>, game_id: Uuid) -> GameWatch {
        let news = self
            .games
            .lock()
            .expect("watchers lock")
            .entry(game_id)
            .or_insert_with(|| watch::channel(()).0)
            .subscribe();
        GameWatch {
            watchers: Arc::clone(self),
            game_id,
            news: Some(news),
        }
    }

    /// Wakes this instance's watchers of the game an append of its own just made news of,
    /// directly rather than through the store's broadcast and [`GameWatchers::relay`]: a
    /// watcher on the appender's thread then wakes without a thread switch, and the relay does
    /// not wake at all. Call it once the new event is where the watchers will look for it.
    pub fn announce(&self, news: GameNews) {
        self.poke(news.take());
    }

    fn poke(&self, game_id: Uuid) {
        if let Some(sender) = self.games.lock().expect("watchers lock").get(&game_id) {
            sender.send_modify(|_| ());
        }
    }

    fn poke_all(&self) {
        for sender in self.games.lock().expect("watchers lock").values() {
            sender.send_modify(|_| ());
        }
    }

    /// How many games have a watcher (for tests).
    #[cfg(test)]
    fn watched_games(&self) -> usize {
        self.games.lock().expect("watchers lock").len()
    }
}

/// One watcher of one game. Dropping it stops the watching.
pub struct GameWatch {
    watchers: Arc<GameWatchers>,
    game_id: Uuid,
    /// Always `Some` until dropped.
    news: Option<watch::Receiver<()>>,
}

impl GameWatch {
    /// Waits until the game may have news since the last call (or since watching began).
    pub async fn news(&mut self) {
        let news = self.news.as_mut().expect("present until dropped");
        // The sender lives in the map as long as this receiver does, so this cannot fail.
        let _ = news.changed().await;
    }
}

impl Drop for GameWatch {
    fn drop(&mut self) {
        let mut games = self.watchers.games.lock().expect("watchers lock");
        // Under the lock, so no new watcher of the game can subscribe in between.
        drop(self.news.take());
        if games
            .get(&self.game_id)
            .is_some_and(|sender| sender.receiver_count() == 0)
        {
            games.remove(&self.game_id);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    async fn woken(watch: &mut GameWatch) -> bool {
        tokio::time::timeout(Duration::from_millis(50), watch.news())
            .await
            .is_ok()
    }

    #[tokio::test]
    async fn only_the_named_games_watchers_wake_and_pokes_merge() {
        let watchers = Arc::new(GameWatchers::default());
        let (announce, announcements) = broadcast::channel(16);
        let replays = Arc::new(ReplayCache::new(16, std::time::Duration::from_secs(1)));
        tokio::spawn(Arc::clone(&watchers).relay(announcements, replays));
        let (one, other) = (Uuid::new_v4(), Uuid::new_v4());
        let mut first = watchers.watch(one);
        let mut second = watchers.watch(one);
        let mut elsewhere = watchers.watch(other);

        announce.send(one).unwrap();
        announce.send(one).unwrap();
        assert!(woken(&mut first).await);
        assert!(woken(&mut second).await);
        assert!(!woken(&mut elsewhere).await, "another game's news");
        assert!(!woken(&mut first).await, "two pokes not looked at are one");

        announce.send(other).unwrap();
        assert!(woken(&mut elsewhere).await);
    }

    #[tokio::test]
    async fn an_appenders_news_wakes_the_games_watchers_without_the_relay() {
        let watchers = Arc::new(GameWatchers::default());
        let (signals, mut relayed) = broadcast::channel(4);
        let (one, other) = (Uuid::new_v4(), Uuid::new_v4());
        let mut watch = watchers.watch(one);
        let mut elsewhere = watchers.watch(other);

        watchers.announce(GameNews::new(signals, one));
        assert!(woken(&mut watch).await);
        assert!(!woken(&mut elsewhere).await, "another game's news");
        assert!(relayed.try_recv().is_err(), "nothing for the relay");
    }

    #[tokio::test]
    async fn a_game_is_forgotten_with_its_last_watcher() {
        let watchers = Arc::new(GameWatchers::default());
        let game = Uuid::new_v4();
        let first = watchers.watch(game);
        let second = watchers.watch(game);
        drop(first);
        assert_eq!(watchers.watched_games(), 1);
        drop(second);
        assert_eq!(watchers.watched_games(), 0);
    }

    #[tokio::test]
    async fn lost_announcements_wake_every_watcher() {
        let watchers = Arc::new(GameWatchers::default());
        let (announce, announcements) = broadcast::channel(1);
        let mut watch = watchers.watch(Uuid::new_v4());
        // Overflow the channel before the relay reads it: it lags, and pokes everyone.
        for _ in 0..3 {
            announce.send(Uuid::new_v4()).unwrap();
        }
        let replays = Arc::new(ReplayCache::new(16, std::time::Duration::from_secs(1)));
        tokio::spawn(Arc::clone(&watchers).relay(announcements, replays));
        assert!(woken(&mut watch).await);
    }
}
