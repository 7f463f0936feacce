//! How an ability resolves (§4.8): decide, declare, the King's Hand window, then the effect;
//! and each card's text (§1.3), in the order of the card table.

use crate::{
    Action, Card, ImposterKings,
    card_set::{ALL_NAMES, CardSet},
    knowledge::Seers,
    log::{Ev, Note},
    state::{Ability, Phase, SeatSet},
};

impl ImposterKings {
    /// A card just landed on the Court as the Throne; its ability starts (§4.5 step 4, §4.7
    /// step 2, §4.8). Nothing happens for a card without an on-play ability, a muted card
    /// (§2.3.7), a Herald from the Antechamber (§2.3.3), or an optional ability whose
    /// preconditions fail (skipped silently, §1.3). Queen and Herald declare at once; the
    /// others ask the player first (§4.8 step 1).
    pub(crate) fn start_ability(
        &mut self,
        card: Card,
        player: u8,
        from_antechamber: bool,
        immune: bool,
    ) {
        let court = &self.table.court;
        if !card.has_on_play() || court.is_muted(card) || (from_antechamber && card == Card::Herald)
        {
            self.end_turn();
            return;
        }
        self.table.ability = Ability {
            card,
            player,
            position: court.len() - 1,
            immune,
            ..Ability::NONE
        };
        self.table.to_act = player;
        if !self.preconditions_hold() {
            self.end_turn();
        } else if matches!(card, Card::Queen | Card::Herald) {
            self.declare();
        } else {
            self.table.phase = Phase::UseOrDecline;
        }
    }

    /// The preconditions of the optional abilities that have some (§1.3).
    fn preconditions_hold(&self) -> bool {
        let ability = self.table.ability;
        let hand = self.hand(ability.player);
        let court = &self.table.court;
        match ability.card {
            // Another face-up Court card to take.
            Card::Fool => self.fool_targets() != 0,
            // A Disgraced card in the Court, checked before the Mystic Disgraces itself.
            Card::Mystic => court.any_disgraced(),
            // 4 face-up Court cards, the Warden included, and a card in hand.
            Card::Warden => court.face_up_positions().count_ones() >= 4 && !hand.is_empty(),
            // An eligible Court card and a card in hand.
            Card::Sentry => self.sentry_targets() != 0 && !hand.is_empty(),
            // A card in hand, and another player in the round with one.
            Card::Princess => !hand.is_empty() && !self.princess_targets().is_empty(),
            _ => true,
        }
    }

    /// The Fool's targets: the other face-up Court cards, Royalty included (§1.3 Fool).
    pub(crate) fn fool_targets(&self) -> u32 {
        self.table.court.face_up_positions() & !(1 << self.table.ability.position)
    }

    /// The Sentry's targets: face-up Court cards that are not Royalty, nor the Sentry
    /// (§1.3 Sentry).
    pub(crate) fn sentry_targets(&self) -> u32 {
        let court = &self.table.court;
        let mut targets = self.fool_targets();
        for position in 0..court.len() {
            if court.card(position).is_royalty() {
                targets &= !(1 << position);
            }
        }
        targets
    }

    /// The Princess's choices: other players in the round with a card in hand.
    pub(crate) fn princess_targets(&self) -> SeatSet {
        let table = &self.table;
        let mut seats = SeatSet::EMPTY;
        for seat in table.seats_in_round().iter() {
            if seat != table.ability.player && !self.hand(seat).is_empty() {
                seats.insert(seat);
            }
        }
        seats
    }

    /// The highest number the Executioner may name: the highest base value among the
    /// face-up Court cards, the Executioner included (§1.3 Executioner).
    pub(crate) fn executioner_highest(&self) -> u8 {
        self.table.court.face_up().highest().map_or(0, Card::base)
    }

    /// §4.8 step 2: the player's choice up to the declaration point (Fool, Sentry: a Court
    /// card; Inquisitor, Soldier: a name; Judge: an opponent and a name; Executioner,
    /// Mystic: a number; Princess: a player; Warden, Spy: `use`).
    pub(crate) fn declare_with(&mut self, choice: Action) {
        let ability = &mut self.table.ability;
        match choice {
            Action::Court(position) => ability.court_choice = Some(position - 1),
            Action::Name(card) => ability.named = card,
            Action::Guess(opponent, card) => {
                ability.target = Some(opponent);
                ability.named = card;
            }
            Action::Number(number) => ability.number = number,
            Action::Target(player) => ability.target = Some(player),
            _ => {}
        }
        self.declare();
    }

