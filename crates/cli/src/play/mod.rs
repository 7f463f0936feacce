//! `interregnum play`: a game against bots in the terminal.
//!
//! The loop ([`Table::run`]) is generic: each game supplies a [`Presenter`] that turns the
//! person's view into text, and a [`Frontend`] draws that text and reads the person's lines.
//! There are two front ends: [`tui`], a fixed full-screen layout for a terminal, and
//! [`plain`], a line mode for pipes, screen readers and `NO_COLOR`. Presenters only ever see
//! the human seat's view.

pub mod claim;
pub mod ik_log;
pub mod imposter_kings;
pub mod plain;
pub mod provinces;
pub mod text;
pub mod tui;

use std::io;

use interregnum_bots::{Bot, BotSpec, Budget, Heuristic, Playout, ask};

use crate::i18n::tr;
use interregnum_core::{
    ActionError, Game, IllegalAction, Observer, ParseError, Recorded, Seat, Start,
};

pub use text::{capitalise, plural};

/// How one game looks in the terminal, drawn from the human seat's view only.
///
/// Every text may hold ANSI styles (anstyle); the front ends strip them where colour is off.
pub trait Presenter<G: Game> {
    /// One line on the state of the game: round, phase, scores.
    fn header(&self, view: &G::View) -> String;
    /// The table, one string per line. With `Some(room)` it fits in about `room` lines of
    /// 80 columns where the game can shorten it (a long Court is summarised); with `None`
    /// it shows everything.
    fn board(&self, view: &G::View, room: Option<usize>) -> Vec<String>;
    /// What the person is asked now and what they may answer; empty when they are not to act.
    fn prompt(&self, view: &G::View) -> Vec<String>;
    /// Lines that tell how the game starts, before anyone acts.
    fn opening(&self, _view: &G::View) -> Vec<String> {
        Vec::new()
    }
    /// Lines that tell what happened between two views of the human seat.
    fn events(&self, before: &G::View, after: &G::View) -> Vec<String>;
    /// The final result, once the game is over.
    fn result(&self, view: &G::View, outcome: &interregnum_core::Outcome<G::Detail>) -> String;
    /// The help text for the move notation.
    fn help(&self) -> String;
    /// The answer to a game-specific command (for example a card's text), or `None` when
    /// `line` is not one, so the loop reads it as an action. Asked before parsing an action.
    fn command(&self, _view: &G::View, _line: &str) -> Option<String> {
        None
    }
    /// What the game's notation expects, in the person's language, when a line could not be
    /// read; `None` keeps the engine's words (English).
    fn why_unreadable(&self, _err: &ParseError) -> Option<String> {
        None
    }
    /// Why `err` refused what the person typed, in their words and language ("you hold one
    /// Queen"), or `None` to keep the engine's reason (English).
    fn why_refused(&self, _view: &G::View, _err: &IllegalAction) -> Option<String> {
        None
    }
    /// The line in the game's notation: where the notation is strict, a looser spelling
    /// that cannot be misread is rewritten (`discard S1 S4` for `discard S1+S4`).
    fn normalise(&self, line: &str) -> String {
        line.to_owned()
    }
    /// An action the person has no real choice about and that may be played for them
    /// without asking (a reaction window they hold nothing for), with the line that says so.
    fn automatic(&self, _view: &G::View) -> Option<(G::Action, String)> {
        None
    }
}

/// What a front end draws while it waits for the person's line.
pub struct Screen<'a> {
    pub header: String,
    /// The board for a room in lines (see [`Presenter::board`]).
    pub board: &'a dyn Fn(Option<usize>) -> Vec<String>,
    pub prompt: Vec<String>,
}

/// What the person typed, or why there is nothing more to read.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// The input ended (end of file, Ctrl-D).
    Closed,
    /// The person pressed Ctrl-C.
    Interrupted,
}

