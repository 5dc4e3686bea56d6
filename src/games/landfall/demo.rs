//! A deterministic demo player that finds a complete, legal Landfall game ending in a win.
//!
//! Random legal games almost never end (formations rarely appear by chance), but integration
//! tests need a whole game played to its end. Landfall has no randomness, so a fixed log always
//! plays the same way: [`winning_demo_game`] searches for one from the standard setup.
//!
//! Green (seat 0) plays a greedy best-first search over its turns, guided by an estimate of the
//! actions still needed for its closest formation; beige (seat 1) plays passively, choosing the
//! legal turn that changes the board least. Every action comes from `legal_actions` and goes
//! through `apply`, so the game is legal by construction. Pure code: no IO.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};

use serde::Serialize;

use crate::engine::{Game, Seat, Seed, Setup};

use super::actions::{LandfallAction, LandfallFormation};
use super::board::Board;
use super::estimate;
use super::hex::{LandfallColour, LandfallHex};
use super::options::LandfallOptions;
use super::state::{Landfall, Phase};

/// The player the demo makes win.
const HERO: LandfallColour = LandfallColour::Green;
/// Search budget: states expanded before giving up.
const MAX_EXPANSIONS: usize = 4_000;

/// One logged move: the seat that posted it and the action, as the HTTP API takes them.
pub type DemoMove = (Seat, LandfallAction);

/// The standard game (`{}` options) the demo is played in.
pub fn demo_setup() -> Landfall {
    Landfall::new(&Setup {
        players: 2,
        seed: Seed(0),
        options: LandfallOptions::default(),
    })
    .expect("the standard setup is valid")
}

/// A complete legal game from the standard setup in which green (seat 0) claims all three
/// formations and wins. Deterministic: the same log on every call.
pub fn winning_demo_game() -> Vec<DemoMove> {
    search(&demo_setup()).expect("the demo search finds a winning game")
}

/// The log in the JSON form the API takes, one entry per line:
/// `[{"seat":0,"action":{...}}, ...]`.
pub fn demo_game_json(log: &[DemoMove]) -> String {
    #[derive(Serialize)]
    struct Entry<'a> {
        seat: Seat,
        action: &'a LandfallAction,
    }
    let lines: Vec<String> = log
        .iter()
        .map(|(seat, action)| {
            serde_json::to_string(&Entry {
                seat: *seat,
                action,
            })
            .expect("actions serialize")
        })
        .collect();
    format!("[\n{}\n]\n", lines.join(",\n"))
}

/// A node of the search: the state with beige to act (or the game over) and how it was reached.
struct Node {
    state: Landfall,
    log: Vec<DemoMove>,
}

fn search(start: &Landfall) -> Option<Vec<DemoMove>> {
    let mut nodes: Vec<Node> = vec![Node {
        state: start.clone(),
        log: Vec::new(),
    }];
    // Max-heap on Reverse((score, insertion order)): lowest score first, oldest first on ties.
    let mut open: BinaryHeap<Reverse<(u32, usize)>> = BinaryHeap::new();
    open.push(Reverse((score(start), 0)));
    let mut seen: HashSet<Landfall> = HashSet::new();
    let mut expansions = 0;
    while let Some(Reverse((_, index))) = open.pop() {
        expansions += 1;
        if expansions > MAX_EXPANSIONS {
            return None;
        }
        let mut state = nodes[index].state.clone();
        let mut log = nodes[index].log.clone();
        if !log.is_empty() {
            // Beige's passive reply, then green's turn begins.
            play_passive_turn(&mut state, &mut log);
            if is_over(&state) {
                continue;
            }
        }
        for (mut after, moves) in turn_continuations(&state) {
            let mut full = log.clone();
            full.extend(moves);
            claim_all_and_end(&mut after, &mut full);
            if winner(&after) == Some(HERO) {
                return Some(full);
            }
            if is_over(&after) || !seen.insert(after.clone()) {
                continue;
            }
            let s = score(&after);
            nodes.push(Node {
                state: after,
                log: full,
            });
            open.push(Reverse((s, nodes.len() - 1)));
        }
    }
    None
}

