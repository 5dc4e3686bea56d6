//! Accounts: validated credentials, password hashing, sign-in limits and access tokens.

mod attempts;
mod credentials;
mod limits;
mod password;
mod token;

pub use credentials::{Password, Username};
pub use limits::{AttemptKind, SignInAllowance, SignInLimits};
pub use password::{HashingError, HashingQueue, HashingUsage};
pub use token::{Claims, TokenIssuer, TokenRejection};
