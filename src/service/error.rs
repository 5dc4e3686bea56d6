//! What can go wrong in the service layer, as types. Each kind of operation says exactly how it
//! can fail, in its own words; `api::error` alone decides how each failure is told over HTTP.

use std::time::Duration;

use uuid::Uuid;

use crate::engine::dynamic::ActionError;
use crate::engine::{OptionsError, RuleError, Seat};
use crate::store::StoreError;

/// A failure that is not the caller's doing: the database, or a bug of ours (a stored log that no
/// longer replays, say). Told to clients only generically.
#[derive(Debug, thiserror::Error)]
pub enum Fault {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Bug(#[from] anyhow::Error),
}

impl Fault {
    /// Whether the database itself cannot serve us now (a client may try again shortly), rather
    /// than a bug.
    pub fn is_database_unavailable(&self) -> bool {
        matches!(self, Fault::Store(error) if error.is_unavailable())
    }
}

/// Signing up, signing in, and reading one's own account.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("{0}")]
    InvalidUsername(String),
    #[error("{0}")]
    InvalidPassword(String),
    #[error("that username is taken")]
    UsernameTaken,
    /// The same answer for an unknown user and a wrong password.
    #[error("invalid username or password")]
    InvalidCredentials,
    /// Too many sign-in or sign-up attempts from this client or for this username; the next
    /// attempt is let in after `retry_after`.
    #[error("too many attempts; try again later")]
    TooManyAttempts { retry_after: Duration },
    /// Every password-hashing slot stayed busy for the whole allowed wait.
    #[error("too many sign-ins at once; try again in a moment")]
    Busy,
    /// A valid token for an account that no longer exists.
    #[error("the account no longer exists")]
    AccountGone,
    /// The password given to confirm a change to the account is not the account's.
    #[error("the password is wrong")]
    WrongPassword,
    /// A computer player's account belongs to the server.
    #[error("a computer player's account cannot be changed or deleted")]
    ComputerAccount,
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Refreshing and ending sessions, and checking an access token's session.
#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    #[error("the refresh token is not valid")]
    UnknownRefreshToken,
    #[error("the refresh token has expired; sign in again")]
    RefreshTokenExpired,
    /// Signed out, signed out everywhere, the password changed, or the account deleted.
    #[error("the session has ended; sign in again")]
    SessionEnded,
    /// A refresh token was used twice: its session is revoked for every holder.
    #[error(
        "the refresh token was already used, so a copy of it is in someone else's hands: \
         the session is ended; sign in again"
    )]
    RefreshTokenReused,
    #[error(transparent)]
    Fault(#[from] Fault),
}

impl From<crate::auth::HashingError> for AccountError {
    fn from(error: crate::auth::HashingError) -> Self {
        match error {
            crate::auth::HashingError::Busy => AccountError::Busy,
            crate::auth::HashingError::Failed(bug) => AccountError::Fault(Fault::Bug(bug)),
        }
    }
}

