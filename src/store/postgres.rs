use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::{PgListener, PgPoolOptions};
use tokio::sync::broadcast;
use uuid::Uuid;

use super::StoreResult;
use super::lobby_sql::impl_lobby_store;
use super::sql::impl_store;

/// Production storage. Several service instances may share one database: every write is guarded
/// by a unique key or a row lock, never by a counter read and written back blindly.
pub struct PostgresStore {
    pool: PgPool,
    signals: broadcast::Sender<Uuid>,
}

/// The LISTEN/NOTIFY channel that tells every instance a game's log grew.
const CHANNEL: &str = "shoreline_game_events";

impl PostgresStore {
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(32)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await?;
        // sqlx takes an advisory lock, so instances starting together migrate once.
        sqlx::migrate!("migrations/postgres").run(&pool).await?;
        let signals = super::signal_channel();
        tokio::spawn(forward_notifications(pool.clone(), signals.clone()));
        Ok(PostgresStore { pool, signals })
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

/// Relays NOTIFYs from every instance into this instance's signal channel, reconnecting after
/// errors. Signals missed while reconnecting are harmless: streams also wake up on a timer and
/// re-read the log.
async fn forward_notifications(pool: PgPool, signals: broadcast::Sender<Uuid>) {
    loop {
        let listened = async {
            let mut listener = PgListener::connect_with(&pool).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let notification = listener.recv().await?;
                if let Ok(game_id) = notification.payload().parse::<Uuid>() {
                    let _ = signals.send(game_id);
                }
            }
            #[allow(unreachable_code)]
            Ok::<(), sqlx::Error>(())
        };
        if let Err(error) = listened.await {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(%error, "LISTEN connection lost; reconnecting");
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}

impl_store!(
    PostgresStore,
    sqlx::Postgres,
    begin_write = "BEGIN",
    lock_game = " FOR UPDATE",
    notify_others = "SELECT pg_notify('shoreline_game_events', $1)"
);

impl_lobby_store!(PostgresStore, sqlx::Postgres);
