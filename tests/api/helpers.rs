//! Test support: start the real application on port 0 against a fresh database, and talk to it
//! over HTTP like any client would.

use std::sync::Arc;
use std::time::Duration;

pub use crate::test_database::TestDatabase;
use reqwest::{Client, Response, StatusCode};
use serde_json::{Value, json};
use shoreline::config::Config;
use shoreline::startup::Application;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Generates one `#[tokio::test]` per backend for each listed `async fn name(backend: Backend)`,
/// named `<module>::sqlite::<name>` and `<module>::postgres::<name>` (CI counts the latter).
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::helpers::Backend::Sqlite).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::helpers::Backend::Postgres).await
                }
            )*
        }
    };
}

/// Evaluates `$body` with `$db`, a connection to the app's database in the backend's own type:
/// sqlx's query builders are typed by database, so one body serves both only as a macro.
#[macro_export]
macro_rules! with_database {
    ($app:expr, $backend:expr, |$db:ident| $body:expr) => {{
        use sqlx::Connection as _;
        match $backend {
            $crate::helpers::Backend::Sqlite => {
                let mut $db = sqlx::SqliteConnection::connect(&$app.database_url)
                    .await
                    .unwrap();
                $body
            }
            $crate::helpers::Backend::Postgres => {
                let mut $db = sqlx::PgConnection::connect(&$app.database_url)
                    .await
                    .unwrap();
                $body
            }
        }
    }};
}

pub struct TestApp {
    pub address: String,
    pub client: Client,
    pub database_url: String,
    /// Where `/metrics` is served, when the configuration asked for it.
    pub metrics_address: Option<String>,
    /// The app's state, to run a step of its background work now (a pairing wave, a deadline
    /// sweep) where a test checks that nothing more happens, instead of sleeping past a few.
    pub state: shoreline::service::AppState,
    /// The database this app was started on, when the app owns it: dropped with the app.
    /// Other instances started on the same database (`spawn_app_on`) borrow it.
    database: Option<Arc<TestDatabase>>,
}

/// A fresh, empty database for one test, removed when the returned guard is dropped.
pub async fn fresh_database(backend: Backend) -> TestDatabase {
    match backend {
        Backend::Sqlite => TestDatabase::sqlite().await,
        Backend::Postgres => TestDatabase::postgres().await,
    }
}

pub async fn spawn_app(backend: Backend) -> TestApp {
    let database = fresh_database(backend).await;
    spawn_app_on(database.url()).await.owning(database)
}

/// Another instance of the service, e.g. on the same database as a first one.
pub async fn spawn_app_on(database_url: &str) -> TestApp {
    spawn_app_with(database_url, Config::for_database(database_url)).await
}

/// An app on a fresh database with its configuration adjusted by `adjust`.
pub async fn spawn_app_configured(backend: Backend, adjust: impl FnOnce(&mut Config)) -> TestApp {
    let database = fresh_database(backend).await;
    let mut config = Config::for_database(database.url());
    adjust(&mut config);
    spawn_app_with(database.url(), config)
        .await
        .owning(database)
}

