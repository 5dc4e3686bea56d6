//! Property tests for Land vs Sea: thousands of random games to the end, checked against an
//! independent recount of the final map, the contract (listed iff applies, replay) and secrecy.

use std::collections::{HashMap, HashSet};

use shoreline::engine::conformance::{
    Playout, assert_listed_iff_applies, play_many, random_playout, random_playout_from,
};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup, Viewer};
use shoreline::games::land_vs_sea::{
    LandVsSea, LandVsSeaAction, LandVsSeaFace, LandVsSeaFaceChoice, LandVsSeaOptions,
    LandVsSeaPlacedTile, LandVsSeaRole, LandVsSeaView,
};

#[path = "land_vs_sea_props/recount.rs"]
mod recount;

use recount::recount;

const MAX_ACTIONS: usize = 2_000;
const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];
const ALL_ON: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: true,
    caravan_ship: true,
    waypoints: true,
};

fn setup(players: usize, options: LandVsSeaOptions) -> impl FnMut(Seed) -> Setup<LandVsSeaOptions> {
    move |seed| Setup {
        players,
        seed,
        options,
    }
}

/// Options drawn from the seed, so that every combination is played.
fn mixed(players: usize) -> impl FnMut(Seed) -> Setup<LandVsSeaOptions> {
    move |seed| {
        let bits = seed.0 % 8;
        Setup {
            players,
            seed,
            options: LandVsSeaOptions {
                mountain_coral: bits & 1 != 0,
                caravan_ship: bits & 2 != 0,
                waypoints: bits & 4 != 0,
            },
        }
    }
}

/// The id of a face in the everyone view (a finished game's, which names every face).
fn named(face: &LandVsSeaFace) -> &str {
    face.id
        .as_deref()
        .expect("the everyone view names every face")
}

/// The tile number behind a face id ("17b" -> 17, "start" and "volcano" get their own names).
fn tile_of(face_id: &str) -> String {
    match face_id {
        "volcano" | "whirlpool" => "special".into(),
        id => id.trim_end_matches(['a', 'b']).to_string(),
    }
}

fn step(q: i32, r: i32, d: usize) -> (i32, i32) {
    (q + DIRS[d].0, r + DIRS[d].1)
}

fn check_tiles_conserved(view: &LandVsSeaView) {
    let mut tiles: Vec<String> = view.map.iter().map(|t| tile_of(named(&t.face))).collect();
    for hand in &view.hands {
        tiles.extend(hand.tiles.iter().map(|t| tile_of(named(&t.up))));
        for t in &hand.tiles {
            assert_eq!(
                tile_of(named(&t.up)),
                tile_of(named(t.hidden.as_ref().unwrap()))
            );
        }
    }
    for stack in &view.stacks {
        let contents = stack.tiles.as_ref().expect("everyone sees the stacks");
        assert_eq!(contents.len() as u32, stack.count);
        tiles.extend(contents.iter().map(|t| tile_of(named(&t.up))));
    }
    if !view.volcano_whirlpool_used {
        tiles.push("special".into());
    }
    let distinct: HashSet<&String> = tiles.iter().collect();
    assert_eq!(tiles.len(), 60, "all 60 tiles accounted for: {tiles:?}");
    assert_eq!(distinct.len(), 60, "no tile twice");
}

fn check_edges_match(map: &[LandVsSeaPlacedTile]) {
    let at: HashMap<(i32, i32), &LandVsSeaPlacedTile> =
        map.iter().map(|t| ((t.q, t.r), t)).collect();
    for t in map {
        for d in 0..6 {
            if let Some(n) = at.get(&step(t.q, t.r, d)) {
                assert_eq!(
                    t.face.edges.as_bytes()[d],
                    n.face.edges.as_bytes()[(d + 3) % 6],
                    "edge {d} of ({}, {}) matches its neighbour",
                    t.q,
                    t.r
                );
            }
        }
    }
}

fn check_finished(p: &Playout<LandVsSea>) {
    check_finished_under(p, TopScoresTied::ShareTheVictory);
}

/// What equal top scores come to, by rules version.
#[derive(Clone, Copy, PartialEq)]
enum TopScoresTied {
    /// Version 1: a draw for everyone.
    Draw,
    /// From version 2 (rulings, second round): the tied sides share the victory.
    ShareTheVictory,
}

