//! The rules versions Land vs Sea still plays, and what differs between them.
//!
//! A stored game replays under the version it was created with, forever; new games get the
//! newest. See docs/rules/land-vs-sea.md, "Rules versions".

/// The rules a game is played under, fixed when it is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LandVsSeaRules {
    /// Version 1: seat 0 plays Land, seat 1 Sea, seat 2 the Cartographer (4 players: even
    /// seats Land, odd seats Sea); equal top scores are a draw for everyone.
    V1,
    /// Version 2 (rulings, second round): the seating, and so the roles, are drawn from the
    /// game's seed as the rulebook draws them with the scoring discs; equal top scores share the
    /// victory and every lower side loses.
    V2,
    /// Version 3 (rulings, third round): a placed tile's regions are numbered by how they lie on
    /// the map (the order `Rotated::by_look` gives), not by the component table's order, so
    /// `place_waypoint`'s `region` and the views name a region by what the table shows. The
    /// table order told apart faces that look alike, and so the sides lying face down.
    V3,
}

impl LandVsSeaRules {
    /// Every version still played, oldest first, as `Game::RULES_VERSIONS` lists them.
    pub const VERSIONS: &'static [&'static str] = &["1", "2", "3"];
    pub const NEWEST: LandVsSeaRules = LandVsSeaRules::V3;

    /// The rules of a stored `rules_version`.
    pub fn of_version(rules_version: &str) -> Option<LandVsSeaRules> {
        match rules_version {
            "1" => Some(LandVsSeaRules::V1),
            "2" => Some(LandVsSeaRules::V2),
            "3" => Some(LandVsSeaRules::V3),
            _ => None,
        }
    }

    /// Whether roles are drawn at random rather than given in seat order.
    pub fn draws_roles(self) -> bool {
        self != LandVsSeaRules::V1
    }

    /// Whether a placed tile's regions are numbered by their rank on the map (`Rotated::by_look`)
    /// rather than their index in the component table, in views and in `place_waypoint`.
    pub fn names_regions_by_look(self) -> bool {
        matches!(self, LandVsSeaRules::V3)
    }

    /// The version's name, as stored with the game.
    pub fn version(self) -> &'static str {
        match self {
            LandVsSeaRules::V1 => "1",
            LandVsSeaRules::V2 => "2",
            LandVsSeaRules::V3 => "3",
        }
    }

    /// Whether sides tied on the best score all win (rather than the game being drawn).
    pub fn tied_leaders_share_victory(self) -> bool {
        self != LandVsSeaRules::V1
    }
}
