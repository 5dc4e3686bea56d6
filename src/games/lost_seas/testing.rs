//! Inspectors and builders for tests: exact positions and the hidden parts of a state.

use super::expeditions::LostSeasFace;
use super::state::{
    ExpeditionId, ExpeditionStage, LostSeas, MAP_CELLS, Phase, PlacedExpedition, TileId,
};
use crate::engine::{GameRng, Seat, Viewer};

impl LostSeas {
    /// The face-down pile, top tile last.
    pub fn pile_tiles(&self) -> &[TileId] {
        &self.pile
    }

    pub fn offer_tiles(&self) -> &[TileId] {
        &self.offer
    }

    pub fn boxed_tiles(&self) -> &[TileId] {
        &self.boxed
    }

    /// The tiles on a map, row-major.
    pub fn map_cells(&self, seat: Seat) -> [Option<TileId>; MAP_CELLS] {
        self.maps[seat.index()].cells
    }

    /// Every Expedition tile id held anywhere (hands, maps, box), for conservation checks.
    pub fn all_expedition_ids(&self) -> Vec<ExpeditionId> {
        let mut ids = self.unused_expeditions.clone();
        for map in &self.maps {
            match &map.expeditions {
                ExpeditionStage::None => {}
                ExpeditionStage::ChoosingColumns { columns, rows } => {
                    ids.extend_from_slice(columns);
                    ids.extend_from_slice(rows);
                }
                ExpeditionStage::ChoosingRows { columns, rows } => {
                    ids.extend(columns.iter().map(|p| p.id));
                    ids.extend_from_slice(rows);
                }
                ExpeditionStage::Ready { columns, rows } => {
                    ids.extend(columns.iter().chain(rows).map(|p| p.id));
                }
            }
        }
        ids
    }

    /// Replace a map's tiles (row-major). The tiles are not taken from anywhere: use only
    /// for scoring positions.
    pub fn with_map(mut self, seat: Seat, cells: [Option<TileId>; MAP_CELLS]) -> Self {
        self.maps[seat.index()].cells = cells;
        self
    }

    /// Give a map these Expeditions (id and face) for rows 0-3 and columns 0-3.
    pub fn with_expeditions(
        mut self,
        seat: Seat,
        rows: [(ExpeditionId, LostSeasFace); 4],
        columns: [(ExpeditionId, LostSeasFace); 4],
    ) -> Self {
        let placed = |list: [(ExpeditionId, LostSeasFace); 4]| {
            list.map(|(id, face)| PlacedExpedition { id, face })
        };
        self.maps[seat.index()].expeditions = ExpeditionStage::Ready {
            columns: placed(columns),
            rows: placed(rows),
        };
        self
    }

    /// Mark the game finished (scoring positions built with `with_map`).
    pub fn finished(mut self) -> Self {
        self.phase = Phase::Finished;
        self
    }

    /// The same position with every secret `viewer` may not see shuffled: the pile's order and
    /// the Expedition tiles not yet revealed to that viewer. The viewer's view must not change.
    pub fn with_secrets_shuffled(&self, viewer: Viewer, rng: &mut GameRng) -> Self {
        let mut next = self.clone();
        rng.shuffle(&mut next.pile);
        // Pool every unrevealed Expedition id, shuffle, and deal them back into the same slots.
        let mut pool = next.unused_expeditions.clone();
        for (player, map) in next.maps.iter().enumerate() {
            let sees = viewer.sees_secrets_of(Seat::from(player));
            match &map.expeditions {
                ExpeditionStage::ChoosingColumns { columns, rows } => {
                    if !sees {
                        pool.extend_from_slice(columns);
                    }
                    pool.extend_from_slice(rows);
                }
                ExpeditionStage::ChoosingRows { rows, .. } if !sees => pool.extend_from_slice(rows),
                _ => {}
            }
        }
        rng.shuffle(&mut pool);
        let mut deal = pool.into_iter();
        for slot in next.unused_expeditions.iter_mut() {
            *slot = deal.next().expect("pool refills its slots");
        }
        for (player, map) in next.maps.iter_mut().enumerate() {
            let sees = viewer.sees_secrets_of(Seat::from(player));
            match &mut map.expeditions {
                ExpeditionStage::ChoosingColumns { columns, rows } => {
                    if !sees {
                        columns.iter_mut().for_each(|s| *s = deal.next().unwrap());
                    }
                    rows.iter_mut().for_each(|s| *s = deal.next().unwrap());
                }
                ExpeditionStage::ChoosingRows { rows, .. } if !sees => {
                    rows.iter_mut().for_each(|s| *s = deal.next().unwrap())
                }
                _ => {}
            }
        }
        next
    }
}
