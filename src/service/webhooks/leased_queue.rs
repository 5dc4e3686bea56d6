//! The outbox's busiest traffic kept out of it: a move's webhook deliveries, and a join's (above
//! all the one that starts a game: everyone seated told, and the first to act), are leased to the
//! instance that made the change, and handed from the store's answer to this instance's worker in
//! memory, so it sends them at once. The database then sees each delivery written once, with its
//! outcome (the recorder inserts its row); no claim reads them back. Claims remain for what
//! nobody holds: retries, the rest of the lobby's notifications and deadline warnings, an
//! instance that delivers none, and what an instance that stopped before recording left (the
//! sweep writes its rows).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Utc};
use tokio::sync::mpsc;

use super::WebhookSettings;
use crate::store::{CLAIM_BATCH, ClaimedDelivery};

/// The most handed-over deliveries waiting to be sent. Past it, a change's deliveries are written
/// unleased, for a claim to take later: the queue never outgrows the leases that bound it by
/// more than one change's deliveries (a change let in hands over all of its own; any that would
/// then outlast their lease waiting are given back unsent, for a claim).
pub const HANDOVER_CAPACITY: usize = 128;

/// A lease's time beyond what its delivery may spend waiting and being sent: to record how it
/// went.
pub const LEASE_MARGIN: std::time::Duration = std::time::Duration::from_secs(30);

/// This instance's queue of handed-over deliveries: the appenders' end, and the worker's once it
/// takes it.
pub struct LeasedQueue {
    sender: mpsc::UnboundedSender<ClaimedDelivery>,
    receiver: Mutex<Option<mpsc::UnboundedReceiver<ClaimedDelivery>>>,
    /// Handed over and not yet begun (or dropped).
    waiting: AtomicUsize,
    /// How long a delivery stays leased: see [`lease_length`].
    lease: chrono::Duration,
    /// Whether this instance delivers at all.
    delivering: bool,
}

/// How long a delivery this instance took (claimed or handed over) stays leased to it: enough
/// for it to wait behind a full queue and a claimed batch, sent `concurrency` at a time, each
/// taking at most the timeout, and then be sent and recorded.
pub fn lease_length(settings: &WebhookSettings) -> chrono::Duration {
    let rounds = (HANDOVER_CAPACITY + CLAIM_BATCH).div_ceil(settings.concurrency.max(1)) as u32;
    chrono::Duration::from_std(settings.timeout * (rounds + 1) + LEASE_MARGIN)
        .expect("the lease fits a chrono duration")
}

impl LeasedQueue {
    pub fn new(settings: &WebhookSettings) -> Self {
        let (sender, receiver) = mpsc::unbounded_channel();
        LeasedQueue {
            sender,
            receiver: Mutex::new(Some(receiver)),
            waiting: AtomicUsize::new(0),
            lease: lease_length(settings),
            delivering: settings.concurrency > 0,
        }
    }

    /// Until when a change (a move, a join) made `at` leases its deliveries to this instance;
    /// `None` leaves them to a claim (this instance delivers none, or its queue is full).
    pub fn lease_for(&self, at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        (self.delivering && self.waiting.load(Ordering::Relaxed) < HANDOVER_CAPACITY)
            .then(|| at + self.lease)
    }

    /// Queues deliveries leased to this instance, to be sent at once.
    pub fn enqueue(&self, deliveries: Vec<ClaimedDelivery>) {
        for delivery in deliveries {
            self.waiting.fetch_add(1, Ordering::Relaxed);
            // Without a worker (shutting down) the lease runs out and a claim takes it.
            let _ = self.sender.send(delivery);
        }
    }

    /// The worker's end of the queue (once: there is one worker per instance).
    pub(super) fn take_receiver(&self) -> Option<mpsc::UnboundedReceiver<ClaimedDelivery>> {
        self.receiver
            .lock()
            .expect("the handover is never poisoned")
            .take()
    }

    /// One handed-over delivery is leaving the queue.
    pub(super) fn dequeued(&self) {
        self.waiting.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn settings(concurrency: usize) -> WebhookSettings {
        WebhookSettings {
            allow_private: false,
            retry_delays: Vec::new(),
            disable_after: 1,
            concurrency,
            poll: Duration::from_secs(1),
            timeout: Duration::from_secs(10),
            per_person: 1,
        }
    }

    #[test]
    fn a_lease_outlasts_a_full_queue_and_a_claimed_batch_sent_at_the_configured_pace() {
        // 128 handed over and 64 claimed, 16 at a time: 12 rounds of 10 s, one more for the
        // delivery itself, and the margin.
        assert_eq!(
            lease_length(&settings(16)),
            chrono::Duration::seconds(13 * 10 + 30)
        );
    }

    #[test]
    fn moves_lease_their_deliveries_until_the_queue_is_full() {
        let handover = LeasedQueue::new(&settings(4));
        let at = Utc::now();
        assert_eq!(
            handover.lease_for(at),
            Some(at + lease_length(&settings(4)))
        );
        let delivery = || ClaimedDelivery {
            id: None,
            webhook_id: uuid::Uuid::nil(),
            attempt: 1,
            leased_until: at,
            url: String::new(),
            secret: String::new(),
            endpoint_failing: false,
            notification: crate::store::NotificationRecord {
                user_id: uuid::Uuid::nil(),
                id: 1,
                data: crate::domain::NotificationData::GameStarted {
                    game_id: uuid::Uuid::nil(),
                    game_type: "air-land-sea".into(),
                },
                created_at: at,
                read_at: None,
            },
        };
        handover.enqueue((0..HANDOVER_CAPACITY).map(|_| delivery()).collect());
        assert_eq!(
            handover.lease_for(at),
            None,
            "a full queue leaves them to claims"
        );
        handover.dequeued();
        assert!(handover.lease_for(at).is_some(), "room again");
    }

    #[test]
    fn an_instance_that_delivers_none_leases_nothing() {
        assert_eq!(LeasedQueue::new(&settings(0)).lease_for(Utc::now()), None);
    }
}
