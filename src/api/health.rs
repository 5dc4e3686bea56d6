//! Liveness and readiness probes.

use std::time::Duration;

use actix_web::{HttpResponse, get, web};

use super::error::Problem;
use crate::service::AppState;

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
        failed => {
            let error = match failed {
                Ok(Err(error)) => format!("{error:#}"),
                _ => format!("no answer within {READINESS_TIMEOUT:?}"),
            };
            tracing::warn!(error, "readiness check failed");
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
