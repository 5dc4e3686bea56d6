//! Scenario tests: every worked example of the rulebook and every ruling, on exact positions.
//!
//! Directions: 0 east (+1,0), 1 north-east (+1,-1), 2 north-west (0,-1), 3 west (-1,0),
//! 4 south-west (-1,+1), 5 south-east (0,+1). A face's edge `i` lies in direction
//! `(i + rotation) % 6`.

use serde_json::{Value, json};
use shoreline::engine::{Game, Seat, Seed, Setup, Viewer};
use shoreline::games::land_vs_sea::{
    LandVsSea, LandVsSeaAction, LandVsSeaFaceChoice, LandVsSeaOptions, LandVsSeaPhase,
    LandVsSeaScenario, LandVsSeaScore, LandVsSeaView,
};

const BASIC: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: false,
    caravan_ship: false,
    waypoints: false,
};
const CHAINS: LandVsSeaOptions = LandVsSeaOptions {
    mountain_coral: true,
    ..BASIC
};
const TRADE: LandVsSeaOptions = LandVsSeaOptions {
    caravan_ship: true,
    ..BASIC
};
const WAYPOINTS: LandVsSeaOptions = LandVsSeaOptions {
    waypoints: true,
    ..BASIC
};

fn plain(edges: &str) -> String {
    LandVsSeaScenario::plain_face(edges)
}

/// `face` with extra fields merged in (e.g. `{"trade": "caravan"}`).
fn with(face: &str, extra: Value) -> String {
    let mut v: Value = serde_json::from_str(face).unwrap();
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    v.to_string()
}

/// `face` with `n` bonus icons on the region holding edge `edge`.
fn bonus(face: &str, edge: u64, n: u64) -> String {
    let mut v: Value = serde_json::from_str(face).unwrap();
    for region in v["regions"].as_array_mut().unwrap() {
        if region["edges"].as_array().unwrap().contains(&json!(edge)) {
            region["bonus"] = json!(n);
        }
    }
    v.to_string()
}

fn place(slot: u8, rotation: u8, q: i32, r: i32) -> LandVsSeaAction {
    LandVsSeaAction::Place {
        slot,
        face: LandVsSeaFaceChoice::Up,
        rotation,
        q,
        r,
    }
}

