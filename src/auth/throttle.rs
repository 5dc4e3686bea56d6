//! Slows down password guessing: after a few failed sign-ins for one username, further attempts
//! for it are refused for a while, before any password is hashed.
//!
//! The count is kept per instance, in memory: with N instances behind a balancer a guesser gets
//! up to N times the allowance, which still turns millions of guesses into a handful per quarter
//! hour. Unknown usernames are counted like real ones, so the throttle tells nobody which exist.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failed attempts allowed per username within [`WINDOW`].
pub const MAX_FAILURES: u32 = 5;
/// How long failures are remembered, counted from the first of them.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Usernames tracked at most; beyond it, expired entries are dropped, then the oldest.
const MAX_TRACKED: usize = 100_000;

#[derive(Default)]
pub struct LoginThrottle {
    failures: Mutex<HashMap<String, Failures>>,
}

#[derive(Clone, Copy)]
struct Failures {
    count: u32,
    first_at: Instant,
}

impl LoginThrottle {
    /// How long `username` must wait before it may try again, if it is blocked at `now`.
    pub fn blocked_for(&self, username: &str, now: Instant) -> Option<Duration> {
        let failures = self.failures.lock().expect("never poisoned");
        let entry = failures.get(&key(username))?;
        let ends = entry.first_at + WINDOW;
        (entry.count >= MAX_FAILURES && now < ends).then(|| ends - now)
    }

    pub fn record_failure(&self, username: &str, now: Instant) {
        let mut failures = self.failures.lock().expect("never poisoned");
        if failures.len() >= MAX_TRACKED {
            failures.retain(|_, entry| now < entry.first_at + WINDOW);
            if failures.len() >= MAX_TRACKED
                && let Some(oldest) = failures
                    .iter()
                    .min_by_key(|(_, entry)| entry.first_at)
                    .map(|(name, _)| name.clone())
            {
                failures.remove(&oldest);
            }
        }
        let entry = failures.entry(key(username)).or_insert(Failures {
            count: 0,
            first_at: now,
        });
        if now >= entry.first_at + WINDOW {
            *entry = Failures {
                count: 0,
                first_at: now,
            };
        }
        entry.count += 1;
    }

    /// A successful sign-in forgets the failures before it.
    pub fn record_success(&self, username: &str) {
        self.failures
            .lock()
            .expect("never poisoned")
            .remove(&key(username));
    }
}

/// Usernames are unique regardless of case, so they are counted that way too.
fn key(username: &str) -> String {
    username.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_after_the_allowed_failures_until_the_window_ends() {
        let throttle = LoginThrottle::default();
        let start = Instant::now();
        for attempt in 0..MAX_FAILURES {
            assert_eq!(
                throttle.blocked_for("ada", start),
                None,
                "attempt {attempt}"
            );
            throttle.record_failure("ada", start + Duration::from_secs(attempt.into()));
        }
        let later = start + Duration::from_secs(60);
        assert_eq!(
            throttle.blocked_for("ADA", later),
            Some(WINDOW - Duration::from_secs(60)),
            "counted regardless of case"
        );
        assert_eq!(
            throttle.blocked_for("grace", later),
            None,
            "others may sign in"
        );
        assert_eq!(
            throttle.blocked_for("ada", start + WINDOW),
            None,
            "the window ends"
        );
        // A failure after the window starts a new count.
        throttle.record_failure("ada", start + WINDOW);
        assert_eq!(throttle.blocked_for("ada", start + WINDOW), None);
    }

    #[test]
    fn a_success_forgets_earlier_failures() {
        let throttle = LoginThrottle::default();
        let now = Instant::now();
        for _ in 0..MAX_FAILURES - 1 {
            throttle.record_failure("ada", now);
        }
        throttle.record_success("ada");
        throttle.record_failure("ada", now);
        assert_eq!(throttle.blocked_for("ada", now), None);
    }
}
