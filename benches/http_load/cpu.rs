//! Where the CPU went, from /proc.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Clock ticks (USER_HZ) a second on Linux.
const TICKS_PER_SECOND: f64 = 100.0;

/// Cores kept busy on average by `ticks` of CPU time over `seconds`.
pub fn cores(ticks: u64, seconds: f64) -> f64 {
    ticks as f64 / TICKS_PER_SECOND / seconds
}

/// Which part of this process a thread belongs to, by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    LoadGenerator,
    /// The server's HTTP workers (actix's threads): requests and the streams' frames.
    HttpWorkers,
    /// The server's webhook worker (its own thread).
    Webhooks,
    /// The rest of the server: its main runtime and blocking pool.
    ServerOther,
}

impl Part {
    fn of(tid: &str, pid: &str, comm: &str) -> Part {
        // The main thread only blocks on the load generator's runtime.
        if tid == pid || comm.starts_with("load-generator") {
            Part::LoadGenerator
        } else if comm.starts_with("actix") {
            Part::HttpWorkers
        } else if comm.starts_with("shoreline-webho") {
            // Thread names are cut to 15 bytes.
            Part::Webhooks
        } else {
            Part::ServerOther
        }
    }
}

/// The server's CPU by part, in ticks.
#[derive(Clone, Copy, Debug, Default)]
pub struct ServerParts {
    pub http_workers: u64,
    pub webhooks: u64,
    pub other: u64,
    /// Times the webhook worker's thread went to sleep and was woken again (its voluntary
    /// context switches): each costs a few microseconds on either side.
    pub webhook_wakes: u64,
}

impl ServerParts {
    /// All of the server's threads.
    pub fn total(&self) -> u64 {
        self.http_workers + self.webhooks + self.other
    }
}

/// Postgres's CPU by the server's connection pools, in ticks.
#[derive(Clone, Copy, Debug, Default)]
pub struct PostgresPools {
    pub hot: u64,
    pub cold: u64,
    pub rest: u64,
}

/// CPU time in clock ticks (USER_HZ, 100 a second on Linux): this process's threads split into
/// the server's and the load generator's, every `postgres` process, and the whole machine.
#[derive(Clone, Debug, Default)]
pub struct Cpu {
    pub server_parts: ServerParts,
    pub client: u64,
    /// This process's live threads by id: which part each belongs to, its ticks and its
    /// voluntary context switches.
    /// Differences are taken per thread, because a thread that exits takes its ticks with it
    /// (the blocking pool's threads that hashed the players' passwords exit while a phase runs).
    threads: HashMap<String, (Part, u64, u64)>,
    pub postgres: u64,
    /// Each live `postgres` process's own ticks, by process id (see [`Cpu::postgres_by_pool`]).
    postgres_processes: HashMap<u32, u64>,
    /// Every other process (with the children it has reaped).
    pub others: u64,
    /// Interrupts and soft interrupts (loopback networking), not charged to any process.
    softirq: u64,
    pub machine_busy: u64,
}

