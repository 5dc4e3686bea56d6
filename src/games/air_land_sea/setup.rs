//! Starting the game and each battle, and building exact positions for tests.

use crate::engine::{GameRng, OptionsError, Seed, Setup};

use super::components::{AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::options::AirLandSeaOptions;
use super::state::{AirLandSea, Deck, Pile, Placed, opponent};

pub(crate) fn new_game(setup: &Setup<AirLandSeaOptions>) -> Result<AirLandSea, OptionsError> {
    if setup.players != 2 {
        return Err(OptionsError::player_count(
            &<AirLandSea as crate::engine::Game>::INFO,
            setup.players,
        ));
    }
    setup.options.validate()?;
    // The first battle's theater order and 1st player come from the same stream as its deal,
    // drawn before the shuffle.
    let mut rng = GameRng::derive(setup.seed, 0);
    let mut order = Theater::ALL;
    rng.shuffle(&mut order);
    let first = rng.below(2);
    let mut game = AirLandSea {
        options: setup.options,
        seed: setup.seed,
        battle: 0,
        order,
        first,
        vp: [0, 0],
        hands: [0, 0],
        deck: Deck::default(),
        piles: Default::default(),
        turn: first,
        stack: Vec::new(),
        air_drop: [false, false],
        serials: [0; 18],
        last_battle: None,
        winner: None,
    };
    game.deal(&mut rng);
    Ok(game)
}

impl AirLandSea {
    /// Shuffle all 18 cards, deal 6 to each player (1st player first) and leave 6 in the deck.
    fn deal(&mut self, rng: &mut GameRng) {
        let mut cards = Card::ALL;
        rng.shuffle(&mut cards);
        let first = self.first;
        self.hands = [0, 0];
        for (i, card) in cards[..12].iter().enumerate() {
            let seat = if i < 6 { first } else { opponent(first) };
            self.hands[seat] |= 1 << card.index();
        }
        self.deck = cards[12..].iter().copied().collect();
        self.piles = Default::default();
        self.stack.clear();
        self.air_drop = [false, false];
        self.turn = first;
    }

    /// After a battle that did not end the game: rotate the theaters (`[A, B, C]` becomes
    /// `[C, A, B]`), swap the Supreme Commander cards and deal afresh from the battle's own stream.
    pub(crate) fn start_next_battle(&mut self) {
        self.battle += 1;
        self.order = [self.order[2], self.order[0], self.order[1]];
        self.first = opponent(self.first);
        let mut rng = GameRng::derive(self.seed, u64::from(self.battle));
        self.deal(&mut rng);
    }
}

/// Builds an exact mid-battle position for scenario tests. Cards not placed anywhere go to the
/// bottom of the deck in card order, after any explicitly stacked deck cards.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Scenario {
    game: AirLandSea,
    extra: [usize; 2],
}

#[doc(hidden)]
impl Scenario {
    pub fn new(options: AirLandSeaOptions) -> Self {
        Scenario {
            game: AirLandSea {
                options,
                seed: Seed(0),
                battle: 0,
                order: Theater::ALL,
                first: 0,
                vp: [0, 0],
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
