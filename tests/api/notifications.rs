//! The personal stream and the inbox: what moves and the lobby tell each person.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::helpers::{
    Backend, Player, TestApp, assert_problem, spawn_app, spawn_app_configured, spawn_app_with,
};
use crate::on_both_backends;
use crate::sse::SseReader;

on_both_backends!(
    a_move_tells_the_next_seat_live_and_keeps_no_inbox_item,
    the_lobby_and_the_end_of_a_game_tell_each_person,
    the_inbox_pages_filters_unread_and_marks_read_idempotently,
    a_deadline_near_is_told_once_per_turn,
    the_personal_stream_resumes_after_last_event_id,
);

/// The caller's inbox, as answered.
pub async fn inbox(app: &TestApp, player: &Player, query: &str) -> Value {
    let response = app
        .get(
            &format!("/api/v1/me/notifications{query}"),
            Some(&player.token),
        )
        .await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// The items of `kind` in `player`'s inbox, newest first.
pub async fn inbox_items(app: &TestApp, player: &Player, kind: &str) -> Vec<Value> {
    let inbox = inbox(app, player, "?limit=100").await;
    let items = inbox["items"].as_array().unwrap().iter();
    items.filter(|item| item["kind"] == kind).cloned().collect()
}

/// The kinds of the caller's notifications, oldest first.
async fn kinds(app: &TestApp, player: &Player) -> Vec<String> {
    let page = inbox(app, player, "?limit=100").await;
    let mut kinds: Vec<String> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["kind"].as_str().unwrap().to_owned())
        .collect();
    kinds.reverse();
    kinds
}

