//! Setup of a round (§3): the deal (§3.0), the 2-player restart and hiding (§3.1), the
//! 3-player reveals and draft (§3.2), and the 4-player reveal, share, take, Successor,
//! partner exchange and removal (§3.3).
//!
//! Simultaneous choices (§3.0.4) are asked seat by seat as commitments: the chosen cards
//! stay in hand, in `Secrets::chosen`, and nothing moves until every seat has committed
//! (engine ruling 1).

use interregnum_core::shuffle::shuffle;

use crate::{
    Card, Dir, ImposterKings,
    card::{MAX_CARDS, deck_list},
    card_set::CardSet,
    court::Court,
    knowledge::Seers,
    log::Note,
    state::{Ability, Draft, HandBounds, Phase, SeatSet, Took},
};

impl ImposterKings {
    /// Shuffles (or takes the stacked order) and deals a round (§3.0.3, §3.1 steps 1-3,
    /// §3.2 step 1, §3.3 step 1); everything else of the round starts afresh.
    pub(crate) fn deal(&mut self, stacked: Option<&[Card]>) {
        let players = self.table.players;
        let mut cards = [Card::Fool; MAX_CARDS];
        let deck = deck_list(players);
        let cards = &mut cards[..deck.len()];
        match stacked {
            Some(order) => cards.copy_from_slice(order),
            None => {
                cards.copy_from_slice(deck);
                shuffle(cards, &mut self.rng);
            }
        }
        let per_hand = if players == 4 { 7 } else { 8 };
        let secrets = &mut self.secrets;
        secrets.clear();
        for (seat, hand) in secrets.hands[..usize::from(players)].iter_mut().enumerate() {
            *hand = CardSet::of(&cards[seat * per_hand..(seat + 1) * per_hand]);
        }
        let after_hands = usize::from(players) * per_hand;
        if players == 2 {
            // §3.1 step 3: the last card is removed face down, unseen.
            secrets.removed_unannounced = CardSet::one(cards[after_hands + 1]);
        }
        let table = &mut self.table;
        table.accused = cards[after_hands];
        table.first_player = None;
        table.direction = Dir::Cw;
        table.ability = Ability::NONE;
        table.draft = Draft::NONE;
        table.committed = SeatSet::EMPTY;
        table.antechambers = [CardSet::EMPTY; 4];
        table.rows = [CardSet::EMPTY; 4];
        table.has_shared_card = SeatSet::EMPTY;
        table.took_from_partner = [None; 4];
        table.court = Court::EMPTY;
        table.condemned_public = [CardSet::EMPTY; 4];
        table.condemned_hidden_values = [[0; 10]; 4];
        table.removed_public = CardSet::EMPTY;
        table.removed_hidden_values = [0; 10];
        table.kings_face_up = table.all_seats();
        table.third_place = None;
        table.partner_knows_successor = SeatSet::EMPTY;
        table.exchanges_done = 0;
        table.exchange_results = [(0, false); 2];
        table.known_to_all = [CardSet::EMPTY; 4];
        table.hand_bounds = [HandBounds::NONE; 4];
        let first_step = match players {
            2 => Phase::ChooseFirstPlayer,
            3 => Phase::Reveal(2),
            _ => Phase::Reveal(3),
        };
        self.ask(self.table.true_king, first_step);
        self.note(Note::Dealt(self.table.round as u8));
    }

    /// The next round: the True King has gone to the loser (§6.5).
    pub(crate) fn new_round(&mut self) {
        self.table.round += 1;
        self.table.restarts_this_round = 0;
        self.deal(None);
    }

    /// Starts a simultaneous step (§3.0.4), asking `from` first.
    pub(crate) fn start_commitments(&mut self, phase: Phase, from: u8) {
        self.ask(from, phase);
        self.table.committed = SeatSet::EMPTY;
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.secrets.chosen_removal = [CardSet::EMPTY; 4];
    }

    /// Records the seat to act's secret choice; `true` once every seat in the round has
    /// committed, when the step takes effect.
    pub(crate) fn commit(&mut self, chosen: CardSet, removal: CardSet) -> bool {
        let seat = self.table.to_act;
        self.secrets.chosen[usize::from(seat)] = chosen;
        self.secrets.chosen_removal[usize::from(seat)] = removal;
        self.table.committed.insert(seat);
        match self.next_to_commit() {
            Some(next) => {
                self.table.to_act = next;
                false
            }
            None => {
                self.table.committed = SeatSet::EMPTY;
                true
            }
        }
    }

