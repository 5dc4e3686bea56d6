//! Ruling (third round): "A placed tile is shown by how it lies on the table: its edges, regions
//! and icons in map orientation, listed in a canonical order. No rotation relative to the printed
//! face and no data order that differs between faces that look alike, on any read path (view,
//! events, replay, stream), while the game runs. A finished game reveals everything."
//!
//! Over the whole component set: every face of every tile in every rotation is grouped by what it
//! shows on the table (computed here from the component data, independently of the views), and
//! for every two members of a group the positions in which one or the other lies on the map are
//! rendered byte for byte alike to every viewer of a running game. Every read path of the HTTP
//! API renders these projections: game reads, replay steps and stream frames render
//! `Game::view`, events, replay entries and stream events `Game::action_view`, and the seat to
//! act is shown `Game::legal_actions` (see `secrecy_tests.rs`).

use std::collections::BTreeMap;
use std::sync::Arc;

use super::board::{Cell, Placed};
use super::components::{SPECIAL_TILE, STANDARD, START_TILE};
use super::*;

/// A face lying in one rotation: (tile, face, rotation).
type Lying = (u8, u8, u8);

const ALL_OPTIONS: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: true,
    caravan_ship: true,
    waypoints: true,
};

const RUNNING: [Viewer; 3] = [
    Viewer::Seat(Seat(0)),
    Viewer::Seat(Seat(1)),
    Viewer::Spectator,
];

fn rotate(mask: u8, rot: u8) -> u8 {
    ((mask << rot) | (mask >> ((6 - rot) % 6))) & 0x3F
}

/// What the table shows of `face` of `tile` turned by `rot`: edge terrain by map direction, the
/// regions (edges on the map, terrain, bonus icons) and sections as sets, and the icons.
fn look((tile, face, rot): Lying) -> String {
    let f = STANDARD.face(tile, face);
    let mut regions: Vec<(u8, bool, u8)> = f
        .regions
        .iter()
        .map(|r| (rotate(r.edges, rot), r.land, r.bonus))
        .collect();
    regions.sort_unstable();
    let mut sections: Vec<(u8, bool)> = f
        .sections
        .iter()
        .map(|s| (rotate(s.edges, rot), s.mountain))
        .collect();
    sections.sort_unstable();
    let land = rotate(f.land, rot);
    format!(
        "{land:06b} {regions:?} {sections:?} {:?} {:?}",
        f.action, f.trade
    )
}

/// Every face in every rotation, grouped by look; only groups of two or more.
fn lookalikes() -> Vec<Vec<Lying>> {
    let mut groups: BTreeMap<String, Vec<Lying>> = BTreeMap::new();
    for tile in 0..STANDARD.tiles.len() as u8 {
        for face in 0..2 {
            for rot in 0..6 {
                groups
                    .entry(look((tile, face, rot)))
                    .or_default()
                    .push((tile, face, rot));
            }
        }
    }
    groups.into_values().filter(|g| g.len() > 1).collect()
}

/// A 2-player game (seat 0 Land, seat 1 Sea) with nothing on the map, in hand or in the stacks.
fn bare(rules: LandVsSeaRules) -> LandVsSea {
    LandVsSea::empty(Arc::clone(&STANDARD), rules, vec![0, 1], ALL_OPTIONS)
}

/// The face lying at the origin, placed by seat 0, with the Waypoint of the region at `rank` (by
/// look, as players name it) on it; `to_act` is in its Waypoint step.
fn lying(
    rules: LandVsSeaRules,
    (tile, face, rot): Lying,
    rank: Option<u8>,
    to_act: u8,
) -> LandVsSea {
    let mut game = bare(rules);
    game.board.push(Placed {
        cell: Cell::ORIGIN,
        tile,
        face,
        rot,
        placer: Some(Seat(0)),
    });
    if let Some(rank) = rank {
        let region = game.region_of_name(0, rank, RegionNames::Look);
        let land = STANDARD.face(tile, face).regions[usize::from(region)].land;
        game.waypoints[usize::from(!land)] = Some(WaypointSpot { placed: 0, region });
    }
    game.phase = Phase::Waypoint;
    game.turn.seat = to_act;
    game
}

/// The position just before seat 0 puts the face down at the origin, and the action that does.
fn placing(
    rules: LandVsSeaRules,
    (tile, face, rot): Lying,
) -> Option<(LandVsSea, LandVsSeaAction)> {
    let mut game = bare(rules);
    game.turn.seat = 0;
    let action = match tile {
        START_TILE => return None,
        SPECIAL_TILE => {
            game.phase = Phase::Special;
            game.turn.holes = vec![(Cell::ORIGIN, face == 0)];
            LandVsSeaAction::PlaceVolcanoWhirlpool {
                q: 0,
                r: 0,
                rotation: rot,
            }
        }
        _ => {
            game.phase = Phase::Place;
            game.hands[0] = vec![HeldTile {
                tile,
                up: face,
                stolen: false,
            }];
            LandVsSeaAction::Place {
                slot: 0,
                face: LandVsSeaFaceChoice::Up,
                rotation: rot,
                q: 0,
                r: 0,
            }
        }
    };
    Some((game, action))
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializes")
}

