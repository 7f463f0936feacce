//! Sampling a full state consistent with one seat's view.
//!
//! The observer's unknown cards are those it has not seen: in Phase 1 the opponent's hand,
//! the opponent's blind draws and the deck; in Phase 2 only the opponent's hand, which is
//! then fully determined. The only public constraint on them is what the opponent's
//! replies revealed (rule 6.2): a reply that neither followed nor was a Doppelgänger shows
//! the opponent held none of the led faction, and hands only shrink within a phase. So
//! the opponent's hand is a uniform draw from the unknown cards outside those factions,
//! and the rest are shuffled into the blind draws and the deck.
//!
//! A position built with [`Claim::from_setup`] has no record of the tricks before the setup;
//! its views list fewer tricks than `tricks_played`, and the sample then knows only what
//! the recorded tricks show (the opponent's earlier follower cards count as blind draws).

use interregnum_core::{Observer, Seat, SetupError, shuffle};
use rand::Rng;

use crate::{
    Card, CardSet, Claim, ClaimView, Faction, N_CARDS,
    state::{DECK_AFTER_DEAL, other},
};

/// A sample's deal worked out from a view: the state with the unknown cards still to deal,
/// and which cards those are. Drawing a sample from it is only the shuffles, so a search
/// prepares one per search and draws one sample per iteration.
#[derive(Clone, Debug)]
pub(crate) struct Deal {
    /// The sampled state without the unknown cards: the opponent's hand is empty, its
    /// follower deck holds only the prizes it won, and the deck's face-down part is unset.
    base: Claim,
    opp: Seat,
    /// The unknown cards the opponent may hold (`eligible[..n_eligible]`), in kind order.
    eligible: [Card; N_CARDS],
    n_eligible: u8,
    /// The other unknown cards (`others[..n_others]`), in kind order.
    others: [Card; N_CARDS],
    n_others: u8,
    opp_hand_size: u8,
    opp_blind: u8,
}

impl Deal {
    /// The deal for `view`, or why no state fits it.
    pub(crate) fn new(view: &ClaimView) -> Result<Deal, SetupError> {
        let Observer::Seat(me) = view.observer else {
            return Err(SetupError(
                "only a seat's view can be sampled, not a spectator's".into(),
            ));
        };
        let opp = other(me);
        let mine = &view.seats[me.index()];
        let theirs = &view.seats[opp.index()];
        let (Some(my_hand), Some(my_follower)) = (mine.hand, mine.follower) else {
            return Err(SetupError(
                "the view does not show the observer's own cards".into(),
            ));
        };
        // A game built from a setup records only the tricks since the setup: the record is
        // then the last `view.tricks.len()` of the `tricks_played` tricks.
        let tricks_played = usize::from(view.tricks_played);
        if view.tricks.len() > tricks_played || tricks_played > 26 {
            return Err(SetupError("the view's trick record is inconsistent".into()));
        }
        let mut history = [None; 26];
        for (slot, trick) in history[tricks_played - view.tricks.len()..]
            .iter_mut()
            .zip(&view.tricks)
        {
            *slot = Some(*trick);
        }
        let on_table: CardSet = view.prize.iter().chain(view.lead.iter()).copied().collect();
        let seen = [
            my_hand,
            my_follower,
            theirs.prizes_won_unplayed(view),
            mine.score_pile,
            theirs.score_pile,
        ]
        .into_iter()
        .fold(view.discard.plus(on_table), CardSet::plus);
        if !CardSet::FULL.includes(seen) {
            return Err(SetupError(
                "the view shows more cards than the game has".into(),
            ));
        }
        let unknown = CardSet::FULL.minus(seen);
        let opp_hand_size = theirs.hand_size as usize;
        let Some(opp_blind) = (theirs.follower_size as usize)
            .checked_sub(theirs.prizes_won_unplayed(view).len() as usize)
        else {
            return Err(SetupError(
                "the view shows more won prizes than the opponent's follower deck holds".into(),
            ));
        };
        let deck_size = usize::from(view.deck_size);
        if unknown.len() as usize != opp_hand_size + opp_blind + deck_size
            || deck_size > DECK_AFTER_DEAL
        {
            return Err(SetupError(
                "the view's zone sizes do not add up to 52 cards".into(),
            ));
        }

        // The opponent's hand comes from the unknown cards of factions it may still hold.
        // Both lists are in kind order (each `Gb0` as often as it is unknown), written from
        // kind masks.
        let allowed = allowed_kinds(void_factions(view, opp));
        let mut eligible = [Card::from_kind(0); N_CARDS];
        let n_eligible = list_cards(unknown, allowed, &mut eligible);
        let mut others = [Card::from_kind(0); N_CARDS];
        let n_others = list_cards(unknown, !allowed, &mut others);
        if n_eligible < opp_hand_size {
            return Err(SetupError(
                "no deal fits the opponent's earlier replies".into(),
            ));
        }

        let mut hands = [CardSet::EMPTY; 2];
        hands[me.index()] = my_hand;
        let mut followers = [CardSet::EMPTY; 2];
        followers[me.index()] = my_follower;
        followers[opp.index()] = theirs.prizes_won_unplayed(view);
        let base = Claim {
            options: view.options,
            first_leader: view.first_leader,
            hands,
            followers,
            scores: [view.seats[0].score_pile, view.seats[1].score_pile],
            discard: view.discard,
            deck: [Card::from_kind(0); DECK_AFTER_DEAL],
            deck_top: (DECK_AFTER_DEAL - deck_size) as u8,
            prize: view.prize,
            lead: view.lead,
            leader: view.leader,
            tricks_played: view.tricks_played,
            history,
        };
        Ok(Deal {
            base,
            opp,
            eligible,
            n_eligible: n_eligible as u8,
            others,
            n_others: n_others as u8,
            opp_hand_size: opp_hand_size as u8,
            opp_blind: opp_blind as u8,
        })
    }

