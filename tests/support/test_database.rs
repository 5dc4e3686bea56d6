//! A fresh database for one test that is removed when the test ends, passed or failed.
//!
//! Every test gets a database of its own, named `shoreline_test_<pid>_<label>`: on Postgres a new
//! database on the server `TEST_DATABASE_URL` points at, on SQLite a file in the temp directory.
//! [`TestDatabase`] drops it when it goes out of scope, which also happens while a failed
//! assertion unwinds, so a panic leaks nothing. Before the first database of a process is made,
//! the leftovers of earlier test processes that are gone (killed, or aborted before unwinding)
//! are dropped: the process id in the name tells whose they are. `.ci/run` then checks that no
//! `shoreline_test_*` database is left once the suite is over.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::Connection;
use tokio::sync::OnceCell;

/// Where Postgres tests create their databases. Postgres tests fail (never skip) when it is not
/// reachable: `.ci/run` starts it, and the README says how.
pub fn postgres_base_url() -> String {
    std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// The prefix every test database's name starts with (CI's leftover check looks for it).
const PREFIX: &str = "shoreline_test_";

static COUNTER: AtomicU64 = AtomicU64::new(0);
static LEFTOVERS_SWEPT: OnceCell<()> = OnceCell::const_new();

/// A database made for one test; dropping it removes the database.
#[derive(Debug)]
pub struct TestDatabase {
    url: String,
    kind: Kind,
}

#[derive(Debug)]
enum Kind {
    Sqlite(PathBuf),
    Postgres { admin_url: String, name: String },
}

impl TestDatabase {
    /// A new, empty SQLite database file (SQLite creates it on the first connection).
    pub async fn sqlite() -> Self {
        sweep_leftovers_once().await;
        let path = std::env::temp_dir().join(format!("{}.db", unique_name()));
        Self {
            url: format!("sqlite://{}", path.display()),
            kind: Kind::Sqlite(path),
        }
    }

    /// A new, empty database on the test Postgres server.
    pub async fn postgres() -> Self {
        sweep_leftovers_once().await;
        let admin_url = postgres_base_url();
        let name = unique_name();
        let mut admin = admin_connection(&admin_url).await;
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .expect("create test database");
        let (prefix, _) = admin_url.rsplit_once('/').expect("database URL has a path");
        Self {
            url: format!("{prefix}/{name}"),
            kind: Kind::Postgres { admin_url, name },
        }
    }

    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        match &self.kind {
            Kind::Sqlite(path) => {
                for suffix in ["", "-wal", "-shm", "-journal"] {
                    let mut file = path.clone().into_os_string();
                    file.push(suffix);
                    let _ = std::fs::remove_file(file);
                }
            }
            Kind::Postgres { admin_url, name } => {
                // Drop runs inside the test's runtime (or while it unwinds), where nothing may
                // block on it: a thread of its own with a small runtime does the dropping, and
                // the test waits for it so the database is gone when the test is.
                let (admin_url, database) = (admin_url.clone(), name.clone());
                let dropped = std::thread::spawn(move || {
                    tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .expect("a runtime for dropping the test database")
                        .block_on(drop_postgres_database(&admin_url, &database))
                })
                .join();
                if !matches!(dropped, Ok(Ok(()))) && !std::thread::panicking() {
                    panic!("could not drop test database {name}: {dropped:?}");
                }
            }
        }
    }
}

/// `shoreline_test_<pid>_<n>_<uuid>`: unique within the process and across processes, and the
/// process id tells the leftover sweep whether its owner is still running.
fn unique_name() -> String {
    format!(
        "{PREFIX}{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        uuid::Uuid::new_v4().simple()
    )
}

async fn admin_connection(admin_url: &str) -> sqlx::PgConnection {
    sqlx::PgConnection::connect(admin_url)
        .await
        .unwrap_or_else(|e| {
            panic!("Postgres tests need a server at {admin_url} (set TEST_DATABASE_URL): {e}")
        })
}

/// `WITH (FORCE)`: the application under test may still hold connections when the test ends.
async fn drop_postgres_database(admin_url: &str, name: &str) -> Result<(), sqlx::Error> {
    let mut admin = sqlx::PgConnection::connect(admin_url).await?;
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
    )))
    .execute(&mut admin)
    .await?;
    Ok(())
}

/// The process id a test database's name carries, if it is one of ours.
fn owner_pid(name: &str) -> Option<u32> {
    name.strip_prefix(PREFIX)?.split('_').next()?.parse().ok()
}

fn process_is_running(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Once per process: drop the databases and files that test processes no longer running left
/// behind. Those of running processes (another `cargo test` beside this one) are kept.
async fn sweep_leftovers_once() {
    LEFTOVERS_SWEPT
        .get_or_init(|| async {
            sweep_sqlite_leftovers();
            // Postgres may be absent for a SQLite-only run: then there is nothing to sweep there.
            let admin_url = postgres_base_url();
            let Ok(mut admin) = sqlx::PgConnection::connect(&admin_url).await else {
                return;
            };
            let names: Vec<String> = sqlx::query_scalar(
                r"SELECT datname FROM pg_database WHERE datname LIKE 'shoreline\_test\_%'",
            )
            .fetch_all(&mut admin)
            .await
            .unwrap_or_default();
            for name in names {
                let Some(pid) = owner_pid(&name) else {
                    continue;
                };
                if process_is_running(pid) {
                    continue;
                }
                // Another process sweeping at the same time may have dropped it already.
                let _ = drop_postgres_database(&admin_url, &name).await;
            }
        })
        .await;
}

fn sweep_sqlite_leftovers() {
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some(pid) = owner_pid(name) else { continue };
        if !process_is_running(pid) && entry.path().is_file() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_owner_is_read_from_the_name() {
        assert_eq!(owner_pid("shoreline_test_4242_7_abc"), Some(4242));
        assert_eq!(owner_pid("shoreline_test_4242_7_abc.db-wal"), Some(4242));
        assert_eq!(owner_pid("shoreline_test_export_1.json"), None);
        assert_eq!(owner_pid("somebody_else_4242"), None);
    }
}