    /// The declaration point: the King's Hand window opens (§5.2) unless the card is the
    /// Oathbound's immune follow-up or every King's Hand is in public view (§8.4).
    pub(crate) fn declare(&mut self) {
        let ability = self.table.ability;
        if ability.immune || self.table.all_copies_public(Card::KingsHand) {
            self.resolve_ability();
        } else {
            let first = self.table.next_in_round(ability.player);
            self.ask(first, Phase::KingsHandWindow);
        }
    }

    /// §4.8 step 4: nobody stopped the ability; its effect happens.
    pub(crate) fn resolve_ability(&mut self) {
        let ability = self.table.ability;
        self.table.to_act = ability.player;
        match ability.card {
            Card::Fool => self.fool(),
            Card::Inquisitor => self.inquisitor(),
            Card::Executioner => {
                self.start_commitments(Phase::ExecutionerCondemn, ability.player);
            }
            Card::Soldier => self.soldier(),
            Card::Judge => self.judge(),
            Card::Herald => self.herald(),
            Card::Mystic => self.mystic(),
            Card::Warden => self.table.phase = Phase::WardenExchange,
            Card::Sentry => {
                self.table.court.disgrace(ability.position);
                self.table.phase = Phase::SentryGive;
            }
            Card::Spy => {
                // The Spy player looks at the Successors while choosing (the view shows them).
                self.table.court.disgrace(ability.position);
                self.table.phase = Phase::SpyForce;
            }
            Card::Princess => self.table.phase = Phase::PrincessGive,
            Card::Queen => {
                self.table.court.disgrace_all_but(ability.position);
                self.end_turn();
            }
            _ => self.end_turn(),
        }
    }

    /// Fool: the chosen Court card goes to the player's hand, seen by everyone.
    fn fool(&mut self) {
        let ability = self.table.ability;
        let taken = self
            .table
            .court
            .remove(ability.court_choice.unwrap_or_default());
        self.hand_mut(ability.player).insert(taken);
        self.saw_enter(ability.player, taken, Seers::Everyone);
        self.end_turn();
    }

    /// Inquisitor: round the table from the next player, each one holding the named card
    /// moves exactly one to their Antechamber, for everyone to see.
    fn inquisitor(&mut self) {
        let ability = self.table.ability;
        let named = ability.named;
        let mut moved = SeatSet::EMPTY;
        let mut seat = self.table.next_in_round(ability.player);
        while seat != ability.player {
            if self.hand(seat).contains(named) {
                self.take_public(seat, named);
                self.table.antechambers[usize::from(seat)].insert(named);
                moved.insert(seat);
            } else {
                // Passed over: everyone now knows this hand holds no such card.
                self.rule_out(seat, CardSet::one(named));
            }
            seat = self.table.next_in_round(seat);
        }
        self.note(Note::Inquisition(moved.0));
        self.end_turn();
    }

    /// Executioner: every player in the round, the player first, answers in secret with a
    /// card of the number, or nothing; the results are announced together: who Condemned a
    /// card of that value, never which card (§1.3, §8.4.1).
    pub(crate) fn executioner_condemn(&mut self, card: Option<Card>) {
        if !self.commit(card.map_or(CardSet::EMPTY, CardSet::one), CardSet::EMPTY) {
            return;
        }
        let number = self.table.ability.number;
        let mut condemned = SeatSet::EMPTY;
        for seat in 0..self.table.players {
            let s = usize::from(seat);
            let Some(card) = self.secrets.chosen[s].first() else {
                if self.table.in_round(seat) {
                    // Condemned nothing: everyone now knows it holds no card of the number.
                    self.rule_out(seat, ALL_NAMES.of_value(number));
                }
                continue;
            };
            self.left_unseen(seat, 1, Some(number), SeatSet::EMPTY);
            self.secrets.hands[s].remove(card);
            self.secrets.condemned_hidden[s].insert(card);
            self.table.condemned_hidden_values[s][usize::from(number)] += 1;
            condemned.insert(seat);
        }
        self.secrets.chosen = [CardSet::EMPTY; 4];
        self.note(Note::Executed(condemned.0, number));
        self.end_turn();
    }

