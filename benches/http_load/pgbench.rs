//! The Postgres baseline: pgbench scripts shaped like the service's queries.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::Connection;

use crate::args::Args;
use crate::cpu::Cpu;
use crate::pgwork::PgWork;
use crate::report::percentile_ms;

/// The baseline's two measured runs, and the pgbench that ran them.
pub struct Baseline {
    pub bin: Option<PathBuf>,
    /// Script A: reads a random game's events and appends one, in a transaction.
    pub a: Result<Pgbench, String>,
    /// Script B: only reads them.
    pub b: Result<Pgbench, String>,
}

/// Preloads `--pgbench-games` games into the scratch database at `url`, then measures scripts A
/// and B on it.
pub async fn baseline(args: &Args, url: &str) -> Result<Baseline, String> {
    let bin = find_pgbench();
    let (a, b) = match &bin {
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
            let setup = include_str!("../pgbench/setup.sql")
                .replace(":games", &args.pgbench_games.to_string());
            let mut conn = sqlx::PgConnection::connect(url)
                .await
                .map_err(|e| format!("pgbench database: {e}"))?;
            sqlx::raw_sql(sqlx::AssertSqlSafe(setup))
                .execute(&mut conn)
                .await
                .map_err(|e| format!("pgbench setup: {e}"))?;
            let _ = conn.close().await;
            let dir =
                std::env::temp_dir().join(format!("http_load_pgbench_{}", std::process::id()));
            let a = run_script(bin, url, "read_append.sql", args, &dir).await;
            let b = run_script(bin, url, "read_game.sql", args, &dir).await;
            let _ = std::fs::remove_dir_all(&dir);
            (a, b)
        }
    };
    Ok(Baseline { bin, a, b })
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

pub struct Pgbench {
    pub tps: f64,
    pub latency_avg_ms: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    pub transactions: u64,
    pub failed: u64,
    pub cpu: Cpu,
    /// What Postgres wrote during the measured run.
    pub pg: Option<PgWork>,
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
    let pg_before = PgWork::now(url).await;
    let stdout = pgbench(bin, &common, log_dir).await?;
    let pg_after = PgWork::now(url).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let cpu = Cpu::now().since(&before);
    let pg = pg_before.zip(pg_after).map(|(b, a)| a.since(&b));
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
        pg,
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
