//! Starting islands: the rulebook's island (a data file) and custom symmetric islands.

use std::collections::BTreeSet;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::board::Board;
use super::hex::{LandfallColour, LandfallHex};

/// One stack of a starting island.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LandfallIslandStack {
    /// Where the stack stands.
    pub at: LandfallHex,
    /// Tile colours from the bottom (level 1) up; at least one.
    pub stack: Vec<LandfallColour>,
}

/// Why an island layout cannot be used. `code` is stable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IslandError {
    pub code: &'static str,
    pub message: String,
}

fn island_error(code: &'static str, message: impl Into<String>) -> IslandError {
    IslandError {
        code,
        message: message.into(),
    }
}

/// Custom islands must lie within this distance of the origin on both axes, which keeps
/// coordinates small for clients; the island may still drift further during play.
pub const CUSTOM_ISLAND_RADIUS: i32 = 16;
/// Each player contributes up to six tiles of their colour to a custom island.
pub const CUSTOM_ISLAND_TILES_PER_COLOUR: usize = 6;

/// Checks the shape every starting island shares (no duplicates, no empty stacks, bounded
/// coordinates, at most `max_per_colour` tiles of each colour, point- or mirror-symmetric with
/// colours swapped) and builds the board.
pub fn validate_island(
    stacks: &[LandfallIslandStack],
    max_per_colour: usize,
) -> Result<Board, IslandError> {
    if stacks.is_empty() {
        return Err(island_error("island_empty", "the island has no tiles"));
    }
    let mut seen = BTreeSet::new();
    let mut counts = [0usize; 2];
    for s in stacks {
        if s.at.q.abs() > CUSTOM_ISLAND_RADIUS || s.at.r.abs() > CUSTOM_ISLAND_RADIUS {
            return Err(island_error(
                "island_out_of_bounds",
                format!(
                    "stack at ({}, {}) is further than {CUSTOM_ISLAND_RADIUS} from the origin",
                    s.at.q, s.at.r
                ),
            ));
        }
        if s.stack.is_empty() {
            return Err(island_error(
                "island_empty_stack",
                format!("stack at ({}, {}) has no tiles", s.at.q, s.at.r),
            ));
        }
        if !seen.insert(s.at) {
            return Err(island_error(
                "island_duplicate_cell",
                format!("two stacks at ({}, {})", s.at.q, s.at.r),
            ));
        }
        for colour in &s.stack {
            counts[colour.index()] += 1;
        }
    }
    for colour in LandfallColour::BOTH {
        if counts[colour.index()] > max_per_colour {
            return Err(island_error(
                "island_too_many_tiles",
                format!(
                    "{} {} tiles; each player contributes at most {max_per_colour}",
                    counts[colour.index()],
                    colour.name()
                ),
            ));
        }
    }
    check_symmetry(stacks)?;
    let mut board = Board::default();
    for s in stacks {
        for &colour in &s.stack {
            board.push_tile(s.at, colour);
        }
    }
    Ok(board)
}

/// Ruling (second round): "symmetrical" accepts an island that maps onto itself with colours
/// swapped under a half-turn (point symmetry) or under a mirror reflection about any hex-grid
/// axis, through cell centres or along cell edges. Either way neither player has a positional
/// edge. The message of a rejection names both symmetries tried.
fn check_symmetry(stacks: &[LandfallIslandStack]) -> Result<(), IslandError> {
    match half_turn_twinless(stacks) {
        None => Ok(()),
        Some(_) if mirror_symmetric(stacks) => Ok(()),
        Some((at, twin)) => Err(island_error(
            "island_not_symmetric",
            format!(
                "the island must map onto itself with colours swapped under a half-turn or a \
                 mirror reflection about a hex-grid axis; it does under neither (under the only \
                 possible half-turn, the stack at ({}, {}) has no colour-swapped twin at \
                 ({}, {}), and no mirror axis pairs every stack with a colour-swapped twin)",
                at.q, at.r, twin.q, twin.r
            ),
        )),
    }
}

