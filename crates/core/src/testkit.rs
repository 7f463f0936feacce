//! The property suite that every game runs: random legal play never panics, the state's
//! invariants (cards conserved) hold after every action, an illegal action leaves the
//! state unchanged, a replay reproduces the state, each seat's view is the same for every
//! full state consistent with it, a sampler draws what `determinize` draws, and the payoffs
//! agree with the outcome.
//!
//! Game crates call [`check_random_game`] from proptest over seeds and options, and games
//! with secret choices also call [`check_secret_choices`]: a secret choice leaves every
//! other observer's whole view unchanged until the rules reveal it.

use std::collections::BTreeSet;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Game, Observer, Seat, Start, record::Recorded};

/// Plays one random game from `seed` and checks every property after every action.
///
/// # Panics
/// With a description of the first property that fails.
pub fn check_random_game<G: Game>(options: &G::Options, seed: u64) {
    // A first pass collects every action that is legal somewhere in this game, so that the
    // second pass can try those that are not legal at each step.
    let universe = actions_seen::<G>(options, seed);
    let mut recorded = Recorded::<G>::new(options, Start::seeded(seed)).expect("game starts");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut sampler = ChaCha8Rng::seed_from_u64(seed ^ 0xd37e);
    let mut legal = Vec::new();
    let mut steps = 0usize;
    // One view buffer reused for every seat at every step, as tight loops reuse it.
    let mut reused = None;
    loop {
        let state = recorded.state().clone();
        if let Some(broken) = state.invariant_violation() {
            panic!("seed {seed}, step {steps}: invariant broken: {broken}");
        }
        state.legal_actions(&mut legal);
        assert_eq!(
            state.to_act().is_some(),
            !legal.is_empty(),
            "seed {seed}, step {steps}: a seat must act exactly when an action is legal"
        );
        assert_eq!(
            state.payoffs().is_some(),
            state.to_act().is_none(),
            "seed {seed}, step {steps}: payoffs exist exactly once the game is over"
        );
        assert!(
            legal.windows(2).all(|w| w[0] < w[1]),
            "legal actions must ascend"
        );
        check_views::<G>(&state, &legal, &mut sampler, &mut reused, seed, steps);
        for &action in &legal {
            assert!(
                state.is_legal(action),
                "seed {seed}: {action} listed but not is_legal"
            );
            assert_eq!(state.why_illegal(action), None);
            let text = action.to_string();
            assert_eq!(
                text.parse::<G::Action>().ok(),
                Some(action),
                "notation round-trip"
            );
        }
        for &action in universe.iter().filter(|a| !legal.contains(a)) {
            let mut copy = state.clone();
            assert!(!copy.is_legal(action));
            let err = copy
                .apply(action)
                .expect_err("illegal action must be refused");
            assert!(!err.reason.is_empty());
            assert_eq!(
                copy, state,
                "seed {seed}: refusing {action} changed the state"
            );
        }
        let Some(action) = state.random_action(&mut rng) else {
            break;
        };
        assert!(
            legal.contains(&action),
            "random_action must pick a legal action"
        );
        recorded.apply(action).expect("legal action applies");
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: game does not end");
    }
    let outcome = recorded
        .state()
        .outcome()
        .expect("a finished game has an outcome");
    assert_eq!(outcome.scores.len(), recorded.state().n_seats());
    check_payoffs(recorded.state(), &outcome, seed);
    let replayed = Recorded::<G>::from_replay(&recorded.replay()).expect("replay plays back");
    assert_eq!(
        replayed.state(),
        recorded.state(),
        "seed {seed}: replay differs"
    );
    let json = serde_json::to_string(&recorded.replay()).expect("replay serialises");
    let parsed = serde_json::from_str(&json).expect("replay parses");
    let reparsed = Recorded::<G>::from_replay(&parsed).expect("parsed replay plays back");
    assert_eq!(reparsed.state(), recorded.state());
}

