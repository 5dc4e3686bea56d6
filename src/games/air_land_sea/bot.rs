//! The computer player's knowledge of Air, Land & Sea: rebuilding a full state from a seat's view,
//! and judging a position.
//!
//! A seat sees its own hand, every face-up card, its own face-down cards and (while answering its
//! Reinforce) the card it drew. Every other card is in the opponent's hand, face down on the
//! opponent's side, or in the deck, and the seat cannot tell which: a determinization deals those
//! cards at random into those places. The deck's order is unknown too, and so is the seed of
//! later battles, which is drawn afresh.

use crate::engine::{Bot, BotLevel, GameRng, SearchBudget, Seat, Seed};

use super::actions::AirLandSeaAction as Action;
use super::bot_value::game_chance;
use super::components::{AirLandSeaCard as Card, AirLandSeaTheater as Theater};
use super::options::AirLandSeaOptions;
use super::rules::AirLandSeaRules;
use super::state::{AirLandSea, Deck, Effect, Placed, Source, opponent};
use super::view::{AirLandSeaPendingKind as Kind, AirLandSeaView};

/// How sharply a strength lead in one theater turns into holding it.
const STRENGTH_LEAD_SCALE: f64 = 4.0;
/// Rollout actions beyond two per card left in the hands.
const ROLLOUT_SLACK: u32 = 6;
/// One rollout move in this many is random rather than greedy.
const ROLLOUT_RANDOM_IN: usize = 4;
/// How sharply the lead in theaters held turns into winning the battle.
const THEATER_LEAD_SCALE: f64 = 1.5;
/// Hard's judgement past the battle being decided: how sharply the expected VP lead (as a share
/// of the target) turns into winning the game.
const VP_LEAD_SCALE: f64 = 5.0;
/// Hard's rollouts play on past the battle being decided, to about this many actions.
const HARD_ROLLOUT_DEPTH: u32 = 30;

impl Bot for AirLandSea {
    fn determinize(view: &AirLandSeaView, seat: Seat, rng: &mut GameRng) -> Self {
        let me = seat.index();
        let mut order = Theater::ALL;
        for (slot, theater) in order.iter_mut().zip(&view.theaters) {
            *slot = theater.theater;
        }

        // Everything the seat can name; the rest is shuffled into the places it cannot see.
        let mut known = 0u32;
        let mut note = |card: Card| known |= 1 << card.index();
        for theater in &view.theaters {
            for side in &theater.sides {
                side.cards.iter().filter_map(|c| c.card).for_each(&mut note);
            }
        }
        let own_hand = view.hands[me].cards.clone().unwrap_or_default();
        own_hand.iter().copied().for_each(&mut note);
        let drawn = view.pending.first().and_then(|p| p.drawn_card);
        drawn.into_iter().for_each(&mut note);
        let mut unseen: Vec<Card> = Card::ALL
            .into_iter()
            .filter(|c| known & (1 << c.index()) == 0)
            .collect();
        rng.shuffle(&mut unseen);
        let mut unseen = unseen.into_iter();

        let mut piles: [[super::state::Pile; 3]; 2] = Default::default();
        for theater in &view.theaters {
            for (owner, side) in theater.sides.iter().enumerate() {
                for card in &side.cards {
                    let identity = card
                        .card
                        .or_else(|| unseen.next())
                        .expect("enough unseen cards for the opponent's face-down cards");
                    piles[owner][theater.theater.index()].push(Placed {
                        card: identity,
                        face_up: card.face_up,
                    });
                }
            }
        }
        let mut hands = [0u32; 2];
        hands[me] = own_hand.iter().fold(0, |bits, c| bits | 1 << c.index());
        for card in unseen.by_ref().take(view.hands[opponent(me)].count) {
            hands[opponent(me)] |= 1 << card.index();
        }
        let deck: Deck = drawn.into_iter().chain(unseen).collect();

        let mut game = AirLandSea {
            // The view does not say which rules version the game plays; the newest one differs
            // only in a rare Air Drop timing.
            rules: AirLandSeaRules::NEWEST,
            options: AirLandSeaOptions {
                // In beginner mode the view shows the goal (3), not the ignored option.
                target_vp: if view.beginner { 12 } else { view.target_vp },
                beginner: view.beginner,
            },
            seed: Seed(rng.next_u64()),
            battle: view.battle.saturating_sub(1),
            order,
            first: view.first_player.index(),
            vp: [view.victory_points[0], view.victory_points[1]],
            // Only the final result's breakdown reads it; a search needs the totals alone.
            vp_from_withdrawals: [0, 0],
            hands,
            deck,
            piles,
            turn: view.turn.map_or(view.first_player.index(), Seat::index),
            stack: Vec::new(),
            air_drop: [view.air_drop[0], view.air_drop[1]],
            serials: [0; 18],
            // No rule reads the last result: left empty, it marks a search's states that are past
            // the battle being decided (see `past_battle`).
            last_battle: None,
            winner: view.winner.map(Seat::index),
        };
        // The view lists pending abilities from the one being answered down; the stack is the
        // other way up. Every listed ability is live, so serial 0 (all cards unflipped) fits.
        game.stack = view
            .pending
            .iter()
            .rev()
            .map(|pending| {
                let chooser = pending.chooser.index();
                let source = pending.source.map(|card| Source {
                    card,
                    owner: game.locate(card).map_or(chooser, |(owner, _, _)| owner),
                    serial: 0,
                });
                let source = || source.expect("abilities other than an extra play have a card");
                match pending.ability {
                    Kind::Maneuver => Effect::Maneuver(source()),
                    Kind::Ambush => Effect::Ambush(source()),
                    Kind::Reinforce => Effect::Reinforce(source()),
                    Kind::Transport => Effect::Transport(source()),
                    Kind::Redeploy => Effect::Redeploy(source()),
                    Kind::Disrupt => Effect::Disrupt {
                        source: source(),
                        chooser,
                    },
                    Kind::ExtraPlay => Effect::ExtraPlay { player: chooser },
                }
            })
            .collect();
        game
    }

