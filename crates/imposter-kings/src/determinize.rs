//! Sampling a full state consistent with one seat's view.
//!
//! The public part of the state, the event log and the seat's own cards are copied from
//! the view. Cards the seat knows elsewhere are put back where it knows them: the
//! partner's Successor shown at setup (while unchanged), the partner's shared card, the
//! Successors seen with a Spy, an assassinated player's pile, a partner's exchange offer,
//! and the cards it knows to be in other hands (§8.1.1).
//! Every other card is dealt at random into the hidden places whose sizes the view shows:
//! other hands and Successors, hidden Condemned cards and removed cards (those with an
//! announced base value get a card of that value), out piles and shared cards. Secret
//! commitments of other seats that the view shows as made are drawn from their sampled
//! hands.

use interregnum_core::{Observer, SetupError};
use rand::{Rng, RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

use crate::{
    Card, IkView, ImposterKings,
    card::{MAX_CARDS, deck},
    card_set::CardSet,
    state::Phase,
};

/// One card of `set`, each copy equally likely; `None` for an empty set.
fn random_card<R: Rng + ?Sized>(set: CardSet, rng: &mut R) -> Option<Card> {
    (!set.is_empty()).then(|| set.nth(rng.random_range(0..set.len())))
}

/// `size` cards of `set` drawn without replacement.
fn random_cards<R: Rng + ?Sized>(set: CardSet, size: u32, rng: &mut R) -> CardSet {
    let mut left = set;
    let mut drawn = CardSet::EMPTY;
    for _ in 0..size {
        if let Some(card) = random_card(left, rng) {
            left.remove(card);
            drawn.insert(card);
        }
    }
    drawn
}

pub(crate) fn sample<R: Rng + ?Sized>(
    view: &IkView,
    rng: &mut R,
) -> Result<ImposterKings, SetupError> {
    let raw = &view.raw;
    let bad = |why: &str| SetupError(format!("this view cannot be sampled: {why}"));
    let (Observer::Seat(_), Some(mine)) = (raw.observer, raw.mine) else {
        return Err(SetupError(
            "only a seat's view can be sampled, not a spectator's".into(),
        ));
    };
    let table = raw.table;
    let players = table.players;
    if !(2..=4).contains(&players) || mine.seat >= players {
        return Err(bad("the seat or player count is out of range"));
    }
    let mut game = ImposterKings::blank(
        table.options,
        ChaCha8Rng::seed_from_u64(rng.random::<u64>()),
    );
    game.table = table;
    game.log = raw.log;
    let me = usize::from(mine.seat);
    let secrets = &mut game.secrets;

    // The unknown cards: the deck less every card the seat can place.
    let mut unknown = deck(players);
    let mut place = |cards: CardSet| -> Result<(), SetupError> {
        if !unknown.includes(cards) {
            return Err(bad("a card is in two places"));
        }
        unknown = unknown.minus(cards);
        Ok(())
    };
    place(table.court.all())?;
    place(CardSet::one(table.accused))?;
    place(table.removed_public)?;
    for seat in 0..usize::from(players) {
        place(table.antechambers[seat])?;
        place(table.rows[seat])?;
        place(table.condemned_public[seat])?;
    }

    secrets.hands[me] = mine.hand;
    secrets.successors[me] = mine.successor;
    secrets.condemned_hidden[me] = mine.condemned_hidden;
    secrets.own_setup_removal[me] = mine.own_setup_removal;
    secrets.own_purged[me] = mine.own_purged;
    secrets.removed_unannounced = mine.own_setup_removal;
    secrets.removed_announced = mine.own_purged;
    secrets.chosen[me] = mine.chosen;
    secrets.chosen_removal[me] = mine.chosen_removal;
    secrets.shared_cards[me] = mine.shared;
    let one = |card: Option<Card>| card.map_or(CardSet::EMPTY, CardSet::one);
    place(mine.hand)?;
    place(one(mine.successor))?;
    place(mine.condemned_hidden)?;
    place(mine.own_setup_removal)?;
    place(mine.own_purged)?;
    place(one(mine.shared))?;

    if let Some(partner) = table.partner(mine.seat) {
        let q = usize::from(partner);
        secrets.successors[q] = mine.partner_successor;
        secrets.shared_cards[q] = mine.partner_shared;
        place(one(mine.partner_successor))?;
        place(one(mine.partner_shared))?;
        let team = me % 2;
        secrets.exchanges[team] = mine.exchange;
        if table.phase == Phase::AnswerExchange(team as u8) && table.to_act == mine.seat {
            // The partner proposed: the offered cards are in the partner's hand.
            secrets.hands[q] = mine.exchange.offer;
            place(mine.exchange.offer)?;
        }
        if table.exchanges_done == 2 {
            for (exchange, &(size, accepted)) in
                secrets.exchanges.iter_mut().zip(&table.exchange_results)
            {
                exchange.size = size;
                exchange.accepted = accepted;
            }
        }
    }
    for (seat, seen) in mine.spy_seen.iter().enumerate() {
        if seen.is_some() && secrets.successors[seat] != *seen {
            secrets.successors[seat] = *seen;
            place(one(*seen))?;
        }
    }
    if !mine.pile.is_empty() {
        let victim = usize::from(table.ability.player);
        if victim >= usize::from(players) {
            return Err(bad("a pile without a victim"));
        }
        secrets.out_piles[victim] = mine.pile;
        place(mine.pile)?;
    }

    // Cards the seat knows to be in other hands.
    for seat in (0..usize::from(players)).filter(|&s| s != me) {
        for card in mine.known[seat].iter_distinct() {
            let have = secrets.hands[seat].count(card);
            for _ in have..mine.known[seat].count(card) {
                if !unknown.contains(card) {
                    return Err(bad("no card fits what the seat knows of a hand"));
                }
                unknown.remove(card);
                secrets.hands[seat].insert(card);
            }
        }
    }
    for observer in 0..usize::from(players) {
        for seat in 0..usize::from(players) {
            secrets.knowledge.known[observer][seat] = if observer == me {
                mine.known[seat]
            } else if observer == seat {
                CardSet::EMPTY
            } else {
                table.known_to_all[seat]
            };
        }
    }

    // Hidden cards with an announced base value.
    let mut draw_of_value = |value: usize, unknown: &mut CardSet| -> Result<Card, SetupError> {
        let card = random_card(unknown.of_value(value as u8), rng)
            .ok_or_else(|| bad("no card fits an announced value"))?;
        unknown.remove(card);
        Ok(card)
    };
    for seat in (0..usize::from(players)).filter(|&s| s != me) {
        for value in 0..10 {
            for _ in 0..table.condemned_hidden_values[seat][value] {
                let card = draw_of_value(value, &mut unknown)?;
                secrets.condemned_hidden[seat].insert(card);
            }
        }
    }
    for value in 0..10 {
        let known = mine.own_purged.of_value(value as u8).len();
        let need = u32::from(table.removed_hidden_values[value])
            .checked_sub(known)
            .ok_or_else(|| bad("removed values do not add up"))?;
        for _ in 0..need {
            let card = draw_of_value(value, &mut unknown)?;
            secrets.removed_announced.insert(card);
        }
    }

    // Every other hidden place, by size.
    let mut cards = [Card::Fool; MAX_CARDS];
    let mut len = 0;
    for card in unknown.iter() {
        cards[len] = card;
        len += 1;
    }
    let cards = &mut cards[..len];
    cards.shuffle(rng);
    let mut next = cards.iter().copied();
    let mut draw = || next.next().ok_or_else(|| bad("too few unknown cards"));
    for seat in 0..usize::from(players) {
        if seat != me {
            let need = u32::from(raw.hand_sizes[seat])
                .checked_sub(secrets.hands[seat].len())
                .ok_or_else(|| bad("hand size"))?;
            for _ in 0..need {
                secrets.hands[seat].insert(draw()?);
            }
            if raw.has_successor.contains(seat as u8) && secrets.successors[seat].is_none() {
                secrets.successors[seat] = Some(draw()?);
            }
            if table.has_shared_card.contains(seat as u8) && secrets.shared_cards[seat].is_none() {
                secrets.shared_cards[seat] = Some(draw()?);
            }
        }
        let need = u32::from(raw.out_pile_sizes[seat])
            .checked_sub(secrets.out_piles[seat].len())
            .ok_or_else(|| bad("out pile size"))?;
        for _ in 0..need {
            secrets.out_piles[seat].insert(draw()?);
        }
    }
    let removed = secrets
        .removed_unannounced
        .plus(secrets.removed_announced)
        .len();
    let need = u32::from(raw.removed_hidden)
        .checked_sub(removed)
        .ok_or_else(|| bad("removed pile size"))?;
    for _ in 0..need {
        secrets.removed_unannounced.insert(draw()?);
    }
    if draw().is_ok() {
        return Err(bad("more unknown cards than hidden places"));
    }

    // Secret commitments the view shows as made.
    for seat in (0..usize::from(players)).filter(|&s| s != me) {
        if !table.committed.contains(seat as u8) {
            continue;
        }
        let hand = secrets.hands[seat];
        match table.phase {
            Phase::HideSuccessorAndRemoval => {
                let successor = random_cards(hand, 1, rng);
                secrets.chosen[seat] = successor;
                secrets.chosen_removal[seat] = random_cards(hand.minus(successor), 1, rng);
            }
            Phase::Reveal(count) => {
                secrets.chosen[seat] = random_cards(hand, u32::from(count), rng);
            }
            Phase::Share | Phase::ChooseSuccessor | Phase::RemoveAtSetup => {
                secrets.chosen[seat] = random_cards(hand, 1, rng);
            }
            Phase::ExecutionerCondemn => {
                secrets.chosen[seat] = random_cards(hand.of_value(table.ability.number), 1, rng);
            }
            _ => {}
        }
    }
    let actor = usize::from(table.ability.player);
    if table.phase == Phase::PrincessAnswer && actor != me {
        secrets.chosen[actor] = random_cards(secrets.hands[actor], 1, rng);
    }
    if cfg!(debug_assertions)
        && let Some(broken) = game.broken_invariant()
    {
        return Err(bad(&broken));
    }
    Ok(game)
}
