//! Replaying a full Lost Seas game from its typed log, and listing legal actions.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shoreline::engine::conformance::{random_playout, replay};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup};
use shoreline::games::lost_seas::{LostSeas, LostSeasOptions};

fn full_game(
    players: usize,
    young_mapmaker: bool,
) -> (
    Setup<LostSeasOptions>,
    Vec<(Seat, <LostSeas as Game>::Action)>,
) {
    let setup = Setup {
        players,
        seed: Seed(2026),
        options: LostSeasOptions { young_mapmaker },
    };
    let playout = random_playout::<LostSeas>(setup.clone(), &mut GameRng::new(Seed(9)), 500);
    assert!(playout.state.is_finished());
    (setup, playout.log)
}

fn bench(c: &mut Criterion) {
    for players in [2, 4] {
        let (setup, log) = full_game(players, false);
        c.bench_function(
            &format!("lost_seas replay full {players}-player game"),
            |b| b.iter(|| replay::<LostSeas>(black_box(&setup), black_box(&log)).unwrap()),
        );
    }
    let (setup, log) = full_game(4, true);
    c.bench_function("lost_seas replay full 4-player young mapmaker game", |b| {
        b.iter(|| replay::<LostSeas>(black_box(&setup), black_box(&log)).unwrap())
    });

    let (setup, log) = full_game(4, false);
    let setup_state = LostSeas::new(&setup).unwrap();
    c.bench_function("lost_seas legal_actions setup (384 choices)", |b| {
        b.iter(|| black_box(&setup_state).legal_actions(Seat(0)))
    });
    // The first draft step: 5 tiles x 16 empty cells.
    let draft_start = replay::<LostSeas>(&setup, &log[..8]).unwrap();
    let seat = draft_start.to_act()[0];
    c.bench_function("lost_seas legal_actions draft (80 takes)", |b| {
        b.iter(|| black_box(&draft_start).legal_actions(seat))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
