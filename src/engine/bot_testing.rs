//! Checks every game's bots must pass, shared by the games' bot tests.

use serde_json::Value;

use super::bot::{Bot, BotLevel};
use super::conformance::random_playout;
use super::dynamic::DynState;
use super::{Game, GameRng, Seat, Seed, Setup};

/// Positions reached by random legal prefixes of `lengths` actions from `setup_for(seed)`, one per
/// seed and length, keeping only those where someone is to act.
pub fn random_positions<G: Game>(
    seeds: u64,
    lengths: &[usize],
    mut setup_for: impl FnMut(Seed) -> Setup<G::Options>,
) -> Vec<G> {
    let mut positions = Vec::new();
    for n in 0..seeds {
        for &length in lengths {
            let seed = Seed(0xB0_7000 + n);
            let mut rng = GameRng::derive(seed, length as u64);
            let playout = random_playout::<G>(setup_for(seed), &mut rng, length);
            if !Game::to_act(&playout.state).is_empty() {
                positions.push(playout.state);
            }
        }
    }
    positions
}

/// For every position and level: the bot of the first seat to act picks one of that seat's legal
/// actions, and picks the same one again from the same seed.
pub fn assert_legal_and_reproducible<G: Bot>(positions: &[G], levels: &[BotLevel]) {
    assert!(!positions.is_empty(), "no position to test");
    for (i, state) in positions.iter().enumerate() {
        let seat = Game::to_act(state)[0];
        let legal = DynState::legal_actions(state, seat);
        for &level in levels {
            let seed = Seed(i as u64);
            let action = state.bot_action(seat, level, seed);
            assert!(
                legal.contains(&action),
                "{level:?} bot chose {action} at position {i}, not among {} legal actions",
                legal.len()
            );
            assert_eq!(
                state.bot_action(seat, level, seed),
                action,
                "{level:?} bot is not reproducible at position {i}"
            );
        }
    }
}

/// Both states show `seat` the same view, and its bot decides the same from the same seed.
pub fn assert_same_decision<G: Bot>(a: &G, b: &G, seat: Seat, level: BotLevel, seed: Seed)
where
    G::View: PartialEq + std::fmt::Debug,
{
    assert_ne!(a, b, "the two states should differ in something hidden");
    assert_eq!(
        Game::view(a, super::Viewer::Seat(seat)),
        Game::view(b, super::Viewer::Seat(seat)),
        "the states should look the same to {seat}"
    );
    assert_eq!(
        a.bot_action(seat, level, seed),
        b.bot_action(seat, level, seed),
        "{seat}'s bot decided differently on hidden information"
    );
}

/// Play a whole game with a bot of `levels[seat]` in every seat, up to `max_actions`. Returns the
/// final state and the actions played.
pub fn play_bots<G: Bot>(
    setup: &Setup<G::Options>,
    levels: &[BotLevel],
    seed: Seed,
    max_actions: usize,
) -> (G, Vec<(Seat, Value)>) {
    let mut state = G::new(setup).expect("setup is valid");
    let mut log = Vec::new();
    let mut rng = GameRng::derive(seed, 0x6A3E);
    while log.len() < max_actions {
        let to_act = Game::to_act(&state);
        let Some(&seat) = rng.choose(&to_act) else {
            break;
        };
        let action = state.bot_action(seat, levels[seat.index()], Seed(rng.next_u64()));
        let typed: G::Action = serde_json::from_value(action.clone()).expect("a game action");
        state = Game::apply(&state, seat, &typed).expect("a bot's action applies");
        log.push((seat, action));
    }
    (state, log)
}
