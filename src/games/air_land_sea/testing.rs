//! Exact positions and inspectors for scenario tests and tools.

use crate::engine::Seed;

use super::components::{AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::options::AirLandSeaOptions;
use super::rules::AirLandSeaRules;
use super::state::{AirLandSea, Deck, Pile, Placed, hand_cards};

/// Builds an exact mid-battle position for scenario tests. Cards not placed anywhere go to the
/// bottom of the deck in card order, after any explicitly stacked deck cards.
#[derive(Clone, Debug)]
pub struct Scenario {
    game: AirLandSea,
    extra: [usize; 2],
}

impl Scenario {
    pub fn new(options: AirLandSeaOptions) -> Self {
        Scenario {
            game: AirLandSea {
                rules: AirLandSeaRules::NEWEST,
                options,
                seed: Seed(0),
                battle: 0,
                order: Theater::ALL,
                first: 0,
                vp: [0, 0],
                vp_from_withdrawals: [0, 0],
                hands: [0, 0],
                deck: Deck::default(),
                piles: Default::default(),
                turn: 0,
                stack: Vec::new(),
                air_drop: [false, false],
                serials: [0; 18],
                last_battle: None,
                winner: None,
            },
            extra: [0, 0],
        }
    }

    /// Add `n` cards not used anywhere else in the scenario to a hand (filler that keeps the
    /// battle going).
    pub fn extra(mut self, seat: usize, n: usize) -> Self {
        self.extra[seat] = n;
        self
    }

    /// The rules version played (the newest by default).
    pub fn rules(mut self, rules: AirLandSeaRules) -> Self {
        self.game.rules = rules;
        self
    }

    pub fn seed(mut self, seed: u64) -> Self {
        self.game.seed = Seed(seed);
        self
    }

    /// Theaters from left to right.
    pub fn order(mut self, order: [Theater; 3]) -> Self {
        self.game.order = order;
        self
    }

    /// The 1st player, who also takes the next turn unless `turn` says otherwise.
    pub fn first(mut self, seat: usize) -> Self {
        self.game.first = seat;
        self.game.turn = seat;
        self
    }

    pub fn turn(mut self, seat: usize) -> Self {
        self.game.turn = seat;
        self
    }

    pub fn vp(mut self, vp: [u32; 2]) -> Self {
        self.game.vp = vp;
        self
    }

    pub fn battle(mut self, battle: u32) -> Self {
        self.game.battle = battle;
        self
    }

    pub fn hand(mut self, seat: usize, cards: &[Card]) -> Self {
        self.game.hands[seat] = cards.iter().fold(0, |h, c| h | (1 << c.index()));
        self
    }

    /// A player's pile in a theater, bottom first: `(card, face_up)`.
    pub fn pile(mut self, seat: usize, theater: Theater, cards: &[(Card, bool)]) -> Self {
        self.game.piles[seat][theater.index()] = cards
            .iter()
            .map(|&(card, face_up)| Placed { card, face_up })
            .collect::<Pile>();
        self
    }

    /// The top of the deck, top card first.
    pub fn deck_top(mut self, cards: &[Card]) -> Self {
        self.game.deck = cards.iter().copied().collect();
        self
    }

    pub fn air_drop(mut self, seat: usize) -> Self {
        self.game.air_drop[seat] = true;
        self
    }

    pub fn build(self) -> AirLandSea {
        let mut game = self.game;
        for seat in 0..2 {
            let used = game.all_cards();
            let spare: Vec<Card> = Card::ALL
                .into_iter()
                .filter(|c| !used.contains(c))
                .take(self.extra[seat])
                .collect();
            for card in spare {
                game.hands[seat] |= 1 << card.index();
            }
        }
        let placed: Vec<Card> = game.all_cards();
        for card in Card::ALL {
            if !placed.contains(&card) {
                game.deck.push(card);
            }
        }
        let mut all = game.all_cards();
        all.sort();
        assert_eq!(all, Card::ALL.to_vec(), "scenario places a card twice");
        game
    }
}

impl AirLandSea {
    /// Every card, wherever it is, for conservation checks.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.deck.as_slice().to_vec();
        for seat in 0..2 {
            cards.extend(hand_cards(self.hands[seat]));
            for theater in Theater::ALL {
                cards.extend(self.pile(seat, theater).as_slice().iter().map(|p| p.card));
            }
        }
        cards
    }

    /// A player's total strength in a theater (for tests and tools).
    pub fn strength_of(&self, seat: usize, theater: Theater) -> u32 {
        self.strength(seat, theater)
    }

    pub fn controller_of(&self, theater: Theater) -> usize {
        self.controller(theater)
    }

    pub fn victory_points(&self) -> [u32; 2] {
        self.vp
    }

    pub fn battle_number(&self) -> u32 {
        self.battle
    }

    pub fn first_player(&self) -> usize {
        self.first
    }

    pub fn theater_order(&self) -> [Theater; 3] {
        self.order
    }

    pub fn hand_of(&self, seat: usize) -> Vec<Card> {
        hand_cards(self.hands[seat]).collect()
    }

    pub fn deck_cards(&self) -> Vec<Card> {
        self.deck.as_slice().to_vec()
    }

    /// A pile, bottom first: (card, face_up).
    pub fn pile_of(&self, seat: usize, theater: Theater) -> Vec<(Card, bool)> {
        self.pile(seat, theater)
            .as_slice()
            .iter()
            .map(|p| (p.card, p.face_up))
            .collect()
    }

    pub fn pending_depth(&self) -> usize {
        self.stack.len()
    }

    pub fn turn_of(&self) -> usize {
        self.turn
    }
}
