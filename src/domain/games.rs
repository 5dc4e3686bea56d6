//! A game's place in the lobby and a seat's result, and what a list of games asks for.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Where a game is in its life: open for players, running, over, or called off while open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Open,
    Active,
    Finished,
    Cancelled,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "open" => GameStatus::Open,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            _ => return None,
        })
    }
}

/// A seat's result once its game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatOutcome {
    Win,
    Loss,
    Draw,
}

impl SeatOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatOutcome::Win => "win",
            SeatOutcome::Loss => "loss",
            SeatOutcome::Draw => "draw",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "win" => SeatOutcome::Win,
            "loss" => SeatOutcome::Loss,
            "draw" => SeatOutcome::Draw,
            _ => return None,
        })
    }
}

/// Which games the lobby lists.
#[derive(Clone, Debug, Default)]
pub struct GameFilter {
    pub status: Option<GameStatus>,
    pub game_type: Option<String>,
    /// Only games with this many seats.
    pub players: Option<i32>,
    /// Only games older (by list order) than this.
    pub before: Option<i64>,
    pub limit: i64,
}

/// Which of a user's games to list.
#[derive(Clone, Debug, Default)]
pub struct HistoryFilter {
    pub game_type: Option<String>,
    pub status: Option<GameStatus>,
    pub outcome: Option<SeatOutcome>,
    /// Only games where this user is among the seats to act.
    pub awaiting_move: bool,
    pub before: Option<i64>,
    pub limit: i64,
}
