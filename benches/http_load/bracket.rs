//! Judging play phases with extra load (open streams, webhooks) against play phases without it
//! run between them: without, with, without, with, ..., without.
//!
//! Without phases on both sides, not just one before: a run drifts by itself, and this shared
//! machine's capacity wanders. Tables and indexes grow and Postgres checkpoints as a run goes
//! on, and the same unloaded phase ranged from 758 to 1223 posts/s within an hour; the
//! notifications scenario with no streams and no webhooks (the same phase twice) gave 91.5% for
//! the second. Each loaded phase is compared with the mean of its neighbours, and the verdict
//! is on all the loaded phases against all the unloaded ones, whose centres coincide, so a
//! drift that goes one way cancels and more cycles narrow the rest.

use sqlx::Connection;

use crate::cpu::cores;
use crate::phase::Phase;
use crate::report::{percentile_ms, verdict};

/// Vacuums and analyzes the service's database before a phase, as autovacuum would have by then
/// in production. The machine this runs on may have autovacuum off (this one's test Postgres
/// does: `conf.d/90-ci.conf`), and then the planner never learns that `webhooks` or
/// `webhook_deliveries` hold rows: it scans them whole on every claim, and the dead rows every
/// delivery leaves pile up under those scans phase after phase. Doing it between phases keeps its
/// cost out of the windows for every phase alike.
pub async fn settle_database(app_url: &str) -> Result<(), String> {
    let mut conn = sqlx::PgConnection::connect(app_url)
        .await
        .map_err(|e| format!("vacuum: {e}"))?;
    sqlx::raw_sql("VACUUM (ANALYZE)")
        .execute(&mut conn)
        .await
        .map_err(|e| format!("vacuum: {e}"))?;
    let _ = conn.close().await;
    Ok(())
}

/// The tables autovacuum would vacuum, analyze or both now, by the server's own thresholds
/// (`autovacuum_*_threshold + autovacuum_*_scale_factor * rows`, for dead rows, rows inserted
/// since the last vacuum, and rows changed since the last analyze).
const TABLES_DUE: &str = "
    SELECT format('%I.%I', s.schemaname, s.relname),
        s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
                + current_setting('autovacuum_vacuum_scale_factor')::float8 * r.rows
            OR s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
                + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * r.rows,
        s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
                + current_setting('autovacuum_analyze_scale_factor')::float8 * r.rows
    FROM pg_stat_user_tables s
    JOIN pg_class c ON c.oid = s.relid,
    LATERAL (SELECT GREATEST(c.reltuples, 0) AS rows) r";

/// When the Postgres server has autovacuum off, does its work for as long as the scenario runs:
/// once per `autovacuum_naptime` (read from the server: a minute by default), each table past
/// autovacuum's thresholds is vacuumed or analyzed (or both), as production's autovacuum would,
/// which visits each database once per naptime. (Until session 10 this ran every 5 s, twelve times
/// as often as autovacuum: it analyzed the log and the inbox every few seconds, 0.3-1.1 s of
/// Postgres each, landing in whichever phase it fell in.) Within a loaded phase the outbox grows
/// from nothing to thousands of rows; with its statistics never updated, the planner keeps
/// believing it empty and scans it whole for every batch it claims, ever slower as the phase goes
/// on. The cost lands in the windows, as autovacuum's would. (Vacuuming the whole database every
/// few seconds instead, as this did at first, cost Postgres a tenth of a core with the outbox on:
/// far more than autovacuum, which leaves a table alone until a fifth of it has changed.)
pub async fn stand_in_for_autovacuum(app_url: String) {
    let Ok(mut conn) = sqlx::PgConnection::connect(&app_url).await else {
        return;
    };
    let autovacuum: Result<String, _> = sqlx::query_scalar("SHOW autovacuum")
        .fetch_one(&mut conn)
        .await;
    if !matches!(autovacuum.as_deref(), Ok("off")) {
        return;
    }
    let naptime: Result<i32, _> = sqlx::query_scalar(
        "SELECT setting::int FROM pg_settings WHERE name = 'autovacuum_naptime'",
    )
    .fetch_one(&mut conn)
    .await;
    let every = std::time::Duration::from_secs(naptime.map_or(60, |s| s.max(1) as u64));
    eprintln!(
        "autovacuum is off on this server: doing its work (by its thresholds) every {} s \
         (its naptime)",
        every.as_secs()
    );
    loop {
        tokio::time::sleep(every).await;
        if let Err(error) = vacuum_what_is_due(&mut conn).await {
            eprintln!("vacuum: {error}");
            return;
        }
    }
}

