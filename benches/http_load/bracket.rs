//! Judging a play phase with extra load (open streams, webhooks) against play phases without it
//! run just before and just after.
//!
//! One phase before and one after, not just one before: a run drifts by itself. Its tables and
//! indexes grow and Postgres checkpoints as it goes, so a later phase is slower than an earlier
//! one with nothing else changed: the notifications scenario with no streams and no webhooks
//! (the same phase twice) gave 91.5% for the second. The mean of the phases either side of the
//! loaded one cancels a drift that goes one way.

use crate::phase::Phase;
use crate::report::{percentile_ms, verdict};

pub struct Bracketed {
    pub before: Phase,
    pub with: Phase,
    pub after: Phase,
}

pub fn posts_per_second(phase: &Phase) -> f64 {
    phase.posts.len() as f64 / phase.seconds
}

/// CPU milliseconds the server and Postgres spent per post in a play phase.
pub fn service_ms_per_post(phase: &Phase) -> f64 {
    phase.cpu.service_seconds() * 1000.0 / phase.posts.len().max(1) as f64
}

impl Bracketed {
    /// Posts per second with the load, as a share of the mean without it.
    pub fn throughput_share(&self) -> f64 {
        let without = (posts_per_second(&self.before) + posts_per_second(&self.after)) / 2.0;
        posts_per_second(&self.with) / without
    }

    /// The service's CPU per post without the load (the mean of the two phases), divided by
    /// what it is with: the share of its capacity the service keeps. The load generator reads
    /// every stream on the same cores, so the throughput share also charges the streams'
    /// clients to the service; the CPU the server threads and Postgres spend per move is what a
    /// deployment pays.
    pub fn capacity_share(&self) -> f64 {
        let without = (service_ms_per_post(&self.before) + service_ms_per_post(&self.after)) / 2.0;
        without / service_ms_per_post(&self.with).max(f64::MIN_POSITIVE)
    }

    /// The three phases' table and CPU lines.
    pub fn print_phases(&self, with_label: &str) {
        println!(
            "| play phase | posts/s | post p50 ms | post p99 ms | errors | service CPU ms per post | \
             load generator cores |"
        );
        println!("|---|---:|---:|---:|---:|---:|---:|");
        let phases = [
            ("without, before", &self.before),
            (with_label, &self.with),
            ("without, after", &self.after),
        ];
        for (label, phase) in phases {
            print_posts(label, phase);
        }
        for (label, phase) in phases {
            println!("CPU {label}: {}", phase.cpu.describe(phase.seconds));
        }
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
