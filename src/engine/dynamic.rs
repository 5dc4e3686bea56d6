//! Type erasure over [`Game`], so the server can hold every game type in one registry and speak
//! JSON at the edge while each game keeps its typed actions and views.

use std::sync::Arc;

use serde::Deserialize;
use serde_json::Value;
use serde_json::value::RawValue;

use super::bot::{self, Bot, BotLevel};
use super::{Game, GameInfo, OptionsError, Outcome, RuleError, Seat, Seed, Setup, Viewer};

/// Why an action could not be applied.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    /// The JSON is not an action of this game at all (a 400).
    #[error("not a valid action for this game: {0}")]
    Malformed(String),
    /// A well-formed action the rules forbid (a 422 with the rule's code).
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// A game type as the server sees it.
pub trait DynGameType: Send + Sync {
    fn info(&self) -> GameInfo;
    /// The game's own option error codes and their meanings (see `Game::OPTION_CODES`).
    fn option_codes(&self) -> &'static [(&'static str, &'static str)];
    /// The options of the standard game, as JSON.
    fn default_options(&self) -> Value;
    /// Parse and validate options (`null` means the defaults), returning them normalized with every
    /// field present so the stored game records exactly what it was created with.
    fn normalize_options(&self, players: usize, options: &Value) -> Result<Value, OptionsError>;
    /// A new game from stored (already normalized) options.
    fn start(
        &self,
        players: usize,
        seed: Seed,
        options: &Value,
    ) -> Result<Box<dyn DynState>, OptionsError>;
    /// The schemas of this game's options, actions and views.
    fn schemas(&self) -> GameSchemas;
}

/// A game state as the server sees it. All reads go through a [`Viewer`].
pub trait DynState: Send + Sync {
    fn to_act(&self) -> Vec<Seat>;
    /// Every legal action of `seat`, as the log stores them (see [`Game::legal_actions`]).
    fn legal_actions(&self, seat: Seat) -> Vec<Value>;
    /// Every legal action of `seat`, as its player is shown them (see
    /// [`Game::shown_legal_actions`]).
    fn shown_legal_actions(&self, seat: Seat) -> Vec<Value>;
    /// `action` as a player sent it, in the form the log stores; `None` when that is the same
    /// (or when it is no action of this game at all, which `apply` then reports).
    fn logged_action(&self, seat: Seat, action: &Value) -> Option<Value>;
    /// The state after the logged `action`.
    fn apply(&self, seat: Seat, action: &Value) -> Result<Box<dyn DynState>, ActionError>;
    fn view(&self, viewer: Viewer) -> Value;
    /// [`DynState::view`] as JSON text, serialized straight from the game's own types: what a
    /// read sends, without building (and dropping) a tree of it first.
    fn view_json(&self, viewer: Viewer) -> Box<RawValue>;
    fn action_view(&self, seat: Seat, action: &Value, viewer: Viewer) -> Value;
    /// The action as [`DynState::action_view`] shows it to `viewer`, in words (`Game::describe`).
    fn action_summary(&self, seat: Seat, action: &Value, viewer: Viewer) -> String;
    fn outcome(&self) -> Option<Outcome>;
    fn sides(&self) -> Vec<Vec<Seat>>;
    /// The action a computer player at `level` takes for `seat`, one of `legal_actions(seat)`
    /// (as the log stores it). It decides from the seat's view and the legal actions its seat
    /// is shown only, never from the hidden state, and the same `seed` always gives the same
    /// action. `seat` must be in `to_act()`.
    fn bot_action(&self, seat: Seat, level: BotLevel, seed: Seed) -> Value;
    /// The state as its game's own type, for tools that work with it typed (the bots'
    /// benchmark hands its baseline players a typed view this way). The service never uses it:
    /// every read it serves goes through a viewer above.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// The one implementation of [`DynGameType`], for any [`Game`] under one of its rules versions.
pub struct Erased<G> {
    rules_version: &'static str,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Bot> Erased<G> {
    /// The game under its newest rules.
    pub fn arc() -> Arc<dyn DynGameType> {
        Self::under(G::INFO.rules_version)
    }

    /// The game under each rules version it still plays, oldest first.
    pub fn every_version() -> Vec<Arc<dyn DynGameType>> {
        // The registry's newest version must be the one `Game::new` sets up.
        assert_eq!(
            G::RULES_VERSIONS.last(),
            Some(&G::INFO.rules_version),
            "{}: the newest of RULES_VERSIONS is INFO.rules_version",
            G::INFO.id
        );
        G::RULES_VERSIONS
            .iter()
            .map(|version| Self::under(version))
            .collect()
    }

    fn under(rules_version: &'static str) -> Arc<dyn DynGameType> {
        assert!(
            G::RULES_VERSIONS.contains(&rules_version),
            "{} does not play rules version {rules_version}",
            G::INFO.id
        );
        Arc::new(Erased::<G> {
            rules_version,
            game: std::marker::PhantomData,
        })
    }

