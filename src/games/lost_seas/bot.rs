//! The computer player's knowledge of Lost Seas: rebuilding a full state from a seat's view, and
//! the cheap guesses its rollouts play.
//!
//! A seat sees every map, every placed Expedition, the offer, the boxed tiles and its own
//! undecided hand. Unseen are the face-down pile's order (its content is every Sea Exploration
//! tile not on show), the other players' undecided hands, its own row hand before its columns are
//! placed, and the Expeditions left in the box: a determinization shuffles the unseen tiles into
//! those places.

use crate::engine::{Bot, BotLevel, Game, GameRng, SearchBudget, Seat};

use super::actions::LostSeasAction as Action;
use super::components::{EXPEDITION_COUNT, SEA_TILE_COUNT};
use super::expeditions::{ElementCounts, add_icons};
use super::expeditions::{LostSeasFace, LostSeasRequirement};
use super::prospects::{LineOdds, prospect};
use super::setup_choice::best_faces;
use super::state::{
    DraftPosition, ExpeditionId, ExpeditionStage, LostSeas, LostSeasStep, MAP_CELLS, Phase,
    PlacedExpedition, PlayerMap, TileId, round_steps,
};
use super::view::{LostSeasExpeditionStage as Stage, LostSeasPhase, LostSeasView};

/// Takes each level searches, of the best by expected points (see `root_candidates`).
const EASY_TAKES_SEARCHED: usize = 10;
const MEDIUM_TAKES_SEARCHED: usize = 4;
const HARD_TAKES_SEARCHED: usize = 6;
/// Draws of the unseen tiles that rank the takes.
const TAKE_DRAWS: usize = 48;
/// Candidate placements a rollout compares before taking the best for its own map.
const ROLLOUT_CANDIDATES: usize = 8;
/// Points of lead that make a finished game's reward about three times its even share.
const MARGIN_SCALE: f64 = 8.0;
/// Share of a finished game's reward given by the score margin rather than winning.
const MARGIN_WEIGHT: f64 = 0.3;

