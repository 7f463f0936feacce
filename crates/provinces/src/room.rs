//! The heap room of a game (its deck, discard pile, seats and armies), handed from a game
//! that ends to the next one the thread starts.
//!
//! A random playout, a search's sample or a simulation starts a game, plays it out and
//! drops it, thousands of times on one thread; allocating and freeing its five vectors was
//! about a tenth of a short game. So a dropped game leaves its room here, and the next
//! `Provinces::empty` of the thread takes it, cleared, instead of
//! allocating. A game's contents never pass between games: only the vectors' capacity.

use std::cell::Cell;

use crate::{card::Card, state::SeatState};

/// A game's vectors, empty or not: [`Room::take`] clears them.
pub(crate) struct Room {
    pub(crate) deck: Vec<Card>,
    pub(crate) discard: Vec<Card>,
    pub(crate) seats: Vec<SeatState>,
}

thread_local! {
    /// The room of the game this thread dropped last, until a new game takes it.
    static SPARE: Cell<Option<Room>> = const { Cell::new(None) };
}

impl Room {
    /// Room for a game of `n` seats: the deck and the discard pile with room for `cards`,
    /// each seat empty with room for `units` in its army. The spare room when there is one,
    /// grown where it is short.
    pub(crate) fn take(n: usize, cards: usize, units: usize) -> Room {
        // After the thread's spare is gone (while the thread ends), a game allocates.
        let spare = SPARE.try_with(Cell::take).ok().flatten();
        let Some(mut room) = spare else {
            return Room {
                deck: Vec::with_capacity(cards),
                discard: Vec::with_capacity(cards),
                seats: (0..n).map(|_| SeatState::with_room(units)).collect(),
            };
        };
        room.deck.clear();
        room.deck.reserve(cards);
        room.discard.clear();
        room.discard.reserve(cards);
        room.seats.truncate(n);
        for seat in &mut room.seats {
            let mut army = std::mem::take(&mut seat.army);
            army.clear();
            army.reserve(units);
            *seat = SeatState {
                army,
                ..SeatState::default()
            };
        }
        while room.seats.len() < n {
            room.seats.push(SeatState::with_room(units));
        }
        room
    }

    /// Keeps `self` for the thread's next game (freeing the room kept before, if any).
    pub(crate) fn keep(self) {
        // While the thread ends, the room is freed instead.
        let _ = SPARE.try_with(|spare| spare.set(Some(self)));
    }
}
