//! Liveness and readiness probes.

use std::time::Duration;

use actix_web::{HttpResponse, get, web};

use actix_web::ResponseError;

use super::error::{ApiError, Problem};
use crate::service::AppState;
use crate::store::StoreError;

/// The process is up.
#[utoipa::path(tag = "operations", responses((status = 200, description = "Alive")))]
#[get("/healthz")]
async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"status": "ok"}))
}

/// How long readiness waits for the database: a probe that hangs tells a load balancer nothing
/// (and its own timeout may be short), while a healthy database answers in milliseconds.
const READINESS_TIMEOUT: Duration = Duration::from_millis(800);

/// The database is reachable.
#[utoipa::path(
    tag = "operations",
    responses((status = 200, description = "Ready"), (status = 503, body = Problem))
)]
#[get("/readyz")]
async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let pinged = tokio::time::timeout(READINESS_TIMEOUT, state.store.ping()).await;
    match pinged {
        Ok(Ok(())) => HttpResponse::Ok().json(serde_json::json!({"status": "ready"})),
        // The same answer (and Retry-After) as any request that needs the database now; the
        // error is logged as it is rendered.
        Ok(Err(error)) => ApiError::DatabaseUnavailable(error).error_response(),
        Err(_elapsed) => {
            ApiError::DatabaseUnavailable(StoreError::NoAnswer(READINESS_TIMEOUT)).error_response()
        }
    }
}
