//! What Postgres wrote in a window, read exactly (not from the lazily flushed statistics views):
//! the WAL position and the next transaction id. Divided by the requests of the window, they say
//! what one post costs the database, a figure that does not drift with the machine's load.

use sqlx::Connection;

#[derive(Clone, Copy, Debug, Default)]
pub struct PgWork {
    /// Bytes of WAL written.
    pub wal_bytes: f64,
    /// Transaction ids assigned: transactions that wrote something (or sent a NOTIFY).
    pub write_transactions: f64,
}

impl PgWork {
    /// The counters now, or `None` when the database cannot be asked (the figure is then left
    /// out of the report rather than failing the run).
    pub async fn now(url: &str) -> Option<PgWork> {
        let mut conn = sqlx::PgConnection::connect(url).await.ok()?;
        let (wal_bytes, next_xid): (f64, String) = sqlx::query_as(
            "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8,
                    pg_snapshot_xmax(pg_current_snapshot())::text",
        )
        .fetch_one(&mut conn)
        .await
        .ok()?;
        let _ = conn.close().await;
        Some(PgWork {
            wal_bytes,
            write_transactions: next_xid.parse().ok()?,
        })
    }

    pub fn since(&self, before: &PgWork) -> PgWork {
        PgWork {
            wal_bytes: self.wal_bytes - before.wal_bytes,
            write_transactions: self.write_transactions - before.write_transactions,
        }
    }

    /// "1.02 write transactions and 1.40 KB (1434 bytes) of WAL per post"
    pub fn per(&self, count: usize, what: &str) -> String {
        let n = count.max(1) as f64;
        format!(
            "{:.2} write transactions and {:.2} KB ({:.0} bytes) of WAL per {what}",
            self.write_transactions / n,
            self.wal_bytes / n / 1024.0,
            self.wal_bytes / n
        )
    }
}

/// The `application_name` of each backend connected to this run's application database, by
/// process id (so that another server's connections on the same Postgres, a test run's say, are
/// not taken for this one's), or an empty map when the database cannot be asked.
pub async fn backends(url: &str) -> std::collections::HashMap<u32, String> {
    let Ok(mut conn) = sqlx::PgConnection::connect(url).await else {
        return Default::default();
    };
    let rows: Vec<(i32, String)> = sqlx::query_as(
        "SELECT pid, application_name FROM pg_stat_activity
         WHERE starts_with(datname, $1)",
    )
    .bind(crate::app_database_prefix())
    .fetch_all(&mut conn)
    .await
    .unwrap_or_default();
    let _ = conn.close().await;
    rows.into_iter()
        .filter_map(|(pid, name)| Some((u32::try_from(pid).ok()?, name)))
        .collect()
}
