use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;

use super::StoreResult;
use super::sql::impl_store;

/// Production storage. Several service instances may share one database: every write is guarded
/// by a unique key or a row lock, never by a counter read and written back blindly.
pub struct PostgresStore {
    pool: PgPool,
}

impl PostgresStore {
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(32)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await?;
        // sqlx takes an advisory lock, so instances starting together migrate once.
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        Ok(PostgresStore { pool })
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

impl_store!(
    PostgresStore,
    sqlx::Postgres,
    begin_write = "BEGIN",
    lock_game = " FOR UPDATE"
);
