//! The `interregnum` command.

use std::io::{self, Write};

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand, ValueEnum};
use interregnum_bots::BotSpec;
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_cli::{engine, parallel, play, seeds, simulate, tournament, tournament::Entrant};
use interregnum_core::{Game, Seat, Start};

/// Interregnum: play, study and balance card games about an empty throne.
#[derive(Debug, Parser)]
#[command(name = "interregnum", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game against bots in the terminal.
    Play {
        game: GameName,
        /// Seed of the deal; the same seed deals the same cards. Printed when left out.
        #[arg(long)]
        seed: Option<u64>,
        /// Your seat: A (or 0) or B (or 1).
        #[arg(long, default_value = "A", value_parser = parse_seat)]
        seat: Seat,
        /// The bot you play against: easy, medium, hard, random, heuristic or ismcts[:BUDGET].
        #[arg(long, default_value = "medium")]
        bot: BotSpec,
        /// Who leads the first trick (Claim): A or B. Drawn from the seed when left out.
        #[arg(long, value_parser = parse_seat)]
        first: Option<Seat>,
    },
    /// Speak the JSON-lines engine protocol on stdin and stdout (see docs/protocol.md).
    Engine,
    /// Play many bot games and summarise them.
    Simulate {
        game: GameName,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Seed of the whole run: the same seed gives the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The bot in each seat, comma-separated (one name for all seats).
        #[arg(long, default_value = "random", value_delimiter = ',')]
        bots: Vec<BotSpec>,
        /// Worker threads; defaults to the number of cores.
        #[arg(long)]
        threads: Option<usize>,
        /// Print the summary as JSON on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Round-robin matches between bots on mirrored deals, with ratings.
    Tournament {
        game: GameName,
        /// The entrants, comma-separated: random, heuristic, ismcts[:BUDGET], easy, medium,
        /// hard, or cmd:COMMAND for a program that speaks the bot protocol (docs/protocol.md).
        #[arg(long, required = true, value_delimiter = ',')]
        bots: Vec<Entrant>,
        /// Games per pair of bots (two per deal, one from each seat).
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Seed of the whole tournament: the same seed plays the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Worker threads; defaults to the number of cores.
        #[arg(long)]
        threads: Option<usize>,
        /// Print the report as JSON on stdout.
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Print the pair results as CSV on stdout.
        #[arg(long)]
        csv: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum GameName {
    Claim,
}

fn parse_seat(text: &str) -> Result<Seat, String> {
    match text.trim().to_ascii_uppercase().as_str() {
        "A" | "0" => Ok(Seat::new(0)),
        "B" | "1" => Ok(Seat::new(1)),
        other => Err(format!("{other:?} is not a seat; use A or B (or 0 or 1)")),
    }
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Play {
            game: GameName::Claim,
            seed,
            seat,
            bot,
            first,
        } => play_claim(seed, seat, bot, first),
        Command::Engine => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            engine::run(stdin, stdout, seeds::from_clock())
                .context("the engine protocol stream failed")
        }
        Command::Simulate {
            game: GameName::Claim,
            games,
            seed,
            bots,
            threads,
            json,
        } => simulate_claim(games, seed, &bots, threads, json),
        Command::Tournament {
            game: GameName::Claim,
            bots,
            games,
            seed,
            threads,
            json,
            csv,
        } => {
            let plan = tournament::Plan::<Claim> {
                options: &ClaimOptions::default(),
                entrants: &bots,
                games_per_pair: games,
                seed,
                threads: threads.unwrap_or_else(parallel::default_threads),
                progress: true,
            };
            let report = tournament::run(&plan)?;
            let mut out = anstream::stdout();
            if json {
                writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
            } else if csv {
                write!(out, "{}", tournament::csv(&report))?;
            } else {
                writeln!(out, "{}", tournament::tables(&report))?;
            }
            Ok(())
        }
    }
}

fn play_claim(seed: Option<u64>, seat: Seat, bot: BotSpec, first: Option<Seat>) -> Result<()> {
    let seed = seed.unwrap_or_else(seeds::from_clock);
    let options = ClaimOptions {
        first_leader: first.map(|s| s.index() as u8),
    };
    let mut table = play::Table::<Claim>::new(&options, Start::seeded(seed), seat, |other| {
        bot.build(seeds::derive(seed, 100 + other.index() as u64))
    })?;
    let presenter = play::claim::ClaimPresenter::new(seat);
    let mut out = anstream::stdout();
    writeln!(
        out,
        "Claim · seed {seed} · you are seat {seat}, against the {bot} bot. Type a card to play it, or help."
    )?;
    let ending = table.run(&presenter, io::stdin().lock(), &mut out)?;
    match ending {
        play::Ending::Finished => {}
        play::Ending::Quit | play::Ending::InputClosed => {
            writeln!(
                out,
                "Game left unfinished. Play the same deal again with: interregnum play claim --seed {seed}"
            )?;
        }
    }
    Ok(())
}

fn simulate_claim(
    games: usize,
    seed: u64,
    bots: &[BotSpec],
    threads: Option<usize>,
    json: bool,
) -> Result<()> {
    let bots = seat_bots(bots, 2)?;
    if games == 0 {
        bail!("--games must be at least 1");
    }
    let options = ClaimOptions::default();
    Claim::new(&options, &Start::seeded(seed))?;
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let plan = simulate::Plan::<Claim> {
        options: &options,
        games,
        seed,
        threads,
        bots: &bots,
        progress: !json,
    };
    let played = simulate::run(&plan);
    let report = simulate::claim_report(&plan, &played);
    let mut out = anstream::stdout();
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        writeln!(
            out,
            "{}",
            simulate::summary_table(&report.summary, "faction votes")
        )?;
        writeln!(
            out,
            "{}",
            simulate::claim_faction_table(&report.factions, report.summary.games)
        )?;
    }
    Ok(())
}

/// One bot per seat: a single name fills every seat.
fn seat_bots(bots: &[BotSpec], n_seats: usize) -> Result<Vec<BotSpec>> {
    match bots.len() {
        1 => Ok(vec![bots[0]; n_seats]),
        n if n == n_seats => Ok(bots.to_vec()),
        n => bail!("--bots names {n} bots; give one for every seat ({n_seats}), or one for all"),
    }
}