fn seat_to_act(state: &Landfall) -> Option<Seat> {
    state.to_act().first().copied()
}

fn post(state: &mut Landfall, log: &mut Vec<DemoMove>, action: LandfallAction) {
    let seat = seat_to_act(state).expect("someone acts");
    *state = state
        .apply(seat, &action)
        .expect("listed actions are accepted");
    log.push((seat, action));
}

fn is_over(state: &Landfall) -> bool {
    matches!(state.phase(), Phase::Over { .. })
}

fn winner(state: &Landfall) -> Option<LandfallColour> {
    match state.phase() {
        Phase::Over { winner } => winner,
        _ => None,
    }
}

/// Every distinct way the current player's actions (and any forced landing) can go, up to the
/// claim step.
fn turn_continuations(state: &Landfall) -> Vec<(Landfall, Vec<DemoMove>)> {
    let mut done = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![(state.clone(), Vec::new())];
    while let Some((s, moves)) = stack.pop() {
        if matches!(s.phase(), Phase::Claims { .. } | Phase::Over { .. }) {
            if seen.insert(s.clone()) {
                done.push((s, moves));
            }
            continue;
        }
        let seat = seat_to_act(&s).expect("someone acts");
        // Reverse so that the stack pops in listing order.
        for action in s.legal_actions(seat).into_iter().rev() {
            let next = s.apply(seat, &action).expect("listed actions are accepted");
            let mut m: Vec<DemoMove> = moves.clone();
            m.push((seat, action));
            stack.push((next, m));
        }
    }
    done
}

/// At the claim step: claim every open formation (one per volcano, checked in turn), then end
/// the turn.
fn claim_all_and_end(state: &mut Landfall, log: &mut Vec<DemoMove>) {
    while let Some(seat) = seat_to_act(state) {
        if !matches!(state.phase(), Phase::Claims { .. }) {
            return;
        }
        let legal = state.legal_actions(seat);
        let action = legal
            .iter()
            .find(|a| matches!(a, LandfallAction::Claim { .. }))
            .or_else(|| legal.first())
            .expect("the claim step always offers something")
            .clone();
        let ends = action == LandfallAction::EndTurn {};
        post(state, log, action);
        if ends {
            return;
        }
    }
}

/// Beige's turn: the legal continuation that changes the fewest cells (then the one leaving
/// green closest to a formation; then the first listed). Beige never claims unless the
/// no-revert rule leaves it nothing else.
fn play_passive_turn(state: &mut Landfall, log: &mut Vec<DemoMove>) {
    let before = state.board().clone();
    let best = turn_continuations(state)
        .into_iter()
        .min_by_key(|(s, _)| (cells_changed(&before, s.board()), score(s)))
        .expect("a turn always has a continuation");
    let (mut after, moves) = best;
    log.extend(moves);
    while matches!(after.phase(), Phase::Claims { .. }) {
        let seat = seat_to_act(&after).expect("beige ends its turn");
        let legal = after.legal_actions(seat);
        let action = if legal.contains(&LandfallAction::EndTurn {}) {
            LandfallAction::EndTurn {}
        } else {
            legal[0].clone()
        };
        post(&mut after, log, action);
    }
    *state = after;
}

fn cells_changed(a: &Board, b: &Board) -> usize {
    let mut cells: Vec<LandfallHex> = a.cells().iter().chain(b.cells()).map(|c| c.at).collect();
    cells.sort();
    cells.dedup();
    cells
        .into_iter()
        .filter(|&at| a.get(at) != b.get(at))
        .count()
}

/// Search priority (lower is better): 1000 per formation green still lacks, plus the estimated
/// actions to its closest formation (weighted) and to all of them.
fn score(state: &Landfall) -> u32 {
    let supply = state.supply(HERO);
    let costs: Vec<u32> = LandfallFormation::ALL
        .into_iter()
        .filter(|f| !supply.claimed[f.index()])
        .map(|f| estimate::formation_cost(state, HERO, f))
        .collect();
    let closest = costs.iter().copied().min().unwrap_or(0);
    1000 * costs.len() as u32 + 4 * closest + costs.iter().sum::<u32>()
}
