//! Property tests: random legal games of Landfall, checked against the engine contract and the
//! component invariants.

use shoreline::engine::conformance::{Playout, assert_listed_iff_applies, play_many};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup, Viewer};
use shoreline::games::landfall::{
    Board, Landfall, LandfallAction, LandfallColour, LandfallFormation, LandfallHandicap,
    LandfallHex, LandfallIslandStack, LandfallOptions, OASIS_CHIPS_PER_PLAYER, Phase,
    VOLCANOES_PER_PLAYER,
};

const GAMES: u64 = 2_000;
const MAX_ACTIONS: usize = 400;

/// A custom island: two stacks per colour, point-symmetric about the cell (0, 0).
fn custom_island() -> Vec<LandfallIslandStack> {
    use LandfallColour::{Beige, Green};
    let stack = |q, r, stack: Vec<LandfallColour>| LandfallIslandStack {
        at: LandfallHex::new(q, r),
        stack,
    };
    vec![
        stack(1, 0, vec![Green]),
        stack(-1, 0, vec![Beige]),
        stack(1, -1, vec![Beige, Green, Green]),
        stack(-1, 1, vec![Green, Beige, Beige]),
        stack(0, 1, vec![Green]),
        stack(0, -1, vec![Beige]),
    ]
}

/// Most games are standard; some are handicapped, some start from a custom island.
fn setup_for(seed: Seed) -> Setup<LandfallOptions> {
    let options = match seed.0 % 5 {
        3 => LandfallOptions {
            handicap: Some(LandfallHandicap {
                colour: if seed.0.is_multiple_of(2) {
                    LandfallColour::Green
                } else {
                    LandfallColour::Beige
                },
                tiles_removed: (seed.0 % 17) as u8,
            }),
            custom_island: None,
        },
        4 => LandfallOptions {
            handicap: None,
            custom_island: Some(custom_island()),
        },
        _ => LandfallOptions::default(),
    };
    Setup {
        players: 2,
        seed,
        options,
    }
}

fn assert_conserved(state: &Landfall) {
    let board = state.board();
    for colour in LandfallColour::BOTH {
        let supply = state.supply(colour);
        assert_eq!(
            board.count_tiles(colour) + usize::from(supply.tiles),
            usize::from(supply.tiles_in_game),
            "{colour:?} tiles conserved"
        );
        assert_eq!(
            board.count_volcanoes(colour) + usize::from(supply.volcanoes),
            usize::from(VOLCANOES_PER_PLAYER),
            "{colour:?} volcanoes conserved"
        );
        assert_eq!(
            board.count_oases(colour) + usize::from(supply.oasis_chips),
            usize::from(OASIS_CHIPS_PER_PLAYER),
            "{colour:?} oasis chips conserved"
        );
        assert_eq!(
            board.count_oases(colour),
            supply.claims(),
            "one chip per claim"
        );
    }
    for cell in board.cells() {
        assert!(cell.height >= 1, "water cells are not stored");
        assert!(
            !(cell.volcano.is_some() && cell.oasis.is_some() && cell.height == 0),
            "nothing floats"
        );
    }
}

fn tiles_in_game(setup: &Setup<LandfallOptions>, colour: LandfallColour) -> usize {
    let island = match &setup.options.custom_island {
        Some(stacks) => stacks
            .iter()
            .flat_map(|s| &s.stack)
            .filter(|&&c| c == colour)
            .count(),
        None => 4,
    };
    let removed = match &setup.options.handicap {
        Some(h) if h.colour == colour => usize::from(h.tiles_removed),
        _ => 0,
    };
    16 - removed + island
}

/// Walks the log again, checking invariants after every action.
fn check_every_step(playout: &Playout<Landfall>) {
    let mut state = Landfall::new(&playout.setup).unwrap();
    for colour in LandfallColour::BOTH {
        assert_eq!(
            usize::from(state.supply(colour).tiles_in_game),
            tiles_in_game(&playout.setup, colour)
        );
    }
    assert_conserved(&state);
    for (seat, action) in &playout.log {
        state = state.apply(*seat, action).unwrap();
        assert_conserved(&state);
    }
    assert_eq!(state, playout.state);
}

