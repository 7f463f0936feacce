//! The Claim heuristic bot.
//!
//! Its rules of thumb, in order of use:
//!
//! - **Phase 1, what a prize is worth.** A prize becomes a follower, that is a card of the
//!   Phase-2 hand: high cards and Doppelgängers (which may always follow) are worth most. The
//!   trick's loser draws the top card of the deck instead, so a prize is only worth a fight
//!   when it is better than an average draw.
//! - **Phase 1, Undead.** Every Undead played in Phase 1 scores for the trick's winner, so
//!   never feed an Undead to a trick you will lose, and welcome an Undead lead you can beat.
//! - **Phase 1, win cheaply.** To win, play the lowest card that wins (a Knight on a led
//!   Goblin is free); otherwise play the lowest legal card, keeping high cards for prizes
//!   that matter.
//! - **Phase 1, leading.** Estimate the chance the lead holds up from the unseen cards that
//!   would beat it, and lead high only for a prize worth it.
//! - **Phase 2, the faction race.** Each faction's vote goes to the larger score pile. A
//!   faction is worth fighting for while the cards still in play can change who has more; a
//!   decided faction is worth little. Dwarves go to the loser of the trick.
//! - **Phase 2, perfect information.** After Phase 1 the cards this bot has not seen are
//!   exactly the opponent's hand. So it looks one trick ahead: as leader, it assumes the
//!   opponent answers with the reply that is best for the opponent by the same measure.

use interregnum_claim::{
    Card, CardSet, Claim, ClaimOptions, ClaimView, Faction, reply_mask, second_wins,
    winning_replies,
};
use interregnum_core::{Game, Seat};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Heuristic, playout::epsilon_greedy};

/// The heuristic bot for Claim. It is deterministic: ties go to the lower card.
#[derive(Clone, Copy, Debug, Default)]
pub struct ClaimHeuristic;

impl Heuristic for Claim {
    fn heuristic_bot(_seed: u64) -> Box<dyn Bot<Claim>> {
        Box::new(ClaimHeuristic)
    }

    fn heuristic_playout(state: &mut Claim, legal: &mut Vec<Card>, rng: &mut ChaCha8Rng) {
        epsilon_greedy(state, legal, rng, PLAYOUT_EPSILON, playout_choice);
    }

    fn seats(_options: &ClaimOptions) -> usize {
        2
    }
}

/// How often a playout plays a random card instead of the rules of thumb.
const PLAYOUT_EPSILON: f64 = 0.2;

/// The rules of thumb in a playout, read from the sampled state: the same as the bot's,
/// but a lead in Phase 1 is judged by its value alone (the bot counts the unseen cards
/// that would beat it).
fn playout_choice(state: &Claim, legal: &[Card], _rng: &mut ChaCha8Rng) -> Card {
    let me = state
        .to_act()
        .expect("a playout asks only while the game goes on");
    let them = Seat::new(1 - me.index());
    match (state.phase(), state.lead()) {
        (1, Some(lead)) => best_by(legal, |reply| phase_one_result(lead, reply, state.prize())),
        (1, None) => best_by(legal, |lead| {
            let hold = NINTHS[usize::from(lead.value())];
            (2.0 * hold - 1.0) * (prize_gain(state.prize()) + undead_worth(lead)) - spend_cost(lead)
        }),
        (_, lead) => {
            // From Phase 2 on both hands are known to both players (see the module docs).
            let (mine, theirs) = (state.hand(me), state.hand(them));
            let piles = (state.score_pile(me), state.score_pile(them));
            let desire = faction_desire(piles, mine.plus(theirs));
            phase_two_choice(legal, lead, theirs, &desire)
        }
    }
}

/// What one more follower card is worth for Phase 2, roughly in "tricks".
fn follower_worth(card: Card) -> f64 {
    let wild = if card.faction() == Faction::Doppelgangers {
        0.3
    } else {
        0.0
    };
    0.3 + NINTHS[usize::from(card.value())] + wild
}

/// `value / 9` for each card value: the rules of thumb weigh a card by it. Looked up, as a
/// playout weighs every legal card at every decision; the compiler computes the table with
/// the same IEEE arithmetic as the division at run time.
const NINTHS: [f64; 10] = {
    let mut table = [0.0; 10];
    let mut value = 0;
    while value < table.len() {
        table[value] = value as f64 / 9.0;
        value += 1;
    }
    table
};

/// [`spend_cost`] for each card value, computed as it would be at run time.
const SPEND_COSTS: [f64; 10] = {
    let mut table = [0.0; 10];
    let mut value = 0;
    while value < table.len() {
        table[value] = SPEND * value as f64 / 9.0;
        value += 1;
    }
    table
};

