//! An open game shows nothing its seed drew (RULINGS, third round): until the last seat is
//! taken, every read path renders the same thing whatever the seed, so nobody can open several
//! open games and sit down at the one that was dealt the better start.

use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, spawn_app};
use crate::on_both_backends;
use crate::sse::SseReader;

on_both_backends!(open_games_look_the_same_whatever_their_seed);

/// Open games made alike per game type and player count; seeds differ, so the deals do.
const GAMES_ALIKE: usize = 6;

async fn open_games_look_the_same_whatever_their_seed(backend: Backend) {
    let app = spawn_app(backend).await;
    let creator = app.new_player("creator").await;
    let outsider = app.new_player("outsider").await;
    let types = app.get("/api/v1/game-types", Some(&creator.token)).await;
    let types: Value = types.json().await.unwrap();
    let mut checked = 0;
    for game_type in types.as_array().unwrap() {
        let id = game_type["id"].as_str().unwrap();
        let (min, max) = (
            game_type["min_players"].as_u64().unwrap(),
            game_type["max_players"].as_u64().unwrap(),
        );
        for players in min..=max {
            let mut renderings = Vec::new();
            for _ in 0..GAMES_ALIKE {
                let game = app
                    .create_game(&creator, json!({"game_type": id, "players": players}))
                    .await;
                assert_eq!(game["status"], "open", "{id} for {players}");
                let game_id = game["id"].as_str().unwrap().to_owned();
                let mut seen = vec![without_identity(game)];
                for viewer in [&creator, &outsider] {
                    seen.extend(every_read_path(&app, &game_id, viewer).await);
                }
                for shown in &seen {
                    assert_no_view(shown, id, players);
                }
                renderings.push(seen);
            }
            for other in &renderings[1..] {
                assert_eq!(
                    other, &renderings[0],
                    "{id} for {players}: two open games made alike read differently"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 4, "every game type was checked");
}

/// What `viewer` can read of the open game `id`, on every path, without what tells games apart
/// (ids, times).
async fn every_read_path(app: &TestApp, id: &str, viewer: &Player) -> Vec<Value> {
    let mut seen = Vec::new();
    for path in [
        format!("/api/v1/games/{id}"),
        format!("/api/v1/games/{id}/events"),
        format!("/api/v1/games/{id}/replay"),
        format!("/api/v1/games/{id}/replay?at=0"),
        format!("/api/v1/games/{id}/legal-actions"),
        format!("/api/v1/games/{id}/export"),
    ] {
        let response = app.get(&path, Some(&viewer.token)).await;
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        seen.push(json!({"path": path.replace(id, "{id}"), "status": status,
            "body": without_identity(body)}));
    }
    for list in ["/api/v1/games?status=open", "/api/v1/me/games"] {
        let page = app.get(list, Some(&viewer.token)).await;
        let page: Value = page.json().await.unwrap();
        let entry = page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|item| item["id"] == id || item["game"]["id"] == id)
            .cloned();
        seen.push(json!({"list": list, "entry": entry.map(without_identity)}));
    }
    // The stream of an open game has no events yet: its first frame is the reconnection hint.
    let mut stream = SseReader::open(app, id, viewer, None).await;
    let first = stream.next_frame().await;
    seen.push(json!({"stream": [first.id, first.event, first.data, first.comment]}));
    seen
}

/// `value` without the fields that differ between any two games (ids, times), at any depth.
fn without_identity(mut value: Value) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(fields) => {
                for key in ["id", "created_at", "updated_at", "joined_at"] {
                    fields.remove(key);
                }
                fields.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut value);
    value
}

/// No rendering of an open game carries a view or says who is to act.
fn assert_no_view(shown: &Value, id: &str, players: u64) {
    match shown {
        Value::Object(fields) => {
            if let Some(view) = fields.get("view") {
                assert!(view.is_null(), "{id} for {players}: a view: {shown}");
            }
            if let Some(to_act) = fields.get("to_act") {
                assert_eq!(to_act, &json!([]), "{id} for {players}: {shown}");
            }
            fields
                .values()
                .for_each(|inner| assert_no_view(inner, id, players));
        }
        Value::Array(items) => items
            .iter()
            .for_each(|inner| assert_no_view(inner, id, players)),
        _ => {}
    }
}
