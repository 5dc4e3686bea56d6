//! Checking stored games against the rules engines of this release.
//!
//! A stored game must replay identically forever under the rules version it was played with.
//! [`replay`] replays a log under exactly that version and compares what it comes to with what
//! was recorded; the golden logs (`tests/golden.rs`), `shoreline verify` over a database
//! ([`run`]) and exported records ([`record`], checked offline by `shoreline verify --file`) all
//! go through it.

pub mod record;
pub mod replay;
pub mod run;
pub mod stored;

pub use record::GameExport;
pub use replay::{ReplayError, Setup, check_result, replay, result_json};
pub use run::{Failure, Summary, verify_game, verify_store};
pub use stored::StoredGame;
