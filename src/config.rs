//! Configuration: command-line flags, each with an environment variable equivalent.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use uuid::Uuid;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Shoreline: a game server for turn-based board games.
#[derive(Clone, Debug, Parser)]
#[command(version, about)]
pub struct Config {
    /// Without a command, serve.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Address to listen on (port 0 picks a free port).
    #[arg(long, env = "SHORELINE_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// Database: postgres://... for production, sqlite://FILE for the embedded default (the file
    /// is created when missing).
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "sqlite://shoreline.db",
        global = true
    )]
    pub database_url: String,

    /// Secret for signing access tokens. Required with Postgres. With SQLite and none given, one
    /// is generated once and kept beside the database file.
    #[arg(long, env = "SHORELINE_JWT_SECRET", hide_env_values = true)]
    pub jwt_secret: Option<String>,

    /// How long an access token stays valid, in seconds. Clients keep signed in with the
    /// session's refresh token, so this bounds how long a copied access token is good for.
    #[arg(long, env = "SHORELINE_TOKEN_TTL_SECS", default_value_t = 15 * 60)]
    pub token_ttl_secs: i64,

    /// How long a refresh token stays valid, in seconds. Every refresh hands out a new one with
    /// the full lifetime, so a session lasts as long as its client refreshes within this.
    #[arg(long, env = "SHORELINE_REFRESH_TOKEN_TTL_SECS", default_value_t = 60 * 24 * 60 * 60)]
    pub refresh_token_ttl_secs: i64,

    /// How long a deleted account's username stays reserved before anyone may register it, in
    /// seconds.
    #[arg(long, env = "SHORELINE_USERNAME_RELEASE_SECS", default_value_t = 30 * 24 * 60 * 60)]
    pub username_release_secs: i64,

    /// Log output format.
    #[arg(long, env = "SHORELINE_LOG_FORMAT", value_enum, default_value = "text")]
    pub log_format: LogFormat,

    /// How often to look for games whose turn deadline has passed, in milliseconds.
    #[arg(long, env = "SHORELINE_DEADLINE_SWEEP_MS", default_value_t = 1000)]
    pub deadline_sweep_ms: u64,

    /// How long after the ended-sessions view was last known current (Postgres keeps it so from
    /// the database's notifications, several times a second) a request still trusts it instead
    /// of reading its session from the database, in milliseconds. It bounds how long another
    /// instance may accept a session that has just ended. 0: always read the database.
    #[arg(long, env = "SHORELINE_SESSION_VIEW_TRUST_MS", default_value_t = 750,
        value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub session_view_trust_ms: u64,

    /// How long after the database last agreed with a cached game (a read of it, or a move this
    /// instance made) a read still serves it from memory without asking, in milliseconds, unless
    /// another instance has changed the game since (heard from the database's notifications).
    /// It bounds how far behind a read can be when such a notification is late or lost. 0:
    /// every read asks the database.
    #[arg(long, env = "SHORELINE_REPLAY_TRUST_MS", default_value_t = 1_000,
        value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub replay_trust_ms: u64,

    /// How long a live event stream may stay silent before a keep-alive comment, in milliseconds.
    #[arg(long, env = "SHORELINE_STREAM_KEEPALIVE_MS", default_value_t = 15_000)]
    pub stream_keepalive_ms: u64,

    /// How long an idle HTTP connection stays open for its client's next request, in seconds (0:
    /// one request per connection). Longer than a load balancer's idle timeout (often 60 s), so
    /// that the balancer closes it: a server closing first races the next request the balancer
    /// sends on it, which then fails. Idle connections close at once when the server stops.
    #[arg(long, env = "SHORELINE_KEEP_ALIVE_SECS", default_value_t = 75,
        value_parser = clap::value_parser!(u64).range(0..=86_400))]
    pub keep_alive_secs: u64,

    /// Web origins allowed to call the API from a browser (comma-separated), or `*` for any.
    #[arg(
        long,
        env = "SHORELINE_CORS_ALLOWED_ORIGINS",
        value_delimiter = ',',
        default_value = "*"
    )]
    pub cors_allowed_origins: Vec<String>,

    /// HTTP worker threads (default: one per core).
    #[arg(long, env = "SHORELINE_WORKERS")]
    pub workers: Option<usize>,

    /// Sign-ins and sign-ups allowed per client address per minute (429 beyond).
    #[arg(long, env = "SHORELINE_SIGN_INS_PER_ADDRESS", default_value_t = 30)]
    pub sign_ins_per_address: u32,

    /// Sign-ins and sign-ups allowed per username per quarter hour (429 beyond; a successful
    /// sign-in resets the count).
    #[arg(long, env = "SHORELINE_SIGN_INS_PER_USERNAME", default_value_t = 5)]
    pub sign_ins_per_username: u32,

    /// Passwords hashed at once at most (default: one per core). Each hash takes 19 MiB while
    /// it runs.
    #[arg(long, env = "SHORELINE_MAX_CONCURRENT_HASHES")]
    pub max_concurrent_hashes: Option<usize>,

    /// How long a sign-in or sign-up may wait for a hashing slot before it is answered 503
    /// `server_busy`, in milliseconds.
    #[arg(long, env = "SHORELINE_HASH_WAIT_MS", default_value_t = 2_000)]
    pub hash_wait_ms: u64,

    /// Computer players' decisions computed at once on this instance (default: one less than the
    /// cores, at least one), so their searches leave the other cores to requests.
    #[arg(long, env = "SHORELINE_COMPUTER_THINKERS")]
    pub computer_thinkers: Option<usize>,

    /// How often to look for games whose computer player is overdue, in milliseconds.
    #[arg(long, env = "SHORELINE_COMPUTER_SWEEP_MS", default_value_t = 2_000)]
    pub computer_sweep_ms: u64,

    /// How often each instance runs a quick-pairing wave over the pools with seekers waiting,
    /// in milliseconds.
    #[arg(long, env = "SHORELINE_PAIRING_WAVE_MS", default_value_t = 2_000)]
    pub pairing_wave_ms: u64,

    /// How long a computer player may be due before any instance's sweep moves it (the instance
    /// that should have moved it stopped), in milliseconds.
    #[arg(long, env = "SHORELINE_COMPUTER_OVERDUE_MS", default_value_t = 5_000)]
    pub computer_overdue_ms: u64,

    /// Reverse proxies (comma-separated IP addresses) whose `X-Forwarded-For` names the client
    /// for the sign-in limits. None by default: the connection's address is the client's.
    #[arg(long, env = "SHORELINE_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<IpAddr>,

    /// Serve Prometheus metrics at `/metrics` on this address (e.g. 127.0.0.1:9100), a listener
    /// of its own for operators only: never expose it where the API is public. Off when unset.
    #[arg(long, env = "SHORELINE_METRICS_LISTEN")]
    pub metrics_listen: Option<SocketAddr>,

    /// How long before a turn's deadline the people to act are warned (0: never). Turns no
    /// longer than this are not warned.
    #[arg(long, env = "SHORELINE_DEADLINE_WARNING_SECS", default_value_t = 3600)]
    pub deadline_warning_secs: u64,

    /// Lets webhook URLs lead to loopback, private and link-local addresses (a relay on the
    /// same network; tests). Off, such URLs are refused.
    #[arg(long, env = "SHORELINE_WEBHOOKS_ALLOW_PRIVATE")]
    pub webhooks_allow_private: bool,

    /// The waits before each retry of a failed webhook delivery, in milliseconds.
    #[arg(
        long,
        env = "SHORELINE_WEBHOOK_RETRY_DELAYS_MS",
        value_delimiter = ',',
        default_value = "10000,60000,300000,1800000,7200000,21600000,43200000"
    )]
    pub webhook_retry_delays_ms: Vec<u64>,

    /// Failed delivery attempts in a row after which a webhook is disabled.
    #[arg(long, env = "SHORELINE_WEBHOOK_DISABLE_AFTER", default_value_t = 50)]
    pub webhook_disable_after: u32,

    /// Webhook deliveries this instance sends at once (0: none; other instances deliver).
    #[arg(long, env = "SHORELINE_WEBHOOK_CONCURRENCY", default_value_t = 16)]
    pub webhook_concurrency: usize,

    /// How often each instance looks for webhook deliveries due (new ones wake it at once).
    #[arg(long, env = "SHORELINE_WEBHOOK_POLL_MS", default_value_t = 1000)]
    pub webhook_poll_ms: u64,

    /// How long one webhook delivery may take, connecting included.
    #[arg(long, env = "SHORELINE_WEBHOOK_TIMEOUT_MS", default_value_t = 10_000)]
    pub webhook_timeout_ms: u64,

    /// The server's VAPID private key for Web Push (32 bytes, base64url; `shoreline vapid-key`
    /// makes one). Every instance needs the same one: browsers subscribe with its public key.
    /// With SQLite and none given, one is generated once and kept beside the database; with
    /// Postgres and none given, Web Push is off.
    #[arg(long, env = "SHORELINE_VAPID_PRIVATE_KEY", hide_env_values = true)]
    pub vapid_private_key: Option<String>,

    /// The contact push services see in our VAPID tokens, a `mailto:` or `https:` URL: they
    /// write to it if our messages cause trouble.
    #[arg(
        long,
        env = "SHORELINE_VAPID_SUBJECT",
        default_value = "mailto:push@shoreline.invalid"
    )]
    pub vapid_subject: String,
}

