//! Creation options: the additional scoring modules in play.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Which additional scoring options are in play. The 3-player game always uses Mountain & Coral
/// and Caravan & Ship (the rulebook's 3-player mode is built on them); Waypoints stay optional.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct LandVsSeaOptions {
    /// Mountain & Coral chains score when connected.
    pub mountain_coral: bool,
    /// Caravan & Ship: 2 points for placing next to another, Trade Routes at the end.
    pub caravan_ship: bool,
    /// Each Land and Sea player has a Waypoint to place.
    pub waypoints: bool,
}
