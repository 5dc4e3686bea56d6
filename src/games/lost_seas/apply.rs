//! Checking an action against the rules and applying it.

use super::actions::LostSeasAction;
use super::expeditions::LostSeasFace;
use super::state::{
    ExpeditionId, ExpeditionStage, LostSeas, LostSeasStep, Phase, PlacedExpedition, TileId,
};
use crate::engine::{RuleError, Seat};

fn err(code: &'static str, message: impl Into<std::borrow::Cow<'static, str>>) -> RuleError {
    RuleError::new(code, message)
}

impl LostSeas {
    pub(crate) fn apply_action(
        &self,
        seat: Seat,
        action: &LostSeasAction,
    ) -> Result<Self, RuleError> {
        if self.phase == Phase::Finished {
            return Err(RuleError::game_over());
        }
        if !self.seat_may_act(seat) {
            return Err(RuleError::not_your_turn());
        }
        let mut next = self.clone();
        match action {
            LostSeasAction::ChooseColumns { order, faces } => {
                next.choose_columns(seat.index(), order, faces)?
            }
            LostSeasAction::ChooseRows { order, faces } => {
                next.choose_rows(seat.index(), order, faces)?
            }
            LostSeasAction::Take { tile, row, column } => {
                next.take(seat.index(), *tile, *row, *column)?
            }
            LostSeasAction::BoxTile { tile } => next.box_tile(*tile)?,
        }
        Ok(next)
    }

    pub(crate) fn seat_may_act(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::Setup => self
                .maps
                .get(seat.index())
                .is_some_and(|map| map.is_deciding()),
            Phase::Draft => self.current_turn().is_some_and(|(s, _)| s == seat.index()),
            Phase::Finished => false,
        }
    }

    fn choose_columns(
        &mut self,
        player: usize,
        order: &[u8; 4],
        faces: &[LostSeasFace; 4],
    ) -> Result<(), RuleError> {
        let ExpeditionStage::ChoosingColumns { columns, rows } = self.maps[player].expeditions
        else {
            return Err(self.not_choosing(player));
        };
        let columns = place(&columns, order, faces)?;
        self.maps[player].expeditions = ExpeditionStage::ChoosingRows { columns, rows };
        Ok(())
    }

    fn choose_rows(
        &mut self,
        player: usize,
        order: &[u8; 4],
        faces: &[LostSeasFace; 4],
    ) -> Result<(), RuleError> {
        let (columns, rows) = match self.maps[player].expeditions {
            ExpeditionStage::ChoosingRows { columns, rows } => (columns, rows),
            ExpeditionStage::ChoosingColumns { .. } => {
                return Err(err(
                    "columns_not_chosen",
                    "choose your column Expeditions first; the row Expeditions are dealt after",
                ));
            }
            _ => return Err(self.not_choosing(player)),
        };
        let rows = place(&rows, order, faces)?;
        self.maps[player].expeditions = ExpeditionStage::Ready { columns, rows };
        if self.maps.iter().all(|m| !m.is_deciding()) {
            self.start_draft();
        }
        Ok(())
    }

    fn not_choosing(&self, player: usize) -> RuleError {
        match self.maps[player].expeditions {
            ExpeditionStage::None => err(
                "no_expeditions",
                "the Young Mapmaker mode is played without Expeditions",
            ),
            _ if self.phase == Phase::Setup => err(
                "expeditions_already_chosen",
                "you have already placed these Expeditions",
            ),
            _ => err(
                "expeditions_already_chosen",
                "Expeditions are chosen only during setup",
            ),
        }
    }

    fn expect_step(&self, wanted: LostSeasStep) -> Result<(), RuleError> {
        match self.current_turn() {
            Some((_, step)) if step == wanted => Ok(()),
            Some((_, LostSeasStep::Take)) => Err(err(
                "must_take_tile",
                "take a face-up tile and place it on your map",
            )),
            Some((_, LostSeasStep::BoxTile)) => Err(err(
                "must_box_tile",
                "put one of the face-up tiles back in the box",
            )),
            None => Err(err(
                "expeditions_not_chosen",
                "the draft starts once every player has chosen their Expeditions",
            )),
        }
    }

    fn offer_position(&self, tile: TileId) -> Result<usize, RuleError> {
        self.offer
            .iter()
            .position(|&t| t == tile)
            .ok_or_else(|| err("tile_not_offered", format!("tile {tile} is not face up")))
    }

    fn take(&mut self, player: usize, tile: TileId, row: u8, column: u8) -> Result<(), RuleError> {
        self.expect_step(LostSeasStep::Take)?;
        let position = self.offer_position(tile)?;
        if row >= 4 || column >= 4 {
            return Err(err(
                "cell_out_of_range",
                format!("the map is 4 x 4: row {row}, column {column} is off the map"),
            ));
        }
        let cell = usize::from(row) * 4 + usize::from(column);
        let map = &mut self.maps[player];
        if map.cells[cell].is_some() {
            return Err(err(
                "cell_occupied",
                format!("row {row}, column {column} already holds a tile"),
            ));
        }
        map.cells[cell] = Some(tile);
        self.draft.picks += 1;
        if self.young_mapmaker {
            // The rulebook: the taken tile is replaced at once, so 3 stay on offer while the
            // pile lasts.
            match self.pile.pop() {
                Some(new_tile) => self.offer[position] = new_tile,
                None => {
                    self.offer.remove(position);
                }
            }
        } else {
            self.offer.remove(position);
        }
        self.advance_draft();
        Ok(())
    }

    fn box_tile(&mut self, tile: TileId) -> Result<(), RuleError> {
        self.expect_step(LostSeasStep::BoxTile)?;
        let position = self.offer_position(tile)?;
        self.offer.remove(position);
        self.boxed.push(tile);
        self.advance_draft();
        Ok(())
    }
}

/// The dealt hand arranged by `order` with `faces`, if `order` is a permutation of 0..4.
fn place(
    hand: &[ExpeditionId; 4],
    order: &[u8; 4],
    faces: &[LostSeasFace; 4],
) -> Result<[PlacedExpedition; 4], RuleError> {
    let mut seen = [false; 4];
    for &position in order {
        let slot = seen.get_mut(usize::from(position)).ok_or_else(|| {
            err(
                "invalid_order",
                format!("hand position {position} does not exist: use 0 to 3"),
            )
        })?;
        if *slot {
            return Err(err(
                "invalid_order",
                format!(
                    "hand position {position} is used twice: order must be a permutation of 0-3"
                ),
            ));
        }
        *slot = true;
    }
    Ok(std::array::from_fn(|k| PlacedExpedition {
        id: hand[usize::from(order[k])],
        face: faces[k],
    }))
}
