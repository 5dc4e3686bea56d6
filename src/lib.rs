//! Shoreline: a stateless game server for turn-based board games.
//!
//! `engine` is the contract every game implements; `games` holds the pure rules engines.

pub mod api;
pub mod audit;
pub mod auth;
pub mod cli;
pub mod config;
pub mod engine;
pub mod games;
pub mod metrics;
pub mod ratings;
pub mod service;
pub mod startup;
pub mod store;
pub mod telemetry;
