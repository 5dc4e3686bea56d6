//! A notification as its person reads it, in the inbox and on the personal stream.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::NotificationData;
use crate::store::NotificationRecord;

/// One notification: something that concerns you, by `kind`.
#[derive(Serialize, ToSchema)]
pub struct Notification {
    /// Yours alone, increasing from 1: the personal stream's event id.
    pub id: i64,
    pub created_at: DateTime<Utc>,
    /// When you marked it read; null while it is unread.
    pub read_at: Option<DateTime<Utc>>,
    #[serde(flatten)]
    pub notification: NotificationData,
}

impl From<NotificationRecord> for Notification {
    fn from(record: NotificationRecord) -> Self {
        Notification {
            id: record.id,
            created_at: record.created_at,
            read_at: record.read_at,
            notification: record.data,
        }
    }
}
