//! A Landfall player as a competent person plays it: it looks at its whole turn (both actions,
//! then its claims) and keeps the one that leaves it closest to its formations and its opponent
//! farthest from theirs.
//!
//! - Every pair of actions open this turn is tried (the second action only after the first is
//!   known, so a turn is always re-read from the real position), each followed by every claim it
//!   opens. A formation that can be claimed is always claimed.
//! - A position is scored by a count of the actions each player still needs for each formation
//!   it lacks (its own reading of the island, below), plus a fixed worth for claiming it.
//! - The opponent moves next: a formation it can finish within its next turn (two actions) is
//!   counted as already theirs, so the player blocks a nearly complete formation (throws a tile
//!   off it, pushes the volcano, caps a stack with its own colour) whenever it can. The estimate
//!   says which formations are that close; for the few best turns it is replaced by the truth,
//!   the opponent's next turn played out over every pair of its actions.
//! - A forced landing puts the opponent's volcano where it helps them least.
//!
//! How far a player is from a formation, counting only the obvious plan a player would follow:
//!
//! - *Valley*: a volcano sits on a stack of its colour and raises the walls around it from there
//!   (it touches all six): one tile per level a wall lacks, the five cheapest walls.
//! - *Plain*: a flower of seven cells, a volcano on its heart placing tiles around it: every cell
//!   brought to the plain's level with this colour on top, the heart and its five cheapest petals.
//! - *Mountain*: a volcano climbs between two neighbouring stacks, raising each in turn one level
//!   above the one it stands on, until it stands on four or more tiles topped by its colour.
//!
//! Bringing a volcano to where a plan starts is a walk over the island from the volcanoes already
//! there (at most one level up or down per step) or a landing from hand, whichever is shorter.

mod reader;

use reader::Reader;
use shoreline::engine::{Bot, Game, GameRng, Seat};
use shoreline::games::landfall::{
    Cell, DIRECTIONS, Landfall, LandfallAction as Action, LandfallColour as Colour, LandfallHex,
    LandfallPhaseView, LandfallView, Phase,
};

/// A formation farther than this many actions is "not soon": the cap keeps one hopeless
/// formation from drowning out the others.
const FAR: u32 = 24;
/// What claiming a formation is worth beyond completing it, in actions: a completed but
/// unclaimed formation can still be broken, a claimed one never.
const CLAIM_WORTH: f64 = 4.0;
/// A formation the opponent can finish in at most this many actions is theirs next turn.
const THREAT: u32 = 2;
/// Tiles a stack needs for a mountain.
const MOUNTAIN: u8 = 4;
/// Levels a plain is looked for on (higher plains need too many tiles).
const PLAIN_LEVELS: u8 = 3;
/// Walk lengths beyond this count as unreachable.
const MAX_WALK: u8 = 10;
/// Extra actions when one's own volcano stands on a cell that must be built: it steps off and
/// back.
const STEP_OFF: u32 = 2;
/// Extra actions when the opponent's volcano stands on a cell that must be built: it must be
/// pushed away first, and may come back.
const PUSH_AWAY: u32 = 4;
/// Each tile a plan needs beyond the hand costs this many more actions (a tile must be taken
/// back or thrown in instead).
const SHORT_TILE: u32 = 2;
/// A won or lost game, far beyond any difference of counts.
const DECIDED: f64 = 1.0e6;
/// The best turns by the estimate that are checked against the opponent's real next turn.
const RECHECK: usize = 6;
/// Random tie-breaking among equally scored turns, far below one action.
const NOISE: f64 = 1.0e-3;

/// No index: water beyond the cells examined.
const NONE: u16 = u16::MAX;
/// Cells are found in a 64x64 torus; the island never spans 64 cells.
const GRID: usize = 64;

pub fn act(view: &LandfallView, legal: &[Action], seat: Seat, rng: &mut GameRng) -> Action {
    // A formation open to claim is always claimed: it can only be lost by waiting.
    if let Some(claim) = legal.iter().find(|a| matches!(a, Action::Claim { .. })) {
        return claim.clone();
    }
    if let Some(end) = legal.iter().find(|a| matches!(a, Action::EndTurn {})) {
        return end.clone();
    }
    let state = Landfall::determinize(view, seat, rng);
    let me = Colour::of_seat(seat);
    let mut reader = Reader::new();
    let forced = matches!(view.phase, LandfallPhaseView::ForcedLanding { .. });
    // Each legal action with the position its turn ends in (its best follow-up for a first
    // action) and that position's score.
    let mut candidates: Vec<(f64, f64, usize, Landfall)> = Vec::new();
    for (i, action) in legal.iter().enumerate() {
        let Ok(next) = state.apply(seat, action) else {
            continue;
        };
        let (value, end) = if forced {
            // The opponent goes on with its turn: no claim of ours follows.
            (score(&next, me, &mut reader, None), next)
        } else if matches!(next.phase(), Phase::Actions { .. }) && next.seat_to_act() == Some(seat)
        {
            best_finish(&next, seat, me, &mut reader)
        } else {
            let end = settle(next, seat, me);
            (score(&end, me, &mut reader, None), end)
        };
        let noise = NOISE * (rng.below(1000) as f64 / 1000.0);
        candidates.push((value + noise, noise, i, end));
    }
    candidates.sort_by(|a, b| b.0.total_cmp(&a.0));
    if forced {
        return legal[candidates[0].2].clone();
    }
    // The best few turns are read again with the opponent's next turn played out exactly: which
    // formations can it really claim then?
    let mut best = (f64::NEG_INFINITY, candidates[0].2);
    for (value, noise, i, end) in candidates.iter().take(RECHECK) {
        let value = match their_claims(end, me) {
            Some(threat) => score(end, me, &mut reader, Some(threat)) + noise,
            None => *value,
        };
        if value > best.0 {
            best = (value, *i);
        }
    }
    legal[best.1].clone()
}