#[test]
fn random_games_conserve_components_and_replay() {
    // Random legal games almost never end (formations rarely appear by chance): finished games
    // are checked on formation-seeking games below.
    play_many::<Landfall>(GAMES, MAX_ACTIONS, setup_for, check_every_step);
}

/// How far `colour`'s volcanoes are towards the formations it has not claimed yet: for each, the
/// best volcano's progress (stack height, higher neighbours or plain size, out of 100); 100 for
/// a formation already claimed.
fn formation_progress(state: &Landfall, colour: LandfallColour) -> u32 {
    let board = state.board();
    let supply = state.supply(colour);
    let mut total = 0;
    for formation in LandfallFormation::ALL {
        if supply.claimed[formation.index()] {
            total += 100;
            continue;
        }
        let best = board
            .volcanoes_of(colour)
            .filter_map(|at| board.get(at).map(|cell| (at, cell)))
            .filter(|(_, cell)| cell.formation_colour() == Some(colour))
            .map(|(at, cell)| match formation {
                LandfallFormation::Mountain => u32::from(cell.height.min(4)) * 25,
                LandfallFormation::Valley => {
                    let walls = at
                        .neighbours()
                        .filter(|&n| board.level(n) > cell.height)
                        .count();
                    walls.min(5) as u32 * 20
                }
                LandfallFormation::Plain => {
                    plain_size_up_to_six(board, at, colour, cell.height) as u32 * 16
                }
            })
            .max()
            .unwrap_or(0);
        total += best;
    }
    total
}

/// The connected same-level cells topped with `colour` around `start`, counted up to six.
fn plain_size_up_to_six(
    board: &Board,
    start: LandfallHex,
    colour: LandfallColour,
    level: u8,
) -> usize {
    let mut group = vec![start];
    let mut next = 0;
    while next < group.len() && group.len() < 6 {
        let at = group[next];
        next += 1;
        for n in at.neighbours() {
            let belongs = board
                .get(n)
                .is_some_and(|c| c.height == level && c.formation_colour() == Some(colour));
            if belongs && !group.contains(&n) {
                group.push(n);
            }
        }
    }
    group.len()
}

/// A game between two players who claim whenever they can, and otherwise take a random legal
/// action three times in ten and else the one that most advances their own formations (one
/// action of lookahead, ties broken at random). Unlike random games, most of these end in a win
/// within a few hundred actions.
fn formation_seeking_game(setup: Setup<LandfallOptions>, max_actions: usize) -> Playout<Landfall> {
    let mut rng = GameRng::derive(setup.seed, 7);
    let mut state = Landfall::new(&setup).unwrap();
    let mut log = Vec::new();
    while state.outcome().is_none() && log.len() < max_actions {
        let seat = state.to_act()[0];
        let colour = LandfallColour::of_seat(seat);
        let actions = state.legal_actions(seat);
        let claim = actions
            .iter()
            .find(|a| matches!(a, LandfallAction::Claim { .. }));
        let action = match claim {
            Some(claim) => claim.clone(),
            None if rng.below(10) < 3 => rng.choose(&actions).unwrap().clone(),
            None => actions
                .iter()
                .map(|action| {
                    let next = state.apply(seat, action).unwrap();
                    let score = formation_progress(&next, colour) * 4 + rng.below(4) as u32;
                    (score, action)
                })
                .max_by_key(|(score, _)| *score)
                .unwrap()
                .1
                .clone(),
        };
        state = state.apply(seat, &action).unwrap();
        log.push((seat, action));
    }
    Playout { setup, log, state }
}

const SEEKING_GAMES: u64 = 200;
const SEEKING_MAX_ACTIONS: usize = 800;

