//! `interregnum tournament`: round-robin matches between bots, with ratings.
//!
//! Every pair of entrants plays the same deals twice with the seats swapped ("mirrored
//! deals"), so the luck of the deal cancels out. At a table of more than two seats the two
//! entrants alternate around it (A, C against B, D at four: the two teams of The Imposter
//! Kings), and the second game of the deal shifts the pattern by one seat, so each entrant
//! sits in every seat. A game goes to the entrant whose seats did better on average.
//! Ratings are Glicko-2 (skillratings), the whole tournament one rating period (a bot's
//! strength does not drift between its games), with their deviation as the uncertainty.
//!
//! External bots (`cmd:COMMAND`, see [`crate::external`]) run as one process per game and
//! may fail: a decision not answered within the move time (a timeout), a bot that ends
//! before answering (a crash) or an answer that is not a legal action (illegal). Any of
//! these forfeits the game: the bot's side loses it, as under a tournament manager, and the
//! bot's process is stopped; its next game starts a fresh process. Before the first game
//! each external bot must answer one real decision, and a bot that forfeits its first
//! [`FAILING_GAMES`] games without a single legal answer stops the tournament: a bot that
//! cannot play gets an error that says why, not a rating.

mod report;

use std::{
    fmt,
    str::FromStr,
    sync::{
        OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
};

use anyhow::{Context, Result, bail};
use interregnum_bots::{Bot, BotSpec, Heuristic, ask, derive_seed};
use interregnum_core::{Game, Observer, Seat, Start};

pub use self::report::{Faults, PairResult, Rating, Report, csv, tables};
use crate::{
    external::{ExternalBot, Fault, TimeLimits},
    i18n::tr,
    parallel,
};

/// An external bot that forfeits this many games (or all its games, if it plays fewer)
/// before it has given a single legal answer fails every move: the tournament stops.
pub const FAILING_GAMES: usize = 3;

/// The most games a tournament plays in all: its schedule and results are held in memory
/// before the report (a few hundred bytes a game), so a count far beyond any useful one is
/// refused instead of exhausting the memory before the first game.
pub const MAX_GAMES: usize = 1_000_000;

/// A tournament entrant: a built-in bot, or an external program (`cmd:COMMAND`).
#[derive(Clone, Debug, PartialEq)]
pub enum Entrant {
    Builtin(BotSpec),
    External(String),
}

impl FromStr for Entrant {
    type Err = String;

    fn from_str(text: &str) -> Result<Entrant, String> {
        match text.trim().strip_prefix("cmd:") {
            Some(command) if !command.trim().is_empty() => {
                Ok(Entrant::External(command.trim().to_owned()))
            }
            Some(_) => {
                Err("cmd: needs a command, as in cmd:python3 examples/random_bot.py".to_owned())
            }
            None => text
                .parse()
                .map(Entrant::Builtin)
                .map_err(|err| err.to_string()),
        }
    }
}

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entrant::Builtin(spec) => write!(f, "{spec}"),
            Entrant::External(command) => write!(f, "cmd:{command}"),
        }
    }
}

impl Entrant {
    /// A fresh player for one game.
    fn player<G: Heuristic>(
        &self,
        options: &G::Options,
        seed: u64,
        time: TimeLimits,
    ) -> Result<Player<G>> {
        Ok(match self {
            Entrant::Builtin(spec) => Player::Builtin(spec.resolve::<G>(options).build(seed)),
            Entrant::External(command) => Player::External(
                ExternalBot::spawn(command, time)
                    .with_context(|| format!("could not start sh to run the bot {self}"))?,
            ),
        })
    }
}

/// One seat's player in one game.
enum Player<G: Game> {
    Builtin(Box<dyn Bot<G>>),
    External(ExternalBot),
}

/// What to play.
pub struct Plan<'a, G: Game> {
    pub options: &'a G::Options,
    pub entrants: &'a [Entrant],
    /// Games per pair; rounded up to an even number, two per deal.
    pub games_per_pair: usize,
    pub seed: u64,
    pub threads: usize,
    pub progress: bool,
    /// The time an external bot has for its decisions.
    pub time: TimeLimits,
}

/// One game of the schedule.
#[derive(Clone, Debug)]
struct Fixture {
    pair: usize,
    /// The entrant index in each seat.
    seats: Vec<usize>,
    deal_seed: u64,
}

impl Fixture {
    /// The mean result of `entrant`'s seats.
    fn mean_payoff(&self, payoffs: &[f64], entrant: usize) -> f64 {
        let mine: Vec<f64> = self
            .seats
            .iter()
            .zip(payoffs)
            .filter(|(e, _)| **e == entrant)
            .map(|(_, p)| *p)
            .collect();
        mine.iter().sum::<f64>() / mine.len().max(1) as f64
    }

