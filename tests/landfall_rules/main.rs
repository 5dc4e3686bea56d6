//! Scenario tests for Landfall: every rule and FAQ answer of the rulebook and every ruling of
//! RULINGS.md (pinned by name), plus the decisions documented in docs/rules/landfall.md.

mod common;
mod demo;
mod formations;
mod landing;
mod moving;
mod schema;
mod setup;
mod tiles;
mod turns;
