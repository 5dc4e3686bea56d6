//! Statistics, the tables and the verdict.

use crate::app::DataShape;
use crate::args::Args;
use crate::cpu::cores;
use crate::pgbench::Baseline;
use crate::phase::Phase;

/// Issue 32's goals for the standard scenario: the play loop's posts against pgbench's script A
/// (read a game's events and append one), and reads of games against script B (only the read).
const POSTS_PER_A: f64 = 1.0;
const POST_P99_MS: f64 = 15.0;
const READS_PER_B: f64 = 3.0;
const READ_P99_MS: f64 = 8.0;
/// What one post of the play phase may cost Postgres, the benchmark's own game creation (two
/// write transactions per game of some 44 posts) included.
const WAL_KB_PER_POST: f64 = 0.6;
const WRITE_TRANSACTIONS_PER_POST: f64 = 1.05;

/// Everything one run measured.
pub struct Report {
    pub play: Phase,
    pub read: Phase,
    pub write: Phase,
    pub pgbench: Baseline,
    pub data: DataShape,
}

/// Nearest-rank percentile of sorted µs samples, in ms.
pub fn percentile_ms(sorted: &[u32], p: f64) -> f64 {
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

pub fn verdict(ok: bool) -> &'static str {
    if ok { "PASS" } else { "FAIL" }
}

impl Report {
    pub fn print(&self, args: &Args, started: chrono::DateTime<chrono::Utc>, idle_busy: f64) {
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
        if let Some(pg) = &self.play.pg {
            println!("Play phase Postgres: {}.", pg.per(posts.count, "post"));
        }
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
        if let Some(pg) = &self.write.pg {
            println!("Write phase Postgres: {}.", pg.per(w_posts.count, "post"));
        }
        println!();
        let bin = self
            .pgbench
            .bin
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
                &self.pgbench.a,
            ),
            ("B: read 100 events", &self.pgbench.b),
        ] {
            match result {
                Ok(r) => println!(
                    "| {name} | {:.0} | {:.2} | {:.2} | {:.2} | {} | {} |",
                    r.tps, r.latency_avg_ms, r.p50_ms, r.p99_ms, r.transactions, r.failed
                ),
                Err(e) => println!("| {name} | not measured: {e} | | | | | |"),
            }
        }
        for (name, result) in [("A", &self.pgbench.a), ("B", &self.pgbench.b)] {
            if let Ok(r) = result {
                let cores = |ticks: u64| cores(ticks, args.seconds as f64);
                println!(
                    "Script {name} CPU: postgres {:.2}, other processes (pgbench among them) \
                     {:.2}; whole machine busy {:.2} cores.",
                    cores(r.cpu.postgres),
                    cores(r.cpu.others),
                    cores(r.cpu.machine_busy)
                );
                if let Some(pg) = &r.pg {
                    println!(
                        "Script {name} Postgres: {}.",
                        pg.per(r.transactions as usize, "transaction")
                    );
                }
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
        for (what, s, baseline, script, share, p99_ms) in [
            (
                "posting actions",
                &posts,
                &self.pgbench.a,
                "A",
                POSTS_PER_A,
                POST_P99_MS,
            ),
            (
                "reading games",
                &reads,
                &self.pgbench.b,
                "B",
                READS_PER_B,
                READ_P99_MS,
            ),
        ] {
            match baseline {
                Ok(b) => {
                    let needed = share * b.tps;
                    row(
                        &format!("{what}: req/s"),
                        format!("{:.0} ({:.2} x {script})", s.rate, s.rate / b.tps),
                        format!(
                            ">= {needed:.0} ({share:.1} x {script} = {share:.1} x {:.0})",
                            b.tps
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
                format!("<= {p99_ms} ms"),
                s.p99_ms <= p99_ms,
            );
        }
        match &self.play.pg {
            Some(pg) => {
                let n = posts.count.max(1) as f64;
                let wal_kb = pg.wal_bytes / n / 1024.0;
                let transactions = pg.write_transactions / n;
                // Judged as printed, to two decimals.
                let printed = |x: f64| (x * 100.0).round() / 100.0;
                row(
                    "play phase: WAL per post",
                    format!("{wal_kb:.2} KB"),
                    format!("<= {WAL_KB_PER_POST} KB"),
                    printed(wal_kb) <= WAL_KB_PER_POST,
                );
                row(
                    "play phase: write transactions per post",
                    format!("{transactions:.2}"),
                    format!("<= {WRITE_TRANSACTIONS_PER_POST}"),
                    printed(transactions) <= WRITE_TRANSACTIONS_PER_POST,
                );
            }
            None => row(
                "play phase: Postgres's writes per post",
                "not measured".to_owned(),
                "the WAL position and next xid".to_owned(),
                false,
            ),
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
        if let Ok(a) = &self.pgbench.a {
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
