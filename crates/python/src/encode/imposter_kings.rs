//! The Imposter Kings: one action space for 2, 3 and 4 players (every action the notation
//! can write), and an observation of a seat's view padded to four seats.
//!
//! Seats are relative: seat block 0 is the observer, block 1 the next seat in seat order,
//! and so on; blocks of seats not at the table stay zero. The field list is in
//! docs/python.md.

use interregnum_core::Seat;
use interregnum_imposter_kings::{Action, Card, Dir, IkOptions, IkView, ImposterKings, N_KINDS};

use super::{Encoding, Writer, relative};

pub(crate) struct IkLayout;

/// Seat slots in the observation (the most players a table has).
const SEATS: usize = 4;
/// Court cards described one by one, from the top (the Throne) down.
const COURT_SLOTS: usize = 12;
/// The largest number the notation writes for `court N`, `number N` and `disgrace N`.
const MAX_NUMBER: u8 = 40;
/// Condemned and removed values are base values, 0 to 9.
const VALUES: usize = 10;

/// What is being decided, told from the start of the view's `deciding` text (after the
/// seat letter). The view has no typed field for it; a test checks that every decision of
/// random matches falls in one of these.
const DECIDING: [&str; 29] = [
    "choose the first player",
    "keep the deal or restart",
    "choose a Successor and a card to remove",
    "reveal ",
    "share one card face down",
    "break the tie for the first drafter",
    "draft a revealed card",
    "take one of the partner's offer cards",
    "choose a Successor",
    "offer 0-2 cards to the partner",
    "answer the partner's exchange",
    "remove a card from the round",
    "take a turn",
    "use or decline the ",
    "react to the King flip with Assassin",
    "react to the Assassin with King's Hand",
    "react to the ",
    "Condemn a card of value ",
    "Disgrace up to 3 Court cards",
    "move a card to the Antechamber",
    "choose a new Successor (Herald)",
    "chain a card of value 5 or more",
    "choose the card to exchange with the Accused",
    "choose the hand card to put in the Court",
    "force a player to change their Successor",
    "choose a new Successor (Spy)",
    "choose a card to exchange",
    "play the Oathbound's follow-up card",
    "keep the Assassin or swap it",
];
/// The categories: those above, "the match is over", and "none of these".
pub(crate) const N_DECIDING: usize = DECIDING.len() + 2;

/// The category of a view's `deciding` text.
pub(crate) fn deciding_category(text: &str) -> usize {
    if text == "the match is over" {
        return DECIDING.len();
    }
    let what = text.split_once(": ").map_or(text, |(_, what)| what);
    // "choose a Successor" is a prefix of another entry: the exact text wins.
    if what == DECIDING[8] {
        return 8;
    }
    DECIDING
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != 8)
        .find(|(_, prefix)| what.starts_with(*prefix))
        .map_or(DECIDING.len() + 1, |(i, _)| i)
}

fn cards() -> impl Iterator<Item = Card> + Clone {
    Card::ALL.into_iter()
}

fn seats() -> impl Iterator<Item = u8> + Clone {
    0..SEATS as u8
}

/// Pairs and triples of names in ascending order (a name may repeat: decks hold copies).
fn pairs() -> impl Iterator<Item = (Card, Card)> {
    cards().flat_map(|a| cards().filter(move |&b| b >= a).map(move |b| (a, b)))
}

impl Encoding for ImposterKings {
    type Layout = IkLayout;

    fn layout(_options: &IkOptions) -> IkLayout {
        IkLayout
    }