/// [`Game::payoffs`] must agree with [`Outcome::payoff`] for every seat, give 0 past the
/// table's seats, and be `None` before the end.
fn check_payoffs<G: Game>(state: &G, outcome: &crate::Outcome<G::Detail>, seed: u64) {
    let payoffs = state
        .payoffs()
        .unwrap_or_else(|| panic!("seed {seed}: a finished game has payoffs"));
    for (index, &payoff) in payoffs.iter().enumerate() {
        let expected = Seat::try_new(index, state.n_seats()).map_or(0.0, |s| outcome.payoff(s));
        assert!(
            payoff == expected,
            "seed {seed}: seat {index}'s payoff is {payoff}, its outcome says {expected}"
        );
    }
}

fn actions_seen<G: Game>(options: &G::Options, seed: u64) -> BTreeSet<G::Action> {
    let mut state = G::new(options, &Start::seeded(seed)).expect("game starts");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut legal = Vec::new();
    let mut seen = BTreeSet::new();
    while let Some(action) = state.random_action(&mut rng) {
        state.legal_actions(&mut legal);
        seen.extend(legal.iter().copied());
        state.apply_unchecked(action);
    }
    seen
}

/// For each seat, a full state sampled from the seat's view must show the seat the same
/// view, show spectators the same view, offer the same actions when that seat is to act,
/// and be sound. Writing a seat's view over an earlier one ([`Game::view_into`], `reused`)
/// must give the same view.
fn check_views<G: Game>(
    state: &G,
    legal: &[G::Action],
    sampler: &mut ChaCha8Rng,
    reused: &mut Option<G::View>,
    seed: u64,
    step: usize,
) {
    let spectator = state.view(Observer::Spectator);
    let mut sampled_legal = Vec::new();
    for seat in Seat::all(state.n_seats()) {
        let view = state.view(Observer::Seat(seat));
        match reused {
            Some(buffer) => {
                state.view_into(Observer::Seat(seat), buffer);
                assert_eq!(
                    *buffer, view,
                    "seed {seed}, step {step}: {seat}'s view written over an earlier one differs"
                );
            }
            None => *reused = Some(view.clone()),
        }
        let mut twin = sampler.clone();
        let sampled = G::determinize(&view, sampler)
            .unwrap_or_else(|err| panic!("seed {seed}, step {step}, seat {seat}: {err}"));
        check_sampler::<G>(&view, &sampled, sampler, &mut twin, seed, step);
        if let Some(broken) = sampled.invariant_violation() {
            panic!("seed {seed}, step {step}: sampled state for {seat} is broken: {broken}");
        }
        assert_eq!(
            sampled.view(Observer::Seat(seat)),
            view,
            "seed {seed}, step {step}: {seat}'s view depends on cards hidden from {seat}"
        );
        assert_eq!(
            sampled.view(Observer::Spectator),
            spectator,
            "spectator view differs"
        );
        assert_eq!(sampled.to_act(), state.to_act());
        if state.to_act() == Some(seat) {
            sampled.legal_actions(&mut sampled_legal);
            assert_eq!(
                sampled_legal, legal,
                "{seat}'s legal actions depend on hidden cards"
            );
        }
    }
    assert!(
        G::determinize(&spectator, sampler).is_err(),
        "a spectator view cannot be sampled"
    );
    assert!(
        G::sampler(&spectator)(sampler).is_err(),
        "a spectator view cannot be sampled"
    );
}

/// [`Game::sampler`] draws what [`Game::determinize`] draws: `twin` is `sampler` as it was
/// before `determinize` drew `sampled` from it. Two draws from one sampler are checked, as
/// a search draws many.
fn check_sampler<G: Game>(
    view: &G::View,
    sampled: &G,
    sampler: &mut ChaCha8Rng,
    twin: &mut ChaCha8Rng,
    seed: u64,
    step: usize,
) {
    let mut draw = G::sampler(view);
    let first = draw(twin).expect("a view determinize samples can be sampled");
    assert!(
        first == *sampled && twin == sampler,
        "seed {seed}, step {step}: Game::sampler drew differently from determinize"
    );
    let again = G::determinize(view, sampler).expect("the view was sampled before");
    let second = draw(twin).expect("a view determinize samples can be sampled");
    assert!(
        second == again && twin == sampler,
        "seed {seed}, step {step}: a sampler's second draw differs from determinize"
    );
}

