//! Webhook endpoints and claims on any [`Backend`]: what [`WebhookStore`](crate::store::WebhookStore)
//! and [`OutboxStore`](crate::store::OutboxStore) do for endpoints, the deliveries listing and
//! claims, as inherent methods their impls (in `outbox.rs`) call; what became of deliveries is
//! recorded in `outcomes.rs`.

use crate::domain::{DeliveryStatus, NotificationData, NotificationKind};
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::inbox::notification_from_row;
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, RowsAffected, WriteLocking};
use crate::store::{
    CLAIM_BATCH, ClaimedDelivery, DeliveryRecord, PUSH_SECRET_PREFIX, SavedSubscription,
    StoreError, StoreResult, WebhookRecord,
};

macro_rules! webhook_columns {
    () => {
        "SELECT id, user_id, url, kinds_mask, secret, created_at, consecutive_failures,
            disabled_at FROM webhooks"
    };
}

/// Takes due, unleased deliveries and leases them, in one statement: `$1` now, `$2` the lease's
/// end, `$3` how many; the arguments say which ids (from `due_deliveries!`) and what is returned.
macro_rules! claim_deliveries {
    ($($ids:expr),+ ; $returning:expr) => {
        concat!(
            "UPDATE webhook_deliveries
                SET locked_until = $2, attempts = attempts + 1, last_attempt_at = $1
             WHERE id ",
            $($ids),+,
            " RETURNING ",
            $returning
        )
    };
}

/// What a claimed delivery needs to be sent, from `webhook_deliveries d`, `webhooks w` and
/// `notifications n`, the last two left-joined: a NULL `url` is an endpoint deleted while the
/// notification was being written.
macro_rules! delivery_details {
    () => {
        "d.id AS delivery_id, d.webhook_id, d.attempts, w.url, w.secret, w.consecutive_failures,
            n.user_id, n.id, n.data, n.created_at, n.read_at"
    };
}

/// The due, unleased deliveries, oldest first (the claim's subquery). Only deliveries waiting
/// for a claim have a `next_attempt_at`: not those handed over to their instance, nor those over.
macro_rules! due_deliveries {
    () => {
        "SELECT id FROM webhook_deliveries
         WHERE next_attempt_at <= $1 AND status = 'pending'
            AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY next_attempt_at LIMIT $3"
    };
}

