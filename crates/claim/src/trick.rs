//! A trick (rules 6 and 7, 4.5 and 5.3-5.4): the legal replies, who wins, and where its
//! cards go. Play ([`Claim::apply`](interregnum_core::Game::apply)) and playouts both
//! resolve tricks here. Each answer is a lookup by card kind, with no branch for random play
//! to mispredict.

use crate::{Card, CardSet, Claim, Faction, N_KINDS, card::BY_KIND};

const DOPPELGANGERS: u64 = Faction::Doppelgangers.mask();
const GOBLINS: u64 = Faction::Goblins.mask();
const KNIGHTS: u64 = Faction::Knights.mask();

/// Whether the second player's card `reply` beats the lead card `lead` (rules 7.1-7.3).
#[must_use]
#[inline]
pub fn second_wins(lead: Card, reply: Card) -> bool {
    WINNING_REPLIES[lead.kind() as usize] & reply.bit() != 0
}

/// The reply kinds that beat the lead card `lead` (rules 7.1-7.3), as a kind mask.
#[must_use]
#[inline]
pub const fn winning_replies(lead: Card) -> u64 {
    WINNING_REPLIES[lead.kind() as usize]
}

/// For each lead kind, the reply kinds that beat it: a trick is resolved by one lookup,
/// with no branch for random play to mispredict.
const WINNING_REPLIES: [u64; BY_KIND] = {
    let mut table = [0; BY_KIND];
    let mut lead = 0;
    while lead < N_KINDS {
        let mut reply = 0;
        while reply < N_KINDS {
            if reply_beats(Card::from_kind(lead as u8), Card::from_kind(reply as u8)) {
                table[lead] |= 1 << reply;
            }
            reply += 1;
        }
        lead += 1;
    }
    table
};

/// Rules 7.1-7.3, from which [`WINNING_REPLIES`] is built.
const fn reply_beats(lead: Card, reply: Card) -> bool {
    let (led, replied) = (lead.faction_mask(), reply.faction_mask());
    let knight_on_goblin = led == GOBLINS && replied == KNIGHTS; // 7.1
    let follows = replied == led || replied == DOPPELGANGERS; // 7.2
    knight_on_goblin || (follows && reply.value() > lead.value()) // otherwise 7.3
}

/// The legal replies (as a kind mask) from `hand` to the lead card `lead` (rule 6.2),
/// computed without branches, which random play would mispredict.
#[must_use]
#[inline]
pub const fn reply_mask(hand: CardSet, lead: Card) -> u64 {
    let all = hand.kinds();
    // 6.2c: with nothing of the led faction, the whole hand.
    let must_follow = ((all & lead.faction_mask() != 0) as u64).wrapping_neg();
    (all & FOLLOWS[lead.kind() as usize] & must_follow) | (all & !must_follow)
}

/// For each lead kind, the kinds that follow it: its faction's, and Doppelgängers when
/// another faction was led (6.2a, 6.2b).
const FOLLOWS: [u64; BY_KIND] = {
    let mut table = [0; BY_KIND];
    let mut kind = 0;
    while kind < N_KINDS {
        let led = Card::from_kind(kind as u8).faction_mask();
        table[kind] = led
            | if led == DOPPELGANGERS {
                0
            } else {
                DOPPELGANGERS
            };
        kind += 1;
    }
    table
};

const ALL_KINDS: u64 = (1 << N_KINDS) - 1;
/// Per kind, the zone of that one card.
const ONE: [CardSet; BY_KIND] = one_card_zones(ALL_KINDS);
/// The same for Undead, empty for the others: what Phase 1 scores (rule 4.5c).
const UNDEAD: [CardSet; BY_KIND] = one_card_zones(Faction::Undead.mask());
/// The others: what Phase 1 discards (4.5d).
const NOT_UNDEAD: [CardSet; BY_KIND] = one_card_zones(ALL_KINDS & !Faction::Undead.mask());
/// The same for Dwarves: what Phase 2 gives the loser (5.4).
const DWARVES: [CardSet; BY_KIND] = one_card_zones(Faction::Dwarves.mask());
/// The others: what Phase 2 gives the winner (5.3).
const NOT_DWARVES: [CardSet; BY_KIND] = one_card_zones(ALL_KINDS & !Faction::Dwarves.mask());

/// For each kind, the zone of that one card if `kinds` has it, else the empty zone.
const fn one_card_zones(kinds: u64) -> [CardSet; BY_KIND] {
    let mut table = [CardSet::EMPTY; BY_KIND];
    let mut kind = 0;
    while kind < N_KINDS {
        if kinds & (1 << kind) != 0 {
            table[kind] = CardSet::of(Card::from_kind(kind as u8));
        }
        kind += 1;
    }
    table
}

impl Claim {
    /// Where the cards of a Phase-1 trick of `lead` and `reply` go (rule 4.5), when the seat
    /// of index `winner` won it: the prize to the winner's follower deck, the blind draw
    /// `blind` to the loser's, Undead to the winner's score pile, the rest to the discard.
    #[inline(always)]
    pub(crate) fn collect_phase_one(
        &mut self,
        winner: usize,
        lead: Card,
        reply: Card,
        prize: Card,
        blind: Card,
    ) {
        let (winner, loser) = (winner & 1, (winner & 1) ^ 1);
        let (lead, reply) = (lead.kind() as usize, reply.kind() as usize);
        self.followers[winner] = self.followers[winner].plus(ONE[prize.kind() as usize]); // 4.5a
        self.followers[loser] = self.followers[loser].plus(ONE[blind.kind() as usize]); // 4.5b
        self.scores[winner] = self.scores[winner].plus(UNDEAD[lead].plus(UNDEAD[reply])); // 4.5c
        self.discard = self.discard.plus(NOT_UNDEAD[lead].plus(NOT_UNDEAD[reply])); // 4.5d
    }

    /// Where the cards of a Phase-2 trick of `lead` and `reply` go, when the seat of index
    /// `winner` won it: Dwarves to the loser's score pile (5.4), the others to the winner's
    /// (5.3).
    #[inline(always)]
    pub(crate) fn collect_phase_two(&mut self, winner: usize, lead: Card, reply: Card) {
        let (winner, loser) = (winner & 1, (winner & 1) ^ 1);
        let (lead, reply) = (lead.kind() as usize, reply.kind() as usize);
        self.scores[loser] = self.scores[loser].plus(DWARVES[lead].plus(DWARVES[reply]));
        self.scores[winner] = self.scores[winner].plus(NOT_DWARVES[lead].plus(NOT_DWARVES[reply]));
    }
}
