//! Every problem code of the platform's own, in one enum: its HTTP status, its title and what it
//! means to a client. The errors (`api::error`) are built from these, and `/problems/{code}`
//! explains them from the same table, so the two cannot disagree. Codes a game gives (an option
//! it refuses, a rule a move breaks) are the game's own: the registry lists its option codes
//! (`GameType::option_codes`), and each game's rules document its rule codes.

use actix_web::http::StatusCode;

macro_rules! problem_codes {
    ($($variant:ident = $code:literal, $status:literal, $meaning:literal;)*) => {
        /// A problem code of the platform's own.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum ProblemCode {
            $($variant,)*
        }

        impl ProblemCode {
            /// Every code, in the order the table lists them.
            pub const ALL: &'static [ProblemCode] = &[$(ProblemCode::$variant,)*];

            /// The stable snake_case code clients switch on.
            pub fn code(self) -> &'static str {
                match self {
                    $(ProblemCode::$variant => $code,)*
                }
            }

            /// The HTTP status every problem with this code is sent with.
            pub fn status(self) -> StatusCode {
                let status: u16 = match self {
                    $(ProblemCode::$variant => $status,)*
                };
                StatusCode::from_u16(status).expect("a valid status")
            }

            /// What the code means, and what a client does about it.
            pub fn meaning(self) -> &'static str {
                match self {
                    $(ProblemCode::$variant => $meaning,)*
                }
            }
        }
    };
}