impl WriteLocking {
    fn claim_deliveries(self) -> &'static str {
        match self {
            // Several instances claim at once: each skips the rows another is taking. The ids
            // are gathered into an array first, once: as `id IN (subquery)`, a plan made while
            // the outbox looked empty (a fresh database, statistics not yet gathered) joined
            // every row of the outbox against the subquery run again for each, which grew with
            // the square of the table (millions of page reads a minute under load).
            // The claimed rows are then joined to what sending them needs, each by its index
            // (`OFFSET 0` keeps the planner from hashing whole tables for a few rows).
            WriteLocking::RowsRead => concat!(
                "WITH d AS (",
                claim_deliveries!(
                    "= ANY(ARRAY(",
                    due_deliveries!(),
                    " FOR UPDATE SKIP LOCKED))";
                    "id, webhook_id, user_id, notification_id, attempts"
                ),
                ") SELECT ",
                delivery_details!(),
                " FROM d
                LEFT JOIN LATERAL (
                    SELECT url, secret, consecutive_failures FROM webhooks
                    WHERE id = d.webhook_id OFFSET 0
                ) w ON true
                LEFT JOIN LATERAL (
                    SELECT user_id, id, data, created_at, read_at FROM notifications
                    WHERE user_id = d.user_id AND id = d.notification_id OFFSET 0
                ) n ON true"
            ),
            // One process, and one writer at a time (SQLite has no arrays, and no UPDATE in a
            // WITH): the details follow in a second query (`CLAIMED_DETAILS`).
            WriteLocking::WholeDatabase => {
                claim_deliveries!("IN (", due_deliveries!(), ")"; "id")
            }
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
    Option<String>: ColumnValue<DB>,
    Option<i64>: ColumnValue<DB>,
    Json<NotificationData>: ColumnValue<DB>,
{
    pub(super) async fn insert_webhook(
        &self,
        webhook: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<Option<WebhookRecord>> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        if count_endpoints(&mut tx, B::WRITE_LOCKING, webhook).await? >= limit {
            return Ok(None);
        }
        insert_endpoint(&mut tx, webhook).await?;
        tx.commit().await?;
        Ok(Some(webhook.clone()))
    }

    pub(super) async fn upsert_push_subscription(
        &self,
        subscription: &WebhookRecord,
        limit: i64,
    ) -> StoreResult<SavedSubscription> {
        debug_assert!(subscription.is_push());
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let push_pattern = push_secret_pattern();
        if B::WRITE_LOCKING == WriteLocking::RowsRead {
            // Two people saving the same browser's endpoint at once would each miss the other's
            // row (each locks only their own person): the endpoint is locked first, so the
            // second finds the first's row and takes it over. (SQLite writes one at a time.)
            sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))")
                .bind(subscription.url.as_str())
                .execute(&mut *tx)
                .await?;
        }
        // Locks the person (in count_endpoints), as registering a webhook does.
        let count = count_endpoints(&mut tx, B::WRITE_LOCKING, subscription).await?;
        let existing = sqlx::query(concat!(
            webhook_columns!(),
            " WHERE user_id = $1 AND url = $2 AND secret LIKE $3"
        ))
        .bind(subscription.user_id)
        .bind(subscription.url.as_str())
        .bind(push_pattern.as_str())
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(existing) = existing {
            let existing = webhook_from_row(&existing)?;
            // New keys and kinds; a subscription disabled after failures is enabled again (the
            // browser just confirmed it).
            sqlx::query(
                "UPDATE webhooks SET secret = $2, kinds_mask = $3, consecutive_failures = 0,
                    disabled_at = NULL
                 WHERE id = $1",
            )
            .bind(existing.id)
            .bind(subscription.secret.as_str())
            .bind(NotificationKind::mask(&subscription.kinds))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            return Ok(SavedSubscription::Updated(WebhookRecord {
                secret: subscription.secret.clone(),
                kinds: subscription.kinds.clone(),
                consecutive_failures: 0,
                disabled_at: None,
                ..existing
            }));
        }
        if count >= limit {
            return Ok(SavedSubscription::TooMany);
        }
        // The browser now belongs to this person: whoever subscribed it before is told nothing
        // more on it.
        let others: Vec<Uuid> = sqlx::query(
            "SELECT id FROM webhooks WHERE url = $1 AND secret LIKE $2 AND user_id <> $3",
        )
        .bind(subscription.url.as_str())
        .bind(push_pattern.as_str())
        .bind(subscription.user_id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()?;
        for id in others {
            delete_endpoint(&mut tx, id).await?;
        }
        insert_endpoint(&mut tx, subscription).await?;
        tx.commit().await?;
        Ok(SavedSubscription::Created(subscription.clone()))
    }

    pub(super) async fn select_webhooks(&self, user_id: Uuid) -> StoreResult<Vec<WebhookRecord>> {
        let rows = sqlx::query(concat!(
            webhook_columns!(),
            " WHERE user_id = $1 ORDER BY created_at, id"
        ))
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(webhook_from_row).collect()
    }

    pub(super) async fn remove_webhook(&self, user_id: Uuid, id: Uuid) -> StoreResult<bool> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let owned = sqlx::query("SELECT id FROM webhooks WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
        if owned.is_none() {
            return Ok(false);
        }
        delete_endpoint(&mut tx, id).await?;
        tx.commit().await?;
        Ok(true)
    }

    pub(super) async fn select_deliveries(
        &self,
        user_id: Uuid,
        webhook_id: Uuid,
        before: Option<i64>,
        limit: i64,
    ) -> StoreResult<Option<Vec<DeliveryRecord>>> {
        let owned = sqlx::query("SELECT id FROM webhooks WHERE id = $1 AND user_id = $2")
            .bind(webhook_id)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        if owned.is_none() {
            return Ok(None);
        }
        let rows = sqlx::query(
            // In the order of the (webhook_id, notification_id) key, which serves it. (Not by
            // id: a handed-over delivery's row, and so its id, comes with its outcome.)
            "SELECT d.id, d.notification_id, n.kind, d.status, d.attempts,
                -- Over, or leased to an instance by an older version: tried since it was written.
                COALESCE(d.next_attempt_at, d.last_attempt_at, d.created_at) AS next_attempt_at,
                d.last_attempt_at, d.last_status, d.last_error, d.delivered_at, d.created_at
             FROM webhook_deliveries d
             JOIN notifications n ON n.user_id = d.user_id AND n.id = d.notification_id
             WHERE d.webhook_id = $1 AND ($2 IS NULL OR d.notification_id < $2)
             ORDER BY d.notification_id DESC LIMIT $3",
        )
        .bind(webhook_id)
        .bind(before)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(delivery_from_row)
            .collect::<StoreResult<_>>()
            .map(Some)
    }

    pub(super) async fn claim_due_deliveries(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> StoreResult<Vec<ClaimedDelivery>> {
        let limit = limit.clamp(0, CLAIM_BATCH as i64);
        let claim = sqlx::query(B::WRITE_LOCKING.claim_deliveries())
            .bind(now)
            .bind(lease_until)
            .bind(limit);
        let found = match B::WRITE_LOCKING {
            // The claim returns what each delivery needs to be sent, in the same round trip.
            WriteLocking::RowsRead => claim.fetch_all(&self.pool).await?,
            WriteLocking::WholeDatabase => {
                let claimed = claim.fetch_all(&self.pool).await?;
                if claimed.is_empty() {
                    return Ok(Vec::new());
                }
                // What each needs to be sent, for the whole claim in one query.
                let mut query = sqlx::query(&**CLAIMED_DETAILS);
                for slot in 0..CLAIM_BATCH {
                    let id = match claimed.get(slot) {
                        Some(row) => row.try_get::<i64, _>("id")?,
                        None => NO_DELIVERY,
                    };
                    query = query.bind(id);
                }
                query.fetch_all(&self.pool).await?
            }
        };
        let mut deliveries = Vec::with_capacity(found.len());
        for row in &found {
            let id: i64 = row.try_get("delivery_id")?;
            let url: Option<String> = row.try_get("url")?;
            let notification_id: Option<i64> = row.try_get("id")?;
            let (Some(url), Some(_)) = (url, notification_id) else {
                // Its endpoint was deleted while the notification was being written.
                sqlx::query("DELETE FROM webhook_deliveries WHERE id = $1")
                    .bind(id)
                    .execute(&self.pool)
                    .await?;
                continue;
            };
            deliveries.push(ClaimedDelivery {
                id: Some(id),
                webhook_id: row.try_get("webhook_id")?,
                attempt: row.try_get("attempts")?,
                leased_until: lease_until,
                url,
                secret: row.try_get("secret")?,
                endpoint_failing: row.try_get::<i32, _>("consecutive_failures")? > 0,
                notification: notification_from_row(row)?,
            });
        }
        Ok(deliveries)
    }
}

/// How many endpoints of the same method as `endpoint` (webhooks, or push subscriptions) its
/// person has, with the person's row locked, which keeps two registrations at once from both
/// passing the count.
async fn count_endpoints<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    locking: WriteLocking,
    endpoint: &WebhookRecord,
) -> StoreResult<i64>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> bool: Param<'q, DB>,
    i64: ColumnValue<DB>,
{
    let lock_person = match locking {
        WriteLocking::RowsRead => "SELECT id FROM users WHERE id = $1 FOR UPDATE",
        WriteLocking::WholeDatabase => "SELECT id FROM users WHERE id = $1",
    };
    sqlx::query(lock_person)
        .bind(endpoint.user_id)
        .fetch_one(&mut **tx)
        .await?;
    let push_pattern = push_secret_pattern();
    Ok(sqlx::query(
        "SELECT COUNT(*) AS count FROM webhooks
         WHERE user_id = $1 AND (secret LIKE $2) = $3",
    )
    .bind(endpoint.user_id)
    .bind(push_pattern.as_str())
    .bind(endpoint.is_push())
    .fetch_one(&mut **tx)
    .await?
    .try_get("count")?)
}

/// What `secret LIKE` matches a push subscription's by.
fn push_secret_pattern() -> String {
    format!("{PUSH_SECRET_PREFIX}%")
}

async fn insert_endpoint<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    endpoint: &WebhookRecord,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'n> &'n str: Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> i64: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB>,
{
    sqlx::query(
        "INSERT INTO webhooks (id, user_id, url, kinds_mask, secret, created_at, swept_through_id)
         VALUES ($1, $2, $3, $4, $5, $6,
            COALESCE((SELECT last_id FROM notification_heads WHERE user_id = $2), 0))",
    )
    .bind(endpoint.id)
    .bind(endpoint.user_id)
    .bind(endpoint.url.as_str())
    .bind(NotificationKind::mask(&endpoint.kinds))
    .bind(endpoint.secret.as_str())
    .bind(endpoint.created_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Deletes an endpoint and its deliveries (there is no foreign key to do it: see 0008).
pub(super) async fn delete_endpoint<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    id: Uuid,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> Uuid: Param<'q, DB>,
{
    sqlx::query("DELETE FROM webhooks WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM webhook_deliveries WHERE webhook_id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// No delivery has this id (they count from 1): what pads a fixed-length id list.
pub(super) const NO_DELIVERY: i64 = 0;

/// `$first, ..., $(first + CLAIM_BATCH - 1)`: a fixed-length list of parameters, so that a
/// statement over a batch has one text (prepared once) whatever the batch's size.
pub(super) fn batch_parameters(first: usize) -> String {
    (first..first + CLAIM_BATCH)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What claimed deliveries need to be sent (SQLite's second query): `$1..` the claimed ids.
static CLAIMED_DETAILS: LazyLock<String> = LazyLock::new(|| {
    format!(
        concat!(
            "SELECT ",
            delivery_details!(),
            " FROM webhook_deliveries d
            LEFT JOIN webhooks w ON w.id = d.webhook_id
            LEFT JOIN notifications n ON n.user_id = d.user_id AND n.id = d.notification_id
            WHERE d.id IN ({})"
        ),
        batch_parameters(1)
    )
});

fn webhook_from_row<R: Row>(row: &R) -> StoreResult<WebhookRecord>
where
    for<'n> &'n str: ColumnIndex<R>,
    Uuid: ColumnValue<R::Database>,
    i32: ColumnValue<R::Database>,
    i64: ColumnValue<R::Database>,
    String: ColumnValue<R::Database>,
    DateTime<Utc>: ColumnValue<R::Database>,
{
    Ok(WebhookRecord {
        id: row.try_get("id")?,
        user_id: row.try_get("user_id")?,
        url: row.try_get("url")?,
        kinds: NotificationKind::from_mask(row.try_get("kinds_mask")?),
        secret: row.try_get("secret")?,
        created_at: row.try_get("created_at")?,
        consecutive_failures: row.try_get("consecutive_failures")?,
        disabled_at: row.try_get("disabled_at")?,
    })
}

fn delivery_from_row<R: Row>(row: &R) -> StoreResult<DeliveryRecord>
where
    for<'n> &'n str: ColumnIndex<R>,
    i32: ColumnValue<R::Database>,
    i64: ColumnValue<R::Database>,
    String: ColumnValue<R::Database>,
    DateTime<Utc>: ColumnValue<R::Database>,
{
    let status: String = row.try_get("status")?;
    let kind: String = row.try_get("kind")?;
    let unknown = |what: &str, value: &str| {
        StoreError::Other(anyhow::anyhow!("unknown delivery {what} {value:?}"))
    };
    let status = DeliveryStatus::parse(&status).ok_or_else(|| unknown("status", &status))?;
    Ok(DeliveryRecord {
        id: row.try_get("id")?,
        notification_id: row.try_get("notification_id")?,
        kind: NotificationKind::ALL
            .into_iter()
            .find(|k| k.as_str() == kind)
            .ok_or_else(|| unknown("kind", &kind))?,
        status,
        attempts: row.try_get("attempts")?,
        next_attempt_at: match status {
            DeliveryStatus::Pending => Some(row.try_get("next_attempt_at")?),
            _ => None,
        },
        last_attempt_at: row.try_get("last_attempt_at")?,
        last_status: row.try_get("last_status")?,
        last_error: row.try_get("last_error")?,
        delivered_at: row.try_get("delivered_at")?,
        created_at: row.try_get("created_at")?,
    })
}
