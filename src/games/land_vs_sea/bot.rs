//! The computer player's knowledge of Land vs Sea: rebuilding a full state from a seat's view, and
//! judging a position.
//!
//! A seat knows both faces of its own tiles and the map. Of every other tile it sees at most the
//! face turned up (in another hand, or on top of a stack) and only by its content (terrain,
//! regions, icons), never by a name that would give its other face away; the tiles under the
//! stack tops are unseen. A determinization gives each such up face a tile, among those not
//! accounted for, that has a face with exactly that content, then shuffles the remaining tiles
//! (with a random face up each) into the stacks.

use std::sync::Arc;

use crate::engine::{Bot, BotLevel, GameRng, Seat, SearchBudget};

use super::board::{Cell, Placed};
use super::components::STANDARD;
use super::state::{HeldTile, Ledger, Turn, WaypointSpot};
use super::rules::LandVsSeaRules;
use super::view::{LandVsSeaFace, LandVsSeaPhase, LandVsSeaView, Shown};
use super::{LandVsSea, LandVsSeaAction, Phase};

/// Points of lead that make a side about three times as likely to win as even.
const LEAD_SCALE: f64 = 6.0;

impl Bot for LandVsSea {
    fn determinize(view: &LandVsSeaView, seat: Seat, rng: &mut GameRng) -> Self {
        let set = Arc::clone(&STANDARD);
        let players = usize::from(view.players);
        // The view does not say which rules version the game plays; the newest one differs only
        // in how ties end, which the search barely feels.
        let table = view.turn_order.iter().map(|seat| seat.0).collect();
        let mut game =
            LandVsSea::empty(Arc::clone(&set), LandVsSeaRules::NEWEST, table, view.options);
        let mut unused = vec![true; set.tiles.len()];

        for placed in &view.map {
            let rot = placed.rotation % 6;
            // A placed tile shows its content at its rotation, and its name once the game is
            // over; either identifies a face the seat cannot tell from a same-looking one.
            let by_name = placed
                .face
                .id
                .as_deref()
                .and_then(|id| game.face_named(id, &unused));
            let (tile, face) = by_name
                .or_else(|| {
                    game.matching_faces(&placed.face, rot, Shown::OnMap, &unused)
                        .first()
                        .copied()
                })
                .expect("every placed face is a face of an unplaced tile");
            unused[usize::from(tile)] = false;
            let cell = Cell::from_api(placed.q, placed.r).expect("map cells are in range");
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
                // The seat's own tiles are shown by name, others' by content only.
                let own = holder == seat.index();
                let shown = if own { Shown::Named } else { Shown::Unnamed };
                let mut candidates = game.matching_faces(&held.up, 0, shown, &unused);
                if own && let Some(hidden) = &held.hidden {
                    candidates.retain(|&(tile, up)| {
                        game.face_content_is(tile, 1 - up, 0, Shown::Named, hidden)
                    });
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
                let candidates = game.matching_faces(top, 0, Shown::Unnamed, &unused);
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
            game.waypoints[owner] = waypoint.on_map.and_then(|[q, r, region]| {
                let placed = game.board.at(Cell::from_api(q, r)?)?;
                Some(WaypointSpot {
                    placed: placed as u8,
                    region: region as u8,
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

    fn evaluate(&self) -> Vec<f64> {
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

    fn budget(level: BotLevel) -> SearchBudget {
        match level {
            BotLevel::Easy => SearchBudget {
                iterations: 40,
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
                iterations: 1200,
                determinizations: 64,
                rollout_depth: 12,
                exploration: 0.5,
            },
        }
    }

    /// Rollouts skip placing a Waypoint: a random one mostly wastes it.
    fn rollout_action(
        &self,
        _seat: Seat,
        actions: &[LandVsSeaAction],
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

impl LandVsSea {
    /// Whether face `face` of `tile`, turned by `rot` and shown as `shown`, shows exactly `seen`
    /// (its name aside).
    fn face_content_is(
        &self,
        tile: u8,
        face: u8,
        rot: u8,
        shown: Shown,
        seen: &LandVsSeaFace,
    ) -> bool {
        // At a known rotation, the terrain of the six edges rules out almost every face without
        // building a view. (A face shown unnamed is in a canonical orientation instead.)
        if shown != Shown::Unnamed {
            let land = self.set.face(tile, face).rotations[usize::from(rot)].land;
            let seen_land = seen
                .edges
                .bytes()
                .enumerate()
                .fold(0u8, |mask, (d, edge)| mask | u8::from(edge == b'L') << d);
            if land != seen_land {
                return false;
            }
        }
        let ours = self.face_view(tile, face, rot, shown);
        ours.edges == seen.edges
            && ours.regions == seen.regions
            && ours.action == seen.action
            && ours.trade == seen.trade
            && ours.mountains == seen.mountains
            && ours.corals == seen.corals
    }

    /// The unused (tile, face) called `name`, if any.
    fn face_named(&self, name: &str, unused: &[bool]) -> Option<(u8, u8)> {
        (0..self.set.tiles.len() as u8)
            .filter(|&t| unused[usize::from(t)])
            .flat_map(|t| [(t, 0), (t, 1)])
            .find(|&(t, f)| self.set.face(t, f).id == name)
    }

    /// Every (tile, face) among the unused tiles whose content at rotation `rot`, shown as
    /// `shown`, is `seen`.
    fn matching_faces(
        &self,
        seen: &LandVsSeaFace,
        rot: u8,
        shown: Shown,
        unused: &[bool],
    ) -> Vec<(u8, u8)> {
        (0..self.set.tiles.len() as u8)
            .filter(|&t| unused[usize::from(t)])
            .flat_map(|t| [(t, 0), (t, 1)])
            .filter(|&(t, f)| self.face_content_is(t, f, rot, shown, seen))
            .collect()
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
