//! The Imposter Kings heuristic bot.
//!
//! It reads only its seat's [`IkView`] and the legal actions, and tells what is being
//! decided from the kinds of legal actions (and the ability in progress, which the view
//! shows). Its rules of thumb:
//!
//! - **What a card is worth keeping.** Its printed value, plus a premium for the cards that
//!   do something from hand: the Assassin (it wins a round against a King flip), the Elder
//!   and the Zealot (they go on a high Throne), the King's Hand and the Oathbound.
//! - **Turns: spend little.** Play the legal card that is cheapest to lose, so the high
//!   cards and Royalty stay for later; an Elder on Royalty or a Zealot on a high Throne is
//!   the best deal of all. Each point of Throne left for the next player is worth half a
//!   point of card worth.
//! - **Flip the King** when no card can be played, or when the only plays left are
//!   expensive (Royalty, a reaction card) and the Successor is waiting; never while an
//!   Assassin is unseen unless nothing else is legal, since an Assassin would end the round.
//! - **Reactions.** Always reveal an Assassin against an opponent's flip (in 2 players it
//!   wins the round), and a King's Hand against an Assassin aimed at this bot's (or its
//!   partner's) flip. Otherwise keep the King's Hand as a plain 8: stopping abilities with it
//!   (even only those that hurt) lost clearly in head-to-head runs, since both cards are then
//!   Condemned.
//! - **Targets and names.** Judge and Soldier name a card the view shows known in an
//!   opponent's hand, else the unseen card with the most unseen copies (ties to the higher
//!   value), the Judge against the leading opponent; the Inquisitor flushes
//!   an unseen Assassin or King's Hand out of hands; the Executioner names a value this bot
//!   does not hold; the Fool takes the strongest face-up Court card.
//! - **Self-Disgracing abilities** (Mystic, Spy, Sentry) leave an easy Throne for the next
//!   player, so they are declined, except a Sentry that trades a weak hand card for a much
//!   stronger Court card. Warden swaps a weak hand card for a stronger Accused.
//! - **Giving away** (Condemn, Princess, Sentry, Warden, Antechamber, removal, reveals)
//!   always gives the card cheapest to lose; **taking** (draft, offer, Successor back)
//!   takes the strongest.
//! - **The Successor** is the strongest card that is not a reaction card (reactions only work
//!   from hand). The first player is the next seat, so this bot plays last.
//! - **Restart** (2 players) once, for free, when the hand is worth less than an average
//!   hand (a mean card worth below 6.3): a fresh deal is on average better.
//!
//! The knobs of these rules (`Tuning`) were set by head-to-head runs of variants against
//! each other (the `tuning` test module, ignored by default).

mod playout;

use interregnum_core::{Game, MAX_SEATS, Seat};
use interregnum_imposter_kings::{Action, Card, Dir, IkOptions, IkView, ImposterKings, N_KINDS};
use rand_chacha::ChaCha8Rng;

use crate::{
    Bot, Heuristic, Payoffs,
    playout::{epsilon_greedy, epsilon_greedy_while},
};

/// The heuristic bot for The Imposter Kings. It is deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct ImposterKingsHeuristic;

impl Heuristic for ImposterKings {
    fn heuristic_bot(_seed: u64) -> Box<dyn Bot<ImposterKings>> {
        Box::new(ImposterKingsHeuristic)
    }

    fn heuristic_playout(state: &mut ImposterKings, legal: &mut Vec<Action>, rng: &mut ChaCha8Rng) {
        epsilon_greedy(state, legal, rng, playout::EPSILON, playout::choose);
    }

    /// The policy to the end of the round (or of the match, if the round ends it), then the
    /// standing scored.
    fn round_playout(
        state: &mut ImposterKings,
        legal: &mut Vec<Action>,
        rng: &mut ChaCha8Rng,
    ) -> Payoffs {
        let round = state.round();
        epsilon_greedy_while(state, legal, rng, playout::EPSILON, playout::choose, |s| {
            s.round() == round
        });
        state.payoffs().unwrap_or_else(|| standing_chances(state))
    }

