//! Property tests: random legal games to the end, with the contract and the game's invariants
//! checked at every step.

use shoreline::engine::conformance::{assert_listed_iff_applies, play_many, replay};
use shoreline::engine::{Game, GameRng, Seat, Seed, Setup, Viewer};
use shoreline::games::air_land_sea::{
    AirLandSea, AirLandSeaAction as Action, AirLandSeaCard as Card, AirLandSeaOptions,
    AirLandSeaTheater as Theater,
};

fn setup(seed: Seed, options: AirLandSeaOptions) -> Setup<AirLandSeaOptions> {
    Setup {
        players: 2,
        seed,
        options,
    }
}

fn card_json(card: Card) -> String {
    serde_json::to_string(&card).unwrap()
}

/// Every state along a playout, starting with the initial one.
fn states(playout_setup: &Setup<AirLandSeaOptions>, log: &[(Seat, Action)]) -> Vec<AirLandSea> {
    let mut state = AirLandSea::new(playout_setup).unwrap();
    let mut all = vec![state.clone()];
    for (seat, action) in log {
        state = state.apply(*seat, action).unwrap();
        all.push(state.clone());
    }
    all
}

fn assert_cards_conserved(state: &AirLandSea) {
    let mut cards = state.all_cards();
    cards.sort();
    assert_eq!(cards, Card::ALL.to_vec(), "all 18 cards accounted for");
}

/// The cards `viewer` may not know: the other seat's hand and face-down cards, and the deck
/// (except the card a Reinforce has just drawn for the viewer).
fn secrets_from(state: &AirLandSea, viewer: Option<usize>) -> Vec<Card> {
    let mut secret = Vec::new();
    for seat in 0..2 {
        if viewer == Some(seat) {
            continue;
        }
        secret.extend(state.hand_of(seat));
        for theater in Theater::ALL {
            secret.extend(
                state
                    .pile_of(seat, theater)
                    .into_iter()
                    .filter(|(_, up)| !up)
                    .map(|(c, _)| c),
            );
        }
    }
    let view = state.view(Viewer::Spectator);
    let reinforcing_viewer = view.pending.first().is_some_and(|p| {
        p.ability == shoreline::games::air_land_sea::AirLandSeaPendingKind::Reinforce
            && Some(p.chooser.index()) == viewer
    });
    let deck = state.deck_cards();
    let skip = usize::from(reinforcing_viewer);
    secret.extend(deck.into_iter().skip(skip));
    secret
}

fn assert_no_leaks(state: &AirLandSea) {
    for (viewer, seat) in [
        (Viewer::Seat(Seat(0)), Some(0)),
        (Viewer::Seat(Seat(1)), Some(1)),
        (Viewer::Spectator, None),
    ] {
        let json = serde_json::to_string(&state.view(viewer)).unwrap();
        for card in secrets_from(state, seat) {
            assert!(
                !json.contains(&card_json(card)),
                "{viewer:?} sees secret {card:?}: {json}"
            );
        }
    }
    // A seat does see its own secrets: its hand and its face-down cards.
    for seat in 0..2 {
        let json = serde_json::to_string(&state.view(Viewer::Seat(Seat::from(seat)))).unwrap();
        let mut own = state.hand_of(seat);
        for theater in Theater::ALL {
            own.extend(state.pile_of(seat, theater).into_iter().map(|(c, _)| c));
        }
        for card in own {
            assert!(
                json.contains(&card_json(card)),
                "seat {seat} misses {card:?}"
            );
        }
    }
    let everyone = serde_json::to_string(&state.view(Viewer::Everyone)).unwrap();
    for card in Card::ALL {
        assert!(
            everyone.contains(&card_json(card)),
            "Everyone sees {card:?}"
        );
    }
}

fn check_playout(setup: &Setup<AirLandSeaOptions>, log: &[(Seat, Action)]) {
    let all = states(setup, log);
    let last = all.last().unwrap();
    let outcome = last.outcome().expect("every game reaches its end");
    let goal = if setup.options.beginner {
        3
    } else {
        setup.options.target_vp
    };
    let vp = last.victory_points();
    assert_eq!(outcome.winners.len(), 1);
    let winner = outcome.winners[0].index();
    assert!(vp[winner] >= goal && vp[1 - winner] < goal, "{vp:?}");
    for (i, state) in all.iter().enumerate() {
        assert_cards_conserved(state);
        assert_no_leaks(state);
        if let Some((seat, action)) = log.get(i)
            && let Action::Improvise { card, .. } = action
        {
            let other = Viewer::Seat(Seat(1 - seat.0));
            for viewer in [other, Viewer::Spectator] {
                let json =
                    serde_json::to_string(&state.action_view(*seat, action, viewer)).unwrap();
                assert!(!json.contains(&card_json(*card)), "{json}");
            }
            let own = serde_json::to_string(&state.action_view(*seat, action, Viewer::Seat(*seat)))
                .unwrap();
            assert!(own.contains(&card_json(*card)));
        }
        // Between turns hands stay balanced: equal on the 1st player's turn, one apart on the
        // 2nd's (mid-turn, a revealed Redeploy may briefly hand its owner an extra card).
        let h = [state.hand_of(0).len(), state.hand_of(1).len()];
        if state.pending_depth() == 0 && state.outcome().is_none() {
            let turn = state.turn_of();
            let expected = if turn == state.first_player() {
                h[turn]
            } else {
                h[turn] - 1
            };
            assert_eq!(h[1 - turn], expected, "{h:?}");
        }
    }
}

