//! A page per problem code. Every problem document's `type` is `/problems/<code>`, a relative
//! reference to this server, so a client (or a person reading a log) can look a code up.

use actix_web::{HttpResponse, get, web};

use super::error::{ApiError, Problem};

/// The problem type URI for `code`, relative to the server that answered.
pub fn type_uri(code: &str) -> String {
    format!("/problems/{code}")
}

/// The platform's own codes, with what each means and what a client does about it. Codes not
/// listed here come from a game's rules (422, e.g. `not_your_turn`); each game's rules document
/// lists its own.
const CODES: &[(&str, u16, &str)] = &[
    (
        "invalid_body",
        400,
        "The request body is not a JSON object of the documented shape.",
    ),
    (
        "invalid_query",
        400,
        "A query parameter is malformed or unknown.",
    ),
    (
        "invalid_action",
        400,
        "The posted action is not an action of this game at all. Post one of the items `legal-actions` lists, as is.",
    ),
    (
        "invalid_username",
        400,
        "Usernames are 3 to 32 characters of letters, digits, `_` and `-`.",
    ),
    (
        "invalid_password",
        400,
        "Passwords are 8 to 128 characters long.",
    ),
    (
        "unknown_game_type",
        400,
        "No game type has this id; `GET /api/v1/game-types` lists them.",
    ),
    (
        "invalid_player_count",
        400,
        "The game type is not played by this many players.",
    ),
    (
        "invalid_bots",
        400,
        "The computer players asked for cannot be seated: each needs its own seat below the player count, and one seat must be left for a person.",
    ),
    (
        "invalid_computer_fallback",
        400,
        "A seek's computer fallback waits 5 to 300 seconds before computers take the empty seats.",
    ),
    (
        "invalid_options",
        400,
        "The options are not valid for this game type.",
    ),
    (
        "invalid_target_vp",
        400,
        "Air, Land & Sea's target_vp is out of range.",
    ),
    (
        "invalid_handicap",
        400,
        "Landfall's handicap option is out of range.",
    ),
    (
        "invalid_seat",
        400,
        "Seats are numbered from 0 to one less than the number of players.",
    ),
    (
        "invalid_turn_deadline",
        400,
        "turn_deadline_secs is out of range.",
    ),
    ("unknown_user", 400, "No user has this name."),
    (
        "cannot_invite_yourself",
        400,
        "You are already in this game.",
    ),
    (
        "invalid_replay_position",
        400,
        "A replay position runs from 0 to the game's version.",
    ),
    (
        "invalid_cursor",
        400,
        "Pass back a `next_cursor` exactly as a previous page gave it.",
    ),
    ("invalid_limit", 400, "Page sizes run from 1 to 100."),
    (
        "invalid_status",
        400,
        "Statuses are open, active, finished and cancelled.",
    ),
    ("invalid_result", 400, "Results are win, loss and draw."),
    (
        "invalid_idempotency_key",
        400,
        "An Idempotency-Key is 1 to 200 visible ASCII characters.",
    ),
    (
        "invalid_last_event_id",
        400,
        "Last-Event-ID is the seq of the last event received.",
    ),
    (
        "invalid_expected_version",
        400,
        "expected_version is a number of events: 0 or more.",
    ),
    (
        "invalid_notification_ids",
        400,
        "List at most 100 notification ids at once; `up_to` marks any number.",
    ),
    (
        "webhook_url_refused",
        400,
        "Webhook URLs are http or https, without credentials, and lead only to public addresses: never loopback, private, link-local (cloud metadata), shared or multicast ones (the detail says which address). The host must resolve.",
    ),
    (
        "unauthorized",
        401,
        "Sign in (or sign in again) and send `Authorization: Bearer <token>`.",
    ),
    (
        "token_expired",
        401,
        "The access token has expired. Exchange the session's refresh token for new tokens (`POST /api/v1/auth/refresh`) and send the request again.",
    ),
    (
        "session_ended",
        401,
        "The token's session has ended: signed out, signed out everywhere, the password was changed, a refresh token was reused, or the account was deleted. Sign in again.",
    ),
    (
        "invalid_refresh_token",
        401,
        "No such refresh token. Sign in again.",
    ),
    (
        "refresh_token_expired",
        401,
        "The refresh token's lifetime is over (60 days by default, restarted by every refresh). Sign in again.",
    ),
    (
        "refresh_token_reused",
        401,
        "A refresh token that had already been exchanged was sent again, so a copy of it is in someone else's hands: its whole session has ended, for every holder. Sign in again; send one refresh at a time and keep only the newest refresh token.",
    ),
    (
        "forbidden",
        403,
        "Signed in, but not allowed to do this (e.g. not seated in the game).",
    ),
    (
        "wrong_password",
        403,
        "The password given to confirm a change to the account (a new password, deleting it) is not the account's. Nothing was changed.",
    ),
    (
        "computer_account",
        403,
        "A computer player's account belongs to the server: it cannot be changed or deleted.",
    ),
    (
        "not_found",
        404,
        "No such resource, or it is not yours to see.",
    ),
    (
        "method_not_allowed",
        405,
        "The path exists; the Allow header lists its methods.",
    ),
    (
        "username_taken",
        409,
        "Someone has this username already (names are unique regardless of case).",
    ),
    (
        "game_not_open",
        409,
        "The game has started or was cancelled, so this lobby action is over.",
    ),
    (
        "already_seated",
        409,
        "That user already has a seat in this game.",
    ),
    ("game_full", 409, "Every seat is taken."),
    (
        "rematch_unavailable",
        409,
        "A rematch is for a game that is over, within 15 minutes of its end, unless someone declined.",
    ),
    (
        "seat_taken",
        409,
        "Someone sits in that seat; pick another or omit `seat`.",
    ),
    ("not_seated", 409, "You have no seat in this game."),
    (
        "creator_must_cancel",
        409,
        "The creator cancels a game instead of leaving it.",
    ),
    (
        "already_invited",
        409,
        "That user already has a pending invitation to this game.",
    ),
    (
        "invitation_answered",
        409,
        "The invitation was accepted or declined already.",
    ),
    (
        "already_seeking",
        409,
        "You wait in a quick-pairing pool already; cancel that seek first (one at a time, so nobody is seated twice).",
    ),
    (
        "seek_paired",
        409,
        "Too late to stop looking: you were seated in a game, which the seek now names.",
    ),
    (
        "webhook_limit_reached",
        409,
        "One person may have 10 webhook endpoints; delete one first.",
    ),
    (
        "game_not_started",
        409,
        "The game starts when every seat is taken.",
    ),
    ("game_cancelled", 409, "The game was cancelled."),
    (
        "game_not_finished",
        409,
        "Only a finished game can be exported: until it ends, its seed and hidden moves stay secret.",
    ),
    (
        "stale_version",
        409,
        "The game is not at your expected_version: read it again (current_version says where it is) and decide anew.",
    ),
    (
        "too_much_contention",
        409,
        "The game changed too often while applying the move; send it again.",
    ),
    (
        "payload_too_large",
        413,
        "Request bodies are limited to 64 KiB.",
    ),
    (
        "unsupported_media_type",
        415,
        "Send bodies as application/json.",
    ),
    (
        "idempotency_key_reused",
        422,
        "This Idempotency-Key was used for a different request in this game; use a new key per move.",
    ),
    (
        "not_your_turn",
        422,
        "It is not your turn to act; `to_act` lists who may.",
    ),
    (
        "game_over",
        422,
        "The game has ended; nothing more can be played.",
    ),
    (
        "too_many_attempts",
        429,
        "Too many sign-in or sign-up attempts from this address or for this username; wait as long as Retry-After says.",
    ),
    (
        "headers_too_large",
        431,
        "Request headers are limited to 16 KiB in all.",
    ),
    (
        "internal_error",
        500,
        "Something went wrong on the server; the request id in x-request-id helps the operator find it.",
    ),
    (
        "database_unavailable",
        503,
        "The database cannot be reached right now; try again shortly.",
    ),
    (
        "server_busy",
        503,
        "Too many sign-ins are being checked at once; try again after Retry-After seconds.",
    ),
];

