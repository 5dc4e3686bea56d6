//! How the instances sharing a Postgres database tell each other that a game's log grew, so that
//! their streams of it wake up: LISTEN/NOTIFY on one channel, sent after the append commits.

use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::{broadcast, mpsc};
use uuid::Uuid;

/// The LISTEN/NOTIFY channel that tells every instance a game's log grew.
const CHANNEL: &str = "shoreline_game_events";

/// Relays NOTIFYs from the other instances into this instance's signal channel, reconnecting after
/// errors. Signals missed while reconnecting are harmless: streams also wake up on a timer and
/// re-read the log.
pub(super) async fn forward_from_others(
    pool: PgPool,
    instance: Uuid,
    signals: broadcast::Sender<Uuid>,
    listening: tokio::sync::oneshot::Sender<()>,
) {
    let mut listening = Some(listening);
    loop {
        let listened = async {
            let mut listener = PgListener::connect_with(&pool).await?;
            listener.listen(CHANNEL).await?;
            if let Some(listening) = listening.take() {
                let _ = listening.send(());
            }
            loop {
                let notification = listener.recv().await?;
                for game_id in games_from_others(notification.payload(), instance) {
                    let _ = signals.send(game_id);
                }
            }
            #[allow(unreachable_code)]
            Ok::<(), sqlx::Error>(())
        };
        if let Err(error) = listened.await {
            if pool.is_closed() {
                return;
            }
            tracing::warn!(%error, "LISTEN connection lost; reconnecting");
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}

/// Most game ids one NOTIFY carries (36 bytes each plus a comma, and the sender's id: well under
/// Postgres's 8000-byte payload limit).
const IDS_PER_NOTIFY: usize = 150;

/// How long the notifier gathers changed games before it sends one NOTIFY for them all. Each
/// NOTIFY is a write transaction of its own (an xid, a commit record, a WAL flush); sent once per
/// move they were a fifth of the database's transactions under load. Only other instances wait
/// this long: this instance's streams are signalled when the append commits.
const NOTIFY_GATHER: Duration = Duration::from_millis(10);

/// A notification's payload: the games whose log grew, after the sending instance as
/// `from:<id>`. An instance that predates the sender's id skips that element as an unreadable
/// game id, so during a rolling deploy it still hears every game.
fn notification_payload(instance: Uuid, games: &[Uuid]) -> String {
    let mut payload = format!("{SENDER_PREFIX}{instance}");
    for game in games {
        payload.push(',');
        payload.push_str(&game.to_string());
    }
    payload
}

const SENDER_PREFIX: &str = "from:";

/// The games a notification names, unless this instance sent it (its streams heard already).
fn games_from_others(payload: &str, instance: Uuid) -> Vec<Uuid> {
    let mut parts = payload.split(',').peekable();
    if let Some(sender) = parts.peek().and_then(|p| p.strip_prefix(SENDER_PREFIX)) {
        if sender.parse::<Uuid>() == Ok(instance) {
            return Vec::new();
        }
        parts.next();
    }
    parts.filter_map(|id| id.parse().ok()).collect()
}

/// Sends NOTIFYs outside the appending transactions, gathering the games that changed meanwhile
/// into one notification. A NOTIFY inside a transaction serializes every commit on a global lock;
/// measured with pgbench, that halved the append rate.
pub(super) async fn send_to_others(
    pool: PgPool,
    instance: Uuid,
    mut changed: mpsc::UnboundedReceiver<Uuid>,
) {
    while let Some(first) = changed.recv().await {
        let mut ids = vec![first];
        tokio::time::sleep(NOTIFY_GATHER).await;
        while ids.len() < IDS_PER_NOTIFY {
            match changed.try_recv() {
                Ok(id) if !ids.contains(&id) => ids.push(id),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        let sent = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(notification_payload(instance, &ids))
            .execute(&pool)
            .await;
        if let Err(error) = sent {
            // Streams on other instances still re-read on their keep-alive timer.
            tracing::warn!(%error, "could not notify other instances");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_instance_ignores_its_own_notifications_and_hears_the_others() {
        let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
        let games = [Uuid::new_v4(), Uuid::new_v4()];
        assert!(games_from_others(&notification_payload(me, &games), me).is_empty());
        assert_eq!(
            games_from_others(&notification_payload(other, &games), me),
            games
        );
        // A payload without a sender (an older instance) still names its games.
        let bare = games[0].to_string();
        assert_eq!(games_from_others(&bare, me), vec![games[0]]);
        // And an older instance, which parses every element as a game id, misses none.
        let old_reading: Vec<Uuid> = notification_payload(other, &games)
            .split(',')
            .filter_map(|id| id.parse().ok())
            .collect();
        assert_eq!(old_reading, games);
    }
}