    fn catalogue(_layout: &IkLayout) -> Result<Vec<Action>, String> {
        use Action as A;
        let mut all = Vec::new();
        for p in seats() {
            all.extend([
                A::First(p, None),
                A::First(p, Some(Dir::Cw)),
                A::First(p, Some(Dir::Ccw)),
            ]);
        }
        all.extend([A::Keep, A::Restart]);
        all.extend(cards().flat_map(|s| cards().map(move |r| A::Hide(s, r))));
        all.extend(cards().map(A::Reveal1));
        all.extend(pairs().map(|(a, b)| A::Reveal2(a, b)));
        all.extend(pairs().flat_map(|(a, b)| {
            cards()
                .filter(move |&c| c >= b)
                .map(move |c| A::Reveal3(a, b, c))
        }));
        all.extend(seats().map(A::Drafter));
        all.extend(seats().flat_map(|p| cards().map(move |c| A::Draft(p, c))));
        all.extend(cards().map(A::Share));
        all.extend(cards().map(A::Take));
        all.push(A::TakeShared);
        all.extend(cards().map(A::Successor));
        all.push(A::Offer0);
        all.extend(cards().map(A::Offer1));
        all.extend(pairs().map(|(a, b)| A::Offer2(a, b)));
        all.extend(cards().map(A::Accept1));
        all.extend(pairs().map(|(a, b)| A::Accept2(a, b)));
        all.extend(cards().map(A::Remove));
        all.extend(cards().map(A::Purge));
        all.extend(cards().map(A::Ante));
        all.extend(cards().map(A::Play));
        all.extend([A::Flip, A::Use, A::Decline]);
        all.extend((1..=MAX_NUMBER).map(A::Court));
        all.extend(cards().map(A::Name));
        all.extend(seats().flat_map(|p| cards().map(move |c| A::Guess(p, c))));
        all.extend((1..=MAX_NUMBER).map(A::Number));
        all.extend(seats().map(A::Target));
        all.extend((1..=MAX_NUMBER).map(A::Disgrace));
        all.push(A::Done);
        all.extend(cards().map(A::Antechamber));
        all.push(A::Nothing);
        all.extend(cards().map(A::Chain));
        all.extend(cards().map(A::Accuse));
        all.extend(cards().map(A::Give));
        all.extend(seats().map(A::Force));
        all.extend(cards().map(A::Condemn));
        all.extend(cards().map(A::Follow));
        all.extend([A::KingsHand, A::Assassin, A::Pass]);
        all.extend(cards().map(A::Swap));
        Ok(all)
    }

    fn observation_len(_layout: &IkLayout) -> usize {
        OBSERVATION_LEN
    }

