//! Web Push: "your move" and the rest of a person's notifications on their phone or desktop,
//! with the page closed, through the browser's push service (RFC 8030), with no vendor SDK.
//!
//! A browser subscribes with the server's VAPID public key ([`vapid`]) and gives us its push
//! service URL (the endpoint) and its keys. We keep the subscription as an endpoint of the
//! notifications outbox, beside webhooks (`webhooks` rows whose secret holds the keys), so that
//! push messages ride the same outbox: written with the change that causes them, sent at least
//! once, retried with the same backoff. What differs is the sending ([`send`]): the payload is
//! encrypted for the browser ([`encryption`]), the request is signed with VAPID, and a push
//! service's 404 or 410 (the subscription expired or was withdrawn) deletes the subscription.
//!
//! Where a push may go: push services are public hosts by nature (each browser vendor runs its
//! own), so no list of known services is kept; the endpoint must be `https` and lead only to
//! public addresses, checked as a webhook's URL is, at subscription and at every connection.
//! What we send there is only an encrypted payload of the person's own notification.

pub mod encryption;
pub mod vapid;

use crate::domain::{NotificationData, NotificationKind};
use uuid::Uuid;

use self::encryption::{BadKeys, SubscriptionKeys};
use self::vapid::VapidKey;
use super::AppState;
use super::error::Fault;
use super::views::PushSubscription;
use super::webhooks::destination;
use crate::store::{PUSH_SECRET_PREFIX, SavedSubscription, WebhookRecord, now};

