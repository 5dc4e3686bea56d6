//! Shutting down: the real binary, stopped with SIGTERM while a move waits for a lock, exits
//! within its limit, and the move it abandoned never commits afterwards; and a kept-alive idle
//! connection, which lasts well past actix's default of 5 s, closes as soon as it stops.

mod process;
#[path = "support/test_database.rs"]
#[allow(dead_code)] // this file uses the Postgres half
mod test_database;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sqlx::Connection;

async fn post(client: &reqwest::Client, url: String, token: Option<&str>, body: Value) -> Value {
    let mut request = client.post(url).json(&body);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.unwrap();
    assert!(response.status().is_success(), "{}", response.status());
    response.json().await.unwrap_or(Value::Null)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_waiting_when_the_server_stops_is_abandoned_within_the_limit() {
    let database = test_database::TestDatabase::postgres().await;
    let database_url = database.url();
    let (mut server, base) = process::start_server(database_url, &[]);
    let api = format!("{base}/api/v1");
    // This process's HTTP clients need the TLS crypto provider the server installs for its own.
    shoreline::service::webhooks::delivery::install_tls_crypto();
    let client = reqwest::Client::new();
    let mut tokens = Vec::new();
    for name in ["ada", "grace"] {
        let credentials = json!({"username": name, "password": "correct horse battery"});
        post(
            &client,
            format!("{api}/auth/register"),
            None,
            credentials.clone(),
        )
        .await;
        let login = post(&client, format!("{api}/auth/login"), None, credentials).await;
        tokens.push(login["access_token"].as_str().unwrap().to_owned());
    }
    let game = post(
        &client,
        format!("{api}/games"),
        Some(&tokens[0]),
        json!({"game_type": "air-land-sea", "players": 2}),
    )
    .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let game = post(
        &client,
        format!("{api}/games/{id}/join"),
        Some(&tokens[1]),
        json!({}),
    )
    .await;
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal: Value = client
        .get(format!("{api}/games/{id}/legal-actions"))
        .bearer_auth(&tokens[seat])
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let action = legal["actions"][0].clone();

    // Hold the game's row lock, so the move waits in the database.
    let mut blocker = sqlx::PgConnection::connect(database_url).await.unwrap();
    sqlx::query("BEGIN").execute(&mut blocker).await.unwrap();
    sqlx::query("SELECT 1 FROM games WHERE id = $1::uuid FOR UPDATE")
        .bind(&id)
        .execute(&mut blocker)
        .await
        .unwrap();
    let waiting_move = tokio::spawn({
        let (client, url, token) = (
            client.clone(),
            format!("{api}/games/{id}/actions"),
            tokens[seat].clone(),
        );
        async move {
            client
                .post(url)
                .bearer_auth(token)
                .json(&json!({"action": action, "expected_version": 0}))
                .send()
                .await
        }
    });
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert!(!waiting_move.is_finished(), "the move waits for the lock");

    let stopped_at = Instant::now();
    let terminated = std::process::Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(terminated.success());
    let exited = tokio::task::spawn_blocking(move || server.wait().unwrap())
        .await
        .unwrap();
    let took = stopped_at.elapsed();
    assert!(exited.success(), "exit status {exited}");
    assert!(
        took < shoreline::startup::SHUTDOWN_LIMIT + Duration::from_secs(2),
        "the process outlived its shutdown limit: {took:?}"
    );
    let answer = waiting_move.await.unwrap();
    assert!(
        answer.as_ref().map_or(true, |r| !r.status().is_success()),
        "the cut-off move was not reported as done"
    );

    // Let the lock go: the abandoned move must not commit now.
    sqlx::query("ROLLBACK").execute(&mut blocker).await.unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let (events,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM game_events WHERE game_id = $1::uuid")
            .bind(&id)
            .fetch_one(&mut blocker)
            .await
            .unwrap();
    assert_eq!(
        events, 0,
        "the abandoned move committed after its client was cut off"
    );
}

/// Sends `GET /healthz` on `connection` and reads the answer whole; its status line.
fn health_check(connection: &mut std::net::TcpStream) -> String {
    use std::io::{Read, Write};
    connection
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: shoreline\r\n\r\n")
        .unwrap();
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let read = connection.read(&mut chunk).unwrap();
        assert!(read > 0, "the connection closed before the answer");
        answer.extend_from_slice(&chunk[..read]);
        let text = String::from_utf8_lossy(&answer);
        if let Some(head_end) = text.find("\r\n\r\n") {
            let length: usize = text[..head_end]
                .lines()
                .find_map(|line| {
                    let (name, value) = line.split_once(':')?;
                    name.eq_ignore_ascii_case("content-length")
                        .then(|| value.trim().parse().ok())?
                })
                .expect("the answer has a length");
            if answer.len() >= head_end + 4 + length {
                return text.lines().next().unwrap().to_owned();
            }
        }
    }
}

#[test]
fn an_idle_connection_is_kept_past_five_seconds_and_closed_when_the_server_stops() {
    use std::io::Read;
    let dir = std::env::temp_dir().join(format!("shoreline-keepalive-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut server, base) =
        process::start_server(&format!("sqlite://{}/keepalive.db", dir.display()), &[]);
    let address = base.trim_start_matches("http://");
    let mut connection = std::net::TcpStream::connect(address).unwrap();
    assert_eq!(health_check(&mut connection), "HTTP/1.1 200 OK");

    // Past actix's default keep-alive (5 s), at which a client reusing the connection raced the
    // server closing it.
    std::thread::sleep(Duration::from_secs(6));
    assert_eq!(
        health_check(&mut connection),
        "HTTP/1.1 200 OK",
        "the idle connection was still open"
    );

    let terminated = std::process::Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(terminated.success());
    // Idle, it is closed at once, not held until the shutdown's grace period (8 s) ends.
    connection
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut rest = [0u8; 64];
    let read = connection.read(&mut rest);
    assert!(
        matches!(read, Ok(0)),
        "the idle connection was not closed on stopping: {read:?}"
    );
    assert!(server.wait().unwrap().success());
    let _ = std::fs::remove_dir_all(&dir);
}
