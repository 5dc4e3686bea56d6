//! The game API: game types, the lobby, playing, and reading a game's log.

use super::problem_code::ProblemCode;
use crate::domain::{GameFilter, GameStatus};
use actix_web::{HttpResponse, get, post, web};
use utoipa_actix_web::service_config::ServiceConfig;
use uuid::Uuid;

use super::body::{JsonBody, OptionalJsonBody};
use super::dto::{
    CreateGame, EventPage, EventsQuery, GameListQuery, GamePage, GameType, JoinGame, LegalActions,
    PostAction, ReplayQuery,
};
use super::error::{ApiError, Problem};
use super::extract::{AuthUser, IdempotencyKey};
use super::paging::{PageRequest, parse_status};
use crate::audit::GameExport;
use crate::engine::BotLevel;
use crate::service::views::{Event, Game};
use crate::service::{self, AppState, Move, MoveRequest, NewGameRequest};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(game_types)
        .service(create_game)
        .service(list_games)
        .service(get_game)
        .service(join_game)
        .service(legal_actions)
        .service(post_action)
        .service(resign)
        .service(events)
        .service(replay)
        .service(export_game);
}

/// Every game type this server hosts, with its options and their defaults.
#[utoipa::path(tag = "games", responses((status = 200, body = Vec<GameType>)))]
#[get("/game-types")]
async fn game_types(state: web::Data<AppState>) -> web::Json<Vec<GameType>> {
    web::Json(
        state
            .registry
            .game_types()
            .into_iter()
            .map(|g| {
                let info = g.info();
                GameType {
                    id: info.id.to_owned(),
                    name: info.name.to_owned(),
                    min_players: info.min_players,
                    max_players: info.max_players,
                    rules_version: info.rules_version.to_owned(),
                    options: g.default_options(),
                }
            })
            .collect(),
    )
}

/// Create a game and take a seat in it. It is `open` until every seat is taken; `bots` seats
/// computer players at once, so a game against the computer starts right away.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    request_body = CreateGame,
    responses(
        (status = 201, body = Game),
        (status = 400, body = Problem, description = "Unknown game type, bad player count, seat, options or bots (`invalid_bots`)"),
        (status = 401, body = Problem),
    )
)]
#[post("/games")]
async fn create_game(
    state: web::Data<AppState>,
    user: AuthUser,
    body: JsonBody<CreateGame>,
) -> Result<HttpResponse, ApiError> {
    let options = body.options.clone().unwrap_or(serde_json::Value::Null);
    let computers: Vec<(u8, BotLevel)> = body
        .bots
        .iter()
        .flatten()
        .map(|bot| (bot.seat, bot.level))
        .collect();
    let game = service::create_game(
        &state,
        user.id,
        NewGameRequest {
            game_type: &body.game_type,
            players: body.players,
            options: &options,
            seat: body.seat,
            turn_deadline_secs: body.turn_deadline_secs,
            computers: &computers,
        },
    )
    .await?;
    Ok(HttpResponse::Created().json(Game::render(&game, user.id, game.version())?))
}

/// The lobby: games by status (default `open`) and game type, newest first.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(GameListQuery),
    responses((status = 200, body = GamePage), (status = 400, body = Problem), (status = 401, body = Problem))
)]
#[get("/games")]
async fn list_games(
    state: web::Data<AppState>,
    _user: AuthUser,
    query: web::Query<GameListQuery>,
) -> Result<web::Json<GamePage>, ApiError> {
    let status = match query.status.as_deref() {
        None => GameStatus::Open,
        Some(s) => parse_status(s)?,
    };
    let page = PageRequest::parse(query.cursor.as_deref(), query.limit)?;
    let games = service::list_games(
        &state,
        &GameFilter {
            status: Some(status),
            game_type: query.game_type.clone(),
            players: query.players,
            before: page.before,
            limit: page.limit,
        },
    )
    .await?;
    Ok(web::Json(GamePage {
        items: games.items,
        next_cursor: games.next_cursor,
    }))
}

/// A game as the caller may see it: a seat sees its own secrets, a spectator only what is public,
/// and a finished game shows everything.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    responses((status = 200, body = Game), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/games/{id}")]
async fn get_game(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let game = service::read_game(&state, *id).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}

