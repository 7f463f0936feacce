//! A legal action drawn uniformly at random without listing the legal actions: for each
//! decision the choices are counted from bit masks and one drawn index is turned into its
//! action.

use rand::{Rng, RngExt};

use crate::{Action, Card, Dir, ImposterKings, card::name_list, card_set::CardSet, state::Phase};

/// Draws an index below its argument (uniformly, in play).
pub(crate) trait Pick: FnMut(u32) -> u32 {}

impl<F: FnMut(u32) -> u32> Pick for F {}

/// A draw among choices that come in consecutive groups.
struct Draw(u32);

impl Draw {
    fn among(choices: u32, pick: &mut impl Pick) -> Draw {
        debug_assert!(choices > 0, "a decision has a choice");
        Draw(pick(choices))
    }

    /// The index within the next group of `size` choices, if the draw fell in it.
    fn within(&mut self, size: u32) -> Option<u32> {
        if self.0 < size {
            Some(self.0)
        } else {
            self.0 -= size;
            None
        }
    }
}

/// The `n`-th position (from 0) of a position set.
fn nth_position(set: u32, n: u32) -> u8 {
    let mut set = set;
    for _ in 0..n {
        set &= set - 1;
    }
    set.trailing_zeros() as u8
}

/// The number of distinct multisets of `size` (1-3) names that `hand` holds (no name is
/// held more than twice).
fn combinations(hand: CardSet, size: u8) -> u32 {
    let names = hand.distinct().len();
    let doubles = pairs_held(hand).len();
    match size {
        1 => names,
        2 => names * names.saturating_sub(1) / 2 + doubles,
        _ => {
            names * names.saturating_sub(1) * names.saturating_sub(2) / 6
                + doubles * names.saturating_sub(1)
        }
    }
}

/// The names held twice or more.
fn pairs_held(hand: CardSet) -> CardSet {
    hand.of_count_at_least(2)
}

/// The `index`-th multiset of `size` (1-3) names in `hand` (any fixed order), ascending.
fn nth_combination(hand: CardSet, size: u8, index: u32) -> [Card; 3] {
    let names = hand.distinct();
    let d = names.len();
    let mut index = index;
    let distinct = match size {
        1 => d,
        2 => d * d.saturating_sub(1) / 2,
        _ => d * d.saturating_sub(1) * d.saturating_sub(2) / 6,
    };
    let mut cards = if index < distinct {
        // Different names: walk the combinations of `size` positions in order.
        let mut picked = [0u32; 3];
        let mut from = 0;
        for (slot, left) in (0..u32::from(size)).rev().enumerate() {
            // Each choice of this name leaves C(d - 1 - i, left) ways for the rest.
            let mut i = from;
            loop {
                let rest = binomial(d - 1 - i, left);
                if index < rest {
                    break;
                }
                index -= rest;
                i += 1;
            }
            picked[slot] = i;
            from = i + 1;
        }
        let mut cards = [Card::Fool; 3];
        for slot in 0..usize::from(size) {
            cards[slot] = names.nth_distinct(picked[slot]);
        }
        cards
    } else {
        // A name twice, and (for 3) one other name.
        index -= distinct;
        let doubles = pairs_held(hand);
        if size == 2 {
            let double = doubles.nth_distinct(index);
            [double, double, Card::Fool]
        } else {
            let others = d - 1;
            let double = doubles.nth_distinct(index / others);
            let other = names
                .minus(CardSet::one(double))
                .nth_distinct(index % others);
            [double, double, other]
        }
    };
    cards[..usize::from(size)].sort_unstable();
    cards
}

/// A reaction card's holder reacts or passes; others can only pass.
fn react_or_pass(holds: bool, react: Action, pick: &mut impl Pick) -> Action {
    let reacts = u32::from(holds);
    match Draw::among(reacts + 1, pick).within(reacts) {
        Some(_) => react,
        None => Action::Pass,
    }
}

/// One of the names in `names`, as `action`.
fn one_of(pick: &mut impl Pick, names: CardSet, action: fn(Card) -> Action) -> Action {
    let names = names.distinct();
    action(names.nth_distinct(Draw::among(names.len(), pick).0))
}

fn binomial(n: u32, k: u32) -> u32 {
    match k {
        0 => 1,
        1 => n,
        2 => n * n.saturating_sub(1) / 2,
        _ => n * n.saturating_sub(1) * n.saturating_sub(2) / 6,
    }
}

