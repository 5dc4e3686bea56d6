//! Shoreline: a stateless game server for turn-based board games.
//!
//! `engine` is the contract every game implements; `games` holds the pure rules engines.

pub mod engine;
pub mod games;
