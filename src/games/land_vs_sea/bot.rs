//! The computer player's knowledge of Land vs Sea: rebuilding a full state from a seat's view, and
//! judging a position.
//!
//! A seat knows both faces of its own tiles and the map, each placed face by how it lies (no
//! rotation relative to the printed face, no name). Of every other tile it sees at most the face
//! turned up (in another hand, or on top of a stack) and only by its content (terrain, regions,
//! icons), never by a name that would give its other face away; the tiles under the stack tops
//! are unseen. A determinization gives each placed face a tile and rotation that look exactly
//! like it, and each such up face a tile, among those not accounted for, that has a face with
//! exactly that content, then shuffles the remaining tiles (with a random face up each) into the
//! stacks.

use std::sync::{Arc, LazyLock};

use crate::engine::{Bot, BotLevel, GameRng, SearchBudget, Seat};

use super::board::{Cell, Placed};
use super::components::{ActionIcon, Face, STANDARD, TradeIcon};
use super::rules::LandVsSeaRules;
use super::state::{HeldTile, Ledger, RegionNames, Turn, WaypointSpot};
use super::view::{
    LandVsSeaActionIcon, LandVsSeaFace, LandVsSeaPhase, LandVsSeaTerrain, LandVsSeaTradeIcon,
    LandVsSeaView,
};
use super::{LandVsSea, LandVsSeaAction, Phase};

/// Points of lead that make a side about three times as likely to win as even.
const LEAD_SCALE: f64 = 6.0;

impl Bot for LandVsSea {
    fn determinize(view: &LandVsSeaView, seat: Seat, rng: &mut GameRng) -> Self {
        let set = Arc::clone(&STANDARD);
        let players = usize::from(view.players);
        let rules =
            LandVsSeaRules::of_version(&view.rules_version).unwrap_or(LandVsSeaRules::NEWEST);
        let table = view.turn_order.iter().map(|seat| seat.0).collect();
        let mut game = LandVsSea::empty(Arc::clone(&set), rules, table, view.options);
        // The search's root actions are the ones the seat is shown, which name a placed tile's
        // regions by look in every rules version.
        game.region_names = RegionNames::Look;
        let mut unused = vec![true; set.tiles.len()];

        // Faces with the same content make a greedy choice fail, so the placed faces get their
        // tiles by a matching. A placed face matches in the rotations that look like it.
        let candidates: Vec<Vec<(u8, u8)>> = view
            .map
            .iter()
            .map(|p| game.matching_faces(&p.face, &unused))
            .collect();
        let tiles = match_placed(&candidates, set.tiles.len())
            .expect("the placed faces are faces of distinct tiles");
        for (placed, (tile, face)) in view.map.iter().zip(tiles) {
            unused[usize::from(tile)] = false;
            let cell = Cell::from_api(placed.q, placed.r).expect("map cells are in range");
            // A face with rotational symmetry lies alike in several rotations: any of them will do,
            // as they differ in nothing the rules look at.
            let rot = rotations_showing(tile, face, &FaceContent::seen(&placed.face))
                .next()
                .expect("a matched face shows the placed look in some rotation");
            game.board.push(Placed {
                cell,
                tile,
                face,
                rot,
                placer: placed.placed_by,
            });
        }

        // Own tiles are known by both faces; others' only by the face turned up.
        let mut hands: Vec<Vec<HeldTile>> = vec![Vec::new(); players];
        for (holder, hand) in view.hands.iter().enumerate() {
            for held in &hand.tiles {
                let mut candidates = game.matching_faces(&held.up, &unused);
                if holder == seat.index()
                    && let Some(hidden) = &held.hidden
                {
                    let hidden = FaceContent::seen(hidden);
                    candidates.retain(|&(tile, up)| face_shows(tile, 1 - up, &hidden));
                }
                let (tile, up) = game.pick(&candidates, &unused, rng);
                unused[usize::from(tile)] = false;
                hands[holder].push(HeldTile {
                    tile,
                    up,
                    stolen: held.stolen_this_turn,
                });
            }
        }

        let mut stacks: [Vec<HeldTile>; 2] = [Vec::new(), Vec::new()];
        let mut tops: [Option<HeldTile>; 2] = [None, None];
        for (i, stack) in view.stacks.iter().enumerate().take(2) {
            if let Some(top) = &stack.top {
                let candidates = game.matching_faces(top, &unused);
                let (tile, up) = game.pick(&candidates, &unused, rng);
                unused[usize::from(tile)] = false;
                tops[i] = Some(HeldTile {
                    tile,
                    up,
                    stolen: false,
                });
            }
        }
        let mut rest: Vec<u8> = (0..set.tiles.len() as u8)
            .filter(|&t| unused[usize::from(t)] && t > super::components::SPECIAL_TILE)
            .collect();
        rng.shuffle(&mut rest);
        let mut rest = rest.into_iter();
        for (i, stack) in view.stacks.iter().enumerate().take(2) {
            let under = (stack.count as usize).saturating_sub(usize::from(tops[i].is_some()));
            for tile in rest.by_ref().take(under) {
                stacks[i].push(HeldTile {
                    tile,
                    up: rng.below(2) as u8,
                    stolen: false,
                });
            }
            // The state keeps a stack's top last.
            stacks[i].extend(tops[i]);
        }

        game.hands = hands;
        game.stacks = stacks;
        game.special_used = view.volcano_whirlpool_used;
        for waypoint in &view.waypoints {
            let owner = waypoint.owner.index();
            game.has_waypoint[owner] = true;
            // The view names the region by its rank on the map; the determinized tile may be
            // another tile that looks alike, so the region is found by its edges.
            game.waypoints[owner] = waypoint.on_map.and_then(|[q, r, region]| {
                let placed = game.board.at(Cell::from_api(q, r)?)?;
                let tile = view.map.iter().find(|p| (p.q, p.r) == (q, r))?;
                let seen = tile
                    .face
                    .regions
                    .iter()
                    .find(|g| i32::from(g.index) == region)?;
                let region = game.region_at_edges(placed, mask(&seen.edges))?;
                Some(WaypointSpot {
                    placed: placed as u8,
                    region,
                })
            });
        }
        for (ledger, score) in game.ledgers.iter_mut().zip(&view.scores) {
            *ledger = Ledger {
                areas: score.areas,
                bonus: score.bonus,
                waypoints: score.waypoints,
                chains: score.chains,
                trade_adjacency: score.trade_adjacency,
                trade_routes: score.trade_routes,
            };
        }
        game.restore_turn(view);
        game
    }

