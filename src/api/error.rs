//! The one error type every handler returns. It renders RFC 9457 `application/problem+json` with a
//! stable machine `code`. Internal errors are logged in full and answered generically: a client
//! never sees a database message or a stack of causes.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use super::problem_code::{ProblemCode, title_for};
use crate::engine::{OptionsError, RuleError};
use crate::service::push::PushError;
use crate::service::webhooks::WebhookError;
use crate::service::{AccountError, Fault, LobbyError, MoveError, ReadError, SessionError};

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
    /// One of the platform's problems: its code carries the status, title and meaning.
    #[error("{message}")]
    Problem {
        code: ProblemCode,
        message: String,
        /// The game's current version, on a 409 `stale_version`.
        current_version: Option<i64>,
    },
    /// The path exists, with other methods (listed in the `Allow` header).
    #[error("{method} is not allowed here; use {}", allow.join(", "))]
    MethodNotAllowed { method: String, allow: Vec<String> },
    /// Too many failed attempts; the client may try again after `retry_after_secs`.
    #[error("too many failed attempts; try again in {retry_after_secs} s")]
    TooManyAttempts { retry_after_secs: u64 },
    /// A bounded resource (password hashing) stayed saturated for the whole allowed wait.
    #[error("{message}")]
    Busy { message: String },
    /// Options a game cannot be set up with: a 400 with the game's (or the engine's) code.
    #[error("{}", .0.message)]
    Options(OptionsError),
    /// A move a game's rules forbid: a 422 with the rule's code.
    #[error("{0}")]
    Rule(RuleError),
    /// The database cannot be reached (the cause is logged, never shown).
    #[error("the database is not reachable; try again shortly")]
    DatabaseUnavailable(Fault),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// When a client may retry after a 503 `database_unavailable`: a database restart takes seconds.
const DATABASE_RETRY_AFTER_SECS: u64 = 2;
/// When a client may retry after a 503 `server_busy`: a burst of sign-ins drains in about that.
const BUSY_RETRY_AFTER_SECS: u64 = 1;

impl ApiError {
    /// The problem `code`, told in `message`.
    pub fn new(code: ProblemCode, message: impl Into<String>) -> Self {
        ApiError::Problem {
            code,
            message: message.into(),
            current_version: None,
        }
    }

    /// A 401 `unauthorized`: no token, or one we did not sign.
    pub fn unauthorized(message: impl Into<String>) -> Self {
        ApiError::new(ProblemCode::Unauthorized, message)
    }

    /// A 403 `forbidden`: signed in, but not allowed to do this.
    pub fn forbidden(message: impl Into<String>) -> Self {
        ApiError::new(ProblemCode::Forbidden, message)
    }

    pub fn not_found(what: impl Into<String>) -> Self {
        ApiError::new(ProblemCode::NotFound, what)
    }

    fn code(&self) -> &str {
        match self {
            ApiError::Problem { code, .. } => code.code(),
            ApiError::MethodNotAllowed { .. } => ProblemCode::MethodNotAllowed.code(),
            ApiError::TooManyAttempts { .. } => ProblemCode::TooManyAttempts.code(),
            ApiError::Busy { .. } => ProblemCode::ServerBusy.code(),
            ApiError::Options(options) => options.code,
            ApiError::Rule(rule) => rule.code,
            ApiError::DatabaseUnavailable(_) => ProblemCode::DatabaseUnavailable.code(),
            ApiError::Internal(_) => ProblemCode::InternalError.code(),
        }
    }

