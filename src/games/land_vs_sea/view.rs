//! What each viewer may see.

use serde::Serialize;
use utoipa::ToSchema;

use super::board::Cell;
use super::components::{ActionIcon, TradeIcon};
use super::{HeldTile, LandVsSea, LandVsSeaOptions, LandVsSeaRole, Phase, RegionNames};
use crate::engine::{Game, Seat, Viewer};

/// Terrain of an edge or region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaTerrain {
    Land,
    Sea,
}

/// A region: one connected land or sea part of a face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaRegion {
    /// The region's position in its face's `regions` list. For a placed tile it is the name
    /// `place_waypoint` and `waypoints[].on_map` use: under rules version 3 its rank on the map
    /// (regions ordered by their edge directions), under versions 1 and 2 its index in the
    /// component table. Off the map no action names a region: its holder sees the table order,
    /// anyone else the order by edges.
    pub index: u8,
    pub terrain: LandVsSeaTerrain,
    /// The directions of its edges (map directions for a placed tile, face order otherwise).
    pub edges: Vec<u8>,
    /// Bonus point icons in it.
    pub bonus: u8,
}

/// A Play Again or Steal icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaActionIcon {
    PlayAgain,
    Steal,
}

/// A Caravan or Ship icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaTradeIcon {
    Caravan,
    Ship,
}

/// One face of a tile. For a placed tile every direction is already rotated onto the map
/// (0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east) and, while the game
/// runs, everything is listed in an order that depends on the look alone (RULINGS, third round;
/// versions 1 and 2 keep their regions in component-table order for their stored Waypoints).
/// For a tile in the viewer's own hand it is in face order (rotation 0, the order `place` rotates
/// from). A tile in another player's hand or on a stack has no orientation, so it is shown in the
/// one of its six orientations that sorts first, its regions listed in edge order: faces that look
/// the same on cardboard look the same here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaFace {
    /// The face's name in the component set ("start", "volcano", "whirlpool" or "17a"/"17b"),
    /// from which the component table gives the other side of the tile. Only for tiles in the
    /// viewer's own hand, and for every tile once the game is over: anyone else sees a face's
    /// content alone (ruling "a face shown to someone who does not hold the tile must not
    /// identify the tile").
    pub id: Option<String>,
    /// Six letters, `L` land or `S` sea, by direction.
    pub edges: String,
    pub regions: Vec<LandVsSeaRegion>,
    pub action: Option<LandVsSeaActionIcon>,
    pub trade: Option<LandVsSeaTradeIcon>,
    /// Mountain sections, each 2 edge directions.
    pub mountains: Vec<Vec<u8>>,
    /// Coral sections, each 3 edge directions.
    pub corals: Vec<Vec<u8>>,
}

/// A tile on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaPlacedTile {
    pub q: i32,
    pub r: i32,
    /// Placement order: 0 is the starting tile.
    pub order: u32,
    /// How the printed face was turned (`place`'s rotation): only once the game is over. While it
    /// runs the face's map orientation is all the table shows; the rotation relative to the
    /// printed face would tell apart faces that look alike, and so the sides lying face down.
    pub rotation: Option<u8>,
    /// Who placed it (none for the starting tile).
    pub placed_by: Option<Seat>,
    pub face: LandVsSeaFace,
}

/// A tile held in a hand (or on a stack).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaHeldTile {
    /// The face everybody sees.
    pub up: LandVsSeaFace,
    /// The other face: only for its holder (or everyone once the game is over).
    pub hidden: Option<LandVsSeaFace>,
    /// Stolen this turn: cannot be played until the holder's next turn.
    pub stolen_this_turn: bool,
}

/// A seat's hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaHand {
    pub seat: Seat,
    pub role: LandVsSeaRole,
    pub tiles: Vec<LandVsSeaHeldTile>,
}

