//! Actions and their notation (see the crate documentation for the full table).

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Serialize};

use crate::Card;

/// A direction of play: `cw` goes up the seat numbers (A, B, C, D, A...), `ccw` goes down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    Cw,
    Ccw,
}

/// One decision. Seats are letters (`A` = seat 0), Court positions count from 1 at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// `first B` (2 players) or `first B cw` / `first B ccw`: the True King holder picks the first player.
    First(u8, Option<Dir>),
    /// `keep`: no restart (2p), or keep the Assassin after an assassination (3p).
    Keep,
    /// `restart` (2p setup).
    Restart,
    /// `hide S R`: Successor `S` and setup removal `R` (2p, 3p).
    Hide(Card, Card),
    /// `reveal X`, `reveal X Y`, `reveal X Y Z` (3p, 4p setup), names in ascending order.
    Reveal1(Card),
    Reveal2(Card, Card),
    Reveal3(Card, Card, Card),
    /// `drafter B`: the True King breaks a tie for the first drafter (3p).
    Drafter(u8),
    /// `draft B X`: take `X` from `B`'s reveal row (3p).
    Draft(u8, Card),
    /// `share X`: the face-down card shown to the partner (4p).
    Share(Card),
    /// `take X`: take the face-up `X` from the partner's offer (4p).
    Take(Card),
    /// `take shared`: take the partner's face-down shared card (4p).
    TakeShared,
    /// `successor X`: choose a Successor (4p setup, Herald, Spy's forced player).
    Successor(Card),
    /// `offer`, `offer X`, `offer X Y`: propose a partner exchange of 0-2 cards (4p).
    Offer0,
    Offer1(Card),
    Offer2(Card, Card),
    /// `accept X`, `accept X Y`: answer an exchange with the same number of cards (4p).
    Accept1(Card),
    Accept2(Card, Card),
    /// `remove X`: the setup removal (4p).
    Remove(Card),
    /// `purge X`: remove a Condemned card from the round (the whole turn).
    Purge(Card),
    /// `ante X`: play `X` from the Antechamber (the whole turn).
    Ante(Card),
    /// `play X`: play `X` from hand.
    Play(Card),
    /// `flip`: flip the King.
    Flip,
    /// `use`: use an optional ability that needs no choice before its declaration (Warden, Spy).
    Use,
    /// `decline`: decline an optional ability, or a partner exchange (4p).
    Decline,
    /// `court N`: choose the Court card at position `N` (Fool, Sentry).
    Court(u8),
    /// `name X`: say a card name (Inquisitor, Soldier).
    Name(Card),
    /// `guess B X`: the Judge's guess.
    Guess(u8, Card),
    /// `number N`: the Executioner's or Mystic's number.
    Number(u8),
    /// `target B`: the Princess's chosen player.
    Target(u8),
    /// `disgrace N`: Disgrace the Court card at position `N` (Soldier hit, ascending).
    Disgrace(u8),
    /// `done`: stop Disgracing (Soldier).
    Done,
    /// `antechamber X`: move `X` to the Antechamber after a correct Judge guess.
    Antechamber(Card),
    /// `nothing`: the empty answer (Judge, Herald chain, Spy force, Executioner without a card).
    Nothing,
    /// `chain X`: the Herald's chained card.
    Chain(Card),
    /// `accuse X`: the Warden's exchange with the Accused.
    Accuse(Card),
    /// `give X`: the card given (Sentry, Princess).
    Give(Card),
    /// `force B`: the Spy forces `B` to change their Successor.
    Force(u8),
    /// `condemn X`: the Executioner's Condemn.
    Condemn(Card),
    /// `follow X`: the Oathbound's follow-up card.
    Follow(Card),
    /// `kingshand`: react with King's Hand.
    KingsHand,
    /// `assassin`: react with Assassin.
    Assassin,
    /// `pass`: do not react.
    Pass,
    /// `swap X`: after a 3p assassination, swap the Assassin for `X` from the pile.
    Swap(Card),
}