fn act(game: &LandVsSea, seat: u8, action: LandVsSeaAction) -> LandVsSea {
    assert!(
        game.legal_actions(Seat(seat)).contains(&action),
        "{action:?} is listed"
    );
    game.apply(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

fn view(game: &LandVsSea) -> LandVsSeaView {
    game.view(Viewer::Everyone)
}

fn score(game: &LandVsSea, side: usize) -> LandVsSeaScore {
    view(game).scores[side].clone()
}

fn filler() -> String {
    plain("LLLSSS")
}

/// Example "4 land tiles, 2 bonus points": a land area X-Y-Z closed by W.
fn four_tile_land_area(closer: usize) -> LandVsSea {
    LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &bonus(&plain("LSSSSL"), 0, 1), 0)
        .tile(1, 0, &plain("SSSLLL"), 0)
        .tile(0, 1, &plain("LLLSSS"), 0)
        .hand(closer, &bonus(&plain("SSLLSS"), 2, 1), &filler())
        .hand(1 - closer, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .to_act(closer)
        .build()
}

#[test]
fn example_land_area_completed_by_land_scores_tiles_and_bonus() {
    let game = act(&four_tile_land_area(0), 0, place(0, 0, 1, 1));
    let land = score(&game, 0);
    assert_eq!((land.areas, land.bonus, land.total), (4, 2, 6));
    assert_eq!(score(&game, 1).total, 0);
}

#[test]
fn example_land_area_completed_by_sea_gives_sea_the_bonus() {
    let game = act(&four_tile_land_area(1), 1, place(0, 0, 1, 1));
    assert_eq!(
        score(&game, 0).total,
        4,
        "Land still scores a point per tile"
    );
    assert_eq!(
        score(&game, 1).bonus,
        2,
        "the completer takes the bonus points"
    );
}

#[test]
fn example_pinched_areas_score_separately_three_plus_four() {
    // The new tile's land edges {0,1} and {3,4} are separate regions (sea joined through it).
    let pinched = r#"{"edges": "LLSLLS", "regions": [{"edges": [0, 1]}, {"edges": [3, 4]}, {"edges": [2, 5]}]}"#;
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(1, 0, &plain("SSLLSS"), 0)
        .tile(1, -1, &plain("SSSSLL"), 0)
        .tile(-1, 0, &bonus(&plain("LSSSSL"), 0, 1), 0)
        .tile(-1, 1, &plain("SLLSSS"), 0)
        .hand(0, pinched, &filler())
        .hand(1, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 0, 0));
    let land = score(&game, 0);
    assert_eq!(
        (land.areas, land.bonus),
        (6, 1),
        "3 tiles, then 3 tiles and a bonus"
    );
    assert_eq!(land.total, 7);
}

/// A ring of 6 tiles around (0,0), each showing it a sea edge; ring tile 0 also reaches (2,0).
fn ring_around_hole(special_used: bool) -> LandVsSea {
    let mut s = LandVsSeaScenario::new(2, BASIC)
        .tile(1, 0, r#"{"edges": "SLLSLL", "regions": [{"edges": [0, 3]}, {"edges": [1, 2]}, {"edges": [4, 5]}]}"#, 0)
        .tile(2, 0, &bonus(&plain("LLLSLL"), 3, 1), 0);
    let ring = [(1, -1), (0, -1), (-1, 0), (-1, 1)];
    for (k, (q, r)) in ring.into_iter().enumerate() {
        let d = k as u8 + 1;
        let face = if d == 1 {
            bonus(&plain("SLLLLL"), 0, 1)
        } else {
            plain("SLLLLL")
        };
        s = s.tile(q, r, &face, (d + 3) % 6);
    }
    if special_used {
        s = s.volcano_whirlpool_used();
    }
    s.hand(0, &plain("SLLLLL"), &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .build()
}

#[test]
fn example_hole_filled_with_whirlpool_scores_sea_8_and_land_7() {
    // Land closes the ring at (0,1) with its sea edge facing north-west (direction 2).
    let game = act(&ring_around_hole(false), 0, place(0, 2, 0, 1));
    let v = view(&game);
    assert_eq!(v.phase, LandVsSeaPhase::VolcanoWhirlpool);
    assert_eq!(v.holes, vec![[0, 0]]);
    assert_eq!(game.legal_actions(Seat(0)).len(), 6, "any rotation");
    let game = act(
        &game,
        0,
        LandVsSeaAction::PlaceVolcanoWhirlpool {
            q: 0,
            r: 0,
            rotation: 3,
        },
    );
    let v = view(&game);
    assert!(v.volcano_whirlpool_used);
    assert_eq!(v.map.last().unwrap().face.id, "whirlpool");
    assert_eq!(score(&game, 1).areas, 8);
    assert_eq!(score(&game, 0).bonus, 7);
}

#[test]
fn ruling_only_one_volcano_whirlpool_so_a_later_hole_stays_empty() {
    let game = act(&ring_around_hole(true), 0, place(0, 2, 0, 1));
    let v = view(&game);
    assert!(v.holes.is_empty());
    assert_ne!(v.phase, LandVsSeaPhase::VolcanoWhirlpool);
    assert_eq!(
        score(&game, 1).areas,
        0,
        "the sea around the hole stays open"
    );
}

#[test]
fn example_mountain_chains_of_two_then_three_and_a_coral_chain_of_two() {
    let a = with(&plain("LLSSSL"), json!({"mountains": [[0, 1]]}));
    let b = with(&plain("SSSLLS"), json!({"mountains": [[3, 4]]}));
    let c = with(
        &plain("LLLSSS"),
        json!({"mountains": [[0, 1]], "corals": [[3, 4, 5]]}),
    );
    let d = with(&plain("LSSSLL"), json!({"corals": [[1, 2, 3]]}));
    let first = LandVsSeaScenario::new(2, CHAINS)
        .tile(-1, 0, &a, 0)
        .tile(-1, 2, &d, 0)
        .hand(0, &b, &filler())
        .hand(1, &filler(), &filler())
        .build();
    let first = act(&first, 0, place(0, 0, 0, 0));
    assert_eq!(score(&first, 0).chains, 2);
    let second = LandVsSeaScenario::new(2, CHAINS)
        .tile(-1, 0, &a, 0)
        .tile(0, 0, &b, 0)
        .tile(-1, 2, &d, 0)
        .hand(0, &c, &filler())
        .hand(1, &filler(), &filler())
        .build();
    let second = act(&second, 0, place(0, 0, -1, 1));
    assert_eq!(score(&second, 0).chains, 3, "the whole Mountain chain");
    assert_eq!(
        score(&second, 1).chains,
        2,
        "the Coral chain scores for Sea"
    );
    // Without the option nothing scores.
    let off = LandVsSeaScenario::new(2, BASIC)
        .tile(-1, 0, &a, 0)
        .hand(0, &b, &filler())
        .build();
    assert_eq!(score(&act(&off, 0, place(0, 0, 0, 0)), 0).chains, 0);
}

#[test]
fn ruling_three_players_chains_score_for_the_cartographer() {
    let a = with(&plain("LLSSSL"), json!({"mountains": [[0, 1]]}));
    let b = with(&plain("SSSLLS"), json!({"mountains": [[3, 4]]}));
    let game = LandVsSeaScenario::new(3, BASIC)
        .tile(-1, 0, &a, 0)
        .hand(0, &b, &filler())
        .hand(1, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 0, 0));
    assert_eq!(score(&game, 2).chains, 2);
    assert_eq!(
        score(&game, 0).chains,
        0,
        "Land does not score chains with 3 players"
    );
}

/// A row along the q axis: faces with land at 0 and 3 match their neighbours east and west.
fn trade(icon: &str) -> String {
    with(&plain("LSSLSS"), json!({ "trade": icon }))
}

#[test]
fn example_caravan_placed_next_to_a_caravan_scores_two() {
    let game = LandVsSeaScenario::new(2, TRADE)
        .tile(0, 0, &trade("caravan"), 0)
        .tile(5, 0, &plain("LSSLSS"), 0)
        .hand(1, &trade("caravan"), &filler())
        .hand(1, &trade("ship"), &filler())
        .hand(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .to_act(1)
        .build();
    let next_to = act(&game, 1, place(0, 0, 1, 0));
    assert_eq!(score(&next_to, 1).trade_adjacency, 2);
    let alone = act(&game, 1, place(1, 0, 4, 0));
    assert_eq!(
        score(&alone, 1).trade_adjacency,
        0,
        "no Caravan or Ship next to it"
    );
}

/// A row of trade tiles at q = 0.. with the last one placed by Sea, ending the game.
fn route(players: usize, row: &[&str], last: &str) -> LandVsSea {
    let mut s = LandVsSeaScenario::new(players, TRADE);
    for (q, icon) in row.iter().enumerate() {
        s = s.tile(q as i32, 0, &trade(icon), 0);
    }
    let game = s.hand(1, &trade(last), &filler()).to_act(1).build();
    act(&game, 1, place(0, 0, row.len() as i32, 0))
}

#[test]
fn example_trade_route_three_caravans_two_ships_scores_five_for_land() {
    let game = route(2, &["caravan", "ship", "caravan", "ship"], "caravan");
    assert!(game.outcome().is_some(), "the last tile ends the game");
    assert_eq!(score(&game, 0).trade_routes, 5);
    assert_eq!(score(&game, 1).trade_routes, 0);
    assert_eq!(score(&game, 1).trade_adjacency, 2);
}

#[test]
fn example_tied_trade_route_gives_the_cartographer_six() {
    let game = route(
        3,
        &["caravan", "ship", "caravan", "ship", "caravan"],
        "ship",
    );
    assert!(game.outcome().is_some());
    assert_eq!(score(&game, 2).trade_routes, 6);
    assert_eq!(
        (score(&game, 0).trade_routes, score(&game, 1).trade_routes),
        (0, 0)
    );
    let two_players = route(
        2,
        &["caravan", "ship", "caravan", "ship", "caravan"],
        "ship",
    );
    let totals: Vec<i64> = view(&two_players)
        .scores
        .iter()
        .map(|s| s.trade_routes)
        .collect();
    assert_eq!(totals, [0, 0], "a tied route scores nobody with 2 players");
}

#[test]
fn ruling_a_lone_caravan_is_not_a_trade_route() {
    let game = LandVsSeaScenario::new(2, TRADE)
        .tile(0, 0, &trade("caravan"), 0)
        .hand(1, &plain("LSSLSS"), &filler())
        .to_act(1)
        .build();
    let game = act(&game, 1, place(0, 0, 1, 0));
    assert!(game.outcome().is_some());
    assert_eq!(score(&game, 0).trade_routes, 0);
}

#[test]
fn example_waypoint_returned_by_completing_its_area() {
    let game = LandVsSeaScenario::new(2, WAYPOINTS)
        .tile(0, 0, &bonus(&plain("SLLLLL"), 0, 1), 0)
        .waypoint(1, 0, 0, 0)
        .hand(1, &bonus(&plain("LLLSLL"), 3, 1), &filler())
        .hand(1, &filler(), &filler())
        .hand(0, &filler(), &filler())
        .to_act(1)
        .build();
    let game = act(&game, 1, place(0, 0, 1, 0));
    let sea = score(&game, 1);
    assert_eq!(
        (sea.areas, sea.bonus, sea.waypoints, sea.total),
        (2, 2, 1, 5)
    );
    let v = view(&game);
    assert_eq!(v.waypoints[1].on_map, None, "returned to its owner");
    assert_eq!(
        v.phase,
        LandVsSeaPhase::Waypoint,
        "and it may be placed again at once"
    );
}

fn surround(players: usize) -> LandVsSea {
    let row = plain("LSSLSS");
    let mut s = LandVsSeaScenario::new(players, WAYPOINTS).tile(0, 0, &row, 0);
    for (q, r) in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1)] {
        s = s.tile(q, r, &row, 0);
    }
    s.waypoint(1, 0, 0, 1)
        .hand(0, &row, &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .build()
}

#[test]
fn example_waypoint_returned_by_surrounding_its_tile() {
    let game = act(&surround(2), 0, place(0, 0, 0, 1));
    assert_eq!(score(&game, 0).waypoints, 1, "Land returns Sea's Waypoint");
    assert_eq!(view(&game).waypoints[1].on_map, None);
}

#[test]
fn ruling_four_players_waypoints_go_back_to_the_player_who_placed_them() {
    let game = act(&surround(4), 0, place(0, 0, 0, 1));
    let v = view(&game);
    assert_eq!(v.waypoints.len(), 4, "one Waypoint per player");
    assert_eq!(v.waypoints[1].on_map, None);
    assert_eq!(v.scores[0].waypoints, 1);
    assert_eq!(
        v.scores[0].seats,
        vec![Seat(0), Seat(2)],
        "team mates score together"
    );
}

#[test]
fn ruling_waypoint_goes_on_own_terrain_of_an_open_tile_without_waypoint() {
    let game = LandVsSeaScenario::new(2, WAYPOINTS)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .tile(5, 5, &plain("LLLSSS"), 0)
        .waypoint(1, 5, 5, 1)
        .hand(0, &plain("SSSLLL"), &filler())
        .hand(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, -1, 0));
    assert_eq!(view(&game).phase, LandVsSeaPhase::Waypoint);
    let legal = game.legal_actions(Seat(0));
    let wp = |q, r, region| LandVsSeaAction::PlaceWaypoint { q, r, region };
    // Region 0 of "LLLSSS" is land: (0,0) and the new tile (-1,0) are open; (5,5) has one.
    assert!(legal.contains(&wp(0, 0, 0)));
    assert!(!legal.contains(&wp(0, 0, 1)), "a sea region is not Land's");
    assert!(!legal.contains(&wp(5, 5, 0)), "a tile with a Waypoint");
    let err = game.apply(Seat(0), &wp(0, 0, 1)).unwrap_err();
    assert_eq!(err.code, "waypoint_spot_invalid");
    let skipped = act(&game, 0, LandVsSeaAction::SkipWaypoint);
    assert_eq!(view(&skipped).phase, LandVsSeaPhase::Draw);
}

#[test]
fn example_play_again_then_steal_in_one_turn() {
    let again = with(&plain("LLLSSS"), json!({"action": "play_again"}));
    let steal = with(&plain("LLLSSS"), json!({"action": "steal"}));
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &again, &filler())
        .hand(0, &steal, &filler())
        .hand(1, &plain("SSSSLL"), &filler())
        .hand(1, &plain("SLLLLL"), &filler())
        .stack(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .build();
    // (0,0) shows land at 0-2: a tile at (1,0) rotated by 3 shows land at 3-5.
    let game = act(&game, 0, place(0, 3, 1, 0));
    assert_eq!(
        view(&game).phase,
        LandVsSeaPhase::Place,
        "Play Again: place the second tile"
    );
    let game = act(&game, 0, place(0, 3, -1, 0));
    assert_eq!(view(&game).phase, LandVsSeaPhase::Steal);
    let legal = game.legal_actions(Seat(0));
    assert_eq!(legal.len(), 2, "either of Sea's 2 tiles");
    let game = act(
        &game,
        0,
        LandVsSeaAction::Steal {
            from: Seat(1),
            slot: 1,
        },
    );
    let v = view(&game);
    assert_eq!(v.hands[0].tiles.len(), 1);
    assert!(v.hands[0].tiles[0].stolen_this_turn);
    assert_eq!(v.hands[1].tiles.len(), 1);
    assert_eq!(v.phase, LandVsSeaPhase::Draw, "draw 1 to get back to 2");
    let game = act(&game, 0, LandVsSeaAction::Draw { stack: 0 });
    let v = view(&game);
    assert_eq!(v.hands[0].tiles.len(), 2);
    assert_eq!(v.current, Some(Seat(1)), "the turn is over");
    assert!(
        !v.hands[0].tiles[0].stolen_this_turn,
        "playable from the next turn"
    );
}

#[test]
fn ruling_steal_never_takes_a_last_tile() {
    let steal = with(&plain("LLLSSS"), json!({"action": "steal"}));
    let base = |sea_tiles: usize| {
        let mut s = LandVsSeaScenario::new(2, BASIC)
            .tile(0, 0, &plain("LLLSSS"), 0)
            .hand(0, &steal, &filler())
            .hand(0, &filler(), &filler())
            .stack(0, &filler(), &filler());
        for _ in 0..sea_tiles {
            s = s.hand(1, &filler(), &filler());
        }
        s.build()
    };
    let game = act(&base(1), 0, place(0, 3, 1, 0));
    assert_eq!(
        view(&game).phase,
        LandVsSeaPhase::Draw,
        "nobody to steal from: no steal"
    );
    let game = act(&base(2), 0, place(0, 3, 1, 0));
    assert_eq!(view(&game).phase, LandVsSeaPhase::Steal);
    let err = game
        .apply(
            Seat(0),
            &LandVsSeaAction::Steal {
                from: Seat(0),
                slot: 0,
            },
        )
        .unwrap_err();
    assert_eq!(err.code, "invalid_steal_target");
    let game = act(
        &game,
        0,
        LandVsSeaAction::Steal {
            from: Seat(1),
            slot: 0,
        },
    );
    assert_eq!(
        view(&game).current,
        Some(Seat(1)),
        "2 tiles: no draw, the turn ends"
    );
}

#[test]
fn ruling_play_again_scores_each_placement_as_it_happens() {
    // Two Mountain links in one turn: the chain scores 2, then 3 (5 in all).
    let a = with(&plain("LLSSSL"), json!({"mountains": [[0, 1]]}));
    let b = with(
        &plain("SSSLLS"),
        json!({"mountains": [[3, 4]], "action": "play_again"}),
    );
    let c = with(&plain("LLLSSS"), json!({"mountains": [[0, 1]]}));
    let game = LandVsSeaScenario::new(2, CHAINS)
        .tile(-1, 0, &a, 0)
        .hand(0, &b, &filler())
        .hand(0, &c, &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 0, 0));
    let game = act(&game, 0, place(0, 0, -1, 1));
    assert_eq!(score(&game, 0).chains, 5);
}

