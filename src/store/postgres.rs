use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::{PgListener, PgPoolOptions};
use tokio::sync::{broadcast, mpsc};
use uuid::Uuid;

use super::StoreResult;
use super::lobby_sql::impl_lobby_store;
use super::sql::impl_store;

/// Production storage. Several service instances may share one database: every write is guarded
/// by a unique key or a row lock, never by a counter read and written back blindly.
pub struct PostgresStore {
    pool: PgPool,
    signals: broadcast::Sender<Uuid>,
    notifier: mpsc::UnboundedSender<Uuid>,
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
        let (notifier, changed) = mpsc::unbounded_channel();
        tokio::spawn(send_notifications(pool.clone(), changed));
        Ok(PostgresStore {
            pool,
            signals,
            notifier,
        })
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
                for game_id in notification.payload().split(',') {
                    if let Ok(game_id) = game_id.parse::<Uuid>() {
                        let _ = signals.send(game_id);
                    }
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
    one_statement_append = "WITH moved AS (
            UPDATE games SET version = $2, status = $7, to_act = $8, to_act_mask = $9,
                deadline_at = $10, updated_at = $6
            WHERE id = $1 AND version = $2 - 1
            RETURNING id
        )
        INSERT INTO game_events (game_id, seq, entry, idempotency_key, user_id, created_at)
        SELECT id, $2, $3, $4, $5, $6 FROM moved"
);

impl PostgresStore {
    fn notify_other_instances(&self, game_id: Uuid) {
        // The notifier task is gone only when the pool is closing; nobody is left to tell.
        let _ = self.notifier.send(game_id);
    }
}

/// Most game ids one NOTIFY carries (36 bytes each plus a comma, well under Postgres's 8000-byte
/// payload limit).
const IDS_PER_NOTIFY: usize = 150;

/// Sends NOTIFYs outside the appending transactions, coalescing the games that changed meanwhile
/// into one notification. A NOTIFY inside a transaction serializes every commit on a global lock;
/// measured with pgbench, that halved the append rate. Coalescing costs a wake-up a few
/// milliseconds at most.
async fn send_notifications(pool: PgPool, mut changed: mpsc::UnboundedReceiver<Uuid>) {
    while let Some(first) = changed.recv().await {
        let mut ids = vec![first];
        while ids.len() < IDS_PER_NOTIFY {
            match changed.try_recv() {
                Ok(id) if !ids.contains(&id) => ids.push(id),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        let payload = ids
            .iter()
            .map(Uuid::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(&payload)
            .execute(&pool)
            .await;
        if let Err(error) = sent {
            // Streams on other instances still re-read on their keep-alive timer.
            tracing::warn!(%error, "could not notify other instances");
        }
    }
}

impl_lobby_store!(PostgresStore, sqlx::Postgres);