/// The average worth of a blind draw.
const AVERAGE_DRAW: f64 = 0.3 + 4.6 / 9.0 + 0.06;
/// What one Undead in a score pile is worth in Phase 1.
const UNDEAD: f64 = 0.45;
/// What spending a card of value 9 costs, against one of value 0.
const SPEND: f64 = 0.25;

/// The cards this observer has not seen.
fn unseen(view: &ClaimView, me: Seat) -> CardSet {
    let mine = &view.seats[me.index()];
    let mut seen = mine
        .hand
        .unwrap_or_default()
        .plus(mine.follower.unwrap_or_default());
    for seat in &view.seats {
        seen = seen.plus(seat.score_pile);
        if view.phase == 1 {
            seen = seen.plus(seat.prizes_won);
        }
    }
    seen = seen.plus(view.discard);
    seen = seen.plus(view.prize.iter().chain(view.lead.iter()).copied().collect());
    // Phase-2 prizes won are in hands or score piles; subtracting what is left is exact.
    if CardSet::FULL.includes(seen) {
        CardSet::FULL.minus(seen)
    } else {
        CardSet::EMPTY
    }
}

fn spend_cost(card: Card) -> f64 {
    SPEND_COSTS[usize::from(card.value())]
}

/// Phase 1: the value of a trick for the second player, given both cards.
fn phase_one_result(lead: Card, reply: Card, prize: Option<Card>) -> f64 {
    let won = second_wins(lead, reply);
    let sign = if won { 1.0 } else { -1.0 };
    sign * (prize_gain(prize) + undead_worth(lead) + undead_worth(reply)) - spend_cost(reply)
}

/// What winning `prize` is worth against the loser's blind draw.
fn prize_gain(prize: Option<Card>) -> f64 {
    prize.map_or(0.0, |p| follower_worth(p) - AVERAGE_DRAW)
}

/// What an Undead `card` in a Phase-1 trick is worth to the trick's winner.
fn undead_worth(card: Card) -> f64 {
    if card.faction() == Faction::Undead {
        UNDEAD
    } else {
        0.0
    }
}

/// How much one more card of each faction in my score pile is worth, in Phase 2, given
/// my score pile and theirs, and the cards still in play.
fn faction_desire((mine, theirs): (CardSet, CardSet), live: CardSet) -> [f64; 5] {
    let mut desire = [0.0; 5];
    for (worth, faction) in desire.iter_mut().zip(Faction::ALL) {
        let lead = mine.count(faction).abs_diff(theirs.count(faction));
        let left = live.count(faction);
        *worth = if lead > left {
            0.05 // Decided.
        } else {
            CLOSENESS[lead as usize] + 0.1 * f64::from(left.min(3))
        };
    }
    desire
}

/// `1 / (1 + lead)` for a lead in a faction's count that the cards left can still turn
/// (so at most a faction's 14 cards), looked up: a playout asks for five at every Phase-2
/// decision. Computed by the compiler with the same IEEE arithmetic as at run time.
const CLOSENESS: [f64; 15] = {
    let mut table = [0.0; 15];
    let mut lead = 0;
    while lead < table.len() {
        table[lead] = 1.0 / (1.0 + lead as f64);
        lead += 1;
    }
    table
};

/// Phase 2: the value of a trick for `who`, given both cards and who led.
fn phase_two_result(lead: Card, reply: Card, who_replies: bool, desire: &[f64; 5]) -> f64 {
    let replier_wins = second_wins(lead, reply);
    let i_win = replier_wins == who_replies;
    card_term(lead.faction(), i_win, desire) + card_term(reply.faction(), i_win, desire)
}

/// The lowest-valued best choice: ties go to the lower card.
fn best_by(legal: &[Card], mut score: impl FnMut(Card) -> f64) -> Card {
    let mut best = legal[0];
    let mut best_score = f64::NEG_INFINITY;
    for &card in legal {
        let value = score(card);
        if value > best_score + 1e-9 {
            best = card;
            best_score = value;
        }
    }
    best
}

/// The signed worth of a Phase-2 trick's card of `faction` for me, when I win the trick
/// or not (Dwarves go to the loser): `phase_two_result` is the sum of two of these.
fn card_term(faction: Faction, i_win: bool, desire: &[f64; 5]) -> f64 {
    let weight = desire[faction as usize];
    let to_me = if faction == Faction::Dwarves {
        !i_win
    } else {
        i_win
    };
    if to_me { weight } else { -weight }
}

