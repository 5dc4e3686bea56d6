//! Applying actions and moving through the steps of a turn.

use super::actions::{LandVsSeaAction, LandVsSeaFaceChoice};
use super::board::{Cell, Placed, fits};
use super::components::{ActionIcon, SPECIAL_TILE};
use super::{HeldTile, LandVsSea, MAX_HAND, Phase, RegionNames, Turn, WaypointSpot};
use crate::engine::{RuleError, Seat};

fn wrong_step(phase: Phase) -> RuleError {
    let step = match phase {
        Phase::Draft { .. } => "draft a tile with `draw`",
        Phase::Place => "place a tile with `place`",
        Phase::Special => "fill the hole with `place_volcano_whirlpool`",
        Phase::Steal => "choose a tile to `steal`",
        Phase::Waypoint => "`place_waypoint` or `skip_waypoint`",
        Phase::Draw => "draw back up to 2 tiles with `draw`",
        Phase::Over => "nothing: the game is over",
    };
    RuleError::new(
        "wrong_step",
        format!("that action is not part of this step; now: {step}"),
    )
}

/// API coordinates as a cell; a cell far off the map is refused with `code`, as any other cell
/// off the map would be.
fn cell_of(q: i32, r: i32, code: &'static str) -> Result<Cell, RuleError> {
    Cell::from_api(q, r).ok_or_else(|| RuleError::new(code, "that cell is nowhere near the map"))
}

