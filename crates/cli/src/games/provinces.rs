//! Provinces on the command line: options from the flags (player count, deck file, first
//! player), the designer's part of a simulation report, and the usage labels of actions.

use crate::i18n::tr;
use std::fmt::Write as _;

use anyhow::{Context, Result, bail};
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_core::Seat;
use interregnum_provinces::{Action, Deck, Provinces, ProvincesOptions, ProvincesResult};
use interregnum_simulate::provinces::{Endings, RoundSummary};
use serde_json::Value;

use super::{CliGame, TableArgs};
use crate::{
    play::provinces::ProvincesPresenter,
    simulate::{self, Labeller, Played},
};

impl CliGame for Provinces {
    const TITLE: &'static str = "Provinces";
    const SCORE_UNIT: &'static str = "cli-unit-provinces";
    type Presenter = ProvincesPresenter;

    fn options_from(args: &TableArgs) -> Result<ProvincesOptions> {
        let players = args.players.unwrap_or(2);
        if !(2..=4).contains(&players) {
            bail!("{}", tr("cli-provinces-players", &[("n", &players)]));
        }
        let players = players as u8;
        let deck = match &args.deck {
            None => Deck::default(),
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| tr("cli-deck-unreadable", &[("path", &path.display())]))?;
                let deck = Deck::from_toml_str(&text)
                    .with_context(|| tr("cli-deck-refused", &[("path", &path.display())]))?;
                deck.check_players(players).with_context(|| {
                    tr(
                        "cli-deck-players",
                        &[("path", &path.display()), ("n", &players)],
                    )
                })?;
                deck
            }
        };
        let first_player = match args.first {
            Some(seat) if seat.index() >= usize::from(players) => bail!(
                "{}",
                tr(
                    "cli-first-seat",
                    &[
                        ("seat", &seat),
                        ("n", &players),
                        ("last", &Seat::new(usize::from(players) - 1)),
                    ],
                )
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
        let _ = writeln!(text, "{}", round_table(&rounds));
        let _ = writeln!(text, "{}", endings_table(&endings, played.len()));
        let _ = write!(
            text,
            "{}",
            simulate::usage_table(&usage, &tr("cli-usage-provinces", &[]), played.len())
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

fn round_table(rounds: &RoundSummary) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(
        [
            "cli-col-mean-short",
            "cli-col-sd",
            "cli-col-min",
            "cli-col-median",
            "cli-col-max",
            "cli-pr-hit-limit",
        ]
        .map(|id| tr(id, &[])),
    );
    table.add_row([
        format!("{:.2}", rounds.mean),
        format!("{:.2}", rounds.sd),
        rounds.min.to_string(),
        format!("{:.1}", rounds.median),
        rounds.max.to_string(),
        rounds.hit_round_limit.to_string(),
    ]);
    format!("{}\n{table}", tr("cli-pr-length", &[]))
}

fn endings_table(endings: &Endings, games: usize) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(["cli-pr-ended-how", "cli-col-games", "cli-col-rate"].map(|id| tr(id, &[])));
    let rows = [
        ("cli-pr-end-target", &endings.province_target),
        ("cli-pr-end-round-limit", &endings.round_limit),
        ("cli-pr-end-most", &endings.most_provinces),
        ("cli-pr-end-treasury", &endings.treasury_tie_break),
        ("cli-pr-end-shared", &endings.shared),
        ("cli-pr-end-draw", &endings.draw),
    ];
    for (name, count) in rows {
        table.add_row([tr(name, &[]), count.games.to_string(), count.rate.text()]);
    }
    format!("{}\n{table}", tr("cli-pr-ended", &[("games", &games)]))
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
