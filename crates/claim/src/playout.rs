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
    Card, CardSet, Claim, second_wins,
    state::{TRICKS, TRICKS_PER_PHASE, Trick, nth_set_bit},
    trick::reply_mask,
};

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
            let winner = leader ^ usize::from(second_wins(lead, reply));
            let blind = self.deck[self.deck_top as usize];
            self.collect_phase_one(winner, lead, reply, prize, blind);
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
            let winner = leader ^ usize::from(second_wins(lead, reply));
            self.collect_phase_two(winner, lead, reply);
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
