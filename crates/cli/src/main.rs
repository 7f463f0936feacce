//! The `interregnum` command.

use std::{
    io::{self, IsTerminal as _, Write},
    path::PathBuf,
    process::ExitCode,
    time::Duration,
};

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand, ValueEnum};
use interregnum_bots::BotSpec;
use interregnum_claim::Claim;
use interregnum_cli::{
    engine,
    external::TimeLimits,
    games::{CliGame, TableArgs},
    i18n::{self, Lang, tr},
    parallel, play, review, seeds, serve, simulate, tournament,
    tournament::Entrant,
};
use interregnum_core::{Seat, Start};

/// Interregnum: play, study and balance card games about an empty throne.
#[derive(Debug, Parser)]
#[command(name = "interregnum", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the messages: en (English) or nl (Dutch). By default the
    /// environment's (LC_ALL, LC_MESSAGES, LANG), else English. This help, the engine
    /// protocol and JSON/CSV output stay English.
    #[arg(long, global = true)]
    lang: Option<Lang>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game against bots in the terminal.
    Play {
        game: GameName,
        #[command(flatten)]
        table: TableFlags,
        /// Seed of the deal; the same seed deals the same cards. Printed when left out.
        #[arg(long)]
        seed: Option<u64>,
        /// Your seat: A (or 0), B (or 1), and C, D where the game has them.
        #[arg(long, default_value = "A", value_parser = parse_seat)]
        seat: Seat,
        /// The bots you play against: easy, medium, hard, random, heuristic or ismcts[:BUDGET].
        #[arg(long, default_value = "medium")]
        bot: BotSpec,
        /// Line mode: the table as text and one line of input per move, for screen readers
        /// and scripts. Chosen by itself when the input or the output is not a terminal.
        #[arg(long)]
        plain: bool,
        /// Ask in every reaction window, even when you hold no card that could react (by
        /// default such a window is passed for you, with a line that says so).
        #[arg(long)]
        no_auto_pass: bool,
    },
    /// Speak the JSON-lines engine protocol on stdin and stdout (see docs/protocol.md).
    Engine,
    /// Play many bot games and summarise them.
    Simulate {
        game: GameName,
        #[command(flatten)]
        table: TableFlags,
        /// How many games.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Seed of the whole run: the same seed gives the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The bot in each seat, comma-separated (one name for all seats). Different bots
        /// rotate through the seats from game to game, so a bot's results are not a seat's.
        #[arg(long, default_value = "random", value_delimiter = ',')]
        bots: Vec<BotSpec>,
        /// Keep each bot in the seat it is listed for, instead of rotating different bots.
        #[arg(long)]
        fixed_seats: bool,
        /// Worker threads, 1 to 1024; defaults to the number of cores.
        #[arg(long, value_parser = thread_count)]
        threads: Option<usize>,
        /// Print the summary as JSON on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Round-robin matches between bots on mirrored deals, with ratings.
    Tournament {
        game: GameName,
        #[command(flatten)]
        table: TableFlags,
        /// The entrants, comma-separated: random, heuristic, ismcts[:BUDGET], easy, medium,
        /// hard, or cmd:COMMAND for a program that speaks the bot protocol (docs/protocol.md).
        #[arg(long, required = true, value_delimiter = ',')]
        bots: Vec<Entrant>,
        /// Games per pair of bots (two per deal, one from each seat), from 1; a tournament
        /// plays at most a million games in all.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Seed of the whole tournament: the same seed plays the same games.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Worker threads, 1 to 1024; defaults to the number of cores.
        #[arg(long, value_parser = thread_count)]
        threads: Option<usize>,
        /// Print the report as JSON on stdout.
        #[arg(long, conflicts_with = "csv")]
        json: bool,
        /// Print the pair results as CSV on stdout.
        #[arg(long)]
        csv: bool,
        /// Seconds an external bot (cmd:) has for each decision, like a tournament
        /// manager's move time; a bot that takes longer forfeits the game.
        #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = move_time)]
        move_time: Duration,
        /// Seconds more an external bot has for its first decision of each game, to start
        /// (it runs anew for every game).
        #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = start_time)]
        start_time: Duration,
    },
    /// Review one seat's decisions in a recorded game: each weighed by a search from what
    /// that seat knew then, the mistakes and blunders marked (see docs/strength.md).
    Review {
        /// The replay record, a JSON file (the engine's `replay`, the server's
        /// /api/tables/ID/replay), or - for standard input.
        replay: PathBuf,
        /// The seat to review: A (or 0), B (or 1), and C, D where the game has them.
        #[arg(long, value_parser = parse_seat)]
        seat: Seat,
        /// Search iterations per decision.
        #[arg(long, default_value_t = interregnum_bots::review::DEFAULT_BUDGET,
              value_parser = clap::value_parser!(u32).range(1..=i64::from(interregnum_bots::review::MAX_BUDGET)))]
        budget: u32,
        /// Decisions searched at once, 1 to 1024; defaults to the number of cores. The
        /// review is the same for any count.
        #[arg(long, value_parser = thread_count)]
        threads: Option<usize>,
        /// Print the review as JSON on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Run the online game server: HTTP and WebSocket (see docs/server.md and
    /// docs/operating.md). SIGTERM or Ctrl-C stops it gracefully.
    Serve(serve::ServeArgs),
    /// Copy the server's SQLite database to a new file, consistent also while it serves
    /// (PostgreSQL: pg_dump, see docs/operating.md).
    Backup(serve::BackupArgs),
}

