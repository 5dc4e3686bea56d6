//! Checks every game must pass, shared by each game's property tests.
//!
//! These are plain functions rather than `#[cfg(test)]` code so that integration tests, benches and
//! fuzz targets can all drive random legal games the same way.

use super::{Game, GameRng, RuleError, Seat, Seed, Setup};

/// A game played from its setup, with the log that produced it.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    pub setup: Setup<G::Options>,
    pub log: Vec<(Seat, G::Action)>,
    pub state: G,
}

/// Replay `log` from `setup`, as the server does on every request.
pub fn replay<G: Game>(
    setup: &Setup<G::Options>,
    log: &[(Seat, G::Action)],
) -> Result<G, RuleError> {
    let mut state = G::new(setup).map_err(|e| RuleError::new(e.code, e.message))?;
    for (seat, action) in log {
        state = state.apply(*seat, action)?;
    }
    Ok(state)
}

/// Play random legal actions until the game ends or `max_actions` have been taken.
///
/// At every step it checks the contract: the game is over exactly when nobody is to act, every
/// seat that must act has at least one legal action, seats that may not act have none, and the
/// chosen legal action applies; the actions the seat is shown are its legal actions, renamed.
pub fn random_playout<G: Game>(
    setup: Setup<G::Options>,
    rng: &mut GameRng,
    max_actions: usize,
) -> Playout<G> {
    let start = G::new(&setup).expect("setup is valid");
    random_playout_from(setup, start, rng, max_actions)
}

/// `random_playout` from `start`, a game set up from `setup` (under an older rules version,
/// say).
pub fn random_playout_from<G: Game>(
    setup: Setup<G::Options>,
    start: G,
    rng: &mut GameRng,
    max_actions: usize,
) -> Playout<G> {
    let mut state = start;
    let mut log = Vec::new();
    while log.len() < max_actions {
        let to_act = state.to_act();
        assert_eq!(
            to_act.is_empty(),
            state.outcome().is_some(),
            "game is over exactly when nobody is to act"
        );
        if to_act.is_empty() {
            assert_breakdowns_add_up(&state);
            break;
        }
        for seat in (0..state.player_count()).map(Seat::from) {
            let has_actions = !state.legal_actions(seat).is_empty();
            assert_eq!(
                has_actions,
                to_act.contains(&seat),
                "{seat} has legal actions exactly when it is to act"
            );
        }
        let seat = *rng.choose(&to_act).expect("someone is to act");
        let actions = state.legal_actions(seat);
        assert_shown_as_logged(&state, seat, &actions);
        let action = rng
            .choose(&actions)
            .expect("seat to act has actions")
            .clone();
        state = match state.apply(seat, &action) {
            Ok(next) => next,
            Err(e) => panic!("listed legal action {action:?} for {seat} was rejected: {e}"),
        };
        log.push((seat, action));
    }
    Playout { setup, log, state }
}

/// A finished game's score breakdown adds up to each side's score, category by category.
fn assert_breakdowns_add_up<G: Game>(state: &G) {
    let outcome = state.outcome().expect("the game is over");
    for standing in &outcome.standings {
        let parts: i64 = standing.breakdown.iter().map(|part| part.points).sum();
        assert_eq!(
            parts, standing.score,
            "{}'s breakdown {:?} adds up to its score",
            standing.side, standing.breakdown
        );
    }
}

/// Assert that the actions `seat` is shown (`Game::shown_legal_actions`) are, once logged
/// (`Game::logged_action`), exactly `legal`, one for one.
fn assert_shown_as_logged<G: Game>(state: &G, seat: Seat, legal: &[G::Action]) {
    let shown = state.shown_legal_actions(seat);
    if shown == legal {
        return;
    }
    // The server skips both hooks of a game that says it logs actions as shown.
    assert!(
        !G::LOGS_ACTIONS_AS_SHOWN,
        "{seat} is shown other actions than the legal ones: set LOGS_ACTIONS_AS_SHOWN to false"
    );
    assert_eq!(
        shown.len(),
        legal.len(),
        "{seat} is shown as many actions as are legal"
    );
    let mut unmatched: Vec<&G::Action> = legal.iter().collect();
    for sent in &shown {
        let logged = state
            .logged_action(seat, sent)
            .unwrap_or_else(|| sent.clone());
        let Some(i) = unmatched.iter().position(|a| **a == logged) else {
            panic!("{seat} is shown {sent:?}, logged as {logged:?}, which is not legal");
        };
        unmatched.swap_remove(i);
    }
}

/// Play `games` random games from consecutive seeds and run `check` on each finished playout,
/// also asserting that replaying its log reproduces the final state exactly.
pub fn play_many<G: Game>(
    games: u64,
    max_actions: usize,
    mut setup_for: impl FnMut(Seed) -> Setup<G::Options>,
    mut check: impl FnMut(&Playout<G>),
) {
    for n in 0..games {
        let seed = Seed(0x5EED_0000 + n);
        let mut rng = GameRng::derive(seed, 0xACE);
        let playout = random_playout::<G>(setup_for(seed), &mut rng, max_actions);
        let replayed = replay::<G>(&playout.setup, &playout.log).expect("log replays");
        assert_eq!(replayed, playout.state, "replay reproduces the state");
        check(&playout);
    }
}

/// Assert that `candidate` applies exactly when it is listed among `seat`'s legal actions.
/// Games feed this with arbitrary (mostly illegal) actions from their own generators.
pub fn assert_listed_iff_applies<G: Game>(state: &G, seat: Seat, candidate: &G::Action) {
    let listed = state.legal_actions(seat).contains(candidate);
    let applied = state.apply(seat, candidate);
    assert_eq!(
        listed,
        applied.is_ok(),
        "{seat} {candidate:?}: listed={listed}, apply={:?}",
        applied.err()
    );
}
