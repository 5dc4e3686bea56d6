//! Every game type the server can host, keyed by id and rules version.

use std::sync::Arc;

use super::dynamic::DynGameType;

pub struct Registry {
    /// Oldest rules version first within each game type.
    entries: Vec<Arc<dyn DynGameType>>,
}

impl Registry {
    pub fn new(entries: Vec<Arc<dyn DynGameType>>) -> Self {
        Registry { entries }
    }

    /// A specific rules version, for replaying a stored game.
    pub fn get(&self, id: &str, rules_version: &str) -> Option<&Arc<dyn DynGameType>> {
        self.entries
            .iter()
            .find(|g| g.info().id == id && g.info().rules_version == rules_version)
    }

    /// The newest rules version of a game type, for creating games.
    pub fn latest(&self, id: &str) -> Option<&Arc<dyn DynGameType>> {
        self.entries.iter().rev().find(|g| g.info().id == id)
    }

    /// The newest rules version of every game type, in registration order.
    pub fn game_types(&self) -> Vec<&Arc<dyn DynGameType>> {
        let mut seen = Vec::new();
        for entry in self.entries.iter().rev() {
            if !seen
                .iter()
                .any(|g: &&Arc<dyn DynGameType>| g.info().id == entry.info().id)
            {
                seen.push(entry);
            }
        }
        seen.reverse();
        seen
    }

    pub fn all_versions(&self) -> &[Arc<dyn DynGameType>] {
        &self.entries
    }
}
