//! The component set (`lost-seas/standard-v1`): the project's own 65 Sea Exploration tiles and
//! 44 Expedition tiles, loaded from JSON and validated once.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use serde::Deserialize;

use super::expeditions::{
    ElementCounts, LostSeasElement, LostSeasExpedition, LostSeasExpeditionFace, LostSeasRequirement,
};

pub const SEA_TILE_COUNT: usize = 65;
pub const EXPEDITION_COUNT: usize = 44;
/// Elements a line can hold at most: 4 tiles of 3 icons.
const MAX_LINE_ELEMENTS: u8 = 12;
/// Fewest elements a line can hold: 4 tiles of 1 icon.
const MIN_LINE_ELEMENTS: u8 = 4;
/// How far one element's total may stray from an even share ("roughly balanced").
const BALANCE_TOLERANCE: usize = 3;

const STANDARD_V1_JSON: &str = include_str!("data/standard-v1.json");

/// A validated component set.
#[derive(Debug, Clone, PartialEq)]
pub struct ComponentSet {
    pub name: String,
    /// The icons of each Sea Exploration tile; the tile's id is its index.
    pub sea_tiles: Vec<Vec<LostSeasElement>>,
    /// `sea_tiles` as element counts, for fast line scoring.
    pub sea_tile_counts: Vec<ElementCounts>,
    /// The Expedition tiles; the tile's id is its index.
    pub expeditions: Vec<LostSeasExpedition>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    set: String,
    sea_tiles: Vec<Vec<LostSeasElement>>,
    expeditions: Vec<LostSeasExpedition>,
}

static STANDARD_V1: LazyLock<ComponentSet> = LazyLock::new(|| {
    parse_component_set(STANDARD_V1_JSON)
        .unwrap_or_else(|e| panic!("lost-seas/standard-v1 is invalid: {e}"))
});

/// The standard component set, used by rules version 1.
pub fn standard_v1() -> &'static ComponentSet {
    &STANDARD_V1
}

/// Parse and validate a component set from its JSON text.
pub fn parse_component_set(json: &str) -> Result<ComponentSet, String> {
    let raw: RawSet = serde_json::from_str(json).map_err(|e| format!("malformed JSON: {e}"))?;
    validate_sea_tiles(&raw.sea_tiles)?;
    validate_expeditions(&raw.expeditions)?;
    let sea_tile_counts = raw
        .sea_tiles
        .iter()
        .map(|tile| {
            let mut counts = [0u8; 6];
            for e in tile {
                counts[e.index()] += 1;
            }
            counts
        })
        .collect();
    Ok(ComponentSet {
        name: raw.set,
        sea_tiles: raw.sea_tiles,
        sea_tile_counts,
        expeditions: raw.expeditions,
    })
}

fn validate_sea_tiles(tiles: &[Vec<LostSeasElement>]) -> Result<(), String> {
    if tiles.len() != SEA_TILE_COUNT {
        return Err(format!(
            "expected {SEA_TILE_COUNT} sea tiles, found {}",
            tiles.len()
        ));
    }
    let mut totals = [0usize; 6];
    for (id, tile) in tiles.iter().enumerate() {
        if !(1..=3).contains(&tile.len()) {
            return Err(format!(
                "sea tile {id} shows {} elements, not 1 to 3",
                tile.len()
            ));
        }
        for e in tile {
            totals[e.index()] += 1;
        }
    }
    let all: usize = totals.iter().sum();
    let share = all / 6;
    for (element, total) in LostSeasElement::ALL.iter().zip(totals) {
        if total.abs_diff(share) > BALANCE_TOLERANCE {
            return Err(format!(
                "{element:?} appears {total} times, too far from an even share of {share}"
            ));
        }
    }
    Ok(())
}

fn validate_expeditions(expeditions: &[LostSeasExpedition]) -> Result<(), String> {
    if expeditions.len() != EXPEDITION_COUNT {
        return Err(format!(
            "expected {EXPEDITION_COUNT} expedition tiles, found {}",
            expeditions.len()
        ));
    }
    let mut kinds = BTreeSet::new();
    for (id, expedition) in expeditions.iter().enumerate() {
        for (name, face) in [("easy", &expedition.easy), ("hard", &expedition.hard)] {
            validate_face(face).map_err(|e| format!("expedition {id} {name} face: {e}"))?;
            kinds.insert(kind_name(&face.requirement));
        }
        if expedition.easy.points >= expedition.hard.points {
            return Err(format!(
                "expedition {id}: the easy face ({}) must score less than the hard face ({})",
                expedition.easy.points, expedition.hard.points
            ));
        }
    }
    if kinds.len() != 7 {
        return Err(format!(
            "all 7 requirement kinds must appear, found only {kinds:?}"
        ));
    }
    Ok(())
}

fn validate_face(face: &LostSeasExpeditionFace) -> Result<(), String> {
    if face.points == 0 {
        return Err("a face must be worth at least 1 point".into());
    }
    let line_count = MIN_LINE_ELEMENTS..=MAX_LINE_ELEMENTS;
    match &face.requirement {
        LostSeasRequirement::ExactElements { counts } => {
            distinct(counts.iter().map(|c| c.element), 1, 6)?;
            if counts.iter().any(|c| c.count == 0) {
                return Err("an exact count of 0 is an exclusion, not an exact count".into());
            }
            let sum: u32 = counts.iter().map(|c| u32::from(c.count)).sum();
            if sum > u32::from(MAX_LINE_ELEMENTS) {
                return Err(format!("{sum} elements cannot fit in a line"));
            }
        }
        LostSeasRequirement::ExactChosen { count } => {
            if !(1..=MAX_LINE_ELEMENTS).contains(count) {
                return Err(format!(
                    "a chosen element cannot appear exactly {count} times"
                ));
            }
        }
        LostSeasRequirement::ExactTotal { count } => {
            if !line_count.contains(count) {
                return Err(format!("a line cannot hold exactly {count} elements"));
            }
        }
        LostSeasRequirement::Sets { set } => {
            if set.is_empty() || set.len() > usize::from(MAX_LINE_ELEMENTS) {
                return Err(format!("a set of {} elements", set.len()));
            }
        }
        LostSeasRequirement::OneOfEach => {}
        LostSeasRequirement::Excluded { elements } => {
            distinct(elements.iter().copied(), 1, 5)?;
        }
        LostSeasRequirement::Majority { .. } => {}
    }
    Ok(())
}

