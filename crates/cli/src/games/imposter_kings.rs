//! The Imposter Kings on the command line.

use crate::i18n::tr;
use anyhow::{Result, bail};
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_core::Seat;
use interregnum_imposter_kings::{Action, IkOptions, ImposterKings, MatchDetail};
use serde::Serialize;
use serde_json::Value;

use super::{CliGame, TableArgs};
use crate::{
    play::imposter_kings::{ImposterKingsPresenter, card_name},
    simulate::{self, Labeller, Played},
};

impl CliGame for ImposterKings {
    const TITLE: &'static str = "The Imposter Kings";
    const SCORE_UNIT: &'static str = "cli-unit-points";
    type Presenter = ImposterKingsPresenter;

    fn options_from(args: &TableArgs) -> Result<IkOptions> {
        let players = match args.players {
            None => 2,
            Some(n @ 2..=4) => n as u8,
            Some(n) => bail!("{}", tr("cli-ik-players", &[("n", &n)])),
        };
        if args.deck.is_some() {
            bail!("{}", tr("cli-no-deck-file", &[("game", &Self::TITLE)]));
        }
        if args.first.is_some() {
            bail!("{}", tr("cli-ik-no-first", &[]));
        }
        Ok(IkOptions {
            players,
            ..IkOptions::default()
        })
    }

    fn presenter(human: Seat, options: &IkOptions) -> ImposterKingsPresenter {
        ImposterKingsPresenter::new(human, options.players)
    }

    fn report(played: &[Played<MatchDetail>]) -> (Value, String) {
        let report = Report::of(played);
        let usage = simulate::usage(played);
        // The JSON keeps the English labels; the table names them in the person's language.
        let shown: Vec<simulate::Usage> = usage
            .iter()
            .map(|row| simulate::Usage {
                label: label_text(&row.label),
                per_game: row.per_game,
                by_seat: row.by_seat.clone(),
            })
            .collect();
        let mut text = report.table();
        text.push('\n');
        text.push_str(&simulate::usage_table(
            &shown,
            &tr("cli-usage-ik", &[]),
            played.len(),
        ));
        let mut json = serde_json::to_value(&report).unwrap_or(Value::Null);
        if let Value::Object(map) = &mut json {
            map.insert(
                "usage".to_owned(),
                serde_json::to_value(&usage).unwrap_or(Value::Null),
            );
        }
        (json, text)
    }

    fn label() -> Option<Labeller<Self>> {
        Some(label)
    }
}

/// Mean, standard deviation and range of a sample.
#[derive(Debug, Serialize)]
struct Spread {
    mean: f64,
    sd: f64,
    min: f64,
    max: f64,
}

impl Spread {
    fn of(values: &[f64]) -> Spread {
        if values.is_empty() {
            return Spread {
                mean: 0.0,
                sd: 0.0,
                min: 0.0,
                max: 0.0,
            };
        }
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n;
        Spread {
            mean,
            sd: var.sqrt(),
            min: values.iter().copied().fold(f64::INFINITY, f64::min),
            max: values.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        }
    }

    fn cells(&self) -> [String; 4] {
        [
            format!("{:.2}", self.mean),
            format!("{:.2}", self.sd),
            format!("{}", self.min),
            format!("{}", self.max),
        ]
    }
}

/// The game's own part of a simulation report.
#[derive(Debug, Serialize)]
struct Report {
    /// Rounds per match.
    rounds: Spread,
    /// The winner's points at the end of the match.
    winner_points: Spread,
    /// The lead of the winner over the runner-up at the end.
    margin: Spread,
    /// Matches by the points of the last round's best scorer (index 0 to 4, 4 or more):
    /// 1 is a bare win, more adds the bonuses for cards left to the losers and a face-up
    /// King (§7).
    deciding_round_points: Vec<usize>,
    /// Matches each seat won, counted once per winner.
    won_by_seat: Vec<usize>,
}

