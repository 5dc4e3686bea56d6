//! The component set: every tile face as data, validated on load and precomputed per rotation.
//!
//! Tile indices in a [`TileSet`]: 0 is the starting tile, 1 the Volcano (face 0) / Whirlpool
//! (face 1) tile, 2.. the drafted tiles (tile `n` of the data file, numbered from 1, is index
//! `n + 1`).

use std::sync::{Arc, LazyLock};

use serde::Deserialize;

pub const START_TILE: u8 = 0;
pub const SPECIAL_TILE: u8 = 1;
pub const DRAFTED_TILES: usize = 58;
/// No face may have more regions than this (a face has at most 4 runs of terrain).
pub const MAX_REGIONS: usize = 4;
/// Marks "no section" in [`Rotated::section_at`].
pub const NO_SECTION: u8 = u8::MAX;

/// Icons that act when their face is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionIcon {
    PlayAgain,
    Steal,
}

/// Trade icons, scored with the Caravan & Ship option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TradeIcon {
    Caravan,
    Ship,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// Bit `i` set: face edge `i` belongs to this region.
    pub edges: u8,
    pub land: bool,
    pub bonus: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub edges: u8,
    pub mountain: bool,
}

/// A face turned by one rotation, in map directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rotated {
    /// Bit `d` set: the edge in map direction `d` is land.
    pub land: u8,
    /// The face region holding the edge in each map direction.
    pub region_at: [u8; 6],
    /// The face section (Mountain or Coral) holding the edge in each direction, or NO_SECTION.
    pub section_at: [u8; 6],
    /// The face's regions as they lie on the map, in canonical order: by their smallest map
    /// direction (regions never share an edge, so this orders them by their sorted edge lists).
    /// `by_look[rank]` is the face region at that rank. The order depends only on what the
    /// table shows, so two faces that look alike list their regions alike (RULINGS, third
    /// round); rules version 3 numbers a placed tile's regions this way.
    pub by_look: [u8; MAX_REGIONS],
    /// The inverse of `by_look`: the rank of each face region (entries past the face's regions
    /// are unused).
    pub rank_of: [u8; MAX_REGIONS],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Face {
    /// Stable public name: "start", "volcano", "whirlpool", or tile number plus a/b ("17b").
    pub id: String,
    pub land: u8,
    pub regions: Vec<Region>,
    pub action: Option<ActionIcon>,
    pub trade: Option<TradeIcon>,
    pub sections: Vec<Section>,
    pub rotations: [Rotated; 6],
}