fn distinct(
    elements: impl Iterator<Item = LostSeasElement>,
    min: usize,
    max: usize,
) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for e in elements {
        if !seen.insert(e) {
            return Err(format!("{e:?} is listed twice"));
        }
    }
    if !(min..=max).contains(&seen.len()) {
        return Err(format!(
            "{} elements listed, expected {min} to {max}",
            seen.len()
        ));
    }
    Ok(())
}

fn kind_name(requirement: &LostSeasRequirement) -> &'static str {
    match requirement {
        LostSeasRequirement::ExactElements { .. } => "exact_elements",
        LostSeasRequirement::ExactChosen { .. } => "exact_chosen",
        LostSeasRequirement::ExactTotal { .. } => "exact_total",
        LostSeasRequirement::Sets { .. } => "sets",
        LostSeasRequirement::OneOfEach => "one_of_each",
        LostSeasRequirement::Excluded { .. } => "excluded",
        LostSeasRequirement::Majority { .. } => "majority",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn standard_json() -> Value {
        serde_json::from_str(STANDARD_V1_JSON).unwrap()
    }

    fn rejects(mutate: impl FnOnce(&mut Value), expected: &str) {
        let mut data = standard_json();
        mutate(&mut data);
        let err = parse_component_set(&data.to_string()).expect_err("bad data must be rejected");
        assert!(
            err.contains(expected),
            "{err:?} should mention {expected:?}"
        );
    }

    #[test]
    fn standard_set_loads_with_its_counts() {
        let set = standard_v1();
        assert_eq!(set.name, "lost-seas/standard-v1");
        assert_eq!(set.sea_tiles.len(), 65);
        assert_eq!(set.expeditions.len(), 44);
        let mut totals = [0usize; 6];
        for counts in &set.sea_tile_counts {
            for (t, c) in totals.iter_mut().zip(counts) {
                *t += usize::from(*c);
            }
        }
        assert_eq!(totals, [21; 6], "every element appears 21 times");
    }

    #[test]
    fn rejects_wrong_tile_count() {
        rejects(
            |d| {
                d["sea_tiles"].as_array_mut().unwrap().pop();
            },
            "expected 65 sea tiles",
        );
    }

    #[test]
    fn rejects_tile_with_four_elements() {
        rejects(
            |d| d["sea_tiles"][0] = json!(["kraken", "rock", "rock", "shipwreck"]),
            "not 1 to 3",
        );
    }

    #[test]
    fn rejects_empty_tile() {
        rejects(|d| d["sea_tiles"][0] = json!([]), "not 1 to 3");
    }

    #[test]
    fn rejects_unbalanced_elements() {
        rejects(
            |d| {
                for i in 0..18 {
                    d["sea_tiles"][i] = json!(["kraken"]);
                }
            },
            "too far from an even share",
        );
    }

    #[test]
    fn rejects_wrong_expedition_count() {
        rejects(
            |d| {
                d["expeditions"].as_array_mut().unwrap().pop();
            },
            "expected 44 expedition tiles",
        );
    }

    #[test]
    fn rejects_missing_face() {
        rejects(
            |d| {
                d["expeditions"][0].as_object_mut().unwrap().remove("hard");
            },
            "missing field `hard`",
        );
    }

    #[test]
    fn rejects_easy_face_worth_as_much_as_hard() {
        rejects(
            |d| {
                d["expeditions"][0]["easy"]["points"] =
                    d["expeditions"][0]["hard"]["points"].clone()
            },
            "must score less",
        );
    }

    #[test]
    fn rejects_zero_points() {
        rejects(
            |d| d["expeditions"][3]["easy"]["points"] = json!(0),
            "at least 1 point",
        );
    }

    #[test]
    fn rejects_impossible_total() {
        rejects(
            |d| {
                d["expeditions"][0]["easy"]["requirement"] =
                    json!({"kind": "exact_total", "count": 3})
            },
            "cannot hold exactly 3",
        );
    }

    #[test]
    fn rejects_duplicate_excluded_element() {
        rejects(
            |d| {
                d["expeditions"][0]["easy"]["requirement"] =
                    json!({"kind": "excluded", "elements": ["rock", "rock"]})
            },
            "listed twice",
        );
    }

    #[test]
    fn rejects_a_missing_requirement_kind() {
        rejects(
            |d| {
                for e in d["expeditions"].as_array_mut().unwrap() {
                    for face in ["easy", "hard"] {
                        if e[face]["requirement"]["kind"] == "majority" {
                            e[face]["requirement"] = json!({"kind": "exact_chosen", "count": 3});
                        }
                    }
                }
            },
            "all 7 requirement kinds",
        );
    }

    #[test]
    fn rejects_unknown_fields() {
        rejects(|d| d["colour"] = json!("blue"), "unknown field");
    }
}
