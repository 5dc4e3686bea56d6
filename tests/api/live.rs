//! Resigning, turn deadlines and live updates.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use shoreline::auth::TokenIssuer;
use shoreline::config::Config;
use shoreline::engine::Registry;

use crate::helpers::{
    Backend, Player, TestApp, assert_problem, first_move_that_keeps_playing, make_a_move,
    spawn_app, spawn_app_configured, spawn_app_on,
};
use crate::on_both_backends;
use crate::sse::SseReader;

on_both_backends!(
    resigning_ends_each_game_for_the_other_sides,
    a_seat_that_lets_its_deadline_pass_loses_by_timeout,
    stream_sends_events_resumes_and_keeps_alive,
    stream_shows_only_what_the_caller_may_see,
    stream_ends_when_its_token_expires,
    a_stream_opened_on_an_open_table_names_who_sat_down_after,
);

async fn resigning_ends_each_game_for_the_other_sides(backend: Backend) {
    let app = spawn_app(backend).await;
    let game_types = Registry::builtin().game_types();
    let most_players = game_types
        .iter()
        .map(|game_type| game_type.info().max_players)
        .max()
        .unwrap();
    let players = app.players("q", most_players + 1).await;
    let outsider = players.last().unwrap();
    let mut team_games = 0;
    for game_type in game_types {
        let info = game_type.info();
        for count in info.min_players..=info.max_players {
            let game_type = info.id;
            let game = app
                .start_game(game_type, &players[..count], json!({}))
                .await;
            let id = game["id"].as_str().unwrap();
            let path = format!("/api/v1/games/{id}/resign");
            assert_problem(
                app.post(&path, Some(&outsider.token), &json!({})).await,
                403,
                "forbidden",
            )
            .await;
            let resigned = app.post(&path, Some(&players[1].token), &json!({})).await;
            assert_eq!(resigned.status(), 200, "{game_type}");
            let resigned: Value = resigned.json().await.unwrap();
            assert_eq!(resigned["status"], "finished");
            let result = &resigned["result"];
            assert_eq!(result["reason"], "resigned");
            assert_eq!(result["seat"], 1);
            // Every seat is on exactly one side, and every side but the resigning seat's wins.
            let sides: Vec<Vec<u64>> = result["standings"]
                .as_array()
                .unwrap()
                .iter()
                .map(|standing| serde_json::from_value(standing["seats"].clone()).unwrap())
                .collect();
            let mut seats: Vec<u64> = sides.concat();
            seats.sort();
            assert_eq!(seats, (0..count as u64).collect::<Vec<_>>(), "{result}");
            let mut winners: Vec<u64> = sides
                .iter()
                .filter(|side| !side.contains(&1))
                .flatten()
                .copied()
                .collect();
            winners.sort();
            assert!(!winners.is_empty() && !winners.contains(&1), "{result}");
            let mut declared: Vec<u64> = serde_json::from_value(result["winners"].clone()).unwrap();
            declared.sort();
            assert_eq!(declared, winners, "{game_type} with {count}");
            if sides.iter().any(|side| side.len() > 1) {
                team_games += 1;
            }
            let events = app.events(id, &players[0]).await;
            let last = events["items"].as_array().unwrap().last().unwrap().clone();
            assert_eq!(last["kind"], "resign");
            assert_eq!(last["seat"], 1);
            assert_problem(
                app.post(&path, Some(&players[0].token), &json!({})).await,
                422,
                "game_over",
            )
            .await;
        }
    }
    // Some game is played in teams (four-player Land vs Sea), so a resigning seat's partner was
    // seen losing with it.
    assert!(team_games > 0, "a team game resigned");
}

