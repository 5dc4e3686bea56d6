//! Reading a Server-Sent Events stream (a game's or a person's) the way a client's SSE parser
//! does, one frame at a time, with timeouts so a silent server fails the test.

use std::time::Duration;

use serde_json::Value;

use crate::helpers::{Player, TestApp};

/// A Server-Sent Events reader over a streaming reqwest response.
pub struct SseReader {
    pub response: reqwest::Response,
    buffer: String,
}

#[derive(Debug, Default)]
pub struct SseFrame {
    pub id: Option<String>,
    pub event: Option<String>,
    pub data: String,
    pub comment: bool,
}

impl SseReader {
    /// A game's stream.
    pub async fn open(
        app: &TestApp,
        id: &str,
        player: &Player,
        last_event_id: Option<i64>,
    ) -> SseReader {
        Self::open_path(
            app,
            &format!("/api/v1/games/{id}/stream"),
            player,
            last_event_id,
        )
        .await
    }

    /// The stream at `path`.
    pub async fn open_path(
        app: &TestApp,
        path: &str,
        player: &Player,
        last_event_id: Option<i64>,
    ) -> SseReader {
        let mut request = app.client.get(app.url(path)).bearer_auth(&player.token);
        if let Some(last) = last_event_id {
            request = request.header("Last-Event-ID", last.to_string());
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/event-stream")
        );
        SseReader {
            response,
            buffer: String::new(),
        }
    }

    pub async fn next_frame(&mut self) -> SseFrame {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let raw: String = self.buffer.drain(..end + 2).collect();
                let mut frame = SseFrame::default();
                for line in raw.lines() {
                    if let Some(rest) = line.strip_prefix("id: ") {
                        frame.id = Some(rest.to_owned());
                    } else if let Some(rest) = line.strip_prefix("event: ") {
                        frame.event = Some(rest.to_owned());
                    } else if let Some(rest) = line.strip_prefix("data: ") {
                        frame.data.push_str(rest);
                    } else if line.starts_with(':') {
                        frame.comment = true;
                    }
                }
                return frame;
            }
            let chunk = tokio::time::timeout(Duration::from_secs(10), self.response.chunk())
                .await
                .expect("the stream sends something within 10 s")
                .unwrap()
                .expect("the stream is still open");
            self.buffer.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }

    /// The next event frame, skipping comments and the retry hint; fails after 30 s without
    /// one (keep-alives alone would otherwise keep a test waiting for good).
    pub async fn next_event(&mut self) -> (i64, String, Value) {
        tokio::time::timeout(Duration::from_secs(30), self.next_event_unbounded())
            .await
            .expect("the stream sends an event within 30 s")
    }

    /// The next event sent live, without an id (a "your move" that was not kept), skipping
    /// frames that are not events.
    pub async fn next_live_event(&mut self) -> (String, Value) {
        let frame = tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                let frame = self.next_frame().await;
                if frame.event.is_some() {
                    return frame;
                }
            }
        })
        .await
        .expect("the stream sends an event within 30 s");
        assert!(frame.id.is_none(), "a live event has no id: {frame:?}");
        (
            frame.event.unwrap(),
            serde_json::from_str(&frame.data).unwrap(),
        )
    }

    async fn next_event_unbounded(&mut self) -> (i64, String, Value) {
        loop {
            let frame = self.next_frame().await;
            if let (Some(id), Some(event)) = (frame.id, frame.event) {
                return (
                    id.parse().unwrap(),
                    event,
                    serde_json::from_str(&frame.data).unwrap(),
                );
            }
        }
    }
}