#[test]
fn ruling_placement_must_match_every_touching_edge() {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &plain("LLLSSS"), &plain("LSSSSS"))
        .hand(1, &filler(), &filler())
        .build();
    let code = |a: LandVsSeaAction| game.apply(Seat(0), &a).unwrap_err().code;
    assert_eq!(
        code(place(0, 0, 1, 0)),
        "edges_mismatch",
        "sea edge 3 against land"
    );
    assert_eq!(code(place(0, 0, 0, 0)), "cell_occupied");
    assert_eq!(code(place(0, 0, 3, 0)), "not_adjacent");
    assert_eq!(code(place(0, 6, 1, 0)), "invalid_rotation");
    assert_eq!(code(place(1, 3, 1, 0)), "no_such_tile");
    assert_eq!(code(LandVsSeaAction::Draw { stack: 0 }), "wrong_step");
    assert_eq!(
        game.apply(Seat(1), &place(0, 3, 1, 0)).unwrap_err().code,
        "not_your_turn"
    );
    let hidden = LandVsSeaAction::Place {
        slot: 0,
        face: LandVsSeaFaceChoice::Hidden,
        rotation: 3,
        q: 1,
        r: 0,
    };
    let placed = act(&game, 0, hidden);
    assert_eq!(
        view(&placed).map[1].face.edges,
        "SSSLSS",
        "the hidden face, rotated by 3"
    );
}

