//! Bot strength and speed: whole games between a stronger and a weaker player, per game.
//!
//! `cargo bench --bench bots -- [--game ID] [--pairing NAME] [--games N] [--first N]
//! [--players N] [--threads N]`
//!
//! Pairings: `random-easy`, `easy-medium`, `medium-hard`, and each level against the game's
//! baseline player (`baseline-easy`, `baseline-medium`, `baseline-hard`; see `baselines`), and
//! `random-baseline` to see a baseline is no random player. The player named second is the one
//! whose share is reported. In a
//! 2-player game the stronger player takes each seat in turn; with 3 or 4 players one stronger
//! bot sits among weaker ones, moving round the table. Prints the stronger side's win rate
//! (draws count half) with its 95% Wilson interval, the fair share it is measured against, and
//! every level's move time p50/p99. Game `n` is seeded by `n` alone, so `--threads N` (default 1)
//! plays the same games, N at once, to the same results; only the move times then depend on
//! what else the cores are doing (with N at most the number of idle cores, they are one core's).
//! `--first N` starts at game N (default 0): tune a bot on games the reported tables (0 to 199)
//! do not play, so that a change is not judged on the games it was fitted to.

mod baselines;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;
use shoreline::engine::dynamic::{DynGameType, DynState};
use shoreline::engine::{BotLevel, GameRng, Registry, Seat, Seed};

/// A player: a uniformly random legal mover, the game's baseline player, or a bot.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Random,
    Baseline,
    Bot(BotLevel),
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Baseline => "baseline",
            Player::Bot(BotLevel::Easy) => "easy",
            Player::Bot(BotLevel::Medium) => "medium",
            Player::Bot(BotLevel::Hard) => "hard",
        }
    }
}

const PAIRINGS: [(&str, Player, Player); 7] = [
    ("random-easy", Player::Random, Player::Bot(BotLevel::Easy)),
    (
        "easy-medium",
        Player::Bot(BotLevel::Easy),
        Player::Bot(BotLevel::Medium),
    ),
    (
        "medium-hard",
        Player::Bot(BotLevel::Medium),
        Player::Bot(BotLevel::Hard),
    ),
    ("random-baseline", Player::Random, Player::Baseline),
    (
        "baseline-easy",
        Player::Baseline,
        Player::Bot(BotLevel::Easy),
    ),
    (
        "baseline-medium",
        Player::Baseline,
        Player::Bot(BotLevel::Medium),
    ),
    (
        "baseline-hard",
        Player::Baseline,
        Player::Bot(BotLevel::Hard),
    ),
];

/// Games longer than this are stopped and scored as draws (Landfall can stall).
const MAX_ACTIONS: usize = 3_000;

struct Args {
    game: Option<String>,
    pairing: Option<String>,
    games: u64,
    first: u64,
    players: Option<usize>,
    threads: u64,
}

fn parse_args() -> Args {
    let mut args = Args {
        game: None,
        pairing: None,
        games: 200,
        first: 0,
        players: None,
        threads: 1,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--game" => args.game = it.next(),
            "--pairing" => args.pairing = it.next(),
            "--games" => args.games = it.next().and_then(|n| n.parse().ok()).unwrap_or(200),
            "--first" => args.first = it.next().and_then(|n| n.parse().ok()).unwrap_or(0),
            "--players" => args.players = it.next().and_then(|n| n.parse().ok()),
            "--threads" => {
                args.threads = it.next().and_then(|n| n.parse().ok()).unwrap_or(1).max(1)
            }
            // cargo bench passes `--bench`; anything else unknown is ignored too.
            _ => {}
        }
    }
    args
}

/// Move times by player name.
#[derive(Default)]
struct Timings(Vec<(&'static str, Vec<Duration>)>);

impl Timings {
    fn merge(&mut self, other: Timings) {
        for (name, times) in other.0 {
            match self.0.iter_mut().find(|(n, _)| *n == name) {
                Some((_, mine)) => mine.extend(times),
                None => self.0.push((name, times)),
            }
        }
    }

    fn record(&mut self, player: Player, took: Duration) {
        let name = player.name();
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some((_, times)) => times.push(took),
            None => self.0.push((name, vec![took])),
        }
    }
}

/// Play one game; returns the share of the win that went to `strong`'s side, and whether the
/// game finished.
fn play(
    game_type: &dyn DynGameType,
    players: &[Player],
    strong: Seat,
    seed: Seed,
    timings: &mut Timings,
) -> (f64, bool) {
    let mut state: Box<dyn DynState> = game_type
        .start(players.len(), seed, &Value::Null)
        .expect("default options are valid");
    let mut rng = GameRng::derive(seed, 0xBE7C);
    for _ in 0..MAX_ACTIONS {
        let to_act = state.to_act();
        let Some(&seat) = rng.choose(&to_act) else {
            break;
        };
        let player = players[seat.index()];
        let action = match player {
            Player::Random => {
                let legal = state.legal_actions(seat);
                legal[rng.below(legal.len())].clone()
            }
            Player::Baseline => {
                let started = Instant::now();
                let action = baselines::act(state.as_ref(), seat, &mut rng);
                timings.record(player, started.elapsed());
                action
            }
            Player::Bot(level) => {
                let started = Instant::now();
                let action = state.bot_action(seat, level, Seed(rng.next_u64()));
                timings.record(player, started.elapsed());
                action
            }
        };
        state = state
            .apply(seat, &action)
            .expect("players choose legal actions");
    }
    let Some(outcome) = state.outcome() else {
        return (1.0 / state.sides().len() as f64, false);
    };
    (outcome_share(&outcome, &state.sides(), strong), true)
}

/// `strong`'s side's share of the win: 1 alone, split evenly among the winning sides, an even
/// share of a draw, 0 in a loss.
fn outcome_share(outcome: &shoreline::engine::Outcome, sides: &[Vec<Seat>], strong: Seat) -> f64 {
    if outcome.winners.is_empty() {
        return 1.0 / sides.len() as f64;
    }
    let winning_sides = sides
        .iter()
        .filter(|side| side.iter().any(|s| outcome.winners.contains(s)))
        .count();
    let strong_side_won = sides
        .iter()
        .any(|side| side.contains(&strong) && side.iter().any(|s| outcome.winners.contains(s)));
    if strong_side_won {
        1.0 / winning_sides as f64
    } else {
        0.0
    }
}

/// Wilson score interval at 95% for `p` over `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    (centre - half, centre + half)
}