#[test]
fn formation_seeking_games_end_with_a_winner_holding_three_claims() {
    let mut won = 0;
    for n in 0..SEEKING_GAMES {
        let setup = setup_for(Seed(0xC1A1_0000 + n));
        let playout = formation_seeking_game(setup, SEEKING_MAX_ACTIONS);
        check_every_step(&playout);
        let state = &playout.state;
        let Some(outcome) = state.outcome() else {
            continue;
        };
        assert!(state.to_act().is_empty());
        for seat in [Seat(0), Seat(1)] {
            assert!(state.legal_actions(seat).is_empty());
        }
        let claims = |seat: Seat| state.supply(LandfallColour::of_seat(seat)).claims();
        match outcome.winners[..] {
            [winner] => {
                won += 1;
                let loser = Seat(1 - winner.0);
                assert_eq!(claims(winner), 3, "the winner holds all three claims");
                assert!(claims(loser) < 3, "the loser does not");
            }
            // Two empty turns in a row: nobody completed the three formations.
            [] => assert!(claims(Seat(0)) < 3 && claims(Seat(1)) < 3),
            _ => panic!("Landfall has one winner or none: {outcome:?}"),
        }
        for standing in &outcome.standings {
            assert_eq!(standing.score, claims(standing.seats[0]) as i64);
        }
    }
    assert!(
        won >= SEEKING_GAMES / 4,
        "{won} of {SEEKING_GAMES} formation-seeking games won"
    );
    eprintln!("{won} of {SEEKING_GAMES} formation-seeking games won");
}

fn random_hex(rng: &mut GameRng, state: &Landfall) -> LandfallHex {
    let cells = state.board().cells();
    if !cells.is_empty() && rng.below(4) != 0 {
        let base = cells[rng.below(cells.len())].at;
        let d = rng.below(8);
        if d < 6 {
            return base.step(shoreline::games::landfall::DIRECTIONS[d]);
        }
        return base;
    }
    LandfallHex::new(rng.below(9) as i32 - 4, rng.below(9) as i32 - 4)
}

/// Arbitrary, mostly illegal, actions aimed around the island.
fn arbitrary_action(rng: &mut GameRng, state: &Landfall) -> LandfallAction {
    let at = random_hex(rng, state);
    let other = random_hex(rng, state);
    let formation = LandfallFormation::ALL[rng.below(3)];
    match rng.below(9) {
        0 => LandfallAction::Land { at },
        1 => LandfallAction::Move {
            from: at,
            to: other,
        },
        2 => LandfallAction::Place { at },
        3 => LandfallAction::Remove { at },
        4 => LandfallAction::Throw {
            from: at,
            over: other,
        },
        5 => LandfallAction::Pass {},
        6 => LandfallAction::ForceLanding { at },
        7 => LandfallAction::Claim { at, formation },
        _ => LandfallAction::EndTurn {},
    }
}

#[test]
fn listed_actions_apply_and_unlisted_are_rejected() {
    for n in 0..400u64 {
        let setup = setup_for(Seed(0xA11_0000 + n));
        let mut rng = GameRng::derive(setup.seed, 3);
        let mut state = Landfall::new(&setup).unwrap();
        for _ in 0..150 {
            if state.outcome().is_some() {
                break;
            }
            for seat in [Seat(0), Seat(1)] {
                for _ in 0..6 {
                    let candidate = arbitrary_action(&mut rng, &state);
                    assert_listed_iff_applies(&state, seat, &candidate);
                }
                for action in state.legal_actions(seat) {
                    assert_listed_iff_applies(&state, seat, &action);
                }
            }
            let seat = state.to_act()[0];
            let actions = state.legal_actions(seat);
            let action = rng.choose(&actions).unwrap().clone();
            state = state.apply(seat, &action).unwrap();
        }
    }
}

