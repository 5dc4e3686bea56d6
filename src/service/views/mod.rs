//! What the service answers reads with: each a view of stored data as one caller may see it,
//! serialized as it is to the API's clients. Handlers render these; they never see a row.

mod accounts;
mod events;
mod games;
mod invitations;
mod notifications;
mod page;
mod players;
mod seeks;
mod webhooks;

pub use accounts::User;
pub use events::{Event, EventKind};
pub use games::{Game, GameSummary, SeatInfo, Status, tenths};
pub use invitations::Invitation;
pub use notifications::Notification;
pub use page::{Page, rows_for};
pub use players::{HistoryItem, Leader, Profile, Rating};
pub use seeks::{ComputerFallback, Seek, SeekStatus};
pub use webhooks::{CreatedWebhook, PushSubscription, Webhook, WebhookDelivery};
