//! The Landfall bots: legal, reproducible, deciding from the view alone, and able to finish games.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, Seed, Setup};

use super::{
    Landfall, LandfallBuilder, LandfallColour, LandfallFormation, LandfallHex, LandfallOptions,
    Phase,
};

fn setup(seed: Seed) -> Setup<LandfallOptions> {
    Setup {
        players: 2,
        seed,
        options: LandfallOptions::default(),
    }
}

fn positions(seeds: u64) -> Vec<Landfall> {
    random_positions::<Landfall>(seeds, &[0, 1, 4, 9, 20, 40], setup)
}

#[test]
fn bots_choose_legal_actions_reproducibly() {
    assert_legal_and_reproducible(&positions(10), &[BotLevel::Easy]);
    assert_legal_and_reproducible(&positions(2), &[BotLevel::Medium, BotLevel::Hard]);
}

/// Landfall hides nothing, but the state holds what the view leaves out: the waiting player's
/// board at the end of their previous turn (the no-revert rule binds only the player to move).
#[test]
fn bots_decide_from_the_view_alone() {
    let mut compared = 0;
    for (i, state) in positions(6).iter().enumerate() {
        let seat = state.to_act()[0];
        let waiting = state.current.other().index();
        let mut other = state.clone();
        other.last_turn_board[waiting] = match &state.last_turn_board[waiting] {
            Some(_) => None,
            None => Some(state.board.clone()),
        };
        other.empty_turns_in_row = 1 - state.empty_turns_in_row.min(1);
        assert_same_decision(state, &other, seat, BotLevel::Easy, Seed(i as u64));
        compared += 1;
    }
    assert!(compared > 20);
}

#[test]
fn bots_finish_games() {
    for n in 0..2 {
        let (state, log) = play_bots::<Landfall>(
            &setup(Seed(n)),
            &[BotLevel::Medium, BotLevel::Easy],
            Seed(n),
            1_500,
        );
        assert!(
            state.outcome().is_some(),
            "game {n} unfinished after {}",
            log.len()
        );
    }
}

/// Whether `colour`, to play a whole turn from `state`, can claim a formation at its end, over
/// every pair of its actions.
fn can_claim_this_turn(state: &Landfall, colour: LandfallColour) -> bool {
    let seat = colour.seat();
    let claims = |s: &Landfall| s.available_claims(colour).next().is_some();
    Game::legal_actions(state, seat).iter().any(|first| {
        let Ok(next) = Game::apply(state, seat, first) else {
            return false;
        };
        if !matches!(next.phase(), Phase::Actions { .. }) {
            return claims(&next);
        }
        Game::legal_actions(&next, seat)
            .iter()
            .any(|second| Game::apply(&next, seat, second).is_ok_and(|end| claims(&end)))
    })
}

/// Green plays its whole turn with the bot of `level`, then ends it.
fn bot_turn(mut state: Landfall, level: BotLevel, seed: u64) -> Landfall {
    let seat = LandfallColour::Green.seat();
    while state.current() == LandfallColour::Green && Game::outcome(&state).is_none() {
        let action = crate::engine::dynamic::DynState::bot_action(&state, seat, level, Seed(seed));
        let typed = serde_json::from_value(action).expect("a Landfall action");
        state = Game::apply(&state, seat, &typed).expect("the bot's action is legal");
    }
    state
}

/// Beige has its valley and plain, and its volcano stands one step below a beige stack of four:
/// one move and it claims the mountain and wins. Green's own plans can wait; medium and hard
/// spend their turn so that no pair of beige actions completes a formation. (The easy level,
/// which reads only its own progress, need not.)
#[test]
fn medium_and_hard_block_a_formation_the_opponent_would_claim_next_turn() {
    let position = LandfallBuilder::new()
        .stack(0, 0, "bbbb")
        .stack(1, 0, "bbb")
        .stack(-1, 0, "ggg")
        .stack(0, 1, "g")
        .stack(-1, 1, "gg")
        .stack(1, -1, "b")
        .stack(2, 0, "g")
        .stack(2, 1, "b")
        .stack(3, 0, "b")
        .volcano(1, 0, LandfallColour::Beige)
        .volcano(-1, 0, LandfallColour::Green)
        .oasis(2, 1, LandfallColour::Beige)
        .oasis(3, 0, LandfallColour::Beige)
        .claimed(LandfallColour::Beige, LandfallFormation::Valley)
        .claimed(LandfallColour::Beige, LandfallFormation::Plain)
        .build();
    let mut position = position;
    position.supplies[1].claim_sites = [
        None,
        Some(LandfallHex::new(2, 1)),
        Some(LandfallHex::new(3, 0)),
    ];
    // The threat is real: had green stood still, beige would win.
    let mut idle = position.clone();
    idle.current = LandfallColour::Beige;
    assert!(can_claim_this_turn(&idle, LandfallColour::Beige));
    for level in [BotLevel::Medium, BotLevel::Hard] {
        for seed in 0..3 {
            let after = bot_turn(position.clone(), level, seed);
            assert_eq!(after.current(), LandfallColour::Beige);
            assert!(
                !can_claim_this_turn(&after, LandfallColour::Beige),
                "{level:?} (seed {seed}) left beige its winning mountain:\n{:?}",
                after.board()
            );
        }
    }
}
