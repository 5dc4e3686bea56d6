//! The computer player's planning in Land vs Sea: every placement is judged by what it scores at
//! once and by what it leaves the next player (areas or holes they could close next turn), then,
//! with two players, by what this seat can still make on its own next turn after that reply.
//!
//! Everything is played on full states sampled from the seat's view (`Bot::determinize`), with
//! the rules' own `apply`, so the points counted are exactly the points the rules give: areas,
//! bonus icons, Waypoints returned, chains, trade neighbours and the Volcano/Whirlpool in a hole.
//! A placement's worth is the change of this side's lead over the others, so closing the other
//! terrain's area costs what it pays them.

use crate::engine::{Bot, BotLevel, Game, GameRng, Seat};

use super::view::{LandVsSeaPhase, LandVsSeaView};
use super::{LandVsSea, LandVsSeaAction, Phase};

/// A Steal icon: the thief picks from three tiles next turn and the victim from one.
const STEAL_VALUE: f64 = 1.5;
/// A Play Again face still to be played is worth about a second placement's points.
const PLAY_AGAIN_VALUE: f64 = 1.5;

/// How deeply a level looks at a placement.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    /// Placements (best at once) that are checked against the next player's reply; 0 decides by
    /// the points scored at once alone.
    pub shortlist: usize,
    /// Sampled full states the replies are played on.
    pub worlds: usize,
    /// The next player's best replies (by their points at once) among which they pick the one
    /// that also leaves this seat least; 1 takes their greedy best.
    pub replies: usize,
    /// How much of the next player's reply counts (they do not always find it).
    pub reply_weight: f64,
    /// How much this seat's own best placement next turn, after the reply, counts (2 players).
    pub next_weight: f64,
    /// How much the change of the open areas' chances (`open_potential`) counts beside points.
    pub potential: f64,
    /// Placements within this many points of the best at once are picked among at random (easy).
    pub slack: f64,
}

impl Plan {
    pub(super) fn of(level: BotLevel) -> Plan {
        match level {
            BotLevel::Easy => Plan {
                shortlist: 0,
                worlds: 1,
                replies: 1,
                reply_weight: 0.0,
                next_weight: 0.0,
                potential: 0.0,
                slack: 1.5,
            },
            BotLevel::Medium => Plan {
                shortlist: 10,
                worlds: 4,
                replies: 1,
                reply_weight: 0.9,
                next_weight: 0.4,
                potential: 0.5,
                slack: 0.0,
            },
            BotLevel::Hard => Plan {
                shortlist: 16,
                worlds: 10,
                replies: 1,
                reply_weight: 0.9,
                next_weight: 0.4,
                potential: 0.5,
                slack: 0.0,
            },
        }
    }
}

impl LandVsSea {
    /// `seat`'s side's points less the others': with three sides, half against the leading
    /// other side and half against their average (a point to the trailing side still counts).
    pub(super) fn lead_of(&self, seat: usize) -> f64 {
        let side = self.side_of(seat);
        let totals: Vec<f64> = self.ledgers.iter().map(|l| l.total() as f64).collect();
        let others: Vec<f64> = (0..totals.len())
            .filter(|&s| s != side)
            .map(|s| totals[s])
            .collect();
        let max = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mean = others.iter().sum::<f64>() / others.len() as f64;
        totals[side]
            - if others.len() == 1 {
                max
            } else {
                0.5 * (max + mean)
            }
    }

    /// Fill a hole just made with the Volcano/Whirlpool where it adds most to `seat`'s lead.
    fn settle_special(&mut self, seat: usize) {
        while self.phase == Phase::Special {
            let Some(best) = self.best_of(seat, &self.legal_actions(Seat::from(seat))) else {
                return;
            };
            *self = best.1;
        }
    }

    /// The state after `action` with the best lead for `seat`, and that lead.
    fn best_of(&self, seat: usize, actions: &[LandVsSeaAction]) -> Option<(f64, LandVsSea)> {
        let mut best: Option<(f64, LandVsSea)> = None;
        for action in actions {
            let Ok(next) = self.apply(Seat::from(seat), action) else {
                continue;
            };
            let lead = next.lead_of(seat);
            if best.as_ref().is_none_or(|b| lead > b.0) {
                best = Some((lead, next));
            }
        }
        best
    }