/// What the binary does besides serving.
#[derive(Clone, Debug, Subcommand)]
pub enum Command {
    /// Replay every stored game (or one) under its stored rules version, and report each game whose
    /// log no longer replays or whose recorded result or status differs. Exits 1 if any does.
    Verify(VerifyArgs),
    /// Print a finished game as one self-contained JSON record (`verify --file` replays it).
    Export(ExportArgs),
    /// Print a new VAPID key pair for Web Push: give the private key to every instance
    /// (`SHORELINE_VAPID_PRIVATE_KEY`).
    VapidKey,
}

#[derive(Clone, Debug, Args)]
pub struct VerifyArgs {
    /// Only this game.
    #[arg(long, conflicts_with = "file")]
    pub game: Option<Uuid>,
    /// Check an exported game record (from `shoreline export` or `GET .../export`) offline: no
    /// database is opened.
    #[arg(long)]
    pub file: Option<PathBuf>,
    /// Games read from the database at a time: memory holds one page of logs.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(i64).range(1..=100_000))]
    pub page_size: i64,
}

#[derive(Clone, Debug, Args)]
pub struct ExportArgs {
    /// The finished game to export.
    pub game_id: Uuid,
}

impl Config {
    /// A configuration for tests and embedding: everything default but the database.
    pub fn for_database(database_url: impl Into<String>) -> Self {
        Config {
            command: None,
            listen: "127.0.0.1:0".parse().expect("valid address"),
            database_url: database_url.into(),
            jwt_secret: Some("test-secret-test-secret-test-secret".to_owned()),
            token_ttl_secs: 3600,
            refresh_token_ttl_secs: 24 * 60 * 60,
            username_release_secs: 30 * 24 * 60 * 60,
            log_format: LogFormat::Text,
            deadline_sweep_ms: 200,
            session_view_trust_ms: 750,
            replay_trust_ms: 1_000,
            stream_keepalive_ms: 500,
            keep_alive_secs: 75,
            cors_allowed_origins: vec!["*".to_owned()],
            workers: Some(2),
            // Tests sign many people up from one address in a moment.
            sign_ins_per_address: 100_000,
            sign_ins_per_username: 5,
            max_concurrent_hashes: None,
            hash_wait_ms: 10_000,
            trusted_proxies: Vec::new(),
            computer_thinkers: None,
            computer_sweep_ms: 200,
            pairing_wave_ms: 100,
            computer_overdue_ms: 5_000,
            metrics_listen: None,
            deadline_warning_secs: 3600,
            webhooks_allow_private: false,
            webhook_retry_delays_ms: vec![10_000, 60_000, 300_000, 1_800_000],
            webhook_disable_after: 50,
            webhook_concurrency: 4,
            webhook_poll_ms: 100,
            webhook_timeout_ms: 5_000,
            // Web Push on, whatever the backend.
            vapid_private_key: Some(
                crate::service::push::vapid::VapidKey::generate().private_base64url(),
            ),
            vapid_subject: "mailto:tests@shoreline.invalid".to_owned(),
        }
    }

