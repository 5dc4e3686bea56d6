//! Seats, and who is looking at a game (a seat, a spectator, or everyone once it is over).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A seat at the table, numbered from 0 in turn order.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema,
)]
#[serde(transparent)]
#[schema(value_type = u8)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl From<usize> for Seat {
    fn from(index: usize) -> Self {
        Seat(u8::try_from(index).expect("seat index fits in u8"))
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking at a game. Every read path renders through a viewer's projection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    /// A seated player: sees public information plus their own secrets.
    Seat(Seat),
    /// A signed-in user who is not seated: public information only.
    Spectator,
    /// Everything revealed; used once a game is finished.
    Everyone,
}

impl Viewer {
    /// Whether this viewer may see the secrets that belong to `owner`.
    pub fn sees_secrets_of(self, owner: Seat) -> bool {
        match self {
            Viewer::Seat(seat) => seat == owner,
            Viewer::Spectator => false,
            Viewer::Everyone => true,
        }
    }
}