    fn title(&self) -> &'static str {
        match self {
            ApiError::Rule(_) => "Rule violation",
            other => title_for(other.status_code()),
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
            kind: super::problem_code::type_uri(&code),
            title: self.title().to_owned(),
            status: self.status_code().as_u16(),
            detail,
            code,
            current_version: match self {
                ApiError::Problem {
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
            ApiError::Problem { code, .. } => code.status(),
            ApiError::MethodNotAllowed { .. } => ProblemCode::MethodNotAllowed.status(),
            ApiError::TooManyAttempts { .. } => ProblemCode::TooManyAttempts.status(),
            ApiError::Busy { .. } => ProblemCode::ServerBusy.status(),
            ApiError::Options(_) => StatusCode::BAD_REQUEST,
            ApiError::Rule(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::DatabaseUnavailable(_) => ProblemCode::DatabaseUnavailable.status(),
            ApiError::Internal(_) => ProblemCode::InternalError.status(),
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
            _ if self.status_code() == StatusCode::UNAUTHORIZED => {
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

impl From<Fault> for ApiError {
    fn from(fault: Fault) -> Self {
        match fault {
            Fault::Bug(error) => ApiError::Internal(error),
            fault if fault.is_database_unavailable() => ApiError::DatabaseUnavailable(fault),
            fault => ApiError::Internal(fault.into()),
        }
    }
}

/// How each service failure is told over HTTP: its status and its stable machine code. The
/// human message is the error's own.
impl From<AccountError> for ApiError {
    fn from(error: AccountError) -> Self {
        let message = error.to_string();
        match error {
            AccountError::InvalidUsername(_) => {
                ApiError::new(ProblemCode::InvalidUsername, message)
            }
            AccountError::InvalidPassword(_) => {
                ApiError::new(ProblemCode::InvalidPassword, message)
            }
            AccountError::UsernameTaken => ApiError::new(ProblemCode::UsernameTaken, message),
            AccountError::InvalidCredentials | AccountError::AccountGone => {
                ApiError::unauthorized(message)
            }
            AccountError::WrongPassword => ApiError::new(ProblemCode::WrongPassword, message),
            AccountError::ComputerAccount => ApiError::new(ProblemCode::ComputerAccount, message),
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
            SessionError::UnknownRefreshToken => ProblemCode::InvalidRefreshToken,
            SessionError::RefreshTokenExpired => ProblemCode::RefreshTokenExpired,
            SessionError::SessionEnded => ProblemCode::SessionEnded,
            SessionError::RefreshTokenReused => ProblemCode::RefreshTokenReused,
            SessionError::Fault(fault) => return fault.into(),
        };
        ApiError::new(code, message)
    }
}

impl From<ReadError> for ApiError {
    fn from(error: ReadError) -> Self {
        let message = error.to_string();
        match error {
            ReadError::GameNotFound(_)
            | ReadError::UserNotFound(_)
            | ReadError::UnknownGameType(_) => ApiError::not_found(message),
            ReadError::InvalidReplayPosition { .. } => {
                ApiError::new(ProblemCode::InvalidReplayPosition, message)
            }
            ReadError::GameNotFinished => ApiError::new(ProblemCode::GameNotFinished, message),
            ReadError::Fault(fault) => fault.into(),
        }
    }
}

impl From<LobbyError> for ApiError {
    fn from(error: LobbyError) -> Self {
        let message = error.to_string();
        match error {
            LobbyError::UnknownGameType(_) => ApiError::new(ProblemCode::UnknownGameType, message),
            LobbyError::InvalidOptions(options) => ApiError::Options(options),
            LobbyError::InvalidSeat { .. } => ApiError::new(ProblemCode::InvalidSeat, message),
            LobbyError::InvalidComputers(_) | LobbyError::NoSeatForCreator => {
                ApiError::new(ProblemCode::InvalidBots, message)
            }
            LobbyError::InvalidTurnDeadline { .. } => {
                ApiError::new(ProblemCode::InvalidTurnDeadline, message)
            }
            LobbyError::UnknownUser(_) => ApiError::new(ProblemCode::UnknownUser, message),
            LobbyError::CannotInviteYourself => {
                ApiError::new(ProblemCode::CannotInviteYourself, message)
            }
            LobbyError::GameNotFound(_)
            | LobbyError::InvitationNotFound(_)
            | LobbyError::InviteLinkNotFound => ApiError::not_found(message),
            LobbyError::NotCreator | LobbyError::InviterNotSeated => ApiError::forbidden(message),
            LobbyError::NotOpen(_) => ApiError::new(ProblemCode::GameNotOpen, message),
            LobbyError::AlreadySeated | LobbyError::InviteeAlreadySeated => {
                ApiError::new(ProblemCode::AlreadySeated, message)
            }
            LobbyError::GameFull => ApiError::new(ProblemCode::GameFull, message),
            LobbyError::RematchUnavailable(_) => {
                ApiError::new(ProblemCode::RematchUnavailable, message)
            }
            LobbyError::SeatTaken(_) => ApiError::new(ProblemCode::SeatTaken, message),
            LobbyError::NotSeated => ApiError::new(ProblemCode::NotSeated, message),
            LobbyError::CreatorMustCancel => ApiError::new(ProblemCode::CreatorMustCancel, message),
            LobbyError::AlreadyInvited => ApiError::new(ProblemCode::AlreadyInvited, message),
            LobbyError::InvitationAnswered => {
                ApiError::new(ProblemCode::InvitationAnswered, message)
            }
            LobbyError::AlreadySeeking(_) => ApiError::new(ProblemCode::AlreadySeeking, message),
            LobbyError::SeekPaired(_) => ApiError::new(ProblemCode::SeekPaired, message),
            LobbyError::SeekNotFound(_) => ApiError::not_found(message),
            LobbyError::InvalidComputerFallback(_) => {
                ApiError::new(ProblemCode::InvalidComputerFallback, message)
            }
            LobbyError::TooMuchContention => ApiError::new(ProblemCode::TooMuchContention, message),
            LobbyError::Fault(fault) => fault.into(),
        }
    }
}

impl From<MoveError> for ApiError {
    fn from(error: MoveError) -> Self {
        let message = error.to_string();
        match error {
            MoveError::GameNotFound(_) => ApiError::not_found(message),
            MoveError::NotSeated => ApiError::forbidden(message),
            MoveError::NotStarted => ApiError::new(ProblemCode::GameNotStarted, message),
            MoveError::Cancelled => ApiError::new(ProblemCode::GameCancelled, message),
            MoveError::Stale { current, .. } => ApiError::Problem {
                code: ProblemCode::StaleVersion,
                message,
                current_version: Some(current),
            },
            MoveError::InvalidAction(_) => ApiError::new(ProblemCode::InvalidAction, message),
            MoveError::Rule(rule) => ApiError::Rule(rule),
            MoveError::IdempotencyKeyReused => {
                ApiError::new(ProblemCode::IdempotencyKeyReused, message)
            }
            MoveError::TooMuchContention => ApiError::new(ProblemCode::TooMuchContention, message),
            MoveError::Fault(fault) => fault.into(),
        }
    }
}

impl From<PushError> for ApiError {
    fn from(error: PushError) -> Self {
        let message = error.to_string();
        match error {
            PushError::NotConfigured => ApiError::new(ProblemCode::PushNotConfigured, message),
            PushError::EndpointRefused(_) => {
                ApiError::new(ProblemCode::PushEndpointRefused, message)
            }
            PushError::BadKeys(_) => ApiError::new(ProblemCode::InvalidPushKeys, message),
            PushError::TooMany(_) => {
                ApiError::new(ProblemCode::PushSubscriptionLimitReached, message)
            }
            PushError::NotFound(_) => ApiError::not_found(message),
            PushError::Fault(fault) => fault.into(),
        }
    }
}

impl From<WebhookError> for ApiError {
    fn from(error: WebhookError) -> Self {
        let message = error.to_string();
        match error {
            WebhookError::UrlRefused(_) => ApiError::new(ProblemCode::WebhookUrlRefused, message),
            WebhookError::TooMany(_) => ApiError::new(ProblemCode::WebhookLimitReached, message),
            WebhookError::NotFound(_) => ApiError::not_found(message),
            WebhookError::Fault(fault) => fault.into(),
        }
    }
}
