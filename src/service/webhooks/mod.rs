//! Webhooks: a person's endpoints that receive their notifications, signed the Standard Webhooks
//! way, at least once, from the outbox the notifications are written to (see [`delivery`]).

pub mod delivery;
pub mod destination;
pub mod leased_queue;
pub mod signature;

use crate::domain::NotificationKind;
use std::time::Duration;

use uuid::Uuid;

use super::views::{CreatedWebhook, Page, Webhook, WebhookDelivery, rows_for};
use crate::store::{WebhookRecord, now};

use super::AppState;
use super::error::Fault;

/// How an instance delivers webhooks.
#[derive(Clone, Debug)]
pub struct WebhookSettings {
    /// Whether endpoints may resolve to loopback, private or link-local addresses.
    pub allow_private: bool,
    /// The wait before each retry: one more attempt than there are waits in all.
    pub retry_delays: Vec<Duration>,
    /// Failed attempts in a row after which an endpoint is disabled.
    pub disable_after: i32,
    /// Deliveries this instance sends at once (0: it sends none, leaving them to the others).
    pub concurrency: usize,
    /// How often the worker looks for due deliveries when nothing woke it.
    pub poll: Duration,
    /// How long a delivery may take, connecting included.
    pub timeout: Duration,
    /// Endpoints one person may have.
    pub per_person: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    #[error("the webhook URL is refused: {0}")]
    UrlRefused(#[from] destination::Refused),
    #[error("you have {0} webhooks already, the most one person may have")]
    TooMany(i64),
    #[error("no webhook {0}")]
    NotFound(Uuid),
    #[error(transparent)]
    Fault(#[from] Fault),
}

impl From<crate::store::StoreError> for WebhookError {
    fn from(error: crate::store::StoreError) -> Self {
        WebhookError::Fault(Fault::Store(error))
    }
}

/// Registers an endpoint for the caller's notifications of `kinds` (every kind when empty), with
/// its secret, which is shown this once.
pub async fn register(
    state: &AppState,
    user_id: Uuid,
    url: &str,
    kinds: &[NotificationKind],
) -> Result<CreatedWebhook, WebhookError> {
    let settings = &state.webhooks;
    let url = destination::check_url(url, settings.allow_private).await?;
    let webhook = WebhookRecord {
        id: Uuid::new_v4(),
        user_id,
        url: url.to_string(),
        kinds: NotificationKind::chosen(kinds),
        secret: signature::new_secret(),
        created_at: now(),
        consecutive_failures: 0,
        disabled_at: None,
    };
    let created = state
        .store
        .create_webhook(&webhook, settings.per_person)
        .await?
        .ok_or(WebhookError::TooMany(settings.per_person))?;
    Ok(CreatedWebhook {
        webhook: Webhook::from(&created),
        secret: created.secret,
    })
}

/// The person's webhooks (their push subscriptions are listed by [`super::push`]).
pub async fn list(state: &AppState, user_id: Uuid) -> Result<Vec<Webhook>, WebhookError> {
    Ok(endpoints_of(state, user_id)
        .await?
        .iter()
        .map(Webhook::from)
        .collect())
}

async fn endpoints_of(state: &AppState, user_id: Uuid) -> Result<Vec<WebhookRecord>, WebhookError> {
    let mut endpoints = state.store.webhooks_of(user_id).await?;
    endpoints.retain(|endpoint| !endpoint.is_push());
    Ok(endpoints)
}

/// `Ok` when `id` is one of the person's webhooks (not a push subscription).
async fn check_owned(state: &AppState, user_id: Uuid, id: Uuid) -> Result<(), WebhookError> {
    if endpoints_of(state, user_id)
        .await?
        .iter()
        .any(|w| w.id == id)
    {
        Ok(())
    } else {
        Err(WebhookError::NotFound(id))
    }
}

pub async fn delete(state: &AppState, user_id: Uuid, id: Uuid) -> Result<(), WebhookError> {
    check_owned(state, user_id, id).await?;
    if state.store.delete_webhook(user_id, id).await? {
        Ok(())
    } else {
        Err(WebhookError::NotFound(id))
    }
}

/// A page of `limit` of an endpoint's deliveries, newest first.
pub async fn deliveries(
    state: &AppState,
    user_id: Uuid,
    id: Uuid,
    before: Option<i64>,
    limit: i64,
) -> Result<Page<WebhookDelivery>, WebhookError> {
    check_owned(state, user_id, id).await?;
    let rows = state
        .store
        .deliveries(user_id, id, before, rows_for(limit))
        .await?
        .ok_or(WebhookError::NotFound(id))?;
    // One delivery per notification: the page ends at a notification.
    Ok(Page::of(
        rows,
        limit,
        |row| row.notification_id.to_string(),
        |row| Some(WebhookDelivery::from(row)),
    ))
}