    fn seats(options: &IkOptions) -> usize {
        usize::from(options.players)
    }
}

/// How many points of lead make one side about e (2.7) times likelier to win the match than
/// the other, in [`standing_chances`]: rounds are worth 1 to 3 points.
const LEAD_SCALE: f64 = 1.5;

/// Each seat's chance to win the match from the scores between rounds, as a search's
/// estimate where its playout stops: a softmax over the sides (players, or teams in 4
/// players) of the points each still needs, so the side closest to the target is
/// favoured, more so the further it is ahead. The chances of the sides sum to 1, like the
/// payoffs of a finished match (one winner, or one winning team).
fn standing_chances(state: &ImposterKings) -> Payoffs {
    let seats = state.n_seats();
    let sides = if seats == 4 { 2 } else { seats };
    let target = f64::from(state.options().points_to_win);
    let mut weights = [0.0; MAX_SEATS];
    for (side, weight) in weights.iter_mut().enumerate().take(sides) {
        let needed = (target - f64::from(state.score(side))).max(0.0);
        *weight = (-needed / LEAD_SCALE).exp();
    }
    let total: f64 = weights[..sides].iter().sum();
    let mut chances = [0.0; MAX_SEATS];
    for (seat, chance) in chances.iter_mut().enumerate().take(seats) {
        *chance = weights[seat % sides] / total;
    }
    chances
}

/// Copies of each card name in the deck for 2, 3 and 4 players, in [`Card::ALL`] order.
const COUNTS: [[u8; N_KINDS]; 3] = [
    [1, 1, 2, 1, 2, 0, 2, 1, 2, 0, 1, 1, 0, 1, 0, 1, 1, 1],
    [1, 1, 2, 1, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1],
];

/// What losing `card` from hand costs.
fn keep(card: Card) -> f64 {
    let premium = match card {
        Card::Assassin => 5.0,
        Card::Elder => 2.5,
        Card::Zealot => 2.0,
        Card::KingsHand => 1.5,
        Card::Oathbound => 1.0,
        _ => 0.0,
    };
    f64::from(card.base()) + premium
}

fn is_reaction(card: Card) -> bool {
    matches!(card, Card::Assassin | Card::KingsHand)
}

/// The knobs of the rules of thumb.
#[derive(Clone, Copy, Debug)]
struct Tuning {
    /// Choose to play first (else the next seat plays first and this bot last).
    me_first: bool,
    /// How much a higher Throne after a play is worth, per point.
    throne_weight: f64,
    /// Flip when the cheapest play costs at least this much (with a Successor waiting).
    flip_cost: f64,
    /// Flip even while an Assassin is unseen.
    flip_despite_assassin: bool,
    /// How much a higher Throne after an Oathbound follow-up is worth, per point.
    follow_weight: f64,
    /// Restart (once, free) when the hand's mean worth is below this.
    restart_below: f64,
    /// Use the Mystic and the Spy (else decline them).
    use_self_disgrace: bool,
    /// After a correct Judge guess, move a low card to the Antechamber (else nothing).
    judge_ante: bool,
    /// King's Hand on abilities: 0 when they hurt, 1 never, 2 on every opponent's ability.
    kh_mode: u8,
    /// Decline the Inquisitor.
    decline_inquisitor: bool,
    /// Weight of what a card's ability would do now, when choosing a play.
    ability_weight: f64,
    /// Weight of the Successor's worth against the removed card's at setup (1: keep the
    /// strongest as Successor; below 0: hide a weak one and keep the strong ones in hand).
    successor_weight: f64,
}

const TUNING: Tuning = Tuning {
    me_first: false,
    throne_weight: 0.5,
    flip_cost: 9.0,
    flip_despite_assassin: false,
    follow_weight: 0.3,
    restart_below: 6.3,
    use_self_disgrace: false,
    judge_ante: false,
    kh_mode: 1,
    decline_inquisitor: false,
    ability_weight: 0.0,
    successor_weight: 1.0,
};

