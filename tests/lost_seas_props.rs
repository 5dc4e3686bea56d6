//! Property tests: thousands of random Lost Seas games through the engine contract.

use shoreline::engine::conformance::{Playout, assert_listed_iff_applies, play_many, replay};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup, Viewer};
use shoreline::games::lost_seas::{LostSeas, LostSeasAction, LostSeasFace, LostSeasOptions};

/// Setup choices (8 actions) plus at most 64 draft steps for 4 players, 64 for 2 (take + box).
const MAX_ACTIONS: usize = 200;

fn setup(players: usize, young_mapmaker: bool) -> impl FnMut(Seed) -> Setup<LostSeasOptions> {
    move |seed| Setup {
        players,
        seed,
        options: LostSeasOptions { young_mapmaker },
    }
}

/// Every one of the 65 sea tiles is in exactly one place: a map, the offer, the pile or the box.
fn assert_tiles_conserved(state: &LostSeas) {
    let mut tiles: Vec<u8> = state
        .pile_tiles()
        .iter()
        .chain(state.offer_tiles())
        .chain(state.boxed_tiles())
        .copied()
        .collect();
    for seat in 0..state.player_count() {
        tiles.extend(state.map_cells(Seat::from(seat)).iter().flatten());
    }
    tiles.sort_unstable();
    assert_eq!(
        tiles,
        (0..65).collect::<Vec<u8>>(),
        "all 65 sea tiles accounted for"
    );
    let mut expeditions = state.all_expedition_ids();
    expeditions.sort_unstable();
    let expected: Vec<u8> = if state.view(Viewer::Everyone).young_mapmaker {
        Vec::new()
    } else {
        (0..44).collect()
    };
    assert_eq!(expeditions, expected, "all 44 expeditions accounted for");
}

fn assert_finished_properly(playout: &Playout<LostSeas>) {
    let state = &playout.state;
    let outcome = state.outcome().expect("every random game reaches the end");
    assert!(state.to_act().is_empty());
    assert_tiles_conserved(state);
    let players = state.player_count();
    for seat in 0..players {
        let cells = state.map_cells(Seat::from(seat));
        assert!(
            cells.iter().all(Option::is_some),
            "every map holds 16 tiles"
        );
        let score = state.score(Seat::from(seat));
        assert_eq!(outcome.standings[seat].score, i64::from(score.total));
        assert_eq!(
            score.total,
            score.rows.iter().chain(&score.columns).sum::<u32>()
        );
    }
    assert!(!outcome.winners.is_empty(), "a tie shares the victory");
    let best = outcome.standings.iter().map(|s| s.score).max().unwrap();
    for winner in &outcome.winners {
        assert_eq!(outcome.standings[winner.index()].score, best);
    }
    let young = state.view(Viewer::Everyone).young_mapmaker;
    // A standard round is always 4 steps (takes and boxings); Young Mapmaker turns are 1 take.
    let draft_steps = if young { 16 * players } else { 64 };
    let setup_steps = if young { 0 } else { 2 * players };
    assert_eq!(playout.log.len(), setup_steps + draft_steps);
    if !young {
        // 16 rounds of (5 + 15 x 4) tiles use the whole pile; the 5th tile of the last round stays.
        assert!(state.pile_tiles().is_empty());
        assert_eq!(state.offer_tiles().len(), 1);
        let boxed = match players {
            2 => 32,
            3 => 16,
            _ => 0,
        };
        assert_eq!(state.boxed_tiles().len(), boxed);
    } else {
        assert!(state.boxed_tiles().is_empty());
        assert_eq!(
            state.offer_tiles().len() + state.pile_tiles().len(),
            65 - 16 * players
        );
    }
}

#[test]
fn two_player_games_reach_the_end() {
    play_many::<LostSeas>(
        2_000,
        MAX_ACTIONS,
        setup(2, false),
        assert_finished_properly,
    );
}

#[test]
fn three_player_games_reach_the_end() {
    play_many::<LostSeas>(
        2_000,
        MAX_ACTIONS,
        setup(3, false),
        assert_finished_properly,
    );
}

#[test]
fn four_player_games_reach_the_end() {
    play_many::<LostSeas>(
        2_000,
        MAX_ACTIONS,
        setup(4, false),
        assert_finished_properly,
    );
}

#[test]
fn young_mapmaker_games_reach_the_end() {
    for players in 2..=4 {
        play_many::<LostSeas>(
            500,
            MAX_ACTIONS,
            setup(players, true),
            assert_finished_properly,
        );
    }
}

/// An arbitrary action, mostly illegal: tiles anywhere in 0..70 or from the offer, cells partly
/// off the map, orders that are often not permutations.
fn arbitrary_action(state: &LostSeas, rng: &mut GameRng) -> LostSeasAction {
    let tile = if rng.below(2) == 0 {
        rng.choose(state.offer_tiles()).copied().unwrap_or(0)
    } else {
        rng.below(70) as u8
    };
    let mut order = [0u8, 1, 2, 3];
    if rng.below(2) == 0 {
        rng.shuffle(&mut order);
    } else {
        order = std::array::from_fn(|_| rng.below(5) as u8);
    }
    let faces = std::array::from_fn(|_| {
        if rng.below(2) == 0 {
            LostSeasFace::Easy
        } else {
            LostSeasFace::Hard
        }
    });
    match rng.below(4) {
        0 => LostSeasAction::ChooseColumns { order, faces },
        1 => LostSeasAction::ChooseRows { order, faces },
        2 => LostSeasAction::Take {
            tile,
            row: rng.below(5) as u8,
            column: rng.below(5) as u8,
        },
        _ => LostSeasAction::BoxTile { tile },
    }
}

