//! Glicko-2 ratings, one per user and game type (Mark Glickman, "Example of the Glicko-2
//! system", 2013; the system lichess uses). Pure arithmetic; the store applies it in the
//! transaction that ends a game.
//!
//! Each player has a rating, a deviation (how uncertain the rating is: a new player's is large,
//! so their first games move it a lot and it settles within a few) and a volatility (how erratic
//! their results are). Every rated game is its own rating period, as on lichess, so a rating
//! changes the moment a game ends. While a player is away their deviation grows, one rating
//! period per day ([`aged`]), up to a newcomer's.
//!
//! Games with more than two sides (Lost Seas with 3-4 players, Land vs Sea's Cartographer) are
//! rated as every pair of seats on different sides playing each other: a seat on a winning side
//! beats every seat on a losing side, and two seats that both won or both lost draw. Each such
//! result is weighted by one over the seat's number of opponents, so that a 4-player game moves a
//! rating about as much as a 2-player one (Glicko-2 with weighted results).

/// Where every rating starts.
pub const INITIAL_RATING: f64 = 1500.0;
/// A newcomer's deviation, and the most a deviation grows to while a player is away.
pub const INITIAL_DEVIATION: f64 = 350.0;
/// A newcomer's volatility (Glickman's suggestion).
pub const INITIAL_VOLATILITY: f64 = 0.06;
/// The system constant: how much volatility may change per period (Glickman suggests 0.3-1.2;
/// smaller is steadier).
pub const TAU: f64 = 0.5;
/// Above this deviation a rating is provisional (lichess's threshold): shown with a `?`.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// Glicko-2's internal scale: ratings are `(r - 1500) / SCALE`, deviations `RD / SCALE`.
const SCALE: f64 = 173.7178;
/// When the volatility iteration has converged.
const CONVERGENCE: f64 = 0.000_001;

/// One player's rating in one game type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// A player with no rated game yet.
    pub const NEW: Glicko = Glicko {
        rating: INITIAL_RATING,
        deviation: INITIAL_DEVIATION,
        volatility: INITIAL_VOLATILITY,
    };

    fn mu(&self) -> f64 {
        (self.rating - INITIAL_RATING) / SCALE
    }

    fn phi(&self) -> f64 {
        self.deviation / SCALE
    }
}

/// `player` after `days` without a rated game: the deviation grows as over that many empty rating
/// periods (step 6 of the algorithm), never past a newcomer's.
pub fn aged(player: Glicko, days: f64) -> Glicko {
    let days = days.max(0.0);
    let phi = (player.phi().powi(2) + player.volatility.powi(2) * days).sqrt();
    Glicko {
        deviation: (phi * SCALE).min(INITIAL_DEVIATION),
        ..player
    }
}

/// `player`'s rating, last changed at `rated_at`, as it stands at `now`: [`aged`] by the days
/// between.
pub fn as_of(
    player: Glicko,
    rated_at: chrono::DateTime<chrono::Utc>,
    now: chrono::DateTime<chrono::Utc>,
) -> Glicko {
    aged(player, (now - rated_at).num_seconds() as f64 / 86_400.0)
}

/// One result of a rating period: the opponent, the score against them (1 a win, 0.5 a draw, 0 a
/// loss) and the result's weight (1 for a game against one opponent).
#[derive(Clone, Copy, Debug)]
pub struct Result {
    pub opponent: Glicko,
    pub score: f64,
    pub weight: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, opponent_mu: f64, opponent_phi: f64) -> f64 {
    1.0 / (1.0 + (-g(opponent_phi) * (mu - opponent_mu)).exp())
}

/// `player` after one rating period with `results` (steps 2-8 of Glickman's paper). No results:
/// only the deviation grows, as over one empty period.
pub fn rate(player: Glicko, results: &[Result]) -> Glicko {
    let (mu, phi, sigma) = (player.mu(), player.phi(), player.volatility);
    if results.is_empty() {
        return aged(player, 1.0);
    }
    // Step 3: the estimated variance of the rating from the game outcomes alone; step 4: the
    // estimated improvement.
    let mut information = 0.0;
    let mut improvement = 0.0;
    for result in results {
        let (opponent_mu, opponent_phi) = (result.opponent.mu(), result.opponent.phi());
        let e = expected(mu, opponent_mu, opponent_phi);
        let g = g(opponent_phi);
        information += result.weight * g * g * e * (1.0 - e);
        improvement += result.weight * g * (result.score - e);
    }
    let v = 1.0 / information;
    let delta = v * improvement;
    // Step 5: the new volatility, by the Illinois algorithm.
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > CONVERGENCE {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            (big_a, f_a) = (big_b, f_b);
        } else {
            f_a /= 2.0;
        }
        (big_b, f_b) = (big_c, f_c);
    }
    let new_sigma = (big_a / 2.0).exp();
    // Steps 6-7: the pre-period deviation, then the new deviation and rating.
    let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
    let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let new_mu = mu + new_phi * new_phi * improvement;
    // Step 8: back to the familiar scale.
    Glicko {
        rating: INITIAL_RATING + SCALE * new_mu,
        deviation: (SCALE * new_phi).min(INITIAL_DEVIATION),
        volatility: new_sigma,
    }
}