    /// Place `action` for `seat` (to act, placing) and settle what it triggers at once: the
    /// Volcano/Whirlpool, and with `again`, a Play Again's second placement (its best). Returns
    /// the change of `seat`'s lead, icons still to be used counted at their worth, and the state.
    pub(super) fn place_value(
        &self,
        seat: usize,
        action: &LandVsSeaAction,
        again: bool,
    ) -> Option<(f64, LandVsSea)> {
        let before = self.lead_of(seat);
        let mut next = self.apply(Seat::from(seat), action).ok()?;
        next.settle_special(seat);
        let mut icons = 0.0;
        if next.phase == Phase::Place && usize::from(next.turn.seat) == seat {
            if again {
                let placements = next.legal_actions(Seat::from(seat));
                if let Some((_, best)) = placements
                    .iter()
                    .filter_map(|a| next.place_value(seat, a, false))
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                {
                    next = best;
                }
            } else {
                icons += PLAY_AGAIN_VALUE;
            }
        } else if next.phase == Phase::Steal {
            icons += STEAL_VALUE;
        }
        Some((next.lead_of(seat) - before + icons, next))
    }

    /// Every legal placement of `seat` (to act, placing) with its worth at once, best first.
    pub(super) fn ranked_placements(
        &self,
        seat: usize,
        actions: &[LandVsSeaAction],
        again: bool,
    ) -> Vec<(f64, usize, LandVsSea)> {
        let mut ranked: Vec<(f64, usize, LandVsSea)> = actions
            .iter()
            .enumerate()
            .filter_map(|(i, a)| self.place_value(seat, a, again).map(|(v, s)| (v, i, s)))
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        ranked
    }

    /// The best worth at once of any placement `seat` (to act, placing) has.
    fn best_now(&self, seat: usize) -> f64 {
        let actions = self.legal_actions(Seat::from(seat));
        actions
            .iter()
            .filter_map(|a| self.place_value(seat, a, false).map(|(v, _)| v))
            .fold(0.0, f64::max)
    }

    /// Play the rest of `seat`'s turn greedily: the Volcano/Whirlpool and a second placement at
    /// their best, a steal of the tile worth most, no Waypoint, draws at random.
    pub(super) fn finish_turn(&mut self, seat: usize, rng: &mut GameRng) {
        let mut placements = 1;
        while self.to_act() == [Seat::from(seat)] {
            let actions = self.legal_actions(Seat::from(seat));
            let next = match self.phase {
                Phase::Special => self.best_of(seat, &actions).map(|b| b.1),
                Phase::Place if placements == 1 => {
                    placements += 1;
                    self.ranked_placements(seat, &actions, false)
                        .into_iter()
                        .next()
                        .map(|b| b.2)
                }
                Phase::Steal => self
                    .apply(Seat::from(seat), &self.best_steal(seat, &actions))
                    .ok(),
                Phase::Waypoint => self
                    .apply(Seat::from(seat), &LandVsSeaAction::SkipWaypoint)
                    .ok(),
                Phase::Draw => rng
                    .choose(&actions)
                    .and_then(|a| self.apply(Seat::from(seat), a).ok()),
                _ => None,
            };
            match next {
                Some(next) => *self = next,
                None => return,
            }
        }
    }

    /// The steal (among `actions`) of the tile whose up face would score most for the thief
    /// now, plus what it would have scored its holder's side.
    pub(super) fn best_steal(&self, seat: usize, actions: &[LandVsSeaAction]) -> LandVsSeaAction {
        let mut best = (f64::NEG_INFINITY, actions[0].clone());
        for action in actions {
            let LandVsSeaAction::Steal { from, slot } = *action else {
                continue;
            };
            let Some(&tile) = self.hands[from.index()].get(usize::from(slot)) else {
                continue;
            };
            let mine = self.tile_worth(seat, tile.tile, tile.up);
            let theirs = self.tile_worth(from.index(), tile.tile, tile.up);
            let value = if self.side_of(from.index()) == self.side_of(seat) {
                mine - theirs
            } else {
                mine + theirs
            };
            if value > best.0 {
                best = (value, action.clone());
            }
        }
        best.1
    }

