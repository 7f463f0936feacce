//! The full state of a game of Claim and the rules that change it.

use interregnum_core::{Game, MAX_SEATS, Observer, Outcome, Seat, SetupError, Start, shuffle};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::{
    Card, CardSet, ClaimScore, ClaimView, Faction, N_CARDS,
    determinize::Deal,
    score,
    scoring::winner_of,
    trick::{reply_mask, second_wins},
};

/// Tricks in each phase (rules 4, 5).
pub(crate) const TRICKS_PER_PHASE: u8 = 13;
pub(crate) const TRICKS: u8 = 2 * TRICKS_PER_PHASE;
/// Cards left in the deck after the deal (rule 3.2).
pub(crate) const DECK_AFTER_DEAL: usize = 26;

/// Game options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimOptions {
    /// The seat that leads the first trick, 0 or 1 (rule 3.3). When absent, it is drawn
    /// from the game's seeded RNG before the shuffle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_leader: Option<u8>,
}

/// One finished trick, as everyone saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Trick {
    pub phase: u8,
    pub leader: Seat,
    pub lead: Card,
    pub reply: Card,
    /// The revealed card the trick was played for (Phase 1 only).
    pub prize: Option<Card>,
    pub winner: Seat,
}

/// A game of Claim: the full state, hidden cards included.
///
/// Every zone is a [`CardSet`], so the state is a few hundred bytes with no heap data, and a
/// clone is a copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub(crate) options: ClaimOptions,
    pub(crate) first_leader: Seat,
    pub(crate) hands: [CardSet; 2],
    pub(crate) followers: [CardSet; 2],
    pub(crate) scores: [CardSet; 2],
    pub(crate) discard: CardSet,
    /// The deck after the deal; `deck[deck_top..]` is still face down, top first.
    pub(crate) deck: [Card; DECK_AFTER_DEAL],
    pub(crate) deck_top: u8,
    pub(crate) prize: Option<Card>,
    pub(crate) lead: Option<Card>,
    pub(crate) leader: Seat,
    pub(crate) tricks_played: u8,
    pub(crate) history: [Option<Trick>; TRICKS as usize],
}

#[inline]
pub(crate) const fn other(seat: Seat) -> Seat {
    Seat::new(1 - seat.index())
}

/// The index of the `n`-th set bit of `mask` (counting from 0), which must have more than
/// `n` bits set. Masks here are a hand's legal cards, at most 13, so clearing the `n` lowest
/// bits takes a few steps: fewer instructions in a playout than a branch-free select by
/// population counts (about 35 a card), and no slower measured by the clock.
#[must_use]
#[inline]
pub(crate) const fn nth_set_bit(mut mask: u64, n: u32) -> u32 {
    let mut below = n;
    while below > 0 {
        mask &= mask - 1;
        below -= 1;
    }
    mask.trailing_zeros()
}

impl Claim {
    /// The phase, 1 or 2. A finished game is in phase 2.
    #[must_use]
    pub fn phase(&self) -> u8 {
        if self.tricks_played < TRICKS_PER_PHASE {
            1
        } else {
            2
        }
    }

    /// Tricks finished so far, 0 to 26.
    #[must_use]
    pub fn tricks_played(&self) -> u8 {
        self.tricks_played
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.tricks_played == TRICKS
    }

    /// The finished tricks, first first: the public record of the game.
    ///
    /// A game built with [`Claim::from_setup`] has no record of the tricks before the
    /// setup, so this lists only the tricks played since; it may then hold fewer than
    /// [`Claim::tricks_played`] tricks.
    pub fn tricks(&self) -> impl Iterator<Item = &Trick> {
        self.history.iter().flatten()
    }

