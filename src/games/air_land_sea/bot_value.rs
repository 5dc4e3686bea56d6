//! What victory points are worth to the computer player: a seat's chance of winning the game
//! from a score, counted over the battles still to come.
//!
//! Each battle to come is a model battle: its 1st player wins it a little more often than not,
//! and the winner scores a battle's 6 VP or, when the loser withdraws, 2-4 VP. The chance of
//! winning the game from every score is worked out once per target, backwards from the target.
//! Points are worth most where they decide how many battles each side still needs: 2 VP at 0-0
//! matter much less than a logistic of the lead would say, while 2 VP that bring a seat within
//! one battle of the target matter a lot.

use std::sync::LazyLock;

/// The 1st player's chance of winning a battle to come (it wins tied theaters).
pub(super) const FIRST_WINS_BATTLE: f64 = 0.55;

/// A model battle's result: the winner's VP and how often it scores them (the last row is a
/// battle played out).
const BATTLE_POINTS: [(u32, f64); 4] = [(2, 0.25), (3, 0.15), (4, 0.1), (6, 0.5)];

/// The chance that seat A wins the game, by `[a_vp][b_vp][a_is_first]`, scores below the goal.
struct Table {
    goal: u32,
    chance: Vec<[f64; 2]>,
}

impl Table {
    fn new(goal: u32, beginner: bool) -> Self {
        let g = goal as usize;
        let mut chance = vec![[0.0; 2]; g * g];
        let points: &[(u32, f64)] = if beginner {
            &[(1, 1.0)]
        } else {
            &BATTLE_POINTS
        };
        // A seat's chance from (a, b) reads only higher scores: fill from the top down.
        for a in (0..g).rev() {
            for b in (0..g).rev() {
                for a_first in [false, true] {
                    let a_wins = if a_first {
                        FIRST_WINS_BATTLE
                    } else {
                        1.0 - FIRST_WINS_BATTLE
                    };
                    let mut total = 0.0;
                    for &(vp, share) in points {
                        let vp = vp as usize;
                        let after_win = if a + vp >= g {
                            1.0
                        } else {
                            chance[(a + vp) * g + b][usize::from(!a_first)]
                        };
                        let after_loss = if b + vp >= g {
                            0.0
                        } else {
                            chance[a * g + b + vp][usize::from(!a_first)]
                        };
                        total += share * (a_wins * after_win + (1.0 - a_wins) * after_loss);
                    }
                    chance[a * g + b][usize::from(a_first)] = total;
                }
            }
        }
        Table { goal, chance }
    }

    fn get(&self, a: u32, b: u32, a_first: bool) -> f64 {
        if a >= self.goal {
            return 1.0;
        }
        if b >= self.goal {
            return 0.0;
        }
        let g = self.goal as usize;
        self.chance[a as usize * g + b as usize][usize::from(a_first)]
    }
}

static TABLES: LazyLock<[Table; 3]> = LazyLock::new(|| {
    [
        Table::new(12, false),
        Table::new(18, false),
        Table::new(3, true),
    ]
});

/// Seat A's chance of winning the game with `a` VP to B's `b` before a battle in which A is the
/// 1st player or not, playing to `goal` (`beginner`: 1 VP a battle, to 3).
pub(super) fn game_chance(a: u32, b: u32, a_first: bool, goal: u32, beginner: bool) -> f64 {
    let tables = &*TABLES;
    let table = if beginner {
        &tables[2]
    } else if goal == 18 {
        &tables[1]
    } else if goal == 12 {
        &tables[0]
    } else {
        // Another target is no option the game offers; build its table on the spot.
        return Table::new(goal, false).get(a, b, a_first);
    };
    table.get(a, b, a_first)
}
