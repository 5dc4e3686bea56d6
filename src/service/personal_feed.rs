//! What a person's stream sends: their kept notifications after the last one sent, then the
//! "your move" items told live only, and, when the stream opens (or may have missed news from
//! another instance), every game where it is their move now; each turn told once. The handler
//! only waits for news and writes frames.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use super::AppState;
use super::error::Fault;
use super::inbox::{PersonWatch, STREAM_BATCH, last_notification_id, turns};
use super::views::Notification;
use crate::domain::NotificationData;

/// One person's feed of notifications.
pub struct PersonalFeed {
    watch: PersonWatch,
    user_id: Uuid,
    /// The id of the last kept notification sent.
    after: i64,
    /// Whether the next read must ask the database (see [`PersonWatch::read_after`]).
    fresh: bool,
    turns: TurnsTold,
    /// Whether the turns must be derived from the games before the next live items.
    derive: bool,
}

/// An item of the feed.
pub enum PersonalItem {
    /// A notification kept in the inbox, with its id.
    Kept(Notification),
    /// A "your move" sent live only (or derived from the games): no id.
    Live(NotificationData),
}

/// What one look at the feed found.
pub struct FeedBatch {
    pub items: Vec<PersonalItem>,
    /// Whether more kept items wait (a full batch was read): look again before waiting.
    pub more: bool,
}

/// Opens `user_id`'s feed after notification id `after` (`None`: only what comes from now on).
/// It watches before its first read, so nothing written in between is missed.
pub async fn open_personal_feed(
    state: &AppState,
    user_id: Uuid,
    after: Option<i64>,
) -> Result<PersonalFeed, Fault> {
    let watch = state.person_watchers.watch(user_id);
    let after = match after {
        Some(after) => after.max(0),
        None => last_notification_id(state, user_id).await?,
    };
    Ok(PersonalFeed {
        watch,
        user_id,
        after,
        fresh: true,
        turns: TurnsTold::default(),
        derive: true,
    })
}

impl PersonalFeed {
    pub fn user_id(&self) -> Uuid {
        self.user_id
    }

    /// The id of the last kept notification sent: where a client resumes.
    pub fn after(&self) -> i64 {
        self.after
    }

    /// The items not sent yet: the kept ones after [`Self::after`] (a batch at most), and once
    /// those are all sent, the turns not told yet.
    pub async fn next(&mut self, state: &AppState) -> Result<FeedBatch, Fault> {
        let kept = self.watch.read_after(state, self.after, self.fresh).await?;
        let more = kept.len() as i64 >= STREAM_BATCH;
        let mut items = Vec::with_capacity(kept.len());
        for record in kept {
            self.after = record.id;
            self.turns.told(&record.data);
            items.push(PersonalItem::Kept(Notification::from(record)));
        }
        if more {
            return Ok(FeedBatch { items, more });
        }
        let live = self.watch.take_live();
        if self.derive || live.unknown {
            let now = turns(state, self.user_id).await?;
            items.extend(self.turns.derived(now).into_iter().map(PersonalItem::Live));
            self.derive = false;
        }
        for item in live.items {
            if self.turns.told(&item) {
                items.push(PersonalItem::Live(item));
            }
        }
        Ok(FeedBatch { items, more })
    }

    /// Waits for news of the person; the next look may take another stream's read of it.
    pub async fn news(&mut self) {
        self.watch.news().await;
        self.fresh = false;
    }

    /// Notes a quiet spell: the next look reads the database, since a signal from another
    /// instance may have been lost while its LISTEN connection was reconnecting. (Not the
    /// turns: a read of the games per stream per keep-alive would cost more than everything
    /// else the streams do. A turn whose news from another instance was lost is told when the
    /// stream next opens, and the game list shows it meanwhile.)
    pub fn quiet(&mut self) {
        self.fresh = true;
    }
}

/// The "your move" items a feed has sent: the newest version told per game.
#[derive(Default)]
struct TurnsTold(HashMap<Uuid, i64>);

impl TurnsTold {
    /// Notes `item` as told; whether it is news (not a turn, or a turn not told yet).
    fn told(&mut self, item: &NotificationData) -> bool {
        let NotificationData::YourMove {
            game_id, version, ..
        } = item
        else {
            return true;
        };
        match self.0.get(game_id) {
            Some(told) if told >= version => false,
            _ => {
                self.0.insert(*game_id, *version);
                true
            }
        }
    }

    /// The turns among `now` (every game where it is the person's move) not told yet; forgets
    /// the games that are no longer among them.
    fn derived(&mut self, now: Vec<NotificationData>) -> Vec<NotificationData> {
        let current: HashSet<Uuid> = now
            .iter()
            .filter_map(|item| match item {
                NotificationData::YourMove { game_id, .. } => Some(*game_id),
                _ => None,
            })
            .collect();
        self.0.retain(|game_id, _| current.contains(game_id));
        now.into_iter().filter(|item| self.told(item)).collect()
    }
}
