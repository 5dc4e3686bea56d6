//! Accounts: validated credentials, password hashing and access tokens.

mod credentials;
mod password;
mod throttle;
mod token;

pub use credentials::{Password, Username};
pub use password::{hash_password, verify_password};
pub use throttle::LoginThrottle;
pub use token::{Claims, TokenIssuer};