/// Whether `to` holds the colour-swapped twin of the stack `from`.
fn swapped_twins(from: &LandfallIslandStack, to: Option<&LandfallIslandStack>) -> bool {
    let swapped: Vec<LandfallColour> = from.stack.iter().map(|c| c.other()).collect();
    to.map(|m| &m.stack) == Some(&swapped)
}

fn stack_at(stacks: &[LandfallIslandStack], at: LandfallHex) -> Option<&LandfallIslandStack> {
    stacks.iter().find(|s| s.at == at)
}

/// Point symmetry on a hex grid is a half-turn about a cell centre or an edge midpoint, i.e.
/// `p -> c - p` for an integer vector `c`. The half-turn reverses coordinate order, so `c` must
/// be the sum of the smallest and largest cells. Returns a stack without its twin, and where
/// the twin should be, if the island is not point-symmetric.
fn half_turn_twinless(stacks: &[LandfallIslandStack]) -> Option<(LandfallHex, LandfallHex)> {
    let min = stacks.iter().map(|s| s.at).min().expect("non-empty");
    let max = stacks.iter().map(|s| s.at).max().expect("non-empty");
    let centre = LandfallHex::new(min.q + max.q, min.r + max.r);
    stacks.iter().find_map(|s| {
        let twin = LandfallHex::new(centre.q - s.at.q, centre.r - s.at.r);
        (!swapped_twins(s, stack_at(stacks, twin))).then_some((s.at, twin))
    })
}

/// The six reflections of the hex grid through the origin, in axial coordinates: in cube
/// coordinates `(q, r, s = -q - r)` each swaps two coordinates, with or without negating all
/// three. Three mirror axes run through cell corners, three through edge midpoints.
const REFLECTIONS: [fn(LandfallHex) -> LandfallHex; 6] = [
    |p| LandfallHex::new(p.r, p.q),
    |p| LandfallHex::new(-p.r, -p.q),
    |p| LandfallHex::new(-p.q - p.r, p.r),
    |p| LandfallHex::new(p.q + p.r, -p.r),
    |p| LandfallHex::new(p.q, -p.q - p.r),
    |p| LandfallHex::new(-p.q, p.q + p.r),
];

