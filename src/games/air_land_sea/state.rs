//! The game state and the board queries everything else is built on: where cards are, which
//! ongoing abilities are live, theater strengths and control.

use crate::engine::Seed;

use super::components::{Ability, AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::options::AirLandSeaOptions;
use super::rules::AirLandSeaRules;

/// A fixed-capacity sequence. Every card collection holds at most 18 cards, so states clone
/// without allocating, which keeps replays fast.
#[derive(Clone, Copy, Debug)]
pub struct Seq<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> Default for Seq<T, N> {
    fn default() -> Self {
        Seq {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for Seq<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for Seq<T, N> {}

impl<T: Copy + Default, const N: usize> Seq<T, N> {
    pub fn as_slice(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, item: T) {
        self.items[usize::from(self.len)] = item;
        self.len += 1;
    }

    pub fn remove(&mut self, index: usize) -> T {
        let item = self.items[index];
        self.items
            .copy_within(index + 1..usize::from(self.len), index);
        self.len -= 1;
        self.items[usize::from(self.len)] = T::default();
        item
    }

    pub fn last_mut(&mut self) -> Option<&mut T> {
        let len = usize::from(self.len);
        self.items[..len].last_mut()
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Seq<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut seq = Seq::default();
        for item in iter {
            seq.push(item);
        }
        seq
    }
}

/// A card on one side of a theater.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placed {
    pub card: Card,
    pub face_up: bool,
}

/// One player's cards in one theater, the first played at index 0 and the uncovered card last.
pub type Pile = Seq<Placed, 18>;
pub type Deck = Seq<Card, 18>;

/// The card whose instant ability an effect belongs to, as it was when the ability triggered.
/// `serial` is the card's flip count then: if the card has since been flipped (or left the board),
/// the ability is interrupted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    pub card: Card,
    pub owner: usize,
    pub serial: u8,
}

/// An ability effect waiting on the stack, resolved depth first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Flip an uncovered card in a theater adjacent to the source.
    Maneuver(Source),
    /// Flip an uncovered card in any theater.
    Ambush(Source),
    /// Play the deck's top card face down to a theater adjacent to the source.
    Reinforce(Source),
    /// `chooser` flips one of their own uncovered cards.
    Disrupt { source: Source, chooser: usize },
    /// The owner may move one of their cards.
    Transport(Source),
    /// The owner may return a face-down card to hand.
    Redeploy(Source),
    /// After a Redeploy return, `player` must play a card now.
    ExtraPlay { player: usize },
}

impl Effect {
    /// The seat that must choose while this effect is on top of the stack.
    pub fn chooser(self) -> usize {
        match self {
            Effect::Maneuver(s)
            | Effect::Ambush(s)
            | Effect::Reinforce(s)
            | Effect::Transport(s)
            | Effect::Redeploy(s) => s.owner,
            Effect::Disrupt { chooser, .. } => chooser,
            Effect::ExtraPlay { player } => player,
        }
    }

    pub fn source(self) -> Option<Source> {
        match self {
            Effect::Maneuver(s)
            | Effect::Ambush(s)
            | Effect::Reinforce(s)
            | Effect::Transport(s)
            | Effect::Redeploy(s)
            | Effect::Disrupt { source: s, .. } => Some(s),
            Effect::ExtraPlay { .. } => None,
        }
    }
}

/// How the last finished battle ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BattleResult {
    pub battle: u32,
    pub winner: usize,
    pub victory_points: u32,
    /// The seat that withdrew and the cards it still held, if the battle ended by withdrawal.
    pub withdrawal: Option<(usize, usize)>,
}

/// The whole game. Hands are bit sets over the 18 cards (order in hand carries no meaning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AirLandSea {
    pub(crate) rules: AirLandSeaRules,
    pub(crate) options: AirLandSeaOptions,
    pub(crate) seed: Seed,
    /// 0-based number of the current battle.
    pub(crate) battle: u32,
    /// The theaters from left to right.
    pub(crate) order: [Theater; 3],
    /// The seat holding the 1st-player Supreme Commander card this battle.
    pub(crate) first: usize,
    pub(crate) vp: [u32; 2],
    /// The part of `vp` each seat won by its opponent's withdrawal, for the final breakdown.
    pub(crate) vp_from_withdrawals: [u32; 2],
    pub(crate) hands: [u32; 2],
    /// Index 0 is the top; destroyed cards go to the end (the bottom).
    pub(crate) deck: Deck,
    /// `piles[seat][theater.index()]`.
    pub(crate) piles: [[Pile; 3]; 2],
    /// Whose turn it is (a pending effect may still ask the other seat to choose).
    pub(crate) turn: usize,
    pub(crate) stack: Vec<Effect>,
    /// An Air Drop waiting for its owner's next play (interrupted, from rules version 2, when its
    /// card is flipped face down first).
    pub(crate) air_drop: [bool; 2],
    /// How often each card has been flipped or has left the board, to detect interrupted
    /// abilities.
    pub(crate) serials: [u8; 18],
    pub(crate) last_battle: Option<BattleResult>,
    pub(crate) winner: Option<usize>,
}