    /// Soldier: only "yes" or "no" is announced. On yes the Soldier gets its +2 and the
    /// player may Disgrace up to 3 face-up Court cards (engine ruling 4).
    fn soldier(&mut self) {
        let ability = self.table.ability;
        let mut opponents = SeatSet::EMPTY;
        for seat in 0..self.table.players {
            if self.table.is_opponent(ability.player, seat) {
                opponents.insert(seat);
            }
        }
        let hit = opponents
            .iter()
            .any(|seat| self.hand(seat).contains(ability.named));
        self.note(Note::SoldierHit(hit));
        if !hit {
            // "No": everyone now knows no opponent holds the named card.
            for seat in opponents.iter() {
                self.rule_out(seat, CardSet::one(ability.named));
            }
            self.end_turn();
            return;
        }
        if opponents.len() == 1 {
            // "Yes" against a single opponent: it holds one. (Against two, that one of them
            // does is not recorded.)
            self.rule_in(opponents.0.trailing_zeros() as u8, ability.named);
        }
        self.table.court.give_soldier_bonus(ability.position);
        self.table.phase = Phase::SoldierDisgrace;
    }

    /// A Soldier's Disgrace at Court `position` (from 1; ascending, up to 3).
    pub(crate) fn soldier_disgrace(&mut self, position: u8) {
        self.table.court.disgrace(position - 1);
        let ability = &mut self.table.ability;
        ability.soldier_last_disgraced = position;
        ability.soldier_disgraced += 1;
        if ability.soldier_disgraced == 3 {
            self.end_turn();
        }
    }

    /// Judge: "correct" or "wrong" is announced. After a correct guess the player is asked
    /// for a card to move to the Antechamber whenever the hand is not empty (§8.4.1).
    fn judge(&mut self) {
        let ability = self.table.ability;
        let opponent = ability.target.unwrap_or_default();
        let correct = self.hand(opponent).contains(ability.named);
        self.note(Note::JudgeCorrect(correct));
        if correct {
            self.rule_in(opponent, ability.named);
        } else {
            self.rule_out(opponent, CardSet::one(ability.named));
        }
        if correct && !self.hand(ability.player).is_empty() {
            self.table.phase = Phase::JudgeAntechamber;
        } else {
            self.end_turn();
        }
    }

    /// After a correct Judge guess: a card of base value 2 or more goes face up to the
    /// player's Antechamber.
    pub(crate) fn judge_to_antechamber(&mut self, card: Card) {
        let seat = self.table.ability.player;
        self.take_public(seat, card);
        self.table.antechambers[usize::from(seat)].insert(card);
        self.end_turn();
    }

    /// Herald part 1: the Successor goes into the hand and the player picks a new one
    /// (skipped without a Successor); then part 2.
    fn herald(&mut self) {
        let player = self.table.ability.player;
        if self.take_successor_into_hand(player).is_some() {
            self.table.phase = Phase::HeraldSuccessor;
        } else {
            self.offer_herald_chain();
        }
    }

    /// The Herald's new Successor, chosen in secret.
    pub(crate) fn herald_successor(&mut self, card: Card) {
        let seat = self.table.ability.player;
        self.hand_mut(seat).remove(card);
        self.left_unseen(seat, 1, None, SeatSet::EMPTY);
        self.secrets.successors[usize::from(seat)] = Some(card);
        self.offer_herald_chain();
    }

    /// Herald part 2 is offered whenever the hand is not empty, "nothing" allowed (§8.4.1).
    fn offer_herald_chain(&mut self) {
        let player = self.table.ability.player;
        if self.hand(player).is_empty() {
            self.end_turn();
        } else {
            self.ask(player, Phase::HeraldChain);
        }
    }

    /// Herald part 2: the chosen card goes on top of the Court, the Herald back to the hand,
    /// and the chosen card's ability resolves, with its own window (§1.3 Herald).
    pub(crate) fn herald_chain(&mut self, card: Card) {
        let ability = self.table.ability;
        let seat = ability.player;
        self.take_public(seat, card);
        self.table.court.push(card);
        self.table.court.remove(ability.position);
        self.hand_mut(seat).insert(Card::Herald);
        self.saw_enter(seat, Card::Herald, Seers::Everyone);
        self.start_ability(card, seat, false, false);
    }

