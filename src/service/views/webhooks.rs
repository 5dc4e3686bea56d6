//! A person's webhook endpoints, their deliveries, and their devices' push subscriptions (which
//! ride the same outbox), as the person sees them.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::domain::{DeliveryStatus, NotificationKind};
use crate::store::{DeliveryRecord, WebhookRecord};

/// A webhook endpoint.
#[derive(Serialize, ToSchema)]
pub struct Webhook {
    pub id: Uuid,
    pub url: String,
    pub kinds: Vec<NotificationKind>,
    pub created_at: DateTime<Utc>,
    /// Failed delivery attempts in a row.
    pub consecutive_failures: i32,
    /// When it was disabled after too many failures in a row (then nothing more is sent to it:
    /// delete it and register it again); null while it is enabled.
    pub disabled_at: Option<DateTime<Utc>>,
}

impl From<&WebhookRecord> for Webhook {
    fn from(record: &WebhookRecord) -> Self {
        Webhook {
            id: record.id,
            url: record.url.clone(),
            kinds: record.kinds.clone(),
            created_at: record.created_at,
            consecutive_failures: record.consecutive_failures,
            disabled_at: record.disabled_at,
        }
    }
}

/// A newly registered endpoint, with its secret: shown this once.
#[derive(Serialize, ToSchema)]
pub struct CreatedWebhook {
    #[serde(flatten)]
    pub webhook: Webhook,
    /// `whsec_` and a base64 key: verify each delivery's `webhook-signature` with it (Standard
    /// Webhooks). Shown only now; keep it.
    #[schema(example = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")]
    pub secret: String,
}

/// One notification's delivery to an endpoint.
#[derive(Serialize, ToSchema)]
pub struct WebhookDelivery {
    pub id: i64,
    /// The notification delivered (its id in your inbox).
    pub notification_id: i64,
    pub kind: NotificationKind,
    pub status: DeliveryStatus,
    /// Attempts made so far.
    pub attempts: i32,
    pub next_attempt_at: Option<DateTime<Utc>>,
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The HTTP status of the endpoint's last answer, if it answered.
    pub last_status: Option<i32>,
    /// Why the last attempt failed.
    pub last_error: Option<String>,
    pub delivered_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl From<DeliveryRecord> for WebhookDelivery {
    fn from(record: DeliveryRecord) -> Self {
        WebhookDelivery {
            id: record.id,
            notification_id: record.notification_id,
            kind: record.kind,
            status: record.status,
            attempts: record.attempts,
            next_attempt_at: record.next_attempt_at,
            last_attempt_at: record.last_attempt_at,
            last_status: record.last_status,
            last_error: record.last_error,
            delivered_at: record.delivered_at,
            created_at: record.created_at,
        }
    }
}

/// One device's push subscription.
#[derive(Serialize, ToSchema)]
pub struct PushSubscription {
    pub id: Uuid,
    pub endpoint: String,
    pub kinds: Vec<NotificationKind>,
    pub created_at: DateTime<Utc>,
    /// Failed deliveries in a row (a push service that answers 404 or 410 ends the
    /// subscription at once instead).
    pub consecutive_failures: i32,
    /// When it was disabled after too many failures in a row; null while it is enabled.
    /// Subscribing the same endpoint again enables it.
    pub disabled_at: Option<DateTime<Utc>>,
}

impl From<&WebhookRecord> for PushSubscription {
    fn from(record: &WebhookRecord) -> Self {
        PushSubscription {
            id: record.id,
            endpoint: record.url.clone(),
            kinds: record.kinds.clone(),
            created_at: record.created_at,
            consecutive_failures: record.consecutive_failures,
            disabled_at: record.disabled_at,
        }
    }
}
