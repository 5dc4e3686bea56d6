//! Listing every legal action of the seat to act.

use super::actions::{LandVsSeaAction, LandVsSeaFaceChoice};
use super::board::fits;
use super::{LandVsSea, Phase, RegionNames};
use crate::engine::Seat;

impl LandVsSea {
    /// The legal actions of the seat to act, `place_waypoint` naming regions by `region_names`.
    pub(crate) fn legal_for_current(&self, region_names: RegionNames) -> Vec<LandVsSeaAction> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Draft { .. } | Phase::Draw => self.legal_draws(),
            Phase::Place => self.legal_placements(),
            Phase::Special => self
                .turn
                .holes
                .iter()
                .flat_map(|(c, _)| {
                    (0..6).map(|rotation| LandVsSeaAction::PlaceVolcanoWhirlpool {
                        q: i32::from(c.q),
                        r: i32::from(c.r),
                        rotation,
                    })
                })
                .collect(),
            Phase::Steal => {
                let seat = usize::from(self.turn.seat);
                (0..self.hands.len())
                    .filter(|&v| self.can_steal_from(seat, v))
                    .flat_map(|v| {
                        (0..self.hands[v].len() as u8).map(move |slot| LandVsSeaAction::Steal {
                            from: Seat::from(v),
                            slot,
                        })
                    })
                    .collect()
            }
            Phase::Waypoint => {
                let seat = usize::from(self.turn.seat);
                let mut actions = vec![LandVsSeaAction::SkipWaypoint];
                for (i, p) in self.board.tiles.iter().enumerate() {
                    let spots = self.waypoint_regions(seat, i);
                    // Sorted by name, so that the order tells nothing the names do not.
                    let mut names: Vec<u8> = (0..8u8)
                        .filter(|&k| spots & (1 << k) != 0)
                        .map(|k| self.region_name(i, k, region_names))
                        .collect();
                    names.sort_unstable();
                    for region in names {
                        actions.push(LandVsSeaAction::PlaceWaypoint {
                            q: i32::from(p.cell.q),
                            r: i32::from(p.cell.r),
                            region,
                        });
                    }
                }
                actions
            }
        }
    }

    fn legal_draws(&self) -> Vec<LandVsSeaAction> {
        (0..2u8)
            .filter(|&s| !self.stacks[usize::from(s)].is_empty())
            .map(|stack| LandVsSeaAction::Draw { stack })
            .collect()
    }

    /// Every (tile, face, rotation, cell) that fits: the frontier's constraints are computed once,
    /// then each rotated face is one bit test per cell.
    pub(crate) fn legal_placements(&self) -> Vec<LandVsSeaAction> {
        let frontier = self.board.frontier(&self.set);
        let mut actions = Vec::with_capacity(frontier.len() * 8);
        let hand = &self.hands[usize::from(self.turn.seat)];
        for (slot, held) in hand.iter().enumerate() {
            if held.stolen {
                continue;
            }
            for (choice, f) in [
                (LandVsSeaFaceChoice::Up, held.up),
                (LandVsSeaFaceChoice::Hidden, 1 - held.up),
            ] {
                let face = self.set.face(held.tile, f);
                for (rotation, rotated) in face.rotations.iter().enumerate() {
                    for &(cell, touched, land) in &frontier {
                        if fits(rotated, touched, land) {
                            actions.push(LandVsSeaAction::Place {
                                slot: slot as u8,
                                face: choice,
                                rotation: rotation as u8,
                                q: i32::from(cell.q),
                                r: i32::from(cell.r),
                            });
                        }
                    }
                }
            }
        }
        actions
    }
}
