//! The contract every game implements.
//!
//! A game is a validated state value. `legal_actions` lists what a seat may do now, and `apply`
//! either returns the next state or a [`RuleError`] with a stable machine code, leaving the input
//! untouched. All randomness comes from a per-game [`Seed`] through [`GameRng`], so replaying the
//! same log always yields the same state.
//!
//! `dynamic` erases the game type so the server can hold every game in one [`Registry`];
//! `matches` adds what ends any game from outside its rules (resigning, timeouts).

pub mod bot;
#[cfg(any(test, feature = "test-support"))]
pub mod bot_testing;
pub mod conformance;
pub mod dynamic;
mod error;
mod game;
pub mod matches;
mod registry;
mod rng;
mod seat;

pub use bot::{Bot, BotLevel, SearchBudget};
pub use error::{OptionsError, RuleError};
pub use game::{Game, GameInfo, Outcome, ScorePart, Setup, Standing};
pub use registry::Registry;
pub use rng::{GameRng, Seed};
pub use seat::{Seat, Viewer};
