//! Win rates with their 95% Wilson intervals, per bot and per seat, and usage counts.

use std::collections::BTreeMap;

use interregnum_core::{Game, Seat};
use serde::Serialize;

use crate::{Plan, Played};

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let rate = Rate::wilson(50.0, 100);
        assert!((rate.rate - 0.5).abs() < 1e-12);
        assert!((rate.low - 0.4038).abs() < 1e-3 && (rate.high - 0.5962).abs() < 1e-3);
        let none = Rate::wilson(0.0, 10);
        assert!(none.low == 0.0 && none.high > 0.2);
    }
}
