//! Leaving, cancelling, invitations, match history and ratings.

use serde_json::{Value, json};

use crate::helpers::{Backend, Player, TestApp, assert_problem, spawn_app};
use crate::on_both_backends;

on_both_backends!(
    leaving_and_cancelling_open_games,
    invitations_can_be_accepted_or_declined,
    lobby_filters_by_seat_count,
    history_lists_games_newest_first_with_filters,
    ratings_move_when_games_end,
    open_games_show_no_seat_its_secrets,
);

async fn create(app: &TestApp, player: &Player, game_type: &str, players: usize) -> String {
    let game = app
        .create_game(player, json!({"game_type": game_type, "players": players}))
        .await;
    game["id"].as_str().unwrap().to_owned()
}

async fn leaving_and_cancelling_open_games(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c] = <[_; 3]>::try_from(app.players("p", 3).await).ok().unwrap();
    let id = create(&app, &a, "lost-seas", 3).await;
    let path = |what: &str| format!("/api/v1/games/{id}/{what}");
    assert_eq!(
        app.post(&path("join"), Some(&b.token), &json!({}))
            .await
            .status(),
        200
    );
    // b leaves; the seat is free again and c can take it.
    assert_eq!(
        app.post(&path("leave"), Some(&b.token), &json!({}))
            .await
            .status(),
        204
    );
    assert_problem(
        app.post(&path("leave"), Some(&b.token), &json!({})).await,
        409,
        "not_seated",
    )
    .await;
    assert_problem(
        app.post(&path("leave"), Some(&a.token), &json!({})).await,
        409,
        "creator_must_cancel",
    )
    .await;
    let joined: Value = app
        .post(&path("join"), Some(&c.token), &json!({"seat": 1}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(joined["seats"].as_array().unwrap().len(), 2);
    // Only the creator cancels.
    assert_problem(
        app.post(&path("cancel"), Some(&c.token), &json!({})).await,
        403,
        "forbidden",
    )
    .await;
    let cancelled: Value = app
        .post(&path("cancel"), Some(&a.token), &json!({}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(cancelled["status"], "cancelled");
    assert_problem(
        app.post(&path("join"), Some(&b.token), &json!({})).await,
        409,
        "game_not_open",
    )
    .await;
    assert_problem(
        app.post(&path("cancel"), Some(&a.token), &json!({})).await,
        409,
        "game_not_open",
    )
    .await;
    let open: Value = app
        .get("/api/v1/games", Some(&a.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        open["items"],
        json!([]),
        "a cancelled game leaves the lobby"
    );
    // A started game can be neither left nor cancelled.
    let started = app
        .start_game("air-land-sea", &[a.clone(), b.clone()], json!({}))
        .await;
    let sid = started["id"].as_str().unwrap();
    assert_problem(
        app.post(
            &format!("/api/v1/games/{sid}/leave"),
            Some(&b.token),
            &json!({}),
        )
        .await,
        409,
        "game_not_open",
    )
    .await;
    assert_problem(
        app.post(
            &format!("/api/v1/games/{sid}/cancel"),
            Some(&a.token),
            &json!({}),
        )
        .await,
        409,
        "game_not_open",
    )
    .await;
}

async fn invitations_can_be_accepted_or_declined(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c, d] = <[_; 4]>::try_from(app.players("p", 4).await).ok().unwrap();
    let id = create(&app, &a, "lost-seas", 3).await;
    let invite = |from: &Player, username: &str| {
        let app = &app;
        let token = from.token.clone();
        let path = format!("/api/v1/games/{id}/invitations");
        let body = json!({"username": username});
        async move { app.post(&path, Some(&token), &body).await }
    };
    let sent = invite(&a, "p-1").await;
    assert_eq!(sent.status(), 201);
    let sent: Value = sent.json().await.unwrap();
    assert_eq!(sent["inviter"], "p-0");
    assert_eq!(sent["status"], "pending");
    // It says what it invites to, so a client can name the game without reading it.
    assert_eq!(sent["game_type"], "lost-seas");
    assert_eq!(sent["players"], 3);
    assert_problem(invite(&a, "p-1").await, 409, "already_invited").await;
    assert_problem(invite(&a, "nobody-here").await, 400, "unknown_user").await;
    assert_problem(invite(&a, "p-0").await, 400, "cannot_invite_yourself").await;
    assert_problem(invite(&d, "p-2").await, 403, "forbidden").await;
    assert_eq!(invite(&a, "p-2").await.status(), 201);

    // The invitees see their invitations; nobody else does.
    let mine: Value = app
        .get("/api/v1/me/invitations", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(mine.as_array().unwrap().len(), 1);
    assert_eq!(mine[0]["game_id"], json!(id));
    assert_eq!(mine[0]["game_type"], "lost-seas");
    assert_eq!(mine[0]["players"], 3);
    let theirs: Value = app
        .get("/api/v1/me/invitations", Some(&d.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(theirs, json!([]));
    let b_invitation = mine[0]["id"].as_str().unwrap().to_owned();
    assert_problem(
        app.post(
            &format!("/api/v1/invitations/{b_invitation}/accept"),
            Some(&d.token),
            &json!({}),
        )
        .await,
        404,
        "not_found",
    )
    .await;

    // b accepts (takes a seat), c declines.
    let accepted = app
        .post(
            &format!("/api/v1/invitations/{b_invitation}/accept"),
            Some(&b.token),
            &json!({}),
        )
        .await;
    assert_eq!(accepted.status(), 200);
    let accepted: Value = accepted.json().await.unwrap();
    assert_eq!(accepted["your_seat"], 1);
    assert_problem(
        app.post(
            &format!("/api/v1/invitations/{b_invitation}/accept"),
            Some(&b.token),
            &json!({}),
        )
        .await,
        409,
        "invitation_answered",
    )
    .await;
    let c_invitation: Value = app
        .get("/api/v1/me/invitations", Some(&c.token))
        .await
        .json()
        .await
        .unwrap();
    let c_id = c_invitation[0]["id"].as_str().unwrap();
    let declined: Value = app
        .post(
            &format!("/api/v1/invitations/{c_id}/decline"),
            Some(&c.token),
            &json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(declined["status"], "declined");
    let after: Value = app
        .get("/api/v1/me/invitations", Some(&c.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(after, json!([]));
    let game = app.game(&id, &a).await;
    assert_eq!(game["seats"].as_array().unwrap().len(), 2);
}

async fn lobby_filters_by_seat_count(backend: Backend) {
    let app = spawn_app(backend).await;
    let a = app.new_player("ada").await;
    let two = create(&app, &a, "lost-seas", 2).await;
    let four = create(&app, &a, "lost-seas", 4).await;
    let page: Value = app
        .get(
            "/api/v1/games?game_type=lost-seas&players=4",
            Some(&a.token),
        )
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<&str> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [four.as_str()]);
    let page: Value = app
        .get("/api/v1/games?players=2", Some(&a.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(page["items"][0]["id"], json!(two));
}

/// Plays `game_type` between `players` until seat `loser` resigns at once; returns the id.
pub async fn resigned_game(
    app: &TestApp,
    game_type: &str,
    players: &[Player],
    loser: usize,
) -> String {
    let game = app.start_game(game_type, players, json!({})).await;
    let id = game["id"].as_str().unwrap().to_owned();
    let resigned = app
        .post(
            &format!("/api/v1/games/{id}/resign"),
            Some(&players[loser].token),
            &json!({}),
        )
        .await;
    assert_eq!(resigned.status(), 200);
    id
}

async fn history_lists_games_newest_first_with_filters(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("h", 3).await;
    let (a, b) = (&players[0], &players[1]);
    let first = resigned_game(&app, "air-land-sea", &[a.clone(), b.clone()], 1).await;
    let second = resigned_game(&app, "lost-seas", &[a.clone(), b.clone()], 0).await;
    let running = app
        .start_game("lost-seas", &[a.clone(), players[2].clone()], json!({}))
        .await;
    let running = running["id"].as_str().unwrap().to_owned();

    let page: Value = app
        .get("/api/v1/users/h-0/games", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<&str> = page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["game"]["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [running.as_str(), second.as_str(), first.as_str()],
        "newest first"
    );
    let als = &page["items"][2];
    assert_eq!(als["result"], "win");
    assert_eq!(als["seat"], 0);
    let opponents = als["opponents"].as_array().unwrap();
    assert_eq!(opponents.len(), 1);
    assert_eq!(opponents[0]["seat"], 1);
    assert_eq!(opponents[0]["username"], "h-1");
    assert!(
        opponents[0]["rating_change"].as_f64().unwrap() < 0.0,
        "the loser's rating fell: {}",
        opponents[0]
    );
    assert_eq!(als["outcome"]["reason"], "resigned");
    assert!(als["ended_at"].is_string());
    assert_eq!(page["items"][1]["result"], "loss");
    assert!(page["items"][0]["result"].is_null());

    let wins: Value = app
        .get("/api/v1/users/h-0/games?result=win", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(wins["items"].as_array().unwrap().len(), 1);
    assert_eq!(wins["items"][0]["game"]["id"], json!(first));
    let lost_seas: Value = app
        .get(
            "/api/v1/users/h-0/games?game_type=lost-seas&status=finished",
            Some(&b.token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(lost_seas["items"].as_array().unwrap().len(), 1);
    // Paging: one at a time reaches all three.
    let mut cursor = String::new();
    let mut seen = 0;
    loop {
        let page: Value = app
            .get(
                &format!("/api/v1/users/h-0/games?limit=1{cursor}"),
                Some(&b.token),
            )
            .await
            .json()
            .await
            .unwrap();
        seen += page["items"].as_array().unwrap().len();
        match page["next_cursor"].as_str() {
            Some(c) => cursor = format!("&cursor={c}"),
            None => break,
        }
    }
    assert_eq!(seen, 3);
    // My games waiting for my move: Lost Seas setup waits for both players.
    let waiting: Value = app
        .get("/api/v1/me/games?awaiting_move=true", Some(&a.token))
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<&str> = waiting["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["game"]["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [running.as_str()]);
    assert_eq!(waiting["items"][0]["your_move"], true);
    let b_waiting: Value = app
        .get("/api/v1/me/games?awaiting_move=true", Some(&b.token))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(b_waiting["items"], json!([]));
    assert_problem(
        app.get("/api/v1/users/h-0/games?result=great", Some(&b.token))
            .await,
        400,
        "invalid_result",
    )
    .await;
    assert_problem(
        app.get("/api/v1/users/nobody/games", Some(&b.token)).await,
        404,
        "not_found",
    )
    .await;
}

async fn ratings_move_when_games_end(backend: Backend) {
    let app = spawn_app(backend).await;
    let players = app.players("r", 4).await;
    let profile = |name: &str| {
        let app = &app;
        let token = players[0].token.clone();
        let path = format!("/api/v1/users/{name}");
        async move {
            app.get(&path, Some(&token))
                .await
                .json::<Value>()
                .await
                .unwrap()
        }
    };
    assert_eq!(profile("r-1").await["ratings"], json!([]));
    let first = resigned_game(&app, "air-land-sea", &players[..2], 1).await;
    let winner = profile("r-0").await;
    let loser = profile("r-1").await;
    assert_eq!(winner["ratings"][0]["game_type"], "air-land-sea");
    // Glicko-2, two newcomers (1500, deviation 350): worked by hand from Glickman's steps, the
    // winner goes to 1662.3 with deviation 290.3, the loser as far down; both still provisional.
    let (won, lost) = (&winner["ratings"][0], &loser["ratings"][0]);
    let gain = won["rating"].as_f64().unwrap() - 1500.0;
    assert!((gain - 162.3).abs() <= 0.2, "{won}");
    assert_eq!(lost["rating"].as_f64().unwrap(), 1500.0 - gain, "{lost}");
    assert!(
        (won["deviation"].as_f64().unwrap() - 290.3).abs() <= 0.2,
        "{won}"
    );
    assert_eq!(won["provisional"], true);
    assert_eq!(won["wins"], 1);
    assert_eq!(lost["losses"], 1);
    let (one_win, one_loss) = (won["rating"].clone(), lost["rating"].clone());
    // The finished game says how it moved each rating, for its end screen.
    let ended = app.game(&first, &players[0]).await;
    for seat in ended["seats"].as_array().unwrap() {
        let now = if seat["username"] == "r-0" {
            &one_win
        } else {
            &one_loss
        };
        let change = now.as_f64().unwrap() - 1500.0;
        assert!(
            (seat["rating_change"].as_f64().unwrap() - change).abs() < 0.11,
            "{seat}"
        );
    }
    // An unrated game (against a computer) says nothing of ratings.
    let solo = app
        .create_game(
            &players[0],
            json!({"game_type": "lost-seas", "players": 2, "bots": [{"seat": 1, "level": "easy"}]}),
        )
        .await;
    let solo = solo["id"].as_str().unwrap();
    let resigned = app
        .post(
            &format!("/api/v1/games/{solo}/resign"),
            Some(&players[0].token),
            &json!({}),
        )
        .await;
    assert_eq!(resigned.status(), 200);
    let solo = app.game(solo, &players[0]).await;
    assert!(solo["seats"][0].get("rating_change").is_none(), "{solo}");
    // 4-player Land vs Sea is played in teams (drawn from the seed): seat 1 resigning loses for
    // seat 1 and its team mate.
    let id = resigned_game(&app, "land-vs-sea", &players, 1).await;
    let game = app.game(&id, &players[0]).await;
    let standings = game["result"]["standings"].as_array().unwrap();
    let team_of = |seat: u64| {
        standings
            .iter()
            .find(|s| s["seats"].as_array().unwrap().contains(&json!(seat)))
            .unwrap()["seats"]
            .clone()
    };
    let winners = team_of(if team_of(1) == team_of(0) { 2 } else { 0 });
    assert_eq!(winners.as_array().unwrap().len(), 2);
    assert!(!winners.as_array().unwrap().contains(&json!(1)));
    assert_eq!(game["result"]["winners"], winners);
    for seat in 0..4u64 {
        let name = format!("r-{seat}");
        // Each result against the two opponents weighs a half: as one 2-player game.
        let rating = if winners.as_array().unwrap().contains(&json!(seat)) {
            one_win.clone()
        } else {
            one_loss.clone()
        };
        let ratings = profile(&name).await["ratings"].clone();
        let lvs = ratings
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["game_type"] == "land-vs-sea")
            .unwrap();
        assert_eq!(lvs["rating"], rating, "{name}");
        assert_eq!(lvs["games"], 1);
    }
}

/// Before a game starts, anyone could join, look, leave and join another seat: so nobody sees a
/// seat's secrets until the seats are settled.
async fn open_games_show_no_seat_its_secrets(backend: Backend) {
    let app = spawn_app(backend).await;
    let [a, b, c] = <[_; 3]>::try_from(app.players("o", 3).await).ok().unwrap();
    // Lost Seas deals each seat its Expeditions at creation: a secret hand per seat.
    let id = create(&app, &a, "lost-seas", 3).await;
    let joined: Value = app
        .post(
            &format!("/api/v1/games/{id}/join"),
            Some(&b.token),
            &json!({}),
        )
        .await
        .json()
        .await
        .unwrap();
    for game in [joined, app.game(&id, &a).await] {
        assert_eq!(game["status"], "open");
        assert!(
            game["view"].is_null(),
            "nothing is shown before the start: {}",
            game["view"]
        );
    }
    // Once every seat is taken, each seat sees its own hand and only its own.
    app.post(
        &format!("/api/v1/games/{id}/join"),
        Some(&c.token),
        &json!({}),
    )
    .await;
    let started = app.game(&id, &a).await;
    assert_eq!(started["status"], "active");
    for map in started["view"]["maps"].as_array().unwrap() {
        assert_eq!(map["hand"].is_null(), map["seat"] != 0, "{map}");
    }
}
