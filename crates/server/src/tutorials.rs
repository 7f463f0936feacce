//! The tutorials (`POST /api/tutorials`, docs/server.md): a first game of each title on a
//! fixed deal against a bot that decides the same way every time, so the browser's coach
//! meets the same decisions in the same order whenever the newcomer follows it.
//!
//! A tutorial is an ordinary private table: the requester in seat 0, the heuristic bot in
//! seat 1 (no search, so no time cap can change what it plays; each of its decisions is
//! seeded from the table's seed and the change number, as at every table), no clock, no
//! hints. Only the seed is fixed, here in the server: a client cannot choose a deal, so it
//! cannot set up a game whose hidden cards it knows. The deal of a tutorial is no secret
//! (it is this file), which is fine for a lesson and is why a tutorial is never listed.

use serde_json::{Value, json};

use crate::{
    games::{self, GameEntry},
    protocol::{ErrorBody, ErrorCode},
};

/// One game's tutorial: its options and the seed of its deal.
#[derive(Clone, Copy, Debug)]
pub struct Tutorial {
    /// The game's name, as `GET /api/games` lists it.
    pub game: &'static str,
    /// The seed of the deal (and of the bot's decisions).
    pub seed: u64,
    options: fn() -> Value,
}

impl Tutorial {
    /// The engine's options of the tutorial's game.
    #[must_use]
    pub fn options(&self) -> Value {
        (self.options)()
    }

    /// The game's entry.
    ///
    /// # Errors
    /// Never for the tutorials below (a test checks each); `unknown_game` otherwise.
    pub fn entry(&self) -> Result<&'static GameEntry, ErrorBody> {
        games::find(self.game)
    }
}

/// The bot of every tutorial: rules of thumb, no search.
pub const TUTORIAL_BOT: &str = "heuristic";

/// The tutorials, one per game. The seeds were chosen so that the lessons of each come up
/// early when the newcomer follows the coach (web/src/tutorial/; the browser test
/// web/e2e/tutorial.test.mjs follows each one).
pub const TUTORIALS: &[Tutorial] = &[
    // The bot leads the first trick, so the first decision is a reply that must follow; the
    // first prize is the Goblins 9, worth winning.
    Tutorial {
        game: "claim",
        seed: 6,
        options: || json!({"first_leader": 1}),
    },
    // The newcomer holds the True King (chooses who starts), a King's Hand for a reaction
    // window and an Assassin, so that the bot cannot kill the King they flip; the bot's hand
    // is strong enough that it keeps the deal (its free restart would shuffle the lesson away).
    Tutorial {
        game: "imposter-kings",
        seed: 31,
        options: || json!({"players": 2}),
    },
    // The newcomer moves first: a first turn of one action, to bank the Archer; the next
    // turn draws a Baron and an Archer to activate with it; a Royal Guard waits for the
    // bot's first Scout.
    Tutorial {
        game: "provinces",
        seed: 23,
        options: || json!({"players": 2, "first_player": 0}),
    },
];

/// The tutorial of `game`.
///
/// # Errors
/// `unknown_game`, listing the games that have one.
pub fn find(game: &str) -> Result<&'static Tutorial, ErrorBody> {
    TUTORIALS
        .iter()
        .find(|tutorial| tutorial.game.eq_ignore_ascii_case(game.trim()))
        .ok_or_else(|| {
            let names: Vec<&str> = TUTORIALS.iter().map(|tutorial| tutorial.game).collect();
            ErrorBody::new(
                ErrorCode::UnknownGame,
                format!(
                    "no tutorial for {game:?}; the games with a tutorial are: {}",
                    names.join(", ")
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use interregnum_core::{Observer, Seat};

    use super::*;

    #[test]
    fn every_game_has_a_tutorial_that_starts() {
        for entry in games::GAMES {
            let tutorial = find(entry.name).unwrap();
            let (options, seats) = tutorial
                .entry()
                .unwrap()
                .checked_options(Some(tutorial.options()))
                .unwrap();
            assert_eq!(seats, 2, "{}", entry.name);
            assert!(
                entry.start(&options, tutorial.seed).is_ok(),
                "{}",
                entry.name
            );
        }
    }

    #[test]
    fn an_unknown_tutorial_is_refused_with_the_list() {
        let err = find("chess").unwrap_err();
        assert_eq!(err.code, ErrorCode::UnknownGame);
        assert!(
            err.message.contains("claim, imposter-kings, provinces"),
            "{}",
            err.message
        );
    }

    fn first_view(game: &str) -> serde_json::Value {
        let tutorial = find(game).unwrap();
        let entry = tutorial.entry().unwrap();
        entry
            .start(&tutorial.options(), tutorial.seed)
            .unwrap()
            .view(Observer::Seat(Seat::new(0)))
    }

    fn hand(view: &serde_json::Value) -> Vec<&str> {
        view["seats"][0]["hand"]
            .as_array()
            .unwrap()
            .iter()
            .map(|card| card.as_str().unwrap())
            .collect()
    }

    #[test]
    fn claim_opens_with_the_bot_leading() {
        let view = first_view("claim");
        assert_eq!(view["to_act"], 1);
        assert_eq!(view["prize"], "Gb9");
    }

    #[test]
    fn imposter_kings_deals_the_newcomer_the_true_king_and_both_reactions() {
        let view = first_view("imposter-kings");
        assert_eq!(view["true_king"], 0);
        assert_eq!(view["to_act"], 0);
        let hand = hand(&view);
        assert!(
            hand.contains(&"KingsHand") && hand.contains(&"Assassin"),
            "{hand:?}"
        );
    }

    #[test]
    fn provinces_opens_with_one_action_to_bank_and_a_royal_guard() {
        let view = first_view("provinces");
        assert_eq!(view["to_act"], 0);
        assert_eq!(view["allowance"], 1);
        assert!(hand(&view).contains(&"Guard"), "{view}");
        let legal = view["legal"].as_array().unwrap();
        assert!(legal.iter().any(|a| a == "bank S3"), "{legal:?}");
    }
}
