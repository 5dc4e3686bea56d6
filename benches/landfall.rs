//! Replaying a 300-action Landfall game from its typed log, and listing legal actions.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shoreline::engine::conformance::{random_playout, replay};
use shoreline::engine::{Game, GameRng, Seed, Setup};
use shoreline::games::landfall::{Landfall, LandfallOptions};

const ACTIONS: usize = 300;

fn setup() -> Setup<LandfallOptions> {
    Setup {
        players: 2,
        seed: Seed(2026),
        options: LandfallOptions::default(),
    }
}

fn bench(c: &mut Criterion) {
    let playout = random_playout::<Landfall>(setup(), &mut GameRng::new(Seed(11)), ACTIONS);
    assert_eq!(
        playout.log.len(),
        ACTIONS,
        "the benchmark game lasts 300 actions"
    );
    let setup = playout.setup.clone();
    let log = playout.log.clone();

    c.bench_function("landfall/replay_300_actions", |b| {
        b.iter(|| replay::<Landfall>(black_box(&setup), black_box(&log)).unwrap())
    });

    // Every position the game passed through, for listing legal actions.
    let mut positions = vec![Landfall::new(&setup).unwrap()];
    for (seat, action) in &log {
        let next = positions.last().unwrap().apply(*seat, action).unwrap();
        positions.push(next);
    }
    let middle = positions[ACTIONS / 2].clone();
    c.bench_function("landfall/legal_actions_mid_game", |b| {
        b.iter(|| {
            let seat = black_box(&middle).to_act()[0];
            middle.legal_actions(seat)
        })
    });
    c.bench_function("landfall/legal_actions_all_300_positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .filter_map(|p| p.to_act().first().map(|&s| p.legal_actions(s).len()))
                .sum::<usize>()
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