    /// The game's result for `entrant` against the other one: 1, 0.5 or 0.
    fn score(&self, payoffs: &[f64], entrant: usize) -> f64 {
        let other = *self
            .seats
            .iter()
            .find(|&&e| e != entrant)
            .expect("two entrants");
        let (mine, theirs) = (
            self.mean_payoff(payoffs, entrant),
            self.mean_payoff(payoffs, other),
        );
        if (mine - theirs).abs() < 1e-9 {
            0.5
        } else if mine > theirs {
            1.0
        } else {
            0.0
        }
    }
}

/// What one game gave.
#[derive(Debug)]
struct Record {
    /// Each seat's payoff; after a forfeit, 0 for the forfeiting entrant's seats and 1 for
    /// the other's.
    payoffs: Vec<f64>,
    /// Legal answers given by the external bot in each seat.
    answered: Vec<usize>,
    /// The seat whose bot failed, ending the game, and how.
    fault: Option<(usize, Fault)>,
}

/// Watches external bots as games end, and stops the tournament when one cannot play.
struct Watch {
    /// Per entrant: the games it plays, its legal answers so far, its forfeits so far.
    games: Vec<usize>,
    answered: Vec<AtomicUsize>,
    forfeits: Vec<AtomicUsize>,
    /// Why the tournament stopped, once it has.
    stop: OnceLock<String>,
}

impl Watch {
    fn new(n_entrants: usize, pairs: &[(usize, usize)], fixtures: &[Fixture]) -> Watch {
        let mut games = vec![0; n_entrants];
        for fixture in fixtures {
            let (a, b) = pairs[fixture.pair];
            games[a] += 1;
            games[b] += 1;
        }
        Watch {
            games,
            answered: (0..n_entrants).map(|_| AtomicUsize::new(0)).collect(),
            forfeits: (0..n_entrants).map(|_| AtomicUsize::new(0)).collect(),
            stop: OnceLock::new(),
        }
    }

    fn stopped(&self) -> bool {
        self.stop.get().is_some()
    }

    fn record(&self, entrants: &[Entrant], fixture: &Fixture, record: &Record) {
        for (&entrant, &answered) in fixture.seats.iter().zip(&record.answered) {
            self.answered[entrant].fetch_add(answered, Ordering::SeqCst);
        }
        let Some((seat, fault)) = &record.fault else {
            return;
        };
        let entrant = fixture.seats[*seat];
        let forfeits = self.forfeits[entrant].fetch_add(1, Ordering::SeqCst) + 1;
        if self.answered[entrant].load(Ordering::SeqCst) == 0
            && forfeits >= FAILING_GAMES.min(self.games[entrant])
        {
            self.stop.get_or_init(|| {
                tr(
                    "cli-tournament-bot-fails",
                    &[
                        ("bot", &entrants[entrant]),
                        ("games", &forfeits),
                        ("fault", fault),
                        ("advice", &fault.advice()),
                    ],
                )
            });
        }
    }
}

/// Plays the tournament.
///
/// # Errors
/// If fewer than two entrants are given, or an external bot cannot play (it cannot start,
/// or fails every decision).
pub fn run<G: Heuristic>(plan: &Plan<'_, G>) -> Result<Report> {
    let n_seats = G::new(plan.options, &Start::seeded(plan.seed))?.n_seats();
    let n = plan.entrants.len();
    if n < 2 {
        bail!("{}", tr("cli-tournament-two-bots", &[]));
    }
    if plan.games_per_pair == 0 {
        bail!("{}", tr("cli-games-at-least-one", &[]));
    }
    let deals = plan.games_per_pair.div_ceil(2);
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect();
    // Counted wide: `--games` may be as large as the machine's integers go.
    let games = pairs.len() as u128 * deals as u128 * 2;
    if games > MAX_GAMES as u128 {
        use crate::play::grouped;
        bail!(
            "{}",
            tr(
                "cli-tournament-too-many-games",
                &[
                    ("per_pair", &plan.games_per_pair),
                    ("pairs", &pairs.len()),
                    ("games", &grouped(games)),
                    ("max", &grouped(MAX_GAMES as u128)),
                ],
            )
        );
    }
    let mut fixtures = Vec::new();
    for round in 0..deals {
        for (pair, &(i, j)) in pairs.iter().enumerate() {
            let deal_seed = derive_seed(plan.seed, (pair * deals + round) as u64);
            for shift in 0..2 {
                let seats = (0..n_seats)
                    .map(|seat| if (seat + shift) % 2 == 0 { i } else { j })
                    .collect();
                fixtures.push(Fixture {
                    pair,
                    seats,
                    deal_seed,
                });
            }
        }
    }
    for entrant in plan.entrants {
        if let Entrant::External(command) = entrant {
            check_external::<G>(plan, entrant, command, fixtures[0].deal_seed)?;
        }
    }
    let watch = Watch::new(n, &pairs, &fixtures);
    let records = parallel::run_jobs(
        fixtures.len(),
        plan.threads,
        plan.progress,
        &tr("cli-unit-games", &[]),
        |index| play_fixture::<G>(plan, &fixtures[index], index, &watch),
    );
    if let Some(reason) = watch.stop.get() {
        bail!("{reason}");
    }
    let records: Vec<Record> = records
        .into_iter()
        .map(|record| record.and_then(|r| r.context("a game was left unplayed")))
        .collect::<Result<_>>()?;
    Ok(report::report::<G>(
        plan, n_seats, &pairs, &fixtures, &records, deals,
    ))
}

