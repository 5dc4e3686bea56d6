//! What each viewer may see: everything except the face-down pile's order and the Expedition
//! tiles nobody has revealed (a player's undecided hand, the tiles left in the box).

use serde::Serialize;
use utoipa::ToSchema;

use super::actions::LostSeasAction;
use super::expeditions::{
    LostSeasElement, LostSeasExpeditionFace, LostSeasFace, LostSeasRequirement,
};
use super::scoring::LostSeasScore;
use super::state::{
    ExpeditionId, ExpeditionStage, LostSeas, LostSeasStep, Phase, PlacedExpedition, TileId,
};
use crate::engine::{Seat, Viewer};

/// The game as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LostSeasView {
    /// The component set the tiles come from.
    pub component_set: String,
    pub young_mapmaker: bool,
    pub phase: LostSeasPhase,
    /// Seats that may act now: every undecided seat during setup, one seat during the draft.
    pub to_act: Vec<Seat>,
    /// What the seat to act must do during the draft.
    pub step: Option<LostSeasStep>,
    /// The draft round, 1 to 16 (standard game only).
    pub round: Option<u8>,
    /// Who starts the current round (standard game only).
    pub round_first_player: Option<Seat>,
    /// Who took the First Player token at setup.
    pub starting_player: Seat,
    /// The face-up tiles anyone may take.
    pub offer: Vec<LostSeasTile>,
    /// How many tiles are left in the face-down pile.
    pub pile_count: u8,
    /// The face-down pile, top first: only once everything is revealed.
    pub pile: Option<Vec<LostSeasTile>>,
    /// Sea tiles put back in the box during the draft, in order.
    pub boxed: Vec<LostSeasTile>,
    /// Expedition tiles nobody was dealt: only once everything is revealed.
    pub unused_expeditions: Option<Vec<LostSeasExpeditionTile>>,
    /// Every player's map, in seat order.
    pub maps: Vec<LostSeasMap>,
}

/// The phase of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LostSeasPhase {
    /// Players choose their Expeditions, in any order.
    Setup,
    Draft,
    Finished,
}

/// A Sea Exploration tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LostSeasTile {
    pub id: u8,
    /// Its 1 to 3 Marine Element icons.
    pub elements: Vec<LostSeasElement>,
}

/// A double-sided Expedition tile, both faces shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LostSeasExpeditionTile {
    pub id: u8,
    pub easy: LostSeasExpeditionFace,
    pub hard: LostSeasExpeditionFace,
}

/// An Expedition placed at a row or column with the face chosen for the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LostSeasPlacedExpedition {
    pub id: u8,
    pub face: LostSeasFace,
    pub requirement: LostSeasRequirement,
    pub points: u8,
}

/// A player's progress through the Expedition choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LostSeasExpeditionStage {
    /// Young Mapmaker mode: no Expeditions.
    None,
    ChoosingColumns,
    ChoosingRows,
    Ready,
}

/// One player's sea map.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LostSeasMap {
    pub seat: Seat,
    /// 4 rows of 4 cells, top to bottom and left to right; `null` is an empty cell.
    pub cells: Vec<Vec<Option<LostSeasTile>>>,
    pub tiles_placed: u8,
    pub expedition_stage: LostSeasExpeditionStage,
    /// The dealt Expeditions this player is choosing from (hand positions 0-3 in order): shown
    /// only to that player (and to everyone once the game is over).
    pub hand: Option<Vec<LostSeasExpeditionTile>>,
    /// The Expeditions heading columns 0-3, once chosen (public).
    pub columns: Option<Vec<LostSeasPlacedExpedition>>,
    /// The Expeditions beside rows 0-3, once chosen (public).
    pub rows: Option<Vec<LostSeasPlacedExpedition>>,
    /// The score as it stands; final once the game is over.
    pub score: LostSeasScore,
}

