//! Helpers for the rule and scenario tests.
#![allow(dead_code)]

use interregnum_core::{Game, Seat};
use interregnum_provinces::{
    Action, Card, Deck, Phase, Position, Provinces, ProvincesOptions, Unit, Window,
};

pub const A: Seat = Seat::new(0);
pub const B: Seat = Seat::new(1);
pub const C: Seat = Seat::new(2);
pub const D: Seat = Seat::new(3);

pub fn s(level: u8) -> Card {
    Card::soldier(level)
}

pub fn p(level: u8) -> Card {
    Card::power_up(level)
}

pub fn unit(text: &str) -> Unit {
    text.parse().unwrap()
}

pub fn options(players: u8) -> ProvincesOptions {
    ProvincesOptions {
        players,
        first_player: Some(0),
        deck: Deck::default(),
    }
}

pub fn with_deck(players: u8, toml: &str) -> ProvincesOptions {
    ProvincesOptions {
        players,
        first_player: Some(0),
        deck: Deck::from_toml_str(toml).unwrap(),
    }
}

pub fn game(players: u8, position: Position) -> Provinces {
    Provinces::from_position(&options(players), &position, 1).unwrap()
}

pub fn game_with(options: &ProvincesOptions, position: Position) -> Provinces {
    Provinces::from_position(options, &position, 1).unwrap()
}

/// Plays an action in notation, which must be legal.
pub fn act(game: &mut Provinces, text: &str) {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    if let Err(e) = game.apply(action) {
        panic!("{text} refused: {e}");
    }
    assert_eq!(game.invariant_violation(), None);
}

/// Tries an action that must be refused; checks that nothing changed.
pub fn refuse(game: &mut Provinces, text: &str) -> String {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    let before = game.clone();
    let err = game.apply(action).expect_err(text);
    assert_eq!(*game, before, "refusing {text} changed the state");
    assert!(!err.reason.is_empty());
    err.reason
}

pub fn legal(game: &Provinces) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Passes every open reaction window, checking that each offer allows only what the seat holds.
pub fn pass_windows(game: &mut Provinces) {
    while matches!(game.phase(), Phase::Window { .. }) {
        act(game, "pass");
    }
}

/// The seats offered the open window, in order, as each passes it.
pub fn offers_while_passing(game: &mut Provinces) -> Vec<Seat> {
    let Phase::Window { window: first, .. } = *game.phase() else {
        return Vec::new();
    };
    let mut seats = Vec::new();
    while let Phase::Window { window, offered } = *game.phase() {
        if window != first || (offered == 0 && !seats.is_empty()) {
            break;
        }
        seats.push(game.to_act().unwrap());
        act(game, "pass");
    }
    seats
}

pub fn is_death_window(game: &Provinces, level: u8) -> bool {
    matches!(game.phase(), Phase::Window { window: Window::Death { level: l, .. }, .. } if *l == level)
}

pub fn hand(game: &Provinces, seat: Seat) -> Vec<Card> {
    game.hand(seat).iter().collect()
}

pub fn gold(game: &Provinces, seat: Seat) -> Vec<u8> {
    let mut v: Vec<u8> = game
        .treasury(seat)
        .iter()
        .filter_map(Card::soldier_level)
        .collect();
    v.sort_unstable_by(|a, b| b.cmp(a));
    v
}

pub fn army(game: &Provinces, seat: Seat) -> Vec<String> {
    game.army(seat).iter().map(ToString::to_string).collect()
}

pub fn discard(game: &Provinces) -> Vec<String> {
    game.discard_pile()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Every way to finish the choice in progress, which the engine asks one card (or one
/// power-up level, or one unit) at a time: the state after each complete sequence of
/// decisions, in the order of the legal lists.
pub fn finishes(game: &Provinces) -> Vec<Provinces> {
    let kind = std::mem::discriminant(game.phase());
    let mut done = Vec::new();
    let mut open = vec![game.clone()];
    let mut legal = Vec::new();
    while let Some(g) = open.pop() {
        if std::mem::discriminant(g.phase()) != kind {
            done.push(g);
            continue;
        }
        g.legal_actions(&mut legal);
        for &action in legal.iter().rev() {
            let mut next = g.clone();
            next.apply(action).unwrap();
            open.push(next);
        }
    }
    done
}
