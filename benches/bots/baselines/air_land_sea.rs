//! An Air, Land & Sea player that looks one move ahead and plays each battle out greedily.
//!
//! Every legal action is tried on a number of guesses of the hidden cards (the opponent's hand,
//! its face-down cards and the deck, dealt at random from the cards this seat cannot name); after
//! it, both sides play the battle out greedily (each move the one that leaves its side strongest
//! across the theaters it can still win). The action with the best average result is played.
//! Withdrawing is judged exactly: the VP it gives away, against the fights' average. Results are
//! counted in chances of winning the game, so a player near the target fights for the points it
//! needs and a player far behind does not give a battle away cheaply.

use shoreline::engine::{Bot, Game, GameRng, Seat, Viewer};
use shoreline::games::air_land_sea::{
    AirLandSea, AirLandSeaAction as Action, AirLandSeaView, withdraw_victory_points,
};

/// Guesses of the hidden cards each action is tried on.
const GUESSES: usize = 12;
/// A cap on a greedy playout's length (a battle lasts at most 12 plays and their abilities).
const PLAYOUT_LIMIT: usize = 60;
/// How a VP lead below the target turns into a chance of winning the game.
const VP_LEAD_SCALE: f64 = 4.0;

pub fn act(view: &AirLandSeaView, legal: &[Action], seat: Seat, rng: &mut GameRng) -> Action {
    let me = seat.index();
    let worlds: Vec<AirLandSea> = (0..GUESSES)
        .map(|_| AirLandSea::determinize(view, seat, rng))
        .collect();
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, action) in legal.iter().enumerate() {
        let value = if *action == (Action::Withdraw {}) {
            let cards = view.hands[me].count;
            let conceded = withdraw_victory_points(view.first_player == seat, cards);
            let mut vp = [view.victory_points[0], view.victory_points[1]];
            vp[1 - me] += conceded;
            game_chance(&vp, view.target_vp, me)
        } else {
            let mut total = 0.0;
            for world in &worlds {
                total += match world.apply(seat, action) {
                    Ok(next) => playout(next, view.battle, me, rng),
                    // A guess the real game rules out (a card the guess misplaced): neutral.
                    Err(_) => 0.5,
                };
            }
            total / worlds.len() as f64
        };
        if value > best.0 {
            best = (value, i);
        }
    }
    legal[best.1]
}

/// Play the battle out greedily from `state`; `me`'s chance of winning the game afterwards.
fn playout(mut state: AirLandSea, battle: u32, me: usize, rng: &mut GameRng) -> f64 {
    for _ in 0..PLAYOUT_LIMIT {
        let view = state.view(Viewer::Everyone);
        if view.winner.is_some() || view.battle != battle {
            break;
        }
        let Some(&seat) = view.to_act.first() else {
            break;
        };
        let actions: Vec<Action> = state
            .legal_actions(seat)
            .into_iter()
            .filter(|a| *a != Action::Withdraw {})
            .collect();
        if actions.is_empty() {
            break;
        }
        let mut best: (f64, Option<AirLandSea>) = (f64::NEG_INFINITY, None);
        for action in &actions {
            let Ok(next) = state.apply(seat, action) else {
                continue;
            };
            // A little noise breaks ties between equal-looking plays at random.
            let score = board_lead(&next.view(Viewer::Everyone), seat.index(), battle)
                + rng.below(1000) as f64 * 1e-6;
            if score > best.0 {
                best = (score, Some(next));
            }
        }
        match best.1 {
            Some(next) => state = next,
            None => break,
        }
    }
    let view = state.view(Viewer::Everyone);
    if let Some(winner) = view.winner {
        return f64::from(u8::from(winner.index() == me));
    }
    game_chance(
        &[view.victory_points[0], view.victory_points[1]],
        view.target_vp,
        me,
    )
}

/// How well `seat` stands on the board: each theater's strength lead, squashed so that a
/// theater already well won or well lost counts little more. Once `battle` is over, its result
/// outweighs any board.
fn board_lead(view: &AirLandSeaView, seat: usize, battle: u32) -> f64 {
    if view.battle != battle || view.winner.is_some() {
        let won = view
            .last_battle
            .as_ref()
            .is_some_and(|b| b.winner.index() == seat);
        return if won { 10.0 } else { -10.0 };
    }
    view.theaters
        .iter()
        .map(|theater| {
            let mine = f64::from(theater.sides[seat].strength);
            let theirs = f64::from(theater.sides[1 - seat].strength);
            ((mine - theirs) / 3.0).tanh()
        })
        .sum()
}

/// `me`'s chance of winning the game with these victory points.
fn game_chance(vp: &[u32; 2], target: u32, me: usize) -> f64 {
    if vp[me] >= target {
        return 1.0;
    }
    if vp[1 - me] >= target {
        return 0.0;
    }
    let lead = f64::from(vp[me]) - f64::from(vp[1 - me]);
    1.0 / (1.0 + (-lead / VP_LEAD_SCALE).exp())
}