/// Table flags shared by the game commands.
#[derive(Debug, Args)]
struct TableFlags {
    /// Number of players, for games that allow a choice.
    #[arg(long)]
    players: Option<usize>,
    /// A deck file (TOML), for games that have one (see docs/deck-file.md).
    #[arg(long)]
    deck: Option<PathBuf>,
    /// Who plays first, where the game lets you fix it (Claim: the first leader).
    #[arg(long, value_parser = parse_seat)]
    first: Option<Seat>,
}

impl From<TableFlags> for TableArgs {
    fn from(flags: TableFlags) -> TableArgs {
        TableArgs {
            players: flags.players,
            deck: flags.deck,
            first: flags.first,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum GameName {
    Claim,
    ImposterKings,
    Provinces,
}

/// Runs `$body` with `$game` standing for the game type that `$name` names.
macro_rules! with_game {
    ($name:expr, $game:ident => $body:expr) => {
        match $name {
            GameName::Claim => {
                type $game = Claim;
                $body
            }
            GameName::ImposterKings => {
                type $game = interregnum_imposter_kings::ImposterKings;
                $body
            }
            GameName::Provinces => {
                type $game = interregnum_provinces::Provinces;
                $body
            }
        }
    };
}

fn parse_seat(text: &str) -> Result<Seat, String> {
    match text.trim().to_ascii_uppercase().as_str() {
        "A" | "0" => Ok(Seat::new(0)),
        "B" | "1" => Ok(Seat::new(1)),
        "C" | "2" => Ok(Seat::new(2)),
        "D" | "3" => Ok(Seat::new(3)),
        other => Err(format!(
            "{other:?} is not a seat; use A, B, C or D (or 0 to 3)"
        )),
    }
}

/// A time in seconds, from `min` to an hour.
fn seconds(text: &str, min: f64) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds, as in 5 or 0.5"))?;
    if !(min..=3600.0).contains(&seconds) {
        return Err(format!(
            "{text} s is out of range; give from {min} to 3600 seconds"
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// A worker thread count: at least one, and no more than a machine can start (a thread
/// that cannot start would stop the run part way).
fn thread_count(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n @ 1..=1024) => Ok(n),
        _ => Err(format!(
            "{text:?} is not a thread count; give from 1 to 1024"
        )),
    }
}

fn move_time(text: &str) -> Result<Duration, String> {
    seconds(text, 0.001)
}

fn start_time(text: &str) -> Result<Duration, String> {
    seconds(text, 0.0)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    i18n::set_lang(
        cli.lang
            .unwrap_or_else(|| Lang::from_env(|name| std::env::var(name).ok())),
    );
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // A reader that stopped reading (`| head`) is not an error.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("{}", tr("cli-error", &[("error", &format!("{err:#}"))]));
            ExitCode::FAILURE
        }
    }
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|io| io.kind() == io::ErrorKind::BrokenPipe)
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Play {
            game,
            table,
            seed,
            seat,
            bot,
            plain,
            no_auto_pass,
        } => {
            let session = Session {
                seed,
                seat,
                bot,
                plain,
                automatic: !no_auto_pass,
            };
            with_game!(game, G => play_game::<G>(&table.into(), &session))
        }
        Command::Engine => {
            let stdin = io::stdin().lock();
            let stdout = io::stdout().lock();
            engine::run(stdin, stdout, seeds::from_clock())
                .context("the engine protocol stream failed")
        }
        Command::Simulate {
            game,
            table,
            games,
            seed,
            bots,
            fixed_seats,
            threads,
            json,
        } => {
            let run = SimulateRun {
                games,
                seed,
                fixed_seats,
                threads,
                json,
            };
            with_game!(game, G => simulate_game::<G>(&table.into(), &bots, &run))
        }
        Command::Tournament {
            game,
            table,
            bots,
            games,
            seed,
            threads,
            json,
            csv,
            move_time,
            start_time,
        } => {
            let run = TournamentRun {
                games,
                seed,
                threads,
                time: TimeLimits {
                    move_time,
                    start_time,
                },
                json,
                csv,
            };
            with_game!(game, G => tournament_game::<G>(&table.into(), &bots, &run))
        }
        Command::Review {
            replay,
            seat,
            budget,
            threads,
            json,
        } => {
            let config = interregnum_bots::ReviewConfig {
                budget,
                threads: threads.unwrap_or_else(parallel::default_threads),
            };
            review(&replay, seat, &config, json)
        }
        Command::Serve(args) => serve::serve(args, build_web_client),
        Command::Backup(args) => serve::backup(&args),
    }
}

