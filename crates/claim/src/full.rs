//! The full state as data, for tools that may see everything (the engine protocol's
//! `state` command, debugging). Never for a seat's eyes.

use serde::{Serialize, Serializer};

use crate::{Card, CardSet, Claim, Trick};

#[derive(Serialize)]
struct FullState<'a> {
    first_leader: interregnum_core::Seat,
    phase: u8,
    tricks_played: u8,
    leader: interregnum_core::Seat,
    hands: [CardSet; 2],
    followers: [CardSet; 2],
    score_piles: [CardSet; 2],
    discard: CardSet,
    /// The face-down deck, top first.
    deck: &'a [Card],
    prize: Option<Card>,
    lead: Option<Card>,
    tricks: Vec<Trick>,
}

impl Serialize for Claim {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        FullState {
            first_leader: self.first_leader,
            phase: self.phase(),
            tricks_played: self.tricks_played,
            leader: self.leader,
            hands: self.hands,
            followers: self.followers,
            score_piles: self.scores,
            discard: self.discard,
            deck: &self.deck[self.deck_top as usize..],
            prize: self.prize,
            lead: self.lead,
            tricks: self.tricks().copied().collect(),
        }
        .serialize(serializer)
    }
}
