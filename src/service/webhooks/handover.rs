//! The outbox's busiest traffic kept out of it: a move's webhook deliveries are written leased to
//! the instance that made the move, and handed from the appender to this instance's sender in
//! memory, which sends them at once. The database then sees each delivery inserted (by the move's
//! own statement) and marked once sent; no claim reads them back. Claims remain for what nobody
//! holds: retries, other notifications (the lobby's, deadline warnings), an instance that
//! delivers none, and the leases of an instance that stopped before sending.
//!
//! A handed-over delivery is sent by a task on the appender's own runtime (an HTTP worker's):
//! that thread is awake already, and the endpoint's answer comes back to it, so no other thread
//! is woken for the delivery (profiles showed the delivery worker's runtime spending a quarter
//! of its time parking and waking once per delivery).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use chrono::{DateTime, Utc};

use super::WebhookSettings;
use super::delivery::Sender;
use crate::metrics::WebhookSource;
use crate::store::{CLAIM_BATCH, ClaimedDelivery};

/// The most handed-over deliveries waiting to be sent. Past it, a move's deliveries are written
/// unleased, for a claim to take later: the queue never outgrows the leases that bound it.
pub const HANDOVER_CAPACITY: usize = 128;

/// A lease's time beyond what its delivery may spend waiting and being sent: to record how it
/// went.
pub const LEASE_MARGIN: std::time::Duration = std::time::Duration::from_secs(30);

/// Where this instance's appenders hand their deliveries over: the sender, once the delivery
/// worker has started.
pub struct Handover {
    sender: OnceLock<Arc<Sender>>,
    /// Handed over and not yet begun (or dropped).
    waiting: Arc<AtomicUsize>,
    /// How long a delivery stays leased: see [`lease_length`].
    lease: chrono::Duration,
}

/// How long a delivery this instance took (claimed or handed over) stays leased to it: enough
/// for it to wait behind a full queue and a claimed batch, sent `concurrency` at a time, each
/// taking at most the timeout, and then be sent and recorded.
pub fn lease_length(settings: &WebhookSettings) -> chrono::Duration {
    let rounds = (HANDOVER_CAPACITY + CLAIM_BATCH).div_ceil(settings.concurrency.max(1)) as u32;
    chrono::Duration::from_std(settings.timeout * (rounds + 1) + LEASE_MARGIN)
        .expect("the lease fits a chrono duration")
}

impl Handover {
    pub fn new(settings: &WebhookSettings) -> Self {
        Handover {
            sender: OnceLock::new(),
            waiting: Arc::new(AtomicUsize::new(0)),
            lease: lease_length(settings),
        }
    }

    /// Until when a move appended `at` leases its deliveries to this instance; `None` leaves them
    /// to a claim (this instance delivers none, its worker has not started, or its queue is
    /// full).
    pub fn lease_for(&self, at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        (self.sender.get().is_some() && self.waiting.load(Ordering::Relaxed) < HANDOVER_CAPACITY)
            .then(|| at + self.lease)
    }

    /// Sends deliveries leased to this instance, each as soon as a request may start, from a task
    /// on the caller's runtime.
    pub fn hand_over(&self, deliveries: Vec<ClaimedDelivery>) {
        // Leased only once there is a sender.
        let Some(sender) = self.sender.get() else {
            return;
        };
        for delivery in deliveries {
            self.waiting.fetch_add(1, Ordering::Relaxed);
            let (sender, waiting) = (Arc::clone(sender), Arc::clone(&self.waiting));
            // If the runtime stops first (shutting down), the lease runs out and the sweep
            // makes the delivery due for a claim.
            tokio::spawn(async move {
                let permit = sender.permit().await;
                waiting.fetch_sub(1, Ordering::Relaxed);
                sender.send(permit, delivery, WebhookSource::Handover).await;
            });
        }
    }

    /// Starts handing over to `sender` (once: there is one delivery worker per instance); false
    /// if a sender was there already.
    pub(super) fn start(&self, sender: Arc<Sender>) -> bool {
        self.sender.set(sender).is_ok()
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

    #[tokio::test]
    async fn moves_lease_their_deliveries_until_the_queue_is_full() {
        let settings = Arc::new(settings(4));
        let handover = Handover::new(&settings);
        let at = Utc::now();
        assert_eq!(
            handover.lease_for(at),
            None,
            "no sender yet: claims take them"
        );
        let metrics = Arc::new(crate::metrics::Metrics::new([], []));
        let sender = Arc::new(Sender::new(Arc::clone(&settings), metrics));
        assert!(handover.start(Arc::clone(&sender)));
        assert!(
            !handover.start(Arc::clone(&sender)),
            "one sender an instance"
        );
        assert_eq!(handover.lease_for(at), Some(at + lease_length(&settings)));
        // Every request slot taken: what is handed over waits.
        let mut slots = Vec::new();
        for _ in 0..settings.concurrency {
            slots.push(sender.permit().await);
        }
        let delivery = || ClaimedDelivery {
            id: 1,
            webhook_id: uuid::Uuid::nil(),
            attempt: 1,
            // Past its lease: given back, not sent, once it may start.
            leased_until: at,
            url: String::new(),
            secret: String::new(),
            endpoint_failing: false,
            notification: crate::store::NotificationRecord {
                user_id: uuid::Uuid::nil(),
                id: 1,
                data: crate::store::NotificationData::GameStarted {
                    game_id: uuid::Uuid::nil(),
                    game_type: "air-land-sea".into(),
                },
                created_at: at,
                read_at: None,
            },
        };
        handover.hand_over((0..HANDOVER_CAPACITY).map(|_| delivery()).collect());
        assert_eq!(
            handover.lease_for(at),
            None,
            "a full queue leaves them to claims"
        );
        slots.pop();
        tokio::time::timeout(Duration::from_secs(5), async {
            while handover.lease_for(at).is_none() {
                tokio::task::yield_now().await;
            }
        })
        .await
        .expect("room again once one has begun");
    }
}
