//! Quick pairing: seeking a game in a pool, reading where the seek stands, and stopping.

use actix_web::{HttpResponse, delete, get, post, web};
use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::JsonBody;
use super::error::{ApiError, Problem};
use super::extract::AuthUser;
use crate::games::schemas as game_schemas;
use crate::service::AppState;
use crate::service::seeks::{self, SeekRequest};
use crate::service::views::{ComputerFallback, Seek};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(create_seek)
        .service(list_seeks)
        .service(read_seek)
        .service(cancel_seek);
}

/// What a person asks for when they want to play now.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateSeek {
    #[schema(schema_with = game_schemas::game_type_id)]
    pub game_type: String,
    /// The table size (each game type's range is in `GET /game-types`): seekers are seated with
    /// others who asked for the same.
    #[schema(schema_with = game_schemas::player_count)]
    pub players: usize,
    /// The game type's options; omitted fields take their defaults. Seekers are paired only
    /// with seekers who asked for the same options.
    #[schema(schema_with = game_schemas::options_or_null)]
    pub options: Option<Value>,
    /// Rated (the default) or casual: a casual game changes nobody's rating.
    pub rated: Option<bool>,
    /// Time allowed per move, in seconds (1 to 2592000); default none.
    #[schema(example = 86400, minimum = 1, maximum = 2592000)]
    pub turn_deadline_secs: Option<i64>,
    /// Computers take the seats no person took once you have waited this long. Default: wait
    /// for people only.
    pub computer_fallback: Option<ComputerFallback>,
}

/// Look for a game now: join the pool of everyone who asked for the same game type, table size,
/// options, rating mode and time per move. Pairing waves (every 2 seconds) seat the closest
/// ratings together, accepting a wider gap the longer a seek waits; a paired seeker is told as
/// when any game starts (`game_started` in the inbox, on the personal stream and by webhook),
/// and the seek names the game. One seek at a time per person; it ends with the session that
/// made it, and lapses after 10 minutes unpaired.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    request_body = CreateSeek,
    responses(
        (status = 201, body = Seek),
        (status = 400, body = Problem, description = "`invalid_body`, `unknown_game_type`, `invalid_player_count`, a game's option code, `invalid_turn_deadline` or `invalid_computer_fallback`"),
        (status = 401, body = Problem),
        (status = 409, body = Problem, description = "`already_seeking`: you wait in a pool already"),
    )
)]
#[post("/seeks")]
async fn create_seek(
    state: web::Data<AppState>,
    user: AuthUser,
    body: JsonBody<CreateSeek>,
) -> Result<HttpResponse, ApiError> {
    let options = body.options.clone().unwrap_or(Value::Null);
    let seek = seeks::seek(
        &state,
        user.id,
        user.session_id,
        SeekRequest {
            game_type: &body.game_type,
            players: body.players,
            options: &options,
            rated: body.rated.unwrap_or(true),
            turn_deadline_secs: body.turn_deadline_secs,
            computer_fallback: body
                .computer_fallback
                .as_ref()
                .map(|fallback| (fallback.after_secs, fallback.level)),
        },
    )
    .await?;
    Ok(HttpResponse::Created().json(seek))
}

/// Your seeks: the one waiting, if any, and those paired in the last day, newest first.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Vec<Seek>),
        (status = 401, body = Problem),
    )
)]
#[get("/seeks")]
async fn list_seeks(
    state: web::Data<AppState>,
    user: AuthUser,
) -> Result<web::Json<Vec<Seek>>, ApiError> {
    let seeks = seeks::seeks_of(&state, user.id).await?;
    Ok(web::Json(seeks))
}

/// One of your seeks: still waiting, or paired and naming its game.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Seek),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "No such seek of yours: cancelled, lapsed, or never made"),
    )
)]
#[get("/seeks/{seek_id}")]
async fn read_seek(
    state: web::Data<AppState>,
    user: AuthUser,
    seek_id: web::Path<Uuid>,
) -> Result<web::Json<Seek>, ApiError> {
    let seek = seeks::seek_of(&state, user.id, *seek_id).await?;
    Ok(web::Json(seek))
}

/// Stop looking. Too late once a wave seated you: `seek_paired` names the game.
#[utoipa::path(
    tag = "lobby",
    security(("bearer" = [])),
    responses(
        (status = 204, description = "No longer looking"),
        (status = 401, body = Problem),
        (status = 404, body = Problem, description = "No such seek of yours waiting"),
        (status = 409, body = Problem, description = "`seek_paired`: you were seated already"),
    )
)]
#[delete("/seeks/{seek_id}")]
async fn cancel_seek(
    state: web::Data<AppState>,
    user: AuthUser,
    seek_id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    seeks::cancel_seek(&state, user.id, *seek_id).await?;
    Ok(HttpResponse::NoContent().finish())
}
