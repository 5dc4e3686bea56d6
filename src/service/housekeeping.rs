//! Chores each instance repeats for good, such as forgetting rows nobody can use any more.

use std::future::Future;
use std::time::Duration;

use crate::store::StoreResult;

/// How often each instance prunes: rows become prunable over days, so an hour is prompt enough.
pub const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// Runs forever: every [`PRUNE_EVERY`], runs `prune` (which answers how many `what` it deleted)
/// and logs the outcome. Several instances pruning at once delete the same rows, which is
/// harmless; a failure is logged and the next round tries again.
pub async fn prune_forever<F, Fut>(what: &'static str, mut prune: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = StoreResult<u64>>,
{
    loop {
        tokio::time::sleep(PRUNE_EVERY).await;
        match prune().await {
            Ok(0) => {}
            Ok(pruned) => tracing::info!(pruned, what, "pruned"),
            Err(error) => tracing::warn!(%error, what, "could not prune"),
        }
    }
}
