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
        let mut text = report.table();
        text.push('\n');
        text.push_str(&simulate::usage_table(
            &usage,
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

/// What `simulate` counts for each action: its kind, and the card where one is played
/// (a card played from the Antechamber, after an Oathbound or by a Herald's chain counts as
/// played, and the way it was played is counted on its own line too).
fn label(action: &Action) -> Vec<String> {
    use Action as A;
    let one = |s: String| vec![s];
    match *action {
        A::Play(c) => one(format!("play {}", card_name(c))),
        A::Ante(c) => vec![
            format!("play {}", card_name(c)),
            "(a play from the Antechamber)".to_owned(),
        ],
        A::Follow(c) => vec![
            format!("play {}", card_name(c)),
            "(an Oathbound follow-up)".to_owned(),
        ],
        A::Chain(c) => vec![
            format!("play {}", card_name(c)),
            "(a Herald chain)".to_owned(),
        ],
        A::Flip => one("flip King".to_owned()),
        A::KingsHand => one("King's Hand".to_owned()),
        A::Assassin => one("Assassin".to_owned()),
        A::Restart => one("restart".to_owned()),
        A::Purge(_) => one("purge a Condemned card".to_owned()),
        A::Decline => one("decline an ability".to_owned()),
        A::Use => one("use (Warden, Spy)".to_owned()),
        A::Court(_) => one("take a Court card (Fool, Sentry)".to_owned()),
        A::Name(_) => one("name a card (Inquisitor, Soldier)".to_owned()),
        A::Guess(..) => one("guess (Judge)".to_owned()),
        A::Number(_) => one("number (Executioner, Mystic)".to_owned()),
        A::Target(_) => one("target (Princess)".to_owned()),
        A::Disgrace(_) => one("Disgrace (Soldier hit)".to_owned()),
        A::Antechamber(_) => one("to the Antechamber (Judge)".to_owned()),
        A::Accuse(_) => one("accuse (Warden)".to_owned()),
        A::Force(_) => one("force (Spy)".to_owned()),
        A::Condemn(_) => one("Condemn (Executioner)".to_owned()),
        A::Swap(_) => one("swap the Assassin".to_owned()),
        A::Accept1(_) | A::Accept2(..) => one("accept an exchange".to_owned()),
        _ => Vec::new(),
    }
}