fn review(
    path: &std::path::Path,
    seat: Seat,
    config: &interregnum_bots::ReviewConfig,
    json: bool,
) -> Result<()> {
    let shown = path.display();
    let text = if path.as_os_str() == "-" {
        io::read_to_string(io::stdin())
    } else {
        std::fs::read_to_string(path)
    }
    .with_context(|| tr("cli-review-unreadable", &[("path", &shown)]))?;
    let replay: interregnum_core::Replay = serde_json::from_str(&text)
        .with_context(|| tr("cli-review-not-a-replay", &[("path", &shown)]))?;
    let done = match review::run(&replay, seat, config, !json) {
        Err(interregnum_bots::ReviewError::NoSuchSeat { last, .. }) => bail!(
            "{}",
            tr(
                "cli-bad-seat",
                &[("seats", &(last.index() + 1)), ("last", &last)]
            )
        ),
        // The record's errors name the action and what is wrong; their chain would say
        // it twice.
        other => other.map_err(|err| anyhow::anyhow!("{err}"))?,
    };
    let mut out = anstream::stdout();
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&done)?)?;
    } else {
        writeln!(out, "{}", review::table(&done))?;
        writeln!(out, "{}", review::summary(&done))?;
    }
    Ok(())
}

/// Builds the browser client first when `web` is a client's build folder in a clone of the
/// repository (its sources beside it, with `build-if-stale.sh`) and is missing or older than
/// its sources, so that `cargo run -- serve` serves the client from a clean clone. Without
/// Node.js the script says what to install, and the server still starts, saying at `/` that
/// the client is not built.
fn build_web_client(web: &std::path::Path) {
    let Some(script) = web
        .parent()
        .map(|sources| sources.join("build-if-stale.sh"))
        .filter(|script| script.is_file())
    else {
        return;
    };
    match std::process::Command::new("bash").arg(&script).status() {
        Ok(status) if status.success() => {}
        Ok(_) => eprintln!("{}", tr("cli-serve-no-client", &[])),
        Err(err) => eprintln!(
            "{}",
            tr(
                "cli-serve-cannot-build",
                &[("script", &script.display()), ("error", &err)]
            )
        ),
    }
}

