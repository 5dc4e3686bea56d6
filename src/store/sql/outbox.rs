//! The outbox on any [`Backend`]: every statement that writes a notification or a webhook
//! delivery's row lives here (`docs/NOTIFICATIONS.md` draws a delivery's life), and the
//! [`WebhookStore`] and [`OutboxStore`] faces. A change's notifications and their rows are
//! written in its own transaction ([`SqlStore::write_notifications`]); a handed-over delivery's
//! row is written once, when its attempt is over or it is given back (`outcomes.rs`), or by the
//! sweep for an instance that stopped (`handover_sweep.rs`). Postgres' one-statement append
//! (migration 0018's `append_move`) mirrors the first two statements in PL/pgSQL.

use crate::domain::{NotificationData, NotificationKind};
use std::collections::BTreeMap;
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore};
use crate::engine::Seat;
use crate::store::backend::{Backend, RowsAffected};
use crate::store::{
    AttemptOutcome, CLAIM_BATCH, ClaimedDelivery, DeliveryKey, DeliveryRecord, Kept,
    LiveNotification, NewNotification, NotificationRecord, OutboxStore, SavedSubscription,
    StoreResult, SweepStep, WebhookRecord, WebhookStore,
};

/// The endpoints of person `$1` that want a kind (`$2`: the kind's bit): where a notification
/// of it is queued.
const ENDPOINTS_FOR: &str = "SELECT id, url, secret, consecutive_failures FROM webhooks
     WHERE user_id = $1 AND disabled_at IS NULL AND (kinds_mask & $2) <> 0";

/// One outbox row, due at once for a claim: `$1` the endpoint, `$2` the person, `$3` the
/// notification, `$4` when.
const QUEUE_DELIVERY: &str = "INSERT INTO webhook_deliveries
        (webhook_id, user_id, notification_id, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, 'pending', 0, $4, $4)";

/// What a transaction wrote to people: the items, each person's together, for
/// the news of them once it commits; the items it did not keep, to be sent live; and the
/// deliveries it leased to this instance (with no outbox row yet), with what sending them needs.
#[derive(Default)]
pub(in crate::store) struct Written {
    pub items: Vec<NotificationRecord>,
    pub live: Vec<LiveNotification>,
    pub deliveries: Vec<ClaimedDelivery>,
}

