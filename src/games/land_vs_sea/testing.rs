//! Exact positions for tests and examples: a map, hands and stacks built from face JSON in the
//! component-set format.

use std::sync::Arc;

use super::board::{Cell, Placed};
use super::components::{RawFace, STANDARD, TileSet, build_face};
use super::{HeldTile, LandVsSea, LandVsSeaOptions, LandVsSeaRules, WaypointSpot};

type FacePair = (String, String);

/// Builds a position from scratch (no starting tile unless you place one). Faces are JSON objects
/// as in `data/standard-v1.json`; `plain_face("LLSSSS")` makes one whose regions are its runs.
#[derive(Clone, Debug)]
pub struct LandVsSeaScenario {
    players: usize,
    options: LandVsSeaOptions,
    map: Vec<(i32, i32, String, u8)>,
    hands: Vec<Vec<FacePair>>,
    stacks: [Vec<FacePair>; 2],
    waypoints: Vec<(usize, i32, i32, u8)>,
    seat: u8,
    special_used: bool,
    rules: LandVsSeaRules,
}

impl LandVsSeaScenario {
    pub fn new(players: usize, options: LandVsSeaOptions) -> Self {
        LandVsSeaScenario {
            players,
            options,
            map: Vec::new(),
            hands: vec![Vec::new(); players],
            stacks: [Vec::new(), Vec::new()],
            waypoints: Vec::new(),
            seat: 0,
            special_used: false,
            rules: LandVsSeaRules::NEWEST,
        }
    }

    /// The rules version played (the newest by default). Seats sit in seat order either way:
    /// seat 0 plays Land, seat 1 Sea, seat 2 the Cartographer (4 players: even seats Land).
    pub fn rules(mut self, rules: LandVsSeaRules) -> Self {
        self.rules = rules;
        self
    }

    /// A face whose regions are its maximal runs of terrain, with no icons.
    pub fn plain_face(edges: &str) -> String {
        let b = edges.as_bytes();
        let start = (0..6).find(|&i| b[i] != b[(i + 5) % 6]).unwrap_or(0);
        let mut runs: Vec<Vec<usize>> = Vec::new();
        for k in 0..6 {
            let i = (start + k) % 6;
            match runs.last_mut() {
                Some(run) if b[run[0]] == b[i] => run.push(i),
                _ => runs.push(vec![i]),
            }
        }
        let regions: Vec<String> = runs
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r.sort();
                format!("{{\"edges\": {r:?}}}")
            })
            .collect();
        format!(
            "{{\"edges\": \"{edges}\", \"regions\": [{}]}}",
            regions.join(", ")
        )
    }

    /// Put a face on the map (placed by nobody, scoring nothing).
    pub fn tile(mut self, q: i32, r: i32, face: &str, rotation: u8) -> Self {
        self.map.push((q, r, face.to_string(), rotation));
        self
    }

    /// Add a tile to `seat`'s hand, `up` visible to all.
    pub fn hand(mut self, seat: usize, up: &str, hidden: &str) -> Self {
        self.hands[seat].push((up.to_string(), hidden.to_string()));
        self
    }

    /// Put a tile on top of stack `stack`.
    pub fn stack(mut self, stack: usize, up: &str, hidden: &str) -> Self {
        self.stacks[stack].push((up.to_string(), hidden.to_string()));
        self
    }

    /// `seat`'s Waypoint on the tile at `(q, r)`, on the region `place_waypoint` would name
    /// `region` under the scenario's rules (its rank on the map from version 3).
    pub fn waypoint(mut self, seat: usize, q: i32, r: i32, region: u8) -> Self {
        self.waypoints.push((seat, q, r, region));
        self
    }

    /// Whose turn it is (its first placement); seat 0 by default.
    pub fn to_act(mut self, seat: usize) -> Self {
        self.seat = seat as u8;
        self
    }

    pub fn volcano_whirlpool_used(mut self) -> Self {
        self.special_used = true;
        self
    }

    /// The position. Panics on a malformed face: scenarios are written by tests.
    pub fn build(self) -> LandVsSea {
        let mut tiles = STANDARD.tiles[..2].to_vec();
        let mut add = |up: &str, hidden: &str| -> u8 {
            let n = tiles.len();
            let parse = |json: &str, side: &str| {
                let raw: RawFace = serde_json::from_str(json).expect("face JSON");
                build_face(&raw, format!("x{n}{side}")).expect("valid face")
            };
            tiles.push([parse(up, "a"), parse(hidden, "b")]);
            n as u8
        };
        let map: Vec<(Cell, u8, u8)> = self
            .map
            .iter()
            .map(|(q, r, face, rot)| (Cell::from_api(*q, *r).expect("cell"), add(face, face), *rot))
            .collect();
        let mut held = |pair: &FacePair| HeldTile {
            tile: add(&pair.0, &pair.1),
            up: 0,
            stolen: false,
        };
        let hands: Vec<Vec<HeldTile>> = self
            .hands
            .iter()
            .map(|h| h.iter().map(&mut held).collect())
            .collect();
        let stacks = [
            self.stacks[0].iter().map(&mut held).collect(),
            self.stacks[1].iter().map(&mut held).collect(),
        ];
        let set = Arc::new(TileSet {
            name: "scenario".into(),
            tiles,
        });
        let table = (0..self.players as u8).collect();
        let mut game = LandVsSea::empty(set, self.rules, table, self.options);
        for (cell, tile, rot) in map {
            game.board.push(Placed {
                cell,
                tile,
                face: 0,
                rot,
                placer: None,
            });
        }
        game.hands = hands;
        game.stacks = stacks;
        for (seat, q, r, region) in self.waypoints {
            let cell = Cell::from_api(q, r).expect("cell");
            let placed = game
                .board
                .at(cell)
                .expect("a Waypoint lies on a placed tile") as u8;
            assert!(game.has_waypoint[seat], "seat {seat} has no Waypoint");
            let region = game.region_of_name(usize::from(placed), region, game.region_names);
            game.waypoints[seat] = Some(WaypointSpot { placed, region });
        }
        game.special_used = self.special_used;
        game.start_turn(self.seat);
        game
    }
}
