//! The lobby's and players' side of the store: snapshots of open games and the plans that change
//! them (decided in `service::lobby_plans`), invitations, match history, turn deadlines and
//! ratings.

use crate::domain::{HistoryFilter, InvitationAnswer, InvitationStatus};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::{ClaimedDelivery, ComputerAccount, GameRecord, NewNotification, StoreResult};
use crate::engine::Seat;

/// An open game as a lobby decision reads it: the game with its seats, every invitation to
/// it, and the revision a plan made from it is applied against.
#[derive(Clone, Debug)]
pub struct LobbySnapshot {
    pub game: GameRecord,
    /// Bumped by every lobby write to the game (a seat taken or given up, an invitation written,
    /// answered or withdrawn, the game started or cancelled; an invitation's party deleting
    /// their account), so that a plan made from an older snapshot is refused.
    pub revision: i64,
    /// Every invitation to the game, whatever its status (one person is invited at most once).
    pub invitations: Vec<LobbyInvitation>,
}

/// An invitation as a lobby decision needs it: both parties, by id and by name.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyInvitation {
    pub id: Uuid,
    pub inviter_id: Uuid,
    pub inviter: String,
    pub invitee_id: Uuid,
    pub invitee: String,
    pub status: InvitationStatus,
}

/// What a lobby decision changes in one game, decided by the service and applied by the store
/// in one transaction, only if the game's revision is still `expected_revision`.
#[derive(Clone, Debug)]
pub struct LobbyPlan {
    pub game_id: Uuid,
    pub expected_revision: i64,
    pub at: DateTime<Utc>,
    pub game_change: Option<GameChange>,
    pub seat_taken: Option<(Seat, Uuid)>,
    /// The person who gives up their seat.
    pub seat_given_up: Option<Uuid>,
    pub invitation_written: Option<NewInvitation>,
    /// Pending invitations answered, each with its answer.
    pub invitations_answered: Vec<(Uuid, InvitationAnswer)>,
    /// Pending invitations withdrawn (deleted).
    pub invitations_withdrawn: Vec<Uuid>,
    pub notifications: Vec<NewNotification>,
    /// When given, the webhook deliveries of `notifications` are leased to this instance until
    /// then and returned, to be sent at once (see [`Store::append_event`](super::Store)).
    pub lease_deliveries_until: Option<DateTime<Utc>>,
}

impl LobbyPlan {
    /// A plan that changes nothing yet, made from `snapshot` at `at`.
    pub fn from(snapshot: &LobbySnapshot, at: DateTime<Utc>) -> Self {
        LobbyPlan {
            game_id: snapshot.game.id,
            expected_revision: snapshot.revision,
            at,
            game_change: None,
            seat_taken: None,
            seat_given_up: None,
            invitation_written: None,
            invitations_answered: Vec::new(),
            invitations_withdrawn: Vec::new(),
            notifications: Vec::new(),
            lease_deliveries_until: None,
        }
    }
}

/// How a lobby plan changes the game's own row.
#[derive(Clone, Debug, PartialEq)]
pub enum GameChange {
    /// The last seat is taken: the game is active from `at`.
    Start(GameStart),
    /// Its creator no longer wants it.
    Cancel,
}

/// Who acts first in a game that starts, and by when.
#[derive(Clone, Debug, PartialEq)]
pub struct GameStart {
    pub to_act: Vec<Seat>,
    pub deadline_at: Option<DateTime<Utc>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NewInvitation {
    pub id: Uuid,
    pub inviter_id: Uuid,
    pub invitee_id: Uuid,
}

/// How applying a [`LobbyPlan`] went.
#[derive(Debug)]
pub enum LobbyApplied {
    /// Written, with the webhook deliveries leased to this instance (if the plan asked).
    Applied { deliveries: Vec<ClaimedDelivery> },
    /// The game changed since the snapshot (or is gone): nothing was written; decide again.
    Stale,
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
    /// The open game `game_id` as a lobby decision reads it; `None` if there is no such game.
    async fn lobby_snapshot(&self, game_id: Uuid) -> StoreResult<Option<LobbySnapshot>>;
    /// Applies `plan` in one transaction if the game's revision is still the plan's.
    async fn apply_lobby_plan(&self, plan: &LobbyPlan) -> StoreResult<LobbyApplied>;

    async fn invitation(&self, id: Uuid) -> StoreResult<Option<InvitationRecord>>;
    async fn invitations_for(
        &self,
        invitee_id: Uuid,
        status: InvitationStatus,
    ) -> StoreResult<Vec<InvitationRecord>>;
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