/// A way to show a game and read the person's lines: full screen or line by line.
pub trait Frontend {
    /// Tells what just happened.
    ///
    /// # Errors
    /// If writing fails.
    fn events(&mut self, lines: &[String]) -> io::Result<()>;
    /// Answers a command or refuses a line: help, a card's text, an error.
    ///
    /// # Errors
    /// If writing fails.
    fn reply(&mut self, text: &str) -> io::Result<()>;
    /// Says that something slow has started (the hint's search), where the screen would
    /// otherwise look frozen.
    ///
    /// # Errors
    /// If writing fails.
    fn busy(&mut self, _screen: &Screen<'_>, _text: &str) -> io::Result<()> {
        Ok(())
    }
    /// Shows the whole board (the `board` command).
    ///
    /// # Errors
    /// If writing fails.
    fn full_board(&mut self, screen: &Screen<'_>) -> io::Result<()>;
    /// Shows the table and reads the person's next line. `fresh` is set when the position
    /// changed since the last call, so a line front end draws the board again.
    ///
    /// # Errors
    /// If reading or writing fails.
    fn ask(&mut self, screen: &Screen<'_>, fresh: bool) -> io::Result<Input>;
    /// Shows the final result.
    ///
    /// # Errors
    /// If writing fails.
    fn finish(&mut self, screen: &Screen<'_>, result: &str) -> io::Result<()>;
}

/// One person against bots.
pub struct Table<G: Game> {
    pub game: Recorded<G>,
    pub human: Seat,
    /// One bot per seat; the human's seat has none.
    pub bots: Vec<Option<Box<dyn Bot<G>>>>,
    /// Whether decisions without a real choice are played for the person
    /// ([`Presenter::automatic`]).
    pub automatic: bool,
}

/// How the session ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ending {
    Finished,
    Quit,
    InputClosed,
    Interrupted,
}

/// The loop's own commands, told after the game's help.
#[must_use]
pub fn commands() -> String {
    tr("cli-commands", &[])
}

/// How many refused-line options to show before pointing to `options`.
const FEW_OPTIONS: usize = 12;

impl<G: Heuristic> Table<G> {
    /// # Errors
    /// As [`Game::new`].
    pub fn new(
        options: &G::Options,
        start: Start<G::Card>,
        human: Seat,
        mut make_bot: impl FnMut(Seat) -> Box<dyn Bot<G>>,
    ) -> Result<Table<G>, interregnum_core::SetupError> {
        let game = Recorded::<G>::new(options, start)?;
        let bots = Seat::all(game.state().n_seats())
            .map(|seat| (seat != human).then(|| make_bot(seat)))
            .collect();
        Ok(Table {
            game,
            human,
            bots,
            automatic: true,
        })
    }

    /// Plays until the game ends, the person quits or the input ends.
    ///
    /// # Errors
    /// If reading input or writing output fails.
    pub fn run(
        &mut self,
        presenter: &impl Presenter<G>,
        front: &mut impl Frontend,
    ) -> io::Result<Ending> {
        let me = Observer::Seat(self.human);
        let mut shown = self.game.state().view(me);
        let mut legal = Vec::new();
        let mut fresh = true;
        front.events(&presenter.opening(&shown))?;
        while let Some(seat) = self.game.state().to_act() {
            if seat != self.human {
                let bot = self.bots[seat.index()]
                    .as_mut()
                    .expect("every other seat has a bot");
                let action = ask(bot.as_mut(), self.game.state(), seat, &mut legal);
                self.game.apply(action).expect("bots play legal actions");
            } else if let Some((action, why)) = self
                .automatic
                .then(|| presenter.automatic(&shown))
                .flatten()
            {
                front.events(&[why])?;
                self.game
                    .apply(action)
                    .expect("an automatic action is legal");
            } else {
                let board = |room| presenter.board(&shown, room);
                let screen = Screen {
                    header: presenter.header(&shown),
                    board: &board,
                    prompt: presenter.prompt(&shown),
                };
                let line = match front.ask(&screen, fresh)? {
                    Input::Line(line) => line,
                    Input::Closed => return Ok(Ending::InputClosed),
                    Input::Interrupted => return Ok(Ending::Interrupted),
                };
                fresh = false;
                match line.trim().to_ascii_lowercase().as_str() {
                    "" => continue,
                    "quit" | "exit" | "q" => return Ok(Ending::Quit),
                    "help" | "?" | "h" => {
                        front.reply(&format!("{}\n{}", presenter.help(), commands()))?;
                        continue;
                    }
                    "board" | "b" | "look" => {
                        front.full_board(&screen)?;
                        continue;
                    }
                    "options" | "moves" => {
                        self.game.state().legal_actions(&mut legal);
                        let all: Vec<String> = legal.iter().map(ToString::to_string).collect();
                        front.reply(&tr("cli-you-may-play", &[("moves", &all.join(" · "))]))?;
                        continue;
                    }
                    "hint" => {
                        front.busy(&screen, &tr("cli-hint-thinking", &[]))?;
                        self.game.state().legal_actions(&mut legal);
                        let analysis = interregnum_bots::hint::<G>(
                            self.game.state().options(),
                            &shown,
                            &legal,
                            self.game.actions().len() as u64,
                            None,
                        );
                        front.reply(&tr(
                            "cli-hint",
                            &[
                                ("move", &analysis.best),
                                ("chance", &format!("{:.0}", 100.0 * analysis.win_chance())),
                                ("searches", &grouped(analysis.iterations)),
                            ],
                        ))?;
                        continue;
                    }
                    _ => {}
                }
                if let Some(reply) = presenter.command(&shown, line.trim()) {
                    front.reply(&reply)?;
                    continue;
                }
                match self.game.apply_text(&presenter.normalise(line.trim())) {
                    Ok(_) => {}
                    Err(ActionError::Parse(err)) => {
                        front.reply(&tr(
                            "cli-cannot-read",
                            &[
                                ("input", &format!("{:?}", err.input.trim())),
                                (
                                    "expected",
                                    &presenter.why_unreadable(&err).unwrap_or_else(|| {
                                        let engine = text::for_players(&err.expected, self.human);
                                        tr("cli-engine-expects", &[("engine", &engine)])
                                    }),
                                ),
                            ],
                        ))?;
                        continue;
                    }
                    Err(ActionError::Illegal(err)) => {
                        let why = presenter
                            .why_refused(&shown, &err)
                            .or_else(|| not_a_choice_now(&err))
                            .unwrap_or_else(|| {
                                let engine = text::for_players(&err.reason, self.human);
                                tr("cli-engine-refuses", &[("engine", &engine)])
                            });
                        front.reply(&tr(
                            "cli-not-allowed",
                            &[
                                ("why", &why),
                                (
                                    "options",
                                    &text::fitting_options(&err.allowed, &line, FEW_OPTIONS),
                                ),
                            ],
                        ))?;
                        continue;
                    }
                }
                fresh = true;
            }
            let now = self.game.state().view(me);
            front.events(&presenter.events(&shown, &now))?;
            shown = now;
        }
        let outcome = self
            .game
            .state()
            .outcome()
            .expect("a finished game has an outcome");
        let board = |room| presenter.board(&shown, room);
        let screen = Screen {
            header: presenter.header(&shown),
            board: &board,
            prompt: Vec::new(),
        };
        front.finish(&screen, &presenter.result(&shown, &outcome))?;
        Ok(Ending::Finished)
    }
}

/// "`keep` is not a choice now", in the person's language, when no allowed action starts
/// with the refused action's verb (the options that follow say what is).
fn not_a_choice_now(err: &IllegalAction) -> Option<String> {
    let verb = err.action.split_whitespace().next()?.to_ascii_lowercase();
    let allowed = err
        .allowed
        .iter()
        .any(|a| a.split_whitespace().next().map(str::to_ascii_lowercase) == Some(verb.clone()));
    (!allowed).then(|| tr("cli-not-a-choice-now", &[("action", &err.action.trim())]))
}

/// Who the bots at the table are, for the person: `Bot B: hard (ISMCTS, 4,000 iterations,
/// heuristic playouts)`, or `Bots B, C and D: easy (rules of thumb, no search)`. `asked` is
/// the bot as the person named it, `playing` what it stands for at this table (a level
/// resolved for the game and player count).
#[must_use]
pub fn bots_at_table(asked: BotSpec, playing: BotSpec, human: Seat, n_seats: usize) -> String {
    let seats: Vec<String> = Seat::all(n_seats)
        .filter(|&seat| seat != human)
        .map(|seat| seat.to_string())
        .collect();
    let who = match seats.as_slice() {
        [one] => tr("cli-bots-one", &[("seat", one)]),
        [rest @ .., last] => tr(
            "cli-bots-many",
            &[("seats", &rest.join(", ")), ("last", last)],
        ),
        [] => tr("cli-bots-none", &[]),
    };
    format!("{who}: {asked} ({})", describe_bot(playing))
}

/// What a bot is, in the person's language: the front end's rendering of the typed
/// [`BotSpec`] (the bots crate's own [`BotSpec::describe`] is English, for logs and tests).
#[must_use]
pub fn describe_bot(bot: BotSpec) -> String {
    match bot {
        BotSpec::Random => tr("cli-bot-random", &[]),
        BotSpec::Heuristic => tr("cli-bot-heuristic", &[]),
        BotSpec::Careless { random_percent } => {
            tr("cli-bot-careless", &[("percent", &random_percent)])
        }
        BotSpec::Ismcts {
            budget,
            threads,
            playout,
        } => {
            let budget = match budget {
                Budget::Iterations(n) => tr("cli-bot-iterations", &[("n", &grouped(n))]),
                Budget::Time(limit) => tr("cli-bot-ms", &[("ms", &limit.as_millis())]),
            };
            let threads = if threads > 1 {
                tr("cli-bot-threads", &[("threads", &threads)])
            } else {
                String::new()
            };
            let playout = match playout {
                Playout::Random => "random",
                Playout::Heuristic => "heuristic",
                Playout::HeuristicRound => "round",
            };
            tr(
                "cli-bot-ismcts",
                &[
                    ("budget", &budget),
                    ("threads", &threads),
                    ("playout", &playout),
                ],
            )
        }
        BotSpec::Level(level) => tr("cli-bot-level", &[("level", &level)]),
    }
}

/// `n` with its digits grouped by three, with the language's separator (2,000 or 2.000).
#[must_use]
pub fn grouped(n: impl Into<u128>) -> String {
    let separator = tr("cli-digit-group", &[]);
    let digits = n.into().to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use interregnum_bots::Level;
    use interregnum_imposter_kings::{IkOptions, ImposterKings};

    use super::*;

    #[test]
    fn the_table_names_each_bot_and_what_its_level_is() {
        let hard = BotSpec::Level(Level::Hard);
        let options = IkOptions {
            players: 4,
            ..IkOptions::default()
        };
        let playing = hard.resolve::<ImposterKings>(&options);
        assert_eq!(
            bots_at_table(hard, playing, Seat::new(1), 4),
            format!("Bots A, C and D: hard ({})", playing.describe())
        );
        assert!(playing.describe().starts_with("ISMCTS, "));
        // The front end's rendering says what the bots crate says, in English.
        for bot in [
            BotSpec::Random,
            BotSpec::Heuristic,
            playing,
            BotSpec::Level(Level::Easy),
            "ismcts:1500".parse().unwrap(),
            "heuristic:50%".parse().unwrap(),
        ] {
            assert_eq!(describe_bot(bot), bot.describe());
        }
        assert_eq!(
            bots_at_table(BotSpec::Heuristic, BotSpec::Heuristic, Seat::new(0), 2),
            "Bot B: heuristic (rules of thumb, no search)"
        );
    }
}