/// Starts an external bot and asks it for the first decision of the first deal: a bot
/// that cannot start or answer stops the tournament before it begins.
fn check_external<G: Heuristic>(
    plan: &Plan<'_, G>,
    entrant: &Entrant,
    command: &str,
    deal_seed: u64,
) -> Result<()> {
    let game = G::new(plan.options, &Start::seeded(deal_seed))?;
    let seat = game.to_act().context("a new game has a seat to act")?;
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut bot = ExternalBot::spawn(command, plan.time)
        .with_context(|| tr("cli-tournament-bot-no-shell", &[("bot", &entrant)]))?;
    if let Err(fault) = bot.choose::<G>(&game.view(Observer::Seat(seat)), &legal) {
        bail!(
            "{}",
            tr(
                "cli-tournament-bot-cannot-play",
                &[
                    ("bot", &entrant),
                    ("fault", &fault),
                    ("advice", &fault.advice()),
                ],
            )
        );
    }
    Ok(())
}

/// Plays one fixture; `None` if the tournament stopped first.
fn play_fixture<G: Heuristic>(
    plan: &Plan<'_, G>,
    fixture: &Fixture,
    index: usize,
    watch: &Watch,
) -> Result<Option<Record>> {
    if watch.stopped() {
        return Ok(None);
    }
    let mut game = G::new(plan.options, &Start::seeded(fixture.deal_seed))?;
    let mut players = fixture
        .seats
        .iter()
        .enumerate()
        .map(|(seat, &entrant)| {
            plan.entrants[entrant].player::<G>(
                plan.options,
                derive_seed(fixture.deal_seed ^ index as u64, seat as u64),
                plan.time,
            )
        })
        .collect::<Result<Vec<_>>>()?;
    let mut answered = vec![0; players.len()];
    let mut legal = Vec::new();
    let mut fault = None;
    while let Some(seat) = game.to_act() {
        if watch.stopped() {
            return Ok(None);
        }
        let action = match &mut players[seat.index()] {
            Player::Builtin(bot) => ask(bot.as_mut(), &game, seat, &mut legal),
            Player::External(bot) => {
                game.legal_actions(&mut legal);
                match bot.choose::<G>(&game.view(Observer::Seat(seat)), &legal) {
                    Ok(action) => {
                        answered[seat.index()] += 1;
                        action
                    }
                    Err(err) => {
                        fault = Some((seat.index(), err));
                        break;
                    }
                }
            }
        };
        game.apply_unchecked(action);
    }
    for player in &mut players {
        if let Player::External(bot) = player {
            bot.close_input();
        }
    }
    drop(players);
    let payoffs = match &fault {
        Some((seat, err)) => {
            let loser = fixture.seats[*seat];
            eprintln!(
                "{}",
                tr(
                    "cli-forfeit",
                    &[
                        ("game", &(index + 1)),
                        ("seed", &fixture.deal_seed),
                        ("bot", &plan.entrants[loser]),
                        ("seat", &Seat::new(*seat)),
                        ("error", &err),
                    ],
                )
            );
            fixture
                .seats
                .iter()
                .map(|&e| if e == loser { 0.0 } else { 1.0 })
                .collect()
        }
        None => {
            let outcome = game.outcome().context("the game is over")?;
            Seat::all(game.n_seats())
                .map(|seat| outcome.payoff(seat))
                .collect()
        }
    };
    let record = Record {
        payoffs,
        answered,
        fault,
    };
    watch.record(plan.entrants, fixture, &record);
    Ok(Some(record))
}
