//! The sweep for handed-over deliveries whose instance stopped before recording them.
//!
//! A move's delivery is handed to the instance that made the move, which sends it and writes its
//! outbox row once, with the outcome (see `migrations/postgres/0010_outbox_written_once.sql`).
//! Until then the move's notification is its only record. If the instance stops first, nothing
//! would ever send it: this sweep finds notifications that an endpoint wanted and that have no
//! row for that endpoint, and writes the row, due for any instance's claim.
//!
//! The sweep reads the notifications in time order from a cursor the instances share, passing
//! only those written before a bound far enough back (the worker passes two of its leases) that a
//! live instance has recorded their deliveries, so each notification is read about once. That
//! relies on a move's statement committing within that bound of its time: it holds no lock longer
//! than the store's lock timeout (seconds), against a lease of minutes.

use chrono::{DateTime, Utc};
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};

use super::outbox::RESCUE;
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, RowsAffected, WriteLocking};
use crate::store::{StoreResult, SweepStep};

/// The most notifications one step of the sweep reads before it commits what it found and moves
/// its cursor. On SQLite a step's transaction holds the database's one write lock, which every
/// move waits for: after a long spell with no delivering instance the sweep may have a week of
/// notifications to pass, and reads them in steps of about 4 000 (a few milliseconds each),
/// between which the worker claims and the moves write.
const STEP: i64 = 4096;

/// `$1` the cursor, `$2` the bound: the time of the `STEP`th notification written after the
/// cursor, up to the bound; none when fewer are.
const STEP_END: &str = "SELECT created_at FROM notifications
     WHERE created_at > $1 AND created_at <= $2
     ORDER BY created_at LIMIT 1 OFFSET $3";

/// `$1` the bound: the deliveries an instance of the version before migration 0010 handed over
/// (written pending and not due) and did not record, due when their lease ends. Found through
/// an index the new way never adds to.
const RESCUE_OLD_HANDOVERS: &str = "UPDATE webhook_deliveries
     SET next_attempt_at = COALESCE(locked_until, created_at)
     WHERE status = 'pending' AND next_attempt_at IS NULL AND created_at <= $1";

/// The cursor, held for the transaction; on Postgres, none when another instance is sweeping.
fn take_cursor(locking: WriteLocking) -> &'static str {
    match locking {
        WriteLocking::RowsRead => {
            "SELECT swept_through_at FROM webhook_handover_sweep WHERE id = 1
             FOR UPDATE SKIP LOCKED"
        }
        // `BEGIN IMMEDIATE` has taken the database's write lock already.
        WriteLocking::WholeDatabase => {
            "SELECT swept_through_at FROM webhook_handover_sweep WHERE id = 1"
        }
    }
}

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row>,
    for<'q> i64: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
{
    /// One step of the sweep, in one transaction: at most [`STEP`] notifications (more only
    /// when several share the last one's time).
    pub(super) async fn rescue_stranded_handovers(
        &self,
        written_before: DateTime<Utc>,
    ) -> StoreResult<SweepStep> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let Some(cursor) = sqlx::query(take_cursor(B::WRITE_LOCKING))
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(SweepStep {
                rescued: 0,
                more: false,
            });
        };
        let from: DateTime<Utc> = cursor.try_get("swept_through_at")?;
        let mut rescued = sqlx::query(RESCUE_OLD_HANDOVERS)
            .bind(written_before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let step_end = sqlx::query(STEP_END)
            .bind(from)
            .bind(written_before)
            .bind(STEP - 1)
            .fetch_optional(&mut *tx)
            .await?;
        let (through, more) = match step_end {
            Some(row) => (row.try_get::<DateTime<Utc>, _>("created_at")?, true),
            None => (written_before.max(from), false),
        };
        if through > from {
            rescued += sqlx::query(&**RESCUE)
                .bind(from)
                .bind(through)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            sqlx::query("UPDATE webhook_handover_sweep SET swept_through_at = $1 WHERE id = 1")
                .bind(through)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(SweepStep { rescued, more })
    }
}