#[test]
fn ruling_draft_starts_with_land_and_goes_round_until_two_each() {
    let setup = |players| Setup {
        players,
        seed: Seed(11),
        options: LandVsSeaOptions::default(),
    };
    for players in 2..=4 {
        let mut game = LandVsSea::new(&setup(players)).unwrap();
        let mut order = Vec::new();
        while view(&game).phase == LandVsSeaPhase::Draft {
            let seat = game.to_act()[0];
            order.push(seat.0);
            game = act(
                &game,
                seat.0,
                LandVsSeaAction::Draw {
                    stack: order.len() as u8 % 2,
                },
            );
        }
        let expected: Vec<u8> = (0..2 * players as u8).map(|k| k % players as u8).collect();
        assert_eq!(order, expected);
        let v = view(&game);
        assert_eq!(v.phase, LandVsSeaPhase::Place);
        assert_eq!(v.current, Some(Seat(0)), "Land goes first");
        assert!(v.hands.iter().all(|h| h.tiles.len() == 2));
        let in_stacks: u32 = v.stacks.iter().map(|s| s.count).sum();
        assert_eq!(in_stacks as usize, 58 - 2 * players);
    }
    assert_eq!(
        LandVsSea::new(&setup(5)).unwrap_err().code,
        "invalid_player_count"
    );
}

