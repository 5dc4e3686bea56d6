//! What went wrong in the store, sorted by what a caller can do about it: wait for the database to
//! come back ([`StoreError::Unavailable`]), or not (a violated constraint, anything else).

use sqlx::error::{DatabaseError, ErrorKind};
use sqlx::postgres::{PgDatabaseError, PgSeverity};
use sqlx::sqlite::SqliteError;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database could not be reached or dropped the connection: no connection came free or
    /// could be opened in time, the connection was refused, reset or closed, or the server ended
    /// the session (shutting down, restarting, out of connections). Nothing is wrong with the
    /// request; the same request may well succeed once the database is back.
    #[error("the database is unavailable: {0}")]
    Unavailable(sqlx::Error),
    /// The database did not answer within the time the caller allowed (a readiness probe's).
    #[error("the database did not answer within {0:?}")]
    NoAnswer(std::time::Duration),
    /// A write broke a unique, foreign-key, not-null or check constraint that the store did not
    /// expect to meet (the ones it expects become outcomes, e.g. a taken username).
    #[error("a database constraint was violated: {0}")]
    Constraint(sqlx::Error),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl StoreError {
    /// Whether the database itself is the problem (see [`StoreError::Unavailable`] and
    /// [`StoreError::NoAnswer`]).
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_) | StoreError::NoAnswer(_))
    }
}

pub type StoreResult<T> = Result<T, StoreError>;

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        match &error {
            sqlx::Error::PoolTimedOut
            | sqlx::Error::PoolClosed
            | sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::WorkerCrashed => StoreError::Unavailable(error),
            sqlx::Error::Database(database) if is_unavailable(database.as_ref()) => {
                StoreError::Unavailable(error)
            }
            sqlx::Error::Database(database) if is_constraint(database.as_ref()) => {
                StoreError::Constraint(error)
            }
            _ => StoreError::Other(error.into()),
        }
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(error: sqlx::migrate::MigrateError) -> Self {
        match error {
            sqlx::migrate::MigrateError::Execute(error) => error.into(),
            other => StoreError::Other(other.into()),
        }
    }
}

