use shoreline::engine::{Game, Seat, Seed, Setup};
use shoreline::games::landfall::{
    Landfall, LandfallAction, LandfallColour, LandfallHandicap, LandfallIslandStack,
    LandfallOptions,
};

use crate::common::*;

fn setup(options: LandfallOptions) -> Setup<LandfallOptions> {
    Setup {
        players: 2,
        seed: Seed(1),
        options,
    }
}

fn standard() -> Landfall {
    Landfall::new(&setup(LandfallOptions::default())).unwrap()
}

/// Ruling (docs/rules/landfall.md): 6 level-1 tiles (3 green, 3 beige) plus one green and one beige
/// tile on a second layer, point-symmetric with colours swapped; 16 tiles, 3 volcanoes, 3 chips
/// each.
#[test]
fn ruling_starting_island_and_supplies() {
    let state = standard();
    let board = state.board();
    assert_eq!(board.cells().len(), 6);
    assert_eq!(board.cells().iter().filter(|c| c.height == 2).count(), 2);
    for colour in [Green, Beige] {
        assert_eq!(board.count_tiles(colour), 4);
        let supply = state.supply(colour);
        assert_eq!(
            (supply.tiles, supply.volcanoes, supply.oasis_chips),
            (16, 3, 3)
        );
        assert_eq!(supply.claims(), 0);
    }
    // Colours swapped under the half-turn about the edge between (0, 0) and (1, 0).
    for cell in board.cells() {
        let twin = board.get(at(1 - cell.at.q, -cell.at.r)).unwrap();
        let swapped: Vec<LandfallColour> = cell.tiles().map(|t| t.other()).collect();
        assert_eq!(twin.tiles().collect::<Vec<_>>(), swapped);
    }
    assert_eq!(tiles(&state, 0, 0), vec![Green, Beige]);
    assert_eq!(tiles(&state, 1, 0), vec![Beige, Green]);
}

/// Rulebook: green goes first, and the very first move is always landing a volcano.
#[test]
fn rulebook_green_starts_by_landing() {
    let state = standard();
    assert_eq!(state.to_act(), vec![Seat(0)]);
    assert!(state.legal_actions(Seat(1)).is_empty());
    let mut actions = state.legal_actions(Seat(0));
    actions.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![land(0, -1), land(0, 1), land(1, 0)];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(actions, expected);
    assert_eq!(
        refused(&state, LandfallAction::EndTurn {}),
        "wrong_phase",
        "a turn is two actions before ending"
    );
    assert_eq!(
        state.apply(Seat(1), &land(1, 1)).unwrap_err().code,
        "not_your_turn"
    );
}

#[test]
fn only_two_players() {
    for players in [1, 3] {
        let err = Landfall::new(&Setup {
            players,
            seed: Seed(1),
            options: LandfallOptions::default(),
        })
        .unwrap_err();
        assert_eq!(err.code, "invalid_player_count");
    }
}

