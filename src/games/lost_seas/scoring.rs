//! End-of-game scoring and the winners after the rulebook's tie-breaks.

use serde::Serialize;
use utoipa::ToSchema;

use super::expeditions::ElementCounts;
use super::state::{ExpeditionStage, LostSeas, Phase, PlacedExpedition, PlayerMap};
use crate::engine::{Outcome, ScorePart, Seat, Standing};

/// A map's score as it stands (final once the game is over). While a line is not full, its
/// Expedition counts only what no later tile can take away: complete sets, and "one of each"
/// once met. "None of", exact counts and majorities can still be broken, so they count once the
/// line is full: a map never shows points its player may yet lose. Once the game is over every
/// line counts as it is (they are all full by then): the final score is the rulebook's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct LostSeasScore {
    /// Points of each row, top to bottom.
    pub rows: [u32; 4],
    /// Points of each column, left to right.
    pub columns: [u32; 4],
    pub total: u32,
    /// Expeditions whose requirement is met (first tie-break); 0 in Young Mapmaker mode.
    pub expeditions_met: u8,
    /// The most points a single met Expedition earns (second tie-break); 0 in Young
    /// Mapmaker mode.
    pub best_expedition: u32,
}

impl PlayerMap {
    /// Whether each line is full: rows 0-3 then columns 0-3.
    pub(crate) fn full_lines(&self) -> [bool; 8] {
        let mut full = [true; 8];
        for (cell, tile) in self.cells.iter().enumerate() {
            if tile.is_none() {
                full[cell / 4] = false;
                full[4 + cell % 4] = false;
            }
        }
        full
    }

    /// Element counts of rows 0-3 then columns 0-3.
    pub(crate) fn line_counts(&self, tile_counts: &[ElementCounts]) -> [ElementCounts; 8] {
        let mut lines = [[0u8; 6]; 8];
        for (cell, tile) in self.cells.iter().enumerate() {
            if let Some(tile) = tile {
                let counts = &tile_counts[usize::from(*tile)];
                for line in [cell / 4, 4 + cell % 4] {
                    for (total, c) in lines[line].iter_mut().zip(counts) {
                        *total += c;
                    }
                }
            }
        }
        lines
    }
}

impl LostSeas {
    /// The score of `seat`'s map as it stands (see [`LostSeasScore`]).
    pub fn score(&self, seat: Seat) -> LostSeasScore {
        let map = &self.maps[seat.index()];
        let lines = map.line_counts(&self.set().sea_tile_counts);
        // Once the game is over every line counts as it is (and every line is full then).
        let over = self.phase == Phase::Finished;
        let full = map.full_lines().map(|full| full || over);
        let mut line_points = [0u32; 8];
        let mut score = LostSeasScore::default();
        match &map.expeditions {
            ExpeditionStage::None => {
                // Young Mapmaker: 1 point per copy of the line's most frequent element.
                for (points, counts) in line_points.iter_mut().zip(&lines) {
                    *points = u32::from(counts.iter().copied().max().unwrap_or(0));
                }
            }
            ExpeditionStage::Ready { columns, rows } => {
                let placed = rows.iter().chain(columns.iter());
                for (((points, counts), expedition), full) in
                    line_points.iter_mut().zip(&lines).zip(placed).zip(full)
                {
                    *points = self.expedition_points(expedition, counts, full);
                    if *points > 0 {
                        score.expeditions_met += 1;
                        score.best_expedition = score.best_expedition.max(*points);
                    }
                }
            }
            // No Expeditions placed yet: nothing can score.
            _ => {}
        }
        score.rows.copy_from_slice(&line_points[..4]);
        score.columns.copy_from_slice(&line_points[4..]);
        score.total = line_points.iter().sum();
        score
    }

    fn expedition_points(
        &self,
        placed: &PlacedExpedition,
        counts: &ElementCounts,
        full: bool,
    ) -> u32 {
        let face = self.set().expeditions[usize::from(placed.id)].face(placed.face);
        if !full && !face.requirement.only_grows() {
            return 0;
        }
        u32::from(face.points) * face.requirement.fulfilments(counts)
    }

    pub(crate) fn final_outcome(&self) -> Outcome {
        let scores: Vec<LostSeasScore> = (0..self.players())
            .map(|i| self.score(Seat::from(i)))
            .collect();
        // Most points, then most Expeditions met, then the single best met Expedition; a tie
        // that survives all three shares the victory.
        let key = |s: &LostSeasScore| (s.total, s.expeditions_met, s.best_expedition);
        let best = scores.iter().map(key).max().expect("at least 2 players");
        let winners = scores
            .iter()
            .enumerate()
            .filter(|(_, s)| key(s) == best)
            .map(|(i, _)| Seat::from(i))
            .collect();
        let standings = scores
            .iter()
            .enumerate()
            .map(|(i, s)| Standing {
                side: Seat::from(i).to_string(),
                seats: vec![Seat::from(i)],
                score: i64::from(s.total),
                breakdown: (s
                    .rows
                    .iter()
                    .enumerate()
                    .map(|(n, &p)| (format!("Row {}", n + 1), p)))
                .chain(
                    s.columns
                        .iter()
                        .enumerate()
                        .map(|(n, &p)| (format!("Column {}", n + 1), p)),
                )
                .map(|(line, points)| ScorePart::new(line, points))
                .collect(),
            })
            .collect();
        Outcome { standings, winners }
    }
}