/// Reading games, their logs and replays, and players' profiles and histories.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("no game {0}")]
    GameNotFound(Uuid),
    #[error("no user {0:?}")]
    UserNotFound(String),
    #[error("there is no game type {0:?}")]
    UnknownGameType(String),
    /// A replay position outside the log.
    #[error("at must be 0 to {max}")]
    InvalidReplayPosition { max: i64 },
    /// Only a finished game is exported: until then its seed and hidden moves are secret.
    #[error("the game is not finished: only a finished game can be exported")]
    GameNotFinished,
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Creating, joining, leaving and cancelling games, and invitations to them.
#[derive(Debug, thiserror::Error)]
pub enum LobbyError {
    #[error("there is no game type {0:?}")]
    UnknownGameType(String),
    #[error("{}", .0.message)]
    InvalidOptions(OptionsError),
    #[error("seat must be below {players}")]
    InvalidSeat { players: usize },
    /// The computer players asked for cannot be seated as asked.
    #[error("{0}")]
    InvalidComputers(String),
    /// Computer players were asked for in every seat the creator could take.
    #[error("every seat is given to a computer player; leave one for yourself")]
    NoSeatForCreator,
    #[error("turn_deadline_secs must be {min} to {max}")]
    InvalidTurnDeadline { min: i64, max: i64 },
    #[error("no game {0}")]
    GameNotFound(Uuid),
    #[error("no such invite link: it was revoked, or never was")]
    InviteLinkNotFound,
    /// A rematch cannot be offered or accepted now; says why.
    #[error("{0}")]
    RematchUnavailable(&'static str),
    /// The game has started, or was cancelled; says what could not be done.
    #[error("{0}")]
    NotOpen(&'static str),
    #[error("you already have a seat in this game")]
    AlreadySeated,
    #[error("every seat is taken")]
    GameFull,
    #[error("seat {} is taken", .0.0)]
    SeatTaken(Seat),
    #[error("you have no seat in this game")]
    NotSeated,
    #[error("the creator cancels the game instead of leaving it")]
    CreatorMustCancel,
    #[error("only the creator may cancel a game")]
    NotCreator,
    #[error("only players seated in the game may invite")]
    InviterNotSeated,
    #[error("there is no user {0:?}")]
    UnknownUser(String),
    #[error("you are already in this game")]
    CannotInviteYourself,
    #[error("that user already has a seat in this game")]
    InviteeAlreadySeated,
    #[error("that user is already invited to this game")]
    AlreadyInvited,
    /// No such invitation, or it is addressed to someone else (invitations are private).
    #[error("no invitation {0}")]
    InvitationNotFound(Uuid),
    #[error("the invitation was already answered")]
    InvitationAnswered,
    /// A person waits in one pool at a time, so that no two waves seat them twice.
    #[error("you are already looking for a game ({0}); stop that seek before starting another")]
    AlreadySeeking(Uuid),
    /// No such seek of the caller's: never made, cancelled, lapsed, or someone else's.
    #[error("no seek {0}: it was cancelled, lapsed or never was yours")]
    SeekNotFound(Uuid),
    /// Too late to cancel: a wave seated the seeker in this game.
    #[error("the seek was already paired: your game is {0}")]
    SeekPaired(Uuid),
    #[error("{0}")]
    InvalidComputerFallback(String),
    /// The game changed under every attempt to decide the request.
    #[error("the game changed too often while deciding the request; try again")]
    TooMuchContention,
    #[error(transparent)]
    Fault(#[from] Fault),
}

/// Adding a move (an action, or resigning) to a game's log.
#[derive(Debug, thiserror::Error)]
pub enum MoveError {
    #[error("no game {0}")]
    GameNotFound(Uuid),
    #[error("you have no seat in this game")]
    NotSeated,
    #[error("the game starts when every seat is taken")]
    NotStarted,
    #[error("the game was cancelled")]
    Cancelled,
    /// `expected_version` is not the game's version. Ahead or behind, the cure is the same: read
    /// the game again.
    #[error("{}", stale_message(*.expected, *.current))]
    Stale { expected: i64, current: i64 },
    /// The JSON is not an action of this game at all.
    #[error("not a valid action for this game: {0}")]
    InvalidAction(String),
    /// A well-formed action the rules forbid.
    #[error("{}", .0.message)]
    Rule(RuleError),
    #[error("this Idempotency-Key was already used for a different request")]
    IdempotencyKeyReused,
    #[error("the game changed too often while applying the move; try again")]
    TooMuchContention,
    #[error(transparent)]
    Fault(#[from] Fault),
}

fn stale_message(expected: i64, current: i64) -> String {
    if expected > current {
        format!("the game has no version {expected} yet: its current version is {current}")
    } else {
        format!("the game has moved on from version {expected}: its current version is {current}")
    }
}

impl From<RuleError> for MoveError {
    fn from(rule: RuleError) -> Self {
        MoveError::Rule(rule)
    }
}

impl From<ActionError> for MoveError {
    fn from(error: ActionError) -> Self {
        match error {
            ActionError::Malformed(message) => MoveError::InvalidAction(message),
            ActionError::Rule(rule) => MoveError::Rule(rule),
        }
    }
}

/// Every operation's error takes a [`Fault`] from the store or from our own bugs through `?`.
macro_rules! faults_convert_into {
    ($($error:ty),*) => {$(
        impl From<StoreError> for $error {
            fn from(error: StoreError) -> Self {
                Fault::Store(error).into()
            }
        }

        impl From<anyhow::Error> for $error {
            fn from(error: anyhow::Error) -> Self {
                Fault::Bug(error).into()
            }
        }
    )*};
}

faults_convert_into!(AccountError, SessionError, ReadError, LobbyError, MoveError);
