//! Why a move, a setup or a game's options were refused: each with a stable code for clients
//! and a message for people.

use std::borrow::Cow;

/// A move the rules do not allow. `code` is a stable, machine-readable snake_case identifier
/// (clients switch on it); `message` is for humans and may change wording.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct RuleError {
    pub code: &'static str,
    pub message: Cow<'static, str>,
}

impl RuleError {
    pub fn new(code: &'static str, message: impl Into<Cow<'static, str>>) -> Self {
        RuleError {
            code,
            message: message.into(),
        }
    }

    /// The seat is not among those who must act now.
    pub fn not_your_turn() -> Self {
        RuleError::new("not_your_turn", "it is not your turn to act")
    }

    /// The game has ended; nothing more can be played.
    pub fn game_over() -> Self {
        RuleError::new("game_over", "the game is over")
    }
}

/// Options or a player count that a game cannot be set up with (a 400 at game creation).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct OptionsError {
    pub code: &'static str,
    pub message: Cow<'static, str>,
}

impl OptionsError {
    pub fn new(code: &'static str, message: impl Into<Cow<'static, str>>) -> Self {
        OptionsError {
            code,
            message: message.into(),
        }
    }

    /// A rules version the game does not play. The registry only sets games up under versions
    /// the game lists, so this means a bug rather than a bad request.
    pub fn unknown_rules_version(info: &super::GameInfo, rules_version: &str) -> Self {
        OptionsError::new(
            "unknown_rules_version",
            format!("{} has no rules version {rules_version}", info.name),
        )
    }

    pub fn player_count(info: &super::GameInfo, players: usize) -> Self {
        let allowed = if info.min_players == info.max_players {
            format!("{}", info.min_players)
        } else {
            format!("{} to {}", info.min_players, info.max_players)
        };
        OptionsError::new(
            "invalid_player_count",
            format!(
                "{} is played by {allowed} players, not {players}",
                info.name
            ),
        )
    }
}
