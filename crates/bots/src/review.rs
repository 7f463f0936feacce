//! Game review: every decision of one seat in a recorded game, weighed by the search from
//! what that seat knew then.
//!
//! For each decision of the seat (a turn with at least two legal actions; a forced move is
//! no decision and is left out), the state is rebuilt from the replay record and handed to
//! [`crate::ask`], the one place that turns a state into a seat's view for a bot. The bot
//! asked is an ISMCTS search ([`Ismcts::analyse`]) that records what it found: so the review
//! of a seat reads that seat's views only, never a hidden card, not even the ones the end
//! of the game revealed.
//!
//! What the search finds is on the game's own payoff scale ([`Game::payoffs`]: 1 a win,
//! 0 a loss, a half a draw), so a value is an estimated chance to win. For each legal
//! action: its visits, its mean result and a 95% Wilson interval around it (exact for
//! results that are wins and losses, wider than it need be for estimates between 0 and 1,
//! since no result in [0, 1] varies more than a win-or-loss one of the same mean). The
//! position's value is the value of the most visited action, the one the search would play.
//!
//! The *loss* of a decision is how much less the played action is worth than that best one
//! (never below 0). A decision is a *mistake* when the loss reaches the game's mistake
//! threshold and the played action is clearly worse (the top of its interval is below the
//! best action's value), a *blunder* when the loss also reaches the blunder threshold
//! ([`thresholds`]). The *swing* of a decision is how the seat's value moved from it to its
//! next decision (or to its payoff at the end of the game): what the decision, the other
//! seats and the cards drawn since made of it. The decisions of largest swing are the ones
//! that mattered most.
//!
//! A review is deterministic: decision `ply` (the index of its action in the record) is
//! searched by one tree seeded from the record's seed and `ply`, with a budget of
//! iterations, never of time. The decisions are spread over the threads given, one tree per
//! decision, so the review is the same whatever the thread count.

use std::sync::{
    Mutex,
    atomic::{AtomicBool, AtomicUsize, Ordering},
};

use interregnum_claim::Claim;
use interregnum_core::{Game, Recorded, Replay, ReplayError, Seat};
use interregnum_imposter_kings::ImposterKings;
use interregnum_provinces::Provinces;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{
    Analysis, Bot, BotSpec, Budget, Heuristic, Ismcts, IsmctsConfig, Level, Playout, derive_seed,
};

/// Search iterations per decision when none are given: a Claim game (about 22 decisions a
/// seat) reviews in a few seconds on two cores (docs/benchmarks.md), and the values of the
/// actions a seat would consider are within a few hundredths.
pub const DEFAULT_BUDGET: u32 = 50_000;

/// The most iterations per decision a review accepts: four times the hard levels' longest
/// search, enough for any review, and a bound on what one request may cost.
pub const MAX_BUDGET: u32 = 1_000_000;

/// How hard a review searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewConfig {
    /// Search iterations per decision, 1 to [`MAX_BUDGET`].
    pub budget: u32,
    /// Decisions searched at the same time, each on its own thread; does not change the
    /// result.
    pub threads: usize,
}

impl Default for ReviewConfig {
    fn default() -> ReviewConfig {
        ReviewConfig {
            budget: DEFAULT_BUDGET,
            threads: 1,
        }
    }
}

/// The losses, on the payoff scale, from which a decision is marked.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    pub mistake: f64,
    pub blunder: f64,
}

/// The thresholds for `game` (its name) at a table of `seats`.
///
/// Every game's payoff is a chance to win, so one scale serves all: a mistake gives away
/// a tenth of a game, a blunder a quarter, where one player's loss is the other's gain (two
/// players; The Imposter Kings at four, two teams). With three or four players on their
/// own a seat's chance starts at a third or a quarter, and what a decision can give away
/// shrinks with it: 0.07 and 0.18 there.
#[must_use]
pub fn thresholds(game: &str, seats: usize) -> Thresholds {
    let sides = match (game, seats) {
        ("imposter-kings", 4) => 2,
        (_, seats) => seats,
    };
    if sides <= 2 {
        Thresholds {
            mistake: 0.10,
            blunder: 0.25,
        }
    } else {
        Thresholds {
            mistake: 0.07,
            blunder: 0.18,
        }
    }
}

