//! The Lost Seas bots: legal, reproducible, blind to what their seat cannot see, and able to
//! finish games at every player count.

use crate::engine::bot_testing::{
    assert_legal_and_reproducible, assert_same_decision, play_bots, random_positions,
};
use crate::engine::{BotLevel, Game, Seed, Setup};

use super::LostSeasOptions;
use super::state::{ExpeditionStage, LostSeas};

fn setup(players: usize, young_mapmaker: bool) -> impl FnMut(Seed) -> Setup<LostSeasOptions> {
    move |seed| Setup {
        players,
        seed,
        options: LostSeasOptions { young_mapmaker },
    }
}

fn positions(seeds: u64, players: usize, young_mapmaker: bool) -> Vec<LostSeas> {
    random_positions::<LostSeas>(
        seeds,
        &[0, 1, 5, 20, 40, 60],
        setup(players, young_mapmaker),
    )
}

#[test]
fn bots_choose_legal_actions_reproducibly() {
    for players in 2..=4 {
        assert_legal_and_reproducible(&positions(6, players, false), &[BotLevel::Easy]);
        assert_legal_and_reproducible(&positions(3, players, true), &[BotLevel::Easy]);
    }
    assert_legal_and_reproducible(&positions(2, 2, false), &[BotLevel::Medium, BotLevel::Hard]);
}

/// The same position with what `seat` cannot see changed: the pile's order, and the Expeditions
/// in undecided hands it is not shown swapped with ones left in the box.
fn reshuffle_hidden(state: &LostSeas, seat: usize) -> LostSeas {
    let mut other = state.clone();
    other.pile.reverse();
    for (player, map) in other.maps.iter_mut().enumerate() {
        let unseen: Vec<&mut u8> = match &mut map.expeditions {
            ExpeditionStage::ChoosingColumns { columns, rows } if player != seat => {
                columns.iter_mut().chain(rows.iter_mut()).collect()
            }
            ExpeditionStage::ChoosingColumns { rows, .. } => rows.iter_mut().collect(),
            ExpeditionStage::ChoosingRows { rows, .. } if player != seat => {
                rows.iter_mut().collect()
            }
            _ => Vec::new(),
        };
        for (expedition, boxed) in unseen.into_iter().zip(other.unused_expeditions.iter_mut()) {
            std::mem::swap(expedition, boxed);
        }
    }
    other
}

#[test]
fn bots_ignore_what_their_seat_cannot_see() {
    let mut compared = 0;
    for players in 2..=4 {
        for (i, state) in positions(4, players, false).iter().enumerate() {
            let seat = state.to_act()[0];
            let other = reshuffle_hidden(state, seat.index());
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
            BotLevel::Easy,
            BotLevel::Medium,
            BotLevel::Easy,
            BotLevel::Easy,
        ];
        let (state, _) = play_bots::<LostSeas>(
            &setup(players, false)(Seed(players as u64)),
            &levels[..players],
            Seed(7),
            1_000,
        );
        assert!(
            state.outcome().is_some(),
            "{players}-player game unfinished"
        );
    }
    let (state, _) = play_bots::<LostSeas>(
        &setup(3, true)(Seed(1)),
        &[BotLevel::Easy; 3],
        Seed(8),
        1_000,
    );
    assert!(state.outcome().is_some(), "Young Mapmaker game unfinished");
}

/// Issue 38: the computer lost games at setup, choosing too few demanding faces. Medium and hard
/// weigh each hand's four faces together with the lines that cross them
/// (`setup_choice::best_faces`, whose own tests show a face chosen for its crossing lines),
/// without searching; easy plays every easy face, as a newcomer does.
#[test]
fn medium_and_hard_play_demanding_faces_where_they_pay_and_easy_plays_easy_faces() {
    use super::LostSeasAction;
    use super::expeditions::LostSeasFace;
    use crate::engine::Seat;
    use crate::engine::dynamic::DynState;

    let (mut hard_faces, mut faces_chosen) = (0, 0);
    for seed in 0..20 {
        let game = LostSeas::new(&setup(2, false)(Seed(seed))).expect("a valid setup");
        for level in [BotLevel::Medium, BotLevel::Hard, BotLevel::Easy] {
            let chosen: LostSeasAction =
                serde_json::from_value(game.bot_action(Seat::from(0), level, Seed(seed)))
                    .expect("a Lost Seas action");
            let LostSeasAction::ChooseColumns { order, faces } = chosen else {
                panic!("the columns are chosen first, not {chosen:?}");
            };
            assert_eq!(
                order,
                [0, 1, 2, 3],
                "the order does not matter on an empty map"
            );
            match level {
                BotLevel::Easy => assert_eq!(faces, [LostSeasFace::Easy; 4]),
                _ => {
                    hard_faces += faces.iter().filter(|f| **f == LostSeasFace::Hard).count();
                    faces_chosen += faces.len();
                }
            }
        }
    }
    assert!(
        (1..faces_chosen).contains(&hard_faces),
        "{hard_faces} of {faces_chosen} faces chosen hard: some pay and some do not"
    );
}
