//! Ending turns and battles: the withdraw chart, the 6 VP for a battle played out, beginner
//! scoring, and the next battle or the end of the game.

use super::components::AirLandSeaTheater as Theater;
use super::state::{AirLandSea, BattleResult, opponent};

/// VP the opponent scores when a player withdraws holding `cards_left` cards (Supreme Commander
/// withdraw charts). The 1st player: 4+ cards 2 VP, 2-3 3 VP, 1 4 VP, 0 6 VP. The 2nd player:
/// 5+ 2 VP, 3-4 3 VP, 2 4 VP, 0-1 6 VP.
pub fn withdraw_victory_points(withdrawer_is_first: bool, cards_left: usize) -> u32 {
    match (withdrawer_is_first, cards_left) {
        (true, 4..) => 2,
        (true, 2..=3) => 3,
        (true, 1) => 4,
        (true, 0) => 6,
        (false, 5..) => 2,
        (false, 3..=4) => 3,
        (false, 2) => 4,
        (false, 0..=1) => 6,
    }
}

/// VP for winning a battle played until both hands are empty.
pub const BATTLE_VICTORY_POINTS: u32 = 6;

impl AirLandSea {
    /// The seat controlling two or more theaters.
    pub(crate) fn battle_winner(&self) -> usize {
        let first_controls = Theater::ALL
            .into_iter()
            .filter(|&t| self.controller(t) == self.first)
            .count();
        if first_controls >= 2 {
            self.first
        } else {
            opponent(self.first)
        }
    }

    /// After the active player's action and every ability it set off: the battle ends when both
    /// hands are empty; otherwise the other player takes a turn (a player with an empty hand
    /// passes).
    pub(crate) fn end_turn(&mut self) {
        if self.hands == [0, 0] {
            let winner = self.battle_winner();
            let vp = if self.options.beginner {
                1
            } else {
                BATTLE_VICTORY_POINTS
            };
            self.end_battle(winner, vp, None);
            return;
        }
        let next = opponent(self.turn);
        self.turn = if self.hands[next] == 0 {
            self.turn
        } else {
            next
        };
    }

    pub(crate) fn withdraw(&mut self, seat: usize) {
        let cards_left = self.hand_len(seat);
        let vp = if self.options.beginner {
            1
        } else {
            withdraw_victory_points(seat == self.first, cards_left)
        };
        self.end_battle(opponent(seat), vp, Some((seat, cards_left)));
    }

    /// Score the battle, then either end the game (keeping the final board on show) or start the
    /// next battle.
    fn end_battle(&mut self, winner: usize, vp: u32, withdrawal: Option<(usize, usize)>) {
        self.vp[winner] += vp;
        if withdrawal.is_some() {
            self.vp_from_withdrawals[winner] += vp;
        }
        self.stack.clear();
        self.last_battle = Some(BattleResult {
            battle: self.battle,
            winner,
            victory_points: vp,
            withdrawal,
        });
        if self.vp[winner] >= self.options.goal() {
            self.winner = Some(winner);
        } else {
            self.start_next_battle();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::withdraw_victory_points as chart;

    #[test]
    fn withdraw_chart_first_player_every_row() {
        for (cards, vp) in [(6, 2), (5, 2), (4, 2), (3, 3), (2, 3), (1, 4), (0, 6)] {
            assert_eq!(
                chart(true, cards),
                vp,
                "1st player withdrawing with {cards}"
            );
        }
    }

    #[test]
    fn withdraw_chart_second_player_every_row() {
        for (cards, vp) in [(6, 2), (5, 2), (4, 3), (3, 3), (2, 4), (1, 6), (0, 6)] {
            assert_eq!(
                chart(false, cards),
                vp,
                "2nd player withdrawing with {cards}"
            );
        }
    }
}
