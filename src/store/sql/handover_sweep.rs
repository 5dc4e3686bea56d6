//! The sweep for handed-over deliveries whose instance stopped before recording them.
//!
//! A move's delivery is written leased to the instance that made the move, with no
//! `next_attempt_at`: it is not waiting for a claim, so it is not in the due index, and marking
//! it delivered changes no indexed column (see `migrations/postgres/0009_heap_only_deliveries.sql`).
//! If the instance stops first, nothing would ever claim it; this sweep finds it and makes it
//! due when its lease ends, for any instance's claim.
//!
//! The sweep reads the outbox in id order from a cursor the instances share, passing only
//! deliveries written before a bound far enough back (a lease) that any live instance has
//! recorded them, so each delivery is read about once. That relies on ids being taken in
//! nearly the order of writing and a move's statement committing within that bound: a move
//! statement holds no lock longer than the store's lock timeout (seconds), against a lease of
//! minutes.

use chrono::{DateTime, Utc};
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};

use super::webhooks::{NO_DELIVERY, batch_parameters};
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, RowsAffected, WriteLocking};
use crate::store::{CLAIM_BATCH, StoreResult, SweepStep};

/// How many deliveries the sweep reads per query.
const PAGE: i64 = 256;
/// The most pages one step of the sweep reads before it commits what it found and moves its
/// cursor. On SQLite a step's transaction holds the database's one write lock, which every move
/// waits for: after a long spell with no delivering instance the sweep may have a week of the
/// outbox to pass, and reads it in steps of about 4 000 deliveries (a few milliseconds each),
/// between which the worker claims and the moves write.
const PAGES_PER_TRANSACTION: usize = 16;

/// `$1` the cursor, `$2` how many: the deliveries after the cursor, each with whether it is still
/// with the instance it was handed over to (pending, and not due for a claim).
const PAGE_AFTER: &str = "SELECT id, created_at,
        CASE WHEN status = 'pending' AND next_attempt_at IS NULL THEN 1 ELSE 0 END AS handed_over
     FROM webhook_deliveries WHERE id > $1 ORDER BY id LIMIT $2";

/// `$1..` stranded deliveries: due for a claim when their lease ends.
static RESCUE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    format!(
        "UPDATE webhook_deliveries SET next_attempt_at = COALESCE(locked_until, created_at)
         WHERE status = 'pending' AND next_attempt_at IS NULL AND id IN ({})",
        batch_parameters(1)
    )
});

/// The cursor, held for the transaction; on Postgres, none when another instance is sweeping.
fn take_cursor(locking: WriteLocking) -> &'static str {
    match locking {
        WriteLocking::RowsRead => {
            "SELECT swept_through FROM webhook_handover_sweep WHERE id = 1 FOR UPDATE SKIP LOCKED"
        }
        // `BEGIN IMMEDIATE` has taken the database's write lock already.
        WriteLocking::WholeDatabase => {
            "SELECT swept_through FROM webhook_handover_sweep WHERE id = 1"
        }
    }
}

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row>,
    for<'q> i32: ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: ColumnValue<DB>,
{
    /// One step of the sweep, in one transaction: at most [`PAGES_PER_TRANSACTION`] pages.
    pub(super) async fn rescue_stranded_handovers(
        &self,
        written_before: DateTime<Utc>,
    ) -> StoreResult<SweepStep> {
        let done = SweepStep {
            rescued: 0,
            more: false,
        };
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let Some(cursor) = sqlx::query(take_cursor(B::WRITE_LOCKING))
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(done);
        };
        let from: i64 = cursor.try_get("swept_through")?;
        let (mut through, mut stranded, mut more) = (from, Vec::new(), false);
        'pages: for page_number in 1..=PAGES_PER_TRANSACTION {
            let page = sqlx::query(PAGE_AFTER)
                .bind(through)
                .bind(PAGE)
                .fetch_all(&mut *tx)
                .await?;
            for row in &page {
                let written: DateTime<Utc> = row.try_get("created_at")?;
                if written >= written_before {
                    break 'pages;
                }
                through = row.try_get("id")?;
                if row.try_get::<i32, _>("handed_over")? != 0 {
                    stranded.push(through);
                }
            }
            if page.len() < PAGE as usize {
                break;
            }
            // A full last page: there may be more to pass, in the next transaction.
            more = page_number == PAGES_PER_TRANSACTION;
        }
        if through == from {
            return Ok(done);
        }
        for chunk in stranded.chunks(CLAIM_BATCH) {
            let mut query = sqlx::query(&**RESCUE);
            for slot in 0..CLAIM_BATCH {
                query = query.bind(chunk.get(slot).copied().unwrap_or(NO_DELIVERY));
            }
            query.execute(&mut *tx).await?;
        }
        sqlx::query("UPDATE webhook_handover_sweep SET swept_through = $1 WHERE id = 1")
            .bind(through)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(SweepStep {
            rescued: stranded.len() as u64,
            more,
        })
    }
}
