//! Playing against the computer: computer players are seated at creation, the server moves for
//! them (once, even with two instances), never out of turn or after the game ended, and such
//! games are unrated.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::helpers::{
    Backend, Dice, Player, TestApp, assert_problem, spawn_app, spawn_app_configured, spawn_app_with,
};
use crate::on_both_backends;

on_both_backends!(
    a_person_plays_a_whole_game_against_a_computer,
    computers_fill_seats_and_others_may_join,
    computers_never_move_after_a_resignation_or_a_cancellation,
    bad_computer_seats_are_refused_and_nothing_is_written,
    computer_accounts_cannot_be_signed_in_to_or_registered,
);

/// The game once the computer has moved: waits until it is `seat`'s turn or the game is over.
async fn wait_for_my_turn(app: &TestApp, id: &str, me: &Player, seat: u64) -> Value {
    wait_for_people(app, id, me, &[seat]).await
}

/// Waits until one of the people's `seats` is to act, or the game is over.
async fn wait_for_people(app: &TestApp, id: &str, me: &Player, seats: &[u64]) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let game = app.game(id, me).await;
        let to_act = game["to_act"].as_array().unwrap();
        let people = to_act.iter().any(|s| seats.contains(&s.as_u64().unwrap()));
        if people || game["status"] == "finished" {
            return game;
        }
        assert!(
            Instant::now() < deadline,
            "the computer never moved: {game}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn a_person_plays_a_whole_game_against_a_computer(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let game = app
        .create_game(
            &ada,
            json!({"game_type": "lost-seas", "players": 2, "bots": [{"seat": 1, "level": "easy"}]}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    assert_eq!(game["status"], "active", "no other person to wait for");
    assert_eq!(game["seats"][1]["bot"], "easy");
    assert!(game["seats"][0].get("bot").is_none());

    let mut dice = Dice::new(7);
    let mut my_moves = 0;
    let finished = loop {
        let game = wait_for_my_turn(&app, &id, &ada, 0).await;
        if game["status"] == "finished" {
            break game;
        }
        let legal = app.legal_actions(&id, &ada).await;
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[dice.below(actions.len())];
        let posted = app
            .act(&id, &ada, action, legal["version"].as_i64().unwrap())
            .await;
        // Where both seats may act at once, the computer can move between our read and our
        // post: that is a 409 stale_version, and we look again, as any client would.
        if posted.status() == 409 {
            continue;
        }
        assert_eq!(posted.status(), 200, "{}", posted.text().await.unwrap());
        my_moves += 1;
        assert!(my_moves < 500, "the game ends");
    };
    assert!(finished["result"].is_object(), "{finished}");

    // Every move of seat 1 was the computer's, made when it was seat 1's turn (the log replays).
    let events = app.events(&id, &ada).await;
    let seats: Vec<u64> = events["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|event| event["seat"].as_u64().unwrap())
        .collect();
    assert_eq!(seats.iter().filter(|&&s| s == 0).count(), my_moves);
    assert!(seats.contains(&1), "the computer moved");

    // History shows the opponent as a computer player; the game is unrated.
    let history: Value = app
        .get("/api/v1/me/games?status=finished", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    let opponent = &history["items"][0]["opponents"][0];
    assert_eq!(opponent["bot"], "easy", "{history}");
    let profile: Value = app
        .get("/api/v1/users/ada", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        profile["ratings"],
        json!([]),
        "games against the computer are unrated"
    );
}

async fn computers_fill_seats_and_others_may_join(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace]: [Player; 2] = app.players("m", 2).await.try_into().ok().unwrap();
    // Land vs Sea in teams: two computers, the creator, and a seat for a friend.
    let game = app
        .create_game(
            &ada,
            json!({"game_type": "land-vs-sea", "players": 4,
               "bots": [{"seat": 0, "level": "medium"}, {"seat": 2, "level": "medium"}]}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    assert_eq!(game["status"], "open");
    let seat_of = |game: &Value, name: &str| {
        game["seats"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["username"].as_str().unwrap().starts_with(name))
            .map(|s| s["seat"].as_u64().unwrap())
    };
    assert_eq!(
        seat_of(&game, "m-0"),
        Some(1),
        "the creator took the lowest free seat"
    );
    let joined: Value = app
        .post(
            &format!("/api/v1/games/{id}/join"),
            Some(&grace.token),
            &json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(joined["status"], "active");
    assert_eq!(seat_of(&joined, "m-1"), Some(3));
    // Whoever starts, the computers move until a person is to act.
    let game = wait_for_people(&app, &id, &ada, &[1, 3]).await;
    let to_act = game["to_act"].as_array().unwrap();
    assert!(to_act.iter().all(|seat| seat == 1 || seat == 3), "{game}");
}

async fn computers_never_move_after_a_resignation_or_a_cancellation(backend: Backend) {
    let app = spawn_app(backend).await;
    let [ada, grace]: [Player; 2] = app.players("r", 2).await.try_into().ok().unwrap();
    // The person resigns at once: the log ends there.
    let game = app
        .create_game(
            &ada,
            json!({"game_type": "air-land-sea", "players": 2, "seat": 0,
               "bots": [{"seat": 1, "level": "easy"}]}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let resigned = app
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&ada.token),
            &json!({}),
        )
        .await;
    assert_eq!(resigned.status(), 200);
    let version: i64 = app.game(&id, &ada).await["version"].as_i64().unwrap();
    // What the computer's wake-up or the sweep would do, done now: nothing.
    play_computer_turns_now(&app, &id).await;
    let later = app.game(&id, &ada).await;
    assert_eq!(later["status"], "finished");
    assert_eq!(later["version"], version, "no move after the resignation");

    // An open game with a computer, cancelled before a second person came: nothing is played.
    let open = app
        .create_game(
            &grace,
            json!({"game_type": "lost-seas", "players": 3, "bots": [{"seat": 0, "level": "easy"}]}),
        )
        .await;
    let open_id = open["id"].as_str().unwrap().to_owned();
    let cancelled = app
        .post(
            &format!("/api/v1/games/{open_id}/cancel"),
            Some(&grace.token),
            &json!({}),
        )
        .await;
    assert_eq!(cancelled.status(), 200);
    play_computer_turns_now(&app, &open_id).await;
    let cancelled = app.game(&open_id, &grace).await;
    assert_eq!(cancelled["status"], "cancelled");
    assert_eq!(cancelled["version"], 0);
}

async fn bad_computer_seats_are_refused_and_nothing_is_written(backend: Backend) {
    let app = spawn_app(backend).await;
    let ada = app.new_player("ada").await;
    let bad = [
        json!([{"seat": 0, "level": "easy"}, {"seat": 1, "level": "easy"}]),
        json!([{"seat": 1, "level": "easy"}, {"seat": 1, "level": "hard"}]),
        json!([{"seat": 5, "level": "easy"}]),
    ];
    let codes = ["invalid_bots", "invalid_bots", "invalid_seat"];
    let create = |body: Value| {
        let (app, token) = (&app, ada.token.clone());
        async move { app.post("/api/v1/games", Some(&token), &body).await }
    };
    for (bots, code) in bad.iter().zip(codes) {
        let body = json!({"game_type": "lost-seas", "players": 2, "bots": bots});
        assert_problem(create(body).await, 400, code).await;
    }
    // The creator's chosen seat is a computer's.
    let clash = json!({"game_type": "lost-seas", "players": 3, "seat": 2,
                       "bots": [{"seat": 2, "level": "easy"}]});
    assert_problem(create(clash).await, 400, "invalid_bots").await;
    let unknown_level = json!({"game_type": "lost-seas", "players": 2,
                               "bots": [{"seat": 1, "level": "grandmaster"}]});
    assert_problem(create(unknown_level).await, 400, "invalid_body").await;
    let mine: Value = app
        .get("/api/v1/me/games", Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine["items"], json!([]), "nothing was created");
}

async fn computer_accounts_cannot_be_signed_in_to_or_registered(backend: Backend) {
    let app = spawn_app(backend).await;
    assert_eq!(
        app.login("computer-easy-1", "whatever password")
            .await
            .status(),
        401
    );
    assert_problem(
        app.register("Computer-Hard-9", "correct horse battery")
            .await,
        400,
        "invalid_username",
    )
    .await;
}

/// Two instances on one database, each sweeping for overdue computer turns at once: every
/// computer turn is recorded exactly once, and the log alternates as the rules say.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_instances_record_each_computer_move_once() {
    let eager = |config: &mut shoreline::config::Config| {
        config.computer_sweep_ms = 20;
        config.computer_overdue_ms = 0;
    };
    let first = spawn_app_configured(Backend::Postgres, eager).await;
    let mut config = shoreline::config::Config::for_database(&first.database_url);
    eager(&mut config);
    let second = spawn_app_with(&first.database_url, config).await;
    let ada = first.new_player("ada").await;
    let game = first
        .create_game(
            &ada,
            json!({"game_type": "air-land-sea", "players": 2, "seat": 0,
               "bots": [{"seat": 1, "level": "medium"}]}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let mut dice = Dice::new(3);
    let mut known = 0;
    for turn in 0..12 {
        let app = if turn % 2 == 0 { &first } else { &second };
        // The other instance serves ada's last move once it has heard of it (some
        // milliseconds): until then it would still offer her that turn.
        app.game_at_least(&id, &ada, known).await;
        let game = wait_for_my_turn(app, &id, &ada, 0).await;
        if game["status"] == "finished" {
            break;
        }
        let legal = app.legal_actions(&id, &ada).await;
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[dice.below(actions.len())];
        let posted = app
            .act(&id, &ada, action, legal["version"].as_i64().unwrap())
            .await;
        if posted.status() != 409 {
            assert_eq!(posted.status(), 200, "{}", posted.text().await.unwrap());
            let answer: Value = posted.json().await.unwrap();
            known = answer["version"].as_i64().unwrap();
        }
    }
    // Give both sweepers time to pile on, then check the log: gapless, and no seat moved when
    // it was not its turn (the server would have refused it), so every event is accounted for.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let seqs = first.event_seqs(&id, &ada).await;
    assert_eq!(seqs, (1..=seqs.len() as i64).collect::<Vec<_>>());
    let replay: Value = second
        .get(&format!("/api/v1/games/{id}/events"), Some(&ada.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(replay["items"].as_array().unwrap().len(), seqs.len());
}

/// Plays the computer turns due in game `id` now, as its wake-up or the sweep would.
async fn play_computer_turns_now(app: &TestApp, id: &str) {
    shoreline::service::computers::play_computer_turns(&app.state, id.parse().unwrap())
        .await
        .unwrap();
}