/// Rulebook "Adjusting Difficulty": the handicapped player starts with fewer tiles, two by
/// default.
#[test]
fn option_handicap_removes_two_tiles_by_default() {
    let options: LandfallOptions =
        serde_json::from_str(r#"{"handicap": {"colour": "beige"}}"#).unwrap();
    assert_eq!(
        options.handicap,
        Some(LandfallHandicap {
            colour: Beige,
            tiles_removed: 2
        })
    );
    let state = Landfall::new(&setup(options)).unwrap();
    assert_eq!(state.supply(Beige).tiles, 14);
    assert_eq!(state.supply(Green).tiles, 16);

    let options: LandfallOptions =
        serde_json::from_str(r#"{"handicap": {"colour": "green", "tiles_removed": 5}}"#).unwrap();
    let state = Landfall::new(&setup(options)).unwrap();
    assert_eq!(state.supply(Green).tiles, 11);

    let too_many = LandfallOptions {
        handicap: Some(LandfallHandicap {
            colour: Green,
            tiles_removed: 17,
        }),
        custom_island: None,
    };
    assert_eq!(
        Landfall::new(&setup(too_many)).unwrap_err().code,
        "invalid_handicap"
    );
}

#[test]
fn options_reject_unknown_fields() {
    assert!(serde_json::from_str::<LandfallOptions>(r#"{"handycap": null}"#).is_err());
    assert_eq!(
        serde_json::from_str::<LandfallOptions>("{}").unwrap(),
        LandfallOptions::default()
    );
}

fn stack(q: i32, r: i32, tiles: &[LandfallColour]) -> LandfallIslandStack {
    LandfallIslandStack {
        at: at(q, r),
        stack: tiles.to_vec(),
    }
}

/// Rulebook "Different Island Setups" and the ruling in docs/rules/landfall.md: a custom island of
/// up to 6 tiles per player, rejected unless point-symmetric with colours swapped.
#[test]
fn option_custom_island_must_be_symmetric() {
    let line = vec![
        stack(-2, 0, &[Green]),
        stack(-1, 0, &[Green, Green]),
        stack(1, 0, &[Beige, Beige]),
        stack(2, 0, &[Beige]),
    ];
    let state = Landfall::new(&setup(LandfallOptions {
        handicap: None,
        custom_island: Some(line.clone()),
    }))
    .unwrap();
    assert_eq!(tiles(&state, -1, 0), vec![Green, Green]);
    assert_eq!(level(&state, 0, 0), 0, "the centre is water");
    assert_eq!(
        state.supply(Green).tiles,
        16,
        "island tiles come from the box"
    );
    assert_eq!(state.supply(Green).tiles_in_game, 19);

    let reject = |stacks: Vec<LandfallIslandStack>| {
        Landfall::new(&setup(LandfallOptions {
            handicap: None,
            custom_island: Some(stacks),
        }))
        .unwrap_err()
        .code
    };
    // Same shape, colours not swapped.
    let mut same_colours = line.clone();
    same_colours[2] = stack(1, 0, &[Green, Green]);
    same_colours[3] = stack(2, 0, &[Green]);
    assert_eq!(reject(same_colours), "island_not_symmetric");
    // A stack whose twin is missing.
    let mut lopsided = line.clone();
    lopsided.push(stack(0, 3, &[Green]));
    assert_eq!(reject(lopsided), "island_not_symmetric");
    // Heights differ between twins.
    let mut uneven = line.clone();
    uneven[3] = stack(2, 0, &[Beige, Beige]);
    assert_eq!(reject(uneven), "island_not_symmetric");
    // Seven tiles of one colour.
    let big = vec![stack(-1, 0, &[Green; 7]), stack(1, 0, &[Beige; 7])];
    assert_eq!(reject(big), "island_too_many_tiles");
    assert_eq!(reject(vec![]), "island_empty");
    assert_eq!(
        reject(vec![stack(1, 0, &[Green]), stack(1, 0, &[Beige])]),
        "island_duplicate_cell"
    );
    assert_eq!(
        reject(vec![stack(1, 0, &[]), stack(-1, 0, &[])]),
        "island_empty_stack"
    );
}

/// An island symmetric about an edge midpoint, given as JSON like a client would.
#[test]
fn option_custom_island_from_json() {
    let json = r#"{"custom_island": [
        {"at": {"q": 0, "r": 0}, "stack": ["green", "green"]},
        {"at": {"q": 1, "r": 0}, "stack": ["beige", "beige"]},
        {"at": {"q": 0, "r": 1}, "stack": ["beige"]},
        {"at": {"q": 1, "r": -1}, "stack": ["green"]}
    ]}"#;
    let options: LandfallOptions = serde_json::from_str(json).unwrap();
    let state = Landfall::new(&setup(options)).unwrap();
    assert_eq!(state.board().cells().len(), 4);
    assert_eq!(
        state.legal_actions(Seat(0)),
        vec![land(0, 0), land(1, -1)],
        "green may land on both its stacks"
    );
}

/// Ruling (second round), "symmetrical custom islands": an island that maps onto itself with
/// colours swapped under a mirror reflection is accepted alongside point-symmetric ones, for both
/// kinds of hex-grid axis; neither of these two islands has a half-turn symmetry.
#[test]
fn ruling_mirror_symmetric_custom_islands_are_accepted() {
    let build = |stacks: Vec<LandfallIslandStack>| {
        Landfall::new(&setup(LandfallOptions {
            handicap: None,
            custom_island: Some(stacks),
        }))
    };
    // Mirrored about the axis through the cells (0,0), (1,1), (2,2): it runs through cell
    // corners between them. Swapping q and r maps each green stack onto a beige one.
    let about_corners = vec![
        stack(1, 0, &[Green]),
        stack(2, 0, &[Green, Green]),
        stack(0, 1, &[Beige]),
        stack(0, 2, &[Beige, Beige]),
    ];
    let state = build(about_corners).expect("mirror-symmetric about a corner line");
    assert_eq!(tiles(&state, 2, 0), vec![Green, Green]);
    assert_eq!(tiles(&state, 0, 2), vec![Beige, Beige]);
    // Mirrored about the line through the midpoint of the edge between (0,0) and (1,0) and
    // the centre of (1,-1): (q, r) -> (1 - q - r, r).
    let across_an_edge = vec![
        stack(0, 0, &[Green, Green]),
        stack(1, 0, &[Beige, Beige]),
        stack(-1, 1, &[Green]),
        stack(1, 1, &[Beige]),
    ];
    let state = build(across_an_edge).expect("mirror-symmetric across an edge");
    assert_eq!(tiles(&state, -1, 1), vec![Green]);
    // The mirror images must still swap colours.
    let unswapped = vec![
        stack(1, 0, &[Green]),
        stack(2, 0, &[Green, Green]),
        stack(0, 1, &[Green]),
        stack(0, 2, &[Beige, Beige]),
    ];
    let err = build(unswapped).unwrap_err();
    assert_eq!(err.code, "island_not_symmetric");
    assert!(
        err.message.contains("half-turn") && err.message.contains("mirror"),
        "the message names both symmetries tried: {}",
        err.message
    );
}

/// The handicap's error codes, as docs/rules/landfall.md documents them, through the registry
/// that creates games for the API: a whole number of tiles above 16 is `invalid_handicap`; a
/// value that is not a whole number from 0 to 255 is not a handicap at all (`invalid_options`).
#[test]
fn option_handicap_error_codes_as_documented() {
    use serde_json::json;
    let landfall = shoreline::engine::Registry::builtin()
        .latest("landfall")
        .unwrap();
    let handicap = |tiles_removed: serde_json::Value| json!({"handicap": {"colour": "green", "tiles_removed": tiles_removed}});
    let code = |tiles_removed| {
        landfall
            .normalize_options(2, &handicap(tiles_removed))
            .unwrap_err()
            .code
    };
    assert!(landfall.normalize_options(2, &handicap(json!(16))).is_ok());
    assert_eq!(code(json!(17)), "invalid_handicap");
    assert_eq!(code(json!(255)), "invalid_handicap");
    assert_eq!(code(json!(256)), "invalid_options");
    assert_eq!(code(json!(-1)), "invalid_options");
    assert_eq!(code(json!("two")), "invalid_options");
}