problem_codes! {
    InvalidBody = "invalid_body", 400, "The request body is not a JSON object of the documented shape.";
    InvalidQuery = "invalid_query", 400, "A query parameter is malformed or unknown.";
    InvalidAction = "invalid_action", 400, "The posted action is not an action of this game at all. Post one of the items `legal-actions` lists, as is.";
    InvalidUsername = "invalid_username", 400, "Usernames are 3 to 32 characters of letters, digits, `_` and `-`.";
    InvalidPassword = "invalid_password", 400, "Passwords are 8 to 128 characters long.";
    UnknownGameType = "unknown_game_type", 400, "No game type has this id; `GET /api/v1/game-types` lists them.";
    InvalidPlayerCount = "invalid_player_count", 400, "The game type is not played by this many players.";
    InvalidBots = "invalid_bots", 400, "The computer players asked for cannot be seated: each needs its own seat below the player count, and one seat must be left for a person.";
    InvalidComputerFallback = "invalid_computer_fallback", 400, "A seek's computer fallback waits 5 to 300 seconds before computers take the empty seats.";
    InvalidOptions = "invalid_options", 400, "The options are not valid for this game type.";
    InvalidSeat = "invalid_seat", 400, "Seats are numbered from 0 to one less than the number of players.";
    InvalidTurnDeadline = "invalid_turn_deadline", 400, "turn_deadline_secs is out of range.";
    UnknownUser = "unknown_user", 400, "No user has this name.";
    CannotInviteYourself = "cannot_invite_yourself", 400, "You are already in this game.";
    InvalidReplayPosition = "invalid_replay_position", 400, "A replay position runs from 0 to the game's version.";
    InvalidCursor = "invalid_cursor", 400, "Pass back a `next_cursor` exactly as a previous page gave it.";
    InvalidLimit = "invalid_limit", 400, "Page sizes run from 1 to 100.";
    InvalidStatus = "invalid_status", 400, "Statuses are open, active, finished and cancelled.";
    InvalidResult = "invalid_result", 400, "Results are win, loss and draw.";
    InvalidIdempotencyKey = "invalid_idempotency_key", 400, "An Idempotency-Key is 1 to 200 visible ASCII characters.";
    InvalidLastEventId = "invalid_last_event_id", 400, "Last-Event-ID is the seq of the last event received.";
    InvalidExpectedVersion = "invalid_expected_version", 400, "expected_version is a number of events: 0 or more.";
    InvalidNotificationIds = "invalid_notification_ids", 400, "List at most 100 notification ids at once; `up_to` marks any number.";
    WebhookUrlRefused = "webhook_url_refused", 400, "Webhook URLs are http or https, without credentials, and lead only to public addresses: never loopback, private, link-local (cloud metadata), shared or multicast ones (the detail says which address). The host must resolve.";
    PushEndpointRefused = "push_endpoint_refused", 400, "A push subscription's endpoint is the https URL the browser's push service gave it, leading only to public addresses (the detail says why it was refused).";
    InvalidPushKeys = "invalid_push_keys", 400, "`keys.p256dh` is the browser's uncompressed P-256 public key (65 bytes) and `keys.auth` its 16-byte secret, both base64url, exactly as `PushSubscription.toJSON()` gives them.";
    Unauthorized = "unauthorized", 401, "Sign in (or sign in again) and send `Authorization: Bearer <token>`.";
    TokenExpired = "token_expired", 401, "The access token has expired. Exchange the session's refresh token for new tokens (`POST /api/v1/auth/refresh`) and send the request again.";
    SessionEnded = "session_ended", 401, "The token's session has ended: signed out, signed out everywhere, the password was changed, a refresh token was reused, or the account was deleted. Sign in again.";
    InvalidRefreshToken = "invalid_refresh_token", 401, "No such refresh token. Sign in again.";
    RefreshTokenExpired = "refresh_token_expired", 401, "The refresh token's lifetime is over (60 days by default, restarted by every refresh). Sign in again.";
    RefreshTokenReused = "refresh_token_reused", 401, "A refresh token that had already been exchanged was sent again, so a copy of it is in someone else's hands: its whole session has ended, for every holder. Sign in again; send one refresh at a time and keep only the newest refresh token.";
    Forbidden = "forbidden", 403, "Signed in, but not allowed to do this (e.g. not seated in the game).";
    WrongPassword = "wrong_password", 403, "The password given to confirm a change to the account (a new password, deleting it) is not the account's. Nothing was changed.";
    ComputerAccount = "computer_account", 403, "A computer player's account belongs to the server: it cannot be changed or deleted.";
    NotFound = "not_found", 404, "No such resource, or it is not yours to see.";
    PushNotConfigured = "push_not_configured", 404, "This server has no VAPID key, so it sends no Web Push messages (its operator sets SHORELINE_VAPID_PRIVATE_KEY).";
    MethodNotAllowed = "method_not_allowed", 405, "The path exists; the Allow header lists its methods.";
    UsernameTaken = "username_taken", 409, "Someone has this username already (names are unique regardless of case).";
    GameNotOpen = "game_not_open", 409, "The game has started or was cancelled, so this lobby action is over.";
    AlreadySeated = "already_seated", 409, "That user already has a seat in this game.";
    GameFull = "game_full", 409, "Every seat is taken.";
    RematchUnavailable = "rematch_unavailable", 409, "A rematch is for a game that is over, within 15 minutes of its end, unless someone declined.";
    SeatTaken = "seat_taken", 409, "Someone sits in that seat; pick another or omit `seat`.";
    NotSeated = "not_seated", 409, "You have no seat in this game.";
    CreatorMustCancel = "creator_must_cancel", 409, "The creator cancels a game instead of leaving it.";
    AlreadyInvited = "already_invited", 409, "That user already has a pending invitation to this game.";
    InvitationAnswered = "invitation_answered", 409, "The invitation was accepted or declined already.";
    AlreadySeeking = "already_seeking", 409, "You wait in a quick-pairing pool already; cancel that seek first (one at a time, so nobody is seated twice).";
    SeekPaired = "seek_paired", 409, "Too late to stop looking: you were seated in a game, which the seek now names.";
    WebhookLimitReached = "webhook_limit_reached", 409, "One person may have 10 webhook endpoints; delete one first.";
    PushSubscriptionLimitReached = "push_subscription_limit_reached", 409, "One person may have 20 push subscriptions (devices); delete one first.";
    GameNotStarted = "game_not_started", 409, "The game starts when every seat is taken.";
    GameCancelled = "game_cancelled", 409, "The game was cancelled.";
    GameNotFinished = "game_not_finished", 409, "Only a finished game can be exported: until it ends, its seed and hidden moves stay secret.";
    StaleVersion = "stale_version", 409, "The game is not at your expected_version: read it again (current_version says where it is) and decide anew.";
    TooMuchContention = "too_much_contention", 409, "The game changed too often while applying the request; send it again.";
    PayloadTooLarge = "payload_too_large", 413, "Request bodies are limited to 64 KiB.";
    UnsupportedMediaType = "unsupported_media_type", 415, "Send bodies as application/json.";
    IdempotencyKeyReused = "idempotency_key_reused", 422, "This Idempotency-Key was used for a different request in this game; use a new key per move.";
    NotYourTurn = "not_your_turn", 422, "It is not your turn to act; `to_act` lists who may.";
    GameOver = "game_over", 422, "The game has ended; nothing more can be played.";
    TooManyAttempts = "too_many_attempts", 429, "Too many sign-in or sign-up attempts from this address or for this username; wait as long as Retry-After says.";
    HeadersTooLarge = "headers_too_large", 431, "Request headers are limited to 16 KiB in all.";
    InternalError = "internal_error", 500, "Something went wrong on the server; the request id in x-request-id helps the operator find it.";
    DatabaseUnavailable = "database_unavailable", 503, "The database cannot be reached right now; try again shortly.";
    ServerBusy = "server_busy", 503, "Too many sign-ins are being checked at once; try again after Retry-After seconds.";
}