/// The views a non-omniscient viewer gets must not depend on anything hidden from them.
fn assert_views_hide_secrets(state: &LostSeas, rng: &mut GameRng) {
    let mut viewers = vec![Viewer::Spectator];
    viewers.extend((0..state.player_count()).map(|s| Viewer::Seat(Seat::from(s))));
    for viewer in viewers {
        let view = serde_json::to_value(state.view(viewer)).unwrap();
        assert!(view["pile"].is_null(), "{viewer:?} sees the pile");
        assert!(view["unused_expeditions"].is_null());
        for (seat, map) in view["maps"].as_array().unwrap().iter().enumerate() {
            if !viewer.sees_secrets_of(Seat::from(seat)) {
                assert!(map["hand"].is_null(), "{viewer:?} sees seat {seat}'s hand");
            }
        }
        let perturbed = state.with_secrets_shuffled(viewer, rng);
        assert_eq!(
            serde_json::to_value(perturbed.view(viewer)).unwrap(),
            view,
            "{viewer:?}'s view depends on a secret"
        );
    }
}

/// Replay random games step by step, checking at every position: conservation, listed actions
/// apply (and round-trip through JSON), arbitrary actions apply only if listed, views leak
/// nothing, and the log's action views render.
#[test]
fn every_position_keeps_the_contract() {
    for players in 2..=4 {
        for (n, young) in (0..120u64).map(|n| (n, n % 4 == 3)) {
            let seed = Seed(0xC0DE_0000 + n * 7 + players as u64);
            let mut rng = GameRng::derive(seed, 99);
            let setup = setup(players, young)(seed);
            let playout = shoreline::engine::conformance::random_playout::<LostSeas>(
                setup.clone(),
                &mut rng,
                MAX_ACTIONS,
            );
            let mut state = LostSeas::new(&setup).unwrap();
            for (seat, action) in &playout.log {
                assert_tiles_conserved(&state);
                for s in 0..players {
                    let s = Seat::from(s);
                    for listed in state.legal_actions(s) {
                        let json = serde_json::to_string(&listed).unwrap();
                        let back: LostSeasAction = serde_json::from_str(&json).unwrap();
                        assert_eq!(back, listed);
                    }
                    for _ in 0..6 {
                        assert_listed_iff_applies(&state, s, &arbitrary_action(&state, &mut rng));
                    }
                }
                if rng.below(8) == 0 {
                    let listed = state.legal_actions(*seat);
                    for action in listed.iter().step_by(7) {
                        assert!(state.apply(*seat, action).is_ok());
                    }
                }
                assert_views_hide_secrets(&state, &mut rng);
                for viewer in [Viewer::Spectator, Viewer::Everyone, Viewer::Seat(*seat)] {
                    serde_json::to_value(state.action_view(*seat, action, viewer)).unwrap();
                }
                state = state.apply(*seat, action).unwrap();
            }
            assert!(state.is_finished());
            assert_eq!(state, playout.state);
            let after = state.apply(Seat(0), &arbitrary_action(&state, &mut rng));
            assert_eq!(after.unwrap_err().code, "game_over");
        }
    }
}

/// Replaying any prefix of a log from the setup reproduces the state the game reached at that
/// point: whole games, every prefix, every player count and both modes.
#[test]
fn replay_reproduces_every_prefix() {
    let mut logs = 0;
    for (players, young_mapmaker) in (2..=4).flat_map(|n| [(n, false), (n, true)]) {
        play_many::<LostSeas>(10, MAX_ACTIONS, setup(players, young_mapmaker), |playout| {
            assert!(playout.state.is_finished(), "a whole game");
            let mut reached = LostSeas::new(&playout.setup).unwrap();
            for (k, (seat, action)) in playout.log.iter().enumerate() {
                let replayed: LostSeas = replay(&playout.setup, &playout.log[..k]).unwrap();
                assert_eq!(replayed, reached, "prefix of {k} actions");
                reached = reached.apply(*seat, action).unwrap();
            }
            assert_eq!(reached, playout.state);
            logs += 1;
        });
    }
    assert_eq!(logs, 60);
}

/// The pile's order is decided by the seed alone and differs between seeds.
#[test]
fn the_seed_decides_the_deal() {
    let a = LostSeas::new(&setup(3, false)(Seed(1))).unwrap();
    let b = LostSeas::new(&setup(3, false)(Seed(1))).unwrap();
    let c = LostSeas::new(&setup(3, false)(Seed(2))).unwrap();
    assert_eq!(a, b);
    assert_ne!(a.pile_tiles(), c.pile_tiles());
}
