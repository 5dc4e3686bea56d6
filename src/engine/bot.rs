//! Computer players that see only what their seat may see.
//!
//! A bot decides from its seat's view (and the seat's own legal actions, which the seat is shown
//! anyway): it never receives the game state, so it cannot peek by construction. Each game says
//! how to turn a view back into a full state consistent with it ([`Bot::determinize`]: the hidden
//! components sampled among the possibilities the seat cannot rule out) and how good a position
//! is ([`Bot::evaluate`]). The search over those determinizations is written once, here:
//! single-observer Information Set MCTS (Cowling, Powley and Whitehouse, 2012). Every iteration
//! plays one determinization down a tree of (seat, action) edges shared by all of them, selecting
//! by UCB1 counted over the iterations in which an edge was available, then plays a short
//! heuristic rollout and scores the position it reaches.
//!
//! Bots are pure and reproducible: the budget is a number of iterations, never a time, and all
//! randomness comes from the seed the caller passes.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{Game, GameRng, Seat, Seed};

/// How strongly a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    Easy,
    Medium,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];
}

/// How much thinking one decision gets. Counts only, so a decision is a pure function of the
/// view, the level and the seed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchBudget {
    /// Tree iterations: one walk down the tree, one rollout, one evaluation each.
    pub iterations: u32,
    /// Distinct determinizations sampled; iteration `i` plays determinization `i % count`.
    pub determinizations: u32,
    /// Actions a rollout plays past the tree before the position is evaluated.
    pub rollout_depth: u32,
    /// The UCB1 exploration constant (rewards are in `0..=1`).
    pub exploration: f64,
}

/// What a game adds to [`Game`] so that the shared search can play it.
pub trait Bot: Game {
    /// A full state consistent with everything `seat` sees in `view`, its hidden components
    /// (other hands, face-down cards, the order of piles) drawn from `rng` among those the seat
    /// cannot rule out. Its randomness for the future (a seed for later deals) is drawn too.
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self;

    /// Each seat's expected reward from this unfinished state, in `0..=1` (1 a sure win), indexed
    /// by seat, as the search of `level` judges it (a level may look further than another can
    /// afford to).
    fn evaluate(&self, level: BotLevel) -> Vec<f64>;

    /// The search budget of each level for this game, as the seat's view shows it (a game may
    /// search wider when more play).
    fn budget(view: &Self::View, level: BotLevel) -> SearchBudget;

    /// The root actions the search weighs for `level`, among `legal`: the game may keep only
    /// the most promising by a quick judgement of its own, so that the budget goes to telling
    /// good moves apart rather than to trying every move; a single one is played without
    /// searching (where the game's judgement knows better than a search of the budget would
    /// find). Never empty; all of `legal` by default. `rng` is the decision's own.
    fn root_candidates(
        _view: &Self::View,
        legal: &[Self::Action],
        _seat: Seat,
        _level: BotLevel,
        _rng: &mut GameRng,
    ) -> Vec<Self::Action> {
        legal.to_vec()
    }

    /// The actions worth searching among `actions` (all legal for `seat`): a game drops actions
    /// that are equivalent to others it keeps. Never empty when `actions` is not.
    fn search_actions(&self, _seat: Seat, actions: Vec<Self::Action>) -> Vec<Self::Action> {
        actions
    }

    /// The index in `actions` that a rollout of `level`'s search plays for `seat`: uniformly
    /// random unless the game knows a cheap better guess.
    fn rollout_action(
        &self,
        _seat: Seat,
        actions: &[Self::Action],
        _level: BotLevel,
        rng: &mut GameRng,
    ) -> usize {
        rng.below(actions.len())
    }

    /// Each seat's reward in a finished game: 1 for every winner, 0 for the others, a half each
    /// for a draw.
    fn final_rewards(&self) -> Vec<f64> {
        let players = self.player_count();
        match self.outcome() {
            Some(outcome) if !outcome.is_draw() => (0..players)
                .map(|s| f64::from(u8::from(outcome.winners.contains(&Seat::from(s)))))
                .collect(),
            _ => vec![0.5; players],
        }
    }
}

/// The action `seat` takes, chosen among `legal` (the seat's legal actions, which its player is
/// shown) from `view` alone. Panics if `legal` is empty.
pub fn choose_action<G: Bot>(
    view: &G::View,
    legal: &[G::Action],
    seat: Seat,
    level: BotLevel,
    seed: Seed,
) -> G::Action {
    assert!(
        !legal.is_empty(),
        "a bot is asked to act with no legal action"
    );
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let budget = G::budget(view, level);
    let mut rng = GameRng::derive(seed, 0xB07);
    let candidates = G::root_candidates(view, legal, seat, level, &mut rng);
    debug_assert!(
        !candidates.is_empty() && candidates.iter().all(|a| legal.contains(a)),
        "root candidates are some of the legal actions"
    );
    if candidates.len() == 1 {
        return candidates[0].clone();
    }
    let legal = &candidates[..];
    let worlds: Vec<G> = (0..budget.determinizations.max(1))
        .map(|_| G::determinize(view, seat, &mut rng))
        .collect();
    let mut search = Search::<G> {
        nodes: vec![Node::root()],
        root_seat: seat,
        legal,
        budget,
        level,
    };
    for iteration in 0..budget.iterations {
        let world = &worlds[iteration as usize % worlds.len()];
        search.iterate(world.clone(), &mut rng);
    }
    search.best_root_action()
}