/// A draw stack: its size and the up face of its top tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaStack {
    pub count: u32,
    pub top: Option<LandVsSeaFace>,
    /// Every tile, top first: only in the `Everyone` view.
    pub tiles: Option<Vec<LandVsSeaHeldTile>>,
}

/// A Waypoint and where it lies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaWaypoint {
    pub owner: Seat,
    /// `[q, r, region]` when on the map; none when in its owner's hand.
    pub on_map: Option<[i32; 3]>,
}

/// A side's score, with where the points came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaScore {
    pub role: LandVsSeaRole,
    pub seats: Vec<Seat>,
    pub total: i64,
    /// 1 per tile of each completed area of this side's terrain.
    pub areas: i64,
    /// Bonus icons in areas this side completed.
    pub bonus: i64,
    /// Waypoints this side returned.
    pub waypoints: i64,
    /// Mountain/Coral chains.
    pub chains: i64,
    /// 2 per Caravan/Ship placed next to another.
    pub trade_adjacency: i64,
    /// End-game Trade Routes.
    pub trade_routes: i64,
}

/// A completed land or sea area: connected regions none of whose edges faces an empty cell. It
/// scored when it was completed; clients outline it on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaArea {
    pub terrain: LandVsSeaTerrain,
    /// Tiles holding a part of it (the points it gave its terrain's side).
    pub tiles: u32,
    /// Bonus point icons in it (the points it gave the player who completed it).
    pub bonus: u32,
    /// Its parts, one per region it joins.
    pub parts: Vec<LandVsSeaAreaPart>,
}

/// One region of an area, on one placed tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaAreaPart {
    pub q: i32,
    pub r: i32,
    /// The map directions of the region's edges on that tile.
    pub edges: Vec<u8>,
}

/// The step the game is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaPhase {
    Draft,
    Place,
    VolcanoWhirlpool,
    Steal,
    Waypoint,
    Draw,
    Over,
}

/// The game as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct LandVsSeaView {
    /// The rules version the game is played under (docs/rules/land-vs-sea.md, "Rules
    /// versions"): it says how `place_waypoint` names a placed tile's regions.
    pub rules_version: String,
    pub players: u8,
    /// The options in force (3 players always has Mountain & Coral and Caravan & Ship).
    pub options: LandVsSeaOptions,
    pub phase: LandVsSeaPhase,
    pub to_act: Vec<Seat>,
    /// The seat whose turn it is (the drafter during the draft).
    pub current: Option<Seat>,
    /// Every seat in turn order, as they sit at the table: the first plays Land and starts.
    pub turn_order: Vec<Seat>,
    pub map: Vec<LandVsSeaPlacedTile>,
    pub stacks: Vec<LandVsSeaStack>,
    pub hands: Vec<LandVsSeaHand>,
    /// Holes waiting for the Volcano/Whirlpool, as `[q, r]`.
    pub holes: Vec<[i32; 2]>,
    pub volcano_whirlpool_used: bool,
    pub waypoints: Vec<LandVsSeaWaypoint>,
    pub scores: Vec<LandVsSeaScore>,
    /// Every completed area on the map.
    pub completed_areas: Vec<LandVsSeaArea>,
}

fn rotate_dirs(mask: u8, rot: u8) -> Vec<u8> {
    let rotated = ((mask << rot) | (mask >> (6 - rot))) & 0x3F;
    (0..6u8).filter(|d| rotated & (1 << d) != 0).collect()
}

impl LandVsSeaFace {
    /// The face seen by someone who does not hold its tile: no id, and for a tile off the map no
    /// orientation or region order from the component set either, since either could tell apart
    /// faces that look the same.
    fn unoriented(rotations: impl Fn(u8) -> LandVsSeaFace) -> LandVsSeaFace {
        (0..6u8)
            .map(|rot| LandVsSeaFace {
                id: None,
                ..rotations(rot)
            })
            .min_by_key(LandVsSeaFace::sort_key)
            .expect("a face has six orientations")
    }

