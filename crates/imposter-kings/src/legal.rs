//! The choices of each decision, listed in ascending [`Action`] order without sorting.

use crate::{
    Action, Card, Dir, ImposterKings,
    card::name_list,
    card_set::CardSet,
    state::{Phase, SeatSet},
};

/// Where legal actions go, in ascending order.
pub(crate) trait Choices {
    fn add(&mut self, action: Action);
}

impl Choices for Vec<Action> {
    fn add(&mut self, action: Action) {
        self.push(action);
    }
}

/// Whether one action is legal.
struct Contains {
    wanted: Action,
    found: bool,
}

impl Choices for Contains {
    fn add(&mut self, action: Action) {
        self.found |= action == self.wanted;
    }
}

/// Calls `f` with every multiset of `size` (1-3) names that `hand` holds, in ascending
/// order, each as ascending names.
pub(crate) fn each_combination(hand: CardSet, size: u8, f: &mut impl FnMut(&[Card])) {
    for a in hand.iter_distinct() {
        if size == 1 {
            f(&[a]);
            continue;
        }
        let after_a = hand.minus(CardSet::one(a)).starting_at(a);
        for b in after_a.iter_distinct() {
            if size == 2 {
                f(&[a, b]);
                continue;
            }
            let after_b = after_a.minus(CardSet::one(b)).starting_at(b);
            for c in after_b.iter_distinct() {
                f(&[a, b, c]);
            }
        }
    }
}

impl ImposterKings {
    /// Adds every legal action of the seat to act, once each, in ascending order.
    pub(crate) fn add_legal(&self, out: &mut impl Choices) {
        use Action as A;
        use Phase as P;
        let table = &self.table;
        let seat = table.to_act;
        let hand = self.hand(seat);
        match table.phase {
            P::MatchOver => {}
            P::ChooseFirstPlayer => {
                for first in 0..table.players {
                    if table.players == 2 {
                        out.add(A::First(first, None));
                    } else {
                        out.add(A::First(first, Some(Dir::Cw)));
                        out.add(A::First(first, Some(Dir::Ccw)));
                    }
                }
            }
            P::KeepOrRestart => {
                out.add(A::Keep);
                out.add(A::Restart);
            }
            P::HideSuccessorAndRemoval => {
                for successor in hand.iter_distinct() {
                    for removal in hand.iter_distinct() {
                        if successor != removal || hand.count(successor) >= 2 {
                            out.add(A::Hide(successor, removal));
                        }
                    }
                }
            }
            P::Reveal(count) => each_combination(hand, count, &mut |cards| {
                out.add(match *cards {
                    [a] => A::Reveal1(a),
                    [a, b] => A::Reveal2(a, b),
                    [a, b, c, ..] => A::Reveal3(a, b, c),
                    [] => A::Reveal1(Card::Fool),
                });
            }),
            P::Share => add_each(hand, out, A::Share),
            P::BreakDraftTie => {
                for seat in table.draft.tied.iter() {
                    out.add(A::Drafter(seat));
                }
            }
            P::Draft(step) => {
                let draft = table.draft;
                let row = |from: u8| table.rows[usize::from(from)];
                let mut add_row = |from: u8, row: CardSet| {
                    for card in row.iter_distinct() {
                        out.add(A::Draft(from, card));
                    }
                };
                match step {
                    // D1: from either other row.
                    1 => (0..3)
                        .filter(|&from| from != seat)
                        .for_each(|from| add_row(from, row(from))),
                    // D2: from D3's row.
                    2 => add_row(draft.third, row(draft.third)),
                    // D3: from D1's row, not the card D1 drafted.
                    _ => {
                        let drafted = draft.first_pick.map_or(CardSet::EMPTY, CardSet::one);
                        add_row(draft.first, row(draft.first).minus(drafted));
                    }
                }
            }
            P::TakeFromPartner => {
                let partner = usize::from((seat + 2) % 4);
                add_each(table.rows[partner], out, A::Take);
                if self.secrets.shared_cards[partner].is_some() {
                    out.add(A::TakeShared);
                }
            }
            P::ChooseSuccessor | P::HeraldSuccessor | P::SpyForcedSuccessor => {
                add_each(hand, out, A::Successor);
            }
            P::ProposeExchange(_) => {
                out.add(A::Offer0);
                each_combination(hand, 1, &mut |c| out.add(A::Offer1(c[0])));
                each_combination(hand, 2, &mut |c| out.add(A::Offer2(c[0], c[1])));
            }
            P::AnswerExchange(team) => {
                match self.secrets.exchanges[usize::from(team)].size {
                    1 => each_combination(hand, 1, &mut |c| out.add(A::Accept1(c[0]))),
                    2 => each_combination(hand, 2, &mut |c| out.add(A::Accept2(c[0], c[1]))),
                    _ => {}
                }
                out.add(A::Decline);
            }
            P::RemoveAtSetup => add_each(hand, out, A::Remove),
            P::Turn => self.add_turn_actions(out),
            P::UseOrDecline => self.add_ability_choices(out),
            P::KingsHandWindow | P::KingsHandAgainstAssassin => {
                if hand.contains(Card::KingsHand) {
                    out.add(A::KingsHand);
                }
                out.add(A::Pass);
            }
            P::AssassinWindow => {
                if self.may_reveal_assassin(seat) {
                    out.add(A::Assassin);
                }
                out.add(A::Pass);
            }
            P::ExecutionerCondemn => {
                let of_number = hand.of_value(table.ability.number);
                if of_number.is_empty() {
                    out.add(A::Nothing);
                } else {
                    add_each(of_number, out, A::Condemn);
                }
            }
            P::SoldierDisgrace => {
                for position in positions(self.soldier_disgrace_choices()) {
                    out.add(A::Disgrace(position + 1));
                }
                out.add(A::Done);
            }
            P::JudgeAntechamber => {
                add_each(hand.of_value_at_least(2), out, A::Antechamber);
                out.add(A::Nothing);
            }
            P::HeraldChain => {
                out.add(A::Nothing);
                // Hand value 5 or more (§4.3.2): base value 5 or more, as a Warlord is 7.
                add_each(hand.of_value_at_least(5), out, A::Chain);
            }
            P::WardenExchange => add_each(hand, out, A::Accuse),
            P::SentryGive | P::PrincessGive | P::PrincessAnswer => {
                add_each(hand, out, A::Give);
            }
            P::SpyForce => {
                out.add(A::Nothing);
                for target in self.spy_targets().iter() {
                    out.add(A::Force(target));
                }
            }
            P::OathboundFollowUp => add_each(hand, out, A::Follow),
            P::AssassinSwap => {
                out.add(A::Keep);
                let pile = self.secrets.out_piles[usize::from(table.ability.player)];
                add_each(pile, out, A::Swap);
            }
        }
    }

