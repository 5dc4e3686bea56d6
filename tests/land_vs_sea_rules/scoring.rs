//! Scoring: areas, holes, chains, trade, Waypoints and the actions of tiles.

use super::*;

/// Example "4 land tiles, 2 bonus points": a land area X-Y-Z closed by W.
pub fn four_tile_land_area(closer: usize) -> LandVsSea {
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
    assert_eq!(v.map.last().unwrap().face.id.as_deref(), Some("whirlpool"));
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
fn ruling_a_tile_with_two_regions_in_one_area_counts_once() {
    // The new tile's land edges 0 and 2 are separate regions, joined into one area around
    // (1,-1); its sea edge 1 closes a 2-tile sea area at the same time.
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(1, 0, &plain("SSLLSS"), 0)
        .tile(1, -1, r#"{"edges": "SSSLSL", "regions": [{"edges": [0, 1, 2]}, {"edges": [3, 5]}, {"edges": [4]}]}"#, 0)
        .tile(0, -1, &plain("LSSSSL"), 0)
        .hand(0, &plain("LSLSSS"), &filler())
        .hand(1, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 0, 0));
    assert_eq!(score(&game, 0).areas, 4, "4 tiles, not 5 regions");
    assert_eq!(score(&game, 1).areas, 2);
}

/// A land hole at (0,0) about to be closed by the Cartographer; ring tiles 0 and 1 carry linked
/// Mountain sections facing the hole.
fn volcano_ring() -> LandVsSea {
    let mut s = LandVsSeaScenario::new(3, BASIC)
        .tile(
            1,
            0,
            &with(&plain("SSLLSS"), json!({"mountains": [[2, 3]]})),
            0,
        )
        .tile(
            1,
            -1,
            &with(&plain("SSSSLL"), json!({"mountains": [[4, 5]]})),
            0,
        );
    for (d, (q, r)) in [(2u8, (0, -1)), (3, (-1, 0)), (4, (-1, 1))] {
        s = s.tile(q, r, &plain("LSSSSS"), (d + 3) % 6);
    }
    s.hand(2, &plain("LSSSSS"), &filler())
        .hand(2, &filler(), &filler())
        .hand(0, &filler(), &filler())
        .to_act(2)
        .build()
}

#[test]
fn ruling_volcano_mountains_chain_and_its_rotation_is_the_placers_choice() {
    let game = act(&volcano_ring(), 2, place(0, 2, 0, 1));
    assert_eq!(view(&game).holes, vec![[0, 0]]);
    let volcano = |rotation| LandVsSeaAction::PlaceVolcanoWhirlpool {
        q: 0,
        r: 0,
        rotation,
    };
    let aligned = act(&game, 2, volcano(0));
    assert_eq!(
        view(&aligned).map.last().unwrap().face.id.as_deref(),
        Some("volcano")
    );
    let cartographer = score(&aligned, 2);
    assert_eq!(
        cartographer.chains, 3,
        "one Volcano section joins the 2 ring sections"
    );
    assert_eq!(
        cartographer.bonus, 5,
        "the Cartographer completed the land area"
    );
    assert_eq!(score(&aligned, 0).areas, 7);
    let split = act(&game, 2, volcano(1));
    assert_eq!(
        score(&split, 2).chains,
        4,
        "two Volcano sections join the same chain"
    );
    let err = game.apply(Seat(2), &volcano(6)).unwrap_err();
    assert_eq!(err.code, "invalid_rotation");
    let err = game
        .apply(
            Seat(2),
            &LandVsSeaAction::PlaceVolcanoWhirlpool {
                q: 1,
                r: 1,
                rotation: 0,
            },
        )
        .unwrap_err();
    assert_eq!(err.code, "not_a_hole");
}

#[test]
fn ruling_the_cartographer_has_no_waypoint_but_returns_others() {
    let game = LandVsSeaScenario::new(3, WAYPOINTS)
        .tile(0, 0, &plain("LSSSSS"), 0)
        .waypoint(0, 0, 0, 0)
        .hand(2, &plain("SSSLSS"), &filler())
        .hand(2, &filler(), &filler())
        .hand(0, &filler(), &filler())
        .to_act(2)
        .build();
    assert_eq!(view(&game).waypoints.len(), 2, "Land and Sea only");
    let game = act(&game, 2, place(0, 0, 1, 0));
    let cartographer = score(&game, 2);
    assert_eq!(cartographer.waypoints, 1);
    assert_eq!(score(&game, 0).areas, 2);
    assert_ne!(
        view(&game).phase,
        LandVsSeaPhase::Waypoint,
        "nothing to place"
    );
}

#[test]
fn ruling_two_holes_at_once_the_placer_fills_one_of_them() {
    // Holes at (1,0) and (-1,0), both closed by the tile placed at (0,0). Each ring tile shows
    // a single sea edge to its hole (face edge 0 turned towards it) and land elsewhere.
    let rings = [
        ((2, 0), 3),
        ((2, -1), 4),
        ((1, -1), 5),
        ((0, 1), 1),
        ((1, 1), 2),
        ((0, -1), 4),
        ((-1, -1), 5),
        ((-2, 0), 0),
        ((-2, 1), 1),
        ((-1, 1), 2),
    ];
    let mut s = LandVsSeaScenario::new(2, BASIC);
    for ((q, r), rotation) in rings {
        s = s.tile(q, r, &plain("SLLLLL"), rotation);
    }
    let game = s
        .hand(0, &plain("SLLSLL"), &filler())
        .hand(1, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, 0, 0));
    let v = view(&game);
    assert_eq!(v.holes, vec![[1, 0], [-1, 0]]);
    assert_eq!(
        game.legal_actions(Seat(0)).len(),
        12,
        "either hole, any rotation"
    );
    let game = act(
        &game,
        0,
        LandVsSeaAction::PlaceVolcanoWhirlpool {
            q: -1,
            r: 0,
            rotation: 0,
        },
    );
    let v = view(&game);
    assert!(v.holes.is_empty(), "the other hole stays empty");
    assert_eq!(v.map.len(), 12);
    assert_eq!(
        score(&game, 1).areas,
        7,
        "Whirlpool, its 5 ring tiles and the new tile"
    );
    assert_eq!(score(&game, 0).bonus, 5);
}
