//! A player as others see them: their profile and ratings, their place on a leaderboard, and
//! their games.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use super::games::{GameSummary, SeatInfo};
use crate::domain::SeatOutcome;
use crate::engine::Seat;
use crate::engine::matches::MatchResult;
use crate::store::GameRecord;

#[derive(Serialize, ToSchema)]
pub struct Rating {
    pub game_type: String,
    /// Glicko-2 rating; everyone starts at 1500.
    pub rating: f64,
    /// The rating's deviation: how unsure it is (350 for a newcomer; it shrinks with each game
    /// and grows back while the player is away). Shown as "1650 ± 80".
    pub deviation: f64,
    /// Whether the rating is still provisional (deviation over 110): shown as "1650?".
    pub provisional: bool,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

#[derive(Serialize, ToSchema)]
pub struct Profile {
    pub username: String,
    pub created_at: DateTime<Utc>,
    /// One per game type played to the end.
    pub ratings: Vec<Rating>,
}

/// One place on a leaderboard.
#[derive(Serialize, ToSchema)]
pub struct Leader {
    /// 1 for the best.
    pub rank: i64,
    pub username: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

/// One game in a player's history.
#[derive(Serialize, ToSchema)]
pub struct HistoryItem {
    pub game: GameSummary,
    /// The player's seat in this game.
    pub seat: Seat,
    /// Everyone else at the table.
    pub opponents: Vec<SeatInfo>,
    /// The player's result, once the game is finished.
    pub result: Option<SeatOutcome>,
    /// The final standings and winners, once the game is finished.
    #[schema(value_type = Option<MatchResult>)]
    pub outcome: Option<Value>,
    /// Whether the player is among the seats to act now.
    pub your_move: bool,
    pub ended_at: Option<DateTime<Utc>>,
}

impl HistoryItem {
    /// `game` as it shows in the history of `user_id`, who sits in it (`None` if they do not).
    pub(crate) fn of(game: &GameRecord, user_id: Uuid) -> Option<HistoryItem> {
        let mine = game.seats.iter().find(|s| s.user_id == user_id)?;
        Some(HistoryItem {
            seat: mine.seat,
            opponents: game
                .seats
                .iter()
                .filter(|s| s.user_id != user_id)
                .map(SeatInfo::from)
                .collect(),
            result: mine.outcome,
            outcome: game.result.clone(),
            your_move: game.to_act.contains(&mine.seat),
            ended_at: game.ended_at,
            game: GameSummary::from(game),
        })
    }
}
