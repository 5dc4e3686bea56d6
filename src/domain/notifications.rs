//! What a notification is about and what it says, and which of them a person reads or marks.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::SeatOutcome;

/// What a notification is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum NotificationKind {
    YourMove,
    GameStarted,
    GameEnded,
    Invited,
    InvitationAnswered,
    DeadlineNear,
    InvitationWithdrawn,
}

impl NotificationKind {
    pub const ALL: [NotificationKind; 7] = [
        NotificationKind::YourMove,
        NotificationKind::GameStarted,
        NotificationKind::GameEnded,
        NotificationKind::Invited,
        NotificationKind::InvitationAnswered,
        NotificationKind::DeadlineNear,
        NotificationKind::InvitationWithdrawn,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            NotificationKind::YourMove => "your_move",
            NotificationKind::GameStarted => "game_started",
            NotificationKind::GameEnded => "game_ended",
            NotificationKind::Invited => "invited",
            NotificationKind::InvitationAnswered => "invitation_answered",
            NotificationKind::DeadlineNear => "deadline_near",
            NotificationKind::InvitationWithdrawn => "invitation_withdrawn",
        }
    }

    /// The kind's bit in a webhook's `kinds_mask` (stored: never renumber).
    pub fn bit(self) -> i64 {
        1 << match self {
            NotificationKind::YourMove => 0,
            NotificationKind::GameStarted => 1,
            NotificationKind::GameEnded => 2,
            NotificationKind::Invited => 3,
            NotificationKind::InvitationAnswered => 4,
            NotificationKind::DeadlineNear => 5,
            NotificationKind::InvitationWithdrawn => 6,
        }
    }

    /// The kinds an endpoint delivers, as a person chose them: every kind there is now when
    /// they chose none; each once, in the order of their bits.
    pub fn chosen(kinds: &[NotificationKind]) -> Vec<NotificationKind> {
        Self::from_mask(if kinds.is_empty() {
            Self::mask(&Self::ALL)
        } else {
            Self::mask(kinds)
        })
    }

    pub fn mask(kinds: &[NotificationKind]) -> i64 {
        kinds.iter().fold(0, |mask, kind| mask | kind.bit())
    }

    pub fn from_mask(mask: i64) -> Vec<NotificationKind> {
        Self::ALL
            .into_iter()
            .filter(|kind| mask & kind.bit() != 0)
            .collect()
    }
}

/// How an invitation was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvitationAnswer {
    Accepted,
    Declined,
}

/// Why an invitation you had not answered was withdrawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WithdrawalReason {
    /// Its game's creator cancelled the game.
    GameCancelled,
    /// Every seat of its game was taken by others: it began without you.
    GameStarted,
    /// The inviter deleted their account.
    InviterDeleted,
}

/// A notification's content, by kind.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NotificationData {
    /// It is your turn in a game: the game is at `version`.
    YourMove {
        game_id: Uuid,
        game_type: String,
        version: i64,
        /// When your time to move runs out, if the game has a turn deadline.
        deadline_at: Option<DateTime<Utc>>,
    },
    /// Every seat of a game you sit in is taken: it has begun.
    GameStarted { game_id: Uuid, game_type: String },
    /// A game you sat in is over, at `version`.
    GameEnded {
        game_id: Uuid,
        game_type: String,
        version: i64,
        result: SeatOutcome,
    },
    /// Someone invited you to an open game.
    Invited {
        invitation_id: Uuid,
        game_id: Uuid,
        game_type: String,
        inviter: String,
    },
    /// Someone you invited accepted or declined.
    InvitationAnswered {
        invitation_id: Uuid,
        game_id: Uuid,
        invitee: String,
        answer: InvitationAnswer,
    },
    /// Your time to move in a game (at `version`) runs out soon.
    DeadlineNear {
        game_id: Uuid,
        game_type: String,
        version: i64,
        deadline_at: DateTime<Utc>,
    },
    /// An invitation you had not answered is gone, and can no longer be accepted or declined.
    InvitationWithdrawn {
        invitation_id: Uuid,
        game_id: Uuid,
        game_type: String,
        inviter: String,
        reason: WithdrawalReason,
    },
}

impl NotificationData {
    pub fn kind(&self) -> NotificationKind {
        match self {
            NotificationData::YourMove { .. } => NotificationKind::YourMove,
            NotificationData::GameStarted { .. } => NotificationKind::GameStarted,
            NotificationData::GameEnded { .. } => NotificationKind::GameEnded,
            NotificationData::Invited { .. } => NotificationKind::Invited,
            NotificationData::InvitationAnswered { .. } => NotificationKind::InvitationAnswered,
            NotificationData::DeadlineNear { .. } => NotificationKind::DeadlineNear,
            NotificationData::InvitationWithdrawn { .. } => NotificationKind::InvitationWithdrawn,
        }
    }
}

/// Which of a person's notifications to list, newest first.
#[derive(Clone, Debug, Default)]
pub struct NotificationFilter {
    pub unread_only: bool,
    /// Only ids below this.
    pub before: Option<i64>,
    pub limit: i64,
}

/// Which notifications to mark read.
#[derive(Clone, Debug)]
pub enum MarkRead<'a> {
    Ids(&'a [i64]),
    UpTo(i64),
}
