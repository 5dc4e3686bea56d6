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
//!    Write phase (reported, not judged): the minimal client loop, `legal-actions` then `POST`,
//!    each game's state taken from the answer to the client's previous post.
//!    Each phase reports where the CPU went in its window (server, load generator, Postgres,
//!    other processes, interrupts), from `/proc`: anything else running skews every figure.
//! 4. pgbench baseline in a second scratch database (`benches/pgbench/`): `--pgbench-games` games
//!    of 100 events; script A reads a random game's events and appends one in a transaction,
//!    script B only reads them; each with `-M prepared -c <clients> -j 2`, a warm-up run, then a
//!    measured run of `--seconds`.
//! 5. Prints the figures and PASS/FAIL against issue 32's goals (play-phase posts >= 1.0 x A tps
//!    with p99 <= 15 ms, read-phase reads >= 3.0 x B tps with p99 <= 8 ms, and per post of the
//!    play phase at most 0.6 KB of WAL and 1.05 write transactions), then drops both databases. The exit
//!    status is 0 either way (it is a measuring tool); it is non-zero only when it cannot run.
//!
//! `--scenario streams`, `--scenario sign-in-burst` and `--scenario notifications` measure one
//! kind of extra load instead (see `scenarios.rs` and `notify.rs`).
//!
//! A positional argument is a filter, as for the criterion benches: the tool only runs when one
//! is a substring of `http_load` (or none is given).

mod app;
mod args;
mod bracket;
mod client;
mod cpu;
mod notify;
mod pgbench;
mod pgwork;
mod phase;
mod players;
mod raw_stream;
mod report;
mod scenarios;

use std::sync::Arc;
use std::time::Duration;

use app::{DataShape, admin, data_shape, drop_databases, start_server};
use args::{Args, Scenario, USAGE, parse_args};
use client::Api;
use cpu::{Cpu, cores};
use phase::{PhaseKind, run_phase};
use players::Ctx;
use report::Report;

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
    let idle_busy = cores(Cpu::now().since(&before).machine_busy, 1.0);
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
    let app_db = format!("{}{}", app_database_prefix(), &unique[unique.len() - 8..]);
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

    if args.scenario != Scenario::Standard {
        let autovacuum = tokio::spawn(bracket::stand_in_for_autovacuum(app_url.clone()));
        let outcome = measure_scenario(&args, &app_url).await;
        autovacuum.abort();
        if args.keep_database {
            eprintln!("kept the scenario's database: {app_url}");
            drop_databases(&args.base_url, &[&pgbench_db]).await;
        } else {
            drop_databases(&args.base_url, &[&app_db, &pgbench_db]).await;
        }
        return match outcome {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("http_load: {e}");
                1
            }
        };
    }
    let outcome = measure(&args, &app_url, &pgbench_url, &app_db).await;
    if args.keep_database {
        eprintln!("kept the played games' database: {app_url}");
        drop_databases(&args.base_url, &[&pgbench_db]).await;
    } else {
        drop_databases(&args.base_url, &[&app_db, &pgbench_db]).await;
    }
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

async fn measure_scenario(args: &Args, app_url: &str) -> Result<(), String> {
    eprintln!("starting the server on a fresh database");
    let server = start_server(app_url.to_owned(), args.workers, args.metrics).await?;
    // Room for every stream's connection beside the clients'.
    let api = Api::new(server.port, args.clients + args.streams)?;
    let ctx = Arc::new(Ctx::open(api, args).await?);
    match args.scenario {
        Scenario::Streams => scenarios::streams(&ctx, args, app_url, &server).await?,
        Scenario::SignInBurst => scenarios::sign_in_burst(&ctx, args).await,
        Scenario::Notifications => notify::notifications(&ctx, args, app_url).await?,
        Scenario::Standard => unreachable!("the standard run is measured by `measure`"),
    }
    for error in ctx.first_errors() {
        eprintln!("  first errors: {error}");
    }
    Ok(())
}

async fn measure(
    args: &Args,
    app_url: &str,
    pgbench_url: &str,
    app_db: &str,
) -> Result<Report, String> {
    eprintln!("starting the server on a fresh database");
    let server = start_server(app_url.to_owned(), args.workers, args.metrics).await?;
    let api = Api::new(server.port, args.clients)?;
    let ctx = Arc::new(Ctx::open(api, args).await?);

    let play = run_phase(&ctx, args, PhaseKind::Play).await;
    let read = run_phase(&ctx, args, PhaseKind::Read).await;
    let write = run_phase(&ctx, args, PhaseKind::Write).await;
    let errors = ctx.first_errors();
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
    if !args.keep_database {
        drop_databases(&args.base_url, &[app_db]).await;
    }

    let pgbench = pgbench::baseline(args, pgbench_url).await?;
    Ok(Report {
        play,
        read,
        write,
        pgbench,
        data,
    })
}

/// How the name of this run's application database begins (the process id, then a random
/// suffix): it tells this run's server's connections from any other's on the same Postgres.
pub fn app_database_prefix() -> String {
    format!("shoreline_bench_{}_", std::process::id())
}
