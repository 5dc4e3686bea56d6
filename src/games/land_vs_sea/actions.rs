//! The actions a player can take, and how each appears in the event log.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::components::SPECIAL_TILE;
use super::view::{LandVsSeaFace, LandVsSeaHeldTile};
use super::{LandVsSea, Phase};
use crate::engine::{Seat, Viewer};

/// Which face of a tile in hand to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandVsSeaFaceChoice {
    /// The face everybody can see.
    Up,
    /// The face only the holder has seen.
    Hidden,
}

/// One step of a turn. Every action is taken by the seat in `to_act`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum LandVsSeaAction {
    /// Take the top tile of a stack (in the draft, and when drawing back up to 2).
    Draw {
        /// Stack 0 or 1.
        stack: u8,
    },
    /// Place a face of a tile in hand on an empty cell next to the map; every touching edge
    /// must show the same terrain as the edge it touches.
    Place {
        /// Position of the tile in your hand (0 or 1).
        slot: u8,
        /// Which face to put face up on the map.
        face: LandVsSeaFaceChoice,
        /// 0-5: face edge `i` goes to map direction `(i + rotation) % 6`.
        rotation: u8,
        /// Axial column of the cell.
        q: i32,
        /// Axial row of the cell.
        r: i32,
    },
    /// Fill a hole you just made with the Volcano (land hole) or Whirlpool (sea hole).
    PlaceVolcanoWhirlpool {
        /// Axial column of the hole.
        q: i32,
        /// Axial row of the hole.
        r: i32,
        /// 0-5, your choice.
        rotation: u8,
    },
    /// After placing a Steal face: take one tile from another player who holds 2.
    Steal {
        /// The seat you take from.
        from: Seat,
        /// Position of the tile in their hand (0 or 1).
        slot: u8,
    },
    /// Put your Waypoint on a matching region of a placed tile with an open edge and no Waypoint.
    PlaceWaypoint {
        /// Axial column of the tile.
        q: i32,
        /// Axial row of the tile.
        r: i32,
        /// The region's `index` in that tile's `regions` list as the view shows it: its rank on
        /// the map (`legal-actions` lists every region that may be chosen).
        region: u8,
    },
    /// Leave your Waypoint off the map this turn.
    SkipWaypoint,
}

/// An action as the log shows it: as posted, except that a placement's `rotation` (relative to
/// the printed face) is shown only once the game is over, and a Waypoint's region is named as the
/// view names it. While the game runs it would tell
/// apart faces that look alike on the table (RULINGS, third round); `placed` shows how the face
/// lies instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LandVsSeaLoggedAction {
    Draw {
        stack: u8,
    },
    Place {
        slot: u8,
        face: LandVsSeaFaceChoice,
        rotation: Option<u8>,
        q: i32,
        r: i32,
    },
    PlaceVolcanoWhirlpool {
        q: i32,
        r: i32,
        rotation: Option<u8>,
    },
    Steal {
        from: Seat,
        slot: u8,
    },
    PlaceWaypoint {
        q: i32,
        r: i32,
        /// The region's `index` as the view shows it: its rank on the map, and once a game of
        /// rules version 1 or 2 is over its index in the component table (as that log names it).
        region: u8,
    },
    SkipWaypoint,
}

impl LandVsSeaLoggedAction {
    fn of(action: &LandVsSeaAction, everyone: bool) -> Self {
        let shown = |rotation: u8| everyone.then_some(rotation);
        match *action {
            LandVsSeaAction::Draw { stack } => Self::Draw { stack },
            LandVsSeaAction::Place {
                slot,
                face,
                rotation,
                q,
                r,
            } => Self::Place {
                slot,
                face,
                rotation: shown(rotation),
                q,
                r,
            },
            LandVsSeaAction::PlaceVolcanoWhirlpool { q, r, rotation } => {
                Self::PlaceVolcanoWhirlpool {
                    q,
                    r,
                    rotation: shown(rotation),
                }
            }
            LandVsSeaAction::Steal { from, slot } => Self::Steal { from, slot },
            LandVsSeaAction::PlaceWaypoint { q, r, region } => Self::PlaceWaypoint { q, r, region },
            LandVsSeaAction::SkipWaypoint => Self::SkipWaypoint,
        }
    }
}