/// The options for `G` from the flags, checked by starting a game with them.
fn checked_options<G: CliGame>(table: &TableArgs) -> Result<G::Options> {
    let options = G::options_from(table)?;
    G::new(&options, &Start::seeded(0))?;
    Ok(options)
}

/// How the person asked to play.
struct Session {
    seed: Option<u64>,
    seat: Seat,
    bot: BotSpec,
    plain: bool,
    automatic: bool,
}

fn play_game<G: CliGame>(table: &TableArgs, session: &Session) -> Result<()> {
    let options = checked_options::<G>(table)?;
    let seed = session.seed.unwrap_or_else(seeds::from_clock);
    let seat = session.seat;
    let n_seats = G::new(&options, &Start::seeded(seed))?.n_seats();
    if seat.index() >= n_seats {
        bail!(
            "{}",
            tr(
                "cli-bad-seat",
                &[("seats", &n_seats), ("last", &Seat::new(n_seats - 1))]
            )
        );
    }
    let bot = session.bot.resolve::<G>(&options);
    let mut players = play::Table::<G>::new(&options, Start::seeded(seed), seat, |other| {
        // A person watches this bot's timing: see `BotSpec::build_for_people`.
        bot.build_for_people(seeds::derive(seed, 100 + other.index() as u64), None)
    })?;
    players.automatic = session.automatic;
    let presenter = G::presenter(seat, &options);
    let deck = table
        .deck
        .as_ref()
        .map(|path| tr("cli-intro-deck", &[("path", &path.display())]))
        .unwrap_or_default();
    let intro = tr(
        "cli-intro",
        &[
            ("game", &G::TITLE),
            ("deck", &deck),
            ("seed", &seed),
            ("seat", &seat),
            (
                "bots",
                &play::bots_at_table(session.bot, bot, seat, n_seats),
            ),
        ],
    );
    let replay = tr(
        "cli-replay",
        &[(
            "command",
            &replay_command(seed, &std::env::args().collect::<Vec<_>>()),
        )],
    );
    let full_screen = !session.plain && io::stdin().is_terminal() && io::stdout().is_terminal();
    let ending = if full_screen {
        let colour = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        let mut front = play::tui::Tui::start(colour)?;
        front.state.push_events(&[intro]);
        players.run(&presenter, &mut front)?
        // Leaving the block restores the terminal before the last lines are printed.
    } else {
        let hint = replay.clone();
        // Ctrl-C in line mode ends the process: say how to come back first.
        ctrlc::set_handler(move || {
            println!("\n{}", tr("cli-interrupted", &[("replay", &hint)]));
            std::process::exit(130);
        })
        .context("cannot catch Ctrl-C")?;
        let mut out = anstream::stdout();
        writeln!(out, "{intro}")?;
        let mut front = if io::stdin().is_terminal() && io::stdout().is_terminal() {
            play::plain::Plain::with_editor(out)?
        } else {
            play::plain::Plain::new(io::stdin().lock(), out)
        };
        players.run(&presenter, &mut front)?
    };
    let mut out = anstream::stdout();
    match ending {
        play::Ending::Finished => {}
        play::Ending::Interrupted => {
            writeln!(out, "{}", tr("cli-interrupted", &[("replay", &replay)]))?;
        }
        play::Ending::Quit | play::Ending::InputClosed => {
            writeln!(out, "{}", tr("cli-unfinished", &[("replay", &replay)]))?;
        }
    }
    Ok(())
}