/// Every rendering a viewer of the running game gets of the positions with `a` lying on the
/// map (with and without a Waypoint on each of its regions, either seat to act), and of the log
/// entry of a Waypoint put on each region (as the log stores it).
fn renderings(rules: LandVsSeaRules, a: Lying, viewer: Viewer) -> Vec<String> {
    let regions = STANDARD.face(a.0, a.1).regions.len() as u8;
    let mut shown = Vec::new();
    for rank in std::iter::once(None).chain((0..regions).map(Some)) {
        for to_act in 0..2 {
            let game = lying(rules, a, rank, to_act);
            shown.push(json(&game.view(viewer)));
            if viewer == Viewer::Seat(Seat(to_act)) {
                shown.push(json(&game.shown_legal_actions(Seat(to_act))));
            }
        }
    }
    for rank in 0..regions {
        let game = lying(rules, a, None, 0);
        let sent = LandVsSeaAction::PlaceWaypoint {
            q: 0,
            r: 0,
            region: rank,
        };
        let stored = game.logged_action(Seat(0), &sent).unwrap_or(sent);
        shown.push(json(&game.action_view(Seat(0), &stored, viewer)));
    }
    shown
}

/// The log entry of the placement that put `a` there, as `viewer` sees it (none for the
/// starting tile, which no action places).
fn logged(rules: LandVsSeaRules, a: Lying, viewer: Viewer) -> Option<String> {
    let (before, action) = placing(rules, a)?;
    Some(json(&before.action_view(Seat(0), &action, viewer)))
}

/// In every rules version: the stored games of versions 1 and 2 name regions by the component
/// table in their logs, but their players are shown, and send, the names by look.
#[test]
fn ruling_placed_tiles_are_shown_by_their_look_alone() {
    for rules in [LandVsSeaRules::V1, LandVsSeaRules::V2, LandVsSeaRules::V3] {
        shown_by_look_alone(rules);
    }
}

fn shown_by_look_alone(rules: LandVsSeaRules) {
    let (mut pairs, mut distinct_faces) = (0, 0);
    for group in lookalikes() {
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[i + 1..] {
                for viewer in RUNNING {
                    let views = (renderings(rules, a, viewer), renderings(rules, b, viewer));
                    assert!(views.0 == views.1, "{viewer:?} tells {a:?} and {b:?} apart");
                    if let (Some(x), Some(y)) = (logged(rules, a, viewer), logged(rules, b, viewer))
                    {
                        assert_eq!(x, y, "{viewer:?} tells {a:?} and {b:?} apart in the log");
                    }
                }
                // A finished game reveals everything: the face's name and its rotation (the two
                // faces of the starting tile are the same, both named "start").
                let everyone = |l: Lying| json(&lying(rules, l, None, 0).view(Viewer::Everyone));
                let name = |l: Lying| (&STANDARD.face(l.0, l.1).id, l.2);
                if name(a) != name(b) {
                    assert_ne!(everyone(a), everyone(b), "{a:?} and {b:?} for everyone");
                }
                pairs += 1;
                distinct_faces += usize::from((a.0, a.1) != (b.0, b.1));
            }
        }
    }
    // The set has look-alike faces of different tiles and faces with rotational symmetry.
    assert!(
        distinct_faces > 100,
        "only {distinct_faces} pairs of distinct faces"
    );
    assert!(pairs > distinct_faces, "no symmetric face");
}

/// Stored games of versions 1 and 2 name a placed tile's regions by the component table in their
/// logs (their `place_waypoint` actions speak that order) and show that order, with the
/// rotation, once they are over (as their golden logs recorded it). While they run their players
/// name regions by look: what a player sends is logged under the table's name of the same region
/// on the map, and the legal actions a player is shown are exactly the logged ones, renamed.
#[test]
fn versions_1_and_2_log_the_table_names_of_the_regions_players_name_by_look() {
    for rules in [LandVsSeaRules::V1, LandVsSeaRules::V2] {
        for group in lookalikes() {
            for &a in &group {
                let game = lying(rules, a, None, 0);
                let everyone = game.view(Viewer::Everyone);
                assert_eq!(everyone.map[0].rotation, Some(a.2));
                let table: Vec<Vec<u8>> = STANDARD
                    .face(a.0, a.1)
                    .regions
                    .iter()
                    .map(|r| {
                        (0..6)
                            .filter(|d| rotate(r.edges, a.2) & (1 << d) != 0)
                            .collect()
                    })
                    .collect();
                let shown: Vec<Vec<u8>> = everyone.map[0]
                    .face
                    .regions
                    .iter()
                    .map(|r| r.edges.clone())
                    .collect();
                assert_eq!(shown, table, "{rules:?} {a:?}: the component table's order");

                // Seat 0 (Land) to place its Waypoint: what it is shown, sends and is logged.
                let seen = game.view(Viewer::Seat(Seat(0)));
                let mut logged: Vec<LandVsSeaAction> = game
                    .shown_legal_actions(Seat(0))
                    .into_iter()
                    .map(|sent| {
                        let stored = game.logged_action(Seat(0), &sent).unwrap_or(sent.clone());
                        if let (
                            LandVsSeaAction::PlaceWaypoint { region: rank, .. },
                            LandVsSeaAction::PlaceWaypoint { region: index, .. },
                        ) = (&sent, &stored)
                        {
                            let by_look = &seen.map[0].face.regions[usize::from(*rank)];
                            let in_table = &everyone.map[0].face.regions[usize::from(*index)];
                            assert_eq!(by_look.edges, in_table.edges, "{rules:?} {a:?}");
                            let after = game.apply(Seat(0), &stored).expect("a legal action");
                            let on_map = after.view(Viewer::Seat(Seat(1))).waypoints[0].on_map;
                            assert_eq!(on_map, Some([0, 0, i32::from(*rank)]), "{rules:?} {a:?}");
                        }
                        stored
                    })
                    .collect();
                let mut legal = game.legal_actions(Seat(0));
                let key = |x: &LandVsSeaAction| json(x);
                logged.sort_by_key(key);
                legal.sort_by_key(key);
                assert_eq!(logged, legal, "{rules:?} {a:?}");
            }
        }
    }
}
