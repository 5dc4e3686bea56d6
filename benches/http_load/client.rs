//! A thin HTTP client of the API that times each request.

use std::time::{Duration, Instant};

use reqwest::{Client, Method};
use serde_json::{Value, json};

use crate::raw_stream::RawStream;

const PASSWORD: &str = "correct horse battery";

pub struct Api {
    client: Client,
    base: String,
    port: u16,
}

pub struct Reply {
    pub status: u16,
    body: Vec<u8>,
    pub elapsed: Duration,
    pub started: Instant,
}

impl Reply {
    pub fn json(&self) -> Result<Value, String> {
        self.parse()
    }

    /// Only the fields of `T`: the rest of the body is skipped, not built into a tree (the load
    /// generator shares the machine with what it measures).
    pub fn parse<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        serde_json::from_slice(&self.body).map_err(|e| format!("bad JSON ({e})"))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body)
            .chars()
            .take(300)
            .collect()
    }
}

impl Api {
    /// A client of the server on `port`, pooling a connection per client and to spare.
    pub fn new(port: u16, clients: usize) -> Result<Api, String> {
        Ok(Api {
            client: Client::builder()
                .tcp_nodelay(true)
                .pool_max_idle_per_host(clients * 2)
                .build()
                .map_err(|e| format!("HTTP client: {e}"))?,
            base: format!("http://127.0.0.1:{port}/api/v1"),
            port,
        })
    }

    /// One request; the latency runs from sending to having read the whole body.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<Reply, String> {
        let mut request = self.client.request(method, format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        let started = Instant::now();
        let response = request.send().await.map_err(|e| format!("{path}: {e}"))?;
        let status = response.status().as_u16();
        let body = response
            .bytes()
            .await
            .map_err(|e| format!("{path}: {e}"))?
            .to_vec();
        Ok(Reply {
            status,
            body,
            elapsed: started.elapsed(),
            started,
        })
    }

    /// Opens the event stream at `path` (below `/api/v1`), read raw: see [`RawStream`].
    pub async fn open_stream(&self, path: &str, token: &str) -> Result<RawStream, String> {
        RawStream::open(self.port, path, token).await
    }

    pub async fn expect(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
        status: u16,
    ) -> Result<Value, String> {
        let reply = self.call(method, path, token, body).await?;
        if reply.status != status {
            return Err(format!("{path}: {} {}", reply.status, reply.text()));
        }
        reply.json()
    }

    pub async fn new_player(&self, username: &str) -> Result<String, String> {
        let credentials = json!({"username": username, "password": PASSWORD});
        self.expect(
            Method::POST,
            "/auth/register",
            None,
            Some(&credentials),
            201,
        )
        .await?;
        let login = self
            .expect(Method::POST, "/auth/login", None, Some(&credentials), 200)
            .await?;
        login["access_token"]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| "login answered no access_token".to_owned())
    }
}