    /// The next seat in turn order that has not committed yet.
    fn next_to_commit(&self) -> Option<u8> {
        let table = &self.table;
        let in_round = table.seats_in_round();
        if table.committed.0 & in_round.0 == in_round.0 {
            return None;
        }
        let mut seat = table.to_act;
        for _ in 0..4 {
            seat = table.next_in_round(seat);
            if !table.committed.contains(seat) {
                return Some(seat);
            }
        }
        None
    }

    /// The True King holder picks the first player, and in 3p/4p the direction (§3.1 step 4,
    /// §3.2 step 6, §3.3 step 4).
    pub(crate) fn choose_first_player(&mut self, first: u8, direction: Option<Dir>) {
        self.table.first_player = Some(first);
        self.table.direction = direction.unwrap_or(Dir::Cw);
        match self.table.players {
            2 => self.ask(self.table.true_king, Phase::KeepOrRestart),
            3 => {
                // §3.2 step 7: the rows go back to hand, known to have been there.
                self.pick_up_rows();
                self.table.draft = Draft::NONE;
                self.start_commitments(Phase::HideSuccessorAndRemoval, first);
            }
            _ => self.ask(first, Phase::TakeFromPartner),
        }
    }

    /// Every reveal or offer row goes back to its owner's hand, seen by everyone.
    fn pick_up_rows(&mut self) {
        for seat in 0..self.table.players {
            let row = std::mem::take(&mut self.table.rows[usize::from(seat)]);
            for card in row.iter() {
                self.saw_enter(seat, card, Seers::Everyone);
            }
            *self.hand_mut(seat) = self.hand(seat).plus(row);
        }
    }

    /// 2p: keep the deal (§3.1 step 5); the True King holder answers first.
    pub(crate) fn keep_deal(&mut self) {
        let seat = self.table.to_act;
        if seat == self.table.true_king {
            self.table.to_act = 1 - seat;
        } else {
            let first = self.first_player();
            self.start_commitments(Phase::HideSuccessorAndRemoval, first);
        }
    }

    /// 2p: restart (§3.1 step 5). The first restart of a round is free; each later one
    /// gives the other player 2 points at once (§7.4), which can end the match (§7.5.2).
    pub(crate) fn restart_deal(&mut self) {
        let seat = self.table.to_act;
        self.table.restarts_this_round += 1;
        if self.table.restarts_this_round > 1 {
            let other = 1 - seat;
            self.table.scores[usize::from(other)] += 2;
            self.note(Note::Penalty(other));
            if self.match_over() {
                return;
            }
        }
        self.deal(None);
    }

    pub(crate) fn first_player(&self) -> u8 {
        self.table.first_player.unwrap_or(self.table.true_king)
    }

    /// 2p/3p, simultaneous: a face-down Successor and a card removed from the round (§3.1
    /// step 6, §3.2 step 8; one answer, engine ruling 2).
    pub(crate) fn hide(&mut self, successor: Card, removal: Card) {
        if !self.commit(CardSet::one(successor), CardSet::one(removal)) {
            return;
        }
        for seat in 0..self.table.players {
            let s = usize::from(seat);
            let successor = self.secrets.chosen[s];
            let removal = self.secrets.chosen_removal[s];
            self.secrets.hands[s] = self.secrets.hands[s].minus(successor).minus(removal);
            self.secrets.successors[s] = successor.first();
            self.secrets.removed_unannounced = self.secrets.removed_unannounced.plus(removal);
            self.secrets.own_setup_removal[s] = self.secrets.own_setup_removal[s].plus(removal);
            self.left_unseen(seat, 2, None, SeatSet::EMPTY);
        }
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.secrets.chosen_removal = [CardSet::EMPTY; 4];
        self.begin_turn(self.first_player());
    }

    /// 3p/4p, simultaneous: cards placed face up in the reveal row (§3.2 steps 2-3, §3.3
    /// step 2), shown together once all have committed.
    pub(crate) fn reveal(&mut self, cards: CardSet) {
        let Phase::Reveal(count) = self.table.phase else {
            return;
        };
        if !self.commit(cards, CardSet::EMPTY) {
            return;
        }
        for seat in 0..self.table.players {
            let s = usize::from(seat);
            let revealed = self.secrets.chosen[s];
            self.secrets.hands[s] = self.secrets.hands[s].minus(revealed);
            self.table.rows[s] = self.table.rows[s].plus(revealed);
            for card in revealed.iter() {
                self.saw_leave(seat, card, Seers::Everyone);
            }
        }
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.note(Note::RowsRevealed);
        let true_king = self.table.true_king;
        if count == 2 {
            self.start_commitments(Phase::Reveal(1), true_king);
        } else if self.table.players == 4 {
            self.start_commitments(Phase::Share, true_king);
        } else {
            self.find_first_drafter();
        }
    }

