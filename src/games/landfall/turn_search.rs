//! Whole-turn search for the medium and hard Landfall computer players.
//!
//! A Landfall turn is two actions and then free claims, and what decides a game is whether the
//! opponent can finish a formation in the turn that follows. So the bot looks at whole turns:
//! every pair of its actions (each followed by every claim it opens) is scored by
//! [`super::estimate`], and the best few are checked against every reply the opponent has (its
//! two actions and its claims), each scored again. A turn is worth its worst reply: the bot
//! blocks a formation the opponent would otherwise claim, and does not open one for it.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::engine::{Game, GameRng, Seat};

use super::actions::LandfallAction as Action;
use super::hex::LandfallColour as Colour;
use super::reading::{FAR, Reading};
use super::state::{Landfall, Phase};

/// What claiming is worth beyond completing the formation, in actions: a completed formation
/// can still be broken, a claimed one never.
const CLAIM_WORTH: f64 = 4.0;
/// A formation at most this many actions away is the mover's at the end of its turn.
const REACH: u32 = 2;
/// A won game, far beyond any count of actions.
const WON: f64 = 1.0e5;
/// Random tie-breaking among equal turns, far below one action.
const NOISE: f64 = 1.0e-3;

/// How much of the opponent's answer a level reads.
#[derive(Clone, Copy, Debug)]
pub(super) struct TurnBudget {
    /// The turns, best by their own score first, that are checked against every reply.
    pub checked: usize,
    /// The best of those (by their worst reply) read one turn deeper; none when below two.
    pub deepened: usize,
    /// The opponent's most dangerous replies answered in that deeper reading.
    pub replies: usize,
    /// Positions read at most, roughly: no new turn is read past it (a turn under way is
    /// finished).
    pub reads: u64,
}

/// One way to play out a turn: the action it starts with and the position it ends in (the
/// next player to act, or the game over).
struct TurnEnd {
    first: Action,
    end: Landfall,
}

/// The action `seat` plays now among `legal` (its legal actions in `state`), by the whole-turn
/// search.
pub(super) fn choose(
    state: &Landfall,
    legal: &[Action],
    seat: Seat,
    budget: TurnBudget,
    rng: &mut GameRng,
) -> Action {
    // A claim is never worse than waiting: the formation can be broken meanwhile.
    if let Some(claim) = legal.iter().find(|a| matches!(a, Action::Claim { .. })) {
        return claim.clone();
    }
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let me = Colour::of_seat(seat);
    let mut reading = Reading::new();
    let reading = &mut reading;
    if matches!(state.phase(), Phase::ForcedLanding { .. }) {
        return forced_landing(state, legal, seat, me, reading, rng);
    }
    let ends = turn_ends(state, seat, legal, reading);
    if ends.is_empty() {
        return legal[0].clone();
    }
    let mut scored: Vec<(f64, f64, usize)> = ends
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let noise = NOISE * rng.below(1000) as f64 / 1000.0;
            (value(&t.end, me, reading) + noise, noise, i)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut best = (f64::NEG_INFINITY, scored[0].2);
    let mut read = Vec::new();
    for (rank, &(_, noise, i)) in scored.iter().enumerate() {
        // Past the budget, read on only while every turn read loses.
        if rank >= budget.checked.max(1) && (best.0 > -WON / 4.0 || reading.reads > budget.reads) {
            break;
        }
        // Turns to be read deeper need their exact worth, not only a bound.
        let floor = if budget.deepened > 1 {
            f64::NEG_INFINITY
        } else {
            best.0 - noise
        };
        let worst = worst_reply(&ends[i].end, me, floor, reading) + noise;
        read.push((worst, noise, i));
        if worst > best.0 {
            best = (worst, i);
        }
    }
    if budget.deepened > 1 && best.0.abs() < WON / 4.0 {
        // The best turns read again one turn deeper: the opponent's most dangerous replies,
        // each answered by the bot's best next turn.
        read.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut deep = (f64::NEG_INFINITY, best.1);
        for &(worst, noise, i) in read.iter().take(budget.deepened) {
            if worst <= -WON / 4.0 || reading.reads > budget.reads {
                break;
            }
            let floor = deep.0 - noise;
            let v = answered_reply(&ends[i].end, me, budget.replies, floor, reading) + noise;
            if v > deep.0 {
                deep = (v, i);
            }
        }
        best = deep;
    }
    ends[best.1].first.clone()
}

/// The value for `me` of `end` (the opponent to move) when the opponent's `replies` most
/// dangerous replies (by their score) are each answered by `me`'s best turn; at most `floor`
/// once a reply that bad is found.
fn answered_reply(
    end: &Landfall,
    me: Colour,
    replies: usize,
    floor: f64,
    reading: &mut Reading,
) -> f64 {
    let seat = me.other().seat();
    if end.seat_to_act() != Some(seat) || !matches!(end.phase(), Phase::Actions { .. }) {
        return value(end, me, reading);
    }
    let legal = end.legal_actions(seat);
    let mut scored: Vec<(f64, Landfall)> = turn_ends(end, seat, &legal, reading)
        .into_iter()
        .map(|r| (value(&r.end, me, reading), r.end))
        .collect();
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut worst = f64::INFINITY;
    for (v, reply) in scored.iter().take(replies.max(1)) {
        let answered = if v.abs() >= WON / 4.0 {
            *v
        } else {
            best_turn(reply, me, worst, reading)
        };
        worst = worst.min(answered);
        if worst <= floor {
            break;
        }
    }
    if worst.is_finite() {
        worst
    } else {
        value(end, me, reading)
    }
}

