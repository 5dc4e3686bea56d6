//! The load: the shared games and players, and the clients that play or read them.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use reqwest::Method;
use serde_json::{Value, json};

use crate::args::Args;
use crate::client::Api;
use crate::phase::{Phase, Window};

/// What a player looks at in a game's answer (the view itself is skipped).
#[derive(Debug, serde::Deserialize)]
struct GameHead {
    status: String,
    to_act: Vec<usize>,
}

/// A legal-actions answer.
#[derive(serde::Deserialize)]
struct Legal {
    version: i64,
    actions: Vec<Value>,
}

/// A game being played: its id and the tokens of its seats, in seat order.
pub struct GameRef {
    pub id: String,
    pub tokens: Vec<Arc<str>>,
}

/// What every client shares: the API, the players and the games.
pub struct Ctx {
    api: Api,
    players: Vec<String>,
    game_type: String,
    /// Games created so far: picks the next game's players.
    created: AtomicUsize,
    /// Every game opened, for the read phase.
    pub all_games: Mutex<Vec<Arc<GameRef>>>,
    /// The games being played; a finished one is replaced by a new one.
    slots: Vec<tokio::sync::Mutex<Arc<GameRef>>>,
    /// The first few unexpected answers, for the report.
    errors: Mutex<Vec<String>>,
}

impl Ctx {
    /// Registers the players and opens `--games` games.
    pub async fn open(api: Api, args: &Args) -> Result<Ctx, String> {
        eprintln!(
            "registering {} players and opening {} games",
            args.players, args.games
        );
        // A few at a time: each costs the server a password hash, and it hashes a few at once.
        let players: Vec<String> = futures_util::stream::iter(0..args.players)
            .map(|i| {
                let api = &api;
                async move { api.new_player(&format!("bench-{i}")).await }
            })
            .buffered(4)
            .collect::<Vec<_>>()
            .await
            .into_iter()
            .collect::<Result<_, _>>()?;
        let mut ctx = Ctx {
            api,
            players,
            game_type: args.game_type.clone(),
            created: AtomicUsize::new(0),
            all_games: Mutex::new(Vec::new()),
            slots: Vec::new(),
            errors: Mutex::new(Vec::new()),
        };
        let mut slots = Vec::new();
        for slot in 0..args.games {
            slots.push(tokio::sync::Mutex::new(ctx.new_game(slot).await?));
        }
        ctx.slots = slots;
        Ok(ctx)
    }

    /// The game now being played in `slot` (finished games are replaced).
    pub async fn slot_game(&self, slot: usize) -> Arc<GameRef> {
        self.slots[slot].lock().await.clone()
    }

    pub fn slot_count(&self) -> usize {
        self.slots.len()
    }

    pub fn api(&self) -> &Api {
        &self.api
    }

    /// Every player's token.
    pub fn player_tokens(&self) -> &[String] {
        &self.players
    }

    pub fn first_errors(&self) -> Vec<String> {
        self.errors.lock().unwrap().clone()
    }

    fn note_error(&self, error: String) {
        let mut errors = self.errors.lock().unwrap();
        if errors.len() < 8 {
            errors.push(error);
        }
    }

    /// Opens a game for slot `slot` (its type by slot with `both`) and seats its players.
    async fn new_game(&self, slot: usize) -> Result<Arc<GameRef>, String> {
        let game_type = match self.game_type.as_str() {
            "both" if slot % 2 == 1 => "lost-seas",
            "both" => "air-land-sea",
            other => other,
        };
        let seats = if game_type == "lost-seas" { 4 } else { 2 };
        let n = self.created.fetch_add(1, Ordering::Relaxed);
        let tokens: Vec<Arc<str>> = (0..seats)
            .map(|i| Arc::from(self.players[(n * seats + i) % self.players.len()].as_str()))
            .collect();
        let created = self
            .api
            .expect(
                Method::POST,
                "/games",
                Some(&*tokens[0]),
                Some(&json!({"game_type": game_type, "players": seats})),
                201,
            )
            .await?;
        let id = created["id"]
            .as_str()
            .ok_or("a created game has an id")?
            .to_owned();
        for (seat, token) in tokens.iter().enumerate().skip(1) {
            self.api
                .expect(
                    Method::POST,
                    &format!("/games/{id}/join"),
                    Some(&**token),
                    Some(&json!({"seat": seat})),
                    200,
                )
                .await?;
        }
        let game = Arc::new(GameRef { id, tokens });
        self.all_games.lock().unwrap().push(game.clone());
        Ok(game)
    }
}