    /// 3p: the first drafter has the highest revealed base value; the True King breaks a
    /// tie (§3.2 step 4).
    fn find_first_drafter(&mut self) {
        let mut best = 0;
        let mut tied = SeatSet::EMPTY;
        for seat in 0..3 {
            let Some(highest) = self.table.rows[usize::from(seat)].highest() else {
                continue;
            };
            let value = highest.base();
            if value > best {
                best = value;
                tied = SeatSet::EMPTY;
            }
            if value == best {
                tied.insert(seat);
            }
        }
        if tied.len() == 1 {
            self.start_draft(tied.0.trailing_zeros() as u8);
        } else {
            self.table.draft.tied = tied;
            self.ask(self.table.true_king, Phase::BreakDraftTie);
        }
    }

    /// 3p: `first` drafts first (§3.2 step 5.1).
    pub(crate) fn start_draft(&mut self, first: u8) {
        self.table.draft = Draft {
            first,
            ..Draft::NONE
        };
        self.ask(first, Phase::Draft(1));
    }

    /// 3p draft step `step` (§3.2 step 5): the seat to act takes `card` from `from`'s row.
    /// `D1` takes from either other row, the player who lost a card (`D2`) from the third
    /// player's (`D3`), and `D3` one of the cards `D1` revealed.
    pub(crate) fn draft(&mut self, step: u8, from: u8, card: Card) {
        let seat = self.table.to_act;
        self.table.rows[usize::from(from)].remove(card);
        self.table.rows[usize::from(seat)].insert(card);
        match step {
            1 => {
                self.table.draft = Draft {
                    tied: SeatSet::EMPTY,
                    first: seat,
                    second: from,
                    third: 3 - seat - from,
                    first_pick: Some(card),
                };
                self.ask(from, Phase::Draft(2));
            }
            2 => self.ask(self.table.draft.third, Phase::Draft(3)),
            _ => self.ask(self.table.true_king, Phase::ChooseFirstPlayer),
        }
    }

    /// 4p, simultaneous: one card face down for the partner (§3.3 step 3), shown to the
    /// partner once all four have shared.
    pub(crate) fn share(&mut self, card: Card) {
        if !self.commit(CardSet::one(card), CardSet::EMPTY) {
            return;
        }
        for seat in 0..4 {
            let s = usize::from(seat);
            let Some(shared) = self.secrets.chosen[s].first() else {
                continue;
            };
            self.secrets.hands[s].remove(shared);
            self.secrets.shared_cards[s] = Some(shared);
            let partner = SeatSet::one((seat + 2) % 4);
            self.left_unseen(seat, 1, None, partner);
            self.saw_leave(seat, shared, Seers::Only(partner));
        }
        self.table.has_shared_card = SeatSet::first(4);
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.ask(self.table.true_king, Phase::ChooseFirstPlayer);
    }

    /// 4p: the seat to act takes one of its partner's offer cards into hand: a face-up one,
    /// or (`None`) the face-down shared one (§3.3 step 5). After the last take, everyone
    /// picks up the rest of their offer (§3.3 step 6).
    pub(crate) fn take_from_partner(&mut self, card: Option<Card>) {
        let seat = self.table.to_act;
        let partner = (seat + 2) % 4;
        let p = usize::from(partner);
        match card {
            Some(card) => {
                self.table.rows[p].remove(card);
                self.hand_mut(seat).insert(card);
                self.table.took_from_partner[usize::from(seat)] = Some(Took::FaceUp(card));
                self.saw_enter(seat, card, Seers::Everyone);
            }
            None => {
                if let Some(shared) = self.secrets.shared_cards[p].take() {
                    self.saw_enter(seat, shared, Seers::Only(SeatSet::one(partner)));
                    self.entered_unseen(seat, 1);
                    self.hand_mut(seat).insert(shared);
                }
                self.table.has_shared_card.remove(partner);
                self.table.took_from_partner[usize::from(seat)] = Some(Took::Shared);
            }
        }
        let next = self.table.next_in_round(seat);
        if next != self.first_player() {
            self.table.to_act = next;
            return;
        }
        self.pick_up_rows();
        for seat in 0..4 {
            if let Some(shared) = self.secrets.shared_cards[usize::from(seat)].take() {
                self.saw_enter(seat, shared, Seers::Only(SeatSet::one((seat + 2) % 4)));
                self.entered_unseen(seat, 1);
                self.hand_mut(seat).insert(shared);
            }
        }
        self.table.has_shared_card = SeatSet::EMPTY;
        self.start_commitments(Phase::ChooseSuccessor, self.first_player());
    }