    fn sort_key(&self) -> String {
        serde_json::to_string(self).expect("faces serialize")
    }
}

/// Who may see the id of a tile off the map (see [`LandVsSeaFace::id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shown {
    /// The holder of the tile, or anyone once the game is over.
    Named,
    /// A tile in someone else's hand or on a stack: content only, in no particular orientation.
    Unnamed,
}

/// The order a face's regions and sections are listed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Listed {
    /// The component table's order, in which the finished games of versions 1 and 2 show a
    /// placed tile (as their golden logs recorded).
    Data,
    /// Everything by how it lies: regions by rank (`Rotated::by_look`), sections sorted.
    ByLook,
}

impl LandVsSea {
    /// Everybody may see ids once the game is over (`Viewer::Everyone`); during the game only
    /// the holder of a tile may.
    fn shown(&self, viewer: Viewer, holder: Option<Seat>) -> Shown {
        match holder {
            _ if viewer == Viewer::Everyone => Shown::Named,
            Some(seat) if viewer.sees_secrets_of(seat) => Shown::Named,
            _ => Shown::Unnamed,
        }
    }

    /// `face` of `tile` off the map, as it may be shown (`rot` is 0, the face order `place`
    /// rotates from, for the holder).
    pub(crate) fn face_view(&self, tile: u8, face: u8, rot: u8, shown: Shown) -> LandVsSeaFace {
        match shown {
            Shown::Named => self.named_face(tile, face, rot, Listed::Data),
            // Off the map a tile has no orientation, so `rot` does not matter.
            Shown::Unnamed => {
                LandVsSeaFace::unoriented(|rot| self.named_face(tile, face, rot, Listed::ByLook))
            }
        }
    }

    fn named_face(&self, tile: u8, face: u8, rot: u8, listed: Listed) -> LandVsSeaFace {
        let f = self.set.face(tile, face);
        let rotated = &f.rotations[usize::from(rot)];
        let order: Vec<u8> = match listed {
            Listed::ByLook => rotated.by_look[..f.regions.len()].to_vec(),
            Listed::Data => (0..f.regions.len() as u8).collect(),
        };
        let sections = |mountain: bool| {
            let mut list: Vec<Vec<u8>> = f
                .sections
                .iter()
                .filter(|s| s.mountain == mountain)
                .map(|s| rotate_dirs(s.edges, rot))
                .collect();
            if listed != Listed::Data {
                list.sort();
            }
            list
        };
        LandVsSeaFace {
            id: Some(f.id.clone()),
            edges: (0..6)
                .map(|d| {
                    if rotated.land & (1 << d) != 0 {
                        'L'
                    } else {
                        'S'
                    }
                })
                .collect(),
            regions: order
                .iter()
                .enumerate()
                .map(|(index, &k)| (index, &f.regions[usize::from(k)]))
                .map(|(index, r)| LandVsSeaRegion {
                    index: index as u8,
                    terrain: if r.land {
                        LandVsSeaTerrain::Land
                    } else {
                        LandVsSeaTerrain::Sea
                    },
                    edges: rotate_dirs(r.edges, rot),
                    bonus: r.bonus,
                })
                .collect(),
            action: f.action.map(|a| match a {
                ActionIcon::PlayAgain => LandVsSeaActionIcon::PlayAgain,
                ActionIcon::Steal => LandVsSeaActionIcon::Steal,
            }),
            trade: f.trade.map(|t| match t {
                TradeIcon::Caravan => LandVsSeaTradeIcon::Caravan,
                TradeIcon::Ship => LandVsSeaTradeIcon::Ship,
            }),
            mountains: sections(true),
            corals: sections(false),
        }
    }

