//! Starting the game and each battle.

use crate::engine::{GameRng, OptionsError, Setup};

use super::components::{AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::options::AirLandSeaOptions;
use super::rules::AirLandSeaRules;
use super::state::{AirLandSea, Deck, opponent};

pub(crate) fn new_game(
    setup: &Setup<AirLandSeaOptions>,
    rules: AirLandSeaRules,
) -> Result<AirLandSea, OptionsError> {
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
        rules,
        options: setup.options,
        seed: setup.seed,
        battle: 0,
        order,
        first,
        vp: [0, 0],
        vp_from_withdrawals: [0, 0],
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
