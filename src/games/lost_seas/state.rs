//! The game state and its setup from a seed.

use serde::Serialize;
use utoipa::ToSchema;

use super::components::{ComponentSet, EXPEDITION_COUNT, SEA_TILE_COUNT, standard_v1};
use super::expeditions::LostSeasFace;
use super::options::LostSeasOptions;
use crate::engine::{Game, GameRng, OptionsError, Setup};

/// A Sea Exploration tile's id: its index in the component set.
pub type TileId = u8;
/// An Expedition tile's id: its index in the component set.
pub type ExpeditionId = u8;

/// Tiles on a player's map when the game ends (4 x 4).
pub const MAP_CELLS: usize = 16;
/// Rounds of the standard draft: one tile per player per round.
pub const ROUNDS: u8 = 16;
/// Face-up tiles at the start of the standard draft.
pub const FIRST_OFFER: usize = 5;
/// Tiles turned over at the start of every later round.
pub const ROUND_REFILL: usize = 4;
/// Face-up tiles in the Young Mapmaker mode.
pub const YOUNG_OFFER: usize = 3;

/// Randomness streams derived from the seed, one per independent use.
const STREAM_FIRST_PLAYER: u64 = 1;
const STREAM_SEA_TILES: u64 = 2;
const STREAM_EXPEDITIONS: u64 = 3;

/// A Lost Seas game in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LostSeas {
    pub(crate) young_mapmaker: bool,
    pub(crate) phase: Phase,
    /// The player who took the First Player token at setup.
    pub(crate) starting_player: u8,
    pub(crate) maps: Vec<PlayerMap>,
    /// The face-down pile; the last element is the top tile.
    pub(crate) pile: Vec<TileId>,
    /// The face-up tiles, in the order they were turned over.
    pub(crate) offer: Vec<TileId>,
    /// Sea tiles put back in the box during the draft, in order.
    pub(crate) boxed: Vec<TileId>,
    /// Expedition tiles nobody was dealt: back in the box, unseen.
    pub(crate) unused_expeditions: Vec<ExpeditionId>,
    pub(crate) draft: DraftPosition,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Players choose the faces and order of their Expeditions, in any order.
    Setup,
    Draft,
    Finished,
}

/// Where the draft stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DraftPosition {
    /// 1-based round of the standard draft; unused by the Young Mapmaker mode.
    pub round: u8,
    /// The player who starts the current round.
    pub round_first: u8,
    /// Index into the round's step list ([`round_steps`]).
    pub step: u8,
    /// Tiles taken so far by all players.
    pub picks: u8,
}

/// What the player to act must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LostSeasStep {
    /// Take a face-up tile and place it on the map.
    Take,
    /// Put a face-up tile back in the box.
    BoxTile,
}

/// The steps of one standard round: (offset from the round's first player, step). The rulebook:
/// with 4 players each takes one tile; with 3 the first player takes one and boxes one, then
/// the others take one; with 2 both players take one and box one.
pub(crate) fn round_steps(players: usize) -> &'static [(u8, LostSeasStep)] {
    use LostSeasStep::{BoxTile, Take};
    match players {
        2 => &[(0, Take), (0, BoxTile), (1, Take), (1, BoxTile)],
        3 => &[(0, Take), (0, BoxTile), (1, Take), (2, Take)],
        _ => &[(0, Take), (1, Take), (2, Take), (3, Take)],
    }
}

/// A player's sea map and Expeditions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlayerMap {
    /// Row-major 4 x 4 cells.
    pub cells: [Option<TileId>; MAP_CELLS],
    pub expeditions: ExpeditionStage,
}

/// A player's progress through the Expedition choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ExpeditionStage {
    /// Young Mapmaker: no Expeditions at all.
    None,
    /// Choosing the column Expeditions; the row hand is already set aside (dealt from the
    /// shuffled stack at setup so that the deal does not depend on who decides first) but not
    /// yet shown to the player.
    ChoosingColumns {
        columns: [ExpeditionId; 4],
        rows: [ExpeditionId; 4],
    },
    ChoosingRows {
        columns: [PlacedExpedition; 4],
        rows: [ExpeditionId; 4],
    },
    Ready {
        columns: [PlacedExpedition; 4],
        rows: [PlacedExpedition; 4],
    },
}

/// An Expedition placed at the head of a row or column, with the face chosen for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlacedExpedition {
    pub id: ExpeditionId,
    pub face: LostSeasFace,
}

impl PlayerMap {
    pub fn is_deciding(&self) -> bool {
        matches!(
            self.expeditions,
            ExpeditionStage::ChoosingColumns { .. } | ExpeditionStage::ChoosingRows { .. }
        )
    }