/// The best turn end `me` reaches by one more action from `state` (its second action), and its
/// score.
fn best_finish(state: &Landfall, seat: Seat, me: Colour, reader: &mut Reader) -> (f64, Landfall) {
    let mut best: Option<(f64, Landfall)> = None;
    for action in state.legal_actions(seat) {
        if let Ok(next) = state.apply(seat, &action) {
            let end = settle(next, seat, me);
            let value = score(&end, me, reader, None);
            if best.as_ref().is_none_or(|b| value > b.0) {
                best = Some((value, end));
            }
        }
    }
    best.unwrap_or_else(|| (score(state, me, reader, None), state.clone()))
}

/// Makes every claim open at the claim step.
fn settle(mut state: Landfall, seat: Seat, me: Colour) -> Landfall {
    while matches!(state.phase(), Phase::Claims { .. }) {
        let Some((at, formation)) = state.available_claims(me).next() else {
            break;
        };
        match state.apply(seat, &Action::Claim { at, formation }) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    state
}

/// The formations the opponent can claim at the end of its next turn, played out over every
/// pair of actions it has from `end` (the end of `me`'s turn); the most it can claim at once.
/// `None` when the game is over or its turn does not start normally.
fn their_claims(end: &Landfall, me: Colour) -> Option<[bool; 3]> {
    if !matches!(end.phase(), Phase::Claims { .. }) {
        return None;
    }
    let state = end.apply(me.seat(), &Action::EndTurn {}).ok()?;
    let them = me.other();
    let seat = them.seat();
    if state.seat_to_act() != Some(seat) || !matches!(state.phase(), Phase::Actions { .. }) {
        return None;
    }
    let mut best = [false; 3];
    let mut most = 0;
    let mut note = |s: &Landfall| {
        let mut open = [false; 3];
        for (_, formation) in s.available_claims(them) {
            open[formation.index()] = true;
        }
        let count = open.iter().filter(|&&o| o).count();
        if count > most {
            most = count;
            best = open;
        }
    };
    for first in state.legal_actions(seat) {
        let Ok(s1) = state.apply(seat, &first) else {
            continue;
        };
        if matches!(s1.phase(), Phase::Actions { .. }) && s1.seat_to_act() == Some(seat) {
            for second in s1.legal_actions(seat) {
                if let Ok(s2) = s1.apply(seat, &second) {
                    note(&s2);
                }
            }
        } else {
            note(&s1);
        }
    }
    Some(best)
}

/// How good `state` is for `me`, the opponent to move next (or finishing a forced landing):
/// actions the opponent still needs minus actions `me` still needs. `threat` is what the
/// opponent can claim on its next turn when known exactly; otherwise a formation estimated
/// within [`THREAT`] actions is counted as theirs.
fn score(state: &Landfall, me: Colour, reader: &mut Reader, threat: Option<[bool; 3]>) -> f64 {
    if let Phase::Over { winner } = state.phase() {
        return match winner {
            Some(w) if w == me => DECIDED,
            Some(_) => -DECIDED,
            None => 0.0,
        };
    }
    reader.read(state);
    let mine = reader.costs(state, me);
    let mut theirs = reader.costs(state, me.other());
    reader.clear();
    let my_need: f64 = mine
        .iter()
        .flatten()
        .map(|&c| f64::from(c) + CLAIM_WORTH)
        .sum();
    match threat {
        Some(open) => {
            for (k, cost) in theirs.iter_mut().enumerate() {
                if open[k] {
                    *cost = None;
                }
            }
        }
        None => {
            let nearest = (0..3)
                .filter_map(|k| theirs[k].map(|c| (c, k)))
                .min()
                .filter(|&(c, _)| c <= THREAT);
            if let Some((_, k)) = nearest {
                theirs[k] = None;
            }
        }
    }
    if theirs.iter().all(Option::is_none) {
        // They win on their turn: as bad as losing, short of certain.
        return -DECIDED / 2.0 - my_need;
    }
    let their_need: f64 = theirs
        .iter()
        .flatten()
        .map(|&c| f64::from(c) + CLAIM_WORTH)
        .sum();
    their_need - my_need
}