/// Phase 2, leading `lead` against the hand `theirs`: the worst result for me over the
/// opponent's legal replies (rule 6.2), `f64::INFINITY` when it has none.
///
/// The same value as the least `phase_two_result(lead, reply, false, desire)` over the
/// replies, without trying each: the lead's term depends only on whether the reply wins,
/// and a reply's term only on its faction, so it is the lead's term plus the least reply
/// term among the winning replies' factions, or among the losing ones'. (Adding a fixed
/// term keeps the order of floating-point values, so the least sum is exactly that.)
fn worst_reply(lead: Card, theirs: CardSet, desire: &[f64; 5]) -> f64 {
    let replies = reply_mask(theirs, lead);
    let beating = winning_replies(lead);
    let mut worst = f64::INFINITY;
    for (group, i_win) in [(replies & beating, false), (replies & !beating, true)] {
        if group == 0 {
            continue;
        }
        let least_reply = Faction::ALL
            .into_iter()
            .filter(|faction| group & faction.mask() != 0)
            .map(|faction| card_term(faction, i_win, desire))
            .fold(f64::INFINITY, f64::min);
        worst = worst.min(card_term(lead.faction(), i_win, desire) + least_reply);
    }
    worst
}

/// Phase 2: the card to play to `lead` (or to lead, with `None`) when the opponent holds
/// `theirs`. A leader looks one trick ahead and assumes the opponent's best reply by the
/// same measure.
fn phase_two_choice(
    legal: &[Card],
    lead: Option<Card>,
    theirs: CardSet,
    desire: &[f64; 5],
) -> Card {
    match lead {
        Some(lead) => best_by(legal, |reply| {
            phase_two_result(lead, reply, true, desire) - spend_cost(reply) * 0.2
        }),
        None => best_by(legal, |lead| {
            let worst = worst_reply(lead, theirs, desire);
            let worst = if worst.is_finite() { worst } else { 0.0 };
            worst - spend_cost(lead) * 0.2
        }),
    }
}

impl Bot<Claim> for ClaimHeuristic {
    fn name(&self) -> String {
        "heuristic".to_owned()
    }

    fn choose(&mut self, view: &ClaimView, legal: &[Card]) -> Card {
        let Some(me) = view.observer.seat() else {
            return legal[0];
        };
        let unseen = unseen(view, me);
        let them = Seat::new(1 - me.index());
        let opp_hand = view.seats[them.index()].hand_size as f64;
        match (view.phase, view.lead) {
            (1, Some(lead)) => best_by(legal, |reply| phase_one_result(lead, reply, view.prize)),
            (1, None) => best_by(legal, |lead| {
                // The chance the opponent holds no card that beats this lead.
                let beaters = unseen.iter().filter(|&c| second_wins(lead, c)).count() as f64;
                let n = f64::from(unseen.len().max(1));
                let hold = (1.0_f64 - beaters / n).max(0.0).powf(opp_hand);
                (2.0 * hold - 1.0) * (prize_gain(view.prize) + undead_worth(lead))
                    - spend_cost(lead)
            }),
            (_, lead) => {
                // The opponent's hand is exactly the unseen cards.
                let live = unseen.plus(view.seats[me.index()].hand.unwrap_or_default());
                let piles = (
                    view.seats[me.index()].score_pile,
                    view.seats[them.index()].score_pile,
                );
                phase_two_choice(legal, lead, unseen, &faction_desire(piles, live))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// The replies the second player may make from `hand` to `lead`, by rule 6.2 as
    /// written: follow the led faction, or play a Doppelgänger to another faction's lead,
    /// or anything when the hand has nothing of the led faction.
    fn replies_by_the_rule(hand: CardSet, lead: Card) -> Vec<Card> {
        let led = lead.faction();
        let follows = hand.distinct().any(|c| c.faction() == led);
        hand.distinct()
            .filter(|c| {
                let faction = c.faction();
                !follows
                    || faction == led
                    || (faction == Faction::Doppelgangers && led != Faction::Doppelgangers)
            })
            .collect()
    }

    /// `worst_reply` gives exactly (to the bit) the least result over every legal reply,
    /// tried one by one, for random hands, leads and faction weights.
    #[test]
    fn the_worst_reply_is_the_least_over_every_reply() {
        let mut rng = ChaCha8Rng::seed_from_u64(12);
        let kinds: Vec<Card> = Card::all_kinds().collect();
        for _ in 0..20_000 {
            let mut theirs = CardSet::EMPTY;
            for _ in 0..rng.random_range(0..14) {
                let card = kinds[rng.random_range(0..kinds.len())];
                if !theirs.contains(card) {
                    theirs.insert(card);
                }
            }
            let lead = kinds[rng.random_range(0..kinds.len())];
            let desire: [f64; 5] = std::array::from_fn(|_| rng.random_range(0.05..1.4));
            let expected = replies_by_the_rule(theirs, lead)
                .into_iter()
                .map(|reply| phase_two_result(lead, reply, false, &desire))
                .fold(f64::INFINITY, f64::min);
            let got = worst_reply(lead, theirs, &desire);
            assert_eq!(
                got.to_bits(),
                expected.to_bits(),
                "{lead} against {theirs:?}"
            );
        }
    }
}