/// What this seat knows, gathered once per decision.
struct Know<'a> {
    t: Tuning,
    view: &'a IkView,
    me: usize,
    hand: Vec<Card>,
    /// Copies of each name this seat has not seen.
    unseen: [u8; N_KINDS],
}

impl<'a> Know<'a> {
    fn new(view: &'a IkView, me: Seat, t: Tuning) -> Know<'a> {
        let me = me.index();
        let mine = &view.seats[me];
        let hand = mine.hand.clone().unwrap_or_default();
        let players = usize::from(view.players).clamp(2, 4);
        let mut unseen = COUNTS[players - 2];
        let mut see = |card: Card| {
            let slot = &mut unseen[card as usize];
            *slot = slot.saturating_sub(1);
        };
        hand.iter().copied().for_each(&mut see);
        mine.successor.into_iter().for_each(&mut see);
        mine.condemned_hidden
            .iter()
            .flatten()
            .copied()
            .for_each(&mut see);
        view.court.iter().for_each(|c| see(c.card));
        see(view.accused);
        for seat in &view.seats {
            seat.antechamber.iter().copied().for_each(&mut see);
            seat.condemned.iter().copied().for_each(&mut see);
        }
        view.removed_public.iter().copied().for_each(&mut see);
        view.removed_known.iter().copied().for_each(&mut see);
        Know {
            t,
            view,
            me,
            hand,
            unseen,
        }
    }

    fn royalty_in_court(&self) -> bool {
        self.view
            .court
            .iter()
            .any(|c| !c.disgraced && c.card.is_royalty())
    }

    /// The card's value in hand.
    fn hand_value(&self, card: Card) -> u8 {
        if card == Card::Warlord && self.royalty_in_court() {
            8
        } else {
            card.base()
        }
    }

    /// The Throne value once `card` lands face up on the Court.
    fn value_on_throne(&self, card: Card) -> u8 {
        if self.view.muted == Some(card.base()) {
            3
        } else if card == Card::Warlord && self.royalty_in_court() {
            9
        } else {
            card.base()
        }
    }

    fn is_opponent(&self, seat: usize) -> bool {
        if seat == self.me || self.view.seats.get(seat).is_none_or(|s| s.eliminated) {
            return false;
        }
        self.view.players != 4 || seat % 2 != self.me % 2
    }

    /// The opponents, the leading one (most points, then most cards) first.
    fn opponents(&self) -> Vec<usize> {
        let mut them: Vec<usize> = (0..self.view.seats.len())
            .filter(|&s| self.is_opponent(s))
            .collect();
        them.sort_by_key(|&s| {
            (
                std::cmp::Reverse(self.view.scores.get(s).copied().unwrap_or(0)),
                std::cmp::Reverse(self.view.seats[s].hand_size),
                s,
            )
        });
        them
    }

    /// How many copies of `card` are unseen.
    fn unseen(&self, card: Card) -> u8 {
        self.unseen[card as usize]
    }

    /// Whether this seat knows `card` to be in `seat`'s hand.
    fn known_in(&self, seat: usize, card: Card) -> bool {
        self.view
            .seats
            .get(seat)
            .is_some_and(|s| s.known_in_hand.contains(&card))
    }

    /// Whether this seat knows `card` to be in some opponent's hand.
    fn known_in_opponent(&self, card: Card) -> bool {
        (0..self.view.seats.len()).any(|s| self.is_opponent(s) && self.known_in(s, card))
    }

    fn holds(&self, card: Card) -> bool {
        self.hand.contains(&card)
    }

    fn holds_value(&self, value: u8) -> bool {
        self.hand.iter().any(|c| c.base() == value)
    }

    /// The seat that flipped its King most recently, from the log.
    fn last_flipper(&self) -> Option<usize> {
        self.view.log.iter().rev().find_map(|line| {
            let (seat, rest) = line.split_once(": ")?;
            if rest != "flip" {
                return None;
            }
            let c = seat.chars().next()?;
            (seat.len() == 1 && ('A'..='D').contains(&c)).then(|| (c as u8 - b'A') as usize)
        })
    }

    fn is_ally(&self, seat: usize) -> bool {
        seat == self.me || (self.view.players == 4 && seat % 2 == self.me % 2)
    }
}

/// The element of `items` with the highest score; ties go to the earlier one.
fn best<T: Copy>(items: impl IntoIterator<Item = T>, mut score: impl FnMut(T) -> f64) -> Option<T> {
    let mut best = None;
    let mut best_score = f64::NEG_INFINITY;
    for item in items {
        let value = score(item);
        if value > best_score + 1e-9 {
            best = Some(item);
            best_score = value;
        }
    }
    best
}

impl Bot<ImposterKings> for ImposterKingsHeuristic {
    fn name(&self) -> String {
        "heuristic".to_owned()
    }

