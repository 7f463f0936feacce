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
//! secret choice)"). Copies of a name are identical and every zone is a count per name, so
//! nothing in the record can tell copies apart. The same fields without the log, the legal
//! actions or any text, zones as counts, make the typed view ([`IkTypedView`], from
//! [`ImposterKings::typed_view`], built without allocating, for encoders that read a view
//! on every step); the view is written from it, and its `deciding` text from the typed
//! [`Decision`].
//!
//! [`interregnum_core::Game::determinize`] rebuilds a state from that record: public part
//! and own cards copied, known cards put back (also the cards known to be in other hands),
//! every other card dealt at random into the hidden places whose sizes the view shows (a
//! card Condemned by an Executioner, or removed from there, gets a card of its announced
//! value), and other seats' pending secret choices drawn from their sampled hands. Hands are
//! dealt within what public announcements imply: a Soldier's "no" (and "yes" against a
//! single opponent), a Judge's guess, the players an Inquisitor or an Executioner passed
//! over, kept true as cards move since. The sampled state's RNG is reseeded from the
//! caller's. Its invariants are checked in debug builds only.
//!
//! # Positions
//!
//! [`ImposterKings::from_position`] starts a match from a chosen [`Position`] (hands,
//! Successors, Court, Antechambers, mute, Kings, scores), for tests, puzzles and analysis.
//!
//! # Where the rules are
//!
//! One module per part of the rules document (`imposter-kings.md`), and each rule's number
//! (§x.y) in the doc comment of the code that implements it, so `grep -n '§4.4'` finds it.
//! Engine rulings are numbered as in `docs/rules/imposter-kings.md`.
//!
//! | Rules | Module | Where |
//! | --- | --- | --- |
//! | §1.1 cards, §1.4 name list | `card` | `Card::base`, `Card::has_on_play`, `name_list`, the decks |
//! | §1.3 card texts | `abilities` | one function per card (`fool`, `inquisitor`, `soldier`, ...); permissions (Elder, Zealot, Oathbound, Warlord) in `turn::playable`; Assassin and King's Hand in `reactions` |
//! | §2.1 zones per player, §2.2.1 Court | `state`, `court` | `Table` (public), `Secrets` (hidden), `Court` |
//! | §2.3 keywords | `court`, `turn`, `reactions` | Disgrace and mute in `Court`; Condemned cards in `turn::purge`, `reactions::condemn_from_hand`, `abilities::executioner_condemn` |
//! | §3 setup (3.0 all, 3.1 2p, 3.2 3p, 3.3 4p) | `setup` | `deal`, then one function per step in the order of §3 |
//! | §4.1 turn order | `state` | `Table::seat_after`, `Table::next_in_round` |
//! | §4.2 turn, §4.4 legal plays, §4.5-4.7 playing, flipping | `turn` | `begin_turn`, `playable`, `play_from_hand`, `announce_flip`, `resolve_flip`, `play_from_antechamber` |
//! | §4.3 values | `court` | `Court::hand_value`, `Court::throne_value` |
//! | §4.8 how an ability resolves | `abilities` | `start_ability`, `declare_with`, `declare`, `resolve_ability` |
//! | §5 reactions | `reactions` | one function per answer in each window |
//! | §6 end of the round | `scoring`, `turn` | `lose`, `eliminate`, `end_round`; stuck (§6.1.1) in `begin_turn` |
//! | §7 scoring and match end | `scoring`, `setup` | `end_round` (§7.1-7.3), `match_over` (§7.5); the restart penalty (§7.4) in `setup::restart_deal` |
//! | §8.1.1 standing knowledge of hands | `knowledge` | `saw_enter`, `saw_leave`, `left_unseen`; announcements' bounds (`rule_out`, `rule_in`) |
//! | §8.2-8.3 who sees an event | `log` | `visibility` |
//! | §8.4 windows that leak nothing | `state`, `reactions` | `Table::all_copies_public`; every eligible seat asked |
//! | §8 what a view shows | `view`, `decision` | `Raw::of` (the record), `IkTypedView::from_record`, `IkView::from_raw`, `Decision::of` |
//! | sampling a state from a view | `determinize` | `sample`, `Demand` (hands within the announcements) |
//!
//! `state` also holds the table of which rule answers which decision
//! (`ImposterKings::apply_action`); `legal` lists the choices of each decision, `random`
//! draws one without listing them, and `log::why` says why an action is refused.
//!
//! # Speed
//!
//! The state is about 1.4 KB of fixed arrays and words (RNG and event ring
//! included): each zone is a [`Card`] multiset in one `u64` (2 bits of count per name).
//! `apply`, `legal_actions` (into the caller's `Vec`) and `random_action` allocate nothing;
//! `random_action` draws from bit masks without listing actions, the Throne value is kept
//! with the Court, and who may see a logged action is worked out only when a view is built.

mod abilities;
mod action;
mod card;
mod card_set;
mod court;
mod decision;
mod determinize;
mod dump;
mod game;
mod invariants;
mod knowledge;
mod legal;
mod log;
mod position;
mod random;
mod reactions;
mod scoring;
mod setup;
mod state;
mod turn;
mod view;

pub use action::{Action, Dir};
pub use card::{Card, N_KINDS, deck};
pub use card_set::CardSet;
pub use decision::{Decision, DecisionKind};
pub use log::MatchDetail;
pub use position::Position;
pub use state::{IkOptions, ImposterKings};
pub use view::{
    AbilityView, CourtCard, CourtCards, IkTypedView, IkView, RoundView, SeatView, TypedRoundView,
    TypedSeatView,
};
