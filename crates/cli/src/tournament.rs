//! `interregnum tournament`: round-robin matches between bots, with ratings.
//!
//! Every pair of entrants plays the same deals twice with the seats swapped ("mirrored
//! deals"), so the luck of the deal cancels out. At a table of more than two seats the two
//! entrants alternate around it (A, C against B, D at four: the two teams of The Imposter
//! Kings), and the second game of the deal shifts the pattern by one seat, so each entrant
//! sits in every seat. A game goes to the entrant whose seats did better on average.
//! Ratings are Glicko-2 (skillratings), one rating period per round of mirrored deals,
//! with their deviation as the uncertainty.

use std::{fmt, str::FromStr};

use anyhow::{Result, bail};
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_bots::{Bot, BotSpec, Heuristic, ask, derive_seed};
use interregnum_core::{Game, Seat, Start};
use serde::Serialize;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period},
};

use crate::{external::ExternalBot, parallel, simulate::Rate};

/// A tournament entrant: a built-in bot, or an external program (`cmd:COMMAND`).
#[derive(Clone, Debug, PartialEq)]
pub enum Entrant {
    Builtin(BotSpec),
    External(String),
}

impl FromStr for Entrant {
    type Err = String;

    fn from_str(text: &str) -> Result<Entrant, String> {
        match text.trim().strip_prefix("cmd:") {
            Some(command) if !command.trim().is_empty() => {
                Ok(Entrant::External(command.trim().to_owned()))
            }
            Some(_) => {
                Err("cmd: needs a command, as in cmd:python3 examples/random_bot.py".to_owned())
            }
            None => text
                .parse()
                .map(Entrant::Builtin)
                .map_err(|err| err.to_string()),
        }
    }
}

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entrant::Builtin(spec) => write!(f, "{spec}"),
            Entrant::External(command) => write!(f, "cmd:{command}"),
        }
    }
}

impl Entrant {
    /// A fresh bot for one game.
    ///
    /// # Errors
    /// If an external program cannot be started.
    pub fn build<G: Heuristic>(&self, options: &G::Options, seed: u64) -> Result<Box<dyn Bot<G>>> {
        Ok(match self {
            Entrant::Builtin(spec) => spec.resolve::<G>(options).build(seed),
            Entrant::External(command) => Box::new(ExternalBot::spawn(command)?),
        })
    }
}

/// What to play.
pub struct Plan<'a, G: Game> {
    pub options: &'a G::Options,
    pub entrants: &'a [Entrant],
    /// Games per pair; rounded up to an even number, two per deal.
    pub games_per_pair: usize,
    pub seed: u64,
    pub threads: usize,
    pub progress: bool,
}

/// One game of the schedule.
#[derive(Clone, Debug)]
struct Fixture {
    pair: usize,
    round: usize,
    /// The entrant index in each seat.
    seats: Vec<usize>,
    deal_seed: u64,
}

impl Fixture {
    /// The mean result of `entrant`'s seats.
    fn mean_payoff(&self, payoffs: &[f64], entrant: usize) -> f64 {
        let mine: Vec<f64> = self
            .seats
            .iter()
            .zip(payoffs)
            .filter(|(e, _)| **e == entrant)
            .map(|(_, p)| *p)
            .collect();
        mine.iter().sum::<f64>() / mine.len().max(1) as f64
    }

    /// The game's result for `entrant` against the other one: 1, 0.5 or 0.
    fn score(&self, payoffs: &[f64], entrant: usize) -> f64 {
        let other = *self
            .seats
            .iter()
            .find(|&&e| e != entrant)
            .expect("two entrants");
        let (mine, theirs) = (
            self.mean_payoff(payoffs, entrant),
            self.mean_payoff(payoffs, other),
        );
        if (mine - theirs).abs() < 1e-9 {
            0.5
        } else if mine > theirs {
            1.0
        } else {
            0.0
        }
    }
}

