//! Racing writers: exactly one of many identical conditional posts wins, on one instance and on
//! two instances sharing a database; people racing for a table's last seats each get one at
//! most, and the game starts once.

use futures_util::future::join_all;
use serde_json::json;

use crate::helpers::{Backend, first_move_that_keeps_playing, spawn_app, spawn_app_on};
use crate::invitation_endings::{open_game, pending_invitations};
use crate::notifications::inbox_items;
use crate::on_both_backends;

on_both_backends!(
    twenty_simultaneous_posts_give_one_winner,
    racing_joins_fill_a_table_once_and_an_invitation_never_outlives_its_start,
);

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

/// Six people join a four-seat table at once while its creator invites a seventh: three get
/// seats, the others are told it is full or has started, and each lobby decision is made on the
/// table as it was when it was applied (a revision guards each; a stale one is decided again).
async fn racing_joins_fill_a_table_once_and_an_invitation_never_outlives_its_start(
    backend: Backend,
) {
    let app = spawn_app(backend).await;
    let players = app.players("p", 8).await;
    let (creator, others) = players.split_first().unwrap();
    let (invited, joiners) = others.split_last().unwrap();
    let game = open_game(&app, creator, 4).await;
    let join_path = format!("/api/v1/games/{game}/join");
    let invitations_path = format!("/api/v1/games/{game}/invitations");
    let (nothing, invitee) = (json!({}), json!({"username": "p-7"}));
    let invite = app.post(&invitations_path, Some(&creator.token), &invitee);
    let (joined, invitation) = futures_util::join!(
        join_all(
            joiners
                .iter()
                .map(|player| app.post(&join_path, Some(&player.token), &nothing))
        ),
        invite
    );
    let statuses: Vec<u16> = joined.iter().map(|r| r.status().as_u16()).collect();
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        3,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 409).count(),
        3,
        "{statuses:?}"
    );

    let table = app.game(&game, creator).await;
    assert_eq!(table["status"], "active");
    let mut seats: Vec<u64> = table["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["seat"].as_u64().unwrap())
        .collect();
    seats.sort();
    assert_eq!(seats, vec![0, 1, 2, 3]);
    let mut names: Vec<&str> = table["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["username"].as_str().unwrap())
        .collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 4, "nobody sits twice: {table}");
    let seated = |player: &crate::helpers::Player| {
        table["seats"]
            .as_array()
            .unwrap()
            .iter()
            .any(|seat| seat["username"] == player.username.as_str())
    };
    for player in std::iter::once(creator).chain(joiners) {
        let started = inbox_items(&app, player, "game_started").await;
        assert_eq!(
            started.len(),
            usize::from(seated(player)),
            "{}",
            player.username
        );
    }
    // Written before the start, the invitation was withdrawn by it; else refused.
    assert_eq!(pending_invitations(&app, invited).await, json!([]));
    let withdrawn = inbox_items(&app, invited, "invitation_withdrawn").await;
    match invitation.status().as_u16() {
        201 => assert_eq!(withdrawn.len(), 1, "{withdrawn:?}"),
        409 => assert!(withdrawn.is_empty()),
        other => panic!("the invitation was answered {other}"),
    }
}
