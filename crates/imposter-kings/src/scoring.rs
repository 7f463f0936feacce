//! End of the round (§6), scoring and the end of the match (§7).

use crate::{
    ImposterKings,
    card_set::CardSet,
    log::Note,
    state::{Phase, RoundEnd, SeatSet},
};

impl ImposterKings {
    /// `seat` loses: stuck (§6.1.1) or assassinated by `assassin` (§6.1.2). The first 3p
    /// loser is out and play goes on (§6.3); otherwise the round ends: in 2p the other
    /// player wins (§6.2), in 4p the other team (§6.4).
    pub(crate) fn lose(&mut self, seat: u8, assassin: Option<u8>) {
        if self.table.players == 3 && self.table.third_place.is_none() {
            self.eliminate(seat, assassin);
        } else {
            self.end_round(seat);
        }
    }

    /// §6.3 step 1: the first 3p loser finishes 3rd; their hand and Successor go face down
    /// into their out pile. After an assassination the Assassin's holder first looks at the
    /// pile and may swap (§5.3.5); otherwise the next player in the round plays.
    fn eliminate(&mut self, seat: u8, assassin: Option<u8>) {
        let s = usize::from(seat);
        self.table.third_place = Some(seat);
        let pile = self.secrets.hands[s].plus(self.secrets.successor_set(seat));
        self.secrets.hands[s] = CardSet::EMPTY;
        self.secrets.successors[s] = None;
        self.secrets.out_piles[s] = pile;
        self.forget_hand(seat);
        self.note(Note::Eliminated(seat));
        match assassin {
            Some(holder) => {
                debug_assert_eq!(self.table.ability.player, seat, "the flipper is the victim");
                self.table.ability.assassin = holder;
                self.ask(holder, Phase::AssassinSwap);
            }
            None => self.begin_turn(self.table.next_in_round(seat)),
        }
    }

    /// "Has cards" for scoring (§7): a card in hand or in the out pile, or a Successor.
    fn has_cards(&self, seat: u8) -> bool {
        let s = usize::from(seat);
        !self.secrets.hands[s].is_empty()
            || !self.secrets.out_piles[s].is_empty()
            || self.secrets.successors[s].is_some()
    }

    /// Scores the round `loser` lost (§7.1-7.3), shows every hand, Successor and out pile
    /// (§8.6), passes the True King (§6.5), and ends the match or deals the next round.
    fn end_round(&mut self, loser: u8) {
        let table = &self.table;
        let face_up = |seat: u8| u8::from(table.kings_face_up.contains(seat));
        let has_cards = |seat: u8| u8::from(self.has_cards(seat));
        let mut points = [0u8; 4];
        let winners = match table.players {
            2 => {
                // §7.1: 1, +1 if the loser has cards, +1 if the winner's King is face up.
                let winner = 1 - loser;
                points[usize::from(winner)] = 1 + has_cards(loser) + face_up(winner);
                SeatSet::one(winner)
            }
            3 => {
                // §7.2: 1, +1 for each other player with cards, +1 for a face-up King; 2nd
                // place scores 1.
                let third = table.third_place.unwrap_or(loser);
                let second = loser;
                let winner = (0..3).find(|&s| s != third && s != second).unwrap_or(0);
                points[usize::from(winner)] =
                    1 + has_cards(second) + has_cards(third) + face_up(winner);
                points[usize::from(second)] = 1;
                SeatSet::one(winner)
            }
            _ => {
                // §7.3: one team total: 1, +1 if any opponent has cards, +1 if at least one of
                // the team's Kings is face up.
                let losing_team = loser % 2;
                let winning_team = 1 - losing_team;
                let team_points = 1
                    + u8::from(has_cards(losing_team) + has_cards(losing_team + 2) > 0)
                    + u8::from(face_up(winning_team) + face_up(winning_team + 2) > 0);
                points[usize::from(winning_team)] = team_points;
                points[usize::from(winning_team + 2)] = team_points;
                SeatSet::one(winning_team).with(winning_team + 2)
            }
        };
        let mut shown = [CardSet::EMPTY; 4];
        for seat in 0..table.players {
            let s = usize::from(seat);
            shown[s] = self.secrets.hands[s]
                .plus(self.secrets.successor_set(seat))
                .plus(self.secrets.out_piles[s]);
        }
        // §6.5: 3p: to the 3rd-place player; 2p and 4p: to the loser.
        let next_true_king = if table.players == 3 {
            table.third_place.unwrap_or(loser)
        } else {
            loser
        };
        for (score, &won) in self.table.scores.iter_mut().zip(&points) {
            *score += u16::from(won);
        }
        self.table.last_round = Some(RoundEnd {
            points,
            winners,
            shown,
        });
        self.note(Note::RoundOver(winners.0));
        self.table.true_king = next_true_king;
        if !self.match_over() {
            self.new_round();
        }
    }

    /// §7.5: the match ends once someone (a team in 4p) has the points to win and is alone
    /// at the top; a tie at the top plays on.
    pub(crate) fn match_over(&mut self) -> bool {
        let table = &self.table;
        let sides = if table.players == 4 { 2 } else { table.players };
        let scores = &table.scores[..usize::from(sides)];
        let top = scores.iter().copied().max().unwrap_or(0);
        let at_top = scores.iter().filter(|&&s| s == top).count();
        if top >= table.options.points_to_win && at_top == 1 {
            self.table.phase = Phase::MatchOver;
            true
        } else {
            false
        }
    }
}
