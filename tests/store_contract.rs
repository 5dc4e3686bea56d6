//! What every `Store` promises, whichever database is behind it, checked on both: appends are
//! guarded by the (game, seq) key, an idempotency key is written once, a lobby plan is applied
//! only at the revision it was decided from, each person's notification ids follow one another
//! without gaps, and a claimed delivery is leased to its claimer. The API tests reach these
//! through HTTP; here each is driven directly, so a new backend meets them before any handler.

#[path = "support/test_database.rs"]
mod test_database;

use std::sync::Arc;

use chrono::{Duration, Utc};
use serde_json::json;
use uuid::Uuid;

use shoreline::domain::{GameStatus, NotificationData, NotificationKind};
use shoreline::engine::Seat;
use shoreline::engine::matches::LogEntry;
use shoreline::store::{
    AppendOutcome, GameStart, LobbyApplied, LobbyPlan, NewEvent, NewGame, NewNotification,
    Projection, Store, UserRecord, WebhookRecord, connect,
};
use test_database::TestDatabase;

/// Runs each contract on a fresh database of each backend.
macro_rules! on_both_backends {
    ($($contract:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test]
                async fn $contract() {
                    let database = super::TestDatabase::sqlite().await;
                    super::$contract(super::connect(database.url()).await.unwrap()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test]
                async fn $contract() {
                    let database = super::TestDatabase::postgres().await;
                    super::$contract(super::connect(database.url()).await.unwrap()).await;
                }
            )*
        }
    };
}

on_both_backends!(
    an_append_takes_its_seq_once,
    an_idempotency_key_is_written_once,
    a_lobby_plan_from_an_older_revision_writes_nothing,
    a_persons_notification_ids_follow_one_another,
    a_claimed_delivery_is_leased_to_its_claimer,
);

async fn user(store: &Arc<dyn Store>, name: &str) -> UserRecord {
    let long_ago = Utc::now() - Duration::days(365);
    store
        .create_user(name, "not a real hash", long_ago)
        .await
        .unwrap()
        .expect("a new name")
}

/// A running two-seat game between `first` and `second`, seat 0 to act.
async fn running_game(store: &Arc<dyn Store>, first: Uuid, second: Uuid) -> Uuid {
    let id = Uuid::new_v4();
    store
        .create_game(NewGame {
            id,
            game_type: "air-land-sea".into(),
            rules_version: "2".into(),
            players: 2,
            options: json!({}),
            seed: 7,
            created_by: first,
            seats: vec![(Seat(0), first), (Seat(1), second)],
            rematch_of: None,
            rated: true,
            turn_deadline_secs: None,
            start: Some(GameStart {
                to_act: vec![Seat(0)],
                deadline_at: None,
            }),
            notifications: Vec::new(),
        })
        .await
        .unwrap();
    id
}

fn still_running() -> Projection {
    Projection {
        status: GameStatus::Active,
        to_act: vec![Seat(0)],
        result: None,
        seat_results: Vec::new(),
        deadline_secs: None,
    }
}

/// Appends `entry` as event `seq`, telling `notified` of it.
async fn append(
    store: &Arc<dyn Store>,
    game_id: Uuid,
    seq: i64,
    key: Option<&str>,
    notified: &[Uuid],
) -> AppendOutcome {
    let entry = LogEntry::Action {
        seat: Seat(0),
        action: json!({"seq": seq}),
    };
    let notifications = notified
        .iter()
        .map(|user_id| {
            NewNotification::new(
                *user_id,
                NotificationData::GameStarted {
                    game_id,
                    game_type: "air-land-sea".into(),
                },
            )
        })
        .collect();
    store
        .append_event(NewEvent {
            game_id,
            at: Utc::now(),
            seq,
            entry: &entry,
            idempotency_key: key,
            projection: still_running(),
            notifications,
            lease_deliveries_until: None,
        })
        .await
        .unwrap()
}

async fn an_append_takes_its_seq_once(store: Arc<dyn Store>) {
    let (ada, grace) = (user(&store, "ada").await, user(&store, "grace").await);
    let game = running_game(&store, ada.id, grace.id).await;
    assert!(matches!(
        append(&store, game, 1, None, &[]).await,
        AppendOutcome::Appended { .. }
    ));
    // A second writer that read the same version loses, and writes nothing.
    assert!(matches!(
        append(&store, game, 1, None, &[grace.id]).await,
        AppendOutcome::SeqTaken
    ));
    let events = store.events(game, 0).await.unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].seq, 1);
    assert_eq!(store.game(game).await.unwrap().unwrap().version, 1);
    assert_eq!(store.unread_count(grace.id).await.unwrap(), 0);
}

