//! The Land vs Sea bots: legal, reproducible, blind to what their seat cannot see, and able to
//! finish games at every player count, team mates included.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, Seed, Setup};

use super::{LandVsSea, LandVsSeaOptions};

fn setup(players: usize) -> impl FnMut(Seed) -> Setup<LandVsSeaOptions> {
    move |seed| Setup {
        players,
        seed,
        options: LandVsSeaOptions {
            mountain_coral: seed.0 % 2 == 0,
            caravan_ship: seed.0 % 3 != 0,
            waypoints: seed.0 % 4 < 2,
        },
    }
}

fn positions(seeds: u64, players: usize) -> Vec<LandVsSea> {
    random_positions::<LandVsSea>(seeds, &[0, 3, 10, 25, 50, 80], setup(players))
}

#[test]
fn bots_choose_legal_actions_reproducibly() {
    for players in 2..=4 {
        assert_legal_and_reproducible(&positions(5, players), &[BotLevel::Easy]);
    }
    assert_legal_and_reproducible(&positions(2, 2), &[BotLevel::Medium, BotLevel::Hard]);
}

/// The same position with what `seat` cannot see changed: the tiles under each stack's top in
/// another order, each turned over.
fn reshuffle_hidden(state: &LandVsSea) -> LandVsSea {
    let mut other = state.clone();
    for stack in &mut other.stacks {
        if let Some((_, under)) = stack.split_last_mut() {
            under.reverse();
            for tile in under {
                tile.up = 1 - tile.up;
            }
        }
    }
    other
}

#[test]
fn bots_ignore_what_their_seat_cannot_see() {
    let mut compared = 0;
    for players in 2..=4 {
        for (i, state) in positions(4, players).iter().enumerate() {
            let seat = state.to_act()[0];
            let other = reshuffle_hidden(state);
            if other == *state {
                continue;
            }
            assert_same_decision(state, &other, seat, BotLevel::Easy, Seed(i as u64));
            compared += 1;
        }
    }
    assert!(compared > 30, "only {compared} positions had hidden tiles");
}

#[test]
fn bots_finish_games() {
    for players in 2..=4 {
        let levels = [
            BotLevel::Medium,
            BotLevel::Easy,
            BotLevel::Easy,
            BotLevel::Easy,
        ];
        let (state, _) = play_bots::<LandVsSea>(
            &setup(players)(Seed(players as u64)),
            &levels[..players],
            Seed(9),
            2_000,
        );
        assert!(
            state.outcome().is_some(),
            "{players}-player game unfinished"
        );
    }
}