/// How a decision is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Mistake,
    Blunder,
}

/// What the search found for one legal action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActionReview {
    /// In the game's notation.
    pub action: String,
    pub visits: u32,
    /// The mean result for the seat after this action, 0 to 1.
    pub value: f64,
    /// The 95% interval around `value`.
    pub low: f64,
    pub high: f64,
}

/// One decision of the reviewed seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionReview {
    /// The index of the played action in the replay record.
    pub ply: usize,
    pub played: String,
    /// The action the search would play (its most visited).
    pub best: String,
    /// The value of the position: the best action's value.
    pub value: f64,
    pub played_value: f64,
    /// `value - played_value`, or 0 if the played action looked as good.
    pub loss: f64,
    /// The seat's value at its next decision, or its payoff at the end of the game, minus
    /// `value`; `None` for the last decision of a game not yet over.
    pub swing: Option<f64>,
    pub mark: Option<Mark>,
    pub iterations: u64,
    /// Every legal action, most visited first.
    pub actions: Vec<ActionReview>,
}

/// The review's counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewSummary {
    pub decisions: usize,
    pub mistakes: usize,
    /// Blunders are not counted among the mistakes.
    pub blunders: usize,
    /// The mean loss per decision.
    pub average_loss: f64,
    /// The seat's payoff, once the game is over.
    pub payoff: Option<f64>,
    /// The plies of the decisions that mattered most: the largest swings, up to
    /// [`TURNING_POINTS`], largest first.
    pub turning_points: Vec<usize>,
}

/// How many decisions the summary names as the ones that mattered most.
pub const TURNING_POINTS: usize = 3;

/// The review of one seat's decisions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub game: String,
    pub seat: Seat,
    pub seats: usize,
    /// Search iterations per decision.
    pub budget: u32,
    pub thresholds: Thresholds,
    pub decisions: Vec<DecisionReview>,
    pub summary: ReviewSummary,
}

/// Why a review could not be made.
#[derive(Debug, Error)]
pub enum ReviewError {
    #[error("unknown game {0:?}; reviews are made of claim, imposter-kings and provinces")]
    UnknownGame(String),
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("seat {seat} is not at this table, whose seats are A to {last}")]
    NoSuchSeat { seat: Seat, last: Seat },
    #[error("a budget of {0} iterations per decision; it must be 1 to {MAX_BUDGET}")]
    Budget(u32),
    #[error("the review was stopped")]
    Stopped,
}

/// What a review reports and obeys while it runs.
pub struct ReviewControl<'a> {
    /// Called with (decisions done, decisions in all) as each decision is done, from the
    /// thread that did it.
    pub on_progress: &'a (dyn Fn(usize, usize) + Sync),
    /// Set to stop: the review ends with [`ReviewError::Stopped`].
    pub stop: &'a AtomicBool,
}

/// Reviews `seat`'s decisions in `replay`, whatever its game.
///
/// # Errors
/// If the game is unknown, the record does not play back, the seat is not at the table,
/// the budget is out of range, or the review is stopped.
pub fn review_replay(
    replay: &Replay,
    seat: Seat,
    config: &ReviewConfig,
    control: &ReviewControl<'_>,
) -> Result<Review, ReviewError> {
    match replay.game.as_str() {
        Claim::NAME => review::<Claim>(replay, seat, config, control),
        ImposterKings::NAME => review::<ImposterKings>(replay, seat, config, control),
        Provinces::NAME => review::<Provinces>(replay, seat, config, control),
        other => Err(ReviewError::UnknownGame(other.to_owned())),
    }
}