    fn encode(_layout: &IkLayout, view: &IkView, w: &mut Writer<'_>) {
        let n = usize::from(view.players).clamp(2, SEATS);
        let me = view.observer.seat().map_or(0, Seat::index);
        let rel = |seat: Seat| relative(seat.index(), me, n);
        let goal = f32::from(view.points_to_win.max(1));
        w.field("players");
        w.one_hot(Some(n - 2), 3);
        w.field("points_to_win");
        w.put(f32::from(view.points_to_win) / 10.0);
        w.field("round");
        w.put(f32::from(view.round) / 20.0);
        w.field("scores");
        for r in 0..SEATS {
            match view.scores.get((me + r) % n).filter(|_| r < n) {
                Some(&score) => w.put(f32::from(score) / goal),
                None => w.skip(1),
            }
        }
        w.field("over");
        w.flag(view.to_act.is_none());
        w.field("true_king");
        w.one_hot(Some(rel(view.true_king)), SEATS);
        w.field("first_player");
        w.one_hot(view.first_player.map(rel), SEATS);
        w.field("direction");
        w.one_hot(
            view.direction.map(|d| match d {
                Dir::Cw => 0,
                Dir::Ccw => 1,
            }),
            2,
        );
        w.field("to_act");
        w.one_hot(view.to_act.map(rel), SEATS);
        w.field("deciding");
        w.one_hot(Some(deciding_category(&view.deciding)), N_DECIDING);
        w.field("restarts_this_round");
        w.put(f32::from(view.restarts_this_round));
        w.field("throne_value");
        w.put(f32::from(view.throne_value) / 9.0);
        w.field("muted");
        w.one_hot(view.muted.map(usize::from), VALUES);
        w.field("accused");
        w.one_hot(Some(view.accused as usize), N_KINDS);
        // The Court: its size, its names (face up and Disgraced), then the top cards.
        w.field("court_size");
        w.put(view.court.len() as f32 / 30.0);
        w.field("court_face_up");
        w.block(N_KINDS, |out| {
            for c in view.court.iter().filter(|c| !c.disgraced) {
                out[c.card as usize] += 1.0;
            }
        });
        w.field("court_disgraced");
        w.block(N_KINDS, |out| {
            for c in view.court.iter().filter(|c| c.disgraced) {
                out[c.card as usize] += 1.0;
            }
        });
        for slot in 0..COURT_SLOTS {
            w.scope(|| format!("court{slot}."));
            let card = view.court.iter().rev().nth(slot);
            w.field("card");
            w.one_hot(card.map(|c| c.card as usize), N_KINDS);
            w.field("disgraced");
            w.flag(card.is_some_and(|c| c.disgraced));
            w.field("bonus");
            w.flag(card.is_some_and(|c| c.bonus));
        }
        w.scope(String::new);
        for r in 0..SEATS {
            w.scope(|| format!("seat{r}."));
            let seat = view.seats.get((me + r) % n).filter(|_| r < n);
            let start = w.written();
            w.field("present");
            w.flag(seat.is_some());
            let Some(seat) = seat else {
                w.skip(SEAT_LEN - 1);
                continue;
            };
            w.field("hand_size");
            w.put(f32::from(seat.hand_size) / 9.0);
            w.field("king_face_up");
            w.flag(seat.king_face_up);
            w.field("has_successor");
            w.flag(seat.has_successor);
            w.field("successor");
            w.one_hot(seat.successor.map(|c| c as usize), N_KINDS);
            w.field("antechamber");
            names(w, &seat.antechamber);
            w.field("condemned");
            names(w, &seat.condemned);
            w.field("condemned_values");
            w.block(VALUES, |out| {
                for &v in &seat.condemned_values {
                    out[usize::from(v).min(VALUES - 1)] += 1.0;
                }
            });
            w.field("eliminated");
            w.flag(seat.eliminated);
            w.field("out_pile_size");
            w.put(f32::from(seat.out_pile_size) / 10.0);
            w.field("row");
            names(w, &seat.row);
            w.field("has_shared");
            w.flag(seat.has_shared);
            w.field("shared");
            w.one_hot(seat.shared.map(|c| c as usize), N_KINDS);
            w.field("took");
            w.one_hot(
                seat.took
                    .as_deref()
                    .map(|took| took.parse::<Card>().map_or(N_KINDS, |c| c as usize)),
                N_KINDS + 1,
            );
            w.field("committed");
            w.flag(seat.committed);
            w.field("known_in_hand");
            names(w, &seat.known_in_hand);
            debug_assert_eq!(w.written() - start, SEAT_LEN);
        }
        w.scope(String::new);
        let own = view.seats.get(me);
        w.field("hand");
        names(w, own.and_then(|s| s.hand.as_deref()).unwrap_or_default());
        w.field("condemned_hidden");
        names(
            w,
            own.and_then(|s| s.condemned_hidden.as_deref())
                .unwrap_or_default(),
        );
        w.field("removed_public");
        names(w, &view.removed_public);
        w.field("removed_values");
        w.block(VALUES, |out| {
            for &v in &view.removed_values {
                out[usize::from(v).min(VALUES - 1)] += 1.0;
            }
        });
        w.field("removed_hidden");
        w.put(f32::from(view.removed_hidden));
        w.field("removed_known");
        names(w, &view.removed_known);
        w.field("my_pending");
        names(w, &view.my_pending);
        w.field("exchange_offer");
        names(w, &view.exchange_offer);
        // 4 players: each team's exchange (k, accepted), the observer's team first.
        w.field("exchanges");
        w.flag(view.exchanges.is_some());
        for t in 0..2 {
            match view.exchanges.as_ref().and_then(|ex| ex.get((me + t) % 2)) {
                Some(&(k, accepted)) => {
                    w.put(f32::from(k) / 2.0);
                    w.flag(accepted);
                }
                None => w.skip(2),
            }
        }
        w.field("pile");
        names(w, &view.pile);
        let ability = view.ability.as_ref();
        w.field("ability.present");
        w.flag(ability.is_some());
        w.field("ability.card");
        w.one_hot(ability.map(|a| a.card as usize), N_KINDS);
        w.field("ability.player");
        w.one_hot(ability.map(|a| rel(a.player)), SEATS);
        w.field("ability.target");
        w.one_hot(ability.and_then(|a| a.target).map(rel), SEATS);
        let position = ability.and_then(|a| a.court_position);
        w.field("ability.court_position");
        w.flag(position.is_some());
        w.put(position.map_or(0.0, |p| f32::from(p) / 30.0));
        w.field("ability.name");
        w.one_hot(ability.and_then(|a| a.name).map(|c| c as usize), N_KINDS);
        w.field("ability.number");
        w.put(
            ability
                .and_then(|a| a.number)
                .map_or(0.0, |x| f32::from(x) / 9.0),
        );
        let last = view.last_round.as_ref();
        w.field("last_round.present");
        w.flag(last.is_some());
        w.field("last_round.points");
        for r in 0..SEATS {
            match last
                .and_then(|l| l.points.get((me + r) % n))
                .filter(|_| r < n)
            {
                Some(&p) => w.put(f32::from(p) / 4.0),
                None => w.skip(1),
            }
        }
        w.field("last_round.winners");
        w.block(SEATS, |out| {
            for &s in last.map(|l| l.winners.as_slice()).unwrap_or_default() {
                out[rel(s)] = 1.0;
            }
        });
        for r in 0..SEATS {
            w.field_with(|| format!("last_round.shown{r}"));
            match last
                .and_then(|l| l.shown.get((me + r) % n))
                .filter(|_| r < n)
            {
                Some(shown) => names(w, shown),
                None => w.skip(N_KINDS),
            }
        }
        debug_assert_eq!(w.written(), OBSERVATION_LEN);
    }

