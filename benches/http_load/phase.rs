//! A phase of the load: its clients, its measured window and what it measured.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::args::Args;
use crate::client::Reply;
use crate::cpu::{Cpu, others_by_name, top_others};
use crate::pgwork::PgWork;
use crate::players::{Ctx, GameRef, play_client, read_client};

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum PhaseKind {
    /// GET the game, GET legal-actions, POST an action.
    Play,
    /// GET legal-actions, POST an action: the game comes from the previous POST's answer.
    Write,
    /// GET random games only.
    Read,
}

impl PhaseKind {
    fn name(self) -> &'static str {
        match self {
            PhaseKind::Play => "play",
            PhaseKind::Write => "write",
            PhaseKind::Read => "read",
        }
    }
}

/// The measured window: requests that start at or after `from` and end by `to`.
#[derive(Clone, Copy)]
pub struct Window {
    from: Instant,
    pub to: Instant,
}

impl Window {
    pub fn record(&self, samples: &mut Vec<u32>, reply: &Reply) {
        if reply.started >= self.from && reply.started + reply.elapsed <= self.to {
            samples.push(reply.elapsed.as_micros().min(u32::MAX as u128) as u32);
        }
    }

    pub fn contains(&self, at: Instant) -> bool {
        at >= self.from && at <= self.to
    }
}

/// Latencies (µs) of measured, successful requests, and what went wrong.
#[derive(Default)]
pub struct Phase {
    pub seconds: f64,
    pub reads: Vec<u32>,
    pub legal: Vec<u32>,
    pub posts: Vec<u32>,
    /// 409 answers to posts (only when games are shared by clients).
    pub conflicts: u64,
    /// Other unexpected answers or failed requests, in the window.
    pub errors: u64,
    /// Games finished (and replaced) in the window.
    pub finished: u64,
    /// Where the CPU went during the window.
    pub cpu: Cpu,
    /// The busiest other processes in the window.
    pub others: String,
    /// What Postgres wrote in the window.
    pub pg: Option<PgWork>,
    /// The window's Postgres CPU by the server's connection pools.
    pub postgres_pools: crate::cpu::PostgresPools,
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

pub async fn run_phase(ctx: &Arc<Ctx>, args: &Args, kind: PhaseKind) -> Phase {
    eprintln!(
        "{} phase: {} clients, {} s warm-up, {} s measured",
        kind.name(),
        args.clients,
        args.warmup,
        args.seconds
    );
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
    let base_url = args.base_url.clone();
    let cpu = tokio::spawn(async move {
        tokio::time::sleep_until(window.from.into()).await;
        let (before, names) = (Cpu::now(), others_by_name());
        let pg_before = PgWork::now(&base_url).await;
        tokio::time::sleep_until(window.to.into()).await;
        let cpu = Cpu::now().since(&before);
        let pg_after = PgWork::now(&base_url).await;
        let pg = pg_before.zip(pg_after).map(|(b, a)| a.since(&b));
        let pools = cpu.postgres_by_pool(&crate::pgwork::backends(&base_url).await);
        (
            cpu,
            top_others(&names, &others_by_name(), seconds),
            pg,
            pools,
        )
    });
    let mut phase = Phase {
        seconds,
        ..Phase::default()
    };
    for task in tasks {
        phase.merge(task.await.expect("client task"));
    }
    (phase.cpu, phase.others, phase.pg, phase.postgres_pools) = cpu.await.expect("CPU sampler");
    phase
}
