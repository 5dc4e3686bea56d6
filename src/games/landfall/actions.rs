//! The actions players post, and the formations they claim.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::hex::LandfallHex;

/// A formation card. Each player claims each formation once; the third claim wins.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LandfallFormation {
    /// A stack of four or more tiles topped by your colour, your volcano on it.
    Mountain,
    /// A stack topped by your colour, your volcano on it, with at least five of its six
    /// neighbours strictly higher.
    Valley,
    /// Six or more connected stacks of the same level, all topped by your colour and free of
    /// oasis chips, your volcano on one of them.
    Plain,
}

impl LandfallFormation {
    pub const ALL: [LandfallFormation; 3] = [
        LandfallFormation::Mountain,
        LandfallFormation::Valley,
        LandfallFormation::Plain,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The formation card's name, as the rulebook prints it.
    pub fn name(self) -> &'static str {
        match self {
            LandfallFormation::Mountain => "Mountain",
            LandfallFormation::Valley => "Valley",
            LandfallFormation::Plain => "Plain",
        }
    }
}

/// Something a Landfall player does. A turn is two actions (`land`, `move`, `place`, `remove`,
/// `throw`, in any mix) or a `pass` when none is legal, then any number of `claim`s and
/// `end_turn`. `force_landing` is posted by the opponent of a player who must land but cannot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum LandfallAction {
    /// Land a volcano from your hand on a level-1 or level-2 stack topped by your colour that
    /// touches water and carries no volcano or oasis chip.
    Land {
        /// The stack to land on.
        at: LandfallHex,
    },
    /// Move your volcano to a neighbouring cell, at most one level up. Moving into water or two or
    /// more levels down kills it (back to your hand), and falling onto a volcano kills both.
    /// Moving into a volcano pushes it one cell further the same way.
    Move {
        /// Where your volcano is.
        from: LandfallHex,
        /// The neighbouring cell it moves to.
        to: LandfallHex,
    },
    /// Place a tile of your colour from your hand on a cell next to one of your volcanoes (water
    /// or any stack) without a volcano or oasis chip.
    Place {
        /// The cell that receives the tile.
        at: LandfallHex,
    },
    /// Take the top tile, which must be your colour, off a stack next to one of your volcanoes
    /// and without a volcano or oasis chip, back into your hand.
    Remove {
        /// The stack to take the tile from.
        at: LandfallHex,
    },
    /// Throw the top tile (any colour) of a stack next to your volcano over it onto the cell
    /// straight across. Neither cell may carry a volcano or an oasis chip.
    Throw {
        /// The stack the tile is taken from.
        from: LandfallHex,
        /// Your volcano the tile flies over; it lands on the far side.
        over: LandfallHex,
    },
    /// Take no action: only legal when you have no legal action left this turn.
    Pass {},
    /// Place the volcano of your opponent, who has none on the island and nowhere legal to land,
    /// on any stack without a volcano or oasis chip. Not an action for either player.
    ForceLanding {
        /// The stack that receives your opponent's volcano.
        at: LandfallHex,
    },
    /// After your actions, claim a formation your volcano at `at` completes: the volcano returns
    /// to your hand and one of your oasis chips takes its place.
    Claim {
        /// Your volcano's cell.
        at: LandfallHex,
        /// The formation claimed.
        formation: LandfallFormation,
    },
    /// End your turn. Refused if the board would be exactly as you left it at the end of your
    /// previous turn (the no-revert rule), unless you passed.
    EndTurn {},
}

impl LandfallAction {
    /// The action in words, for the game log (see `Game::describe`). Cells are named by the
    /// axial coordinates the board labels them with.
    pub fn describe(&self) -> String {
        let at = |hex: &LandfallHex| format!("{},{}", hex.q, hex.r);
        match self {
            LandfallAction::Land { at: hex } => format!("landed a volcano at {}", at(hex)),
            LandfallAction::Move { from, to } => {
                format!("moved their volcano from {} to {}", at(from), at(to))
            }
            LandfallAction::Place { at: hex } => format!("placed a tile at {}", at(hex)),
            LandfallAction::Remove { at: hex } => {
                format!("took back their tile from {}", at(hex))
            }
            LandfallAction::Throw { from, over } => format!(
                "threw the top tile from {} over their volcano at {}",
                at(from),
                at(over)
            ),
            LandfallAction::Pass {} => "passed".to_owned(),
            LandfallAction::ForceLanding { at: hex } => {
                format!("landed their opponent\u{2019}s volcano at {}", at(hex))
            }
            LandfallAction::Claim { at: hex, formation } => format!(
                "claimed a {} at {} with an oasis chip",
                formation.name(),
                at(hex)
            ),
            LandfallAction::EndTurn {} => "ended their turn".to_owned(),
        }
    }
}
