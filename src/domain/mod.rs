//! The words every layer speaks: a game's status and a seat's outcome, notifications and what
//! each says, where an invitation or a webhook delivery stands, and what a list asks for. The
//! store reads and writes them, the service decides with them, the API shows them; none of
//! them holds anything but data.

mod deliveries;
mod games;
mod invitations;
mod notifications;

pub use deliveries::DeliveryStatus;
pub use games::{GameFilter, GameStatus, HistoryFilter, SeatOutcome};
pub use invitations::InvitationStatus;
pub use notifications::{
    InvitationAnswer, MarkRead, NotificationData, NotificationFilter, NotificationKind,
    WithdrawalReason,
};
