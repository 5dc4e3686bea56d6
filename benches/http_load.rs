//! HTTP load tool (a tool, not a timed test): plays many concurrent games against the real
//! application on Postgres, and in the same run measures the Postgres baseline with pgbench.
//!
//! ```sh
//! cargo bench --bench http_load -- [--clients 32] [--games N] [--seconds S] [--warmup W]
//!     [--game-type air-land-sea|lost-seas|both] [--pgbench-games G] [--workers 2]
//!     [--database-url postgres://...]
//! ```
//!
//! 1. Creates a fresh database on the server named by `--database-url` (default:
//!    `TEST_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/test`), starts the application
//!    in-process on port 0 with its own runtime (as `main` does) and `--workers` HTTP workers,
//!    registers players and opens `--games` games.
//! 2. Play phase: `--clients` tasks each loop over their games: `GET /games/{id}`,
//!    `GET /games/{id}/legal-actions` as a seat to act, `POST /games/{id}/actions` of a random legal
//!    action with `expected_version`; a finished game is replaced by a new one. After `--warmup`
//!    seconds, every request that starts and ends within the next `--seconds` is measured.
//! 3. Read phase: the same clients only `GET /games/{id}` of random games played in step 2.
//! 4. pgbench baseline in a second scratch database (`benches/pgbench/`): `--pgbench-games` games
//!    of 100 events; script A reads a random game's events and appends one in a transaction,
//!    script B only reads them; each with `-M prepared -c <clients> -j 2`, a warm-up run, then a
//!    measured run of `--seconds`.
//! 5. Prints the figures and PASS/FAIL against the targets (posts >= 0.6 x A tps, reads >= 0.6 x B
//!    tps, p99 < 25 ms for both), then drops both databases.
//!
//! A positional argument is a filter, as for the criterion benches: the tool only runs when one
//! is a substring of `http_load` (or none is given).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::{Client, Method};
use serde_json::{Value, json};
use shoreline::config::Config;
use shoreline::startup::Application;
use sqlx::Connection;

const USAGE: &str = "usage: cargo bench --bench http_load -- [options]

  --clients N          concurrent HTTP clients, and pgbench clients (default 32)
  --games N            concurrent games (default: --clients)
  --seconds S          measured window of each phase (default 20)
  --warmup S           warm-up before each measured window (default 5)
  --game-type T        air-land-sea (default), lost-seas (4 players) or both
  --workers N          the server's HTTP workers (default 2)
  --pgbench-games N    games of 100 events preloaded for pgbench (default 10000)
  --database-url URL   Postgres server to create scratch databases on
                       (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)";

const PASSWORD: &str = "correct horse battery";
/// Players registered; each game seats consecutive players from this pool.
const PLAYER_POOL: usize = 16;
/// The share of the pgbench baseline the service must reach.
const BASELINE_SHARE: f64 = 0.6;
const P99_TARGET_MS: f64 = 25.0;

#[derive(Clone, Debug)]
struct Args {
    clients: usize,
    games: usize,
    seconds: u64,
    warmup: u64,
    game_type: String,
    workers: usize,
    pgbench_games: u64,
    base_url: String,
}

