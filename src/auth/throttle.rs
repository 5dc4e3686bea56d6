//! Slows down password guessing: after a few failed sign-ins for one username, further attempts
//! for it are refused for a while, before any password is hashed.
//!
//! An attempt counts when it starts, not when its (slow, hashed) answer is known, so a burst of
//! guesses sent at once is cut off like a sequence of them; a successful sign-in forgets the
//! count. Only well-formed usernames are counted (a malformed one can belong to nobody), so a
//! key is at most 32 bytes. The count is kept per instance, in memory: with N instances behind
//! a balancer a guesser gets up to N times the allowance, which still turns millions of guesses
//! into a handful per quarter hour. Unknown usernames are counted like real ones, so the
//! throttle tells nobody which exist. The price is that anyone can keep one username locked by
//! failing on purpose; the owner then waits out the quarter hour.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::Username;

/// Attempts allowed per username within [`WINDOW`] (a success resets the count).
pub const MAX_ATTEMPTS: u32 = 5;
/// How long attempts are remembered, counted from the first of them.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Usernames tracked at most (a few MB). When the table is full of live entries, new usernames
/// are not tracked until it empties: filling it takes 100 000 hashed failures within a quarter
/// hour, more than one instance can hash.
const MAX_TRACKED: usize = 100_000;
/// Expired entries are swept at most this often, and only when the table is full.
const SWEEP_EVERY: Duration = Duration::from_secs(60);

#[derive(Default)]
pub struct LoginThrottle {
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

impl LoginThrottle {
    /// Counts an attempt to sign in as `username` at `now`, or says how long it must wait.
    pub fn begin_attempt(&self, username: &Username, now: Instant) -> Result<(), Duration> {
        let mut state = self.state.lock().expect("never poisoned");
        let key = key(username);
        if !state.attempts.contains_key(&key) && !state.has_room(now) {
            return Ok(());
        }
        let entry = state.attempts.entry(key).or_insert(Attempts {
            count: 0,
            first_at: now,
        });
        let ends = entry.first_at + WINDOW;
        if now >= ends {
            *entry = Attempts {
                count: 0,
                first_at: now,
            };
        } else if entry.count >= MAX_ATTEMPTS {
            return Err(ends - now);
        }
        entry.count += 1;
        Ok(())
    }

    /// A successful sign-in forgets the attempts before it.
    pub fn record_success(&self, username: &Username) {
        self.state
            .lock()
            .expect("never poisoned")
            .attempts
            .remove(&key(username));
    }
}

impl State {
    /// Whether a new username can be tracked, after sweeping expired ones if it is time.
    fn has_room(&mut self, now: Instant) -> bool {
        if self.attempts.len() < MAX_TRACKED {
            return true;
        }
        if self
            .last_sweep
            .is_none_or(|last| now.duration_since(last) >= SWEEP_EVERY)
        {
            self.attempts
                .retain(|_, entry| now < entry.first_at + WINDOW);
            self.last_sweep = Some(now);
        }
        self.attempts.len() < MAX_TRACKED
    }
}

/// Usernames are unique regardless of case, so they are counted that way too.
fn key(username: &Username) -> String {
    username.as_str().to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(raw: &str) -> Username {
        Username::parse(raw).unwrap()
    }

    #[test]
    fn blocks_after_the_allowed_attempts_until_the_window_ends() {
        let throttle = LoginThrottle::default();
        let start = Instant::now();
        for attempt in 0..MAX_ATTEMPTS {
            let at = start + Duration::from_secs(attempt.into());
            assert_eq!(throttle.begin_attempt(&name("ada"), at), Ok(()));
        }
        let later = start + Duration::from_secs(60);
        assert_eq!(
            throttle.begin_attempt(&name("ADA"), later),
            Err(WINDOW - Duration::from_secs(60)),
            "counted regardless of case"
        );
        assert_eq!(throttle.begin_attempt(&name("grace"), later), Ok(()));
        // The window ends; a new count starts.
        assert_eq!(throttle.begin_attempt(&name("ada"), start + WINDOW), Ok(()));
    }

    #[test]
    fn a_success_forgets_earlier_attempts() {
        let throttle = LoginThrottle::default();
        let now = Instant::now();
        for _ in 0..MAX_ATTEMPTS {
            throttle.begin_attempt(&name("ada"), now).unwrap();
        }
        throttle.record_success(&name("ada"));
        assert_eq!(throttle.begin_attempt(&name("ada"), now), Ok(()));
    }

    #[test]
    fn a_full_table_sweeps_expired_entries_and_otherwise_tracks_no_more() {
        let throttle = LoginThrottle::default();
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
            assert_eq!(throttle.begin_attempt(&name("newcomer"), start), Ok(()));
        }
        assert!(throttle.begin_attempt(&name("user7"), start).is_err());
        // Once they expire (and a minute has passed since the last sweep) there is room again.
        let later = start + WINDOW + SWEEP_EVERY;
        assert_eq!(throttle.begin_attempt(&name("newcomer"), later), Ok(()));
        assert_eq!(throttle.state.lock().unwrap().attempts.len(), 1);
    }
}