    fn space_key(_options: &IkOptions) -> String {
        String::new()
    }
}

/// How many of each name a list holds.
fn names(w: &mut Writer<'_>, list: &[Card]) {
    w.block(N_KINDS, |out| {
        for &c in list {
            out[c as usize] += 1.0;
        }
    });
}

const SEAT_LEN: usize = 4 + N_KINDS // present, hand size, King, has Successor; Successor
    + 2 * N_KINDS + VALUES // Antechamber, Condemned, Condemned values
    + 2 + N_KINDS // eliminated, out pile; row
    + 1 + N_KINDS + (N_KINDS + 1) // shared
    + 1 + N_KINDS; // committed, known in hand

const ABILITY_LEN: usize = 1 + N_KINDS + 2 * SEATS + 2 + N_KINDS + 1;

const OBSERVATION_LEN: usize = 3 + 2 + SEATS + 1 // players, goal, round, scores, over
    + 3 * SEATS + 2 // True King, first player, to act, direction
    + N_DECIDING + 1 + 1 + VALUES + N_KINDS // deciding, restarts, Throne, muted, Accused
    + 1 + 2 * N_KINDS + COURT_SLOTS * (N_KINDS + 2) // Court
    + SEATS * SEAT_LEN
    + 2 * N_KINDS // own hand, own hidden Condemned
    + N_KINDS + VALUES + 1 + 3 * N_KINDS // removed, known removed, pending, offer
    + 5 + N_KINDS // exchanges, pile
    + ABILITY_LEN
    + 1 + 2 * SEATS + SEATS * N_KINDS; // last round
