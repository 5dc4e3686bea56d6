//! Each person's notifications as they read them: the inbox, marking items read, and the
//! personal streams' watchers (news of a person wakes only that person's streams). (What each
//! change tells whom is [`super::notifications`].)

use crate::domain::{MarkRead, NotificationData, NotificationFilter};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{broadcast, watch};
use uuid::Uuid;

use crate::store::{NotificationRecord, PersonalNews};

use super::AppState;
use super::error::Fault;
use super::views::{Notification, Page, rows_for};

/// A page of the caller's notifications, newest first, with how many are unread in all.
pub struct Inbox {
    pub page: Page<Notification>,
    pub unread: i64,
}

/// A page of `filter.limit` of the caller's notifications.
pub async fn inbox(
    state: &AppState,
    user_id: Uuid,
    filter: &NotificationFilter,
) -> Result<Inbox, Fault> {
    let rows = NotificationFilter {
        limit: rows_for(filter.limit),
        ..filter.clone()
    };
    let items = state.store.notifications(user_id, &rows).await?;
    let unread = state.store.unread_count(user_id).await?;
    let page = Page::of(
        items,
        filter.limit,
        |item| item.id.to_string(),
        |item| Some(Notification::from(item)),
    );
    Ok(Inbox { page, unread })
}

/// How many of the caller's notifications are unread.
pub async fn unread_count(state: &AppState, user_id: Uuid) -> Result<i64, Fault> {
    Ok(state.store.unread_count(user_id).await?)
}

/// Marks the caller's notifications read; marking one read twice changes nothing. How many
/// were unread.
pub async fn mark_read(state: &AppState, user_id: Uuid, which: MarkRead<'_>) -> Result<u64, Fault> {
    Ok(state.store.mark_read(user_id, which).await?)
}

/// Most items one read of the personal stream sends.
pub const STREAM_BATCH: i64 = 100;

/// Most turns a personal stream tells of when it derives them (a person with more games
/// waiting for them sees the rest in `GET /me/games?awaiting_move=true`).
pub const TURNS_TOLD: i64 = 100;

/// "Your move" for each game where `user_id` is to act now, derived from the games: what the
/// personal stream tells when it opens, and when another instance may have told of a turn live
/// (a "your move" not kept, see [`Kept::WhenDelivered`](crate::store::Kept)).
pub async fn turns(state: &AppState, user_id: Uuid) -> Result<Vec<NotificationData>, Fault> {
    let turns = state.store.turns(user_id, TURNS_TOLD).await?;
    Ok(turns
        .into_iter()
        .map(super::notifications::your_turn)
        .collect())
}

/// The id of the caller's newest notification (0 for none): where a stream opened without
/// `Last-Event-ID` starts.
pub async fn last_notification_id(state: &AppState, user_id: Uuid) -> Result<i64, Fault> {
    Ok(state.store.last_notification_id(user_id).await?)
}

/// This instance's personal streams, by person: one channel per person with a stream open,
/// announced on for the news that names them: by the appender for this instance's moves, by
/// [`relay_personal_news`] for the rest. (Subscribing each stream to the store's
/// news instead would wake every stream on every notification of anyone.) A person's streams on
/// this instance also share their reads: when news is announced, one of them reads the new
/// items and the others take them from it; and news from this instance, which carries the items it
/// wrote, extends that read without asking the database at all.
#[derive(Default)]
pub struct PersonWatchers {
    channels: Mutex<HashMap<Uuid, Arc<PersonChannel>>>,
}

struct PersonChannel {
    announced: watch::Sender<u64>,
    last_read: tokio::sync::Mutex<Option<SharedRead>>,
    /// What is sent live only: to every stream of the person, each its own receiver.
    live: broadcast::Sender<LiveNews>,
}

/// Most live news a stream may fall behind by before it derives the turns afresh instead.
const LIVE_BACKLOG: usize = 16;

