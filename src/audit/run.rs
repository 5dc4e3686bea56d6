//! `shoreline verify` over a database: every stored game, a page at a time, checked on every core
//! while the next page is read.

use std::time::{Duration, Instant};

use uuid::Uuid;

use crate::engine::Registry;
use crate::store::{Store, StoreResult};

use super::stored::StoredGame;

/// A stored game that does not replay as recorded.
#[derive(Clone, Debug)]
pub struct Failure {
    pub game_id: Uuid,
    pub game_type: String,
    pub rules_version: String,
    pub why: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "game {} ({} rules version {}): {}",
            self.game_id, self.game_type, self.rules_version, self.why
        )
    }
}

/// How a check went, so far or in the end.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub checked: u64,
    pub failures: Vec<Failure>,
    pub elapsed: Duration,
}

impl Summary {
    pub fn games_per_second(&self) -> f64 {
        self.checked as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    pub fn all_replay(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Checks every game in `store`, `page_size` games (and their logs) in memory at a time. After
/// each page, `on_page` sees the summary so far and the failures that page found.
pub async fn verify_store(
    store: &dyn Store,
    registry: &'static Registry,
    page_size: i64,
    mut on_page: impl FnMut(&Summary, &[Failure]),
) -> StoreResult<Summary> {
    let started = Instant::now();
    let mut summary = Summary::default();
    let mut page = store.games_with_logs(i64::MIN, page_size).await?;
    while let Some((last, _)) = page.last() {
        let after = last.list_order;
        let games: Vec<StoredGame> = page
            .into_iter()
            .map(|(record, events)| StoredGame::new(record, events))
            .collect();
        let count = games.len() as u64;
        let checking = tokio::task::spawn_blocking(move || check_all(registry, &games));
        let (failures, next) = tokio::join!(checking, store.games_with_logs(after, page_size));
        let failures = failures.expect("checking a page does not panic: each game is caught");
        summary.checked += count;
        summary.failures.extend(failures.iter().cloned());
        summary.elapsed = started.elapsed();
        on_page(&summary, &failures);
        page = next?;
    }
    summary.elapsed = started.elapsed();
    Ok(summary)
}

/// Checks one game; `None` when there is no such game.
pub async fn verify_game(
    store: &dyn Store,
    registry: &'static Registry,
    id: Uuid,
) -> StoreResult<Option<Summary>> {
    let started = Instant::now();
    let Some(record) = store.game_without_seats(id).await? else {
        return Ok(None);
    };
    let events = store.events(id, 0).await?;
    let failures = check_all(registry, &[StoredGame::new(record, events)]);
    Ok(Some(Summary {
        checked: 1,
        failures,
        elapsed: started.elapsed(),
    }))
}

/// Checks `games` spread over every core.
fn check_all(registry: &Registry, games: &[StoredGame]) -> Vec<Failure> {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let chunk = games.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let checkers: Vec<_> = games
            .chunks(chunk)
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .filter_map(|game| check_one(registry, game))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        checkers
            .into_iter()
            .flat_map(|checker| checker.join().expect("each game's panic is caught"))
            .collect()
    })
}

/// A game's failure, if it has one. A replay that panics (a bug in a game's rules) is reported
/// as that game's failure rather than ending the whole check.
fn check_one(registry: &Registry, game: &StoredGame) -> Option<Failure> {
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.check(registry)));
    let why = match checked {
        Ok(Ok(_)) => return None,
        Ok(Err(why)) => why,
        Err(panic) => format!(
            "replaying it panicked: {}",
            panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default()
        ),
    };
    Some(Failure {
        game_id: game.record.id,
        game_type: game.record.game_type.clone(),
        rules_version: game.record.rules_version.clone(),
        why,
    })
}
