//! Your notifications: the personal stream (`GET /me/stream`, Server-Sent Events), the inbox
//! (`GET /me/notifications`) and marking items read.

use super::problem_code::ProblemCode;
use crate::domain::{MarkRead, NotificationFilter};

use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tracing::Instrument;
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use super::body::OptionalJsonBody;
use super::error::{ApiError, Problem};
use super::extract::{AuthUser, authenticate_token};
use super::paging::PageRequest;
use super::stream::{event_stream, last_event_id, send_last_frame, session_is_live, token_expiry};
use crate::service::views::Notification;
use crate::service::{self, AppState, PersonalFeed, PersonalItem, inbox};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(personal_stream)
        .service(notifications)
        .service(mark_read);
}

#[derive(Serialize, ToSchema)]
pub struct NotificationPage {
    pub items: Vec<Notification>,
    /// How many of your notifications are unread, in all.
    pub unread: i64,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct NotificationQuery {
    /// Only unread notifications.
    pub unread: Option<bool>,
    /// A `next_cursor` from a previous page, as given.
    #[param(pattern = "^-?[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// 1-100, default 20.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
}

/// Your notifications, newest first, with how many are unread.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    params(NotificationQuery),
    responses(
        (status = 200, body = NotificationPage),
        (status = 400, body = Problem, description = "`invalid_cursor`, `invalid_limit`"),
        (status = 401, body = Problem),
    )
)]
#[get("/me/notifications")]
async fn notifications(
    state: web::Data<AppState>,
    user: AuthUser,
    query: web::Query<NotificationQuery>,
) -> Result<web::Json<NotificationPage>, ApiError> {
    let page = PageRequest::parse(query.cursor.as_deref(), query.limit)?;
    let filter = NotificationFilter {
        unread_only: query.unread.unwrap_or(false),
        before: page.before,
        limit: page.limit,
    };
    let inbox = inbox::inbox(&state, user.id, &filter).await?;
    Ok(web::Json(NotificationPage {
        items: inbox.page.items,
        unread: inbox.unread,
        next_cursor: inbox.page.next_cursor,
    }))
}

/// Which notifications to mark read: those listed, and every one up to an id. Either may be
/// omitted; marking an item read again changes nothing.
#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct MarkReadRequest {
    /// Ids of your notifications (ids that are not yours are ignored).
    #[schema(max_items = 100)]
    pub ids: Option<Vec<i64>>,
    /// Marks every notification with an id up to this one.
    pub up_to: Option<i64>,
}

/// Most ids one request may list.
const MAX_IDS: usize = 100;

#[derive(Serialize, ToSchema)]
pub struct MarkedRead {
    /// How many were unread before this request.
    pub marked: u64,
    /// How many are unread now.
    pub unread: i64,
}

/// Mark notifications read. Idempotent: sending the same request again marks nothing more.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    request_body(content = Option<MarkReadRequest>, description = "May be omitted (marks nothing)"),
    responses(
        (status = 200, body = MarkedRead),
        (status = 400, body = Problem, description = "`invalid_notification_ids`"),
        (status = 401, body = Problem),
    )
)]
#[post("/me/notifications/read")]
async fn mark_read(
    state: web::Data<AppState>,
    user: AuthUser,
    body: OptionalJsonBody<MarkReadRequest>,
) -> Result<web::Json<MarkedRead>, ApiError> {
    let request = body.into_inner().unwrap_or_default();
    let ids = request.ids.unwrap_or_default();
    if ids.len() > MAX_IDS {
        return Err(ApiError::new(
            ProblemCode::InvalidNotificationIds,
            format!("list at most {MAX_IDS} ids at once (or use up_to)"),
        ));
    }
    let mut marked = 0;
    if !ids.is_empty() {
        marked += inbox::mark_read(&state, user.id, MarkRead::Ids(&ids)).await?;
    }
    if let Some(up_to) = request.up_to {
        marked += inbox::mark_read(&state, user.id, MarkRead::UpTo(up_to)).await?;
    }
    let unread = inbox::unread_count(&state, user.id).await?;
    Ok(web::Json(MarkedRead { marked, unread }))
}