async fn a_seat_that_lets_its_deadline_pass_loses_by_timeout(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("t", 2).await;
    let created = app
        .create_game(
            &players[0],
            json!({"game_type": "air-land-sea", "players": 2, "turn_deadline_secs": 1}),
        )
        .await;
    let id = created["id"].as_str().unwrap();
    assert!(
        created["deadline_at"].is_null(),
        "no clock before the game starts"
    );
    app.post(
        &format!("/api/v1/games/{id}/join"),
        Some(&players[1].token),
        &json!({}),
    )
    .await;
    let game = app.game(id, &players[0]).await;
    assert_eq!(game["turn_deadline_secs"], 1);
    assert!(game["deadline_at"].is_string());
    let late_seat = game["to_act"][0].as_u64().unwrap();
    let started = Instant::now();
    let finished = loop {
        let game = app.game(id, &players[0]).await;
        if game["status"] == "finished" {
            break game;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "the timeout was recorded"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(finished["result"]["reason"], "timed_out");
    assert_eq!(finished["result"]["seat"], late_seat);
    assert_eq!(finished["result"]["winners"], json!([1 - late_seat]));
    assert!(finished["deadline_at"].is_null());
    // Recorded exactly once, as an event in the log: another sweep now finds nothing to do.
    shoreline::service::deadlines::sweep_deadlines_once(&app.state).await;
    let events = app.events(id, &players[0]).await;
    let kinds: Vec<&str> = events["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["timeout"]);
    assert_problem(
        app.post(
            "/api/v1/games",
            Some(&players[0].token),
            &json!({"game_type": "air-land-sea", "players": 2, "turn_deadline_secs": 0}),
        )
        .await,
        400,
        "invalid_turn_deadline",
    )
    .await;
}

async fn post_first_legal(app: &TestApp, id: &str, players: &[Player]) -> Value {
    let game = app.game(id, &players[0]).await;
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(id, &players[seat]).await;
    let action = first_move_that_keeps_playing(&legal);
    let response = app
        .act(
            id,
            &players[seat],
            &action,
            legal["version"].as_i64().unwrap(),
        )
        .await;
    assert_eq!(response.status(), 200);
    action
}

async fn stream_sends_events_resumes_and_keeps_alive(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("s", 2).await;
    let game = app.start_game("lost-seas", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let mut stream = SseReader::open(&app, id, &players[0], None).await;
    post_first_legal(&app, id, &players).await;
    post_first_legal(&app, id, &players).await;
    let (seq, kind, event) = stream.next_event().await;
    assert_eq!((seq, kind.as_str()), (1, "action"));
    assert_eq!(event["seq"], 1);
    assert_eq!(stream.next_event().await.0, 2);
    // Silence brings keep-alive comments.
    loop {
        if stream.next_frame().await.comment {
            break;
        }
    }
    // Reconnecting with Last-Event-ID resumes after it.
    let mut resumed = SseReader::open(&app, id, &players[1], Some(1)).await;
    assert_eq!(resumed.next_event().await.0, 2);
    post_first_legal(&app, id, &players).await;
    assert_eq!(resumed.next_event().await.0, 3);
    assert_eq!(stream.next_event().await.0, 3);
    // A finished game's stream ends with an `end` event.
    app.post(
        &format!("/api/v1/games/{id}/resign"),
        Some(&players[0].token),
        &json!({}),
    )
    .await;
    let (seq, kind, _) = stream.next_event().await;
    assert_eq!((seq, kind.as_str()), (4, "resign"));
    let end = stream.next_frame().await;
    assert_eq!(end.event.as_deref(), Some("end"));
}

async fn a_stream_opened_on_an_open_table_names_who_sat_down_after(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("o", 2).await;
    let game = app
        .create_game(
            &players[0],
            json!({"game_type": "air-land-sea", "players": 2}),
        )
        .await;
    let id = game["id"].as_str().unwrap();
    // The creator's page follows the table while it waits for an opponent.
    let mut stream = SseReader::open(&app, id, &players[0], None).await;
    let joined = app
        .post(
            &format!("/api/v1/games/{id}/join"),
            Some(&players[1].token),
            &json!({"seat": 1}),
        )
        .await;
    assert_eq!(joined.status(), 200);
    let mut movers = Vec::new();
    for step in 1..=4 {
        make_a_move(&app, id, &players).await;
        let (seq, _, event) = stream.next_event().await;
        assert_eq!(seq, step);
        let seat = event["seat"].as_u64().expect("a move's seat") as usize;
        let summary = event["summary"].as_str().unwrap();
        assert!(
            summary.starts_with(&format!("{} ", players[seat].username)),
            "seat {seat}: {summary}"
        );
        movers.push(seat);
    }
    assert!(movers.contains(&1), "the newcomer moved: {movers:?}");
}

async fn stream_ends_when_its_token_expires(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("t", 2).await;
    let game = app.start_game("lost-seas", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    // A token of player 0 that lives two seconds, signed as the app signs its own (the test
    // configuration's secret), minted only now so that slow setup cannot use up its life.
    // In the player's own session, which the app checks on every request.
    let secret = Config::for_database("").jwt_secret.unwrap();
    let claims = TokenIssuer::new(secret.as_bytes(), 2)
        .verify(&players[0].token)
        .unwrap();
    let short_lived = Player {
        username: players[0].username.clone(),
        token: TokenIssuer::new(secret.as_bytes(), 2)
            .issue(claims.sub, claims.sid)
            .unwrap(),
        refresh_token: String::new(),
    };
    let mut stream = SseReader::open(&app, id, &short_lived, None).await;
    post_first_legal(&app, id, &players).await;
    assert_eq!(stream.next_event().await.0, 1);
    // Keep-alives until the token expires, then a last frame saying so, and the end.
    let expired = loop {
        let frame = stream.next_frame().await;
        if !frame.comment && frame.event.is_some() {
            break frame;
        }
    };
    assert_eq!(expired.event.as_deref(), Some("token_expired"));
    assert_eq!(
        serde_json::from_str::<Value>(&expired.data).unwrap()["version"],
        1
    );
    let rest = tokio::time::timeout(Duration::from_secs(10), stream.response.chunk())
        .await
        .expect("the stream ends");
    assert!(rest.unwrap().is_none(), "nothing follows token_expired");
    // The same token opens nothing now.
    let again = app
        .get(
            &format!("/api/v1/games/{id}/stream"),
            Some(&short_lived.token),
        )
        .await;
    assert_problem(again, 401, "token_expired").await;
}

async fn stream_shows_only_what_the_caller_may_see(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("v", 2).await;
    let spectator = app.new_player("watcher").await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let mut streams = [
        SseReader::open(&app, id, &players[0], None).await,
        SseReader::open(&app, id, &players[1], None).await,
        SseReader::open(&app, id, &spectator, None).await,
    ];
    // Improvise (play face down): the card is its player's secret.
    let mut improvised = 0;
    for step in 1..=6 {
        let view = app.game(id, &players[0]).await;
        let seat = view["to_act"][0].as_u64().unwrap() as usize;
        let legal = app.legal_actions(id, &players[seat]).await;
        let actions = legal["actions"].as_array().unwrap();
        let action = actions
            .iter()
            .find(|a| a["type"] == "improvise")
            .unwrap_or(&actions[0])
            .clone();
        assert_eq!(
            app.act(
                id,
                &players[seat],
                &action,
                legal["version"].as_i64().unwrap()
            )
            .await
            .status(),
            200
        );
        for (who, stream) in streams.iter_mut().enumerate() {
            let (seq, _, event) = stream.next_event().await;
            assert_eq!(seq, step);
            if event["action"]["type"] == "improvise" {
                improvised += 1;
                assert_eq!(
                    event["action"]["card"].is_null(),
                    who != seat,
                    "viewer {who}, actor {seat}"
                );
                // The words tell as much as the action shows: the card to its player only.
                let summary = event["summary"].as_str().unwrap();
                let name = &players[seat].username;
                if who == seat {
                    assert!(summary.starts_with(&format!("{name} played ")), "{summary}");
                    assert!(!summary.contains("a card face down"), "{summary}");
                } else {
                    assert!(
                        summary.starts_with(&format!("{name} played a card face down in ")),
                        "{summary}"
                    );
                }
            }
        }
    }
    // Every move was an improvise (one per viewer), so the check above really ran.
    assert_eq!(improvised, 6 * 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stream_reads_events_from_another_instance() {
    // The first instance re-reads on its own only every minute, longer than the reader waits
    // for an event (10 s): an event that arrives came through LISTEN/NOTIFY, however slow the
    // machine is.
    let first = spawn_app_configured(Backend::Postgres, |config| {
        config.stream_keepalive_ms = 60_000
    })
    .await;
    let second = spawn_app_on(&first.database_url).await;
    let players = first.players("x", 2).await;
    let game = first.start_game("lost-seas", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let mut stream = SseReader::open(&first, id, &players[0], None).await;
    // Moves go to the second instance; the first hears of them through LISTEN/NOTIFY.
    for expected in 1..=3 {
        post_first_legal(&second, id, &players).await;
        let (seq, _, _) = stream.next_event().await;
        assert_eq!(seq, expected);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_instances_record_a_timeout_exactly_once() {
    let first = spawn_app(Backend::Postgres).await;
    let second = spawn_app_on(&first.database_url).await;
    let players = first.players("y", 2).await;
    let mut ids = Vec::new();
    // Several games at once, so both sweepers find overdue games together.
    for _ in 0..4 {
        let created = first
            .create_game(
                &players[0],
                json!({"game_type": "lost-seas", "players": 2, "turn_deadline_secs": 1}),
            )
            .await;
        let id = created["id"].as_str().unwrap().to_owned();
        second
            .post(
                &format!("/api/v1/games/{id}/join"),
                Some(&players[1].token),
                &json!({}),
            )
            .await;
        ids.push(id);
    }
    let started = Instant::now();
    for id in &ids {
        loop {
            let game = second.game(id, &players[0]).await;
            if game["status"] == "finished" {
                assert_eq!(game["result"]["reason"], "timed_out");
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "timed out in time"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    // Each instance sweeps once more: neither records a timeout again.
    shoreline::service::deadlines::sweep_deadlines_once(&first.state).await;
    shoreline::service::deadlines::sweep_deadlines_once(&second.state).await;
    for id in &ids {
        let events = first.events(id, &players[1]).await;
        let kinds: Vec<&str> = events["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["kind"].as_str().unwrap())
            .collect();
        assert_eq!(kinds, ["timeout"], "exactly one timeout for {id}");
    }
}
