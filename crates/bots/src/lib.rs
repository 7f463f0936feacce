//! Bots for every Interregnum game, generic over the game API.
//!
//! A bot is handed what a player in its seat is handed: that seat's [`Game::View`] and the
//! legal actions. It never receives the game state, so it cannot read hidden cards by
//! construction. A search bot that wants full states samples them from its view with
//! [`Game::determinize`] ([`Ismcts`]).
//!
//! Bots are named by [`BotSpec`]: `random`, `heuristic`, `ismcts[:BUDGET][:PLAYOUT]`, or a
//! [`Level`].

mod careless;
mod claim;
mod hint;
mod imposter_kings;
mod ismcts;
mod playout;
mod provinces;
pub mod review;
mod spec;

pub use careless::CarelessHeuristic;
pub use claim::ClaimHeuristic;
pub use hint::hint;
pub use imposter_kings::ImposterKingsHeuristic;
pub use ismcts::{ActionStats, Analysis, Budget, Ismcts, IsmctsConfig, Payoffs, Playout};
pub use provinces::ProvincesHeuristic;
pub use review::{Review, ReviewConfig, ReviewError, review_replay};
pub use spec::{BotSpec, Level, UnknownBot};

use interregnum_core::{Game, Observer, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A player that chooses among the legal actions from its seat's view alone.
pub trait Bot<G: Game>: Send {
    /// A short name for tables and logs, for example `random`.
    fn name(&self) -> String;

    /// Chooses one of `legal`, which is never empty.
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action;
}

/// Games that have a heuristic bot: a fast player of written-down rules of thumb, and a
/// cheap randomised version of it for the playouts of a search.
pub trait Heuristic: Game {
    fn heuristic_bot(seed: u64) -> Box<dyn Bot<Self>>;

    /// Plays `state` (a full state a search sampled) to the end of the game: at each
    /// decision, the seat to act plays by a cheap version of the heuristic's rules of thumb,
    /// or now and then a uniformly random legal action, drawn from `rng`. `legal` is a
    /// reusable buffer.
    fn heuristic_playout(state: &mut Self, legal: &mut Vec<Self::Action>, rng: &mut ChaCha8Rng);

    /// As [`Heuristic::heuristic_playout`], but in a game played in rounds it may stop at
    /// the end of the current round and return each seat's estimated chance to win the
    /// game from the standing there (its payoff if the game ended). Default: no rounds,
    /// the heuristic playout to the end.
    fn round_playout(
        state: &mut Self,
        legal: &mut Vec<Self::Action>,
        rng: &mut ChaCha8Rng,
    ) -> Payoffs {
        ismcts::heuristic_playout(state, legal, rng)
    }

    /// The number of seats at a table with these options; the levels depend on it.
    fn seats(options: &Self::Options) -> usize;
}

/// Plays uniformly at random among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    #[must_use]
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Action]) -> G::Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}

/// The `index`-th seed derived from `base` (SplitMix64), for the many RNGs of a run.
#[must_use]
pub fn derive_seed(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Asks `bot`, sitting in `seat`, for its action in `state`: the only way the table hands a
/// state to a bot, as that seat's view.
///
/// # Panics
/// If it is not `seat`'s turn, or the bot answers with an action that is not legal.
pub fn ask<G: Game>(
    bot: &mut dyn Bot<G>,
    state: &G,
    seat: Seat,
    legal: &mut Vec<G::Action>,
) -> G::Action {
    assert_eq!(state.to_act(), Some(seat), "asked a bot out of turn");
    state.legal_actions(legal);
    let view = state.view(Observer::Seat(seat));
    let action = bot.choose(&view, legal);
    assert!(
        legal.contains(&action),
        "bot {} chose an illegal action {action}",
        bot.name()
    );
    action
}

#[cfg(test)]
mod tests {
    use interregnum_claim::{Claim, ClaimOptions};
    use interregnum_core::Start;

    use super::*;

    fn play(seed: u64, specs: [BotSpec; 2]) -> (Vec<interregnum_claim::Card>, Claim) {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut bots: Vec<Box<dyn Bot<Claim>>> = specs
            .iter()
            .enumerate()
            .map(|(i, spec)| spec.build(derive_seed(seed, i as u64)))
            .collect();
        let mut legal = Vec::new();
        let mut moves = Vec::new();
        while let Some(seat) = game.to_act() {
            let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
            game.apply(action).unwrap();
            moves.push(action);
        }
        (moves, game)
    }

    #[test]
    fn every_bot_plays_legal_and_reproducible_games() {
        let ismcts = BotSpec::Ismcts {
            budget: Budget::Iterations(50),
            threads: 2,
            playout: Playout::Random,
        };
        let informed = BotSpec::Ismcts {
            budget: Budget::Iterations(50),
            threads: 2,
            playout: Playout::Heuristic,
        };
        for specs in [
            [BotSpec::Random; 2],
            [BotSpec::Heuristic, BotSpec::Random],
            [ismcts, BotSpec::Heuristic],
            [informed, ismcts],
        ] {
            let (moves, game) = play(5, specs);
            assert_eq!(moves.len(), 52);
            assert!(game.outcome().is_some());
            assert_eq!(play(5, specs).0, moves, "{specs:?} is reproducible");
        }
        assert_ne!(
            play(5, [BotSpec::Random; 2]).0,
            play(6, [BotSpec::Random; 2]).0
        );
    }
}
