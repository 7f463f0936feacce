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
