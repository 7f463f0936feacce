//! Provinces' part of a simulation summary: how long games last, and how they end.

use interregnum_provinces::{EndKind, ProvincesResult};
use serde::Serialize;

use crate::{Played, Rate};

/// Game length in rounds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundSummary {
    pub mean: f64,
    pub sd: f64,
    pub min: u32,
    pub median: f64,
    pub max: u32,
    /// Games that ended at the deck's round limit.
    pub hit_round_limit: usize,
    /// `histogram[r]` games lasted `r` rounds (index 0 is never used: a game has a round).
    #[serde(skip)]
    pub histogram: Vec<usize>,
}

impl RoundSummary {
    #[must_use]
    pub fn of(played: &[Played<ProvincesResult>]) -> RoundSummary {
        let mut rounds: Vec<u32> = played.iter().map(|p| p.outcome.detail.rounds).collect();
        rounds.sort_unstable();
        let n = rounds.len().max(1) as f64;
        let mean = rounds.iter().map(|&r| f64::from(r)).sum::<f64>() / n;
        let var = rounds
            .iter()
            .map(|&r| (f64::from(r) - mean).powi(2))
            .sum::<f64>()
            / n;
        let median = match rounds.len() {
            0 => 0.0,
            len if len % 2 == 1 => f64::from(rounds[len / 2]),
            len => (f64::from(rounds[len / 2 - 1]) + f64::from(rounds[len / 2])) / 2.0,
        };
        let max = rounds.last().copied().unwrap_or(0);
        let mut histogram = vec![0; max as usize + 1];
        for &r in &rounds {
            histogram[r as usize] += 1;
        }
        RoundSummary {
            mean,
            sd: var.sqrt(),
            min: rounds.first().copied().unwrap_or(0),
            median,
            max,
            hit_round_limit: played
                .iter()
                .filter(|p| p.outcome.detail.end == EndKind::RoundLimit)
                .count(),
            histogram,
        }
    }
}

/// How many games ended one way, with the rate and its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Count {
    pub games: usize,
    pub rate: Rate,
}

impl Count {
    fn of(played: &[Played<ProvincesResult>], keep: impl Fn(&ProvincesResult) -> bool) -> Count {
        let games = played.iter().filter(|p| keep(&p.outcome.detail)).count();
        Count {
            games,
            rate: Rate::wilson(games as f64, played.len()),
        }
    }
}

/// How games end and how their winners are decided.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Endings {
    /// Someone held the Province target at a round's end.
    pub province_target: Count,
    /// The round limit ended the game.
    pub round_limit: Count,
    /// One seat had the most Provinces.
    pub most_provinces: Count,
    /// Seats tied on Provinces; the treasury tie-break decided.
    pub treasury_tie_break: Count,
    /// Seats tied on Provinces and treasury share the win.
    pub shared: Count,
    /// Every seat shares the win (reported as a draw).
    pub draw: Count,
}

impl Endings {
    #[must_use]
    pub fn of(played: &[Played<ProvincesResult>]) -> Endings {
        Endings {
            province_target: Count::of(played, |r| r.end == EndKind::ProvinceTarget),
            round_limit: Count::of(played, |r| r.end == EndKind::RoundLimit),
            most_provinces: Count::of(played, |r| !r.decided_by_treasury && !r.shared),
            treasury_tie_break: Count::of(played, |r| r.decided_by_treasury),
            shared: Count::of(played, |r| r.shared),
            draw: Count::of(played, |r| r.winners.len() == r.provinces.len()),
        }
    }

    /// Every count with its name in the JSON report, in the order a report lists them.
    #[must_use]
    pub fn named(&self) -> [(&'static str, Count); 6] {
        [
            ("province_target", self.province_target),
            ("round_limit", self.round_limit),
            ("most_provinces", self.most_provinces),
            ("treasury_tie_break", self.treasury_tie_break),
            ("shared", self.shared),
            ("draw", self.draw),
        ]
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use interregnum_bots::BotSpec;
    use interregnum_provinces::{Provinces, ProvincesOptions};

    use super::*;
    use crate::{Control, Plan, run};

    #[test]
    fn lengths_and_endings_count_every_game() {
        let options = ProvincesOptions::default();
        let bots = [BotSpec::Heuristic, BotSpec::Heuristic];
        let plan = Plan::<Provinces> {
            options: &options,
            games: 12,
            seed: 3,
            threads: 1,
            bots: &bots,
            rotate: false,
            label: None,
        };
        let stop = AtomicBool::new(false);
        let played = run(
            &plan,
            &Control {
                on_done: &|| {},
                stop: &stop,
            },
        );
        let rounds = RoundSummary::of(&played);
        assert_eq!(rounds.histogram.iter().sum::<usize>(), 12);
        assert!(rounds.histogram[rounds.max as usize] > 0);
        assert_eq!(
            rounds.histogram[..rounds.min as usize]
                .iter()
                .sum::<usize>(),
            0
        );
        let endings = Endings::of(&played);
        assert_eq!(
            endings.province_target.games + endings.round_limit.games,
            12,
            "a game ends on the target or the limit"
        );
        assert_eq!(
            endings.most_provinces.games + endings.treasury_tie_break.games + endings.shared.games,
            12,
            "a winner is decided one way"
        );
    }
}
