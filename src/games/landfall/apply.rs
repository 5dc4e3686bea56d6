//! Checking and carrying out actions.

use crate::engine::{RuleError, Seat};

use super::actions::{LandfallAction, LandfallFormation};
use super::hex::{LandfallColour, LandfallHex};
use super::state::{EMPTY_TURNS_FOR_DRAW, Landfall, Phase};

/// What a checked island action does, computed before anything changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Effect {
    Land(LandfallHex),
    Move {
        from: LandfallHex,
        to: LandfallHex,
        /// Falls into water or down two or more levels.
        mover_dies: bool,
        /// A volcano already at `to` that the falling mover lands on: both die.
        crushed: Option<LandfallColour>,
        /// A volcano pushed from `to`: its colour and where it ends (`None`: it died).
        pushed: Option<(LandfallColour, Option<LandfallHex>)>,
    },
    Place(LandfallHex),
    Remove(LandfallHex),
    Throw {
        from: LandfallHex,
        to: LandfallHex,
    },
}

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message.into())
}

fn wrong_phase(message: &'static str) -> RuleError {
    RuleError::new("wrong_phase", message)
}

impl Landfall {
    fn uncovered(&self, at: LandfallHex, what: &str) -> Result<(), RuleError> {
        match self.board.get(at) {
            Some(c) if c.volcano.is_some() => Err(err(
                "cell_has_volcano",
                format!("{what} ({}, {}) carries a volcano", at.q, at.r),
            )),
            Some(c) if c.oasis.is_some() => Err(err(
                "cell_has_oasis",
                format!("{what} ({}, {}) carries an oasis chip", at.q, at.r),
            )),
            _ => Ok(()),
        }
    }

    fn own_volcano(&self, colour: LandfallColour, at: LandfallHex) -> Result<(), RuleError> {
        if self.board.volcano(at) == Some(colour) {
            Ok(())
        } else {
            Err(err(
                "not_your_volcano",
                format!("you have no volcano at ({}, {})", at.q, at.r),
            ))
        }
    }

    fn next_to_own_volcano(
        &self,
        colour: LandfallColour,
        at: LandfallHex,
    ) -> Result<(), RuleError> {
        if at
            .neighbours()
            .any(|n| self.board.volcano(n) == Some(colour))
        {
            Ok(())
        } else {
            Err(err(
                "not_next_to_your_volcano",
                format!("({}, {}) is not next to one of your volcanoes", at.q, at.r),
            ))
        }
    }

    fn on_island(&self, at: LandfallHex) -> Result<(), RuleError> {
        if self.board.level(at) == 0 {
            Err(err(
                "not_on_island",
                format!("({}, {}) is water: there is no tile there", at.q, at.r),
            ))
        } else {
            Ok(())
        }
    }

    /// Checks an island action (land, move, place, remove, throw) for `colour` against the
    /// board, without changing anything.
    pub(super) fn check_island_action(
        &self,
        colour: LandfallColour,
        action: &LandfallAction,
    ) -> Result<Effect, RuleError> {
        match *action {
            LandfallAction::Land { at } => {
                if self.supply(colour).volcanoes == 0 {
                    return Err(err(
                        "no_volcano_in_hand",
                        "all your volcanoes are on the island",
                    ));
                }
                self.on_island(at)?;
                let cell = self.board.get(at).expect("on the island");
                if cell.height > 2 {
                    return Err(err(
                        "landing_too_high",
                        "volcanoes land only on the first or second level",
                    ));
                }
                if cell.top() != colour {
                    return Err(err(
                        "landing_wrong_colour",
                        "volcanoes land only on a tile of your colour",
                    ));
                }
                self.uncovered(at, "landing spot")?;
                if !self.board.touches_water(at) {
                    return Err(err(
                        "landing_not_touching_water",
                        "volcanoes land only on a tile touching water",
                    ));
                }
                Ok(Effect::Land(at))
            }
            LandfallAction::Move { from, to } => self.check_move(colour, from, to),
            LandfallAction::Place { at } => {
                if self.supply(colour).tiles == 0 {
                    return Err(err("no_tiles_in_hand", "you have no tiles left in hand"));
                }
                self.next_to_own_volcano(colour, at)?;
                self.uncovered(at, "cell")?;
                Ok(Effect::Place(at))
            }
            LandfallAction::Remove { at } => {
                self.next_to_own_volcano(colour, at)?;
                self.on_island(at)?;
                self.uncovered(at, "stack")?;
                if self.board.get(at).expect("on the island").top() != colour {
                    return Err(err(
                        "not_your_tile",
                        "you may only take back tiles of your colour",
                    ));
                }
                Ok(Effect::Remove(at))
            }
            LandfallAction::Throw { from, over } => {
                self.own_volcano(colour, over)?;
                let Some(direction) = from.direction_to(over) else {
                    return Err(err(
                        "not_adjacent",
                        "the thrown tile must be next to the volcano",
                    ));
                };
                self.on_island(from)?;
                self.uncovered(from, "thrown stack")?;
                let to = over.step(direction);
                self.uncovered(to, "landing cell")?;
                Ok(Effect::Throw { from, to })
            }
            _ => Err(wrong_phase("not an island action")),
        }
    }

