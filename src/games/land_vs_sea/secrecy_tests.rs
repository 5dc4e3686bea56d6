//! Ruling (second round): "a face shown to someone who does not hold the tile must not identify
//! the tile ... faces with equal content are indistinguishable to a non-holder, as cardboard
//! would be".
//!
//! Property: take a position from a random game, and a tile lying in a hand or on top of a stack
//! whose up face looks exactly like a face of another tile buried in a stack. Swap the two (the
//! buried tile now shows that face). The two positions differ only in which of two same-looking
//! tiles lies there, so every viewer who does not hold it must get identical views and identical
//! action views.
//!
//! Every read path of the HTTP API goes through these two projections: game reads and stream
//! frames render `Match::view`, events, replays and stream events render `Match::entry_view`
//! (`Game::view` and `Game::action_view` here), each for the viewer `LoadedGame::viewer` picks.
//! So testing the projections covers events, replays and stream frames too.

use super::view::Shown;
use super::*;
use crate::engine::conformance::random_playout;
use crate::engine::{GameRng, Seed};

/// Where a tile lies off the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spot {
    Hand { seat: usize, slot: usize },
    Stack { stack: usize, depth: usize },
}

impl LandVsSea {
    fn tile_at(&self, spot: Spot) -> HeldTile {
        match spot {
            Spot::Hand { seat, slot } => self.hands[seat][slot],
            Spot::Stack { stack, depth } => {
                self.stacks[stack][self.stacks[stack].len() - 1 - depth]
            }
        }
    }

    fn put(&mut self, spot: Spot, tile: HeldTile) {
        match spot {
            Spot::Hand { seat, slot } => self.hands[seat][slot] = tile,
            Spot::Stack { stack, depth } => {
                let index = self.stacks[stack].len() - 1 - depth;
                self.stacks[stack][index] = tile;
            }
        }
    }

    /// How a non-holder sees `face` of `tile` off the map.
    fn look(&self, tile: u8, face: u8) -> LandVsSeaFace {
        self.face_view(tile, face, 0, Shown::Unnamed)
    }

    /// The position with the tile at `seen` swapped for a same-looking one buried in a stack
    /// (below its top), if there is one.
    fn with_lookalike_at(&self, seen: Spot) -> Option<LandVsSea> {
        let shown = self.tile_at(seen);
        let look = self.look(shown.tile, shown.up);
        let buried = (0..2).flat_map(|stack| {
            (1..self.stacks[stack].len()).map(move |depth| Spot::Stack { stack, depth })
        });
        for spot in buried {
            let other = self.tile_at(spot);
            for face in 0..2 {
                if other.tile != shown.tile && self.look(other.tile, face) == look {
                    let mut swapped = self.clone();
                    // Only the tiles trade places: each spot keeps its stolen mark.
                    swapped.put(
                        seen,
                        HeldTile {
                            tile: other.tile,
                            up: face,
                            stolen: shown.stolen,
                        },
                    );
                    swapped.put(
                        spot,
                        HeldTile {
                            stolen: other.stolen,
                            ..shown
                        },
                    );
                    return Some(swapped);
                }
            }
        }
        None
    }
}

/// Actions whose log entries could show the tile at `seen`: whatever the seat to act may do,
/// and every draw and steal by any seat.
fn candidate_actions(a: &LandVsSea, b: &LandVsSea) -> Vec<(Seat, LandVsSeaAction)> {
    let mut actions = Vec::new();
    for state in [a, b] {
        for seat in state.to_act() {
            actions.extend(state.legal_actions(seat).into_iter().map(|x| (seat, x)));
        }
    }
    for seat in 0..a.player_count() {
        for stack in 0..2 {
            actions.push((Seat::from(seat), LandVsSeaAction::Draw { stack }));
        }
        for from in 0..a.player_count() {
            for slot in 0..2 {
                let from = Seat::from(from);
                actions.push((Seat::from(seat), LandVsSeaAction::Steal { from, slot }));
            }
        }
    }
    actions
}