/// A secret choice the seat to act is about to make, as the rules define it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SecretChoice {
    /// The step of the rules the choice belongs to. Every choice revealed together carries
    /// the same step (for example each seat's share of one simultaneous share); the step
    /// ends, and the rules may reveal its choices, at the first state that is not a secret
    /// choice of this step.
    pub step: &'static str,
    /// The seats besides the chooser that may see the choice before its step ends (for
    /// example the partner shown an exchange offer). Usually none.
    pub seers: Vec<Seat>,
}

/// Plays one random game from `seed` and, at every secret choice with two or more options
/// (`secret` says which states are one), checks that two different answers leave every
/// other observer's whole view (spectators included) the same at every state until the
/// step ends: both games are played on in step, with the same actions wherever the seat
/// to act has the same options. Returns how many choices were checked.
///
/// # Panics
/// With a description of the first answer that shows in another observer's view, or
/// changes which seat acts next or what a seat that may not see it can do.
pub fn check_secret_choices<G: Game>(
    options: &G::Options,
    seed: u64,
    secret: impl Fn(&G) -> Option<SecretChoice>,
) -> usize {
    let mut state = G::new(options, &Start::seeded(seed)).expect("game starts");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5ec7);
    let mut legal = Vec::new();
    let mut checked = 0;
    while let Some(next) = state.random_action(&mut rng) {
        if let Some(choice) = secret(&state) {
            state.legal_actions(&mut legal);
            if legal.len() >= 2 {
                let i = rng.random_range(0..legal.len());
                let j = (i + rng.random_range(1..legal.len())) % legal.len();
                check_one_secret(&state, &choice, legal[i], legal[j], &secret, &mut rng, seed);
                checked += 1;
            }
        }
        state.apply_unchecked(next);
    }
    checked
}

/// Plays `one` and `two` from `state` and compares the games until the choice's step ends.
fn check_one_secret<G: Game>(
    state: &G,
    choice: &SecretChoice,
    one: G::Action,
    two: G::Action,
    secret: &impl Fn(&G) -> Option<SecretChoice>,
    rng: &mut ChaCha8Rng,
    seed: u64,
) {
    let chooser = state.to_act().expect("a seat chooses");
    let blind: Vec<Observer> = std::iter::once(Observer::Spectator)
        .chain(
            Seat::all(state.n_seats())
                .filter(|s| *s != chooser && !choice.seers.contains(s))
                .map(Observer::Seat),
        )
        .collect();
    let (mut a, mut b) = (state.clone(), state.clone());
    a.apply_unchecked(one);
    b.apply_unchecked(two);
    let (mut legal_a, mut legal_b) = (Vec::new(), Vec::new());
    let in_step = |g: &G| secret(g).is_some_and(|c| c.step == choice.step);
    for steps in 0.. {
        assert!(
            steps < 1000,
            "seed {seed}: step `{}` does not end",
            choice.step
        );
        let (open_a, open_b) = (in_step(&a), in_step(&b));
        let context = || {
            format!(
                "seed {seed}: {chooser}'s secret `{}` (`{one}` or `{two}`), {steps} action(s) later",
                choice.step
            )
        };
        assert_eq!(
            open_a,
            open_b,
            "{}: whether the step goes on differs",
            context()
        );
        if !open_a {
            return; // the step is over: the rules may reveal its choices now
        }
        for &observer in &blind {
            assert_eq!(
                a.view(observer),
                b.view(observer),
                "{}: the choice shows in the view of {}",
                context(),
                match observer {
                    Observer::Seat(seat) => seat.to_string(),
                    Observer::Spectator => "a spectator".to_owned(),
                }
            );
        }
        let actor = a.to_act();
        assert_eq!(actor, b.to_act(), "{}: the seat to act differs", context());
        let actor = actor.expect("a step in progress has a seat to act");
        a.legal_actions(&mut legal_a);
        b.legal_actions(&mut legal_b);
        if legal_a == legal_b {
            let action = legal_a[rng.random_range(0..legal_a.len())];
            a.apply_unchecked(action);
            b.apply_unchecked(action);
        } else {
            assert!(
                !blind.contains(&Observer::Seat(actor)),
                "{}: {actor}'s options depend on the choice",
                context()
            );
            a.apply_unchecked(legal_a[rng.random_range(0..legal_a.len())]);
            b.apply_unchecked(legal_b[rng.random_range(0..legal_b.len())]);
        }
    }
}
