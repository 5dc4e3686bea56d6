//! An invitation to a game, as its inviter and its invitee see it.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::domain::InvitationStatus;
use crate::store::InvitationRecord;

/// An invitation to take a seat in an open game.
#[derive(Serialize, ToSchema)]
pub struct Invitation {
    pub id: Uuid,
    pub game_id: Uuid,
    /// What the game is, so the invitation can name it ("Lost Seas, 3 players").
    #[schema(example = "lost-seas")]
    pub game_type: String,
    /// Its number of seats.
    #[schema(example = 3)]
    pub players: usize,
    pub inviter: String,
    pub invitee: String,
    pub status: InvitationStatus,
    pub created_at: DateTime<Utc>,
}

impl From<InvitationRecord> for Invitation {
    fn from(record: InvitationRecord) -> Self {
        Invitation {
            id: record.id,
            game_id: record.game_id,
            game_type: record.game_type,
            players: record.players,
            inviter: record.inviter,
            invitee: record.invitee,
            status: record.status,
            created_at: record.created_at,
        }
    }
}
