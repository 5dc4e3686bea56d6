//! An account as its owner sees it.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::store::UserRecord;

#[derive(Serialize, ToSchema)]
pub struct User {
    pub id: Uuid,
    pub username: String,
    pub created_at: DateTime<Utc>,
}

impl From<&UserRecord> for User {
    fn from(record: &UserRecord) -> Self {
        User {
            id: record.id,
            username: record.username.clone(),
            created_at: record.created_at,
        }
    }
}