/// One Server-Sent Event of the personal stream, as a client's SSE parser hands it over (for
/// the spec: the stream renders its frames itself).
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
pub struct PersonalStreamFrame {
    /// The notification's id, for `Last-Event-ID` (absent on `token_expired` and `session_ended`).
    pub id: Option<String>,
    /// The notification's kind, or `token_expired` or `session_ended`.
    pub event: Option<PersonalStreamEvent>,
    /// JSON text: a `Notification` (as `GET /me/notifications` lists it); for a `your_move`
    /// without an `id`, its `NotificationData`; `{"id": <the last id sent>}` for
    /// `token_expired` and `session_ended`.
    pub data: Option<String>,
    /// How long a client waits before reconnecting, in milliseconds (the stream's first frame).
    pub retry: Option<u64>,
}

/// What a personal stream frame is: a notification's kind, or the end of the token.
#[derive(Serialize, ToSchema)]
#[allow(dead_code)]
#[serde(rename_all = "snake_case")]
pub enum PersonalStreamEvent {
    YourMove,
    GameStarted,
    GameEnded,
    Invited,
    InvitationAnswered,
    DeadlineNear,
    InvitationWithdrawn,
    /// The token expired: reconnect with a new one and `Last-Event-ID`.
    TokenExpired,
    /// The token's session ended (signed out, password changed, account deleted): sign in again.
    SessionEnded,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct PersonalStreamQuery {
    /// Start after this notification id (default: the `Last-Event-ID` header, else only what
    /// comes from now on; `0` for everything).
    #[param(minimum = 0)]
    pub after: Option<i64>,
    /// For clients that cannot set headers (browser `EventSource`): the bearer token.
    pub access_token: Option<String>,
}

/// Your notifications as Server-Sent Events, from every instance: `id` is the notification's id,
/// `event` its kind (`your_move`, `game_started`, `game_ended`, `invited`,
/// `invitation_answered`, `invitation_withdrawn`, `deadline_near`) and `data` the notification as
/// `GET /me/notifications` lists it. Reconnect with `Last-Event-ID` to get what you missed.
/// A `your_move` is kept (with an id) only when one of your webhooks takes it; otherwise it comes
/// live, without an `id` line, its `data` the item's fields alone (`NotificationData`). After
/// what you missed, the stream tells every game where it is your move now (at most 100), then
/// each new turn once.
/// Comments keep the connection alive. When the token expires the stream sends
/// `event: token_expired` and ends: reconnect with a new token and `Last-Event-ID`. When its
/// session ends (sign-out, password change, deleted account) the stream sends
/// `event: session_ended` at its next keep-alive and ends.
#[utoipa::path(
    tag = "notifications",
    security(("bearer" = [])),
    params(
        PersonalStreamQuery,
        ("Last-Event-ID" = Option<i64>, Header, nullable = false, description = "Resume after this notification id"),
    ),
    responses(
        (status = 200, content_type = "text/event-stream", description = "Server-Sent Events, read with an SSE client (not one JSON document): each frame as the `PersonalStreamFrame` schema describes it, its `data` a `Notification`"),
        (status = 400, body = Problem, description = "`invalid_last_event_id`, `invalid_query`"),
        (status = 401, body = Problem),
    )
)]
#[get("/me/stream")]
async fn personal_stream(
    state: web::Data<AppState>,
    request: HttpRequest,
    query: web::Query<PersonalStreamQuery>,
) -> Result<HttpResponse, ApiError> {
    let user = authenticate_token(&request, query.access_token.as_deref()).await?;
    if query.after.is_some_and(|after| after < 0) {
        return Err(ApiError::new(
            ProblemCode::InvalidQuery,
            "after must be a notification id, 0 or more",
        ));
    }
    let resume = query.after.or(last_event_id(&request)?);
    let feed = service::open_personal_feed(&state, user.id, resume).await?;
    let (sender, receiver) = mpsc::channel::<Bytes>(16);
    // In the request's span, as a game's stream is (see `api::stream`).
    actix_web::rt::spawn(pump(state.get_ref().clone(), user, feed, sender).in_current_span());
    Ok(event_stream(receiver))
}