/// Take a seat in an open game (default: the lowest free seat). One seat per user per game.
/// If you were invited to it, this accepts the invitation (its inviter is told). Taking the last
/// seat starts the game, and withdraws the invitations nobody answered (`invitation_withdrawn`).
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    request_body(content = Option<JoinGame>, description = "May be omitted"),
    responses(
        (status = 200, body = Game),
        (status = 400, body = Problem),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_open`, `seat_taken`, `already_seated` or `game_full`"),
    )
)]
#[post("/games/{id}/join")]
async fn join_game(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    body: OptionalJsonBody<JoinGame>,
) -> Result<web::Json<Game>, ApiError> {
    let seat = body.into_inner().and_then(|b| b.seat);
    let game = service::join_game(&state, user.id, *id, seat).await?;
    Ok(web::Json(Game::render(&game, user.id, game.version())?))
}

/// Every action the caller may take now, each in the exact form `POST .../actions` accepts.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    responses((status = 200, body = LegalActions), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/games/{id}/legal-actions")]
async fn legal_actions(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<LegalActions>, ApiError> {
    let legal = service::legal_actions(&state, user.id, *id).await?;
    Ok(web::Json(LegalActions {
        version: legal.version,
        seat: legal.seat,
        actions: legal.actions,
    }))
}

/// Take an action. Send `expected_version` to make the move conditional on the game not having
/// changed, and an `Idempotency-Key` header to make retries safe: the same key again answers as
/// the first time and appends nothing.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    request_body = PostAction,
    params((
        "Idempotency-Key" = Option<String>,
        Header,
        nullable = false,
        min_length = 1,
        max_length = 200,
        pattern = "^[!-~]+$",
        description = "Makes retries safe: 1-200 visible ASCII characters, no spaces"
    )),
    responses(
        (status = 200, body = Game),
        (status = 400, body = Problem, description = "Not an action of this game (`invalid_action`)"),
        (status = 401, body = Problem),
        (status = 403, body = Problem, description = "You have no seat in this game"),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`stale_version` (with `current_version`), `game_not_started`"),
        (status = 413, body = Problem),
        (status = 422, body = Problem, description = "The rules forbid it; `code` names the rule, e.g. `not_your_turn`"),
    )
)]
#[post("/games/{id}/actions")]
async fn post_action(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    idempotency_key: IdempotencyKey,
    body: JsonBody<PostAction>,
) -> Result<web::Json<Game>, ApiError> {
    if body.expected_version.is_some_and(|version| version < 0) {
        return Err(ApiError::new(
            ProblemCode::InvalidExpectedVersion,
            "expected_version is a number of events: 0 or more",
        ));
    }
    let request = MoveRequest {
        the_move: Move::Action(&body.action),
        expected_version: body.expected_version,
        idempotency_key: idempotency_key.as_deref(),
    };
    play(&state, user, *id, request).await
}

/// Give up: every other side wins. Recorded as an event in the log.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Game),
        (status = 401, body = Problem),
        (status = 403, body = Problem, description = "You have no seat in this game"),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_started`"),
        (status = 422, body = Problem, description = "`game_over`"),
    )
)]
#[post("/games/{id}/resign")]
async fn resign(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<Game>, ApiError> {
    let request = MoveRequest {
        the_move: Move::Resign,
        expected_version: None,
        idempotency_key: None,
    };
    play(&state, user, *id, request).await
}

/// Appends a move and answers with the game as the mover sees it right after it.
async fn play(
    state: &AppState,
    user: AuthUser,
    id: Uuid,
    request: MoveRequest<'_>,
) -> Result<web::Json<Game>, ApiError> {
    let posted = service::post_move(state, user.id, id, request).await?;
    Ok(web::Json(Game::render(
        &posted.game,
        user.id,
        posted.at_version,
    )?))
}

/// The log as the caller may see it: secrets in other seats' actions are redacted until the game
/// is finished.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(EventsQuery),
    responses((status = 200, body = EventPage), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/games/{id}/events")]
async fn events(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    query: web::Query<EventsQuery>,
) -> Result<web::Json<EventPage>, ApiError> {
    let game = service::read_game(&state, *id).await?;
    let after = query.after.unwrap_or(0).max(0);
    let items = Event::render_after(&game, user.id, after)?;
    Ok(web::Json(EventPage {
        version: game.version(),
        items,
    }))
}

/// The game after its first `at` events, as the caller may see it (everything, once finished).
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    params(ReplayQuery),
    responses((status = 200, body = Game), (status = 400, body = Problem), (status = 401, body = Problem), (status = 404, body = Problem))
)]
#[get("/games/{id}/replay")]
async fn replay(
    state: web::Data<AppState>,
    user: AuthUser,
    id: web::Path<Uuid>,
    query: web::Query<ReplayQuery>,
) -> Result<web::Json<Game>, ApiError> {
    let (game, at) = service::replay(&state, *id, query.at).await?;
    Ok(web::Json(Game::render(&game, user.id, at)?))
}

/// A finished game as one self-contained record: its setup, its seed, every action unredacted and
/// its result, so that anyone can replay it (`shoreline verify --file`). While the game can still
/// change (open, running or cancelled) it is refused with a 409 `game_not_finished`: the seed and
/// the hidden moves stay secret until the game ends.
#[utoipa::path(
    tag = "games",
    security(("bearer" = [])),
    responses(
        (status = 200, body = GameExport),
        (status = 401, body = Problem),
        (status = 404, body = Problem),
        (status = 409, body = Problem, description = "`game_not_finished`"),
    )
)]
#[get("/games/{id}/export")]
async fn export_game(
    state: web::Data<AppState>,
    _user: AuthUser,
    id: web::Path<Uuid>,
) -> Result<web::Json<GameExport>, ApiError> {
    Ok(web::Json(service::export_game(&state, *id).await?))
}