/// One seat entering the calculation of a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedSeat {
    /// Index of the seat's side (team); seats of one side never play each other.
    pub side: usize,
    pub won: bool,
    /// The player's rating as the game ends, aged for their time away.
    pub rating: Glicko,
}

/// Each seat's rating after the game, in the order given.
pub fn rated_game(seats: &[RatedSeat]) -> Vec<Glicko> {
    seats
        .iter()
        .map(|me| {
            let opponents: Vec<&RatedSeat> = seats.iter().filter(|o| o.side != me.side).collect();
            let weight = 1.0 / opponents.len().max(1) as f64;
            let results: Vec<Result> = opponents
                .iter()
                .map(|o| Result {
                    opponent: o.rating,
                    score: match (me.won, o.won) {
                        (true, false) => 1.0,
                        (false, true) => 0.0,
                        _ => 0.5,
                    },
                    weight,
                })
                .collect();
            if results.is_empty() {
                me.rating
            } else {
                rate(me.rating, &results)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glicko(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: INITIAL_VOLATILITY,
        }
    }

    fn seat(side: usize, won: bool, rating: Glicko) -> RatedSeat {
        RatedSeat { side, won, rating }
    }

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn glickmans_worked_example() {
        // "Example of the Glicko-2 system", section 3: a player rated 1500 (RD 200, volatility
        // 0.06) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), with
        // tau 0.5. The paper's answer: 1464.06, RD 151.52, volatility 0.05999.
        let player = glicko(1500.0, 200.0);
        let results = [
            (glicko(1400.0, 30.0), 1.0),
            (glicko(1550.0, 100.0), 0.0),
            (glicko(1700.0, 300.0), 0.0),
        ]
        .map(|(opponent, score)| Result {
            opponent,
            score,
            weight: 1.0,
        });
        let after = rate(player, &results);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_newcomers_rating_settles_within_a_few_games() {
        // Two newcomers: the winner gains what an established player would in many games, and
        // both deviations fall sharply.
        let after = rated_game(&[seat(0, true, Glicko::NEW), seat(1, false, Glicko::NEW)]);
        assert!(after[0].rating > 1650.0, "{after:?}");
        assert!(close(
            after[0].rating - 1500.0,
            1500.0 - after[1].rating,
            1e-9
        ));
        assert!(after[0].deviation < 300.0);
        // An established pair moves far less for the same result.
        let settled = glicko(1500.0, 60.0);
        let after = rated_game(&[seat(0, true, settled), seat(1, false, settled)]);
        assert!(after[0].rating - 1500.0 < 20.0, "{after:?}");
    }

    #[test]
    fn an_upset_moves_more_than_an_expected_win() {
        let (weak, strong) = (glicko(1400.0, 80.0), glicko(1600.0, 80.0));
        let upset = rated_game(&[seat(0, true, weak), seat(1, false, strong)]);
        let expected = rated_game(&[seat(0, true, strong), seat(1, false, weak)]);
        assert!(upset[0].rating - 1400.0 > expected[0].rating - 1600.0);
    }

    #[test]
    fn draws_pull_ratings_together() {
        let after = rated_game(&[
            seat(0, false, glicko(1600.0, 80.0)),
            seat(1, false, glicko(1400.0, 80.0)),
        ]);
        assert!(after[0].rating < 1600.0 && after[1].rating > 1400.0);
    }

    #[test]
    fn team_mates_do_not_play_each_other() {
        // 4-player Land vs Sea: seats 0 and 2 (Land) beat 1 and 3 (Sea); each winner moves as
        // in a 2-player game against one of the losers.
        let new = Glicko::NEW;
        let four = rated_game(&[
            seat(0, true, new),
            seat(1, false, new),
            seat(0, true, new),
            seat(1, false, new),
        ]);
        let two = rated_game(&[seat(0, true, new), seat(1, false, new)]);
        assert!(
            close(four[0].rating, two[0].rating, 1e-9),
            "{four:?} {two:?}"
        );
        assert!(close(four[3].rating, two[1].rating, 1e-9));
    }

    #[test]
    fn shared_victories_draw_between_winners() {
        // Lost Seas, 3 players, seats 0 and 1 share the win: each won half its pairs and drew
        // the other; the loser lost both.
        let new = Glicko::NEW;
        let after = rated_game(&[seat(0, true, new), seat(1, true, new), seat(2, false, new)]);
        assert!(close(after[0].rating, after[1].rating, 1e-9));
        assert!(after[0].rating > 1500.0 && after[2].rating < 1500.0);
        assert!(after[2].rating - 1500.0 < -(after[0].rating - 1500.0));
    }

    #[test]
    fn the_deviation_grows_while_away_but_never_past_a_newcomers() {
        let settled = glicko(1700.0, 50.0);
        let month = aged(settled, 30.0);
        assert!(
            month.deviation > 50.0 && month.deviation < 80.0,
            "{month:?}"
        );
        assert_eq!(month.rating, 1700.0);
        assert_eq!(aged(settled, 100_000.0).deviation, INITIAL_DEVIATION);
        assert_eq!(
            aged(settled, -3.0),
            settled,
            "a clock step back changes nothing"
        );
    }
}
