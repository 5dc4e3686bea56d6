//! Counting the database statements one HTTP request sends, for the query budgets.
//!
//! sqlx reports every statement it runs as a `tracing` event (target `sqlx::query`, with the
//! statement's first words as `summary`), on Postgres in the caller's task and on SQLite in its
//! worker thread, which enters the caller's span. The server runs every request inside a
//! `request` span named by the client's `x-request-id`. So a layer that files each statement
//! under the request span it happened in counts exactly what a request sent, and nothing that
//! background work (webhooks, sweeps, computers) sent meanwhile.
//!
//! Not seen: Postgres's `BEGIN` (sqlx queues it without logging; its `COMMIT` is logged) and
//! SQLite's `BEGIN` and `COMMIT` (run inside the worker), and the sqlx pool's pings on acquiring
//! a connection (no statements). Also left out: the `PRAGMA`s with which sqlx sets up a new
//! SQLite connection, sent by whichever request happens to find the pool without an idle one
//! (a pool's growth, not the request's work). `docs/PERFORMANCE.md` says what each budget covers.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, Once};

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::{Event, Subscriber};
use tracing_subscriber::Layer;
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;

/// Statement summaries by request id, for requests whose id starts with [`COUNTED`].
static STATEMENTS: LazyLock<Mutex<HashMap<String, Vec<String>>>> = LazyLock::new(Default::default);

/// Only requests whose `x-request-id` starts with this are counted (the others are not kept).
pub const COUNTED: &str = "budget-";

/// Installs the counting layer (once per test process).
pub fn install() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        // Another subscriber (none is installed by the tests today) would make this a no-op,
        // and every budget would then see zero statements and fail loudly.
        let _ = tracing_subscriber::registry()
            .with(StatementCounter)
            .try_init();
    });
}

/// The statements filed under `request_id` so far.
pub fn sent_by(request_id: &str) -> Vec<String> {
    STATEMENTS
        .lock()
        .unwrap()
        .get(request_id)
        .cloned()
        .unwrap_or_default()
}

/// The statements filed under `request_id` once no more arrive. sqlx files a statement when its
/// logger is dropped, which on SQLite happens on its worker thread, possibly just after the
/// caller (and so the client) has had the answer: the last statements of a request can be filed
/// a moment after its response. Waits until the list has stayed the same for 100 ms (at most
/// 2 s). The list is what counts, never the time.
pub async fn settled(request_id: &str) -> Vec<String> {
    let mut seen = sent_by(request_id);
    for _ in 0..20 {
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let now = sent_by(request_id);
        if now == seen {
            break;
        }
        seen = now;
    }
    seen
}

struct RequestId(String);

struct StatementCounter;

#[derive(Default)]
struct Fields {
    request_id: Option<String>,
    summary: Option<String>,
}

impl Visit for Fields {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.record(field, value.to_owned());
    }
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.record(field, format!("{value:?}").trim_matches('"').to_owned());
    }
}

impl Fields {
    fn record(&mut self, field: &Field, value: String) {
        match field.name() {
            "request_id" => self.request_id = Some(value),
            "summary" => self.summary = Some(value),
            _ => {}
        }
    }
}

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for StatementCounter {
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        if attrs.metadata().name() != "request" {
            return;
        }
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let (Some(request_id), Some(span)) = (fields.request_id, ctx.span(id))
            && request_id.starts_with(COUNTED)
        {
            span.extensions_mut().insert(RequestId(request_id));
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        if event.metadata().target() != "sqlx::query" {
            return;
        }
        let Some(scope) = ctx.event_scope(event) else {
            return;
        };
        for span in scope.from_root() {
            if let Some(RequestId(request_id)) = span.extensions().get::<RequestId>() {
                let mut fields = Fields::default();
                event.record(&mut fields);
                let summary = fields.summary.unwrap_or_else(|| "(no summary)".to_owned());
                if summary.starts_with("PRAGMA") {
                    return;
                }
                STATEMENTS
                    .lock()
                    .unwrap()
                    .entry(request_id.clone())
                    .or_default()
                    .push(summary);
                return;
            }
        }
    }
}

/// The statement with which an authenticated request reads its session from the database, when
/// the instance's ended-sessions view cannot answer for it.
pub const SESSION_READ: &str = "SELECT user_id FROM sessions";

/// Waits (at most 5 s) until `app` answers for `token`'s session from its ended-sessions view
/// (Postgres keeps it current from the database's notifications; it is trusted once it has
/// caught up): until `GET /me` sends no session read.
pub async fn until_sessions_are_known_without_asking(app: &crate::helpers::TestApp, token: &str) {
    install();
    for _ in 0..100 {
        let request_id = format!("{COUNTED}{}", uuid::Uuid::new_v4().simple());
        let response = app
            .client
            .get(app.url("/api/v1/me"))
            .bearer_auth(token)
            .header("x-request-id", &request_id)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        if !settled(&request_id)
            .await
            .iter()
            .any(|sent| sent.starts_with(SESSION_READ))
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("every request still reads its session from the database");
}