/// One client of the play phase: loops over its games (or shares one, with fewer games than
/// clients), acting as whichever seat is to act.
///
/// With `write_only`, a game is only read when the client has no answer to its own last post on
/// it (the first turn, a new game, or with fewer games than clients, always).
pub async fn play_client(
    ctx: &Ctx,
    client: usize,
    clients: usize,
    window: Window,
    write_only: bool,
) -> Phase {
    let games = ctx.slots.len();
    // Slot -> (game id, the game as its last post answered), for `write_only`.
    let mut known: HashMap<usize, (String, GameHead)> = Default::default();
    let mine: Vec<usize> = if games >= clients {
        (client..games).step_by(clients).collect()
    } else {
        vec![client % games]
    };
    let mut dice = Dice::new(client as u64 + 1);
    let mut out = Phase::default();
    let mut turn = 0;
    while Instant::now() < window.to {
        let slot = mine[turn % mine.len()];
        turn += 1;
        let game = ctx.slots[slot].lock().await.clone();
        let fail = |out: &mut Phase, error: String| {
            if window.contains(Instant::now()) {
                out.errors += 1;
            }
            ctx.note_error(error);
        };

        // 1. Read the game (or take it from the last post's answer).
        let cached = known.remove(&slot).filter(|(id, _)| *id == game.id);
        let head = if let Some((_, head)) = cached {
            head
        } else {
            let read = match ctx
                .api
                .call(
                    Method::GET,
                    &format!("/games/{}", game.id),
                    Some(&*game.tokens[0]),
                    None,
                )
                .await
            {
                Ok(reply) if reply.status == 200 => reply,
                Ok(reply) => {
                    fail(
                        &mut out,
                        format!("GET game: {} {}", reply.status, reply.text()),
                    );
                    continue;
                }
                Err(e) => {
                    fail(&mut out, e);
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            window.record(&mut out.reads, &read);
            let Ok(head) = read.parse::<GameHead>() else {
                fail(&mut out, format!("GET game: not a game: {}", read.text()));
                continue;
            };
            head
        };
        if head.status == "finished" {
            let mut current = ctx.slots[slot].lock().await;
            if current.id == game.id {
                match ctx.new_game(slot).await {
                    Ok(new) => {
                        *current = new;
                        if window.contains(Instant::now()) {
                            out.finished += 1;
                        }
                    }
                    Err(e) => fail(&mut out, format!("new game: {e}")),
                }
            }
            continue;
        }
        let to_act = &head.to_act;
        if to_act.is_empty() {
            fail(
                &mut out,
                format!("an active game with nobody to act: {head:?}"),
            );
            continue;
        }
        let seat = to_act[dice.below(to_act.len())];
        let token = &game.tokens[seat];

        // 2. What may that seat do?
        let legal = match ctx
            .api
            .call(
                Method::GET,
                &format!("/games/{}/legal-actions", game.id),
                Some(&**token),
                None,
            )
            .await
        {
            Ok(reply) if reply.status == 200 => reply,
            Ok(reply) => {
                fail(
                    &mut out,
                    format!("GET legal-actions: {} {}", reply.status, reply.text()),
                );
                continue;
            }
            Err(e) => {
                fail(&mut out, e);
                continue;
            }
        };
        window.record(&mut out.legal, &legal);
        let Ok(Legal { version, actions }) = legal.parse::<Legal>() else {
            fail(
                &mut out,
                format!("GET legal-actions: not legal actions: {}", legal.text()),
            );
            continue;
        };
        if actions.is_empty() {
            // Another client moved this shared game on in between.
            continue;
        }
        let action = &actions[dice.below(actions.len())];

        // 3. Post one of them.
        let body = json!({"action": action, "expected_version": version});
        match ctx
            .api
            .call(
                Method::POST,
                &format!("/games/{}/actions", game.id),
                Some(&**token),
                Some(&body),
            )
            .await
        {
            Ok(reply) if reply.status == 200 => {
                window.record(&mut out.posts, &reply);
                if write_only
                    && games >= clients
                    && let Ok(head) = reply.parse::<GameHead>()
                {
                    known.insert(slot, (game.id.clone(), head));
                }
            }
            Ok(reply) if reply.status == 409 => {
                if window.contains(reply.started) {
                    out.conflicts += 1;
                }
            }
            Ok(reply) => fail(
                &mut out,
                format!("POST action: {} {}", reply.status, reply.text()),
            ),
            Err(e) => fail(&mut out, e),
        }
    }
    out
}

/// One client of the read phase: reads random games, as a random seat of each.
pub async fn read_client(ctx: &Ctx, pool: &[Arc<GameRef>], client: usize, window: Window) -> Phase {
    let mut dice = Dice::new(1000 + client as u64);
    let mut out = Phase::default();
    while Instant::now() < window.to {
        let game = &pool[dice.below(pool.len())];
        let token = &game.tokens[dice.below(game.tokens.len())];
        match ctx
            .api
            .call(
                Method::GET,
                &format!("/games/{}", game.id),
                Some(&**token),
                None,
            )
            .await
        {
            Ok(reply) if reply.status == 200 => window.record(&mut out.reads, &reply),
            Ok(reply) => {
                if window.contains(reply.started) {
                    out.errors += 1;
                }
                ctx.note_error(format!("GET game: {} {}", reply.status, reply.text()));
            }
            Err(e) => {
                out.errors += 1;
                ctx.note_error(e);
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }
    out
}

/// A tiny deterministic generator, so a run's choices are reproducible per client.
struct Dice(u64);

impl Dice {
    fn new(seed: u64) -> Self {
        Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
