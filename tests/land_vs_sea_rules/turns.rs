//! The turn and the game: placement, draft, stacks, secrets, player modes, the end.

use super::*;

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
    assert_eq!(code(place(0, 0, i32::MAX, 0)), "not_adjacent");
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

/// Rulebook: "Starting with Land, players take turns ... until each player has 2 tiles", seated
/// "Land > Sea > Cartographer" and, in teams, "Land > Sea > Land > Sea". Roles are drawn from the
/// seed (rules version 2), so the seat order is whatever the draw made it.
#[test]
fn ruling_draft_starts_with_land_and_goes_round_until_two_each() {
    let setup = |players| Setup {
        players,
        seed: Seed(11),
        options: LandVsSeaOptions::default(),
    };
    for players in 2..=4 {
        let mut game = LandVsSea::new(&setup(players)).unwrap();
        let roles: Vec<LandVsSeaRole> = view(&game).hands.iter().map(|h| h.role).collect();
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
        let round = &order[..players];
        let drafted_roles: Vec<LandVsSeaRole> =
            round.iter().map(|&s| roles[usize::from(s)]).collect();
        let seated = [
            LandVsSeaRole::Land,
            LandVsSeaRole::Sea,
            if players == 3 {
                LandVsSeaRole::Cartographer
            } else {
                LandVsSeaRole::Land
            },
            LandVsSeaRole::Sea,
        ];
        assert_eq!(
            drafted_roles,
            seated[..players],
            "seated by role, Land first"
        );
        assert_eq!(
            &order[players..],
            round,
            "the second round goes the same way"
        );
        let v = view(&game);
        assert_eq!(v.phase, LandVsSeaPhase::Place);
        assert_eq!(v.current, Some(Seat(round[0])), "Land goes first");
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
    let roles: Vec<LandVsSeaRole> = v.scores.iter().map(|s| s.role).collect();
    assert_eq!(
        roles,
        [
            LandVsSeaRole::Land,
            LandVsSeaRole::Sea,
            LandVsSeaRole::Cartographer
        ]
    );
    let sides = game.sides();
    assert_eq!(sides.len(), 3);
    assert!(sides.iter().all(|side| side.len() == 1), "no teams");
}

/// Rules version 1 seated the teams by seat number: even seats Land, odd seats Sea.
#[test]
fn ruling_four_players_play_in_teams() {
    let setup = Setup {
        players: 4,
        seed: Seed(1),
        options: LandVsSeaOptions::default(),
    };
    let game = LandVsSea::new_under_rules(&setup, "1").unwrap();
    assert_eq!(
        game.sides(),
        vec![vec![Seat(0), Seat(2)], vec![Seat(1), Seat(3)]]
    );
    let drawn = LandVsSea::new(&setup).unwrap();
    assert!(drawn.sides().iter().all(|team| team.len() == 2));
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
    let mut game = act(
        &super::scoring::four_tile_land_area(0),
        0,
        place(0, 0, 1, 1),
    );
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

#[test]
fn every_schema_name_is_prefixed_with_the_game() {
    use shoreline::games::land_vs_sea::LandVsSeaActionView;
    use utoipa::ToSchema;
    let mut schemas = Vec::new();
    LandVsSeaView::schemas(&mut schemas);
    LandVsSeaAction::schemas(&mut schemas);
    LandVsSeaActionView::schemas(&mut schemas);
    LandVsSeaOptions::schemas(&mut schemas);
    let mut names: Vec<String> = schemas.into_iter().map(|(n, _)| n).collect();
    names.extend(
        [
            LandVsSeaView::name(),
            LandVsSeaAction::name(),
            LandVsSeaActionView::name(),
            LandVsSeaOptions::name(),
        ]
        .map(|n| n.to_string()),
    );
    assert!(names.len() > 10, "{names:?}");
    for n in &names {
        assert!(n.starts_with("LandVsSea") || n == "Seat", "{n}");
    }
}

#[test]
fn ruling_steal_targets_any_other_player_with_two_tiles_team_mates_included() {
    let steal = with(&plain("LLLSSS"), json!({"action": "steal"}));
    let game = LandVsSeaScenario::new(4, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &steal, &filler())
        .hand(1, &filler(), &filler())
        .hand(2, &filler(), &filler())
        .hand(2, &filler(), &filler())
        .hand(3, &filler(), &filler())
        .hand(3, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 3, 1, 0));
    let targets: Vec<(u8, u8)> = game
        .legal_actions(Seat(0))
        .iter()
        .map(|a| match a {
            LandVsSeaAction::Steal { from, slot } => (from.0, *slot),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(targets, [(2, 0), (2, 1), (3, 0), (3, 1)]);
    let code = |from, slot| {
        game.apply(
            Seat(0),
            &LandVsSeaAction::Steal {
                from: Seat(from),
                slot,
            },
        )
        .unwrap_err()
        .code
    };
    assert_eq!(code(1, 0), "last_tile");
    assert_eq!(code(2, 2), "no_such_tile");
    assert_eq!(code(9, 0), "invalid_steal_target");
    let game = act(
        &game,
        0,
        LandVsSeaAction::Steal {
            from: Seat(2),
            slot: 1,
        },
    );
    assert_eq!(
        view(&game).hands[2].tiles.len(),
        1,
        "a team mate may be robbed"
    );
}

#[test]
fn drawing_needs_an_existing_non_empty_stack() {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .hand(0, &plain("SSSLLL"), &filler())
        .hand(0, &filler(), &filler())
        .hand(1, &filler(), &filler())
        .stack(1, &filler(), &filler())
        .build();
    let game = act(&game, 0, place(0, 0, -1, 0));
    assert_eq!(view(&game).phase, LandVsSeaPhase::Draw);
    assert_eq!(
        game.legal_actions(Seat(0)),
        [LandVsSeaAction::Draw { stack: 1 }]
    );
    let code = |stack| {
        game.apply(Seat(0), &LandVsSeaAction::Draw { stack })
            .unwrap_err()
            .code
    };
    assert_eq!(code(0), "stack_empty");
    assert_eq!(code(2), "no_such_stack");
}

/// Rulebook: "Sea places a tile so both edges connected to the map are adjacent to matching
/// edges, in this case 2 sea edges touching 2 other sea edges." The cell (0,1) touches (0,0) to
/// the north-west and (-1,1) to the west, both showing it sea.
#[test]
fn example_two_edge_contact_both_edges_must_match() {
    let game = LandVsSeaScenario::new(2, BASIC)
        .tile(0, 0, &plain("LLLSSS"), 0)
        .tile(-1, 1, &plain("SSLLSS"), 0)
        .hand(1, &plain("LLSSLL"), &filler())
        .hand(1, &filler(), &filler())
        .hand(0, &filler(), &filler())
        .stack(0, &filler(), &filler())
        .to_act(1)
        .build();
    // Rotation 0 shows sea north-west and west: both contacts match.
    let game_after = act(&game, 1, place(0, 0, 0, 1));
    assert_eq!(view(&game_after).map.len(), 3);
    // Rotation 1 shows land north-west (edge 1) against the sea of (0,0); rotation 5 shows land
    // west (edge 4) against the sea of (-1,1). One mismatch is enough to refuse.
    for rotation in [1, 5] {
        let err = game.apply(Seat(1), &place(0, rotation, 0, 1)).unwrap_err();
        assert_eq!(err.code, "edges_mismatch", "rotation {rotation}");
    }
}
