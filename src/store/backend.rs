//! What differs between the databases a [`SqlStore`](super::SqlStore) runs on. Everything else,
//! the SQL included, is shared: SQLite understands Postgres's `$N` placeholders.

use std::future::Future;

use sqlx::Database;

use super::Signal;

/// A database a [`SqlStore`](super::SqlStore) can run on, with whatever it keeps beside the
/// store's sqlx pool (Postgres: its hot-path connections and its notifier).
pub trait Backend: Send + Sync + 'static {
    type Database: Database<QueryResult: RowsAffected>;

    /// A connection leased for one hot-path query (reading a game, appending a move).
    type HotConnection<'a>: HotConnection<Database = Self::Database> + Send
    where
        Self: 'a;

    /// How write transactions keep other writers off what they read.
    const WRITE_LOCKING: WriteLocking;

    /// A statement that appends an event and moves its game's row on in one round trip, binding
    /// `$1` game id, `$2` seq, `$3` entry, `$4` idempotency key, `$5` user id, `$6` time,
    /// `$7` status, `$8` seats to act, `$9` their mask, `$10` the next turn deadline and `$11`
    /// the notifications it causes (a JSON array of `{user_id, kind, kind_bit, data}`, at most one
    /// per person), each with its outbox rows unless `$12` (the lease of deliveries handed to
    /// this instance) is set, when the endpoints come back instead. It must change nothing unless the game is at
    /// version `$2 - 1`, and then report one row affected. `None` when the database cannot (the
    /// append then runs as a short transaction).
    const ONE_STATEMENT_APPEND: Option<&'static str>;

    /// A connection for one hot-path query.
    fn hot(&self) -> impl Future<Output = Result<Self::HotConnection<'_>, sqlx::Error>> + Send;

    /// Tells the other instances sharing the database that a game's log grew or a person has new
    /// notifications, once the change has committed (their streams then re-read).
    fn notify_other_instances(&self, signal: Signal);
    /// The hot paths' own pool, when they do not use the store's.
    fn hot_pool_usage(&self) -> Option<super::PoolUsage>;

    /// The ended sessions kept current from the database's notifications, where it sends them.
    fn session_view(&self) -> Option<&super::SessionView> {
        None
    }
}

/// How a write transaction keeps other writers away from what it read until it commits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteLocking {
    /// `SELECT ... FOR UPDATE` locks the rows read (Postgres).
    RowsRead,
    /// `BEGIN IMMEDIATE` takes the database's write lock up front, so a transaction that read a
    /// game never has to upgrade its lock later, which SQLite would refuse with `SQLITE_BUSY`
    /// instead of waiting.
    WholeDatabase,
}

impl WriteLocking {
    /// The statement that begins a write transaction.
    pub fn begin(self) -> &'static str {
        match self {
            WriteLocking::RowsRead => "BEGIN",
            WriteLocking::WholeDatabase => "BEGIN IMMEDIATE",
        }
    }

    /// A statement that keeps webhook endpoint `$1` from being deleted until the transaction
    /// ends, so that a delivery row written in it for that endpoint is never left behind by a
    /// deletion that ran meanwhile (deleting an endpoint deletes it first, then its deliveries);
    /// `None` where the transaction holds the whole database already.
    pub fn lock_endpoint(self) -> Option<&'static str> {
        match self {
            WriteLocking::RowsRead => Some("SELECT id FROM webhooks WHERE id = $1 FOR SHARE"),
            WriteLocking::WholeDatabase => None,
        }
    }

    /// A statement that locks person `$1`'s notification head until the transaction ends (as
    /// writing a notification does); `None` where the transaction holds the whole database
    /// already.
    pub fn lock_notification_head(self) -> Option<&'static str> {
        match self {
            WriteLocking::RowsRead => {
                Some("SELECT last_id FROM notification_heads WHERE user_id = $1 FOR UPDATE")
            }
            WriteLocking::WholeDatabase => None,
        }
    }
}

/// A connection taken for one hot-path query, handed back through [`HotConnection::release`] (or
/// [`HotConnection::release_read`]) with the query's result, so the lease knows whether the connection
/// is fit for reuse.
pub trait HotConnection {
    type Database: Database;

    fn connection(&mut self) -> &mut <Self::Database as Database>::Connection;

    /// Ends the lease with its query's result.
    fn release<T>(self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error>;

    /// [`HotConnection::release`] for a query that only reads, and so may run again: `None` when the
    /// connection had died while idle (the database restarted) and the read should be retried on
    /// a new one.
    fn release_read<T>(self, result: Result<T, sqlx::Error>) -> Option<Result<T, sqlx::Error>>;
}

/// The number of rows a statement changed, which sqlx reports per driver.
pub trait RowsAffected {
    fn rows_affected(&self) -> u64;
}

impl RowsAffected for sqlx::postgres::PgQueryResult {
    fn rows_affected(&self) -> u64 {
        self.rows_affected()
    }
}

impl RowsAffected for sqlx::sqlite::SqliteQueryResult {
    fn rows_affected(&self) -> u64 {
        self.rows_affected()
    }
}
