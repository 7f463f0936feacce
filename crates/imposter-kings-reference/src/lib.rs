//! **Reference copy, not for use.** The Imposter Kings engine exactly as it was at commit
//! `de8d0d2` (`crates/imposter-kings/src`), kept unchanged so that
//! `crates/imposter-kings/tests/differential.rs` can play the rewritten engine against it.
//! It is deleted once the rewrite has been checked over the full differential run.
//!
//! The rules of *The Imposter Kings* (base game), as specified in the project's
//! `imposter-kings.md`: 2 players, 3 players, or 4 players in two teams, played as a match
//! of rounds until a player (or team) has 7 points (§7.5).
//!
//! ```
//! use interregnum_imposter_kings::{ImposterKings, IkOptions};
//! use interregnum_core::{Game, Observer, Start};
//!
//! let mut game = ImposterKings::new(&IkOptions::default(), &Start::seeded(7))?;
//! let seat = game.to_act().unwrap();
//! let mut legal = Vec::new();
//! game.legal_actions(&mut legal);
//! game.apply(legal[0])?;
//! let view = game.view(Observer::Seat(seat));
//! assert_eq!(view.seats[seat.index()].hand_size, 8);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! # Options
//!
//! [`IkOptions`] (JSON, unknown fields refused): `players` (2, 3 or 4; default 2) and
//! `points_to_win` (1-99; default 7).
//!
//! # Start, seed and stacked deck
//!
//! The seed drives a `ChaCha8Rng` kept in the state: the True King holder of the first
//! round, and every shuffle (restarts and later rounds). A stacked deck
//! ([`interregnum_core::Start::deck`]) fixes the *first* deal only: it must hold exactly the
//! cards of the deck for the player count (18, 25 or 29 cards, Kings excluded), and is dealt
//! in blocks: the first 8 cards (7 in 4 players) are seat A's hand, the next 8 (7) seat B's,
//! and so on; the next card is the Accused; in 2 players the last card is the face-down
//! removed card. A restart or a later round shuffles with the RNG.
//!
//! # Action notation
//!
//! Seats are letters (`A` = seat 0). Court positions count from 1 at the bottom of the Court.
//! Cards are written as in [`Card`] (`KingsHand` for King's Hand).
//!
//! | Text | When |
//! | --- | --- |
//! | `first B` / `first B cw` / `first B ccw` | True King holder picks the first player (and direction, 3p/4p; `cw` goes A→B→C→D) |
//! | `keep` / `restart` | 2p restart option (TK holder first, then the other) |
//! | `hide S R` | 2p/3p: Successor `S` and removed card `R`, committed secretly |
//! | `reveal X Y`, `reveal X`, `reveal X Y Z` | 3p reveals, 4p reveal (secret until all have committed) |
//! | `drafter B`, `draft B X` | 3p: TK breaks a tie for the first drafter; take `X` from `B`'s row |
//! | `share X` | 4p: face-down card for the partner |
//! | `take X` / `take shared` | 4p: take a face-up offer card or the face-down one from the partner |
//! | `successor X` | 4p setup Successor; Herald's new Successor; Spy's forced player |
//! | `offer`, `offer X`, `offer X Y`; `accept X [Y]`, `decline` | 4p partner exchange |
//! | `remove X` | 4p setup removal |
//! | `purge X` | remove a Condemned card (a whole turn) |
//! | `ante X` | play from the Antechamber (a whole turn) |
//! | `play X`, `flip` | play from hand, flip the King |
//! | `use`, `decline` | Warden, Spy (no choice before their declaration), or decline any optional ability |
//! | `court N` | Fool's or Sentry's Court card |
//! | `name X` | Inquisitor, Soldier |
//! | `guess B X` | Judge |
//! | `number N` | Executioner (1..highest face-up base value), Mystic (1-8) |
//! | `target B` | Princess |
//! | `kingshand`, `assassin`, `pass` | reaction windows |
//! | `condemn X` / `nothing` | Executioner's Condemn (every player answers; `nothing` without such a card) |
//! | `disgrace N` (ascending positions, up to 3), `done` | Soldier hit |
//! | `antechamber X` / `nothing` | after a correct Judge guess |
//! | `chain X` / `nothing` | Herald part 2 |
//! | `accuse X` | Warden |
//! | `give X` | Sentry's hand card; each side of the Princess exchange (actor first) |
//! | `force B` / `nothing` | Spy |
//! | `follow X` | Oathbound's follow-up |
//! | `keep` / `swap X` | 3p: after an assassination, keep the Assassin or swap it for `X` |
//!
//! # Hidden commitments and reaction windows
//!
//! Simultaneous choices (setup Successor and removal, reveals, shares, 4p Successors and
//! removals, Executioner Condemns) are asked seat by seat; the cards stay in hand and
//! nobody else's view shows the choice, only that the seat has committed, until every
//! seat has, when all take effect together. Every seat concerned is asked, also one whose
//! choice is forced or empty (`nothing`), so the order of prompts never depends on hidden
//! cards. The two 4p exchanges run one team after the other, and each team's `k` and
//! answer appear in the other team's view only when both are done.
//!
//! A reaction window (King's Hand, Assassin) asks *every* eligible seat in turn order
//! (§5.1.2), whether or not it holds the card: a seat without it gets `pass` as its only
//! action. So who is asked, and when, depends only on public information, and a front end
//! that waits for every answer leaks nothing by timing. A window is skipped only when every
//! copy of the card is public (Court, Antechamber, Accused, or a Condemned or removed card
//! whose identity is public, §8.4); nothing about hidden cards, not even what a seat was
//! once seen to hold, is used for that test.
//!
//! # Views and determinization
//!
//! A view ([`IkView`]) is computed from a record of the public state (Court, Antechambers,
//! Accused, Kings, zone sizes, public Condemned and removed cards, announced values, the
//! decision in progress and its public choices) plus the observer's own knowledge: its hand,
//! Successor, hidden Condemned cards, removed cards and pending secret choices; in 4 players
//! the partner's shared card and the partner's Successor as shown at setup (until a public
//! event may have changed it) and the team's exchange offer; the Successors during its own
//! Spy look; an assassinated player's pile while it chooses (3p); and, for every other hand,
//! the cards it knows to be there (seen entering and not seen leaving, lowered for every name
//! by each secret move out of that hand, so it is always a sure lower bound). Spectators get
//! the public part only, including the publicly known cards in hands. The view also lists
//! the last 24 events, each as the observer may see it (others' secret choices read "(a
//! secret choice)"). Copies of a name are renumbered canonically in the record, so two
//! states that differ only in which copy is where give equal views.
//!
//! [`interregnum_core::Game::determinize`] rebuilds a state from that record: public part
//! and own cards copied, known cards put back (also the cards known to be in other hands),
//! every other card dealt at random into the hidden places whose sizes the view shows (a
//! card Condemned by an Executioner, or removed from there, gets a card of its announced
//! value), and other seats' pending secret choices drawn from their sampled hands. Inferences from past announcements (a Soldier's "no", a
//! wrong Judge guess) are not used. The sampled state's RNG is reseeded from the caller's.
//!
//! # Positions
//!
//! [`ImposterKings::from_position`] starts a match from a chosen [`Position`] (hands,
//! Successors, Court, Antechambers, mute, Kings, scores), for tests, puzzles and analysis.
//!
//! # Speed
//!
//! The state is under 1 KB of fixed arrays and bit masks (RNG and event ring included);
//! `apply`, `legal_actions` (into the caller's `Vec`) and `random_action` allocate nothing.

mod action;
mod card;
mod determinize;
mod dump;
mod log;
mod position;
mod state;
mod view;

pub use action::{Action, Dir};
pub use card::{Card, N_KINDS};
pub use log::MatchDetail;
pub use position::Position;
pub use state::{IkOptions, ImposterKings};
pub use view::{AbilityView, CourtCard, IkView, RoundView, SeatView};
