//! A database outage: the app reaches Postgres through a TCP proxy that the test cuts (open
//! connections closed, new ones refused, as when the server stops) and then restores.

use std::sync::Arc;
use std::time::{Duration, Instant};

use reqwest::{Client, Response};
use serde_json::{Value, json};
use sqlx::ConnectOptions;
use sqlx::postgres::PgConnectOptions;
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::Mutex;
use tokio::task::{JoinHandle, JoinSet};

use crate::helpers::{
    Backend, TestApp, assert_problem, first_move_that_keeps_playing, fresh_database, spawn_app_on,
};

/// Forwards 127.0.0.1:`port` to `upstream` until cut.
struct Proxy {
    port: u16,
    upstream: (String, u16),
    accepting: Option<JoinHandle<()>>,
    tunnels: Arc<Mutex<JoinSet<()>>>,
}

impl Proxy {
    async fn start(upstream: (String, u16)) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let mut proxy = Proxy {
            port: listener.local_addr().unwrap().port(),
            upstream,
            accepting: None,
            tunnels: Arc::default(),
        };
        proxy.accept_on(listener);
        proxy
    }

    fn accept_on(&mut self, listener: TcpListener) {
        let (upstream, tunnels) = (self.upstream.clone(), self.tunnels.clone());
        self.accepting = Some(tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let upstream = upstream.clone();
                tunnels.lock().await.spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
            }
        }));
    }

    /// Closes every open connection and refuses new ones; returns once all are closed.
    async fn cut(&mut self) {
        let accepting = self.accepting.take().expect("the proxy is running");
        accepting.abort();
        // Dropping the accept loop drops the listener: connecting is refused from here on.
        let _ = accepting.await;
        self.tunnels.lock().await.shutdown().await;
    }

    /// Listens on the same port again.
    async fn restore(&mut self) {
        let address = std::net::SocketAddr::from(([127, 0, 0, 1], self.port));
        let deadline = Instant::now() + Duration::from_secs(10);
        let listener = loop {
            let socket = TcpSocket::new_v4().unwrap();
            socket.set_reuseaddr(true).unwrap();
            match socket.bind(address).and_then(|()| socket.listen(128)) {
                Ok(listener) => break listener,
                // Another socket took the port meanwhile; it is let go of soon.
                Err(error) if Instant::now() < deadline => {
                    eprintln!("rebinding {address}: {error}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(error) => panic!("cannot listen on {address} again: {error}"),
            }
        };
        self.accept_on(listener);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        if let Some(accepting) = &self.accepting {
            accepting.abort();
        }
    }
}

/// A fresh Postgres database, and an app that reaches it through a proxy.
async fn app_behind_proxy() -> (TestApp, Proxy) {
    let database = fresh_database(Backend::Postgres).await;
    let direct: PgConnectOptions = database.url().parse().unwrap();
    let upstream = (direct.get_host().to_owned(), direct.get_port());
    let proxy = Proxy::start(upstream).await;
    let proxied = direct.host("127.0.0.1").port(proxy.port).to_url_lossy();
    (spawn_app_on(proxied.as_str()).await.owning(database), proxy)
}

/// Far below the 10 s that requests used to hang for, far above what failing takes (under a
/// second), so that a busy machine does not make the test flaky.
const FAILS_FAST: Duration = Duration::from_secs(5);

/// Sends `request` and asserts a 503 that came well before the old 10 s.
async fn assert_unavailable_fast(request: reqwest::RequestBuilder, what: &str) -> Response {
    let started = Instant::now();
    let response = request
        .send()
        .await
        .expect("an answer within the client's timeout");
    let took = started.elapsed();
    assert!(took < FAILS_FAST, "{what} took {took:?}");
    assert_eq!(response.status(), 503, "{what}");
    response
}

/// Polls `/readyz` until the app says it is ready, for up to 20 s.
async fn wait_until_ready(app: &TestApp, client: &Client) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let ready = client.get(app.url("/readyz")).send().await.unwrap();
        if ready.status() == 200 {
            return;
        }
        assert!(Instant::now() < deadline, "ready once the database is back");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn assert_problem_with_retry_after(response: Response) {
    assert!(
        response.headers().contains_key("retry-after"),
        "says when to retry"
    );
    assert_problem(response, 503, "database_unavailable").await;
}

/// Postgres only: SQLite is a file in this process, with no connection to lose.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_outage_answers_503_at_once_and_the_app_recovers() {
    let (app, mut proxy) = app_behind_proxy().await;
    let players = app.players("outage", 2).await;
    let (ada, grace) = (&players[0], &players[1]);
    let new_game = json!({"game_type": "air-land-sea", "players": 2});
    let game = app.create_game(ada, new_game.clone()).await;
    let id = game["id"].as_str().unwrap().to_owned();
    // The game has been read once, so the app holds connections that the cut will break.
    app.game(&id, ada).await;

    proxy.cut().await;
    // A client with a timeout: an app that hangs fails the test instead of stalling it.
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    let ready = assert_unavailable_fast(client.get(app.url("/readyz")), "readiness").await;
    assert_problem_with_retry_after(ready).await;
    let game_path = format!("/api/v1/games/{id}");
    let read = client.get(app.url(&game_path)).bearer_auth(&ada.token);
    assert_problem_with_retry_after(assert_unavailable_fast(read, "reading a game").await).await;
    let create = client
        .post(app.url("/api/v1/games"))
        .bearer_auth(&ada.token)
        .json(&new_game);
    assert_problem_with_retry_after(assert_unavailable_fast(create, "creating a game").await).await;
    let join = client
        .post(app.url(&format!("{game_path}/join")))
        .bearer_auth(&grace.token)
        .json(&json!({"seat": 1}));
    assert_problem_with_retry_after(assert_unavailable_fast(join, "joining a game").await).await;

    proxy.restore().await;
    wait_until_ready(&app, &client).await;
    assert_eq!(app.game(&id, ada).await["status"], "open");
    let joined = app
        .post(
            &format!("{game_path}/join"),
            Some(&grace.token),
            &json!({"seat": 1}),
        )
        .await;
    assert_eq!(joined.status(), 200, "{}", joined.text().await.unwrap());
    let joined: Value = joined.json().await.unwrap();
    assert_eq!(joined["status"], "active");
    let seat = joined["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(&id, &players[seat]).await;
    let action = first_move_that_keeps_playing(&legal);
    let version = legal["version"].as_i64().unwrap();
    let moved = app.act(&id, &players[seat], &action, version).await;
    assert_eq!(moved.status(), 200, "{}", moved.text().await.unwrap());
    app.create_game(grace, new_game).await;
}
