//! The completed areas a view lists, for clients to outline.

use super::*;
use crate::scoring::four_tile_land_area;

/// The view lists a completed area with its parts, so that clients can outline it: here the
/// four land regions, by the map directions of their edges; the open sea is not listed.
#[test]
fn a_completed_area_is_shown_with_its_parts() {
    let before = view(&four_tile_land_area(0));
    assert!(before.completed_areas.is_empty());
    let game = act(&four_tile_land_area(0), 0, place(0, 0, 1, 1));
    let areas = view(&game).completed_areas;
    assert_eq!(areas.len(), 1, "{areas:?}");
    let area = &areas[0];
    assert_eq!(area.terrain, LandVsSeaTerrain::Land);
    assert_eq!((area.tiles, area.bonus), (4, 2));
    let mut parts: Vec<(i32, i32, Vec<u8>)> = area
        .parts
        .iter()
        .map(|p| (p.q, p.r, p.edges.clone()))
        .collect();
    parts.sort();
    assert_eq!(
        parts,
        [
            (0, 0, vec![0, 5]),
            (0, 1, vec![0, 1, 2]),
            (1, 0, vec![3, 4, 5]),
            (1, 1, vec![2, 3]),
        ]
    );
}

/// Ruling (third round): no data order that differs between faces that look alike. A tile with
/// two land regions in one area, its regions listed in two orders, closes the same areas: the
/// view lists them alike.
#[test]
fn ruling_completed_areas_are_listed_by_look_not_by_table_order() {
    let shown = |closing: &str| {
        let game = LandVsSeaScenario::new(2, BASIC)
            .tile(1, 0, &plain("SSLLSS"), 0)
            .tile(1, -1, r#"{"edges": "SSSLSL", "regions": [{"edges": [0, 1, 2]}, {"edges": [3, 5]}, {"edges": [4]}]}"#, 0)
            .tile(0, -1, &plain("LSSSSL"), 0)
            .hand(0, closing, &filler())
            .hand(1, &filler(), &filler())
            .build();
        let game = act(&game, 0, place(0, 0, 0, 0));
        serde_json::to_string(&view(&game).completed_areas).unwrap()
    };
    let one = shown(
        r#"{"edges": "LSLSSS", "regions": [{"edges": [0]}, {"edges": [1]}, {"edges": [2]}, {"edges": [3, 4, 5]}]}"#,
    );
    let other = shown(
        r#"{"edges": "LSLSSS", "regions": [{"edges": [2]}, {"edges": [3, 4, 5]}, {"edges": [1]}, {"edges": [0]}]}"#,
    );
    assert!(one.contains("land") && one.contains("sea"), "{one}");
    assert_eq!(one, other);
}
