//! Accounts: validated credentials, password hashing and access tokens.

mod credentials;
mod password;
mod token;

pub use credentials::{Password, Username};
pub use password::{hash_password, verify_password};
pub use token::{Claims, TokenIssuer};
