//! Seats and observers.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The most seats any Interregnum game has.
pub const MAX_SEATS: usize = 4;

/// A place at the table, numbered from 0. Games have 2 to 4 seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    /// Seat `index`. Seats beyond [`MAX_SEATS`] do not exist in any game, so this is a
    /// programming error; use [`Seat::try_new`] for input.
    ///
    /// # Panics
    /// If `index >= MAX_SEATS`.
    #[must_use]
    #[inline]
    pub const fn new(index: usize) -> Seat {
        assert!(index < MAX_SEATS, "seat index out of range");
        Seat(index as u8)
    }

    /// Seat `index`, or `None` if `index` is not below `n_seats`.
    #[must_use]
    #[inline]
    pub fn try_new(index: usize, n_seats: usize) -> Option<Seat> {
        (index < n_seats.min(MAX_SEATS)).then_some(Seat(index as u8))
    }

    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat after this one in turn order, in a game of `n_seats`.
    #[must_use]
    #[inline]
    pub const fn next(self, n_seats: usize) -> Seat {
        Seat(((self.0 as usize + 1) % n_seats) as u8)
    }

    /// All seats of a game of `n_seats`, in order.
    pub fn all(n_seats: usize) -> impl Iterator<Item = Seat> {
        (0..n_seats.min(MAX_SEATS)).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    /// Seats are shown as letters, `A` for seat 0, as the rules documents write them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", char::from(b'A' + self.0))
    }
}

/// Who is looking at a game: one seat, or a spectator who sees public information only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Observer {
    Seat(Seat),
    Spectator,
}

impl Observer {
    #[must_use]
    pub fn seat(self) -> Option<Seat> {
        match self {
            Observer::Seat(seat) => Some(seat),
            Observer::Spectator => None,
        }
    }
}

impl From<Seat> for Observer {
    fn from(seat: Seat) -> Observer {
        Observer::Seat(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_wrap_in_turn_order() {
        assert_eq!(Seat::new(1).next(2), Seat::new(0));
        assert_eq!(Seat::new(2).next(4), Seat::new(3));
        assert_eq!(Seat::try_new(2, 2), None);
        assert_eq!(Seat::new(3).to_string(), "D");
    }
}