    fn choose(&mut self, view: &IkView, legal: &[Action]) -> Action {
        let Some(me) = view.observer.seat() else {
            return legal[0];
        };
        let know = Know::new(view, me, TUNING);
        choose(&know, legal)
            .filter(|a| legal.contains(a))
            .unwrap_or(legal[0])
    }
}

/// The bot's choice, or `None` to fall back on the first legal action.
fn choose(k: &Know<'_>, legal: &[Action]) -> Option<Action> {
    use Action as A;
    let has = |a: Action| legal.contains(&a);
    let first = legal[0];
    match first {
        A::First(..) => {
            let n = k.view.seats.len();
            let next = if k.t.me_first { k.me } else { (k.me + 1) % n } as u8;
            let wanted = if n == 2 {
                A::First(next, None)
            } else {
                A::First(next, Some(Dir::Cw))
            };
            Some(if has(wanted) { wanted } else { first })
        }
        A::Keep | A::Restart if has(A::Restart) => {
            let strength: f64 =
                k.hand.iter().map(|&c| keep(c)).sum::<f64>() / k.hand.len().max(1) as f64;
            let weak = strength < k.t.restart_below && k.view.restarts_this_round == 0;
            Some(if weak { A::Restart } else { A::Keep })
        }
        A::Hide(..) => best(legal.iter().copied(), |a| match a {
            A::Hide(s, r) => k.t.successor_weight * successor_worth(s) - keep(r),
            _ => f64::NEG_INFINITY,
        }),
        A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..) => best(legal.iter().copied(), |a| {
            -cards_of(a).iter().map(|&c| keep(c)).sum::<f64>()
        }),
        A::Drafter(_) => Some(first),
        A::Draft(..) => best(legal.iter().copied(), |a| match a {
            A::Draft(seat, c) => {
                keep(c)
                    + if k.is_opponent(seat as usize) {
                        0.1
                    } else {
                        0.0
                    }
            }
            _ => f64::NEG_INFINITY,
        }),
        A::Share(_) => best(legal.iter().copied(), |a| match a {
            A::Share(c) => keep(c),
            _ => f64::NEG_INFINITY,
        }),
        A::Take(_) | A::TakeShared => {
            let partner = (k.me + 2) % 4;
            let shared = k.view.seats.get(partner).and_then(|s| s.shared);
            best(legal.iter().copied(), |a| match a {
                A::Take(c) => keep(c),
                A::TakeShared => shared.map_or(5.0, keep),
                _ => f64::NEG_INFINITY,
            })
        }
        A::Successor(_) => best(legal.iter().copied(), |a| match a {
            A::Successor(c) => successor_worth(c),
            _ => f64::NEG_INFINITY,
        }),
        A::Offer0 | A::Offer1(_) | A::Offer2(..) => Some(A::Offer0),
        A::Remove(_) => give_away(legal),
        A::Purge(_) => give_away(legal),
        _ => {
            if legal
                .iter()
                .any(|a| matches!(a, A::Play(_) | A::Ante(_) | A::Flip))
            {
                return turn(k, legal);
            }
            decision(k, legal)
        }
    }
}

/// The worth of a card as the Successor: strong, but not a reaction card.
fn successor_worth(card: Card) -> f64 {
    if is_reaction(card) {
        keep(card) - 8.0
    } else {
        f64::from(card.base())
    }
}