impl Report {
    fn of(played: &[Played<MatchDetail>]) -> Report {
        let rounds: Vec<f64> = played
            .iter()
            .map(|p| f64::from(p.outcome.detail.rounds))
            .collect();
        let mut winner_points = Vec::new();
        let mut margin = Vec::new();
        let mut deciding = vec![0; 5];
        let seats = played.first().map_or(0, |p| p.outcome.detail.points.len());
        let mut won_by_seat = vec![0; seats];
        for p in played {
            let mut points = p.outcome.detail.points.clone();
            points.sort_unstable_by(|a, b| b.cmp(a));
            let top = points.first().copied().unwrap_or(0);
            // In 4 players both team members show the team total: skip the partner.
            let second = if p.outcome.detail.points.len() == 4 {
                points.get(2).copied().unwrap_or(0)
            } else {
                points.get(1).copied().unwrap_or(0)
            };
            winner_points.push(f64::from(top));
            margin.push(f64::from(top.saturating_sub(second)));
            let best = p
                .outcome
                .detail
                .last_round
                .iter()
                .copied()
                .max()
                .unwrap_or(0);
            let slot = usize::from(best).min(4);
            deciding[slot] += 1;
            for w in &p.outcome.winners {
                if let Some(n) = won_by_seat.get_mut(w.index()) {
                    *n += 1;
                }
            }
        }
        Report {
            rounds: Spread::of(&rounds),
            winner_points: Spread::of(&winner_points),
            margin: Spread::of(&margin),
            deciding_round_points: deciding,
            won_by_seat,
        }
    }

    fn table(&self) -> String {
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(
            [
                "cli-ik-per-match",
                "cli-col-mean-short",
                "cli-col-sd",
                "cli-col-min",
                "cli-col-max",
            ]
            .map(|id| tr(id, &[])),
        );
        for (name, spread) in [
            ("cli-ik-rounds", &self.rounds),
            ("cli-ik-winner-points", &self.winner_points),
            ("cli-ik-margin", &self.margin),
        ] {
            let mut row = vec![tr(name, &[])];
            row.extend(spread.cells());
            table.add_row(row);
        }
        let mut deciding = Table::new();
        deciding.load_style(UTF8_FULL_CONDENSED);
        deciding.set_header([
            tr("cli-ik-last-round-points", &[]),
            tr("cli-ik-matches", &[]),
        ]);
        for (points, n) in self.deciding_round_points.iter().enumerate() {
            deciding.add_row([
                tr("cli-ik-points-label", &[("points", &points)]),
                n.to_string(),
            ]);
        }
        format!(
            "{}\n{table}\n{}\n{deciding}",
            tr("cli-ik-matches", &[]),
            tr("cli-ik-decided", &[])
        )
    }
}

const LABEL_ANTE: &str = "(a play from the Antechamber)";
const LABEL_FOLLOW: &str = "(an Oathbound follow-up)";
const LABEL_CHAIN: &str = "(a Herald chain)";
const LABEL_FLIP: &str = "flip King";
const LABEL_KINGSHAND: &str = "King's Hand";
const LABEL_ASSASSIN: &str = "Assassin";
const LABEL_RESTART: &str = "restart";
const LABEL_PURGE: &str = "purge a Condemned card";
const LABEL_DECLINE: &str = "decline an ability";
const LABEL_USE: &str = "use (Warden, Spy)";
const LABEL_COURT: &str = "take a Court card (Fool, Sentry)";
const LABEL_NAME: &str = "name a card (Inquisitor, Soldier)";
const LABEL_GUESS: &str = "guess (Judge)";
const LABEL_NUMBER: &str = "number (Executioner, Mystic)";
const LABEL_TARGET: &str = "target (Princess)";
const LABEL_DISGRACE: &str = "Disgrace (Soldier hit)";
const LABEL_ANTECHAMBER: &str = "to the Antechamber (Judge)";
const LABEL_ACCUSE: &str = "accuse (Warden)";
const LABEL_FORCE: &str = "force (Spy)";
const LABEL_CONDEMN: &str = "Condemn (Executioner)";
const LABEL_SWAP: &str = "swap the Assassin";
const LABEL_ACCEPT: &str = "accept an exchange";

