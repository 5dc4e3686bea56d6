//! A game's log as one caller may see it: each event redacted for the viewer and told in words.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::engine::matches::{LogEntry, Match};
use crate::engine::{Seat, Viewer};
use crate::games::schemas as game_schemas;
use crate::service::error::Fault;
use crate::service::replay::LoadedGame;
use crate::store::{EventRecord, GameRecord, computer_level_name};

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
    pub fn render_after(game: &LoadedGame, user_id: Uuid, after: i64) -> Result<Vec<Event>, Fault> {
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
    ) -> Result<(Vec<Event>, Match), Fault> {
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
fn seat_names(record: &GameRecord) -> Vec<String> {
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
                        format!("the {} computer", computer_level_name(level))
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
