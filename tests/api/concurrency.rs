//! Racing writers: exactly one of many identical conditional posts wins, on one instance and on
//! two instances sharing a database.

use futures_util::future::join_all;
use serde_json::json;

use crate::helpers::{Backend, first_move_that_keeps_playing, spawn_app, spawn_app_on};
use crate::on_both_backends;

on_both_backends!(twenty_simultaneous_posts_give_one_winner);

async fn twenty_simultaneous_posts_give_one_winner(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("p", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    race(&[&app], &id, &players).await;
}

/// Sends 20 copies of the same legal action with the same expected version, spread over `apps`,
/// and checks exactly one lands and the log stays gapless.
async fn race(apps: &[&crate::helpers::TestApp], id: &str, players: &[crate::helpers::Player]) {
    let app = apps[0];
    let game = app.game(id, &players[0]).await;
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(id, &players[seat]).await;
    let version = legal["version"].as_i64().unwrap();
    let action = legal["actions"][0].clone();
    let posts = (0..20).map(|i| apps[i % apps.len()].act(id, &players[seat], &action, version));
    let statuses: Vec<u16> = join_all(posts)
        .await
        .iter()
        .map(|r| r.status().as_u16())
        .collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 409).count(),
        19,
        "{statuses:?}"
    );
    let seqs = app.event_seqs(id, &players[0]).await;
    assert_eq!(seqs, (1..=version + 1).collect::<Vec<_>>());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_instances_one_winner() {
    let first = spawn_app(Backend::Postgres).await;
    let second = spawn_app_on(&first.database_url).await;
    let players = first.players("p", 2).await;
    let game = first.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    // Both instances see the same game, and race on it several times in a row.
    assert_eq!(second.game(&id, &players[1]).await["id"], game["id"]);
    for _ in 0..3 {
        race(&[&first, &second], &id, &players).await;
    }
}

/// Each instance keeps its own cached replays; moves made through the other instance must never
/// be judged against a stale one (no false `not_your_turn`, no lost moves).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_moves_alternating_between_instances_are_judged_on_the_log() {
    let first = spawn_app(Backend::Postgres).await;
    let second = spawn_app_on(&first.database_url).await;
    let players = first.players("z", 2).await;
    let game = first.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    for step in 0..20 {
        // Reads go to the first instance; moves alternate, so the second instance's cached
        // replay is always behind when it takes one. The first instance serves the second's
        // last move once it has heard of it (some milliseconds): wait for that, as a client
        // would for the stream's event.
        let seen = first.game_at_least(&id, &players[0], step).await;
        if seen["status"] == "finished" {
            break;
        }
        let seat = seen["to_act"][0].as_u64().unwrap() as usize;
        let legal = first.legal_actions(&id, &players[seat]).await;
        let action = first_move_that_keeps_playing(&legal);
        let mover = if step % 2 == 0 { &first } else { &second };
        let posted = mover
            .post(
                &format!("/api/v1/games/{id}/actions"),
                Some(&players[seat].token),
                &json!({"action": action}),
            )
            .await;
        assert_eq!(
            posted.status(),
            200,
            "step {step}: {}",
            posted.text().await.unwrap()
        );
        let answer: serde_json::Value = posted.json().await.unwrap();
        assert_eq!(
            answer["version"],
            step + 1,
            "the answer is at the new version"
        );
    }
}
