//! The Postgres backend: pools (a direct one for the hot path), LISTEN/NOTIFY for other
//! instances' changes, and the one-statement move append (a migration's function).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{Connection, PgConnection, PgPool};
use tokio::sync::mpsc;
use uuid::Uuid;

use super::backend::{Backend, WriteLocking};
use super::direct_pool::{CONNECTION_TIMEOUT, DirectPool, Lease};
use super::session_view::{self, SessionView};
use super::{Signal, SqlStore, StoreResult, notifications};

/// Production storage. Several service instances may share one database: every write is guarded
/// by a unique key or a row lock, never by a counter read and written back blindly.
pub type PostgresStore = SqlStore<PostgresBackend>;

/// What the Postgres store keeps beside its sqlx pool, which serves everything but the hot paths
/// (accounts, the lobby, transactions).
pub struct PostgresBackend {
    /// The hot paths: reading a game and appending a move (see [`DirectPool`]).
    direct: DirectPool,
    /// Games whose log grew and people with new notifications, for
    /// [`notifications::send_to_others`] to tell the other instances.
    notifier: mpsc::UnboundedSender<Signal>,
    /// Kept current by [`session_view::keep_current`].
    session_view: Arc<SessionView>,
}

/// Connections for the hot paths: a few, so that concurrent moves still share WAL flushes,
/// and no more. Past a couple per core the database only runs more backends than it has cores,
/// and a move waits in its scheduler, in no order; waiting here for a connection is first come,
/// first served. On the 2-core benchmark machine 4 gave the most moves and the shortest tail
/// (12-14 ms p99 against 19-21 with 28, see docs/PERFORMANCE.md, "Connections for the moves").
const HOT_CONNECTIONS: usize = 4;
/// Connections for everything else (one of them is the LISTEN connection of game events, held
/// for good). With the hot ones and the two of the session view's listener, an instance holds at
/// most 18, so five instances fit under Postgres's default limit of 100 with room for admins.
const COLD_CONNECTIONS: u32 = 12;

/// How long startup waits for the database to accept connections (it may be starting too).
const STARTUP_TIMEOUT: Duration = Duration::from_secs(10);

/// Waits until `pool` can open a connection, for up to [`STARTUP_TIMEOUT`] while the database
/// refuses or does not answer.
async fn wait_for_database(pool: &PgPool) -> Result<(), sqlx::Error> {
    let deadline = tokio::time::Instant::now() + STARTUP_TIMEOUT;
    loop {
        match pool.acquire().await {
            Ok(_) => return Ok(()),
            Err(sqlx::Error::PoolTimedOut) if tokio::time::Instant::now() < deadline => {}
            Err(error) => return Err(error),
        }
    }
}

impl Backend for PostgresBackend {
    type Database = sqlx::Postgres;
    type HotConnection<'a> = Lease<'a>;

    const WRITE_LOCKING: WriteLocking = WriteLocking::RowsRead;

    // The function of migration 0018: the guarded games row, the event, and the notifications
    // and webhook deliveries only when an item is kept.
    const ONE_STATEMENT_APPEND: Option<&'static str> = Some(
        "SELECT user_id, last_id, webhook_id, url, secret, consecutive_failures
         FROM append_move($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    );

    fn hot(&self) -> impl Future<Output = Result<Lease<'_>, sqlx::Error>> + Send {
        self.direct.lease()
    }

    fn notify_other_instances(&self, signal: Signal) {
        // The notifier task is gone only when the pool is closing; nobody is left to tell.
        let _ = self.notifier.send(signal);
    }

    fn hot_pool_usage(&self) -> Option<super::PoolUsage> {
        Some(self.direct.usage())
    }

    fn session_view(&self) -> Option<&SessionView> {
        Some(&self.session_view)
    }
}

/// The longest any statement of the service waits for a row lock, in milliseconds.
const LOCK_TIMEOUT_MS: &str = "5000";

impl PostgresStore {
    pub async fn connect(url: &str) -> StoreResult<Self> {
        // A backend notices within a second that its client has gone (an instance that stopped or
        // died) and abandons its statement instead of running it later for nobody. Needs
        // Postgres 14 or newer.
        let base = url
            .parse::<PgConnectOptions>()?
            .options([("client_connection_check_interval", "1000")]);
        // No statement waits for a lock longer than this: a move stuck behind another writer
        // fails (503) well inside a shutdown's grace period instead of committing after its
        // client was cut off. Migrations wait as long as they need, on a connection of their own.
        let options = base.clone().options([("lock_timeout", LOCK_TIMEOUT_MS)]);
        // Each pool names itself in `pg_stat_activity` (unless the URL names the application),
        // so an operator can tell the moves' connections from the rest.
        let named = |name: &str| match options.get_application_name() {
            Some(_) => options.clone(),
            None => options.clone().application_name(name),
        };
        let pool = PgPoolOptions::new()
            .max_connections(COLD_CONNECTIONS)
            .acquire_timeout(CONNECTION_TIMEOUT)
            .connect_lazy_with(named("shoreline"));
        wait_for_database(&pool).await?;
        // sqlx takes an advisory lock, so instances starting together migrate once.
        let mut migrating = PgConnection::connect_with(&base).await?;
        sqlx::migrate!("migrations/postgres")
            .run(&mut migrating)
            .await?;
        migrating.close().await?;
        let signals = super::signal_channel();
        let personal = super::signal_channel();
        // Tells this instance's notifications from the others'.
        let instance = Uuid::new_v4();
        let (listening, listening_now) = tokio::sync::oneshot::channel();
        tokio::spawn(notifications::forward_from_others(
            pool.clone(),
            instance,
            signals.clone(),
            personal.clone(),
            listening,
        ));
        // Serve only once other instances' moves can be heard (a stream opened before that
        // would wait for its keep-alive to see them).
        if tokio::time::timeout(Duration::from_secs(10), listening_now)
            .await
            .is_err()
        {
            tracing::warn!("not listening for other instances' moves yet; going on without");
        }
        let (notifier, changed) = mpsc::unbounded_channel();
        tokio::spawn(notifications::send_to_others(
            pool.clone(),
            instance,
            changed,
        ));
        let sessions = Arc::new(SessionView::default());
        // A pool of its own: a listener given up on a stalled connection closes that connection
        // in the background, holding it until the network gives up, which must not take one from
        // the store's pool each time. Two, so that a new listener need not wait for the old one.
        let listening = PgPoolOptions::new()
            .max_connections(2)
            .acquire_timeout(CONNECTION_TIMEOUT)
            .connect_lazy_with(named("shoreline-sessions"));
        tokio::spawn(session_view::keep_current(listening, Arc::clone(&sessions)));
        Ok(SqlStore {
            pool,
            backend: PostgresBackend {
                direct: DirectPool::new(named("shoreline-hot"), HOT_CONNECTIONS),
                notifier,
                session_view: sessions,
            },
            signals,
            personal,
        })
    }
}
