//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
//! Whitehouse, 2012), for every game of the API.
//!
//! Each iteration samples a full state from the bot's own view ([`Game::determinize`]),
//! walks the one shared tree choosing among the children that are legal in that sample
//! (UCB1 with availability counts: a child's exploration term counts the iterations in which
//! it could have been chosen, not the visits of its parent), adds one node, finishes the game
//! with a playout policy (uniformly random play, or a game's informed policy: see
//! [`Playout`]) and credits every node with the result for the seat that chose its action.
//! The bot never sees the real state: its only input is the view.
//!
//! Searches are deterministic for a given seed and iteration budget, also across threads:
//! each thread searches its own tree from its own seed (root parallelism) and the trees'
//! root statistics are added up.

use std::{
    cmp::Ordering,
    time::{Duration, Instant},
};

use interregnum_core::{Game, MAX_SEATS, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Heuristic};

/// How a search finishes a sampled game below its tree: the playout policy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Playout {
    /// Uniformly random legal actions ([`Game::play_out`]): the cheapest playout, and the
    /// one that says least about a long game.
    #[default]
    Random,
    /// The game's informed policy ([`Heuristic::heuristic_playout`]): a cheap version of
    /// its heuristic bot's rules of thumb, with some random moves.
    Heuristic,
    /// The informed policy only to the end of the current round, in a game played in
    /// rounds, and the standing there scored as each seat's chance to win
    /// ([`Heuristic::round_playout`]): a round's result, not the noise of the rounds after
    /// it. In a game without rounds, the same as `Heuristic`.
    HeuristicRound,
}

/// Plays a sampled state on, drawing any choice it makes from the RNG, and returns each
/// seat's payoff (or its estimate, where the playout stops before the end); the vector is a
/// reusable buffer for legal actions.
type PlayoutFn<G> = fn(&mut G, &mut Vec<<G as Game>::Action>, &mut ChaCha8Rng) -> Payoffs;

/// Each seat's payoff in [0, 1], by seat index.
pub type Payoffs = [f64; MAX_SEATS];

/// Uniformly random play to the end.
fn random_playout<G: Game>(
    state: &mut G,
    _legal: &mut Vec<G::Action>,
    rng: &mut ChaCha8Rng,
) -> Payoffs {
    state.play_out(rng);
    state.payoffs().expect("a played-out game is over")
}

/// The informed policy to the end.
pub(crate) fn heuristic_playout<G: Heuristic>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    rng: &mut ChaCha8Rng,
) -> Payoffs {
    G::heuristic_playout(state, legal, rng);
    state.payoffs().expect("a played-out game is over")
}

/// How long a search may run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// A fixed number of iterations in all, shared among the threads: reproducible.
    Iterations(u32),
    /// Wall-clock time per move; the iterations run vary with the machine.
    Time(Duration),
}

/// Search settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IsmctsConfig {
    pub budget: Budget,
    /// The UCB1 exploration constant; rewards are in [0, 1].
    pub exploration: f64,
    /// Independent trees searched in parallel (root parallelism).
    pub threads: usize,
    pub seed: u64,
    /// A wall-clock cap on top of the budget: the search stops at whichever comes first.
    /// For answers a person waits for (a hint) on a machine shared with other work.
    pub time_limit: Option<Duration>,
    pub playout: Playout,
    /// Whether a decision with one legal action is searched too before it is played. A bot
    /// that plays people does: otherwise it answers at once exactly when it had no choice,
    /// and how soon it moved would tell them so (that it held only one card it could play).
    /// Off where no person watches the clock (tournaments, simulations), to save the time.
    pub search_forced_moves: bool,
}

impl Default for IsmctsConfig {
    fn default() -> IsmctsConfig {
        IsmctsConfig {
            budget: Budget::Iterations(1000),
            exploration: 0.7,
            threads: 1,
            seed: 0,
            time_limit: None,
            playout: Playout::Random,
            search_forced_moves: false,
        }
    }
}

/// What a search found for one action at the root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActionStats<A> {
    pub action: A,
    pub visits: u32,
    /// The mean result of the seat to act after this action, in [0, 1] (1 is a sure win).
    pub value: f64,
}

/// The result of one search.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<A> {
    /// The most visited action.
    pub best: A,
    /// Root statistics, most visited first.
    pub actions: Vec<ActionStats<A>>,
    pub iterations: u64,
}