    fn evaluate(&self, _level: BotLevel) -> Vec<f64> {
        let totals: Vec<f64> = self.ledgers.iter().map(|l| l.total() as f64).collect();
        (0..usize::from(self.players))
            .map(|seat| {
                let side = self.side_of(seat);
                let best_other = (0..totals.len())
                    .filter(|&s| s != side)
                    .map(|s| totals[s])
                    .fold(f64::NEG_INFINITY, f64::max);
                1.0 / (1.0 + (-(totals[side] - best_other) / LEAD_SCALE).exp())
            })
            .collect()
    }

    fn budget(view: &Self::View, level: BotLevel) -> SearchBudget {
        match level {
            BotLevel::Easy => SearchBudget {
                iterations: 20,
                determinizations: 8,
                rollout_depth: 8,
                exploration: 0.5,
            },
            BotLevel::Medium => SearchBudget {
                iterations: 250,
                determinizations: 32,
                rollout_depth: 12,
                exploration: 0.5,
            },
            BotLevel::Hard => SearchBudget {
                // With four, a hard bot beside a medium team mate won 67.5% against two mediums
                // with 1200 iterations (1.35x its side's fair half, the goal being 1.5x); with
                // 3600 it wins 76.0% (1.52x) and takes 1.38 s at p99 (limit 1.5 s): docs/BOTS.md.
                iterations: if view.players == 4 { 3600 } else { 1200 },
                determinizations: 64,
                rollout_depth: 12,
                exploration: 0.5,
            },
        }
    }

    /// Every decision is planned (`bot_plan.rs`): placements by what they score and what they
    /// leave the next player, the rest by what the tile is worth.
    fn root_candidates(
        view: &LandVsSeaView,
        legal: &[LandVsSeaAction],
        seat: Seat,
        level: BotLevel,
        rng: &mut GameRng,
    ) -> Vec<LandVsSeaAction> {
        match super::bot_plan::decide(view, legal, seat, level, rng) {
            Some(action) => vec![action],
            None => legal.to_vec(),
        }
    }

