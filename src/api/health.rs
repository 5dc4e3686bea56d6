//! Liveness and readiness probes.

use actix_web::{HttpResponse, get, web};

use super::error::Problem;
use crate::service::AppState;

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
    match state.store.ping().await {
        Ok(()) => HttpResponse::Ok().json(serde_json::json!({"status": "ready"})),
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), "readiness check failed");
            HttpResponse::ServiceUnavailable()
                .content_type("application/problem+json")
                .json(Problem {
                    kind: super::problems::type_uri("database_unavailable"),
                    title: "Service unavailable".to_owned(),
                    status: 503,
                    detail: "the database is not reachable".to_owned(),
                    code: "database_unavailable".to_owned(),
                    current_version: None,
                })
        }
    }
}
