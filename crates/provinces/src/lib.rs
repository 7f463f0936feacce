//! The rules of Provinces, a home-made kingdom card game for 2 to 4 players, as specified
//! in the project's `provinces.md` (Parts A-F). `docs/rules/provinces.md` gives the rules
//! as this engine plays them, and `docs/deck-file.md` the deck file.
//!
//! ```
//! use interregnum_provinces::{Provinces, ProvincesOptions};
//! use interregnum_core::{Game, Observer, Start};
//!
//! let mut game = Provinces::new(&ProvincesOptions::players(3), &Start::seeded(7))?;
//! let seat = game.to_act().unwrap();
//! let mut legal = Vec::new();
//! game.legal_actions(&mut legal);
//! game.apply(legal[0])?;
//! let view = game.view(Observer::Seat(seat));
//! assert_eq!(view.seats.len(), 3);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Options and the deck file
//!
//! [`ProvincesOptions`] holds the player count, an optional first player and a [`Deck`]
//! (every Part C parameter; the built-in deck by default). [`Deck::from_toml_str`] parses and
//! validates a deck file, refusing it with a [`DeckError`] that names the key and says what
//! is allowed; [`Game::new`](interregnum_core::Game::new) validates the options again. The
//! crate does no I/O: the caller reads the file.
//!
//! # Cards
//!
//! A [`Card`] is written `S<level>` for a soldier (`S4`), `P<level>` for a power-up (`P2`),
//! and `Guard`, `Monk`, `Reaper`, `Scout`, `Tax`, `Province`. Alike cards are the same value
//! (B5.1), and the byte order of cards is the standard card order of B8.5.
//!
//! # Actions
//!
//! Every decision is an [`Action`] whose notation round-trips through `Display` and
//! `FromStr`. A unit is written by its soldiers joined with `+`, `*` after a soldier that has
//! attacked, then `/` and each power-up: `S4*+S3/P1/P2`.
//!
//! | Notation | Who | Meaning |
//! | --- | --- | --- |
//! | `end` | active player | End Turn (S7) |
//! | `bank S4` | active player | bank a level-4 soldier (S9.1) |
//! | `activate S5`, then `pay 4`, `pay 1` | active player | activate a level-5 soldier, paying gold 4 and 1, exactly (S9.2) |
//! | `attack S6 B` | active player | attack seat B with unit `S6` (S9.3) |
//! | `attach P2 S4` | active player | attach a level-2 power-up to unit `S4` (S9.4) |
//! | `combine S4/P2`, then `with S3` | active player | combine two one-soldier units, the larger first (S9.5) |
//! | `detach S4+S3/P1/P2`, then `split P1 1-0`, `split P2 0-1` | active player | split a unit, sharing out its power-ups level by level: first soldier, then second (S9.6) |
//! | `scout`, `tax B` | active player | play a Scout, or a Tax Collector against B (S9.7) |
//! | `province` | active player | lay a Province (S9.8) |
//! | `pass`, `guard`, `reaper`, `monk` | the seat offered a window | decline, or play that reaction (B6.3) |
//! | `block S4/P2` | the attacked seat | defend with that unit (B6.1) |
//! | `cover 5`, `cover 2` | the attacked seat | pay the attack with a minimal cover (S22) |
//! | `give 2` | the Tax Collector's target | a gold card given (B1.5.2) |
//! | `discard S1`, `discard Scout` | active player, at cleanup | the cards discarded down to the hand limit (S8) |
//!
//! # Large choices are sequences of small decisions
//!
//! A choice among sets of cards (a payment, a cover, the Tax Collector's gold, a hand-limit
//! discard, a Detach split) is asked one card, or one power-up level, at a time, in a fixed
//! order: gold highest first, discards in standard card order, power-ups by level. So each
//! set the rules allow (B5.1, one per multiset of alike cards) is exactly one sequence, and
//! a first decision is legal only if it can be completed. A Combine names the larger unit,
//! then the other. The number of legal actions therefore never grows with the size of a
//! hand or a treasury: [`Deck::max_legal_actions`] bounds it for a deck, and
//! [`MAX_LEGAL_ACTIONS`] for every valid deck. Each chosen card goes where the rule sends it
//! at once (discards to the pile in standard card order, gold to its payee or the removed
//! pile); the soldier being activated and the units being combined or detached are set aside
//! in the phase, in view of everyone, until the action completes, and the action is spent
//! then. The outcome, the discard pile included, is the same as choosing the whole set at
//! once.
//!
//! # Reaction windows leak nothing
//!
//! Royal Guard, Monk and Reaper are played out of turn in the three windows of B6.3 (attack,
//! ability, death). Each window offers a decision point to **every eligible seat**, one seat
//! at a time in the fixed order of B6.3, **whether or not it holds a reaction**: eligibility
//! depends only on the seat's place in the event (the attacker is never offered its own
//! attack window, the actor never its own ability window, everyone is offered a death
//! window). A seat without an eligible reaction still gets the offer and can only `pass`. So
//! whether a seat is asked, and when, depends on public information only, and the sequence of
//! decision points reveals nothing about any hand. The first reaction played closes the window.
//!
//! Decisions with a single option that depend only on public cards (the blocker when the
//! target has one kind of unit, a gold card that every remaining cover, Tax Collector payment
//! or activation payment needs, the only unit that can join a Combine, the only share of a
//! Detach) are made by the engine; a decision that depends on a hidden hand (a hand-limit
//! discard) is always asked.
//!
//! # Randomness, stacked decks and views
//!
//! The state keeps a `ChaCha8Rng` seeded from `Start::seed`. It draws the first player
//! (when the options leave it open), then the initial shuffle, then every reshuffle of the
//! discard pile (B8.5). A stacked deck (`Start::deck`) lists every card of the deck exactly
//! once, **top first**: the deal takes cards from the front, one at a time in turn order
//! starting with the first player, and the turn draws continue from there; there is then no
//! initial shuffle.
//!
//! A seat's [`ProvincesView`] shows its own hand, every hand size, the deck size and every
//! public zone of B2 (treasuries, armies with marks, fields, the discard and removed piles,
//! the ability card being resolved, the dying cards, the open window); a spectator sees the
//! public part only. [`Game::determinize`](interregnum_core::Game::determinize) deals the
//! cards the seat has not seen at random to the other hands and the deck, and reseeds the
//! state's RNG from the given RNG. Each seat's public *Province cap* (the most Provinces its
//! hand can hold given public information: the S15/B7.3 cleanup limit of its last turn, the
//! cards drawn since and the Provinces laid or discarded since) bounds the Provinces dealt to
//! that hand, so samples never break the Province-in-hand rules. The full state serialises (for the engine protocol) with
//! card lists, the deck top first.
//!
//! For tests and puzzles, [`Provinces::from_position`] sets up a [`Position`] directly,
//! checking card conservation.

mod abilities;
mod action;
mod attack;
mod card;
mod deck;
mod determinize;
mod full;
mod invariants;
mod legal;
mod packed;
mod position;
mod province;
mod reactions;
mod refusal;
mod room;
mod rules;
mod scoring;
mod setup;
mod soldiers;
mod state;
mod turn;
mod unit;
mod view;

pub use action::Action;
pub use card::{Bag, Card, CardBag, CardKind, GoldBag, MAX_LEVEL, PowerUpBag};
pub use deck::{
    Deck, DeckError, MAX_COUNT, MAX_LEGAL_ACTIONS, MAX_NUMBER, MAX_POWER_UPS, MAX_ROUND_LIMIT,
    MAX_SOLDIER_RANKS, PowerUpKind, SoldierRank,
};
pub use position::Position;
pub use setup::ProvincesOptions;
pub use state::{Dying, EndKind, Phase, Provinces, ProvincesResult, SeatState, Window};
pub use unit::Unit;
pub use view::{ProvincesView, SeatView};
