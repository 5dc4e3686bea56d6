//! What each viewer may see: the board with face-down identities only for their owner, the
//! viewer's own hand, and everything once `Viewer::Everyone` looks.

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Seat, Viewer};

use super::components::{AirLandSeaCard, AirLandSeaTheater};
use super::state::{AirLandSea, Effect, hand_cards};

/// The game as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaView {
    /// The current battle, counted from 1.
    pub battle: u32,
    /// VP that win the game (3 in beginner mode).
    pub target_vp: u32,
    pub beginner: bool,
    /// Victory points by seat.
    pub victory_points: Vec<u32>,
    /// The seat holding the 1st-player Supreme Commander card (wins ties, plays first).
    pub first_player: Seat,
    /// The theaters from left to right; neighbours in this list are adjacent.
    pub theaters: Vec<AirLandSeaTheaterView>,
    /// Hands by seat; `cards` is shown only to the hand's owner.
    pub hands: Vec<AirLandSeaHandView>,
    /// Cards in the deck (dealt-out cards plus destroyed ones at the bottom).
    pub deck_size: usize,
    /// The deck, top first: only once the game is revealed to everyone.
    pub deck: Option<Vec<AirLandSeaCard>>,
    /// Whose turn it is in the battle.
    pub turn: Option<Seat>,
    /// Who must act now (the chooser of a pending ability, else the player whose turn it is).
    pub to_act: Vec<Seat>,
    /// Abilities waiting to resolve, the one being answered now first.
    pub pending: Vec<AirLandSeaPendingView>,
    /// By seat: whether an Air Drop lets that player's next play go face up to any theater.
    pub air_drop: Vec<bool>,
    /// How the previous battle ended, if one has.
    pub last_battle: Option<AirLandSeaBattleResultView>,
    /// The seat that won the game, once it is over.
    pub winner: Option<Seat>,
}

/// One theater column.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaTheaterView {
    pub theater: AirLandSeaTheater,
    /// Each seat's cards and strength here, indexed by seat.
    pub sides: Vec<AirLandSeaSideView>,
    /// The seat controlling the theater if the battle ended now.
    pub controller: Seat,
}

/// One player's side of a theater.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaSideView {
    /// Bottom (first played) to top (uncovered).
    pub cards: Vec<AirLandSeaCardView>,
    /// Total strength, ongoing abilities included.
    pub strength: u32,
}

/// A card on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaCardView {
    pub face_up: bool,
    /// The card; null for a face-down card the viewer does not own.
    pub card: Option<AirLandSeaCard>,
    /// Its current strength (face-down strength does not depend on the card's identity).
    pub strength: u32,
}

/// A player's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaHandView {
    pub count: usize,
    /// The cards, only for their owner.
    pub cards: Option<Vec<AirLandSeaCard>>,
}

/// Which ability is waiting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AirLandSeaPendingKind {
    Maneuver,
    Ambush,
    Reinforce,
    Disrupt,
    Transport,
    Redeploy,
    /// Redeploy returned a card: play another card now.
    ExtraPlay,
}

/// An ability waiting on the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaPendingView {
    pub ability: AirLandSeaPendingKind,
    /// The face-up card the ability comes from (none for an extra play).
    pub source: Option<AirLandSeaCard>,
    /// The seat that must choose.
    pub chooser: Seat,
    /// For a Reinforce being answered: the drawn card, shown only to the chooser.
    pub drawn_card: Option<AirLandSeaCard>,
}

/// How a battle ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct AirLandSeaBattleResultView {
    /// The battle, counted from 1.
    pub battle: u32,
    pub winner: Seat,
    pub victory_points: u32,
    /// The seat that withdrew, if the battle ended by withdrawal.
    pub withdrawn_by: Option<Seat>,
    /// Cards the withdrawing player still held.
    pub cards_left: Option<usize>,
}

impl AirLandSea {
    pub(crate) fn render(&self, viewer: Viewer) -> AirLandSeaView {
        let theaters = self
            .order
            .iter()
            .map(|&theater| AirLandSeaTheaterView {
                theater,
                sides: (0..2)
                    .map(|seat| AirLandSeaSideView {
                        cards: self
                            .pile(seat, theater)
                            .as_slice()
                            .iter()
                            .enumerate()
                            .map(|(i, placed)| AirLandSeaCardView {
                                face_up: placed.face_up,
                                card: (placed.face_up || viewer.sees_secrets_of(Seat::from(seat)))
                                    .then_some(placed.card),
                                strength: self.card_strength(seat, theater, i),
                            })
                            .collect(),
                        strength: self.strength(seat, theater),
                    })
                    .collect(),
                controller: Seat::from(self.controller(theater)),
            })
            .collect();
        let hands = (0..2)
            .map(|seat| AirLandSeaHandView {
                count: self.hand_len(seat),
                cards: viewer
                    .sees_secrets_of(Seat::from(seat))
                    .then(|| hand_cards(self.hands[seat]).collect()),
            })
            .collect();
        // Interrupted effects (their card since flipped face down) are dropped when reached; they
        // are left out here so that a face-down card is never named.
        let pending = self
            .stack
            .iter()
            .rev()
            .enumerate()
            .filter(|(_, effect)| effect.source().is_none_or(|s| self.source_is_live(s)))
            .map(|(depth, &effect)| self.pending_view(effect, depth == 0, viewer))
            .collect();
        AirLandSeaView {
            battle: self.battle + 1,
            target_vp: self.options.goal(),
            beginner: self.options.beginner,
            victory_points: self.vp.to_vec(),
            first_player: Seat::from(self.first),
            theaters,
            hands,
            deck_size: self.deck.len(),
            deck: (viewer == Viewer::Everyone).then(|| self.deck.as_slice().to_vec()),
            turn: self.winner.is_none().then(|| Seat::from(self.turn)),
            to_act: self.acting_seat().map(Seat::from).into_iter().collect(),
            pending,
            air_drop: self.air_drop.to_vec(),
            last_battle: self.last_battle.map(|b| AirLandSeaBattleResultView {
                battle: b.battle + 1,
                winner: Seat::from(b.winner),
                victory_points: b.victory_points,
                withdrawn_by: b.withdrawal.map(|(s, _)| Seat::from(s)),
                cards_left: b.withdrawal.map(|(_, n)| n),
            }),
            winner: self.winner.map(Seat::from),
        }
    }

    fn pending_view(&self, effect: Effect, on_top: bool, viewer: Viewer) -> AirLandSeaPendingView {
        let ability = match effect {
            Effect::Maneuver(_) => AirLandSeaPendingKind::Maneuver,
            Effect::Ambush(_) => AirLandSeaPendingKind::Ambush,
            Effect::Reinforce(_) => AirLandSeaPendingKind::Reinforce,
            Effect::Disrupt { .. } => AirLandSeaPendingKind::Disrupt,
            Effect::Transport(_) => AirLandSeaPendingKind::Transport,
            Effect::Redeploy(_) => AirLandSeaPendingKind::Redeploy,
            Effect::ExtraPlay { .. } => AirLandSeaPendingKind::ExtraPlay,
        };
        let chooser = Seat::from(effect.chooser());
        let drawn_card = match effect {
            Effect::Reinforce(_) if on_top && viewer.sees_secrets_of(chooser) => {
                self.deck.as_slice().first().copied()
            }
            _ => None,
        };
        AirLandSeaPendingView {
            ability,
            source: effect.source().map(|s| s.card),
            chooser,
            drawn_card,
        }
    }
}
