//! The options of a table, validated once and compiled for play, shared by every game of
//! that table.
//!
//! Validating a deck file builds its text form and error messages, which costs far more
//! than a whole random game; a search or a simulation starts thousands of games (and
//! samples thousands of states) with the same options. So each thread keeps the few options
//! it saw last with their compiled [`Rules`], and a game holds them behind an [`Arc`]: a
//! new game or a sample compares its options with those (a few field comparisons) instead
//! of validating them again, and cloning a game copies no deck.

use std::{cell::RefCell, sync::Arc};

use interregnum_core::SetupError;

use crate::{
    card::{Card, CardBag, MAX_LEVEL},
    setup::ProvincesOptions,
    unit::Unit,
};

/// How many distinct options each thread keeps compiled.
const REMEMBERED: usize = 4;

/// Valid options, with what play looks up often computed once.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    pub(crate) options: ProvincesOptions,
    /// Every card of the deck, with multiplicity.
    pub(crate) cards: CardBag,
    /// Every card of the deck in standard card order (B8.5), the order the shuffle starts
    /// from (B3.1).
    pub(crate) in_standard_order: Vec<Card>,
    /// The soldier cards of the deck: no army can hold more units.
    pub(crate) soldier_cards: usize,
    /// Provinces needed to win at this table (S26).
    pub(crate) provinces_to_win: u16,
    /// The first player's allowance on the first turn of the game (B4.2.1).
    pub(crate) first_turn_allowance: u16,
    /// The strength bonus of each power-up level (B1.4); 0 for a level the deck lacks.
    bonus: [u32; MAX_LEVEL as usize + 1],
}

thread_local! {
    /// The options this thread compiled last, the most recent first.
    static RECENT: RefCell<Vec<Arc<Rules>>> = const { RefCell::new(Vec::new()) };
}

impl Rules {
    /// The compiled rules of `options`, validated as [`ProvincesOptions::validate`] does the
    /// first time this thread sees them.
    ///
    /// # Errors
    /// If the options are invalid (the error of [`ProvincesOptions::validate`]).
    pub(crate) fn shared(options: &ProvincesOptions) -> Result<Arc<Rules>, SetupError> {
        RECENT.with_borrow_mut(|recent| {
            if let Some(at) = recent.iter().position(|r| r.options == *options) {
                recent[..=at].rotate_right(1);
                return Ok(Arc::clone(&recent[0]));
            }
            options.validate()?;
            let rules = Arc::new(Rules::compile(options.clone()));
            recent.insert(0, Arc::clone(&rules));
            recent.truncate(REMEMBERED);
            Ok(rules)
        })
    }

    /// The rules of options that passed validation.
    fn compile(options: ProvincesOptions) -> Rules {
        let deck = &options.deck;
        let cards = deck.cards();
        let mut bonus = [0; MAX_LEVEL as usize + 1];
        for power_up in &deck.power_ups {
            bonus[usize::from(power_up.level)] = u32::from(power_up.bonus);
        }
        Rules {
            cards,
            in_standard_order: cards.iter().collect(),
            soldier_cards: deck.soldiers.iter().map(|s| usize::from(s.count)).sum(),
            provinces_to_win: deck.target(options.players),
            first_turn_allowance: deck.first_turn_allowance(options.players),
            bonus,
            options,
        }
    }

    /// The strength of a unit (B2.3): its soldiers' levels plus its power-ups' bonuses, as
    /// [`Deck::strength`](crate::Deck::strength) computes it.
    pub(crate) fn strength(&self, unit: &Unit) -> u32 {
        unit.soldier_levels()
            + unit
                .power_ups()
                .distinct()
                .map(|(card, n)| {
                    self.bonus[usize::from(card.power_up_level().unwrap_or(0))] * u32::from(n)
                })
                .sum::<u32>()
    }
}
