//! A Land vs Sea player as a competent person plays it: every placement is scored as the rules
//! score it, and judged by what it gives the next player to play.
//!
//! - A placement is worth the points it makes at once (areas completed, bonus icons, Waypoints
//!   returned, Mountain/Coral chains, Caravan/Ship neighbours, and the Volcano/Whirlpool when it
//!   makes a hole), counted as this side's lead over the others: completing the other terrain's
//!   area pays the other side, so it is only worth it for the bonus icons.
//! - Play Again is worth the best second placement of the other tile; Steal a fixed amount.
//! - The most promising placements are then checked against the next player's best reply with
//!   its own tiles: their up faces are public, their hidden faces are guessed by sampling full
//!   states consistent with this seat's view (`Bot::determinize`). A placement that leaves an
//!   area for the opponent to complete, or a hole to fill, pays for it here.
//! - The tile kept for the next turn counts too, after that reply: a placement that leaves this
//!   seat's own tile a good spot the opponent cannot take or spoil is better than one that
//!   leaves it nothing.
//! - Drafting and drawing take the stack top (its public face) that would score best now;
//!   stealing takes the tile worth most to this seat plus what its loss costs the victim; the
//!   Waypoint goes on this side's terrain in an area the others will not want to complete.
//!
//! The board is rebuilt from the view into a small model of its own (faces as bit-masks, a grid
//! of cells) that places and takes back tiles in place, so that thousands of placements can be
//! scored per decision.

mod board;

use board::*;
use shoreline::engine::{Bot, Game, GameRng, Seat, Viewer};
use shoreline::games::land_vs_sea::{
    LandVsSea, LandVsSeaAction as Action, LandVsSeaFaceChoice, LandVsSeaPhase, LandVsSeaView,
};

/// Full states sampled to guess the next player's hidden faces.
const SAMPLES: usize = 6;
/// Placements (best at once) that are checked against the next player's reply.
const SHORTLIST: usize = 16;
/// How much of the next player's best reply counts: they do not always find it, and it is a
/// guess of their hidden faces.
const REPLY_WEIGHT: f64 = 0.8;
/// How much the best spot left for the tile this seat keeps counts: the others may take it
/// first, or spoil it.
const KEEP_WEIGHT: f64 = 0.4;
/// A Steal icon: the thief picks from three tiles next turn and the victim from one.
const STEAL_VALUE: f64 = 1.5;
/// A Play Again face on a stack top or in a hand is worth a second placement some day.
const PLAY_AGAIN_VALUE: f64 = 1.5;
/// In a game of three, the lead counts against the leading opponent this much and against
/// their average the rest (a point given to the trailing opponent still matters).
const MAX_OTHER_SHARE: f64 = 0.5;

pub fn act(view: &LandVsSeaView, legal: &[Action], seat: Seat, rng: &mut GameRng) -> Action {
    let me = seat.index();
    let mut board = Board::of(view);
    let choice = match view.phase {
        LandVsSeaPhase::Place => choose_place(view, legal, me, &mut board, rng),
        LandVsSeaPhase::VolcanoWhirlpool => choose_special(legal, me, &mut board),
        LandVsSeaPhase::Steal => choose_steal(view, legal, me, &mut board),
        LandVsSeaPhase::Waypoint => choose_waypoint(legal, &board),
        LandVsSeaPhase::Draft | LandVsSeaPhase::Draw => choose_draw(view, legal, me, &mut board),
        LandVsSeaPhase::Over => None,
    };
    choice.unwrap_or_else(|| legal[rng.below(legal.len())].clone())
}

// ------------------------------------------------------------------------------------------
// Decisions
// ------------------------------------------------------------------------------------------

