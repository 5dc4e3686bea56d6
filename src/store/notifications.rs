//! How the instances sharing a Postgres database tell each other that a game's log grew, or that
//! a person has new notifications, so that their streams wake up: LISTEN/NOTIFY on one channel,
//! sent after the change commits.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::{broadcast, mpsc};
use uuid::Uuid;

use super::{PersonalNews, Signal};

/// The LISTEN/NOTIFY channel that tells every instance a game's log grew.
const CHANNEL: &str = "shoreline_game_events";

/// Relays NOTIFYs from the other instances into this instance's signal channel, reconnecting after
/// errors. Signals missed while reconnecting are harmless: streams also wake up on a timer and
/// re-read the log.
pub(super) async fn forward_from_others(
    pool: PgPool,
    instance: Uuid,
    games: broadcast::Sender<Uuid>,
    people: broadcast::Sender<PersonalNews>,
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
                for signal in signals_from_others(notification.payload(), instance) {
                    // Nobody listening on this instance is fine.
                    match signal {
                        Signal::Game(id) => {
                            let _ = games.send(id);
                        }
                        Signal::Person(id) => {
                            let _ = people.send(PersonalNews::about(id));
                        }
                    }
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

/// Most ids one NOTIFY carries (at most 43 bytes each with a person's prefix and a comma, and the
/// sender's id: well under Postgres's 8000-byte payload limit).
const IDS_PER_NOTIFY: usize = 150;

/// How long the notifier gathers changed games after a quiet spell before it tells the others.
/// Only other instances wait: this instance's streams are woken as soon as the appender has
/// cached the move.
const NOTIFY_GATHER: Duration = Duration::from_millis(10);

/// The least time between two notifications. A NOTIFY is a write transaction of its own (an xid,
/// a commit record, a WAL flush): sent every 10 ms under load they were one in twenty-five of the
/// database's write transactions in the standard load scenario (about 65 a second beside 1,500
/// moves). Spaced out, a busy instance sends at most ten a second, each naming every game that
/// changed meanwhile, and news reaches other instances at most this much later. A quiet
/// instance's first news still leaves after `NOTIFY_GATHER`.
const NOTIFY_SPACING: Duration = Duration::from_millis(100);

/// A notification's payload: the games whose log grew and, as `person:<id>`, the people with new
/// notifications, after the sending instance as `from:<id>`. An instance that predates an element
/// kind skips it as an unreadable game id, so during a rolling deploy it still hears every game.
fn notification_payload(instance: Uuid, signals: &[Signal]) -> String {
    let mut payload = format!("{SENDER_PREFIX}{instance}");
    for signal in signals {
        payload.push(',');
        match signal {
            Signal::Game(id) => payload.push_str(&id.to_string()),
            Signal::Person(id) => {
                payload.push_str(PERSON_PREFIX);
                payload.push_str(&id.to_string());
            }
        }
    }
    payload
}

const SENDER_PREFIX: &str = "from:";
const PERSON_PREFIX: &str = "person:";

/// The signals a notification carries, unless this instance sent it (its streams heard already).
fn signals_from_others(payload: &str, instance: Uuid) -> Vec<Signal> {
    let mut parts = payload.split(',').peekable();
    if let Some(sender) = parts.peek().and_then(|p| p.strip_prefix(SENDER_PREFIX)) {
        if sender.parse::<Uuid>() == Ok(instance) {
            return Vec::new();
        }
        parts.next();
    }
    parts
        .filter_map(|part| match part.strip_prefix(PERSON_PREFIX) {
            Some(person) => person.parse().ok().map(Signal::Person),
            None => part.parse().ok().map(Signal::Game),
        })
        .collect()
}

/// Sends NOTIFYs outside the appending transactions, gathering the games that changed meanwhile
/// into one transaction. A NOTIFY inside a transaction serializes every commit on a global lock;
/// measured with pgbench, that halved the append rate.
pub(super) async fn send_to_others(
    pool: PgPool,
    instance: Uuid,
    mut changed: mpsc::UnboundedReceiver<Signal>,
) {
    let mut last_sent: Option<Instant> = None;
    while let Some(first) = changed.recv().await {
        let gathered_from = Instant::now();
        let until = match last_sent {
            Some(sent) => (gathered_from + NOTIFY_GATHER).max(sent + NOTIFY_SPACING),
            None => gathered_from + NOTIFY_GATHER,
        };
        tokio::time::sleep_until(until.into()).await;
        let mut signals = vec![first];
        let mut named = HashSet::from([first]);
        while let Ok(signal) = changed.try_recv() {
            if named.insert(signal) {
                signals.push(signal);
            }
        }
        let payloads: Vec<String> = signals
            .chunks(IDS_PER_NOTIFY)
            .map(|chunk| notification_payload(instance, chunk))
            .collect();
        // All of them in one transaction: one xid and one commit however many there are.
        let sent = sqlx::query("SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload")
            .bind(CHANNEL)
            .bind(&payloads)
            .execute(&pool)
            .await;
        last_sent = Some(Instant::now());
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
        let person = Uuid::new_v4();
        let signals = [
            Signal::Game(games[0]),
            Signal::Person(person),
            Signal::Game(games[1]),
        ];
        assert!(signals_from_others(&notification_payload(me, &signals), me).is_empty());
        assert_eq!(
            signals_from_others(&notification_payload(other, &signals), me),
            signals
        );
        // A payload without a sender (an older instance) still names its games.
        let bare = games[0].to_string();
        assert_eq!(signals_from_others(&bare, me), vec![Signal::Game(games[0])]);
        // And an older instance, which parses every element as a game id, misses no game and
        // takes no person for a game.
        let old_reading: Vec<Uuid> = notification_payload(other, &signals)
            .split(',')
            .filter_map(|id| id.parse().ok())
            .collect();
        assert_eq!(old_reading, games);
    }
}
