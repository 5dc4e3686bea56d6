//! Replaying a full 4-player game from its typed log, and listing every legal placement in a
//! mid-game position.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use shoreline::engine::conformance::{random_playout, replay};
use shoreline::engine::{Game, GameRng, Seed, Setup, Viewer};
use shoreline::games::land_vs_sea::{LandVsSea, LandVsSeaOptions, LandVsSeaPhase};

fn full_game() -> shoreline::engine::conformance::Playout<LandVsSea> {
    let setup = Setup {
        players: 4,
        seed: Seed(2026),
        options: LandVsSeaOptions {
            mountain_coral: true,
            caravan_ship: true,
            waypoints: true,
        },
    };
    let playout = random_playout::<LandVsSea>(setup, &mut GameRng::new(Seed(7)), 5_000);
    assert!(playout.state.outcome().is_some());
    playout
}

fn benches(c: &mut Criterion) {
    let game = full_game();
    c.bench_function("land_vs_sea/replay_full_4p_game", |b| {
        b.iter(|| replay::<LandVsSea>(black_box(&game.setup), black_box(&game.log)).unwrap())
    });

    // The first placement step after half the tiles are on the map.
    let mut state = LandVsSea::new(&game.setup).unwrap();
    for (seat, action) in &game.log {
        let v = state.view(Viewer::Everyone);
        if v.map.len() >= 30 && v.phase == LandVsSeaPhase::Place {
            break;
        }
        state = state.apply(*seat, action).unwrap();
    }
    let seat = state.to_act()[0];
    let listed = state.legal_actions(seat).len();
    println!("mid-game position: {listed} legal placements");
    c.bench_function("land_vs_sea/legal_placements_mid_game", |b| {
        b.iter(|| black_box(&state).legal_actions(black_box(seat)))
    });
}

criterion_group!(land_vs_sea, benches);
criterion_main!(land_vs_sea);