/// One pair's results, from the first entrant's side.
#[derive(Debug, Serialize)]
pub struct PairResult {
    pub first: String,
    pub second: String,
    pub games: usize,
    pub first_wins: usize,
    pub draws: usize,
    pub second_wins: usize,
    /// The first entrant's score rate (wins and half the draws), with a 95% interval.
    pub first_score: Rate,
}

/// One entrant's rating.
#[derive(Debug, Serialize)]
pub struct Rating {
    pub entrant: String,
    pub rating: f64,
    pub deviation: f64,
    /// The 95% interval of the rating.
    pub low: f64,
    pub high: f64,
    pub games: usize,
    pub score: f64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games_per_pair: usize,
    pub pairs: Vec<PairResult>,
    pub ratings: Vec<Rating>,
}

/// Plays the tournament.
///
/// # Errors
/// If fewer than two entrants are given, or a bot cannot start.
pub fn run<G: Heuristic>(plan: &Plan<'_, G>) -> Result<Report> {
    let n_seats = G::new(plan.options, &Start::seeded(plan.seed))?.n_seats();
    let n = plan.entrants.len();
    if n < 2 {
        bail!("a tournament needs at least two bots, as in --bots random,heuristic");
    }
    for entrant in plan.entrants {
        if let Entrant::External(_) = entrant {
            entrant.build::<G>(plan.options, 0)?; // Fails early if the program cannot start.
        }
    }
    let deals = plan.games_per_pair.div_ceil(2).max(1);
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    let mut fixtures = Vec::new();
    for round in 0..deals {
        for (pair, &(i, j)) in pairs.iter().enumerate() {
            let deal_seed = derive_seed(plan.seed, (pair * deals + round) as u64);
            for shift in 0..2 {
                let seats = (0..n_seats)
                    .map(|seat| if (seat + shift) % 2 == 0 { i } else { j })
                    .collect();
                fixtures.push(Fixture {
                    pair,
                    round,
                    seats,
                    deal_seed,
                });
            }
        }
    }
    let results = parallel::run_jobs(
        fixtures.len(),
        plan.threads,
        plan.progress,
        "games",
        |index| play_fixture::<G>(plan, &fixtures[index], index as u64),
    );
    let results: Vec<Vec<f64>> = results.into_iter().collect::<Result<_>>()?;
    Ok(report::<G>(plan, &pairs, &fixtures, &results, deals))
}

/// Plays one fixture; the result is each seat's score (1, 0.5 or 0).
fn play_fixture<G: Heuristic>(
    plan: &Plan<'_, G>,
    fixture: &Fixture,
    index: u64,
) -> Result<Vec<f64>> {
    let mut game = G::new(plan.options, &Start::seeded(fixture.deal_seed))?;
    let mut bots = fixture
        .seats
        .iter()
        .enumerate()
        .map(|(seat, &entrant)| {
            plan.entrants[entrant].build::<G>(
                plan.options,
                derive_seed(fixture.deal_seed ^ index, seat as u64),
            )
        })
        .collect::<Result<Vec<_>>>()?;
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
        game.apply_unchecked(action);
    }
    let outcome = game.outcome().expect("the game is over");
    Ok(Seat::all(game.n_seats())
        .map(|seat| outcome.payoff(seat))
        .collect())
}