async fn an_idempotency_key_is_written_once(store: Arc<dyn Store>) {
    let (ada, grace) = (user(&store, "ada").await, user(&store, "grace").await);
    let game = running_game(&store, ada.id, grace.id).await;
    append(&store, game, 1, Some("retry-me"), &[]).await;
    assert!(matches!(
        append(&store, game, 2, Some("retry-me"), &[]).await,
        AppendOutcome::SeqTaken
    ));
    assert_eq!(
        store
            .seq_for_idempotency_key(game, "retry-me")
            .await
            .unwrap(),
        Some(1)
    );
    assert_eq!(store.events(game, 0).await.unwrap().len(), 1);
}

async fn a_lobby_plan_from_an_older_revision_writes_nothing(store: Arc<dyn Store>) {
    let ada = user(&store, "ada").await;
    let (grace, alan) = (user(&store, "grace").await, user(&store, "alan").await);
    let game = Uuid::new_v4();
    store
        .create_game(NewGame {
            id: game,
            game_type: "lost-seas".into(),
            rules_version: "1".into(),
            players: 3,
            options: json!({}),
            seed: 7,
            created_by: ada.id,
            seats: vec![(Seat(0), ada.id)],
            rematch_of: None,
            rated: true,
            turn_deadline_secs: None,
            start: None,
            notifications: Vec::new(),
        })
        .await
        .unwrap();
    let snapshot = store.lobby_snapshot(game).await.unwrap().unwrap();
    // Two people decide to sit in seat 1 from the same snapshot.
    let sit = |user_id: Uuid| LobbyPlan {
        seat_taken: Some((Seat(1), user_id)),
        ..LobbyPlan::from(&snapshot, Utc::now())
    };
    assert!(matches!(
        store.apply_lobby_plan(&sit(grace.id)).await.unwrap(),
        LobbyApplied::Applied { .. }
    ));
    assert!(matches!(
        store.apply_lobby_plan(&sit(alan.id)).await.unwrap(),
        LobbyApplied::Stale
    ));
    let seated = store.game(game).await.unwrap().unwrap().seats;
    let mut seats: Vec<(Seat, Uuid)> = seated.iter().map(|s| (s.seat, s.user_id)).collect();
    seats.sort_by_key(|(seat, _)| seat.index());
    assert_eq!(seats, [(Seat(0), ada.id), (Seat(1), grace.id)]);
    // Decided again from a fresh snapshot, the loser's plan (another seat) is applied.
    let fresh = store.lobby_snapshot(game).await.unwrap().unwrap();
    assert!(fresh.revision > snapshot.revision);
    let sit_after = LobbyPlan {
        seat_taken: Some((Seat(2), alan.id)),
        ..LobbyPlan::from(&fresh, Utc::now())
    };
    assert!(matches!(
        store.apply_lobby_plan(&sit_after).await.unwrap(),
        LobbyApplied::Applied { .. }
    ));
    assert_eq!(store.game(game).await.unwrap().unwrap().seats.len(), 3);
}

async fn a_persons_notification_ids_follow_one_another(store: Arc<dyn Store>) {
    let (ada, grace) = (user(&store, "ada").await, user(&store, "grace").await);
    let game = running_game(&store, ada.id, grace.id).await;
    for seq in 1..=3 {
        append(&store, game, seq, None, &[ada.id, grace.id]).await;
    }
    for person in [ada.id, grace.id] {
        let ids: Vec<i64> = store
            .notifications_after(person, 0, 100)
            .await
            .unwrap()
            .iter()
            .map(|item| item.id)
            .collect();
        assert_eq!(
            ids,
            [1, 2, 3],
            "each person's own ids, from 1, with no gaps"
        );
        assert_eq!(store.last_notification_id(person).await.unwrap(), 3);
    }
}

async fn a_claimed_delivery_is_leased_to_its_claimer(store: Arc<dyn Store>) {
    let (ada, grace) = (user(&store, "ada").await, user(&store, "grace").await);
    store
        .create_webhook(
            &WebhookRecord {
                id: Uuid::new_v4(),
                user_id: grace.id,
                url: "https://example.com/hook".into(),
                kinds: vec![NotificationKind::GameStarted],
                secret: "whsec_c2VjcmV0".into(),
                created_at: Utc::now(),
                consecutive_failures: 0,
                disabled_at: None,
            },
            5,
        )
        .await
        .unwrap()
        .expect("under the limit");
    let game = running_game(&store, ada.id, grace.id).await;
    append(&store, game, 1, None, &[grace.id]).await;
    let now = Utc::now() + Duration::seconds(1);
    let claimed = store
        .claim_deliveries(now, now + Duration::minutes(1), 10)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 1, "one delivery, due at once");
    // Leased: another worker's claim finds nothing until the lease ends.
    let meanwhile = store
        .claim_deliveries(now, now + Duration::minutes(1), 10)
        .await
        .unwrap();
    assert!(meanwhile.is_empty());
    let after_the_lease = now + Duration::minutes(2);
    let again = store
        .claim_deliveries(after_the_lease, after_the_lease + Duration::minutes(1), 10)
        .await
        .unwrap();
    assert_eq!(
        again.len(),
        1,
        "an unrecorded delivery is due again once its lease ends"
    );
}
