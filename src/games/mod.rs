//! The pure rules engines, one module per game. No IO, clock, global RNG, actix or sqlx here:
//! a game is a deterministic function of (options, seed, actions).

pub mod air_land_sea;
pub mod land_vs_sea;
pub mod landfall;
pub mod lost_seas;

use std::sync::Arc;

use crate::engine::dynamic::{DynGameType, Erased};

/// Every game type and rules version this server hosts. Old rules versions stay listed so stored
/// games replay identically forever.
pub fn all() -> Vec<Arc<dyn DynGameType>> {
    vec![
        Erased::<air_land_sea::AirLandSea>::arc(),
        Erased::<land_vs_sea::LandVsSea>::arc(),
        Erased::<landfall::Landfall>::arc(),
        Erased::<lost_seas::LostSeas>::arc(),
    ]
}