    /// A state drawn from this deal: the opponent's hand uniformly from the cards it may
    /// hold, and the other unknown cards shuffled into its blind draws and the deck.
    #[inline(always)]
    pub(crate) fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Claim {
        let mut eligible = self.eligible;
        let (drawn, not_drawn) = shuffle::partial_shuffle(
            &mut eligible[..usize::from(self.n_eligible)],
            rng,
            usize::from(self.opp_hand_size),
        );
        let mut rest = self.others;
        let n_others = usize::from(self.n_others);
        let n_rest = n_others + not_drawn.len();
        rest[n_others..n_rest].copy_from_slice(not_drawn);
        let rest = &mut rest[..n_rest];
        shuffle::shuffle(rest, rng);
        let (blind, deck_cards) = rest.split_at(usize::from(self.opp_blind));
        let base = &self.base;
        let opp = self.opp.index();
        let mut hands = base.hands;
        hands[opp] = drawn.iter().copied().collect();
        let mut followers = base.followers;
        followers[opp] = followers[opp].plus(blind.iter().copied().collect());
        let mut deck = base.deck;
        deck[usize::from(base.deck_top)..].copy_from_slice(deck_cards);
        // Field by field, so the state is written once, where the caller wants it.
        Claim {
            options: base.options,
            first_leader: base.first_leader,
            hands,
            followers,
            scores: base.scores,
            discard: base.discard,
            deck,
            deck_top: base.deck_top,
            prize: base.prize,
            lead: base.lead,
            leader: base.leader,
            tricks_played: base.tricks_played,
            history: base.history,
        }
    }
}

impl crate::SeatView {
    /// The prizes this seat won that are still in its follower deck: all of them during
    /// Phase 1, none after (the follower deck has become the hand).
    fn prizes_won_unplayed(&self, view: &ClaimView) -> CardSet {
        if view.phase == 1 {
            self.prizes_won
        } else {
            CardSet::EMPTY
        }
    }
}

/// The kinds of the factions not in `void` (a bit mask by faction index).
fn allowed_kinds(void: u8) -> u64 {
    Faction::ALL
        .iter()
        .filter(|&&faction| void & (1 << faction as u8) == 0)
        .fold(0, |kinds, faction| kinds | faction.mask())
}

/// Writes the cards of `set` whose kinds are in `kinds` to the start of `out`, in kind
/// order with each `Gb0` as often as the set holds it, and returns how many there are.
fn list_cards(set: CardSet, kinds: u64, out: &mut [Card; N_CARDS]) -> usize {
    let mut n = 0;
    if kinds & 1 != 0 {
        for _ in 0..set.gb0_count() {
            out[n] = Card::from_kind(0);
            n += 1;
        }
    }
    let mut others = set.kinds() & kinds & !1;
    while others != 0 {
        out[n] = Card::from_mask_bit(others.trailing_zeros());
        n += 1;
        others &= others - 1;
    }
    n
}

/// The factions `seat` is known not to hold in hand, as a bit mask by faction index:
/// those it failed to follow as second player earlier in this phase (as far as the record
/// goes: a position set up mid-game has no record of the tricks before the setup).
fn void_factions(view: &ClaimView, seat: Seat) -> u8 {
    let mut void = 0;
    for trick in view.tricks.iter().filter(|t| t.phase == view.phase) {
        if trick.leader == seat {
            continue;
        }
        let led = trick.lead.faction();
        let replied = trick.reply.faction();
        let followed =
            replied == led || (led != Faction::Doppelgangers && replied == Faction::Doppelgangers);
        if !followed {
            void |= 1 << led as u8;
        }
    }
    void
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Listing from kind masks gives the cards in the order that filtering the set card by
    /// card gives, for both lists a sample deals from: the order fixes what a seeded sample
    /// deals.
    #[test]
    fn listing_by_kind_mask_keeps_the_card_order() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        for _ in 0..5_000 {
            let set: CardSet = CardSet::FULL
                .iter()
                .filter(|_| rng.random_bool(0.5))
                .collect();
            let void: u8 = rng.random_range(0..32);
            let allowed = allowed_kinds(void);
            for (kinds, in_list) in [(allowed, true), (!allowed, false)] {
                let expected: Vec<Card> = set
                    .iter()
                    .filter(|card| (void & (1 << card.faction() as u8) == 0) == in_list)
                    .collect();
                let mut out = [Card::from_kind(0); N_CARDS];
                let n = list_cards(set, kinds, &mut out);
                assert_eq!(out[..n], expected[..], "{set} without factions {void:#b}");
            }
        }
    }
}
