//! The Imposter Kings: one action space for 2, 3 and 4 players (every action the notation
//! can write), and an observation of a seat's view padded to four seats.
//!
//! Seats are relative: seat block 0 is the observer, block 1 the next seat in seat order,
//! and so on; blocks of seats not at the table stay zero. The field list is in
//! docs/python.md.

use interregnum_core::{Observer, Seat};
use interregnum_imposter_kings::{
    Action, Card, CardSet, DecisionKind, Dir, IkOptions, IkTypedView, ImposterKings, N_KINDS,
};

use super::{Encoding, Names, Writer, relative};

pub struct IkLayout;

/// Seat slots in the observation (the most players a table has).
const SEATS: usize = 4;
/// Court cards described one by one, from the top (the Throne) down.
const COURT_SLOTS: usize = 12;
/// The largest number the notation writes for `court N`, `number N` and `disgrace N`.
const MAX_NUMBER: u8 = 40;
/// Condemned and removed values are base values, 0 to 9.
const VALUES: usize = 10;

/// What is being decided: one flag per kind of decision, in [`DecisionKind::ALL`] order.
pub const N_DECIDING: usize = DecisionKind::ALL.len();

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

    const ACTION_KEYS: usize = KEY_TAGS * TAG_WIDTH + N_KINDS * N_KINDS * N_KINDS;

    fn action_key(action: Action) -> usize {
        key(action)
    }

    fn observation_len(_layout: &IkLayout) -> usize {
        OBSERVATION_LEN
    }

    type Seen = IkTypedView;

    fn see<'b>(
        game: &Self,
        observer: Observer,
        buffer: &'b mut Option<IkTypedView>,
    ) -> &'b IkTypedView {
        buffer.insert(game.typed_view(observer))
    }

    fn encode<N: Names>(_layout: &IkLayout, view: &IkTypedView, w: &mut Writer<'_, N>) {
        let n = usize::from(view.players).clamp(2, SEATS);
        let me = view.observer.seat().map_or(0, Seat::index);
        let rel = |seat: Seat| relative(seat.index(), me, n);
        // The seat `r` places after the observer, if the table has that many.
        let nth = |r: usize| (r < n).then_some((me + r) % n);
        let goal = f32::from(view.points_to_win.max(1));
        w.field("players");
        w.one_hot(Some(n - 2), 3);
        w.field("points_to_win");
        w.put(f32::from(view.points_to_win) / 10.0);
        w.field("round");
        w.put(f32::from(view.round) / 20.0);
        w.field("scores");
        for r in 0..SEATS {
            match nth(r) {
                Some(s) => w.put(f32::from(view.scores[s]) / goal),
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
        w.one_hot(Some(view.decision.kind.index()), N_DECIDING);
        w.field("restarts_this_round");
        w.put(f32::from(view.restarts_this_round));
        w.field("throne_value");
        w.put(f32::from(view.throne_value) / 9.0);
        w.field("muted");
        w.one_hot(view.muted.map(usize::from), VALUES);
        w.field("accused");
        w.one_hot(Some(view.accused as usize), N_KINDS);
        // The Court: its size, its names (face up and Disgraced), then the top cards.
        let court = view.court.as_slice();
        w.field("court_size");
        w.put(court.len() as f32 / 30.0);
        w.field("court_face_up");
        w.block(N_KINDS, |out| {
            for c in court.iter().filter(|c| !c.disgraced) {
                out[c.card as usize] += 1.0;
            }
        });
        w.field("court_disgraced");
        w.block(N_KINDS, |out| {
            for c in court.iter().filter(|c| c.disgraced) {
                out[c.card as usize] += 1.0;
            }
        });
        for slot in 0..COURT_SLOTS {
            w.scope(|| format!("court{slot}."));
            let card = court.iter().rev().nth(slot);
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
            let seat = nth(r).map(|s| &view.seats[s]);
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
            names(w, seat.antechamber);
            w.field("condemned");
            names(w, seat.condemned);
            w.field("condemned_values");
            value_counts(w, &seat.condemned_values);
            w.field("eliminated");
            w.flag(seat.eliminated);
            w.field("out_pile_size");
            w.put(f32::from(seat.out_pile_size) / 10.0);
            w.field("row");
            names(w, seat.row);
            w.field("has_shared");
            w.flag(seat.has_shared);
            w.field("shared");
            w.one_hot(seat.shared.map(|c| c as usize), N_KINDS);
            w.field("took");
            w.one_hot(
                seat.took.map(|took| took.map_or(N_KINDS, |c| c as usize)),
                N_KINDS + 1,
            );
            w.field("committed");
            w.flag(seat.committed);
            w.field("known_in_hand");
            names(w, seat.known_in_hand);
            debug_assert_eq!(w.written() - start, SEAT_LEN);
        }
        w.scope(String::new);
        let own = &view.seats[me];
        w.field("hand");
        names(w, own.hand.unwrap_or_default());
        w.field("condemned_hidden");
        names(w, own.condemned_hidden.unwrap_or_default());
        w.field("removed_public");
        names(w, view.removed_public);
        w.field("removed_values");
        value_counts(w, &view.removed_values);
        w.field("removed_hidden");
        w.put(f32::from(view.removed_hidden));
        w.field("removed_known");
        names(w, view.removed_known);
        w.field("my_pending");
        names(w, view.my_pending);
        w.field("exchange_offer");
        names(w, view.exchange_offer);
        // 4 players: each team's exchange (k, accepted), the observer's team first.
        w.field("exchanges");
        w.flag(view.exchanges.is_some());
        for t in 0..2 {
            match view.exchanges.map(|ex| ex[(me + t) % 2]) {
                Some((k, accepted)) => {
                    w.put(f32::from(k) / 2.0);
                    w.flag(accepted);
                }
                None => w.skip(2),
            }
        }
        w.field("pile");
        names(w, view.pile);
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
            match last.zip(nth(r)) {
                Some((l, s)) => w.put(f32::from(l.points[s]) / 4.0),
                None => w.skip(1),
            }
        }
        w.field("last_round.winners");
        w.block(SEATS, |out| {
            if let Some(l) = last {
                for s in Seat::all(n).filter(|s| l.winners[s.index()]) {
                    out[rel(s)] = 1.0;
                }
            }
        });
        for r in 0..SEATS {
            w.field_with(|| format!("last_round.shown{r}"));
            match last.zip(nth(r)) {
                Some((l, s)) => names(w, l.shown[s]),
                None => w.skip(N_KINDS),
            }
        }
        debug_assert_eq!(w.written(), OBSERVATION_LEN);
    }

    fn space_key(_options: &IkOptions) -> String {
        String::new()
    }
}