pub(crate) fn seat_letter(seat: u8) -> char {
    char::from(b'A' + seat)
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Action as A;
        let s = seat_letter;
        match *self {
            A::First(p, None) => write!(f, "first {}", s(p)),
            A::First(p, Some(Dir::Cw)) => write!(f, "first {} cw", s(p)),
            A::First(p, Some(Dir::Ccw)) => write!(f, "first {} ccw", s(p)),
            A::Keep => f.write_str("keep"),
            A::Restart => f.write_str("restart"),
            A::Hide(a, b) => write!(f, "hide {a} {b}"),
            A::Reveal1(a) => write!(f, "reveal {a}"),
            A::Reveal2(a, b) => write!(f, "reveal {a} {b}"),
            A::Reveal3(a, b, c) => write!(f, "reveal {a} {b} {c}"),
            A::Drafter(p) => write!(f, "drafter {}", s(p)),
            A::Draft(p, c) => write!(f, "draft {} {c}", s(p)),
            A::Share(c) => write!(f, "share {c}"),
            A::Take(c) => write!(f, "take {c}"),
            A::TakeShared => f.write_str("take shared"),
            A::Successor(c) => write!(f, "successor {c}"),
            A::Offer0 => f.write_str("offer"),
            A::Offer1(a) => write!(f, "offer {a}"),
            A::Offer2(a, b) => write!(f, "offer {a} {b}"),
            A::Accept1(a) => write!(f, "accept {a}"),
            A::Accept2(a, b) => write!(f, "accept {a} {b}"),
            A::Remove(c) => write!(f, "remove {c}"),
            A::Purge(c) => write!(f, "purge {c}"),
            A::Ante(c) => write!(f, "ante {c}"),
            A::Play(c) => write!(f, "play {c}"),
            A::Flip => f.write_str("flip"),
            A::Use => f.write_str("use"),
            A::Decline => f.write_str("decline"),
            A::Court(n) => write!(f, "court {n}"),
            A::Name(c) => write!(f, "name {c}"),
            A::Guess(p, c) => write!(f, "guess {} {c}", s(p)),
            A::Number(n) => write!(f, "number {n}"),
            A::Target(p) => write!(f, "target {}", s(p)),
            A::Disgrace(n) => write!(f, "disgrace {n}"),
            A::Done => f.write_str("done"),
            A::Antechamber(c) => write!(f, "antechamber {c}"),
            A::Nothing => f.write_str("nothing"),
            A::Chain(c) => write!(f, "chain {c}"),
            A::Accuse(c) => write!(f, "accuse {c}"),
            A::Give(c) => write!(f, "give {c}"),
            A::Force(p) => write!(f, "force {}", s(p)),
            A::Condemn(c) => write!(f, "condemn {c}"),
            A::Follow(c) => write!(f, "follow {c}"),
            A::KingsHand => f.write_str("kingshand"),
            A::Assassin => f.write_str("assassin"),
            A::Pass => f.write_str("pass"),
            A::Swap(c) => write!(f, "swap {c}"),
        }
    }
}

const EXPECTED: &str = "an action such as `play Queen`, `flip`, `pass`, `kingshand`, `name Elder`, \
    `guess B Elder`, `court 2`, `number 5`, `hide Elder Fool` (see the crate docs for the notation)";

fn err(input: &str) -> ParseError {
    ParseError {
        input: input.to_owned(),
        expected: EXPECTED.into(),
    }
}

fn parse_seat(word: &str) -> Option<u8> {
    let mut chars = word.chars();
    let c = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() || !('A'..='D').contains(&c) {
        return None;
    }
    Some(c as u8 - b'A')
}

fn parse_num(word: &str) -> Option<u8> {
    word.parse::<u8>().ok().filter(|&n| (1..=40).contains(&n))
}