#[test]
fn ruling_hidden_faces_only_for_their_holder_and_stack_tops_public() {
    let mut game = LandVsSea::new(&Setup {
        players: 2,
        seed: Seed(5),
        options: LandVsSeaOptions::default(),
    })
    .unwrap();
    for _ in 0..4 {
        let seat = game.to_act()[0].0;
        game = act(&game, seat, LandVsSeaAction::Draw { stack: 0 });
    }
    let own = game.view(Viewer::Seat(Seat(0)));
    assert!(own.hands[0].tiles.iter().all(|t| t.hidden.is_some()));
    assert!(own.hands[1].tiles.iter().all(|t| t.hidden.is_none()));
    let spectator = game.view(Viewer::Spectator);
    assert!(
        spectator
            .hands
            .iter()
            .flat_map(|h| &h.tiles)
            .all(|t| t.hidden.is_none())
    );
    for s in &spectator.stacks {
        assert!(s.top.is_some() && s.tiles.is_none());
    }
    let everyone = view(&game);
    assert_eq!(
        everyone.stacks[0].top,
        Some(everyone.stacks[0].tiles.as_ref().unwrap()[0].up.clone())
    );
}

#[test]
fn ruling_an_empty_stack_is_refilled_by_splitting_the_other_top_half_stays() {
    let mut s = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &plain("SSSLLL"), &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .stack(0, &plain("LSSSSS"), &filler());
    let names = ["LLSSSS", "LLLLSS", "LLLLLS", "SSLLLS", "SSSSLS"];
    for e in names {
        s = s.stack(1, &plain(e), &filler());
    }
    let game = act(&s.build(), 0, place(0, 0, -1, 0));
    let game = act(&game, 0, LandVsSeaAction::Draw { stack: 0 });
    let v = view(&game);
    let edges = |k: usize| -> Vec<String> {
        v.stacks[k]
            .tiles
            .as_ref()
            .unwrap()
            .iter()
            .map(|t| t.up.edges.clone())
            .collect()
    };
    assert_eq!(edges(1), ["SSSSLS", "SSLLLS", "LLLLLS"], "top half stays");
    assert_eq!(
        edges(0),
        ["LLLLSS", "LLSSSS"],
        "bottom half makes the other stack"
    );
}