/// The cards an action names.
fn cards_of(action: Action) -> Vec<Card> {
    use Action as A;
    match action {
        A::Reveal1(a) => vec![a],
        A::Reveal2(a, b) => vec![a, b],
        A::Reveal3(a, b, c) => vec![a, b, c],
        A::Hide(a, b) | A::Accept2(a, b) | A::Offer2(a, b) => vec![a, b],
        A::Draft(_, c)
        | A::Share(c)
        | A::Take(c)
        | A::Successor(c)
        | A::Offer1(c)
        | A::Accept1(c)
        | A::Remove(c)
        | A::Purge(c)
        | A::Ante(c)
        | A::Play(c)
        | A::Name(c)
        | A::Guess(_, c)
        | A::Antechamber(c)
        | A::Chain(c)
        | A::Accuse(c)
        | A::Give(c)
        | A::Condemn(c)
        | A::Follow(c)
        | A::Swap(c) => vec![c],
        _ => Vec::new(),
    }
}

/// The one-card action whose card is cheapest to lose.
fn give_away(legal: &[Action]) -> Option<Action> {
    best(legal.iter().copied(), |a| match cards_of(a).as_slice() {
        [c] => -keep(*c),
        _ => f64::NEG_INFINITY,
    })
}

/// A turn: play, play from the Antechamber, or flip.
fn turn(k: &Know<'_>, legal: &[Action]) -> Option<Action> {
    use Action as A;
    let play = best(legal.iter().copied(), |a| match a {
        A::Play(c) | A::Ante(c) => {
            let tv = f64::from(k.view.throne_value);
            let mut score = -keep(c) + k.t.throne_weight * f64::from(k.value_on_throne(c));
            // A permission play spends a low card on a high Throne: the best deal.
            if matches!(c, Card::Elder | Card::Zealot | Card::Oathbound)
                && f64::from(k.hand_value(c)) < tv
            {
                score += 3.0;
            }
            score + k.t.ability_weight * ability_now(k, c)
        }
        _ => f64::NEG_INFINITY,
    });
    let can_flip = legal.contains(&A::Flip);
    let Some(play) = play.filter(|a| matches!(a, A::Play(_) | A::Ante(_))) else {
        return Some(if can_flip { A::Flip } else { legal[0] });
    };
    if !can_flip {
        return Some(play);
    }
    let card = cards_of(play)[0];
    let assassin_risk = k.unseen(Card::Assassin) > 0 && !k.t.flip_despite_assassin;
    let has_successor = k.view.seats[k.me].has_successor;
    let expensive = card.is_royalty() || is_reaction(card) || keep(card) >= k.t.flip_cost;
    if has_successor && expensive && !assassin_risk {
        return Some(A::Flip);
    }
    Some(play)
}

/// What playing `card` now would gain from its ability, roughly in card worth.
fn ability_now(k: &Know<'_>, card: Card) -> f64 {
    if k.view.muted == Some(card.base()) {
        return 0.0;
    }
    match card {
        Card::Fool => k
            .view
            .court
            .iter()
            .filter(|c| !c.disgraced)
            .map(|c| keep(c.card))
            .fold(0.0, f64::max),
        Card::Judge | Card::Soldier => {
            if Card::ALL.iter().any(|&c| k.known_in_opponent(c)) {
                2.0
            } else {
                0.5
            }
        }
        Card::Queen => k.view.court.iter().filter(|c| !c.disgraced).count() as f64 * 0.3,
        _ => 0.0,
    }
}

