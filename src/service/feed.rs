//! A live view of one game for one caller: what a game's stream sends. The feed keeps the match
//! after the last event it rendered, so each new event costs one step of replay and one render,
//! never the whole log; the handler only waits for news and writes frames.

use uuid::Uuid;

use super::AppState;
use super::error::ReadError;
use super::reads::read_game;
use super::replay::{LoadedGame, cached_events_beyond};
use super::views::Event;
use crate::engine::matches::Match;
use crate::metrics::CatchUp;

/// One caller's feed of a game's events.
pub struct GameFeed {
    game: LoadedGame,
    user_id: Uuid,
}

/// Opens `user_id`'s feed of game `id`, with the events after seq `after` as the caller may see
/// them. Fails as a read of the game does (no such game), before anything is streamed.
pub async fn open_feed(
    state: &AppState,
    id: Uuid,
    user_id: Uuid,
    after: i64,
) -> Result<(GameFeed, Vec<Event>), ReadError> {
    let game = read_game(state, id).await?;
    let through = after.clamp(0, game.version()) as usize;
    let start = game.state_at(through)?;
    let (events, _) = Event::render_since(&game, user_id, through, start)?;
    Ok((GameFeed { game, user_id }, events))
}

impl GameFeed {
    pub fn game_id(&self) -> Uuid {
        self.game.record.id
    }

    /// Nothing more will come: the game is over, or was cancelled.
    pub fn has_ended(&self) -> bool {
        self.game.has_ended()
    }

    /// The feed brought up to date (`after_news`: woken by news of the game, not by a quiet
    /// spell), with the events it had not rendered yet.
    pub async fn catch_up(
        self,
        state: &AppState,
        after_news: bool,
    ) -> Result<(GameFeed, Vec<Event>), ReadError> {
        let seen = self.game.version() as usize;
        let (game, applied_to) = catch_up(state, self.game, after_news).await?;
        let events = Event::render_applied(&game, self.user_id, seen, &applied_to);
        Ok((
            GameFeed {
                game,
                user_id: self.user_id,
            },
            events,
        ))
    }
}

/// A live stream's `game` brought up to date (`after_news`: woken by news of it, not by a quiet
/// spell), with the match each new event was applied to. After news, this
/// instance's replay cache usually holds the new events already (the request that appended them,
/// or the first stream that read them, put them there), and all the game's streams take them from
/// it without asking the database: with a thousand streams open, reading the game once per stream
/// per move cost most of the database's capacity. Anything else (news the cache does not hold,
/// such as another instance's move, or a quiet spell) is read from the database, whose row
/// (status, seats) then replaces the stream's.
async fn catch_up(
    state: &AppState,
    game: LoadedGame,
    after_news: bool,
) -> Result<(LoadedGame, Vec<Match>), ReadError> {
    let seen = game.version() as usize;
    // A stream opened on an open table holds the seats of that moment, and the game's first
    // events come once the table has filled: it reads the row (every player's name) once more.
    let seats_known = game.record.seats.len() == game.record.players;
    if after_news {
        if seats_known && let Some(events) = cached_events_beyond(state, game.record.id, seen) {
            state.metrics.stream_caught_up(CatchUp::Cache);
            return Ok(game.extended(events)?);
        }
        state.metrics.stream_caught_up(CatchUp::Database);
    } else {
        state.metrics.stream_caught_up(CatchUp::KeepAlive);
    }
    let fresh = read_game(state, game.record.id).await?;
    let (mut game, applied_to) = game.extended(fresh.events)?;
    game.record = fresh.record;
    Ok((game, applied_to))
}
