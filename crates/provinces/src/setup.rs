//! Setting up a game (B3): the options, the first player, the shuffle and the deal.

use std::sync::Arc;

use interregnum_core::{Seat, SetupError, Start, shuffle::shuffle};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::{
    card::{Bag, Card},
    deck::Deck,
    rules::Rules,
    state::{Provinces, Turn},
};

/// Game options: the table and the deck file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ProvincesOptions {
    /// The number of players, 2 to 4 (and in the deck's `players_supported`).
    pub players: u8,
    /// The first player's seat index (B3.2). When absent it is drawn from the seeded RNG
    /// before the shuffle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
    /// The deck file; the built-in deck by default.
    pub deck: Deck,
}

impl Default for ProvincesOptions {
    fn default() -> Self {
        ProvincesOptions {
            players: 2,
            first_player: None,
            deck: Deck::default(),
        }
    }
}

impl ProvincesOptions {
    /// Options for `players` seats with the built-in deck.
    #[must_use]
    pub fn players(players: u8) -> Self {
        ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        }
    }

    /// Checks the options as [`Game::new`](interregnum_core::Game::new) does.
    ///
    /// # Errors
    /// If the deck is invalid, the player count is unsupported or the first player does not exist.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.deck
            .validate()
            .map_err(|e| SetupError(e.to_string()))?;
        self.deck
            .check_players(self.players)
            .map_err(|e| SetupError(e.to_string()))?;
        if let Some(first) = self.first_player
            && first >= self.players
        {
            return Err(SetupError(format!(
                "first_player is {first}; with {} players it must be 0 to {} (or absent, to draw it from the seed)",
                self.players,
                self.players - 1
            )));
        }
        Ok(())
    }
}

impl Provinces {
    /// A new game (B3): the first player, the shuffle (or the stacked deck), the deal, and
    /// the first player's first turn started.
    // Once a game: kept out of line, so that inlining goes to what runs every action.
    #[inline(never)]
    pub(crate) fn setup(
        options: &ProvincesOptions,
        start: &Start<Card>,
    ) -> Result<Provinces, SetupError> {
        let rules = Rules::shared(options)?;
        if let Some(stacked) = &start.deck
            && Bag::<30>::try_from_cards(stacked.iter().copied()) != Some(rules.cards)
        {
            return Err(SetupError(format!(
                "a stacked deck must hold every card of the deck exactly once ({} cards, top first); this one has {} cards that do not match the deck",
                rules.in_standard_order.len(),
                stacked.len()
            )));
        }
        Ok(Provinces::deal(rules, options, start))
    }

    /// [`Provinces::setup`] once the options and the stacked deck (if any) are checked.
    // Out of line, returning the game itself, which it builds in the caller's place (a
    // game is several hundred bytes, most of them the RNG's block).
    #[inline(never)]
    fn deal(rules: Arc<Rules>, options: &ProvincesOptions, start: &Start<Card>) -> Provinces {
        let n = usize::from(options.players);
        let initial_hand = options.deck.initial_hand;
        // The game's RNG is made in place; the first player (B3.2, B8.5: drawn before the
        // shuffle) is set once drawn.
        let mut game = Provinces::empty(
            rules,
            ChaCha8Rng::seed_from_u64(start.seed),
            Seat::new(0),
            n,
        );
        let first_player = match options.first_player {
            Some(first) => Seat::new(usize::from(first)),
            None => Seat::new(game.rng.random_range(0..n)),
        };
        game.first_player = first_player;
        game.turn = Turn::of(first_player);
        game.to_act = Some(first_player);
        match &start.deck {
            // Checked by `setup`: every card of the deck exactly once.
            Some(stacked) => game.deck.extend(stacked.iter().rev()),
            None => {
                // B3.1: the deck in standard card order, shuffled.
                game.deck.extend_from_slice(&game.rules.in_standard_order);
                shuffle(&mut game.deck, &mut game.rng);
            }
        }
        // S2, B3.2: deal one card at a time in turn order, from the first player. (What
        // `draw` does one card at a time: the discard pile is empty, so the deal stops
        // when the deck does.)
        'deal: for _ in 0..initial_hand {
            let mut seat = first_player;
            for _ in 0..n {
                let Some(card) = game.deck.pop() else {
                    break 'deal;
                };
                let slot = game.rules.slot(card);
                let me = &mut game.seats[seat.index()];
                me.hand.add(slot, 1);
                me.province_cap = me.province_cap.saturating_add(1);
                seat = seat.next(n);
            }
        }
        game.start_turn();
        game.clamp_province_caps();
        game
    }
}