impl Bot for LostSeas {
    fn determinize(view: &LostSeasView, seat: Seat, rng: &mut GameRng) -> Self {
        let mut seen_tiles = [false; SEA_TILE_COUNT];
        let cells: Vec<[Option<TileId>; MAP_CELLS]> = view
            .maps
            .iter()
            .map(|map| {
                let mut cells = [None; MAP_CELLS];
                for (i, tile) in map.cells.iter().flatten().enumerate() {
                    cells[i] = tile.as_ref().map(|t| t.id);
                }
                cells
            })
            .collect();
        let visible_tiles = view.offer.iter().chain(&view.boxed).map(|t| t.id);
        for id in visible_tiles.chain(cells.iter().flatten().flatten().copied()) {
            seen_tiles[usize::from(id)] = true;
        }
        let placed = |list: &Option<Vec<super::LostSeasPlacedExpedition>>| {
            let list = list.as_deref().unwrap_or_default();
            std::array::from_fn::<_, 4, _>(|k| PlacedExpedition {
                id: list.get(k).map_or(0, |p| p.id),
                face: list.get(k).map_or(super::LostSeasFace::Easy, |p| p.face),
            })
        };

        let mut pile: Vec<TileId> = (0..SEA_TILE_COUNT as TileId)
            .filter(|&t| !seen_tiles[usize::from(t)])
            .collect();
        rng.shuffle(&mut pile);
        pile.truncate(usize::from(view.pile_count));
        let mut unseen = unseen_expeditions(view);
        rng.shuffle(&mut unseen);
        let mut deal = || -> [ExpeditionId; 4] {
            std::array::from_fn(|_| unseen.pop().expect("enough unseen Expeditions to deal"))
        };

        let mut maps = Vec::with_capacity(view.maps.len());
        for (player, map) in view.maps.iter().enumerate() {
            let hand: Option<[ExpeditionId; 4]> = map
                .hand
                .as_ref()
                .map(|tiles| std::array::from_fn(|k| tiles.get(k).map_or(0, |t| t.id)));
            let mine = player == seat.index();
            let expeditions = match map.expedition_stage {
                Stage::None => ExpeditionStage::None,
                Stage::ChoosingColumns => ExpeditionStage::ChoosingColumns {
                    columns: hand.filter(|_| mine).unwrap_or_else(&mut deal),
                    rows: deal(),
                },
                Stage::ChoosingRows => ExpeditionStage::ChoosingRows {
                    columns: placed(&map.columns),
                    rows: hand.filter(|_| mine).unwrap_or_else(&mut deal),
                },
                Stage::Ready => ExpeditionStage::Ready {
                    columns: placed(&map.columns),
                    rows: placed(&map.rows),
                },
            };
            maps.push(PlayerMap {
                cells: cells[player],
                expeditions,
            });
        }

        let players = view.maps.len();
        let picks: usize = view.maps.iter().map(|m| usize::from(m.tiles_placed)).sum();
        let round_first = view.round_first_player.unwrap_or(view.starting_player).0;
        let step = match (view.step, view.to_act.first()) {
            (Some(step), Some(acting)) if !view.young_mapmaker => round_steps(players)
                .iter()
                .position(|&(offset, s)| {
                    s == step
                        && (usize::from(round_first) + usize::from(offset)) % players
                            == acting.index()
                })
                .unwrap_or(0)
                as u8,
            _ => 0,
        };
        LostSeas {
            young_mapmaker: view.young_mapmaker,
            phase: match view.phase {
                LostSeasPhase::Setup => Phase::Setup,
                LostSeasPhase::Draft => Phase::Draft,
                LostSeasPhase::Finished => Phase::Finished,
            },
            starting_player: view.starting_player.0,
            maps,
            // The state keeps the top of the pile last.
            pile,
            offer: view.offer.iter().map(|t| t.id).collect(),
            boxed: view.boxed.iter().map(|t| t.id).collect(),
            unused_expeditions: unseen,
            draft: DraftPosition {
                round: view.round.unwrap_or(1),
                round_first,
                step,
                picks: picks as u8,
            },
        }
    }

    fn evaluate(&self, _level: BotLevel) -> Vec<f64> {
        self.margin_rewards(|_| 0.5)
    }

    fn final_rewards(&self) -> Vec<f64> {
        let winners = self.outcome().map(|o| o.winners).unwrap_or_default();
        self.margin_rewards(|seat| f64::from(u8::from(winners.contains(&seat))))
    }

    fn budget(_view: &Self::View, level: BotLevel) -> SearchBudget {
        match level {
            BotLevel::Easy => SearchBudget {
                iterations: 40,
                determinizations: 8,
                rollout_depth: 200,
                exploration: 0.5,
            },
            BotLevel::Medium => SearchBudget {
                iterations: 900,
                determinizations: 32,
                rollout_depth: 200,
                exploration: 0.5,
            },
            BotLevel::Hard => SearchBudget {
                iterations: 8000,
                determinizations: 128,
                rollout_depth: 200,
                exploration: 0.5,
            },
        }
    }

