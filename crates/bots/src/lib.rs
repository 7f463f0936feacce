//! Bots for every Interregnum game, generic over the game API.
//!
//! A bot is handed what a player in its seat is handed: that seat's [`Game::View`] and the
//! legal actions. It never receives the game state, so it cannot read hidden cards by
//! construction. A search bot that wants full states samples them from its view with
//! [`Game::determinize`].

use std::{fmt, str::FromStr};

use interregnum_core::{Game, Observer, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

/// A player that chooses among the legal actions from its seat's view alone.
pub trait Bot<G: Game>: Send {
    /// A short name for tables and logs, for example `random`.
    fn name(&self) -> String;

    /// Chooses one of `legal`, which is never empty.
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action;
}

/// Plays uniformly at random among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    #[must_use]
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> String {
        "random".to_owned()
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Action]) -> G::Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}

/// The kinds of bot a user can ask for by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotKind {
    Random,
}

impl BotKind {
    pub const ALL: [BotKind; 1] = [BotKind::Random];

    /// A new bot of this kind, seeded for reproducible play.
    #[must_use]
    pub fn build<G: Game>(self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BotKind::Random => "random",
        })
    }
}

/// A bot name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown bot {0:?}; the bots are: random")]
pub struct UnknownBot(pub String);

impl FromStr for BotKind {
    type Err = UnknownBot;

    fn from_str(text: &str) -> Result<BotKind, UnknownBot> {
        BotKind::ALL
            .into_iter()
            .find(|kind| kind.to_string().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownBot(text.to_owned()))
    }
}

/// Asks `bot`, sitting in `seat`, for its action in `state`: the only way the table hands a
/// state to a bot, as that seat's view.
///
/// # Panics
/// If it is not `seat`'s turn, or the bot answers with an action that is not legal.
pub fn ask<G: Game>(
    bot: &mut dyn Bot<G>,
    state: &G,
    seat: Seat,
    legal: &mut Vec<G::Action>,
) -> G::Action {
    assert_eq!(state.to_act(), Some(seat), "asked a bot out of turn");
    state.legal_actions(legal);
    let view = state.view(Observer::Seat(seat));
    let action = bot.choose(&view, legal);
    assert!(
        legal.contains(&action),
        "bot {} chose an illegal action {action}",
        bot.name()
    );
    action
}

#[cfg(test)]
mod tests {
    use interregnum_claim::{Claim, ClaimOptions};
    use interregnum_core::Start;

    use super::*;

    #[test]
    fn random_bot_plays_legal_and_reproducible_games() {
        let play = |seed| {
            let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<Claim>>> =
                (0..2).map(|i| BotKind::Random.build(seed + i)).collect();
            let mut legal = Vec::new();
            let mut moves = Vec::new();
            while let Some(seat) = game.to_act() {
                let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                game.apply(action).unwrap();
                moves.push(action);
            }
            moves
        };
        assert_eq!(play(5), play(5));
        assert_ne!(play(5), play(6));
        assert_eq!(play(5).len(), 52);
    }

    #[test]
    fn bot_names_parse() {
        assert_eq!("Random".parse(), Ok(BotKind::Random));
        assert!(
            "mcts"
                .parse::<BotKind>()
                .unwrap_err()
                .to_string()
                .contains("random")
        );
    }
}
