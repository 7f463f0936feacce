//! Helpers shared by the rule and scenario tests.
#![allow(dead_code, unreachable_pub)]

use interregnum_core::{Game, Observer, Seat};
use interregnum_imposter_kings::{Action, Card, IkOptions, IkView, ImposterKings, Position};

pub use Card::*;

pub const A: u8 = 0;
pub const B: u8 = 1;
pub const C: u8 = 2;
pub const D: u8 = 3;

pub fn opts(players: u8) -> IkOptions {
    IkOptions {
        players,
        points_to_win: 7,
    }
}

/// A 2p position at the start of `A`'s turn, Kings face up; `start` gives both players a
/// Successor from the cards left over.
pub fn two(hand_a: &[Card], hand_b: &[Card], court: &[(Card, bool)]) -> Position {
    Position {
        hands: vec![hand_a.to_vec(), hand_b.to_vec()],
        court: court.to_vec(),
        ..Position::default()
    }
}

/// A 3p position at the start of `A`'s turn, like [`two`].
pub fn three(hands: [&[Card]; 3], court: &[(Card, bool)]) -> Position {
    table(&hands, court)
}

/// A 4p position at the start of `A`'s turn, like [`two`].
pub fn four(hands: [&[Card]; 4], court: &[(Card, bool)]) -> Position {
    table(&hands, court)
}

fn table(hands: &[&[Card]], court: &[(Card, bool)]) -> Position {
    Position {
        hands: hands.iter().map(|h| h.to_vec()).collect(),
        court: court.to_vec(),
        ..Position::default()
    }
}

/// Copies per card in the deck for `players` (§1.1), in `Card::ALL` order.
fn copies(players: u8, card: Card) -> usize {
    const COUNTS: [[usize; 18]; 3] = [
        [1, 1, 2, 1, 2, 0, 2, 1, 2, 0, 1, 1, 0, 1, 0, 1, 1, 1],
        [1, 1, 2, 1, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1],
    ];
    COUNTS[players as usize - 2][card as usize]
}

/// Gives every seat a Successor from the cards the position leaves over, if the position
/// names none. Reaction cards are never used, so they stay out of play.
pub fn fill(players: u8, pos: &Position) -> Position {
    let mut pos = pos.clone();
    let mut used = [0usize; 18];
    let count = |c: Card, used: &mut [usize; 18]| used[c as usize] += 1;
    for h in pos.hands.iter().chain(pos.antechambers.iter()) {
        for &c in h {
            count(c, &mut used);
        }
    }
    for &(c, _) in &pos.court {
        count(c, &mut used);
    }
    for c in pos.successors.iter().flatten().chain(pos.accused.iter()) {
        count(*c, &mut used);
    }
    let spare = [
        Inquisitor, Oathbound, Elder, Soldier, Mystic, Warlord, Judge, Zealot, Fool,
    ];
    let next_spare = |used: &mut [usize; 18]| {
        let c = *spare
            .iter()
            .find(|&&c| used[c as usize] < copies(players, c))
            .expect("a spare card");
        used[c as usize] += 1;
        c
    };
    if pos.successors.is_empty() {
        pos.successors = (0..players)
            .map(|s| (pos.eliminated != Some(s)).then(|| next_spare(&mut used)))
            .collect();
    }
    if pos.accused.is_none() {
        pos.accused = Some(next_spare(&mut used));
    }
    pos
}

pub fn start(players: u8, pos: &Position) -> ImposterKings {
    start_to(players, 7, pos)
}

pub fn start_to(players: u8, points_to_win: u16, pos: &Position) -> ImposterKings {
    let pos = if pos.at_setup {
        pos.clone()
    } else {
        fill(players, pos)
    };
    ImposterKings::from_position(
        &IkOptions {
            players,
            points_to_win,
        },
        &pos,
        1,
    )
    .expect("position is valid")
}

/// The legal actions, sorted as text.
pub fn legal(g: &ImposterKings) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    let mut out: Vec<String> = out.iter().map(ToString::to_string).collect();
    out.sort();
    out
}

pub fn successor(g: &ImposterKings, s: u8) -> Option<Card> {
    seat_view(g, s).seats[s as usize].successor
}

pub fn is_legal(g: &ImposterKings, text: &str) -> bool {
    g.is_legal(text.parse::<Action>().expect("notation"))
}

/// Plays `text`, which must be legal.
pub fn act(g: &mut ImposterKings, text: &str) {
    let action: Action = text.parse().expect("notation");
    if let Err(e) = g.apply(action) {
        panic!("{text} refused: {e}");
    }
    assert_eq!(g.invariant_violation(), None);
}

pub fn acts(g: &mut ImposterKings, texts: &[&str]) {
    for t in texts {
        act(g, t);
    }
}

/// Answers `pass` while the seat to act can only pass.
pub fn pass_all(g: &mut ImposterKings) {
    while legal(g) == ["pass"] {
        act(g, "pass");
    }
}

pub fn who(g: &ImposterKings) -> Option<u8> {
    g.to_act().map(|s| s.index() as u8)
}

pub fn spect(g: &ImposterKings) -> IkView {
    g.view(Observer::Spectator)
}

pub fn seat_view(g: &ImposterKings, s: u8) -> IkView {
    g.view(Observer::Seat(Seat::new(s as usize)))
}

/// The Court bottom to top, `X↓` for Disgraced cards.
pub fn court(g: &ImposterKings) -> Vec<String> {
    spect(g)
        .court
        .iter()
        .map(|c| {
            if c.disgraced {
                format!("{}↓", c.card)
            } else {
                c.card.to_string()
            }
        })
        .collect()
}

pub fn tv(g: &ImposterKings) -> u8 {
    spect(g).throne_value
}

pub fn hand(g: &ImposterKings, s: u8) -> Vec<Card> {
    seat_view(g, s).seats[s as usize]
        .hand
        .clone()
        .expect("own hand")
}
