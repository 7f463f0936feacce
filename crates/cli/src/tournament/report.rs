//! A tournament's results: per pair, ratings, and the external bots' failures, as data
//! (JSON), tables for people and CSV.

use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_bots::{BotSpec, Heuristic};
use interregnum_core::Seat;
use serde::Serialize;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period},
};

use super::{Entrant, Fixture, Plan, Record};
use crate::{external::Fault, i18n::tr, play::describe_bot, simulate::Rate};

/// How often a bot failed a decision, by kind. Each failure forfeited a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Faults {
    /// Decisions not answered within the move time.
    pub timeouts: usize,
    /// Games in which the bot ended before answering.
    pub crashes: usize,
    /// Answers that were not a legal action (not JSON, not an action, not legal now, or an
    /// over-long line).
    pub illegal: usize,
}

impl Faults {
    fn add(&mut self, fault: &Fault) {
        match fault {
            Fault::Timeout { .. } => self.timeouts += 1,
            Fault::Crash { .. } => self.crashes += 1,
            Fault::Illegal { .. } => self.illegal += 1,
        }
    }

    /// The games forfeited: one per failure, since a failure ends the game.
    #[must_use]
    pub fn forfeits(&self) -> usize {
        self.timeouts + self.crashes + self.illegal
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
    /// The failures of each entrant in this pair's games (external bots only).
    pub first_faults: Faults,
    pub second_faults: Faults,
}

/// One entrant's rating.
#[derive(Debug, Serialize)]
pub struct Rating {
    pub entrant: String,
    /// Whether the entrant is an external program (`cmd:`).
    pub external: bool,
    pub rating: f64,
    pub deviation: f64,
    /// The 95% interval of the rating.
    pub low: f64,
    pub high: f64,
    pub games: usize,
    pub score: f64,
    /// Its failures over all its games.
    pub faults: Faults,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    /// Seats at each table.
    pub seats: usize,
    pub games_per_pair: usize,
    /// The time an external bot had for each decision, in seconds.
    pub move_time: f64,
    /// The extra time it had for its first decision of each game, in seconds.
    pub start_time: f64,
    pub pairs: Vec<PairResult>,
    pub ratings: Vec<Rating>,
    /// The bot each level entrant stands for at this table (levels differ by game and
    /// player count), so a reader knows what `medium` was.
    pub levels: Vec<LevelPlayed>,
}

/// A level entrant and the bot it was at this table.
#[derive(Debug, Serialize)]
pub struct LevelPlayed {
    pub level: String,
    /// The bot in the notation `--bots` takes, as in `ismcts:2000:heuristic`.
    pub bot: String,
    #[serde(skip)]
    spec: BotSpec,
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

/// Each entrant's failures in `records`, of the games `keep` selects.
fn faults_by_entrant(
    n_entrants: usize,
    fixtures: &[Fixture],
    records: &[Record],
    keep: impl Fn(&Fixture) -> bool,
) -> Vec<Faults> {
    let mut faults = vec![Faults::default(); n_entrants];
    for (fixture, record) in fixtures.iter().zip(records) {
        if let Some((seat, fault)) = record.fault.as_ref().filter(|_| keep(fixture)) {
            faults[fixture.seats[*seat]].add(fault);
        }
    }
    faults
}

/// One game between two entrants, each side's score from 0 to 1.
#[derive(Clone, Copy, Debug)]
struct RatedGame {
    first: usize,
    second: usize,
    first_score: f64,
    second_score: f64,
}

/// Each of `n` entrants' Glicko-2 rating from `games`, all in one rating period.
///
/// Glicko-2 treats the games of a period as played at once, and lets strength drift from one
/// period to the next. A bot's strength does not drift, so the whole tournament is one
/// period: the ratings do not depend on the order the games were played in, and in a
/// round-robin (every entrant the same number of games against each other one) they rank
/// the entrants as their scores do. With a period per round of deals, as before, the later
/// rounds weighed more, and a bot could be ranked below one it outscored.
fn glicko2_ratings(n: usize, games: &[RatedGame]) -> Vec<Glicko2Rating> {
    let config = Glicko2Config::new();
    let start = Glicko2Rating::new();
    let mut period: Vec<Vec<(Glicko2Rating, Outcomes)>> = vec![Vec::new(); n];
    for game in games {
        period[game.first].push((start, outcome_of(game.first_score)));
        period[game.second].push((start, outcome_of(game.second_score)));
    }
    period
        .iter()
        .map(|games| glicko2_rating_period(&start, games, &config))
        .collect()
}

pub(super) fn report<G: Heuristic>(
    plan: &Plan<'_, G>,
    seats: usize,
    pairs: &[(usize, usize)],
    fixtures: &[Fixture],
    records: &[Record],
    deals: usize,
) -> Report {
    let n = plan.entrants.len();
    let name = |i: usize| plan.entrants[i].to_string();
    let pair_results = pairs
        .iter()
        .enumerate()
        .map(|(pair, &(first, second))| {
            let (mut wins, mut draws, mut losses, mut score) = (0, 0, 0, 0.0);
            for (fixture, record) in fixtures.iter().zip(records).filter(|(f, _)| f.pair == pair) {
                let mine = fixture.score(&record.payoffs, first);
                score += mine;
                match outcome_of(mine) {
                    Outcomes::WIN => wins += 1,
                    Outcomes::LOSS => losses += 1,
                    Outcomes::DRAW => draws += 1,
                }
            }
            let games = wins + draws + losses;
            let faults = faults_by_entrant(n, fixtures, records, |f| f.pair == pair);
            PairResult {
                first: name(first),
                second: name(second),
                games,
                first_wins: wins,
                draws,
                second_wins: losses,
                first_score: Rate::wilson(score, games),
                first_faults: faults[first],
                second_faults: faults[second],
            }
        })
        .collect();

    let games: Vec<RatedGame> = fixtures
        .iter()
        .zip(records)
        .map(|(fixture, record)| {
            let (a, b) = pairs[fixture.pair];
            RatedGame {
                first: a,
                second: b,
                first_score: fixture.score(&record.payoffs, a),
                second_score: fixture.score(&record.payoffs, b),
            }
        })
        .collect();
    let ratings = glicko2_ratings(n, &games);
    let mut totals = vec![(0usize, 0.0f64); n];
    for game in &games {
        totals[game.first].0 += 1;
        totals[game.first].1 += game.first_score;
        totals[game.second].0 += 1;
        totals[game.second].1 += game.second_score;
    }
    let all_faults = faults_by_entrant(n, fixtures, records, |_| true);
    let mut rating_rows: Vec<Rating> = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| Rating {
            entrant: name(i),
            external: matches!(plan.entrants[i], Entrant::External(_)),
            rating: r.rating,
            deviation: r.deviation,
            low: r.rating - 1.96 * r.deviation,
            high: r.rating + 1.96 * r.deviation,
            games: totals[i].0,
            score: totals[i].1 / totals[i].0.max(1) as f64,
            faults: all_faults[i],
        })
        .collect();
    rating_rows.sort_by(|a, b| b.rating.total_cmp(&a.rating));
    Report {
        game: G::NAME,
        seed: plan.seed,
        seats,
        games_per_pair: 2 * deals,
        move_time: plan.time.move_time.as_secs_f64(),
        start_time: plan.time.start_time.as_secs_f64(),
        pairs: pair_results,
        ratings: rating_rows,
        levels: levels_played::<G>(plan),
    }
}

/// The level entrants and what each stands for with the plan's options.
fn levels_played<G: Heuristic>(plan: &Plan<'_, G>) -> Vec<LevelPlayed> {
    plan.entrants
        .iter()
        .filter_map(|entrant| match entrant {
            Entrant::Builtin(level @ BotSpec::Level(_)) => {
                let spec = level.resolve::<G>(plan.options);
                Some(LevelPlayed {
                    level: level.to_string(),
                    bot: spec.to_string(),
                    spec,
                })
            }
            _ => None,
        })
        .collect()
}

/// Who sits where at a table of more than two seats, in words for the pair table.
fn seating(seats: usize) -> Option<String> {
    if seats <= 2 {
        return None;
    }
    let letters = |parity: usize| {
        (0..seats)
            .filter(|seat| seat % 2 == parity)
            .map(|seat| Seat::new(seat).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (even, odd) = (letters(0), letters(1));
    let extra = if seats % 2 == 1 {
        tr(
            "cli-seating-odd",
            &[
                ("even", &even),
                ("fills", &seats.div_ceil(2)),
                ("seats", &seats),
            ],
        )
    } else {
        String::new()
    };
    Some(tr(
        "cli-seating",
        &[
            ("seats", &seats),
            ("even", &even),
            ("odd", &odd),
            ("extra", &extra),
        ],
    ))
}

/// The report as tables for a person.
#[must_use]
pub fn tables(report: &Report) -> String {
    let mut pairs = Table::new();
    pairs.load_style(UTF8_FULL_CONDENSED);
    pairs.set_header([
        tr("cli-col-bot", &[]),
        tr("cli-col-vs", &[]),
        tr("cli-col-games", &[]),
        tr("cli-col-wins", &[]),
        tr("cli-col-draws", &[]),
        tr("cli-col-losses", &[]),
        tr("cli-col-score-ci", &[]),
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
    let externals = report.ratings.iter().any(|row| row.external);
    let mut ratings = Table::new();
    ratings.load_style(UTF8_FULL_CONDENSED);
    let mut header: Vec<String> = [
        "cli-col-rank",
        "cli-col-bot",
        "cli-col-glicko",
        "cli-col-deviation",
        "cli-col-games",
        "cli-col-score",
    ]
    .iter()
    .map(|id| tr(id, &[]))
    .collect();
    if externals {
        header.extend(
            ["cli-col-timeouts", "cli-col-crashes", "cli-col-illegal"].map(|id| tr(id, &[])),
        );
    }
    ratings.set_header(header);
    for (rank, row) in report.ratings.iter().enumerate() {
        let mut cells = vec![
            (rank + 1).to_string(),
            row.entrant.clone(),
            format!("{:.0}", row.rating),
            format!("{:.0}", 1.96 * row.deviation),
            row.games.to_string(),
            format!("{:.1}%", 100.0 * row.score),
        ];
        if externals {
            let shown = |count: usize| {
                if row.external {
                    count.to_string()
                } else {
                    "-".to_owned()
                }
            };
            cells.extend([
                shown(row.faults.timeouts),
                shown(row.faults.crashes),
                shown(row.faults.illegal),
            ]);
        }
        ratings.add_row(cells);
    }
    let mut title = tr(
        "cli-tournament-title",
        &[
            ("game", &report.game),
            ("games", &report.games_per_pair),
            ("seed", &report.seed),
        ],
    );
    if externals {
        title.push_str(&tr(
            "cli-tournament-external",
            &[("move", &report.move_time), ("start", &report.start_time)],
        ));
    }
    let seating = seating(report.seats).map_or_else(String::new, |text| format!("{text}\n"));
    let levels: String = report
        .levels
        .iter()
        .map(|row| {
            let line = tr(
                "cli-tournament-level",
                &[("level", &row.level), ("bot", &describe_bot(row.spec))],
            );
            format!("{line}\n")
        })
        .collect();
    format!("{title}\n{levels}{pairs}\n{seating}{ratings}")
}

/// The pair results as CSV, with each side's failures.
#[must_use]
pub fn csv(report: &Report) -> String {
    let mut out = String::from(
        "bot,opponent,games,wins,draws,losses,score,score_low,score_high,timeouts,crashes,illegal,opponent_timeouts,opponent_crashes,opponent_illegal\n",
    );
    for p in &report.pairs {
        let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
        out.push_str(&format!(
            "{},{},{},{},{},{},{:.4},{:.4},{:.4},{},{},{},{},{},{}\n",
            quote(&p.first),
            quote(&p.second),
            p.games,
            p.first_wins,
            p.draws,
            p.second_wins,
            p.first_score.rate,
            p.first_score.low,
            p.first_score.high,
            p.first_faults.timeouts,
            p.first_faults.crashes,
            p.first_faults.illegal,
            p.second_faults.timeouts,
            p.second_faults.crashes,
            p.second_faults.illegal,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game of `first` against `second` that `first` scored `score` in (1, 0.5 or 0).
    fn game(first: usize, second: usize, score: f64) -> RatedGame {
        RatedGame {
            first,
            second,
            first_score: score,
            second_score: 1.0 - score,
        }
    }

    /// Two bots, 40 games: the first wins 22, all of them early, and loses the last 18.
    /// Rated a round at a time, as the tournament once did, the late losses outweighed
    /// the early wins.
    fn early_wins_late_losses() -> Vec<RatedGame> {
        (0..40)
            .map(|i| game(0, 1, if i < 22 { 1.0 } else { 0.0 }))
            .collect()
    }

    #[test]
    fn ratings_do_not_depend_on_the_order_of_the_games() {
        let games = early_wins_late_losses();
        let mut reversed = games.clone();
        reversed.reverse();
        let mut interleaved: Vec<RatedGame> = games.iter().step_by(2).copied().collect();
        interleaved.extend(games.iter().skip(1).step_by(2));
        let rated = glicko2_ratings(2, &games);
        for other in [reversed, interleaved] {
            let again = glicko2_ratings(2, &other);
            for (a, b) in rated.iter().zip(&again) {
                assert_eq!(
                    (a.rating, a.deviation, a.volatility),
                    (b.rating, b.deviation, b.volatility)
                );
            }
        }
    }

    #[test]
    fn the_bot_that_scored_more_is_rated_higher() {
        let rated = glicko2_ratings(2, &early_wins_late_losses());
        assert!(
            rated[0].rating > 1500.0 && rated[1].rating < 1500.0,
            "{rated:?}"
        );

        // A round-robin of four with close and far scores, draws among them: ranks follow
        // the scores.
        let mut games = Vec::new();
        let results = [
            (0, 1, [1.0, 1.0, 0.0, 0.5, 1.0, 0.0]), // 0 against 1: 3.5 of 6
            (0, 2, [1.0, 1.0, 1.0, 0.0, 1.0, 0.5]), // 4.5
            (0, 3, [1.0; 6]),
            (1, 2, [0.0, 1.0, 1.0, 0.5, 1.0, 0.0]), // 3.5
            (1, 3, [1.0, 1.0, 1.0, 1.0, 0.0, 1.0]), // 5
            (2, 3, [0.5, 1.0, 0.0, 1.0, 1.0, 1.0]), // 4.5
        ];
        for (a, b, scores) in results {
            games.extend(scores.iter().map(|&score| game(a, b, score)));
        }
        let rated = glicko2_ratings(4, &games);
        let totals: Vec<f64> = (0..4)
            .map(|e| {
                games
                    .iter()
                    .map(|g| match e {
                        e if e == g.first => g.first_score,
                        e if e == g.second => g.second_score,
                        _ => 0.0,
                    })
                    .sum()
            })
            .collect();
        for a in 0..4 {
            for b in 0..4 {
                if totals[a] > totals[b] {
                    assert!(rated[a].rating > rated[b].rating, "{totals:?} {rated:?}");
                }
            }
        }
    }

    #[test]
    fn the_pair_table_says_who_fills_the_third_seat() {
        assert_eq!(seating(2), None);
        let three = seating(3).unwrap();
        assert!(
            three.contains("Bot sits at A, C and vs at B")
                && three.contains("vs sits at A, C and Bot at B")
                && three.contains("extra seat in half its games"),
            "{three}"
        );
        let four = seating(4).unwrap();
        assert!(four.contains("Bot sits at A, C and vs at B, D"), "{four}");
        assert!(!four.contains("extra seat"), "{four}");
    }
}