impl<A: Copy> Analysis<A> {
    /// The estimated chance to win (draws count half) after the best action.
    #[must_use]
    pub fn win_chance(&self) -> f64 {
        self.actions.first().map_or(0.5, |stats| stats.value)
    }
}

/// Natural logarithms of counts, `ln[n]` for every count `n` a search has reached: UCB1
/// takes one per available child at every step of the descent. A child was available at
/// most as often as its node was passed, and no node below the root is passed more often
/// than the root, so the table is grown to the root's passes once per iteration and the
/// scoring loop only reads it. Values are exactly `f64::ln`'s. It is not capped: 8 bytes a
/// count, 1.6 MB for a search of 200,000 iterations, is small beside the tree of such a
/// search, and computing `ln` past a cap cost 1.6% of a long Claim search.
#[derive(Default)]
struct LnTable(Vec<f64>);

impl LnTable {
    /// Makes sure the table holds `ln(count)`.
    fn cover(&mut self, count: u32) {
        let table = &mut self.0;
        while table.len() <= count as usize {
            table.push((table.len() as f64).ln());
        }
    }
}

/// Where a node's edges are: `edges[first..first + len]`. A block's room follows from its
/// length (see [`block_capacity`]), so it is not stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Block {
    first: u32,
    len: u16,
}

impl Block {
    const EMPTY: Block = Block { first: 0, len: 0 };

    fn range(self) -> std::ops::Range<usize> {
        self.first as usize..self.first as usize + usize::from(self.len)
    }
}

/// The room of a block of `len` edges: none for an empty block, then 4, 8, 16 and so on,
/// as blocks double when full.
fn block_capacity(len: u16) -> u32 {
    match len {
        0 => 0,
        len => u32::from(len).next_power_of_two().max(FIRST_CAPACITY),
    }
}

/// The statistics of one action out of a node, and where the node it leads to keeps its
/// own edges. A node's edges lie together in one block of the edge arena, so choosing among
/// them reads adjacent memory; and a node is nothing but its block, kept in the edge that
/// leads to it, so a step of the descent reads the chosen edge and then the child's block,
/// with no node record between them to wait for.
#[derive(Clone, Copy)]
struct Edge<A> {
    reward: f64,
    visits: u32,
    available: u32,
    /// The edges of the node this action leads to (none until the search goes past it),
    /// as a [`Block`]'s two fields: a `Block` field would be padded, and the edge with it.
    child_first: u32,
    child_len: u16,
    action: A,
    /// The seat that chose `action`; rewards are kept from its side.
    actor: Seat,
}

impl<A> Edge<A> {
    fn child(&self) -> Block {
        Block {
            first: self.child_first,
            len: self.child_len,
        }
    }

    fn set_child(&mut self, block: Block) {
        self.child_first = block.first;
        self.child_len = block.len;
    }
}

// A small action (Claim's card) and its seat fit in the room the counts leave: three edges
// in two cache lines.
const _: () = assert!(size_of::<Edge<u8>>() == 24);

const FIRST_CAPACITY: u32 = 4;

/// Past this many edges a tree is dropped rather than kept for the next move.
const MAX_KEPT_EDGES: usize = 1 << 22;

/// Whose block an edge is added to: the root's, or the child of the edge with this index.
const ROOT: u32 = u32::MAX;

/// One search tree and the buffers its iterations reuse.
struct Tree<G: Game> {
    /// The edges of the node the current search starts from.
    root: Block,
    /// An upper bound on how often a descent has passed the root, and so any node below it.
    root_passes: u32,
    edges: Vec<Edge<G::Action>>,
    /// Whether the tree has been started (`reset`) since it was made.
    started: bool,
    /// The edges taken this iteration.
    path: Vec<u32>,
    legal: Vec<G::Action>,
    untried: Vec<G::Action>,
    ln: LnTable,
}

impl<G: Game> Tree<G> {
    fn new() -> Tree<G> {
        Tree {
            root: Block::EMPTY,
            root_passes: 0,
            edges: Vec::new(),
            started: false,
            path: Vec::new(),
            legal: Vec::new(),
            untried: Vec::new(),
            ln: LnTable::default(),
        }
    }

    fn reset(&mut self) {
        self.root = Block::EMPTY;
        self.root_passes = 0;
        self.edges.clear();
        self.started = true;
    }

