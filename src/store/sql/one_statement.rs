//! The one-statement append's notifications (`Backend::ONE_STATEMENT_APPEND`): what it takes
//! as its notifications argument, and what its rows answer (who was told, with which ids, who is
//! told live only, and the webhook deliveries leased to this instance).

use sqlx::{ColumnIndex, Database, Row};
use uuid::Uuid;

use super::ColumnValue;
use super::outbox::Written;
use crate::store::{ClaimedDelivery, Kept, LiveNotification, NewEvent, NotificationRecord};

/// An event's notifications as the one-statement append takes them (`$11`); `None` when that
/// statement cannot write them (it writes at most one per person, and no item that must be
/// written at most once).
pub(super) fn notifications(event: &NewEvent<'_>) -> Option<serde_json::Value> {
    let mut rows = Vec::with_capacity(event.notifications.len());
    for (index, item) in event.notifications.iter().enumerate() {
        let told_before = event.notifications[..index]
            .iter()
            .any(|earlier| earlier.user_id == item.user_id);
        if item.once_key.is_some() || told_before {
            return None;
        }
        let kind = item.data.kind();
        rows.push(serde_json::json!({
            "user_id": item.user_id,
            "kind": kind.as_str(),
            "kind_bit": kind.bit(),
            "data": item.data,
            // Kept only if an endpoint of theirs wants it (the statement looks).
            "always": item.kept == Kept::Always,
        }));
    }
    Some(serde_json::Value::Array(rows))
}

/// What the one-statement append wrote, from the rows it returns: each names a person told and
/// their notification's id (a row naming nobody means nobody was told), with one of the
/// endpoints that want it if the deliveries are handed over to this instance (a person with
/// several has a row for each). One item per person, so each is its own group for
/// `personal_news`. An item kept only when delivered that no row names was not kept: it is live.
pub(super) fn read_answer<DB: Database>(
    event: &NewEvent<'_>,
    rows: &[DB::Row],
    at: chrono::DateTime<chrono::Utc>,
) -> Result<Written, sqlx::Error>
where
    for<'n> &'n str: ColumnIndex<DB::Row>,
    Option<Uuid>: ColumnValue<DB>,
    Option<i64>: ColumnValue<DB>,
    Option<String>: ColumnValue<DB>,
    Option<i32>: ColumnValue<DB>,
{
    let mut written = Written::default();
    for row in rows {
        let (Some(user_id), Some(id)) = (
            row.try_get::<Option<Uuid>, _>("user_id")?,
            row.try_get::<Option<i64>, _>("last_id")?,
        ) else {
            continue;
        };
        let Some(item) = event
            .notifications
            .iter()
            .find(|item| item.user_id == user_id)
        else {
            continue;
        };
        let told = match written
            .items
            .iter()
            .position(|told| told.user_id == user_id)
        {
            Some(told) => told,
            None => {
                written.items.push(NotificationRecord {
                    user_id,
                    id,
                    data: item.data.clone(),
                    created_at: at,
                    read_at: None,
                });
                written.items.len() - 1
            }
        };
        let endpoint = (
            row.try_get::<Option<Uuid>, _>("webhook_id")?,
            row.try_get::<Option<String>, _>("url")?,
            row.try_get::<Option<String>, _>("secret")?,
            row.try_get::<Option<i32>, _>("consecutive_failures")?,
        );
        if let (Some(leased_until), (Some(webhook_id), Some(url), Some(secret), Some(failures))) =
            (event.lease_deliveries_until, endpoint)
        {
            written.deliveries.push(ClaimedDelivery::handed_over(
                webhook_id,
                leased_until,
                url,
                secret,
                failures,
                written.items[told].clone(),
            ));
        }
    }
    for item in &event.notifications {
        if item.kept == Kept::WhenDelivered
            && !written
                .items
                .iter()
                .any(|told| told.user_id == item.user_id)
        {
            written.live.push(LiveNotification {
                user_id: item.user_id,
                data: item.data.clone(),
            });
        }
    }
    Ok(written)
}