/// Kinds of action with a key region of [`TAG_WIDTH`] keys each (every kind but `reveal X Y
/// Z`, whose region follows theirs).
const KEY_TAGS: usize = 43;
/// Keys per kind of action: enough for a pair of names, a seat and a name, a seat and a
/// direction, or any number the notation can hold.
const TAG_WIDTH: usize = 512;

/// An action's key: its kind's region and a number within it. Seats beyond the fourth get
/// a key no action has (they are in no catalogue), so keys never collide.
fn key(action: Action) -> usize {
    use Action as A;
    let name = |c: Card| c as usize;
    let pair = |a: Card, b: Card| name(a) * N_KINDS + name(b);
    let seat = |p: u8| usize::from(p);
    let seat_name = |p: u8, c: Card| {
        if p < SEATS as u8 {
            seat(p) * N_KINDS + name(c)
        } else {
            TAG_WIDTH
        }
    };
    let (tag, within) = match action {
        A::First(p, dir) => {
            let dir = match dir {
                None => 0,
                Some(Dir::Cw) => 1,
                Some(Dir::Ccw) => 2,
            };
            (
                0,
                if p < SEATS as u8 {
                    seat(p) * 3 + dir
                } else {
                    TAG_WIDTH
                },
            )
        }
        A::Keep => (1, 0),
        A::Restart => (2, 0),
        A::Hide(a, b) => (3, pair(a, b)),
        A::Reveal1(a) => (4, name(a)),
        A::Reveal2(a, b) => (5, pair(a, b)),
        A::Reveal3(a, b, c) => {
            return KEY_TAGS * TAG_WIDTH + pair(a, b) * N_KINDS + name(c);
        }
        A::Drafter(p) => (6, seat(p)),
        A::Draft(p, c) => (7, seat_name(p, c)),
        A::Share(c) => (8, name(c)),
        A::Take(c) => (9, name(c)),
        A::TakeShared => (10, 0),
        A::Successor(c) => (11, name(c)),
        A::Offer0 => (12, 0),
        A::Offer1(c) => (13, name(c)),
        A::Offer2(a, b) => (14, pair(a, b)),
        A::Accept1(c) => (15, name(c)),
        A::Accept2(a, b) => (16, pair(a, b)),
        A::Remove(c) => (17, name(c)),
        A::Purge(c) => (18, name(c)),
        A::Ante(c) => (19, name(c)),
        A::Play(c) => (20, name(c)),
        A::Flip => (21, 0),
        A::Use => (22, 0),
        A::Decline => (23, 0),
        A::Court(n) => (24, usize::from(n)),
        A::Name(c) => (25, name(c)),
        A::Guess(p, c) => (26, seat_name(p, c)),
        A::Number(n) => (27, usize::from(n)),
        A::Target(p) => (28, seat(p)),
        A::Disgrace(n) => (29, usize::from(n)),
        A::Done => (30, 0),
        A::Antechamber(c) => (31, name(c)),
        A::Nothing => (32, 0),
        A::Chain(c) => (33, name(c)),
        A::Accuse(c) => (34, name(c)),
        A::Give(c) => (35, name(c)),
        A::Force(p) => (36, seat(p)),
        A::Condemn(c) => (37, name(c)),
        A::Follow(c) => (38, name(c)),
        A::KingsHand => (39, 0),
        A::Assassin => (40, 0),
        A::Pass => (41, 0),
        A::Swap(c) => (42, name(c)),
    };
    if within < TAG_WIDTH {
        tag * TAG_WIDTH + within
    } else {
        usize::MAX
    }
}

/// How many of each name a zone holds.
fn names<N: Names>(w: &mut Writer<'_, N>, set: CardSet) {
    w.block(N_KINDS, |out| {
        for c in set.iter_distinct() {
            out[c as usize] = f32::from(set.count(c));
        }
    });
}

/// How many cards of each base value, 0 to 9.
fn value_counts<N: Names>(w: &mut Writer<'_, N>, counts: &[u8; VALUES]) {
    w.block(VALUES, |out| {
        for (o, &count) in out.iter_mut().zip(counts) {
            *o = f32::from(count);
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