/// Every viewer sees the same view, never the seed, and the log shows each action exactly as it
/// was posted: the JSON the server stores, rendered through the type-erased game as the API
/// does. Landfall has no secrets, so there is nothing to redact.
fn assert_public_to_everyone(playout: &Playout<Landfall>) {
    let viewers = [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Spectator,
    ];
    let everyone = serde_json::to_value(playout.state.view(Viewer::Everyone)).unwrap();
    for viewer in viewers {
        let json = serde_json::to_value(playout.state.view(viewer)).unwrap();
        assert_eq!(json, everyone);
        let text = json.to_string();
        assert!(!text.contains("seed"));
        assert!(!text.contains(&playout.setup.seed.0.to_string()));
    }
    let mut state = Landfall::new(&playout.setup).unwrap();
    for (seat, action) in &playout.log {
        let posted = serde_json::to_value(action).unwrap();
        for viewer in viewers.into_iter().chain([Viewer::Everyone]) {
            let shown =
                shoreline::engine::dynamic::DynState::action_view(&state, *seat, &posted, viewer);
            assert_eq!(shown, posted);
        }
        state = state.apply(*seat, action).unwrap();
    }
}

#[test]
fn every_viewer_sees_the_same_view_and_log() {
    play_many::<Landfall>(50, 200, setup_for, assert_public_to_everyone);
    // Finished games too: their view says who won, and nobody is to act.
    let mut finished = 0;
    for n in 0..40 {
        let playout = formation_seeking_game(setup_for(Seed(0x0FE4_0000 + n)), SEEKING_MAX_ACTIONS);
        assert_public_to_everyone(&playout);
        let Some(outcome) = playout.state.outcome() else {
            continue;
        };
        finished += 1;
        let view = serde_json::to_value(playout.state.view(Viewer::Spectator)).unwrap();
        assert_eq!(view["phase"]["step"], "over", "{}", view["phase"]);
        assert_eq!(view["to_act"], serde_json::json!([]));
        let winner = outcome
            .winners
            .first()
            .map(|&seat| LandfallColour::of_seat(seat));
        assert_eq!(view["winner"], serde_json::to_value(winner).unwrap());
        assert_eq!(view["draw"], outcome.winners.is_empty());
    }
    assert!(finished >= 10, "{finished} of 40 finished games viewed");
}

/// The undo of an action, which the no-revert rule may forbid as a turn's second action.
fn undo(action: &LandfallAction) -> Option<LandfallAction> {
    match *action {
        LandfallAction::Place { at } => Some(LandfallAction::Remove { at }),
        LandfallAction::Remove { at } => Some(LandfallAction::Place { at }),
        LandfallAction::Move { from, to } => Some(LandfallAction::Move { from: to, to: from }),
        _ => None,
    }
}

/// Random games probing undo actions as second actions: the no-revert filter in the listing
/// must agree with `apply`, and it must actually bite in some positions.
#[test]
fn no_revert_listing_agrees_with_apply_in_random_games() {
    let mut reverted = 0;
    let mut probed = 0;
    for n in 0..300u64 {
        let setup = setup_for(Seed(0xBAC_0000 + n));
        let mut rng = GameRng::derive(setup.seed, 5);
        let mut state = Landfall::new(&setup).unwrap();
        let mut last: Option<LandfallAction> = None;
        for _ in 0..300 {
            if state.outcome().is_some() {
                break;
            }
            let seat = state.to_act()[0];
            if let (Phase::Actions { taken: 1 }, Some(undo)) =
                (state.phase(), last.as_ref().and_then(undo))
            {
                probed += 1;
                assert_listed_iff_applies(&state, seat, &undo);
                if state.apply(seat, &undo).err().map(|e| e.code) == Some("board_reverted") {
                    reverted += 1;
                }
            }
            let actions = state.legal_actions(seat);
            // Prefer undoing the previous action, to reach reverting turns often.
            let action = match last.as_ref().and_then(undo) {
                Some(u) if actions.contains(&u) && rng.below(2) == 0 => u,
                _ => rng.choose(&actions).unwrap().clone(),
            };
            state = state.apply(seat, &action).unwrap();
            last = Some(action);
        }
    }
    assert!(probed > 1_000, "{probed} undo probes");
    assert!(
        reverted > 0,
        "the no-revert rule refused {reverted} of {probed} undos"
    );
    eprintln!("no-revert refused {reverted} of {probed} undo probes");
}
