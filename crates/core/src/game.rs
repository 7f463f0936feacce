//! The trait every rules engine implements.

use std::{
    any::{Any, TypeId},
    cell::RefCell,
    collections::HashMap,
    fmt,
    hash::Hash,
    str::FromStr,
};

use rand::{Rng, RngExt};
use serde::{Serialize, de::DeserializeOwned};

use crate::{IllegalAction, MAX_SEATS, Observer, Outcome, ParseError, Seat, SetupError};

/// How a game starts: a seed for every random event, and optionally a stacked deck.
///
/// With a stacked deck the game deals exactly those cards in that order instead of shuffling;
/// each game documents what the order means. The seed still drives every other random event
/// (for example a first player that the options leave open, or a later reshuffle).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start<C> {
    pub seed: u64,
    pub deck: Option<Vec<C>>,
}

impl<C> Start<C> {
    #[must_use]
    pub fn seeded(seed: u64) -> Start<C> {
        Start { seed, deck: None }
    }

    #[must_use]
    pub fn stacked(seed: u64, deck: Vec<C>) -> Start<C> {
        Start {
            seed,
            deck: Some(deck),
        }
    }
}

/// A rules engine for one imperfect-information card game, in the spirit of OpenSpiel's
/// `State`, but typed.
///
/// The state is the *full* state, hidden cards included. Front ends and bots never see it:
/// they get a [`Game::view`] for their seat, and a search bot samples full states from
/// that view alone with [`Game::determinize`].
///
/// Exactly one seat decides at a time ([`Game::to_act`]). Choices the rules make at the same
/// time are asked one seat after the other as hidden commitments: no seat's view shows another
/// seat's commitment before the rules reveal it. Chance is not a seat: the game draws it from
/// a seeded RNG inside `new` or `apply`, so a game is reproduced from its start and actions.
pub trait Game: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The name used on the command line, in the protocol and in replays, for example `claim`.
    const NAME: &'static str;

    /// Options that change the rules or the table (player count, first player, deck file).
    type Options: Clone
        + fmt::Debug
        + Default
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync;
    /// A card, with a textual notation that round-trips through `Display` and `FromStr`.
    type Card: Copy + fmt::Debug + fmt::Display + FromStr<Err = ParseError> + Eq + Send + Sync;
    /// An action, with a textual notation that round-trips through `Display` and `FromStr`.
    type Action: Copy
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = ParseError>
        + Eq
        + Ord
        + Hash
        + Send
        + Sync;
    /// Everything one observer may see, and nothing more.
    type View: Clone + fmt::Debug + PartialEq + Serialize + Send + Sync;
    /// The game's own account of the final scoring.
    type Detail: Clone + fmt::Debug + PartialEq + Serialize + Send + Sync;

    /// A new game.
    ///
    /// # Errors
    /// If the options are invalid, or a stacked deck is not a permutation of the game's cards.
    fn new(options: &Self::Options, start: &Start<Self::Card>) -> Result<Self, SetupError>;

    /// The options this game was started with.
    fn options(&self) -> &Self::Options;

    /// The number of seats, 2 to 4.
    fn n_seats(&self) -> usize;

    /// The seat that decides now, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// The legal actions of the seat to act, in ascending order, written into `out`
    /// (cleared first). Empty only when the game is over.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Whether `action` is legal now.
    fn is_legal(&self, action: Self::Action) -> bool;

    /// Plays `action`, which must be legal.
    ///
    /// # Panics
    /// May panic, or corrupt the state, if `action` is not legal. Use [`Game::apply`]
    /// for actions that do not come straight from [`Game::legal_actions`].
    fn apply_unchecked(&mut self, action: Self::Action);

    /// Why `action` is not legal now, in words a player understands, or `None` if it is legal.
    fn why_illegal(&self, action: Self::Action) -> Option<String>;

    /// The view of `observer`: exactly what that seat (or a spectator) may see.
    fn view(&self, observer: Observer) -> Self::View;

    /// Writes the view of `observer` into `view`, as `*view = self.view(observer)` would,
    /// reusing the buffers `view` already holds (for tight loops that show a seat its view
    /// on every step). The default builds a fresh view; games override it to reuse.
    fn view_into(&self, observer: Observer, view: &mut Self::View) {
        *view = self.view(observer);
    }

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome<Self::Detail>>;

    /// Each seat's reward once the game is over, as [`Outcome::payoff`] gives it (1 for a
    /// win, 0 for a loss, 0.5 for a draw), by seat index; the entries past
    /// [`Game::n_seats`] are 0. `None` while the game goes on.
    ///
    /// A search reads this once per iteration, so games override it to score without
    /// building the [`Outcome`] (its vectors and detail); the property suite checks that
    /// both agree.
    fn payoffs(&self) -> Option<[f64; MAX_SEATS]> {
        let outcome = self.outcome()?;
        let mut payoffs = [0.0; MAX_SEATS];
        for seat in Seat::all(self.n_seats()) {
            payoffs[seat.index()] = outcome.payoff(seat);
        }
        Some(payoffs)
    }

    /// A full state drawn at random among those consistent with `view`, which must be a
    /// seat's view (not a spectator's). The drawn state's view for that seat equals `view`,
    /// and its future chance events are drawn afresh from `rng`. This is the only way a
    /// search bot learns about the state: it never sees the real one.
    ///
    /// # Errors
    /// If `view` is a spectator's view, or not a view this game could have produced.
    fn determinize<R: Rng + ?Sized>(view: &Self::View, rng: &mut R) -> Result<Self, SetupError>;

    /// Draws full states from `view` as [`Game::determinize`] does, one per call: each call
    /// draws from the RNG exactly what `determinize` would and gives the same state. A
    /// search samples its view once per iteration, so games override this to work out once
    /// what depends on the view alone; the default calls `determinize` each time.
    ///
    /// # Errors
    /// Each call fails as `determinize` would.
    fn sampler<R: Rng + ?Sized>(
        view: &Self::View,
    ) -> impl FnMut(&mut R) -> Result<Self, SetupError> {
        move |rng| Self::determinize(view, rng)
    }

    /// A description of the first broken state invariant (for example a card in two zones),
    /// or `None` if the state is sound. Used by tests and debug checks.
    fn invariant_violation(&self) -> Option<String>;

    /// Plays `action` if it is legal.
    ///
    /// # Errors
    /// If the action is not legal now; the state is then unchanged.
    fn apply(&mut self, action: Self::Action) -> Result<(), IllegalAction> {
        match self.why_illegal(action) {
            None => {
                self.apply_unchecked(action);
                Ok(())
            }
            Some(reason) => Err(self.illegal(action.to_string(), reason)),
        }
    }

    /// An [`IllegalAction`] error for `action` that lists what is allowed now.
    fn illegal(&self, action: String, reason: String) -> IllegalAction {
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        IllegalAction {
            action,
            reason,
            allowed: legal.iter().map(ToString::to_string).collect(),
        }
    }

    /// The actions taken between two views of the same seat, `earlier` and then `later`,
    /// when that seat saw every one of them (a search tree can then follow them and keep
    /// what it learnt); `None` when it did not, or the game does not say. The default says
    /// nothing.
    fn actions_between(earlier: &Self::View, later: &Self::View) -> Option<Vec<Self::Action>> {
        let _ = (earlier, later);
        None
    }

    /// A legal action drawn uniformly at random, or `None` once the game is over.
    /// Games override this to draw without building the list, for fast playouts.
    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Action> {
        // One buffer per thread and action type, so playouts do not allocate.
        thread_local! {
            static BUFFERS: RefCell<AnyMap> = RefCell::new(AnyMap::default());
        }
        BUFFERS.with(|buffers| {
            let mut buffers = buffers.borrow_mut();
            let legal = buffers.get_mut::<Vec<Self::Action>>();
            self.legal_actions(legal);
            (!legal.is_empty()).then(|| legal[rng.random_range(0..legal.len())])
        })
    }

    /// Plays uniformly random legal actions until the game is over.
    fn play_out<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        while let Some(action) = self.random_action(rng) {
            self.apply_unchecked(action);
        }
    }
}

/// Scratch values by type, for the per-thread buffers of [`Game::random_action`].
#[derive(Default)]
struct AnyMap(HashMap<TypeId, Box<dyn Any>>);

impl AnyMap {
    fn get_mut<T: Any + Default>(&mut self) -> &mut T {
        self.0
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Box::new(T::default()))
            .downcast_mut()
            .expect("the entry for a type holds that type")
    }
}
