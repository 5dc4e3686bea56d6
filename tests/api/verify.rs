//! `shoreline verify`: every stored game replays under its rules version to what its row says,
//! and a game whose log or result was changed behind the service's back is named, with a non-zero
//! exit.

use serde_json::{Value, json};
use shoreline::engine::Registry;

use crate::helpers::{Backend, TestApp, make_a_move, resign, run_binary, spawn_app};
use crate::{on_both_backends, with_database};

on_both_backends!(verify_replays_every_game_and_names_a_tampered_one);

/// Runs `sql` on the app's database with `value` as `$1` and the game id as `$2`.
async fn tamper(app: &TestApp, backend: Backend, sql: &str, value: &Value, game_id: &str) {
    let game_id: uuid::Uuid = game_id.parse().unwrap();
    let value = sqlx::types::Json(value);
    let changed = with_database!(app, backend, |db| sqlx::query(sqlx::AssertSqlSafe(sql))
        .bind(value)
        .bind(game_id)
        .execute(&mut db)
        .await
        .unwrap()
        .rows_affected());
    assert_eq!(changed, 1);
}

async fn verify_replays_every_game_and_names_a_tampered_one(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("v", 2).await;
    // Each game type: one finished (a move, then a resignation) and one running (a move).
    let mut finished = Vec::new();
    for game_type in Registry::builtin().game_types() {
        let id_of = |game: &Value| game["id"].as_str().unwrap().to_owned();
        let ended = id_of(
            &app.start_game(game_type.info().id, &players, json!({}))
                .await,
        );
        make_a_move(&app, &ended, &players).await;
        assert_eq!(
            resign(&app, &ended, &players[0]).await["status"],
            "finished"
        );
        finished.push(ended);
        let running = id_of(
            &app.start_game(game_type.info().id, &players, json!({}))
                .await,
        );
        make_a_move(&app, &running, &players).await;
    }
    // And one open game, with no log.
    app.create_game(&players[0], json!({"game_type": "lost-seas", "players": 3}))
        .await;
    let games = 2 * Registry::builtin().game_types().len() + 1;

    // Checked in small pages, so paging is exercised.
    let store = shoreline::store::connect(&app.database_url).await.unwrap();
    let mut pages = 0;
    let summary =
        shoreline::audit::verify_store(store.as_ref(), Registry::builtin(), 2, |_, _| pages += 1)
            .await
            .unwrap();
    assert_eq!(summary.checked as usize, games);
    assert!(summary.all_replay(), "{:?}", summary.failures);
    assert_eq!(pages, games.div_ceil(2));

    let url = app.database_url.as_str();
    let (status, stdout, stderr) = run_binary(&["verify", "--database-url", url]).await;
    assert!(status.success(), "{stdout}\n{stderr}");
    assert!(
        stdout.contains(&format!("verified {games} games")),
        "{stdout}"
    );

    // A stored action that is no action of its game, and a result the log does not give.
    let (broken_log, broken_result) = (&finished[0], &finished[1]);
    tamper(
        &app,
        backend,
        "UPDATE game_events SET entry = $1 WHERE game_id = $2 AND seq = 1",
        &json!({"kind": "action", "seat": 0, "action": {"type": "no_such_move"}}),
        broken_log,
    )
    .await;
    tamper(
        &app,
        backend,
        "UPDATE games SET result = $1 WHERE id = $2",
        &json!({"reason": "completed", "standings": [], "winners": [0]}),
        broken_result,
    )
    .await;
    let (status, stdout, _) =
        run_binary(&["verify", "--database-url", url, "--page-size", "3"]).await;
    assert_eq!(status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains(&format!("game {broken_log}")) && stdout.contains("no_such_move"),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("game {broken_result}")) && stdout.contains("recorded result"),
        "{stdout}"
    );
    assert!(stdout.contains("2 do not replay as recorded"), "{stdout}");

    // One game at a time: the broken one fails, a sound one passes.
    let (status, stdout, _) =
        run_binary(&["verify", "--database-url", url, "--game", broken_log]).await;
    assert_eq!(status.code(), Some(1), "{stdout}");
    assert!(stdout.contains(broken_log.as_str()), "{stdout}");
    let (status, stdout, _) =
        run_binary(&["verify", "--database-url", url, "--game", &finished[2]]).await;
    assert!(status.success(), "{stdout}");
    assert!(stdout.contains("verified 1 games"), "{stdout}");
}
