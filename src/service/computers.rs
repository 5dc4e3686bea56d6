//! Computer players: the server moves for them.
//!
//! After any event that leaves a computer seat to act, the instance that wrote it thinks for
//! that seat and appends the move through the same guarded path as a person's move, at
//! `version + 1`: if two instances think for the same seat at once, the log's `(game, seq)` key
//! records exactly one of them. A sweep on every instance picks up games whose computer player
//! has been due for a while (the instance that should have moved died mid-thought).
//!
//! Thinking happens on the blocking pool, at most [`ComputerPlayers::thinkers`] decisions at a
//! time, so searches never hold up request handling beyond that share of the CPU. The decision
//! itself only ever sees the seat's view (see [`crate::engine::bot`]).

use crate::domain::GameStatus;
use std::time::Duration;

use tokio::sync::Semaphore;
use uuid::Uuid;

use crate::engine::matches::{LogEntry, Match};
use crate::engine::{BotLevel, Seat, Seed};
use crate::store::now;

use super::AppState;
use super::append::{Appended, append};
use super::error::{Fault, MoveError};
use super::replay::{LoadedGame, load_game};

/// How many decisions one game may take in a row before the mover yields: a game where only
/// computers are left to act (every person resigned in a team game, say) still ends, one wave at
/// a time, without one task holding a worker forever.
const MOVES_PER_WAVE: usize = 64;
/// How often a lost race for the next seq is retried against a fresh read.
const LOST_RACES: usize = 8;

/// Thinking capacity shared by every game on this instance.
pub struct ComputerPlayers {
    thinkers: Semaphore,
}

impl ComputerPlayers {
    /// `thinkers`: decisions computed at once (each takes one core while it runs).
    pub fn new(thinkers: usize) -> Self {
        ComputerPlayers {
            thinkers: Semaphore::new(thinkers.max(1)),
        }
    }
}

/// Moves the computer players due in `game_id` in the background.
pub fn wake(state: &AppState, game_id: Uuid) {
    let state = state.clone();
    tokio::spawn(async move { play_and_log(&state, game_id).await });
}

/// Wakes the computer players of `game` if one of them is to act now.
pub fn wake_if_due(state: &AppState, game: &LoadedGame) {
    if computer_to_act(game).is_some() {
        wake(state, game.record.id);
    }
}

/// [`play_computer_turns`] in the background, where a failure can only be logged.
async fn play_and_log(state: &AppState, game_id: Uuid) {
    if let Err(error) = play_computer_turns(state, game_id).await {
        tracing::warn!(%game_id, %error, "a computer player could not move");
    }
}

/// Plays every computer seat that is to act in `game_id`, until a person is to act, the game
/// ends, or [`MOVES_PER_WAVE`] moves were made (the rest then waits for the sweep).
pub async fn play_computer_turns(state: &AppState, game_id: Uuid) -> Result<(), MoveError> {
    let mut moves = 0;
    let mut lost = 0;
    while moves < MOVES_PER_WAVE && lost < LOST_RACES {
        let Some(game) = load_game(state, game_id).await? else {
            return Ok(());
        };
        let Some((seat, level)) = computer_to_act(&game) else {
            return Ok(());
        };
        let seed = decision_seed(&game, seat);
        let Some(action) = think(state, game.current.clone(), seat, level, seed).await? else {
            return Ok(());
        };
        let entry = LogEntry::Action { seat, action };
        match append(state, game, entry, None).await? {
            Appended::Done(_) => moves += 1,
            // Another instance moved this seat, or a person moved in between: look again.
            Appended::Lost { .. } => lost += 1,
        }
    }
    Ok(())
}

/// The computer seat to move now in a running game: the lowest one, when several may act.
fn computer_to_act(game: &LoadedGame) -> Option<(Seat, BotLevel)> {
    if game.record.status != GameStatus::Active || game.current.is_finished() {
        return None;
    }
    let to_act = game.current.to_act();
    game.record
        .seats
        .iter()
        .filter(|seat| to_act.contains(&seat.seat))
        .find_map(|seat| Some((seat.seat, seat.computer?)))
}

/// A decision's seed: fixed by the game, the version and the seat, so every instance that thinks
/// for the same turn reaches the same move, and a game's bot moves can be reproduced from its
/// seed. Derived one way ([`Seed::one_way`]): the search holds this seed, and nothing it holds
/// may lead back to the game's seed and so to the real hidden cards.
fn decision_seed(game: &LoadedGame, seat: Seat) -> Seed {
    decision_seed_of(Seed(game.record.seed), game.version() as u64, seat)
}

