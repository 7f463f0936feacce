//! `interregnum play`: a game against bots in the terminal, one line of input per move.
//!
//! The loop is generic; each game supplies a [`Presenter`] that draws its view and tells
//! what happened between two views. Presenters only ever see the human seat's view.

pub mod claim;
pub mod imposter_kings;
pub mod provinces;

use std::io::{BufRead, Write};

use interregnum_bots::{
    Analysis, Bot, BotSpec, Budget, Heuristic, Ismcts, IsmctsConfig, Level, ask,
};
use interregnum_core::{ActionError, Game, Observer, Recorded, Seat, Start};

/// How one game looks in the terminal, drawn from the human seat's view only.
pub trait Presenter<G: Game> {
    /// The table as the human sees it before their move.
    fn board(&self, view: &G::View) -> String;
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
}

/// One person against bots.
pub struct Table<G: Game> {
    pub game: Recorded<G>,
    pub human: Seat,
    /// One bot per seat; the human's seat has none.
    pub bots: Vec<Option<Box<dyn Bot<G>>>>,
}

/// How the session ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ending {
    Finished,
    Quit,
    InputClosed,
}

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
        Ok(Table { game, human, bots })
    }

    /// Plays until the game ends, the person quits or the input ends.
    ///
    /// # Errors
    /// If reading input or writing output fails.
    pub fn run(
        &mut self,
        presenter: &impl Presenter<G>,
        mut input: impl BufRead,
        mut out: impl Write,
    ) -> std::io::Result<Ending> {
        let me = Observer::Seat(self.human);
        let mut shown = self.game.state().view(me);
        let mut legal = Vec::new();
        let mut line = String::new();
        let mut show_board = true;
        while let Some(seat) = self.game.state().to_act() {
            if seat != self.human {
                let bot = self.bots[seat.index()]
                    .as_mut()
                    .expect("every other seat has a bot");
                let action = ask(bot.as_mut(), self.game.state(), seat, &mut legal);
                self.game.apply(action).expect("bots play legal actions");
            } else {
                if show_board {
                    writeln!(out, "{}", presenter.board(&shown))?;
                    show_board = false;
                }
                write!(out, "> ")?;
                out.flush()?;
                line.clear();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    return Ok(Ending::InputClosed);
                }
                match line.trim().to_ascii_lowercase().as_str() {
                    "" => continue,
                    "quit" | "exit" | "q" => return Ok(Ending::Quit),
                    "help" | "?" | "h" => {
                        writeln!(out, "{}", presenter.help())?;
                        writeln!(
                            out,
                            "Commands: board (the table again), hint (what the hard bot would play), help, quit."
                        )?;
                        continue;
                    }
                    "board" | "b" | "look" => {
                        show_board = true;
                        continue;
                    }
                    "hint" => {
                        self.game.state().legal_actions(&mut legal);
                        let analysis = hint::<G>(
                            self.game.state().options(),
                            &shown,
                            &legal,
                            self.game.actions().len() as u64,
                        );
                        writeln!(
                            out,
                            "Hint: the hard bot would play {} and rates your chance to win at {:.0}% \
                             ({} searches).",
                            analysis.best,
                            100.0 * analysis.win_chance(),
                            analysis.iterations
                        )?;
                        continue;
                    }
                    _ => {}
                }
                if let Some(reply) = presenter.command(&shown, line.trim()) {
                    writeln!(out, "{reply}")?;
                    continue;
                }
                match self.game.apply_text(&line) {
                    Ok(_) => {}
                    Err(ActionError::Parse(err)) => {
                        writeln!(out, "{err}. Type help for the notation.")?;
                        continue;
                    }
                    Err(ActionError::Illegal(err)) => {
                        writeln!(
                            out,
                            "Not allowed: {}. You may play: {}",
                            err.reason,
                            err.allowed.join(" · ")
                        )?;
                        continue;
                    }
                }
                show_board = true;
            }
            let now = self.game.state().view(me);
            for event in presenter.events(&shown, &now) {
                writeln!(out, "{event}")?;
            }
            shown = now;
        }
        let outcome = self
            .game
            .state()
            .outcome()
            .expect("a finished game has an outcome");
        writeln!(out, "{}", presenter.result(&shown, &outcome))?;
        Ok(Ending::Finished)
    }
}

/// What the hard bot would play from the person's view, and its estimate of their chance.
/// It searches the person's own view, as the bot in that seat would: no hidden card is used.
/// Where a game's hard level is not a search, the default hard search gives the hint, since
/// only a search can estimate the chance to win.
pub fn hint<G: Heuristic>(
    options: &G::Options,
    view: &G::View,
    legal: &[G::Action],
    seed: u64,
) -> Analysis<G::Action> {
    let (budget, threads) = match G::level(Level::Hard, options) {
        BotSpec::Ismcts { budget, threads } => (budget, threads),
        _ => match Level::Hard.spec() {
            BotSpec::Ismcts { budget, threads } => (budget, threads),
            _ => (Budget::Iterations(20_000), 2),
        },
    };
    let config = IsmctsConfig {
        budget,
        threads,
        seed,
        ..IsmctsConfig::default()
    };
    Ismcts::<G>::new(config).analyse(view, legal)
}

/// `text` with its first letter in upper case, for names at the start of a sentence.
#[must_use]
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