/// How this instance sends Web Push messages.
#[derive(Clone, Debug)]
pub struct PushSettings {
    /// The server's VAPID key pair; `None` when push is not configured (see `Config`).
    pub vapid: Option<VapidKey>,
    /// The contact push services see in each VAPID token (`mailto:` or `https:`).
    pub subject: String,
    /// Push subscriptions (devices) one person may have.
    pub per_person: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum PushError {
    #[error("Web Push is not configured on this server")]
    NotConfigured,
    #[error("the push endpoint is refused: {0}")]
    EndpointRefused(String),
    #[error("the subscription's keys are refused: {0}")]
    BadKeys(#[from] BadKeys),
    #[error("you have {0} push subscriptions already, the most one person may have")]
    TooMany(i64),
    #[error("no push subscription {0}")]
    NotFound(Uuid),
    #[error(transparent)]
    Fault(#[from] Fault),
}

impl From<crate::store::StoreError> for PushError {
    fn from(error: crate::store::StoreError) -> Self {
        PushError::Fault(Fault::Store(error))
    }
}

/// The VAPID public key browsers subscribe with.
pub fn public_key(state: &AppState) -> Result<&str, PushError> {
    state
        .push
        .vapid
        .as_ref()
        .map(VapidKey::public_base64url)
        .ok_or(PushError::NotConfigured)
}

/// A subscription as the outbox keeps it: its keys, in the endpoint's secret.
fn stored_secret(keys: &SubscriptionKeys) -> String {
    format!(
        "{PUSH_SECRET_PREFIX}{}:{}",
        keys.p256dh_base64url(),
        keys.auth_base64url()
    )
}

/// The keys of a push subscription's stored secret (checked when it was subscribed); `None` for
/// a webhook's.
pub fn keys_of(secret: &str) -> Option<SubscriptionKeys> {
    let (p256dh, auth) = secret.strip_prefix(PUSH_SECRET_PREFIX)?.split_once(':')?;
    SubscriptionKeys::decode(p256dh, auth).ok()
}

/// Subscribes the person's browser to their notifications of `kinds` (every kind when empty).
/// The same endpoint subscribed again is updated (new keys, new kinds), and `false` says so.
pub async fn subscribe(
    state: &AppState,
    user_id: Uuid,
    endpoint: &str,
    p256dh: &str,
    auth: &str,
    kinds: &[NotificationKind],
) -> Result<(PushSubscription, bool), PushError> {
    public_key(state)?;
    let keys = SubscriptionKeys::parse(p256dh, auth)?;
    let allow_private = state.webhooks.allow_private;
    let url = destination::check_url(endpoint, allow_private)
        .await
        .map_err(|refused| PushError::EndpointRefused(refused.0))?;
    // Push services speak HTTPS (RFC 8030); plain http only where private addresses are
    // allowed too (a stand-in push service on this machine, in tests).
    if url.scheme() != "https" && !allow_private {
        return Err(PushError::EndpointRefused(
            "a push endpoint must be an https URL".into(),
        ));
    }
    let subscription = WebhookRecord {
        id: Uuid::new_v4(),
        user_id,
        url: url.to_string(),
        kinds: NotificationKind::chosen(kinds),
        secret: stored_secret(&keys),
        created_at: now(),
        consecutive_failures: 0,
        disabled_at: None,
    };
    match state
        .store
        .save_push_subscription(&subscription, state.push.per_person)
        .await?
    {
        SavedSubscription::Created(saved) => Ok((PushSubscription::from(&saved), true)),
        SavedSubscription::Updated(saved) => Ok((PushSubscription::from(&saved), false)),
        SavedSubscription::TooMany => Err(PushError::TooMany(state.push.per_person)),
    }
}

/// The person's push subscriptions, oldest first.
pub async fn list(state: &AppState, user_id: Uuid) -> Result<Vec<PushSubscription>, PushError> {
    let mut endpoints = state.store.webhooks_of(user_id).await?;
    endpoints.retain(WebhookRecord::is_push);
    Ok(endpoints.iter().map(PushSubscription::from).collect())
}

pub async fn unsubscribe(state: &AppState, user_id: Uuid, id: Uuid) -> Result<(), PushError> {
    if !list(state, user_id).await?.iter().any(|s| s.id == id) {
        return Err(PushError::NotFound(id));
    }
    if state.store.delete_webhook(user_id, id).await? {
        Ok(())
    } else {
        Err(PushError::NotFound(id))
    }
}

/// How long a push service keeps a message for a device that is offline: a deadline warning
/// until its deadline, anything else a day (a "your move" older than that is still true, but
/// the person will see it in the app).
fn time_to_live(data: &NotificationData) -> i64 {
    const A_DAY: i64 = 24 * 60 * 60;
    match data {
        NotificationData::DeadlineNear { deadline_at, .. } => {
            (*deadline_at - now()).num_seconds().clamp(60, A_DAY)
        }
        _ => A_DAY,
    }
}

/// RFC 8030's urgency: a deadline about to pass wakes a device on battery saving; the rest may
/// wait for it to wake.
fn urgency(data: &NotificationData) -> &'static str {
    match data {
        NotificationData::DeadlineNear { .. } => "high",
        _ => "normal",
    }
}

/// RFC 8030's topic: a message not yet delivered is replaced by a newer one of the same topic,
/// so a phone that was off hears of a game once, not once per move. One topic per game (its
/// id's 32 hex digits, the most a topic may have) and per invitation.
fn topic(data: &NotificationData) -> String {
    let id = match data {
        NotificationData::YourMove { game_id, .. }
        | NotificationData::GameStarted { game_id, .. }
        | NotificationData::GameEnded { game_id, .. }
        | NotificationData::DeadlineNear { game_id, .. } => game_id,
        NotificationData::Invited { invitation_id, .. }
        | NotificationData::InvitationAnswered { invitation_id, .. }
        | NotificationData::InvitationWithdrawn { invitation_id, .. } => invitation_id,
    };
    id.simple().to_string()
}

/// How a push service answered.
pub enum Answer {
    /// Its HTTP status.
    Status(u16),
    /// Nothing: why.
    Failed(String),
}

/// Sends one delivery to a push subscription: `body`, the notification as the inbox lists it,
/// encrypted for the browser, with a VAPID token for the push service.
pub async fn send(
    client: &reqwest::Client,
    settings: &PushSettings,
    url: reqwest::Url,
    keys: &SubscriptionKeys,
    data: &NotificationData,
    body: &str,
) -> Answer {
    let Some(vapid) = &settings.vapid else {
        return Answer::Failed("Web Push is not configured on this instance".into());
    };
    if body.len() > encryption::MAX_PLAINTEXT {
        return Answer::Failed("the notification is too long for a push message".into());
    }
    let authorization = vapid.authorization(&url, &settings.subject, now().timestamp());
    use reqwest::header::{AUTHORIZATION, CONTENT_ENCODING, CONTENT_TYPE, HeaderName};
    const TTL: HeaderName = HeaderName::from_static("ttl");
    const URGENCY: HeaderName = HeaderName::from_static("urgency");
    const TOPIC: HeaderName = HeaderName::from_static("topic");
    let sent = client
        .post(url)
        .header(CONTENT_TYPE, "application/octet-stream")
        .header(CONTENT_ENCODING, "aes128gcm")
        .header(AUTHORIZATION, authorization)
        .header(TTL, time_to_live(data))
        .header(URGENCY, urgency(data))
        .header(TOPIC, topic(data))
        .body(keys.encrypt(body.as_bytes()))
        .send()
        .await;
    match sent {
        Ok(response) => Answer::Status(response.status().as_u16()),
        Err(error) => Answer::Failed(error.without_url().to_string()),
    }
}

/// Whether a push service's status says the subscription is gone for good (RFC 8030: 404 for
/// one it does not know, 410 for one that expired or was withdrawn).
pub fn is_gone(status: u16) -> bool {
    matches!(status, 404 | 410)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subscriptions_keys_survive_the_outbox_and_a_webhooks_secret_has_none() {
        let keys = SubscriptionKeys::parse(
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            "BTBZMqHH6r4Tts7J_aSIgg",
        )
        .unwrap();
        assert_eq!(keys_of(&stored_secret(&keys)), Some(keys));
        assert_eq!(keys_of("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"), None);
    }

    #[test]
    fn a_games_messages_share_a_topic_of_at_most_32_characters() {
        let game_id = Uuid::new_v4();
        let moved = NotificationData::YourMove {
            game_id,
            game_type: "lost-seas".into(),
            version: 3,
            deadline_at: None,
        };
        let ended = NotificationData::GameEnded {
            game_id,
            game_type: "lost-seas".into(),
            version: 9,
            result: crate::domain::SeatOutcome::Win,
        };
        assert_eq!(topic(&moved), topic(&ended));
        assert_eq!(topic(&moved).len(), 32);
        assert_eq!(time_to_live(&moved), 24 * 60 * 60);
        let deadline = NotificationData::DeadlineNear {
            game_id,
            game_type: "lost-seas".into(),
            version: 3,
            deadline_at: now() + chrono::Duration::minutes(5),
        };
        assert!((290..=300).contains(&time_to_live(&deadline)));
        assert_eq!(urgency(&deadline), "high");
    }
}
