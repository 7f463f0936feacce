//! Provinces on the command line: options from the flags (player count, deck file, first
//! player), the designer's part of a simulation report, and the usage labels of actions.

use std::fmt::Write as _;

use anyhow::{Context, Result, bail};
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_core::Seat;
use interregnum_provinces::{Action, Deck, EndKind, Provinces, ProvincesOptions, ProvincesResult};
use serde::Serialize;
use serde_json::Value;

use super::{CliGame, TableArgs};
use crate::{
    play::provinces::ProvincesPresenter,
    simulate::{self, Labeller, Played, Rate},
};

impl CliGame for Provinces {
    const TITLE: &'static str = "Provinces";
    const SCORE_UNIT: &'static str = "Provinces";
    type Presenter = ProvincesPresenter;

    fn options_from(args: &TableArgs) -> Result<ProvincesOptions> {
        let players = args.players.unwrap_or(2);
        if !(2..=4).contains(&players) {
            bail!("Provinces is a game for 2 to 4 players, not {players}; use --players 2, 3 or 4");
        }
        let players = players as u8;
        let deck = match &args.deck {
            None => Deck::default(),
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read the deck file {}", path.display()))?;
                let deck = Deck::from_toml_str(&text)
                    .with_context(|| format!("the deck file {} is refused", path.display()))?;
                deck.check_players(players).with_context(|| {
                    format!(
                        "the deck file {} does not allow {players} players",
                        path.display()
                    )
                })?;
                deck
            }
        };
        let first_player = match args.first {
            Some(seat) if seat.index() >= usize::from(players) => bail!(
                "--first {seat}: with {players} players the seats are A to {}",
                Seat::new(usize::from(players) - 1)
            ),
            Some(seat) => Some(seat.index() as u8),
            None => None,
        };
        Ok(ProvincesOptions {
            players,
            first_player,
            deck,
        })
    }

    fn presenter(human: Seat, options: &ProvincesOptions) -> ProvincesPresenter {
        ProvincesPresenter::new(human, options)
    }

    fn report(played: &[Played<ProvincesResult>]) -> (Value, String) {
        let rounds = RoundSummary::of(played);
        let endings = Endings::of(played);
        let usage = simulate::usage(played);
        let json = serde_json::json!({
            "rounds": rounds,
            "endings": endings,
            "usage": usage,
        });
        let mut text = String::new();
        let _ = writeln!(text, "{}", rounds.table());
        let _ = writeln!(text, "{}", endings.table(played.len()));
        let _ = write!(
            text,
            "{}",
            simulate::usage_table(&usage, "Actions and cards", played.len())
        );
        (json, text)
    }

    fn label() -> Option<Labeller<Provinces>> {
        Some(label)
    }
}

/// The usage labels of a decision: `action: <kind>`, and `card: <card>` for the card it
/// plays from hand. Choices made card by card count each card a bot chose (not those the
/// engine paid because they were the only option): `action: cover` and `action: give` per
/// gold card, `discarded: <card>` per card discarded at the hand limit. The later steps of
/// an activation (`pay`), a Combine (`with`) and a Detach (`split`) have no label.
fn label(action: &Action) -> Vec<String> {
    let kind = match action {
        Action::EndTurn => "end",
        Action::Bank(_) => "bank",
        Action::Activate(_) => "activate",
        Action::Attack(..) => "attack",
        Action::Attach(..) => "attach",
        Action::Combine(_) => "combine",
        Action::Detach(_) => "detach",
        Action::Scout => "scout",
        Action::Tax(_) => "tax",
        Action::Province => "province",
        Action::Pass => "pass",
        Action::Guard => "guard",
        Action::Reaper => "reaper",
        Action::Monk => "monk",
        Action::Block(_) => "block",
        Action::Cover(_) => "cover",
        Action::Give(_) => "give",
        Action::Discard(card) => return vec![format!("discarded: {card}")],
        Action::Pay(_) | Action::CombineWith(_) | Action::Split { .. } => return Vec::new(),
    };
    let mut labels = vec![format!("action: {kind}")];
    let card = match action {
        Action::Bank(level) | Action::Activate(level) => Some(format!("S{level}")),
        Action::Attach(level, _) => Some(format!("P{level}")),
        Action::Scout => Some("Scout".to_owned()),
        Action::Tax(_) => Some("Tax".to_owned()),
        Action::Province => Some("Province".to_owned()),
        Action::Guard => Some("Guard".to_owned()),
        Action::Reaper => Some("Reaper".to_owned()),
        Action::Monk => Some("Monk".to_owned()),
        _ => None,
    };
    labels.extend(card.map(|c| format!("card: {c}")));
    labels
}