/// Sends the person's notifications until the client goes away, the token expires, the
/// session ends or the server stops.
async fn pump(
    state: AppState,
    user: AuthUser,
    mut feed: PersonalFeed,
    sender: mpsc::Sender<Bytes>,
) {
    if sender
        .send(Bytes::from_static(b"retry: 2000\n\n"))
        .await
        .is_err()
    {
        return;
    }
    let token_expiry = token_expiry(&user);
    loop {
        let batch = match feed.next(&state).await {
            Ok(batch) => batch,
            Err(error) => {
                let user_id = feed.user_id();
                tracing::warn!(%user_id, %error, "personal stream could not read notifications");
                return;
            }
        };
        if !batch.items.is_empty() && sender.send(frames(&batch.items)).await.is_err() {
            return;
        }
        if batch.more {
            continue;
        }
        let mut shutting_down = state.shutting_down.clone();
        tokio::select! {
            woken = wait_for_personal_news(&mut feed, &sender, state.stream_keepalive) => {
                match woken {
                    Woken::Rung => {}
                    Woken::Quiet if !session_is_live(&state, &user).await => {
                        send_last_frame(&sender, "session_ended", "id", feed.after()).await;
                        return;
                    }
                    Woken::Quiet => feed.quiet(),
                    Woken::ClientGone => return,
                }
            }
            // The server is stopping: end the stream so the client reconnects elsewhere.
            _ = shutting_down.wait_for(|stopping| *stopping) => return,
            _ = tokio::time::sleep_until(token_expiry) => {
                send_last_frame(&sender, "token_expired", "id", feed.after()).await;
                return;
            }
        }
    }
}

/// Frames for `items`, in one buffer to go out in one write: a kept item with its id, a live
/// one without.
fn frames(items: &[PersonalItem]) -> Bytes {
    use std::io::Write;
    let mut frames = Vec::with_capacity(items.len() * 256);
    for item in items {
        // Writing to a Vec cannot fail, and notifications always serialize.
        let _ = match item {
            PersonalItem::Kept(kept) => write!(
                frames,
                "id: {}\nevent: {}\ndata: ",
                kept.id,
                kept.notification.kind().as_str()
            ),
            PersonalItem::Live(live) => write!(frames, "event: {}\ndata: ", live.kind().as_str()),
        };
        match item {
            PersonalItem::Kept(kept) => serde_json::to_writer(&mut frames, kept),
            PersonalItem::Live(live) => serde_json::to_writer(&mut frames, live),
        }
        .expect("notifications serialize");
        frames.extend_from_slice(b"\n\n");
    }
    Bytes::from(frames)
}

/// Why a personal stream woke up.
enum Woken {
    /// News was announced: there may be new items, which another stream may have read already.
    Rung,
    /// `keepalive` passed in silence and a keep-alive went out. The stream reads again anyway,
    /// from the database: a signal from another instance may have been missed while its LISTEN
    /// connection was reconnecting.
    Quiet,
    ClientGone,
}

/// Waits until news is announced, sending a keep-alive comment after `keepalive` of silence.
async fn wait_for_personal_news(
    feed: &mut PersonalFeed,
    sender: &mpsc::Sender<Bytes>,
    keepalive: std::time::Duration,
) -> Woken {
    match tokio::time::timeout(keepalive, feed.news()).await {
        Ok(_) => Woken::Rung,
        Err(_elapsed) => match sender.send(Bytes::from_static(b": keep-alive\n\n")).await {
            Ok(()) => Woken::Quiet,
            Err(_) => Woken::ClientGone,
        },
    }
}
