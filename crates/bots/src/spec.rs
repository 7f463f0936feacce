//! Bots by name, as users write them: `random`, `heuristic`, `ismcts`, `ismcts:2000`
//! (iterations), `ismcts:100ms` (time per move), and the levels `easy`, `medium`, `hard`.

use std::{fmt, str::FromStr, time::Duration};

use thiserror::Error;

use crate::{Bot, Budget, Heuristic, Ismcts, IsmctsConfig, RandomBot};

/// Difficulty levels a person understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// What each level plays by default: easy is the heuristic bot, medium and hard search
    /// with ISMCTS. A game may map its levels otherwise ([`crate::Heuristic::level`]).
    #[must_use]
    pub fn spec(self) -> BotSpec {
        match self {
            Level::Easy => BotSpec::Heuristic,
            Level::Medium => BotSpec::Ismcts {
                budget: Budget::Iterations(2_000),
                threads: 1,
            },
            Level::Hard => BotSpec::Ismcts {
                budget: Budget::Iterations(20_000),
                threads: 2,
            },
        }
    }
}

/// A bot described by name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BotSpec {
    Random,
    Heuristic,
    Ismcts { budget: Budget, threads: usize },
    Level(Level),
}

impl BotSpec {
    /// The bot a level stands for in a game with these options; other specs as they are.
    /// Front ends resolve levels this way before building, since the table matters
    /// (a level may mean another bot at three players than at two).
    #[must_use]
    pub fn resolve<G: Heuristic>(self, options: &G::Options) -> BotSpec {
        match self {
            BotSpec::Level(level) => G::level(level, options),
            spec => spec,
        }
    }

    /// A new bot of this kind, seeded for reproducible play.
    #[must_use]
    pub fn build<G: Heuristic>(self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            BotSpec::Random => Box::new(RandomBot::new(seed)),
            BotSpec::Heuristic => G::heuristic_bot(seed),
            BotSpec::Ismcts { budget, threads } => Box::new(Ismcts::<G>::new(IsmctsConfig {
                budget,
                threads,
                seed,
                ..IsmctsConfig::default()
            })),
            BotSpec::Level(level) => G::level(level, &G::Options::default()).build(seed),
        }
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BotSpec::Random => f.write_str("random"),
            BotSpec::Heuristic => f.write_str("heuristic"),
            BotSpec::Ismcts {
                budget: Budget::Iterations(n),
                ..
            } => write!(f, "ismcts:{n}"),
            BotSpec::Ismcts {
                budget: Budget::Time(limit),
                ..
            } => write!(f, "ismcts:{}ms", limit.as_millis()),
            BotSpec::Level(Level::Easy) => f.write_str("easy"),
            BotSpec::Level(Level::Medium) => f.write_str("medium"),
            BotSpec::Level(Level::Hard) => f.write_str("hard"),
        }
    }
}

/// A bot name that is not known, or a budget that is not one.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "{problem}; the bots are: random, heuristic, ismcts, ismcts:ITERATIONS (as ismcts:2000), \
     ismcts:MSms (as ismcts:100ms), and the levels easy, medium, hard"
)]
pub struct UnknownBot {
    /// The name as it was given.
    pub text: String,
    /// What is wrong with it.
    pub problem: String,
}

impl UnknownBot {
    fn new(text: &str, problem: impl Into<String>) -> UnknownBot {
        UnknownBot {
            text: text.to_owned(),
            problem: problem.into(),
        }
    }
}

impl FromStr for BotSpec {
    type Err = UnknownBot;

    fn from_str(text: &str) -> Result<BotSpec, UnknownBot> {
        let lower = text.trim().to_ascii_lowercase();
        let (name, arg) = match lower.split_once(':') {
            Some((name, arg)) => (name, Some(arg)),
            None => (lower.as_str(), None),
        };
        let spec = match (name, arg) {
            ("random", None) => BotSpec::Random,
            ("heuristic", None) => BotSpec::Heuristic,
            ("easy", None) => BotSpec::Level(Level::Easy),
            ("medium", None) => BotSpec::Level(Level::Medium),
            ("hard", None) => BotSpec::Level(Level::Hard),
            ("ismcts", None) => BotSpec::Ismcts {
                budget: Budget::Iterations(1_000),
                threads: 1,
            },
            ("ismcts", Some(arg)) => {
                let not_a_budget = || {
                    UnknownBot::new(
                        text,
                        format!(
                            "{text:?}: a search budget is a number of iterations (ismcts:2000) \
                             or of milliseconds (ismcts:100ms)"
                        ),
                    )
                };
                let budget = if let Some(ms) = arg.strip_suffix("ms") {
                    Budget::Time(Duration::from_millis(
                        ms.parse().map_err(|_| not_a_budget())?,
                    ))
                } else {
                    Budget::Iterations(arg.parse().map_err(|_| not_a_budget())?)
                };
                if matches!(budget, Budget::Iterations(0)) || budget == Budget::Time(Duration::ZERO)
                {
                    return Err(UnknownBot::new(
                        text,
                        format!("{text:?}: a search needs at least 1 iteration or 1 ms"),
                    ));
                }
                BotSpec::Ismcts { budget, threads: 1 }
            }
            ("random" | "heuristic" | "easy" | "medium" | "hard", Some(_)) => {
                return Err(UnknownBot::new(
                    text,
                    format!("{text:?}: only ismcts takes a budget after a colon"),
                ));
            }
            _ => {
                return Err(UnknownBot::new(text, format!("unknown bot {text:?}")));
            }
        };
        Ok(spec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_typos_are_explained() {
        for name in [
            "random",
            "heuristic",
            "ismcts:2000",
            "ismcts:100ms",
            "easy",
            "medium",
            "hard",
        ] {
            let spec: BotSpec = name.parse().unwrap();
            assert_eq!(spec.to_string(), name);
        }
        assert_eq!(
            "Ismcts".parse::<BotSpec>().unwrap().to_string(),
            "ismcts:1000"
        );
        for bad in ["mcts", "ismcts:", "ismcts:0", "ismcts:fast", "random:3", ""] {
            let err = bad.parse::<BotSpec>().unwrap_err().to_string();
            assert!(err.contains("ismcts:2000"), "{bad}: {err}");
            assert!(!err.contains('\\') && !err.contains("  "), "{bad}: {err}");
        }
        let problem = |bad: &str| bad.parse::<BotSpec>().unwrap_err().problem;
        assert_eq!(problem("mcts"), "unknown bot \"mcts\"");
        assert!(problem("ismcts:0").contains("at least 1 iteration"));
        assert!(problem("ismcts:fast").contains("number of iterations"));
        assert!(problem("random:3").contains("only ismcts takes a budget"));
    }
}