fn assert_indistinguishable(a: &LandVsSea, b: &LandVsSea, seen: Spot) {
    let holder = match seen {
        Spot::Hand { seat, .. } => Some(Seat::from(seat)),
        Spot::Stack { .. } => None,
    };
    let mut outsiders: Vec<Viewer> = (0..a.player_count())
        .map(Seat::from)
        .filter(|seat| Some(*seat) != holder)
        .map(Viewer::Seat)
        .collect();
    outsiders.push(Viewer::Spectator);
    for &viewer in &outsiders {
        assert_eq!(
            a.view(viewer),
            b.view(viewer),
            "{viewer:?} tells {seen:?} apart"
        );
    }
    for (actor, action) in candidate_actions(a, b) {
        // A placement of the swapped tile names a rotation of the holder's face order, which
        // the holder alone knows: the same JSON is another physical placement of the other tile.
        if let (LandVsSeaAction::Place { slot, .. }, Spot::Hand { seat, slot: held }) =
            (&action, seen)
            && actor.index() == seat
            && usize::from(*slot) == held
        {
            continue;
        }
        for &viewer in &outsiders {
            // Whoever draws or steals a tile holds it from then on and may see it.
            let taker = matches!(
                action,
                LandVsSeaAction::Draw { .. } | LandVsSeaAction::Steal { .. }
            ) && viewer == Viewer::Seat(actor);
            if taker {
                continue;
            }
            assert_eq!(
                a.action_view(actor, &action, viewer),
                b.action_view(actor, &action, viewer),
                "{viewer:?} tells {seen:?} apart in the log of {actor} {action:?}"
            );
        }
    }
}

#[test]
fn ruling_non_holders_cannot_tell_same_looking_tiles_apart() {
    let (mut hands_checked, mut stacks_checked) = (0, 0);
    for n in 0..120u64 {
        let players = 2 + (n % 3) as usize;
        let seed = Seed(0x5EC2E7 + n);
        let mut rng = GameRng::derive(seed, 3);
        let stop = rng.below(60);
        let options = LandVsSeaOptions {
            mountain_coral: n % 2 == 0,
            caravan_ship: n % 4 < 2,
            waypoints: true,
        };
        let setup = Setup {
            players,
            seed,
            options,
        };
        let state = random_playout::<LandVsSea>(setup, &mut rng, stop).state;
        let mut spots: Vec<Spot> = (0..2)
            .filter(|&stack| !state.stacks[stack].is_empty())
            .map(|stack| Spot::Stack { stack, depth: 0 })
            .collect();
        for (seat, hand) in state.hands.iter().enumerate() {
            spots.extend((0..hand.len()).map(|slot| Spot::Hand { seat, slot }));
        }
        for seen in spots {
            if let Some(swapped) = state.with_lookalike_at(seen) {
                assert_ne!(state, swapped, "the positions really differ");
                assert_indistinguishable(&state, &swapped, seen);
                match seen {
                    Spot::Hand { .. } => hands_checked += 1,
                    Spot::Stack { .. } => stacks_checked += 1,
                }
            }
        }
    }
    // The component set has enough same-looking faces for the property to be exercised.
    assert!(
        hands_checked > 50,
        "only {hands_checked} hand tiles checked"
    );
    assert!(
        stacks_checked > 20,
        "only {stacks_checked} stack tops checked"
    );
}

#[test]
fn the_holder_still_sees_ids_and_a_finished_game_shows_them_to_everyone() {
    let setup = Setup {
        players: 2,
        seed: Seed(11),
        options: LandVsSeaOptions::default(),
    };
    let mut rng = GameRng::derive(setup.seed, 1);
    let running = random_playout::<LandVsSea>(setup.clone(), &mut rng, 8).state;
    let holder = running.view(Viewer::Seat(Seat(0)));
    let other = running.view(Viewer::Seat(Seat(1)));
    assert!(holder.hands[0].tiles.iter().all(|t| t.up.id.is_some()));
    assert!(other.hands[0].tiles.iter().all(|t| t.up.id.is_none()));
    assert!(
        other
            .stacks
            .iter()
            .flat_map(|s| &s.top)
            .all(|f| f.id.is_none())
    );
    assert!(holder.map.iter().all(|t| t.face.id.is_none()));
    // Nor the rotation relative to the printed face (RULINGS, third round).
    assert!(holder.map.iter().all(|t| t.rotation.is_none()));
    let finished = random_playout::<LandVsSea>(setup, &mut rng, 5_000).state;
    assert!(finished.outcome().is_some());
    let everyone = finished.view(Viewer::Everyone);
    assert!(everyone.map.iter().all(|t| t.face.id.is_some()));
    assert!(everyone.map.iter().all(|t| t.rotation.is_some()));
}
