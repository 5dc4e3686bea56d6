//! argon2id hashing, always off the async executor and never more at once than the machine can
//! run: each hash takes tens of milliseconds of CPU and 19 MiB of memory, so unbounded hashing
//! lets a burst of sign-ins stall every other request and take gigabytes.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::Semaphore;

use super::Password;

/// Why a password could not be hashed or checked.
#[derive(Debug, thiserror::Error)]
pub enum HashingError {
    /// Every hashing slot stayed taken for the whole allowed wait.
    #[error("too many sign-ins at once")]
    Busy,
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// Runs at most `slots` hashes at once; a caller waits at most `max_wait` for a slot. Waiting
/// callers hold no hashing memory, so memory stays under `slots` x 19 MiB however many arrive.
pub struct HashingQueue {
    slots: Arc<Semaphore>,
    capacity: usize,
    max_wait: Duration,
    /// Callers waiting for a slot now.
    waiting: AtomicU64,
    /// Callers told busy so far.
    rejected: AtomicU64,
}

/// The queue's state, for the metrics.
#[derive(Clone, Copy, Debug, Default)]
pub struct HashingUsage {
    pub slots: u64,
    pub in_flight: u64,
    pub waiting: u64,
    pub rejected: u64,
}

/// Counts a caller as waiting for as long as it lives (a request dropped mid-wait included).
struct Waiting<'a>(&'a AtomicU64);

impl<'a> Waiting<'a> {
    fn start(counter: &'a AtomicU64) -> Self {
        counter.fetch_add(1, Ordering::Relaxed);
        Waiting(counter)
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl HashingQueue {
    pub fn new(slots: usize, max_wait: Duration) -> Self {
        HashingQueue {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            capacity: slots.max(1),
            max_wait,
            waiting: AtomicU64::new(0),
            rejected: AtomicU64::new(0),
        }
    }

    pub fn usage(&self) -> HashingUsage {
        let free = self.slots.available_permits();
        HashingUsage {
            slots: self.capacity as u64,
            in_flight: self.capacity.saturating_sub(free) as u64,
            waiting: self.waiting.load(Ordering::Relaxed),
            rejected: self.rejected.load(Ordering::Relaxed),
        }
    }

    /// The argon2id hash of `password`, as a PHC string.
    pub async fn hash(&self, password: Password) -> Result<String, HashingError> {
        self.run(move || {
            hasher()
                .hash_password(password.expose().as_bytes())
                .map(|hash| hash.to_string())
                .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
        })
        .await
    }

    /// Checks `password` against `stored_hash`, or against a dummy hash when there is no user, so
    /// that an unknown username costs the same time as a wrong password and timing reveals
    /// nothing.
    pub async fn verify(
        &self,
        stored_hash: Option<String>,
        password: Password,
    ) -> Result<bool, HashingError> {
        self.run(move || {
            let (hash, exists) = match stored_hash {
                Some(hash) => (hash, true),
                None => (DUMMY_HASH.clone(), false),
            };
            let parsed = PasswordHash::new(&hash)
                .map_err(|e| anyhow::anyhow!("stored hash is invalid: {e}"))?;
            let matches = hasher()
                .verify_password(password.expose().as_bytes(), &parsed)
                .is_ok();
            Ok(exists && matches)
        })
        .await
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
    ) -> Result<T, HashingError> {
        let waiting = Waiting::start(&self.waiting);
        let slot = tokio::time::timeout(self.max_wait, Arc::clone(&self.slots).acquire_owned())
            .await
            .map_err(|_| {
                self.rejected.fetch_add(1, Ordering::Relaxed);
                HashingError::Busy
            })?
            .expect("the semaphore is never closed");
        drop(waiting);
        // The slot is held until the blocking work is done, even if the request is dropped
        // meanwhile: the hash still runs and still takes its memory.
        let result = tokio::task::spawn_blocking(move || {
            let outcome = work();
            drop(slot);
            outcome
        })
        .await
        .map_err(|e| anyhow::anyhow!("hashing task failed: {e}"))?;
        Ok(result?)
    }
}

fn hasher() -> Argon2<'static> {
    // OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters"),
    )
}

/// A hash of a password nobody has (see [`HashingQueue::verify`]).
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    hasher()
        .hash_password(b"shoreline-no-such-user")
        .expect("hashing a constant works")
        .to_string()
});

#[cfg(test)]
mod tests {
    use super::*;

    fn password(raw: &str) -> Password {
        Password::parse(raw).unwrap()
    }

    #[tokio::test]
    async fn a_hash_verifies_its_password_and_no_other() {
        let queue = HashingQueue::new(1, Duration::from_secs(5));
        let hash = queue.hash(password("correct horse")).await.unwrap();
        assert!(
            queue
                .verify(Some(hash.clone()), password("correct horse"))
                .await
                .unwrap()
        );
        assert!(
            !queue
                .verify(Some(hash), password("wrong horse!"))
                .await
                .unwrap()
        );
        assert!(!queue.verify(None, password("correct horse")).await.unwrap());
    }

    #[tokio::test]
    async fn a_caller_that_waits_too_long_for_a_slot_is_told_busy() {
        let queue = std::sync::Arc::new(HashingQueue::new(1, Duration::from_millis(1)));
        let slot = queue.slots.acquire().await.unwrap();
        assert!(matches!(
            queue.hash(password("correct horse")).await,
            Err(HashingError::Busy)
        ));
        drop(slot);
        let usage = queue.usage();
        assert_eq!((usage.rejected, usage.waiting, usage.in_flight), (1, 0, 0));
        assert!(queue.hash(password("correct horse")).await.is_ok());
    }
}