    /// The chance of winning the game from the score (see `bot_value`), once the battle being
    /// decided is over; before that, averaged over its two results as the board stands. Past
    /// that battle the next one's board was played at random and is not judged.
    ///
    /// Hard looks past that battle instead: its rollouts fight the next one greedily too, and it
    /// judges whatever battle a rollout stops in by the expected VP lead. That is three times the
    /// work per iteration, which medium cannot afford, but hard wins more with it (66.0% of 200
    /// games against the baseline, 58.5% judging only the battle being decided).
    fn evaluate(&self, level: BotLevel) -> Vec<f64> {
        if level == BotLevel::Hard {
            return self.expected_vp_lead();
        }
        let (goal, beginner) = (self.options.goal(), self.options.beginner);
        let seat0 = if self.past_battle() {
            game_chance(self.vp[0], self.vp[1], self.first == 0, goal, beginner)
        } else {
            let battle_vp = if beginner { 1 } else { 6 };
            // The next battle's 1st player is this one's 2nd.
            let seat0_first_next = self.first != 0;
            let chance_if = |winner: usize| {
                let mut vp = self.vp;
                vp[winner] += battle_vp;
                game_chance(vp[0], vp[1], seat0_first_next, goal, beginner)
            };
            let first_wins = self.battle_win_chance(self.first);
            first_wins * chance_if(self.first)
                + (1.0 - first_wins) * chance_if(opponent(self.first))
        };
        vec![seat0, 1.0 - seat0]
    }

    /// Rollouts reach the end of the battle being decided (each card left in a hand is a play,
    /// and maybe an ability's choice) and stop soon after; hard's play on into the next battle.
    fn budget(view: &Self::View, level: BotLevel) -> SearchBudget {
        let cards_left: usize = view.hands.iter().map(|h| h.count).sum();
        let rollout_depth = if level == BotLevel::Hard {
            HARD_ROLLOUT_DEPTH
        } else {
            (2 * cards_left as u32 + ROLLOUT_SLACK).min(30)
        };
        let (iterations, determinizations) = match level {
            BotLevel::Easy => (60, 8),
            BotLevel::Medium => (2000, 32),
            BotLevel::Hard => (6000, 64),
        };
        SearchBudget {
            iterations,
            determinizations,
            rollout_depth,
            // 0.35 and 1.0 both won fewer of the same 200 games at hard (docs/BOTS.md).
            exploration: 0.7,
        }
    }

