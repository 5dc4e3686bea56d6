//! A small pool of Postgres connections for the hot paths (reading a game's row and its new
//! events, appending a move), where a query costs one round trip instead of three.
//!
//! sqlx's pool pings every connection on its way back into the pool (a Sync message, then a wait
//! for the answer) so as not to reuse one that a cancelled future left in the middle of a query,
//! and by default pings it again on its way out. Round trips (waking a backend, then waking us)
//! are most of what a request costs under load. Here a lease knows how its query ended instead:
//! a connection goes back only after a query that completed, successfully or with an error the
//! server reported, and is closed otherwise.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgDatabaseError, PgSeverity};
use tokio::sync::{Semaphore, SemaphorePermit};

use super::backend::HotConnection;

/// How long a query waits for a database connection, a free one or a new one, before it fails
/// with [`StoreError::Unavailable`](super::StoreError). Opening a connection takes milliseconds,
/// and under load a free one comes back as fast, so a longer wait means the database is down or
/// swamped: better to answer 503 at once than to hold the request (and the client) for longer.
pub(super) const CONNECTION_TIMEOUT: Duration = Duration::from_secs(1);

/// A connection idle this long is pinged before use: the database may have restarted meanwhile.
/// Under load connections are never idle that long, so the hot path pays nothing for it.
const CHECK_IF_IDLE_FOR: Duration = Duration::from_secs(10);

/// A connection idle this long is closed, so that a burst's connections do not stay open for
/// good once it is over.
const CLOSE_IF_IDLE_FOR: Duration = Duration::from_secs(300);

pub struct DirectPool {
    options: PgConnectOptions,
    size: usize,
    /// Open connections not in use, with when each came back.
    idle: Mutex<Vec<(PgConnection, Instant)>>,
    /// One permit per connection that may be open at once.
    slots: Semaphore,
    /// See [`CHECK_IF_IDLE_FOR`].
    check_if_idle_for: Duration,
}

/// A connection taken from the pool for one query; see [`HotConnection::release`].
pub struct Lease<'a> {
    pool: &'a DirectPool,
    connection: Option<PgConnection>,
    /// Whether the connection was opened or checked just now (else it was idle, unchecked).
    checked: bool,
    reusable: bool,
    _slot: SemaphorePermit<'a>,
}

impl DirectPool {
    pub fn new(options: PgConnectOptions, size: usize) -> Self {
        DirectPool {
            options,
            size,
            idle: Mutex::new(Vec::with_capacity(size)),
            slots: Semaphore::new(size),
            check_if_idle_for: CHECK_IF_IDLE_FOR,
        }
    }

    /// An idle connection, or a new one when none is idle and the pool is not full; waits for
    /// one to come back otherwise.
    pub async fn lease(&self) -> Result<Lease<'_>, sqlx::Error> {
        let slot = tokio::time::timeout(CONNECTION_TIMEOUT, self.slots.acquire())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)?
            .map_err(|_| sqlx::Error::PoolClosed)?;
        let idle = self
            .idle
            .lock()
            .expect("the idle list is never poisoned")
            .pop();
        let (connection, checked) = match idle {
            Some((connection, since)) if since.elapsed() < self.check_if_idle_for => {
                (connection, false)
            }
            Some((mut connection, _)) => {
                // A ping the database does not answer in time (the network dropped it) is as
                // good as a failed one.
                match tokio::time::timeout(CONNECTION_TIMEOUT, connection.ping()).await {
                    Ok(Ok(())) => (connection, true),
                    Ok(Err(_)) | Err(_) => (self.connect().await?, true),
                }
            }
            None => (self.connect().await?, true),
        };
        Ok(Lease {
            pool: self,
            connection: Some(connection),
            checked,
            reusable: false,
            _slot: slot,
        })
    }

    /// A new connection; a refused one fails at once, unlike sqlx's pool, which keeps trying
    /// until its timeout.
    async fn connect(&self) -> Result<PgConnection, sqlx::Error> {
        tokio::time::timeout(
            CONNECTION_TIMEOUT,
            PgConnection::connect_with(&self.options),
        )
        .await
        .map_err(|_| sqlx::Error::PoolTimedOut)?
    }

    /// Leased and idle connections now, for the metrics.
    pub fn usage(&self) -> super::PoolUsage {
        let idle = self
            .idle
            .lock()
            .expect("the idle list is never poisoned")
            .len();
        super::PoolUsage {
            name: "hot",
            in_use: self.size.saturating_sub(self.slots.available_permits()) as u64,
            idle: idle as u64,
            max: self.size as u64,
        }
    }

    /// Closes every idle connection: after one turned out dead, the others most likely are too
    /// (the database restarted).
    fn discard_idle(&self) {
        self.idle
            .lock()
            .expect("the idle list is never poisoned")
            .clear();
    }

    /// Connections open and idle now.
    #[cfg(test)]
    fn idle_count(&self) -> usize {
        self.idle
            .lock()
            .expect("the idle list is never poisoned")
            .len()
    }
}

