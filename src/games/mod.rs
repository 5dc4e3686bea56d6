//! The pure rules engines, one module per game. No IO, clock, global RNG, actix or sqlx here:
//! a game is a deterministic function of (options, seed, actions).
pub mod landfall;
