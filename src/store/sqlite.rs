use std::str::FromStr;
use std::time::Duration;

use sqlx::SqlitePool;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};

use super::StoreResult;
use super::lobby_sql::impl_lobby_store;
use super::sql::impl_store;

/// The embedded default, so `cargo run` works with nothing installed. One process owns the file.
pub struct SqliteStore {
    pool: SqlitePool,
    /// One process owns the file, so in-process signals reach every stream.
    signals: tokio::sync::broadcast::Sender<uuid::Uuid>,
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
        Ok(SqliteStore {
            pool,
            signals: super::signal_channel(),
        })
    }
}

// BEGIN IMMEDIATE takes the write lock up front, so a transaction that read a game never has to
// upgrade its lock later (which SQLite would refuse with SQLITE_BUSY instead of waiting).
impl_store!(
    SqliteStore,
    sqlx::Sqlite,
    begin_write = "BEGIN IMMEDIATE",
    lock_game = "",
    // SQLite allows no UPDATE inside a WITH clause; it appends in a short transaction.
    one_statement_append = ""
);

impl SqliteStore {
    /// One process owns a SQLite file: there are no other instances to tell.
    fn notify_other_instances(&self, _game_id: uuid::Uuid) {}

    /// SQLite runs in-process, with no round trips to save: the hot paths use the pool.
    async fn hot(&self) -> Result<PoolLease<'_>, sqlx::Error> {
        Ok(PoolLease(&self.pool))
    }
}

/// The SQLite side of the hot paths' lease (see `direct_pool::Lease` for Postgres).
struct PoolLease<'a>(&'a SqlitePool);

impl<'a> PoolLease<'a> {
    fn connection(&mut self) -> &'a SqlitePool {
        self.0
    }

    fn settle<T>(self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        result
    }

    fn settle_read<T>(self, result: Result<T, sqlx::Error>) -> Option<Result<T, sqlx::Error>> {
        Some(result)
    }
}

impl_lobby_store!(SqliteStore, sqlx::Sqlite);