    /// At setup, the faces are chosen without searching: a face's worth shows only when the
    /// map is full, and rollouts fill maps too roughly to tell a reachable hard face from an
    /// unreachable one. The easy level plays every easy face, as a newcomer does; the others
    /// weigh the four faces together with the crossing lines, on simulated drafts of the whole
    /// map ([`best_faces`]). The order along the map does not matter yet: the map is empty.
    ///
    /// A take is searched among the few that add most to the expected points of the two lines
    /// they join ([`LineOdds`], over the tiles the seat has not seen): of some eighty takes,
    /// most are plainly worse, and the search's budget goes further on the rest.
    fn root_candidates(
        view: &LostSeasView,
        legal: &[Action],
        seat: Seat,
        level: BotLevel,
        rng: &mut GameRng,
    ) -> Vec<Action> {
        let map = &view.maps[seat.index()];
        if let Some(hand) = map.hand.as_deref() {
            let faces = match level {
                BotLevel::Easy => [LostSeasFace::Easy; 4],
                BotLevel::Medium | BotLevel::Hard => {
                    let ids: [ExpeditionId; 4] =
                        std::array::from_fn(|k| hand.get(k).map_or(0, |tile| tile.id));
                    let columns = map.columns.as_deref().filter(|c| c.len() == 4).map(|c| {
                        std::array::from_fn(|k| PlacedExpedition {
                            id: c[k].id,
                            face: c[k].face,
                        })
                    });
                    best_faces(ids, columns, &unseen_expeditions(view), rng)
                }
            };
            let order = [0, 1, 2, 3];
            let wanted = match map.expedition_stage {
                Stage::ChoosingColumns => Action::ChooseColumns { order, faces },
                _ => Action::ChooseRows { order, faces },
            };
            if legal.contains(&wanted) {
                return vec![wanted];
            }
        }
        let kept = match level {
            BotLevel::Easy => EASY_TAKES_SEARCHED,
            BotLevel::Medium => MEDIUM_TAKES_SEARCHED,
            BotLevel::Hard => HARD_TAKES_SEARCHED,
        };
        if legal.len() <= kept || !legal.iter().all(|a| matches!(a, Action::Take { .. })) {
            return legal.to_vec();
        }
        let state = Self::determinize(view, seat, rng);
        let odds = LineOdds::new(&state.pile, TAKE_DRAWS, rng);
        let mut ranked: Vec<(f64, &Action)> = legal
            .iter()
            .map(|action| {
                let Action::Take { tile, row, column } = *action else {
                    return (f64::NEG_INFINITY, action);
                };
                let map = &state.maps[seat.index()];
                let (row, column) = (usize::from(row), usize::from(column));
                let gain = state.take_gain(map, tile, row, column, |req, points, counts, empty| {
                    odds.expected(state.set(), req, points, counts, empty)
                });
                (gain, action)
            })
            .collect();
        // Stable: equal takes keep the order they are listed in.
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked
            .into_iter()
            .take(kept)
            .map(|(_, a)| a.clone())
            .collect()
    }

    /// Before any tile is placed the map is empty, so the order of the Expeditions along it
    /// changes nothing: only the faces are worth searching.
    fn search_actions(&self, _seat: Seat, actions: Vec<Action>) -> Vec<Action> {
        let identity = |a: &Action| match a {
            Action::ChooseColumns { order, .. } | Action::ChooseRows { order, .. } => {
                *order == [0, 1, 2, 3]
            }
            _ => true,
        };
        if actions.iter().any(identity) {
            actions.into_iter().filter(identity).collect()
        } else {
            actions
        }
    }

    /// A take goes to the best of a few random placements for the taker's own map, judged by
    /// the prospects of the two lines it joins; anything else is random.
    fn rollout_action(
        &self,
        seat: Seat,
        actions: &[Action],
        _level: BotLevel,
        rng: &mut GameRng,
    ) -> usize {
        let taking = self
            .current_turn()
            .is_some_and(|(_, step)| step == LostSeasStep::Take);
        if !taking {
            return rng.below(actions.len());
        }
        let map = &self.maps[seat.index()];
        let mut best = (f64::NEG_INFINITY, 0);
        for _ in 0..ROLLOUT_CANDIDATES.min(actions.len()) {
            let i = rng.below(actions.len());
            let Action::Take { tile, row, column } = actions[i] else {
                continue;
            };
            let (row, column) = (usize::from(row), usize::from(column));
            let gain = if matches!(map.expeditions, ExpeditionStage::Ready { .. }) {
                self.take_gain(map, tile, row, column, |req, points, counts, empty| {
                    prospect(req, points, &counts, empty)
                })
            } else {
                // The Young Mapmaker's map has no Expeditions: its points are what it holds.
                let mut after = map.clone();
                after.cells[row * 4 + column] = Some(tile);
                f64::from(self.map_points(&after))
            };
            if gain > best.0 {
                best = (gain, i);
            }
        }
        best.1
    }
}