    pub fn tiles_placed(&self) -> usize {
        self.cells.iter().flatten().count()
    }
}

impl LostSeas {
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    pub(crate) fn set(&self) -> &'static ComponentSet {
        standard_v1()
    }

    pub(crate) fn players(&self) -> usize {
        self.maps.len()
    }

    pub(crate) fn create(setup: &Setup<LostSeasOptions>) -> Result<Self, OptionsError> {
        let info = <LostSeas as Game>::INFO;
        if !(info.min_players..=info.max_players).contains(&setup.players) {
            return Err(OptionsError::player_count(&info, setup.players));
        }
        let players = setup.players;
        let young_mapmaker = setup.options.young_mapmaker;
        let starting_player = GameRng::derive(setup.seed, STREAM_FIRST_PLAYER).below(players) as u8;

        let mut pile: Vec<TileId> = (0..SEA_TILE_COUNT as u8).collect();
        GameRng::derive(setup.seed, STREAM_SEA_TILES).shuffle(&mut pile);

        let mut expedition_stack: Vec<ExpeditionId> = (0..EXPEDITION_COUNT as u8).collect();
        let mut maps = Vec::with_capacity(players);
        if young_mapmaker {
            expedition_stack.clear();
        } else {
            GameRng::derive(setup.seed, STREAM_EXPEDITIONS).shuffle(&mut expedition_stack);
        }
        for _ in 0..players {
            let expeditions = if young_mapmaker {
                ExpeditionStage::None
            } else {
                ExpeditionStage::ChoosingColumns {
                    columns: deal_four(&mut expedition_stack),
                    rows: deal_four(&mut expedition_stack),
                }
            };
            maps.push(PlayerMap {
                cells: [None; MAP_CELLS],
                expeditions,
            });
        }

        let mut game = LostSeas {
            young_mapmaker,
            phase: Phase::Setup,
            starting_player,
            maps,
            pile,
            offer: Vec::with_capacity(FIRST_OFFER),
            boxed: Vec::new(),
            unused_expeditions: expedition_stack,
            draft: DraftPosition {
                round: 1,
                round_first: starting_player,
                step: 0,
                picks: 0,
            },
        };
        if young_mapmaker {
            game.start_draft();
        }
        Ok(game)
    }

    /// Turn over the first face-up tiles. In the rulebook's setup the sea tiles are laid out
    /// after the Expeditions are chosen, so nobody sees them while choosing.
    pub(crate) fn start_draft(&mut self) {
        self.phase = Phase::Draft;
        let first = if self.young_mapmaker {
            YOUNG_OFFER
        } else {
            FIRST_OFFER
        };
        self.turn_over(first);
    }

    pub(crate) fn turn_over(&mut self, count: usize) {
        for _ in 0..count {
            if let Some(tile) = self.pile.pop() {
                self.offer.push(tile);
            }
        }
    }

    /// The player to act and what they must do, during the draft.
    pub(crate) fn current_turn(&self) -> Option<(usize, LostSeasStep)> {
        if self.phase != Phase::Draft {
            return None;
        }
        let n = self.players();
        if self.young_mapmaker {
            let seat = (usize::from(self.starting_player) + usize::from(self.draft.picks)) % n;
            return Some((seat, LostSeasStep::Take));
        }
        let (offset, step) = round_steps(n)[usize::from(self.draft.step)];
        Some((
            (usize::from(self.draft.round_first) + usize::from(offset)) % n,
            step,
        ))
    }

    /// Move the draft on after a step has been carried out.
    pub(crate) fn advance_draft(&mut self) {
        let n = self.players();
        if self.young_mapmaker {
            if usize::from(self.draft.picks) == n * MAP_CELLS {
                self.phase = Phase::Finished;
            }
            return;
        }
        self.draft.step += 1;
        if usize::from(self.draft.step) < round_steps(n).len() {
            return;
        }
        if self.draft.round == ROUNDS {
            self.phase = Phase::Finished;
            return;
        }
        // The last player of a round is the first of the next: the seat before this round's first.
        self.draft.round_first = ((usize::from(self.draft.round_first) + n - 1) % n) as u8;
        self.draft.round += 1;
        self.draft.step = 0;
        self.turn_over(ROUND_REFILL);
    }
}

fn deal_four(stack: &mut Vec<ExpeditionId>) -> [ExpeditionId; 4] {
    let mut hand = [0; 4];
    for slot in &mut hand {
        *slot = stack
            .pop()
            .expect("44 expeditions are enough for 4 players");
    }
    hand
}
