//! Lost Seas (Blue Orange): draft Sea Exploration tiles onto a 4 x 4 map to meet the
//! requirements of the Expeditions around it. Rules: `docs/rules/lost-seas.md`.

mod actions;
mod apply;
mod bot;
#[cfg(test)]
mod bot_tests;
pub mod components;
mod expeditions;
mod legal;
mod options;
mod prospects;
mod scoring;
#[cfg(test)]
mod scoring_tests;
mod setup_choice;
mod state;
#[cfg(any(test, feature = "test-support"))]
mod testing;
mod view;
#[cfg(test)]
mod view_tests;
#[cfg(test)]
mod young_tests;

pub use actions::LostSeasAction;
pub use expeditions::{
    ElementCounts, LostSeasElement, LostSeasElementCount, LostSeasExpedition,
    LostSeasExpeditionFace, LostSeasFace, LostSeasRequirement,
};
pub use options::LostSeasOptions;
pub use scoring::LostSeasScore;
pub use state::{ExpeditionId, LostSeas, LostSeasStep, TileId};
pub use view::{
    LostSeasActionView, LostSeasExpeditionStage, LostSeasExpeditionTile, LostSeasMap,
    LostSeasPhase, LostSeasPlacedExpedition, LostSeasTile, LostSeasView,
};

use crate::engine::{Game, GameInfo, OptionsError, Outcome, RuleError, Seat, Setup, Viewer};

impl Game for LostSeas {
    type Options = LostSeasOptions;
    type Action = LostSeasAction;
    type ActionView = LostSeasActionView;
    type View = LostSeasView;

    const INFO: GameInfo = GameInfo {
        id: "lost-seas",
        name: "Lost Seas",
        rules_version: "1",
        min_players: 2,
        max_players: 4,
    };

    fn new(setup: &Setup<LostSeasOptions>) -> Result<Self, OptionsError> {
        LostSeas::create(setup)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seats_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<LostSeasAction> {
        self.legal(seat)
    }

    fn apply(&self, seat: Seat, action: &LostSeasAction) -> Result<Self, RuleError> {
        self.apply_action(seat, action)
    }

    fn view(&self, viewer: Viewer) -> LostSeasView {
        self.render(viewer)
    }

    fn action_view(
        &self,
        seat: Seat,
        action: &LostSeasAction,
        _viewer: Viewer,
    ) -> LostSeasActionView {
        // Every action is public once taken: choices are placed face up, tiles come from the
        // face-up offer.
        self.render_action(seat, action)
    }

    fn describe(_seat: Seat, view: &Self::ActionView) -> String {
        view.describe()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_finished().then(|| self.final_outcome())
    }

    fn player_count(&self) -> usize {
        self.players()
    }
}
