//! What an instance knows of sessions without asking the database, so that an authenticated
//! request of a live session costs no round trip.
//!
//! The view holds the sessions that have ended and those this instance has confirmed live in the
//! database (its first request of a session asks; the later ones need not). Postgres tells every
//! instance when a session ends: a trigger on `sessions` sends the session's id on [`CHANNEL`] as
//! the ending transaction commits (migration 0011), whichever code path or process ended it. Each
//! instance keeps a connection listening there and pings the database on it every
//! [`PING_EVERY`]. A ping that started at `t` and came back has carried every notification of a
//! transaction that committed before `t` (Postgres sends an idle listener its notifications as
//! they come, ahead of whatever it answers next), so once those are taken in, the view is
//! *current as of `t`*. This needs the listener on a connection of its own to Postgres: a pooler
//! in transaction mode (PgBouncer's, say) would break both LISTEN and that ordering. A request
//! trusts the view only while it is current as of a moment recent enough (the service's trust
//! window, under a second) and asks the database otherwise: a lost connection, a stalled ping or
//! a slow reconnect costs round trips, never a revoked session let through.
//!
//! The view starts from, and every [`RELOAD_EVERY`] re-reads, the ended sessions the database
//! still keeps, so a notification lost with a connection is caught up at once; the sessions
//! confirmed live are forgotten then, so each is asked about again (a session the view has never
//! heard of is always asked about: one whose row was pruned is then refused). A live session's
//! row deleted is notified like an ending. Sessions this instance ends itself are refused here at
//! once ([`SessionView::ended_here`]); when a write that ends sessions fails, perhaps after it
//! committed ([`SessionView::may_have_ended_here`]), the view is untrusted until a ping that
//! started afterwards has come back.

use std::collections::HashSet;
use std::sync::RwLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use sqlx::PgPool;
use sqlx::postgres::PgListener;
use uuid::Uuid;

/// The channel the `sessions` trigger notifies, with the ended session's id as the payload.
pub(super) const CHANNEL: &str = "shoreline_sessions_ended";

/// How often the listening connection is pinged: the view is at most this much older than its
/// last ping's start, plus the ping's round trip, when the database is healthy.
const PING_EVERY: Duration = Duration::from_millis(150);

/// A ping that takes longer than this is given up, and the connection with it.
const PING_TIMEOUT: Duration = Duration::from_secs(2);

/// How often the whole list is read again, to forget pruned sessions and as a safety net.
const RELOAD_EVERY: Duration = Duration::from_secs(300);

/// The sessions that have ended, as far as this instance knows, those it has confirmed live,
/// and how recently it knew.
pub struct SessionView {
    /// The instant the times below count from.
    epoch: Instant,
    ended: RwLock<HashSet<Uuid>>,
    /// Sessions the database said were live (an ending then lands in `ended`, which prevails).
    live: RwLock<HashSet<Uuid>>,
    /// Microseconds after `epoch` at which the view was last known complete (the start of the
    /// last ping that came back, its notifications taken in); 0 until the first.
    current_as_of: AtomicU64,
    /// Microseconds after `epoch`: the view must be current as of this to be trusted (this
    /// instance ended sessions then).
    needed_as_of: AtomicU64,
}

impl Default for SessionView {
    fn default() -> Self {
        SessionView {
            epoch: Instant::now(),
            ended: RwLock::new(HashSet::new()),
            live: RwLock::new(HashSet::new()),
            current_as_of: AtomicU64::new(0),
            needed_as_of: AtomicU64::new(0),
        }
    }
}

impl SessionView {
    /// Whether `session_id` is live (`Some(true)`) or ended (`Some(false)`), if the view was
    /// current within `trust_for` of now and knows the session; `None` when the database has to
    /// be asked.
    pub fn knows(&self, session_id: Uuid, trust_for: Duration) -> Option<bool> {
        let current = self.current_as_of.load(Ordering::Acquire);
        if current == 0 || current < self.needed_as_of.load(Ordering::Acquire) {
            return None;
        }
        if self.micros(Instant::now()).saturating_sub(current) > micros(trust_for) {
            return None;
        }
        if read(&self.ended).contains(&session_id) {
            return Some(false);
        }
        read(&self.live).contains(&session_id).then_some(true)
    }