fn check_finished_under(p: &Playout<LandVsSea>, tied: TopScoresTied) {
    let state = &p.state;
    let outcome = state.outcome().expect("every game reaches its end");
    let view = state.view(Viewer::Everyone);
    check_tiles_conserved(&view);
    assert!(
        view.hands.iter().all(|h| h.tiles.is_empty()),
        "hands empty at the end"
    );
    assert!(
        view.stacks.iter().all(|s| s.count == 0),
        "stacks empty at the end"
    );
    check_edges_match(&view.map);
    let waypoints_placed = p
        .log
        .iter()
        .filter(|(_, a)| matches!(a, LandVsSeaAction::PlaceWaypoint { .. }))
        .count() as i64;
    let totals: Vec<i64> = view.scores.iter().map(|s| s.total).collect();
    assert_eq!(
        recount(&view, waypoints_placed),
        totals,
        "scores equal a recount of the map"
    );
    let standings: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    assert_eq!(standings, totals);
    // Ruling (second round): the sides tied on the best score share the victory, unless every
    // side is tied, which is a draw. Under version 1 any tie on the best score is a draw.
    let best = *totals.iter().max().unwrap();
    let mut leaders: Vec<Seat> = (0..totals.len())
        .filter(|&side| totals[side] == best)
        .flat_map(|side| view.scores[side].seats.clone())
        .collect();
    leaders.sort();
    let tied_sides = totals.iter().filter(|&&t| t == best).count();
    if tied == TopScoresTied::Draw && tied_sides > 1 {
        assert!(
            outcome.winners.is_empty(),
            "a tie on the best score is a draw"
        );
    } else if totals.iter().all(|&t| t == best) {
        assert!(outcome.winners.is_empty(), "all sides tied is a draw");
    } else {
        assert_eq!(outcome.winners, leaders);
    }
    if view.players == 4 {
        assert_eq!(view.scores[0].role, LandVsSeaRole::Land);
        assert_eq!(view.scores[0].seats.len(), 2, "teams of two");
    }
}

#[test]
fn random_games_all_options_two_players() {
    play_many::<LandVsSea>(1_000, MAX_ACTIONS, setup(2, ALL_ON), check_finished);
}

#[test]
fn random_games_all_options_three_players() {
    play_many::<LandVsSea>(1_000, MAX_ACTIONS, setup(3, ALL_ON), check_finished);
}

#[test]
fn random_games_all_options_four_players() {
    play_many::<LandVsSea>(1_000, MAX_ACTIONS, setup(4, ALL_ON), check_finished);
}

#[test]
fn random_games_basic_options_more_than_all_on() {
    for players in 2..=4 {
        play_many::<LandVsSea>(
            1_500,
            MAX_ACTIONS,
            setup(players, LandVsSeaOptions::default()),
            check_finished,
        );
    }
}

#[test]
fn random_games_every_option_combination() {
    for players in 2..=4 {
        play_many::<LandVsSea>(1_200, MAX_ACTIONS, mixed(players), check_finished);
    }
}

/// Stored games of rules versions 1 and 2 still run: their players are shown regions by look,
/// which the contract checks of `random_playout_from` map to the table's names the log stores
/// (one for one, at every step); the log then replays under its version, and its games end with
/// every tile accounted for.
#[test]
fn random_games_under_versions_1_and_2_with_waypoints() {
    for (version, tied) in [
        ("1", TopScoresTied::Draw),
        ("2", TopScoresTied::ShareTheVictory),
    ] {
        for players in 2..=4 {
            for n in 0..150 {
                let seed = Seed(0x01D_0000 + n);
                let setup = setup(players, ALL_ON)(seed);
                let start = LandVsSea::new_under_rules(&setup, version).expect("a stored version");
                let mut rng = GameRng::derive(seed, 0xACE);
                let playout = random_playout_from(setup, start.clone(), &mut rng, MAX_ACTIONS);
                let replayed = playout
                    .log
                    .iter()
                    .try_fold(start, |state, (seat, action)| state.apply(*seat, action))
                    .expect("the log replays");
                assert_eq!(replayed, playout.state, "version {version}");
                check_finished_under(&playout, tied);
            }
        }
    }
}