    /// §4.2: a Condemned card to remove, else an Antechamber card to play, else a legal card
    /// from hand or the King flip.
    fn add_turn_actions(&self, out: &mut impl Choices) {
        let seat = self.table.to_act;
        let s = usize::from(seat);
        let condemned = self.table.condemned_public[s].plus(self.secrets.condemned_hidden[s]);
        if !condemned.is_empty() {
            for card in condemned.iter_distinct() {
                out.add(Action::Purge(card));
            }
        } else if !self.table.antechambers[s].is_empty() {
            for card in self.table.antechambers[s].iter_distinct() {
                out.add(Action::Ante(card));
            }
        } else {
            for card in self.playable(seat).iter_distinct() {
                out.add(Action::Play(card));
            }
            if self.can_flip(seat) {
                out.add(Action::Flip);
            }
        }
    }

    /// The choices before an ability's declaration point (§4.8 step 2); "decline" for every
    /// optional one (all but the Soldier and the Judge).
    fn add_ability_choices(&self, out: &mut impl Choices) {
        use Action as A;
        let table = &self.table;
        let ability = table.ability;
        if matches!(ability.card, Card::Warden | Card::Spy) {
            out.add(A::Use);
        }
        if !matches!(ability.card, Card::Soldier | Card::Judge) {
            out.add(A::Decline);
        }
        let names = name_list(table.players);
        match ability.card {
            Card::Fool => add_positions(self.fool_targets(), out),
            Card::Sentry => add_positions(self.sentry_targets(), out),
            Card::Inquisitor | Card::Soldier => {
                for name in names.iter_distinct() {
                    out.add(A::Name(name));
                }
            }
            Card::Judge => {
                for opponent in 0..table.players {
                    if table.is_opponent(ability.player, opponent) {
                        for name in names.iter_distinct() {
                            out.add(A::Guess(opponent, name));
                        }
                    }
                }
            }
            Card::Executioner => {
                for number in 1..=self.executioner_highest() {
                    out.add(A::Number(number));
                }
            }
            Card::Mystic => {
                for number in 1..=8 {
                    out.add(A::Number(number));
                }
            }
            Card::Princess => {
                for target in self.princess_targets().iter() {
                    out.add(A::Target(target));
                }
            }
            _ => {}
        }
    }

    /// §5.3.2: a holder may reveal an Assassin, but not against its own teammate (4p).
    pub(crate) fn may_reveal_assassin(&self, seat: u8) -> bool {
        let table = &self.table;
        let teammate = table.players == 4 && seat % 2 == table.ability.player % 2;
        self.hand(seat).contains(Card::Assassin) && !teammate
    }

    /// The Court positions a Soldier may still Disgrace: face up, above the last one
    /// Disgraced, while fewer than 3 are (engine ruling 4).
    pub(crate) fn soldier_disgrace_choices(&self) -> u32 {
        let ability = self.table.ability;
        if ability.soldier_disgraced < 3 {
            self.table.court.face_up_positions() & (u32::MAX << ability.soldier_last_disgraced)
        } else {
            0
        }
    }

    /// The players a Spy may force: others in the round with a Successor and a card in hand.
    pub(crate) fn spy_targets(&self) -> SeatSet {
        let table = &self.table;
        let mut seats = SeatSet::EMPTY;
        for seat in table.seats_in_round().iter() {
            if seat != table.to_act
                && self.secrets.successors[usize::from(seat)].is_some()
                && !self.hand(seat).is_empty()
            {
                seats.insert(seat);
            }
        }
        seats
    }

    pub(crate) fn is_legal_action(&self, action: Action) -> bool {
        let mut contains = Contains {
            wanted: action,
            found: false,
        };
        self.add_legal(&mut contains);
        contains.found
    }
}

/// The positions (from 0) in a position set, lowest first.
pub(crate) fn positions(set: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |p| set & (1 << p) != 0)
}

/// `Court(position)` for each position (from 0) in `set`, numbered from 1.
fn add_positions(set: u32, out: &mut impl Choices) {
    for position in positions(set) {
        out.add(Action::Court(position + 1));
    }
}

/// `action(card)` for each name in `cards`.
fn add_each(cards: CardSet, out: &mut impl Choices, action: fn(Card) -> Action) {
    for card in cards.iter_distinct() {
        out.add(action(card));
    }
}