    /// A seat's hand: the full state's, hidden cards included (a seat sees its own in
    /// its view).
    #[must_use]
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat.index()]
    }

    /// A seat's score pile (Phase 2: the cards it has won), public.
    #[must_use]
    pub fn score_pile(&self, seat: Seat) -> CardSet {
        self.scores[seat.index()]
    }

    /// The revealed card the current Phase-1 trick is played for.
    #[must_use]
    pub fn prize(&self) -> Option<Card> {
        self.prize
    }

    /// The card led to the current trick, once it is led.
    #[must_use]
    pub fn lead(&self) -> Option<Card> {
        self.lead
    }

    /// The legal cards of the seat to act, as a kind mask (one bit per kind).
    #[must_use]
    #[inline]
    pub fn legal_mask(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let hand = self.hands[self.to_act_unchecked().index()];
        match self.lead {
            None => hand.kinds(), // 6.1
            Some(lead) => reply_mask(hand, lead),
        }
    }

    fn to_act_unchecked(&self) -> Seat {
        if self.lead.is_some() {
            other(self.leader)
        } else {
            self.leader
        }
    }

    pub(crate) fn deck_size(&self) -> u8 {
        DECK_AFTER_DEAL as u8 - self.deck_top
    }

    fn draw(&mut self) -> Card {
        let card = self.deck[self.deck_top as usize];
        self.deck_top += 1;
        card
    }

    fn from_deal(options: ClaimOptions, first_leader: Seat, cards: &[Card; N_CARDS]) -> Claim {
        let mut deck = [Card::from_kind(0); DECK_AFTER_DEAL];
        deck.copy_from_slice(&cards[26..]);
        let mut game = Claim {
            options,
            first_leader,
            hands: [
                cards[..13].iter().copied().collect(),
                cards[13..26].iter().copied().collect(),
            ],
            followers: [CardSet::EMPTY; 2],
            scores: [CardSet::EMPTY; 2],
            discard: CardSet::EMPTY,
            deck,
            deck_top: 0,
            prize: None,
            lead: None,
            leader: first_leader,
            tricks_played: 0,
            history: [None; TRICKS as usize],
        };
        game.prize = Some(game.draw()); // 4.1: reveal the first prize.
        game
    }

    /// Resolves a trick of `lead` against `reply` (rules 4.4-4.6, 5.3-5.5).
    fn finish_trick(&mut self, lead: Card, reply: Card) {
        let leader = self.leader;
        let winner = (leader.index() & 1) ^ usize::from(second_wins(lead, reply));
        let phase = self.phase();
        let prize = self.prize.take();
        if phase == 1 {
            let prize = prize.expect("a Phase-1 trick has a prize");
            let blind = self.draw();
            self.collect_phase_one(winner, lead, reply, prize, blind);
        } else {
            self.collect_phase_two(winner, lead, reply);
        }
        let winner = Seat::new(winner);
        self.history[self.tricks_played as usize] = Some(Trick {
            phase,
            leader,
            lead,
            reply,
            prize,
            winner,
        });
        self.tricks_played += 1;
        self.lead = None;
        self.leader = winner; // 4.6, 5.2, 5.5
        if self.tricks_played == TRICKS_PER_PHASE {
            debug_assert!(self.phase_one_end_violation().is_none());
            // 5.1: the follower decks become the hands.
            self.hands = self.followers;
            self.followers = [CardSet::EMPTY; 2];
        } else if self.tricks_played < TRICKS_PER_PHASE {
            self.prize = Some(self.draw()); // 4.1
        }
    }

    /// Rule 4.7: what must hold after trick 13, before the follower decks are taken up.
    pub(crate) fn phase_one_end_violation(&self) -> Option<String> {
        if !self.hands.iter().all(|h| h.is_empty()) || self.deck_size() != 0 {
            return Some("hands or deck not empty after Phase 1".into());
        }
        if self.followers.iter().any(|f| f.len() != 13) {
            return Some("a follower deck does not hold 13 cards".into());
        }
        let non_undead = Faction::ALL.iter().filter(|&&f| f != Faction::Undead);
        if self
            .scores
            .iter()
            .any(|pile| non_undead.clone().any(|&f| pile.count(f) > 0))
        {
            return Some("a score pile holds a card other than Undead after Phase 1".into());
        }
        None
    }

    /// Every zone with its cards, for the conservation check.
    fn zones(&self) -> CardSet {
        let deck: CardSet = self.deck[self.deck_top as usize..]
            .iter()
            .copied()
            .collect();
        let table: CardSet = self.prize.iter().chain(self.lead.iter()).copied().collect();
        [self.hands, self.followers, self.scores]
            .iter()
            .flatten()
            .fold(self.discard.plus(deck).plus(table), |acc, &zone| {
                acc.plus(zone)
            })
    }
}

