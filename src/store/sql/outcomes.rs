//! Recording what became of webhook deliveries, on any [`Backend`]: attempts' outcomes, in
//! batches, and deliveries given back unsent. A claimed delivery's row is updated; a handed-over
//! one has none yet, and gets it here, written once with its outcome (see
//! `migrations/postgres/0010_outbox_written_once.sql`).

use std::collections::BTreeMap;
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::outbox::{WRITE_ATTEMPTED, WRITE_DELIVERED, WRITE_RELEASED};
use super::webhooks::{NO_DELIVERY, batch_parameters, delete_endpoint};
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, RowsAffected};
use crate::store::{AttemptOutcome, CLAIM_BATCH, DeliveryKey, StoreResult};

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i32>: Param<'q, DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
{
    pub(super) async fn release_unsent_deliveries(
        &self,
        deliveries: &[DeliveryKey],
    ) -> StoreResult<()> {
        let stored: Vec<i64> = deliveries.iter().filter_map(|key| key.id).collect();
        for chunk in stored.chunks(CLAIM_BATCH) {
            let mut query = sqlx::query(&**RELEASE);
            for slot in 0..CLAIM_BATCH {
                query = query.bind(chunk.get(slot).copied().unwrap_or(NO_DELIVERY));
            }
            query.execute(&self.pool).await?;
        }
        // Handed over, never tried: their rows, due at once. Rare (a queue too long to send
        // within the lease), so one at a time.
        for key in deliveries.iter().filter(|key| key.id.is_none()) {
            sqlx::query(WRITE_RELEASED)
                .bind(key.webhook_id)
                .bind(key.user_id)
                .bind(key.notification_id)
                .bind(key.written_at)
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    /// Records a batch of attempts in one transaction: the deliveries that succeeded with one
    /// statement per status code answered (nearly always one), then each failure on its own.
    pub(super) async fn record_delivery_attempts(
        &self,
        outcomes: &[AttemptOutcome],
    ) -> StoreResult<()> {
        if outcomes.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The endpoints of handed-over deliveries, whose rows are written here: held until the
        // rows are, in a fixed order (an endpoint or account deleted meanwhile then either waits
        // for them and deletes them, or has gone before, and they are not written).
        if let Some(lock) = B::WRITE_LOCKING.lock_endpoint() {
            let endpoints: std::collections::BTreeSet<Uuid> = outcomes
                .iter()
                .filter(|outcome| outcome.delivery.id.is_none())
                .map(|outcome| outcome.delivery.webhook_id)
                .collect();
            for endpoint in endpoints {
                sqlx::query(lock).bind(endpoint).execute(&mut *tx).await?;
            }
        }
        let mut delivered: BTreeMap<Option<i32>, Vec<&AttemptOutcome>> = BTreeMap::new();
        for outcome in outcomes.iter().filter(|outcome| outcome.delivered) {
            delivered.entry(outcome.status).or_default().push(outcome);
        }
        for (status, group) in &delivered {
            for chunk in group.chunks(CLAIM_BATCH) {
                let at = chunk.iter().map(|outcome| outcome.at).max();
                let stored: Vec<i64> = chunk.iter().filter_map(|o| o.delivery.id).collect();
                if !stored.is_empty() {
                    let mut query = sqlx::query(&**MARK_DELIVERED).bind(at).bind(*status);
                    for slot in 0..CLAIM_BATCH {
                        query = query.bind(stored.get(slot).copied().unwrap_or(NO_DELIVERY));
                    }
                    query.execute(&mut *tx).await?;
                }
                let handed_over: Vec<&DeliveryKey> = chunk
                    .iter()
                    .map(|outcome| &outcome.delivery)
                    .filter(|key| key.id.is_none())
                    .collect();
                if !handed_over.is_empty() {
                    let mut query = sqlx::query(&**WRITE_DELIVERED).bind(at).bind(*status);
                    for slot in 0..CLAIM_BATCH {
                        // A padding slot names no endpoint, so it writes nothing.
                        let key = handed_over.get(slot);
                        query = query
                            .bind(key.map_or(Uuid::nil(), |key| key.webhook_id))
                            .bind(key.map_or(Uuid::nil(), |key| key.user_id))
                            .bind(key.map_or(0, |key| key.notification_id))
                            .bind(key.map_or(at.unwrap_or_default(), |key| key.written_at));
                    }
                    query.execute(&mut *tx).await?;
                }
                // Only endpoints that had failed when claimed are written to, and nearly always
                // there are none. (If another instance records a failure of the endpoint
                // meanwhile, its count stands until the endpoint's next success.)
                let failing: Vec<Uuid> = chunk
                    .iter()
                    .filter(|outcome| outcome.endpoint_failing)
                    .map(|outcome| outcome.delivery.webhook_id)
                    .collect();
                if failing.is_empty() {
                    continue;
                }
                let mut query = sqlx::query(&**RESET_FAILURES);
                for slot in 0..CLAIM_BATCH {
                    query = query.bind(failing.get(slot).copied().unwrap_or(Uuid::nil()));
                }
                query.execute(&mut *tx).await?;
            }
        }
        for failed in outcomes.iter().filter(|outcome| !outcome.delivered) {
            if failed.endpoint_gone {
                delete_endpoint(&mut tx, failed.delivery.webhook_id).await?;
                tracing::info!(
                    webhook_id = %failed.delivery.webhook_id,
                    "push subscription gone: deleted"
                );
            } else {
                record_failure(&mut tx, failed).await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }
}

/// `$1..` the deliveries given back unsent: due at once (a handed-over one since it was written).
static RELEASE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE webhook_deliveries SET locked_until = NULL, attempts = attempts - 1,
            next_attempt_at = COALESCE(next_attempt_at, created_at)
         WHERE status = 'pending' AND attempts > 0 AND id IN ({})",
        batch_parameters(1)
    )
});

/// `$1` when, `$2` the status code answered, `$3..` the delivered ids (of rows claimed).
static MARK_DELIVERED: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE webhook_deliveries SET status = 'delivered', delivered_at = $1,
            last_status = $2, last_error = NULL, locked_until = NULL, next_attempt_at = NULL
         WHERE id IN ({})",
        batch_parameters(3)
    )
});