    /// Moves the root along `actions`, keeping the subtree below; starts afresh when the
    /// tree has not been there, or has grown too large to keep.
    fn follow(&mut self, actions: &[G::Action]) {
        if self.edges.len() > MAX_KEPT_EDGES || !self.started {
            return self.reset();
        }
        let mut block = self.root;
        let mut passes = self.root_passes;
        for &action in actions {
            let Some(edge) = self.edges[block.range()]
                .iter()
                .find(|edge| edge.action == action)
            else {
                return self.reset();
            };
            block = edge.child();
            // Every pass of the child went through this edge.
            passes = edge.visits;
        }
        if block.len == 0 {
            // A node without edges holds nothing worth keeping.
            return self.reset();
        }
        self.root = block;
        self.root_passes = passes;
    }

    /// The block of the node `owner` names: the root's, or an edge's child's.
    fn block(&self, owner: u32) -> Block {
        match owner {
            ROOT => self.root,
            edge => self.edges[edge as usize].child(),
        }
    }

    fn set_block(&mut self, owner: u32, block: Block) {
        match owner {
            ROOT => self.root = block,
            edge => self.edges[edge as usize].set_child(block),
        }
    }

    /// Adds an edge to the node `owner` names, moving its block to the end of the arena
    /// when it is full.
    fn add_edge(&mut self, owner: u32, edge: Edge<G::Action>) -> u32 {
        let mut block = self.block(owner);
        if u32::from(block.len) == block_capacity(block.len) {
            let new_first = self.edges.len() as u32;
            let new_capacity = (block_capacity(block.len) * 2).max(FIRST_CAPACITY);
            self.edges.extend_from_within(block.range());
            self.edges
                .resize(new_first as usize + new_capacity as usize, edge);
            block.first = new_first;
        }
        let range = block.range();
        // Keep the block in ascending order of action (see `iterate`); an edge's child
        // block moves with the edge, so moving edges within the block breaks no link.
        let offset = self.edges[range.clone()].partition_point(|e| e.action < edge.action);
        let index = range.start + offset;
        block.len = block
            .len
            .checked_add(1)
            .expect("a node has fewer than 65,536 legal actions");
        self.set_block(owner, block);
        self.edges.copy_within(index..range.end, index + 1);
        self.edges[index] = edge;
        index as u32
    }

    /// One iteration from a sampled state, whose legal actions are `root_legal`.
    fn iterate(
        &mut self,
        state: &mut G,
        root_legal: &[G::Action],
        exploration: f64,
        playout: PlayoutFn<G>,
        rng: &mut ChaCha8Rng,
    ) {
        self.path.clear();
        self.root_passes += 1;
        self.ln.cover(self.root_passes);
        let mut owner = ROOT;
        let mut block = self.root;
        // Selection and expansion.
        while let Some(actor) = state.to_act() {
            let legal: &[G::Action] = if self.path.is_empty() {
                debug_assert!(
                    {
                        let mut listed = Vec::new();
                        state.legal_actions(&mut listed);
                        listed == root_legal
                    },
                    "the root's legal actions depend on the sample"
                );
                root_legal
            } else {
                state.legal_actions(&mut self.legal);
                &self.legal
            };
            debug_assert!(
                legal.is_sorted(),
                "Game::legal_actions lists in ascending order"
            );
            // A node's edges are kept in ascending order of action, like the legal list, so
            // one merge pass finds which edges are available in this sample and which legal
            // actions have no edge yet: linear, where matching each edge by search would be
            // quadratic.
            self.untried.clear();
            let ln: &[f64] = &self.ln.0;
            let edges = &mut self.edges[block.range()];
            let mut next_edge = 0;
            let mut best = 0;
            let mut best_score = f64::NEG_INFINITY;
            // Once a legal action without an edge is found, this step expands one and the
            // scores no longer matter.
            let mut expanding = false;
            for &action in legal {
                // Edges below `action` are not available in this sample; one comparison per
                // step (an action's `cmp` can cost more than an integer's).
                let mut found = false;
                while let Some(edge) = edges.get_mut(next_edge) {
                    match edge.action.cmp(&action) {
                        Ordering::Less => next_edge += 1,
                        Ordering::Equal => {
                            edge.available += 1;
                            if !expanding {
                                let visits = f64::from(edge.visits);
                                let ln_available = ln[edge.available as usize];
                                let score = edge.reward / visits
                                    + exploration * (ln_available / visits).sqrt();
                                if score > best_score {
                                    best_score = score;
                                    best = next_edge;
                                }
                            }
                            next_edge += 1;
                            found = true;
                            break;
                        }
                        Ordering::Greater => break,
                    }
                }
                if !found {
                    self.untried.push(action);
                    expanding = true;
                }
            }
            if !self.untried.is_empty() {
                let action = self.untried[rng.random_range(0..self.untried.len())];
                let edge = Edge {
                    reward: 0.0,
                    visits: 0,
                    available: 1,
                    child_first: 0,
                    child_len: 0,
                    action,
                    actor,
                };
                let index = self.add_edge(owner, edge);
                state.apply_unchecked(action);
                self.path.push(index);
                break;
            }
            let best = block.first + best as u32;
            let chosen = self.edges[best as usize];
            state.apply_unchecked(chosen.action);
            self.path.push(best);
            owner = best;
            block = chosen.child();
        }
        // Simulation.
        let payoffs = playout(state, &mut self.legal, rng);
        // Backpropagation.
        for &index in &self.path {
            let edge = &mut self.edges[index as usize];
            edge.visits += 1;
            edge.reward += payoffs[edge.actor.index()];
        }
    }

