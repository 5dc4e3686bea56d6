//! Replaying a full game from its typed log, and listing legal actions.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shoreline::engine::conformance::{random_playout, replay};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup};
use shoreline::games::air_land_sea::{AirLandSea, AirLandSeaOptions};

fn sample_game() -> (
    Setup<AirLandSeaOptions>,
    Vec<(Seat, <AirLandSea as Game>::Action)>,
) {
    let setup = Setup {
        players: 2,
        seed: Seed(2024),
        options: AirLandSeaOptions::default(),
    };
    let playout = random_playout::<AirLandSea>(setup, &mut GameRng::new(Seed(7)), 10_000);
    assert!(playout.state.outcome().is_some());
    (playout.setup, playout.log)
}

fn bench(c: &mut Criterion) {
    let (setup, log) = sample_game();
    eprintln!("sample game: {} actions", log.len());
    c.bench_function("air_land_sea/replay_full_game", |b| {
        b.iter(|| replay::<AirLandSea>(black_box(&setup), black_box(&log)).unwrap())
    });
    let mut states = vec![AirLandSea::new(&setup).unwrap()];
    for (seat, action) in &log {
        let next = states.last().unwrap().apply(*seat, action).unwrap();
        states.push(next);
    }
    states.pop();
    eprintln!("legal_actions over {} states", states.len());
    c.bench_function("air_land_sea/legal_actions_every_state_of_a_game", |b| {
        b.iter(|| {
            states
                .iter()
                .map(|s| s.legal_actions(black_box(s.to_act()[0])).len())
                .sum::<usize>()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