    fn check_move(
        &self,
        colour: LandfallColour,
        from: LandfallHex,
        to: LandfallHex,
    ) -> Result<Effect, RuleError> {
        self.own_volcano(colour, from)?;
        let Some(direction) = from.direction_to(to) else {
            return Err(err("not_adjacent", "volcanoes move to a neighbouring cell"));
        };
        let height = self.board.level(from);
        let target = self.board.level(to);
        if target > height + 1 {
            return Err(err(
                "too_steep",
                "a volcano climbs at most one level per move",
            ));
        }
        let occupant = self.board.volcano(to);
        if target == 0 || height >= target + 2 {
            return Ok(Effect::Move {
                from,
                to,
                mover_dies: true,
                crushed: occupant,
                pushed: None,
            });
        }
        let pushed = match occupant {
            None => None,
            Some(pushed) => {
                let beyond = to.step(direction);
                let beyond_level = self.board.level(beyond);
                if beyond_level >= target + 2 {
                    return Err(err(
                        "push_blocked_by_wall",
                        "the pushed volcano has a wall two or more levels high behind it",
                    ));
                }
                if self.board.volcano(beyond).is_some() {
                    return Err(err(
                        "push_blocked_by_volcano",
                        "the pushed volcano has another volcano behind it",
                    ));
                }
                let survives = beyond_level > 0 && beyond_level + 2 > target;
                Some((pushed, survives.then_some(beyond)))
            }
        };
        Ok(Effect::Move {
            from,
            to,
            mover_dies: false,
            crushed: None,
            pushed,
        })
    }

    fn execute(&mut self, colour: LandfallColour, effect: Effect) {
        match effect {
            Effect::Land(at) => {
                self.board.set_volcano(at, Some(colour));
                self.supply_mut(colour).volcanoes -= 1;
            }
            Effect::Move {
                from,
                to,
                mover_dies,
                crushed,
                pushed,
            } => {
                self.board.set_volcano(from, None);
                if let Some(victim) = crushed {
                    self.board.set_volcano(to, None);
                    self.supply_mut(victim).volcanoes += 1;
                }
                if let Some((owner, end)) = pushed {
                    self.board.set_volcano(to, None);
                    match end {
                        Some(beyond) => self.board.set_volcano(beyond, Some(owner)),
                        None => self.supply_mut(owner).volcanoes += 1,
                    }
                }
                if mover_dies {
                    self.supply_mut(colour).volcanoes += 1;
                } else {
                    self.board.set_volcano(to, Some(colour));
                }
            }
            Effect::Place(at) => {
                self.board.push_tile(at, colour);
                self.supply_mut(colour).tiles -= 1;
            }
            Effect::Remove(at) => {
                self.board.pop_tile(at);
                self.supply_mut(colour).tiles += 1;
            }
            Effect::Throw { from, to } => {
                let tile = self.board.pop_tile(from).expect("checked: a tile to throw");
                self.board.push_tile(to, tile);
            }
        }
    }