    fn root_stats(&self) -> Vec<ActionStats<G::Action>> {
        self.edges[self.root.range()]
            .iter()
            .map(|edge| ActionStats {
                action: edge.action,
                visits: edge.visits,
                value: edge.reward / f64::from(edge.visits.max(1)),
            })
            .collect()
    }
}

/// The ISMCTS bot. Between its moves it keeps its trees and, where the game tells it the
/// actions taken in between ([`Game::actions_between`]), starts the next search from the
/// node they lead to, so what it learnt about the present position is not thrown away.
pub struct Ismcts<G: Game> {
    config: IsmctsConfig,
    playout: PlayoutFn<G>,
    moves: u64,
    trees: Vec<Tree<G>>,
    /// The view of the last search, to find the actions taken since.
    last_view: Option<G::View>,
}

impl<G: Heuristic> Ismcts<G> {
    #[must_use]
    pub fn new(config: IsmctsConfig) -> Ismcts<G> {
        let playout: PlayoutFn<G> = match config.playout {
            Playout::Random => random_playout::<G>,
            Playout::Heuristic => heuristic_playout::<G>,
            Playout::HeuristicRound => G::round_playout,
        };
        let threads = config.threads.max(1);
        Ismcts {
            config,
            playout,
            moves: 0,
            trees: (0..threads).map(|_| Tree::new()).collect(),
            last_view: None,
        }
    }
}

