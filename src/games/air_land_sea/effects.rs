//! Playing cards onto the board, flipping them, and resolving the stack of pending abilities.

use super::components::{Ability, AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::state::{AirLandSea, Effect, Placed, Source, opponent};

impl AirLandSea {
    fn source(&self, card: Card, owner: usize) -> Source {
        Source {
            card,
            owner,
            serial: self.serials[card.index()],
        }
    }

    fn bump_serial(&mut self, card: Card) {
        let serial = &mut self.serials[card.index()];
        *serial = serial.wrapping_add(1);
    }

    /// A card has just become face up (played or revealed): its instant ability happens.
    /// Disrupt pushes the opponent's step first so that the owner's step resolves first.
    pub(crate) fn trigger(&mut self, card: Card, owner: usize) {
        let source = self.source(card, owner);
        match card.ability() {
            Ability::AirDrop => self.air_drop[owner] = true,
            Ability::Maneuver => self.stack.push(Effect::Maneuver(source)),
            Ability::Ambush => self.stack.push(Effect::Ambush(source)),
            Ability::Reinforce => self.stack.push(Effect::Reinforce(source)),
            Ability::Transport => self.stack.push(Effect::Transport(source)),
            Ability::Redeploy => self.stack.push(Effect::Redeploy(source)),
            Ability::Disrupt => {
                self.stack.push(Effect::Disrupt {
                    source,
                    chooser: opponent(owner),
                });
                self.stack.push(Effect::Disrupt {
                    source,
                    chooser: owner,
                });
            }
            _ => {}
        }
    }

    /// Whether a card played to `theater` is destroyed on arrival: face down under a live
    /// Containment, or into a theater next to a live Blockade that already holds 3+ cards.
    pub(crate) fn destroys_play(&self, theater: Theater, face_up: bool) -> bool {
        let contained = !face_up && self.live_ability(Ability::Containment).is_some();
        let blockaded = self
            .live_ability(Ability::Blockade)
            .is_some_and(|(_, at)| self.adjacent(at, theater))
            && self.cards_in_theater(theater) >= 3;
        contained || blockaded
    }

    /// Play a card (from hand or the deck) onto `seat`'s side of `theater`. Moving is not playing
    /// and does not come through here.
    pub(crate) fn play(&mut self, seat: usize, card: Card, theater: Theater, face_up: bool) {
        if self.destroys_play(theater, face_up) {
            self.deck.push(card);
            return;
        }
        self.piles[seat][theater.index()].push(Placed { card, face_up });
        if face_up {
            self.trigger(card, seat);
        }
    }

    /// Flip the uncovered card of `owner` in `theater`; a card turned face up resolves its
    /// instant ability, and any pending ability of the flipped card is interrupted.
    pub(crate) fn flip_top(&mut self, owner: usize, theater: Theater) {
        let Some(top) = self.piles[owner][theater.index()].last_mut() else {
            return;
        };
        top.face_up = !top.face_up;
        let (card, face_up) = (top.card, top.face_up);
        self.bump_serial(card);
        if face_up {
            self.trigger(card, owner);
        } else if card.ability() == Ability::AirDrop
            && self.rules.face_down_flip_interrupts_air_drop()
        {
            // Ruling (second round): Air Drop is not fully resolved until its owner's next
            // play, and an instant ability flipped face down before then is interrupted.
            self.air_drop[owner] = false;
        }
    }

    pub(crate) fn move_card(&mut self, owner: usize, from: Theater, index: usize, to: Theater) {
        let placed = self.piles[owner][from.index()].remove(index);
        self.piles[owner][to.index()].push(placed);
    }

    pub(crate) fn return_to_hand(&mut self, owner: usize, theater: Theater, index: usize) {
        let placed = self.piles[owner][theater.index()].remove(index);
        self.bump_serial(placed.card);
        self.hands[owner] |= 1 << placed.card.index();
    }

    /// Whether an effect still has anything to choose from. Effects without one are skipped,
    /// as are effects whose card was flipped (or removed) since they triggered.
    pub(crate) fn effect_is_open(&self, effect: Effect) -> bool {
        if let Some(source) = effect.source()
            && !self.source_is_live(source)
        {
            return false;
        }
        match effect {
            Effect::Maneuver(source) => {
                let here = self.source_theater(source);
                self.has_uncovered(&[0, 1], |t| self.adjacent(here, t))
            }
            Effect::Ambush(_) => self.has_uncovered(&[0, 1], |_| true),
            Effect::Disrupt { chooser, .. } => self.has_uncovered(&[chooser], |_| true),
            Effect::Reinforce(_) => !self.deck.is_empty(),
            Effect::Transport(source) => self.has_uncovered(&[source.owner], |_| true),
            Effect::Redeploy(source) => Theater::ALL.into_iter().any(|t| {
                self.pile(source.owner, t)
                    .as_slice()
                    .iter()
                    .any(|p| !p.face_up)
            }),
            Effect::ExtraPlay { player } => self.hands[player] != 0,
        }
    }

    fn has_uncovered(&self, seats: &[usize], theater_ok: impl Fn(Theater) -> bool) -> bool {
        Theater::ALL
            .into_iter()
            .filter(|&t| theater_ok(t))
            .any(|t| seats.iter().any(|&s| !self.pile(s, t).is_empty()))
    }

    /// The theater an effect's card is in now (it may have moved since it triggered).
    pub(crate) fn source_theater(&self, source: Source) -> Theater {
        self.locate(source.card)
            .map_or(source.card.theater(), |(_, theater, _)| theater)
    }

    /// Drop every top effect that has nothing left to do; stop at one that awaits a choice. When
    /// the stack empties, the turn is over.
    pub(crate) fn release(&mut self) {
        while let Some(&effect) = self.stack.last() {
            if self.effect_is_open(effect) {
                return;
            }
            self.stack.pop();
        }
        self.end_turn();
    }
}