    /// A tile in a hand or a stack: its hidden face and its ids only for a viewer who holds it
    /// (`holder` is none for a stack).
    pub(crate) fn held_view(
        &self,
        t: &HeldTile,
        viewer: Viewer,
        holder: Option<Seat>,
    ) -> LandVsSeaHeldTile {
        let shown = self.shown(viewer, holder);
        LandVsSeaHeldTile {
            up: self.face_view(t.tile, t.up, 0, shown),
            hidden: (shown == Shown::Named).then(|| self.face_view(t.tile, 1 - t.up, 0, shown)),
            stolen_this_turn: t.stolen,
        }
    }

    /// How `viewer` is shown a placed tile's regions: by how they lie, except to everyone once
    /// a game of versions 1 and 2 is over, whose log names them by the component table (and
    /// whose finished games were recorded so). While a game runs the table order would tell
    /// apart faces that look alike, and so the sides lying face down (RULINGS, third round).
    pub(crate) fn region_names_shown_to(&self, viewer: Viewer) -> RegionNames {
        if viewer == Viewer::Everyone {
            self.region_names
        } else {
            RegionNames::Look
        }
    }

    /// The region that a logged `place_waypoint` on the tile at `(q, r)` names, as `viewer` is
    /// shown it.
    pub(crate) fn shown_region(&self, q: i32, r: i32, region: u8, viewer: Viewer) -> u8 {
        let names = self.region_names_shown_to(viewer);
        match Cell::from_api(q, r).and_then(|cell| self.board.at(cell)) {
            Some(i) if names != self.region_names => {
                let face_region = self.region_of_name(i, region, self.region_names);
                self.region_name(i, face_region, names)
            }
            _ => region,
        }
    }

    /// A tile on the map, as it lies: its id only once the game is over, since the id would name
    /// the side that lies face down; listed by how it lies (see `region_names_shown_to`).
    pub(crate) fn placed_face_view(
        &self,
        tile: u8,
        face: u8,
        rot: u8,
        viewer: Viewer,
    ) -> LandVsSeaFace {
        let listed = match self.region_names_shown_to(viewer) {
            RegionNames::Look => Listed::ByLook,
            RegionNames::Table => Listed::Data,
        };
        let shown = self.named_face(tile, face, rot, listed);
        if viewer == Viewer::Everyone {
            shown
        } else {
            LandVsSeaFace { id: None, ..shown }
        }
    }

