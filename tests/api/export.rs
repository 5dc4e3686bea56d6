//! `GET /games/{id}/export` and `shoreline export`: a finished game as one self-contained record
//! that replays offline to its result; nothing of a game that can still change.

use serde_json::{Value, json};
use shoreline::audit::GameExport;
use shoreline::engine::Registry;

use crate::helpers::{Backend, assert_problem, make_a_move, resign, run_binary, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    a_finished_game_exports_and_replays_offline,
    an_unfinished_game_is_not_exported,
);

async fn a_finished_game_exports_and_replays_offline(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("x", 2).await;
    let game = app.start_game("lost-seas", &players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    let (_, action) = make_a_move(&app, &id, &players).await;
    let ended = resign(&app, &id, &players[1]).await;
    let spectator = app.new_player("onlooker").await;

    // Anyone signed in may export a finished game: it reveals everything anyway.
    let response = app
        .get(
            &format!("/api/v1/games/{id}/export"),
            Some(&spectator.token),
        )
        .await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["format"], "shoreline-game");
    assert_eq!(body["format_version"], 1);
    assert_eq!(body["game_id"], id.as_str());
    assert_eq!(body["game_type"], "lost-seas");
    assert_eq!(body["rules_version"], ended["rules_version"]);
    assert_eq!(body["options"], ended["options"]);
    assert!(body["seed"].as_str().unwrap().parse::<u64>().is_ok());
    assert_eq!(body["seats"][0]["username"], "x-0");
    assert_eq!(body["seats"][1]["username"], "x-1");
    let log = body["log"].as_array().unwrap();
    assert_eq!(log.len(), 2);
    assert_eq!(log[0]["seq"], 1);
    assert_eq!(log[0]["kind"], "action");
    assert_eq!(log[0]["action"], action, "the action as posted, unredacted");
    assert!(log[0]["created_at"].is_string());
    assert_eq!(log[1]["kind"], "resign");
    assert_eq!(log[1]["seat"], 1);
    assert_eq!(body["result"], ended["result"]);
    assert!(body["ended_at"].is_string());

    // The record replays with no database to its result, and a changed one does not.
    let record: GameExport = serde_json::from_value(body.clone()).unwrap();
    record
        .check(Registry::builtin())
        .expect("the record replays");
    let mut forged = record.clone();
    forged.result["winners"] = json!([1]);
    assert!(forged.check(Registry::builtin()).is_err());
    let mut cut = record.clone();
    cut.log.pop();
    let why = cut.check(Registry::builtin()).unwrap_err();
    assert!(why.contains("does not end"), "{why}");

    // The command line gives the same record, and `verify --file` checks it.
    let url = app.database_url.as_str();
    let (status, stdout, stderr) = run_binary(&["export", &id, "--database-url", url]).await;
    assert!(status.success(), "{stderr}");
    let exported: Value = serde_json::from_str(&stdout).expect("only the record on stdout");
    assert_eq!(exported, body);
    let dir = std::env::temp_dir();
    let file = dir.join(format!("shoreline_test_export_{id}.json"));
    std::fs::write(&file, &stdout).unwrap();
    let path = file.to_str().unwrap();
    let (status, stdout, _) = run_binary(&["verify", "--file", path]).await;
    assert!(status.success(), "{stdout}");
    assert!(
        stdout.contains("replays to its recorded result"),
        "{stdout}"
    );
    std::fs::write(&file, serde_json::to_string(&forged).unwrap()).unwrap();
    let (status, stdout, _) = run_binary(&["verify", "--file", path]).await;
    assert_eq!(status.code(), Some(1), "{stdout}");
    assert!(stdout.contains(&id), "{stdout}");
    std::fs::remove_file(&file).unwrap();
}

async fn an_unfinished_game_is_not_exported(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("y", 2).await;
    let running = app.start_game("air-land-sea", &players, json!({})).await;
    let running = running["id"].as_str().unwrap().to_owned();
    make_a_move(&app, &running, &players).await;
    let open = app
        .create_game(&players[0], json!({"game_type": "landfall", "players": 2}))
        .await;
    let open = open["id"].as_str().unwrap().to_owned();

    for id in [&running, &open] {
        // Not even to a seated player: the seed and the other seat's hand stay secret.
        let refused = app
            .get(
                &format!("/api/v1/games/{id}/export"),
                Some(&players[0].token),
            )
            .await;
        let problem = assert_problem(refused, 409, "game_not_finished").await;
        let mut keys: Vec<&str> = problem
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, ["code", "detail", "status", "title", "type"]);
    }
    let (status, _, stderr) =
        run_binary(&["export", &running, "--database-url", &app.database_url]).await;
    assert_eq!(status.code(), Some(1));
    assert!(stderr.contains("not finished"), "{stderr}");

    let unknown = uuid::Uuid::new_v4();
    assert_problem(
        app.get(
            &format!("/api/v1/games/{unknown}/export"),
            Some(&players[0].token),
        )
        .await,
        404,
        "not_found",
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/games/{running}/export"), None)
            .await,
        401,
        "unauthorized",
    )
    .await;
}