fn outcome_of(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

fn report<G: Game>(
    plan: &Plan<'_, G>,
    pairs: &[(usize, usize)],
    fixtures: &[Fixture],
    results: &[Vec<f64>],
    deals: usize,
) -> Report {
    let n = plan.entrants.len();
    let name = |i: usize| plan.entrants[i].to_string();
    let pair_results = pairs
        .iter()
        .enumerate()
        .map(|(pair, &(first, _))| {
            let (mut wins, mut draws, mut losses, mut score) = (0, 0, 0, 0.0);
            for (fixture, result) in fixtures.iter().zip(results).filter(|(f, _)| f.pair == pair) {
                let mine = fixture.score(result, first);
                score += mine;
                match outcome_of(mine) {
                    Outcomes::WIN => wins += 1,
                    Outcomes::LOSS => losses += 1,
                    Outcomes::DRAW => draws += 1,
                }
            }
            let games = wins + draws + losses;
            PairResult {
                first: name(pairs[pair].0),
                second: name(pairs[pair].1),
                games,
                first_wins: wins,
                draws,
                second_wins: losses,
                first_score: Rate::wilson(score, games),
            }
        })
        .collect();

    // Glicko-2, one rating period per round of mirrored deals.
    let config = Glicko2Config::new();
    let mut ratings = vec![Glicko2Rating::new(); n];
    let mut totals = vec![(0usize, 0.0f64); n];
    for round in 0..deals {
        let mut period: Vec<Vec<(Glicko2Rating, Outcomes)>> = vec![Vec::new(); n];
        for (fixture, result) in fixtures
            .iter()
            .zip(results)
            .filter(|(f, _)| f.round == round)
        {
            let (a, b) = pairs[fixture.pair];
            let (score_a, score_b) = (fixture.score(result, a), fixture.score(result, b));
            period[a].push((ratings[b], outcome_of(score_a)));
            period[b].push((ratings[a], outcome_of(score_b)));
            totals[a].0 += 1;
            totals[a].1 += score_a;
            totals[b].0 += 1;
            totals[b].1 += score_b;
        }
        ratings = ratings
            .iter()
            .zip(&period)
            .map(|(r, games)| glicko2_rating_period(r, games, &config))
            .collect();
    }
    let mut rating_rows: Vec<Rating> = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| Rating {
            entrant: name(i),
            rating: r.rating,
            deviation: r.deviation,
            low: r.rating - 1.96 * r.deviation,
            high: r.rating + 1.96 * r.deviation,
            games: totals[i].0,
            score: totals[i].1 / totals[i].0.max(1) as f64,
        })
        .collect();
    rating_rows.sort_by(|a, b| b.rating.total_cmp(&a.rating));
    Report {
        game: G::NAME,
        seed: plan.seed,
        games_per_pair: 2 * deals,
        pairs: pair_results,
        ratings: rating_rows,
    }
}

/// The report as tables for a person.
#[must_use]
pub fn tables(report: &Report) -> String {
    let mut pairs = Table::new();
    pairs.load_style(UTF8_FULL_CONDENSED);
    pairs.set_header([
        "Bot",
        "vs",
        "Games",
        "Wins",
        "Draws",
        "Losses",
        "Score (95% CI)",
    ]);
    for pair in &report.pairs {
        pairs.add_row([
            pair.first.clone(),
            pair.second.clone(),
            pair.games.to_string(),
            pair.first_wins.to_string(),
            pair.draws.to_string(),
            pair.second_wins.to_string(),
            pair.first_score.text(),
        ]);
    }
    let mut ratings = Table::new();
    ratings.load_style(UTF8_FULL_CONDENSED);
    ratings.set_header(["Rank", "Bot", "Glicko-2", "± (95%)", "Games", "Score"]);
    for (rank, row) in report.ratings.iter().enumerate() {
        ratings.add_row([
            (rank + 1).to_string(),
            row.entrant.clone(),
            format!("{:.0}", row.rating),
            format!("{:.0}", 1.96 * row.deviation),
            row.games.to_string(),
            format!("{:.1}%", 100.0 * row.score),
        ]);
    }
    format!(
        "{} · {} games per pair on mirrored deals · seed {}\n{pairs}\n{ratings}",
        report.game, report.games_per_pair, report.seed
    )
}

/// The pair results as CSV.
#[must_use]
pub fn csv(report: &Report) -> String {
    let mut out = String::from("bot,opponent,games,wins,draws,losses,score,score_low,score_high\n");
    for p in &report.pairs {
        let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
        out.push_str(&format!(
            "{},{},{},{},{},{},{:.4},{:.4},{:.4}\n",
            quote(&p.first),
            quote(&p.second),
            p.games,
            p.first_wins,
            p.draws,
            p.second_wins,
            p.first_score.rate,
            p.first_score.low,
            p.first_score.high
        ));
    }
    out
}