/// News for the person's streams that is not kept in the inbox.
#[derive(Clone)]
enum LiveNews {
    /// Items this instance sent live only.
    Items(Arc<[NotificationData]>),
    /// News from elsewhere, or news missed: what is live may have changed, derive it.
    Unknown,
}

/// What live news came since a stream last looked.
#[derive(Default)]
pub struct Live {
    pub items: Vec<NotificationData>,
    /// Whether to derive the turns afresh (news from another instance, or news missed).
    pub unknown: bool,
}

/// What one of a person's streams read last: the items after `after`, read once `announced`
/// announcements had been made on the person's channel (so every item announced by then is among
/// them).
struct SharedRead {
    after: i64,
    announced: u64,
    items: Vec<NotificationRecord>,
}

impl SharedRead {
    /// The id of the newest item this read knows of (or `after` if none).
    fn through(&self) -> i64 {
        self.items.last().map_or(self.after, |item| item.id)
    }

    /// Takes in `written`, carried by announcement number `announcement`, when that keeps the read
    /// whole: each
    /// person's ids follow one another with no gaps, in the order their writes commit, so items
    /// that carry on straight from [`SharedRead::through`] are the next ones, and the read
    /// stays "everything after `after`". Only when no other announcement came since the read was
    /// made or last extended: one without items (another instance's) may have been of something
    /// else.
    /// Anything else is left for the streams to read.
    fn extend(&mut self, written: &[NotificationRecord], announcement: u64) {
        // `through` may be anything a client asked to start after, up to `i64::MAX`.
        let carries_on = match (written.first(), self.through().checked_add(1)) {
            (Some(first), Some(next)) => first.id == next,
            // This instance kept nothing for them (the news is live only): still whole.
            (None, _) => true,
            (Some(_), None) => false,
        };
        if self.announced + 1 != announcement
            || !carries_on
            || written.windows(2).any(|pair| pair[1].id != pair[0].id + 1)
        {
            return;
        }
        self.items.extend_from_slice(written);
        // Bounded: the oldest go, and a stream that still needs them reads them.
        let excess = self.items.len().saturating_sub(STREAM_BATCH as usize - 1);
        if excess > 0 {
            self.after = self.items[excess - 1].id;
            self.items.drain(..excess);
        }
        self.announced = announcement;
    }
}

/// A personal stream's watch on its person's news.
pub struct PersonWatch {
    person_watchers: Arc<PersonWatchers>,
    user_id: Uuid,
    channel: Arc<PersonChannel>,
    announced: watch::Receiver<u64>,
    live: broadcast::Receiver<LiveNews>,
}

impl PersonWatch {
    /// The live news that came since the last look.
    pub fn take_live(&mut self) -> Live {
        let mut live = Live::default();
        loop {
            match self.live.try_recv() {
                Ok(LiveNews::Items(items)) => live.items.extend(items.iter().cloned()),
                Ok(LiveNews::Unknown) | Err(broadcast::error::TryRecvError::Lagged(_)) => {
                    live.unknown = true
                }
                Err(_) => return live,
            }
        }
    }

    /// Waits for the next announcement (those before the last read count as read).
    pub async fn news(&mut self) {
        // The sender lives as long as this watch's channel.
        let _ = self.announced.changed().await;
    }

    /// The person's notifications after `after`, oldest first, at most [`STREAM_BATCH`]: from
    /// another stream's read when it was made after every announcement this stream has seen,
    /// else read now (and shared). `fresh` always reads: after a quiet spell no announcement may
    /// have come for a
    /// signal that was lost (another instance's, while the LISTEN connection reconnected).
    pub async fn read_after(
        &mut self,
        state: &AppState,
        after: i64,
        fresh: bool,
    ) -> Result<Vec<NotificationRecord>, Fault> {
        let seen = *self.announced.borrow_and_update();
        let mut last_read = self.channel.last_read.lock().await;
        if !fresh
            && let Some(shared) = last_read.as_ref()
            && shared.announced >= seen
            && shared.after <= after
            && (shared.items.len() as i64) < STREAM_BATCH
        {
            return Ok(shared
                .items
                .iter()
                .filter(|item| item.id > after)
                .cloned()
                .collect());
        }
        let items = state
            .store
            .notifications_after(self.user_id, after, STREAM_BATCH)
            .await?;
        *last_read = Some(SharedRead {
            after,
            announced: seen,
            items: items.clone(),
        });
        Ok(items)
    }
}