async fn vacuum_what_is_due(conn: &mut sqlx::PgConnection) -> Result<(), sqlx::Error> {
    let due: Vec<(String, bool, bool)> = sqlx::query_as(TABLES_DUE).fetch_all(&mut *conn).await?;
    for (table, vacuum, analyze) in due {
        let command = match (vacuum, analyze) {
            (true, true) => "VACUUM (ANALYZE)",
            (true, false) => "VACUUM",
            (false, true) => "ANALYZE",
            (false, false) => continue,
        };
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("{command} {table}")))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

#[derive(Default)]
pub struct Bracketed {
    /// One more than `with`: `without[i]` ran just before `with[i]`, `without[i + 1]` just after.
    pub without: Vec<Phase>,
    pub with: Vec<Phase>,
}

pub fn posts_per_second(phase: &Phase) -> f64 {
    phase.posts.len() as f64 / phase.seconds
}

/// CPU milliseconds the server and Postgres spent per post in a play phase.
pub fn service_ms_per_post(phase: &Phase) -> f64 {
    phase.cpu.service_seconds() * 1000.0 / phase.posts.len().max(1) as f64
}

fn mean(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, count) = values.fold((0.0, 0), |(sum, count), value| (sum + value, count + 1));
    sum / f64::from(count.max(1))
}

impl Bracketed {
    /// Posts per second with the load, as a share of without: the loaded phases' mean rate
    /// over the unloaded ones' (the first and last unloaded phases count half, so that the
    /// unloaded phases centre where the loaded ones do).
    pub fn throughput_share(&self) -> f64 {
        mean(self.with.iter().map(posts_per_second)) / self.bracketing_mean(posts_per_second)
    }

    /// The service's CPU per post without the load, divided by what it is with: the share of
    /// its capacity the service keeps. The load generator reads every stream on the same cores,
    /// so the throughput share also charges the streams' clients to the service; the CPU the
    /// server threads and Postgres spend per move is what a deployment pays.
    pub fn capacity_share(&self) -> f64 {
        self.bracketing_mean(service_ms_per_post)
            / mean(self.with.iter().map(service_ms_per_post)).max(f64::MIN_POSITIVE)
    }

    /// The mean over each loaded phase's two neighbours of `measure`.
    fn bracketing_mean(&self, measure: impl Fn(&Phase) -> f64) -> f64 {
        mean(
            self.without
                .windows(2)
                .map(|pair| (measure(&pair[0]) + measure(&pair[1])) / 2.0),
        )
    }

    /// The phases' table and CPU lines, in the order they ran.
    pub fn print_phases(&self, with_label: &str) {
        println!(
            "| play phase | posts/s | post p50 ms | post p99 ms | errors | service CPU ms per post | \
             load generator cores |"
        );
        println!("|---|---:|---:|---:|---:|---:|---:|");
        let mut phases = Vec::new();
        for (index, without) in self.without.iter().enumerate() {
            phases.push(("without".to_owned(), without));
            if let Some(with) = self.with.get(index) {
                phases.push((with_label.to_owned(), with));
            }
        }
        for (label, phase) in &phases {
            print_posts(label, phase);
        }
        for (label, phase) in &phases {
            println!("CPU {label}: {}", phase.cpu.describe(phase.seconds));
        }
        self.print_added_cpu();
        let shares = self.cycle_shares();
        if shares.len() > 1 {
            let shares: Vec<String> = shares
                .iter()
                .map(|share| format!("{:.1}%", share * 100.0))
                .collect();
            println!("Each cycle's throughput share: {}", shares.join(", "));
        }
    }

