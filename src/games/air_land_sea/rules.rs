//! The rules versions Air, Land & Sea still plays, and what differs between them.
//!
//! A stored game replays under the version it was created with, forever; new games get the
//! newest. See docs/rules/air-land-sea.md, "Rules versions".

/// The rules a game is played under, fixed when it is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AirLandSeaRules {
    /// Version 1: a pending Air Drop lasts until its owner's next play, whatever happens to
    /// the Air Drop card meanwhile.
    V1,
    /// Version 2 (rulings, second round): Air Drop is an instant ability not fully resolved
    /// until its owner's next play, so flipping its card face down before then interrupts it.
    V2,
}

impl AirLandSeaRules {
    /// Every version still played, oldest first, as `Game::RULES_VERSIONS` lists them.
    pub const VERSIONS: &'static [&'static str] = &["1", "2"];
    pub const NEWEST: AirLandSeaRules = AirLandSeaRules::V2;

    /// The rules of a stored `rules_version`.
    pub fn of_version(rules_version: &str) -> Option<AirLandSeaRules> {
        match rules_version {
            "1" => Some(AirLandSeaRules::V1),
            "2" => Some(AirLandSeaRules::V2),
            _ => None,
        }
    }

    /// Whether flipping the Air Drop card face down loses its owner's pending Air Drop.
    pub fn face_down_flip_interrupts_air_drop(self) -> bool {
        self != AirLandSeaRules::V1
    }
}
