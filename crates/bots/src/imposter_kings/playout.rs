//! The Imposter Kings' playout policy: the heuristic bot's rules of thumb that can be read
//! from the legal actions alone.
//!
//! A playout runs a whole match, hundreds of decisions, and the game's state shows nothing
//! of itself but its views, which are built with lists and text. So this policy reads only
//! the legal actions and the seat to act: an action names its cards, and what is legal says
//! what is being decided. What it keeps of the bot: never restart (a restart costs points
//! from the second on), spend the card cheapest to lose on a turn and flip the King only when
//! every play is expensive, reveal an Assassin whenever allowed and keep the King's Hand,
//! give away the cheapest card and take the strongest, hide the strongest card that is not a
//! reaction card as the Successor, and decline the optional abilities the bot declines. What
//! it leaves to chance: names, guesses and Court positions, which need what the seat knows.

use interregnum_core::Game;
use interregnum_imposter_kings::{Action, Card, Dir, ImposterKings};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::{is_reaction, keep, successor_worth};

/// How often a playout plays a random action instead of the rules of thumb.
pub(super) const EPSILON: f64 = 0.1;

/// A play's score against the cost of losing the card: how much a higher Throne left for
/// the next player is worth, per point (the bot's `throne_weight`).
const THRONE_WEIGHT: f64 = 0.5;

/// Flip rather than play when the cheapest play costs this much (the bot's `flip_cost`).
const FLIP_COST: f64 = 9.0;

/// The policy's choice among `legal` (at least two actions).
pub(super) fn choose(state: &ImposterKings, legal: &[Action], rng: &mut ChaCha8Rng) -> Action {
    use Action as A;
    let first = legal[0];
    let has = |a: Action| legal.contains(&a);
    match first {
        A::First(..) => {
            // The bot lets the next seat play first, so that it plays last.
            let n = state.n_seats();
            let me = state.to_act().map_or(0, |s| s.index());
            let next = ((me + 1) % n) as u8;
            let wanted = A::First(next, (n > 2).then_some(Dir::Cw));
            if has(wanted) { wanted } else { first }
        }
        A::Keep | A::Restart => A::Keep,
        A::Hide(..) => best(legal, |a| match a {
            A::Hide(successor, removed) => successor_worth(successor) - keep(removed),
            _ => f64::NEG_INFINITY,
        }),
        A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..) => best(legal, |a| match a {
            A::Reveal1(x) => -keep(x),
            A::Reveal2(x, y) => -keep(x) - keep(y),
            A::Reveal3(x, y, z) => -keep(x) - keep(y) - keep(z),
            _ => f64::NEG_INFINITY,
        }),
        A::Draft(_, _) | A::Share(_) | A::Take(_) | A::TakeShared => best(legal, |a| match a {
            A::Draft(_, c) | A::Share(c) | A::Take(c) => keep(c),
            A::TakeShared => 5.0,
            _ => f64::NEG_INFINITY,
        }),
        A::Successor(_) => best(legal, |a| match a {
            A::Successor(c) => successor_worth(c),
            _ => f64::NEG_INFINITY,
        }),
        A::Offer0 | A::Offer1(_) | A::Offer2(..) => A::Offer0,
        A::Follow(_) => best(legal, |a| match a {
            A::Follow(c) => -keep(c) + 0.3 * f64::from(c.base()),
            _ => f64::NEG_INFINITY,
        }),
        _ if legal
            .iter()
            .any(|a| matches!(a, A::Play(_) | A::Ante(_) | A::Flip)) =>
        {
            turn(legal)
        }
        _ => answer(legal, rng),
    }
}

/// A turn: play the card cheapest to lose (a high Throne left behind counts for it), or
/// flip the King when there is no play or every play is expensive.
fn turn(legal: &[Action]) -> Action {
    use Action as A;
    let play = best(legal, |a| match a {
        A::Play(c) | A::Ante(c) => -keep(c) + THRONE_WEIGHT * f64::from(c.base()),
        // A Condemned card to remove is the whole turn: the cheapest.
        A::Purge(c) => -keep(c),
        _ => f64::NEG_INFINITY,
    });
    let expensive = |c: Card| c.is_royalty() || is_reaction(c) || keep(c) >= FLIP_COST;
    match play {
        A::Play(c) | A::Ante(c) if !(expensive(c) && legal.contains(&A::Flip)) => play,
        A::Purge(_) => play,
        _ if legal.contains(&A::Flip) => A::Flip,
        _ => play,
    }
}

/// A reaction, an ability's choice or an answer to someone else's ability.
fn answer(legal: &[Action], rng: &mut ChaCha8Rng) -> Action {
    use Action as A;
    let has = |a: Action| legal.contains(&a);
    if has(A::Assassin) {
        return A::Assassin;
    }
    // A name or a guess (Soldier, Inquisitor, Judge) is worth more than declining, and which
    // one is best needs what the seat knows: any of them.
    let named = legal
        .iter()
        .filter(|a| matches!(a, A::Name(_) | A::Guess(..)))
        .count();
    if named > 0 {
        let pick = rng.random_range(0..named);
        return *legal
            .iter()
            .filter(|a| matches!(a, A::Name(_) | A::Guess(..)))
            .nth(pick)
            .expect("pick is below the count");
    }
    for quiet in [A::Pass, A::Keep, A::Nothing, A::Done, A::Decline] {
        // Keep the King's Hand, keep the Assassin (3p), answer nothing, stop Disgracing,
        // decline other optional abilities (the bot declines the self-Disgracing ones, and a
        // Warden swap or a Sentry trade rarely pays).
        if has(quiet) {
            return quiet;
        }
    }
    // Giving a card away (Condemn, Sentry, Princess, Warden, Antechamber, Herald's chain):
    // the cheapest. Other choices (numbers, targets, Court positions, a forced Spy target)
    // need what the seat knows: the first.
    best(legal, |a| match a {
        A::Condemn(c)
        | A::Give(c)
        | A::Accuse(c)
        | A::Antechamber(c)
        | A::Chain(c)
        | A::Remove(c)
        | A::Purge(c) => -keep(c),
        _ => 0.0,
    })
}

/// The action with the highest score; ties go to the earlier one.
fn best(legal: &[Action], mut score: impl FnMut(Action) -> f64) -> Action {
    let mut best = legal[0];
    let mut best_score = f64::NEG_INFINITY;
    for &action in legal {
        let value = score(action);
        if value > best_score {
            best = action;
            best_score = value;
        }
    }
    best
}