/// An action as one viewer sees it in the log.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct LandVsSeaActionView {
    /// Who acted.
    pub seat: Seat,
    /// The action as posted, its rotation kept back while the game runs.
    pub action: LandVsSeaLoggedAction,
    /// For `place` and `place_volcano_whirlpool`: the face as it now lies on the map.
    pub placed: Option<LandVsSeaFace>,
    /// For `draw` and `steal`: the tile taken; its hidden face and ids only for the taker.
    pub taken: Option<LandVsSeaHeldTile>,
}

impl LandVsSea {
    pub(crate) fn render_action(
        &self,
        seat: Seat,
        action: &LandVsSeaAction,
        viewer: Viewer,
    ) -> LandVsSeaActionView {
        let mut placed = None;
        let mut taken = None;
        match *action {
            LandVsSeaAction::Place {
                slot,
                face,
                rotation,
                ..
            } => {
                if let Some(t) = self
                    .hands
                    .get(seat.index())
                    .and_then(|h| h.get(usize::from(slot)))
                {
                    let f = match face {
                        LandVsSeaFaceChoice::Up => t.up,
                        LandVsSeaFaceChoice::Hidden => 1 - t.up,
                    };
                    if rotation < 6 {
                        placed = Some(self.placed_face_view(t.tile, f, rotation, viewer));
                    }
                }
            }
            LandVsSeaAction::PlaceVolcanoWhirlpool { q, r, rotation } => {
                let hole = self
                    .turn
                    .holes
                    .iter()
                    .find(|(c, _)| i32::from(c.q) == q && i32::from(c.r) == r);
                if let (Some(&(_, land)), true) = (hole, rotation < 6) {
                    placed = Some(self.placed_face_view(
                        SPECIAL_TILE,
                        u8::from(!land),
                        rotation,
                        viewer,
                    ));
                }
            }
            LandVsSeaAction::Draw { stack } => {
                if !matches!(self.phase, Phase::Over)
                    && let Some(t) = self.stacks.get(usize::from(stack)).and_then(|s| s.last())
                {
                    taken = Some(self.held_view(t, viewer, Some(seat)));
                }
            }
            LandVsSeaAction::Steal { from, slot } => {
                if let Some(t) = self
                    .hands
                    .get(from.index())
                    .and_then(|h| h.get(usize::from(slot)))
                {
                    taken = Some(self.held_view(t, viewer, Some(seat)));
                }
            }
            LandVsSeaAction::PlaceWaypoint { .. } | LandVsSeaAction::SkipWaypoint => {}
        }
        let mut logged = LandVsSeaLoggedAction::of(action, viewer == Viewer::Everyone);
        if let LandVsSeaLoggedAction::PlaceWaypoint { q, r, region } = &mut logged {
            *region = self.shown_region(*q, *r, *region, viewer);
        }
        LandVsSeaActionView {
            seat,
            action: logged,
            placed,
            taken,
        }
    }
}

impl LandVsSeaActionView {
    /// The action in words, for the game log (see `Game::describe`): what it put where, as
    /// much as the view shows.
    pub fn describe(&self) -> String {
        use LandVsSeaLoggedAction as A;
        match &self.action {
            A::Draw { stack } => match &self.taken {
                Some(taken) => format!(
                    "drew a tile ({}) from stack {}",
                    face_words(&taken.up),
                    u32::from(*stack) + 1
                ),
                None => format!("drew a tile from stack {}", u32::from(*stack) + 1),
            },
            A::Place { q, r, .. } => match &self.placed {
                Some(face) => format!("placed a tile ({}) at {q},{r}", face_words(face)),
                None => format!("placed a tile at {q},{r}"),
            },
            A::PlaceVolcanoWhirlpool { q, r, .. } => {
                format!("placed the Volcano/Whirlpool at {q},{r}")
            }
            A::Steal { from, .. } => format!("stole a tile from {{seat {}}}", from.0),
            A::PlaceWaypoint { q, r, .. } => format!("put their Waypoint on the tile at {q},{r}"),
            A::SkipWaypoint => "kept their Waypoint".to_owned(),
        }
    }
}

/// A face by what it shows: its land and sea edges.
fn face_words(face: &super::view::LandVsSeaFace) -> String {
    let land = face.edges.chars().filter(|edge| *edge == 'L').count();
    let sea = face.edges.chars().filter(|edge| *edge == 'S').count();
    match (land, sea) {
        (_, 0) => "all land".to_owned(),
        (0, _) => "all sea".to_owned(),
        _ => format!("{land} land and {sea} sea edges"),
    }
}
