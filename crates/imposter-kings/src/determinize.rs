//! Sampling a full state consistent with one seat's view.
//!
//! The public part of the state, the event log and the seat's own cards are copied from
//! the view. Cards the seat knows elsewhere are put back where it knows them: the
//! partner's Successor shown at setup (while unchanged), the partner's shared card, the
//! Successors seen with a Spy, an assassinated player's pile, a partner's exchange offer,
//! and the cards it knows to be in other hands (§8.1.1).
//!
//! Every other card is dealt at random into the hidden places whose sizes the view shows:
//! other hands and Successors, hidden Condemned cards and removed cards (those with an
//! announced base value get a card of that value), out piles and shared cards. Hands are
//! dealt within what the public announcements imply (`HandBounds`): no name a Soldier's
//! "no", a wrong Judge guess, an Inquisitor or an Executioner ruled out since, and the name
//! of a correct Judge guess (or a Soldier's "yes" against a single opponent) while it may
//! still be there. When those constraints interact, the draw is not exactly uniform over
//! the states that fit, but it never breaks one. Secret commitments of other seats that the
//! view shows as made are drawn from their sampled hands.

use interregnum_core::{Observer, SetupError, shuffle::shuffle};
use rand::{Rng, RngExt, SeedableRng};
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

    // Cards the seat knows, or the announcements imply, to be in other hands.
    let mut other_seats = [0usize; 3];
    for (slot, seat) in other_seats
        .iter_mut()
        .zip((0..usize::from(players)).filter(|&s| s != me))
    {
        *slot = seat;
    }
    let others = &other_seats[..usize::from(players) - 1];
    for &seat in others {
        let least = mine.known[seat].max_each(table.hand_bounds[seat].at_least);
        for card in least.iter_distinct() {
            let have = secrets.hands[seat].count(card);
            for _ in have..least.count(card) {
                if !unknown.contains(card) {
                    return Err(bad("no card fits what is known of a hand"));
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

    // The places with a constraint: other hands (within what the announcements allow) and
    // hidden cards of an announced base value.
    let mut demand = Demand::default();
    for &seat in others {
        let placed = secrets.hands[seat];
        let allowed = table.hand_bounds[seat].at_most;
        if !allowed.includes(placed) {
            return Err(bad("a hand holds more than the announcements allow"));
        }
        demand.hand_room[seat] = allowed.minus_or_zero(placed);
        demand.hand_need[seat] = u32::from(raw.hand_sizes[seat])
            .checked_sub(placed.len())
            .ok_or_else(|| bad("hand size"))?;
        for value in 0..10 {
            demand.of_value[value] += u32::from(table.condemned_hidden_values[seat][value]);
        }
    }
    for value in 0..10 {
        let known = mine.own_purged.of_value(value as u8).len();
        demand.of_value[value] += u32::from(table.removed_hidden_values[value])
            .checked_sub(known)
            .ok_or_else(|| bad("removed values do not add up"))?;
    }
    let fill = demand
        .draw(unknown, others, rng)
        .ok_or_else(|| bad("no deal fits the announcements"))?;
    unknown = fill.rest;
    for &seat in others {
        secrets.hands[seat] = secrets.hands[seat].plus(fill.hands[seat]);
    }
    let mut of_value = fill.of_value;
    let mut take_of_value = |value: usize| -> Result<Card, SetupError> {
        let card = of_value[value]
            .first()
            .ok_or_else(|| bad("no card fits an announced value"))?;
        of_value[value].remove(card);
        Ok(card)
    };
    for &seat in others {
        for value in 0..10 {
            for _ in 0..table.condemned_hidden_values[seat][value] {
                let card = take_of_value(value)?;
                secrets.condemned_hidden[seat].insert(card);
            }
        }
    }
    // The rest of each announced value was removed from a Condemned pile.
    for left in of_value {
        secrets.removed_announced = secrets.removed_announced.plus(left);
    }

    // Every other hidden place takes any card, by size.
    let mut cards = [Card::Fool; MAX_CARDS];
    let mut len = 0;
    for card in unknown.iter() {
        cards[len] = card;
        len += 1;
    }
    let cards = &mut cards[..len];
    shuffle(cards, rng);
    let mut next = cards.iter().copied();
    let mut draw = || next.next().ok_or_else(|| bad("too few unknown cards"));
    for seat in 0..usize::from(players) {
        if seat != me {
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

/// The hidden places with a constraint: each other hand takes `hand_need` more cards, at most
/// `hand_room` of each name; `of_value[v]` hidden cards of announced base value `v` are
/// Condemned or removed.
#[derive(Default)]
struct Demand {
    hand_need: [u32; 4],
    hand_room: [CardSet; 4],
    of_value: [u32; 10],
}

/// A draw for the constrained places, and the cards left for the others.
struct Fill {
    hands: [CardSet; 4],
    of_value: [CardSet; 10],
    rest: CardSet,
}

/// How many quick random tries before the draw that checks every step.
const QUICK_TRIES: u32 = 8;

impl Demand {
    /// Draws cards from `unknown` for every constrained place, or `None` if no draw fits.
    /// Quick tries first: values, then hands in a rotating order, each from what it may
    /// take; when those fail (constraints that interact), a draw that checks at every card
    /// that the rest can still be placed.
    fn draw<R: Rng + ?Sized>(
        &self,
        unknown: CardSet,
        others: &[usize],
        rng: &mut R,
    ) -> Option<Fill> {
        for attempt in 0..QUICK_TRIES {
            if let Some(fill) = self.quick_draw(unknown, others, attempt as usize, rng) {
                return Some(fill);
            }
        }
        self.checked_draw(unknown, others, rng)
    }

    fn quick_draw<R: Rng + ?Sized>(
        &self,
        unknown: CardSet,
        others: &[usize],
        rotation: usize,
        rng: &mut R,
    ) -> Option<Fill> {
        let mut fill = Fill {
            hands: [CardSet::EMPTY; 4],
            of_value: [CardSet::EMPTY; 10],
            rest: unknown,
        };
        for value in 0..10 {
            let candidates = fill.rest.of_value(value as u8);
            if candidates.len() < self.of_value[value] {
                return None;
            }
            let drawn = random_cards(candidates, self.of_value[value], rng);
            fill.of_value[value] = drawn;
            fill.rest = fill.rest.minus(drawn);
        }
        for i in 0..others.len() {
            let seat = others[(i + rotation) % others.len()];
            let allowed = fill.rest.min_each(self.hand_room[seat]);
            if allowed.len() < self.hand_need[seat] {
                return None;
            }
            let drawn = random_cards(allowed, self.hand_need[seat], rng);
            fill.hands[seat] = drawn;
            fill.rest = fill.rest.minus(drawn);
        }
        Some(fill)
    }

    /// One card at a time, each drawn among those after which the rest still fits.
    fn checked_draw<R: Rng + ?Sized>(
        &self,
        unknown: CardSet,
        others: &[usize],
        rng: &mut R,
    ) -> Option<Fill> {
        let mut left = Demand {
            hand_need: self.hand_need,
            hand_room: self.hand_room,
            of_value: self.of_value,
        };
        let mut fill = Fill {
            hands: [CardSet::EMPTY; 4],
            of_value: [CardSet::EMPTY; 10],
            rest: unknown,
        };
        if !left.fits(fill.rest, others) {
            return None;
        }
        loop {
            // The next place to fill: an announced value, else a hand.
            let value = (0..10).find(|&v| left.of_value[v] > 0);
            let seat = others.iter().copied().find(|&s| left.hand_need[s] > 0);
            let candidates = match (value, seat) {
                (Some(v), _) => fill.rest.of_value(v as u8),
                (None, Some(s)) => fill.rest.min_each(left.hand_room[s]),
                (None, None) => return Some(fill),
            };
            let mut tried = CardSet::EMPTY;
            let chosen = loop {
                let open = candidates.distinct().minus(tried);
                let card = random_card(candidates.only(open), rng)?;
                tried.insert(card);
                let mut next = Demand {
                    hand_need: left.hand_need,
                    hand_room: left.hand_room,
                    of_value: left.of_value,
                };
                match (value, seat) {
                    (Some(v), _) => next.of_value[v] -= 1,
                    (None, Some(s)) => {
                        next.hand_need[s] -= 1;
                        next.hand_room[s].remove(card);
                    }
                    (None, None) => {}
                }
                let mut rest = fill.rest;
                rest.remove(card);
                if next.fits(rest, others) {
                    left = next;
                    break card;
                }
            };
            fill.rest.remove(chosen);
            match (value, seat) {
                (Some(v), _) => fill.of_value[v].insert(chosen),
                (None, Some(s)) => fill.hands[s].insert(chosen),
                (None, None) => {}
            }
        }
    }

    /// Whether `pool` can meet every demand: for every set of constrained places, what they
    /// need together is at most what the pool has that any of them may take (a max-flow
    /// min-cut condition over the few places).
    fn fits(&self, pool: CardSet, others: &[usize]) -> bool {
        let mut values = [0usize; 10];
        let mut n_values = 0;
        for value in (0..10).filter(|&v| self.of_value[v] > 0) {
            values[n_values] = value;
            n_values += 1;
        }
        let values = &values[..n_values];
        let groups = others.len() + values.len();
        for subset in 1u32..(1 << groups) {
            let mut need = 0;
            let mut may_take = CardSet::EMPTY;
            let mut room = [0u8; crate::N_KINDS];
            for (i, &seat) in others.iter().enumerate() {
                if subset & (1 << i) != 0 {
                    need += self.hand_need[seat];
                    for card in pool.iter_distinct() {
                        room[card as usize] += self.hand_room[seat].count(card);
                    }
                }
            }
            for (i, &value) in values.iter().enumerate() {
                if subset & (1 << (others.len() + i)) != 0 {
                    need += self.of_value[value];
                    may_take = may_take.plus(pool.of_value(value as u8).distinct());
                }
            }
            let supply: u32 = pool
                .iter_distinct()
                .map(|card| {
                    let held = pool.count(card);
                    if may_take.contains(card) {
                        u32::from(held)
                    } else {
                        u32::from(held.min(room[card as usize]))
                    }
                })
                .sum();
            if need > supply {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Card::*;

    /// Hand 0 may take anything, hand 1 only a Queen or a Judge, and a 5 is Condemned:
    /// the draw that checks every step meets them all, or says no deal fits.
    #[test]
    fn the_checked_draw_meets_interacting_constraints() {
        let pool = CardSet::of(&[Elder, Queen, Judge, Soldier]);
        let mut demand = Demand {
            hand_need: [2, 1, 0, 0],
            hand_room: [
                crate::card_set::UNBOUNDED,
                CardSet::of(&[Queen, Judge]),
                CardSet::EMPTY,
                CardSet::EMPTY,
            ],
            of_value: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0],
        };
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..50 {
            let fill = demand.checked_draw(pool, &[0, 1], &mut rng).unwrap();
            assert_eq!(fill.hands[0].len(), 2);
            assert!(CardSet::of(&[Queen, Judge]).includes(fill.hands[1]));
            assert_eq!(fill.hands[1].len(), 1);
            assert_eq!(fill.of_value[5].len(), 1);
            assert_eq!(fill.of_value[5].of_value(5), fill.of_value[5]);
            assert!(fill.rest.is_empty());
        }
        demand.hand_room[1] = CardSet::one(Queen);
        demand.of_value[5] = 0;
        demand.of_value[9] = 1;
        assert!(
            !demand.fits(pool, &[0, 1]),
            "the Queen cannot be in two places"
        );
        assert!(demand.draw(pool, &[0, 1], &mut rng).is_none());
    }
}
