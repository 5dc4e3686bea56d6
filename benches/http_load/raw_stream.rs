//! An event stream read off the socket, counting events and nothing more.
//!
//! The load generator shares the machine with the service it measures, so whatever CPU its
//! stream readers spend is CPU the service did not get, and a scenario with a thousand streams
//! charged it to the service: read through reqwest (hyper's client, its chunked decoding, a
//! timer per read), each event cost the load generator tens of microseconds. A phone's reading
//! costs the server nothing, so this reader does the least that still checks what arrives: it
//! sends the request by hand with `Connection: close` (the stream's end is the connection's),
//! checks the status, and counts the events by their `event:` lines in the raw bytes (chunk-size
//! lines are hexadecimal digits, so they never look like one). Every event has one, those sent
//! live without an id (a personal stream's "your move") too; so does a stream's last frame
//! (`end`, `token_expired`), once per stream.

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// What marks an event: every event the server sends has its kind on a line of its own.
const EVENT_START: &[u8] = b"\nevent:";

pub struct RawStream {
    socket: TcpStream,
    buffer: Vec<u8>,
    /// The last bytes of the previous read, so an event start split between reads is counted.
    carried: usize,
    /// Events that came with the answer's head, not yet reported.
    pending: u64,
}

impl RawStream {
    /// Opens `GET {path}` (the API's path, below `/api/v1`) on the server at `port` as the holder
    /// of `token`; fails unless it answers 200.
    pub async fn open(port: u16, path: &str, token: &str) -> Result<RawStream, String> {
        let mut socket = TcpStream::connect(("127.0.0.1", port))
            .await
            .map_err(|e| format!("{path}: {e}"))?;
        socket.set_nodelay(true).map_err(|e| e.to_string())?;
        let request = format!(
            "GET /api/v1{path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer \
             {token}\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n"
        );
        socket
            .write_all(request.as_bytes())
            .await
            .map_err(|e| format!("{path}: {e}"))?;
        let mut stream = RawStream {
            socket,
            buffer: vec![0; 16 * 1024],
            carried: 0,
            pending: 0,
        };
        let mut head = Vec::new();
        let body_start = loop {
            let read = stream.read().await.map_err(|e| format!("{path}: {e}"))?;
            if read == 0 {
                return Err(format!("{path}: closed before answering"));
            }
            head.extend_from_slice(&stream.buffer[..read]);
            if let Some(end) = head.windows(4).position(|w| w == b"\r\n\r\n") {
                break end + 2;
            }
        };
        if !head.starts_with(b"HTTP/1.1 200") {
            let status_line = head.split(|&b| b == b'\r').next().unwrap_or_default();
            return Err(format!("{path}: {}", String::from_utf8_lossy(status_line)));
        }
        // The body that came with the head, from the head's last line end (so its first
        // event's id line counts): counted now, its last bytes carried like a read's.
        let body = &head[body_start..];
        stream.pending = count_event_starts(body);
        let keep = (EVENT_START.len() - 1).min(body.len());
        stream.buffer[..keep].copy_from_slice(&body[body.len() - keep..]);
        stream.carried = keep;
        Ok(stream)
    }

    /// Waits for more of the stream: how many events began in it, or `None` once the server
    /// has ended the stream (or it broke).
    pub async fn events(&mut self) -> Option<u64> {
        if self.pending > 0 {
            return Some(std::mem::take(&mut self.pending));
        }
        let before = self.carried;
        match self.read().await {
            Ok(0) | Err(_) => None,
            Ok(read) => {
                let seen = before + read;
                let events = count_event_starts(&self.buffer[..seen]);
                // Keep less than a whole marker, so no event is counted twice.
                let keep = (EVENT_START.len() - 1).min(seen);
                self.buffer.copy_within(seen - keep..seen, 0);
                self.carried = keep;
                Some(events)
            }
        }
    }

    /// Reads after the carried bytes; how many came.
    async fn read(&mut self) -> std::io::Result<usize> {
        let carried = self.carried;
        self.socket.read(&mut self.buffer[carried..]).await
    }
}

fn count_event_starts(bytes: &[u8]) -> u64 {
    bytes
        .windows(EVENT_START.len())
        .filter(|w| *w == EVENT_START)
        .count() as u64
}