fn choose_place(
    view: &LandVsSeaView,
    legal: &[Action],
    me: usize,
    board: &mut Board,
    rng: &mut GameRng,
) -> Option<Action> {
    let side = board.side_of[me];
    let hand = &view.hands[me].tiles;
    let face_of = |slot: u8, choice: LandVsSeaFaceChoice| -> Option<Face> {
        let held = hand.get(usize::from(slot))?;
        match choice {
            LandVsSeaFaceChoice::Up => Some(Face::of(&held.up)),
            LandVsSeaFaceChoice::Hidden => held.hidden.as_ref().map(Face::of),
        }
    };
    let can_steal = (0..view.hands.len()).any(|s| s != me && view.hands[s].tiles.len() >= 2);

    // First pass: each placement's worth this turn.
    let mut scored: Vec<(f64, usize)> = Vec::new();
    for (i, action) in legal.iter().enumerate() {
        let Action::Place {
            slot,
            face,
            rotation,
            q,
            r,
        } = *action
        else {
            continue;
        };
        let Some(f) = face_of(slot, face) else {
            continue;
        };
        let placed = f.rotated(rotation);
        if !board.fits(q, r, &placed) {
            continue;
        }
        let mark = board.mark();
        board.play(q, r, &placed, side);
        let mut value = board.utility(side);
        match placed.action {
            Some(Icon::PlayAgain) => {
                let others = other_faces(hand, slot);
                if let Some(best) = board.best_placement(&others, side) {
                    value = best.0;
                }
            }
            Some(Icon::Steal) if can_steal => value += STEAL_VALUE,
            _ => {}
        }
        board.undo(mark);
        scored.push((value, i));
    }
    if scored.is_empty() {
        return None;
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.truncate(SHORTLIST);

    // Second pass: the next player's reply, on sampled hidden faces, and the tile kept.
    let next = next_player(view, me);
    let samples: Vec<Vec<Face>> = match next {
        Some(n) => (0..SAMPLES)
            .map(|_| {
                let world = LandVsSea::determinize(view, Seat::from(me), rng);
                let all = world.view(Viewer::Everyone);
                all.hands[n]
                    .tiles
                    .iter()
                    .filter_map(|t| t.hidden.as_ref().map(Face::of))
                    .collect()
            })
            .collect(),
        None => Vec::new(),
    };
    let their_up: Vec<Face> = next
        .map(|n| {
            view.hands[n]
                .tiles
                .iter()
                .map(|t| Face::of(&t.up))
                .collect()
        })
        .unwrap_or_default();

    let mut best: (f64, usize) = (f64::NEG_INFINITY, scored[0].1);
    for &(first, i) in &scored {
        let Action::Place {
            slot,
            face,
            rotation,
            q,
            r,
        } = legal[i]
        else {
            continue;
        };
        let Some(f) = face_of(slot, face) else {
            continue;
        };
        let placed = f.rotated(rotation);
        let mark = board.mark();
        board.play(q, r, &placed, side);
        let kept = other_faces(hand, slot);
        if placed.action == Some(Icon::PlayAgain)
            && let Some((_, spot)) = board.best_placement(&kept, side)
        {
            // The second placement is this turn's: play it before the reply.
            board.play(spot.q, spot.r, &spot.face, side);
        }
        let now = board.utility(side);
        let keeps = placed.action != Some(Icon::PlayAgain) && !kept.is_empty();
        let mut value = first;
        match next {
            Some(n) if !samples.is_empty() => {
                let their_side = board.side_of[n];
                let up_best = board.best_placement(&their_up, their_side);
                let (mut loss, mut later) = (0.0, 0.0);
                for hidden in &samples {
                    let reply = match (up_best, board.best_placement(hidden, their_side)) {
                        (Some(a), Some(b)) => Some(if a.0 >= b.0 { a } else { b }),
                        (a, b) => a.or(b),
                    };
                    let before_reply = board.mark();
                    if let Some((_, spot)) = reply {
                        board.play(spot.q, spot.r, &spot.face, their_side);
                    }
                    let after = board.utility(side);
                    loss += after - now;
                    // The kept tile's best spot once the reply has taken or spoilt its own.
                    if keeps && let Some((mine, _)) = board.best_placement(&kept, side) {
                        later += mine - after;
                    }
                    board.undo(before_reply);
                }
                let count = samples.len() as f64;
                value += REPLY_WEIGHT * loss / count + KEEP_WEIGHT * later / count;
            }
            _ => {
                if keeps && let Some((mine, _)) = board.best_placement(&kept, side) {
                    value += KEEP_WEIGHT * (mine - now);
                }
            }
        }
        board.undo(mark);
        if value > best.0 {
            best = (value, i);
        }
    }
    Some(legal[best.1].clone())
}

/// Both faces of the tiles in `hand` other than `slot` that can still be played this turn.
fn other_faces(hand: &[shoreline::games::land_vs_sea::LandVsSeaHeldTile], slot: u8) -> Vec<Face> {
    hand.iter()
        .enumerate()
        .filter(|&(k, t)| k != usize::from(slot) && !t.stolen_this_turn)
        .flat_map(|(_, t)| std::iter::once(Face::of(&t.up)).chain(t.hidden.as_ref().map(Face::of)))
        .collect()
}

/// The seat that plays after `me` (the next in turn order holding a tile).
fn next_player(view: &LandVsSeaView, me: usize) -> Option<usize> {
    let order: Vec<usize> = view.turn_order.iter().map(|s| s.index()).collect();
    let at = order.iter().position(|&s| s == me)?;
    (1..order.len())
        .map(|k| order[(at + k) % order.len()])
        .find(|&s| !view.hands[s].tiles.is_empty())
}

fn choose_special(legal: &[Action], me: usize, board: &mut Board) -> Option<Action> {
    let side = board.side_of[me];
    let mut best: Option<(f64, &Action)> = None;
    for action in legal {
        let Action::PlaceVolcanoWhirlpool { q, r, rotation } = *action else {
            continue;
        };
        let Some(land) = board.hole(q, r) else {
            continue;
        };
        let face = Face::special(land).rotated(rotation);
        let mark = board.mark();
        board.place(q, r, &face, side);
        let value = board.utility(side);
        board.undo(mark);
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, action));
        }
    }
    best.map(|b| b.1.clone())
}

