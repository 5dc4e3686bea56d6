//! HTTP integration tests: the real application on port 0, a fresh database per test, on SQLite
//! and on Postgres.

mod helpers;
#[path = "../support/test_database.rs"]
mod test_database;

mod account_deletion;
mod accounts;
mod computers;
mod concurrency;
mod errors;
mod export;
mod hardening;
mod invitation_endings;
mod invite_links;
mod leaderboards;
mod live;
mod lobby;
mod lobby_more;
mod metrics;
mod notifications;
mod old_rules;
mod open_games;
mod openapi;
mod outage;
mod play;
mod push;
mod query_budgets;
mod rematch;
mod replay_trust;
mod revocation;
mod seeks;
mod sessions;
mod sign_in_limits;
mod sse;
mod statements;
mod verify;
mod web_client;
mod webhook_leases;
mod webhooks;
