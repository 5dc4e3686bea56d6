//! Quick pairing under load: `--seeks` seekers (default 10,000) arriving evenly over
//! `--seconds` (default 60) in one pool, paired by the service's own waves (every 2 s, as in
//! production) on `--instances` instances (default 2) sharing one scratch Postgres database.
//! Reports the time from seek to game (median, p90, p99, max), the rating gap at the tables,
//! and how many seekers were left waiting. Seekers' ratings are drawn from a normal
//! distribution (mean 1500, deviation 250), seeded, so runs compare.
//!
//! `cargo bench --bench pairing -- [--seeks N] [--seconds S] [--players P] [--instances I]
//! [--database-url postgres://...]`

use std::sync::Arc;
use std::time::{Duration, Instant};

use shoreline::config::Config;
use shoreline::engine::Registry;
use shoreline::service::seeks::pool_key;
use shoreline::startup::Application;
use shoreline::store::{NewSeek, Store};
use sqlx::Connection;
use uuid::Uuid;

const GAME_TYPE: &str = "lost-seas";

struct Args {
    seeks: usize,
    seconds: f64,
    players: usize,
    instances: usize,
    base_url: String,
}

fn parse_args() -> Args {
    let mut args = Args {
        seeks: 10_000,
        seconds: 60.0,
        players: 2,
        instances: 2,
        base_url: std::env::var("TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned()),
    };
    let mut given = std::env::args().skip(1);
    while let Some(flag) = given.next() {
        // `cargo bench` passes --bench; anything else unknown is a mistake worth stopping on.
        if flag == "--bench" {
            continue;
        }
        let value = given
            .next()
            .unwrap_or_else(|| panic!("{flag} needs a value"));
        match flag.as_str() {
            "--seeks" => args.seeks = value.parse().expect("--seeks N"),
            "--seconds" => args.seconds = value.parse().expect("--seconds S"),
            "--players" => args.players = value.parse().expect("--players P"),
            "--instances" => args.instances = value.parse().expect("--instances I"),
            "--database-url" => args.base_url = value,
            other => panic!("unknown argument {other}"),
        }
    }
    args
}

fn main() {
    let args = parse_args();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(run(args));
}

async fn admin(base_url: &str, sql: String) {
    let mut conn = sqlx::PgConnection::connect(base_url)
        .await
        .expect("Postgres reachable at --database-url");
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
        .execute(&mut conn)
        .await
        .expect("admin statement");
}

/// Starts one instance on its own thread and runtime, as a separate process would be.
async fn start_instance(database_url: String) {
    let (ready, started) = tokio::sync::oneshot::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .expect("instance runtime");
        runtime.block_on(async move {
            let mut config = Config::for_database(database_url);
            config.pairing_wave_ms = 2_000;
            config.workers = Some(1);
            let app = Application::build(&config).await.expect("the app builds");
            let _ = ready.send(());
            let _ = app.run().await;
        });
    });
    started.await.expect("the instance started");
}

async fn run(args: Args) {
    let name = format!("shoreline_pairing_{}", std::process::id());
    admin(&args.base_url, format!("CREATE DATABASE {name}")).await;
    let (server, _) = args.base_url.rsplit_once('/').expect("a database URL");
    let url = format!("{server}/{name}");
    for _ in 0..args.instances {
        start_instance(url.clone()).await;
    }
    let store: Arc<dyn Store> = shoreline::store::connect(&url).await.expect("the store");
    let pool = sqlx::PgPool::connect(&url).await.expect("a pool");
    let people = seed_people(&pool, args.seeks).await;

    let game_type = Registry::builtin()
        .latest(GAME_TYPE)
        .expect("the game type");
    let options = game_type
        .normalize_options(args.players, &serde_json::Value::Null)
        .expect("standard options");
    let pool_name = pool_key(GAME_TYPE, args.players, &options, true, None);
    eprintln!(
        "pairing: {} seeks over {} s into {pool_name}, {} instance(s)",
        args.seeks, args.seconds, args.instances
    );
    let every = Duration::from_secs_f64(args.seconds / args.seeks as f64);
    let start = Instant::now();
    let mut inserts = Vec::with_capacity(args.seeks);
    for (n, (user_id, session_id)) in people.into_iter().enumerate() {
        tokio::time::sleep_until((start + every * n as u32).into()).await;
        let store = Arc::clone(&store);
        let seek = NewSeek {
            id: Uuid::new_v4(),
            user_id,
            session_id,
            pool: pool_name.clone(),
            game_type: GAME_TYPE.to_owned(),
            players: args.players,
            options: options.clone(),
            rated: true,
            turn_deadline_secs: None,
            computer_fallback: None,
        };
        inserts.push(tokio::spawn(async move { store.create_seek(seek).await }));
    }
    for insert in inserts {
        insert.await.expect("joined").expect("seek written");
    }
    let arrived = start.elapsed();
    // Wait for the last arrivals' waves (a lone remainder may wait for good).
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline && waiting(&pool).await >= args.players as i64 {
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    report(&pool, &args, arrived).await;
    time_the_decision(args.seeks, args.players);
    pool.close().await;
    admin(
        &args.base_url,
        format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
    )
    .await;
    // The instances' threads end with the process.
    std::process::exit(0);
}

/// `count` people, each signed in (a live session) and rated in the game type.
async fn seed_people(pool: &sqlx::PgPool, count: usize) -> Vec<(Uuid, Uuid)> {
    let users: Vec<Uuid> = (0..count).map(|_| Uuid::new_v4()).collect();
    let sessions: Vec<Uuid> = (0..count).map(|_| Uuid::new_v4()).collect();
    let names: Vec<String> = (0..count).map(|n| format!("seeker{n}")).collect();
    let mut draw = Normal::new(35);
    let ratings: Vec<f64> = (0..count).map(|_| 1500.0 + 250.0 * draw.next()).collect();
    sqlx::query(
        "INSERT INTO users (id, username, username_key, password_hash, created_at)
         SELECT id, name, name, 'not a hash', now() FROM UNNEST($1::uuid[], $2::text[]) AS u(id, name)",
    )
    .bind(&users)
    .bind(&names)
    .execute(pool)
    .await
    .expect("users");
    sqlx::query(
        "INSERT INTO sessions (id, user_id, created_at)
         SELECT id, user_id, now() FROM UNNEST($1::uuid[], $2::uuid[]) AS s(id, user_id)",
    )
    .bind(&sessions)
    .bind(&users)
    .execute(pool)
    .await
    .expect("sessions");
    sqlx::query(
        "INSERT INTO ratings (user_id, game_type, rating, deviation, volatility, games, wins,
            losses, draws, updated_at)
         SELECT user_id, $3, rating, 60, 0.06, 20, 10, 10, 0, now()
         FROM UNNEST($1::uuid[], $2::float8[]) AS r(user_id, rating)",
    )
    .bind(&users)
    .bind(&ratings)
    .bind(GAME_TYPE)
    .execute(pool)
    .await
    .expect("ratings");
    users.into_iter().zip(sessions).collect()
}