impl Face {
    pub fn is_uniform(&self) -> bool {
        self.land == 0 || self.land == 0x3F
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    pub name: String,
    pub tiles: Vec<[Face; 2]>,
}

impl TileSet {
    pub fn face(&self, tile: u8, face: u8) -> &Face {
        &self.tiles[usize::from(tile)][usize::from(face)]
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawRegion {
    edges: Vec<u8>,
    #[serde(default)]
    bonus: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawFace {
    edges: String,
    regions: Vec<RawRegion>,
    #[serde(default)]
    action: Option<ActionIcon>,
    #[serde(default)]
    trade: Option<TradeIcon>,
    #[serde(default)]
    mountains: Vec<Vec<u8>>,
    #[serde(default)]
    corals: Vec<Vec<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSet {
    name: String,
    start: [RawFace; 2],
    special: [RawFace; 2],
    tiles: Vec<[RawFace; 2]>,
}

const STANDARD_JSON: &str = include_str!("data/standard-v1.json");

pub static STANDARD: LazyLock<Arc<TileSet>> = LazyLock::new(|| {
    Arc::new(load_set(STANDARD_JSON).expect("standard-v1 component set is valid"))
});

fn mask_of(edges: &[u8], what: &str) -> Result<u8, String> {
    let mut mask = 0u8;
    for &e in edges {
        if e > 5 {
            return Err(format!("{what}: edge {e} is not 0-5"));
        }
        if mask & (1 << e) != 0 {
            return Err(format!("{what}: edge {e} listed twice"));
        }
        mask |= 1 << e;
    }
    if mask == 0 {
        return Err(format!("{what}: no edges"));
    }
    Ok(mask)
}

/// Whether `mask` is `len` cyclically consecutive edges.
fn is_consecutive(mask: u8, len: u32) -> bool {
    mask.count_ones() == len
        && (0..6).any(|start| (0..len).all(|k| mask & (1 << ((start + k) % 6)) != 0))
}

fn rotate_mask(mask: u8, rot: u8) -> u8 {
    ((mask << rot) | (mask >> (6 - rot))) & 0x3F
}

/// Parse and check one face: the rules every face obeys, whatever its role.
pub(crate) fn build_face(raw: &RawFace, id: String) -> Result<Face, String> {
    let bytes = raw.edges.as_bytes();
    if bytes.len() != 6 {
        return Err(format!("face {id}: needs 6 edges, got {:?}", raw.edges));
    }
    let mut land = 0u8;
    for (i, b) in bytes.iter().enumerate() {
        match b {
            b'L' => land |= 1 << i,
            b'S' => {}
            _ => {
                return Err(format!(
                    "face {id}: edge {i} is {:?}, not L or S",
                    *b as char
                ));
            }
        }
    }
    if raw.regions.len() > MAX_REGIONS {
        return Err(format!("face {id}: more than {MAX_REGIONS} regions"));
    }
    let mut regions = Vec::new();
    let mut covered = 0u8;
    for (k, r) in raw.regions.iter().enumerate() {
        let edges = mask_of(&r.edges, &format!("face {id} region {k}"))?;
        if covered & edges != 0 {
            return Err(format!("face {id}: region {k} overlaps another region"));
        }
        covered |= edges;
        let is_land = edges & land == edges;
        if !is_land && edges & land != 0 {
            return Err(format!("face {id}: region {k} mixes land and sea edges"));
        }
        regions.push(Region {
            edges,
            land: is_land,
            bonus: r.bonus,
        });
    }
    if covered != 0x3F {
        return Err(format!("face {id}: regions do not cover all 6 edges"));
    }
    let region_of = |e: usize| {
        regions
            .iter()
            .position(|r| r.edges & (1 << e) != 0)
            .unwrap()
    };
    // Neighbouring edges of one terrain share a corner of the tile: nothing can divide them.
    for e in 0..6 {
        let next = (e + 1) % 6;
        if (land >> e) & 1 == (land >> next) & 1 && region_of(e) != region_of(next) {
            return Err(format!(
                "face {id}: adjacent edges {e} and {next} split into two regions"
            ));
        }
    }
    // Regions drawn inside a hexagon cannot cross: no a < b < c < d with a, c in one region and
    // b, d in another.
    for a in 0..6 {
        for b in a + 1..6 {
            for c in b + 1..6 {
                for d in c + 1..6 {
                    if region_of(a) == region_of(c)
                        && region_of(b) == region_of(d)
                        && region_of(a) != region_of(b)
                    {
                        return Err(format!("face {id}: regions cross inside the tile"));
                    }
                }
            }
        }
    }
    let mut sections = Vec::new();
    let mut section_cover = 0u8;
    for (list, mountain) in [(&raw.mountains, true), (&raw.corals, false)] {
        let kind = if mountain { "mountain" } else { "coral" };
        for s in list {
            let edges = mask_of(s, &format!("face {id} {kind}"))?;
            let len = if mountain { 2 } else { 3 };
            if !is_consecutive(edges, len) {
                return Err(format!(
                    "face {id}: a {kind} section spans {len} adjacent edges"
                ));
            }
            let terrain_ok = if mountain {
                edges & land == edges
            } else {
                edges & land == 0
            };
            if !terrain_ok {
                return Err(format!("face {id}: {kind} section on the wrong terrain"));
            }
            if section_cover & edges != 0 {
                return Err(format!("face {id}: sections overlap"));
            }
            section_cover |= edges;
            sections.push(Section { edges, mountain });
        }
    }
    let rotations = std::array::from_fn(|rot| {
        let rot = rot as u8;
        let mut region_at = [0u8; 6];
        let mut section_at = [NO_SECTION; 6];
        for e in 0..6u8 {
            let d = usize::from((e + rot) % 6);
            region_at[d] = region_of(usize::from(e)) as u8;
            if let Some(s) = sections.iter().position(|s| s.edges & (1 << e) != 0) {
                section_at[d] = s as u8;
            }
        }
        // Walking the map directions from 0 meets each region first at its smallest direction.
        let mut by_look = [0u8; MAX_REGIONS];
        let mut rank_of = [0u8; MAX_REGIONS];
        let mut ranked = 0usize;
        for &k in &region_at {
            if !by_look[..ranked].contains(&k) {
                by_look[ranked] = k;
                rank_of[usize::from(k)] = ranked as u8;
                ranked += 1;
            }
        }
        Rotated {
            land: rotate_mask(land, rot),
            region_at,
            section_at,
            by_look,
            rank_of,
        }
    });
    Ok(Face {
        id,
        land,
        regions,
        action: raw.action,
        trade: raw.trade,
        sections,
        rotations,
    })
}

fn plain(face: &Face) -> bool {
    face.action.is_none()
        && face.trade.is_none()
        && face.sections.is_empty()
        && face.regions.iter().all(|r| r.bonus == 0)
}

/// Parse a component set and check every invariant docs/rules/land-vs-sea.md lists for it.
pub fn load_set(json: &str) -> Result<TileSet, String> {
    let raw: RawSet = serde_json::from_str(json).map_err(|e| format!("malformed set: {e}"))?;
    let mut tiles = Vec::new();
    let start = [
        build_face(&raw.start[0], "start".into())?,
        build_face(&raw.start[1], "start".into())?,
    ];
    for f in &start {
        if f.land != 0b000111 || f.regions.len() != 2 || !plain(f) {
            return Err(
                "the starting tile is land-land-land-sea-sea-sea, two plain regions".into(),
            );
        }
    }
    tiles.push(start);
    let special = [
        build_face(&raw.special[0], "volcano".into())?,
        build_face(&raw.special[1], "whirlpool".into())?,
    ];
    for (f, land, mountain) in [(&special[0], 0x3F, true), (&special[1], 0, false)] {
        let kind_ok = !f.sections.is_empty() && f.sections.iter().all(|s| s.mountain == mountain);
        let bonus: u32 = f.regions.iter().map(|r| u32::from(r.bonus)).sum();
        if f.land != land || bonus != 5 || !kind_ok || f.action.is_some() || f.trade.is_some() {
            return Err(format!(
                "the {} face is all {}, 5 bonus points and {} sections only",
                f.id,
                if mountain { "land" } else { "sea" },
                if mountain { "Mountain" } else { "Coral" }
            ));
        }
    }
    tiles.push(special);
    if raw.tiles.len() != DRAFTED_TILES {
        return Err(format!(
            "the set has {DRAFTED_TILES} drafted tiles, not {}",
            raw.tiles.len()
        ));
    }
    for (n, pair) in raw.tiles.iter().enumerate() {
        let n = n + 1;
        let faces = [
            build_face(&pair[0], format!("{n}a"))?,
            build_face(&pair[1], format!("{n}b"))?,
        ];
        for f in &faces {
            if f.is_uniform() {
                return Err(format!(
                    "face {}: only the Volcano/Whirlpool is one terrain",
                    f.id
                ));
            }
            if f.land == 0b010101 || f.land == 0b101010 {
                return Err(format!("face {}: no face alternates L-S-L-S-L-S", f.id));
            }
        }
        tiles.push(faces);
    }
    check_feature_counts(&tiles[2..])?;
    Ok(TileSet {
        name: raw.name,
        tiles,
    })
}

/// docs/rules/land-vs-sea.md: features spread so every option matters (about a fifth of faces with
/// a bonus, 6-10 faces for each other feature).
fn check_feature_counts(drafted: &[[Face; 2]]) -> Result<(), String> {
    let faces: Vec<&Face> = drafted.iter().flatten().collect();
    let count = |pred: &dyn Fn(&Face) -> bool| faces.iter().filter(|f| pred(f)).count();
    let checks: [(&str, usize, std::ops::RangeInclusive<usize>); 7] = [
        (
            "bonus",
            count(&|f| f.regions.iter().any(|r| r.bonus > 0)),
            18..=30,
        ),
        (
            "play again",
            count(&|f| f.action == Some(ActionIcon::PlayAgain)),
            6..=10,
        ),
        (
            "steal",
            count(&|f| f.action == Some(ActionIcon::Steal)),
            6..=10,
        ),
        (
            "caravan",
            count(&|f| f.trade == Some(TradeIcon::Caravan)),
            6..=10,
        ),
        ("ship", count(&|f| f.trade == Some(TradeIcon::Ship)), 6..=10),
        (
            "mountain",
            count(&|f| f.sections.iter().any(|s| s.mountain)),
            6..=10,
        ),
        (
            "coral",
            count(&|f| f.sections.iter().any(|s| !s.mountain)),
            6..=10,
        ),
    ];
    for (name, n, range) in checks {
        if !range.contains(&n) {
            return Err(format!(
                "{n} faces carry {name}; the set needs {}-{}",
                range.start(),
                range.end()
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_set_loads_with_sixty_tiles() {
        let set = &*STANDARD;
        assert_eq!(set.name, "standard-v1");
        assert_eq!(set.tiles.len(), 60);
        let uniform: Vec<&str> = set
            .tiles
            .iter()
            .flatten()
            .filter(|f| f.is_uniform())
            .map(|f| f.id.as_str())
            .collect();
        assert_eq!(uniform, ["volcano", "whirlpool"]);
    }

    #[test]
    fn rotation_moves_edge_i_to_direction_i_plus_k() {
        let face = &STANDARD.tiles[0][0]; // LLLSSS
        assert_eq!(face.rotations[0].land, 0b000111);
        assert_eq!(face.rotations[1].land, 0b001110);
        assert_eq!(face.rotations[5].land, 0b100011);
        assert_eq!(face.rotations[1].region_at, [1, 0, 0, 0, 1, 1]);
    }

    /// `by_look` and `rank_of` are inverse permutations of a face's regions, and `by_look` lists
    /// them by their sorted map-direction edge lists: the order the views show (rules version 3).
    #[test]
    fn regions_by_look_are_ranked_by_their_map_edges() {
        for face in STANDARD.tiles.iter().flatten() {
            for (rot, rotated) in face.rotations.iter().enumerate() {
                let n = face.regions.len();
                let edges = |k: u8| -> Vec<u8> {
                    let mask = rotate_mask(face.regions[usize::from(k)].edges, rot as u8);
                    (0..6).filter(|d| mask & (1 << d) != 0).collect()
                };
                let listed: Vec<Vec<u8>> = rotated.by_look[..n].iter().map(|&k| edges(k)).collect();
                let mut sorted = listed.clone();
                sorted.sort();
                assert_eq!(listed, sorted, "face {} rotation {rot}", face.id);
                for rank in 0..n {
                    let k = rotated.by_look[rank];
                    assert_eq!(usize::from(rotated.rank_of[usize::from(k)]), rank);
                }
            }
        }
    }

    fn with_tile(json_face: &str) -> String {
        STANDARD_JSON.replacen(
            r#"[{"edges": "SSLSSL", "regions": [{"edges": [2], "bonus": 0}, {"edges": [5], "bonus": 0}, {"edges": [0, 1, 3, 4], "bonus": 0}], "trade": "caravan"}"#,
            &format!("[{json_face}"),
            1,
        )
    }

    #[test]
    fn validation_rejects_bad_sets() {
        assert!(load_set(STANDARD_JSON).is_ok());
        let bad = [
            (
                r#"{"edges": "LSLSLS", "regions": [{"edges": [0, 2, 4]}, {"edges": [1]}, {"edges": [3]}, {"edges": [5]}], "trade": "caravan"}"#,
                "alternates",
            ),
            (
                r#"{"edges": "LSLLSS", "regions": [{"edges": [0, 2, 3]}, {"edges": [1, 4, 5]}], "trade": "caravan"}"#,
                "cross",
            ),
            (
                r#"{"edges": "LLLLLL", "regions": [{"edges": [0, 1, 2, 3, 4, 5]}], "trade": "caravan"}"#,
                "one terrain",
            ),
            (
                r#"{"edges": "LLSSSS", "regions": [{"edges": [0]}, {"edges": [1]}, {"edges": [2, 3, 4, 5]}], "trade": "caravan"}"#,
                "split",
            ),
            (
                r#"{"edges": "LLSSSS", "regions": [{"edges": [0, 1, 2]}, {"edges": [3, 4, 5]}], "trade": "caravan"}"#,
                "mixes",
            ),
            (
                r#"{"edges": "LLSSSS", "regions": [{"edges": [0, 1]}, {"edges": [2, 3, 4, 5]}], "trade": "caravan", "mountains": [[1, 2]]}"#,
                "wrong terrain",
            ),
            (
                r#"{"edges": "LLSSSS", "regions": [{"edges": [0, 1]}, {"edges": [2, 3, 4, 5]}], "trade": "caravan", "corals": [[2, 3]]}"#,
                "3 adjacent",
            ),
        ];
        for (face, why) in bad {
            let json = with_tile(face);
            assert_ne!(json, STANDARD_JSON, "the replaced tile exists");
            let err = load_set(&json).expect_err(why);
            assert!(err.contains(why), "{why}: {err}");
        }
        // Dropping the last tile breaks the count.
        let cut = STANDARD_JSON.rfind(",\n    [").unwrap();
        let truncated = format!("{}\n  ]\n}}", &STANDARD_JSON[..cut]);
        assert!(
            load_set(&truncated)
                .unwrap_err()
                .contains("58 drafted tiles")
        );
        // Too few Steal faces breaks the feature counts.
        let no_steal = STANDARD_JSON.replace(r#", "action": "steal""#, "");
        assert!(load_set(&no_steal).unwrap_err().contains("steal"));
    }
}