    pub(crate) fn render(&self, viewer: Viewer) -> LandVsSeaView {
        let everyone = viewer == Viewer::Everyone;
        let (phase, current) = match self.phase {
            Phase::Draft { seat } => (LandVsSeaPhase::Draft, Some(Seat(seat))),
            Phase::Place => (LandVsSeaPhase::Place, Some(Seat(self.turn.seat))),
            Phase::Special => (LandVsSeaPhase::VolcanoWhirlpool, Some(Seat(self.turn.seat))),
            Phase::Steal => (LandVsSeaPhase::Steal, Some(Seat(self.turn.seat))),
            Phase::Waypoint => (LandVsSeaPhase::Waypoint, Some(Seat(self.turn.seat))),
            Phase::Draw => (LandVsSeaPhase::Draw, Some(Seat(self.turn.seat))),
            Phase::Over => (LandVsSeaPhase::Over, None),
        };
        LandVsSeaView {
            rules_version: self.rules.version().to_owned(),
            players: self.players,
            options: self.options,
            phase,
            to_act: self.to_act(),
            current,
            turn_order: self.table.iter().map(|&seat| Seat(seat)).collect(),
            map: self
                .board
                .tiles
                .iter()
                .enumerate()
                .map(|(order, p)| LandVsSeaPlacedTile {
                    q: i32::from(p.cell.q),
                    r: i32::from(p.cell.r),
                    order: order as u32,
                    rotation: everyone.then_some(p.rot),
                    placed_by: p.placer,
                    face: self.placed_face_view(p.tile, p.face, p.rot, viewer),
                })
                .collect(),
            stacks: self
                .stacks
                .iter()
                .map(|s| LandVsSeaStack {
                    count: s.len() as u32,
                    top: s.last().map(|t| self.held_view(t, viewer, None).up),
                    tiles: everyone.then(|| {
                        s.iter()
                            .rev()
                            .map(|t| self.held_view(t, viewer, None))
                            .collect()
                    }),
                })
                .collect(),
            hands: self
                .hands
                .iter()
                .enumerate()
                .map(|(s, hand)| LandVsSeaHand {
                    seat: Seat::from(s),
                    role: Self::role_of_side(self.side_of(s)),
                    tiles: hand
                        .iter()
                        .map(|t| self.held_view(t, viewer, Some(Seat::from(s))))
                        .collect(),
                })
                .collect(),
            holes: self
                .turn
                .holes
                .iter()
                .map(|(c, _)| [i32::from(c.q), i32::from(c.r)])
                .collect(),
            volcano_whirlpool_used: self.special_used,
            waypoints: (0..self.hands.len())
                .filter(|&s| self.has_waypoint[s])
                .map(|s| LandVsSeaWaypoint {
                    owner: Seat::from(s),
                    on_map: self.waypoints[s].map(|w| {
                        let placed = usize::from(w.placed);
                        let c = self.board.tiles[placed].cell;
                        let region =
                            self.region_name(placed, w.region, self.region_names_shown_to(viewer));
                        [i32::from(c.q), i32::from(c.r), i32::from(region)]
                    }),
                })
                .collect(),
            scores: self
                .ledgers
                .iter()
                .enumerate()
                .map(|(side, l)| LandVsSeaScore {
                    role: Self::role_of_side(side),
                    seats: self.side_seats(side),
                    total: l.total(),
                    areas: l.areas,
                    bonus: l.bonus,
                    waypoints: l.waypoints,
                    chains: l.chains,
                    trade_adjacency: l.trade_adjacency,
                    trade_routes: l.trade_routes,
                })
                .collect(),
            completed_areas: self.completed_area_views(),
        }
    }

    /// Areas and their parts are listed in an order of what the map shows (cells, then edge
    /// directions), never of the component table: two faces that look alike may list their
    /// regions in different orders, and that order would tell them apart (RULINGS, third round).
    fn completed_area_views(&self) -> Vec<LandVsSeaArea> {
        let mut areas: Vec<LandVsSeaArea> = super::scoring::completed_areas(&self.board, &self.set)
            .into_iter()
            .map(|area| {
                let mut parts = Vec::new();
                for (i, placed) in self.board.tiles.iter().enumerate() {
                    if area.tiles & (1 << i) == 0 {
                        continue;
                    }
                    let rotated = self.board.rotated(&self.set, i);
                    let regions = self.set.face(placed.tile, placed.face).regions.len();
                    for region in (0..regions).filter(|&r| area.nodes.contains(i, r)) {
                        parts.push(LandVsSeaAreaPart {
                            q: i32::from(placed.cell.q),
                            r: i32::from(placed.cell.r),
                            edges: (0..6u8)
                                .filter(|&d| {
                                    usize::from(rotated.region_at[usize::from(d)]) == region
                                })
                                .collect(),
                        });
                    }
                }
                LandVsSeaArea {
                    terrain: if area.land {
                        LandVsSeaTerrain::Land
                    } else {
                        LandVsSeaTerrain::Sea
                    },
                    tiles: area.tiles.count_ones(),
                    bonus: area.bonus,
                    parts,
                }
            })
            .collect();
        for area in &mut areas {
            area.parts
                .sort_by(|a, b| (a.q, a.r, &a.edges).cmp(&(b.q, b.r, &b.edges)));
        }
        areas.sort_by(|a, b| {
            let first = |area: &LandVsSeaArea| {
                let part = &area.parts[0];
                (part.q, part.r, part.edges.clone())
            };
            first(a).cmp(&first(b))
        });
        areas
    }
}