    /// The database said `session_id` was live: later checks need not ask, until it ends.
    pub fn confirmed_live(&self, session_id: Uuid) {
        write(&self.live).insert(session_id);
    }

    /// Sessions this instance has ended, their write committed: refused here at once (the other
    /// instances hear of them from the database).
    pub fn ended_here(&self, ended: impl IntoIterator<Item = Uuid>) {
        self.take_in(ended);
    }

    /// This instance may have ended sessions (a write that ends them failed, perhaps after it
    /// committed): until the view has caught up with that moment, the database is asked.
    pub fn may_have_ended_here(&self) {
        // `fetch_max`: of two enders, the later instant stands.
        self.needed_as_of
            .fetch_max(self.micros(Instant::now()) + 1, Ordering::AcqRel);
    }

    fn micros(&self, at: Instant) -> u64 {
        // 1 at the epoch itself, so that 0 can mean "never".
        micros(at.saturating_duration_since(self.epoch)) + 1
    }

    fn take_in(&self, ended: impl IntoIterator<Item = Uuid>) {
        write(&self.ended).extend(ended);
    }

    /// Starts again from `ended`, the whole list, with no session confirmed live.
    fn replace(&self, ended: HashSet<Uuid>) {
        *write(&self.ended) = ended;
        write(&self.live).clear();
    }

    /// The view holds every session that ended before `started`.
    fn current_as_of(&self, started: Instant) {
        self.current_as_of
            .fetch_max(self.micros(started), Ordering::AcqRel);
    }

    /// The view is not to be trusted until a new connection has caught up.
    fn lost_track(&self) {
        self.current_as_of.store(0, Ordering::Release);
    }
}

// A panic while holding one of these locks leaves a set that is still whole: carry on with it.
fn read(set: &RwLock<HashSet<Uuid>>) -> std::sync::RwLockReadGuard<'_, HashSet<Uuid>> {
    set.read().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn write(set: &RwLock<HashSet<Uuid>>) -> std::sync::RwLockWriteGuard<'_, HashSet<Uuid>> {
    set.write().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn micros(duration: Duration) -> u64 {
    u64::try_from(duration.as_micros()).unwrap_or(u64::MAX)
}