    /// The best points at once face `face` of `tile` could make for `seat` on this map, played
    /// now, plus its icon's worth.
    pub(super) fn tile_worth(&self, seat: usize, tile: u8, face: u8) -> f64 {
        let mut probe = self.clone();
        probe.phase = Phase::Place;
        probe.turn = super::state::Turn {
            seat: seat as u8,
            ..Default::default()
        };
        probe.hands[seat] = vec![super::state::HeldTile {
            tile,
            up: face,
            stolen: false,
        }];
        let before = probe.lead_of(seat);
        let actions: Vec<LandVsSeaAction> = probe
            .legal_actions(Seat::from(seat))
            .into_iter()
            .filter(|a| {
                matches!(
                    a,
                    LandVsSeaAction::Place {
                        face: super::LandVsSeaFaceChoice::Up,
                        ..
                    }
                )
            })
            .collect();
        let mut best = -2.0f64;
        for action in &actions {
            if let Ok(mut next) = probe.apply(Seat::from(seat), action) {
                next.settle_special(seat);
                best = best.max(next.lead_of(seat) - before);
            }
        }
        let icon = match self.set.face(tile, face).action {
            Some(super::components::ActionIcon::PlayAgain) => PLAY_AGAIN_VALUE,
            Some(super::components::ActionIcon::Steal) => STEAL_VALUE,
            None => 0.0,
        };
        best + icon
    }
}

/// The placement `seat` plays among `legal` (all placements), judged on `worlds` (full states
/// consistent with its view, at least one).
pub(super) fn choose_placement(
    worlds: &[LandVsSea],
    legal: &[LandVsSeaAction],
    seat: usize,
    plan: Plan,
    rng: &mut GameRng,
) -> LandVsSeaAction {
    let first = &worlds[0];
    let mut ranked = first.ranked_placements(seat, legal, true);
    let Some(top) = ranked.first() else {
        return legal[0].clone();
    };
    if plan.shortlist == 0 {
        let close: Vec<usize> = ranked
            .iter()
            .take_while(|r| r.0 >= top.0 - plan.slack)
            .map(|r| r.1)
            .collect();
        let pick = rng.choose(&close).copied().unwrap_or(top.1);
        return legal[pick].clone();
    }
    let root = first.potential_lead(seat);
    if plan.potential > 0.0 {
        for r in &mut ranked {
            r.0 += plan.potential * (r.2.potential_lead(seat) - root);
        }
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    }
    let two_players = first.side_count() == 2 && first.players == 2;
    let mut best = (f64::NEG_INFINITY, ranked[0].1);
    for (_, i, placed) in ranked.iter().take(plan.shortlist) {
        let now = placed.lead_of(seat) - first.lead_of(seat) + icon_worth(placed, seat);
        let mut later = 0.0;
        for world in worlds {
            let Some((_, mut state)) = world.place_value(seat, &legal[*i], true) else {
                continue;
            };
            let base = state.lead_of(seat);
            state.finish_turn(seat, rng);
            later += reply_value(&state, seat, base, root, two_players, plan, rng);
        }
        let value = now + later / worlds.len() as f64;
        if value > best.0 {
            best = (value, *i);
        }
    }
    legal[best.1].clone()
}

/// The worth of the icon of the face `seat` just placed, still to be used in `state`.
fn icon_worth(state: &LandVsSea, seat: usize) -> f64 {
    match state.phase {
        Phase::Steal => STEAL_VALUE,
        Phase::Place if usize::from(state.turn.seat) == seat => PLAY_AGAIN_VALUE,
        _ => 0.0,
    }
}

