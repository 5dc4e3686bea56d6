//! A game stored under an older rules version plays on under it. Land vs Sea rules versions 1 and
//! 2 log a Waypoint's region by its index in the component table, which tells apart faces that
//! look alike (RULINGS, third round); their players are nevertheless shown, and send, a placed
//! tile's regions by how they lie on the map, and the server logs the table's name of the same
//! region.

use serde_json::{Value, json};
use shoreline::audit::GameExport;
use shoreline::engine::Registry;

use crate::helpers::{Backend, Dice, Player, TestApp, spawn_app, spawn_app_on};
use crate::{on_both_backends, with_database};

on_both_backends!(a_land_vs_sea_game_of_version_2_names_regions_by_look);

/// Games to play before giving up on a Waypoint placed on a tile whose table order differs from
/// its order by look (about one tile in two has one).
const GAMES: u64 = 6;

async fn a_land_vs_sea_game_of_version_2_names_regions_by_look(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("old", 2).await;
    let mut renamed = 0;
    for game in 0..GAMES {
        renamed += play_a_version_2_game(&app, backend, &players, game).await;
        if renamed > 0 {
            return;
        }
    }
    panic!("no Waypoint of {GAMES} games was logged under another name than the one posted");
}

/// Plays a whole 2-player version 2 game with Waypoints, placing a Waypoint whenever one may be
/// placed, and checks each placement; how many were logged under another name than posted.
async fn play_a_version_2_game(
    app: &TestApp,
    backend: Backend,
    players: &[Player],
    seed: u64,
) -> usize {
    let created = app
        .create_game(
            &players[0],
            json!({"game_type": "land-vs-sea", "players": 2, "options": {"waypoints": true}}),
        )
        .await;
    let id = created["id"].as_str().unwrap().to_owned();
    set_rules_version(app, backend, &id, "2").await;
    // Another instance reads the game as stored, with no copy of it cached.
    let old = spawn_app_on(&app.database_url).await;
    let joined = old
        .post(
            &format!("/api/v1/games/{id}/join"),
            Some(&players[1].token),
            &json!({"seat": 1}),
        )
        .await;
    assert_eq!(joined.status(), 200, "{}", joined.text().await.unwrap());
    let joined: Value = joined.json().await.unwrap();
    assert_eq!(joined["rules_version"], "2");

    let mut dice = Dice::new(seed);
    let mut posted = Vec::new();
    loop {
        let game = old.game(&id, &players[0]).await;
        if game["status"] == "finished" {
            break;
        }
        let seat = game["to_act"][0].as_u64().expect("someone to act") as usize;
        let legal = old.legal_actions(&id, &players[seat]).await;
        let actions = legal["actions"].as_array().unwrap();
        let waypoints: Vec<&Value> = actions
            .iter()
            .filter(|a| a["type"] == "place_waypoint")
            .collect();
        let action = match waypoints.is_empty() {
            true => actions[dice.below(actions.len())].clone(),
            false => waypoints[dice.below(waypoints.len())].clone(),
        };
        let version = legal["version"].as_i64().unwrap();
        let key = format!("move-{version}");
        let send = || {
            old.client
                .post(old.url(&format!("/api/v1/games/{id}/actions")))
                .bearer_auth(&players[seat].token)
                .header("Idempotency-Key", key.as_str())
                .json(&json!({"action": action, "expected_version": version}))
                .send()
        };
        let answer = send().await.unwrap();
        assert_eq!(answer.status(), 200, "{}", answer.text().await.unwrap());
        let answer: Value = answer.json().await.unwrap();
        if action["type"] != "place_waypoint" {
            continue;
        }
        // The Waypoint lies on the region posted, as both seats are shown it.
        let spot = json!([action["q"], action["r"], action["region"]]);
        for viewer in players {
            let seen = old.game(&id, viewer).await;
            if seen["status"] == "finished" {
                break;
            }
            let owned = seen["view"]["waypoints"]
                .as_array()
                .unwrap()
                .iter()
                .find(|w| w["owner"] == seat);
            assert_eq!(owned.unwrap()["on_map"], spot, "{}", seen["view"]);
        }
        // A retry with the same key is the same request, and is answered as the first was.
        let again = send().await.unwrap();
        assert_eq!(again.status(), 200, "{}", again.text().await.unwrap());
        let again: Value = again.json().await.unwrap();
        assert_eq!(again["version"], answer["version"]);
        posted.push((version + 1, action));
    }

    // The log stores the table's names: the record replays under version 2 to its result, and
    // names some region otherwise than it was posted when the two orders differ.
    let export: Value = old
        .get(
            &format!("/api/v1/games/{id}/export"),
            Some(&players[0].token),
        )
        .await
        .json()
        .await
        .unwrap();
    let record: GameExport = serde_json::from_value(export.clone()).unwrap();
    record
        .check(Registry::builtin())
        .expect("the record replays");
    let log = export["log"].as_array().unwrap();
    posted
        .iter()
        .filter(|(seq, sent)| {
            let stored = &log[(*seq - 1) as usize];
            assert_eq!(stored["seq"], *seq);
            assert_eq!(stored["action"]["type"], "place_waypoint");
            assert_eq!(
                (&stored["action"]["q"], &stored["action"]["r"]),
                (&sent["q"], &sent["r"])
            );
            stored["action"]["region"] != sent["region"]
        })
        .count()
}

/// Marks game `id` as created under `rules_version`, as a game stored before a newer version
/// was released is.
async fn set_rules_version(app: &TestApp, backend: Backend, id: &str, rules_version: &str) {
    let id: uuid::Uuid = id.parse().unwrap();
    let sql = "UPDATE games SET rules_version = $1 WHERE id = $2";
    let updated = with_database!(app, backend, |db| sqlx::query(sql)
        .bind(rules_version)
        .bind(id)
        .execute(&mut db)
        .await
        .unwrap()
        .rows_affected());
    assert_eq!(updated, 1);
}