impl Cpu {
    pub fn now() -> Cpu {
        let mut cpu = Cpu::default();
        let pid = std::process::id().to_string();
        if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
            for task in tasks.flatten() {
                let tid = task.file_name().to_string_lossy().into_owned();
                let Some((comm, ticks)) = proc_stat(&task.path().join("stat")) else {
                    continue;
                };
                let part = Part::of(&tid, &pid, &comm);
                let wakes = voluntary_switches(&task.path()).unwrap_or(0);
                cpu.threads.insert(tid, (part, ticks, wakes));
            }
        }
        for path in other_processes() {
            let Some((comm, ticks)) = proc_stat(&path) else {
                continue;
            };
            // With the children it has reaped (the postmaster's: backends that exited).
            let own = ticks;
            let ticks = ticks + children_ticks(&path).unwrap_or(0);
            if comm == "postgres" {
                cpu.postgres += ticks;
                if let Some(pid) = path
                    .parent()
                    .and_then(|dir| dir.file_name()?.to_str()?.parse().ok())
                {
                    cpu.postgres_processes.insert(pid, own);
                }
            } else {
                cpu.others += ticks;
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

    pub fn since(&self, before: &Cpu) -> Cpu {
        let (mut parts, mut client) = (ServerParts::default(), 0);
        for (tid, (part, ticks, wakes)) in &self.threads {
            // A thread started since `before` spent all its ticks since.
            let earlier = before.threads.get(tid);
            let spent = ticks.saturating_sub(earlier.map_or(0, |(_, t, _)| *t));
            match part {
                Part::LoadGenerator => client += spent,
                Part::HttpWorkers => parts.http_workers += spent,
                Part::Webhooks => {
                    parts.webhooks += spent;
                    parts.webhook_wakes += wakes.saturating_sub(earlier.map_or(0, |(_, _, w)| *w));
                }
                Part::ServerOther => parts.other += spent,
            }
        }
        Cpu {
            server_parts: parts,
            client,
            threads: HashMap::new(),
            postgres: self.postgres.saturating_sub(before.postgres),
            postgres_processes: self
                .postgres_processes
                .iter()
                .map(|(pid, ticks)| {
                    let earlier = before.postgres_processes.get(pid).copied().unwrap_or(0);
                    (*pid, ticks.saturating_sub(earlier))
                })
                .collect(),
            others: self.others.saturating_sub(before.others),
            softirq: self.softirq.saturating_sub(before.softirq),
            machine_busy: self.machine_busy.saturating_sub(before.machine_busy),
        }
    }

    /// The Postgres CPU of this window (from [`Cpu::since`]) by the `application_name` of the
    /// connection each backend serves (`pools`: by process id, as `pg_stat_activity` gave them at
    /// the window's end): the server's hot pool (`shoreline-hot`: moves, game reads, session
    /// checks, personal streams' reads), its other pool (`shoreline`: the lobby, games' ends,
    /// webhook claims, records and sweeps, and the LISTEN/NOTIFY between instances), and the
    /// rest: background processes, the tool's own connections, and any backend that ended
    /// within the window (a pool's connection closed as idle, say).
    pub fn postgres_by_pool(&self, pools: &HashMap<u32, String>) -> PostgresPools {
        let mut split = PostgresPools::default();
        for (pid, ticks) in &self.postgres_processes {
            match pools.get(pid).map(String::as_str) {
                Some("shoreline-hot") => split.hot += ticks,
                Some("shoreline") => split.cold += ticks,
                _ => {}
            }
        }
        split.rest = self.postgres.saturating_sub(split.hot + split.cold);
        split
    }

    /// CPU seconds the service used (the server's threads and Postgres), without the load
    /// generator's own work.
    pub fn service_seconds(&self) -> f64 {
        cores(self.server_parts.total() + self.postgres, 1.0)
    }

    /// CPU seconds the load generator used.
    pub fn load_generator_seconds(&self) -> f64 {
        cores(self.client, 1.0)
    }

    /// "server 0.9, load generator 0.5, postgres 0.5, machine 1.9 cores"
    pub fn describe(&self, seconds: f64) -> String {
        format!(
            "server {:.2}, load generator {:.2}, postgres {:.2}, other processes {:.2}, \
             interrupts {:.2}; whole machine busy {:.2} cores",
            cores(self.server_parts.total(), seconds),
            cores(self.client, seconds),
            cores(self.postgres, seconds),
            cores(self.others, seconds),
            cores(self.softirq, seconds),
            cores(self.machine_busy, seconds)
        )
    }
}

/// The /proc stat file of every live process but this one.
fn other_processes() -> impl Iterator<Item = PathBuf> {
    let pid = std::process::id().to_string();
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(move |process| {
            let name = process.file_name();
            let is_process = name.to_string_lossy().bytes().all(|b| b.is_ascii_digit());
            (is_process && *name != *pid).then(|| process.path().join("stat"))
        })
}

/// CPU ticks of every other live process (not this one, not postgres) by command name.
pub fn others_by_name() -> HashMap<String, u64> {
    let mut by_name = HashMap::new();
    for path in other_processes() {
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
pub fn top_others(
    before: &HashMap<String, u64>,
    after: &HashMap<String, u64>,
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
        .map(|(ticks, name)| format!("{name} {:.2}", cores(*ticks, seconds)))
        .collect();
    if listed.is_empty() {
        "none".to_owned()
    } else {
        listed.join(", ")
    }
}

/// A thread's voluntary context switches, from its /proc status file.
fn voluntary_switches(task: &Path) -> Option<u64> {
    let status = std::fs::read_to_string(task.join("status")).ok()?;
    status
        .lines()
        .find_map(|line| line.strip_prefix("voluntary_ctxt_switches:"))?
        .trim()
        .parse()
        .ok()
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