    pub(super) fn apply_action(
        &self,
        seat: Seat,
        action: &LandfallAction,
    ) -> Result<Landfall, RuleError> {
        if matches!(self.phase, Phase::Over { .. }) {
            return Err(RuleError::game_over());
        }
        if self.seat_to_act() != Some(seat) {
            return Err(RuleError::not_your_turn());
        }
        let colour = self.current;
        let mut next = self.clone();
        match *action {
            LandfallAction::Land { .. }
            | LandfallAction::Move { .. }
            | LandfallAction::Place { .. }
            | LandfallAction::Remove { .. }
            | LandfallAction::Throw { .. } => {
                let Phase::Actions { taken } = self.phase else {
                    return Err(wrong_phase(
                        "your two actions are done: claim formations or end your turn",
                    ));
                };
                let effect = self.check_island_action(colour, action)?;
                next.execute(colour, effect);
                if taken + 1 == 2 {
                    if !next.turn_can_end() {
                        return Err(err(
                            "board_reverted",
                            "this would end your turn with the board exactly as it was at the \
                             end of your previous turn",
                        ));
                    }
                    next.phase = Phase::Claims {
                        acted: true,
                        passed: false,
                        claimed: false,
                    };
                } else {
                    next.phase = Phase::Actions { taken: taken + 1 };
                    next.release();
                }
            }
            LandfallAction::Pass {} => {
                let Phase::Actions { taken } = self.phase else {
                    return Err(wrong_phase("you may only pass instead of an action"));
                };
                if !self.island_actions(colour).is_empty() {
                    return Err(err(
                        "cannot_pass",
                        "you may only pass when you have no legal action",
                    ));
                }
                next.phase = Phase::Claims {
                    acted: taken > 0,
                    passed: true,
                    claimed: false,
                };
            }
            LandfallAction::ForceLanding { at } => {
                let Phase::ForcedLanding { taken } = self.phase else {
                    return Err(wrong_phase("no forced landing is due"));
                };
                self.on_island(at)?;
                self.uncovered(at, "forced landing spot")?;
                next.board.set_volcano(at, Some(colour));
                next.supply_mut(colour).volcanoes -= 1;
                next.forced_landing_this_turn = true;
                next.phase = Phase::Actions { taken };
            }
            LandfallAction::Claim { at, formation } => {
                let Phase::Claims { acted, passed, .. } = self.phase else {
                    return Err(wrong_phase("formations are claimed after your actions"));
                };
                next.claim(colour, at, formation)?;
                if next.supply(colour).claims() == LandfallFormation::ALL.len() {
                    next.phase = Phase::Over {
                        winner: Some(colour),
                    };
                } else {
                    next.phase = Phase::Claims {
                        acted,
                        passed,
                        claimed: true,
                    };
                }
            }
            LandfallAction::EndTurn {} => {
                let Phase::Claims {
                    acted,
                    passed,
                    claimed,
                } = self.phase
                else {
                    return Err(wrong_phase("take your two actions (or pass) first"));
                };
                if !passed && !self.board_differs_from_last_turn() {
                    return Err(err(
                        "board_reverted",
                        "the board is exactly as it was at the end of your previous turn",
                    ));
                }
                next.end_turn(acted || claimed || self.forced_landing_this_turn);
            }
        }
        Ok(next)
    }

    pub(super) fn board_differs_from_last_turn(&self) -> bool {
        self.last_turn_board[self.current.index()].as_ref() != Some(&self.board)
    }

    fn claim(
        &mut self,
        colour: LandfallColour,
        at: LandfallHex,
        formation: LandfallFormation,
    ) -> Result<(), RuleError> {
        if self.supply(colour).claimed[formation.index()] {
            return Err(err(
                "formation_already_claimed",
                "you have already claimed this formation",
            ));
        }
        self.own_volcano(colour, at)?;
        if !super::formations::completes(&self.board, at, colour, formation) {
            return Err(err(
                "formation_incomplete",
                "your volcano there does not complete this formation",
            ));
        }
        self.board.set_volcano(at, None);
        self.board.set_oasis(at, Some(colour));
        let supply = self.supply_mut(colour);
        supply.volcanoes += 1;
        supply.oasis_chips -= 1;
        supply.claimed[formation.index()] = true;
        supply.claim_sites[formation.index()] = Some(at);
        Ok(())
    }

    fn end_turn(&mut self, eventful: bool) {
        self.empty_turns_in_row = if eventful {
            0
        } else {
            self.empty_turns_in_row + 1
        };
        if self.empty_turns_in_row >= EMPTY_TURNS_FOR_DRAW {
            self.phase = Phase::Over { winner: None };
            return;
        }
        self.last_turn_board[self.current.index()] = Some(self.board.clone());
        self.forced_landing_this_turn = false;
        self.current = self.current.other();
        self.turn += 1;
        self.phase = Phase::Actions { taken: 0 };
        self.release();
    }
}
