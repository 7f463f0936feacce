//! Setting up a game in a given position, for tests, puzzles and analysis.

use interregnum_core::{Seat, SetupError};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{
    action::Unit,
    card::{Card, CardBag, GoldBag},
    state::{Phase, Provinces, ProvincesOptions, SeatState},
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
        options.validate()?;
        let n = usize::from(options.players);
        let p = position;
        if usize::from(p.first_player) >= n || usize::from(p.active) >= n {
            return Err(SetupError("a seat index is out of range".into()));
        }
        let mut seats = vec![SeatState::default(); n];
        for (i, seat) in seats.iter_mut().enumerate() {
            if let Some(h) = p.hands.get(i) {
                seat.hand = bag::<30>(h.iter().copied(), "a hand")?;
            }
            if let Some(t) = p.treasuries.get(i) {
                if t.iter().any(|&v| v == 0 || v > crate::card::MAX_LEVEL) {
                    return Err(SetupError("a gold value is out of range".into()));
                }
                seat.treasury = bag::<16>(t.iter().map(|&v| Card::soldier(v)), "a treasury")?;
            }
            if let Some(a) = p.armies.get(i) {
                seat.army.clone_from(a);
                seat.army.sort_unstable();
            }
            seat.field = p.fields.get(i).copied().unwrap_or(0);
            // A position has no history: any card of the hand may be a Province.
            seat.province_cap = seat.hand.len() as u16;
        }
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
        let round = p.round.unwrap_or(2);
        let mut game = Provinces {
            options: options.clone(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            first_player: Seat::new(usize::from(p.first_player)),
            round,
            active: Seat::new(usize::from(p.active)),
            actions_used: p.actions_used,
            allowance: 0,
            provinces_laid: p.provinces_laid,
            drawn_provinces: 0,
            drawn_cards: 0,
            phase: Phase::Main,
            deck: p.deck_top.iter().rev().copied().collect(),
            discard: p.discard.clone(),
            removed,
            resolving: None,
            dying: Vec::new(),
            seats,
            result: None,
        };
        let placed = game.all_cards().map_err(SetupError)?;
        let full = options.deck.cards();
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
        // Under the given top: the rest in standard card order, the lowest card first drawn.
        let mut deck: Vec<Card> = rest.iter().collect();
        deck.reverse();
        deck.append(&mut game.deck);
        game.deck = deck;
        let n8 = options.players;
        game.allowance = if round == 1 && game.active == game.first_player {
            options.deck.first_turn_allowance(n8)
        } else {
            options.deck.actions_per_turn
        };
        if p.start_turn {
            game.start_turn();
        }
        game.clamp_caps();
        if let Some(broken) = game.violation() {
            return Err(SetupError(format!("the position is not sound: {broken}")));
        }
        Ok(game)
    }
}
