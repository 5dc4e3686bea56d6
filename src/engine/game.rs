//! The `Game` trait: what every rules engine implements, modelled on shakmaty's `Position`
//! (a validated state, its legal actions, and `apply` returning the next state or a rule error).

use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};
use utoipa::ToSchema;

use super::{OptionsError, RuleError, Seat, Seed, Viewer};

/// Static facts about a game type, shown by `GET /api/v1/game-types`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The stable id used in the API and the store, e.g. `air-land-sea`.
    pub id: &'static str,
    /// The name people know the game by.
    pub name: &'static str,
    /// Bumped whenever a change would replay an existing log differently; old versions stay
    /// registered so stored games replay identically forever.
    pub rules_version: &'static str,
    pub min_players: usize,
    pub max_players: usize,
}

/// Everything a game starts from. A game is a deterministic function of this and its actions.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup<O> {
    pub players: usize,
    pub seed: Seed,
    pub options: O,
}

/// One side's final standing. In team games a side holds several seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Standing {
    /// The side's name as the rulebook calls it ("Land", "Sea", "Cartographer", "green",
    /// "seat 2"...).
    pub side: String,
    pub seats: Vec<Seat>,
    pub score: i64,
    /// Where the score came from, in the game's own categories, summing to `score` (for
    /// example Land vs Sea's areas, bonus icons and chains). Empty when a game was forfeited.
    pub breakdown: Vec<ScorePart>,
}

/// One category of a side's final score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ScorePart {
    /// The category, in the rulebook's words ("Areas", "Row 1", "Mountain", ...).
    pub category: String,
    pub points: i64,
}

impl ScorePart {
    pub fn new(category: impl Into<String>, points: impl Into<i64>) -> Self {
        ScorePart {
            category: category.into(),
            points: points.into(),
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Outcome {
    pub standings: Vec<Standing>,
    /// The winning seats after the rulebook's tie-breaks. Several seats when a team wins or the
    /// rulebook shares the victory; empty when the game is a draw.
    pub winners: Vec<Seat>,
}

impl Outcome {
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }
}

/// The contract every game implements.
///
/// Implementations are pure: no IO, no clock, no global RNG. A state value is always valid; `apply`
/// never mutates its receiver, so a rejected action leaves the game exactly as it was.
pub trait Game: Clone + Debug + PartialEq + Send + Sync + Sized + 'static {
    /// Options chosen at creation. `Default` gives the rulebook's standard game.
    type Options: Serialize
        + DeserializeOwned
        + Default
        + Clone
        + Debug
        + PartialEq
        + ToSchema
        + Send
        + Sync;
    /// A move, in exactly the JSON form the actions endpoint accepts.
    type Action: Serialize + DeserializeOwned + Clone + Debug + PartialEq + ToSchema + Send + Sync;
    /// An action as a given viewer may see it in the event log (secrets redacted).
    type ActionView: Serialize + ToSchema;
    /// The state as a given viewer may see it.
    type View: Serialize + ToSchema;

    const INFO: GameInfo;

    /// Every rules version this game still plays, oldest first; the last is
    /// `INFO.rules_version`, the one new games are created under. Older versions stay listed
    /// forever so that stored games replay exactly as they were played.
    const RULES_VERSIONS: &'static [&'static str] = &[Self::INFO.rules_version];

    /// The codes of the options errors this game gives of its own (beyond the engine's
    /// `invalid_options` and `invalid_player_count`), each with what it means: served at
    /// `/problems/{code}` as 400s.
    const OPTION_CODES: &'static [(&'static str, &'static str)] = &[];

    /// Set up a new game under the newest rules, validating the player count and options.
    fn new(setup: &Setup<Self::Options>) -> Result<Self, OptionsError>;

    /// Set up a new game under `rules_version`, one of `RULES_VERSIONS`. A game with a single
    /// rules version has nothing to choose, so by default this is `new`.
    fn new_under_rules(
        setup: &Setup<Self::Options>,
        rules_version: &str,
    ) -> Result<Self, OptionsError> {
        debug_assert!(Self::RULES_VERSIONS.contains(&rules_version));
        Self::new(setup)
    }

    /// The seats that may act now, in seat order. Several seats may act in any order; a seat may
    /// have to answer in the middle of another's turn. Empty exactly when the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every action `seat` may take now, as the log stores them (and `apply` takes them); empty
    /// if it may not act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Every action `seat` may take now, as its player is shown them and names them: the same
    /// as `legal_actions` except in a game whose stored log names something by what the table
    /// does not show (Land vs Sea rules versions 1 and 2 name a placed tile's regions by the
    /// component table). The list's order tells nothing the names do not.
    fn shown_legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Whether the log names every action exactly as players are shown it, so that
    /// `shown_legal_actions` and `logged_action` need no look (and a posted move no second
    /// parse on the hot path). A game that overrides them sets this to `false`.
    const LOGS_ACTIONS_AS_SHOWN: bool = true;

    /// `action`, as a player names it (see `shown_legal_actions`), in the form the log stores;
    /// `None` when the two are the same. A name once given stays valid for the rest of the game,
    /// so an action may be translated against any later state (an idempotent retry is).
    fn logged_action(&self, _seat: Seat, _action: &Self::Action) -> Option<Self::Action> {
        None
    }

    /// The state after `seat` takes `action`, or why the rules forbid it.
    fn apply(&self, seat: Seat, action: &Self::Action) -> Result<Self, RuleError>;

    /// The state as `viewer` may see it. `Viewer::Everyone` reveals everything.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// `action`, taken by `seat` from this state, as `viewer` may see it in the log.
    fn action_view(&self, seat: Seat, action: &Self::Action, viewer: Viewer) -> Self::ActionView;

    /// What an action did, as `view` (one of [`Game::action_view`]'s) shows it, in a few words
    /// for a game log that names the player first: "played Air 4 face up in Land". It says
    /// nothing the view does not, so it is as safe to show as the view is. Rows, columns and
    /// counts are the ones the boards show (from 1). Another player is written `{seat N}` (`N`
    /// their seat's index), which the API replaces by their name.
    fn describe(seat: Seat, view: &Self::ActionView) -> String;

    /// The result once the game has ended by its rules.
    fn outcome(&self) -> Option<Outcome>;

    /// The sides, each a set of seats that win or lose together. Used when a seat resigns or
    /// times out: every side but the one that gave up wins.
    fn sides(&self) -> Vec<Vec<Seat>> {
        (0..self.player_count())
            .map(|i| vec![Seat::from(i)])
            .collect()
    }

    fn player_count(&self) -> usize;
}