/// An action as it appears in the event log. Every choice is public once made, so this shows
/// the result (the tiles and faces placed) rather than hand positions.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LostSeasActionView {
    /// The Expeditions placed above columns 0-3.
    ChooseColumns {
        expeditions: Vec<LostSeasPlacedExpedition>,
    },
    /// The Expeditions placed beside rows 0-3.
    ChooseRows {
        expeditions: Vec<LostSeasPlacedExpedition>,
    },
    /// A tile taken from the offer and placed on the map.
    Take {
        tile: LostSeasTile,
        row: u8,
        column: u8,
    },
    /// A tile put back in the box.
    BoxTile { tile: LostSeasTile },
}

impl LostSeas {
    fn tile_view(&self, id: TileId) -> LostSeasTile {
        LostSeasTile {
            id,
            // An id outside the set can only come from a rejected action's log entry.
            elements: self
                .set()
                .sea_tiles
                .get(usize::from(id))
                .cloned()
                .unwrap_or_default(),
        }
    }

    fn expedition_tile(&self, id: ExpeditionId) -> LostSeasExpeditionTile {
        let expedition = &self.set().expeditions[usize::from(id)];
        LostSeasExpeditionTile {
            id,
            easy: expedition.easy.clone(),
            hard: expedition.hard.clone(),
        }
    }

    fn placed_view(&self, placed: &PlacedExpedition) -> LostSeasPlacedExpedition {
        let face = self.set().expeditions[usize::from(placed.id)].face(placed.face);
        LostSeasPlacedExpedition {
            id: placed.id,
            face: placed.face,
            requirement: face.requirement.clone(),
            points: face.points,
        }
    }

    fn placed_list(&self, placed: &[PlacedExpedition; 4]) -> Option<Vec<LostSeasPlacedExpedition>> {
        Some(placed.iter().map(|p| self.placed_view(p)).collect())
    }

    fn map_view(&self, player: usize, viewer: Viewer) -> LostSeasMap {
        let seat = Seat::from(player);
        let map = &self.maps[player];
        let sees_hand = viewer.sees_secrets_of(seat);
        let hand_of = |ids: &[ExpeditionId; 4]| {
            sees_hand.then(|| ids.iter().map(|&id| self.expedition_tile(id)).collect())
        };
        let (expedition_stage, hand, columns, rows) = match &map.expeditions {
            ExpeditionStage::None => (LostSeasExpeditionStage::None, None, None, None),
            ExpeditionStage::ChoosingColumns { columns, .. } => (
                LostSeasExpeditionStage::ChoosingColumns,
                hand_of(columns),
                None,
                None,
            ),
            ExpeditionStage::ChoosingRows { columns, rows } => (
                LostSeasExpeditionStage::ChoosingRows,
                hand_of(rows),
                self.placed_list(columns),
                None,
            ),
            ExpeditionStage::Ready { columns, rows } => (
                LostSeasExpeditionStage::Ready,
                None,
                self.placed_list(columns),
                self.placed_list(rows),
            ),
        };
        LostSeasMap {
            seat,
            cells: map
                .cells
                .chunks(4)
                .map(|row| row.iter().map(|c| c.map(|t| self.tile_view(t))).collect())
                .collect(),
            tiles_placed: map.tiles_placed() as u8,
            expedition_stage,
            hand,
            columns,
            rows,
            score: self.score(seat),
        }
    }

    pub(crate) fn render(&self, viewer: Viewer) -> LostSeasView {
        let everyone = viewer == Viewer::Everyone;
        let turn = self.current_turn();
        let standard_draft = self.phase == Phase::Draft && !self.young_mapmaker;
        LostSeasView {
            component_set: self.set().name.clone(),
            young_mapmaker: self.young_mapmaker,
            phase: match self.phase {
                Phase::Setup => LostSeasPhase::Setup,
                Phase::Draft => LostSeasPhase::Draft,
                Phase::Finished => LostSeasPhase::Finished,
            },
            to_act: self.seats_to_act(),
            step: turn.map(|(_, step)| step),
            round: standard_draft.then_some(self.draft.round),
            round_first_player: standard_draft.then_some(Seat(self.draft.round_first)),
            starting_player: Seat(self.starting_player),
            offer: self.offer.iter().map(|&t| self.tile_view(t)).collect(),
            pile_count: self.pile.len() as u8,
            pile: everyone.then(|| self.pile.iter().rev().map(|&t| self.tile_view(t)).collect()),
            boxed: self.boxed.iter().map(|&t| self.tile_view(t)).collect(),
            unused_expeditions: everyone.then(|| {
                let mut unused: Vec<ExpeditionId> = self.unused_expeditions.clone();
                // Row hands not yet shown to their players are still unrevealed tiles.
                for map in &self.maps {
                    if let ExpeditionStage::ChoosingColumns { rows, .. } = &map.expeditions {
                        unused.extend_from_slice(rows);
                    }
                }
                unused.sort_unstable();
                unused.iter().map(|&id| self.expedition_tile(id)).collect()
            }),
            maps: (0..self.players())
                .map(|p| self.map_view(p, viewer))
                .collect(),
        }
    }

