//! Creation options: the standard draft or the Young Mapmaker mode.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Options chosen when the game is created.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct LostSeasOptions {
    /// The Young Mapmaker mode: no Expedition tiles, 3 face-up tiles refilled after every
    /// pick, and every row and column scores 1 point per copy of its most frequent element.
    pub young_mapmaker: bool,
}
