//! Sampling a full state from a seat's view ([`Game::determinize`]): the cards the seat has
//! not seen are dealt at random to the other hands and the deck, within each hidden hand's
//! public Province cap.
//!
//! [`Game::determinize`]: interregnum_core::Game::determinize

use std::sync::Arc;

use interregnum_core::{Observer, Seat, SetupError, shuffle::shuffle};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{
    card::{Card, CardBag},
    invariants::census,
    rules::Rules,
    state::{MOST_DYING, Provinces, Turn},
    view::ProvincesView,
};

/// A full state consistent with a seat's view: the other hands and the deck are dealt at
/// random from the cards the seat has not seen.
pub(crate) fn sample<R: Rng + ?Sized>(
    view: &ProvincesView,
    rng: &mut R,
) -> Result<Provinces, SetupError> {
    let Observer::Seat(me) = view.observer else {
        return Err(SetupError(
            "only a seat's view can be sampled, not a spectator's".into(),
        ));
    };
    let rules = Rules::shared(&view.options)?;
    let n = usize::from(view.options.players);
    if view.seats.len() != n || me.index() >= n {
        return Err(SetupError("the view's seats do not fit its options".into()));
    }
    if view.dying.len() > MOST_DYING {
        return Err(SetupError(format!(
            "the view shows {} dying cards; at most {MOST_DYING} can wait at once",
            view.dying.len()
        )));
    }
    let Some(my_hand) = view.seats[me.index()].hand else {
        return Err(SetupError(
            "the view does not show the observer's own hand".into(),
        ));
    };
    // The sample's own chance events (later reshuffles) are drawn afresh.
    let reshuffles = ChaCha8Rng::seed_from_u64(rng.random::<u64>());
    let seen = census(
        view.discard.iter().copied(),
        &view.removed,
        view.resolving,
        &view.dying,
        &view.phase,
        view.seats.iter().enumerate().map(|(i, s)| {
            let hand = if i == me.index() {
                my_hand
            } else {
                CardBag::EMPTY
            };
            (hand, s.treasury, &s.army[..], s.field)
        }),
    )
    .map_err(SetupError)?;
    let full = rules.cards;
    if !full.includes(&seen) {
        return Err(SetupError(
            "the view shows more cards than the deck has".into(),
        ));
    }
    // Every card seen is a card of the deck, so it has a slot and packs.
    let mut game = Provinces::empty(Arc::clone(&rules), reshuffles, view.first_player, n);
    for (i, (seat, seen)) in game.seats.iter_mut().zip(&view.seats).enumerate() {
        if i == me.index() {
            seat.hand = rules.pack(&my_hand).unwrap_or_default();
        }
        seat.treasury = rules.pack(&seen.treasury).unwrap_or_default();
        seat.recount_gold(&rules);
        seat.army.extend_from_slice(&seen.army);
        seat.recount_marks();
        seat.field = seen.field;
        seat.province_cap = seen.province_cap;
    }
    game.round = view.round;
    game.turn = Turn {
        actions_used: view.actions_used,
        allowance: view.allowance,
        provinces_laid: view.provinces_laid,
        ..Turn::of(view.active)
    };
    game.set_phase(view.phase);
    game.discard.extend_from_slice(&view.discard);
    game.removed = rules.pack(&view.removed).unwrap_or_default();
    game.resolving = view.resolving;
    game.dying.extend(view.dying.iter().copied());
    game.ended = view.result.as_ref().map(|result| result.end);
    let mut unknown_bag = full;
    unknown_bag.remove_all(&seen);
    let hidden_hands: u32 = view
        .seats
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != me.index())
        .map(|(_, s)| s.hand_size)
        .sum();
    // The unseen cards are shuffled in the deck's own room: the hidden hands take them
    // from the front, seat by seat, and the rest stay as the deck (no list of their own).
    let cards = &mut game.deck;
    cards.extend(unknown_bag.iter());
    if cards.len() as u32 != hidden_hands + view.deck_size {
        return Err(SetupError(
            "the view's hand and deck sizes do not add up to the deck".into(),
        ));
    }
    shuffle(cards, rng);
    // Where each hidden hand's cards are in `cards` (none for the observer).
    let mut hands: [std::ops::Range<usize>; 4] = Default::default();
    let mut next = 0;
    for (i, s) in view.seats.iter().enumerate() {
        if i != me.index() {
            let size = s.hand_size as usize;
            hands[i] = next..next + size;
            next += size;
        }
    }
    let deck = next..cards.len();
    let provinces = |cards: &[Card]| cards.iter().filter(|&&c| c == Card::PROVINCE).count();
    let first = |cards: &[Card], province: bool| {
        cards
            .iter()
            .position(|&c| (c == Card::PROVINCE) == province)
    };
    // Respect each hidden hand's public Province cap, moving excess Provinces into the
    // deck (or into another hidden hand with room) in exchange for other cards.
    for i in (0..n).filter(|&i| i != me.index()) {
        let cap = usize::from(view.seats[i].province_cap);
        while provinces(&cards[hands[i].clone()]) > cap {
            let at = hands[i].start + first(&cards[hands[i].clone()], true).unwrap_or(0);
            if let Some(d) = first(&cards[deck.clone()], false) {
                cards.swap(at, deck.start + d);
                continue;
            }
            let room = (0..n).find(|&j| {
                j != me.index()
                    && j != i
                    && provinces(&cards[hands[j].clone()]) < usize::from(view.seats[j].province_cap)
                    && first(&cards[hands[j].clone()], false).is_some()
            });
            let Some(j) = room else {
                return Err(SetupError(
                    "no deal of the unseen cards fits the hands' Province caps".into(),
                ));
            };
            let k = hands[j].start + first(&cards[hands[j].clone()], false).unwrap_or(0);
            cards.swap(at, k);
        }
    }
    for (i, hand) in hands.iter().enumerate().take(n) {
        for at in hand.clone() {
            let card = game.deck[at];
            game.put_in_hand(Seat::new(i), card);
        }
    }
    game.deck.drain(..deck.start);
    Ok(game)
}