    pub(crate) fn seats_to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Setup => (0..self.players())
                .filter(|&p| self.maps[p].is_deciding())
                .map(Seat::from)
                .collect(),
            Phase::Draft => self
                .current_turn()
                .map(|(p, _)| vec![Seat::from(p)])
                .unwrap_or_default(),
            Phase::Finished => Vec::new(),
        }
    }

    pub(crate) fn render_action(&self, seat: Seat, action: &LostSeasAction) -> LostSeasActionView {
        let stage = self.maps.get(seat.index()).map(|m| &m.expeditions);
        let arranged = |hand: &[ExpeditionId; 4], order: &[u8; 4], faces: &[LostSeasFace; 4]| {
            order
                .iter()
                .zip(faces)
                .filter_map(|(&position, &face)| {
                    let id = *hand.get(usize::from(position))?;
                    Some(self.placed_view(&PlacedExpedition { id, face }))
                })
                .collect()
        };
        match action {
            LostSeasAction::ChooseColumns { order, faces } => LostSeasActionView::ChooseColumns {
                expeditions: match stage {
                    Some(ExpeditionStage::ChoosingColumns { columns, .. }) => {
                        arranged(columns, order, faces)
                    }
                    _ => Vec::new(),
                },
            },
            LostSeasAction::ChooseRows { order, faces } => LostSeasActionView::ChooseRows {
                expeditions: match stage {
                    Some(ExpeditionStage::ChoosingRows { rows, .. }) => {
                        arranged(rows, order, faces)
                    }
                    _ => Vec::new(),
                },
            },
            LostSeasAction::Take { tile, row, column } => LostSeasActionView::Take {
                tile: self.tile_view(*tile),
                row: *row,
                column: *column,
            },
            LostSeasAction::BoxTile { tile } => LostSeasActionView::BoxTile {
                tile: self.tile_view(*tile),
            },
        }
    }
}

impl LostSeasActionView {
    /// The action in words, for the game log (see `Game::describe`). Rows and columns count
    /// from 1, as the board shows them.
    pub fn describe(&self) -> String {
        match self {
            LostSeasActionView::ChooseColumns { .. } => {
                "set their Expeditions above the columns".to_owned()
            }
            LostSeasActionView::ChooseRows { .. } => {
                "set their Expeditions beside the rows".to_owned()
            }
            LostSeasActionView::Take { tile, row, column } => format!(
                "took a tile ({}) and placed it in row {}, column {}",
                elements(tile),
                u32::from(*row) + 1,
                u32::from(*column) + 1
            ),
            LostSeasActionView::BoxTile { tile } => {
                format!("put a tile ({}) back in the box", elements(tile))
            }
        }
    }
}

/// A tile's icons in words: "kraken, rock".
fn elements(tile: &LostSeasTile) -> String {
    let names: Vec<&str> = tile
        .elements
        .iter()
        .map(|element| match element {
            LostSeasElement::Kraken => "kraken",
            LostSeasElement::Leviathan => "leviathan",
            LostSeasElement::Maelstrom => "maelstrom",
            LostSeasElement::Rock => "rock",
            LostSeasElement::Sandbank => "sandbank",
            LostSeasElement::Shipwreck => "shipwreck",
        })
        .collect();
    if names.is_empty() {
        "no icons".to_owned()
    } else {
        names.join(", ")
    }
}