#[test]
fn ruling_three_players_always_use_mountain_coral_and_caravan_ship() {
    let game = LandVsSea::new(&Setup {
        players: 3,
        seed: Seed(1),
        options: LandVsSeaOptions::default(),
    })
    .unwrap();
    let v = view(&game);
    assert!(v.options.mountain_coral && v.options.caravan_ship && !v.options.waypoints);
    assert_eq!(v.scores.len(), 3);
    assert_eq!(
        game.sides(),
        vec![vec![Seat(0)], vec![Seat(1)], vec![Seat(2)]]
    );
}

#[test]
fn ruling_four_players_play_in_teams() {
    let game = LandVsSea::new(&Setup {
        players: 4,
        seed: Seed(1),
        options: LandVsSeaOptions::default(),
    })
    .unwrap();
    assert_eq!(
        game.sides(),
        vec![vec![Seat(0), Seat(2)], vec![Seat(1), Seat(3)]]
    );
}

#[test]
fn ruling_equal_scores_are_a_tie_and_nothing_is_playable_after_the_end() {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &plain("SSSLLL"), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, -1, 0));
    let outcome = game.outcome().expect("the last tile ends the game");
    assert!(outcome.is_draw());
    assert!(game.to_act().is_empty());
    let err = game
        .apply(Seat(0), &LandVsSeaAction::SkipWaypoint)
        .unwrap_err();
    assert_eq!(err.code, "game_over");
}