    /// How this instance sends Web Push messages, with its VAPID key resolved.
    pub fn push_settings(&self) -> anyhow::Result<crate::service::push::PushSettings> {
        let subject = self.vapid_subject.trim();
        if !(subject.starts_with("mailto:") || subject.starts_with("https:")) {
            anyhow::bail!(
                "SHORELINE_VAPID_SUBJECT must be a mailto: or https: URL, not {subject:?}"
            );
        }
        if subject.ends_with(".invalid") || subject.contains("localhost") {
            // Apple's push service refuses such a contact (403 BadJwtToken): Safari and iOS
            // would never be told anything.
            tracing::warn!(
                subject,
                "SHORELINE_VAPID_SUBJECT is a placeholder: set a real contact, or Apple's push \
                 service refuses every message"
            );
        }
        Ok(crate::service::push::PushSettings {
            vapid: self.resolve_vapid_key()?,
            subject: subject.to_owned(),
            per_person: 20,
        })
    }

    /// The VAPID key: given; or (SQLite) generated once and kept beside the database, like the
    /// JWT secret; or none (Postgres without one: each instance would make its own, and a
    /// browser subscribed through one could not be sent to by the others).
    pub fn resolve_vapid_key(
        &self,
    ) -> anyhow::Result<Option<crate::service::push::vapid::VapidKey>> {
        use crate::service::push::vapid::VapidKey;
        // Set but empty (a compose file passing on an unset variable) is not set.
        if let Some(key) = self
            .vapid_private_key
            .as_deref()
            .filter(|k| !k.trim().is_empty())
        {
            return VapidKey::from_base64url(key)
                .map(Some)
                .map_err(|why| anyhow::anyhow!("SHORELINE_VAPID_PRIVATE_KEY: {why}"));
        }
        if self.is_postgres() {
            tracing::warn!(
                "no VAPID key given (SHORELINE_VAPID_PRIVATE_KEY): Web Push is off; \
                 `shoreline vapid-key` makes one"
            );
            return Ok(None);
        }
        let Some(kept) =
            self.kept_beside_database("vapid-key", || VapidKey::generate().private_base64url())?
        else {
            return Ok(Some(VapidKey::generate()));
        };
        VapidKey::from_base64url(&kept)
            .map(Some)
            .map_err(|why| anyhow::anyhow!("the kept VAPID key: {why}"))
    }