/// What the next player's reply (and this seat's next placement after it) does to `seat`'s lead,
/// from `state` at the end of `seat`'s turn; `base` is the lead right after its placements.
fn reply_value(
    state: &LandVsSea,
    seat: usize,
    base: f64,
    root: f64,
    two_players: bool,
    plan: Plan,
    rng: &mut GameRng,
) -> f64 {
    let drift = state.lead_of(seat) - base;
    let Some(&next) = state.to_act().first() else {
        // The game is over.
        return drift + plan.potential * (state.potential_lead(seat) - root);
    };
    let next = next.index();
    if state.phase != Phase::Place || state.side_of(next) == state.side_of(seat) {
        return drift + plan.potential * (state.potential_lead(seat) - root);
    }
    let actions = state.legal_actions(Seat::from(next));
    // Ranked with a Play Again at a fixed worth; the few kept play their second placement.
    let replies: Vec<LandVsSea> = state
        .ranked_placements(next, &actions, false)
        .into_iter()
        .take(plan.replies.max(1))
        .filter_map(|(_, i, _)| state.place_value(next, &actions[i], true).map(|r| r.1))
        .collect();
    // (the replier's own judgement, what it does to this seat)
    let mut best: Option<(f64, f64)> = None;
    for after in &replies {
        // The reply's effect on this seat's lead, and what this seat makes next turn after it.
        let hit = after.lead_of(seat) - state.lead_of(seat);
        let mine = if two_players && plan.next_weight > 0.0 {
            let mut after = after.clone();
            after.finish_turn(next, rng);
            if after.to_act() == [Seat::from(seat)] && after.phase == Phase::Place {
                after.best_now(seat)
            } else {
                0.0
            }
        } else {
            0.0
        };
        // The replier picks what is best for them: most points and least left to this seat.
        let shift = plan.potential * (after.potential_lead(seat) - root);
        let theirs = -hit - plan.next_weight * mine - shift;
        if best.is_none_or(|b| theirs > b.0) {
            best = Some((
                theirs,
                plan.reply_weight * hit + plan.next_weight * mine + shift,
            ));
        }
    }
    drift + best.map_or(0.0, |b| b.1)
}

/// The action `seat` takes among `legal`, decided without a tree search; `None` leaves the
/// decision to the search.
pub(super) fn decide(
    view: &LandVsSeaView,
    legal: &[LandVsSeaAction],
    seat: Seat,
    level: BotLevel,
    rng: &mut GameRng,
) -> Option<LandVsSeaAction> {
    let plan = Plan::of(level);
    let me = seat.index();
    let worlds: Vec<LandVsSea> = (0..plan.worlds.max(1))
        .map(|_| LandVsSea::determinize(view, seat, rng))
        .collect();
    let world = &worlds[0];
    match view.phase {
        LandVsSeaPhase::Place => Some(choose_placement(&worlds, legal, me, plan, rng)),
        LandVsSeaPhase::VolcanoWhirlpool => {
            let before = world.lead_of(me);
            let mut best = (f64::NEG_INFINITY, 0);
            for (i, action) in legal.iter().enumerate() {
                if let Ok(next) = world.apply(seat, action) {
                    let gain = next.lead_of(me) - before;
                    if gain > best.0 {
                        best = (gain, i);
                    }
                }
            }
            Some(legal[best.1].clone())
        }
        LandVsSeaPhase::Steal => Some(world.best_steal(me, legal)),
        LandVsSeaPhase::Waypoint => Some(world.waypoint_choice(legal)),
        LandVsSeaPhase::Draft | LandVsSeaPhase::Draw => {
            let mut best = (f64::NEG_INFINITY, 0);
            for (i, action) in legal.iter().enumerate() {
                let LandVsSeaAction::Draw { stack } = *action else {
                    continue;
                };
                let mut worth = 0.0;
                for world in &worlds {
                    let Some(top) = world.stacks[usize::from(stack)].last() else {
                        continue;
                    };
                    let up = world.tile_worth(me, top.tile, top.up);
                    // The face under is a guess of this world; easy looks only at the face up.
                    let under = if plan.shortlist == 0 {
                        up
                    } else {
                        world.tile_worth(me, top.tile, 1 - top.up)
                    };
                    worth += up.max(under);
                }
                if worth > best.0 {
                    best = (worth, i);
                }
            }
            Some(legal[best.1].clone())
        }
        LandVsSeaPhase::Over => None,
    }
}
