//! Waypoints: the team game, the end of the game and complete areas.

use super::*;

/// Rulebook, 4 player Waypoint mode: "It is possible for your team to have 2 Waypoints in the
/// same area, as long as they are not on the same tile. Whoever completes that area will score a
/// point per Waypoint. I.e. 2". Both Land Waypoints lie in one land area; Sea completes it.
#[test]
fn example_four_players_both_team_waypoints_in_one_area_score_the_completer_two() {
    // Land area: edge 0 of (0,0), edges 3-4 of (1,0); edge 4 of (1,0) faces the empty (0,1).
    // Regions are named by how they lie (rules version 3): on (1,0) the sea region, holding
    // direction 0, comes first, so the land region is region 1.
    let game = LandVsSeaScenario::new(4, WAYPOINTS)
        .tile(0, 0, &plain("LSSSSS"), 0)
        .tile(1, 0, &plain("SSSLLS"), 0)
        .waypoint(0, 0, 0, 0)
        .waypoint(2, 1, 0, 1)
        .hand(1, &plain("SLSSSS"), &filler())
        .hand(1, &filler(), &filler())
        .hand(0, &filler(), &filler())
        .hand(2, &filler(), &filler())
        .hand(3, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .to_act(1)
        .build();
    // At (0,1) the new tile's land edge 1 faces (1,0) to the north-east; edge 2 faces the sea
    // edge of (0,0).
    let game = act(&game, 1, place(0, 0, 0, 1));
    let v = view(&game);
    assert_eq!(v.scores[0].areas, 3, "Land: 1 per tile of the area");
    assert_eq!(
        v.scores[1].waypoints, 2,
        "the completer: a point per Waypoint"
    );
    assert_eq!(v.scores[1].seats, vec![Seat(1), Seat(3)]);
    assert!(
        [0, 2].iter().all(|&s| v.waypoints[s].on_map.is_none()),
        "both go back to the players who placed them"
    );
}

/// Ruling: the Waypoint step is skipped when the game is ending. The last tile ends the game at
/// once, although Land's Waypoint is in hand and would have a spot.
#[test]
fn ruling_no_waypoint_step_at_the_end_of_the_game() {
    let last_tile = |stacked: bool| {
        let mut s = LandVsSeaScenario::new(2, WAYPOINTS)
            .tile(0, 0, &plain("LLLSSS"), 0)
            .hand(0, &plain("SSSLLL"), &filler());
        if stacked {
            s = s.stack(0, &filler(), &filler());
        }
        act(&s.build(), 0, place(0, 0, -1, 0))
    };
    let ending = last_tile(false);
    assert_eq!(view(&ending).phase, LandVsSeaPhase::Over);
    assert!(ending.outcome().is_some());
    assert!(ending.legal_actions(Seat(0)).is_empty());
    assert_eq!(
        view(&last_tile(true)).phase,
        LandVsSeaPhase::Waypoint,
        "with a tile left to play, the same spot is offered"
    );
}

/// Ruling: a Waypoint may go on a region whose area is already complete, as long as its tile is
/// open (the rulebook sets no other condition). The land area of (0,0) and (1,0) is closed; the
/// sea edges of (0,0) are open.
#[test]
fn ruling_a_waypoint_may_go_on_an_already_complete_area() {
    let game = LandVsSeaScenario::new(2, WAYPOINTS)
        .tile(0, 0, &plain("LSSSSS"), 0)
        .tile(1, 0, &plain("SSSLSS"), 0)
        .hand(0, &plain("SLLLLL"), &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, -1, 0));
    assert_eq!(view(&game).phase, LandVsSeaPhase::Waypoint);
    let on_complete_area = LandVsSeaAction::PlaceWaypoint {
        q: 0,
        r: 0,
        region: 0,
    };
    let game = act(&game, 0, on_complete_area);
    assert_eq!(view(&game).waypoints[0].on_map, Some([0, 0, 0]));
}