impl ProblemCode {
    /// The code called `code`, if it is one of the platform's.
    pub fn named(code: &str) -> Option<ProblemCode> {
        ProblemCode::ALL
            .iter()
            .copied()
            .find(|known| known.code() == code)
    }

    /// The problem document's title: what kind of failure, from the status.
    pub fn title(self) -> &'static str {
        title_for(self.status())
    }
}

/// The problem type URI for `code`, relative to the server that answered.
pub fn type_uri(code: &str) -> String {
    format!("/problems/{code}")
}

/// The title of a problem sent with `status`.
pub fn title_for(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 => "Bad request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not found",
        405 => "Method not allowed",
        409 => "Conflict",
        413 => "Payload too large",
        415 => "Unsupported media type",
        422 => "Unprocessable request",
        429 => "Too many attempts",
        431 => "Request header fields too large",
        503 => "Service unavailable",
        _ => "Internal server error",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_unique_snake_case_with_an_error_status_and_a_meaning() {
        let mut seen = std::collections::HashSet::new();
        for &code in ProblemCode::ALL {
            assert!(seen.insert(code.code()), "{} twice", code.code());
            assert!(
                code.code()
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
                "{}",
                code.code()
            );
            assert!(code.status().is_client_error() || code.status().is_server_error());
            assert!(code.meaning().ends_with('.'), "{}", code.code());
            assert_eq!(ProblemCode::named(code.code()), Some(code));
            assert_ne!(code.title(), "", "{}", code.code());
        }
    }

    /// The engine's own codes, which it builds as strings, are the table's.
    #[test]
    fn the_engines_codes_are_in_the_table() {
        use crate::engine::{GameInfo, OptionsError, RuleError};
        let info = GameInfo {
            id: "g",
            name: "G",
            rules_version: "1",
            min_players: 2,
            max_players: 2,
        };
        for (code, status) in [
            (OptionsError::player_count(&info, 5).code, 400),
            (RuleError::not_your_turn().code, 422),
            (RuleError::game_over().code, 422),
            ("invalid_options", 400),
        ] {
            let known = ProblemCode::named(code).unwrap_or_else(|| panic!("{code} missing"));
            assert_eq!(known.status().as_u16(), status, "{code}");
        }
    }

    /// A game's own refusals of options carry codes it lists (so `/problems/{code}` explains
    /// them), and never one of the platform's.
    #[test]
    fn the_games_option_refusals_use_codes_they_list() {
        use serde_json::json;
        let registry = crate::engine::Registry::builtin();
        let cases = [
            ("air-land-sea", json!({"target_vp": 13})),
            (
                "landfall",
                json!({"handicap": {"colour": "green", "tiles_removed": 17}}),
            ),
            ("landfall", json!({"custom_island": []})),
            (
                "landfall",
                json!({"custom_island": [{"at": {"q": 0, "r": 0}, "stack": ["green"]}]}),
            ),
        ];
        for (id, options) in cases {
            let game_type = registry.latest(id).unwrap();
            let error = game_type.normalize_options(2, &options).unwrap_err();
            assert!(
                game_type
                    .option_codes()
                    .iter()
                    .any(|(code, _)| *code == error.code),
                "{id}: {} is not listed",
                error.code
            );
            assert_eq!(ProblemCode::named(error.code), None, "{}", error.code);
        }
    }
}