impl<G: Game> Ismcts<G> {
    /// Searches from `view` and returns what it found.
    ///
    /// A view that cannot be sampled (a spectator's, or one a game's `determinize` refuses)
    /// gives a search of no iterations, whose best action is the first legal one.
    ///
    /// # Panics
    /// If `legal` is empty.
    pub fn analyse(&mut self, view: &G::View, legal: &[G::Action]) -> Analysis<G::Action> {
        assert!(!legal.is_empty(), "a search needs a legal action");
        self.moves += 1;
        let since = self
            .last_view
            .as_ref()
            .and_then(|last| G::actions_between(last, view));
        for tree in &mut self.trees {
            match &since {
                Some(actions) => tree.follow(actions),
                None => tree.reset(),
            }
        }
        self.last_view = Some(view.clone());
        let config = self.config;
        let playout = self.playout;
        let move_seed = crate::derive_seed(config.seed, self.moves);
        let n_trees = self.trees.len();
        let per_tree = |index: usize| match config.budget {
            Budget::Iterations(n) => {
                let n = u64::from(n);
                n / n_trees as u64 + u64::from((index as u64) < n % n_trees as u64)
            }
            Budget::Time(_) => u64::MAX,
        };
        let limit = match config.budget {
            Budget::Time(limit) => Some(config.time_limit.map_or(limit, |cap| cap.min(limit))),
            Budget::Iterations(_) => config.time_limit,
        };
        let deadline = limit.map(|limit| Instant::now() + limit);
        let iterations: Vec<u64> = std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .trees
                .iter_mut()
                .enumerate()
                .map(|(index, tree)| {
                    let quota = per_tree(index);
                    scope.spawn(move || {
                        search(
                            tree,
                            view,
                            quota,
                            deadline,
                            config.exploration,
                            playout,
                            crate::derive_seed(move_seed, index as u64),
                        )
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a search thread panicked"))
                .collect()
        });
        let mut merged: Vec<(G::Action, u64, f64)> = legal.iter().map(|&a| (a, 0, 0.0)).collect();
        for tree in &self.trees {
            for stats in tree.root_stats() {
                if let Some(entry) = merged.iter_mut().find(|(a, _, _)| *a == stats.action) {
                    entry.1 += u64::from(stats.visits);
                    entry.2 += stats.value * f64::from(stats.visits);
                }
            }
        }
        // Most visits first; ties go to the lower action, so the choice is reproducible.
        merged.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let actions: Vec<ActionStats<G::Action>> = merged
            .iter()
            .map(|&(action, visits, reward)| ActionStats {
                action,
                visits: visits.min(u64::from(u32::MAX)) as u32,
                value: if visits == 0 {
                    0.5
                } else {
                    reward / visits as f64
                },
            })
            .collect();
        Analysis {
            best: actions[0].action,
            actions,
            iterations: iterations.iter().sum(),
        }
    }
}

fn search<G: Game>(
    tree: &mut Tree<G>,
    view: &G::View,
    quota: u64,
    deadline: Option<Instant>,
    exploration: f64,
    playout: PlayoutFn<G>,
    seed: u64,
) -> u64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut sample = G::sampler(view);
    // The seat to act has the same legal actions in every state its view allows, so the
    // root's are listed once, from the first sample.
    let mut root_legal = Vec::new();
    let mut done = 0u64;
    let mut failures = 0u32;
    while done < quota {
        if done > 0 && done.is_multiple_of(64) && deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        // A view a game cannot sample is a bug in that game's `determinize`; the bot then
        // searches less (or not at all, and plays its first legal action) rather than
        // stopping the table.
        // Played where it was drawn: the state is not moved out of the result.
        let mut drawn = sample(&mut rng);
        let Ok(state) = &mut drawn else {
            failures += 1;
            if failures >= MAX_SAMPLE_FAILURES {
                break;
            }
            continue;
        };
        if state.to_act().is_none() {
            break;
        }
        if root_legal.is_empty() {
            state.legal_actions(&mut root_legal);
        }
        tree.iterate(state, &root_legal, exploration, playout, &mut rng);
        done += 1;
    }
    done
}

/// How many failed samples end a search.
const MAX_SAMPLE_FAILURES: u32 = 64;

impl<G: Game> Bot<G> for Ismcts<G> {
    fn name(&self) -> String {
        let budget = match self.config.budget {
            Budget::Iterations(n) => format!("ismcts:{n}"),
            Budget::Time(limit) => format!("ismcts:{}ms", limit.as_millis()),
        };
        match self.config.playout {
            Playout::Random => budget,
            Playout::Heuristic => format!("{budget}:heuristic"),
            Playout::HeuristicRound => format!("{budget}:round"),
        }
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        if legal.len() == 1 && !self.config.search_forced_moves {
            return legal[0];
        }
        self.analyse(view, legal).best
    }
}

#[cfg(test)]
mod tests {
    use interregnum_claim::{Claim, ClaimOptions};
    use interregnum_core::{Observer, Start};
    use rand::SeedableRng;

    use super::*;

    /// A Claim position whose seat to act has exactly one legal card (a reply that must
    /// follow the only card of the led faction it holds), reached by random play.
    fn forced_position() -> Claim {
        for seed in 0..100 {
            let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut legal = Vec::new();
            while let Some(card) = game.random_action(&mut rng) {
                game.legal_actions(&mut legal);
                if legal.len() == 1 {
                    return game;
                }
                game.apply_unchecked(card);
            }
        }
        panic!("no forced move in 100 random games");
    }

    #[test]
    fn a_forced_move_is_searched_only_when_asked() {
        let game = forced_position();
        let seat = game.to_act().unwrap();
        let view = game.view(Observer::Seat(seat));
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        for search_forced_moves in [false, true] {
            let mut bot = Ismcts::<Claim>::new(IsmctsConfig {
                budget: Budget::Iterations(200),
                search_forced_moves,
                ..IsmctsConfig::default()
            });
            assert_eq!(bot.choose(&view, &legal), legal[0]);
            let searched = !bot.trees[0].edges.is_empty();
            assert_eq!(
                (bot.moves, searched),
                (u64::from(search_forced_moves), search_forced_moves)
            );
        }
    }
}
