//! The end of a round (B3.3): the win check (S1, S26, B8.3) and the safety limit (B8.4).

use interregnum_core::Seat;

use crate::state::{EndKind, Phase, Provinces, ProvincesResult};

impl Provinces {
    /// B8.3.2, B8.4, after the last seat's cleanup: the game ends when someone has
    /// `provinces_to_win` Provinces, or when the round limit is reached. Returns whether
    /// the game ended.
    pub(crate) fn end_of_round(&mut self) -> bool {
        let target = self.rules.provinces_to_win;
        let limit = self.deck_def().round_limit;
        let end = if self.most_provinces() >= target {
            EndKind::ProvinceTarget
        } else if limit > 0 && self.round >= limit {
            EndKind::RoundLimit
        } else {
            return false; // B8.3.3: play goes on.
        };
        self.ended = Some(end);
        self.set_phase(Phase::Over);
        true
    }

    /// The most Provinces in any seat's field.
    fn most_provinces(&self) -> u16 {
        self.seats.iter().map(|s| s.field).max().unwrap_or(0)
    }

    /// The scoring of the game once it is over (B8.3.2, B8.4): the most Provinces win, then
    /// the largest treasury total; a tie after both is a shared win. Nothing changes after
    /// the end, so it is worked out from the final state.
    pub(crate) fn result(&self) -> Option<ProvincesResult> {
        let end = self.ended?;
        let most_provinces = self.most_provinces();
        let gold = |seat: &Seat| self.rules.gold_value(&self.seat(*seat).treasury);
        let leaders: Vec<Seat> = Seat::all(self.n())
            .filter(|&seat| self.seat(seat).field == most_provinces)
            .collect();
        let richest = leaders.iter().map(gold).max().unwrap_or(0);
        let winners: Vec<Seat> = leaders
            .iter()
            .copied()
            .filter(|seat| gold(seat) == richest)
            .collect();
        Some(ProvincesResult {
            end,
            rounds: self.round,
            target: self.rules.provinces_to_win,
            provinces: self.seats.iter().map(|s| s.field).collect(),
            treasury: self
                .seats
                .iter()
                .map(|s| self.rules.gold_value(&s.treasury))
                .collect(),
            decided_by_treasury: leaders.len() > 1 && winners.len() < leaders.len(),
            shared: winners.len() > 1,
            winners,
        })
    }
}