/// An ability choice, a reaction, or an answer to someone else's ability.
fn decision(k: &Know<'_>, legal: &[Action]) -> Option<Action> {
    use Action as A;
    let has = |a: Action| legal.contains(&a);
    let first = legal[0];
    let ability = k.view.ability.as_ref();
    if has(A::Assassin) {
        return Some(A::Assassin);
    }
    if has(A::KingsHand) {
        return Some(if kings_hand_worth_it(k) {
            A::KingsHand
        } else {
            A::Pass
        });
    }
    if legal.iter().all(|a| matches!(a, A::Pass)) {
        return Some(A::Pass);
    }
    match first {
        A::Court(_) | A::Decline if ability.is_some_and(|a| a.card == Card::Fool) => {
            best(legal.iter().copied(), |a| match a {
                A::Court(n) => court_card(k, n).map_or(0.0, |c| keep(c) + 1.0),
                _ => 0.0,
            })
        }
        _ if ability.is_some_and(|a| a.card == Card::Sentry) && has(A::Decline) => {
            let weakest = k
                .hand
                .iter()
                .map(|&c| keep(c))
                .fold(f64::INFINITY, f64::min);
            let choice = best(legal.iter().copied(), |a| match a {
                A::Court(n) => court_card(k, n).map_or(0.0, keep),
                _ => 0.0,
            })?;
            let gain = match choice {
                A::Court(n) => court_card(k, n).map_or(0.0, keep) - weakest,
                _ => 0.0,
            };
            Some(if gain >= 5.0 { choice } else { A::Decline })
        }
        _ if legal.iter().any(|a| matches!(a, A::Name(_))) => {
            let inquisitor = ability.is_some_and(|a| a.card == Card::Inquisitor);
            if inquisitor && k.t.decline_inquisitor && has(A::Decline) {
                return Some(A::Decline);
            }
            best(legal.iter().copied(), |a| match a {
                A::Name(c) => name_worth(k, c, inquisitor),
                A::Decline => 0.0,
                _ => f64::NEG_INFINITY,
            })
        }
        _ if legal.iter().any(|a| matches!(a, A::Guess(..))) => {
            let target = k.opponents();
            best(legal.iter().copied(), |a| match a {
                A::Guess(seat, c) => {
                    let rank = target.iter().position(|&s| s == seat as usize).unwrap_or(9);
                    let sure = if k.known_in(seat as usize, c) {
                        10.0
                    } else {
                        0.0
                    };
                    name_worth(k, c, false) + sure - 0.01 * rank as f64
                }
                _ => f64::NEG_INFINITY,
            })
        }
        _ if legal.iter().any(|a| matches!(a, A::Number(_))) => {
            let executioner = ability.is_some_and(|a| a.card == Card::Executioner);
            if !executioner {
                return Some(if has(A::Decline) { A::Decline } else { first });
            }
            let choice = best(legal.iter().copied(), |a| match a {
                A::Number(n) if !k.holds_value(n) => {
                    let copies: u8 = Card::ALL
                        .iter()
                        .filter(|c| c.base() == n)
                        .map(|&c| k.unseen(c))
                        .sum();
                    f64::from(copies) + 0.1 * f64::from(n)
                }
                _ => 0.0,
            });
            match choice {
                Some(A::Number(n)) if !k.holds_value(n) => Some(A::Number(n)),
                _ => Some(if has(A::Decline) { A::Decline } else { first }),
            }
        }
        _ if has(A::Use) => {
            let warden = ability.is_some_and(|a| a.card == Card::Warden);
            let weakest = k
                .hand
                .iter()
                .map(|&c| keep(c))
                .fold(f64::INFINITY, f64::min);
            let spy = ability.is_some_and(|a| a.card == Card::Spy);
            if (warden && keep(k.view.accused) > weakest + 2.0) || (spy && k.t.use_self_disgrace) {
                Some(A::Use)
            } else {
                Some(if has(A::Decline) { A::Decline } else { A::Use })
            }
        }
        _ if legal.iter().any(|a| matches!(a, A::Target(_))) => Some(A::Decline),
        A::Decline if legal.len() > 1 => Some(A::Decline),
        A::Accept1(_) | A::Accept2(..) | A::Decline => Some(A::Decline),
        A::Keep | A::Swap(_) => Some(A::Keep).filter(|&a| has(a)).or(Some(first)),
        A::Force(_) | A::Nothing => {
            if has(A::Nothing) && !legal.iter().any(|a| matches!(a, A::Follow(_))) {
                Some(A::Nothing)
            } else {
                give_away(legal)
            }
        }
        A::Done | A::Disgrace(_) => Some(if has(A::Done) { A::Done } else { first }),
        A::Follow(_) => best(legal.iter().copied(), |a| match a {
            A::Follow(c) => -keep(c) + k.t.follow_weight * f64::from(k.value_on_throne(c)),
            _ => f64::NEG_INFINITY,
        }),
        A::Successor(_) => best(legal.iter().copied(), |a| match a {
            A::Successor(c) => successor_worth(c),
            _ => f64::NEG_INFINITY,
        }),
        _ => {
            // Condemn, Princess and Sentry gives, Warden accusation, Judge's Antechamber,
            // Herald's chain: answer `nothing` where allowed, else give the cheapest card.
            if k.t.judge_ante && legal.iter().any(|a| matches!(a, A::Antechamber(_))) {
                let low = best(legal.iter().copied(), |a| match a {
                    A::Antechamber(c) if c.base() < 5 => -keep(c),
                    _ => f64::NEG_INFINITY,
                });
                if let Some(a @ A::Antechamber(_)) = low {
                    return Some(a);
                }
            }
            if has(A::Nothing) {
                Some(A::Nothing)
            } else {
                give_away(legal).or(Some(first))
            }
        }
    }
}