fn is_constraint(error: &(dyn DatabaseError + 'static)) -> bool {
    matches!(
        error.kind(),
        ErrorKind::UniqueViolation
            | ErrorKind::ForeignKeyViolation
            | ErrorKind::NotNullViolation
            | ErrorKind::CheckViolation
    )
}

/// An error the database answered with that says it cannot serve us now, whatever we ask.
fn is_unavailable(error: &(dyn DatabaseError + 'static)) -> bool {
    if let Some(postgres) = error.try_downcast_ref::<PgDatabaseError>() {
        return postgres_unavailable(postgres.severity(), postgres.code());
    }
    if let Some(sqlite) = error.try_downcast_ref::<SqliteError>() {
        return sqlite
            .code()
            .and_then(|code| code.parse::<i32>().ok())
            .is_some_and(sqlite_unavailable);
    }
    false
}

/// A FATAL or PANIC error ends the session. Of the SQLSTATEs (see the Postgres manual's
/// "PostgreSQL Error Codes"): class 08 is a connection exception, class 53 insufficient
/// resources (too many connections, out of memory, disk full), and 57P01 to 57P03 are the server
/// shutting down, crashing or still starting up; 55P03 a lock not granted within the store's
/// `lock_timeout` (another writer holds it: the database is too busy to serve this now).
fn postgres_unavailable(severity: PgSeverity, sqlstate: &str) -> bool {
    matches!(severity, PgSeverity::Fatal | PgSeverity::Panic)
        || sqlstate.starts_with("08")
        || sqlstate.starts_with("53")
        || matches!(sqlstate, "57P01" | "57P02" | "57P03" | "55P03")
}

/// SQLite reports extended result codes; their low byte is the primary code. BUSY and LOCKED:
/// another writer held the lock past the busy timeout; IOERR and CANTOPEN: the file cannot be
/// read or written.
fn sqlite_unavailable(extended_code: i32) -> bool {
    const BUSY: i32 = 5;
    const LOCKED: i32 = 6;
    const IOERR: i32 = 10;
    const CANTOPEN: i32 = 14;
    matches!(extended_code & 0xff, BUSY | LOCKED | IOERR | CANTOPEN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lost_connections_and_pool_timeouts_are_unavailable() {
        let refused = std::io::Error::from(std::io::ErrorKind::ConnectionRefused);
        for error in [
            sqlx::Error::PoolTimedOut,
            sqlx::Error::PoolClosed,
            sqlx::Error::WorkerCrashed,
            sqlx::Error::Io(refused),
        ] {
            assert!(StoreError::from(error).is_unavailable());
        }
    }

    #[test]
    fn mistakes_in_queries_are_not_unavailable() {
        for error in [
            sqlx::Error::RowNotFound,
            sqlx::Error::ColumnNotFound("seq".to_owned()),
            sqlx::Error::Protocol("unexpected message".to_owned()),
        ] {
            assert!(matches!(StoreError::from(error), StoreError::Other(_)));
        }
    }

    #[test]
    fn postgres_sessions_ending_or_refused_are_unavailable() {
        let cases = [
            (PgSeverity::Fatal, "57P01", true),  // admin shutdown
            (PgSeverity::Fatal, "28P01", true),  // any FATAL ends the session
            (PgSeverity::Error, "08006", true),  // connection failure
            (PgSeverity::Error, "53300", true),  // too many connections
            (PgSeverity::Error, "23505", false), // unique violation
            (PgSeverity::Error, "22012", false), // division by zero
        ];
        for (severity, sqlstate, unavailable) in cases {
            assert_eq!(
                postgres_unavailable(severity, sqlstate),
                unavailable,
                "{sqlstate}"
            );
        }
    }

    #[test]
    fn sqlite_busy_and_io_errors_are_unavailable_by_primary_code() {
        let cases = [
            (5, true),              // SQLITE_BUSY
            (5 | (2 << 8), true),   // SQLITE_BUSY_SNAPSHOT
            (10 | (3 << 8), true),  // SQLITE_IOERR_WRITE
            (19 | (8 << 8), false), // SQLITE_CONSTRAINT_UNIQUE
            (1, false),             // SQLITE_ERROR
        ];
        for (code, unavailable) in cases {
            assert_eq!(sqlite_unavailable(code), unavailable, "{code}");
        }
    }

    /// Inserts the same key twice on `connection`; the second insert's error.
    async fn duplicate_key_error<C: sqlx::Connection>(connection: &mut C) -> sqlx::Error
    where
        for<'c> &'c mut C: sqlx::Executor<'c>,
    {
        let create = "CREATE TEMPORARY TABLE twice (id INTEGER PRIMARY KEY)";
        sqlx::raw_sql(create)
            .execute(&mut *connection)
            .await
            .unwrap();
        let insert = "INSERT INTO twice (id) VALUES (1)";
        sqlx::raw_sql(insert)
            .execute(&mut *connection)
            .await
            .unwrap();
        match sqlx::raw_sql(insert).execute(&mut *connection).await {
            Ok(_) => panic!("the same key went in twice"),
            Err(error) => error,
        }
    }

    #[tokio::test]
    async fn a_duplicate_key_is_a_constraint_violation_on_both_databases() {
        use sqlx::Connection;
        let mut sqlite = sqlx::SqliteConnection::connect("sqlite::memory:")
            .await
            .unwrap();
        let error = duplicate_key_error(&mut sqlite).await;
        assert!(matches!(StoreError::from(error), StoreError::Constraint(_)));

        // The integration tests' Postgres (see the README): like them, this fails without one.
        let url = std::env::var("TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
        let mut postgres = sqlx::PgConnection::connect(&url).await.unwrap();
        let error = duplicate_key_error(&mut postgres).await;
        assert!(matches!(StoreError::from(error), StoreError::Constraint(_)));
    }
}
