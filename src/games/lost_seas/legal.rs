//! Listing every legal action.

use super::actions::LostSeasAction;
use super::expeditions::LostSeasFace;
use super::state::{ExpeditionStage, LostSeas, LostSeasStep, Phase};
use crate::engine::Seat;

/// The 24 permutations of 0..4, in lexicographic order.
const ORDERS: [[u8; 4]; 24] = permutations();

const fn permutations() -> [[u8; 4]; 24] {
    let mut out = [[0u8; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                if a != b && a != c && b != c {
                    out[n] = [a, b, c, 6 - a - b - c];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

/// The 16 combinations of faces for 4 Expeditions.
fn face_choices() -> impl Iterator<Item = [LostSeasFace; 4]> {
    (0..16u8).map(|bits| {
        std::array::from_fn(|k| {
            if bits & (1 << k) == 0 {
                LostSeasFace::Easy
            } else {
                LostSeasFace::Hard
            }
        })
    })
}

impl LostSeas {
    pub(crate) fn legal(&self, seat: Seat) -> Vec<LostSeasAction> {
        if !self.seat_may_act(seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Setup => self.legal_choices(seat.index()),
            Phase::Draft => self.legal_draft(seat.index()),
            Phase::Finished => Vec::new(),
        }
    }

    fn legal_choices(&self, player: usize) -> Vec<LostSeasAction> {
        let columns = match self.maps[player].expeditions {
            ExpeditionStage::ChoosingColumns { .. } => true,
            ExpeditionStage::ChoosingRows { .. } => false,
            _ => return Vec::new(),
        };
        let mut actions = Vec::with_capacity(ORDERS.len() * 16);
        for order in ORDERS {
            for faces in face_choices() {
                actions.push(if columns {
                    LostSeasAction::ChooseColumns { order, faces }
                } else {
                    LostSeasAction::ChooseRows { order, faces }
                });
            }
        }
        actions
    }

    fn legal_draft(&self, player: usize) -> Vec<LostSeasAction> {
        let Some((_, step)) = self.current_turn() else {
            return Vec::new();
        };
        match step {
            LostSeasStep::BoxTile => self
                .offer
                .iter()
                .map(|&tile| LostSeasAction::BoxTile { tile })
                .collect(),
            LostSeasStep::Take => {
                let cells = &self.maps[player].cells;
                let empty = cells.iter().filter(|c| c.is_none()).count();
                let mut actions = Vec::with_capacity(self.offer.len() * empty);
                for &tile in &self.offer {
                    for (cell, content) in cells.iter().enumerate() {
                        if content.is_none() {
                            actions.push(LostSeasAction::Take {
                                tile,
                                row: (cell / 4) as u8,
                                column: (cell % 4) as u8,
                            });
                        }
                    }
                }
                actions
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_are_all_24_distinct_permutations() {
        let mut seen = std::collections::HashSet::new();
        for order in ORDERS {
            let mut sorted = order;
            sorted.sort();
            assert_eq!(sorted, [0, 1, 2, 3]);
            assert!(seen.insert(order));
        }
        assert_eq!(seen.len(), 24);
    }
}