/// Reviews `seat`'s decisions in `replay`, a record of `G`; see the module docs. A game not
/// yet over is reviewed up to its last action.
///
/// # Errors
/// As [`review_replay`].
pub fn review<G: Heuristic>(
    replay: &Replay,
    seat: Seat,
    config: &ReviewConfig,
    control: &ReviewControl<'_>,
) -> Result<Review, ReviewError> {
    if config.budget == 0 || config.budget > MAX_BUDGET {
        return Err(ReviewError::Budget(config.budget));
    }
    let recorded = Recorded::<G>::from_replay(replay)?;
    let final_state = recorded.state();
    let seats = final_state.n_seats();
    if seat.index() >= seats {
        return Err(ReviewError::NoSuchSeat {
            seat,
            last: Seat::new(seats - 1),
        });
    }
    let positions = positions(replay, &recorded, seat)?;
    let playout = review_playout::<G>(final_state.options());
    let done = AtomicUsize::new(0);
    let total = positions.len();
    let analyses = run_parallel(total, config.threads, control.stop, |index| {
        let (ply, state) = &positions[index];
        let mut searcher = Searcher::<G> {
            search: Ismcts::new(IsmctsConfig {
                budget: Budget::Iterations(config.budget),
                threads: 1,
                seed: derive_seed(replay.seed, *ply as u64),
                playout,
                ..IsmctsConfig::default()
            }),
            analysis: None,
        };
        let mut legal = Vec::new();
        crate::ask(&mut searcher, state, seat, &mut legal);
        (control.on_progress)(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        searcher
            .analysis
            .expect("the searcher records its analysis when asked")
    })
    .ok_or(ReviewError::Stopped)?;
    let thresholds = thresholds(G::NAME, seats);
    let actions = recorded.actions();
    let mut decisions: Vec<DecisionReview> = positions
        .iter()
        .zip(&analyses)
        .map(|((ply, _), analysis)| weigh(*ply, actions[*ply], analysis, thresholds))
        .collect();
    let payoff = final_state.payoffs().map(|payoffs| payoffs[seat.index()]);
    let next_values: Vec<Option<f64>> = decisions
        .iter()
        .skip(1)
        .map(|decision| Some(decision.value))
        .chain([payoff])
        .collect();
    for (decision, next) in decisions.iter_mut().zip(next_values) {
        decision.swing = next.map(|next| next - decision.value);
    }
    let summary = summarise(&decisions, payoff);
    Ok(Review {
        game: G::NAME.to_owned(),
        seat,
        seats,
        budget: config.budget,
        thresholds,
        decisions,
        summary,
    })
}

/// The states before each decision of `seat`, with the ply of the action taken there.
fn positions<G: Game>(
    replay: &Replay,
    recorded: &Recorded<G>,
    seat: Seat,
) -> Result<Vec<(usize, G)>, ReviewError> {
    let mut start = replay.clone();
    start.actions.clear();
    let mut state = Recorded::<G>::from_replay(&start)?.state().clone();
    let mut legal = Vec::new();
    let mut positions = Vec::new();
    for (ply, &action) in recorded.actions().iter().enumerate() {
        if state.to_act() == Some(seat) {
            state.legal_actions(&mut legal);
            if legal.len() > 1 {
                positions.push((ply, state.clone()));
            }
        }
        // Checked once already, when the record was played back.
        state.apply_unchecked(action);
    }
    Ok(positions)
}

/// The hard level's playout, which the hint uses too: the game's informed policy (to the
/// end of the round in The Imposter Kings).
fn review_playout<G: Heuristic>(options: &G::Options) -> Playout {
    match Level::Hard.spec_for::<G>(options) {
        BotSpec::Ismcts { playout, .. } => playout,
        _ => Playout::Heuristic,
    }
}

/// A bot that searches and keeps what it found: the review asks it through [`crate::ask`],
/// so it is handed the seat's view, as every bot is.
struct Searcher<G: Game> {
    search: Ismcts<G>,
    analysis: Option<Analysis<G::Action>>,
}

impl<G: Game> Bot<G> for Searcher<G> {
    fn name(&self) -> String {
        "review".to_owned()
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        let analysis = self.search.analyse(view, legal);
        let best = analysis.best;
        self.analysis = Some(analysis);
        best
    }
}

/// The 95% Wilson score interval of a mean of `visits` results in [0, 1].
fn interval(value: f64, visits: u32) -> (f64, f64) {
    if visits == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.96;
    let n = f64::from(visits);
    let z2n = Z * Z / n;
    let centre = (value + z2n / 2.0) / (1.0 + z2n);
    let half = Z / (1.0 + z2n) * (value * (1.0 - value) / n + z2n / (4.0 * n)).sqrt();
    // The interval holds the mean; at a mean of 0 or 1 rounding could put it a hair outside.
    (
        (centre - half).clamp(0.0, value),
        (centre + half).clamp(value, 1.0),
    )
}

fn weigh<A: Copy + Eq + std::fmt::Display>(
    ply: usize,
    played: A,
    analysis: &Analysis<A>,
    thresholds: Thresholds,
) -> DecisionReview {
    let actions: Vec<ActionReview> = analysis
        .actions
        .iter()
        .map(|stats| {
            let (low, high) = interval(stats.value, stats.visits);
            ActionReview {
                action: stats.action.to_string(),
                visits: stats.visits,
                value: stats.value,
                low,
                high,
            }
        })
        .collect();
    let value = analysis.win_chance();
    let played_index = analysis
        .actions
        .iter()
        .position(|stats| stats.action == played)
        .expect("the played action was legal, and the search lists every legal action");
    let played_review = &actions[played_index];
    let loss = (value - played_review.value).max(0.0);
    let clearly_worse = played_review.high < value;
    let mark = if !clearly_worse || loss < thresholds.mistake {
        None
    } else if loss < thresholds.blunder {
        Some(Mark::Mistake)
    } else {
        Some(Mark::Blunder)
    };
    DecisionReview {
        ply,
        played: played.to_string(),
        best: analysis.best.to_string(),
        value,
        played_value: played_review.value,
        loss,
        swing: None,
        mark,
        iterations: analysis.iterations,
        actions,
    }
}

fn summarise(decisions: &[DecisionReview], payoff: Option<f64>) -> ReviewSummary {
    let count = |mark| decisions.iter().filter(|d| d.mark == Some(mark)).count();
    let mut by_swing: Vec<&DecisionReview> =
        decisions.iter().filter(|d| d.swing.is_some()).collect();
    // Largest swing first; the earlier decision first among equals, so the order is fixed.
    by_swing.sort_by(|a, b| {
        let size = |d: &DecisionReview| d.swing.map_or(0.0, f64::abs);
        size(b).total_cmp(&size(a)).then(a.ply.cmp(&b.ply))
    });
    ReviewSummary {
        decisions: decisions.len(),
        mistakes: count(Mark::Mistake),
        blunders: count(Mark::Blunder),
        average_loss: if decisions.is_empty() {
            0.0
        } else {
            decisions.iter().map(|d| d.loss).sum::<f64>() / decisions.len() as f64
        },
        payoff,
        turning_points: by_swing
            .iter()
            .take(TURNING_POINTS)
            .map(|d| d.ply)
            .collect(),
    }
}

/// Runs `job(i)` for every `i` in `0..n_jobs` on up to `threads` threads and returns the
/// results in job order, or `None` if `stop` was set before all were done.
fn run_parallel<T: Send>(
    n_jobs: usize,
    threads: usize,
    stop: &AtomicBool,
    job: impl Fn(usize) -> T + Sync,
) -> Option<Vec<T>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..n_jobs).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, n_jobs.max(1)) {
            scope.spawn(|| {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= n_jobs {
                        break;
                    }
                    let result = job(index);
                    results.lock().expect("a review thread panicked")[index] = Some(result);
                }
            });
        }
    });
    results
        .into_inner()
        .expect("a review thread panicked")
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_holds_the_mean_and_narrows_with_visits() {
        for value in [0.0, 0.3, 0.5, 1.0] {
            let (low, high) = interval(value, 10);
            assert!(low <= value && value <= high, "{value}: {low}..{high}");
            let (low_more, high_more) = interval(value, 1000);
            assert!(high_more - low_more < high - low);
        }
        assert_eq!(interval(0.7, 0), (0.0, 1.0));
    }

    #[test]
    fn three_and_four_seats_on_their_own_have_the_lower_thresholds() {
        assert_eq!(thresholds("claim", 2).mistake, 0.10);
        assert_eq!(thresholds("imposter-kings", 4).blunder, 0.25);
        assert_eq!(thresholds("imposter-kings", 3).mistake, 0.07);
        assert_eq!(thresholds("provinces", 4).blunder, 0.18);
    }
}