    /// 4p, simultaneous: the setup Successor (§3.3 step 7), which the partner then sees
    /// (§3.3 step 8).
    pub(crate) fn choose_setup_successor(&mut self, card: Card) {
        if !self.commit(CardSet::one(card), CardSet::EMPTY) {
            return;
        }
        for seat in 0..4 {
            let s = usize::from(seat);
            let Some(successor) = self.secrets.chosen[s].first() else {
                continue;
            };
            self.secrets.hands[s].remove(successor);
            self.secrets.successors[s] = Some(successor);
            let partner = SeatSet::one((seat + 2) % 4);
            self.left_unseen(seat, 1, None, partner);
            self.saw_leave(seat, successor, Seers::Only(partner));
        }
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.table.partner_knows_successor = SeatSet::first(4);
        let first = self.first_player();
        self.ask(first, Phase::ProposeExchange(first % 2));
    }

    /// 4p: the team member earlier in turn order offers 0, 1 or 2 cards, shown to the
    /// partner only (§3.3 step 9).
    pub(crate) fn propose_exchange(&mut self, team: u8, offer: CardSet) {
        let exchange = &mut self.secrets.exchanges[usize::from(team)];
        exchange.size = offer.len() as u8;
        exchange.offer = offer;
        let partner = (self.table.to_act + 2) % 4;
        self.ask(partner, Phase::AnswerExchange(team));
    }

    /// 4p: the partner declines (`None`) or gives as many cards back (§3.3 step 9). The
    /// other team learns both teams' `k` and answers only once both are done (engine
    /// ruling 3); the first player's team goes first.
    pub(crate) fn answer_exchange(&mut self, team: u8, answer: Option<CardSet>) {
        let seat = self.table.to_act;
        let proposer = (seat + 2) % 4;
        let t = usize::from(team);
        let offer = self.secrets.exchanges[t].offer;
        let pair = SeatSet::one(seat).with(proposer);
        // For the other team, up to two cards may have left and entered each hand,
        // whatever happened.
        self.left_unseen(proposer, 2, None, pair);
        self.left_unseen(seat, 2, None, pair);
        self.entered_unseen(proposer, 2);
        self.entered_unseen(seat, 2);
        let only = |s: u8| Seers::Only(SeatSet::one(s));
        match answer {
            None => {
                for card in offer.iter_distinct() {
                    self.saw_holding(proposer, card, offer.count(card), only(seat));
                }
            }
            Some(given) => {
                *self.hand_mut(seat) = self.hand(seat).minus(given).plus(offer);
                *self.hand_mut(proposer) = self.hand(proposer).minus(offer).plus(given);
                self.secrets.exchanges[t].accepted = true;
                for card in offer.iter() {
                    self.saw_leave(proposer, card, only(seat));
                }
                for card in given.iter() {
                    self.saw_leave(seat, card, only(proposer));
                }
                for card in offer.iter() {
                    self.saw_enter(seat, card, only(proposer));
                }
                for card in given.iter() {
                    self.saw_enter(proposer, card, only(seat));
                }
            }
        }
        self.secrets.exchanges[t].offer = CardSet::EMPTY;
        self.table.exchanges_done += 1;
        if self.table.exchanges_done == 1 {
            let other = self.table.next_in_round(self.first_player());
            self.ask(other, Phase::ProposeExchange(other % 2));
        } else {
            for (result, exchange) in self
                .table
                .exchange_results
                .iter_mut()
                .zip(&self.secrets.exchanges)
            {
                *result = (exchange.size, exchange.accepted);
            }
            self.note(Note::Exchanges);
            self.start_commitments(Phase::RemoveAtSetup, self.first_player());
        }
    }

    /// 4p, simultaneous: each player removes a card from the round face down (§3.3
    /// step 10); then the first player takes the first turn (§3.3 step 11).
    pub(crate) fn remove_at_setup(&mut self, card: Card) {
        if !self.commit(CardSet::one(card), CardSet::EMPTY) {
            return;
        }
        for seat in 0..4 {
            let s = usize::from(seat);
            let removal = self.secrets.chosen[s];
            self.secrets.hands[s] = self.secrets.hands[s].minus(removal);
            self.secrets.removed_unannounced = self.secrets.removed_unannounced.plus(removal);
            self.secrets.own_setup_removal[s] = self.secrets.own_setup_removal[s].plus(removal);
            self.left_unseen(seat, 1, None, SeatSet::EMPTY);
        }
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.begin_turn(self.first_player());
    }
}
