//! Elo ratings, one per user and game type. Pure arithmetic; the store applies it in the
//! transaction that ends a game.
//!
//! Games with more than two sides (Lost Seas with 4 players, Land vs Sea's Cartographer) are rated
//! as every pair of seats on different sides playing each other: a seat on a winning side beats
//! every seat on a losing side, and two seats that both won or both lost draw. Each seat's change
//! is the usual K * (score - expected), averaged over its opponents so that a 4-player game moves
//! a rating about as much as a 2-player one.

/// Where every rating starts.
pub const INITIAL_RATING: f64 = 1500.0;
/// How far one game can move a rating.
pub const K_FACTOR: f64 = 32.0;

/// One seat entering the calculation.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedSeat {
    /// Index of the seat's side (team); seats of one side never play each other.
    pub side: usize,
    pub won: bool,
    pub rating: f64,
}

/// The expected score of a player rated `rating` against one rated `opponent`.
pub fn expected_score(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// Each seat's rating change, in the order given.
pub fn rating_changes(seats: &[RatedSeat]) -> Vec<f64> {
    seats
        .iter()
        .map(|me| {
            let opponents: Vec<&RatedSeat> = seats.iter().filter(|o| o.side != me.side).collect();
            if opponents.is_empty() {
                return 0.0;
            }
            let total: f64 = opponents
                .iter()
                .map(|o| {
                    let score = match (me.won, o.won) {
                        (true, false) => 1.0,
                        (false, true) => 0.0,
                        _ => 0.5,
                    };
                    score - expected_score(me.rating, o.rating)
                })
                .sum();
            K_FACTOR * total / opponents.len() as f64
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(side: usize, won: bool, rating: f64) -> RatedSeat {
        RatedSeat { side, won, rating }
    }

    #[test]
    fn equal_players_move_by_half_k() {
        let changes = rating_changes(&[seat(0, true, 1500.0), seat(1, false, 1500.0)]);
        assert_eq!(changes, vec![16.0, -16.0]);
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_win() {
        let upset = rating_changes(&[seat(0, true, 1400.0), seat(1, false, 1600.0)]);
        let expected = rating_changes(&[seat(0, true, 1600.0), seat(1, false, 1400.0)]);
        assert!(upset[0] > expected[0]);
        assert!((upset[0] + upset[1]).abs() < 1e-9, "zero-sum");
        // 200 points apart: the favourite is expected to score about 0.76.
        assert!((expected[0] - 32.0 * (1.0 - 0.759_746_9)).abs() < 1e-3);
    }

    #[test]
    fn draws_pull_ratings_together() {
        let changes = rating_changes(&[seat(0, false, 1600.0), seat(1, false, 1400.0)]);
        assert!(changes[0] < 0.0 && changes[1] > 0.0);
    }

    #[test]
    fn team_mates_do_not_play_each_other() {
        // 4-player Land vs Sea: seats 0 and 2 (Land) beat 1 and 3 (Sea).
        let changes = rating_changes(&[
            seat(0, true, 1500.0),
            seat(1, false, 1500.0),
            seat(0, true, 1500.0),
            seat(1, false, 1500.0),
        ]);
        assert_eq!(changes, vec![16.0, -16.0, 16.0, -16.0]);
    }

    #[test]
    fn shared_victories_draw_between_winners() {
        // Lost Seas, 3 players, seats 0 and 1 share the win.
        let changes = rating_changes(&[
            seat(0, true, 1500.0),
            seat(1, true, 1500.0),
            seat(2, false, 1500.0),
        ]);
        assert_eq!(changes, vec![8.0, 8.0, -16.0]);
    }
}
