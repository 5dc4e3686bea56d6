//! The Landfall bots: legal, reproducible, deciding from the view alone, and able to finish games.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, Seed, Setup};

use super::{Landfall, LandfallOptions};

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