/// The card at Court position `n` (from 1 at the bottom).
fn court_card(k: &Know<'_>, n: u8) -> Option<Card> {
    k.view
        .court
        .get(usize::from(n).checked_sub(1)?)
        .map(|c| c.card)
}

/// How good a name is for a Soldier, a Judge or an Inquisitor.
fn name_worth(k: &Know<'_>, card: Card, inquisitor: bool) -> f64 {
    let copies = f64::from(k.unseen(card));
    if copies == 0.0 {
        return -1.0;
    }
    let mut worth = copies + 0.05 * f64::from(card.base());
    if k.known_in_opponent(card) {
        worth += 10.0;
    }
    if inquisitor && is_reaction(card) {
        worth += 3.0;
    }
    worth
}

/// Whether to stop the ability in progress with a King's Hand.
fn kings_hand_worth_it(k: &Know<'_>) -> bool {
    let Some(ability) = k.view.ability.as_ref() else {
        // An Assassin against a flip: stop it when the flip is ours or our partner's.
        return k.last_flipper().is_some_and(|s| k.is_ally(s));
    };
    let actor = ability.player.index();
    if k.is_ally(actor) || k.t.kh_mode == 1 {
        return false;
    }
    if k.t.kh_mode == 2 {
        return true;
    }
    let aimed_at_me = ability.target.is_none_or(|t| t.index() == k.me);
    match ability.card {
        Card::Judge | Card::Soldier | Card::Inquisitor => {
            aimed_at_me && ability.name.is_some_and(|c| k.holds(c))
        }
        Card::Executioner => ability.number.is_some_and(|n| k.holds_value(n)),
        Card::Fool => ability
            .court_position
            .and_then(|n| court_card(k, n))
            .is_some_and(|c| c.base() >= 8),
        Card::Princess => ability.target.is_some_and(|t| t.index() == k.me),
        _ => false,
    }
}

#[cfg(test)]
mod tuning {
    //! Head-to-head runs of tuning variants against the default (`cargo test --release -p
    //! interregnum-bots tuning -- --ignored --nocapture`).

    use interregnum_core::{Game, Start};
    use interregnum_imposter_kings::IkOptions;

    use super::*;
    use crate::{ask, derive_seed};

    struct Tuned(Tuning);

    impl Bot<ImposterKings> for Tuned {
        fn name(&self) -> String {
            "tuned".to_owned()
        }
        fn choose(&mut self, view: &IkView, legal: &[Action]) -> Action {
            let me = view.observer.seat().unwrap();
            let know = Know::new(view, me, self.0);
            choose(&know, legal)
                .filter(|a| legal.contains(a))
                .unwrap_or(legal[0])
        }
    }

