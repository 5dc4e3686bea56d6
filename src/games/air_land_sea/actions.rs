//! The actions players post, and how each appears in the event log to a given viewer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::engine::Seat;

use super::components::{AirLandSeaCard, AirLandSeaTheater};

/// A move in Air, Land & Sea. On your turn: `deploy`, `improvise` or `withdraw`. While an ability
/// waits for a choice, the seat that must choose answers with `flip`, `reinforce`, `move`,
/// `return_to_hand` or `skip` (and after a Redeploy return, `deploy` or `improvise`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum AirLandSeaAction {
    /// Play a card from your hand face up. Its theater must match the card's type unless an Air
    /// Drop or your Aerodrome (strength 3 or less) allows another theater.
    Deploy {
        /// The card to play.
        card: AirLandSeaCard,
        /// The theater to play it to.
        theater: AirLandSeaTheater,
    },
    /// Play a card from your hand face down (strength 2, no ability) to any theater.
    Improvise {
        /// The card to play.
        card: AirLandSeaCard,
        /// The theater to play it to.
        theater: AirLandSeaTheater,
    },
    /// Withdraw from the battle: your opponent wins it and scores by the cards left in your hand.
    Withdraw {},
    /// Flip the uncovered card of `owner` in `theater` (Maneuver, Ambush, Disrupt).
    Flip {
        /// The theater holding the card.
        theater: AirLandSeaTheater,
        /// The seat whose uncovered card it is.
        owner: Seat,
    },
    /// Reinforce: play the deck's top card face down to this theater (adjacent to the Reinforce).
    Reinforce {
        /// The theater to play the drawn card to.
        theater: AirLandSeaTheater,
    },
    /// Transport: move one of your cards to a different theater, on top of the cards there.
    Move {
        /// The theater the card is in.
        from: AirLandSeaTheater,
        /// The card's position in your pile there, 0 being the first played (most covered).
        index: u8,
        /// The theater to move it to.
        to: AirLandSeaTheater,
    },
    /// Redeploy: return one of your face-down cards to your hand (then play another card).
    ReturnToHand {
        /// The theater the card is in.
        theater: AirLandSeaTheater,
        /// The card's position in your pile there, 0 being the first played.
        index: u8,
    },
    /// Decline an ability that says "may" (Transport, Redeploy).
    Skip {},
}

/// An action as one viewer sees it in the event log. The same shape as the action, except that
/// the card of an `improvise` is null for anyone but its player (and everyone once the game is
/// over).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AirLandSeaActionView {
    /// A card played face up.
    Deploy {
        card: AirLandSeaCard,
        theater: AirLandSeaTheater,
    },
    /// A card played face down; `card` is null unless the viewer may know it.
    Improvise {
        card: Option<AirLandSeaCard>,
        theater: AirLandSeaTheater,
    },
    /// The player withdrew from the battle.
    Withdraw,
    /// An uncovered card was flipped.
    Flip {
        theater: AirLandSeaTheater,
        owner: Seat,
    },
    /// Reinforce played the deck's top card face down here (its identity is never in the log).
    Reinforce { theater: AirLandSeaTheater },
    /// Transport moved a card.
    Move {
        from: AirLandSeaTheater,
        index: u8,
        to: AirLandSeaTheater,
    },
    /// Redeploy returned a face-down card to its owner's hand.
    ReturnToHand {
        theater: AirLandSeaTheater,
        index: u8,
    },
    /// A "may" ability was declined.
    Skip,
}

impl AirLandSeaActionView {
    pub(crate) fn of(action: &AirLandSeaAction, reveal_improvised: bool) -> Self {
        use AirLandSeaAction as A;
        match *action {
            A::Deploy { card, theater } => Self::Deploy { card, theater },
            A::Improvise { card, theater } => Self::Improvise {
                card: reveal_improvised.then_some(card),
                theater,
            },
            A::Withdraw {} => Self::Withdraw,
            A::Flip { theater, owner } => Self::Flip { theater, owner },
            A::Reinforce { theater } => Self::Reinforce { theater },
            A::Move { from, index, to } => Self::Move { from, index, to },
            A::ReturnToHand { theater, index } => Self::ReturnToHand { theater, index },
            A::Skip {} => Self::Skip,
        }
    }
}

impl AirLandSeaActionView {
    /// The action in words, for the game log (see `Game::describe`).
    pub fn describe(&self, seat: Seat) -> String {
        use AirLandSeaActionView as V;
        match self {
            V::Deploy { card, theater } => {
                format!(
                    "played {} face up in {}",
                    card_name(*card),
                    theater_name(*theater)
                )
            }
            V::Improvise {
                card: Some(card),
                theater,
            } => format!(
                "played {} face down in {}",
                card_name(*card),
                theater_name(*theater)
            ),
            V::Improvise {
                card: None,
                theater,
            } => format!("played a card face down in {}", theater_name(*theater)),
            V::Withdraw => "withdrew from the battle".to_owned(),
            V::Flip { theater, owner } if *owner == seat => {
                format!(
                    "turned over one of their own cards in {}",
                    theater_name(*theater)
                )
            }
            V::Flip { theater, .. } => {
                format!(
                    "turned over an opponent\u{2019}s card in {}",
                    theater_name(*theater)
                )
            }
            V::Reinforce { theater } => format!(
                "reinforced {} with the deck\u{2019}s top card, face down",
                theater_name(*theater)
            ),
            V::Move { from, to, .. } => format!(
                "moved a card from {} to {}",
                theater_name(*from),
                theater_name(*to)
            ),
            V::ReturnToHand { theater, .. } => {
                format!("took a face-down card back from {}", theater_name(*theater))
            }
            V::Skip => "declined the ability".to_owned(),
        }
    }
}

fn theater_name(theater: AirLandSeaTheater) -> &'static str {
    match theater {
        AirLandSeaTheater::Air => "Air",
        AirLandSeaTheater::Land => "Land",
        AirLandSeaTheater::Sea => "Sea",
    }
}

/// "Air 4": the card's type and printed strength, as the board writes it.
fn card_name(card: AirLandSeaCard) -> String {
    format!("{} {}", theater_name(card.theater()), card.strength())
}
