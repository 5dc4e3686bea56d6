//! Checking an action against the rules and applying it.

use crate::engine::{RuleError, Seat};

use super::actions::AirLandSeaAction as Action;
use super::components::{Ability, AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::state::{AirLandSea, Effect, Source};

fn err(code: &'static str, message: impl Into<std::borrow::Cow<'static, str>>) -> RuleError {
    RuleError::new(code, message)
}

fn seat_index(owner: Seat) -> Result<usize, RuleError> {
    if owner.index() < 2 {
        Ok(owner.index())
    } else {
        Err(err("no_card_there", "there is no such seat"))
    }
}

impl AirLandSea {
    /// Whether `seat` may deploy `card` face up to `theater`: the matching theater, or any theater
    /// under a pending Air Drop, or for strength 3 or less under the player's own live Aerodrome.
    pub(crate) fn may_deploy_to(&self, seat: usize, card: Card, theater: Theater) -> bool {
        card.theater() == theater
            || self.air_drop[seat]
            || (card.strength() <= 3
                && self
                    .live_ability(Ability::Aerodrome)
                    .is_some_and(|(owner, _)| owner == seat))
    }

    pub(crate) fn apply_action(&self, seat: usize, action: &Action) -> Result<Self, RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::game_over());
        }
        if self.acting_seat() != Some(seat) {
            return Err(RuleError::not_your_turn());
        }
        let mut next = self.clone();
        match self.stack.last().copied() {
            None => match *action {
                Action::Withdraw {} => {
                    next.withdraw(seat);
                    return Ok(next);
                }
                Action::Deploy { card, theater } => {
                    next.play_from_hand(seat, card, theater, true)?
                }
                Action::Improvise { card, theater } => {
                    next.play_from_hand(seat, card, theater, false)?
                }
                _ => {
                    return Err(err(
                        "no_choice_pending",
                        "no ability is waiting for a choice: deploy, improvise or withdraw",
                    ));
                }
            },
            Some(effect) => {
                next.stack.pop();
                next.answer(seat, effect, action)?;
            }
        }
        next.release();
        Ok(next)
    }

    fn play_from_hand(
        &mut self,
        seat: usize,
        card: Card,
        theater: Theater,
        face_up: bool,
    ) -> Result<(), RuleError> {
        if !self.in_hand(seat, card) {
            return Err(err("card_not_in_hand", "that card is not in your hand"));
        }
        if face_up && !self.may_deploy_to(seat, card, theater) {
            return Err(err(
                "theater_mismatch",
                "a card is deployed face up only to its own theater (unless Air Drop or Aerodrome \
                 allows otherwise); play it face down with improvise instead",
            ));
        }
        self.hands[seat] &= !(1 << card.index());
        self.air_drop[seat] = false;
        self.play(seat, card, theater, face_up);
        Ok(())
    }

    /// The top card of `owner`'s pile in `theater`, or why there is none.
    fn require_uncovered(&self, owner: usize, theater: Theater) -> Result<(), RuleError> {
        if self.pile(owner, theater).is_empty() {
            Err(err(
                "no_card_there",
                "that player has no card in that theater to flip",
            ))
        } else {
            Ok(())
        }
    }

    fn require_adjacent(&self, source: Source, theater: Theater) -> Result<(), RuleError> {
        if self.adjacent(self.source_theater(source), theater) {
            Ok(())
        } else {
            Err(err(
                "not_adjacent",
                "that theater is not adjacent to the ability's card",
            ))
        }
    }

    fn require_in_pile(&self, owner: usize, theater: Theater, index: u8) -> Result<(), RuleError> {
        if usize::from(index) < self.pile(owner, theater).len() {
            Ok(())
        } else {
            Err(err(
                "no_card_there",
                "you have no card at that position in that theater",
            ))
        }
    }

    /// Answer the effect that was on top of the stack (already popped).
    fn answer(&mut self, seat: usize, effect: Effect, action: &Action) -> Result<(), RuleError> {
        let wrong = || {
            let expected = match effect {
                Effect::Maneuver(_) | Effect::Ambush(_) | Effect::Disrupt { .. } => "flip",
                Effect::Reinforce(_) => "reinforce",
                Effect::Transport(_) => "move or skip",
                Effect::Redeploy(_) => "return_to_hand or skip",
                Effect::ExtraPlay { .. } => "deploy or improvise",
            };
            let code = if matches!(action, Action::Skip {}) {
                "ability_is_mandatory"
            } else {
                "choice_pending"
            };
            Err(err(
                code,
                format!("an ability is waiting for your choice: answer with {expected}"),
            ))
        };
        match (effect, *action) {
            (Effect::Maneuver(source), Action::Flip { theater, owner }) => {
                let owner = seat_index(owner)?;
                self.require_adjacent(source, theater)?;
                self.require_uncovered(owner, theater)?;
                self.flip_top(owner, theater);
            }
            (Effect::Ambush(_), Action::Flip { theater, owner }) => {
                let owner = seat_index(owner)?;
                self.require_uncovered(owner, theater)?;
                self.flip_top(owner, theater);
            }
            (Effect::Disrupt { chooser, .. }, Action::Flip { theater, owner }) => {
                if owner.index() != chooser {
                    return Err(err(
                        "not_your_card",
                        "Disrupt makes each player flip one of their own cards",
                    ));
                }
                self.require_uncovered(chooser, theater)?;
                self.flip_top(chooser, theater);
            }
            (Effect::Reinforce(source), Action::Reinforce { theater }) => {
                self.require_adjacent(source, theater)?;
                let card = self.deck.remove(0);
                self.play(seat, card, theater, false);
            }
            (Effect::Transport(_), Action::Move { from, index, to }) => {
                self.require_in_pile(seat, from, index)?;
                if from == to {
                    return Err(err(
                        "same_theater",
                        "Transport moves a card to a different theater",
                    ));
                }
                self.move_card(seat, from, usize::from(index), to);
            }
            (Effect::Redeploy(_), Action::ReturnToHand { theater, index }) => {
                self.require_in_pile(seat, theater, index)?;
                if self.pile(seat, theater).as_slice()[usize::from(index)].face_up {
                    return Err(err(
                        "not_face_down",
                        "Redeploy returns one of your face-down cards",
                    ));
                }
                self.return_to_hand(seat, theater, usize::from(index));
                self.stack.push(Effect::ExtraPlay { player: seat });
            }
            (Effect::Transport(_) | Effect::Redeploy(_), Action::Skip {}) => {}
            (Effect::ExtraPlay { .. }, Action::Deploy { card, theater }) => {
                self.play_from_hand(seat, card, theater, true)?;
            }
            (Effect::ExtraPlay { .. }, Action::Improvise { card, theater }) => {
                self.play_from_hand(seat, card, theater, false)?;
            }
            _ => return wrong(),
        }
        Ok(())
    }
}
