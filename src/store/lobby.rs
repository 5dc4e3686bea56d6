//! The lobby's and players' side of the store: leaving and cancelling open games, invitations,
//! match history, turn deadlines and ratings.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{ComputerAccount, GameRecord, GameStatus, SeatOutcome, StoreResult};

#[derive(Debug, PartialEq, Eq)]
pub enum LeaveOutcome {
    Left,
    NotFound,
    NotOpen,
    NotSeated,
    /// The creator cancels instead of leaving.
    IsCreator,
}

/// How an attempt to invite someone to a game went, decided under the game's lock.
#[derive(Debug, PartialEq, Eq)]
pub enum InviteOutcome {
    Invited(Uuid),
    NotFound,
    /// The game has begun or was cancelled.
    NotOpen,
    /// Only a seated player invites.
    InviterNotSeated,
    InviteeSeated,
    AlreadyInvited,
}

#[derive(Debug, PartialEq, Eq)]
pub enum CancelOutcome {
    Cancelled,
    NotFound,
    NotOpen,
    NotCreator,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvitationStatus {
    Pending,
    Accepted,
    Declined,
}

impl InvitationStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            InvitationStatus::Pending => "pending",
            InvitationStatus::Accepted => "accepted",
            InvitationStatus::Declined => "declined",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "pending" => InvitationStatus::Pending,
            "accepted" => InvitationStatus::Accepted,
            "declined" => InvitationStatus::Declined,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug)]
pub struct InvitationRecord {
    pub id: Uuid,
    pub game_id: Uuid,
    /// The invited game's type and number of seats, so an invitation can say what it is for.
    pub game_type: String,
    pub players: usize,
    pub inviter: String,
    pub invitee_id: Uuid,
    pub invitee: String,
    pub status: InvitationStatus,
    pub created_at: DateTime<Utc>,
}

/// Which of a user's games to list.
#[derive(Clone, Debug, Default)]
pub struct HistoryFilter {
    pub game_type: Option<String>,
    pub status: Option<GameStatus>,
    pub outcome: Option<SeatOutcome>,
    /// Only games where this user is among the seats to act.
    pub awaiting_move: bool,
    pub before: Option<i64>,
    pub limit: i64,
}

#[derive(Clone, Debug)]
pub struct RatingRecord {
    pub game_type: String,
    /// As stored after the player's last rated game (see `ratings::aged` for now).
    pub rating: crate::ratings::Glicko,
    /// When the player's last rated game ended.
    pub rated_at: DateTime<Utc>,
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// A running game waiting for a person's move: what a "your move" says of it.
#[derive(Clone, Debug)]
pub struct TurnRecord {
    pub game_id: Uuid,
    pub game_type: String,
    pub version: i64,
    pub deadline_at: Option<DateTime<Utc>>,
}

/// A person's answer to the offer of a rematch of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct RematchAnswer {
    pub user_id: Uuid,
    pub accepted: bool,
    pub answered_at: DateTime<Utc>,
}

/// A game's invite link.
#[derive(Clone, Debug)]
pub struct InviteLinkRecord {
    pub game_id: Uuid,
    pub token: String,
    pub created_at: DateTime<Utc>,
}

/// One place on a game type's leaderboard.
#[derive(Clone, Debug)]
pub struct LeaderRecord {
    pub username: String,
    pub rating: crate::ratings::Glicko,
    pub rated_at: DateTime<Utc>,
    pub games: i64,
}

#[async_trait::async_trait]
pub trait LobbyStore: Send + Sync {
    async fn leave_game(&self, game_id: Uuid, user_id: Uuid) -> StoreResult<LeaveOutcome>;
    /// Cancels an open game its creator no longer wants; its pending invitations are withdrawn,
    /// each invitee told (`invitation_withdrawn`).
    async fn cancel_game(&self, game_id: Uuid, user_id: Uuid) -> StoreResult<CancelOutcome>;

    /// Invites `invitee_id` to an open game `inviter_id` is seated in, telling them
    /// (`invited`). Checked under the game's lock, as cancelling and starting it are, so that no
    /// invitation is written to a game that has just stopped being open (and would then never be
    /// withdrawn).
    async fn create_invitation(
        &self,
        game_id: Uuid,
        inviter_id: Uuid,
        invitee_id: Uuid,
    ) -> StoreResult<InviteOutcome>;
    async fn invitation(&self, id: Uuid) -> StoreResult<Option<InvitationRecord>>;
    async fn invitations_for(
        &self,
        invitee_id: Uuid,
        status: InvitationStatus,
    ) -> StoreResult<Vec<InvitationRecord>>;
    /// Moves a pending invitation to `status`, telling its inviter; false if it was no longer
    /// pending.
    async fn answer_invitation(&self, id: Uuid, status: InvitationStatus) -> StoreResult<bool>;

    /// A user's games, newest first.
    async fn history(&self, user_id: Uuid, filter: &HistoryFilter) -> StoreResult<Vec<GameRecord>>;
    async fn ratings(&self, user_id: Uuid) -> StoreResult<Vec<RatingRecord>>;
    /// The running games where `user_id` is among the seats to act, newest first, at most
    /// `limit` (one query: no seats are read).
    async fn turns(&self, user_id: Uuid, limit: i64) -> StoreResult<Vec<TurnRecord>>;
    /// The game's invite link: the one it has, else one with `token`, made now.
    async fn invite_link(
        &self,
        game_id: Uuid,
        token: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<InviteLinkRecord>;
    /// Records `user_id`'s answer to a rematch of `game_id` (a later answer replaces theirs).
    async fn answer_rematch(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        accepted: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<()>;
    /// The answers to a rematch of `game_id`, oldest first.
    async fn rematch_answers(&self, game_id: Uuid) -> StoreResult<Vec<RematchAnswer>>;
    /// The game created as the rematch of `game_id`, if there is one.
    async fn rematch_game(&self, game_id: Uuid) -> StoreResult<Option<Uuid>>;
    /// Revokes the game's invite link; false when it had none.
    async fn revoke_invite_link(&self, game_id: Uuid) -> StoreResult<bool>;
    /// The invite link with `token`, if it has not been revoked.
    async fn invite_link_by_token(&self, token: &str) -> StoreResult<Option<InviteLinkRecord>>;
    /// The best ratings of a game type, best first: people (not computers) with at least
    /// `min_games` rated games, the last of them since `active_since`; `offset` places skipped.
    async fn leaderboard(
        &self,
        game_type: &str,
        min_games: i64,
        active_since: DateTime<Utc>,
        offset: i64,
        limit: i64,
    ) -> StoreResult<Vec<LeaderRecord>>;

    /// Active games whose turn deadline passed before `now`.
    async fn overdue_games(&self, now: DateTime<Utc>) -> StoreResult<Vec<Uuid>>;

    /// The computer players' accounts.
    async fn computer_accounts(&self) -> StoreResult<Vec<ComputerAccount>>;

    /// Active games where a computer player is to act and nothing happened since `before`.
    async fn games_awaiting_computers(&self, before: DateTime<Utc>) -> StoreResult<Vec<Uuid>>;
}
