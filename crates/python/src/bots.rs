//! The project's bots for Python: each is handed its seat's view only, through `bots::ask`.

use interregnum_bots::{Bot, BotSpec, ask};
use interregnum_core::IllegalAction;

use crate::{
    error::{Error, Result},
    games::{self, with_game},
    session::{DynSession, Playable, Session},
};

/// A bot for one game, behind one object-safe trait.
pub(crate) trait DynBot: Send {
    fn game(&self) -> &'static str;
    fn name(&self) -> String;
    /// The bot's action for the seat to act in `session`, in notation.
    fn choose(&mut self, session: &dyn DynSession) -> Result<String>;
}

struct GameBot<G: Playable> {
    bot: Box<dyn Bot<G>>,
}

impl<G: Playable> DynBot for GameBot<G> {
    fn game(&self) -> &'static str {
        G::NAME
    }

    fn name(&self) -> String {
        self.bot.name()
    }

    fn choose(&mut self, session: &dyn DynSession) -> Result<String> {
        let session = session
            .as_any()
            .downcast_ref::<Session<G>>()
            .ok_or_else(|| {
                Error::Setup(format!(
                    "this bot plays {}, not {}",
                    G::NAME,
                    session.name()
                ))
            })?;
        let Some(seat) = session.state.to_act() else {
            return Err(Error::Illegal(IllegalAction {
                action: "(a bot's move)".into(),
                reason: "the game is over".into(),
                allowed: Vec::new(),
            }));
        };
        let mut legal = Vec::new();
        Ok(ask(self.bot.as_mut(), &session.state, seat, &mut legal).to_string())
    }
}

/// Reads a bot name (`random`, `heuristic`, `ismcts`, `ismcts:2000`, `ismcts:100ms`,
/// `easy`, `medium`, `hard`).
pub(crate) fn spec(name: &str) -> Result<BotSpec> {
    name.parse::<BotSpec>()
        .map_err(|err| Error::UnknownBot(err.to_string()))
}

/// A seeded bot for `game` with these options (a level means the bot the game chose for
/// the table).
pub(crate) fn build(
    game: &str,
    name: &str,
    options_json: Option<&str>,
    players: Option<u8>,
    seed: u64,
) -> Result<Box<dyn DynBot>> {
    let spec = spec(name)?;
    let game = games::canonical(game)?;
    with_game!(game, G => {
        let options = games::options::<G>(options_json, players)?;
        let bot: Box<dyn DynBot> = Box::new(GameBot::<G> {
            bot: spec.resolve::<G>(&options).build::<G>(seed),
        });
        Ok(bot)
    })
}