/// The labels of the usage counts besides `play CARD`: English, as the JSON report keys
/// them, with the message that names each in a table.
const LABELS: [(&str, &str); 22] = [
    (LABEL_ANTE, "cli-ik-usage-ante"),
    (LABEL_FOLLOW, "cli-ik-usage-follow"),
    (LABEL_CHAIN, "cli-ik-usage-chain"),
    (LABEL_FLIP, "cli-ik-usage-flip"),
    (LABEL_KINGSHAND, "cli-ik-usage-kingshand"),
    (LABEL_ASSASSIN, "cli-ik-usage-assassin"),
    (LABEL_RESTART, "cli-ik-usage-restart"),
    (LABEL_PURGE, "cli-ik-usage-purge"),
    (LABEL_DECLINE, "cli-ik-usage-decline"),
    (LABEL_USE, "cli-ik-usage-use"),
    (LABEL_COURT, "cli-ik-usage-court"),
    (LABEL_NAME, "cli-ik-usage-name"),
    (LABEL_GUESS, "cli-ik-usage-guess"),
    (LABEL_NUMBER, "cli-ik-usage-number"),
    (LABEL_TARGET, "cli-ik-usage-target"),
    (LABEL_DISGRACE, "cli-ik-usage-disgrace"),
    (LABEL_ANTECHAMBER, "cli-ik-usage-antechamber"),
    (LABEL_ACCUSE, "cli-ik-usage-accuse"),
    (LABEL_FORCE, "cli-ik-usage-force"),
    (LABEL_CONDEMN, "cli-ik-usage-condemn"),
    (LABEL_SWAP, "cli-ik-usage-swap"),
    (LABEL_ACCEPT, "cli-ik-usage-accept"),
];

/// A usage label as a table shows it, in the person's language.
fn label_text(label: &str) -> String {
    if let Some(card) = label.strip_prefix("play ") {
        return tr("cli-ik-usage-play", &[("card", &card)]);
    }
    LABELS
        .iter()
        .find(|(english, _)| *english == label)
        .map_or_else(|| label.to_owned(), |(_, id)| tr(id, &[]))
}

/// What `simulate` counts for each action: its kind, and the card where one is played
/// (a card played from the Antechamber, after an Oathbound or by a Herald's chain counts as
/// played, and the way it was played is counted on its own line too).
fn label(action: &Action) -> Vec<String> {
    use Action as A;
    let one = |s: String| vec![s];
    match *action {
        A::Play(c) => one(format!("play {}", card_name(c))),
        A::Ante(c) => vec![format!("play {}", card_name(c)), LABEL_ANTE.to_owned()],
        A::Follow(c) => vec![format!("play {}", card_name(c)), LABEL_FOLLOW.to_owned()],
        A::Chain(c) => vec![format!("play {}", card_name(c)), LABEL_CHAIN.to_owned()],
        A::Flip => one(LABEL_FLIP.to_owned()),
        A::KingsHand => one(LABEL_KINGSHAND.to_owned()),
        A::Assassin => one(LABEL_ASSASSIN.to_owned()),
        A::Restart => one(LABEL_RESTART.to_owned()),
        A::Purge(_) => one(LABEL_PURGE.to_owned()),
        A::Decline => one(LABEL_DECLINE.to_owned()),
        A::Use => one(LABEL_USE.to_owned()),
        A::Court(_) => one(LABEL_COURT.to_owned()),
        A::Name(_) => one(LABEL_NAME.to_owned()),
        A::Guess(..) => one(LABEL_GUESS.to_owned()),
        A::Number(_) => one(LABEL_NUMBER.to_owned()),
        A::Target(_) => one(LABEL_TARGET.to_owned()),
        A::Disgrace(_) => one(LABEL_DISGRACE.to_owned()),
        A::Antechamber(_) => one(LABEL_ANTECHAMBER.to_owned()),
        A::Accuse(_) => one(LABEL_ACCUSE.to_owned()),
        A::Force(_) => one(LABEL_FORCE.to_owned()),
        A::Condemn(_) => one(LABEL_CONDEMN.to_owned()),
        A::Swap(_) => one(LABEL_SWAP.to_owned()),
        A::Accept1(_) | A::Accept2(..) => one(LABEL_ACCEPT.to_owned()),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Messages};

    #[test]
    fn every_usage_label_has_a_message_in_each_language() {
        for lang in Lang::ALL {
            let messages = Messages::new(lang);
            for (english, id) in LABELS {
                let text = messages.text(id, &[]);
                assert!(text != id && !text.is_empty(), "{lang} {english}: {text}");
                assert!(!text.contains(": "), "the table groups on \": \": {text}");
            }
            let play = messages.text("cli-ik-usage-play", &[("card", &"Queen")]);
            assert!(play.contains("Queen"), "{lang}: {play}");
        }
    }
}
