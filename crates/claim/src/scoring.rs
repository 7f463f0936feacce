//! Faction votes and the game result (rules 9.1-9.3).

use interregnum_core::Seat;
use serde::Serialize;

use crate::{Card, CardSet, Faction};

/// How one faction voted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FactionVote {
    pub faction: Faction,
    /// Cards of the faction in each score pile (9.1).
    pub counts: [u32; 2],
    /// Each player's highest card of the faction, the tie-break of 9.2.3.
    pub highest: [Option<Card>; 2],
    /// The seat that won the faction, or `None` if it is unawarded (9.2.2, 9.2.4).
    pub winner: Option<Seat>,
}

/// The scoring of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClaimScore {
    pub factions: [FactionVote; 5],
    /// Faction votes per seat (9.3).
    pub votes: [u32; 2],
}

/// Scores two score piles.
#[must_use]
pub fn score(piles: [CardSet; 2]) -> ClaimScore {
    let factions = Faction::ALL.map(|faction| {
        let counts = piles.map(|pile| pile.count(faction));
        let highest = piles.map(|pile| pile.highest(faction));
        let winner = if counts[0] != counts[1] {
            // 9.2.1: the majority wins.
            Some(Seat::new(usize::from(counts[1] > counts[0])))
        } else if counts[0] == 0 {
            // 9.2.2: no cards on either side.
            None
        } else {
            // 9.2.3, 9.2.4: the higher best card wins; equal best cards leave it unawarded.
            let [a, b] = highest.map(|card| card.map(Card::value));
            match a.cmp(&b) {
                std::cmp::Ordering::Greater => Some(Seat::new(0)),
                std::cmp::Ordering::Less => Some(Seat::new(1)),
                std::cmp::Ordering::Equal => None,
            }
        };
        FactionVote {
            faction,
            counts,
            highest,
            winner,
        }
    });
    let mut votes = [0; 2];
    for vote in &factions {
        if let Some(seat) = vote.winner {
            votes[seat.index()] += 1;
        }
    }
    ClaimScore { factions, votes }
}

/// The winner of two score piles, as `score(piles).winner()` says, without the detail: what
/// a search asks at the end of every playout. Within a faction a higher kind is a higher
/// value, so the 9.2.3 tie-break compares the piles' highest kinds of the faction.
#[must_use]
pub(crate) fn winner_of(piles: [CardSet; 2]) -> Option<Seat> {
    // Seat 0's votes minus seat 1's.
    let mut margin = 0i32;
    for faction in Faction::ALL {
        let [a, b] = piles.map(|pile| pile.count(faction));
        margin += if a == b {
            // Equal counts: the higher best card (9.2.3); none on either side, or equal
            // best cards, leave the faction unawarded (9.2.2, 9.2.4). Fewer leading zeros
            // is a higher kind; an empty faction has 64 and both are empty or neither is.
            let [top_a, top_b] = piles.map(|pile| pile.faction_kinds(faction).leading_zeros());
            (top_b as i32 - top_a as i32).signum()
        } else {
            // 9.2.1: the majority.
            (a as i32 - b as i32).signum()
        };
    }
    match margin.signum() {
        1 => Some(Seat::new(0)),
        -1 => Some(Seat::new(1)),
        _ => None,
    }
}

impl ClaimScore {
    /// The winner by 9.3: more votes wins, equal votes draw.
    #[must_use]
    pub fn winner(&self) -> Option<Seat> {
        match self.votes[0].cmp(&self.votes[1]) {
            std::cmp::Ordering::Greater => Some(Seat::new(0)),
            std::cmp::Ordering::Less => Some(Seat::new(1)),
            std::cmp::Ordering::Equal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Random piles of every size, split at random: ties in count and in the best card
    /// come up often, and the fast winner must agree with the full scoring on each.
    #[test]
    fn winner_of_agrees_with_the_full_scoring() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut ties = 0;
        for _ in 0..20_000 {
            let mut piles = [CardSet::EMPTY; 2];
            let keep = rng.random_range(0..=100u32);
            for card in CardSet::FULL.iter() {
                if rng.random_range(0..100) < keep {
                    piles[rng.random_range(0..2usize)].insert(card);
                }
            }
            let full = score(piles);
            ties += usize::from(full.winner().is_none());
            assert_eq!(winner_of(piles), full.winner(), "{piles:?}");
        }
        assert!(ties > 100, "only {ties} drawn scorings were tried");
    }
}