    pub fn webhook_settings(&self) -> crate::service::webhooks::WebhookSettings {
        crate::service::webhooks::WebhookSettings {
            allow_private: self.webhooks_allow_private,
            retry_delays: self
                .webhook_retry_delays_ms
                .iter()
                .map(|ms| std::time::Duration::from_millis(*ms))
                .collect(),
            disable_after: i32::try_from(self.webhook_disable_after.max(1)).unwrap_or(i32::MAX),
            concurrency: self.webhook_concurrency,
            poll: std::time::Duration::from_millis(self.webhook_poll_ms.max(10)),
            timeout: std::time::Duration::from_millis(self.webhook_timeout_ms.max(100)),
            per_person: 10,
        }
    }

    /// Computer players' decisions at once: as configured, else one less than the cores.
    pub fn computer_thinkers(&self) -> usize {
        self.computer_thinkers.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |cores| cores.get().saturating_sub(1))
                .max(1)
        })
    }

    /// Passwords hashed at once: as configured, else one per core.
    pub fn hashing_slots(&self) -> usize {
        self.max_concurrent_hashes.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
        })
    }

    pub fn is_postgres(&self) -> bool {
        self.database_url.starts_with("postgres://")
            || self.database_url.starts_with("postgresql://")
    }

    /// Where a generated secret lives for a SQLite database: beside the file, named by
    /// `suffix`.
    fn sqlite_side_file(&self, suffix: &str) -> Option<PathBuf> {
        let rest = self.database_url.strip_prefix("sqlite:")?;
        let path = rest.trim_start_matches("//").split('?').next()?;
        if path.is_empty() || path == ":memory:" {
            return None;
        }
        Some(PathBuf::from(format!("{path}.{suffix}")))
    }

    /// The token secret: given, or (SQLite only) generated once and kept beside the database.
    pub fn resolve_jwt_secret(&self) -> anyhow::Result<String> {
        if let Some(secret) = &self.jwt_secret {
            if secret.len() < 16 {
                anyhow::bail!("the JWT secret must be at least 16 characters long");
            }
            return Ok(secret.clone());
        }
        if self.is_postgres() {
            anyhow::bail!(
                "with Postgres, a JWT secret is required: pass --jwt-secret or set \
                 SHORELINE_JWT_SECRET (the same value on every instance)"
            );
        }
        match self.kept_beside_database("jwt-secret", random_secret)? {
            Some(secret) => Ok(secret),
            None => {
                tracing::warn!("no JWT secret given for an in-memory database: using a random one");
                Ok(random_secret())
            }
        }
    }

    /// A secret kept beside a SQLite database's file, named by `suffix`: read (refused if others
    /// can read it), or made by `make` and written readable by its owner only. `None` for a
    /// database with no file (in memory) or on Postgres.
    fn kept_beside_database(
        &self,
        suffix: &str,
        make: impl FnOnce() -> String,
    ) -> anyhow::Result<Option<String>> {
        let Some(path) = self.sqlite_side_file(suffix) else {
            return Ok(None);
        };
        if path.exists() {
            refuse_if_others_can_read(&path)?;
            return Ok(Some(std::fs::read_to_string(&path)?.trim().to_owned()));
        }
        let secret = make();
        write_private(&path, &secret)?;
        tracing::warn!(
            path = %path.display(),
            "no {suffix} given: generated one and saved it beside the database"
        );
        Ok(Some(secret))
    }
}

