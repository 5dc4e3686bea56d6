//! A game as the lobby lists it and as one caller sees it: the views every game read answers
//! with, rendered here so that no handler sees a game's row or log.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::domain::GameStatus;
use crate::engine::{BotLevel, Seat};
use crate::games::schemas as game_schemas;
use crate::service::error::Fault;
use crate::service::replay::LoadedGame;
use crate::store::{GameRecord, SeatRecord};

#[derive(Serialize, ToSchema)]
pub struct SeatInfo {
    pub seat: Seat,
    pub username: String,
    /// The level of a computer player in this seat; absent for a person.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<BotLevel>,
    /// How the finished game moved this player's rating (to a tenth); absent until then, and in
    /// unrated games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<f64>,
}

/// A rating figure as shown: to a tenth.
pub fn tenths(value: f64) -> f64 {
    (value * 10.0).round() / 10.0
}

impl From<&SeatRecord> for SeatInfo {
    fn from(seat: &SeatRecord) -> Self {
        SeatInfo {
            seat: seat.seat,
            username: seat.username.clone(),
            bot: seat.computer,
            rating_change: seat.rating_change.map(tenths),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Waiting for players.
    Open,
    Active,
    Finished,
    Cancelled,
}

impl From<GameStatus> for Status {
    fn from(status: GameStatus) -> Self {
        use GameStatus as S;
        match status {
            S::Open => Status::Open,
            S::Active => Status::Active,
            S::Finished => Status::Finished,
            S::Cancelled => Status::Cancelled,
        }
    }
}

/// A game as the lobby lists it.
#[derive(Serialize, ToSchema)]
pub struct GameSummary {
    pub id: Uuid,
    pub game_type: String,
    pub rules_version: String,
    pub status: Status,
    pub players: usize,
    pub seats: Vec<SeatInfo>,
    pub to_act: Vec<Seat>,
    pub version: i64,
    #[schema(schema_with = game_schemas::any_options)]
    pub options: Value,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<&GameRecord> for GameSummary {
    fn from(record: &GameRecord) -> Self {
        GameSummary {
            id: record.id,
            game_type: record.game_type.clone(),
            rules_version: record.rules_version.clone(),
            status: record.status.into(),
            players: record.players,
            seats: seat_infos(record),
            to_act: record.to_act.clone(),
            version: record.version,
            options: record.options.clone(),
            created_at: record.created_at,
            updated_at: record.updated_at,
        }
    }
}

fn seat_infos(record: &GameRecord) -> Vec<SeatInfo> {
    record.seats.iter().map(SeatInfo::from).collect()
}

/// A game as one caller sees it.
#[derive(Serialize, ToSchema)]
pub struct Game {
    pub id: Uuid,
    pub game_type: String,
    pub rules_version: String,
    pub status: Status,
    /// The number of events in the log so far.
    pub version: i64,
    pub players: usize,
    pub seats: Vec<SeatInfo>,
    /// The seats that may act now.
    pub to_act: Vec<Seat>,
    /// The caller's seat, or null for a spectator.
    pub your_seat: Option<Seat>,
    /// The creator's seat (the creator cancels an open game and shares its invite link); null
    /// once the creator's account is gone.
    pub creator_seat: Option<Seat>,
    #[schema(schema_with = game_schemas::any_options)]
    pub options: Value,
    /// Present once the game is finished.
    pub result: Option<crate::engine::matches::MatchResult>,
    /// The state as the caller may see it; null until every seat is taken (an open game, or one
    /// cancelled while open), so that nothing the seed drew is shown before the game starts.
    #[schema(schema_with = game_schemas::view_or_null)]
    pub view: Box<serde_json::value::RawValue>,
    /// Time allowed per move, if the game has a turn deadline.
    pub turn_deadline_secs: Option<i64>,
    /// When the seats in `to_act` lose by timeout, if the game has a turn deadline.
    pub deadline_at: Option<DateTime<Utc>>,
    /// Whether the result changes the players' ratings: false for casual games (quick pairing
    /// offers them) and for games with a computer player.
    pub rated: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Game {
    /// The game as `user_id` sees it after its first `at_version` events.
    pub fn render(game: &LoadedGame, user_id: Uuid, at_version: i64) -> Result<Game, Fault> {
        let at = at_version.clamp(0, game.version());
        let state = game.state_at(at as usize)?;
        let record = &game.record;
        Ok(Game {
            id: record.id,
            game_type: record.game_type.clone(),
            rules_version: record.rules_version.clone(),
            status: if at == game.version() {
                record.status.into()
            } else if state.is_finished() {
                Status::Finished
            } else {
                Status::Active
            },
            version: at,
            players: record.players,
            seats: seat_infos(record),
            to_act: game.shown_to_act(&state),
            your_seat: game.seat_of(user_id),
            creator_seat: game.seat_of(record.created_by),
            options: record.options.clone(),
            result: state.result(),
            view: game.shown_view(&state, user_id),
            turn_deadline_secs: record.turn_deadline_secs,
            deadline_at: record.deadline_at.filter(|_| at == game.version()),
            rated: record.rated && record.seats.iter().all(|seat| seat.computer.is_none()),
            created_at: record.created_at,
            updated_at: record.updated_at,
        })
    }
}
