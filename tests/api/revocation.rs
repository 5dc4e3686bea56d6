//! A session ended on one instance is refused by every other within a second, while a live
//! session's requests send the database nothing to confirm it (Postgres: each instance keeps a
//! view of ended sessions current from the database's notifications; see
//! `src/store/session_view.rs`). Each way a session ends is tried: signing out, changing the
//! password, deleting the account.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{Backend, PASSWORD, Player, TestApp, assert_problem, spawn_app, spawn_app_on};
use crate::statements;

/// The bound: a request sent this long after the ending answered is refused, on any instance.
const WITHIN: Duration = Duration::from_secs(1);

#[derive(Clone, Copy, Debug)]
enum Ending {
    SignOut,
    PasswordChange,
    AccountDeletion,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_session_ended_on_one_instance_is_refused_by_another_within_a_second() {
    let first = spawn_app(Backend::Postgres).await;
    let second = spawn_app_on(&first.database_url).await;
    for (n, ending) in [
        Ending::SignOut,
        Ending::PasswordChange,
        Ending::AccountDeletion,
    ]
    .into_iter()
    .enumerate()
    {
        let player = first.new_player(&format!("ends-{n}")).await;
        // Both instances answer for the live session without asking the database.
        for app in [&first, &second] {
            statements::until_sessions_are_known_without_asking(app, &player.token).await;
        }
        end(&first, &player, ending).await;
        let ended = Instant::now();
        // The instance that ended it refuses at once.
        assert_problem(me(&first, &player).await, 401, "session_ended").await;
        loop {
            let sent = ended.elapsed();
            let answer = me(&second, &player).await;
            let status = answer.status();
            let body: serde_json::Value = answer.json().await.unwrap_or_default();
            if status == 401 && body["code"] == "session_ended" {
                break;
            }
            // Until the other instance hears of it, the session passes; a deleted account is
            // then refused by the request itself, which finds no account.
            match ending {
                Ending::AccountDeletion if status == 401 => {
                    assert_eq!(body["code"], "unauthorized", "{body}");
                }
                _ => assert_eq!(status, 200, "{body}"),
            }
            assert!(
                sent < WITHIN,
                "{ending:?}: the other instance still accepted the session {sent:?} after it ended"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

async fn me(app: &TestApp, player: &Player) -> reqwest::Response {
    app.get("/api/v1/me", Some(&player.token)).await
}

async fn end(app: &TestApp, player: &Player, ending: Ending) {
    let response = match ending {
        Ending::SignOut => {
            app.post(
                "/api/v1/auth/logout",
                None,
                &json!({"refresh_token": player.refresh_token}),
            )
            .await
        }
        Ending::PasswordChange => {
            app.post(
                "/api/v1/me/password",
                Some(&player.token),
                &json!({"current_password": PASSWORD, "new_password": "another password"}),
            )
            .await
        }
        Ending::AccountDeletion => {
            app.delete(
                "/api/v1/me",
                Some(&player.token),
                &json!({"password": PASSWORD}),
            )
            .await
        }
    };
    assert!(
        response.status().is_success(),
        "{ending:?}: {}",
        response.text().await.unwrap()
    );
}
