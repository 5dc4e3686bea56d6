//! The JSON shapes the game API takes, and the pages it answers with. What a game looks like
//! to a caller (`Game`, `GameSummary`, `Event`) is the service's: `service::views`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use crate::engine::{BotLevel, Seat};
use crate::games::schemas as game_schemas;
use crate::service::views::{Event, GameSummary};

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
