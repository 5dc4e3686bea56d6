//! The JSON shapes of the game API, and rendering a loaded game for a caller.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::error::ApiError;
use crate::engine::matches::{LogEntry, Match};
use crate::engine::{BotLevel, Seat, Viewer};
use crate::games::schemas as game_schemas;
use crate::service::LoadedGame;
use crate::store::{EventRecord, GameRecord, SeatRecord};

#[derive(Serialize, ToSchema)]
pub struct GameType {
    #[schema(example = "air-land-sea")]
    pub id: String,
    pub name: String,
    pub min_players: usize,
    pub max_players: usize,
    pub rules_version: String,
    /// The options of the standard game; any subset may be sent at creation.
    #[schema(schema_with = game_schemas::any_options)]
    pub options: Value,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    #[schema(schema_with = game_schemas::game_type_id)]
    pub game_type: String,
    /// How many seats the game has (each game type's range is in `GET /game-types`).
    #[schema(schema_with = game_schemas::player_count)]
    pub players: usize,
    /// The game type's options; omitted fields take their defaults.
    #[schema(schema_with = game_schemas::options_or_null)]
    pub options: Option<Value>,
    /// The creator's seat, below `players` (default 0).
    #[schema(schema_with = game_schemas::optional_seat_index)]
    pub seat: Option<u8>,
    /// Time allowed per move, in seconds (1 to 2592000). A seat that lets it pass loses by
    /// timeout. Default: no deadline.
    #[schema(example = 86400, minimum = 1, maximum = 2592000)]
    pub turn_deadline_secs: Option<i64>,
    /// Computer players to seat at once, e.g. `[{"seat": 1, "level": "medium"}]`: the game
    /// starts as soon as the people's seats are taken (at once, with no other person). Games
    /// with a computer player are unrated. Default: none.
    #[schema(max_items = 3)]
    pub bots: Option<Vec<BotSeat>>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    /// The seat to take, below the game's `players`; default: the lowest free seat.
    #[schema(schema_with = game_schemas::optional_seat_index)]
    pub seat: Option<u8>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PostAction {
    /// One of the items `legal-actions` lists, posted as is.
    #[schema(schema_with = game_schemas::any_action)]
    pub action: Value,
    /// The version (events so far) the client saw; a stale one is a 409.
    #[schema(minimum = 0)]
    pub expected_version: Option<i64>,
}

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
pub(super) fn tenths(value: f64) -> f64 {
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

/// A seat for a computer player, asked for when creating a game.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BotSeat {
    /// The seat, below `players`; not the creator's.
    #[schema(minimum = 0, maximum = 3)]
    pub seat: u8,
    pub level: BotLevel,
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

impl From<crate::domain::GameStatus> for Status {
    fn from(status: crate::domain::GameStatus) -> Self {
        use crate::domain::GameStatus as S;
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

#[derive(Serialize, ToSchema)]
pub struct GamePage {
    pub items: Vec<GameSummary>,
    /// Pass as `cursor` for the next page; null on the last page.
    pub next_cursor: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct GameListQuery {
    /// `open` (default), `active`, `finished` or `cancelled`.
    #[param(pattern = "^(open|active|finished|cancelled)$")]
    pub status: Option<String>,
    pub game_type: Option<String>,
    /// Only games with this many seats.
    pub players: Option<i32>,
    /// A `next_cursor` from a previous page, as given.
    #[param(pattern = "^-?[0-9]{1,18}$")]
    pub cursor: Option<String>,
    /// 1-100, default 20.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<i64>,
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
    pub fn render(game: &LoadedGame, user_id: Uuid, at_version: i64) -> Result<Game, ApiError> {
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

#[derive(Serialize, ToSchema)]
pub struct LegalActions {
    pub version: i64,
    /// The caller's seat, or null for a spectator (who has no actions).
    pub seat: Option<Seat>,
    #[schema(schema_with = game_schemas::any_action_list)]
    pub actions: Vec<Value>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct EventsQuery {
    /// Only events with a greater seq (default 0: from the start).
    pub after: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Action,
    Resign,
    Timeout,
}

impl EventKind {
    /// The kind as it is serialized (a stream frame's `event:`).
    pub fn as_str(&self) -> &'static str {
        match self {
            EventKind::Action => "action",
            EventKind::Resign => "resign",
            EventKind::Timeout => "timeout",
        }
    }
}

/// One entry of a game's log, as the caller may see it.
#[derive(Serialize, ToSchema)]
pub struct Event {
    /// 1-based position in the log.
    pub seq: i64,
    pub kind: EventKind,
    pub seat: Seat,
    /// The action with anything the caller may not see redacted (null for resign/timeout).
    #[schema(schema_with = game_schemas::action_view_or_null)]
    pub action: Value,
    /// The event in English for a game log, the player named first ("grace played Air 4 face
    /// up in Land"), from the game's own rules and as much as `action` shows. Clients may
    /// render richer text from `action`.
    #[schema(example = "grace played Air 4 face up in Land")]
    pub summary: String,
    pub created_at: DateTime<Utc>,
}

impl Event {
    /// The events after seq `after`, as `user_id` may see them.
    pub fn render_after(
        game: &LoadedGame,
        user_id: Uuid,
        after: i64,
    ) -> Result<Vec<Event>, ApiError> {
        let after = after.clamp(0, game.version()) as usize;
        let (events, _) = Event::render_since(game, user_id, after, game.state_at(after)?)?;
        Ok(events)
    }

    /// The events after the first `after`, as `user_id` may see them, given `state`: the match
    /// after `after` events. Also returns the match after the last event, for the next call.
    pub fn render_since(
        game: &LoadedGame,
        user_id: Uuid,
        after: usize,
        state: Match,
    ) -> Result<(Vec<Event>, Match), ApiError> {
        let viewer = game.viewer(user_id);
        let names = seat_names(&game.record);
        let (steps, state) = game.events_since(after, state)?;
        let events = steps
            .iter()
            .map(|(event, before)| Event::render(event, before, viewer, &names))
            .collect();
        Ok((events, state))
    }

    /// The events after the first `seen` of `game`'s log, as `user_id` may see them, given the
    /// match each was applied to (from [`LoadedGame::extended`]).
    pub fn render_applied(
        game: &LoadedGame,
        user_id: Uuid,
        seen: usize,
        applied_to: &[Match],
    ) -> Vec<Event> {
        let viewer = game.viewer(user_id);
        let names = seat_names(&game.record);
        game.events[seen..]
            .iter()
            .zip(applied_to)
            .map(|(event, before)| Event::render(event, before, viewer, &names))
            .collect()
    }

    fn render(event: &EventRecord, applied_to: &Match, viewer: Viewer, names: &[String]) -> Event {
        let seat = event.entry.seat();
        let what = applied_to.entry_summary(&event.entry, viewer);
        Event {
            summary: format!("{} {}", name_of(names, seat), name_seats(&what, names)),
            seq: event.seq,
            kind: match event.entry {
                LogEntry::Action { .. } => EventKind::Action,
                LogEntry::Resign { .. } => EventKind::Resign,
                LogEntry::Timeout { .. } => EventKind::Timeout,
            },
            seat: event.entry.seat(),
            action: applied_to.entry_view(&event.entry, viewer),
            created_at: event.created_at,
        }
    }
}

/// Each seat's player as a game log names them: the username, or "the computer" (with its
/// level when a game has several computers).
fn seat_names(record: &crate::store::GameRecord) -> Vec<String> {
    let computers = record
        .seats
        .iter()
        .filter(|seat| seat.computer.is_some())
        .count();
    (0..record.players)
        .map(
            |index| match record.seats.iter().find(|seat| seat.seat.index() == index) {
                Some(seat) => match seat.computer {
                    Some(level) if computers > 1 => {
                        format!("the {} computer", crate::store::computer_level_name(level))
                    }
                    Some(_) => "the computer".to_owned(),
                    None => seat.username.clone(),
                },
                None => format!("player {}", index + 1),
            },
        )
        .collect()
}

fn name_of(names: &[String], seat: Seat) -> &str {
    names.get(seat.index()).map_or("someone", String::as_str)
}

/// `text` with every `{seat N}` a game wrote replaced by that seat's name.
fn name_seats(text: &str, names: &[String]) -> String {
    let mut named = text.to_owned();
    for (index, name) in names.iter().enumerate() {
        named = named.replace(&format!("{{seat {index}}}"), name);
    }
    named
}

#[derive(Serialize, ToSchema)]
pub struct EventPage {
    pub version: i64,
    pub items: Vec<Event>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ReplayQuery {
    /// The number of events to replay, 0 to the game's version (default: all).
    #[param(minimum = 0)]
    pub at: Option<i64>,
}