/// One edge of the tree and the position it leads to.
struct Node<A> {
    /// The move into this node (none for the root).
    edge: Option<(Seat, A)>,
    children: Vec<usize>,
    /// Iterations that went through this edge.
    visits: u32,
    /// Iterations in which this edge was legal when its parent was reached.
    available: u32,
    /// Sum of the rewards of the seat that moved, over `visits`.
    reward: f64,
}

impl<A> Node<A> {
    fn root() -> Self {
        Node {
            edge: None,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }
    }
}

struct Search<'a, G: Bot> {
    nodes: Vec<Node<G::Action>>,
    root_seat: Seat,
    legal: &'a [G::Action],
    budget: SearchBudget,
    level: BotLevel,
}

impl<G: Bot> Search<'_, G> {
    /// Walk one determinization down the tree, add one node, roll out and back the result up.
    fn iterate(&mut self, mut state: G, rng: &mut GameRng) {
        let mut path = vec![0usize];
        let mut node = 0;
        loop {
            let to_act = state.to_act();
            if to_act.is_empty() {
                break;
            }
            let (seat, actions) = if node == 0 {
                (self.root_seat, self.root_actions(&state))
            } else {
                let seat = to_act[0];
                (seat, state.search_actions(seat, state.legal_actions(seat)))
            };
            let (child, expanded) = self.select(node, seat, &actions, rng);
            let action = &actions[child];
            let Ok(next) = state.apply(seat, action) else {
                // Only a root action can fail, on a determinization the real game rules out:
                // this iteration teaches nothing.
                return;
            };
            state = next;
            node = expanded;
            path.push(node);
            if self.nodes[node].visits == 0 {
                break;
            }
        }
        let rewards = self.rollout(state, rng);
        for &n in &path[1..] {
            let node = &mut self.nodes[n];
            let (seat, _) = node.edge.as_ref().expect("only the root has no edge");
            node.visits += 1;
            node.reward += rewards.get(seat.index()).copied().unwrap_or(0.0);
        }
    }

    /// The root's actions: the real legal actions, as the game prunes them for search.
    fn root_actions(&self, state: &G) -> Vec<G::Action> {
        state.search_actions(self.root_seat, self.legal.to_vec())
    }

    /// Mark the available children of `node`, then pick an untried action (returned with a new
    /// node) or the best child by UCB1. Returns the index in `actions` and the child node.
    fn select(
        &mut self,
        node: usize,
        seat: Seat,
        actions: &[G::Action],
        rng: &mut GameRng,
    ) -> (usize, usize) {
        let mut matched: Vec<Option<usize>> = vec![None; actions.len()];
        for &child in &self.nodes[node].children {
            let Some((child_seat, child_action)) = &self.nodes[child].edge else {
                continue;
            };
            if *child_seat != seat {
                continue;
            }
            if let Some(i) = actions.iter().position(|a| a == child_action) {
                matched[i] = Some(child);
            }
        }
        let untried: Vec<usize> = (0..actions.len())
            .filter(|&i| matched[i].is_none())
            .collect();
        if let Some(&i) = rng.choose(&untried) {
            let child = self.nodes.len();
            self.nodes.push(Node {
                edge: Some((seat, actions[i].clone())),
                children: Vec::new(),
                visits: 0,
                available: 0,
                reward: 0.0,
            });
            self.nodes[node].children.push(child);
            for c in matched.iter().flatten() {
                self.nodes[*c].available += 1;
            }
            self.nodes[child].available += 1;
            return (i, child);
        }
        let mut best = (f64::NEG_INFINITY, 0, 0);
        for (i, child) in matched.iter().enumerate() {
            let child = child.expect("every action has a child once none is untried");
            let n = &mut self.nodes[child];
            n.available += 1;
            let visits = f64::from(n.visits.max(1));
            let score = n.reward / visits
                + self.budget.exploration * (f64::from(n.available).ln() / visits).sqrt();
            if score > best.0 {
                best = (score, i, child);
            }
        }
        (best.1, best.2)
    }

    /// Play up to the budget's depth of rollout actions, then score the position.
    fn rollout(&self, mut state: G, rng: &mut GameRng) -> Vec<f64> {
        for _ in 0..self.budget.rollout_depth {
            let to_act = state.to_act();
            let Some(&seat) = to_act.first() else {
                break;
            };
            let actions = state.legal_actions(seat);
            let i = state.rollout_action(seat, &actions, self.level, rng);
            match state.apply(seat, &actions[i]) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        if state.to_act().is_empty() {
            state.final_rewards()
        } else {
            state.evaluate(self.level)
        }
    }

    /// The most visited root action (ties: the better average, then the first listed); the first
    /// legal action if the search learned nothing.
    fn best_root_action(&self) -> G::Action {
        let best = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .filter(|n| n.visits > 0)
            .max_by(|a, b| {
                let mean = |n: &Node<G::Action>| n.reward / f64::from(n.visits);
                a.visits
                    .cmp(&b.visits)
                    .then(mean(a).total_cmp(&mean(b)))
                    // Prefer the earlier node on a full tie: `max_by` keeps the last maximum.
                    .then(std::cmp::Ordering::Greater)
            });
        match best.and_then(|n| n.edge.as_ref()) {
            Some((_, action)) => action.clone(),
            None => self.legal[0].clone(),
        }
    }
}
