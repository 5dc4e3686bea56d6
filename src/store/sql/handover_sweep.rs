//! The sweep for handed-over deliveries whose instance stopped before recording them.
//!
//! A move's delivery is handed to the instance that made the move, which sends it and writes its
//! outbox row once, with the outcome (see `migrations/postgres/0010_outbox_written_once.sql`).
//! Until then the move's notification is its only record. If the instance stops first, nothing
//! would ever send it: this sweep finds notifications that an endpoint wanted and that have no
//! row for that endpoint, and writes the row, due for any instance's claim.
//!
//! Each endpoint (webhook or push subscription) keeps its own position in its owner's
//! notifications, whose ids are gapless and commit in order: the sweep reads the owner's
//! notifications after it, through the notifications' key, passing only those written before a
//! bound far enough back (the worker passes two of its leases) that a live instance has recorded
//! their deliveries, so each notification is read about once per endpoint, and the notifications
//! of people without an endpoint are never read. That relies on a move's statement committing
//! within that bound of its time: it holds no lock longer than the store's lock timeout
//! (seconds), against a lease of minutes. Disabled endpoints move along too (nothing is rescued
//! for them), so that one enabled again (a push subscription confirmed anew) is not sent what
//! was written while it was off, save what the sweep had not passed yet.

use chrono::{DateTime, Utc};
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::outbox::RESCUE;
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, RowsAffected, WriteLocking};
use crate::store::{StoreResult, SweepStep};

/// The most notifications one step of the sweep reads before it commits what it found and moves
/// the endpoints' positions. On SQLite a step's transaction holds the database's one write lock,
/// which every move waits for: after a long spell with no delivering instance the sweep may have
/// a week of notifications to pass, and reads them in steps of about 4 000 (a few milliseconds
/// each), between which the worker claims and the moves write.
const STEP: i64 = 4096;

/// The most endpoints one step looks at (three statements each).
const ENDPOINTS_PER_STEP: i64 = 64;

/// `$1` the bound, `$2` how many: the endpoints whose owner has a notification after the
/// endpoint's position written by the bound. On Postgres each is locked for its position's
/// update, and one locked elsewhere (an outcome being recorded, an account being deleted) is
/// left for the next step: the sweep never waits for an endpoint, so it cannot deadlock with a
/// writer that locks endpoints in another order.
fn behind(locking: WriteLocking) -> &'static str {
    macro_rules! behind {
        () => {
            "SELECT w.id, w.user_id, w.swept_through_id FROM webhooks w
             WHERE EXISTS (
                SELECT 1 FROM notifications n
                WHERE n.user_id = w.user_id AND n.id > w.swept_through_id AND n.created_at <= $1)
             ORDER BY w.id LIMIT $2"
        };
    }
    match locking {
        WriteLocking::RowsRead => concat!(behind!(), " FOR NO KEY UPDATE SKIP LOCKED"),
        WriteLocking::WholeDatabase => behind!(),
    }
}

/// `$1` the owner, `$2` the endpoint's position, `$3` how many: the notifications after it.
const AFTER: &str = "SELECT id, created_at FROM notifications
     WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3";

/// `$1` the bound: the deliveries an instance of the version before migration 0010 handed over
/// (written pending and not due) and did not record, due when their lease ends. Found through
/// an index the new way never adds to.
const RESCUE_OLD_HANDOVERS: &str = "UPDATE webhook_deliveries
     SET next_attempt_at = COALESCE(locked_until, created_at)
     WHERE status = 'pending' AND next_attempt_at IS NULL AND created_at <= $1";

/// The sweep's shared row, held for the transaction; on Postgres, none when another instance is
/// sweeping.
fn take_sweep(locking: WriteLocking) -> &'static str {
    match locking {
        WriteLocking::RowsRead => {
            "SELECT id FROM webhook_handover_sweep WHERE id = 1 FOR UPDATE SKIP LOCKED"
        }
        // `BEGIN IMMEDIATE` has taken the database's write lock already.
        WriteLocking::WholeDatabase => "SELECT id FROM webhook_handover_sweep WHERE id = 1",
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
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
{
    /// One step of the sweep, in one transaction: at most [`STEP`] notifications of at most
    /// [`ENDPOINTS_PER_STEP`] endpoints.
    pub(super) async fn rescue_stranded_handovers(
        &self,
        written_before: DateTime<Utc>,
    ) -> StoreResult<SweepStep> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The shared row is the sweep's lock: one instance sweeps at a time.
        if sqlx::query(take_sweep(B::WRITE_LOCKING))
            .fetch_optional(&mut *tx)
            .await?
            .is_none()
        {
            return Ok(SweepStep {
                rescued: 0,
                more: false,
            });
        }
        let mut rescued = sqlx::query(RESCUE_OLD_HANDOVERS)
            .bind(written_before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let endpoints = sqlx::query(behind(B::WRITE_LOCKING))
            .bind(written_before)
            .bind(ENDPOINTS_PER_STEP)
            .fetch_all(&mut *tx)
            .await?;
        let (mut left, mut moved) = (STEP, false);
        for endpoint in &endpoints {
            if left == 0 {
                break;
            }
            let webhook_id: Uuid = endpoint.try_get("id")?;
            let owner: Uuid = endpoint.try_get("user_id")?;
            let from: i64 = endpoint.try_get("swept_through_id")?;
            let after = sqlx::query(AFTER)
                .bind(owner)
                .bind(from)
                .bind(left)
                .fetch_all(&mut *tx)
                .await?;
            left -= after.len() as i64;
            // Up to the first notification still too young to sweep.
            let mut through = from;
            for row in &after {
                if row.try_get::<DateTime<Utc>, _>("created_at")? > written_before {
                    break;
                }
                through = row.try_get("id")?;
            }
            if through == from {
                continue;
            }
            moved = true;
            rescued += sqlx::query(&**RESCUE)
                .bind(webhook_id)
                .bind(owner)
                .bind(from)
                .bind(through)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            sqlx::query("UPDATE webhooks SET swept_through_id = $2 WHERE id = $1")
                .bind(webhook_id)
                .bind(through)
                .execute(&mut *tx)
                .await?;
        }
        // For instances of the release before migration 0021, still sweeping by time during a
        // rolling deploy: everything up to the bound is swept.
        sqlx::query(
            "UPDATE webhook_handover_sweep SET swept_through_at = $1
             WHERE id = 1 AND swept_through_at < $1",
        )
        .bind(written_before)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        // A full list whose endpoints all wait on a young notification is no backlog: only a
        // step that moved a position, and stopped at a limit, leaves more for the next.
        let more = left == 0 || (moved && endpoints.len() as i64 == ENDPOINTS_PER_STEP);
        Ok(SweepStep { rescued, more })
    }
}
