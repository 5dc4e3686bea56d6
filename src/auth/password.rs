//! argon2id hashing, always off the async executor: a hash takes tens of milliseconds of CPU,
//! which would stall every other request sharing the worker thread.

use std::sync::LazyLock;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

use super::Password;

fn hasher() -> Argon2<'static> {
    // OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
    Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters"),
    )
}

pub async fn hash_password(password: Password) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        hasher()
            .hash_password(password.expose().as_bytes())
            .map(|hash| hash.to_string())
            .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
    })
    .await?
}

/// A hash of a password nobody has, verified against when the user does not exist, so that an
/// unknown username costs the same time as a wrong password and timing reveals nothing.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    hasher()
        .hash_password(b"shoreline-no-such-user")
        .expect("hashing a constant works")
        .to_string()
});

/// Checks `password` against `stored_hash`, or against a dummy hash when there is no user.
pub async fn verify_password(
    stored_hash: Option<String>,
    password: Password,
) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || {
        let (hash, exists) = match stored_hash {
            Some(hash) => (hash, true),
            None => (DUMMY_HASH.clone(), false),
        };
        let parsed =
            PasswordHash::new(&hash).map_err(|e| anyhow::anyhow!("stored hash is invalid: {e}"))?;
        let matches = hasher()
            .verify_password(password.expose().as_bytes(), &parsed)
            .is_ok();
        Ok(exists && matches)
    })
    .await?
}