    /// The variant's score rate against the default, seats swapped.
    fn rate(players: u8, variant: Tuning, games: u64) -> f64 {
        let options = IkOptions {
            players,
            points_to_win: 7,
        };
        let mut score = 0.0;
        let mut n = 0.0;
        for home in 0..2usize {
            for i in 0..games {
                let seed = derive_seed(77, i);
                let mut game = ImposterKings::new(&options, &Start::seeded(seed)).unwrap();
                let mut bots: Vec<Box<dyn Bot<ImposterKings>>> = (0..usize::from(players))
                    .map(|s| -> Box<dyn Bot<ImposterKings>> {
                        if s % 2 == home {
                            Box::new(Tuned(variant))
                        } else {
                            Box::new(Tuned(TUNING))
                        }
                    })
                    .collect();
                let mut legal = Vec::new();
                while let Some(seat) = game.to_act() {
                    let a = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                    game.apply_unchecked(a);
                }
                let out = game.outcome().unwrap();
                let ours = out.winners.iter().filter(|w| w.index() % 2 == home).count();
                score += ours as f64 / out.winners.len() as f64;
                n += 1.0;
            }
        }
        score / n
    }

    #[test]
    #[ignore = "a tuning run, not a check"]
    fn variants_against_the_default() {
        let t = TUNING;
        let variants = [
            (
                "ability 0.3",
                Tuning {
                    ability_weight: 0.3,
                    ..t
                },
            ),
            (
                "ability 1.0",
                Tuning {
                    ability_weight: 1.0,
                    ..t
                },
            ),
            (
                "successor 0",
                Tuning {
                    successor_weight: 0.0,
                    ..t
                },
            ),
            (
                "successor -0.5",
                Tuning {
                    successor_weight: -0.5,
                    ..t
                },
            ),
            (
                "successor 2",
                Tuning {
                    successor_weight: 2.0,
                    ..t
                },
            ),
        ];
        for (name, v) in variants {
            eprintln!(
                "{name}: 2p {:.3} 4p {:.3}",
                rate(2, v, 500),
                rate(4, v, 200)
            );
        }
    }
}

#[cfg(test)]
mod round_playouts {
    use interregnum_core::{Game, Start};
    use interregnum_imposter_kings::IkOptions;
    use rand::SeedableRng;

    use super::*;

    fn opening(players: u8, seed: u64) -> ImposterKings {
        let options = IkOptions {
            players,
            points_to_win: 7,
        };
        ImposterKings::new(&options, &Start::seeded(seed)).expect("valid options")
    }

    #[test]
    fn a_round_playout_stops_when_the_round_ends_and_its_chances_sum_to_one() {
        for players in [2, 3, 4] {
            let sides = if players == 4 {
                2
            } else {
                usize::from(players)
            };
            for seed in 0..40 {
                let mut state = opening(players, seed);
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let chances = ImposterKings::round_playout(&mut state, &mut Vec::new(), &mut rng);
                // One round played and the next begun (a round scores at most 3 of the 7
                // points, so the match goes on).
                assert_eq!(state.round(), 2, "{players} players, seed {seed}");
                assert!(state.to_act().is_some());
                let seats = usize::from(players);
                let total: f64 = chances[..seats].iter().sum::<f64>() / (seats / sides) as f64;
                assert!(
                    (total - 1.0).abs() < 1e-9,
                    "{players} players, seed {seed}: {total}"
                );
                assert!(chances[seats..].iter().all(|&c| c == 0.0));
            }
        }
    }

    #[test]
    fn the_side_that_needs_fewer_points_is_favoured() {
        // Play rounds until the scores differ, then compare the sides' chances.
        for players in [2, 3, 4] {
            let mut state = opening(players, 7);
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            let mut legal = Vec::new();
            let chances = loop {
                let chances = ImposterKings::round_playout(&mut state, &mut legal, &mut rng);
                if state.to_act().is_none() || state.score(0) != state.score(1) {
                    break chances;
                }
            };
            if state.to_act().is_some() {
                let ahead = usize::from(state.score(1) > state.score(0));
                assert!(chances[ahead] > chances[1 - ahead], "{players} players");
            }
            // Partners share the team's chance.
            if players == 4 {
                assert_eq!(chances[0], chances[2]);
                assert_eq!(chances[1], chances[3]);
            }
        }
    }
}