impl Drop for PersonWatch {
    /// The last of a person's streams to end takes their channel away.
    fn drop(&mut self) {
        let mut channels = self.person_watchers.channels();
        if let Some(channel) = channels.get(&self.user_id)
            && Arc::ptr_eq(channel, &self.channel)
            // This watch's own receiver is still counted.
            && channel.announced.receiver_count() <= 1
        {
            channels.remove(&self.user_id);
        }
    }
}

impl PersonWatchers {
    /// The channels, even if a panic elsewhere left the lock poisoned: each change of the map is
    /// one insert or remove, so it stays whole, and one failing stream must not take every
    /// other personal stream of the instance down with it.
    fn channels(&self) -> std::sync::MutexGuard<'_, HashMap<Uuid, Arc<PersonChannel>>> {
        self.channels
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A watch that wakes whenever `user_id` may have new notifications.
    pub fn watch(self: &Arc<Self>, user_id: Uuid) -> PersonWatch {
        let mut channels = self.channels();
        let channel = channels
            .entry(user_id)
            .or_insert_with(|| {
                Arc::new(PersonChannel {
                    announced: watch::channel(0).0,
                    last_read: tokio::sync::Mutex::new(None),
                    live: broadcast::channel(LIVE_BACKLOG).0,
                })
            })
            .clone();
        let announced = channel.announced.subscribe();
        let live = channel.live.subscribe();
        PersonWatch {
            person_watchers: Arc::clone(self),
            user_id,
            channel,
            announced,
            live,
        }
    }

    /// Announces `news` on the channel of the person it names, if they have a stream here, first
    /// handing the items it carries to their streams' shared read.
    pub fn announce(&self, news: &PersonalNews) {
        let mut channels = self.channels();
        let Some(channel) = channels.get(&news.user_id) else {
            return;
        };
        if channel.announced.receiver_count() == 0 {
            // Every stream of this person has ended.
            channels.remove(&news.user_id);
            return;
        }
        let announcement = *channel.announced.borrow() + 1;
        // A stream reading the database right now holds the read: it will read again for this
        // announcement, so the items are not needed.
        if let Some(written) = &news.written
            && let Ok(mut last_read) = channel.last_read.try_lock()
            && let Some(shared) = last_read.as_mut()
        {
            shared.extend(written, announcement);
        }
        // Before the announcement, so a stream that wakes for it finds them. (No receiver: no matter.)
        if !news.is_from_here() {
            let _ = channel.live.send(LiveNews::Unknown);
        } else if !news.live.is_empty() {
            let _ = channel.live.send(LiveNews::Items(Arc::clone(&news.live)));
        }
        channel
            .announced
            .send_modify(|announced| *announced = announcement);
    }

    fn announce_all(&self) {
        let mut channels = self.channels();
        channels.retain(|_, channel| channel.announced.receiver_count() > 0);
        for channel in channels.values() {
            let _ = channel.live.send(LiveNews::Unknown);
            channel.announced.send_modify(|announced| *announced += 1);
        }
    }
}