    /// Mystic: it Disgraces itself and mutes the number for the rest of the round
    /// (§2.3.7).
    fn mystic(&mut self) {
        let ability = self.table.ability;
        self.table.court.disgrace(ability.position);
        self.table.court.mute(ability.number);
        self.end_turn();
    }

    /// Warden: the chosen hand card becomes the Accused and the old Accused goes to the
    /// hand, both public.
    pub(crate) fn warden_exchange(&mut self, card: Card) {
        let seat = self.table.ability.player;
        self.take_public(seat, card);
        let accused = self.table.accused;
        self.hand_mut(seat).insert(accused);
        self.saw_enter(seat, accused, Seers::Everyone);
        self.table.accused = card;
        self.end_turn();
    }

    /// Sentry: the hand card takes the chosen Court card's exact place (not played: no
    /// value check, no ability), and the Court card goes to the hand; both public.
    pub(crate) fn sentry_give(&mut self, card: Card) {
        let ability = self.table.ability;
        let seat = ability.player;
        self.take_public(seat, card);
        let taken = self
            .table
            .court
            .replace(ability.court_choice.unwrap_or_default(), card);
        self.hand_mut(seat).insert(taken);
        self.saw_enter(seat, taken, Seers::Everyone);
        self.end_turn();
    }

    /// Spy: the player forces `target` (another player in the round with a Successor and a
    /// card in hand) to change its Successor.
    pub(crate) fn spy_force(&mut self, target: u8) {
        self.table.ability.target = Some(target);
        self.ask(target, Phase::SpyForcedSuccessor);
    }

    /// The forced player's new Successor, from its hand; the old one goes to the hand, seen
    /// by the Spy player (who looked at it).
    pub(crate) fn spy_forced_successor(&mut self, card: Card) {
        let seat = self.table.to_act;
        let s = usize::from(seat);
        self.secrets.hands[s].remove(card);
        let old = self.secrets.successors[s].replace(card);
        self.left_unseen(seat, 1, None, SeatSet::EMPTY);
        if let Some(old) = old {
            self.entered_unseen(seat, 1);
            self.secrets.hands[s].insert(old);
            let spy = SeatSet::one(self.table.ability.player);
            self.saw_enter(seat, old, Seers::Only(spy));
        }
        self.table.partner_knows_successor.remove(seat);
        self.end_turn();
    }

    /// Princess step 1: the player gives a card, in secret.
    pub(crate) fn princess_give(&mut self, card: Card) {
        let ability = self.table.ability;
        self.secrets.chosen[usize::from(ability.player)] = CardSet::one(card);
        self.ask(ability.target.unwrap_or_default(), Phase::PrincessAnswer);
    }

    /// Princess steps 2-3: the chosen player gives one back without seeing the first; the
    /// cards change hands, and only the two players see them.
    pub(crate) fn princess_answer(&mut self, answer: Card) {
        let player = self.table.ability.player;
        let target = self.table.to_act;
        let given = std::mem::take(&mut self.secrets.chosen[usize::from(player)])
            .first()
            .unwrap_or(Card::Fool);
        self.hand_mut(player).remove(given);
        self.hand_mut(player).insert(answer);
        self.hand_mut(target).remove(answer);
        self.hand_mut(target).insert(given);
        let pair = SeatSet::one(player).with(target);
        let only = |seat: u8| Seers::Only(SeatSet::one(seat));
        self.left_unseen(player, 1, None, pair);
        self.left_unseen(target, 1, None, pair);
        self.entered_unseen(player, 1);
        self.entered_unseen(target, 1);
        self.saw_leave(player, given, only(target));
        self.saw_leave(target, answer, only(player));
        self.saw_enter(target, given, only(player));
        self.saw_enter(player, answer, only(target));
        self.log.push(Ev::Note {
            note: Note::Exchanged(player, target, given, answer),
            vis: pair.0,
        });
        self.end_turn();
    }

    /// Oathbound step 2: the follow-up card goes on the Court at once, whatever its value;
    /// its ability resolves with no King's Hand window.
    pub(crate) fn oathbound_follow_up(&mut self, card: Card) {
        let seat = self.table.ability.player;
        self.take_public(seat, card);
        self.table.court.push(card);
        self.start_ability(card, seat, false, true);
    }
}