impl Game for Claim {
    const NAME: &'static str = "claim";
    type Options = ClaimOptions;
    type Card = Card;
    type Action = Card;
    type View = ClaimView;
    type Detail = ClaimScore;

    fn new(options: &ClaimOptions, start: &Start<Card>) -> Result<Claim, SetupError> {
        let mut rng = ChaCha8Rng::seed_from_u64(start.seed);
        let first_leader = match options.first_leader {
            Some(seat @ 0..=1) => Seat::new(seat as usize),
            Some(seat) => {
                return Err(SetupError(format!(
                    "first_leader is {seat}; it must be 0 or 1 (or absent, to draw it from the seed)"
                )));
            }
            None => Seat::new(rng.random_range(0..2usize)), // 3.3
        };
        let cards: [Card; N_CARDS] = match &start.deck {
            Some(deck) => stacked_deck(deck)?,
            None => {
                let mut cards = full_deck();
                shuffle::shuffle(&mut cards, &mut rng); // 3.1
                cards
            }
        };
        Ok(Claim::from_deal(*options, first_leader, &cards))
    }

    fn options(&self) -> &ClaimOptions {
        &self.options
    }

    fn n_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.is_over()).then(|| self.to_act_unchecked())
    }

    fn legal_actions(&self, out: &mut Vec<Card>) {
        // From a range, whose length `extend` trusts: no push checks the capacity, and a
        // search lists the legal cards at every step of its descent.
        let mut legal = self.legal_mask();
        out.clear();
        out.extend((0..legal.count_ones()).map(|_| {
            let card = Card::from_mask_bit(legal.trailing_zeros());
            legal &= legal - 1;
            card
        }));
    }

    fn is_legal(&self, card: Card) -> bool {
        self.legal_mask() & card.bit() != 0
    }

    fn apply_unchecked(&mut self, card: Card) {
        debug_assert!(self.is_legal(card), "{card} is not legal");
        let seat = self.to_act_unchecked();
        self.hands[seat.index()].remove(card);
        match self.lead {
            None => self.lead = Some(card),
            Some(lead) => self.finish_trick(lead, card),
        }
    }

    fn why_illegal(&self, card: Card) -> Option<String> {
        if self.is_over() {
            return Some("the game is over".into());
        }
        if self.is_legal(card) {
            return None;
        }
        let seat = self.to_act_unchecked();
        if !self.hands[seat.index()].contains(card) {
            return Some(format!("{seat} does not hold {card}"));
        }
        let lead = self
            .lead
            .expect("a held card is only illegal when replying")
            .faction();
        Some(if lead == Faction::Doppelgangers {
            format!(
                "a Doppelgänger was led and {seat} holds one, so {seat} must play a Doppelgänger"
            )
        } else {
            format!(
                "{} were led and {seat} holds one, so {seat} must play {} or a Doppelgänger",
                lead.name(),
                lead.name()
            )
        })
    }

    fn view(&self, observer: Observer) -> ClaimView {
        ClaimView::of(self, observer)
    }

    fn view_into(&self, observer: Observer, view: &mut ClaimView) {
        ClaimView::write(self, observer, view);
    }

    fn outcome(&self) -> Option<Outcome<ClaimScore>> {
        if !self.is_over() {
            return None;
        }
        let detail = score(self.scores);
        Some(Outcome {
            winners: detail.winner().into_iter().collect(),
            scores: detail.votes.iter().map(|&v| v as i32).collect(),
            detail,
        })
    }

    fn payoffs(&self) -> Option<[f64; MAX_SEATS]> {
        if !self.is_over() {
            return None;
        }
        let mut payoffs = [0.0; MAX_SEATS];
        match winner_of(self.scores) {
            Some(winner) => payoffs[winner.index()] = 1.0,
            None => payoffs[..2].fill(0.5),
        }
        Some(payoffs)
    }

    fn determinize<R: Rng + ?Sized>(view: &ClaimView, rng: &mut R) -> Result<Claim, SetupError> {
        Ok(Deal::new(view)?.sample(rng))
    }

    fn sampler<R: Rng + ?Sized>(
        view: &ClaimView,
    ) -> impl FnMut(&mut R) -> Result<Claim, SetupError> {
        let deal = Deal::new(view);
        move |rng| match &deal {
            Ok(deal) => Ok(deal.sample(rng)),
            Err(err) => Err(err.clone()),
        }
    }

    /// Every card play is public in Claim, so the plays between two views of one seat are
    /// known whenever both views record every trick since the deal.
    fn actions_between(earlier: &ClaimView, later: &ClaimView) -> Option<Vec<Card>> {
        let plays = |view: &ClaimView| -> Option<Vec<Card>> {
            if view.tricks.len() != usize::from(view.tricks_played) {
                return None; // A set-up position: its early tricks are not recorded.
            }
            let mut plays: Vec<Card> = view.tricks.iter().flat_map(|t| [t.lead, t.reply]).collect();
            plays.extend(view.lead);
            Some(plays)
        };
        let (before, after) = (plays(earlier)?, plays(later)?);
        let same_game = earlier.observer == later.observer && after.starts_with(&before);
        same_game.then(|| after[before.len()..].to_vec())
    }

    fn invariant_violation(&self) -> Option<String> {
        let zones = self.zones();
        if zones != CardSet::FULL {
            return Some(format!("cards not conserved: the zones hold {zones:?}"));
        }
        if self.is_over() {
            return self
                .hands
                .iter()
                .any(|h| !h.is_empty())
                .then(|| "cards left in hand".into());
        }
        // Each seat holds 13 cards less one per trick of this phase, less its card on the table.
        let in_phase = (self.tricks_played % TRICKS_PER_PHASE) as u32;
        for seat in Seat::all(2) {
            let on_table = u32::from(self.lead.is_some() && seat == self.leader);
            let held = self.hands[seat.index()].len();
            if held != 13 - in_phase - on_table {
                return Some(format!("{seat} holds {held} cards after {in_phase} tricks"));
            }
        }
        if (self.phase() == 1) != self.prize.is_some() {
            return Some("a prize is revealed exactly during Phase 1".into());
        }
        None
    }

    fn play_out<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.play_out_random(rng);
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Card> {
        let mask = self.legal_mask();
        let n = mask.count_ones();
        if n == 0 {
            return None;
        }
        Some(Card::from_mask_bit(nth_set_bit(
            mask,
            rng.random_range(0..n),
        )))
    }
}

