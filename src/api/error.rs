//! The one error type every handler returns. It renders RFC 9457 `application/problem+json` with a
//! stable machine `code`. Internal errors are logged in full and answered generically: a client
//! never sees a database message or a stack of causes.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::dynamic::ActionError;
use crate::engine::{OptionsError, RuleError};
use crate::store::StoreError;

/// A problem report (RFC 9457) with Shoreline's machine-readable `code`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "https://shoreline.dev/problems/not_your_turn",
    "title": "Rule violation",
    "status": 422,
    "detail": "it is not your turn to act",
    "code": "not_your_turn"
}))]
pub struct Problem {
    /// A URI naming the kind of problem; it ends with `code`.
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
    /// Stable snake_case code for clients to switch on.
    pub code: String,
    /// The game's current version, on a 409 caused by a stale `expected_version`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_version: Option<i64>,
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// The path exists, with other methods (listed in the `Allow` header).
    #[error("{method} is not allowed here; use {}", allow.join(", "))]
    MethodNotAllowed { method: String, allow: Vec<String> },
    #[error("{message}")]
    Conflict {
        code: &'static str,
        message: String,
        current_version: Option<i64>,
    },
    /// Well-formed, but not something that can be done (and not a game rule).
    #[error("{message}")]
    Unprocessable { code: &'static str, message: String },
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("request body is larger than {limit} bytes")]
    PayloadTooLarge { limit: usize },
    /// Too many failed attempts; the client may try again after `retry_after_secs`.
    #[error("too many failed attempts; try again in {retry_after_secs} s")]
    TooManyAttempts { retry_after_secs: u64 },
    #[error("{0}")]
    Rule(RuleError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        ApiError::BadRequest {
            code,
            message: message.into(),
        }
    }

    pub fn not_found(what: impl Into<String>) -> Self {
        ApiError::NotFound(what.into())
    }

    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        ApiError::Conflict {
            code,
            message: message.into(),
            current_version: None,
        }
    }

    /// `expected_version` is not the game's version. Ahead or behind, the cure is the same (read
    /// the game again), so both share the code; the message tells them apart.
    pub fn stale_version(expected: i64, current: i64) -> Self {
        let message = if expected > current {
            format!("the game has no version {expected} yet: its current version is {current}")
        } else {
            format!(
                "the game has moved on from version {expected}: its current version is {current}"
            )
        };
        ApiError::Conflict {
            code: "stale_version",
            message,
            current_version: Some(current),
        }
    }

    fn code(&self) -> &str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unprocessable { code, .. } => code,
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::Unauthorized(_) => "unauthorized",
            ApiError::Forbidden(_) => "forbidden",
            ApiError::NotFound(_) => "not_found",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge { .. } => "payload_too_large",
            ApiError::TooManyAttempts { .. } => "too_many_attempts",
            ApiError::Rule(rule) => rule.code,
            ApiError::Internal(_) => "internal_error",
        }
    }

    fn title(&self) -> &'static str {
        match self {
            ApiError::BadRequest { .. } => "Bad request",
            ApiError::Unauthorized(_) => "Unauthorized",
            ApiError::Forbidden(_) => "Forbidden",
            ApiError::NotFound(_) => "Not found",
            ApiError::MethodNotAllowed { .. } => "Method not allowed",
            ApiError::Conflict { .. } => "Conflict",
            ApiError::PayloadTooLarge { .. } => "Payload too large",
            ApiError::TooManyAttempts { .. } => "Too many attempts",
            ApiError::Unprocessable { .. } => "Unprocessable request",
            ApiError::UnsupportedMediaType(_) => "Unsupported media type",
            ApiError::Rule(_) => "Rule violation",
            ApiError::Internal(_) => "Internal server error",
        }
    }

    pub fn problem(&self) -> Problem {
        let detail = match self {
            ApiError::Internal(_) => "something went wrong on our side".to_owned(),
            ApiError::Rule(rule) => rule.message.to_string(),
            other => other.to_string(),
        };
        let code = self.code().to_owned();
        Problem {
            kind: format!("https://shoreline.dev/problems/{code}"),
            title: self.title().to_owned(),
            status: self.status_code().as_u16(),
            detail,
            code,
            current_version: match self {
                ApiError::Conflict {
                    current_version, ..
                } => *current_version,
                _ => None,
            },
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unprocessable { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Rule(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let ApiError::Internal(error) = self {
            tracing::error!(error = format!("{error:#}"), "internal error");
        }
        let mut response = HttpResponse::build(self.status_code());
        match self {
            ApiError::Unauthorized(_) => {
                response.insert_header(("WWW-Authenticate", "Bearer"));
            }
            ApiError::MethodNotAllowed { allow, .. } => {
                response.insert_header(("Allow", allow.join(", ")));
            }
            ApiError::TooManyAttempts { retry_after_secs } => {
                response.insert_header(("Retry-After", retry_after_secs.to_string()));
            }
            _ => {}
        }
        response
            .content_type("application/problem+json")
            .json(self.problem())
    }
}

impl From<RuleError> for ApiError {
    fn from(rule: RuleError) -> Self {
        ApiError::Rule(rule)
    }
}

impl From<ActionError> for ApiError {
    fn from(error: ActionError) -> Self {
        match error {
            ActionError::Malformed(message) => ApiError::bad_request("invalid_action", message),
            ActionError::Rule(rule) => ApiError::Rule(rule),
        }
    }
}

impl From<OptionsError> for ApiError {
    fn from(error: OptionsError) -> Self {
        ApiError::BadRequest {
            code: error.code,
            message: error.message.into_owned(),
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        ApiError::Internal(error.into())
    }
}
