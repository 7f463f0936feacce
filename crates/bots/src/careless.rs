//! The rules of thumb with mistakes: a player a beginner can beat.
//!
//! Provinces' rules of thumb are robust (a player that makes a random move every other time
//! still wins 31% of 3- and 4-player games against them, docs/strength.md), so at those
//! tables the `easy` level is this bot: at each decision it plays a uniformly random legal
//! action with a fixed chance, and otherwise what the rules of thumb play.

use interregnum_core::Game;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Heuristic, RandomBot};

/// The game's heuristic bot, with `random_percent` of its moves uniformly random.
pub struct CarelessHeuristic<G: Game> {
    rules_of_thumb: Box<dyn Bot<G>>,
    random: RandomBot,
    /// Decides, once per decision, whether this one is a random move.
    coin: ChaCha8Rng,
    random_percent: u8,
}

impl<G: Heuristic> CarelessHeuristic<G> {
    /// A careless player seeded for reproducible play; `random_percent` is at most 100.
    #[must_use]
    pub fn new(seed: u64, random_percent: u8) -> CarelessHeuristic<G> {
        CarelessHeuristic {
            rules_of_thumb: G::heuristic_bot(seed),
            random: RandomBot::new(seed ^ 0x5eed),
            coin: ChaCha8Rng::seed_from_u64(seed.rotate_left(17)),
            random_percent: random_percent.min(100),
        }
    }
}

impl<G: Game> Bot<G> for CarelessHeuristic<G> {
    fn name(&self) -> String {
        format!("heuristic:{}%", self.random_percent)
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        // The coin is tossed at every decision, forced or not, so the choices that follow do
        // not depend on how many of the earlier ones were forced.
        if self
            .coin
            .random_bool(f64::from(self.random_percent) / 100.0)
        {
            Bot::<G>::choose(&mut self.random, view, legal)
        } else {
            self.rules_of_thumb.choose(view, legal)
        }
    }
}