/// The Expeditions `view` shows nowhere: the box's and the other players' undecided hands.
fn unseen_expeditions(view: &LostSeasView) -> Vec<ExpeditionId> {
    let mut seen = [false; EXPEDITION_COUNT];
    for map in &view.maps {
        for p in [&map.columns, &map.rows].into_iter().flatten().flatten() {
            seen[usize::from(p.id)] = true;
        }
        for tile in map.hand.iter().flatten() {
            seen[usize::from(tile.id)] = true;
        }
    }
    (0..EXPEDITION_COUNT as ExpeditionId)
        .filter(|&e| !seen[usize::from(e)])
        .collect()
}

impl LostSeas {
    /// How much placing `tile` at (`row`, `column`) raises the worth of the two lines it joins
    /// on `map`, as `worth` judges a line (its requirement, points per fulfilment, element
    /// counts and empty cells).
    fn take_gain(
        &self,
        map: &PlayerMap,
        tile: TileId,
        row: usize,
        column: usize,
        worth: impl Fn(&LostSeasRequirement, u8, ElementCounts, usize) -> f64,
    ) -> f64 {
        let ExpeditionStage::Ready { columns, rows } = &map.expeditions else {
            // Without its Expeditions placed a map has no lines to judge.
            return 0.0;
        };
        let set = self.set();
        let lines = map.line_counts(&set.sea_tile_counts);
        let empty_in_row = (0..4).filter(|&c| map.cells[row * 4 + c].is_none()).count();
        let empty_in_column = (0..4)
            .filter(|&r| map.cells[r * 4 + column].is_none())
            .count();
        [
            (&rows[row], lines[row], empty_in_row),
            (&columns[column], lines[4 + column], empty_in_column),
        ]
        .into_iter()
        .map(|(placed, counts, empty)| {
            let face = set.expeditions[usize::from(placed.id)].face(placed.face);
            let mut after = counts;
            add_icons(&mut after, &set.sea_tile_counts[usize::from(tile)]);
            worth(&face.requirement, face.points, after, empty - 1)
                - worth(&face.requirement, face.points, counts, empty)
        })
        .sum()
    }

    /// The points `map` would score now.
    fn map_points(&self, map: &PlayerMap) -> u32 {
        let lines: [ElementCounts; 8] = map.line_counts(&self.set().sea_tile_counts);
        match &map.expeditions {
            ExpeditionStage::Ready { columns, rows } => rows
                .iter()
                .chain(columns)
                .zip(&lines)
                .map(|(placed, counts)| {
                    let face = self.set().expeditions[usize::from(placed.id)].face(placed.face);
                    u32::from(face.points) * face.requirement.fulfilments(counts)
                })
                .sum(),
            ExpeditionStage::None => lines
                .iter()
                .map(|counts| u32::from(counts.iter().copied().max().unwrap_or(0)))
                .sum(),
            _ => 0,
        }
    }

    /// Rewards mixing `base` (winning) with each seat's score lead over its best opponent.
    fn margin_rewards(&self, base: impl Fn(Seat) -> f64) -> Vec<f64> {
        let totals: Vec<f64> = self
            .maps
            .iter()
            .map(|m| f64::from(self.map_points(m)))
            .collect();
        (0..totals.len())
            .map(|i| {
                let best_other = (0..totals.len())
                    .filter(|&j| j != i)
                    .map(|j| totals[j])
                    .fold(f64::NEG_INFINITY, f64::max);
                let margin = 1.0 / (1.0 + (-(totals[i] - best_other) / MARGIN_SCALE).exp());
                (1.0 - MARGIN_WEIGHT) * base(Seat::from(i)) + MARGIN_WEIGHT * margin
            })
            .collect()
    }
}