/// An app on `database_url` (which may already be in use by another) with `config`.
pub async fn spawn_app_with(database_url: &str, config: Config) -> TestApp {
    // The test's own HTTP clients need the TLS crypto provider (building the app installs it too).
    shoreline::service::webhooks::delivery::install_tls_crypto();
    let app = Application::build(&config).await.expect("app builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    let metrics_address = app
        .metrics_port()
        .map(|port| format!("http://127.0.0.1:{port}"));
    let state = app.state();
    tokio::spawn(app.run());
    TestApp {
        address,
        state,
        // No request waits for good: a server that stops answering fails the test with the
        // request it was answering instead of hanging the run. (Streams send keep-alives far
        // more often than this, so the limit is per read, not per request.)
        client: Client::builder()
            .read_timeout(Duration::from_secs(60))
            .build()
            .expect("the test client builds"),
        database_url: database_url.to_owned(),
        metrics_address,
        database: None,
    }
}

/// The password [`TestApp::new_player`] gives everyone.
pub const PASSWORD: &str = "correct horse battery";

/// A registered, signed-in user.
#[derive(Clone)]
pub struct Player {
    pub username: String,
    pub token: String,
    /// The refresh token of the session `token` belongs to.
    pub refresh_token: String,
}

impl TestApp {
    /// This app now owns `database`: it is dropped when the app is.
    pub fn owning(mut self, database: TestDatabase) -> Self {
        self.database = Some(Arc::new(database));
        self
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Response {
        let mut request = self.client.get(self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request sent")
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: &Value) -> Response {
        let mut request = self.client.post(self.url(path)).json(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request sent")
    }

    pub async fn register(&self, username: &str, password: &str) -> Response {
        self.post(
            "/api/v1/auth/register",
            None,
            &json!({"username": username, "password": password}),
        )
        .await
    }

    pub async fn login(&self, username: &str, password: &str) -> Response {
        self.post(
            "/api/v1/auth/login",
            None,
            &json!({"username": username, "password": password}),
        )
        .await
    }

    /// A new account, signed in by registering (which starts a session).
    pub async fn new_player(&self, username: &str) -> Player {
        let registered = self.register(username, PASSWORD).await;
        assert_eq!(registered.status(), 201);
        let body: Value = registered.json().await.unwrap();
        Player {
            username: username.to_owned(),
            token: body["access_token"].as_str().expect("a token").to_owned(),
            refresh_token: body["refresh_token"]
                .as_str()
                .expect("a refresh token")
                .to_owned(),
        }
    }

    pub async fn delete(&self, path: &str, token: Option<&str>, body: &Value) -> Response {
        let mut request = self.client.delete(self.url(path)).json(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request sent")
    }

    /// `count` players, named from `prefix`.
    pub async fn players(&self, prefix: &str, count: usize) -> Vec<Player> {
        let mut players = Vec::new();
        for i in 0..count {
            players.push(self.new_player(&format!("{prefix}-{i}")).await);
        }
        players
    }

    /// Creates a game as `creator` with the request `body`; the new game as answered.
    pub async fn create_game(&self, creator: &Player, body: Value) -> Value {
        let created = self
            .post("/api/v1/games", Some(&creator.token), &body)
            .await;
        assert_eq!(created.status(), 201, "{}", created.text().await.unwrap());
        created.json().await.unwrap()
    }

    /// Creates a game with `players[0]` in seat 0 and seats everyone else in order.
    pub async fn start_game(&self, game_type: &str, players: &[Player], options: Value) -> Value {
        let game = self
            .create_game(
                &players[0],
                json!({"game_type": game_type, "players": players.len(), "options": options}),
            )
            .await;
        let id = game["id"].as_str().unwrap().to_owned();
        let mut latest = game;
        for (seat, player) in players.iter().enumerate().skip(1) {
            let joined = self
                .post(
                    &format!("/api/v1/games/{id}/join"),
                    Some(&player.token),
                    &json!({"seat": seat}),
                )
                .await;
            assert_eq!(joined.status(), 200, "{}", joined.text().await.unwrap());
            latest = joined.json().await.unwrap();
        }
        assert_eq!(latest["status"], "active");
        latest
    }

    pub async fn game(&self, id: &str, player: &Player) -> Value {
        let response = self
            .get(&format!("/api/v1/games/{id}"), Some(&player.token))
            .await;
        assert_eq!(response.status(), 200);
        response.json().await.unwrap()
    }

    /// The game once this instance serves it at `version` or later: another instance's move
    /// reaches this one's reads when its notification arrives, some milliseconds after.
    pub async fn game_at_least(&self, id: &str, player: &Player, version: i64) -> Value {
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        loop {
            let game = self.game(id, player).await;
            if game["version"].as_i64().unwrap() >= version {
                return game;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "this instance never caught up with version {version}: {game}"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    pub async fn legal_actions(&self, id: &str, player: &Player) -> Value {
        let response = self
            .get(
                &format!("/api/v1/games/{id}/legal-actions"),
                Some(&player.token),
            )
            .await;
        assert_eq!(response.status(), 200);
        response.json().await.unwrap()
    }

    /// The game's log as `player` may see it.
    pub async fn events(&self, id: &str, player: &Player) -> Value {
        let response = self
            .get(&format!("/api/v1/games/{id}/events"), Some(&player.token))
            .await;
        assert_eq!(response.status(), 200);
        response.json().await.unwrap()
    }

    /// The seqs in the game's log, in order.
    pub async fn event_seqs(&self, id: &str, player: &Player) -> Vec<i64> {
        self.events(id, player).await["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_i64().unwrap())
            .collect()
    }

    pub async fn act(&self, id: &str, player: &Player, action: &Value, version: i64) -> Response {
        self.post(
            &format!("/api/v1/games/{id}/actions"),
            Some(&player.token),
            &json!({"action": action, "expected_version": version}),
        )
        .await
    }
}

/// The first legal action that is not a withdrawal (which would end an Air, Land & Sea battle),
/// from a legal-actions answer.
pub fn first_move_that_keeps_playing(legal: &Value) -> Value {
    legal["actions"]
        .as_array()
        .expect("legal actions")
        .iter()
        .find(|action| action["type"] != "withdraw")
        .expect("a move other than withdrawing")
        .clone()
}

/// Asserts a problem+json response with the given status and code, returning its body.
pub async fn assert_problem(response: Response, status: u16, code: &str) -> Value {
    assert_eq!(
        response.status(),
        StatusCode::from_u16(status).unwrap(),
        "expected {status} {code}"
    );
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert!(
        content_type.starts_with("application/problem+json"),
        "content type {content_type}"
    );
    let answered_by = response.url().clone();
    let body: Value = response.json().await.expect("a JSON problem");
    assert_eq!(body["code"], code, "{body}");
    assert_eq!(body["status"], status);
    for field in ["type", "title", "detail"] {
        assert!(body[field].is_string(), "problem has {field}: {body}");
    }
    // The type is a reference the server itself answers, with a page about the code.
    let kind = body["type"].as_str().unwrap();
    assert_eq!(kind, format!("/problems/{code}"));
    let page = reqwest::get(answered_by.join(kind).unwrap()).await.unwrap();
    assert_eq!(page.status(), 200, "{kind} has a page");
    assert!(page.text().await.unwrap().contains(code));
    body
}

/// A tiny deterministic generator so random play over HTTP is reproducible.
pub struct Dice(u64);

impl Dice {
    pub fn new(seed: u64) -> Self {
        Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A game played out by [`play_to_the_end`].
pub struct PlayedOut {
    /// The final game as seat 0 sees it.
    pub game: Value,
    /// The last action posted, and the seat that posted it: a well-formed action of this game.
    pub last_move: Option<(usize, Value)>,
}

/// Plays random legal actions over HTTP until the game is finished (or `max_actions`), checking
/// on every step that a seat in `to_act` has actions and that each posted action is accepted.
pub async fn play_to_the_end(
    app: &TestApp,
    id: &str,
    players: &[Player],
    seed: u64,
    max_actions: usize,
) -> PlayedOut {
    let mut dice = Dice::new(seed);
    let mut last_move = None;
    for _ in 0..max_actions {
        let game = app.game(id, &players[0]).await;
        if game["status"] == "finished" {
            return PlayedOut { game, last_move };
        }
        let to_act: Vec<usize> = game["to_act"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_u64().unwrap() as usize)
            .collect();
        assert!(!to_act.is_empty(), "an active game has someone to act");
        let seat = to_act[dice.below(to_act.len())];
        let legal = app.legal_actions(id, &players[seat]).await;
        let actions = legal["actions"].as_array().unwrap();
        assert!(!actions.is_empty(), "seat {seat} to act has actions");
        let action = &actions[dice.below(actions.len())];
        let response = app
            .act(
                id,
                &players[seat],
                action,
                legal["version"].as_i64().unwrap(),
            )
            .await;
        assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
        last_move = Some((seat, action.clone()));
    }
    PlayedOut {
        game: app.game(id, &players[0]).await,
        last_move,
    }
}

/// Makes one legal move (not a withdrawal) in game `id` for the first seat to act; the game
/// after it, as seat 0 sees it, and the action posted.
pub async fn make_a_move(app: &TestApp, id: &str, players: &[Player]) -> (Value, Value) {
    let game = app.game(id, &players[0]).await;
    let seat = game["to_act"][0].as_u64().expect("someone to act") as usize;
    let legal = app.legal_actions(id, &players[seat]).await;
    let action = first_move_that_keeps_playing(&legal);
    let version = legal["version"].as_i64().unwrap();
    let response = app.act(id, &players[seat], &action, version).await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    (app.game(id, &players[0]).await, action)
}

/// Resigns `player` from game `id`; the game after it.
pub async fn resign(app: &TestApp, id: &str, player: &Player) -> Value {
    let response = app
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&player.token),
            &json!({}),
        )
        .await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    response.json().await.unwrap()
}

/// Runs the server binary with `args` (a command such as `verify`); its exit status and output.
pub async fn run_binary(args: &[&str]) -> (std::process::ExitStatus, String, String) {
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_shoreline"))
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .await
        .expect("the binary runs");
    (
        output.status,
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
