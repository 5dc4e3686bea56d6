//! Quick pairing's decision: which waiting seekers of one pool sit at a table together this wave,
//! a pure function of the seekers and the time (see `docs/PAIRING.md` for what it optimizes and
//! where it comes from).
//!
//! Each seeker accepts opponents within an allowed rating gap that widens the longer they have
//! waited ([`allowed_gap`]). A table may be formed when the spread of its ratings (highest less
//! lowest) is within the allowed gap of every seeker at it. Among the tables of seekers who are
//! neighbours in rating, a wave picks the set that seats the most seekers, then has the smallest
//! total spread, then seats those who waited longest; it looks again among those left over until
//! no table forms. Seekers who asked for a computer and have waited long enough are then seated
//! with computers in the seats no human took.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::engine::BotLevel;
use crate::engine::{GameRng, Seed};

/// The rating gap a seeker accepts the moment they arrive.
pub const FIRST_GAP: f64 = 100.0;
/// How much the allowed gap widens for every second waited: 50 points a 2-second wave, so that
/// after half a minute a seeker accepts anyone within 850 points, nearly everyone.
pub const GAP_WIDENING_PER_SEC: f64 = 25.0;

/// How far apart in rating a seeker who has waited `waited` accepts to be from everyone else at
/// their table.
pub fn allowed_gap(waited: chrono::Duration) -> f64 {
    let secs = waited.num_milliseconds().max(0) as f64 / 1000.0;
    FIRST_GAP + GAP_WIDENING_PER_SEC * secs
}

/// A seek waiting in a pool, as the wave sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seeker {
    pub seek_id: Uuid,
    pub user_id: Uuid,
    /// The seeker's rating in the pool's game type (a new player's is the starting rating).
    pub rating: f64,
    pub since: DateTime<Utc>,
    /// After this long without a human table, computers of the level take the empty seats.
    pub computer_fallback: Option<(chrono::Duration, BotLevel)>,
}

/// A table a wave forms: the seekers at it (lowest rating first) and, when they fell back on
/// computers, how many computers of which level fill the other seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub seekers: Vec<Seeker>,
    pub computers: Option<(usize, BotLevel)>,
}

impl Table {
    /// The highest rating at the table less the lowest (computers not counted).
    pub fn spread(&self) -> f64 {
        spread(&self.seekers)
    }
}

fn spread(seekers: &[Seeker]) -> f64 {
    let ratings = seekers.iter().map(|seeker| seeker.rating);
    let highest = ratings.clone().fold(f64::MIN, f64::max);
    let lowest = ratings.fold(f64::MAX, f64::min);
    highest - lowest
}

/// The tables of `size` seats one wave forms from `seekers` at `now`.
pub fn pair(seekers: &[Seeker], size: usize, now: DateTime<Utc>) -> Vec<Table> {
    assert!(size >= 2, "a table seats at least two");
    let mut by_rating: Vec<&Seeker> = seekers.iter().collect();
    by_rating.sort_by(|a, b| {
        a.rating
            .total_cmp(&b.rating)
            .then(a.since.cmp(&b.since))
            .then(a.seek_id.cmp(&b.seek_id))
    });
    let mut tables = Vec::new();
    let mut left = by_rating;
    // Seating some may make neighbours of others who accept each other: look again until no
    // table forms.
    loop {
        let formed = human_tables(&left, size, now);
        if formed.is_empty() {
            break;
        }
        let seated: std::collections::HashSet<Uuid> = formed
            .iter()
            .flat_map(|table| table.seekers.iter().map(|seeker| seeker.seek_id))
            .collect();
        left.retain(|seeker| !seated.contains(&seeker.seek_id));
        tables.extend(formed);
    }
    tables.extend(computer_tables(&left, size, now));
    tables
}

/// Whether every seeker in `seekers` accepts their spread at `now`.
fn accepted_by_all(seekers: &[&Seeker], now: DateTime<Utc>) -> bool {
    let ratings = seekers.iter().map(|seeker| seeker.rating);
    let spread = ratings.clone().fold(f64::MIN, f64::max) - ratings.fold(f64::MAX, f64::min);
    seekers
        .iter()
        .all(|seeker| spread <= allowed_gap(now - seeker.since))
}

