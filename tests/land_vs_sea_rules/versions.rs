//! The rules versions: roles drawn from the seed and shared victories (version 2) against seat
//! order and drawn ties (version 1, which stored games keep).

use super::*;

fn setup(players: usize, seed: u64) -> Setup<LandVsSeaOptions> {
    Setup {
        players,
        seed: Seed(seed),
        options: LandVsSeaOptions::default(),
    }
}

fn roles(game: &LandVsSea) -> Vec<LandVsSeaRole> {
    view(game).hands.iter().map(|h| h.role).collect()
}

/// Ruling (second round): "Land and Sea (and, with 3 players, the Cartographer) are drawn at
/// random from the game's seed ... With 4 players the teams are drawn the same way." Every role
/// lands on every seat for some seed, each game deals each role once (twice with teams), and the
/// draw has its own seed stream: the tiles are dealt exactly as under version 1.
#[test]
fn ruling_roles_are_drawn_at_random_from_the_seed() {
    use LandVsSeaRole::{Cartographer, Land, Sea};
    for players in 2..=4 {
        let mut land_seats = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let drawn = LandVsSea::new(&setup(players, seed)).unwrap();
            let mut sorted = roles(&drawn);
            land_seats.extend((0..players).filter(|&seat| sorted[seat] == Land));
            sorted.sort_by_key(|r| *r as u8);
            let expected = match players {
                2 => vec![Land, Sea],
                3 => vec![Land, Sea, Cartographer],
                _ => vec![Land, Land, Sea, Sea],
            };
            assert_eq!(sorted, expected, "{players} players, seed {seed}");
            let seated = LandVsSea::new_under_rules(&setup(players, seed), "1").unwrap();
            assert_eq!(view(&drawn).stacks, view(&seated).stacks, "the same deal");
        }
        assert_eq!(land_seats.len(), players, "Land sits anywhere");
    }
}

/// Rules version 1: seat 0 Land, seat 1 Sea, seat 2 the Cartographer, whatever the seed.
#[test]
fn rules_version_1_seats_the_roles_in_seat_order() {
    use LandVsSeaRole::{Cartographer, Land, Sea};
    for seed in 0..10 {
        let game = LandVsSea::new_under_rules(&setup(3, seed), "1").unwrap();
        assert_eq!(roles(&game), vec![Land, Sea, Cartographer]);
        assert_eq!(game.to_act(), vec![Seat(0)], "Land drafts first");
    }
}

/// Rulebook, 4 players: "Sit in (youngest) Land > Sea > Land > Sea turn order": whatever the
/// draw, team mates never play one after the other.
#[test]
fn ruling_drawn_teams_alternate_in_turn_order() {
    for seed in 0..20 {
        let mut game = LandVsSea::new(&setup(4, seed)).unwrap();
        let roles = roles(&game);
        let mut drafters = Vec::new();
        for _ in 0..4 {
            let seat = game.to_act()[0];
            drafters.push(roles[seat.index()]);
            game = act(&game, seat.0, LandVsSeaAction::Draw { stack: 0 });
        }
        use LandVsSeaRole::{Land, Sea};
        assert_eq!(drafters, vec![Land, Sea, Land, Sea], "seed {seed}");
    }
}

/// The last two tiles: Land (seat 0) closes a 2-tile land area, then Sea (seat 1) a 2-tile sea
/// area, which ends the game with Land and Sea on 2 points each and the Cartographer on 0.
fn three_players_land_and_sea_tied(rules: LandVsSeaRules) -> LandVsSea {
    let game = LandVsSeaScenario::new(3, BASIC)
        .rules(rules)
        .tile(0, 0, &plain("LSSSSS"), 0)
        .tile(5, 5, &plain("SLLLLL"), 0)
        .hand(0, &plain("SSSLSS"), &filler())
        .hand(1, &plain("LLLSLL"), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 1, 0));
    assert!(game.outcome().is_none());
    act(&game, 1, place(0, 0, 6, 5))
}

/// Ruling (second round): "equal top scores share the victory among the tied sides; every lower
/// side loses. With 2 sides that is a draw." Rules version 1 drew the game instead.
#[test]
fn ruling_equal_top_scores_share_the_victory_and_lower_sides_lose() {
    let shared = three_players_land_and_sea_tied(LandVsSeaRules::V2);
    let outcome = shared.outcome().expect("the last tile ends the game");
    let scores: Vec<i64> = outcome.standings.iter().map(|s| s.score).collect();
    assert_eq!(scores[0], scores[1]);
    assert!(scores[2] < scores[0]);
    assert_eq!(outcome.winners, vec![Seat(0), Seat(1)]);
    assert!(!outcome.is_draw());

    let old = three_players_land_and_sea_tied(LandVsSeaRules::V1);
    let outcome = old.outcome().unwrap();
    assert!(outcome.is_draw(), "version 1: any tie on top is a draw");
}

/// Ruling (third round): a placed tile is shown by how it lies, its regions "listed in a canonical
/// order". Rules version 3 names them so in its log too: `place_waypoint` names a region by its
/// rank on the map (ordered by edge directions). Versions 1 and 2 log the component table's
/// index, but while their games run players are shown, and send, the rank as well; the index is
/// what their log stores, and what everyone sees once the game is over. The tile at (0,0) lists
/// its land region first in the table but lies with its sea region on direction 0, so its land
/// region is ranked second.
#[test]
fn ruling_version_3_names_a_placed_tiles_regions_by_how_they_lie() {
    let table_order =
        r#"{"edges": "SSSLLS", "regions": [{"edges": [3, 4]}, {"edges": [0, 1, 2, 5]}]}"#;
    let by_look = 1;
    for (rules, logged) in [
        (LandVsSeaRules::V3, 1),
        (LandVsSeaRules::V2, 0),
        (LandVsSeaRules::V1, 0),
    ] {
        let game = LandVsSeaScenario::new(2, WAYPOINTS)
            .rules(rules)
            .tile(0, 0, table_order, 0)
            .hand(0, &plain("LSSSSS"), &filler())
            .hand(0, &filler(), &filler())
            .hand(1, &filler(), &filler())
            .stack(0, &filler(), &filler())
            .build();
        let game = act(&game, 0, place(0, 0, -1, 0));
        let waypoint = |region| LandVsSeaAction::PlaceWaypoint { q: 0, r: 0, region };
        let legal = game.legal_actions(Seat(0));
        assert!(legal.contains(&waypoint(logged)), "{rules:?}");
        assert!(
            !legal.contains(&waypoint(1 - logged)),
            "{rules:?}: Land's Waypoint goes on land"
        );
        let shown = game.shown_legal_actions(Seat(0));
        assert!(shown.contains(&waypoint(by_look)), "{rules:?}");
        assert!(!shown.contains(&waypoint(1 - by_look)), "{rules:?}");
        let sent = waypoint(by_look);
        let stored = game.logged_action(Seat(0), &sent).unwrap_or(sent);
        assert_eq!(stored, waypoint(logged), "{rules:?}");
        let seen = &game.view(Viewer::Seat(Seat(1))).map[0].face.regions[usize::from(by_look)];
        assert_eq!(
            (seen.index, seen.edges.clone()),
            (by_look, vec![3, 4]),
            "{rules:?}"
        );
        let placed = act(&game, 0, stored);
        assert_eq!(
            placed.view(Viewer::Seat(Seat(1))).waypoints[0].on_map,
            Some([0, 0, i32::from(by_look)])
        );
        assert_eq!(
            view(&placed).waypoints[0].on_map,
            Some([0, 0, i32::from(logged)])
        );
    }
}