/// Game length in rounds.
#[derive(Debug, Serialize)]
struct RoundSummary {
    mean: f64,
    sd: f64,
    min: u32,
    median: f64,
    max: u32,
    /// Games that ended at the deck's round limit.
    hit_round_limit: usize,
}

impl RoundSummary {
    fn of(played: &[Played<ProvincesResult>]) -> RoundSummary {
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
        RoundSummary {
            mean,
            sd: var.sqrt(),
            min: rounds.first().copied().unwrap_or(0),
            median,
            max: rounds.last().copied().unwrap_or(0),
            hit_round_limit: played
                .iter()
                .filter(|p| p.outcome.detail.end == EndKind::RoundLimit)
                .count(),
        }
    }

    fn table(&self) -> String {
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(["Mean", "SD", "Min", "Median", "Max", "Hit the round limit"]);
        table.add_row([
            format!("{:.2}", self.mean),
            format!("{:.2}", self.sd),
            self.min.to_string(),
            format!("{:.1}", self.median),
            self.max.to_string(),
            self.hit_round_limit.to_string(),
        ]);
        format!("Game length in rounds\n{table}")
    }
}

/// How many games ended each way, with the rate and its 95% interval.
#[derive(Debug, Serialize)]
struct Count {
    games: usize,
    rate: Rate,
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
#[derive(Debug, Serialize)]
struct Endings {
    /// Someone held the Province target at a round's end.
    province_target: Count,
    /// The round limit ended the game.
    round_limit: Count,
    /// One seat had the most Provinces.
    most_provinces: Count,
    /// Seats tied on Provinces; the treasury tie-break decided.
    treasury_tie_break: Count,
    /// Seats tied on Provinces and treasury share the win.
    shared: Count,
    /// Every seat shares the win (reported as a draw).
    draw: Count,
}

impl Endings {
    fn of(played: &[Played<ProvincesResult>]) -> Endings {
        Endings {
            province_target: Count::of(played, |r| r.end == EndKind::ProvinceTarget),
            round_limit: Count::of(played, |r| r.end == EndKind::RoundLimit),
            most_provinces: Count::of(played, |r| !r.decided_by_treasury && !r.shared),
            treasury_tie_break: Count::of(played, |r| r.decided_by_treasury),
            shared: Count::of(played, |r| r.shared),
            draw: Count::of(played, |r| r.winners.len() == r.provinces.len()),
        }
    }

    fn table(&self, games: usize) -> String {
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(["How the game ended", "Games", "Rate (95% CI)"]);
        let rows = [
            ("Province target reached", &self.province_target),
            ("Round limit reached", &self.round_limit),
            ("Won on Provinces alone", &self.most_provinces),
            ("Won on the treasury tie-break", &self.treasury_tie_break),
            ("Shared win", &self.shared),
            ("Shared by every seat (a draw)", &self.draw),
        ];
        for (name, count) in rows {
            table.add_row([name.to_owned(), count.games.to_string(), count.rate.text()]);
        }
        format!("How the {games} games ended\n{table}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_name_the_kind_and_the_card() {
        let label_of = |text: &str| label(&text.parse::<Action>().unwrap());
        assert_eq!(label_of("monk"), ["action: monk", "card: Monk"]);
        assert_eq!(label_of("activate S5"), ["action: activate", "card: S5"]);
        assert!(label_of("pay 4").is_empty());
        assert_eq!(label_of("attack S6 B"), ["action: attack"]);
        assert_eq!(label_of("discard Scout"), ["discarded: Scout"]);
    }

    #[test]
    fn bad_flags_are_explained() {
        let err = |args: TableArgs| Provinces::options_from(&args).unwrap_err().to_string();
        assert!(
            err(TableArgs {
                players: Some(5),
                ..TableArgs::default()
            })
            .contains("2 to 4 players")
        );
        assert!(
            err(TableArgs {
                first: Some(Seat::new(2)),
                ..TableArgs::default()
            })
            .contains("seats are A to B")
        );
        let missing = format!("{:#}", {
            let args = TableArgs {
                deck: Some("/nonexistent/deck.toml".into()),
                ..TableArgs::default()
            };
            Provinces::options_from(&args).unwrap_err()
        });
        assert!(missing.contains("/nonexistent/deck.toml"), "{missing}");
    }
}