    /// What each part of the service spent per post without the load, and what the load added
    /// (each loaded phase against its two neighbours, averaged over the cycles): a difference
    /// of CPU per post is steadier than one of throughput, and says where the cost lies.
    fn print_added_cpu(&self) {
        if self.with.is_empty() {
            return;
        }
        type Measure = fn(&Phase) -> u64;
        let parts: [(&str, Measure); 7] = [
            ("Postgres: the moves' pool", |phase| {
                phase.postgres_pools.hot
            }),
            ("Postgres: the other pool", |phase| {
                phase.postgres_pools.cold
            }),
            ("Postgres: the rest", |phase| phase.postgres_pools.rest),
            ("HTTP workers", |phase| phase.cpu.server_parts.http_workers),
            ("webhook worker", |phase| phase.cpu.server_parts.webhooks),
            ("rest of the server", |phase| phase.cpu.server_parts.other),
            ("load generator", |phase| phase.cpu.client),
        ];
        println!("\n| CPU µs per post | without | added with the load |\n|---|---:|---:|");
        for (name, ticks) in parts {
            let per_post =
                |phase: &Phase| cores(ticks(phase), 1.0) * 1e6 / phase.posts.len().max(1) as f64;
            let without = self.bracketing_mean(per_post);
            let added = mean(self.with.iter().map(per_post)) - without;
            println!("| {name} | {without:.1} | {added:+.1} |");
        }
        let wakes: f64 = mean(self.with.iter().map(|phase| {
            phase.cpu.server_parts.webhook_wakes as f64 / phase.posts.len().max(1) as f64
        }));
        println!(
            "The webhook worker's thread woke {wakes:.2} times per post with the load (one delivery \
             per post here)."
        );
        let named = |phase: &Phase| phase.postgres_pools.hot + phase.postgres_pools.cold > 0;
        if !self.with.iter().chain(&self.without).any(named) {
            println!(
                "(No connection of this run's server was found by name in pg_stat_activity: all \
                 of Postgres is under \"the rest\".)"
            );
        }
    }

    /// Each cycle's throughput share: its loaded phase's rate over its two neighbours' mean.
    fn cycle_shares(&self) -> Vec<f64> {
        self.with
            .iter()
            .zip(self.without.windows(2))
            .map(|(with, pair)| {
                let without = (posts_per_second(&pair[0]) + posts_per_second(&pair[1])) / 2.0;
                posts_per_second(with) / without
            })
            .collect()
    }

    /// The two verdicts against `goal` (a share), naming the load as `what`.
    pub fn print_verdicts(&self, what: &str, goal: f64) {
        let share = self.throughput_share();
        println!(
            "Move throughput with {what}: {:.1}% of without (goal >= {:.0}%): {}",
            share * 100.0,
            goal * 100.0,
            verdict(share >= goal)
        );
        // On a shared machine identical phases differ by more than the effect measured: say
        // how sure the cycles make the share, so a verdict near the goal is read as such.
        if let Some((low, high)) = interval_of_mean(&self.cycle_shares()) {
            println!(
                "  the cycles' shares: 95% interval of their mean [{:.1}%, {:.1}%]{}",
                low * 100.0,
                high * 100.0,
                if low < goal && goal <= high {
                    ", which holds the goal: these cycles cannot tell"
                } else {
                    ""
                }
            );
        }
        let capacity = self.capacity_share();
        println!(
            "Service capacity with {what} (service CPU per post, without / with): {:.1}% \
             (goal >= {:.0}%): {}",
            capacity * 100.0,
            goal * 100.0,
            verdict(capacity >= goal)
        );
    }
}

fn print_posts(label: &str, phase: &Phase) {
    let mut posts = phase.posts.clone();
    posts.sort_unstable();
    println!(
        "| {label} | {:.0} | {:.2} | {:.2} | {} | {:.3} | {:.2} |",
        posts_per_second(phase),
        percentile_ms(&posts, 0.5),
        percentile_ms(&posts, 0.99),
        phase.errors,
        service_ms_per_post(phase),
        phase.cpu.load_generator_seconds() / phase.seconds
    );
}

/// Student's t for a two-sided 95% interval, by degrees of freedom from 1 to 30.
const T_95: [f64; 30] = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160,
    2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056,
    2.052, 2.048, 2.045, 2.042,
];

/// A 95% confidence interval for the mean of `values` (Student's t), if there are two or more.
fn interval_of_mean(values: &[f64]) -> Option<(f64, f64)> {
    let n = values.len();
    if n < 2 {
        return None;
    }
    let mean = mean(values.iter().copied());
    let variance = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    // Past 30 degrees of freedom t lies between the normal quantile (1.96) and t(30).
    let t = T_95.get(n - 2).copied().unwrap_or(2.042);
    let half = t * (variance / n as f64).sqrt();
    Some((mean - half, mean + half))
}
