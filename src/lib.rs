//! Shoreline: a stateless game server for turn-based board games.
//!
//! Each module uses only those on the layers below it (`docs/ARCHITECTURE.md`,
//! `tests/layers.rs`), from the top:
//!
//! - `startup`: builds the application (state, routes, background work) and runs it;
//!   `cli`: the `verify` and `export` commands; `telemetry`: logging; `config`: every setting.
//! - `api`: thin HTTP handlers, the one error type (`application/problem+json`), the OpenAPI
//!   document.
//! - `service`: every decision (moves, the lobby, quick pairing, rematches, notifications,
//!   sessions), made as plans the store applies.
//! - `audit`: replaying stored games against their records, exported game records; `metrics`:
//!   what an instance counts for operators.
//! - `games`: the pure rules engines, the registry of hosted games and their OpenAPI schemas;
//!   `store`: the event store behind one trait, on Postgres or SQLite.
//! - `engine`: the contract every game implements, deterministic randomness, matches;
//!   `ratings`: Glicko-2; `auth`: access tokens and password hashing; `domain`: the words every
//!   layer speaks (a game's status, a seat's outcome, notifications and what each says).

/// mimalloc instead of glibc's malloc: in a profile of the standard load scenario glibc's
/// malloc, free and arena consolidation took a fifth of the server's CPU (serde_json trees,
/// HTTP buffers and sqlx rows are many short-lived blocks freed on other threads than the one
/// that made them, which glibc's arenas handle poorly). mimalloc's per-thread free lists also
/// give large blocks (an argon2 hash's 19 MiB) back to the OS soon after they are freed, which
/// the sign-in burst test checks.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

pub mod api;
pub mod audit;
pub mod auth;
pub mod cli;
pub mod config;
pub mod domain;
pub mod engine;
pub mod games;
pub mod metrics;
pub mod ratings;
pub mod service;
pub mod startup;
pub mod store;
pub mod telemetry;
