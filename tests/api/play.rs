//! Whole games over HTTP, and what each caller may see on every read path.

use serde_json::{Value, json};

use crate::helpers::{Backend, Dice, Player, TestApp, play_to_the_end, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    air_land_sea_plays_to_the_end,
    lost_seas_plays_to_the_end_with_2_3_and_4_players,
    land_vs_sea_plays_to_the_end_with_2_3_and_4_players,
    air_land_sea_hides_secrets_on_every_read_path,
    landfall_plays_a_whole_game_to_a_win,
    land_vs_sea_and_lost_seas_hide_hands_stacks_and_piles,
);

/// Plays a whole game and checks the finished game's result, log and replay.
async fn play_whole_game(
    app: &TestApp,
    game_type: &str,
    players: &[Player],
    options: Value,
    seed: u64,
) {
    let game = app.start_game(game_type, players, options).await;
    let id = game["id"].as_str().unwrap();
    let played = play_to_the_end(app, id, players, seed, 2_000).await;
    let done = played.game;
    assert_eq!(done["status"], "finished", "{game_type} finished");
    assert_eq!(done["to_act"], json!([]));
    let result = &done["result"];
    assert_eq!(result["reason"], "completed", "{result}");
    for winner in result["winners"].as_array().unwrap() {
        assert!(winner.as_u64().unwrap() < players.len() as u64);
    }
    let standings = result["standings"].as_array().unwrap();
    assert!(!standings.is_empty());
    let version = done["version"].as_i64().unwrap();
    assert!(version > 0);

    // The log: every event, seq 1..=version in order, readable by anyone signed in.
    let outsider = app.new_player(&format!("watcher{seed}")).await;
    let seqs = app.event_seqs(id, &outsider).await;
    assert_eq!(seqs, (1..=version).collect::<Vec<_>>());
    let tail: Value = app
        .get(
            &format!("/api/v1/games/{id}/events?after={}", version - 1),
            Some(&outsider.token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(tail["items"].as_array().unwrap().len(), 1);

    // Replays: the start, and the end equal to the game itself; a finished game shows everyone
    // the same thing.
    let start: Value = app
        .get(
            &format!("/api/v1/games/{id}/replay?at=0"),
            Some(&outsider.token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(start["version"], 0);
    assert_eq!(start["status"], "active");
    let end: Value = app
        .get(&format!("/api/v1/games/{id}/replay"), Some(&outsider.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(end["view"], done["view"]);
    let as_outsider = app.game(id, &outsider).await;
    assert_eq!(as_outsider["view"], done["view"]);
    let beyond = app
        .get(
            &format!("/api/v1/games/{id}/replay?at={}", version + 1),
            Some(&outsider.token),
        )
        .await;
    crate::helpers::assert_problem(beyond, 400, "invalid_replay_position").await;
    // And nothing more can be played: the game's own last action, well-formed, is refused.
    let (seat, last_action) = played.last_move.expect("the game was played");
    let late = app.act(id, &players[seat], &last_action, version).await;
    crate::helpers::assert_problem(late, 422, "game_over").await;
}

async fn air_land_sea_plays_to_the_end(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("als", 2).await;
    play_whole_game(&app, "air-land-sea", &players, json!({}), 1).await;
    play_whole_game(&app, "air-land-sea", &players, json!({"beginner": true}), 2).await;
}

async fn lost_seas_plays_to_the_end_with_2_3_and_4_players(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("ls", 4).await;
    for n in 2..=4 {
        play_whole_game(&app, "lost-seas", &players[..n], json!({}), n as u64).await;
    }
    play_whole_game(
        &app,
        "lost-seas",
        &players[..3],
        json!({"young_mapmaker": true}),
        9,
    )
    .await;
}

async fn land_vs_sea_plays_to_the_end_with_2_3_and_4_players(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("lvs", 4).await;
    let all_on = json!({"mountain_coral": true, "caravan_ship": true, "waypoints": true});
    for n in 2..=4 {
        play_whole_game(
            &app,
            "land-vs-sea",
            &players[..n],
            all_on.clone(),
            10 + n as u64,
        )
        .await;
    }
    play_whole_game(&app, "land-vs-sea", &players[..2], json!({}), 20).await;
}

/// Every face-down card in a view, as (owner seat, identity or null).
fn face_down_cards(view: &Value) -> Vec<(usize, Value)> {
    let mut cards = Vec::new();
    for theater in view["theaters"].as_array().unwrap() {
        for (owner, side) in theater["sides"].as_array().unwrap().iter().enumerate() {
            for card in side["cards"].as_array().unwrap() {
                if card["face_up"] == false {
                    cards.push((owner, card["card"].clone()));
                }
            }
        }
    }
    cards
}

async fn air_land_sea_hides_secrets_on_every_read_path(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("p", 2).await;
    let spectator = app.new_player("spectator").await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let mut dice = Dice::new(7);
    let mut saw_face_down = false;
    let mut hidden_improvisations = 0;
    for step in 0..400 {
        let views = [
            app.game(id, &players[0]).await,
            app.game(id, &players[1]).await,
            app.game(id, &spectator).await,
        ];
        if views[0]["status"] == "finished" {
            // A finished game reveals everything to everyone.
            assert!(!views[2]["view"]["deck"].is_null());
            assert_eq!(views[0]["view"], views[2]["view"]);
            assert!(saw_face_down, "the game had face-down cards to hide");
            assert!(
                hidden_improvisations > 0,
                "the log had improvised cards to hide"
            );
            // Every step of the finished game can be replayed by anyone, with everything shown.
            let version = views[0]["version"].as_i64().unwrap();
            let mut revealed_face_down = 0;
            for at in 0..=version {
                let step: Value = app
                    .get(
                        &format!("/api/v1/games/{id}/replay?at={at}"),
                        Some(&spectator.token),
                    )
                    .await
                    .json()
                    .await
                    .unwrap();
                assert_eq!(step["version"], at);
                for seat in 0..2 {
                    assert!(!step["view"]["hands"][seat]["cards"].is_null(), "at {at}");
                }
                for (_, identity) in face_down_cards(&step["view"]) {
                    assert!(!identity.is_null(), "at {at}: face-down cards revealed");
                    revealed_face_down += 1;
                }
            }
            assert!(revealed_face_down > 0, "the replay had face-down cards");
            let events = app.events(id, &spectator).await;
            let improvised: Vec<&Value> = events["items"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|event| event["action"]["type"] == "improvise")
                .collect();
            assert!(!improvised.is_empty(), "the log has improvised cards");
            for event in improvised {
                assert!(
                    !event["action"]["card"].is_null(),
                    "the finished log reveals all"
                );
            }
            return;
        }
        for (who, game) in views.iter().enumerate() {
            let view = &game["view"];
            assert!(view["deck"].is_null(), "step {step}: the deck is secret");
            for seat in 0..2 {
                let hand = &view["hands"][seat]["cards"];
                assert_eq!(
                    hand.is_null(),
                    who != seat,
                    "step {step}: viewer {who} and hand {seat}"
                );
            }
            for (owner, identity) in face_down_cards(view) {
                saw_face_down = true;
                assert_eq!(
                    identity.is_null(),
                    who != owner,
                    "step {step}: viewer {who}, face-down card of {owner}"
                );
            }
        }
        // The log and replays go through the same projection.
        for (who, viewer) in [&players[0], &players[1], &spectator]
            .into_iter()
            .enumerate()
        {
            let events = app.events(id, viewer).await;
            for event in events["items"].as_array().unwrap() {
                if event["action"]["type"] == "improvise" {
                    let seat = event["seat"].as_u64().unwrap() as usize;
                    if who != seat {
                        hidden_improvisations += 1;
                    }
                    assert_eq!(
                        event["action"]["card"].is_null(),
                        who != seat,
                        "improvised card in the log"
                    );
                }
            }
            let replay: Value = app
                .get(&format!("/api/v1/games/{id}/replay"), Some(&viewer.token))
                .await
                .json()
                .await
                .unwrap();
            assert_eq!(
                replay["view"], views[who]["view"],
                "replay of a running game shows only what the caller may see"
            );
            let legal = app.legal_actions(id, viewer).await;
            if who == 2 {
                assert_eq!(legal["actions"], json!([]));
            }
        }
        let to_act = views[0]["to_act"][0].as_u64().unwrap() as usize;
        let legal = app.legal_actions(id, &players[to_act]).await;
        let actions: Vec<Value> = legal["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["type"] != "withdraw")
            .cloned()
            .collect();
        let actions = if actions.is_empty() {
            legal["actions"].as_array().unwrap().clone()
        } else {
            actions
        };
        let action = &actions[dice.below(actions.len())];
        let response = app
            .act(
                id,
                &players[to_act],
                action,
                legal["version"].as_i64().unwrap(),
            )
            .await;
        assert_eq!(response.status(), 200);
    }
    panic!("the game did not finish in 400 steps");
}

/// Random Landfall games almost never end (formations are rare by chance), so this plays the
/// committed demo game, found by the rules crate's demo player, move by move over HTTP.
async fn landfall_plays_a_whole_game_to_a_win(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("lf", 2).await;
    let game = app.start_game("landfall", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let log: Vec<Value> =
        serde_json::from_str(include_str!("../data/landfall_winning_game.json")).unwrap();
    for (version, entry) in log.iter().enumerate() {
        let seat = entry["seat"].as_u64().unwrap() as usize;
        let legal = app.legal_actions(id, &players[seat]).await;
        assert!(
            legal["actions"]
                .as_array()
                .unwrap()
                .contains(&entry["action"]),
            "entry {version} is listed as legal"
        );
        let response = app
            .act(id, &players[seat], &entry["action"], version as i64)
            .await;
        assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    }
    let done = app.game(id, &players[1]).await;
    assert_eq!(done["status"], "finished");
    assert_eq!(done["result"]["winners"], json!([0]));
    assert_eq!(done["result"]["reason"], "completed");
}

/// Land vs Sea: only a tile's holder sees its hidden face and nobody sees the stacks' order; Lost
/// Seas: nobody sees the face-down pile. Checked on every read path a client has, at every step.
async fn land_vs_sea_and_lost_seas_hide_hands_stacks_and_piles(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("h", 4).await;
    let spectator = app.new_player("onlooker").await;
    let lvs = app
        .start_game("land-vs-sea", &players, json!({"waypoints": true}))
        .await;
    let ls = app.start_game("lost-seas", &players[..3], json!({})).await;
    let mut dice = Dice::new(3);
    // Each secret was actually there to hide: stacked tiles, tiles in another seat's hand, a
    // face-down pile.
    let mut hidden_stacks = 0;
    let mut hidden_hand_tiles = 0;
    let mut hidden_piles = 0;
    for step in 0..30 {
        for (game, seated) in [(&lvs, 4), (&ls, 3)] {
            let id = game["id"].as_str().unwrap();
            let viewers: Vec<&Player> = players[..seated].iter().chain([&spectator]).collect();
            for (who, viewer) in viewers.iter().enumerate() {
                let seen = app.game(id, viewer).await;
                let replayed: Value = app
                    .get(&format!("/api/v1/games/{id}/replay"), Some(&viewer.token))
                    .await
                    .json()
                    .await
                    .unwrap();
                assert_eq!(replayed["view"], seen["view"], "step {step}");
                let view = &seen["view"];
                if game["game_type"] == "land-vs-sea" {
                    for stack in view["stacks"].as_array().unwrap() {
                        assert!(
                            stack["tiles"].is_null(),
                            "step {step}: stack order is secret"
                        );
                        if stack["count"].as_u64().unwrap() > 1 {
                            hidden_stacks += 1;
                        }
                    }
                    for hand in view["hands"].as_array().unwrap() {
                        let holder = hand["seat"].as_u64().unwrap() as usize;
                        for tile in hand["tiles"].as_array().unwrap() {
                            assert_eq!(
                                tile["hidden"].is_null(),
                                holder != who,
                                "step {step}: viewer {who} and a tile held by {holder}"
                            );
                            if holder != who {
                                hidden_hand_tiles += 1;
                            }
                        }
                    }
                } else {
                    assert!(
                        view["pile"].is_null(),
                        "step {step}: the pile is secret: {view}"
                    );
                    if view["pile_count"].as_u64().unwrap() > 1 {
                        hidden_piles += 1;
                    }
                }
            }
            // One random legal move.
            let current = app.game(id, &players[0]).await;
            let to_act = current["to_act"].as_array().unwrap();
            let seat = to_act[dice.below(to_act.len())].as_u64().unwrap() as usize;
            let legal = app.legal_actions(id, &players[seat]).await;
            let actions = legal["actions"].as_array().unwrap();
            let action = &actions[dice.below(actions.len())];
            let version = legal["version"].as_i64().unwrap();
            assert_eq!(
                app.act(id, &players[seat], action, version).await.status(),
                200
            );
        }
    }
    assert!(hidden_stacks > 0, "stacks had an order to hide");
    assert!(hidden_hand_tiles > 0, "hands held tiles to hide");
    assert!(hidden_piles > 0, "the pile had an order to hide");
}
