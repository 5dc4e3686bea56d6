//! Air, Land & Sea's creation options: the victory points that win, and beginner mode.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::OptionsError;

/// Options for Air, Land & Sea. The default is the standard game to 12 VP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default, deny_unknown_fields)]
pub struct AirLandSeaOptions {
    /// Victory points that win the game: 12 (standard) or 18 (a longer game). Ignored in
    /// beginner mode, which always plays to 3.
    pub target_vp: u32,
    /// Beginner mode: every battle won scores 1 VP (withdrawals included) and the game is won at
    /// 3 VP.
    pub beginner: bool,
}

impl Default for AirLandSeaOptions {
    fn default() -> Self {
        AirLandSeaOptions {
            target_vp: 12,
            beginner: false,
        }
    }
}

impl AirLandSeaOptions {
    pub fn validate(&self) -> Result<(), OptionsError> {
        if self.target_vp != 12 && self.target_vp != 18 {
            return Err(OptionsError::new(
                "invalid_target_vp",
                format!("target_vp must be 12 or 18, not {}", self.target_vp),
            ));
        }
        Ok(())
    }

    /// The VP total that ends the game.
    pub fn goal(&self) -> u32 {
        if self.beginner { 3 } else { self.target_vp }
    }
}