fn decision_seed_of(game_seed: Seed, version: u64, seat: Seat) -> Seed {
    game_seed.one_way("computer player decision", &[version, u64::from(seat.0)])
}

/// Computes `seat`'s move off the async workers, waiting for a free thinker first.
async fn think(
    state: &AppState,
    current: Match,
    seat: Seat,
    level: BotLevel,
    seed: Seed,
) -> Result<Option<serde_json::Value>, Fault> {
    let _thinker = state
        .computers
        .thinkers
        .acquire()
        .await
        .expect("the semaphore is never closed");
    let started = std::time::Instant::now();
    let decision = tokio::task::spawn_blocking(move || current.bot_action(seat, level, seed))
        .await
        .map_err(|e| Fault::Bug(anyhow::anyhow!("a computer player's search failed: {e}")))?;
    state.metrics.computer_decided(started.elapsed());
    Ok(decision)
}

/// Runs forever: every `interval`, moves the computer players of games where one has been due
/// for longer than `overdue_after` (the instance that should have moved it stopped).
pub async fn sweep_computer_turns(state: AppState, interval: Duration, overdue_after: Duration) {
    let mut ticker = tokio::time::interval(interval);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let cutoff = now() - chrono::Duration::from_std(overdue_after).unwrap_or_default();
        let due = match state.store.games_awaiting_computers(cutoff).await {
            Ok(ids) => ids,
            Err(error) => {
                tracing::warn!(%error, "computer player sweep failed");
                continue;
            }
        };
        for game_id in due {
            play_and_log(&state, game_id).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;

    /// The derivation decision seeds had before: a sub-stream of the game's own generator.
    fn invertible_decision_seed(game_seed: Seed, version: u64, seat: Seat) -> Seed {
        const COMPUTER_PLAYERS: u64 = 0x636F_6D70_7574_6572;
        let stream = COMPUTER_PLAYERS ^ version.rotate_left(8) ^ u64::from(seat.0);
        Seed(GameRng::derive(game_seed, stream).next_u64())
    }

    /// What a bot that wanted to cheat would do with its decision seed: run the invertible
    /// derivation backwards (xoshiro256**'s first output, SplitMix64's finalizer, the stream
    /// mix), step by step, to the game's seed.
    fn game_seed_behind(decision: Seed, version: u64, seat: Seat) -> Seed {
        const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;
        fn inverse(odd: u64) -> u64 {
            // Newton's iteration for the inverse modulo 2^64 of an odd number.
            let mut x = odd;
            for _ in 0..6 {
                x = x.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(x)));
            }
            x
        }
        fn undo_xorshift(z: u64, shift: u32) -> u64 {
            let mut x = z;
            for _ in 0..(64 / shift + 1) {
                x = z ^ (x >> shift);
            }
            x
        }
        let second_state = decision
            .0
            .wrapping_mul(inverse(9))
            .rotate_right(7)
            .wrapping_mul(inverse(5));
        let mut z = undo_xorshift(second_state, 31);
        z = z.wrapping_mul(inverse(0x94D0_49BB_1331_11EB));
        z = undo_xorshift(z, 27);
        z = z.wrapping_mul(inverse(0xBF58_476D_1CE4_E5B9));
        let mixed_seed = undo_xorshift(z, 30).wrapping_sub(GOLDEN.wrapping_mul(2));
        const COMPUTER_PLAYERS: u64 = 0x636F_6D70_7574_6572;
        let stream = COMPUTER_PLAYERS ^ version.rotate_left(8) ^ u64::from(seat.0);
        Seed(mixed_seed ^ stream.wrapping_mul(0xD605_BBB5_8C8A_BB4F).rotate_left(17))
    }

    #[test]
    fn a_decision_seed_does_not_lead_back_to_the_game_seed() {
        let mut seeds = GameRng::new(Seed(2026));
        for _ in 0..1000 {
            let game_seed = Seed(seeds.next_u64());
            let (version, seat) = (seeds.below(500) as u64, Seat(seeds.below(4) as u8));
            // The attack works on the old derivation, so its failure below means something.
            let old = invertible_decision_seed(game_seed, version, seat);
            assert_eq!(game_seed_behind(old, version, seat), game_seed);
            let decision = decision_seed_of(game_seed, version, seat);
            assert_ne!(game_seed_behind(decision, version, seat), game_seed);
            assert_ne!(decision, old);
        }
    }
}
