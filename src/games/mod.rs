//! The pure rules engines, one module per game. No IO, clock, global RNG, actix or sqlx here:
//! a game is a deterministic function of (options, seed, actions).
//!
//! Each game folder has the same skeleton (see `docs/ARCHITECTURE.md`). Hosting a game is one line
//! in the list below.

use std::sync::{Arc, LazyLock};

use crate::engine::Registry;
use crate::engine::dynamic::{DynGameType, Erased};

pub mod schemas;

/// Declares each game's module and registers its `Game` type, so that the list of hosted games is
/// written down exactly once.
macro_rules! hosted_games {
    ($($game:ident::$state:ident),+ $(,)?) => {
        $(pub mod $game;)+

        /// Every game type and rules version this server hosts, in the order listed. Old rules
        /// versions stay listed so stored games replay identically forever.
        pub fn all() -> Vec<Arc<dyn DynGameType>> {
            [$(Erased::<$game::$state>::every_version()),+].concat()
        }
    };
}

hosted_games! {
    air_land_sea::AirLandSea,
    land_vs_sea::LandVsSea,
    landfall::Landfall,
    lost_seas::LostSeas,
}

impl Registry {
    /// The games compiled into this server. Built here, not in `engine`, so that the engine
    /// (the contract) knows no game.
    pub fn builtin() -> &'static Registry {
        static BUILTIN: LazyLock<Registry> = LazyLock::new(|| Registry::new(all()));
        &BUILTIN
    }
}
