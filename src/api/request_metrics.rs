//! Counts every request under the route template that answered it (`/api/v1/games/{id}`, never
//! the path with its ids), with its method, status and latency; see [`crate::metrics`].

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;

use crate::service::AppState;

pub async fn record_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next.call(req).await;
    };
    // Read before the inner middleware answers HEAD as GET.
    let method = req.method().clone();
    let started = Instant::now();
    let answered = next.call(req).await;
    let elapsed = started.elapsed();
    match &answered {
        // The template is looked up from what routing recorded on the request: no path matching.
        Ok(response) => state.metrics.http.record(
            response.request().match_pattern().as_deref(),
            method.as_str(),
            response.status().as_u16(),
            elapsed,
        ),
        // Refused by a middleware before routing (headers too large): no route answered.
        Err(error) => state.metrics.http.record(
            None,
            method.as_str(),
            error.as_response_error().status_code().as_u16(),
            elapsed,
        ),
    }
    answered
}

/// `GET /metrics`, on the metrics listener only.
pub async fn metrics(state: web::Data<AppState>) -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok()
        .content_type(crate::metrics::CONTENT_TYPE)
        .body(state.metrics.render(state.sampled_metrics()))
}
