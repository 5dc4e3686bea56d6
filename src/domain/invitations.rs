//! Where an invitation to a game stands.

use serde::Serialize;
use utoipa::ToSchema;

// Whether an invitation was answered, and how. The API names it `InvitationState`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = InvitationState)]
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
