//! The SQLite backend: the embedded default (`cargo run` needs nothing else), one process per
//! database file, and where its SQL differs from Postgres's.

use std::future::Future;
use std::str::FromStr;
use std::time::Duration;

use sqlx::pool::PoolConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePoolOptions};
use sqlx::{Sqlite, SqlitePool};

use super::backend::{Backend, HotConnection, WriteLocking};
use super::{Signal, SqlStore, StoreResult};

/// The embedded default, so `cargo run` works with nothing installed. One process owns the file.
pub type SqliteStore = SqlStore<SqliteBackend>;

/// SQLite runs in-process, with no round trips to save: the hot paths use the store's pool too.
pub struct SqliteBackend {
    pool: SqlitePool,
}

impl Backend for SqliteBackend {
    type Database = Sqlite;
    type HotConnection<'a> = PooledLease;

    const WRITE_LOCKING: WriteLocking = WriteLocking::WholeDatabase;

    // SQLite allows no UPDATE inside a WITH clause; it appends in a short transaction.
    const ONE_STATEMENT_APPEND: Option<&'static str> = None;

    fn hot(&self) -> impl Future<Output = Result<PooledLease, sqlx::Error>> + Send {
        let acquired = self.pool.acquire();
        async { Ok(PooledLease(acquired.await?)) }
    }

    /// One process owns a SQLite file: there are no other instances to tell.
    fn notify_other_instances(&self, _signal: Signal) {}

    fn hot_pool_usage(&self) -> Option<super::PoolUsage> {
        None
    }
}

impl SqliteStore {
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            // Writers queue on the database lock instead of failing at once.
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        sqlx::migrate!("migrations/sqlite").run(&pool).await?;
        Ok(SqlStore {
            pool: pool.clone(),
            backend: SqliteBackend { pool },
            signals: super::signal_channel(),
            personal: super::signal_channel(),
        })
    }
}

/// A connection from the pool, which sqlx checks on its way back (see `direct_pool::Lease` for
/// the Postgres hot paths, which do without that).
pub struct PooledLease(PoolConnection<Sqlite>);

impl HotConnection for PooledLease {
    type Database = Sqlite;

    fn connection(&mut self) -> &mut SqliteConnection {
        &mut self.0
    }

    fn release<T>(self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        result
    }

    fn release_read<T>(self, result: Result<T, sqlx::Error>) -> Option<Result<T, sqlx::Error>> {
        Some(result)
    }
}
