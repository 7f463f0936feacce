//! Informed playouts: how a search finishes a sampled game below its tree when uniformly
//! random play would say little about who is ahead.
//!
//! Each game's policy ([`crate::Heuristic::heuristic_playout`]) is a cheap version of its
//! heuristic bot: a greedy choice by the same rules of thumb, read from the sampled state
//! rather than from a view, since a playout makes hundreds of decisions and a view is built
//! with lists and text. The choice is epsilon-greedy: now and then a uniformly random legal
//! action, so the playouts of one position differ and a plan the rules of thumb would never
//! play still gets tried.

use interregnum_core::Game;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

/// Plays `state` to the end of the game: at each decision, with probability `epsilon` a
/// uniformly random legal action, else `greedy`'s choice among the legal actions (which it is
/// only asked for when there are at least two; it may draw from the RNG to break ties or to
/// choose where its rules say nothing). `legal` is a reusable buffer.
pub(crate) fn epsilon_greedy<G: Game>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    rng: &mut ChaCha8Rng,
    epsilon: f64,
    greedy: impl FnMut(&G, &[G::Action], &mut ChaCha8Rng) -> G::Action,
) {
    epsilon_greedy_while(state, legal, rng, epsilon, greedy, |_| true);
}

/// As [`epsilon_greedy`], but stops as soon as `go_on` says no (asked before each
/// decision), so a playout can end with a round rather than the game.
pub(crate) fn epsilon_greedy_while<G: Game>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    rng: &mut ChaCha8Rng,
    epsilon: f64,
    mut greedy: impl FnMut(&G, &[G::Action], &mut ChaCha8Rng) -> G::Action,
    go_on: impl Fn(&G) -> bool,
) {
    while state.to_act().is_some() && go_on(state) {
        let action = if rng.random_bool(epsilon) {
            state.random_action(rng)
        } else {
            state.legal_actions(legal);
            match legal.as_slice() {
                [] => None,
                [only] => Some(*only),
                _ => Some(greedy(state, legal, rng)),
            }
        };
        let Some(action) = action else { break };
        state.apply_unchecked(action);
    }
}
