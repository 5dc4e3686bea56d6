//! Live updates: `GET /games/{id}/stream` as Server-Sent Events.
//!
//! Each new event is sent as the caller may see it, with its seq as the SSE id, so a client that
//! reconnects with `Last-Event-ID` resumes exactly where it stopped. News only wakes the game's
//! streams up (from the appender of a move on this instance, or the store's announcements of
//! other instances' moves); what is sent is always read from the log, which stays the truth:
//! from this instance's replay cache when that already holds the news, else from the database.

use super::problem_code::ProblemCode;
use std::time::Duration;

use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tracing::Instrument;
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::error::{ApiError, Problem};
use super::extract::{AuthUser, authenticate_token};
use crate::service::views::Event;
use crate::service::{self, AppState, GameFeed, GameWatch};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(stream);
}

/// One Server-Sent Event of a game's stream, as a client's SSE parser hands it over (for the
/// spec: the stream renders its frames itself).
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct StreamFrame {
    /// The event's seq, for `Last-Event-ID` (absent on `end`, `token_expired` and
    /// `session_ended`).
    pub id: Option<String>,
    pub event: Option<StreamEventKind>,
    /// JSON text: an `Event` (as `GET .../events` shows it) for `action`, `resign` and `timeout`;
    /// `{"version": <seq of the last event sent>}` for `end`, `token_expired` and `session_ended`.
    pub data: Option<String>,
    /// How long a client waits before reconnecting, in milliseconds (the stream's first frame).
    pub retry: Option<u64>,
}

/// What a stream frame is.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
#[serde(rename_all = "snake_case")]
pub enum StreamEventKind {
    Action,
    Resign,
    Timeout,
    /// The game is over (or was cancelled): nothing more will come.
    End,
    /// The token expired: reconnect with a new one and `Last-Event-ID`.
    TokenExpired,
    /// The token's session ended (signed out, password changed, account deleted): sign in again.
    SessionEnded,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct StreamQuery {
    /// Start after this seq (default: the `Last-Event-ID` header, else 0: the whole log).
    pub after: Option<i64>,
    /// For clients that cannot set headers (browser `EventSource`): the bearer token.
    pub access_token: Option<String>,
}

/// The game's events as Server-Sent Events: `id` is the event's seq, `event` its kind (`action`,
/// `resign`, `timeout`) and `data` the event as `GET .../events` shows it. Comments keep the
/// connection alive; an `end` event follows the last event of a finished game. When the token
/// expires the stream sends `event: token_expired` and ends: reconnect with a new token and
/// `Last-Event-ID`. When its session ends (sign-out, password change, deleted account) the stream
/// sends `event: session_ended` at its next keep-alive and ends.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(
        StreamQuery,
        ("Last-Event-ID" = Option<i64>, Header, nullable = false, description = "Resume after this seq"),
    ),
    responses(
        (status = 200, content_type = "text/event-stream", description = "Server-Sent Events, read with an SSE client (not one JSON document): each frame as the `StreamFrame` schema describes it, its `data` an `Event` (or `{\"version\": n}` on `end`, `token_expired`, `session_ended`)"),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
    )
)]
#[get("/games/{id}/stream")]
async fn stream(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<Uuid>,
    query: web::Query<StreamQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = authenticate_token(&request, query.access_token.as_deref()).await?;
    let after = query.after.or(last_event_id(&request)?).unwrap_or(0).max(0);
    // Watch before the first read, so nothing appended in between is missed.
    let news = state.watchers.watch(*id);
    // Fail fast (404, 401...) before committing to a stream; the game read is the stream's first.
    let (feed, events) = service::open_feed(&state, *id, user.id, after).await?;
    let (sender, receiver) = mpsc::channel::<Bytes>(16);
    let state = state.get_ref().clone();
    // In the request's span: its logs, and the statements its catch-ups send (which the query
    // budgets count), stay the request's.
    actix_web::rt::spawn(pump(state, feed, events, user, after, news, sender).in_current_span());
    Ok(event_stream(receiver))
}

/// The `Last-Event-ID` header, if sent: a number.
pub(super) fn last_event_id(request: &HttpRequest) -> Result<Option<i64>, ApiError> {
    request
        .headers()
        .get("Last-Event-ID")
        .map(|v| {
            v.to_str()
                .ok()
                .and_then(|s| s.trim().parse::<i64>().ok())
                .ok_or_else(|| {
                    ApiError::new(
                        ProblemCode::InvalidLastEventId,
                        "Last-Event-ID must be the id of the last event received",
                    )
                })
        })
        .transpose()
}

/// When a stream must end: when its token does, so a stream never outlives its credentials (a
/// token is valid through the whole second `exp` names).
pub(super) fn token_expiry(user: &AuthUser) -> tokio::time::Instant {
    let token_lifetime_ms =
        u64::try_from((user.token_expires_at + 1) * 1000 - chrono::Utc::now().timestamp_millis())
            .unwrap_or(0);
    tokio::time::Instant::now() + Duration::from_millis(token_lifetime_ms)
}