/// Arbitrary, mostly illegal actions: random fields, or a legal action with one field nudged.
fn arbitrary(rng: &mut GameRng, legal: &[LandVsSeaAction]) -> LandVsSeaAction {
    let small = |rng: &mut GameRng, n: usize| rng.below(n) as u8;
    let coord = |rng: &mut GameRng| match rng.below(40) {
        0 => i32::MAX,
        1 => -1_000,
        _ => rng.below(13) as i32 - 6,
    };
    let face = |rng: &mut GameRng| {
        if rng.below(2) == 0 {
            LandVsSeaFaceChoice::Up
        } else {
            LandVsSeaFaceChoice::Hidden
        }
    };
    match rng.below(9) {
        0 => LandVsSeaAction::Draw {
            stack: small(rng, 3),
        },
        1 => LandVsSeaAction::Place {
            slot: small(rng, 3),
            face: face(rng),
            rotation: small(rng, 7),
            q: coord(rng),
            r: coord(rng),
        },
        2 => LandVsSeaAction::PlaceVolcanoWhirlpool {
            q: coord(rng),
            r: coord(rng),
            rotation: small(rng, 7),
        },
        3 => LandVsSeaAction::Steal {
            from: Seat(small(rng, 5)),
            slot: small(rng, 3),
        },
        4 => LandVsSeaAction::PlaceWaypoint {
            q: coord(rng),
            r: coord(rng),
            region: small(rng, 5),
        },
        5 => LandVsSeaAction::SkipWaypoint,
        _ => {
            let Some(base) = rng.choose(legal).cloned() else {
                return LandVsSeaAction::SkipWaypoint;
            };
            let delta = if rng.below(2) == 0 { 1 } else { -1 };
            let nudge = |v: u8| v.wrapping_add_signed(delta);
            match (base, rng.below(5)) {
                (
                    LandVsSeaAction::Place {
                        slot,
                        face,
                        rotation,
                        q,
                        r,
                    },
                    k,
                ) => LandVsSeaAction::Place {
                    slot: if k == 0 { nudge(slot) } else { slot },
                    face: if k == 1 { face_flip(face) } else { face },
                    rotation: if k == 2 { nudge(rotation) } else { rotation },
                    q: if k == 3 { q + i32::from(delta) } else { q },
                    r: if k == 4 { r + i32::from(delta) } else { r },
                },
                (LandVsSeaAction::Draw { stack }, _) => LandVsSeaAction::Draw {
                    stack: nudge(stack),
                },
                (LandVsSeaAction::Steal { from, slot }, k) => LandVsSeaAction::Steal {
                    from: if k < 2 { Seat(nudge(from.0)) } else { from },
                    slot: if k >= 2 { nudge(slot) } else { slot },
                },
                (LandVsSeaAction::PlaceWaypoint { q, r, region }, k) => {
                    LandVsSeaAction::PlaceWaypoint {
                        q: if k == 0 { q + i32::from(delta) } else { q },
                        r: if k == 1 { r + i32::from(delta) } else { r },
                        region: if k >= 2 { nudge(region) } else { region },
                    }
                }
                (LandVsSeaAction::PlaceVolcanoWhirlpool { q, r, rotation }, k) => {
                    LandVsSeaAction::PlaceVolcanoWhirlpool {
                        q: if k == 0 { q + i32::from(delta) } else { q },
                        r,
                        rotation: if k >= 1 { nudge(rotation) } else { rotation },
                    }
                }
                (other, _) => other,
            }
        }
    }
}

fn face_flip(f: LandVsSeaFaceChoice) -> LandVsSeaFaceChoice {
    match f {
        LandVsSeaFaceChoice::Up => LandVsSeaFaceChoice::Hidden,
        LandVsSeaFaceChoice::Hidden => LandVsSeaFaceChoice::Up,
    }
}

#[test]
fn listed_actions_apply_and_unlisted_are_rejected() {
    for n in 0..300u64 {
        let players = 2 + (n % 3) as usize;
        let options = mixed(players)(Seed(n)).options;
        let seed = Seed(0xA11 + n);
        let mut rng = GameRng::derive(seed, 7);
        let game = random_playout::<LandVsSea>(
            Setup {
                players,
                seed,
                options,
            },
            &mut rng,
            MAX_ACTIONS,
        );
        // Re-walk the game, probing each position.
        let mut state = LandVsSea::new(&game.setup).unwrap();
        for (seat, action) in &game.log {
            for candidate_seat in 0..players {
                let legal = state.legal_actions(Seat::from(candidate_seat));
                for _ in 0..3 {
                    let candidate = arbitrary(&mut rng, &legal);
                    assert_listed_iff_applies(&state, Seat::from(candidate_seat), &candidate);
                }
            }
            for listed in state.legal_actions(*seat).iter().take(40) {
                assert_listed_iff_applies(&state, *seat, listed);
            }
            state = state.apply(*seat, action).unwrap();
        }
        let after_end = arbitrary(&mut rng, &[]);
        assert_eq!(
            state.apply(Seat(0), &after_end).unwrap_err().code,
            "game_over"
        );
    }
}