impl FromStr for Action {
    type Err = ParseError;
    fn from_str(input: &str) -> Result<Action, ParseError> {
        use Action as A;
        let words: Vec<&str> = input.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else {
            return Err(err(input));
        };
        let card = |i: usize| -> Result<Card, ParseError> {
            args.get(i)
                .ok_or_else(|| err(input))?
                .parse::<Card>()
                .map_err(|_| err(input))
        };
        let seat = |i: usize| -> Result<u8, ParseError> {
            args.get(i)
                .and_then(|w| parse_seat(w))
                .ok_or_else(|| err(input))
        };
        let num = |i: usize| -> Result<u8, ParseError> {
            args.get(i)
                .and_then(|w| parse_num(w))
                .ok_or_else(|| err(input))
        };
        let verb = verb.to_ascii_lowercase();
        let (action, arity) = match (verb.as_str(), args.len()) {
            ("first", 1) => (A::First(seat(0)?, None), 1),
            ("first", 2) => {
                let dir = match args[1].to_ascii_lowercase().as_str() {
                    "cw" => Dir::Cw,
                    "ccw" => Dir::Ccw,
                    _ => return Err(err(input)),
                };
                (A::First(seat(0)?, Some(dir)), 2)
            }
            ("keep", _) => (A::Keep, 0),
            ("restart", _) => (A::Restart, 0),
            ("hide", _) => (A::Hide(card(0)?, card(1)?), 2),
            ("reveal", 1) => (A::Reveal1(card(0)?), 1),
            ("reveal", 2) => {
                let mut v = [card(0)?, card(1)?];
                v.sort();
                (A::Reveal2(v[0], v[1]), 2)
            }
            ("reveal", 3) => {
                let mut v = [card(0)?, card(1)?, card(2)?];
                v.sort();
                (A::Reveal3(v[0], v[1], v[2]), 3)
            }
            ("drafter", _) => (A::Drafter(seat(0)?), 1),
            ("draft", _) => (A::Draft(seat(0)?, card(1)?), 2),
            ("share", _) => (A::Share(card(0)?), 1),
            ("take", _)
                if args
                    .first()
                    .is_some_and(|w| w.eq_ignore_ascii_case("shared")) =>
            {
                (A::TakeShared, 1)
            }
            ("take", _) => (A::Take(card(0)?), 1),
            ("successor", _) => (A::Successor(card(0)?), 1),
            ("offer", 0) => (A::Offer0, 0),
            ("offer", 1) => (A::Offer1(card(0)?), 1),
            ("offer", 2) => {
                let mut v = [card(0)?, card(1)?];
                v.sort();
                (A::Offer2(v[0], v[1]), 2)
            }
            ("accept", 1) => (A::Accept1(card(0)?), 1),
            ("accept", 2) => {
                let mut v = [card(0)?, card(1)?];
                v.sort();
                (A::Accept2(v[0], v[1]), 2)
            }
            ("remove", _) => (A::Remove(card(0)?), 1),
            ("purge", _) => (A::Purge(card(0)?), 1),
            ("ante", _) => (A::Ante(card(0)?), 1),
            ("play", _) => (A::Play(card(0)?), 1),
            ("flip", _) => (A::Flip, 0),
            ("use", _) => (A::Use, 0),
            ("decline", _) => (A::Decline, 0),
            ("court", _) => (A::Court(num(0)?), 1),
            ("name", _) => (A::Name(card(0)?), 1),
            ("guess", _) => (A::Guess(seat(0)?, card(1)?), 2),
            ("number", _) => (A::Number(num(0)?), 1),
            ("target", _) => (A::Target(seat(0)?), 1),
            ("disgrace", _) => (A::Disgrace(num(0)?), 1),
            ("done", _) => (A::Done, 0),
            ("antechamber", _) => (A::Antechamber(card(0)?), 1),
            ("nothing", _) => (A::Nothing, 0),
            ("chain", _) => (A::Chain(card(0)?), 1),
            ("accuse", _) => (A::Accuse(card(0)?), 1),
            ("give", _) => (A::Give(card(0)?), 1),
            ("force", _) => (A::Force(seat(0)?), 1),
            ("condemn", _) => (A::Condemn(card(0)?), 1),
            ("follow", _) => (A::Follow(card(0)?), 1),
            ("kingshand", _) => (A::KingsHand, 0),
            ("assassin", _) => (A::Assassin, 0),
            ("pass", _) => (A::Pass, 0),
            ("swap", _) => (A::Swap(card(0)?), 1),
            _ => return Err(err(input)),
        };
        if args.len() != arity {
            return Err(err(input));
        }
        Ok(action)
    }
}