/// `Ok(None)`: filtered out by a positional argument.
fn parse_args() -> Result<Option<Args>, String> {
    let mut clients = 32;
    let mut games = None;
    let mut seconds = 20;
    let mut warmup = 5;
    let mut game_type = "air-land-sea".to_owned();
    let mut workers = 2;
    let mut pgbench_games = 10_000;
    let mut base_url = std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    let mut filters = Vec::new();

    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        // cargo passes `--bench` to every harness = false bench.
        if arg == "--bench" {
            continue;
        }
        if arg == "--help" || arg == "-h" {
            println!("{USAGE}");
            std::process::exit(0);
        }
        if !arg.starts_with("--") {
            filters.push(arg);
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg.clone(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        fn number<T: std::str::FromStr>(flag: &str, value: String) -> Result<T, String> {
            value
                .parse()
                .map_err(|_| format!("{flag}: {value:?} is not a valid number"))
        }
        match flag.as_str() {
            "--clients" => clients = number(&flag, value()?)?,
            "--games" => games = Some(number(&flag, value()?)?),
            "--seconds" => seconds = number(&flag, value()?)?,
            "--warmup" => warmup = number(&flag, value()?)?,
            "--workers" => workers = number(&flag, value()?)?,
            "--pgbench-games" => pgbench_games = number(&flag, value()?)?,
            "--database-url" => base_url = value()?,
            "--game-type" => game_type = value()?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if !filters.is_empty() && !filters.iter().any(|f| "http_load".contains(f.as_str())) {
        return Ok(None);
    }
    if !matches!(game_type.as_str(), "air-land-sea" | "lost-seas" | "both") {
        return Err(format!("unknown game type {game_type:?}"));
    }
    if clients == 0 || seconds == 0 || workers == 0 || pgbench_games == 0 {
        return Err("--clients, --seconds, --workers and --pgbench-games must be positive".into());
    }
    if !(base_url.starts_with("postgres://") || base_url.starts_with("postgresql://")) {
        return Err(format!(
            "--database-url must be a postgres:// URL, not {base_url:?}"
        ));
    }
    let games = games.unwrap_or(clients);
    if games == 0 {
        return Err("--games must be positive".into());
    }
    Ok(Some(Args {
        clients,
        games,
        seconds,
        warmup,
        game_type,
        workers,
        pgbench_games,
        base_url,
    }))
}

fn main() {
    let args = match parse_args() {
        Ok(Some(args)) => args,
        Ok(None) => return,
        Err(message) => {
            eprintln!("http_load: {message}\n\n{USAGE}");
            std::process::exit(2);
        }
    };
    // The load generator's runtime; the server gets its own (see `start_server`).
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("load-generator")
        .enable_all()
        .build()
        .expect("load generator runtime");
    let code = runtime.block_on(run(args));
    // The server's threads are still serving; leave without waiting for them.
    std::process::exit(code);
}

async fn run(args: Args) -> i32 {
    let started = chrono::Utc::now();
    // How busy the machine is before we start: anything else running skews every figure.
    let before = Cpu::now();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let idle_busy = Cpu::now().since(&before).machine_busy as f64 / Cpu::TICKS_PER_SECOND;
    eprintln!("machine busy before the run: {idle_busy:.2} cores");
    let Some((prefix, _)) = args.base_url.rsplit_once('/') else {
        eprintln!("http_load: the database URL has no database name");
        return 2;
    };
    let unique = format!(
        "{}_{}",
        std::process::id(),
        &uuid::Uuid::new_v4().simple().to_string()[..8]
    );
    let app_db = format!("shoreline_bench_{unique}");
    let pgbench_db = format!("shoreline_bench_pgbench_{unique}");
    for name in [&app_db, &pgbench_db] {
        if let Err(e) = admin(&args.base_url, &format!("CREATE DATABASE {name}")).await {
            eprintln!(
                "http_load: cannot create a database on {}: {e}",
                args.base_url
            );
            drop_databases(&args.base_url, &[&app_db, &pgbench_db]).await;
            return 2;
        }
    }
    let app_url = format!("{prefix}/{app_db}");
    let pgbench_url = format!("{prefix}/{pgbench_db}");

    let outcome = measure(&args, &app_url, &pgbench_url, &app_db).await;
    drop_databases(&args.base_url, &[&app_db, &pgbench_db]).await;
    match outcome {
        Ok(report) => {
            report.print(&args, started, idle_busy);
            0
        }
        Err(e) => {
            eprintln!("http_load: {e}");
            1
        }
    }
}

async fn admin(base_url: &str, sql: &str) -> Result<(), sqlx::Error> {
    let mut conn = sqlx::PgConnection::connect(base_url).await?;
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
        .execute(&mut conn)
        .await?;
    conn.close().await
}

async fn drop_databases(base_url: &str, names: &[&str]) {
    for name in names {
        // FORCE: the server's pool is still connected.
        let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
        match admin(base_url, &sql).await {
            Ok(()) => eprintln!("dropped database {name}"),
            Err(e) => eprintln!("http_load: could not drop database {name}: {e}"),
        }
    }
}

/// Everything one run measured.
struct Report {
    play: Phase,
    read: Phase,
    write: Phase,
    pgbench_a: Result<Pgbench, String>,
    pgbench_b: Result<Pgbench, String>,
    pgbench_bin: Option<PathBuf>,
    data: DataShape,
}

/// What the measured games looked like in the database afterwards.
#[derive(Default)]
struct DataShape {
    games: i64,
    finished: i64,
    mean_events: f64,
    mean_entry_bytes: f64,
}

async fn measure(
    args: &Args,
    app_url: &str,
    pgbench_url: &str,
    app_db: &str,
) -> Result<Report, String> {
    eprintln!("starting the server on a fresh database");
    let port = start_server(app_url.to_owned(), args.workers).await?;
    let api = Api {
        client: Client::builder()
            .tcp_nodelay(true)
            .pool_max_idle_per_host(args.clients * 2)
            .build()
            .map_err(|e| format!("HTTP client: {e}"))?,
        base: format!("http://127.0.0.1:{port}/api/v1"),
    };

    eprintln!(
        "registering {PLAYER_POOL} players and opening {} games",
        args.games
    );
    let mut players = Vec::new();
    for i in 0..PLAYER_POOL {
        players.push(api.new_player(&format!("bench-{i}")).await?);
    }
    let mut ctx = Ctx {
        api,
        players,
        game_type: args.game_type.clone(),
        created: AtomicUsize::new(0),
        all_games: Mutex::new(Vec::new()),
        slots: Vec::new(),
        errors: Mutex::new(Vec::new()),
    };
    let mut slots = Vec::new();
    for slot in 0..args.games {
        slots.push(tokio::sync::Mutex::new(ctx.new_game(slot).await?));
    }
    ctx.slots = slots;
    let ctx = Arc::new(ctx);

    eprintln!(
        "play phase: {} clients, {} s warm-up, {} s measured",
        args.clients, args.warmup, args.seconds
    );
    let play = run_phase(&ctx, args, PhaseKind::Play).await;
    eprintln!(
        "read phase: {} clients, {} s warm-up, {} s measured",
        args.clients, args.warmup, args.seconds
    );
    let read = run_phase(&ctx, args, PhaseKind::Read).await;
    eprintln!(
        "write phase: {} clients, {} s warm-up, {} s measured",
        args.clients, args.warmup, args.seconds
    );
    let write = run_phase(&ctx, args, PhaseKind::Write).await;
    let errors = ctx.errors.lock().unwrap().clone();
    if !errors.is_empty() {
        eprintln!("first errors:");
        for e in &errors {
            eprintln!("  {e}");
        }
    }
    let data = data_shape(app_url).await.unwrap_or_else(|e| {
        eprintln!("http_load: could not read the game data's shape: {e}");
        DataShape::default()
    });
    // Done with the service: free its connections before pgbench opens its own.
    drop_databases(&args.base_url, &[app_db]).await;

    let pgbench_bin = find_pgbench();
    let (pgbench_a, pgbench_b) = match &pgbench_bin {
        None => {
            let missing = "pgbench not found (on PATH or in /usr/lib/postgresql/*/bin); \
                           install it, e.g. apt-get install postgresql-client"
                .to_owned();
            (Err(missing.clone()), Err(missing))
        }
        Some(bin) => {
            eprintln!(
                "pgbench: preloading {} games of 100 events",
                args.pgbench_games
            );
            let setup = include_str!("pgbench/setup.sql")
                .replace(":games", &args.pgbench_games.to_string());
            let mut conn = sqlx::PgConnection::connect(pgbench_url)
                .await
                .map_err(|e| format!("pgbench database: {e}"))?;
            sqlx::raw_sql(sqlx::AssertSqlSafe(setup))
                .execute(&mut conn)
                .await
                .map_err(|e| format!("pgbench setup: {e}"))?;
            let _ = conn.close().await;
            let dir =
                std::env::temp_dir().join(format!("http_load_pgbench_{}", std::process::id()));
            let a = run_script(bin, pgbench_url, "read_append.sql", args, &dir).await;
            let b = run_script(bin, pgbench_url, "read_game.sql", args, &dir).await;
            let _ = std::fs::remove_dir_all(&dir);
            (a, b)
        }
    };
    Ok(Report {
        play,
        read,
        write,
        pgbench_a,
        pgbench_b,
        pgbench_bin,
        data,
    })
}

/// Starts the application on its own thread and runtime (two workers, as `main` gets on this
/// machine), so the server does not share a scheduler with the load generator.
async fn start_server(database_url: String, workers: usize) -> Result<u16, String> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("shoreline".to_owned())
        .spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .thread_name("shoreline-main")
                .enable_all()
                .build()
                .expect("server runtime");
            runtime.block_on(async move {
                let mut config = Config::for_database(database_url);
                config.workers = Some(workers);
                match Application::build(&config).await {
                    Ok(app) => {
                        let _ = tx.send(Ok(app.port()));
                        let _ = app.run().await;
                    }
                    Err(e) => {
                        let _ = tx.send(Err(format!("the application does not build: {e:#}")));
                    }
                }
            });
        })
        .map_err(|e| format!("server thread: {e}"))?;
    rx.await.map_err(|_| "the server thread died".to_owned())?
}

