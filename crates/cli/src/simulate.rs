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
    /// One bot per seat, in seat order (the first game's seating when `rotate` is set).
    pub bots: &'a [BotSpec],
    /// Game `i` moves every bot `i` seats on, so each bot plays each seat equally often and
    /// bot strength is not mixed with seat advantage.
    pub rotate: bool,
    pub progress: bool,
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
        .map(|(seat, &bot)| plan.bots[bot].build::<G>(seeds::derive(game_seed, 1 + seat as u64)))
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

/// Per-seat results; with rotating seats, per bot (`seat` is then `rotating`).
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
    /// `fixed` or `rotating` (see [`Plan::rotate`]).
    pub seating: &'static str,
    pub seats: Vec<SeatSummary>,
    /// With rotating seats: wins by seat whoever sat there, the seat advantage.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub seat_wins: Vec<SeatWins>,
}

/// How often a seat won, whatever bot sat in it.
#[derive(Debug, Serialize)]
pub struct SeatWins {
    pub seat: String,
    pub wins: usize,
    pub win_rate: Rate,
}

#[must_use]
pub fn summarise<G: Game>(plan: &Plan<'_, G>, played: &[Played<G::Detail>]) -> Summary {
    let n_seats = plan.bots.len();
    let draws = played.iter().filter(|p| p.outcome.is_draw()).count();
    // Row `k` follows the `k`-th listed bot, wherever it sat (its seat when seats are fixed).
    let seat_of = |p: &Played<G::Detail>, k: usize| {
        Seat::new(p.lineup.iter().position(|&b| b == k).unwrap_or(k))
    };
    let seats = (0..n_seats)
        .map(|k| {
            let wins = played
                .iter()
                .filter(|p| p.outcome.winners.contains(&seat_of(p, k)))
                .count();
            let score: i64 = played
                .iter()
                .map(|p| i64::from(p.outcome.scores[seat_of(p, k).index()]))
                .sum();
            SeatSummary {
                seat: if plan.rotate {
                    "rotating".to_owned()
                } else {
                    Seat::new(k).to_string()
                },
                bot: plan.bots[k].to_string(),
                wins,
                draws,
                losses: played.len() - wins - draws,
                win_rate: Rate::wilson(wins as f64, played.len()),
                mean_score: score as f64 / played.len().max(1) as f64,
            }
        })
        .collect();
    let seat_wins = if plan.rotate {
        Seat::all(n_seats)
            .map(|seat| {
                let wins = played
                    .iter()
                    .filter(|p| p.outcome.winners.contains(&seat))
                    .count();
                SeatWins {
                    seat: seat.to_string(),
                    wins,
                    win_rate: Rate::wilson(wins as f64, played.len()),
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    Summary {
        game: G::NAME,
        games: played.len(),
        seed: plan.seed,
        draws,
        mean_plies: played.iter().map(|p| p.plies as f64).sum::<f64>() / played.len().max(1) as f64,
        seating: if plan.rotate { "rotating" } else { "fixed" },
        seats,
        seat_wins,
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
    let mut text = format!(
        "{} games of {} from seed {} · {} draws · {:.1} moves a game\n",
        summary.games, summary.game, summary.seed, summary.draws, summary.mean_plies
    );
    if summary.seat_wins.is_empty() {
        text.push_str(&format!("{table}"));
        return text;
    }
    text.push_str(
        "Seats rotate: game i moves every bot i seats on, so each bot plays each seat as often \
         and a bot's results are not a seat's advantage (--fixed-seats keeps them in place).\n",
    );
    text.push_str(&format!("{table}"));
    let mut seats = Table::new();
    seats.load_style(UTF8_FULL_CONDENSED);
    seats.set_header(["Seat", "Wins, whoever sat there", "Win rate (95% CI)"]);
    for seat in &summary.seat_wins {
        seats.add_row([
            seat.seat.clone(),
            seat.wins.to_string(),
            seat.win_rate.text(),
        ]);
    }
    text.push_str(&format!("\nSeat advantage\n{seats}"));
    text
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
            rotate: false,
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

/// The usage counts as tables, per game throughout (all seats, then each seat). Labels
/// written `group: name` (as `action: bank`, `card: Scout`, `discarded: S1`) are grouped,
/// one table per group, each sorted by frequency; other labels make one table.
#[must_use]
pub fn usage_table(rows: &[Usage], title: &str, games: usize) -> String {
    let games = games.max(1) as f64;
    let seats = rows.first().map_or(0, |r| r.by_seat.len());
    let mut groups: Vec<(&str, Vec<&Usage>)> = Vec::new();
    for row in rows {
        let group = row.label.split_once(": ").map_or("", |(g, _)| g);
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, members)) => members.push(row),
            None => groups.push((group, vec![row])),
        }
    }
    let order = |g: &str| match g {
        "action" => 0,
        "card" => 1,
        "discarded" => 2,
        _ => 3,
    };
    groups.sort_by_key(|(g, _)| order(g));
    let mut text = format!("{title}, per game (all seats, then each seat)");
    for (group, members) in groups {
        let heading = match group {
            "action" => "Actions",
            "card" => "Cards played from hand",
            "discarded" => "Cards discarded at the hand limit",
            "" => "Label",
            other => other,
        };
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        let mut header = vec![heading.to_owned(), "All seats".to_owned()];
        header.extend((0..seats).map(|i| format!("Seat {}", Seat::new(i))));
        table.set_header(header);
        for row in members {
            let name = row
                .label
                .split_once(": ")
                .map_or(row.label.as_str(), |(_, n)| n);
            let mut cells = vec![name.to_owned(), format!("{:.2}", row.per_game)];
            cells.extend(
                row.by_seat
                    .iter()
                    .map(|&n| format!("{:.2}", n as f64 / games)),
            );
            table.add_row(cells);
        }
        text.push_str(&format!("\n{table}"));
    }
    text
}