async fn waiting(pool: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM seeks WHERE game_id IS NULL")
        .fetch_one(pool)
        .await
        .expect("count")
}

async fn report(pool: &sqlx::PgPool, args: &Args, arrived: Duration) {
    let mut waits: Vec<f64> = sqlx::query_scalar(
        "SELECT EXTRACT(EPOCH FROM paired_at - created_at)::float8 FROM seeks
         WHERE game_id IS NOT NULL",
    )
    .fetch_all(pool)
    .await
    .expect("waits");
    let mut gaps: Vec<f64> = sqlx::query_scalar(
        "SELECT (max(r.rating) - min(r.rating))::float8 FROM seeks s
         JOIN ratings r ON r.user_id = s.user_id AND r.game_type = s.game_type
         WHERE s.game_id IS NOT NULL GROUP BY s.game_id",
    )
    .fetch_all(pool)
    .await
    .expect("gaps");
    let doubled: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT user_id FROM seats GROUP BY user_id HAVING count(*) > 1) d",
    )
    .fetch_one(pool)
    .await
    .expect("doubled");
    let left = waiting(pool).await;
    waits.sort_by(f64::total_cmp);
    gaps.sort_by(f64::total_cmp);
    let at = |values: &[f64], q: f64| -> f64 {
        if values.is_empty() {
            return f64::NAN;
        }
        values[((values.len() - 1) as f64 * q).round() as usize]
    };
    let mean = |values: &[f64]| values.iter().sum::<f64>() / values.len().max(1) as f64;
    println!(
        "seeks: {} over {:.1} s ({} per table, {} instance(s))",
        args.seeks,
        arrived.as_secs_f64(),
        args.players,
        args.instances
    );
    println!(
        "seated: {} in {} games; still waiting: {left}; seated twice: {doubled}",
        waits.len(),
        gaps.len()
    );
    println!(
        "time to a game (s): median {:.2}, p90 {:.2}, p99 {:.2}, max {:.2}",
        at(&waits, 0.5),
        at(&waits, 0.9),
        at(&waits, 0.99),
        at(&waits, 1.0)
    );
    println!(
        "rating gap at a table: mean {:.1}, median {:.1}, p90 {:.1}, p99 {:.1}, max {:.1}",
        mean(&gaps),
        at(&gaps, 0.5),
        at(&gaps, 0.9),
        at(&gaps, 0.99),
        at(&gaps, 1.0)
    );
}

/// How long the pure decision takes over `count` seekers all waiting at once (the median of 21
/// runs), apart from the database.
fn time_the_decision(count: usize, players: usize) {
    use shoreline::service::pairing::{Seeker, pair};
    let now = chrono::Utc::now();
    let mut draw = Normal::new(36);
    let seekers: Vec<Seeker> = (0..count)
        .map(|n| Seeker {
            seek_id: Uuid::from_u128(n as u128),
            user_id: Uuid::from_u128(n as u128),
            rating: 1500.0 + 250.0 * draw.next(),
            since: now - chrono::Duration::milliseconds((draw.uniform() * 10_000.0) as i64),
            computer_fallback: None,
        })
        .collect();
    let mut times: Vec<Duration> = (0..21)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(pair(&seekers, players, now));
            started.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "the decision alone over {count} waiting seekers: {:.2} ms (median of 21)",
        times[10].as_secs_f64() * 1000.0
    );
}

/// Standard normal draws (Box-Muller over SplitMix64), seeded so runs compare.
struct Normal(u64);

impl Normal {
    fn new(seed: u64) -> Self {
        Normal(seed)
    }

    fn uniform(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }

    fn next(&mut self) -> f64 {
        let u1 = self.uniform().max(f64::MIN_POSITIVE);
        let u2 = self.uniform();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}