impl HotConnection for Lease<'_> {
    type Database = sqlx::Postgres;

    fn connection(&mut self) -> &mut PgConnection {
        self.connection
            .as_mut()
            .expect("a lease holds its connection until dropped")
    }

    /// Ends the lease with the result of its query. The connection goes back to the pool when the
    /// query ran to its end (`Ok`, or an error the database answered with, such as a unique
    /// violation); after anything else (a broken socket, a protocol error, a FATAL error such as
    /// the server shutting the session down) it is closed. A lease dropped without being settled
    /// (its future was cancelled mid-query) is closed too.
    fn release<T>(mut self, result: Result<T, sqlx::Error>) -> Result<T, sqlx::Error> {
        self.reusable = match &result {
            Ok(_) => true,
            Err(sqlx::Error::Database(error)) => !is_fatal(error.as_ref()),
            Err(_) => false,
        };
        result
    }

    /// [`HotConnection::release`] for a query that only reads, and so may run again: `None` when the
    /// connection had died while idle (the database restarted), so the caller should read again
    /// on a new one. Idle connections are then all closed, so that happens once.
    fn release_read<T>(self, result: Result<T, sqlx::Error>) -> Option<Result<T, sqlx::Error>> {
        let lost = match &result {
            Err(sqlx::Error::Io(_)) => true,
            Err(sqlx::Error::Database(error)) => is_fatal(error.as_ref()),
            _ => false,
        };
        if lost && !self.checked {
            self.pool.discard_idle();
            return None;
        }
        Some(self.release(result))
    }
}