/// Whether the stream's session is still live, checked at each keep-alive: a stream outlives
/// neither its token nor its session. A database error counts as live (the stream's own reads
/// will fail and end it if the database is really gone).
pub(super) async fn session_is_live(state: &AppState, user: &AuthUser) -> bool {
    match service::confirm_session(state, user.id, user.session_id).await {
        Ok(()) => true,
        Err(service::SessionError::SessionEnded) => false,
        Err(_) => true,
    }
}

/// A stream's last frame before the server ends it (`token_expired`, `session_ended`): the event,
/// and in its data where the client is, `{"<position>": after}`, to resume from.
pub(super) async fn send_last_frame(
    sender: &mpsc::Sender<Bytes>,
    event: &str,
    position: &str,
    after: i64,
) {
    let frame = format!("event: {event}\ndata: {{\"{position}\":{after}}}\n\n");
    // The client may be gone already; the stream ends either way.
    let _ = sender.send(Bytes::from(frame)).await;
}

/// The response that streams what `receiver` gets, as Server-Sent Events.
pub(super) fn event_stream(receiver: mpsc::Receiver<Bytes>) -> HttpResponse {
    let body = futures_util::stream::unfold(receiver, |mut receiver| async move {
        receiver
            .recv()
            .await
            .map(|chunk| (Ok::<_, actix_web::Error>(chunk), receiver))
    });
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("Cache-Control", "no-cache"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(body)
}

/// Sends `events`, then each event after them, until the game is over or the client goes away.
async fn pump(
    state: AppState,
    mut feed: GameFeed,
    mut events: Vec<Event>,
    user: AuthUser,
    mut after: i64,
    mut news: GameWatch,
    sender: mpsc::Sender<Bytes>,
) {
    let _open = state.metrics.stream_opened();
    // Tell the client how soon to retry if the connection drops.
    if sender
        .send(Bytes::from_static(b"retry: 2000\n\n"))
        .await
        .is_err()
    {
        return;
    }
    let game_id = feed.game_id();
    let token_expiry = token_expiry(&user);
    loop {
        // A client resuming past what this instance has seen gets nothing twice.
        events.retain(|event| event.seq > after);
        if let Some(last) = events.last() {
            after = last.seq;
            if sender.send(frames(&events)).await.is_err() {
                return;
            }
        }
        if feed.has_ended() {
            let _ = sender
                .send(Bytes::from(format!(
                    "event: end\ndata: {{\"version\":{after}}}\n\n"
                )))
                .await;
            return;
        }
        let mut shutting_down = state.shutting_down.clone();
        let wake = tokio::select! {
            wake = wait_for_news(&mut news, &sender, state.stream_keepalive) => wake,
            // The server is stopping: end the stream so the client reconnects elsewhere.
            _ = shutting_down.wait_for(|stopping| *stopping) => return,
            _ = tokio::time::sleep_until(token_expiry) => {
                send_last_frame(&sender, "token_expired", "version", after).await;
                return;
            }
        };
        match wake {
            Wake::ClientGone => return,
            Wake::KeepAlive if !session_is_live(&state, &user).await => {
                send_last_frame(&sender, "session_ended", "version", after).await;
                return;
            }
            _ => {}
        }
        let after_news = matches!(wake, Wake::News);
        (feed, events) = match feed.catch_up(&state, after_news).await {
            Ok(caught_up) => caught_up,
            Err(error) => {
                tracing::warn!(%game_id, %error, "stream could not read the game");
                return;
            }
        };
    }
}

/// Frames for `events`, written into one buffer to go out in one write.
fn frames(events: &[Event]) -> Bytes {
    use std::io::Write;
    let mut frames = Vec::with_capacity(events.len() * 256);
    for event in events {
        // Writing to a Vec cannot fail, and events always serialize.
        let _ = write!(
            frames,
            "id: {}\nevent: {}\ndata: ",
            event.seq,
            event.kind.as_str()
        );
        serde_json::to_writer(&mut frames, event).expect("events serialize");
        frames.extend_from_slice(b"\n\n");
    }
    Bytes::from(frames)
}

/// Why a stream looks at its game again.
enum Wake {
    /// The game was announced to have changed.
    News,
    /// It was quiet for a while (and announcements from other instances can be lost while a
    /// LISTEN connection reconnects).
    KeepAlive,
    ClientGone,
}

/// Waits until the game may have news, sending a keep-alive comment after each quiet spell.
async fn wait_for_news(
    news: &mut GameWatch,
    sender: &mpsc::Sender<Bytes>,
    keepalive: Duration,
) -> Wake {
    tokio::select! {
        _ = news.news() => Wake::News,
        _ = tokio::time::sleep(keepalive) => {
            // Also how a client that went away is noticed.
            match sender.send(Bytes::from_static(b": keep-alive\n\n")).await {
                Ok(()) => Wake::KeepAlive,
                Err(_) => Wake::ClientGone,
            }
        }
    }
}
