//! Setting up a game in a given position, for tests, puzzles and analysis.

use std::sync::Arc;

use interregnum_core::{Seat, SetupError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{
    card::{Card, CardBag, GoldBag},
    invariants::census,
    rules::Rules,
    setup::ProvincesOptions,
    state::{Phase, Provinces, Turn},
    unit::Unit,
};

/// A position in the main phase of a turn. Every card of the deck that the position does
/// not place goes into the deck under `deck_top`, in standard card order with the lowest
/// card nearest the top (unless `exact` is set, when every card must be placed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    pub first_player: u8,
    pub active: u8,
    /// The round, from 1 (default 2, so that no first-turn rule applies).
    pub round: Option<u32>,
    pub actions_used: u16,
    pub provinces_laid: u16,
    /// Per seat; missing seats are empty.
    pub hands: Vec<Vec<Card>>,
    /// Gold values per seat.
    pub treasuries: Vec<Vec<u8>>,
    pub armies: Vec<Vec<Unit>>,
    pub fields: Vec<u16>,
    /// The top of the deck, top first.
    pub deck_top: Vec<Card>,
    /// The discard pile, bottom first.
    pub discard: Vec<Card>,
    /// Spent gold values.
    pub removed: Vec<u8>,
    /// Every card must be placed: nothing is put under `deck_top`.
    pub exact: bool,
    /// Start the active player's turn (clear its marks and draw) instead of being in the
    /// middle of it.
    pub start_turn: bool,
}

fn bag<const N: usize>(
    cards: impl IntoIterator<Item = Card>,
    what: &str,
) -> Result<crate::card::Bag<N>, SetupError> {
    crate::card::Bag::<N>::try_from_cards(cards)
        .ok_or_else(|| SetupError(format!("{what} holds too many different cards")))
}

impl Provinces {
    /// A game in `position`, with the RNG (for later reshuffles) seeded from `seed`.
    ///
    /// # Errors
    /// If the options are invalid, the position places cards the deck does not have, a unit
    /// breaks S10, or a seat index is out of range.
    pub fn from_position(
        options: &ProvincesOptions,
        position: &Position,
        seed: u64,
    ) -> Result<Provinces, SetupError> {
        let rules = Rules::shared(options)?;
        let n = usize::from(options.players);
        let p = position;
        if usize::from(p.first_player) >= n || usize::from(p.active) >= n {
            return Err(SetupError("a seat index is out of range".into()));
        }
        let mut hands = vec![CardBag::EMPTY; n];
        let mut treasuries = vec![GoldBag::EMPTY; n];
        let mut armies = vec![Vec::new(); n];
        for i in 0..n {
            if let Some(h) = p.hands.get(i) {
                hands[i] = bag(h.iter().copied(), "a hand")?;
            }
            if let Some(t) = p.treasuries.get(i) {
                if t.iter().any(|&v| v == 0 || v > crate::card::MAX_LEVEL) {
                    return Err(SetupError("a gold value is out of range".into()));
                }
                treasuries[i] = bag(t.iter().map(|&v| Card::soldier(v)), "a treasury")?;
            }
            if let Some(a) = p.armies.get(i) {
                armies[i].clone_from(a);
                armies[i].sort_unstable();
            }
        }
        let field = |i: usize| p.fields.get(i).copied().unwrap_or(0);
        if p.removed
            .iter()
            .any(|&v| v == 0 || v > crate::card::MAX_LEVEL)
        {
            return Err(SetupError("a gold value is out of range".into()));
        }
        let removed: GoldBag = bag(
            p.removed.iter().map(|&v| Card::soldier(v)),
            "the removed pile",
        )?;
        let placed = census(
            p.deck_top.iter().rev().chain(&p.discard).copied(),
            &removed,
            None,
            &[],
            &Phase::Main,
            (0..n).map(|i| (hands[i], treasuries[i], &armies[i][..], field(i))),
        )
        .map_err(SetupError)?;
        let full = rules.cards;
        if !full.includes(&placed) {
            return Err(SetupError(format!(
                "the position places more cards than the deck has: {placed:?}"
            )));
        }
        let mut rest: CardBag = full;
        rest.remove_all(&placed);
        if p.exact && !rest.is_empty() {
            return Err(SetupError(format!(
                "the position leaves cards unplaced: {rest:?}"
            )));
        }

        // Every card placed is a card of the deck, so it has a slot and packs.
        let first_player = Seat::new(usize::from(p.first_player));
        let seed = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Provinces::empty(Arc::clone(&rules), seed, first_player, n);
        for (i, seat) in game.seats.iter_mut().enumerate() {
            seat.hand = rules.pack(&hands[i]).unwrap_or_default();
            seat.treasury = rules.pack(&treasuries[i]).unwrap_or_default();
            seat.recount_gold(&rules);
            seat.army.append(&mut armies[i]);
            seat.recount_marks();
            seat.field = field(i);
            // A position has no history: any card of the hand may be a Province.
            seat.province_cap = seat.hand.len() as u16;
        }
        game.removed = rules.pack(&removed).unwrap_or_default();
        let round = p.round.unwrap_or(2);
        game.round = round;
        game.turn = Turn {
            actions_used: p.actions_used,
            provinces_laid: p.provinces_laid,
            ..Turn::of(Seat::new(usize::from(p.active)))
        };
        game.set_phase(Phase::Main); // for the active seat just set
        game.deck.extend(p.deck_top.iter().rev());
        game.discard.extend_from_slice(&p.discard);
        // Under the given top: the rest in standard card order, the lowest card first drawn.
        let top = game.deck.len();
        game.deck.extend(rest.iter());
        game.deck.rotate_left(top);
        game.deck[..rest.len() as usize].reverse();
        game.turn.allowance = if round == 1 && game.turn.active == game.first_player {
            game.rules.first_turn_allowance
        } else {
            game.deck_def().actions_per_turn
        };
        if p.start_turn {
            game.start_turn();
        }
        game.clamp_province_caps();
        if let Some(broken) = game.violation() {
            return Err(SetupError(format!("the position is not sound: {broken}")));
        }
        Ok(game)
    }
}