/// A FATAL or PANIC error ends the server's session: the connection is gone.
fn is_fatal(error: &(dyn sqlx::error::DatabaseError + 'static)) -> bool {
    error
        .try_downcast_ref::<PgDatabaseError>()
        .is_none_or(|error| matches!(error.severity(), PgSeverity::Fatal | PgSeverity::Panic))
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if self.reusable
            && let Some(connection) = self.connection.take()
        {
            let now = Instant::now();
            let mut idle = self
                .pool
                .idle
                .lock()
                .expect("the idle list is never poisoned");
            idle.push((connection, now));
            // Connections come back in time order and leave from the end, so the ones idle for
            // longest are at the front.
            let stale = idle
                .iter()
                .take_while(|(_, since)| now.duration_since(*since) >= CLOSE_IF_IDLE_FOR)
                .count();
            idle.drain(..stale);
        }
        // Otherwise the connection is dropped here, which closes its socket.
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The integration tests' Postgres (see the README): like them, this fails without one.
    fn test_options() -> PgConnectOptions {
        std::env::var("TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
            .parse()
            .expect("TEST_DATABASE_URL is a Postgres URL")
    }

    #[tokio::test]
    async fn settled_connections_are_reused_and_broken_or_abandoned_ones_are_not() {
        let pool = DirectPool::new(test_options(), 2);

        let mut lease = pool.lease().await.unwrap();
        let one: i32 = sqlx::query_scalar("SELECT 1")
            .fetch_one(lease.connection())
            .await
            .unwrap();
        assert_eq!(one, 1);
        lease.release(Ok::<_, sqlx::Error>(())).unwrap();
        assert_eq!(
            pool.idle_count(),
            1,
            "a completed query returns its connection"
        );

        let mut lease = pool.lease().await.unwrap();
        let failed = sqlx::query("SELECT 1/0").execute(lease.connection()).await;
        assert!(lease.release(failed).is_err());
        assert_eq!(
            pool.idle_count(),
            1,
            "an error the server answered leaves it usable"
        );

        let lease = pool.lease().await.unwrap();
        drop(lease);
        assert_eq!(
            pool.idle_count(),
            0,
            "an unsettled lease is closed, not reused"
        );

        let lease = pool.lease().await.unwrap();
        let broken = lease.release(Err::<(), _>(sqlx::Error::WorkerCrashed));
        assert!(broken.is_err());
        assert_eq!(pool.idle_count(), 0, "a connection that failed is closed");

        // Both slots are free again: two leases at once.
        let (a, b) = (pool.lease().await.unwrap(), pool.lease().await.unwrap());
        drop((a, b));
    }

    /// Ends the backend of the connection the pool holds idle, as a database restart would.
    async fn kill_idle_backend(pool: &DirectPool) {
        let mut lease = pool.lease().await.unwrap();
        let pid: i32 = sqlx::query_scalar("SELECT pg_backend_pid()")
            .fetch_one(lease.connection())
            .await
            .unwrap();
        lease.release(Ok::<_, sqlx::Error>(())).unwrap();
        let mut admin = PgConnection::connect_with(&test_options()).await.unwrap();
        let killed: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1)")
            .bind(pid)
            .fetch_one(&mut admin)
            .await
            .unwrap();
        assert!(killed);
        // The backend is gone once it no longer shows among the server's processes.
        while sqlx::query_scalar::<_, i64>("SELECT count(*) FROM pg_stat_activity WHERE pid = $1")
            .bind(pid)
            .fetch_one(&mut admin)
            .await
            .unwrap()
            > 0
        {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    async fn select_one(pool: &DirectPool) -> Result<i32, sqlx::Error> {
        let mut lease = pool.lease().await?;
        let one = sqlx::query_scalar("SELECT 1")
            .fetch_one(lease.connection())
            .await;
        lease.release(one)
    }

    #[tokio::test]
    async fn a_connection_the_server_closed_fails_one_write_and_is_replaced() {
        let pool = DirectPool::new(test_options(), 1);
        kill_idle_backend(&pool).await;
        let failed = select_one(&pool)
            .await
            .expect_err("the dead connection was used");
        assert!(
            crate::store::StoreError::from(failed).is_unavailable(),
            "and the database said why: it ended the session"
        );
        assert_eq!(select_one(&pool).await.unwrap(), 1, "and then replaced");
    }

    #[tokio::test]
    async fn a_connection_idle_for_a_while_is_checked_before_use() {
        let mut pool = DirectPool::new(test_options(), 1);
        pool.check_if_idle_for = Duration::ZERO;
        kill_idle_backend(&pool).await;
        assert_eq!(select_one(&pool).await.unwrap(), 1, "no request fails");
    }

    async fn read_one(pool: &DirectPool) -> Result<i32, sqlx::Error> {
        loop {
            let mut lease = pool.lease().await?;
            let one = sqlx::query_scalar("SELECT 1")
                .fetch_one(lease.connection())
                .await;
            if let Some(one) = lease.release_read(one) {
                return one;
            }
        }
    }

    #[tokio::test]
    async fn a_read_on_a_connection_the_server_closed_runs_again_on_a_new_one() {
        let pool = DirectPool::new(test_options(), 2);
        // Two idle connections, both killed: one retry must be enough.
        let (mut a, mut b) = (pool.lease().await.unwrap(), pool.lease().await.unwrap());
        let mut pids: Vec<i32> = Vec::new();
        for lease in [&mut a, &mut b] {
            pids.push(
                sqlx::query_scalar("SELECT pg_backend_pid()")
                    .fetch_one(lease.connection())
                    .await
                    .unwrap(),
            );
        }
        a.release(Ok::<_, sqlx::Error>(())).unwrap();
        b.release(Ok::<_, sqlx::Error>(())).unwrap();
        assert_eq!(pool.idle_count(), 2);
        let mut admin = PgConnection::connect_with(&test_options()).await.unwrap();
        for pid in pids {
            // Waits (up to 5 s) until the backend is gone.
            let killed: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1, 5000)")
                .bind(pid)
                .fetch_one(&mut admin)
                .await
                .unwrap();
            assert!(killed);
        }
        assert_eq!(read_one(&pool).await.unwrap(), 1, "no read fails");
        assert_eq!(
            pool.idle_count(),
            1,
            "the other dead connection was closed too"
        );
    }
}
