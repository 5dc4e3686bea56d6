//! Liveness and readiness probes.

use actix_web::{HttpResponse, get, web};

use actix_web::ResponseError;

use super::error::{ApiError, Problem};
use crate::service::{self, AppState};

/// The process is up.
#[utoipa::path(tag = "operations", responses((status = 200, description = "Alive")))]
#[get("/healthz")]
async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"status": "ok"}))
}

/// The database is reachable.
#[utoipa::path(
    tag = "operations",
    responses((status = 200, description = "Ready"), (status = 503, body = Problem))
)]
#[get("/readyz")]
async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    match service::database_ready(&state).await {
        Ok(()) => HttpResponse::Ok().json(serde_json::json!({"status": "ready"})),
        // The same answer (and Retry-After) as any request that needs the database now; the
        // error is logged as it is rendered.
        Err(fault) => ApiError::from(fault).error_response(),
    }
}
