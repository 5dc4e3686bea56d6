//! How an invitation ends other than by its invitee answering it: joining the game accepts it,
//! and one that can no longer be accepted (its game cancelled, or begun without its invitee) is
//! withdrawn, its invitee told. Either way the other side hears exactly once.

use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, assert_problem, spawn_app};
use crate::notifications::inbox_items;
use crate::on_both_backends;

on_both_backends!(
    cancelling_a_game_withdraws_its_invitations,
    joining_accepts_your_invitation_and_a_full_game_withdraws_the_rest,
);

/// An open Lost Seas game for `players`, created by `creator`; its id.
pub async fn open_game(app: &TestApp, creator: &Player, players: usize) -> String {
    let game = app
        .create_game(
            creator,
            json!({"game_type": "lost-seas", "players": players}),
        )
        .await;
    game["id"].as_str().unwrap().to_owned()
}

/// Invites `username` to `game`; the invitation.
pub async fn invite(app: &TestApp, game: &str, from: &Player, username: &str) -> Value {
    let sent = app
        .post(
            &format!("/api/v1/games/{game}/invitations"),
            Some(&from.token),
            &json!({"username": username}),
        )
        .await;
    assert_eq!(sent.status(), 201);
    sent.json().await.unwrap()
}

pub async fn pending_invitations(app: &TestApp, player: &Player) -> Value {
    app.get("/api/v1/me/invitations", Some(&player.token))
        .await
        .json()
        .await
        .unwrap()
}

async fn cancelling_a_game_withdraws_its_invitations(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c] = <[_; 3]>::try_from(app.players("p", 3).await).ok().unwrap();
    let game = open_game(&app, &a, 3).await;
    let to_b = invite(&app, &game, &a, "p-1").await;
    let to_c = invite(&app, &game, &a, "p-2").await;
    let cancelled = app
        .post(
            &format!("/api/v1/games/{game}/cancel"),
            Some(&a.token),
            &json!({}),
        )
        .await;
    assert_eq!(cancelled.status(), 200);

    for (invitee, invitation) in [(&b, &to_b), (&c, &to_c)] {
        let withdrawn = inbox_items(&app, invitee, "invitation_withdrawn").await;
        assert_eq!(withdrawn.len(), 1, "{withdrawn:?}");
        assert_eq!(withdrawn[0]["invitation_id"], invitation["id"]);
        assert_eq!(withdrawn[0]["game_id"], json!(game));
        assert_eq!(withdrawn[0]["game_type"], "lost-seas");
        assert_eq!(withdrawn[0]["inviter"], "p-0");
        assert_eq!(withdrawn[0]["reason"], "game_cancelled");
        assert_eq!(pending_invitations(&app, invitee).await, json!([]));
        let id = invitation["id"].as_str().unwrap();
        for answer in ["accept", "decline"] {
            assert_problem(
                app.post(
                    &format!("/api/v1/invitations/{id}/{answer}"),
                    Some(&invitee.token),
                    &json!({}),
                )
                .await,
                404,
                "not_found",
            )
            .await;
        }
    }
    // The creator cancelled: nobody answered anything.
    assert!(
        inbox_items(&app, &a, "invitation_answered")
            .await
            .is_empty()
    );
}

async fn joining_accepts_your_invitation_and_a_full_game_withdraws_the_rest(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c, d] = <[_; 4]>::try_from(app.players("p", 4).await).ok().unwrap();
    let game = open_game(&app, &a, 3).await;
    let to_b = invite(&app, &game, &a, "p-1").await;
    let to_c = invite(&app, &game, &a, "p-2").await;
    let to_d = invite(&app, &game, &a, "p-3").await;

    // b accepts; c joins from the lobby instead, which accepts c's invitation all the same, and
    // takes the last seat.
    let accept = format!(
        "/api/v1/invitations/{}/accept",
        to_b["id"].as_str().unwrap()
    );
    assert_eq!(
        app.post(&accept, Some(&b.token), &json!({})).await.status(),
        200
    );
    let joined = app
        .post(
            &format!("/api/v1/games/{game}/join"),
            Some(&c.token),
            &json!({}),
        )
        .await;
    assert_eq!(joined.status(), 200);
    let joined: Value = joined.json().await.unwrap();
    assert_eq!(joined["status"], "active");

    // The inviter hears each acceptance once, however it came.
    let mut answered = inbox_items(&app, &a, "invitation_answered").await;
    answered.reverse();
    let told: Vec<_> = answered
        .iter()
        .map(|item| (item["invitation_id"].clone(), item["invitee"].clone()))
        .collect();
    assert_eq!(
        told,
        vec![
            (to_b["id"].clone(), json!("p-1")),
            (to_c["id"].clone(), json!("p-2")),
        ]
    );
    assert!(answered.iter().all(|item| item["answer"] == "accepted"));
    assert_eq!(pending_invitations(&app, &c).await, json!([]));

    // d's seat is gone: the invitation is withdrawn, and d told why.
    let withdrawn = inbox_items(&app, &d, "invitation_withdrawn").await;
    assert_eq!(withdrawn.len(), 1, "{withdrawn:?}");
    assert_eq!(withdrawn[0]["invitation_id"], to_d["id"]);
    assert_eq!(withdrawn[0]["reason"], "game_started");
    assert_eq!(withdrawn[0]["inviter"], "p-0");
    assert_eq!(pending_invitations(&app, &d).await, json!([]));
    // Those who took seats were invited and accepted: nothing is withdrawn from them.
    for seated in [&b, &c] {
        assert!(
            inbox_items(&app, seated, "invitation_withdrawn")
                .await
                .is_empty()
        );
    }
}