#[async_trait::async_trait]
impl<B, DB> WebhookStore for SqlStore<B>
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
    for<'q> Option<i64>: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
    Json<NotificationData>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
{
    async fn create_webhook(
        &self,
        webhook: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<Option<WebhookRecord>> {
        self.insert_webhook(webhook, limit).await
    }

    async fn save_push_subscription(
        &self,
        subscription: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<SavedSubscription> {
        self.upsert_push_subscription(subscription, limit).await
    }

    async fn webhooks_of(&self, user_id: Uuid) -> StoreResult<Vec<WebhookRecord>> {
        self.select_webhooks(user_id).await
    }

    async fn delete_webhook(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool> {
        self.remove_webhook(user_id, id).await
    }
}

#[async_trait::async_trait]
impl<B, DB> OutboxStore for SqlStore<B>
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
    for<'q> Option<i64>: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
    Json<NotificationData>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
{
    async fn deliveries(
        &self,
        user_id: Uuid,
        webhook_id: Uuid,
        before: Option<i64>,
        limit: i64,
    ) -> StoreResult<Option<Vec<DeliveryRecord>>> {
        self.select_deliveries(user_id, webhook_id, before, limit)
            .await
    }

    async fn claim_deliveries(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<ClaimedDelivery>> {
        self.claim_due_deliveries(now, lease_until, limit).await
    }

    async fn record_attempts(&self, outcomes: &[AttemptOutcome]) -> StoreResult<()> {
        self.record_delivery_attempts(outcomes).await
    }

    async fn release_deliveries(&self, deliveries: &[DeliveryKey]) -> StoreResult<()> {
        self.release_unsent_deliveries(deliveries).await
    }

    async fn rescue_handed_over(&self, written_before: DateTime<Utc>) -> StoreResult<SweepStep> {
        self.rescue_stranded_handovers(written_before).await
    }

    async fn prune_deliveries(&self, created_before: DateTime<Utc>) -> StoreResult<u64> {
        // Deliveries an instance of an older version finished with their time still set (see
        // migration 0009) leave the due index, through which this finds them.
        sqlx::query(
            "UPDATE webhook_deliveries SET next_attempt_at = NULL
             WHERE next_attempt_at IS NOT NULL AND status <> 'pending'",
        )
        .execute(&self.pool)
        .await?;
        Ok(sqlx::query(
            "DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < $1",
        )
        .bind(created_before)
        .execute(&self.pool)
        .await?
        .rows_affected())
    }
}

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
{
    /// Writes `items` in `tx`, with their outbox rows, or, when `lease` is given, their
    /// deliveries handed over to this instance instead (leased until then; each writes its row
    /// with its outcome): each person's ids follow on from their last, in a fixed order of people so that
    /// two transactions never deadlock on the counters. Items with a `once_key` the person
    /// already has are skipped; items kept only when delivered that no endpoint wants are
    /// returned as live ones, unwritten.
    pub(in crate::store) async fn write_notifications(
        tx: &mut sqlx::Transaction<'_, DB>,
        items: &[NewNotification],
        at: DateTime<Utc>,
        lease: Option<DateTime<Utc>>,
    ) -> StoreResult<Written> {
        let mut written = Written::default();
        // Each person's items to keep, with the endpoints that want each.
        type ToKeep<'i, Row> = Vec<(&'i NewNotification, Vec<Row>)>;
        let mut by_person: BTreeMap<Uuid, ToKeep<'_, DB::Row>> = BTreeMap::new();
        for item in items {
            if let Some(key) = &item.once_key {
                let seen = sqlx::query(
                    "SELECT id FROM notifications WHERE user_id = $1 AND once_key = $2",
                )
                .bind(item.user_id)
                .bind(key.as_str())
                .fetch_optional(&mut **tx)
                .await?;
                if seen.is_some() {
                    continue;
                }
            }
            let endpoints = sqlx::query(ENDPOINTS_FOR)
                .bind(item.user_id)
                .bind(item.data.kind().bit())
                .fetch_all(&mut **tx)
                .await?;
            if item.kept == Kept::WhenDelivered && endpoints.is_empty() {
                written.live.push(LiveNotification {
                    user_id: item.user_id,
                    data: item.data.clone(),
                });
                continue;
            }
            by_person
                .entry(item.user_id)
                .or_default()
                .push((item, endpoints));
        }
        for (person, items) in &by_person {
            let count = items.len() as i64;
            // A plain update when the person has a head, as nearly everyone has: an upsert
            // that meets the row locks it first, and that lock is a WAL record of its own.
            let head = sqlx::query(
                "UPDATE notification_heads SET last_id = last_id + $2 WHERE user_id = $1
                 RETURNING last_id",
            )
            .bind(*person)
            .bind(count)
            .fetch_optional(&mut **tx)
            .await?;
            let head = match head {
                Some(head) => head,
                // Their first notification; the upsert covers another transaction making the
                // row meanwhile.
                None => {
                    sqlx::query(
                        "INSERT INTO notification_heads (user_id, last_id) VALUES ($1, $2)
                         ON CONFLICT (user_id) DO UPDATE
                            SET last_id = notification_heads.last_id + excluded.last_id
                         RETURNING last_id",
                    )
                    .bind(*person)
                    .bind(count)
                    .fetch_one(&mut **tx)
                    .await?
                }
            };
            let last: i64 = head.try_get("last_id")?;
            for (offset, (item, endpoints)) in items.iter().enumerate() {
                let id = last - count + 1 + offset as i64;
                let kind = item.data.kind();
                sqlx::query(
                    "INSERT INTO notifications (user_id, id, kind, data, once_key, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(*person)
                .bind(id)
                .bind(kind.as_str())
                .bind(Json(&item.data))
                .bind(item.once_key.as_deref())
                .bind(at)
                .execute(&mut **tx)
                .await?;
                let record = NotificationRecord {
                    user_id: *person,
                    id,
                    data: item.data.clone(),
                    created_at: at,
                    read_at: None,
                };
                for endpoint in endpoints {
                    let webhook_id: Uuid = endpoint.try_get("id")?;
                    match lease {
                        Some(leased_until) => {
                            written.deliveries.push(ClaimedDelivery::handed_over(
                                webhook_id,
                                leased_until,
                                endpoint.try_get("url")?,
                                endpoint.try_get("secret")?,
                                endpoint.try_get("consecutive_failures")?,
                                record.clone(),
                            ))
                        }
                        None => {
                            sqlx::query(QUEUE_DELIVERY)
                                .bind(webhook_id)
                                .bind(*person)
                                .bind(id)
                                .bind(at)
                                .execute(&mut **tx)
                                .await?;
                        }
                    }
                }
                written.items.push(record);
            }
        }
        Ok(written)
    }
}

/// The rows of handed-over deliveries that were delivered, written once: `$1` when, `$2` the
/// status code answered, then four parameters a delivery (endpoint, person, notification, when
/// the notification was written). Only for endpoints that still exist (one deleted meanwhile
/// keeps no history); a row already there (the sweep took the delivery for stranded) stays.
pub(super) static WRITE_DELIVERED: LazyLock<String> = LazyLock::new(|| {
    let rows: Vec<String> = (0..CLAIM_BATCH)
        .map(|slot| {
            let first = 3 + 4 * slot;
            format!(
                "(${}, ${}, ${}, ${})",
                first,
                first + 1,
                first + 2,
                first + 3
            )
        })
        .collect();
    format!(
        "INSERT INTO webhook_deliveries
            (webhook_id, user_id, notification_id, status, attempts, last_attempt_at,
                last_status, delivered_at, created_at)
         SELECT v.column1, v.column2, v.column3, 'delivered', 1, v.column4, $2, $1, v.column4
         FROM (VALUES {}) AS v JOIN webhooks w ON w.id = v.column1
         WHERE true
         ON CONFLICT (webhook_id, notification_id) DO NOTHING",
        rows.join(", ")
    )
});

/// A handed-over delivery given back unsent, written due at once (cancelled if its endpoint was
/// disabled meanwhile): `$1` the endpoint, `$2` the person, `$3` the notification, `$4` when it
/// was written.
pub(super) const WRITE_RELEASED: &str = "INSERT INTO webhook_deliveries
        (webhook_id, user_id, notification_id, status, attempts, next_attempt_at, created_at)
     SELECT id, $2, $3, CASE WHEN disabled_at IS NULL THEN 'pending' ELSE 'cancelled' END, 0,
        CASE WHEN disabled_at IS NULL THEN $4 END, $4
     FROM webhooks WHERE id = $1
     ON CONFLICT (webhook_id, notification_id) DO NOTHING";

/// A handed-over delivery's row after an attempt that failed, written once: `$1` the endpoint,
/// `$2` the person, `$3` the notification, `$4` the status (`pending` to retry at `$5`, or
/// `failed`), `$6` when the notification was written (and the attempt began), `$7` and `$8` the
/// answer's status code and error. Only for an endpoint that still exists, and not over a row the
/// sweep wrote meanwhile; no retry for an endpoint disabled meanwhile (by an earlier failure of
/// the same batch, say), as disabling cancels the rows it finds.
pub(super) const WRITE_ATTEMPTED: &str = "INSERT INTO webhook_deliveries
        (webhook_id, user_id, notification_id, status, attempts, next_attempt_at,
            last_attempt_at, last_status, last_error, created_at)
     SELECT id, $2, $3,
        CASE WHEN disabled_at IS NULL OR $4 <> 'pending' THEN $4 ELSE 'cancelled' END,
        1, CASE WHEN disabled_at IS NULL THEN $5 END, $6, $7, $8, $6
     FROM webhooks WHERE id = $1
     ON CONFLICT (webhook_id, notification_id) DO NOTHING";

/// `$1` the endpoint, `$2` its owner, `$3` its sweep's position, `$4` how far this step reads:
/// a row, due at once, for each of the owner's notifications in between that the endpoint wanted
/// (enabled, registered by then, of a kind it takes) and that has none for it. Its first attempt
/// counts as begun: its instance may have sent it before stopping.
pub(super) static RESCUE: LazyLock<String> = LazyLock::new(|| {
    // The kind's bit, as `webhooks.kinds_mask` holds it (see `NotificationKind::bit`).
    let bits: String = NotificationKind::ALL
        .iter()
        .map(|kind| format!(" WHEN '{}' THEN {}", kind.as_str(), kind.bit()))
        .collect();
    format!(
        "INSERT INTO webhook_deliveries
            (webhook_id, user_id, notification_id, status, attempts, next_attempt_at,
                last_attempt_at, created_at)
         SELECT w.id, n.user_id, n.id, 'pending', 1, n.created_at, n.created_at, n.created_at
         FROM notifications n JOIN webhooks w ON w.user_id = n.user_id
         WHERE w.id = $1 AND n.user_id = $2 AND n.id > $3 AND n.id <= $4
            AND w.disabled_at IS NULL AND w.created_at <= n.created_at
            AND (w.kinds_mask & CASE n.kind{bits} ELSE 0 END) <> 0
            AND NOT EXISTS (
                SELECT 1 FROM webhook_deliveries d
                WHERE d.webhook_id = w.id AND d.notification_id = n.id
            )
         ON CONFLICT (webhook_id, notification_id) DO NOTHING"
    )
});
