//! The vocabulary of the game: Marine Elements, Expedition requirements and faces.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// How many Marine Elements of each kind a line (row or column) holds, indexed by
/// [`LostSeasElement::index`].
pub type ElementCounts = [u8; 6];

/// Adds a tile's icons (`more`) to a line's counts.
pub(crate) fn add_icons(line: &mut ElementCounts, more: &ElementCounts) {
    for (have, more) in line.iter_mut().zip(more) {
        *have += more;
    }
}

/// A Marine Element pictured on Sea Exploration tiles.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LostSeasElement {
    Kraken,
    /// The sea serpent.
    Leviathan,
    Maelstrom,
    Rock,
    /// The deserted island.
    Sandbank,
    Shipwreck,
}

impl LostSeasElement {
    pub const ALL: [LostSeasElement; 6] = [
        LostSeasElement::Kraken,
        LostSeasElement::Leviathan,
        LostSeasElement::Maelstrom,
        LostSeasElement::Rock,
        LostSeasElement::Sandbank,
        LostSeasElement::Shipwreck,
    ];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// One element and how many times it must appear.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LostSeasElementCount {
    pub element: LostSeasElement,
    pub count: u8,
}

/// The requirement printed on one face of an Expedition tile, checked against the Marine
/// Elements of the 4 Sea Exploration tiles in the Expedition's row or column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum LostSeasRequirement {
    /// Each listed element appears exactly its count times; other elements do not matter.
    ExactElements { counts: Vec<LostSeasElementCount> },
    /// Some element, whichever it is, appears exactly `count` times.
    ExactChosen { count: u8 },
    /// The line holds exactly `count` elements in total, of any kinds.
    ExactTotal { count: u8 },
    /// Scores the points once per complete set (a multiset: repeated elements must all be
    /// present); a line without a complete set misses the requirement.
    Sets { set: Vec<LostSeasElement> },
    /// All six elements appear at least once.
    OneOfEach,
    /// None of the crossed-out elements appears.
    Excluded { elements: Vec<LostSeasElement> },
    /// The element appears strictly more often than every other single element.
    Majority { element: LostSeasElement },
}

impl LostSeasRequirement {
    /// Whether a line that meets the requirement keeps meeting it (at least as many times)
    /// whatever tiles are added to it: so it may count before the line is full.
    pub fn only_grows(&self) -> bool {
        matches!(
            self,
            LostSeasRequirement::Sets { .. } | LostSeasRequirement::OneOfEach
        )
    }

    /// How many times a line with these counts fulfils the requirement: 0 when it is missed,
    /// the number of complete sets for `sets`, otherwise 1.
    pub fn fulfilments(&self, counts: &ElementCounts) -> u32 {
        let met = match self {
            LostSeasRequirement::ExactElements { counts: wanted } => {
                wanted.iter().all(|w| counts[w.element.index()] == w.count)
            }
            LostSeasRequirement::ExactChosen { count } => counts.contains(count),
            LostSeasRequirement::ExactTotal { count } => {
                counts.iter().map(|&c| u32::from(c)).sum::<u32>() == u32::from(*count)
            }
            LostSeasRequirement::Sets { set } => return complete_sets(set, counts),
            LostSeasRequirement::OneOfEach => counts.iter().all(|&c| c > 0),
            LostSeasRequirement::Excluded { elements } => {
                elements.iter().all(|e| counts[e.index()] == 0)
            }
            LostSeasRequirement::Majority { element } => {
                let own = counts[element.index()];
                LostSeasElement::ALL
                    .iter()
                    .filter(|&other| other != element)
                    .all(|other| counts[other.index()] < own)
            }
        };
        u32::from(met)
    }
}

fn complete_sets(set: &[LostSeasElement], counts: &ElementCounts) -> u32 {
    let mut needed = [0u8; 6];
    for element in set {
        needed[element.index()] += 1;
    }
    needed
        .iter()
        .zip(counts)
        .filter(|(need, _)| **need > 0)
        .map(|(need, have)| u32::from(have / need))
        .min()
        .unwrap_or(0)
}

/// One face of an Expedition tile: a requirement and the victory points it is worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LostSeasExpeditionFace {
    pub requirement: LostSeasRequirement,
    /// Victory points for meeting the requirement (per complete set for `sets`).
    pub points: u8,
}

/// A double-sided Expedition tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LostSeasExpedition {
    /// The simpler requirement, worth fewer points.
    pub easy: LostSeasExpeditionFace,
    /// The harder requirement, worth more points.
    pub hard: LostSeasExpeditionFace,
}

impl LostSeasExpedition {
    pub fn face(&self, face: LostSeasFace) -> &LostSeasExpeditionFace {
        match face {
            LostSeasFace::Easy => &self.easy,
            LostSeasFace::Hard => &self.hard,
        }
    }
}

/// Which face of an Expedition tile a player plays for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LostSeasFace {
    Easy,
    Hard,
}

impl LostSeasFace {
    pub const BOTH: [LostSeasFace; 2] = [LostSeasFace::Easy, LostSeasFace::Hard];
}