    /// Rollouts skip placing a Waypoint: a random one mostly wastes it.
    fn rollout_action(
        &self,
        _seat: Seat,
        actions: &[LandVsSeaAction],
        _level: BotLevel,
        rng: &mut GameRng,
    ) -> usize {
        if self.phase == Phase::Waypoint
            && let Some(skip) = actions
                .iter()
                .position(|a| *a == LandVsSeaAction::SkipWaypoint)
        {
            return skip;
        }
        rng.below(actions.len())
    }
}

/// What a face shows, its name aside, in one orientation: the terrain of each edge, the regions
/// (terrain, edges, bonus icons), the icons and the Mountain/Coral sections, each list sorted so
/// that two renderings of the same cardboard compare equal however they number them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct FaceContent {
    land: u8,
    regions: Vec<(bool, u8, u8)>,
    action: Option<ActionIcon>,
    trade: Option<TradeIcon>,
    sections: Vec<(bool, u8)>,
}

fn mask(directions: &[u8]) -> u8 {
    directions.iter().fold(0, |m, &d| m | 1 << (d % 6))
}

fn rotate_mask(mask: u8, rot: u8) -> u8 {
    ((mask << rot) | (mask >> (6 - rot))) & 0x3F
}

impl FaceContent {
    fn seen(face: &LandVsSeaFace) -> Self {
        let mut regions: Vec<(bool, u8, u8)> = face
            .regions
            .iter()
            .map(|r| (r.terrain == LandVsSeaTerrain::Land, mask(&r.edges), r.bonus))
            .collect();
        regions.sort_unstable();
        let mut sections: Vec<(bool, u8)> = face
            .mountains
            .iter()
            .map(|m| (true, mask(m)))
            .chain(face.corals.iter().map(|c| (false, mask(c))))
            .collect();
        sections.sort_unstable();
        FaceContent {
            land: face
                .edges
                .bytes()
                .enumerate()
                .fold(0, |m, (d, edge)| m | u8::from(edge == b'L') << d),
            regions,
            action: face.action.map(|a| match a {
                LandVsSeaActionIcon::PlayAgain => ActionIcon::PlayAgain,
                LandVsSeaActionIcon::Steal => ActionIcon::Steal,
            }),
            trade: face.trade.map(|t| match t {
                LandVsSeaTradeIcon::Caravan => TradeIcon::Caravan,
                LandVsSeaTradeIcon::Ship => TradeIcon::Ship,
            }),
            sections,
        }
    }

    fn of(face: &Face, rot: u8) -> Self {
        let mut regions: Vec<(bool, u8, u8)> = face
            .regions
            .iter()
            .map(|r| (r.land, rotate_mask(r.edges, rot), r.bonus))
            .collect();
        regions.sort_unstable();
        let mut sections: Vec<(bool, u8)> = face
            .sections
            .iter()
            .map(|s| (s.mountain, rotate_mask(s.edges, rot)))
            .collect();
        sections.sort_unstable();
        FaceContent {
            land: face.rotations[usize::from(rot)].land,
            regions,
            action: face.action,
            trade: face.trade,
            sections,
        }
    }
}

/// The content of every face of the standard set in each of its six orientations, by tile, face
/// and rotation: computed once, compared by every determinization.
static CONTENTS: LazyLock<Vec<[[FaceContent; 6]; 2]>> = LazyLock::new(|| {
    STANDARD
        .tiles
        .iter()
        .map(|faces| {
            faces
                .each_ref()
                .map(|f| std::array::from_fn(|rot| FaceContent::of(f, rot as u8)))
        })
        .collect()
});

impl LandVsSea {
    /// Every (tile, face) among the unused tiles that could be what the view shows as `seen`. A
    /// face is shown either as it lies on the map or, off the map, in some orientation: either
    /// way some rotation of the printed face shows exactly that.
    fn matching_faces(&self, seen: &LandVsSeaFace, unused: &[bool]) -> Vec<(u8, u8)> {
        let seen = FaceContent::seen(seen);
        (0..self.set.tiles.len() as u8)
            .filter(|&t| unused[usize::from(t)])
            .flat_map(|t| [(t, 0), (t, 1)])
            .filter(|&(t, f)| face_shows(t, f, &seen))
            .collect()
    }