#[test]
fn higher_score_wins() {
    let mut game = act(&four_tile_land_area(0), 0, place(0, 0, 1, 1));
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let first = game.legal_actions(seat)[0].clone();
        game = act(&game, seat.0, first);
    }
    let totals: Vec<i64> = view(&game).scores.iter().map(|s| s.total).collect();
    assert!(totals[0] > totals[1], "{totals:?}");
    assert_eq!(game.outcome().unwrap().winners, vec![Seat(0)]);
}

#[test]
fn action_json_round_trips_in_the_documented_form() {
    let a: LandVsSeaAction = serde_json::from_str(
        r#"{"type":"place","slot":1,"face":"hidden","rotation":4,"q":-2,"r":3}"#,
    )
    .unwrap();
    assert_eq!(
        a,
        LandVsSeaAction::Place {
            slot: 1,
            face: LandVsSeaFaceChoice::Hidden,
            rotation: 4,
            q: -2,
            r: 3
        }
    );
    assert!(serde_json::from_str::<LandVsSeaAction>(r#"{"type":"draw","stack":0,"x":1}"#).is_err());
    let o: LandVsSeaOptions = serde_json::from_str(r#"{"waypoints":true}"#).unwrap();
    assert!(o.waypoints && !o.mountain_coral);
}