/// Runs forever: announces the store's news to the person it names (this instance's lobby changes
/// and deadline warnings, and every kind from other instances; this instance's moves announce
/// theirs in `service::append`). After falling behind it announces on every channel: a stream
/// that wakes for nothing just reads again.
pub async fn relay_personal_news(state: AppState, mut news: broadcast::Receiver<PersonalNews>) {
    loop {
        match news.recv().await {
            Ok(news) => state.person_watchers.announce(&news),
            Err(broadcast::error::RecvError::Lagged(_)) => state.person_watchers.announce_all(),
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(id: i64) -> NotificationRecord {
        NotificationRecord {
            user_id: Uuid::nil(),
            id,
            data: NotificationData::GameStarted {
                game_id: Uuid::nil(),
                game_type: "air-land-sea".into(),
            },
            created_at: chrono::Utc::now(),
            read_at: None,
        }
    }

    fn read(after: i64, ids: &[i64], announced: u64) -> SharedRead {
        SharedRead {
            after,
            announced,
            items: ids.iter().copied().map(item).collect(),
        }
    }

    fn ids(read: &SharedRead) -> Vec<i64> {
        read.items.iter().map(|item| item.id).collect()
    }

    #[test]
    fn items_that_carry_on_from_the_read_extend_it_and_take_the_announcement() {
        let mut shared = read(4, &[5, 6], 3);
        shared.extend(&[item(7), item(8)], 4);
        assert_eq!(ids(&shared), [5, 6, 7, 8]);
        assert_eq!(shared.announced, 4);
        // An empty read carries on from where it started.
        let mut empty = read(9, &[], 0);
        empty.extend(&[item(10)], 1);
        assert_eq!((ids(&empty), empty.announced), (vec![10], 1));
    }

    #[test]
    fn a_gap_or_an_announcement_in_between_leaves_the_read_to_be_made_again() {
        // Item 7 is not known here (written by a transaction whose news comes later).
        let mut gap = read(4, &[5, 6], 3);
        gap.extend(&[item(8)], 4);
        assert_eq!((ids(&gap), gap.announced), (vec![5, 6], 3));
        // Announcement 4 came without items (another instance's news), so announcement 5's items
        // may not be the only new ones.
        let mut missed = read(4, &[5, 6], 3);
        missed.extend(&[item(7)], 5);
        assert_eq!((ids(&missed), missed.announced), (vec![5, 6], 3));
        // Items not in order of their ids.
        let mut shuffled = read(4, &[5, 6], 3);
        shuffled.extend(&[item(7), item(9), item(8)], 4);
        assert_eq!((ids(&shuffled), shuffled.announced), (vec![5, 6], 3));
    }

    #[test]
    fn a_read_after_the_largest_id_is_left_alone() {
        // A client may start its stream after any id, `i64::MAX` included: nothing follows it.
        let mut last = read(i64::MAX, &[], 0);
        last.extend(&[item(1)], 1);
        assert_eq!((ids(&last), last.announced), (vec![], 0));
    }

    #[test]
    fn news_that_kept_nothing_takes_the_announcement_and_leaves_the_read_whole() {
        // A "your move" sent live only: the instance kept nothing for the person, so what was
        // read is still everything after `after`.
        let mut shared = read(4, &[5, 6], 3);
        shared.extend(&[], 4);
        assert_eq!((ids(&shared), shared.announced), (vec![5, 6], 4));
        // Unless an announcement came in between (news from elsewhere may have kept something).
        let mut missed = read(4, &[5, 6], 3);
        missed.extend(&[], 5);
        assert_eq!(missed.announced, 3);
    }

    #[test]
    fn an_extended_read_keeps_under_a_batch_and_moves_its_start() {
        let batch = STREAM_BATCH;
        let mut shared = read(0, &(1..batch).collect::<Vec<_>>(), 1);
        shared.extend(&[item(batch), item(batch + 1)], 2);
        assert_eq!(shared.items.len() as i64, batch - 1);
        assert_eq!(shared.after, 2, "the two oldest went");
        assert_eq!(shared.items[0].id, 3);
        assert_eq!(shared.through(), batch + 1);
    }
}