fn choose_steal(
    view: &LandVsSeaView,
    legal: &[Action],
    me: usize,
    board: &mut Board,
) -> Option<Action> {
    let side = board.side_of[me];
    let base = board.utility(side);
    let mut best: Option<(f64, &Action)> = None;
    for action in legal {
        let Action::Steal { from, slot } = *action else {
            continue;
        };
        let victim = from.index();
        let hand = &view.hands[victim].tiles;
        let Some(tile) = hand.get(usize::from(slot)) else {
            continue;
        };
        let taken = [Face::of(&tile.up)];
        // What it is worth to this seat (its public face; its hidden one is a lottery either way).
        let mine = board
            .best_placement(&taken, side)
            .map_or(0.0, |b| b.0 - base)
            + tile_icon_value(&taken[0]);
        // What the victim loses: the best of both tiles against the best of the one left.
        let victim_side = board.side_of[victim];
        let victim_base = board.utility(victim_side);
        let all: Vec<Face> = hand.iter().map(|t| Face::of(&t.up)).collect();
        let left: Vec<Face> = hand
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != usize::from(slot))
            .map(|(_, t)| Face::of(&t.up))
            .collect();
        let with = board
            .best_placement(&all, victim_side)
            .map_or(0.0, |b| b.0 - victim_base);
        let without = board
            .best_placement(&left, victim_side)
            .map_or(0.0, |b| b.0 - victim_base);
        let loss = (with - without).max(0.0);
        let value = if victim_side == side {
            mine - loss
        } else {
            mine + loss
        };
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, action));
        }
    }
    best.map(|b| b.1.clone())
}

/// The Waypoint pays 1 to whoever returns it. On a region of this side's terrain it mostly
/// comes back to this seat: the others complete that area only when its bonus outweighs the
/// tiles it pays this side. It goes on an area with few open edges (it closes soon) and many
/// tiles (the others least want to close it), on a tile with many empty neighbours (a
/// surrounded tile returns it to whoever surrounds it).
fn choose_waypoint(legal: &[Action], board: &Board) -> Option<Action> {
    let mut best: Option<(f64, &Action)> = None;
    for action in legal {
        let value = match *action {
            Action::SkipWaypoint => 0.0,
            Action::PlaceWaypoint { q, r, region } => {
                let Some(t) = board.at(q, r) else {
                    continue;
                };
                let region = usize::from(region);
                if region >= usize::from(board.tiles[t].face.regions_len) {
                    continue;
                }
                let area = board.area(t, region);
                let empty_around = board.empty_neighbours(q, r) as f64;
                let tiles = f64::from(area.tiles.count_ones());
                // Small areas close soon; many open edges mean a long wait.
                1.0 + 0.1 * tiles - 0.15 * f64::from(area.open_edges) + 0.1 * empty_around
            }
            _ => continue,
        };
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, action));
        }
    }
    best.map(|b| b.1.clone())
}

fn choose_draw(
    view: &LandVsSeaView,
    legal: &[Action],
    me: usize,
    board: &mut Board,
) -> Option<Action> {
    let side = board.side_of[me];
    let base = board.utility(side);
    let mut best: Option<(f64, &Action)> = None;
    for action in legal {
        let Action::Draw { stack } = *action else {
            continue;
        };
        let Some(top) = view
            .stacks
            .get(usize::from(stack))
            .and_then(|s| s.top.as_ref())
        else {
            continue;
        };
        let face = [Face::of(top)];
        let value = board
            .best_placement(&face, side)
            .map_or(-5.0, |b| b.0 - base)
            + tile_icon_value(&face[0]);
        if best.is_none_or(|b| value > b.0) {
            best = Some((value, action));
        }
    }
    best.map(|b| b.1.clone())
}

/// What a face's icons are worth beyond the points its placement scores now.
fn tile_icon_value(face: &Face) -> f64 {
    match face.action {
        Some(Icon::PlayAgain) => PLAY_AGAIN_VALUE,
        Some(Icon::Steal) => STEAL_VALUE,
        None => 0.0,
    }
}