fn percentile(times: &mut [Duration], q: f64) -> Duration {
    times.sort_unstable();
    let i = ((times.len() as f64 - 1.0) * q).round() as usize;
    times[i]
}

/// Plays the games numbered `games` (game `n` seeded by `n`, the stronger player at seat
/// `n % players`); returns the stronger side's score, the games left unfinished, and the move
/// times. `played` counts games done across threads, for the progress lines.
fn play_games(
    game_type: &dyn DynGameType,
    players: usize,
    pairing: &(&str, Player, Player),
    games: impl Iterator<Item = u64>,
    played: &AtomicU64,
) -> (f64, u32, Timings) {
    let (name, weak, strong) = *pairing;
    let mut timings = Timings::default();
    let (mut score, mut unfinished) = (0.0, 0);
    for n in games {
        let strong_seat = (n as usize) % players;
        let mut table = vec![weak; players];
        table[strong_seat] = strong;
        let (share, finished) = play(
            game_type,
            &table,
            Seat::from(strong_seat),
            Seed(0x05EE_DB07 + n),
            &mut timings,
        );
        score += share;
        unfinished += u32::from(!finished);
        let done = played.fetch_add(1, Ordering::Relaxed) + 1;
        if done.is_multiple_of(25) {
            eprintln!("  {name}: {done} games");
        }
    }
    (score, unfinished, timings)
}

fn run(
    game_type: &dyn DynGameType,
    players: usize,
    pairing: &(&str, Player, Player),
    first: u64,
    games: u64,
    threads: u64,
) {
    let (name, _, strong) = *pairing;
    let sides = game_type
        .start(players, Seed(0), &Value::Null)
        .expect("default options are valid")
        .sides()
        .len();
    let played = AtomicU64::new(0);
    // Thread `t` plays games first + t, first + t + threads, ...: each game is the same
    // whoever plays it.
    let outcomes: Vec<(f64, u32, Timings)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let games = (first + t..first + games).step_by(threads as usize);
                let played = &played;
                scope.spawn(move || play_games(game_type, players, pairing, games, played))
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a game panicked"))
            .collect()
    });
    let mut timings = Timings::default();
    let (mut score, mut unfinished) = (0.0, 0);
    for (share, unfinished_here, times) in outcomes {
        score += share;
        unfinished += unfinished_here;
        timings.merge(times);
    }
    let n = games as f64;
    let p = score / n;
    let (lo, hi) = wilson(p, n);
    let fair = 1.0 / sides as f64;
    println!(
        "{} {players}p {name}: {} wins {:.1}% [{:.1}, {:.1}] over {games} games \
         (fair share {:.1}%, {:.2}x; unfinished {unfinished}){}",
        game_type.info().id,
        strong.name(),
        100.0 * p,
        100.0 * lo,
        100.0 * hi,
        100.0 * fair,
        p / fair,
        if first > 0 {
            format!(" from game {first}")
        } else {
            String::new()
        },
    );
    for (level, times) in &mut timings.0 {
        let count = times.len();
        let p50 = percentile(times, 0.5);
        let p99 = percentile(times, 0.99);
        println!(
            "    {level:>6} move time p50 {:>8.2} ms  p99 {:>8.2} ms  ({count} moves)",
            p50.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3
        );
    }
}

fn main() {
    let args = parse_args();
    let registry = Registry::builtin();
    for game_type in registry.game_types() {
        let info = game_type.info();
        if args.game.as_deref().is_some_and(|g| g != info.id) {
            continue;
        }
        let counts: Vec<usize> = match args.players {
            Some(n) => vec![n],
            None => (info.min_players..=info.max_players).collect(),
        };
        for players in counts {
            for pairing in PAIRINGS
                .iter()
                .filter(|p| args.pairing.as_deref().is_none_or(|name| name == p.0))
            {
                run(
                    game_type.as_ref(),
                    players,
                    pairing,
                    args.first,
                    args.games,
                    args.threads,
                );
            }
        }
    }
}