    /// Rollouts never withdraw (a random withdrawal would end most battles early and teach the
    /// search nothing about fighting them); the tree still weighs withdrawing. Most rollout
    /// moves are greedy (the play that leaves the mover strongest across the theaters, or that
    /// wins the battle outright), some random, so that rollouts look like battles two players
    /// fight rather than cards thrown anywhere.
    fn rollout_action(
        &self,
        seat: Seat,
        actions: &[Action],
        level: BotLevel,
        rng: &mut GameRng,
    ) -> usize {
        let fighting: Vec<usize> = (0..actions.len())
            .filter(|&i| actions[i] != Action::Withdraw {})
            .collect();
        if fighting.is_empty() {
            return rng.below(actions.len());
        }
        let past = self.past_battle() && level != BotLevel::Hard;
        if past || rng.below(ROLLOUT_RANDOM_IN) == 0 {
            return fighting[rng.below(fighting.len())];
        }
        let me = seat.index();
        let mut best = (f64::NEG_INFINITY, fighting[0]);
        for &i in &fighting {
            let Ok(next) = self.apply_action(me, &actions[i]) else {
                continue;
            };
            let score = next.standing_after(self.battle, me);
            if score > best.0 {
                best = (score, i);
            }
        }
        best.1
    }
}

impl AirLandSea {
    /// Hard's judgement: each side's VP plus its share of the battle in progress as the board
    /// stands, the lead as a share of the target squashed into a chance of winning the game.
    fn expected_vp_lead(&self) -> Vec<f64> {
        let battle_vp = if self.options.beginner { 1.0 } else { 6.0 };
        let goal = f64::from(self.options.goal());
        let first_wins_battle = self.battle_win_chance(self.first);
        let mut expected = [f64::from(self.vp[0]), f64::from(self.vp[1])];
        expected[self.first] += first_wins_battle * battle_vp;
        expected[opponent(self.first)] += (1.0 - first_wins_battle) * battle_vp;
        let seat0 = logistic(VP_LEAD_SCALE * (expected[0] - expected[1]) / goal);
        vec![seat0, 1.0 - seat0]
    }

    /// Whether a search's state is past the battle it is deciding (a determinization starts
    /// with no last result; the battle's end records one).
    fn past_battle(&self) -> bool {
        self.last_battle.is_some()
    }

    /// How well `seat` stands after a play made in `battle`: the battle's result once it is over
    /// (outweighing any board), else each theater's strength lead, squashed so that a theater
    /// already well won or well lost counts little more.
    fn standing_after(&self, battle: u32, seat: usize) -> f64 {
        if self.battle != battle || self.winner.is_some() {
            let won = self.last_battle.as_ref().is_some_and(|b| b.winner == seat);
            return if won { 10.0 } else { -10.0 };
        }
        Theater::ALL
            .into_iter()
            .map(|theater| {
                let lead = f64::from(self.strength(seat, theater))
                    - f64::from(self.strength(opponent(seat), theater));
                (lead / STRENGTH_LEAD_SCALE).tanh()
            })
            .sum()
    }

    /// A rough chance that `seat` wins the battle as the board stands: each theater's strength
    /// lead, squashed, summed over the theaters (ties go to the 1st player).
    fn battle_win_chance(&self, seat: usize) -> f64 {
        let lead: f64 = Theater::ALL
            .into_iter()
            .map(|theater| {
                let mine = f64::from(self.strength(seat, theater));
                let theirs = f64::from(self.strength(opponent(seat), theater));
                let tie_break = if seat == self.first { 0.5 } else { -0.5 };
                ((mine - theirs + tie_break) / STRENGTH_LEAD_SCALE).tanh()
            })
            .sum();
        logistic(THEATER_LEAD_SCALE * lead)
    }
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}
