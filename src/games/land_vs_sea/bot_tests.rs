//! The Land vs Sea bots: legal, reproducible, blind to what their seat cannot see, and able to
//! finish games at every player count, team mates included.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, GameRng, Seat, Seed, Setup};

use super::bot_plan::{Plan, choose_placement};
use super::{LandVsSea, LandVsSeaAction, LandVsSeaOptions, Phase};

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

/// What `seat`'s placement `action` hands the next player: the most points (as their side's
/// lead) their best placement then makes at once, after `seat`'s turn is over.
fn gift(state: &LandVsSea, seat: usize, action: &LandVsSeaAction) -> (f64, f64) {
    let (_, mut after) = state
        .place_value(seat, action, true)
        .expect("a legal placement");
    let now = after.lead_of(seat) - state.lead_of(seat);
    after.finish_turn(seat, &mut GameRng::derive(Seed(1), 1));
    let Some(&next) = after.to_act().first() else {
        return (now, 0.0);
    };
    let next = next.index();
    if after.phase != Phase::Place || after.side_of(next) == after.side_of(seat) {
        return (now, 0.0);
    }
    let before = after.lead_of(next);
    let replies = after.legal_actions(Seat::from(next));
    let best = after
        .ranked_placements(next, &replies, true)
        .iter()
        .map(|r| r.2.lead_of(next) - before)
        .fold(0.0, f64::max);
    (now, best)
}

/// Positions where a placement that scores at least as much at once as the best safe one (one
/// leaving the next player at most 1 point to take) hands the opponent an area or a hole to
/// close for 3 points or more next turn: the hard plan does not walk into such a trap, as a
/// player judging by the points at once might.
#[test]
fn hard_bots_do_not_leave_an_area_for_the_opponent_to_close() {
    let mut traps = 0;
    for (i, state) in random_positions::<LandVsSea>(10, &[30, 50, 70, 90], setup(2))
        .iter()
        .enumerate()
    {
        if state.phase != Phase::Place || state.turn.pending_icon.is_some() {
            continue;
        }
        let seat = state.to_act()[0];
        let me = seat.index();
        let legal = state.legal_actions(seat);
        let worth: Vec<(f64, f64)> = legal.iter().map(|a| gift(state, me, a)).collect();
        // The best safe placement: most points now among those leaving at most 1.
        let Some(&safe) = worth
            .iter()
            .filter(|w| w.1 <= 1.0)
            .max_by(|a, b| a.0.total_cmp(&b.0))
        else {
            continue;
        };
        // A trap scores at least as much now and nets at least 2 less once the reply is taken.
        let Some(&trap) = worth
            .iter()
            .filter(|w| w.0 >= safe.0 && w.1 >= 3.0 && w.0 - w.1 <= safe.0 - safe.1 - 2.0)
            .max_by(|a, b| (a.0 - a.1).total_cmp(&(b.0 - b.1)))
        else {
            continue;
        };
        traps += 1;
        let mut rng = GameRng::derive(Seed(i as u64), 7);
        let hard = choose_placement(
            std::slice::from_ref(state),
            &legal,
            me,
            Plan::of(BotLevel::Hard),
            &mut rng,
        );
        let hard = worth[legal.iter().position(|a| *a == hard).expect("legal")];
        // It hands over clearly less, or nets more.
        assert!(
            hard.1 <= trap.1 - 2.0 || hard.0 - hard.1 >= trap.0 - trap.1 + 1.0,
            "position {i}: the hard plan nets {hard:?} (points now, points handed over), \
             the trap {trap:?}"
        );
    }
    assert!(traps >= 2, "only {traps} positions set a trap");
}