/// Face ids that `viewer` must not see in `state`: other hands' hidden faces, and every stack
/// face but the up face of each top tile.
fn secrets_for(everyone: &LandVsSeaView, viewer: Viewer) -> Vec<String> {
    let mut secret = Vec::new();
    for hand in &everyone.hands {
        if !viewer.sees_secrets_of(hand.seat) {
            secret.extend(
                hand.tiles
                    .iter()
                    .map(|t| named(t.hidden.as_ref().unwrap()).to_owned()),
            );
        }
    }
    for stack in &everyone.stacks {
        for (k, t) in stack.tiles.as_ref().unwrap().iter().enumerate() {
            if k > 0 {
                secret.push(named(&t.up).to_owned());
            }
            secret.push(named(t.hidden.as_ref().unwrap()).to_owned());
        }
    }
    secret
}

#[test]
fn views_never_show_hidden_faces_or_stacks() {
    for n in 0..150u64 {
        let players = 2 + (n % 3) as usize;
        let seed = Seed(0xB0B + n);
        let mut rng = GameRng::derive(seed, 9);
        let game = random_playout::<LandVsSea>(
            Setup {
                players,
                seed,
                options: ALL_ON,
            },
            &mut rng,
            MAX_ACTIONS,
        );
        let mut state = LandVsSea::new(&game.setup).unwrap();
        let mut viewers: Vec<Viewer> = (0..players).map(|s| Viewer::Seat(Seat::from(s))).collect();
        viewers.push(Viewer::Spectator);
        for (seat, action) in &game.log {
            let everyone = state.view(Viewer::Everyone);
            check_tiles_conserved(&everyone);
            for &viewer in &viewers {
                let view = state.view(viewer);
                assert!(
                    view.stacks.iter().all(|s| s.tiles.is_none()),
                    "stack contents stay secret"
                );
                let json = serde_json::to_string(&view).unwrap();
                // Ruling: a face shown to a non-holder never identifies its tile. The only ids
                // in a running game's view are those of the viewer's own tiles, both faces each.
                let own_tiles = match viewer {
                    Viewer::Seat(me) => view.hands[me.index()].tiles.len(),
                    _ => 0,
                };
                assert_eq!(
                    json.matches("\"id\":\"").count(),
                    2 * own_tiles,
                    "{viewer:?} sees only its own tiles' ids"
                );
                let logged =
                    serde_json::to_string(&state.action_view(*seat, action, viewer)).unwrap();
                // A placed face becomes public as it is placed.
                let revealed = state
                    .action_view(*seat, action, Viewer::Everyone)
                    .placed
                    .and_then(|f| f.id);
                for id in secrets_for(&everyone, viewer) {
                    let needle = format!("\"id\":\"{id}\"");
                    // The acting seat's own action view may show a tile it has just taken.
                    assert!(!json.contains(&needle), "{viewer:?} sees {id} in the view");
                    if viewer != Viewer::Seat(*seat) && revealed.as_ref() != Some(&id) {
                        assert!(!logged.contains(&needle), "{viewer:?} sees {id} in the log");
                    }
                }
            }
            state = state.apply(*seat, action).unwrap();
        }
    }
}

/// The ruling on "the player who cannot place" never applies: at every placement step of random
/// games, each face of each tile in hand fits somewhere (docs/rules/land-vs-sea.md has the ruling
/// and the proof).
#[test]
fn ruling_every_face_in_hand_always_has_a_placement() {
    for n in 0..200u64 {
        let players = 2 + (n % 3) as usize;
        let seed = Seed(0xCAFE + n);
        let game = random_playout::<LandVsSea>(
            Setup {
                players,
                seed,
                options: ALL_ON,
            },
            &mut GameRng::derive(seed, 5),
            MAX_ACTIONS,
        );
        let mut state = LandVsSea::new(&game.setup).unwrap();
        for (seat, action) in &game.log {
            let v = state.view(Viewer::Everyone);
            if v.phase == shoreline::games::land_vs_sea::LandVsSeaPhase::Place {
                let hand = &v.hands[seat.index()].tiles;
                let legal = state.legal_actions(*seat);
                for (slot, tile) in hand.iter().enumerate() {
                    if tile.stolen_this_turn {
                        continue;
                    }
                    for face in [LandVsSeaFaceChoice::Up, LandVsSeaFaceChoice::Hidden] {
                        let fits = legal.iter().any(|a| {
                            matches!(a, LandVsSeaAction::Place { slot: s, face: f, .. }
                                if usize::from(*s) == slot && *f == face)
                        });
                        assert!(fits, "game {n}: slot {slot} {face:?} has no placement");
                    }
                }
            }
            state = state.apply(*seat, action).unwrap();
        }
    }
}