/// What a problem code means.
#[utoipa::path(
    tag = "operations",
    params(("code" = String, Path, description = "A problem document's `code`")),
    responses(
        (status = 200, content_type = "text/html", body = String, description = "A short page about the code"),
        (status = 404, body = Problem),
    )
)]
#[get("/problems/{code}")]
pub async fn problem_page(code: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let (status, meaning) = match CODES.iter().find(|(known, ..)| *known == code.as_str()) {
        Some((_, status, meaning)) => (status.to_string(), *meaning),
        // Rule codes are each game's own; anything shaped like one gets the general page.
        None if is_code_shaped(&code) => (
            "422".to_owned(),
            "A rule of the game forbids this move; the problem's `detail` says which rule. \
             Each game's rules document lists its codes.",
        ),
        None => return Err(ApiError::not_found(format!("no problem code {code:?}"))),
    };
    let code = code.as_str();
    let meaning = escape_html(meaning);
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(format!(
            "<!doctype html><meta charset=\"utf-8\"><title>{code}</title>\
         <h1><code>{code}</code></h1><p>HTTP status {status}</p><p>{meaning}</p>"
        )))
}

/// snake_case, as every code is (and nothing that would need escaping in the page).
fn is_code_shaped(code: &str) -> bool {
    (1..=64).contains(&code.len())
        && code.starts_with(|c: char| c.is_ascii_lowercase())
        && code.chars().all(|c| c.is_ascii_lowercase() || c == '_')
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