/// The command that started this session, with the deal's seed added when it was left out,
/// as the person can type it again: through `cargo run` when cargo started it.
fn replay_command(seed: u64, args: &[String]) -> String {
    let mut words: Vec<String> = Vec::new();
    if std::env::var_os("CARGO").is_some() {
        words.extend(["cargo", "run"].map(String::from));
        if !cfg!(debug_assertions) {
            words.push("--release".to_owned());
        }
        words.push("--".to_owned());
    } else {
        words.push(
            args.first()
                .cloned()
                .unwrap_or_else(|| "interregnum".to_owned()),
        );
    }
    let rest = args.get(1..).unwrap_or_default();
    words.extend(rest.iter().cloned());
    if !rest
        .iter()
        .any(|a| a == "--seed" || a.starts_with("--seed="))
    {
        words.extend(["--seed".to_owned(), seed.to_string()]);
    }
    words
        .iter()
        .map(|w| shell_quoted(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `word` as a POSIX shell reads it back: quoted when it holds anything but plain
/// characters.
fn shell_quoted(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=,+@%".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// How a simulation was asked for.
struct SimulateRun {
    games: usize,
    seed: u64,
    fixed_seats: bool,
    threads: Option<usize>,
    json: bool,
}

fn simulate_game<G: CliGame>(table: &TableArgs, bots: &[BotSpec], run: &SimulateRun) -> Result<()> {
    let SimulateRun {
        games,
        seed,
        fixed_seats,
        threads,
        json,
    } = *run;
    if games == 0 {
        bail!("{}", tr("cli-games-at-least-one", &[]));
    }
    let options = checked_options::<G>(table)?;
    let n_seats = G::new(&options, &Start::seeded(seed))?.n_seats();
    let bots: Vec<BotSpec> = seat_bots(bots, n_seats)?
        .into_iter()
        .map(|b| b.resolve::<G>(&options))
        .collect();
    let threads = threads.unwrap_or_else(parallel::default_threads);
    let plan = simulate::Plan::<G> {
        options: &options,
        games,
        seed,
        threads,
        bots: &bots,
        rotate: !fixed_seats && bots.iter().any(|b| *b != bots[0]),
        label: G::label(),
    };
    let played = simulate::run(&plan, !json);
    let summary = simulate::summarise(&plan, &played);
    let (extra, tables) = G::report(&played);
    let mut out = anstream::stdout();
    if json {
        let mut report = serde_json::to_value(&summary)?;
        if let (Some(report), serde_json::Value::Object(extra)) = (report.as_object_mut(), extra) {
            report.extend(extra);
            if let Some(deck) = &table.deck {
                report.insert("deck_file".to_owned(), deck.display().to_string().into());
            }
        }
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        if let Some(deck) = &table.deck {
            writeln!(out, "{}", tr("cli-deck-file", &[("path", &deck.display())]))?;
        }
        writeln!(
            out,
            "{}",
            simulate::summary_table(&summary, &tr(G::SCORE_UNIT, &[]))
        )?;
        writeln!(out, "{tables}")?;
    }
    Ok(())
}

/// The `tournament` flags besides the table and the bots.
struct TournamentRun {
    games: usize,
    seed: u64,
    threads: Option<usize>,
    time: TimeLimits,
    json: bool,
    csv: bool,
}

fn tournament_game<G: CliGame>(
    table: &TableArgs,
    bots: &[Entrant],
    run: &TournamentRun,
) -> Result<()> {
    let options = checked_options::<G>(table)?;
    let plan = tournament::Plan::<G> {
        options: &options,
        entrants: bots,
        games_per_pair: run.games,
        seed: run.seed,
        threads: run.threads.unwrap_or_else(parallel::default_threads),
        progress: true,
        time: run.time,
    };
    let report = tournament::run(&plan)?;
    let mut out = anstream::stdout();
    if run.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else if run.csv {
        write!(out, "{}", tournament::csv(&report))?;
    } else {
        writeln!(out, "{}", tournament::tables(&report))?;
    }
    Ok(())
}

/// One bot per seat: a single name fills every seat.
fn seat_bots(bots: &[BotSpec], n_seats: usize) -> Result<Vec<BotSpec>> {
    match bots.len() {
        1 => Ok(vec![bots[0]; n_seats]),
        n if n == n_seats => Ok(bots.to_vec()),
        n => bail!(
            "{}",
            tr("cli-bots-count", &[("n", &n), ("seats", &n_seats)])
        ),
    }
}
