//! Scenario tests for Landfall: every rule and FAQ answer of the rulebook and every ruling and
//! decision of docs/rules/landfall.md, pinned by name.

mod common;
mod demo;
mod formations;
mod landing;
mod moving;
mod schema;
mod setup;
mod tiles;
mod turns;
