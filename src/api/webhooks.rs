//! Your webhook endpoints: registering, listing and deleting them, and their recent deliveries.

use super::problem_code::ProblemCode;
use crate::domain::NotificationKind;
use actix_web::{HttpResponse, delete, get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use super::paging::PageRequest;
use crate::service::AppState;
use crate::service::views::{CreatedWebhook, Webhook, WebhookDelivery};
use crate::service::webhooks::{self, destination::MAX_URL_LENGTH};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(create)
        .service(list)
        .service(remove)
        .service(deliveries);
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateWebhook {
    /// Where to POST notifications: `http` or `https`, to a public address (URLs that lead to
    /// loopback, private, link-local or metadata addresses are refused). Redirects are not
    /// followed.
    #[schema(example = "https://push.example.com/shoreline", max_length = 2000)]
    pub url: String,
    /// The kinds to deliver (default: every kind there is now; a kind added to the API later is
    /// delivered only to endpoints registered, or registered again, after it).
    pub kinds: Option<Vec<NotificationKind>>,
}

/// Register a webhook: every notification of the chosen kinds is POSTed to it as a
/// `WebhookPayload`, signed per Standard Webhooks (`webhook-id`, the same on every retry;
/// `webhook-timestamp`; `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of
/// `{webhook-id}.{webhook-timestamp}.{body}` under the secret's key). Any 2xx answer within 10 s
/// counts as delivered; otherwise it is retried after 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and
/// 12 h, and the endpoint is disabled after 50 failed attempts in a row. At least once: an item
/// may arrive twice, with the same `webhook-id`. At most 10 endpoints per person.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    request_body = CreateWebhook,
    responses(
        (status = 201, body = CreatedWebhook),
        (status = 400, body = Problem, description = "`webhook_url_refused`"),
        (status = 401, body = Problem),
        (status = 409, body = Problem, description = "`webhook_limit_reached`"),
    )
)]
#[post("/me/webhooks")]
async fn create(
    state: web::Data<AppState>,
    user: AuthUser,
    body: JsonBody<CreateWebhook>,
) -> Result<HttpResponse, ApiError> {
    if body.url.len() > MAX_URL_LENGTH {
        return Err(ApiError::new(
            ProblemCode::WebhookUrlRefused,
            format!("the URL is longer than {MAX_URL_LENGTH} characters"),
        ));
    }
    let kinds = body.kinds.clone().unwrap_or_default();
    let created = webhooks::register(&state, user.id, &body.url, &kinds).await?;
    Ok(HttpResponse::Created().json(created))
}

/// Your webhook endpoints (without their secrets).
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<Webhook>), (status = 401, body = Problem))
)]
#[get("/me/webhooks")]
async fn list(
    state: web::Data<AppState>,
    user: AuthUser,
) -> Result<web::Json<Vec<Webhook>>, ApiError> {
    Ok(web::Json(webhooks::list(&state, user.id).await?))
}

/// Delete a webhook endpoint; nothing more is sent to it.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
    )
)]
#[delete("/me/webhooks/{id}")]
async fn remove(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    webhooks::delete(&state, user.id, *id).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize, ToSchema)]
pub struct WebhookDeliveryPage {
    pub items: Vec<WebhookDelivery>,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct DeliveryQuery {
    /// A `next_cursor` from a previous page, as given.
    #[param(pattern = "^-?[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// 1-100, default 20.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

/// An endpoint's deliveries, newest notification first, with their status.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    params(DeliveryQuery),
    responses(
        (status = 200, body = WebhookDeliveryPage),
        (status = 400, body = Problem, description = "`invalid_cursor`, `invalid_limit`"),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
    )
)]
#[get("/me/webhooks/{id}/deliveries")]
async fn deliveries(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    query: web::Query<DeliveryQuery>,
) -> Result<web::Json<WebhookDeliveryPage>, ApiError> {
    let page = PageRequest::parse(query.cursor.as_deref(), query.limit)?;
    let deliveries = webhooks::deliveries(&state, user.id, *id, page.before, page.limit).await?;
    Ok(web::Json(WebhookDeliveryPage {
        items: deliveries.items,
        next_cursor: deliveries.next_cursor,
    }))
}