struct Api {
    client: Client,
    base: String,
}

struct Reply {
    status: u16,
    body: Vec<u8>,
    elapsed: Duration,
    started: Instant,
}

impl Reply {
    fn json(&self) -> Result<Value, String> {
        serde_json::from_slice(&self.body).map_err(|e| format!("bad JSON ({e})"))
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body)
            .chars()
            .take(300)
            .collect()
    }
}

impl Api {
    /// One request; the latency runs from sending to having read the whole body.
    async fn call(
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

    async fn expect(
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

    async fn new_player(&self, username: &str) -> Result<String, String> {
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

/// A game being played: its id and the tokens of its seats, in seat order.
struct GameRef {
    id: String,
    tokens: Vec<Arc<str>>,
}

struct Ctx {
    api: Api,
    players: Vec<String>,
    game_type: String,
    /// Games created so far: picks the next game's players.
    created: AtomicUsize,
    /// Every game opened, for the read phase.
    all_games: Mutex<Vec<Arc<GameRef>>>,
    /// The games being played; a finished one is replaced by a new one.
    slots: Vec<tokio::sync::Mutex<Arc<GameRef>>>,
    /// The first few unexpected answers, for the report.
    errors: Mutex<Vec<String>>,
}

impl Ctx {
    fn note_error(&self, error: String) {
        let mut errors = self.errors.lock().unwrap();
        if errors.len() < 8 {
            errors.push(error);
        }
    }

    /// Opens a game for slot `slot` (its type by slot with `both`) and seats its players.
    async fn new_game(&self, slot: usize) -> Result<Arc<GameRef>, String> {
        let game_type = match self.game_type.as_str() {
            "both" if slot % 2 == 1 => "lost-seas",
            "both" => "air-land-sea",
            other => other,
        };
        let seats = if game_type == "lost-seas" { 4 } else { 2 };
        let n = self.created.fetch_add(1, Ordering::Relaxed);
        let tokens: Vec<Arc<str>> = (0..seats)
            .map(|i| Arc::from(self.players[(n * seats + i) % self.players.len()].as_str()))
            .collect();
        let created = self
            .api
            .expect(
                Method::POST,
                "/games",
                Some(&*tokens[0]),
                Some(&json!({"game_type": game_type, "players": seats})),
                201,
            )
            .await?;
        let id = created["id"]
            .as_str()
            .ok_or("a created game has an id")?
            .to_owned();
        for (seat, token) in tokens.iter().enumerate().skip(1) {
            self.api
                .expect(
                    Method::POST,
                    &format!("/games/{id}/join"),
                    Some(&**token),
                    Some(&json!({"seat": seat})),
                    200,
                )
                .await?;
        }
        let game = Arc::new(GameRef { id, tokens });
        self.all_games.lock().unwrap().push(game.clone());
        Ok(game)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum PhaseKind {
    /// GET the game, GET legal-actions, POST an action.
    Play,
    /// GET legal-actions, POST an action: the game comes from the previous POST's answer.
    Write,
    /// GET random games only.
    Read,
}

/// The measured window: requests that start at or after `from` and end by `to`.
#[derive(Clone, Copy)]
struct Window {
    from: Instant,
    to: Instant,
}

impl Window {
    fn record(&self, samples: &mut Vec<u32>, reply: &Reply) {
        if reply.started >= self.from && reply.started + reply.elapsed <= self.to {
            samples.push(reply.elapsed.as_micros().min(u32::MAX as u128) as u32);
        }
    }

    fn contains(&self, at: Instant) -> bool {
        at >= self.from && at <= self.to
    }
}

/// Latencies (µs) of measured, successful requests, and what went wrong.
#[derive(Default)]
struct Phase {
    seconds: f64,
    reads: Vec<u32>,
    legal: Vec<u32>,
    posts: Vec<u32>,
    /// 409 answers to posts (only when games are shared by clients).
    conflicts: u64,
    /// Other unexpected answers or failed requests, in the window.
    errors: u64,
    /// Games finished (and replaced) in the window.
    finished: u64,
    /// Where the CPU went during the window.
    cpu: Cpu,
    /// The busiest other processes in the window.
    others: String,
}

impl Phase {
    fn merge(&mut self, other: Phase) {
        self.reads.extend(other.reads);
        self.legal.extend(other.legal);
        self.posts.extend(other.posts);
        self.conflicts += other.conflicts;
        self.errors += other.errors;
        self.finished += other.finished;
    }
}

async fn run_phase(ctx: &Arc<Ctx>, args: &Args, kind: PhaseKind) -> Phase {
    let start = Instant::now();
    let from = start + Duration::from_secs(args.warmup);
    let window = Window {
        from,
        to: from + Duration::from_secs(args.seconds),
    };
    let read_pool: Arc<Vec<Arc<GameRef>>> = Arc::new(ctx.all_games.lock().unwrap().clone());
    let mut tasks = Vec::new();
    for client in 0..args.clients {
        let ctx = ctx.clone();
        let read_pool = read_pool.clone();
        let clients = args.clients;
        tasks.push(tokio::spawn(async move {
            match kind {
                PhaseKind::Play => play_client(&ctx, client, clients, window, false).await,
                PhaseKind::Write => play_client(&ctx, client, clients, window, true).await,
                PhaseKind::Read => read_client(&ctx, &read_pool, client, window).await,
            }
        }));
    }
    let seconds = args.seconds as f64;
    let cpu = tokio::spawn(async move {
        tokio::time::sleep_until(window.from.into()).await;
        let (before, names) = (Cpu::now(), others_by_name());
        tokio::time::sleep_until(window.to.into()).await;
        let cpu = Cpu::now().since(&before);
        (cpu, top_others(&names, &others_by_name(), seconds))
    });
    let mut phase = Phase {
        seconds: args.seconds as f64,
        ..Phase::default()
    };
    for task in tasks {
        phase.merge(task.await.expect("client task"));
    }
    (phase.cpu, phase.others) = cpu.await.expect("CPU sampler");
    phase
}

/// CPU time in clock ticks (USER_HZ, 100 a second on Linux): this process's threads split into
/// the server's and the load generator's, every `postgres` process, and the whole machine.
#[derive(Clone, Copy, Debug, Default)]
struct Cpu {
    server: u64,
    client: u64,
    postgres: u64,
    /// Every other process (with the children it has reaped).
    others: u64,
    /// Interrupts and soft interrupts (loopback networking), not charged to any process.
    softirq: u64,
    machine_busy: u64,
}

impl Cpu {
    const TICKS_PER_SECOND: f64 = 100.0;

    fn now() -> Cpu {
        let mut cpu = Cpu::default();
        let pid = std::process::id().to_string();
        if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
            for task in tasks.flatten() {
                let tid = task.file_name().to_string_lossy().into_owned();
                let Some((comm, ticks)) = proc_stat(&task.path().join("stat")) else {
                    continue;
                };
                // The main thread only blocks on the load generator's runtime.
                if tid == pid || comm.starts_with("load-generator") {
                    cpu.client += ticks;
                } else {
                    cpu.server += ticks;
                }
            }
        }
        if let Ok(processes) = std::fs::read_dir("/proc") {
            for process in processes.flatten() {
                let name = process.file_name();
                if !name.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
                    continue;
                }
                if *name == *pid {
                    continue;
                }
                let path = process.path().join("stat");
                let Some((comm, ticks)) = proc_stat(&path) else {
                    continue;
                };
                // With the children it has reaped (the postmaster's: backends that exited).
                let ticks = ticks + children_ticks(&path).unwrap_or(0);
                if comm == "postgres" {
                    cpu.postgres += ticks;
                } else {
                    cpu.others += ticks;
                }
            }
        }
        // The first line of /proc/stat: cpu user nice system idle iowait irq softirq steal ...
        if let Ok(stat) = std::fs::read_to_string("/proc/stat")
            && let Some(line) = stat.lines().next()
        {
            let fields: Vec<u64> = line
                .split_whitespace()
                .skip(1)
                .take(8)
                .filter_map(|f| f.parse().ok())
                .collect();
            if fields.len() == 8 {
                cpu.machine_busy = fields.iter().sum::<u64>() - fields[3] - fields[4];
                cpu.softirq = fields[5] + fields[6];
            }
        }
        cpu
    }

    fn since(&self, before: &Cpu) -> Cpu {
        Cpu {
            server: self.server.saturating_sub(before.server),
            client: self.client.saturating_sub(before.client),
            postgres: self.postgres.saturating_sub(before.postgres),
            others: self.others.saturating_sub(before.others),
            softirq: self.softirq.saturating_sub(before.softirq),
            machine_busy: self.machine_busy.saturating_sub(before.machine_busy),
        }
    }

    /// "server 0.9, load generator 0.5, postgres 0.5, machine 1.9 cores"
    fn describe(&self, seconds: f64) -> String {
        let cores = |ticks: u64| ticks as f64 / Self::TICKS_PER_SECOND / seconds;
        format!(
            "server {:.2}, load generator {:.2}, postgres {:.2}, other processes {:.2}, \
             interrupts {:.2}; whole machine busy {:.2} cores",
            cores(self.server),
            cores(self.client),
            cores(self.postgres),
            cores(self.others),
            cores(self.softirq),
            cores(self.machine_busy)
        )
    }
}

/// CPU ticks of every other live process (not this one, not postgres) by command name.
fn others_by_name() -> std::collections::HashMap<String, u64> {
    let mut by_name = std::collections::HashMap::new();
    let pid = std::process::id().to_string();
    let Ok(processes) = std::fs::read_dir("/proc") else {
        return by_name;
    };
    for process in processes.flatten() {
        let name = process.file_name();
        if !name.to_string_lossy().bytes().all(|b| b.is_ascii_digit()) || *name == *pid {
            continue;
        }
        let path = process.path().join("stat");
        if let Some((comm, ticks)) = proc_stat(&path)
            && comm != "postgres"
        {
            // Own time only: a reaped child's time would move to its parent's name.
            *by_name.entry(comm).or_insert(0) += ticks;
        }
    }
    by_name
}

/// The busiest other processes between two [`others_by_name`] snapshots, as "rustc 0.41".
fn top_others(
    before: &std::collections::HashMap<String, u64>,
    after: &std::collections::HashMap<String, u64>,
    seconds: f64,
) -> String {
    let mut used: Vec<(u64, &str)> = after
        .iter()
        .map(|(name, ticks)| {
            (
                ticks.saturating_sub(*before.get(name).unwrap_or(&0)),
                name.as_str(),
            )
        })
        .filter(|(ticks, _)| *ticks > 0)
        .collect();
    used.sort_unstable_by(|a, b| b.cmp(a));
    let listed: Vec<String> = used
        .iter()
        .take(4)
        .map(|(ticks, name)| {
            format!(
                "{name} {:.2}",
                *ticks as f64 / Cpu::TICKS_PER_SECOND / seconds
            )
        })
        .collect();
    if listed.is_empty() {
        "none".to_owned()
    } else {
        listed.join(", ")
    }
}

/// A /proc stat file's cutime + cstime: the CPU of children it has waited for.
fn children_ticks(path: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(path).ok()?;
    let close = text.rfind(')')?;
    let fields: Vec<&str> = text[close + 1..].split_whitespace().collect();
    let cutime: u64 = fields.get(13)?.parse().ok()?;
    let cstime: u64 = fields.get(14)?.parse().ok()?;
    Some(cutime + cstime)
}

/// A /proc stat file's command name and user + system ticks.
fn proc_stat(path: &Path) -> Option<(String, u64)> {
    let text = std::fs::read_to_string(path).ok()?;
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let comm = text[open + 1..close].to_owned();
    // After the name: state (field 3) ... utime (14) stime (15).
    let fields: Vec<&str> = text[close + 1..].split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some((comm, utime + stime))
}

/// One client of the play phase: loops over its games (or shares one, with fewer games than
/// clients), acting as whichever seat is to act.
///
/// With `write_only`, a game is only read when the client has no answer to its own last post on
/// it (the first turn, a new game, or with fewer games than clients, always).
async fn play_client(
    ctx: &Ctx,
    client: usize,
    clients: usize,
    window: Window,
    write_only: bool,
) -> Phase {
    let games = ctx.slots.len();
    // Slot -> (game id, the game as its last post answered), for `write_only`.
    let mut known: std::collections::HashMap<usize, (String, Value)> = Default::default();
    let mine: Vec<usize> = if games >= clients {
        (client..games).step_by(clients).collect()
    } else {
        vec![client % games]
    };
    let mut dice = Dice::new(client as u64 + 1);
    let mut out = Phase::default();
    let mut turn = 0;
    while Instant::now() < window.to {
        let slot = mine[turn % mine.len()];
        turn += 1;
        let game = ctx.slots[slot].lock().await.clone();
        let fail = |out: &mut Phase, error: String| {
            if window.contains(Instant::now()) {
                out.errors += 1;
            }
            ctx.note_error(error);
        };

        // 1. Read the game (or take it from the last post's answer).
        let cached = known.remove(&slot).filter(|(id, _)| *id == game.id);
        let view = if let Some((_, view)) = cached {
            view
        } else {
            let read = match ctx
                .api
                .call(
                    Method::GET,
                    &format!("/games/{}", game.id),
                    Some(&*game.tokens[0]),
                    None,
                )
                .await
            {
                Ok(reply) if reply.status == 200 => reply,
                Ok(reply) => {
                    fail(
                        &mut out,
                        format!("GET game: {} {}", reply.status, reply.text()),
                    );
                    continue;
                }
                Err(e) => {
                    fail(&mut out, e);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            window.record(&mut out.reads, &read);
            let Ok(view) = read.json() else {
                fail(&mut out, "GET game: not JSON".to_owned());
                continue;
            };
            view
        };
        if view["status"] == "finished" {
            let mut current = ctx.slots[slot].lock().await;
            if current.id == game.id {
                match ctx.new_game(slot).await {
                    Ok(new) => {
                        *current = new;
                        if window.contains(Instant::now()) {
                            out.finished += 1;
                        }
                    }
                    Err(e) => fail(&mut out, format!("new game: {e}")),
                }
            }
            continue;
        }
        let to_act: Vec<usize> = view["to_act"]
            .as_array()
            .map(|seats| {
                seats
                    .iter()
                    .filter_map(|s| s.as_u64().map(|s| s as usize))
                    .collect()
            })
            .unwrap_or_default();
        if to_act.is_empty() {
            fail(
                &mut out,
                format!("an active game with nobody to act: {view}"),
            );
            continue;
        }
        let seat = to_act[dice.below(to_act.len())];
        let token = &game.tokens[seat];

        // 2. What may that seat do?
        let legal = match ctx
            .api
            .call(
                Method::GET,
                &format!("/games/{}/legal-actions", game.id),
                Some(&**token),
                None,
            )
            .await
        {
            Ok(reply) if reply.status == 200 => reply,
            Ok(reply) => {
                fail(
                    &mut out,
                    format!("GET legal-actions: {} {}", reply.status, reply.text()),
                );
                continue;
            }
            Err(e) => {
                fail(&mut out, e);
                continue;
            }
        };
        window.record(&mut out.legal, &legal);
        let Ok(legal) = legal.json() else {
            fail(&mut out, "GET legal-actions: not JSON".to_owned());
            continue;
        };
        let (Some(actions), Some(version)) =
            (legal["actions"].as_array(), legal["version"].as_i64())
        else {
            fail(
                &mut out,
                format!("legal-actions without actions or version: {legal}"),
            );
            continue;
        };
        if actions.is_empty() {
            // Another client moved this shared game on in between.
            continue;
        }
        let action = &actions[dice.below(actions.len())];

        // 3. Post one of them.
        let body = json!({"action": action, "expected_version": version});
        match ctx
            .api
            .call(
                Method::POST,
                &format!("/games/{}/actions", game.id),
                Some(&**token),
                Some(&body),
            )
            .await
        {
            Ok(reply) if reply.status == 200 => {
                window.record(&mut out.posts, &reply);
                if write_only
                    && games >= clients
                    && let Ok(view) = reply.json()
                {
                    known.insert(slot, (game.id.clone(), view));
                }
            }
            Ok(reply) if reply.status == 409 => {
                if window.contains(reply.started) {
                    out.conflicts += 1;
                }
            }
            Ok(reply) => fail(
                &mut out,
                format!("POST action: {} {}", reply.status, reply.text()),
            ),
            Err(e) => fail(&mut out, e),
        }
    }
    out
}

/// One client of the read phase: reads random games, as a random seat of each.
async fn read_client(ctx: &Ctx, pool: &[Arc<GameRef>], client: usize, window: Window) -> Phase {
    let mut dice = Dice::new(1000 + client as u64);
    let mut out = Phase::default();
    while Instant::now() < window.to {
        let game = &pool[dice.below(pool.len())];
        let token = &game.tokens[dice.below(game.tokens.len())];
        match ctx
            .api
            .call(
                Method::GET,
                &format!("/games/{}", game.id),
                Some(&**token),
                None,
            )
            .await
        {
            Ok(reply) if reply.status == 200 => window.record(&mut out.reads, &reply),
            Ok(reply) => {
                if window.contains(reply.started) {
                    out.errors += 1;
                }
                ctx.note_error(format!("GET game: {} {}", reply.status, reply.text()));
            }
            Err(e) => {
                out.errors += 1;
                ctx.note_error(e);
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }
    out
}

async fn data_shape(app_url: &str) -> Result<DataShape, sqlx::Error> {
    let mut conn = sqlx::PgConnection::connect(app_url).await?;
    let (games, finished, mean_events): (i64, i64, Option<f64>) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE status = 'finished'), avg(version)::float8
         FROM games",
    )
    .fetch_one(&mut conn)
    .await?;
    let mean_entry_bytes: Option<f64> =
        sqlx::query_scalar("SELECT avg(pg_column_size(entry))::float8 FROM game_events")
            .fetch_one(&mut conn)
            .await?;
    let _ = conn.close().await;
    Ok(DataShape {
        games,
        finished,
        mean_events: mean_events.unwrap_or(0.0),
        mean_entry_bytes: mean_entry_bytes.unwrap_or(0.0),
    })
}

/// pgbench on PATH, else the newest server version's.
fn find_pgbench() -> Option<PathBuf> {
    let on_path = std::process::Command::new("pgbench")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if on_path {
        return Some(PathBuf::from("pgbench"));
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin/pgbench");
            bin.is_file().then_some((version, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, bin)| bin)
}

struct Pgbench {
    tps: f64,
    latency_avg_ms: f64,
    p50_ms: f64,
    p99_ms: f64,
    transactions: u64,
    failed: u64,
    cpu: Cpu,
}

/// A warm-up run, then the measured run with per-transaction logs for percentiles.
async fn run_script(
    bin: &Path,
    url: &str,
    script: &str,
    args: &Args,
    log_dir: &Path,
) -> Result<Pgbench, String> {
    let script_path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("benches/pgbench")
        .join(script);
    let _ = std::fs::remove_dir_all(log_dir);
    std::fs::create_dir_all(log_dir).map_err(|e| format!("{}: {e}", log_dir.display()))?;
    let threads = args.clients.min(2).to_string();
    let mut common = vec![
        "-n".to_owned(),
        "-M".to_owned(),
        "prepared".to_owned(),
        "-c".to_owned(),
        args.clients.to_string(),
        "-j".to_owned(),
        threads,
        "-D".to_owned(),
        format!("games={}", args.pgbench_games),
        "-f".to_owned(),
        script_path.display().to_string(),
    ];
    if args.warmup > 0 {
        eprintln!("pgbench {script}: {} s warm-up", args.warmup);
        let mut warmup = common.clone();
        warmup.extend(["-T".to_owned(), args.warmup.to_string(), url.to_owned()]);
        pgbench(bin, &warmup, log_dir).await?;
    }
    eprintln!("pgbench {script}: {} s measured", args.seconds);
    let prefix = log_dir.join("txn");
    common.extend([
        "-T".to_owned(),
        args.seconds.to_string(),
        "-l".to_owned(),
        format!("--log-prefix={}", prefix.display()),
        url.to_owned(),
    ]);
    // Pauses so that the postmaster has reaped the backends of the run before (their CPU then
    // counts in its children's time) before and after the measured run.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let before = Cpu::now();
    let stdout = pgbench(bin, &common, log_dir).await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let cpu = Cpu::now().since(&before);
    let field = |label: &str| -> Option<f64> {
        let line = stdout.lines().find(|l| l.starts_with(label))?;
        line[label.len()..].split_whitespace().next()?.parse().ok()
    };
    let tps = field("tps = ").ok_or_else(|| format!("no tps in pgbench output:\n{stdout}"))?;
    let latency_avg_ms = field("latency average = ").unwrap_or(f64::NAN);
    let transactions = field("number of transactions actually processed: ").unwrap_or(0.0) as u64;
    let failed = field("number of failed transactions: ").unwrap_or(0.0) as u64;

    // Per-transaction logs: "client_id transaction_no time_us script_no epoch epoch_us".
    let mut latencies = Vec::new();
    for entry in std::fs::read_dir(log_dir).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if !path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("txn"))
        {
            continue;
        }
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        latencies.extend(
            text.lines()
                .filter_map(|l| l.split_whitespace().nth(2)?.parse::<u32>().ok()),
        );
    }
    latencies.sort_unstable();
    Ok(Pgbench {
        tps,
        latency_avg_ms,
        p50_ms: percentile_ms(&latencies, 0.50),
        p99_ms: percentile_ms(&latencies, 0.99),
        transactions,
        failed,
        cpu,
    })
}

async fn pgbench(bin: &Path, args: &[String], dir: &Path) -> Result<String, String> {
    let output = tokio::process::Command::new(bin)
        .args(args)
        .current_dir(dir)
        .output()
        .await
        .map_err(|e| format!("{}: {e}", bin.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if !output.status.success() {
        return Err(format!(
            "pgbench failed ({}):\n{stdout}{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(stdout)
}

/// Nearest-rank percentile of sorted µs samples, in ms.
fn percentile_ms(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    f64::from(sorted[rank - 1]) / 1000.0
}

struct Stat {
    count: usize,
    rate: f64,
    p50_ms: f64,
    p99_ms: f64,
}

fn stat(samples: &[u32], seconds: f64) -> Stat {
    let mut sorted = samples.to_vec();
    sorted.sort_unstable();
    Stat {
        count: sorted.len(),
        rate: sorted.len() as f64 / seconds,
        p50_ms: percentile_ms(&sorted, 0.50),
        p99_ms: percentile_ms(&sorted, 0.99),
    }
}

fn verdict(ok: bool) -> &'static str {
    if ok { "PASS" } else { "FAIL" }
}

impl Report {
    fn print(&self, args: &Args, started: chrono::DateTime<chrono::Utc>, idle_busy: f64) {
        let posts = stat(&self.play.posts, self.play.seconds);
        let play_reads = stat(&self.play.reads, self.play.seconds);
        let legal = stat(&self.play.legal, self.play.seconds);
        let reads = stat(&self.read.reads, self.read.seconds);
        let w_reads = stat(&self.write.reads, self.write.seconds);
        let w_legal = stat(&self.write.legal, self.write.seconds);
        let w_posts = stat(&self.write.posts, self.write.seconds);
        println!();
        println!(
            "Shoreline HTTP load, {} UTC: {} clients, {} games of {}, server workers {}, \
             {} s warm-up + {} s measured per phase",
            started.format("%Y-%m-%d %H:%M"),
            args.clients,
            args.games,
            args.game_type,
            args.workers,
            args.warmup,
            args.seconds
        );
        println!(
            "Machine: {} cores, {idle_busy:.2} of them busy with other work in the second before \
             the run.",
            std::thread::available_parallelism().map_or(0, |n| n.get())
        );
        println!(
            "Games in the database afterwards: {} ({} finished), {:.1} events each on average, \
             log entries {:.0} bytes on average",
            self.data.games, self.data.finished, self.data.mean_events, self.data.mean_entry_bytes
        );
        println!();
        println!("| phase | request | req/s | p50 ms | p99 ms | measured |");
        println!("|---|---|---:|---:|---:|---:|");
        for (phase, request, s) in [
            ("play", "GET /games/{id}", &play_reads),
            ("play", "GET /games/{id}/legal-actions", &legal),
            ("play", "POST /games/{id}/actions", &posts),
            ("read", "GET /games/{id}", &reads),
            ("write", "GET /games/{id} (new games only)", &w_reads),
            ("write", "GET /games/{id}/legal-actions", &w_legal),
            ("write", "POST /games/{id}/actions", &w_posts),
        ] {
            println!(
                "| {phase} | `{request}` | {:.0} | {:.2} | {:.2} | {} |",
                s.rate, s.p50_ms, s.p99_ms, s.count
            );
        }
        println!(
            "\nPlay phase: {} games finished, {} conflicts (409), {} errors; read phase: {} errors.",
            self.play.finished, self.play.conflicts, self.play.errors, self.read.errors
        );
        println!(
            "Play phase: {:.0} requests/s in all; CPU: {} (busiest others: {}).",
            play_reads.rate + legal.rate + posts.rate,
            self.play.cpu.describe(self.play.seconds),
            self.play.others
        );
        println!(
            "Read phase CPU: {} (busiest others: {}).",
            self.read.cpu.describe(self.read.seconds),
            self.read.others
        );
        println!(
            "Write phase: {} games finished, {} conflicts, {} errors; {:.0} requests/s in all; \
             CPU: {} (busiest others: {}).",
            self.write.finished,
            self.write.conflicts,
            self.write.errors,
            w_reads.rate + w_legal.rate + w_posts.rate,
            self.write.cpu.describe(self.write.seconds),
            self.write.others
        );
        println!();
        let bin = self
            .pgbench_bin
            .as_ref()
            .map_or("pgbench".to_owned(), |b| b.display().to_string());
        println!(
            "Postgres baseline: `{bin} -n -M prepared -c {} -j {} -T {}`, {} games x 100 events",
            args.clients,
            args.clients.min(2),
            args.seconds,
            args.pgbench_games
        );
        println!();
        println!("| script | tps | latency avg ms | p50 ms | p99 ms | transactions | failed |");
        println!("|---|---:|---:|---:|---:|---:|---:|");
        for (name, result) in [
            (
                "A: read 100 events + append one, one transaction",
                &self.pgbench_a,
            ),
            ("B: read 100 events", &self.pgbench_b),
        ] {
            match result {
                Ok(r) => println!(
                    "| {name} | {:.0} | {:.2} | {:.2} | {:.2} | {} | {} |",
                    r.tps, r.latency_avg_ms, r.p50_ms, r.p99_ms, r.transactions, r.failed
                ),
                Err(e) => println!("| {name} | not measured: {e} | | | | | |"),
            }
        }
        for (name, result) in [("A", &self.pgbench_a), ("B", &self.pgbench_b)] {
            if let Ok(r) = result {
                let cores = |ticks: u64| ticks as f64 / Cpu::TICKS_PER_SECOND / args.seconds as f64;
                println!(
                    "Script {name} CPU: postgres {:.2}, other processes (pgbench among them) \
                     {:.2}; whole machine busy {:.2} cores.",
                    cores(r.cpu.postgres),
                    cores(r.cpu.others),
                    cores(r.cpu.machine_busy)
                );
            }
        }
        println!();
        println!("| target | measured | needed | result |");
        println!("|---|---:|---:|---|");
        let mut all = true;
        let mut row = |what: &str, measured: String, needed: String, ok: bool| {
            all &= ok;
            println!("| {what} | {measured} | {needed} | {} |", verdict(ok));
        };
        for (what, s, baseline, script) in [
            ("posting actions", &posts, &self.pgbench_a, "A"),
            ("reading games", &reads, &self.pgbench_b, "B"),
        ] {
            match baseline {
                Ok(b) => {
                    let needed = BASELINE_SHARE * b.tps;
                    row(
                        &format!("{what}: req/s"),
                        format!("{:.0}", s.rate),
                        format!(
                            ">= {:.0} ({BASELINE_SHARE} x {script} = {BASELINE_SHARE} x {:.0})",
                            needed, b.tps
                        ),
                        s.rate >= needed,
                    );
                }
                Err(_) => row(
                    &format!("{what}: req/s"),
                    format!("{:.0}", s.rate),
                    format!("no baseline ({script} not measured)"),
                    false,
                ),
            }
            row(
                &format!("{what}: p99"),
                format!("{:.2} ms", s.p99_ms),
                format!("< {P99_TARGET_MS} ms"),
                s.p99_ms < P99_TARGET_MS,
            );
        }
        let errors = self.play.errors + self.read.errors + self.write.errors;
        let clean = errors == 0 && posts.count > 0;
        row(
            "no errors, some posts",
            format!("{errors} errors"),
            "0".to_owned(),
            clean,
        );
        println!("\nOverall: {}", verdict(all));
        if let Ok(a) = &self.pgbench_a {
            println!(
                "(Not judged: with the minimal client loop of the write phase, legal-actions then \
                 post, posts reach {:.0} req/s = {:.2} x A, p50 {:.2} ms, p99 {:.2} ms.)",
                w_posts.rate,
                w_posts.rate / a.tps,
                w_posts.p50_ms,
                w_posts.p99_ms
            );
        }
    }
}

/// A tiny deterministic generator, so a run's choices are reproducible per client.
struct Dice(u64);

impl Dice {
    fn new(seed: u64) -> Self {
        Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
