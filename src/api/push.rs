//! Web Push: the server's VAPID public key, and your devices' push subscriptions.

use crate::domain::NotificationKind;
use actix_web::{HttpResponse, delete, get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use super::problem_code::ProblemCode;
use crate::service::AppState;
use crate::service::push;
use crate::service::views::PushSubscription;
use crate::service::webhooks::destination::MAX_URL_LENGTH;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(push_public_key)
        .service(create_push_subscription)
        .service(list_push_subscriptions)
        .service(delete_push_subscription);
}

/// The server's VAPID public key.
#[derive(Serialize, ToSchema)]
pub struct PushPublicKey {
    /// The uncompressed P-256 public key, base64url: pass it (decoded) as
    /// `applicationServerKey` to `PushManager.subscribe`.
    #[schema(
        example = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
    )]
    pub public_key: String,
}

/// The key browsers subscribe to Web Push with (VAPID, RFC 8292). The same on every instance.
#[utoipa::path(
    tag = "notifications",
    responses(
        (status = 200, body = PushPublicKey),
        (status = 404, body = Problem, description = "`push_not_configured`"),
    )
)]
#[get("/push/public-key")]
async fn push_public_key(state: web::Data<AppState>) -> Result<web::Json<PushPublicKey>, ApiError> {
    Ok(web::Json(PushPublicKey {
        public_key: push::public_key(&state)?.to_owned(),
    }))
}

/// A browser's push subscription keys, as `PushSubscription.toJSON()` gives them.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PushKeys {
    /// The browser's P-256 public key, uncompressed (65 bytes), base64url.
    #[schema(
        pattern = "^[A-Za-z0-9_-]{87}=?$",
        example = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    )]
    pub p256dh: String,
    /// The browser's 16-byte authentication secret, base64url.
    #[schema(
        pattern = "^[A-Za-z0-9_-]{22}(==)?$",
        example = "BTBZMqHH6r4Tts7J_aSIgg"
    )]
    pub auth: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreatePushSubscription {
    /// The subscription's endpoint (its push service's URL), as the browser gave it.
    #[schema(
        example = "https://fcm.googleapis.com/fcm/send/dXZ1...",
        max_length = 2000
    )]
    pub endpoint: String,
    pub keys: PushKeys,
    /// The kinds this device is told of (default: every kind there is now).
    pub kinds: Option<Vec<NotificationKind>>,
    /// `PushSubscription.toJSON()` also gives this, so its JSON can be sent as it is; it is not
    /// used (push services say when a subscription ends by refusing a message).
    #[serde(rename = "expirationTime")]
    #[allow(dead_code)]
    pub expiration_time: Option<f64>,
}

/// Subscribe a device to Web Push: each of your notifications of the chosen kinds is sent to it
/// as a push message (RFC 8030) whose payload, encrypted for the browser (RFC 8291,
/// `aes128gcm`), is the notification as `GET /me/notifications` lists it (less `read_at`).
/// Messages ride the same outbox as webhooks: at least once, retried on the same schedule; a
/// push service's 404 or 410 deletes the subscription. Subscribing an endpoint you subscribed
/// before updates it (200: its keys and kinds); an endpoint someone else subscribed (another
/// account signed in on the same browser) becomes yours. At most 20 per person.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    request_body = CreatePushSubscription,
    responses(
        (status = 200, body = PushSubscription, description = "The endpoint's subscription, updated"),
        (status = 201, body = PushSubscription),
        (status = 400, body = Problem, description = "`push_endpoint_refused`, `invalid_push_keys`"),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "`push_not_configured`"),
        (status = 409, body = Problem, description = "`push_subscription_limit_reached`"),
    )
)]
#[post("/me/push-subscriptions")]
async fn create_push_subscription(
    state: web::Data<AppState>,
    user: AuthUser,
    body: JsonBody<CreatePushSubscription>,
) -> Result<HttpResponse, ApiError> {
    if body.endpoint.len() > MAX_URL_LENGTH {
        return Err(ApiError::new(
            ProblemCode::PushEndpointRefused,
            format!("the endpoint is longer than {MAX_URL_LENGTH} characters"),
        ));
    }
    let kinds = body.kinds.clone().unwrap_or_default();
    let (subscription, created) = push::subscribe(
        &state,
        user.id,
        &body.endpoint,
        &body.keys.p256dh,
        &body.keys.auth,
        &kinds,
    )
    .await?;
    Ok(if created {
        HttpResponse::Created().json(subscription)
    } else {
        HttpResponse::Ok().json(subscription)
    })
}

/// Your devices' push subscriptions, oldest first.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<PushSubscription>), (status = 401, body = Problem))
)]
#[get("/me/push-subscriptions")]
async fn list_push_subscriptions(
    state: web::Data<AppState>,
    user: AuthUser,
) -> Result<web::Json<Vec<PushSubscription>>, ApiError> {
    Ok(web::Json(push::list(&state, user.id).await?))
}

/// Unsubscribe a device: nothing more is pushed to it.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
    )
)]
#[delete("/me/push-subscriptions/{id}")]
async fn delete_push_subscription(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    push::unsubscribe(&state, user.id, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}