/// The value for `me` of its best turn from `state` (`me` to move), or something at least
/// `ceiling` once a turn that good is found.
fn best_turn(state: &Landfall, me: Colour, ceiling: f64, reading: &mut Reading) -> f64 {
    let seat = me.seat();
    if state.seat_to_act() != Some(seat) || !matches!(state.phase(), Phase::Actions { .. }) {
        return value(state, me, reading);
    }
    let legal = state.legal_actions(seat);
    let mut best = f64::NEG_INFINITY;
    for turn in turn_ends(state, seat, &legal, reading) {
        best = best.max(value(&turn.end, me, reading));
        if best >= ceiling {
            break;
        }
    }
    if best.is_finite() {
        best
    } else {
        value(state, me, reading)
    }
}

/// Every distinct end of `seat`'s turn from `state`, starting with one of `first_actions`.
fn turn_ends(
    state: &Landfall,
    seat: Seat,
    first_actions: &[Action],
    reading: &mut Reading,
) -> Vec<TurnEnd> {
    let mut seen = HashSet::new();
    let mut ends = Vec::new();
    for first in first_actions {
        let Ok(next) = state.apply(seat, first) else {
            continue;
        };
        reading.reads += 1;
        let mut push = |end: Landfall| {
            if seen.insert(fingerprint(&end)) {
                ends.push(TurnEnd {
                    first: first.clone(),
                    end,
                });
            }
        };
        if matches!(next.phase(), Phase::Actions { .. }) && next.seat_to_act() == Some(seat) {
            let seconds = next.legal_actions(seat);
            reading.reads += seconds.len() as u64;
            for second in seconds {
                if let Ok(after) = next.apply(seat, &second)
                    && let Some(end) = settle(after, seat)
                {
                    push(end);
                }
            }
        } else if let Some(end) = settle(next, seat) {
            push(end);
        }
    }
    ends
}

/// The turn's claims, every one open (third claim wins), then the end of the turn. `None` when
/// the turn cannot end this way.
fn settle(mut state: Landfall, seat: Seat) -> Option<Landfall> {
    while matches!(state.phase(), Phase::Claims { .. }) {
        let action = match state.available_claims(state.current()).next() {
            Some((at, formation)) => Action::Claim { at, formation },
            None => Action::EndTurn {},
        };
        state = state.apply(seat, &action).ok()?;
    }
    Some(state)
}

fn fingerprint(state: &Landfall) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.board().hash(&mut hasher);
    for colour in Colour::BOTH {
        state.supply(colour).hash(&mut hasher);
    }
    state.phase().hash(&mut hasher);
    state.current().hash(&mut hasher);
    hasher.finish()
}

/// The value for `me` of the position `end` (the opponent to move) after the opponent's best
/// reply, or something at most `floor` once a reply that bad is found.
fn worst_reply(end: &Landfall, me: Colour, floor: f64, reading: &mut Reading) -> f64 {
    let them = me.other();
    let seat = them.seat();
    if end.seat_to_act() != Some(seat) || !matches!(end.phase(), Phase::Actions { .. }) {
        return value(end, me, reading);
    }
    let legal = end.legal_actions(seat);
    let mut replies = turn_ends(end, seat, &legal, reading);
    // Claims first: they are the replies that hurt, and finding one early cuts the rest.
    replies.sort_by_key(|r| std::cmp::Reverse(r.end.supply(them).claims()));
    let mut worst = f64::INFINITY;
    for reply in &replies {
        worst = worst.min(value(&reply.end, me, reading));
        if worst <= floor {
            break;
        }
    }
    if worst.is_finite() {
        worst
    } else {
        value(end, me, reading)
    }
}

/// Where to put the stranded opponent's volcano: where the position is best for `me` with the
/// opponent going on with its turn.
fn forced_landing(
    state: &Landfall,
    legal: &[Action],
    seat: Seat,
    me: Colour,
    reading: &mut Reading,
    rng: &mut GameRng,
) -> Action {
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, action) in legal.iter().enumerate() {
        if let Ok(next) = state.apply(seat, action) {
            let v = value(&next, me, reading) + NOISE * rng.below(1000) as f64 / 1000.0;
            if v > best.0 {
                best = (v, i);
            }
        }
    }
    legal[best.1].clone()
}

/// How good `state` is for `me`: the actions the opponent still needs to win minus those `me`
/// needs, each formation counted at its estimated cost plus what claiming it is worth. The
/// player about to act (the current player) reaches a formation within [`REACH`] actions
/// before the other can answer, so that formation counts as claimed.
pub(super) fn value(state: &Landfall, me: Colour, reading: &mut Reading) -> f64 {
    if let Phase::Over { winner } = state.phase() {
        return match winner {
            Some(w) if w == me => WON,
            Some(_) => -WON,
            None => 0.0,
        };
    }
    reading.read(state);
    let mover = state.current();
    let mut need = [0.0; 2];
    for colour in Colour::BOTH {
        let claimed = state.supply(colour).claimed;
        let costs = reading.costs(state, colour);
        let mut open: Vec<u32> = (0..3)
            .filter(|&k| !claimed[k])
            .map(|k| costs[k].min(FAR))
            .collect();
        open.sort_unstable();
        let moving = colour == mover && matches!(state.phase(), Phase::Actions { .. });
        if moving && open.first().is_some_and(|&nearest| nearest <= REACH) {
            if open.len() == 1 {
                let sign = if colour == me { 1.0 } else { -1.0 };
                return sign * WON / 2.0;
            }
            open.remove(0);
        }
        need[colour.index()] = open.iter().map(|&c| f64::from(c) + CLAIM_WORTH).sum();
    }
    need[me.other().index()] - need[me.index()]
}
