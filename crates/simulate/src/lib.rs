//! Bot games in bulk, for designers: every game seeded from one seed and its number, played
//! on a few threads (results never depend on how many), with a hook for progress and a flag
//! that stops the run, then summarised with 95% Wilson intervals.
//!
//! `interregnum simulate` prints these summaries as tables; the server's deck designer sends
//! them to the browser to draw as charts.
//!
//! - [`run`]: the games; [`jobs`]: the parallel runner.
//! - [`stats`]: win rates with intervals, per seat and per bot, and usage counts.
//! - [`provinces`]: Provinces' game lengths and how its games end.

pub mod jobs;
pub mod provinces;
pub mod stats;

use std::collections::BTreeMap;

use interregnum_bots::{BotSpec, Heuristic, ask, derive_seed};
use interregnum_core::{Game, Outcome, Start};

pub use jobs::{Control, default_threads, run_jobs};
pub use stats::{Rate, SeatSummary, SeatWins, Summary, Usage, summarise, usage};

/// Names what an action uses (its kind, its cards), for the usage counts of a report.
pub type Labeller<G> = fn(&<G as Game>::Action) -> Vec<String>;

/// What to simulate.
pub struct Plan<'a, G: Game> {
    pub options: &'a G::Options,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// One bot per seat, in seat order (the first game's seating when `rotate` is set).
    pub bots: &'a [BotSpec],
    /// Game `i` moves every bot `i` seats on, so each bot plays each seat equally often and
    /// bot strength is not mixed with seat advantage.
    pub rotate: bool,
    /// Names to count for an action (its kind, the cards it uses), for the report.
    pub label: Option<Labeller<G>>,
}

/// One finished game.
pub struct Played<D> {
    pub outcome: Outcome<D>,
    /// For each seat, the index in [`Plan::bots`] of the bot that sat there.
    pub lineup: Vec<usize>,
    pub plies: usize,
    /// How often each label of [`Plan::label`] was played, by seat: the designer's view
    /// of which actions and cards get used.
    pub tally: BTreeMap<String, Vec<u32>>,
}

/// Plays `plan.games` games on `plan.threads` threads. Game `i` is seeded from
/// `(plan.seed, i)` alone, so the results do not depend on the thread count. A run stopped
/// through `control` returns the games it finished.
///
/// # Panics
/// If a game cannot start with these options (the caller checks that first).
pub fn run<G: Heuristic>(plan: &Plan<'_, G>, control: &Control<'_>) -> Vec<Played<G::Detail>> {
    run_jobs(plan.games, plan.threads, control, |index| {
        play_one::<G>(plan, index as u64)
    })
    .into_iter()
    .map(|(_, played)| played)
    .collect()
}

fn play_one<G: Heuristic>(plan: &Plan<'_, G>, index: u64) -> Played<G::Detail> {
    let game_seed = derive_seed(plan.seed, index);
    let mut game = G::new(plan.options, &Start::seeded(game_seed)).expect("options were checked");
    let n = plan.bots.len();
    let lineup: Vec<usize> = (0..n)
        .map(|seat| {
            if plan.rotate {
                (seat + index as usize) % n
            } else {
                seat
            }
        })
        .collect();
    let mut bots: Vec<_> = lineup
        .iter()
        .enumerate()
        .map(|(seat, &bot)| plan.bots[bot].build::<G>(derive_seed(game_seed, 1 + seat as u64)))
        .collect();
    let mut legal = Vec::new();
    let mut plies = 0;
    let mut tally: BTreeMap<String, Vec<u32>> = BTreeMap::new();
    while let Some(seat) = game.to_act() {
        let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
        if let Some(label) = plan.label {
            for name in label(&action) {
                tally
                    .entry(name)
                    .or_insert_with(|| vec![0; plan.bots.len()])[seat.index()] += 1;
            }
        }
        game.apply_unchecked(action);
        plies += 1;
    }
    Played {
        outcome: game.outcome().expect("the game is over"),
        lineup,
        plies,
        tally,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    use interregnum_claim::Claim;

    use super::*;

    fn quiet(stop: &AtomicBool) -> Control<'_> {
        Control {
            on_done: &|| {},
            stop,
        }
    }

    #[test]
    fn results_do_not_depend_on_threads() {
        let options = Default::default();
        let bots = [BotSpec::Random, BotSpec::Random];
        let plan = |threads| Plan::<Claim> {
            label: None,
            rotate: false,
            options: &options,
            games: 40,
            seed: 9,
            threads,
            bots: &bots,
        };
        let stop = AtomicBool::new(false);
        let one: Vec<_> = run(&plan(1), &quiet(&stop))
            .into_iter()
            .map(|p| p.outcome)
            .collect();
        let two: Vec<_> = run(&plan(2), &quiet(&stop))
            .into_iter()
            .map(|p| p.outcome)
            .collect();
        assert_eq!(one, two);
    }

    #[test]
    fn progress_counts_every_game_and_a_stop_ends_the_run() {
        let options = Default::default();
        let bots = [BotSpec::Random, BotSpec::Random];
        let plan = Plan::<Claim> {
            label: None,
            rotate: false,
            options: &options,
            games: 30,
            seed: 1,
            threads: 1,
            bots: &bots,
        };
        let done = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let count = || {
            if done.fetch_add(1, Ordering::Relaxed) + 1 == 5 {
                stop.store(true, Ordering::Relaxed);
            }
        };
        let played = run(
            &plan,
            &Control {
                on_done: &count,
                stop: &stop,
            },
        );
        assert_eq!(played.len(), 5);
        assert_eq!(done.load(Ordering::Relaxed), 5);
    }
}
