//! Air, Land & Sea (Arcane Wonders, 2019) for two players: battles over three theaters, won by
//! controlling two of them or by the opponent's withdrawal, until a player reaches the target VP.
//!
//! Pending ability choices live on an explicit stack in the state and resolve depth first; while
//! one waits, the seat that must choose is the one to act.

#[cfg(test)]
mod ability_tests;
mod actions;
mod apply;
mod bot;
#[cfg(test)]
mod bot_tests;
mod bot_value;
pub mod components;
mod effects;
mod legal;
mod options;
mod rules;
mod scoring;
mod setup;
mod state;
#[cfg(any(test, feature = "test-support"))]
mod testing;
mod view;

pub use actions::{AirLandSeaAction, AirLandSeaActionView};
pub use components::{AirLandSeaCard, AirLandSeaTheater, STANDARD_SET_NAME};
pub use options::AirLandSeaOptions;
pub use rules::AirLandSeaRules;
pub use scoring::{BATTLE_VICTORY_POINTS, withdraw_victory_points};
pub use state::AirLandSea;
#[cfg(any(test, feature = "test-support"))]
pub use testing::Scenario;
pub use view::{
    AirLandSeaBattleResultView, AirLandSeaCardView, AirLandSeaHandView, AirLandSeaPendingKind,
    AirLandSeaPendingView, AirLandSeaSideView, AirLandSeaTheaterView, AirLandSeaView,
};

use crate::engine::{
    Game, GameInfo, OptionsError, Outcome, RuleError, ScorePart, Seat, Setup, Standing, Viewer,
};

impl Game for AirLandSea {
    type Options = AirLandSeaOptions;
    type Action = AirLandSeaAction;
    type ActionView = AirLandSeaActionView;
    type View = AirLandSeaView;

    const INFO: GameInfo = GameInfo {
        id: "air-land-sea",
        name: "Air, Land & Sea",
        rules_version: "2",
        min_players: 2,
        max_players: 2,
    };

    const RULES_VERSIONS: &'static [&'static str] = AirLandSeaRules::VERSIONS;

    const OPTION_CODES: &'static [(&'static str, &'static str)] = &[(
        "invalid_target_vp",
        "Air, Land & Sea's target_vp is 12 or 18.",
    )];

    fn new(setup: &Setup<Self::Options>) -> Result<Self, OptionsError> {
        setup::new_game(setup, AirLandSeaRules::NEWEST)
    }

    fn new_under_rules(
        setup: &Setup<Self::Options>,
        rules_version: &str,
    ) -> Result<Self, OptionsError> {
        let rules = AirLandSeaRules::of_version(rules_version)
            .ok_or_else(|| OptionsError::unknown_rules_version(&Self::INFO, rules_version))?;
        setup::new_game(setup, rules)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.acting_seat().map(Seat::from).into_iter().collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal(seat.index())
    }

    fn apply(&self, seat: Seat, action: &Self::Action) -> Result<Self, RuleError> {
        self.apply_action(seat.index(), action)
    }

    fn view(&self, viewer: Viewer) -> Self::View {
        self.render(viewer)
    }

    fn action_view(&self, seat: Seat, action: &Self::Action, viewer: Viewer) -> Self::ActionView {
        AirLandSeaActionView::of(action, viewer.sees_secrets_of(seat))
    }

    fn describe(seat: Seat, view: &Self::ActionView) -> String {
        view.describe(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner?;
        Some(Outcome {
            standings: (0..2)
                .map(|seat| Standing {
                    side: format!("seat {seat}"),
                    seats: vec![Seat::from(seat)],
                    score: i64::from(self.vp[seat]),
                    breakdown: vec![
                        ScorePart::new(
                            "Battles won",
                            self.vp[seat] - self.vp_from_withdrawals[seat],
                        ),
                        ScorePart::new("Opponent withdrew", self.vp_from_withdrawals[seat]),
                    ],
                })
                .collect(),
            winners: vec![Seat::from(winner)],
        })
    }

    fn player_count(&self) -> usize {
        2
    }
}
