//! The Air, Land & Sea bots: legal, reproducible, blind to what their seat cannot see, and able
//! to finish games.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, Seat, Seed, Setup};

use super::components::AirLandSeaCard as Card;
use super::state::{AirLandSea, Effect, opponent};
use super::{AirLandSeaOptions, state::hand_cards};

fn setup(seed: Seed) -> Setup<AirLandSeaOptions> {
    Setup {
        players: 2,
        seed,
        options: AirLandSeaOptions::default(),
    }
}

fn positions(seeds: u64) -> Vec<AirLandSea> {
    random_positions::<AirLandSea>(seeds, &[0, 3, 7, 12, 20, 40], setup)
}

#[test]
fn bots_choose_legal_actions_reproducibly() {
    assert_legal_and_reproducible(&positions(30), &[BotLevel::Easy]);
    assert_legal_and_reproducible(&positions(4), &[BotLevel::Medium, BotLevel::Hard]);
}

/// The same position with the cards `seat` cannot see (the opponent's hand and face-down cards,
/// the deck below a Reinforce card it was shown) dealt differently among those places.
fn reshuffle_hidden(state: &AirLandSea, seat: usize) -> AirLandSea {
    let mut other = state.clone();
    let opp = opponent(seat);
    let shown_drawn = matches!(state.stack.last(), Some(Effect::Reinforce(s)) if s.owner == seat);
    let kept_deck = usize::from(shown_drawn).min(state.deck.len());
    let mut hidden: Vec<Card> = Vec::new();
    for pile in &state.piles[opp] {
        hidden.extend(
            pile.as_slice()
                .iter()
                .filter(|p| !p.face_up)
                .map(|p| p.card),
        );
    }
    hidden.extend(hand_cards(state.hands[opp]));
    hidden.extend(&state.deck.as_slice()[kept_deck..]);
    hidden.rotate_left(1);
    let mut next = hidden.into_iter();
    for pile in &mut other.piles[opp] {
        let mut rebuilt = super::state::Pile::default();
        for placed in pile.as_slice() {
            let mut placed = *placed;
            if !placed.face_up {
                placed.card = next.next().expect("as many cards as places");
            }
            rebuilt.push(placed);
        }
        *pile = rebuilt;
    }
    other.hands[opp] = (0..state.hand_len(opp))
        .map(|_| next.next().expect("as many cards as places"))
        .fold(0, |bits, c| bits | 1 << c.index());
    other.deck = state.deck.as_slice()[..kept_deck]
        .iter()
        .copied()
        .chain(next)
        .collect();
    other
}

#[test]
fn bots_ignore_what_their_seat_cannot_see() {
    let mut compared = 0;
    for (i, state) in positions(12).iter().enumerate() {
        let seat = state.to_act()[0];
        let other = reshuffle_hidden(state, seat.index());
        if other == *state {
            continue;
        }
        for level in [BotLevel::Easy, BotLevel::Medium] {
            assert_same_decision(state, &other, seat, level, Seed(i as u64));
        }
        compared += 1;
    }
    assert!(compared > 30, "only {compared} positions had hidden cards");
}

#[test]
fn bots_finish_games() {
    for n in 0..4 {
        let levels = [BotLevel::Easy, BotLevel::Medium];
        let (state, log) = play_bots::<AirLandSea>(&setup(Seed(n)), &levels, Seed(100 + n), 2_000);
        assert!(
            state.outcome().is_some(),
            "game {n} unfinished after {}",
            log.len()
        );
        assert!(
            log.iter()
                .all(|(seat, _)| *seat == Seat(0) || *seat == Seat(1))
        );
    }
}

/// Past the battle it decides, medium's search judges the score alone: the next battle's board
/// was played at random in its rollout and says nothing (judging it added noise to every
/// rollout that ran past the battle's end). Hard's rollouts fight that battle too, and it judges
/// the board they reach.
#[test]
fn evaluation_past_the_battle_ignores_the_next_board_below_hard() {
    use super::components::AirLandSeaTheater as Theater;
    use super::state::BattleResult;
    use crate::engine::Bot;

    let past = |piles: &[(Theater, Card)], level: BotLevel| {
        let mut scenario = super::Scenario::new(AirLandSeaOptions::default())
            .battle(1)
            .first(1)
            .vp([6, 3]);
        for &(theater, card) in piles {
            scenario = scenario.pile(0, theater, &[(card, true)]);
        }
        let mut state = scenario.extra(0, 4).extra(1, 6).build();
        state.last_battle = Some(BattleResult {
            battle: 0,
            winner: 0,
            victory_points: 6,
            withdrawal: None,
        });
        state.evaluate(level)
    };
    let strong_piles = [(Theater::Air, Card::Air6), (Theater::Land, Card::Land6)];
    let bare = past(&[], BotLevel::Medium);
    let strong = past(&strong_piles, BotLevel::Medium);
    assert_eq!(bare, strong);
    assert!(bare[0] > 0.5, "6-3 up, seat 0 is ahead: {bare:?}");
    let (bare, strong) = (
        past(&[], BotLevel::Hard),
        past(&strong_piles, BotLevel::Hard),
    );
    assert!(
        strong[0] > bare[0] + 0.05,
        "hard judges the next battle's board: {strong:?} against {bare:?}"
    );
    assert!(bare[0] > 0.5, "6-3 up, seat 0 is ahead: {bare:?}");
}

/// VP are worth what they change in the battles each side still needs: conceding 2 VP at 0-0
/// leaves the game nearly even, while the 2 VP that bring the opponent within one battle of the
/// target cost far more (a logistic of the lead valued both alike).
#[test]
fn victory_points_count_by_the_battles_still_needed() {
    use super::bot_value::game_chance;

    let even = game_chance(0, 0, false, 12, false);
    let conceded_early = game_chance(0, 2, false, 12, false);
    assert!(
        conceded_early > 0.4,
        "0-2 is no lost game: {conceded_early}"
    );
    let early_cost = even - conceded_early;
    let late_cost = game_chance(6, 4, false, 12, false) - game_chance(6, 6, false, 12, false);
    assert!(
        late_cost > 2.0 * early_cost,
        "2 VP at 0-0 cost {early_cost}, at 6-4 {late_cost}"
    );
    assert_eq!(game_chance(12, 11, false, 12, false), 1.0);
}
