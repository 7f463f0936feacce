//! `interregnum simulate`: many bot games, summarised for designers.

use std::collections::BTreeMap;

use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_bots::{BotSpec, Heuristic, ask};
use interregnum_claim::{ClaimScore, Faction};
use interregnum_core::{Game, Outcome, Seat, Start};
use serde::Serialize;

use crate::{parallel, seeds};

/// Names what an action uses (its kind, its cards), for the usage counts of a report.
pub type Labeller<G> = fn(&<G as Game>::Action) -> Vec<String>;

/// What to simulate.
pub struct Plan<'a, G: Game> {
    pub options: &'a G::Options,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// One bot per seat, in seat order.
    pub bots: &'a [BotSpec],
    pub progress: bool,
    /// Names to count for an action (its kind, the cards it uses), for the report.
    pub label: Option<Labeller<G>>,
}

/// One finished game.
pub struct Played<D> {
    pub outcome: Outcome<D>,
    pub plies: usize,
    /// How often each label of [`Plan::label`] was played, by seat: the designer's view
    /// of which actions and cards get used.
    pub tally: BTreeMap<String, Vec<u32>>,
}

/// Plays `plan.games` games on `plan.threads` threads. Game `i` is seeded from
/// `(plan.seed, i)` alone, so the results do not depend on the thread count.
///
/// # Panics
/// If a game cannot start with these options (the caller checks that first).
pub fn run<G: Heuristic>(plan: &Plan<'_, G>) -> Vec<Played<G::Detail>> {
    parallel::run_jobs(plan.games, plan.threads, plan.progress, "games", |index| {
        play_one::<G>(plan, index as u64)
    })
}

fn play_one<G: Heuristic>(plan: &Plan<'_, G>, index: u64) -> Played<G::Detail> {
    let game_seed = seeds::derive(plan.seed, index);
    let mut game = G::new(plan.options, &Start::seeded(game_seed)).expect("options were checked");
    let mut bots: Vec<_> = plan
        .bots
        .iter()
        .enumerate()
        .map(|(seat, kind)| kind.build::<G>(seeds::derive(game_seed, 1 + seat as u64)))
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
        plies,
        tally,
    }
}

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Rate {
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Rate {
    #[must_use]
    pub fn wilson(successes: f64, trials: usize) -> Rate {
        if trials == 0 {
            return Rate {
                rate: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = trials as f64;
        let p = successes / n;
        let z = 1.96_f64;
        let denom = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / denom;
        let half = z / denom * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
        Rate {
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }

    #[must_use]
    pub fn text(self) -> String {
        format!(
            "{:.1}% ({:.1}–{:.1})",
            100.0 * self.rate,
            100.0 * self.low,
            100.0 * self.high
        )
    }
}

/// Per-seat results.
#[derive(Debug, Serialize)]
pub struct SeatSummary {
    pub seat: String,
    pub bot: String,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub win_rate: Rate,
    pub mean_score: f64,
}

/// The game-independent summary.
#[derive(Debug, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: usize,
    pub seed: u64,
    pub draws: usize,
    pub mean_plies: f64,
    pub seats: Vec<SeatSummary>,
}

#[must_use]
pub fn summarise<G: Game>(plan: &Plan<'_, G>, played: &[Played<G::Detail>]) -> Summary {
    let n_seats = plan.bots.len();
    let draws = played.iter().filter(|p| p.outcome.is_draw()).count();
    let seats = Seat::all(n_seats)
        .map(|seat| {
            let wins = played
                .iter()
                .filter(|p| p.outcome.winners.contains(&seat))
                .count();
            let score: i64 = played
                .iter()
                .map(|p| i64::from(p.outcome.scores[seat.index()]))
                .sum();
            SeatSummary {
                seat: seat.to_string(),
                bot: plan.bots[seat.index()].to_string(),
                wins,
                draws,
                losses: played.len() - wins - draws,
                win_rate: Rate::wilson(wins as f64, played.len()),
                mean_score: score as f64 / played.len().max(1) as f64,
            }
        })
        .collect();
    Summary {
        game: G::NAME,
        games: played.len(),
        seed: plan.seed,
        draws,
        mean_plies: played.iter().map(|p| p.plies as f64).sum::<f64>() / played.len().max(1) as f64,
        seats,
    }
}

/// The summary as tables for a person.
#[must_use]
pub fn summary_table(summary: &Summary, score_unit: &str) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        "Seat",
        "Bot",
        "Wins",
        "Draws",
        "Losses",
        "Win rate (95% CI)",
        &format!("Mean {score_unit}"),
    ]);
    for seat in &summary.seats {
        table.add_row([
            seat.seat.clone(),
            seat.bot.clone(),
            seat.wins.to_string(),
            seat.draws.to_string(),
            seat.losses.to_string(),
            seat.win_rate.text(),
            format!("{:.2}", seat.mean_score),
        ]);
    }
    format!(
        "{} games of {} from seed {} · {} draws · {:.1} moves a game\n{table}",
        summary.games, summary.game, summary.seed, summary.draws, summary.mean_plies
    )
}

