//! Where a webhook delivery stands.

use serde::Serialize;
use utoipa::ToSchema;

// The API names it `WebhookDeliveryStatus`, beside the other webhook schemas.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = WebhookDeliveryStatus)]
pub enum DeliveryStatus {
    /// Not delivered yet: `next_attempt_at` says when it is tried (again).
    Pending,
    Delivered,
    /// Every attempt failed.
    Failed,
    /// The endpoint was disabled first.
    Cancelled,
}

impl DeliveryStatus {
    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "pending" => DeliveryStatus::Pending,
            "delivered" => DeliveryStatus::Delivered,
            "failed" => DeliveryStatus::Failed,
            "cancelled" => DeliveryStatus::Cancelled,
            _ => return None,
        })
    }
}