/// Plays a card face down for the seat to act, which ends that seat's turn (a card played face up
/// may leave its owner a choice to make first, and the next seat would not be told yet); that seat.
pub async fn move_once(app: &TestApp, id: &str, players: &[Player]) -> usize {
    let game = app.game(id, &players[0]).await;
    let seat = game["to_act"][0].as_u64().unwrap() as usize;
    let legal = app.legal_actions(id, &players[seat]).await;
    let action = legal["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|action| action["type"] == "improvise")
        .expect("a card can be played face down on the first turn")
        .clone();
    let version = legal["version"].as_i64().unwrap();
    let posted = app.act(id, &players[seat], &action, version).await;
    assert_eq!(posted.status(), 200);
    seat
}

async fn a_move_tells_the_next_seat_live_and_keeps_no_inbox_item(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("n", 2).await;
    let game = app.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let first = game["to_act"][0].as_u64().unwrap() as usize;
    let next = 1 - first;
    // Both were told the game began; whose move it is is the game's state, not an inbox item.
    assert_eq!(kinds(&app, &players[first]).await, ["game_started"]);
    assert_eq!(kinds(&app, &players[next]).await, ["game_started"]);
    // A stream opened now tells its person where it is their move, and then only what comes.
    let mut first_stream =
        SseReader::open_path(&app, "/api/v1/me/stream", &players[first], None).await;
    let (kind, turn) = first_stream.next_live_event().await;
    assert_eq!(kind, "your_move");
    assert_eq!(
        (&turn["game_id"], &turn["version"]),
        (&json!(id), &json!(0))
    );
    let mut next_stream =
        SseReader::open_path(&app, "/api/v1/me/stream", &players[next], None).await;
    assert_eq!(move_once(&app, id, &players).await, first);
    let (kind, item) = next_stream.next_live_event().await;
    assert_eq!(kind, "your_move");
    assert_eq!(item["kind"], "your_move");
    assert_eq!(item["game_id"], id);
    assert_eq!(item["version"], 1);
    assert_eq!(item["game_type"], "air-land-sea");
    assert!(item["deadline_at"].is_null());
    assert!(
        item.get("id").is_none(),
        "not kept, so it has no id: {item}"
    );
    // Nothing was kept, for either of them.
    assert_eq!(kinds(&app, &players[next]).await, ["game_started"]);
    assert_eq!(kinds(&app, &players[first]).await, ["game_started"]);
    assert_eq!(inbox(&app, &players[next], "").await["unread"], 1);
    // Nothing else follows on either stream but keep-alives: the mover is not told of their own
    // move, and a turn is told once.
    assert!(next_stream.next_frame().await.comment);
    assert!(first_stream.next_frame().await.comment);
    // Reconnecting (here with the last id seen) tells the turn again: it is the game's state.
    let mut again = SseReader::open_path(&app, "/api/v1/me/stream", &players[next], Some(1)).await;
    let (kind, turn) = again.next_live_event().await;
    assert_eq!((kind.as_str(), &turn["version"]), ("your_move", &json!(1)));
    // And the game list says the same.
    let waiting = app
        .get(
            "/api/v1/me/games?awaiting_move=true",
            Some(&players[next].token),
        )
        .await;
    let waiting: Value = waiting.json().await.unwrap();
    assert_eq!(waiting["items"][0]["game"]["id"], id);
}

async fn the_lobby_and_the_end_of_a_game_tell_each_person(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("l", 3).await;
    let (ada, grace, alan) = (&players[0], &players[1], &players[2]);
    let game = app
        .create_game(ada, json!({"game_type": "air-land-sea", "players": 2}))
        .await;
    let id = game["id"].as_str().unwrap();
    let invite = |who: &'static str| {
        let (app, token, path) = (
            &app,
            ada.token.clone(),
            format!("/api/v1/games/{id}/invitations"),
        );
        async move {
            let response = app
                .post(&path, Some(&token), &json!({"username": who}))
                .await;
            assert_eq!(response.status(), 201);
            response.json::<Value>().await.unwrap()["id"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let to_alan = invite("l-2").await;
    let invited = &inbox(&app, alan, "").await["items"][0];
    assert_eq!(invited["kind"], "invited");
    assert_eq!(invited["invitation_id"], to_alan.as_str());
    assert_eq!(invited["game_id"], id);
    assert_eq!(invited["inviter"], "l-0");
    let declined = app
        .post(
            &format!("/api/v1/invitations/{to_alan}/decline"),
            Some(&alan.token),
            &json!({}),
        )
        .await;
    assert_eq!(declined.status(), 200);
    let to_grace = invite("l-1").await;
    let accepted = app
        .post(
            &format!("/api/v1/invitations/{to_grace}/accept"),
            Some(&grace.token),
            &json!({}),
        )
        .await;
    assert_eq!(accepted.status(), 200);
    let told = inbox(&app, ada, "?limit=100").await;
    let answers: Vec<(&str, &str)> = told["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["kind"] == "invitation_answered")
        .map(|item| {
            (
                item["invitee"].as_str().unwrap(),
                item["answer"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(answers, [("l-1", "accepted"), ("l-2", "declined")]);
    assert!(
        kinds(&app, grace)
            .await
            .starts_with(&["invited".to_owned(), "game_started".to_owned()])
    );
    // Grace resigns: each is told their result.
    let resigned = app
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&grace.token),
            &json!({}),
        )
        .await;
    assert_eq!(resigned.status(), 200);
    for (player, result) in [(ada, "win"), (grace, "loss")] {
        let ended = &inbox(&app, player, "").await["items"][0];
        assert_eq!(ended["kind"], "game_ended");
        assert_eq!(ended["result"], result);
        assert_eq!(ended["game_id"], id);
        assert_eq!(ended["version"], 1);
    }
    assert_eq!(kinds(&app, alan).await, ["invited"], "Alan never sat down");
}

async fn the_inbox_pages_filters_unread_and_marks_read_idempotently(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("p", 2).await;
    let (ada, grace) = (&players[0], &players[1]);
    // Five invitations for Grace: five notifications, ids 1 to 5.
    invite(&app, ada, grace, 5).await;
    let first = inbox(&app, grace, "?limit=2").await;
    let ids = |page: &Value| -> Vec<i64> {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["id"].as_i64().unwrap())
            .collect()
    };
    assert_eq!(ids(&first), [5, 4]);
    assert_eq!(first["unread"], 5);
    let cursor = first["next_cursor"].as_str().unwrap();
    let second = inbox(&app, grace, &format!("?limit=2&cursor={cursor}")).await;
    assert_eq!(ids(&second), [3, 2]);
    let last = inbox(
        &app,
        grace,
        &format!(
            "?limit=2&cursor={}",
            second["next_cursor"].as_str().unwrap()
        ),
    )
    .await;
    assert_eq!(ids(&last), [1]);
    assert!(last["next_cursor"].is_null());
    let read = |body: Value| {
        let (app, token) = (&app, grace.token.clone());
        async move {
            let response = app
                .post("/api/v1/me/notifications/read", Some(&token), &body)
                .await;
            assert_eq!(response.status(), 200);
            response.json::<Value>().await.unwrap()
        }
    };
    assert_eq!(
        read(json!({"ids": [2, 4, 99]})).await,
        json!({"marked": 2, "unread": 3})
    );
    assert_eq!(
        read(json!({"ids": [2, 4]})).await,
        json!({"marked": 0, "unread": 3}),
        "idempotent"
    );
    assert_eq!(ids(&inbox(&app, grace, "?unread=true").await), [5, 3, 1]);
    let marked = inbox(&app, grace, "").await;
    assert!(marked["items"][1]["read_at"].is_string(), "id 4 is read");
    assert!(marked["items"][0]["read_at"].is_null(), "id 5 is not");
    assert_eq!(
        read(json!({"up_to": 3})).await,
        json!({"marked": 2, "unread": 1})
    );
    assert_eq!(
        read(json!({"up_to": 3})).await,
        json!({"marked": 0, "unread": 1})
    );
    assert_eq!(read(json!({})).await, json!({"marked": 0, "unread": 1}));
    // All read up to an id past the newest: what comes later is unread all the same.
    assert_eq!(
        read(json!({"up_to": 99})).await,
        json!({"marked": 1, "unread": 0})
    );
    invite(&app, ada, grace, 1).await;
    assert_eq!(ids(&inbox(&app, grace, "?unread=true").await), [6]);
    assert_eq!(inbox(&app, grace, "").await["unread"], 1);
    // Someone else's ids are not theirs to mark.
    let ada_marks = app
        .post(
            "/api/v1/me/notifications/read",
            Some(&ada.token),
            &json!({"ids": [5]}),
        )
        .await;
    assert_eq!(ada_marks.json::<Value>().await.unwrap()["marked"], 0);
    assert_eq!(inbox(&app, grace, "").await["unread"], 1);
    let too_many: Vec<i64> = (1..=101).collect();
    assert_problem(
        app.post(
            "/api/v1/me/notifications/read",
            Some(&grace.token),
            &json!({"ids": too_many}),
        )
        .await,
        400,
        "invalid_notification_ids",
    )
    .await;
    assert_problem(
        app.get("/api/v1/me/notifications?cursor=x", Some(&grace.token))
            .await,
        400,
        "invalid_cursor",
    )
    .await;
    assert_eq!(
        app.get("/api/v1/me/notifications", None).await.status(),
        401
    );
}

async fn a_deadline_near_is_told_once_per_turn(backend: Backend) {
    let app = spawn_app_configured(backend, |config| config.deadline_warning_secs = 2).await;
    let players = app.players("d", 2).await;
    let game = app
        .create_game(
            &players[0],
            json!({"game_type": "air-land-sea", "players": 2, "turn_deadline_secs": 3}),
        )
        .await;
    let id = game["id"].as_str().unwrap();
    let joined = app
        .post(
            &format!("/api/v1/games/{id}/join"),
            Some(&players[1].token),
            &json!({}),
        )
        .await;
    assert_eq!(joined.status(), 200);
    let joined: Value = joined.json().await.unwrap();
    let to_act = joined["to_act"][0].as_u64().unwrap() as usize;
    // About a second after the turn began, its deadline is two seconds away.
    let started = Instant::now();
    let warning = loop {
        let page = inbox(&app, &players[to_act], "").await;
        if let Some(item) = page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["kind"] == "deadline_near")
        {
            break item.clone();
        }
        assert!(started.elapsed() < Duration::from_secs(3), "warned in time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(warning["game_id"], id);
    assert_eq!(warning["version"], 0);
    assert!(warning["deadline_at"].is_string());
    // Sweeps go on (two more, run here); the turn is warned once, and the other seat is not
    // warned of it.
    for _ in 0..2 {
        shoreline::service::deadlines::sweep_deadlines_once(&app.state).await;
    }
    let warnings = kinds(&app, &players[to_act])
        .await
        .iter()
        .filter(|k| *k == "deadline_near")
        .count();
    assert_eq!(warnings, 1);
    assert!(
        !kinds(&app, &players[1 - to_act])
            .await
            .contains(&"deadline_near".to_owned())
    );
}

/// Invites `invitee` to `count` new games of `host`'s: `count` items kept in their inbox.
async fn invite(app: &TestApp, host: &Player, invitee: &Player, count: usize) {
    for _ in 0..count {
        let game = app
            .create_game(host, json!({"game_type": "air-land-sea", "players": 2}))
            .await;
        let path = format!("/api/v1/games/{}/invitations", game["id"].as_str().unwrap());
        let invited = app
            .post(
                &path,
                Some(&host.token),
                &json!({"username": invitee.username}),
            )
            .await;
        assert_eq!(invited.status(), 201);
    }
}

async fn the_personal_stream_resumes_after_last_event_id(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("r", 2).await;
    invite(&app, &players[1], &players[0], 2).await;
    // From the start (after=0), then from the first item on.
    let mut everything =
        SseReader::open_path(&app, "/api/v1/me/stream?after=0", &players[0], None).await;
    let all = kinds(&app, &players[0]).await;
    assert_eq!(all, ["invited", "invited"]);
    for (n, kind) in all.iter().enumerate() {
        let (event_id, event, _) = everything.next_event().await;
        assert_eq!((event_id, &event), (n as i64 + 1, kind));
    }
    let mut resumed = SseReader::open_path(&app, "/api/v1/me/stream", &players[0], Some(1)).await;
    assert_eq!(resumed.next_event().await.0, 2);
    assert_problem(
        app.client
            .get(app.url("/api/v1/me/stream"))
            .bearer_auth(&players[0].token)
            .header("Last-Event-ID", "yesterday")
            .send()
            .await
            .unwrap(),
        400,
        "invalid_last_event_id",
    )
    .await;
    // The largest id there can be: a stream from after it hears nothing, and breaks nothing.
    let mut beyond =
        SseReader::open_path(&app, "/api/v1/me/stream", &players[0], Some(i64::MAX)).await;
    invite(&app, &players[1], &players[0], 2).await;
    let frame = beyond.next_frame().await;
    assert!(
        frame.id.is_none(),
        "nothing follows the largest id: {frame:?}"
    );
    let mut after_it = SseReader::open_path(&app, "/api/v1/me/stream", &players[0], Some(2)).await;
    assert_eq!(after_it.next_event().await.0, 3);
    assert_eq!(after_it.next_event().await.0, 4);
    assert!(beyond.next_frame().await.id.is_none(), "still open");
    assert_problem(
        app.client
            .get(app.url("/api/v1/me/stream?after=-1"))
            .bearer_auth(&players[0].token)
            .send()
            .await
            .unwrap(),
        400,
        "invalid_query",
    )
    .await;
}

/// Two instances on one database: a move on one reaches the personal stream open on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_personal_streams_hear_moves_on_other_instances() {
    let first = spawn_app(Backend::Postgres).await;
    let config = shoreline::config::Config::for_database(&first.database_url);
    let second = spawn_app_with(&first.database_url, config).await;
    let players = first.players("x", 2).await;
    let game = first.start_game("air-land-sea", &players, json!({})).await;
    let id = game["id"].as_str().unwrap();
    let next = 1 - game["to_act"][0].as_u64().unwrap() as usize;
    let mut stream = SseReader::open_path(&second, "/api/v1/me/stream", &players[next], None).await;
    move_once(&first, id, &players).await;
    // Not kept, so the other instance derives it from the games when it hears of the move.
    let (kind, item) = stream.next_live_event().await;
    assert_eq!(kind, "your_move");
    assert_eq!(item["version"], 1);
    assert_eq!(item["game_id"], id);
}