/// Seconds `seeker` has waited at `now`.
fn waited(seeker: &Seeker, now: DateTime<Utc>) -> f64 {
    (now - seeker.since).num_milliseconds().max(0) as f64 / 1000.0
}

/// The best tables of humans alone among `by_rating`. Tables are runs of neighbours in rating
/// order: a table that skips someone between its lowest and highest rating could often take
/// them instead without widening its spread, so looking at runs alone loses little (the caller
/// looks again among those left), and it makes the search a linear dynamic programme instead
/// of a weighted matching.
fn human_tables(by_rating: &[&Seeker], size: usize, now: DateTime<Utc>) -> Vec<Table> {
    let count = by_rating.len();
    // best[i]: for `by_rating[i..]`, the most seekers seated, then the smallest total spread,
    // then the most seconds waited by those seated; and whether that seats a run starting at i.
    let mut best = vec![(0usize, 0.0f64, 0.0f64, false); count + 1];
    for start in (0..count).rev() {
        let skip = (
            best[start + 1].0,
            best[start + 1].1,
            best[start + 1].2,
            false,
        );
        best[start] = skip;
        let end = start + size;
        if end > count {
            continue;
        }
        let run = &by_rating[start..end];
        if !accepted_by_all(run, now) {
            continue;
        }
        let spread = run.last().unwrap().rating - run[0].rating;
        let run_waited: f64 = run.iter().map(|seeker| waited(seeker, now)).sum();
        let with = (
            best[end].0 + size,
            best[end].1 + spread,
            best[end].2 + run_waited,
            true,
        );
        let better = with.0 > skip.0
            || (with.0 == skip.0 && (with.1 < skip.1 || (with.1 == skip.1 && with.2 > skip.2)));
        if better {
            best[start] = with;
        }
    }
    let mut tables = Vec::new();
    let mut at = 0;
    while at < count {
        if best[at].3 {
            tables.push(Table {
                seekers: by_rating[at..at + size]
                    .iter()
                    .map(|seeker| (*seeker).clone())
                    .collect(),
                computers: None,
            });
            at += size;
        } else {
            at += 1;
        }
    }
    tables
}

/// Tables for the seekers left over who asked for computers and have waited long enough: those
/// who chose the same level and accept each other's ratings sit together (neighbours in rating,
/// as many as leave at least one seat for a computer); anyone else sits alone with computers.
fn computer_tables(left: &[&Seeker], size: usize, now: DateTime<Utc>) -> Vec<Table> {
    let mut tables = Vec::new();
    for level in BotLevel::ALL {
        let due = left.iter().copied().filter(|seeker| {
            seeker
                .computer_fallback
                .is_some_and(|(after, chosen)| chosen == level && now - seeker.since >= after)
        });
        let mut groups: Vec<Vec<&Seeker>> = Vec::new();
        for seeker in due {
            match groups.last_mut() {
                Some(group)
                    if group.len() < size - 1
                        && accepted_by_all(&[group.as_slice(), &[seeker]].concat(), now) =>
                {
                    group.push(seeker)
                }
                _ => groups.push(vec![seeker]),
            }
        }
        for humans in groups {
            tables.push(Table {
                computers: Some((size - humans.len(), level)),
                seekers: humans.into_iter().cloned().collect(),
            });
        }
    }
    tables
}