/// `$1..` the endpoints that took a delivery.
static RESET_FAILURES: LazyLock<String> = LazyLock::new(|| {
    format!(
        "UPDATE webhooks SET consecutive_failures = 0
         WHERE consecutive_failures <> 0 AND id IN ({})",
        batch_parameters(1)
    )
});

/// A failed attempt: retried later or given up, and the endpoint disabled once it has failed
/// too often in a row.
async fn record_failure<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    outcome: &AttemptOutcome,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> i32: ColumnValue<DB>,
    for<'q> i64: Param<'q, DB>,
    for<'q> Option<i32>: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
{
    let (status, next_attempt_at) = match outcome.retry_at {
        Some(at) => ("pending", Some(at)),
        None => ("failed", None),
    };
    let key = &outcome.delivery;
    match key.id {
        Some(id) => {
            sqlx::query(
                "UPDATE webhook_deliveries SET status = $2, next_attempt_at = $3,
                    locked_until = NULL, last_status = $4, last_error = $5
                 WHERE id = $1 AND status = 'pending'",
            )
            .bind(id)
            .bind(status)
            .bind(next_attempt_at)
            .bind(outcome.status)
            .bind(outcome.error.as_deref())
            .execute(&mut **tx)
            .await?;
        }
        // Handed over: its row, written once (unless the endpoint is gone, or the sweep wrote
        // it meanwhile); no retry for an endpoint disabled meanwhile (by an earlier failure of
        // this batch, say), as disabling cancels the rows it finds.
        None => {
            sqlx::query(WRITE_ATTEMPTED)
                .bind(key.webhook_id)
                .bind(key.user_id)
                .bind(key.notification_id)
                .bind(status)
                .bind(next_attempt_at)
                .bind(key.written_at)
                .bind(outcome.status)
                .bind(outcome.error.as_deref())
                .execute(&mut **tx)
                .await?;
        }
    }
    let endpoint = sqlx::query(
        "UPDATE webhooks SET consecutive_failures = consecutive_failures + 1 WHERE id = $1
         RETURNING consecutive_failures, disabled_at",
    )
    .bind(key.webhook_id)
    .fetch_optional(&mut **tx)
    .await?;
    if let Some(endpoint) = endpoint {
        let failures: i32 = endpoint.try_get("consecutive_failures")?;
        let disabled: Option<DateTime<Utc>> = endpoint.try_get("disabled_at")?;
        if failures >= outcome.disable_after && disabled.is_none() {
            sqlx::query("UPDATE webhooks SET disabled_at = $2 WHERE id = $1")
                .bind(key.webhook_id)
                .bind(outcome.at)
                .execute(&mut **tx)
                .await?;
            sqlx::query(
                "UPDATE webhook_deliveries
                 SET status = 'cancelled', locked_until = NULL, next_attempt_at = NULL
                 WHERE webhook_id = $1 AND status = 'pending'",
            )
            .bind(key.webhook_id)
            .execute(&mut **tx)
            .await?;
            tracing::warn!(webhook_id = %key.webhook_id, failures, "webhook disabled");
        }
    }
    Ok(())
}