/// Keeps `view` current from the database for as long as `pool` is open, reconnecting after
/// errors.
pub(super) async fn keep_current(pool: PgPool, view: std::sync::Arc<SessionView>) {
    loop {
        let error = follow(&pool, &view).await;
        view.lost_track();
        if pool.is_closed() {
            return;
        }
        tracing::warn!(%error, "lost the ended-sessions listener; reconnecting");
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// Listens, reads the ended sessions, then pings and takes in notifications until an error.
async fn follow(pool: &PgPool, view: &SessionView) -> sqlx::Error {
    let mut listener = match PgListener::connect_with(pool).await {
        Ok(listener) => listener,
        Err(error) => return error,
    };
    // LISTEN first: a session that ends while the list is read is then notified, if not listed.
    match tokio::time::timeout(PING_TIMEOUT, listener.listen(CHANNEL)).await {
        Ok(Ok(())) => {}
        Ok(Err(error)) => return error,
        Err(_) => return stalled("LISTEN"),
    }
    let mut reloaded = None;
    let mut ticks = tokio::time::interval(PING_EVERY);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if pool.is_closed() {
            // Hand the connection back: closing the pool waits for every one of them.
            return sqlx::Error::PoolClosed;
        }
        let started = Instant::now();
        let reload_due = reloaded.is_none_or(|at: Instant| at.elapsed() >= RELOAD_EVERY);
        let read = async {
            if reload_due {
                let ids: Vec<Uuid> =
                    sqlx::query_scalar("SELECT id FROM sessions WHERE revoked_at IS NOT NULL")
                        .fetch_all(&mut listener)
                        .await?;
                Ok::<_, sqlx::Error>(Some(ids))
            } else {
                sqlx::query("SELECT 1").execute(&mut listener).await?;
                Ok(None)
            }
        };
        let listed = match tokio::time::timeout(PING_TIMEOUT, read).await {
            Ok(Ok(listed)) => listed,
            Ok(Err(error)) => return error,
            Err(_) => return stalled("the ping"),
        };
        let mut notified = Vec::new();
        while let Some(notification) = listener.next_buffered() {
            // The trigger sends nothing else; an unreadable payload is no session of ours.
            notified.extend(notification.payload().parse::<Uuid>().ok());
        }
        match listed {
            Some(ids) => {
                let mut ids: HashSet<Uuid> = ids.into_iter().collect();
                ids.extend(notified);
                view.replace(ids);
                reloaded = Some(started);
            }
            None => view.take_in(notified),
        }
        view.current_as_of(started);
    }
}

/// The error that gives up on a connection `what` waited on for longer than [`PING_TIMEOUT`].
fn stalled(what: &str) -> sqlx::Error {
    let message = format!("{what} took longer than {PING_TIMEOUT:?}");
    sqlx::Error::Io(std::io::Error::new(std::io::ErrorKind::TimedOut, message))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRUST: Duration = Duration::from_secs(60);

    #[test]
    fn an_untouched_view_knows_nothing() {
        let view = SessionView::default();
        assert_eq!(view.knows(Uuid::new_v4(), TRUST), None);
    }

    #[test]
    fn a_current_view_tells_live_sessions_from_ended_ones_and_asks_about_the_others() {
        let view = SessionView::default();
        let (ended, live, unheard_of) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        view.confirmed_live(live);
        view.confirmed_live(ended);
        view.take_in([ended]);
        view.current_as_of(Instant::now());
        assert_eq!(view.knows(ended, TRUST), Some(false), "an ending prevails");
        assert_eq!(view.knows(live, TRUST), Some(true));
        assert_eq!(view.knows(unheard_of, TRUST), None);
    }

    #[test]
    fn a_view_not_current_within_the_trust_window_is_not_trusted() {
        let view = SessionView::default();
        let live = Uuid::new_v4();
        view.confirmed_live(live);
        view.current_as_of(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(view.knows(live, Duration::from_millis(1)), None);
        assert_eq!(view.knows(live, TRUST), Some(true));
    }

    #[test]
    fn sessions_that_may_have_ended_here_wait_for_a_ping_that_started_after_them() {
        let view = SessionView::default();
        let live = Uuid::new_v4();
        view.confirmed_live(live);
        let before = Instant::now();
        view.current_as_of(before);
        std::thread::sleep(Duration::from_millis(2));
        view.may_have_ended_here();
        assert_eq!(view.knows(live, TRUST), None, "asks the database");
        // A ping that started before the end does not do.
        view.current_as_of(before);
        assert_eq!(view.knows(live, TRUST), None);
        std::thread::sleep(Duration::from_millis(2));
        view.current_as_of(Instant::now());
        assert_eq!(view.knows(live, TRUST), Some(true));
    }

    #[test]
    fn sessions_ended_here_are_refused_at_once() {
        let view = SessionView::default();
        let (ended, live) = (Uuid::new_v4(), Uuid::new_v4());
        view.confirmed_live(ended);
        view.confirmed_live(live);
        view.current_as_of(Instant::now());
        view.ended_here([ended]);
        assert_eq!(view.knows(ended, TRUST), Some(false));
        assert_eq!(view.knows(live, TRUST), Some(true), "the others stay known");
    }

    #[test]
    fn a_lost_connection_is_not_trusted_until_caught_up() {
        let view = SessionView::default();
        let live = Uuid::new_v4();
        view.confirmed_live(live);
        view.current_as_of(Instant::now());
        view.lost_track();
        assert_eq!(view.knows(live, TRUST), None);
        let ended = Uuid::new_v4();
        view.replace([ended].into_iter().collect());
        view.current_as_of(Instant::now());
        assert_eq!(view.knows(ended, TRUST), Some(false));
        assert_eq!(
            view.knows(live, TRUST),
            None,
            "asked about again after a reload"
        );
    }
}