impl LandVsSea {
    pub(crate) fn perform(&mut self, action: &LandVsSeaAction) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Draft { seat }, LandVsSeaAction::Draw { stack }) => {
                self.draw(usize::from(seat), *stack)?;
                self.next_drafter(seat);
            }
            (Phase::Draw, LandVsSeaAction::Draw { stack }) => {
                self.draw(usize::from(self.turn.seat), *stack)?;
                self.advance();
            }
            (
                Phase::Place,
                &LandVsSeaAction::Place {
                    slot,
                    face,
                    rotation,
                    q,
                    r,
                },
            ) => self.place(slot, face, rotation, cell_of(q, r, "not_adjacent")?)?,
            (Phase::Special, &LandVsSeaAction::PlaceVolcanoWhirlpool { q, r, rotation }) => {
                self.place_special(cell_of(q, r, "not_a_hole")?, rotation)?
            }
            (Phase::Steal, &LandVsSeaAction::Steal { from, slot }) => self.steal(from, slot)?,
            (Phase::Waypoint, &LandVsSeaAction::PlaceWaypoint { q, r, region }) => {
                let spot = self.waypoint_spot(
                    usize::from(self.turn.seat),
                    cell_of(q, r, "waypoint_spot_invalid")?,
                    region,
                )?;
                self.waypoints[usize::from(self.turn.seat)] = Some(spot);
                self.advance();
            }
            (Phase::Waypoint, LandVsSeaAction::SkipWaypoint) => self.advance(),
            _ => return Err(wrong_step(self.phase)),
        }
        Ok(())
    }

    fn draw(&mut self, seat: usize, stack: u8) -> Result<(), RuleError> {
        let Some(pile) = self.stacks.get_mut(usize::from(stack)) else {
            return Err(RuleError::new(
                "no_such_stack",
                "there are only stacks 0 and 1",
            ));
        };
        let Some(tile) = pile.pop() else {
            return Err(RuleError::new("stack_empty", "that stack is empty"));
        };
        self.hands[seat].push(tile);
        self.split_stacks();
        Ok(())
    }

    /// Ruling (docs/rules/land-vs-sea.md, "Split"): when one stack empties, the other is split in
    /// half; its top half stays.
    fn split_stacks(&mut self) {
        for (empty, full) in [(0, 1), (1, 0)] {
            if self.stacks[empty].is_empty() && self.stacks[full].len() >= 2 {
                let bottom_half: Vec<HeldTile> = self.stacks[full]
                    .drain(..self.stacks[full].len() / 2)
                    .collect();
                self.stacks[empty] = bottom_half;
            }
        }
    }

    fn stacks_empty(&self) -> bool {
        self.stacks.iter().all(Vec::is_empty)
    }

    fn next_drafter(&mut self, seat: u8) {
        let next = self
            .seats_after(seat)
            .find(|&s| self.hands[usize::from(s)].len() < MAX_HAND);
        match next {
            Some(s) if !self.stacks_empty() => self.phase = Phase::Draft { seat: s },
            _ => self.start_turn(self.first_seat()),
        }
    }

    pub(crate) fn start_turn(&mut self, seat: u8) {
        for hand in &mut self.hands {
            for t in hand.iter_mut() {
                t.stolen = false;
            }
        }
        self.turn = Turn {
            seat,
            ..Turn::default()
        };
        self.phase = Phase::Place;
    }

    pub(crate) fn playable(&self, seat: usize) -> bool {
        self.hands[seat].iter().any(|t| !t.stolen)
    }

    pub(crate) fn can_steal_from(&self, thief: usize, victim: usize) -> bool {
        victim != thief && self.hands[victim].len() >= MAX_HAND
    }

    /// Move to the next step of the turn that needs a decision, ending the turn or the game when
    /// none is left.
    pub(crate) fn advance(&mut self) {
        let seat = usize::from(self.turn.seat);
        if !self.turn.holes.is_empty() {
            self.phase = Phase::Special;
            return;
        }
        if let Some(icon) = self.turn.pending_icon.take() {
            let go = match icon {
                ActionIcon::PlayAgain => self.playable(seat),
                ActionIcon::Steal => (0..self.hands.len()).any(|v| self.can_steal_from(seat, v)),
            };
            if go {
                self.phase = match icon {
                    ActionIcon::PlayAgain => Phase::Place,
                    ActionIcon::Steal => Phase::Steal,
                };
                return;
            }
        }
        if self.stacks_empty() && self.hands.iter().all(Vec::is_empty) {
            self.finish();
            return;
        }
        if !self.turn.waypoint_offered {
            self.turn.waypoint_offered = true;
            if self.waypoint_placeable(seat) {
                self.phase = Phase::Waypoint;
                return;
            }
        }
        if self.hands[seat].len() < MAX_HAND && !self.stacks_empty() {
            self.phase = Phase::Draw;
            return;
        }
        let next = self
            .seats_after(self.turn.seat)
            .find(|&s| !self.hands[usize::from(s)].is_empty());
        match next {
            Some(s) => self.start_turn(s),
            None => self.finish(),
        }
    }

    fn finish(&mut self) {
        self.score_trade_routes();
        self.turn.holes.clear();
        self.phase = Phase::Over;
    }

    /// Check a placement without changing anything; returns the tile with `up` set to the face
    /// that would be placed.
    pub(crate) fn check_place(
        &self,
        slot: u8,
        face: LandVsSeaFaceChoice,
        rotation: u8,
        cell: Cell,
    ) -> Result<HeldTile, RuleError> {
        let seat = usize::from(self.turn.seat);
        let Some(&held) = self.hands[seat].get(usize::from(slot)) else {
            return Err(RuleError::new(
                "no_such_tile",
                "you hold no tile in that slot",
            ));
        };
        if held.stolen {
            return Err(RuleError::new(
                "tile_just_stolen",
                "a tile stolen this turn cannot be played until your next turn",
            ));
        }
        if rotation > 5 {
            return Err(RuleError::new("invalid_rotation", "rotation is 0 to 5"));
        }
        if !self.board.is_empty_cell(cell) {
            return Err(RuleError::new("cell_occupied", "a tile already lies there"));
        }
        let (touched, land) = self.board.constraint(&self.set, cell);
        if touched == 0 {
            return Err(RuleError::new(
                "not_adjacent",
                "a tile must be placed next to the map",
            ));
        }
        let f = match face {
            LandVsSeaFaceChoice::Up => held.up,
            LandVsSeaFaceChoice::Hidden => 1 - held.up,
        };
        let rotated = &self.set.face(held.tile, f).rotations[usize::from(rotation)];
        if !fits(rotated, touched, land) {
            return Err(RuleError::new(
                "edges_mismatch",
                "every edge must match the terrain of the edge it touches",
            ));
        }
        Ok(HeldTile { up: f, ..held })
    }

    fn place(
        &mut self,
        slot: u8,
        face: LandVsSeaFaceChoice,
        rotation: u8,
        cell: Cell,
    ) -> Result<(), RuleError> {
        let chosen = self.check_place(slot, face, rotation, cell)?;
        let seat = usize::from(self.turn.seat);
        self.hands[seat].remove(usize::from(slot));
        let placed = self.board.push(Placed {
            cell,
            tile: chosen.tile,
            face: chosen.up,
            rot: rotation,
            placer: Some(Seat::from(seat)),
        });
        self.score_placement(placed, seat);
        if !self.special_used {
            self.turn.holes = self.board.holes_around(&self.set, cell);
        }
        self.turn.pending_icon = self.set.face(chosen.tile, chosen.up).action;
        self.advance();
        Ok(())
    }

    fn place_special(&mut self, cell: Cell, rotation: u8) -> Result<(), RuleError> {
        let Some(&(_, land)) = self.turn.holes.iter().find(|(c, _)| *c == cell) else {
            return Err(RuleError::new(
                "not_a_hole",
                "the Volcano/Whirlpool goes into a hole you just made",
            ));
        };
        if rotation > 5 {
            return Err(RuleError::new("invalid_rotation", "rotation is 0 to 5"));
        }
        let seat = usize::from(self.turn.seat);
        let placed = self.board.push(Placed {
            cell,
            tile: SPECIAL_TILE,
            face: u8::from(!land),
            rot: rotation,
            placer: Some(Seat::from(seat)),
        });
        self.special_used = true;
        self.turn.holes.clear();
        self.score_placement(placed, seat);
        self.advance();
        Ok(())
    }

    fn steal(&mut self, from: Seat, slot: u8) -> Result<(), RuleError> {
        let seat = usize::from(self.turn.seat);
        let victim = from.index();
        if victim >= self.hands.len() || victim == seat {
            return Err(RuleError::new(
                "invalid_steal_target",
                "steal from another player at the table",
            ));
        }
        if !self.can_steal_from(seat, victim) {
            return Err(RuleError::new(
                "last_tile",
                "you may not steal a player's last tile",
            ));
        }
        if usize::from(slot) >= self.hands[victim].len() {
            return Err(RuleError::new(
                "no_such_tile",
                "they hold no tile in that slot",
            ));
        }
        let mut tile = self.hands[victim].remove(usize::from(slot));
        tile.stolen = true;
        self.hands[seat].push(tile);
        self.advance();
        Ok(())
    }

    pub(crate) fn waypoint_placeable(&self, seat: usize) -> bool {
        self.has_waypoint[seat]
            && self.waypoints[seat].is_none()
            && (0..self.board.tiles.len()).any(|i| self.waypoint_regions(seat, i) != 0)
    }

    /// Regions (bit per region index) of placed tile `i` where `seat` may put its Waypoint.
    pub(crate) fn waypoint_regions(&self, seat: usize, i: usize) -> u8 {
        if !self.board.is_open(i)
            || self
                .waypoints
                .iter()
                .flatten()
                .any(|w| usize::from(w.placed) == i)
        {
            return 0;
        }
        let land = self.side_of(seat) == 0;
        let p = &self.board.tiles[i];
        let face = self.set.face(p.tile, p.face);
        face.regions
            .iter()
            .enumerate()
            .filter(|(_, r)| r.land == land)
            .fold(0, |acc, (k, _)| acc | 1 << k)
    }

    /// The name of face region `region` of placed tile `i` under `names`.
    pub(crate) fn region_name(&self, i: usize, region: u8, names: RegionNames) -> u8 {
        match names {
            RegionNames::Table => region,
            RegionNames::Look => self.board.rotated(&self.set, i).rank_of[usize::from(region)],
        }
    }

    /// The face region that `name` names on placed tile `i` under `names` (the inverse of
    /// `region_name`); a name past the face's regions stays out of range, so it is refused as
    /// any bad region is.
    pub(crate) fn region_of_name(&self, i: usize, name: u8, names: RegionNames) -> u8 {
        let p = &self.board.tiles[i];
        let count = self.set.face(p.tile, p.face).regions.len();
        if names == RegionNames::Table || usize::from(name) >= count {
            return name;
        }
        self.board.rotated(&self.set, i).by_look[usize::from(name)]
    }

    /// `place_waypoint` as a player names the region (by look), as this game's log names it;
    /// `None` when the two agree.
    pub(crate) fn logged_waypoint(&self, action: &LandVsSeaAction) -> Option<LandVsSeaAction> {
        let LandVsSeaAction::PlaceWaypoint { q, r, region } = *action else {
            return None;
        };
        if self.region_names == RegionNames::Look {
            return None;
        }
        let i = self.board.at(Cell::from_api(q, r)?)?;
        // The table's name of a region is its index on the face.
        Some(LandVsSeaAction::PlaceWaypoint {
            q,
            r,
            region: self.region_of_name(i, region, RegionNames::Look),
        })
    }

    fn waypoint_spot(
        &self,
        seat: usize,
        cell: Cell,
        region: u8,
    ) -> Result<WaypointSpot, RuleError> {
        // The Waypoint step is only entered while the Waypoint is in hand (`waypoint_placeable`).
        debug_assert!(self.has_waypoint[seat] && self.waypoints[seat].is_none());
        let Some(i) = self.board.at(cell) else {
            return Err(RuleError::new(
                "waypoint_spot_invalid",
                "no tile lies there",
            ));
        };
        let region = self.region_of_name(i, region, self.region_names);
        if region >= 8 || self.waypoint_regions(seat, i) & (1 << region) == 0 {
            return Err(RuleError::new(
                "waypoint_spot_invalid",
                "a Waypoint goes on a region of your terrain, on a tile with an open edge and no Waypoint",
            ));
        }
        Ok(WaypointSpot {
            placed: i as u8,
            region,
        })
    }
}
