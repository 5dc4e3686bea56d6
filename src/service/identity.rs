//! Who a valid token speaks for. A token's signature proves only that this service issued it
//! once; the account it names must still exist (a database restored from an older backup, say,
//! or an account removed later), or the request is treated as not signed in at all.

use std::collections::HashSet;
use std::sync::Mutex;

use uuid::Uuid;

use super::AppState;
use super::error::AccountError;

/// The accounts this instance has seen to exist, so that every request from a signed-in player
/// does not cost a database read. Accounts are never removed today; whatever removes one must
/// also [`forget`](KnownUsers::forget) it here (on every instance).
pub struct KnownUsers {
    ids: Mutex<HashSet<Uuid>>,
    capacity: usize,
}

impl KnownUsers {
    pub fn new(capacity: usize) -> Self {
        KnownUsers {
            ids: Mutex::new(HashSet::new()),
            capacity,
        }
    }

    fn contains(&self, id: Uuid) -> bool {
        self.ids.lock().expect("lock poisoned").contains(&id)
    }

    fn remember(&self, id: Uuid) {
        let mut ids = self.ids.lock().expect("lock poisoned");
        // Forgetting everyone costs one read per active player; cheaper than tracking recency.
        if ids.len() >= self.capacity {
            ids.clear();
        }
        ids.insert(id);
    }

    pub fn forget(&self, id: Uuid) {
        self.ids.lock().expect("lock poisoned").remove(&id);
    }
}

/// Confirms that the account a verified token names exists.
pub async fn confirm_account(state: &AppState, user_id: Uuid) -> Result<(), AccountError> {
    if state.known_users.contains(user_id) {
        return Ok(());
    }
    if state.store.user_by_id(user_id).await?.is_none() {
        return Err(AccountError::AccountGone);
    }
    state.known_users.remember(user_id);
    Ok(())
}