/// The 52 cards in kind order.
#[must_use]
pub(crate) fn full_deck() -> [Card; N_CARDS] {
    let mut cards = [Card::from_kind(0); N_CARDS];
    for (slot, card) in cards.iter_mut().zip(CardSet::FULL.iter()) {
        *slot = card;
    }
    cards
}

fn stacked_deck(deck: &[Card]) -> Result<[Card; N_CARDS], SetupError> {
    let cards: [Card; N_CARDS] = deck.try_into().map_err(|_| {
        SetupError(format!(
            "a stacked deck has all {N_CARDS} cards (A's 13, B's 13, then the deck from the top); this one has {}",
            deck.len()
        ))
    })?;
    let mut left = CardSet::FULL;
    for &card in deck {
        if !left.contains(card) {
            return Err(SetupError(format!(
                "a stacked deck holds each card once (and Gb0 five times); {card} is there too often"
            )));
        }
        left.remove(card);
    }
    Ok(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_set_bit_walks_every_set_bit_in_order() {
        for mask in [1u64, 0b1011_0100, u64::MAX, 1 << 63, 0x8000_0001_0000_0100] {
            let expected: Vec<u32> = (0..64).filter(|i| mask & (1 << i) != 0).collect();
            let found: Vec<u32> = (0..mask.count_ones())
                .map(|n| nth_set_bit(mask, n))
                .collect();
            assert_eq!(found, expected, "mask {mask:#x}");
        }
    }
}