/// How often each faction went to each seat, in Claim.
#[derive(Debug, Serialize)]
pub struct FactionSummary {
    pub faction: Faction,
    /// Games in which seat A, seat B, or nobody won the faction.
    pub won_by: [usize; 2],
    pub unawarded: usize,
}

#[must_use]
pub fn claim_factions(played: &[Played<ClaimScore>]) -> Vec<FactionSummary> {
    Faction::ALL
        .iter()
        .map(|&faction| {
            let mut won_by = [0; 2];
            let mut unawarded = 0;
            for game in played {
                match game.outcome.detail.factions[faction as usize].winner {
                    Some(seat) => won_by[seat.index()] += 1,
                    None => unawarded += 1,
                }
            }
            FactionSummary {
                faction,
                won_by,
                unawarded,
            }
        })
        .collect()
}

#[must_use]
pub fn claim_faction_table(factions: &[FactionSummary], games: usize) -> String {
    let pct = |n: usize| format!("{:.1}%", 100.0 * n as f64 / games.max(1) as f64);
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(["Faction", "Won by A", "Won by B", "Unawarded"]);
    for f in factions {
        table.add_row([
            f.faction.name().to_owned(),
            pct(f.won_by[0]),
            pct(f.won_by[1]),
            pct(f.unawarded),
        ]);
    }
    format!("Faction votes\n{table}")
}

#[cfg(test)]
mod tests {
    use interregnum_claim::Claim;

    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let rate = Rate::wilson(50.0, 100);
        assert!((rate.rate - 0.5).abs() < 1e-12);
        assert!((rate.low - 0.4038).abs() < 1e-3 && (rate.high - 0.5962).abs() < 1e-3);
        let none = Rate::wilson(0.0, 10);
        assert!(none.low == 0.0 && none.high > 0.2);
    }

    #[test]
    fn results_do_not_depend_on_threads() {
        let options = Default::default();
        let bots = [BotSpec::Random, BotSpec::Random];
        let plan = |threads| Plan::<Claim> {
            label: None,
            options: &options,
            games: 40,
            seed: 9,
            threads,
            bots: &bots,
            progress: false,
        };
        let one: Vec<_> = run(&plan(1)).into_iter().map(|p| p.outcome).collect();
        let two: Vec<_> = run(&plan(2)).into_iter().map(|p| p.outcome).collect();
        assert_eq!(one, two);
    }
}

/// How often each label was played: per game on average, and per seat in all.
#[derive(Debug, Serialize)]
pub struct Usage {
    pub label: String,
    pub per_game: f64,
    pub by_seat: Vec<u64>,
}

#[must_use]
pub fn usage<D>(played: &[Played<D>]) -> Vec<Usage> {
    let mut totals: BTreeMap<&str, Vec<u64>> = BTreeMap::new();
    for game in played {
        for (label, counts) in &game.tally {
            let entry = totals.entry(label).or_insert_with(|| vec![0; counts.len()]);
            for (total, &n) in entry.iter_mut().zip(counts) {
                *total += u64::from(n);
            }
        }
    }
    let games = played.len().max(1) as f64;
    let mut rows: Vec<Usage> = totals
        .into_iter()
        .map(|(label, by_seat)| Usage {
            label: label.to_owned(),
            per_game: by_seat.iter().sum::<u64>() as f64 / games,
            by_seat,
        })
        .collect();
    rows.sort_by(|a, b| {
        b.per_game
            .total_cmp(&a.per_game)
            .then_with(|| a.label.cmp(&b.label))
    });
    rows
}

#[must_use]
pub fn usage_table(rows: &[Usage], title: &str) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    let seats = rows.first().map_or(0, |r| r.by_seat.len());
    let mut header = vec!["Label".to_owned(), "Per game".to_owned()];
    header.extend((0..seats).map(|i| format!("Seat {}", Seat::new(i))));
    table.set_header(header);
    for row in rows {
        let mut cells = vec![row.label.clone(), format!("{:.2}", row.per_game)];
        cells.extend(row.by_seat.iter().map(ToString::to_string));
        table.add_row(cells);
    }
    format!("{title}\n{table}")
}