pub fn opponent(seat: usize) -> usize {
    1 - seat
}

pub fn hand_cards(hand: u32) -> impl Iterator<Item = Card> {
    Card::ALL
        .into_iter()
        .filter(move |c| hand & (1 << c.index()) != 0)
}

impl AirLandSea {
    pub(crate) fn position(&self, theater: Theater) -> usize {
        self.order.iter().position(|t| *t == theater).unwrap_or(0)
    }

    pub(crate) fn adjacent(&self, a: Theater, b: Theater) -> bool {
        self.position(a).abs_diff(self.position(b)) == 1
    }

    pub(crate) fn pile(&self, seat: usize, theater: Theater) -> &Pile {
        &self.piles[seat][theater.index()]
    }

    pub(crate) fn hand_len(&self, seat: usize) -> usize {
        self.hands[seat].count_ones() as usize
    }

    pub(crate) fn in_hand(&self, seat: usize, card: Card) -> bool {
        self.hands[seat] & (1 << card.index()) != 0
    }

    /// Where a card lies on the board: (owner, theater, index in pile).
    pub(crate) fn locate(&self, card: Card) -> Option<(usize, Theater, usize)> {
        for seat in 0..2 {
            for theater in Theater::ALL {
                if let Some(i) = self
                    .pile(seat, theater)
                    .as_slice()
                    .iter()
                    .position(|p| p.card == card)
                {
                    return Some((seat, theater, i));
                }
            }
        }
        None
    }

    /// The owner and theater of `card` if it is on the board face up (its ongoing ability live).
    pub(crate) fn live(&self, card: Card) -> Option<(usize, Theater)> {
        let (seat, theater, i) = self.locate(card)?;
        self.pile(seat, theater).as_slice()[i]
            .face_up
            .then_some((seat, theater))
    }

    /// The face-up card carrying `ability` (all ongoing abilities are on exactly one card).
    pub(crate) fn live_ability(&self, ability: Ability) -> Option<(usize, Theater)> {
        let card = match ability {
            Ability::Support => Card::Air1,
            Ability::Aerodrome => Card::Air4,
            Ability::Containment => Card::Air5,
            Ability::CoverFire => Card::Land4,
            Ability::Escalation => Card::Sea2,
            Ability::Blockade => Card::Sea5,
            _ => return None,
        };
        self.live(card)
    }

    pub(crate) fn source_is_live(&self, source: Source) -> bool {
        self.serials[source.card.index()] == source.serial
            && self
                .live(source.card)
                .is_some_and(|(owner, _)| owner == source.owner)
    }

    pub(crate) fn cards_in_theater(&self, theater: Theater) -> usize {
        self.pile(0, theater).len() + self.pile(1, theater).len()
    }

    /// Strength of one card in a pile, with Cover Fire and Escalation applied.
    pub(crate) fn card_strength(&self, seat: usize, theater: Theater, index: usize) -> u32 {
        let pile = self.pile(seat, theater).as_slice();
        let covered_by_cover_fire = pile[index + 1..]
            .iter()
            .any(|p| p.face_up && p.card.ability() == Ability::CoverFire);
        let placed = pile[index];
        if covered_by_cover_fire {
            4
        } else if placed.face_up {
            placed.card.strength()
        } else if self
            .live_ability(Ability::Escalation)
            .is_some_and(|(owner, _)| owner == seat)
        {
            4
        } else {
            2
        }
    }

    /// A player's total strength in a theater, Support included.
    pub(crate) fn strength(&self, seat: usize, theater: Theater) -> u32 {
        let cards: u32 = (0..self.pile(seat, theater).len())
            .map(|i| self.card_strength(seat, theater, i))
            .sum();
        let support = match self.live_ability(Ability::Support) {
            Some((owner, at)) if owner == seat && self.adjacent(at, theater) => 3,
            _ => 0,
        };
        cards + support
    }

    /// Who controls a theater: the higher strength; ties and theaters without any card go to the
    /// 1st player.
    pub(crate) fn controller(&self, theater: Theater) -> usize {
        if self.cards_in_theater(theater) == 0 {
            return self.first;
        }
        let second = opponent(self.first);
        if self.strength(second, theater) > self.strength(self.first, theater) {
            second
        } else {
            self.first
        }
    }

    /// The seats that must act now: the chooser of a pending effect, else the player whose turn
    /// it is; nobody once the game is won.
    pub(crate) fn acting_seat(&self) -> Option<usize> {
        if self.winner.is_some() {
            return None;
        }
        Some(self.stack.last().map_or(self.turn, |e| e.chooser()))
    }
}
