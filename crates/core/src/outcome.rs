//! How a finished game ended.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The result of a finished game: who won, each seat's score, and the game's own scoring detail.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome<D> {
    /// The seats that won. Empty for a draw; two seats for a winning team.
    pub winners: Vec<Seat>,
    /// One score per seat, in the game's own unit (faction votes in Claim, points in The Imposter Kings).
    pub scores: Vec<i32>,
    /// The game's own account of the scoring, for front ends to explain the result.
    pub detail: D,
}

impl<D> Outcome<D> {
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }

    /// The reward of `seat` for search and statistics: 1 for a win, 0 for a loss and 0.5 for a draw.
    #[must_use]
    pub fn payoff(&self, seat: Seat) -> f64 {
        if self.is_draw() {
            0.5
        } else if self.winners.contains(&seat) {
            1.0
        } else {
            0.0
        }
    }
}
