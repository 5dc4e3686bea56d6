//! Listing every action a seat may take now.

use crate::engine::Seat;

use super::actions::AirLandSeaAction as Action;
use super::components::AirLandSeaTheater as Theater;
use super::state::{AirLandSea, Effect, hand_cards};

impl AirLandSea {
    pub(crate) fn legal(&self, seat: usize) -> Vec<Action> {
        if self.acting_seat() != Some(seat) {
            return Vec::new();
        }
        let mut actions = Vec::new();
        match self.stack.last().copied() {
            None => {
                self.push_plays(seat, &mut actions);
                actions.push(Action::Withdraw {});
            }
            Some(Effect::ExtraPlay { player }) => self.push_plays(player, &mut actions),
            Some(Effect::Maneuver(source)) => {
                let here = self.source_theater(source);
                self.push_flips(&[0, 1], |t| self.adjacent(here, t), &mut actions);
            }
            Some(Effect::Ambush(_)) => self.push_flips(&[0, 1], |_| true, &mut actions),
            Some(Effect::Disrupt { chooser, .. }) => {
                self.push_flips(&[chooser], |_| true, &mut actions)
            }
            Some(Effect::Reinforce(source)) => {
                let here = self.source_theater(source);
                actions.extend(
                    Theater::ALL
                        .into_iter()
                        .filter(|&t| self.adjacent(here, t))
                        .map(|theater| Action::Reinforce { theater }),
                );
            }
            Some(Effect::Transport(source)) => {
                for from in Theater::ALL {
                    for index in 0..self.pile(source.owner, from).len() {
                        for to in Theater::ALL.into_iter().filter(|&to| to != from) {
                            actions.push(Action::Move {
                                from,
                                index: index as u8,
                                to,
                            });
                        }
                    }
                }
                actions.push(Action::Skip {});
            }
            Some(Effect::Redeploy(source)) => {
                for theater in Theater::ALL {
                    for (index, placed) in self
                        .pile(source.owner, theater)
                        .as_slice()
                        .iter()
                        .enumerate()
                    {
                        if !placed.face_up {
                            actions.push(Action::ReturnToHand {
                                theater,
                                index: index as u8,
                            });
                        }
                    }
                }
                actions.push(Action::Skip {});
            }
        }
        actions
    }

    fn push_plays(&self, seat: usize, actions: &mut Vec<Action>) {
        for card in hand_cards(self.hands[seat]) {
            for theater in Theater::ALL {
                if self.may_deploy_to(seat, card, theater) {
                    actions.push(Action::Deploy { card, theater });
                }
            }
            for theater in Theater::ALL {
                actions.push(Action::Improvise { card, theater });
            }
        }
    }

    fn push_flips(
        &self,
        owners: &[usize],
        theater_ok: impl Fn(Theater) -> bool,
        actions: &mut Vec<Action>,
    ) {
        for theater in self.order {
            if !theater_ok(theater) {
                continue;
            }
            for &owner in owners {
                if !self.pile(owner, theater).is_empty() {
                    actions.push(Action::Flip {
                        theater,
                        owner: Seat::from(owner),
                    });
                }
            }
        }
    }
}
