//! Creation options: a handicap and a custom starting island.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::components::LandfallIslandStack;
use super::hex::LandfallColour;

/// Tiles each player starts with in hand (the starting island's tiles are extra).
pub const STARTING_TILES: u8 = 16;
pub const VOLCANOES_PER_PLAYER: u8 = 3;
pub const OASIS_CHIPS_PER_PLAYER: u8 = 3;

/// Options chosen when a Landfall game is created. `{}` is the rulebook's standard game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct LandfallOptions {
    /// Start one player (the more advanced one) with fewer tiles in hand.
    pub handicap: Option<LandfallHandicap>,
    /// Replace the rulebook's starting island with one the players designed together: each
    /// contributes up to 6 tiles of their colour, and the island must be symmetric with colours
    /// swapped: a half-turn about a cell centre or an edge midpoint, or a mirror reflection about
    /// any hex-grid axis (running through cell corners or across cell edges), maps every stack
    /// onto a stack of the same height with every tile's colour swapped. Its tiles come from the box,
    /// not from the players' 16.
    pub custom_island: Option<Vec<LandfallIslandStack>>,
}

/// A handicap: `colour` starts with `tiles_removed` fewer tiles in hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LandfallHandicap {
    /// The handicapped player's colour.
    pub colour: LandfallColour,
    /// How many of their 16 tiles are set aside (0 to 16; the rulebook recommends 2).
    #[serde(default = "default_tiles_removed")]
    #[schema(default = 2, minimum = 0, maximum = 16)]
    pub tiles_removed: u8,
}

fn default_tiles_removed() -> u8 {
    2
}