#[test]
fn two_thousand_standard_games_to_the_end() {
    let mut games = 0;
    play_many::<AirLandSea>(
        2_000,
        5_000,
        |seed| setup(seed, AirLandSeaOptions::default()),
        |p| {
            check_playout(&p.setup, &p.log);
            games += 1;
        },
    );
    assert_eq!(games, 2_000);
}

#[test]
fn long_and_beginner_games_to_the_end() {
    for options in [
        AirLandSeaOptions {
            target_vp: 18,
            beginner: false,
        },
        AirLandSeaOptions {
            target_vp: 12,
            beginner: true,
        },
    ] {
        play_many::<AirLandSea>(
            300,
            8_000,
            |seed| setup(seed, options),
            |p| check_playout(&p.setup, &p.log),
        );
    }
}

/// Arbitrary actions, mostly illegal: random cards, theaters, seats (including absent ones) and
/// indexes.
fn arbitrary_action(rng: &mut GameRng) -> Action {
    let card = Card::ALL[rng.below(18)];
    let theater = Theater::ALL[rng.below(3)];
    let other = Theater::ALL[rng.below(3)];
    let index = rng.below(5) as u8;
    match rng.below(8) {
        0 => Action::Deploy { card, theater },
        1 => Action::Improvise { card, theater },
        2 => Action::Withdraw {},
        3 => Action::Flip {
            theater,
            owner: Seat(rng.below(3) as u8),
        },
        4 => Action::Reinforce { theater },
        5 => Action::Move {
            from: theater,
            index,
            to: other,
        },
        6 => Action::ReturnToHand { theater, index },
        _ => Action::Skip {},
    }
}

#[test]
fn listed_actions_apply_and_unlisted_are_rejected() {
    play_many::<AirLandSea>(
        400,
        5_000,
        |seed| setup(seed, AirLandSeaOptions::default()),
        |p| {
            let mut rng = GameRng::derive(p.setup.seed, 99);
            for state in states(&p.setup, &p.log) {
                for seat in [Seat(0), Seat(1)] {
                    for action in state.legal_actions(seat) {
                        assert_listed_iff_applies(&state, seat, &action);
                        let json = serde_json::to_string(&action).unwrap();
                        let back: Action = serde_json::from_str(&json).unwrap();
                        assert_eq!(back, action);
                    }
                    for _ in 0..12 {
                        assert_listed_iff_applies(&state, seat, &arbitrary_action(&mut rng));
                    }
                }
            }
        },
    );
}

#[test]
fn replay_reproduces_every_prefix() {
    play_many::<AirLandSea>(
        100,
        5_000,
        |seed| setup(seed, AirLandSeaOptions::default()),
        |p| {
            let all = states(&p.setup, &p.log);
            for (n, state) in all.iter().enumerate() {
                assert_eq!(&replay::<AirLandSea>(&p.setup, &p.log[..n]).unwrap(), state);
            }
        },
    );
}

#[test]
fn random_games_reach_every_ability_choice() {
    use shoreline::games::air_land_sea::AirLandSeaPendingKind as K;
    let mut seen = std::collections::HashSet::new();
    let mut battles_by_withdrawal = 0;
    let mut battles_played_out = 0;
    play_many::<AirLandSea>(
        300,
        5_000,
        |seed| setup(seed, AirLandSeaOptions::default()),
        |p| {
            for state in states(&p.setup, &p.log) {
                if let Some(top) = state.view(Viewer::Everyone).pending.first() {
                    seen.insert(format!("{:?}", top.ability));
                }
                if let Some(b) = state.view(Viewer::Everyone).last_battle {
                    if b.withdrawn_by.is_some() {
                        battles_by_withdrawal += 1;
                    } else {
                        battles_played_out += 1;
                    }
                }
            }
        },
    );
    for kind in [
        K::Maneuver,
        K::Ambush,
        K::Reinforce,
        K::Disrupt,
        K::Transport,
        K::Redeploy,
        K::ExtraPlay,
    ] {
        assert!(seen.contains(&format!("{kind:?}")), "never saw {kind:?}");
    }
    assert!(battles_by_withdrawal > 0 && battles_played_out > 0);
}
