//! Uniformly random play to the end of the game: the playout of a search, which plays every
//! card of a sampled game that is left.
//!
//! It is [`Game::play_out`]'s loop with what that loop asks again at every card worked out
//! once: who acts (the leader, then the other seat), which phase it is (one loop per phase)
//! and what the trick does (looked up by kind). It draws exactly what the loop draws, one
//! `random_range(0..n)` over the `n` legal kinds per card, taking the kinds in ascending
//! order, and leaves exactly the state the loop leaves; a test checks both over many games.

use interregnum_core::Game;
use rand::{Rng, RngExt};

use crate::{
    Card, CardSet, Claim, Faction, N_KINDS,
    card::BY_KIND,
    state::{TRICKS, TRICKS_PER_PHASE, Trick, WINNING_REPLIES, nth_set_bit, reply_mask},
};

const ALL_KINDS: u64 = (1 << N_KINDS) - 1;
/// Per kind, the zone of that one card: what playing it adds somewhere.
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

/// A uniformly random kind of `legal` (a kind mask), drawn as [`Game::random_action`] draws.
#[inline]
fn draw<R: Rng + ?Sized>(legal: u64, rng: &mut R) -> Card {
    let n = legal.count_ones();
    Card::from_mask_bit(nth_set_bit(legal, rng.random_range(0..n)))
}

impl Claim {
    /// Plays uniformly random legal cards until the game is over; see the module docs.
    pub(crate) fn play_out_random<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        if self.is_over() {
            return;
        }
        if let Some(lead) = self.lead {
            // The leader has played: the reply finishes the trick as a play would.
            let follower = 1 - self.leader.index();
            let reply = draw(reply_mask(self.hands[follower], lead), rng);
            self.apply_unchecked(reply);
        }
        if self.tricks_played < TRICKS_PER_PHASE {
            self.play_out_phase_one(rng);
        }
        self.play_out_phase_two(rng);
    }

    /// The tricks left in Phase 1 (rules 4.2-4.6), from a trick's start, and then the
    /// follower decks taken up (5.1).
    fn play_out_phase_one<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut prize = self.prize.expect("Phase 1 has a prize");
        // Seat indices as 0 or 1 by their bits, so indexing the seats' zones needs no check.
        let mut leader = self.leader.index() & 1;
        for trick in self.tricks_played..TRICKS_PER_PHASE {
            let (lead, reply) = self.play_trick(leader, rng);
            let winner =
                leader ^ usize::from(WINNING_REPLIES[lead.kind() as usize] & reply.bit() != 0);
            let loser = winner ^ 1;
            self.followers[winner] = self.followers[winner].plus(ONE[prize.kind() as usize]); // 4.5a
            let blind = self.deck[self.deck_top as usize];
            self.followers[loser] = self.followers[loser].plus(ONE[blind.kind() as usize]); // 4.5b
            let undead = UNDEAD[lead.kind() as usize].plus(UNDEAD[reply.kind() as usize]);
            self.scores[winner] = self.scores[winner].plus(undead); // 4.5c
            let others = NOT_UNDEAD[lead.kind() as usize].plus(NOT_UNDEAD[reply.kind() as usize]);
            self.discard = self.discard.plus(others); // 4.5d
            self.history[trick as usize] = Some(Trick {
                phase: 1,
                leader: interregnum_core::Seat::new(leader),
                lead,
                reply,
                prize: Some(prize),
                winner: interregnum_core::Seat::new(winner),
            });
            leader = winner; // 4.6
            if trick + 1 < TRICKS_PER_PHASE {
                prize = self.deck[self.deck_top as usize + 1]; // 4.1
                self.deck_top += 2;
            } else {
                self.deck_top += 1;
            }
        }
        self.tricks_played = TRICKS_PER_PHASE;
        self.leader = interregnum_core::Seat::new(leader);
        self.prize = None;
        debug_assert!(self.phase_one_end_violation().is_none());
        self.hands = self.followers; // 5.1
        self.followers = [CardSet::EMPTY; 2];
    }

    /// The tricks left in Phase 2 (rules 5.2-5.5), from a trick's start.
    fn play_out_phase_two<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let mut leader = self.leader.index() & 1;
        for trick in self.tricks_played..TRICKS {
            let (lead, reply) = self.play_trick(leader, rng);
            let winner =
                leader ^ usize::from(WINNING_REPLIES[lead.kind() as usize] & reply.bit() != 0);
            let loser = winner ^ 1;
            let dwarves = DWARVES[lead.kind() as usize].plus(DWARVES[reply.kind() as usize]);
            let others = NOT_DWARVES[lead.kind() as usize].plus(NOT_DWARVES[reply.kind() as usize]);
            self.scores[loser] = self.scores[loser].plus(dwarves); // 5.4
            self.scores[winner] = self.scores[winner].plus(others); // 5.3
            self.history[trick as usize] = Some(Trick {
                phase: 2,
                leader: interregnum_core::Seat::new(leader),
                lead,
                reply,
                prize: None,
                winner: interregnum_core::Seat::new(winner),
            });
            leader = winner; // 5.5
        }
        self.tricks_played = TRICKS;
        self.leader = interregnum_core::Seat::new(leader);
    }

    /// The lead of seat `leader` and the other seat's reply, drawn and taken from the hands.
    #[inline(always)]
    fn play_trick<R: Rng + ?Sized>(&mut self, leader: usize, rng: &mut R) -> (Card, Card) {
        let lead = draw(self.hands[leader].kinds(), rng); // 6.1
        self.hands[leader].remove(lead);
        let follower = leader ^ 1;
        let reply = draw(reply_mask(self.hands[follower], lead), rng); // 6.2
        self.hands[follower].remove(reply);
        (lead, reply)
    }
}

#[cfg(test)]
mod tests {
    use interregnum_core::Start;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::ClaimOptions;

    /// The generic loop of [`Game::play_out`], which the playout must match.
    fn generic_play_out(game: &mut Claim, rng: &mut ChaCha8Rng) {
        while let Some(card) = game.random_action(rng) {
            game.apply_unchecked(card);
        }
    }

    /// From positions part-way through many games (mid-trick and between tricks, in both
    /// phases, at the end, and set up without a trick record), the playout leaves the same
    /// state as the generic loop and leaves the RNG where the loop leaves it.
    #[test]
    fn same_state_and_draws_as_the_generic_loop() {
        for seed in 0..4_000 {
            let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9);
            let plays = rng.random_range(0..=52);
            for _ in 0..plays {
                let card = game.random_action(&mut rng).unwrap();
                game.apply_unchecked(card);
            }
            let set_up = Claim::from_setup(&game.to_setup()).unwrap();
            for start in [game, set_up] {
                let (mut fast, mut fast_rng) = (start.clone(), rng.clone());
                let (mut generic, mut generic_rng) = (start, rng.clone());
                fast.play_out(&mut fast_rng);
                generic_play_out(&mut generic, &mut generic_rng);
                assert!(fast.is_over());
                assert_eq!(fast, generic, "seed {seed}, after {plays} plays");
                assert_eq!(
                    fast_rng.random::<u64>(),
                    generic_rng.random::<u64>(),
                    "seed {seed}: the playout drew differently"
                );
            }
        }
    }
}