    fn parse_options(options: &Value) -> Result<G::Options, OptionsError> {
        if options.is_null() {
            return Ok(G::Options::default());
        }
        G::Options::deserialize(options)
            .map_err(|e| OptionsError::new("invalid_options", e.to_string()))
    }
}

impl<G: Bot> DynGameType for Erased<G> {
    fn info(&self) -> GameInfo {
        GameInfo {
            rules_version: self.rules_version,
            ..G::INFO
        }
    }

    fn option_codes(&self) -> &'static [(&'static str, &'static str)] {
        G::OPTION_CODES
    }

    fn default_options(&self) -> Value {
        to_json(&G::Options::default())
    }

    fn normalize_options(&self, players: usize, options: &Value) -> Result<Value, OptionsError> {
        let options = Self::parse_options(options)?;
        // Setting up a throwaway game is the one place every option rule already lives.
        G::new_under_rules(
            &Setup {
                players,
                seed: Seed(0),
                options: options.clone(),
            },
            self.rules_version,
        )?;
        Ok(to_json(&options))
    }

    fn start(
        &self,
        players: usize,
        seed: Seed,
        options: &Value,
    ) -> Result<Box<dyn DynState>, OptionsError> {
        let options = Self::parse_options(options)?;
        let state = G::new_under_rules(
            &Setup {
                players,
                seed,
                options,
            },
            self.rules_version,
        )?;
        Ok(Box::new(state))
    }

    fn schemas(&self) -> GameSchemas {
        schemas_of::<G>()
    }
}

impl<G: Bot> DynState for G {
    fn to_act(&self) -> Vec<Seat> {
        Game::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Value> {
        Game::legal_actions(self, seat)
            .iter()
            .map(to_json)
            .collect()
    }

    fn shown_legal_actions(&self, seat: Seat) -> Vec<Value> {
        if G::LOGS_ACTIONS_AS_SHOWN {
            return DynState::legal_actions(self, seat);
        }
        Game::shown_legal_actions(self, seat)
            .iter()
            .map(to_json)
            .collect()
    }

    fn logged_action(&self, seat: Seat, action: &Value) -> Option<Value> {
        if G::LOGS_ACTIONS_AS_SHOWN {
            return None;
        }
        let action = G::Action::deserialize(action).ok()?;
        Game::logged_action(self, seat, &action).map(|logged| to_json(&logged))
    }

    fn apply(&self, seat: Seat, action: &Value) -> Result<Box<dyn DynState>, ActionError> {
        // Read from the JSON tree in place: `from_value` would want a copy of it.
        let action =
            G::Action::deserialize(action).map_err(|e| ActionError::Malformed(e.to_string()))?;
        Ok(Box::new(Game::apply(self, seat, &action)?))
    }

    fn view(&self, viewer: Viewer) -> Value {
        to_json(&Game::view(self, viewer))
    }

    fn view_json(&self, viewer: Viewer) -> Box<RawValue> {
        serde_json::value::to_raw_value(&Game::view(self, viewer))
            .expect("game types serialize to JSON")
    }

    fn action_view(&self, seat: Seat, action: &Value, viewer: Viewer) -> Value {
        match G::Action::deserialize(action) {
            Ok(action) => to_json(&Game::action_view(self, seat, &action, viewer)),
            // Only applied actions are stored, so this cannot happen for a stored log; show
            // nothing rather than risk echoing something secret.
            Err(_) => Value::Null,
        }
    }

    fn action_summary(&self, seat: Seat, action: &Value, viewer: Viewer) -> String {
        match G::Action::deserialize(action) {
            Ok(action) => G::describe(seat, &Game::action_view(self, seat, &action, viewer)),
            Err(_) => "made a move".to_owned(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn sides(&self) -> Vec<Vec<Seat>> {
        Game::sides(self)
    }

    fn bot_action(&self, seat: Seat, level: BotLevel, seed: Seed) -> Value {
        // The bot gets what the seat's player gets and nothing more: the seat's view and the
        // legal actions the seat is shown; its choice is then logged as a player's would be.
        let view = Game::view(self, Viewer::Seat(seat));
        let legal = Game::shown_legal_actions(self, seat);
        let chosen = bot::choose_action::<G>(&view, &legal, seat, level, seed);
        to_json(&Game::logged_action(self, seat, &chosen).unwrap_or(chosen))
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("game types serialize to JSON")
}

/// The OpenAPI components of one game type, so the spec can describe every game's actions and
/// views as real schemas.
pub struct GameSchemas {
    pub options: String,
    pub action: String,
    pub action_view: String,
    pub view: String,
    pub components: Vec<(
        String,
        utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
    )>,
}

pub(super) fn schemas_of<G: Game>() -> GameSchemas {
    use utoipa::ToSchema;
    fn collect<T: ToSchema>(
        out: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) -> String {
        let name = T::name().into_owned();
        out.push((name.clone(), T::schema()));
        T::schemas(out);
        name
    }
    let mut components = Vec::new();
    GameSchemas {
        options: collect::<G::Options>(&mut components),
        action: collect::<G::Action>(&mut components),
        action_view: collect::<G::ActionView>(&mut components),
        view: collect::<G::View>(&mut components),
        components,
    }
}
