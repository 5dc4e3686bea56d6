//! Command-line arguments.

pub const USAGE: &str = "usage: cargo bench --bench http_load -- [options]

  --clients N          concurrent HTTP clients, and pgbench clients (default 32)
  --games N            concurrent games (default: --clients)
  --seconds S          measured window of each phase (default 20)
  --warmup S           warm-up before each measured window (default 5)
  --game-type T        air-land-sea (default), lost-seas (4 players) or both
  --workers N          the server's HTTP workers (default 2)
  --pgbench-games N    games of 100 events preloaded for pgbench (default 10000)
  --database-url URL   Postgres server to create scratch databases on
                       (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
  --scenario NAME      standard (default): play, read and write phases and the pgbench baseline;
                       streams: the play phase without, then with, --streams live streams,
                       then without again (--cycles times with and without);
                       sign-in-burst: the read phase without, then during, waves of --burst
                       concurrent sign-ins;
                       notifications: the play phase without, then with, --streams personal
                       streams and a webhook per player, then without again (--cycles times)
  --streams N          live streams for the streams and notifications scenarios (default 1000)
  --players N          players registered; games seat consecutive players (default 16)
  --no-webhooks        notifications scenario: personal streams only, no webhooks
  --push               notifications scenario: a Web Push subscription per player instead of a
                       webhook (each message encrypted and signed with VAPID)
  --cycles N           streams and notifications: loaded phases, each followed by one without
                       (default 1); more cycles average out the machine's drift
  --burst N            concurrent sign-ins per wave for sign-in-burst (default 256)

  --metrics            serve /metrics (--metrics-listen), so requests are recorded: its cost
  --keep-database      leave the played games' database for `shoreline verify` (its URL is
                       printed) instead of dropping it";

/// What a run measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scenario {
    Standard,
    Streams,
    SignInBurst,
    Notifications,
}

#[derive(Clone, Debug)]
pub struct Args {
    pub clients: usize,
    pub games: usize,
    pub seconds: u64,
    pub warmup: u64,
    pub game_type: String,
    pub workers: usize,
    pub pgbench_games: u64,
    pub base_url: String,
    pub scenario: Scenario,
    pub streams: usize,
    pub players: usize,
    pub webhooks: bool,
    pub push: bool,
    pub cycles: usize,
    pub burst: usize,
    pub metrics: bool,
    pub keep_database: bool,
}

/// `Ok(None)`: filtered out by a positional argument.
pub fn parse_args() -> Result<Option<Args>, String> {
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
    let mut scenario = Scenario::Standard;
    let mut streams = 1000;
    let mut players = 16;
    let mut webhooks = true;
    let mut push = false;
    let mut burst = 256;
    let mut cycles = 1;
    let mut metrics = false;
    let mut keep_database = false;

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
        if arg == "--metrics" {
            metrics = true;
            continue;
        }
        if arg == "--push" {
            push = true;
            continue;
        }
        if arg == "--no-webhooks" {
            webhooks = false;
            continue;
        }
        if arg == "--keep-database" {
            keep_database = true;
            continue;
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
            "--streams" => streams = number(&flag, value()?)?,
            "--players" => players = number(&flag, value()?)?,
            "--burst" => burst = number(&flag, value()?)?,
            "--cycles" => cycles = number::<usize>(&flag, value()?)?.max(1),
            "--scenario" => {
                scenario = match value()?.as_str() {
                    "standard" => Scenario::Standard,
                    "streams" => Scenario::Streams,
                    "sign-in-burst" => Scenario::SignInBurst,
                    "notifications" => Scenario::Notifications,
                    other => return Err(format!("unknown scenario {other:?}")),
                }
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if !filters.is_empty() && !filters.iter().any(|f| "http_load".contains(f.as_str())) {
        return Ok(None);
    }
    if !matches!(game_type.as_str(), "air-land-sea" | "lost-seas" | "both") {
        return Err(format!("unknown game type {game_type:?}"));
    }
    if clients == 0 || seconds == 0 || workers == 0 || pgbench_games == 0 || players < 4 {
        return Err(
            "--clients, --seconds, --workers and --pgbench-games must be positive, --players 4 or more"
                .into(),
        );
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
        scenario,
        streams,
        players,
        webhooks,
        push,
        cycles,
        burst,
        metrics,
        keep_database,
    }))
}