    /// The face region of placed tile `placed` whose edges lie in map directions `edges`.
    fn region_at_edges(&self, placed: usize, edges: u8) -> Option<u8> {
        let p = &self.board.tiles[placed];
        self.set
            .face(p.tile, p.face)
            .regions
            .iter()
            .position(|r| rotate_mask(r.edges, p.rot) == edges)
            .map(|k| k as u8)
    }

    /// A random candidate; if earlier draws used up every candidate, any unused drafted tile.
    fn pick(&self, candidates: &[(u8, u8)], unused: &[bool], rng: &mut GameRng) -> (u8, u8) {
        if let Some(&choice) = rng.choose(candidates) {
            return choice;
        }
        let spare: Vec<u8> = (super::components::SPECIAL_TILE + 1..self.set.tiles.len() as u8)
            .filter(|&t| unused[usize::from(t)])
            .collect();
        (*rng.choose(&spare).expect("a spare tile"), 0)
    }

    /// The phase and turn bookkeeping the view implies: an icon is still pending only while a
    /// hole waits (it resolves after the Volcano/Whirlpool), and the Waypoint has been offered
    /// once the turn reaches the Waypoint or draw step.
    fn restore_turn(&mut self, view: &LandVsSeaView) {
        let current = view.current.map_or(0, |s| s.0);
        self.phase = match view.phase {
            LandVsSeaPhase::Draft => Phase::Draft { seat: current },
            LandVsSeaPhase::Place => Phase::Place,
            LandVsSeaPhase::VolcanoWhirlpool => Phase::Special,
            LandVsSeaPhase::Steal => Phase::Steal,
            LandVsSeaPhase::Waypoint => Phase::Waypoint,
            LandVsSeaPhase::Draw => Phase::Draw,
            LandVsSeaPhase::Over => Phase::Over,
        };
        let holes = view
            .holes
            .iter()
            .filter_map(|&[q, r]| {
                let cell = Cell::from_api(q, r)?;
                let (_, land) = self.board.constraint(&self.set, cell);
                Some((cell, land == 0x3F))
            })
            .collect();
        let pending_icon = match self.phase {
            Phase::Special => self
                .board
                .tiles
                .last()
                .and_then(|p| self.set.face(p.tile, p.face).action),
            _ => None,
        };
        self.turn = Turn {
            seat: current,
            pending_icon,
            holes,
            waypoint_offered: matches!(self.phase, Phase::Waypoint | Phase::Draw),
        };
    }
}

/// The rotations in which face `face` of `tile` shows `seen` (none for a tile outside the set).
fn rotations_showing(tile: u8, face: u8, seen: &FaceContent) -> impl Iterator<Item = u8> + '_ {
    let rotations = CONTENTS
        .get(usize::from(tile))
        .map(|faces| &faces[usize::from(face)]);
    (0..6u8).filter(move |&rot| rotations.is_some_and(|r| r[usize::from(rot)] == *seen))
}

/// Whether face `face` of `tile` shows `seen` in some rotation.
fn face_shows(tile: u8, face: u8, seen: &FaceContent) -> bool {
    rotations_showing(tile, face, seen).next().is_some()
}

/// A distinct tile for every placed face, each among its `candidates` (tile, face), found by
/// augmenting paths; `None` if there is none.
fn match_placed(candidates: &[Vec<(u8, u8)>], tiles: usize) -> Option<Vec<(u8, u8)>> {
    fn augment(
        slot: usize,
        candidates: &[Vec<(u8, u8)>],
        holder: &mut [Option<usize>],
        chosen: &mut [(u8, u8)],
        tried: &mut [bool],
    ) -> bool {
        for &(tile, face) in &candidates[slot] {
            let t = usize::from(tile);
            if tried[t] {
                continue;
            }
            tried[t] = true;
            let free = match holder[t] {
                None => true,
                Some(other) => augment(other, candidates, holder, chosen, tried),
            };
            if free {
                holder[t] = Some(slot);
                chosen[slot] = (tile, face);
                return true;
            }
        }
        false
    }
    let mut holder = vec![None; tiles];
    let mut chosen = vec![(0, 0); candidates.len()];
    for slot in 0..candidates.len() {
        let mut tried = vec![false; tiles];
        if !augment(slot, candidates, &mut holder, &mut chosen, &mut tried) {
            return None;
        }
    }
    Some(chosen)
}
