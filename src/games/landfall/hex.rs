//! Hex coordinates and the two player colours.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

/// A hex cell in axial coordinates (pointy-top hexes: `q` grows to the east, `r` to the
/// south-east). The six neighbours of `(q, r)` are `(q+1, r)`, `(q-1, r)`, `(q, r+1)`,
/// `(q, r-1)`, `(q+1, r-1)` and `(q-1, r+1)`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(deny_unknown_fields)]
pub struct LandfallHex {
    /// Axial column.
    pub q: i32,
    /// Axial row.
    pub r: i32,
}

/// The six axial steps, in clockwise order starting east. Opposite steps are three apart, which
/// is what throws and pushes rely on.
pub const DIRECTIONS: [LandfallHex; 6] = [
    LandfallHex { q: 1, r: 0 },
    LandfallHex { q: 0, r: 1 },
    LandfallHex { q: -1, r: 1 },
    LandfallHex { q: -1, r: 0 },
    LandfallHex { q: 0, r: -1 },
    LandfallHex { q: 1, r: -1 },
];

impl LandfallHex {
    pub const fn new(q: i32, r: i32) -> Self {
        LandfallHex { q, r }
    }

    pub fn step(self, direction: LandfallHex) -> Self {
        LandfallHex::new(self.q + direction.q, self.r + direction.r)
    }

    pub fn neighbours(self) -> impl Iterator<Item = LandfallHex> {
        DIRECTIONS.into_iter().map(move |d| self.step(d))
    }

    /// The step from `self` to `other` when they are neighbours.
    pub fn direction_to(self, other: LandfallHex) -> Option<LandfallHex> {
        let d = LandfallHex::new(other.q - self.q, other.r - self.r);
        DIRECTIONS.contains(&d).then_some(d)
    }

    pub fn opposite(direction: LandfallHex) -> LandfallHex {
        LandfallHex::new(-direction.q, -direction.r)
    }
}

/// A player's colour. Green is seat 0 and starts; beige is seat 1.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum LandfallColour {
    /// Seat 0, who starts.
    Green,
    /// Seat 1.
    Beige,
}

impl LandfallColour {
    pub const BOTH: [LandfallColour; 2] = [LandfallColour::Green, LandfallColour::Beige];

    pub fn of_seat(seat: Seat) -> Self {
        if seat.0 == 0 {
            LandfallColour::Green
        } else {
            LandfallColour::Beige
        }
    }

    pub fn seat(self) -> Seat {
        Seat(self.index() as u8)
    }

    pub fn index(self) -> usize {
        match self {
            LandfallColour::Green => 0,
            LandfallColour::Beige => 1,
        }
    }

    pub fn other(self) -> Self {
        match self {
            LandfallColour::Green => LandfallColour::Beige,
            LandfallColour::Beige => LandfallColour::Green,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            LandfallColour::Green => "green",
            LandfallColour::Beige => "beige",
        }
    }
}
