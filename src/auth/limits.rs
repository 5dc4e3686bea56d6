//! How often one client may try to sign in or sign up, checked before any password is hashed.
//!
//! Two counts, each an [`AttemptLimiter`]: per client address (sign-ins and sign-ups together), so
//! one machine cannot queue up the server's hashing for everyone; and per username (sign-ins and
//! sign-ups counted apart, so signing up does not eat into the new account's first sign-ins), so
//! guessing one account's password stays slow whatever addresses the guesses come from. Unknown usernames are counted like real ones, so the
//! limits tell nobody which exist. The price is that anyone can keep one username locked by
//! failing on purpose; its owner then waits out the window.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use super::Username;
use super::attempts::AttemptLimiter;

/// How long per-address attempts are remembered.
pub const ADDRESS_WINDOW: Duration = Duration::from_secs(60);
/// How long per-username attempts are remembered.
pub const USERNAME_WINDOW: Duration = Duration::from_secs(15 * 60);

/// The allowances, set by configuration.
#[derive(Clone, Copy, Debug)]
pub struct SignInAllowance {
    /// Sign-ins and sign-ups per client address per minute.
    pub per_address_per_minute: u32,
    /// Sign-ins and sign-ups per username per quarter hour (a successful sign-in resets it).
    pub per_username_per_quarter_hour: u32,
}

/// What an attempt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptKind {
    SignIn,
    SignUp,
}

pub struct SignInLimits {
    per_address: AttemptLimiter,
    per_username: AttemptLimiter,
}

impl SignInLimits {
    pub fn new(allowance: SignInAllowance) -> Self {
        SignInLimits {
            per_address: AttemptLimiter::new(allowance.per_address_per_minute, ADDRESS_WINDOW),
            per_username: AttemptLimiter::new(
                allowance.per_username_per_quarter_hour,
                USERNAME_WINDOW,
            ),
        }
    }

    /// Counts an attempt from `address` (when known) for `username` (when well formed: a
    /// malformed one belongs to nobody), or says how long the client must wait.
    pub fn begin_attempt(
        &self,
        attempt: AttemptKind,
        address: Option<IpAddr>,
        username: Option<&Username>,
        now: Instant,
    ) -> Result<(), Duration> {
        if let Some(address) = address {
            self.per_address.begin_attempt(&address_key(address), now)?;
        }
        if let Some(username) = username {
            self.per_username
                .begin_attempt(&username_key(attempt, username), now)?;
        }
        Ok(())
    }

    /// A successful sign-in forgets its username's earlier attempts (not its address's: a
    /// client signing many people in from one address is still one client).
    pub fn signed_in(&self, username: &Username) {
        self.per_username
            .forget(&username_key(AttemptKind::SignIn, username));
    }
}

/// Usernames are unique regardless of case, so they are counted that way too.
fn username_key(attempt: AttemptKind, username: &Username) -> String {
    let kind = match attempt {
        AttemptKind::SignIn => "in",
        AttemptKind::SignUp => "up",
    };
    format!("{kind}:{}", username.as_str().to_ascii_lowercase())
}

/// One IPv4 address, or one IPv6 /64: a single IPv6 host is usually given a whole /64 and can
/// pick a fresh address from it for every request.
fn address_key(address: IpAddr) -> String {
    match address {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let [a, b, c, d, ..] = v6.segments();
                format!("{a:x}:{b:x}:{c:x}:{d:x}::/64")
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(per_address: u32, per_username: u32) -> SignInLimits {
        SignInLimits::new(SignInAllowance {
            per_address_per_minute: per_address,
            per_username_per_quarter_hour: per_username,
        })
    }

    fn name(raw: &str) -> Username {
        Username::parse(raw).unwrap()
    }

    fn ip(raw: &str) -> Option<IpAddr> {
        Some(raw.parse().unwrap())
    }

    #[test]
    fn an_address_is_limited_whatever_usernames_it_tries() {
        let limits = limits(3, 100);
        let now = Instant::now();
        for user in ["ada", "grace", "linus"] {
            assert_eq!(
                limits.begin_attempt(AttemptKind::SignIn, ip("10.0.0.1"), Some(&name(user)), now),
                Ok(())
            );
        }
        assert_eq!(
            limits.begin_attempt(
                AttemptKind::SignIn,
                ip("10.0.0.1"),
                Some(&name("barbara")),
                now
            ),
            Err(ADDRESS_WINDOW)
        );
        assert_eq!(
            limits.begin_attempt(
                AttemptKind::SignIn,
                ip("10.0.0.2"),
                Some(&name("barbara")),
                now
            ),
            Ok(())
        );
        // A minute later the address may try again.
        assert_eq!(
            limits.begin_attempt(
                AttemptKind::SignIn,
                ip("10.0.0.1"),
                None,
                now + ADDRESS_WINDOW
            ),
            Ok(())
        );
    }

    #[test]
    fn a_username_is_limited_whatever_addresses_try_it_regardless_of_case() {
        let limits = limits(100, 2);
        let now = Instant::now();
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("10.0.0.1"), Some(&name("ada")), now),
            Ok(())
        );
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("10.0.0.2"), Some(&name("ADA")), now),
            Ok(())
        );
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("10.0.0.3"), Some(&name("Ada")), now),
            Err(USERNAME_WINDOW)
        );
        // Signing up is counted apart from signing in.
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignUp, ip("10.0.0.3"), Some(&name("ada")), now),
            Ok(())
        );
        limits.signed_in(&name("ada"));
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("10.0.0.3"), Some(&name("ada")), now),
            Ok(())
        );
    }

    #[test]
    fn an_ipv6_host_cannot_escape_its_limit_by_changing_address_within_its_64() {
        let limits = limits(1, 100);
        let now = Instant::now();
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("2001:db8:1:2::1"), None, now),
            Ok(())
        );
        assert!(
            limits
                .begin_attempt(AttemptKind::SignIn, ip("2001:db8:1:2:ffff::9"), None, now)
                .is_err()
        );
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("2001:db8:1:3::1"), None, now),
            Ok(())
        );
        // An IPv4 client seen through an IPv6 socket is the same client.
        assert_eq!(
            limits.begin_attempt(AttemptKind::SignIn, ip("192.0.2.7"), None, now),
            Ok(())
        );
        assert!(
            limits
                .begin_attempt(AttemptKind::SignIn, ip("::ffff:192.0.2.7"), None, now)
                .is_err()
        );
    }
}
