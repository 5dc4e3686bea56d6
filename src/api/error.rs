//! The one error type every handler returns. It renders RFC 9457 `application/problem+json` with a
//! stable machine `code`. Internal errors are logged in full and answered generically: a client
//! never sees a database message or a stack of causes.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::RuleError;
use crate::service::webhooks::WebhookError;
use crate::service::{AccountError, Fault, LobbyError, MoveError, ReadError, SessionError};
use crate::store::StoreError;

/// A problem report (RFC 9457) with Shoreline's machine-readable `code`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "/problems/not_your_turn",
    "title": "Rule violation",
    "status": 422,
    "detail": "it is not your turn to act",
    "code": "not_your_turn"
}))]
pub struct Problem {
    /// A URI reference naming the kind of problem, `/problems/<code>`: relative to this server,
    /// which answers it with a page about the code.
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
    /// No valid credentials: `code` says which kind of failure (`token_expired` means refresh).
    #[error("{message}")]
    Unauthorized { code: &'static str, message: String },
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
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
    #[error("request headers are larger than {limit} bytes in all")]
    HeadersTooLarge { limit: usize },
    /// Too many failed attempts; the client may try again after `retry_after_secs`.
    #[error("too many failed attempts; try again in {retry_after_secs} s")]
    TooManyAttempts { retry_after_secs: u64 },
    /// A bounded resource (password hashing) stayed saturated for the whole allowed wait.
    #[error("{message}")]
    Busy { message: String },
    #[error("{0}")]
    Rule(RuleError),
    /// The database cannot be reached (the cause is logged, never shown).
    #[error("the database is not reachable; try again shortly")]
    DatabaseUnavailable(StoreError),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// When a client may retry after a 503 `database_unavailable`: a database restart takes seconds.
const DATABASE_RETRY_AFTER_SECS: u64 = 2;
/// When a client may retry after a 503 `server_busy`: a burst of sign-ins drains in about that.
const BUSY_RETRY_AFTER_SECS: u64 = 1;

impl ApiError {
    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        ApiError::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// A 401 `unauthorized`: no token, or one we did not sign.
    pub fn unauthorized(message: impl Into<String>) -> Self {
        ApiError::Unauthorized {
            code: "unauthorized",
            message: message.into(),
        }
    }

    /// A 403 `forbidden`: signed in, but not allowed to do this.
    pub fn forbidden(message: impl Into<String>) -> Self {
        ApiError::Forbidden {
            code: "forbidden",
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

    fn code(&self) -> &str {
        match self {
            ApiError::BadRequest { code, .. }
            | ApiError::Unauthorized { code, .. }
            | ApiError::Forbidden { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unprocessable { code, .. } => code,
            ApiError::UnsupportedMediaType(_) => "unsupported_media_type",
            ApiError::NotFound(_) => "not_found",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge { .. } => "payload_too_large",
            ApiError::HeadersTooLarge { .. } => "headers_too_large",
            ApiError::TooManyAttempts { .. } => "too_many_attempts",
            ApiError::Busy { .. } => "server_busy",
            ApiError::Rule(rule) => rule.code,
            ApiError::DatabaseUnavailable(_) => "database_unavailable",
            ApiError::Internal(_) => "internal_error",
        }
    }

    fn title(&self) -> &'static str {
        match self {
            ApiError::BadRequest { .. } => "Bad request",
            ApiError::Unauthorized { .. } => "Unauthorized",
            ApiError::Forbidden { .. } => "Forbidden",
            ApiError::NotFound(_) => "Not found",
            ApiError::MethodNotAllowed { .. } => "Method not allowed",
            ApiError::Conflict { .. } => "Conflict",
            ApiError::PayloadTooLarge { .. } => "Payload too large",
            ApiError::HeadersTooLarge { .. } => "Request header fields too large",
            ApiError::TooManyAttempts { .. } => "Too many attempts",
            ApiError::Unprocessable { .. } => "Unprocessable request",
            ApiError::UnsupportedMediaType(_) => "Unsupported media type",
            ApiError::Rule(_) => "Rule violation",
            ApiError::DatabaseUnavailable(_) | ApiError::Busy { .. } => "Service unavailable",
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
            kind: super::problems::type_uri(&code),
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
            ApiError::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden { .. } => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::HeadersTooLarge { .. } => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            ApiError::TooManyAttempts { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Unprocessable { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Rule(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::DatabaseUnavailable(_) | ApiError::Busy { .. } => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let ApiError::Internal(error) = self {
            tracing::error!(error = format!("{error:#}"), "internal error");
        }
        if let ApiError::DatabaseUnavailable(error) = self {
            tracing::warn!(%error, "database unavailable");
        }
        let mut response = HttpResponse::build(self.status_code());
        match self {
            ApiError::Unauthorized { .. } => {
                response.insert_header(("WWW-Authenticate", "Bearer"));
            }
            ApiError::MethodNotAllowed { allow, .. } => {
                response.insert_header(("Allow", allow.join(", ")));
            }
            ApiError::TooManyAttempts { retry_after_secs } => {
                response.insert_header(("Retry-After", retry_after_secs.to_string()));
            }
            ApiError::DatabaseUnavailable(_) => {
                response.insert_header(("Retry-After", DATABASE_RETRY_AFTER_SECS.to_string()));
            }
            ApiError::Busy { .. } => {
                response.insert_header(("Retry-After", BUSY_RETRY_AFTER_SECS.to_string()));
            }
            _ => {}
        }
        response
            .content_type("application/problem+json")
            .json(self.problem())
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        if error.is_unavailable() {
            ApiError::DatabaseUnavailable(error)
        } else {
            ApiError::Internal(error.into())
        }
    }
}

impl From<Fault> for ApiError {
    fn from(fault: Fault) -> Self {
        match fault {
            Fault::Store(error) => error.into(),
            Fault::Bug(error) => ApiError::Internal(error),
        }
    }
}

/// How each service failure is told over HTTP: its status and its stable machine code. The
/// human message is the error's own.
impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        let message = error.to_string();
        match error {
            AccountError::InvalidUsername(_) => ApiError::bad_request("invalid_username", message),
            AccountError::InvalidPassword(_) => ApiError::bad_request("invalid_password", message),
            AccountError::UsernameTaken => ApiError::conflict("username_taken", message),
            AccountError::InvalidCredentials | AccountError::AccountGone => {
                ApiError::unauthorized(message)
            }
            AccountError::WrongPassword => ApiError::Forbidden {
                code: "wrong_password",
                message,
            },
            AccountError::ComputerAccount => ApiError::Forbidden {
                code: "computer_account",
                message,
            },
            AccountError::TooManyAttempts { retry_after } => ApiError::TooManyAttempts {
                // Rounded up: a client that waits exactly this long is let in.
                retry_after_secs: u64::try_from(retry_after.as_millis().div_ceil(1000))
                    .unwrap_or(u64::MAX),
            },
            AccountError::Busy => ApiError::Busy { message },
            AccountError::Fault(fault) => fault.into(),
        }
    }
}

impl From<SessionError> for ApiError {
    fn from(error: SessionError) -> Self {
        let message = error.to_string();
        let code = match error {
            SessionError::UnknownRefreshToken => "invalid_refresh_token",
            SessionError::RefreshTokenExpired => "refresh_token_expired",
            SessionError::SessionEnded => "session_ended",
            SessionError::RefreshTokenReused => "refresh_token_reused",
            SessionError::Fault(fault) => return fault.into(),
        };
        ApiError::Unauthorized { code, message }
    }
}

impl From<ReadError> for ApiError {
    fn from(error: ReadError) -> Self {
        let message = error.to_string();
        match error {
            ReadError::GameNotFound(_)
            | ReadError::UserNotFound(_)
            | ReadError::UnknownGameType(_) => ApiError::NotFound(message),
            ReadError::InvalidReplayPosition { .. } => {
                ApiError::bad_request("invalid_replay_position", message)
            }
            ReadError::GameNotFinished => ApiError::conflict("game_not_finished", message),
            ReadError::Fault(fault) => fault.into(),
        }
    }
}

impl From<LobbyError> for ApiError {
    fn from(error: LobbyError) -> Self {
        let message = error.to_string();
        match error {
            LobbyError::UnknownGameType(_) => ApiError::bad_request("unknown_game_type", message),
            LobbyError::InvalidOptions(options) => ApiError::bad_request(options.code, message),
            LobbyError::InvalidSeat { .. } => ApiError::bad_request("invalid_seat", message),
            LobbyError::InvalidComputers(_) | LobbyError::NoSeatForCreator => {
                ApiError::bad_request("invalid_bots", message)
            }
            LobbyError::InvalidTurnDeadline { .. } => {
                ApiError::bad_request("invalid_turn_deadline", message)
            }
            LobbyError::UnknownUser(_) => ApiError::bad_request("unknown_user", message),
            LobbyError::CannotInviteYourself => {
                ApiError::bad_request("cannot_invite_yourself", message)
            }
            LobbyError::GameNotFound(_)
            | LobbyError::InvitationNotFound(_)
            | LobbyError::InviteLinkNotFound => ApiError::NotFound(message),
            LobbyError::NotCreator | LobbyError::InviterNotSeated => ApiError::forbidden(message),
            LobbyError::NotOpen(_) => ApiError::conflict("game_not_open", message),
            LobbyError::AlreadySeated | LobbyError::InviteeAlreadySeated => {
                ApiError::conflict("already_seated", message)
            }
            LobbyError::GameFull => ApiError::conflict("game_full", message),
            LobbyError::RematchUnavailable(_) => ApiError::conflict("rematch_unavailable", message),
            LobbyError::SeatTaken(_) => ApiError::conflict("seat_taken", message),
            LobbyError::NotSeated => ApiError::conflict("not_seated", message),
            LobbyError::CreatorMustCancel => ApiError::conflict("creator_must_cancel", message),
            LobbyError::AlreadyInvited => ApiError::conflict("already_invited", message),
            LobbyError::InvitationAnswered => ApiError::conflict("invitation_answered", message),
            LobbyError::AlreadySeeking(_) => ApiError::conflict("already_seeking", message),
            LobbyError::SeekPaired(_) => ApiError::conflict("seek_paired", message),
            LobbyError::SeekNotFound(_) => ApiError::NotFound(message),
            LobbyError::InvalidComputerFallback(_) => {
                ApiError::bad_request("invalid_computer_fallback", message)
            }
            LobbyError::Fault(fault) => fault.into(),
        }
    }
}

impl From<MoveError> for ApiError {
    fn from(error: MoveError) -> Self {
        let message = error.to_string();
        match error {
            MoveError::GameNotFound(_) => ApiError::NotFound(message),
            MoveError::NotSeated => ApiError::forbidden(message),
            MoveError::NotStarted => ApiError::conflict("game_not_started", message),
            MoveError::Cancelled => ApiError::conflict("game_cancelled", message),
            MoveError::Stale { current, .. } => ApiError::Conflict {
                code: "stale_version",
                message,
                current_version: Some(current),
            },
            MoveError::InvalidAction(_) => ApiError::bad_request("invalid_action", message),
            MoveError::Rule(rule) => ApiError::Rule(rule),
            MoveError::IdempotencyKeyReused => ApiError::Unprocessable {
                code: "idempotency_key_reused",
                message,
            },
            MoveError::TooMuchContention => ApiError::conflict("too_much_contention", message),
            MoveError::Fault(fault) => fault.into(),
        }
    }
}

impl From<WebhookError> for ApiError {
    fn from(error: WebhookError) -> Self {
        let message = error.to_string();
        match error {
            WebhookError::UrlRefused(_) => ApiError::bad_request("webhook_url_refused", message),
            WebhookError::TooMany(_) => ApiError::conflict("webhook_limit_reached", message),
            WebhookError::NotFound(_) => ApiError::NotFound(message),
            WebhookError::Fault(fault) => fault.into(),
        }
    }
}
