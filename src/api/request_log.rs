//! One log line per request, with a request id the client also gets back (`x-request-id`), so a
//! report of a problem can be matched to the log. Only the path is logged, never the query string:
//! a browser `EventSource` carries its token there.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use tracing::Instrument;

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// A request id the client sent, if it is short and plain enough to log safely.
fn client_request_id(req: &ServiceRequest) -> Option<String> {
    let id = req.headers().get(&REQUEST_ID)?.to_str().ok()?;
    let plain = !id.is_empty()
        && id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.');
    plain.then(|| id.to_owned())
}

pub async fn log_requests(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let request_id = client_request_id(&req).unwrap_or_else(|| uuid::Uuid::new_v4().to_string());
    let span = tracing::info_span!(
        "request",
        request_id = %request_id,
        method = %req.method(),
        path = %req.path(),
    );
    let started = Instant::now();
    let mut response = next.call(req).instrument(span.clone()).await?;
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        response.headers_mut().insert(REQUEST_ID, value);
    }
    let status = response.status().as_u16();
    // Whole microseconds, so the log shows 0.428 rather than 0.42780900000000005.
    let latency_ms = started.elapsed().as_micros() as f64 / 1000.0;
    span.in_scope(|| {
        if status >= 500 {
            tracing::error!(status, latency_ms, "request failed");
        } else {
            tracing::info!(status, latency_ms, "request");
        }
    });
    Ok(response)
}