/// Where each player of a new table sits: `players` (humans first, then computers) shuffled by a
/// stream of the new game's seed. One-way, so that the seating shows nothing of the seed.
pub fn seating<T>(mut players: Vec<T>, seed: Seed) -> Vec<T> {
    GameRng::new(seed.one_way("quick-pairing seats", &[])).shuffle(&mut players);
    players
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    fn seeker(n: u128, rating: f64, since: DateTime<Utc>) -> Seeker {
        Seeker {
            seek_id: Uuid::from_u128(n),
            user_id: Uuid::from_u128(1000 + n),
            rating,
            since,
            computer_fallback: None,
        }
    }

    fn ids(tables: &[Table]) -> Vec<Vec<u128>> {
        tables
            .iter()
            .map(|table| {
                table
                    .seekers
                    .iter()
                    .map(|seeker| seeker.seek_id.as_u128())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_allowed_gap_widens_with_every_second_waited() {
        assert_eq!(allowed_gap(chrono::Duration::zero()), FIRST_GAP);
        assert_eq!(allowed_gap(chrono::Duration::seconds(2)), FIRST_GAP + 50.0);
        assert_eq!(allowed_gap(chrono::Duration::seconds(30)), 850.0);
    }

    #[test]
    fn closest_ratings_are_paired_first() {
        let now = at(0);
        let seekers = [
            seeker(1, 1500.0, now),
            seeker(2, 1900.0, now),
            seeker(3, 1540.0, now),
            seeker(4, 1950.0, now),
        ];
        assert_eq!(ids(&pair(&seekers, 2, now)), vec![vec![1, 3], vec![2, 4]]);
    }

    #[test]
    fn a_gap_too_wide_for_a_new_seeker_is_accepted_after_waiting() {
        let arrived = at(0);
        let seekers = [seeker(1, 1500.0, arrived), seeker(2, 1800.0, arrived)];
        assert!(pair(&seekers, 2, at(0)).is_empty(), "300 apart at once");
        assert!(pair(&seekers, 2, at(7)).is_empty(), "allowed 275 after 7 s");
        assert_eq!(ids(&pair(&seekers, 2, at(8))), vec![vec![1, 2]]);
    }

    #[test]
    fn every_seeker_at_a_table_must_accept_its_spread() {
        // The old seeker accepts 300 points; the newcomer only 100.
        let seekers = [seeker(1, 1500.0, at(0)), seeker(2, 1800.0, at(8))];
        assert!(pair(&seekers, 2, at(8)).is_empty());
        assert_eq!(pair(&seekers, 2, at(16)).len(), 1);
    }

    #[test]
    fn the_most_seekers_are_seated_before_the_smallest_spread_is_sought() {
        // Pairing 2 with 3 (10 apart) would leave 1 and 4 out (150 apart each way); pairing 1-2
        // and 3-4 seats everyone, at 60 + 60.
        let now = at(0);
        let seekers = [
            seeker(1, 1400.0, now),
            seeker(2, 1460.0, now),
            seeker(3, 1470.0, now),
            seeker(4, 1530.0, now),
        ];
        let tables = pair(&seekers, 2, now);
        assert_eq!(ids(&tables), vec![vec![1, 2], vec![3, 4]]);
        assert_eq!(tables.iter().map(Table::spread).sum::<f64>(), 120.0);
    }

    #[test]
    fn tables_of_three_and_four_are_filled() {
        let now = at(0);
        let seekers: Vec<Seeker> = (0..7)
            .map(|n| seeker(n, 1500.0 + 10.0 * n as f64, now))
            .collect();
        let threes = pair(&seekers, 3, now);
        assert_eq!(threes.len(), 2);
        assert!(threes.iter().all(|table| table.seekers.len() == 3));
        let fours = pair(&seekers, 4, now);
        assert_eq!(fours.len(), 1);
        assert_eq!(fours[0].seekers.len(), 4);
        assert!(fours[0].spread() <= FIRST_GAP);
    }

    #[test]
    fn nobody_is_seated_twice_or_left_out_needlessly_in_a_large_pool() {
        let now = at(100);
        let mut rng = GameRng::new(Seed(7));
        let seekers: Vec<Seeker> = (0..999)
            .map(|n| {
                let rating = 1000.0 + rng.below(1000) as f64;
                seeker(n, rating, at(rng.below(100) as i64))
            })
            .collect();
        for size in 2..=4 {
            let tables = pair(&seekers, size, now);
            let mut seated: Vec<Uuid> = tables
                .iter()
                .flat_map(|table| table.seekers.iter().map(|seeker| seeker.seek_id))
                .collect();
            let count = seated.len();
            seated.sort();
            seated.dedup();
            assert_eq!(seated.len(), count, "someone seated twice");
            // A thousand seekers over a thousand points: everyone but the remainder sits.
            assert_eq!(count, 999 - 999 % size, "size {size}");
            for table in &tables {
                assert_eq!(table.seekers.len(), size);
                for seeker in &table.seekers {
                    assert!(table.spread() <= allowed_gap(now - seeker.since));
                }
            }
        }
    }

    #[test]
    fn computers_fill_the_empty_seats_once_a_seeker_has_waited_as_long_as_asked() {
        let mut lonely = seeker(1, 1500.0, at(0));
        lonely.computer_fallback = Some((chrono::Duration::seconds(20), BotLevel::Medium));
        let far = seeker(2, 2900.0, at(0));
        let seekers = [lonely, far];
        assert!(pair(&seekers, 3, at(19)).is_empty());
        let tables = pair(&seekers, 3, at(20));
        assert_eq!(ids(&tables), vec![vec![1]]);
        assert_eq!(tables[0].computers, Some((2, BotLevel::Medium)));
    }

    #[test]
    fn seekers_falling_back_on_the_same_level_share_a_table_when_their_ratings_allow() {
        let fallback = |n: u128, rating: f64, level| {
            let mut lone = seeker(n, rating, at(0));
            lone.computer_fallback = Some((chrono::Duration::seconds(5), level));
            lone
        };
        // After 5 s each accepts 225 points: 1 and 2 (100 apart) share; 3 (far) sits alone, as
        // does 4, who chose another level.
        let seekers = [
            fallback(1, 1000.0, BotLevel::Easy),
            fallback(2, 1100.0, BotLevel::Easy),
            fallback(3, 2000.0, BotLevel::Easy),
            fallback(4, 1050.0, BotLevel::Hard),
        ];
        let tables = pair(&seekers, 4, at(5));
        assert_eq!(ids(&tables), vec![vec![1, 2], vec![3], vec![4]]);
        assert_eq!(tables[0].computers, Some((2, BotLevel::Easy)));
        assert_eq!(tables[1].computers, Some((3, BotLevel::Easy)));
        assert_eq!(tables[2].computers, Some((3, BotLevel::Hard)));
    }

    #[test]
    fn among_equals_those_who_waited_longest_are_seated() {
        // Five at one rating for a table of four: the newcomer waits.
        let seekers: Vec<Seeker> = (1..=5).map(|n| seeker(n, 1500.0, at(n as i64))).collect();
        let tables = pair(&seekers, 4, at(10));
        assert_eq!(ids(&tables), vec![vec![1, 2, 3, 4]]);
        let reversed: Vec<Seeker> = seekers.iter().rev().cloned().collect();
        assert_eq!(ids(&pair(&reversed, 4, at(10))), vec![vec![1, 2, 3, 4]]);
    }

    #[test]
    fn those_left_between_two_tables_are_looked_at_again() {
        // A and B (200 apart) have waited 10 s and accept 350; X and Y are new and accept 100,
        // and sit between them. X-Y pair first; A and B, neighbours now, pair too.
        let seekers = [
            seeker(1, 1000.0, at(0)),
            seeker(2, 1200.0, at(0)),
            seeker(3, 1050.0, at(10)),
            seeker(4, 1060.0, at(10)),
        ];
        let tables = pair(&seekers, 2, at(10));
        assert_eq!(ids(&tables), vec![vec![3, 4], vec![1, 2]]);
    }

    #[test]
    fn seating_is_drawn_from_the_seed_and_keeps_everyone() {
        let players: Vec<u8> = (0..4).collect();
        let seated = seating(players.clone(), Seed(1));
        assert_eq!(seated, seating(players.clone(), Seed(1)));
        let mut sorted = seated.clone();
        sorted.sort();
        assert_eq!(sorted, players);
        let orders: std::collections::HashSet<Vec<u8>> = (0..50)
            .map(|seed| seating(players.clone(), Seed(seed)))
            .collect();
        assert!(orders.len() > 10, "seating varies with the seed");
    }
}