/// Creates `path` readable and writable by its owner only: anyone who reads the secret can sign
/// tokens for any account.
fn write_private(path: &std::path::Path, contents: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)?.write_all(contents.as_bytes())?;
    Ok(())
}

/// A secret others could read may already be in someone else's hands: the operator decides
/// whether to keep it (after tightening its mode) or replace it (signing everyone out).
fn refuse_if_others_can_read(path: &std::path::Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path)?.permissions().mode();
        if mode & 0o077 != 0 {
            anyhow::bail!(
                "the secret file {} can be read by other users (mode {:o}): anyone who read \
                 it can sign tokens for any account, or push messages to its players. Run \
                 `chmod 600 {}` if nobody else could have read it, or delete it to generate a \
                 new one (a new JWT secret signs everyone out; a new VAPID key ends every push \
                 subscription)",
                path.display(),
                mode & 0o777,
                path.display()
            );
        }
    }
    Ok(())
}

fn random_secret() -> String {
    let bytes: [u8; 32] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(database_url: &str, secret: Option<&str>) -> Config {
        let mut config = Config::for_database(database_url);
        config.jwt_secret = secret.map(str::to_owned);
        config
    }

    #[test]
    fn postgres_refuses_to_start_without_a_secret() {
        let error = config("postgres://db/shoreline", None)
            .resolve_jwt_secret()
            .unwrap_err();
        assert!(
            error.to_string().contains("SHORELINE_JWT_SECRET"),
            "{error}"
        );
        assert!(
            config("postgres://db/shoreline", Some("a-long-enough-secret"))
                .resolve_jwt_secret()
                .is_ok()
        );
    }

    #[test]
    fn short_secrets_are_refused() {
        assert!(
            config("sqlite://x.db", Some("short"))
                .resolve_jwt_secret()
                .is_err()
        );
    }

    #[test]
    fn sqlite_generates_a_secret_once_and_keeps_it_beside_the_database() {
        let dir = std::env::temp_dir().join(format!("shoreline-secret-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/game.db", dir.display());
        let first = config(&url, None).resolve_jwt_secret().unwrap();
        let second = config(&url, None).resolve_jwt_secret().unwrap();
        assert_eq!(first, second);
        assert!(first.len() >= 32);
        assert!(dir.join("game.db.jwt-secret").exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_generated_secret_is_readable_by_its_owner_only_and_an_exposed_one_is_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("shoreline-secret-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/game.db", dir.display());
        let file = dir.join("game.db.jwt-secret");
        config(&url, None).resolve_jwt_secret().unwrap();
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);

        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        let error = config(&url, None).resolve_jwt_secret().unwrap_err();
        assert!(error.to_string().contains("chmod 600"), "{error}");

        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert!(config(&url, None).resolve_jwt_secret().is_ok());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn the_vapid_key_is_given_or_kept_beside_a_sqlite_database_and_postgres_without_one_has_no_push()
     {
        let key = crate::service::push::vapid::VapidKey::generate();
        let mut given = config("postgres://db/shoreline", None);
        given.vapid_private_key = Some(key.private_base64url());
        let resolved = given.resolve_vapid_key().unwrap().unwrap();
        assert_eq!(resolved.public_base64url(), key.public_base64url());
        given.vapid_private_key = Some("not a key".into());
        assert!(
            given.resolve_vapid_key().is_err(),
            "a bad key stops the start"
        );
        for unset in [None, Some(String::new())] {
            given.vapid_private_key = unset;
            assert!(given.resolve_vapid_key().unwrap().is_none());
        }

        given.vapid_subject = "ops@example.com".into();
        assert!(
            given.push_settings().is_err(),
            "a contact is a mailto: or https: URL"
        );
        given.vapid_subject = "mailto:ops@example.com".into();
        assert!(given.push_settings().is_ok());

        let dir = std::env::temp_dir().join(format!("shoreline-vapid-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut sqlite = config(&format!("sqlite://{}/game.db", dir.display()), None);
        sqlite.vapid_private_key = None;
        let first = sqlite.resolve_vapid_key().unwrap().unwrap();
        let again = sqlite.resolve_vapid_key().unwrap().unwrap();
        assert_eq!(first.public_base64url(), again.public_base64url(), "kept");
        assert!(dir.join("game.db.vapid-key").exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn every_flag_has_an_environment_variable() {
        use clap::CommandFactory;
        for arg in Config::command().get_arguments() {
            let id = arg.get_id().as_str();
            if id == "help" || id == "version" {
                continue;
            }
            assert!(
                arg.get_env().is_some(),
                "--{id} has an environment variable"
            );
        }
    }
}