/// Mirror symmetry: some `p -> M p + t`, `M` one of `REFLECTIONS` and `t` a whole step (which
/// moves the axis anywhere on the grid), pairs every stack with its colour-swapped twin. The
/// first stack's twin is some stack of the island, which leaves one `t` per stack to try. (A
/// finite island invariant under such a map makes it a true reflection, never a glide.)
fn mirror_symmetric(stacks: &[LandfallIslandStack]) -> bool {
    let first = stacks[0].at;
    REFLECTIONS.iter().any(|reflect| {
        let image = reflect(first);
        stacks.iter().any(|candidate| {
            let shift = (candidate.at.q - image.q, candidate.at.r - image.r);
            stacks.iter().all(|s| {
                let mirrored = reflect(s.at);
                let twin = LandfallHex::new(mirrored.q + shift.0, mirrored.r + shift.1);
                swapped_twins(s, stack_at(stacks, twin))
            })
        })
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IslandFile {
    set: String,
    #[allow(dead_code)]
    description: String,
    cells: Vec<LandfallIslandStack>,
}

/// The rulebook island, as docs/rules/landfall.md rules it: six level-1 tiles (three of each
/// colour) and a second layer of one green and one beige tile, symmetric with colours swapped, each
/// colour able to land (a level-1 or level-2 stack topped by its colour, touching water).
pub fn validate_standard_island(json: &str) -> Result<Vec<LandfallIslandStack>, IslandError> {
    let file: IslandFile =
        serde_json::from_str(json).map_err(|e| island_error("island_unreadable", e.to_string()))?;
    if file.set != "starting-island-v1" {
        return Err(island_error("island_wrong_set", file.set));
    }
    let board = validate_island(&file.cells, 4)?;
    let heights: Vec<u8> = board.cells().iter().map(|c| c.height).collect();
    if heights.len() != 6
        || heights.iter().filter(|&&h| h == 1).count() != 4
        || heights.iter().filter(|&&h| h == 2).count() != 2
    {
        return Err(island_error(
            "island_wrong_shape",
            "the starting island is six level-1 tiles with two level-2 tiles on top",
        ));
    }
    for colour in LandfallColour::BOTH {
        if board.count_tiles(colour) != 4 {
            return Err(island_error(
                "island_wrong_shape",
                "four tiles of each colour",
            ));
        }
        let second_layer = board
            .cells()
            .iter()
            .filter(|c| c.height == 2 && c.top() == colour)
            .count();
        let can_land = board
            .cells()
            .iter()
            .any(|c| c.top() == colour && board.touches_water(c.at));
        if second_layer != 1 || !can_land {
            return Err(island_error(
                "island_wrong_shape",
                format!(
                    "{} needs one second-layer tile and a landing spot",
                    colour.name()
                ),
            ));
        }
    }
    Ok(file.cells)
}

pub static STANDARD_ISLAND: LazyLock<Vec<LandfallIslandStack>> = LazyLock::new(|| {
    validate_standard_island(include_str!("data/starting-island-v1.json"))
        .expect("starting-island-v1.json is valid")
});

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = include_str!("data/starting-island-v1.json");

    #[test]
    fn standard_island_loads() {
        assert_eq!(STANDARD_ISLAND.len(), 6);
    }

    #[test]
    fn validation_rejects_asymmetric_data() {
        let bad = GOOD.replace(
            r#"{ "at": { "q": 1, "r": 1 }, "stack": ["beige"] }"#,
            r#"{ "at": { "q": 2, "r": 1 }, "stack": ["beige"] }"#,
        );
        assert_ne!(bad, GOOD);
        assert_eq!(
            validate_standard_island(&bad).unwrap_err().code,
            "island_not_symmetric"
        );
    }

    #[test]
    fn validation_rejects_an_island_without_a_second_layer() {
        // Symmetric, four tiles each, but all on level 1.
        let flat = GOOD
            .replace(r#"["green", "beige"]"#, r#"["green"]"#)
            .replace(r#"["beige", "green"]"#, r#"["beige"]"#)
            .replace(
                r#"{ "at": { "q": 0, "r": 1 }, "stack": ["green"] }"#,
                r#"{ "at": { "q": 0, "r": 1 }, "stack": ["green"] },
                   { "at": { "q": 0, "r": 2 }, "stack": ["green"] },
                   { "at": { "q": 1, "r": -2 }, "stack": ["beige"] }"#,
            );
        assert_eq!(
            validate_standard_island(&flat).unwrap_err().code,
            "island_wrong_shape"
        );
        let bad_colours = GOOD.replace(r#"["green", "beige"]"#, r#"["green", "green"]"#);
        assert_eq!(
            validate_standard_island(&bad_colours).unwrap_err().code,
            "island_too_many_tiles"
        );
    }

    #[test]
    fn validation_rejects_unknown_fields_and_wrong_set() {
        let bad = GOOD.replace(r#""set": "starting-island-v1""#, r#""set": "other-v2""#);
        assert_eq!(
            validate_standard_island(&bad).unwrap_err().code,
            "island_wrong_set"
        );
        let bad = GOOD.replace(r#""set""#, r#""extra": 1, "set""#);
        assert_eq!(
            validate_standard_island(&bad).unwrap_err().code,
            "island_unreadable"
        );
    }

    #[test]
    fn symmetry_about_a_cell_centre_is_accepted() {
        use LandfallColour::{Beige, Green};
        let stack = |q, r, stack: Vec<LandfallColour>| LandfallIslandStack {
            at: LandfallHex::new(q, r),
            stack,
        };
        let ring = vec![
            stack(1, 0, vec![Green]),
            stack(-1, 0, vec![Beige]),
            stack(0, 1, vec![Beige, Green]),
            stack(0, -1, vec![Green, Beige]),
        ];
        assert!(validate_island(&ring, 6).is_ok());
        let centre_filled = [ring.clone(), vec![stack(0, 0, vec![Green])]].concat();
        assert_eq!(
            validate_island(&centre_filled, 6).unwrap_err().code,
            "island_not_symmetric"
        );
    }
}