impl ImposterKings {
    /// A legal action drawn uniformly, or `None` once the match is over.
    pub(crate) fn random_legal<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        self.draw_legal(&mut |choices| rng.random_range(0..choices))
    }

    /// The legal action of the index `pick` draws below the number of legal actions (one
    /// call, also for a single choice); every index gives a different legal action. `None`
    /// once the match is over.
    pub(crate) fn draw_legal(&self, rng: &mut impl Pick) -> Option<Action> {
        // The common decisions first, in a small function; the others out of line.
        let seat = self.table.to_act;
        match self.table.phase {
            Phase::Turn => Some(self.draw_turn(rng)),
            Phase::KingsHandWindow => Some(react_or_pass(
                self.hand(seat).contains(Card::KingsHand),
                Action::KingsHand,
                rng,
            )),
            Phase::KeepOrRestart => Some(match Draw::among(2, rng).0 {
                0 => Action::Keep,
                _ => Action::Restart,
            }),
            _ => self.draw_other(rng),
        }
    }

    /// A turn (§4.2): a Condemned card, else an Antechamber card, else a card to play or the
    /// King flip.
    fn draw_turn(&self, rng: &mut impl Pick) -> Action {
        let table = &self.table;
        let seat = table.to_act;
        let s = usize::from(seat);
        let condemned = table.condemned_public[s].plus(self.secrets.condemned_hidden[s]);
        if !condemned.is_empty() {
            one_of(rng, condemned, Action::Purge)
        } else if !table.antechambers[s].is_empty() {
            one_of(rng, table.antechambers[s], Action::Ante)
        } else {
            let playable = self.playable(seat);
            let mut draw = Draw::among(playable.len() + u32::from(self.can_flip(seat)), rng);
            match draw.within(playable.len()) {
                Some(i) => Action::Play(playable.nth_distinct(i)),
                None => Action::Flip,
            }
        }
    }

    /// 2p: the first player; 3p and 4p: the first player and the direction.
    fn draw_first_player(&self, rng: &mut impl Pick) -> Action {
        let players = self.table.players;
        if players == 2 {
            return Action::First(Draw::among(2, rng).0 as u8, None);
        }
        let i = Draw::among(u32::from(players) * 2, rng).0;
        let direction = if i.is_multiple_of(2) {
            Dir::Cw
        } else {
            Dir::Ccw
        };
        Action::First((i / 2) as u8, Some(direction))
    }

    #[inline(never)]
    fn draw_other(&self, rng: &mut impl Pick) -> Option<Action> {
        use Action as A;
        use Phase as P;
        let table = &self.table;
        let seat = table.to_act;
        let hand = self.hand(seat);
        Some(match table.phase {
            P::MatchOver => return None,
            P::Turn => self.draw_turn(rng),
            P::KingsHandWindow | P::KingsHandAgainstAssassin => {
                react_or_pass(hand.contains(Card::KingsHand), A::KingsHand, rng)
            }
            P::AssassinWindow => react_or_pass(self.may_reveal_assassin(seat), A::Assassin, rng),
            P::UseOrDecline => self.random_ability_choice(rng),
            P::HideSuccessorAndRemoval => {
                // Every ordered pair of names, a name with itself only when held twice.
                let names = hand.distinct();
                let doubles = pairs_held(hand);
                let d = names.len();
                let mut draw = Draw::among(d * d - d + doubles.len(), rng);
                let mut chosen = A::Hide(Card::Fool, Card::Fool);
                for successor in names.iter_distinct() {
                    let removals = if doubles.contains(successor) {
                        names
                    } else {
                        names.minus(CardSet::one(successor))
                    };
                    if let Some(i) = draw.within(removals.len()) {
                        chosen = A::Hide(successor, removals.nth_distinct(i));
                        break;
                    }
                }
                chosen
            }
            P::Reveal(size) => {
                let cards =
                    nth_combination(hand, size, Draw::among(combinations(hand, size), rng).0);
                match size {
                    1 => A::Reveal1(cards[0]),
                    2 => A::Reveal2(cards[0], cards[1]),
                    _ => A::Reveal3(cards[0], cards[1], cards[2]),
                }
            }
            P::ProposeExchange(_) => {
                let (ones, twos) = (combinations(hand, 1), combinations(hand, 2));
                let mut draw = Draw::among(1 + ones + twos, rng);
                if draw.within(1).is_some() {
                    A::Offer0
                } else if let Some(i) = draw.within(ones) {
                    A::Offer1(nth_combination(hand, 1, i)[0])
                } else {
                    let [a, b, _] = nth_combination(hand, 2, draw.0);
                    A::Offer2(a, b)
                }
            }
            P::AnswerExchange(team) => {
                let size = self.secrets.exchanges[usize::from(team)].size;
                let answers = if size == 0 {
                    0
                } else {
                    combinations(hand, size)
                };
                let mut draw = Draw::among(answers + 1, rng);
                match draw.within(answers) {
                    Some(i) => {
                        let cards = nth_combination(hand, size, i);
                        if size == 1 {
                            A::Accept1(cards[0])
                        } else {
                            A::Accept2(cards[0], cards[1])
                        }
                    }
                    None => A::Decline,
                }
            }
            P::Share => one_of(rng, hand, A::Share),
            P::ChooseSuccessor | P::HeraldSuccessor | P::SpyForcedSuccessor => {
                one_of(rng, hand, A::Successor)
            }
            P::RemoveAtSetup => one_of(rng, hand, A::Remove),
            P::WardenExchange => one_of(rng, hand, A::Accuse),
            P::SentryGive | P::PrincessGive | P::PrincessAnswer => one_of(rng, hand, A::Give),
            P::OathboundFollowUp => one_of(rng, hand, A::Follow),
            P::ExecutionerCondemn => {
                let of_number = hand.of_value(table.ability.number);
                if of_number.is_empty() {
                    Draw::among(1, rng);
                    A::Nothing
                } else {
                    one_of(rng, of_number, A::Condemn)
                }
            }
            P::SoldierDisgrace => {
                let choices = self.soldier_disgrace_choices();
                let mut draw = Draw::among(choices.count_ones() + 1, rng);
                match draw.within(choices.count_ones()) {
                    Some(i) => A::Disgrace(nth_position(choices, i) + 1),
                    None => A::Done,
                }
            }
            P::JudgeAntechamber => {
                let names = hand.of_value_at_least(2).distinct();
                let mut draw = Draw::among(names.len() + 1, rng);
                match draw.within(names.len()) {
                    Some(i) => A::Antechamber(names.nth_distinct(i)),
                    None => A::Nothing,
                }
            }
            P::HeraldChain => {
                let names = hand.of_value_at_least(5).distinct();
                let mut draw = Draw::among(names.len() + 1, rng);
                match draw.within(names.len()) {
                    Some(i) => A::Chain(names.nth_distinct(i)),
                    None => A::Nothing,
                }
            }
            P::SpyForce => {
                let targets = self.spy_targets();
                let mut draw = Draw::among(targets.len() + 1, rng);
                match draw.within(targets.len()) {
                    Some(i) => A::Force(nth_position(u32::from(targets.0), i)),
                    None => A::Nothing,
                }
            }
            P::AssassinSwap => {
                let pile = self.secrets.out_piles[usize::from(table.ability.player)].distinct();
                let mut draw = Draw::among(pile.len() + 1, rng);
                match draw.within(pile.len()) {
                    Some(i) => A::Swap(pile.nth_distinct(i)),
                    None => A::Keep,
                }
            }
            P::ChooseFirstPlayer => self.draw_first_player(rng),
            P::KeepOrRestart => match Draw::among(2, rng).0 {
                0 => A::Keep,
                _ => A::Restart,
            },
            P::BreakDraftTie => {
                let tied = u32::from(table.draft.tied.0);
                A::Drafter(nth_position(tied, Draw::among(tied.count_ones(), rng).0))
            }
            P::Draft(step) => {
                let draft = table.draft;
                let row = |from: u8| table.rows[usize::from(from)].distinct();
                let (from, names) = match step {
                    // D1 takes from either other row.
                    1 => {
                        let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
                        let (row_a, row_b) = (row(a), row(b));
                        let mut draw = Draw::among(row_a.len() + row_b.len(), rng);
                        return Some(match draw.within(row_a.len()) {
                            Some(i) => A::Draft(a, row_a.nth_distinct(i)),
                            None => A::Draft(b, row_b.nth_distinct(draw.0)),
                        });
                    }
                    2 => (draft.third, row(draft.third)),
                    _ => {
                        let drafted = draft.first_pick.map_or(CardSet::EMPTY, CardSet::one);
                        let left = table.rows[usize::from(draft.first)].minus(drafted);
                        (draft.first, left.distinct())
                    }
                };
                A::Draft(from, names.nth_distinct(Draw::among(names.len(), rng).0))
            }
            P::TakeFromPartner => {
                let partner = usize::from((seat + 2) % 4);
                let face_up = table.rows[partner].distinct();
                let shared = u32::from(self.secrets.shared_cards[partner].is_some());
                let mut draw = Draw::among(face_up.len() + shared, rng);
                match draw.within(face_up.len()) {
                    Some(i) => A::Take(face_up.nth_distinct(i)),
                    None => A::TakeShared,
                }
            }
        })
    }

    /// A choice before an ability's declaration point, or "decline" (§4.8).
    fn random_ability_choice(&self, rng: &mut impl Pick) -> Action {
        use Action as A;
        let table = &self.table;
        let ability = table.ability;
        let optional = !matches!(ability.card, Card::Soldier | Card::Judge);
        let names = name_list(table.players);
        let opponents = (0..table.players)
            .filter(|&o| table.is_opponent(ability.player, o))
            .fold(0u32, |set, o| set | 1 << o);
        let positions = match ability.card {
            Card::Fool => self.fool_targets(),
            Card::Sentry => self.sentry_targets(),
            Card::Princess => u32::from(self.princess_targets().0),
            _ => 0,
        };
        let choices = match ability.card {
            Card::Fool | Card::Sentry | Card::Princess => positions.count_ones(),
            Card::Inquisitor | Card::Soldier => names.len(),
            Card::Judge => opponents.count_ones() * names.len(),
            Card::Executioner => u32::from(self.executioner_highest()),
            Card::Mystic => 8,
            Card::Warden | Card::Spy => 1,
            _ => 0,
        };
        let mut draw = Draw::among(choices + u32::from(optional), rng);
        let Some(i) = draw.within(choices) else {
            return A::Decline;
        };
        match ability.card {
            Card::Fool | Card::Sentry => A::Court(nth_position(positions, i) + 1),
            Card::Princess => A::Target(nth_position(positions, i)),
            Card::Inquisitor | Card::Soldier => A::Name(names.nth_distinct(i)),
            Card::Judge => A::Guess(
                nth_position(opponents, i / names.len()),
                names.nth_distinct(i % names.len()),
            ),
            Card::Executioner | Card::Mystic => A::Number(i as u8 + 1),
            _ => A::Use,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::legal::each_combination;
    use Card::*;
    use interregnum_core::{Game, Start};

    /// Along random matches at every player count, the indices below the number of legal
    /// actions give every legal action exactly once: so a uniform index is a uniform action.
    #[test]
    fn every_index_draws_a_different_legal_action() {
        use rand::SeedableRng;
        for players in 2..=4u8 {
            let options = crate::IkOptions {
                players,
                points_to_win: 3,
            };
            for seed in 0..6 {
                let mut game = ImposterKings::new(&options, &Start::seeded(seed)).unwrap();
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut legal = Vec::new();
                while let Some(action) = game.random_legal(&mut rng) {
                    game.legal_actions(&mut legal);
                    let mut choices = 0;
                    game.draw_legal(&mut |n| {
                        choices = n;
                        0
                    });
                    let mut drawn: Vec<Action> = (0..choices)
                        .map(|i| game.draw_legal(&mut |_| i).unwrap())
                        .collect();
                    drawn.sort();
                    assert_eq!(
                        drawn, legal,
                        "{players}p seed {seed}: {:?}",
                        game.table.phase
                    );
                    game.apply_unchecked(action);
                }
                assert_eq!(game.draw_legal(&mut |_| 0), None);
            }
        }
    }

    #[test]
    fn combinations_are_counted_and_numbered_one_to_one() {
        for hand in [
            CardSet::of(&[Fool, Elder, Elder, Queen, Spy, Judge, Judge]),
            CardSet::of(&[Fool, Assassin, Elder, Zealot, Queen, Spy, Judge, Sentry]),
            CardSet::of(&[Elder, Elder]),
            CardSet::of(&[Elder, Elder, Fool]),
        ] {
            for size in 1..=3u8 {
                let mut listed = Vec::new();
                each_combination(hand, size, &mut |cards| listed.push(cards.to_vec()));
                assert_eq!(combinations(hand, size) as usize, listed.len());
                let mut numbered: Vec<Vec<Card>> = (0..combinations(hand, size))
                    .map(|i| nth_combination(hand, size, i)[..usize::from(size)].to_vec())
                    .collect();
                numbered.sort();
                assert_eq!(numbered, listed, "{size} of {:?}", hand.to_vec());
            }
        }
    }
}
