//! A match: one game's rules state plus what can end any game from outside its rules (a seat
//! resigning or running out of time). This is what the server replays from the stored log.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::dynamic::{ActionError, DynGameType, DynState};
use super::{BotLevel, OptionsError, Outcome, RuleError, Seat, Seed, Standing, Viewer};

/// One entry of a game's append-only log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LogEntry {
    /// A seat took a game action.
    Action { seat: Seat, action: Value },
    /// A seat gave up; every other side wins.
    Resign { seat: Seat },
    /// A seat let its turn deadline pass; every other side wins.
    Timeout { seat: Seat },
}

impl LogEntry {
    pub fn seat(&self) -> Seat {
        match self {
            LogEntry::Action { seat, .. }
            | LogEntry::Resign { seat }
            | LogEntry::Timeout { seat } => *seat,
        }
    }
}

/// How a finished match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Ending {
    /// Played to the end by the game's rules.
    Completed,
    Resigned {
        seat: Seat,
    },
    TimedOut {
        seat: Seat,
    },
}

/// The result of a finished match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct MatchResult {
    #[serde(flatten)]
    pub ending: Ending,
    #[serde(flatten)]
    pub outcome: Outcome,
}

#[derive(Clone)]
pub struct Match {
    state: Arc<dyn DynState>,
    forfeit: Option<Ending>,
    players: usize,
}

impl Match {
    pub fn start(
        game_type: &dyn DynGameType,
        players: usize,
        seed: Seed,
        options: &Value,
    ) -> Result<Self, OptionsError> {
        Ok(Match {
            state: Arc::from(game_type.start(players, seed, options)?),
            forfeit: None,
            players,
        })
    }

    /// The match after `entry`, or why it cannot happen. `self` is unchanged either way.
    pub fn apply(&self, entry: &LogEntry) -> Result<Match, ActionError> {
        if self.is_finished() {
            return Err(RuleError::game_over().into());
        }
        let seat = entry.seat();
        if seat.index() >= self.players {
            return Err(RuleError::new("no_such_seat", format!("there is no {seat}")).into());
        }
        match entry {
            LogEntry::Action { seat, action } => Ok(Match {
                state: Arc::from(self.state.apply(*seat, action)?),
                forfeit: None,
                players: self.players,
            }),
            LogEntry::Resign { seat } => Ok(self.forfeited(Ending::Resigned { seat: *seat })),
            LogEntry::Timeout { seat } => Ok(self.forfeited(Ending::TimedOut { seat: *seat })),
        }
    }

    fn forfeited(&self, ending: Ending) -> Match {
        Match {
            state: Arc::clone(&self.state),
            forfeit: Some(ending),
            players: self.players,
        }
    }

    /// The sides (teams) of the game, each a set of seats that win or lose together.
    pub fn sides(&self) -> Vec<Vec<Seat>> {
        self.state.sides()
    }

    pub fn is_finished(&self) -> bool {
        self.forfeit.is_some() || self.state.outcome().is_some()
    }

    pub fn to_act(&self) -> Vec<Seat> {
        if self.forfeit.is_some() {
            Vec::new()
        } else {
            self.state.to_act()
        }
    }

    /// `seat`'s legal actions as the log stores them, which `apply` takes.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Value> {
        if self.forfeit.is_some() {
            Vec::new()
        } else {
            self.state.legal_actions(seat)
        }
    }

    /// `seat`'s legal actions as its player is shown them (see
    /// [`super::Game::shown_legal_actions`]).
    pub fn shown_legal_actions(&self, seat: Seat) -> Vec<Value> {
        if self.forfeit.is_some() {
            Vec::new()
        } else {
            self.state.shown_legal_actions(seat)
        }
    }

    /// `action`, as `seat`'s player sent it, in the form the log stores (see
    /// [`super::Game::logged_action`]).
    pub fn logged_action(&self, seat: Seat, action: &Value) -> Value {
        self.state
            .logged_action(seat, action)
            .unwrap_or_else(|| action.clone())
    }

    /// What a computer player at `level` plays for `seat`, deciding from that seat's view only
    /// (see [`super::DynState::bot_action`]); `None` unless `seat` is to act.
    pub fn bot_action(&self, seat: Seat, level: BotLevel, seed: Seed) -> Option<Value> {
        self.to_act()
            .contains(&seat)
            .then(|| self.state.bot_action(seat, level, seed))
    }

    pub fn result(&self) -> Option<MatchResult> {
        match self.forfeit {
            Some(ending) => {
                let loser = match ending {
                    Ending::Resigned { seat } | Ending::TimedOut { seat } => seat,
                    Ending::Completed => unreachable!("a forfeit names the seat that gave up"),
                };
                let sides = self.state.sides();
                let standings = sides
                    .iter()
                    .enumerate()
                    .map(|(i, seats)| Standing {
                        side: format!("side {}", i + 1),
                        seats: seats.clone(),
                        score: 0,
                        breakdown: Vec::new(),
                    })
                    .collect();
                let winners = sides
                    .into_iter()
                    .filter(|side| !side.contains(&loser))
                    .flatten()
                    .collect();
                // A side that forfeits keeps no score: the rules' scores of an unfinished game
                // mean nothing, so standings carry only the sides.
                Some(MatchResult {
                    ending,
                    outcome: Outcome { standings, winners },
                })
            }
            None => self.state.outcome().map(|outcome| MatchResult {
                ending: Ending::Completed,
                outcome,
            }),
        }
    }

    /// The state as `viewer` may see it. Who that is (a finished game reveals everything) is
    /// decided once, by the service, for every read path.
    pub fn view(&self, viewer: Viewer) -> Value {
        self.state.view(viewer)
    }

    /// [`Match::view`] as JSON text, for a read to send as it is.
    pub fn view_json(&self, viewer: Viewer) -> Box<serde_json::value::RawValue> {
        self.state.view_json(viewer)
    }

    /// `entry`, applied to this match, as `viewer` may see it.
    pub fn entry_view(&self, entry: &LogEntry, viewer: Viewer) -> Value {
        match entry {
            LogEntry::Action { seat, action } => self.state.action_view(*seat, action, viewer),
            LogEntry::Resign { .. } | LogEntry::Timeout { .. } => Value::Null,
        }
    }

    /// `entry`, applied to this match, in words as `viewer` may read it, without the player's
    /// name: "played Air 4 face up in Land", "resigned".
    pub fn entry_summary(&self, entry: &LogEntry, viewer: Viewer) -> String {
        match entry {
            LogEntry::Action { seat, action } => self.state.action_summary(*seat, action, viewer),
            LogEntry::Resign { .. } => "resigned".to_owned(),
            LogEntry::Timeout { .. } => "ran out of time".to_owned(),
        }
    }
}
