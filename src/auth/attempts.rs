//! Counts attempts per key (a username, a client address) in a fixed window and refuses those
//! past the allowance, before any password is hashed: it slows down password guessing and keeps
//! one client from queueing up the server's hashing for everyone.
//!
//! An attempt counts when it starts, not when its (slow, hashed) answer is known, so a burst
//! sent at once is cut off like a sequence of them. Counts are kept per instance, in memory: with
//! N instances behind a balancer a client gets up to N times the allowance, which still turns
//! millions of guesses into a handful per window. Keys are short (a well-formed username is at
//! most 32 bytes, an address at most 39), and the table is bounded.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Keys tracked at most (a few MB). When the table is full of live entries, new keys are not
/// tracked until it empties: filling it takes 100 000 attempts within one window, each one
/// hashed, more than one instance can hash.
const MAX_TRACKED: usize = 100_000;
/// Expired entries are swept at most this often, and only when the table is full.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

pub struct AttemptLimiter {
    /// Attempts allowed per key within `window`.
    max_attempts: u32,
    /// How long attempts are remembered, counted from the first of them.
    window: Duration,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    attempts: HashMap<String, Attempts>,
    last_sweep: Option<Instant>,
}

#[derive(Clone, Copy)]
struct Attempts {
    count: u32,
    first_at: Instant,
}

impl AttemptLimiter {
    pub fn new(max_attempts: u32, window: Duration) -> Self {
        AttemptLimiter {
            max_attempts,
            window,
            state: Mutex::default(),
        }
    }

    /// Counts an attempt for `key` at `now`, or says how long it must wait.
    pub fn begin_attempt(&self, key: &str, now: Instant) -> Result<(), Duration> {
        let mut state = self.state.lock().expect("never poisoned");
        if !state.attempts.contains_key(key) && !state.has_room(now, self.window) {
            return Ok(());
        }
        let key = key.to_owned();
        let entry = state.attempts.entry(key).or_insert(Attempts {
            count: 0,
            first_at: now,
        });
        let ends = entry.first_at + self.window;
        if now >= ends {
            *entry = Attempts {
                count: 0,
                first_at: now,
            };
        } else if entry.count >= self.max_attempts {
            return Err(ends - now);
        }
        entry.count += 1;
        Ok(())
    }

    /// Forgets the attempts counted for `key` (a successful sign-in does so for its username).
    pub fn forget(&self, key: &str) {
        self.state
            .lock()
            .expect("never poisoned")
            .attempts
            .remove(key);
    }
}

impl State {
    /// Whether a new username can be tracked, after sweeping expired ones if it is time.
    fn has_room(&mut self, now: Instant, window: Duration) -> bool {
        if self.attempts.len() < MAX_TRACKED {
            return true;
        }
        if self
            .last_sweep
            .is_none_or(|last| now.duration_since(last) >= SWEEP_EVERY)
        {
            self.attempts
                .retain(|_, entry| now < entry.first_at + window);
            self.last_sweep = Some(now);
        }
        self.attempts.len() < MAX_TRACKED
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAX_ATTEMPTS: u32 = 5;
    const WINDOW: Duration = Duration::from_secs(15 * 60);

    fn limiter() -> AttemptLimiter {
        AttemptLimiter::new(MAX_ATTEMPTS, WINDOW)
    }

    #[test]
    fn blocks_after_the_allowed_attempts_until_the_window_ends() {
        let throttle = limiter();
        let start = Instant::now();
        for attempt in 0..MAX_ATTEMPTS {
            let at = start + Duration::from_secs(attempt.into());
            assert_eq!(throttle.begin_attempt("ada", at), Ok(()));
        }
        let later = start + Duration::from_secs(60);
        assert_eq!(
            throttle.begin_attempt("ada", later),
            Err(WINDOW - Duration::from_secs(60))
        );
        assert_eq!(throttle.begin_attempt("grace", later), Ok(()));
        // The window ends; a new count starts.
        assert_eq!(throttle.begin_attempt("ada", start + WINDOW), Ok(()));
    }

    #[test]
    fn forgetting_a_key_clears_its_count() {
        let throttle = limiter();
        let now = Instant::now();
        for _ in 0..MAX_ATTEMPTS {
            throttle.begin_attempt("ada", now).unwrap();
        }
        throttle.forget("ada");
        assert_eq!(throttle.begin_attempt("ada", now), Ok(()));
    }

    #[test]
    fn a_full_table_sweeps_expired_entries_and_otherwise_tracks_no_more() {
        let throttle = limiter();
        let start = Instant::now();
        {
            let mut state = throttle.state.lock().unwrap();
            for i in 0..MAX_TRACKED {
                state.attempts.insert(
                    format!("user{i}"),
                    Attempts {
                        count: MAX_ATTEMPTS,
                        first_at: start,
                    },
                );
            }
        }
        // Full of live entries: a new name is let through untracked, the tracked stay blocked.
        for _ in 0..=MAX_ATTEMPTS {
            assert_eq!(throttle.begin_attempt("newcomer", start), Ok(()));
        }
        assert!(throttle.begin_attempt("user7", start).is_err());
        // Once they expire (and a minute has passed since the last sweep) there is room again.
        let later = start + WINDOW + SWEEP_EVERY;
        assert_eq!(throttle.begin_attempt("newcomer", later), Ok(()));
        assert_eq!(throttle.state.lock().unwrap().attempts.len(), 1);
    }
}
