//! The engine against a frozen copy of itself from before its rewrite
//! (`crates/imposter-kings-reference`): the same random matches are played on both, with
//! the same seeds and the same actions, and after every action they must agree on who acts,
//! the legal actions, every observer's whole view (log included), the outcome, and, now and
//! then, the reason an illegal action is refused and the full-state dump.
//!
//! `cargo test` plays a small sample. The full run, in release:
//!
//! ```sh
//! IK_DIFFERENTIAL_MATCHES=100000 cargo test --release -p interregnum-imposter-kings \
//!     --test differential -- --nocapture
//! ```
//!
//! `IK_DIFFERENTIAL_PLAYERS` (for example `3`) limits the run to one player count and
//! `IK_DIFFERENTIAL_FIRST_SEED` moves the seed range, so a long run can be split.

use std::time::Instant;

use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_imposter_kings::{
    AbilityView, Action, Card, CourtCard, Dir, IkOptions, IkView, ImposterKings, RoundView,
    SeatView,
};
use interregnum_imposter_kings_reference as reference;
use rand::{RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

/// Matches per player count in `cargo test`: about 400 to 500 rounds each (every view of
/// every step is compared, which is slow in a debug build).
const SAMPLE_MATCHES: u64 = 100;

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

type Old = reference::ImposterKings;

/// Both engines at the same point of the same match.
struct Pair {
    new: ImposterKings,
    old: Old,
    seed: u64,
}

#[derive(Default)]
struct Tally {
    matches: u64,
    actions: u64,
    views: u64,
    refusals: u64,
    rounds: u64,
}

impl Pair {
    fn start(players: u8, seed: u64) -> Pair {
        let options = IkOptions {
            players,
            points_to_win: 7,
        };
        let old_options = reference::IkOptions {
            players,
            points_to_win: 7,
        };
        // One match in eight starts from a stacked deck, to cover that deal as well.
        let (new_start, old_start) = if seed.is_multiple_of(8) {
            let deck = stacked_deck(players, seed);
            let old_deck = deck.iter().map(|&c| old_card(c)).collect();
            (Start::stacked(seed, deck), Start::stacked(seed, old_deck))
        } else {
            (Start::seeded(seed), Start::seeded(seed))
        };
        Pair {
            new: ImposterKings::new(&options, &new_start).expect("valid options"),
            old: Old::new(&old_options, &old_start).expect("valid options"),
            seed,
        }
    }

    /// Everything both engines show must be equal; panics with the first difference.
    fn compare(&self, step: u64, tally: &mut Tally) {
        let seed = self.seed;
        let here = || format!("seed {seed}, {} players, step {step}", self.new.n_seats());
        assert_eq!(
            self.new.to_act(),
            self.old.to_act(),
            "{}: seat to act",
            here()
        );
        assert_eq!(self.new.n_seats(), self.old.n_seats());
        let observers = Seat::all(self.new.n_seats())
            .map(Observer::Seat)
            .chain([Observer::Spectator]);
        for observer in observers {
            let new = self.new.view(observer);
            let old = self.old.view(observer);
            // Field by field is fast; the JSON (every serialised field, so none is missed
            // by the field list) now and then, and to show a difference.
            if !same_view(&new, &old) || step.is_multiple_of(64) {
                let mut new = serde_json::to_value(&new).expect("view serialises");
                without_decision(&mut new);
                let old = serde_json::to_value(&old).expect("view serialises");
                assert_eq!(new, old, "{}: view of {observer:?}", here());
            }
            tally.views += 1;
        }
        let new = serde_json::to_string(&self.new.outcome()).expect("outcome serialises");
        let old = serde_json::to_string(&self.old.outcome()).expect("outcome serialises");
        assert_eq!(new, old, "{}: outcome", here());
        if let Some(broken) = self.new.invariant_violation() {
            panic!("{}: invariant broken: {broken}", here());
        }
    }

    fn compare_dump(&self, step: u64) {
        let mut new = serde_json::to_value(&self.new).expect("state serialises");
        without_decision(&mut new["public"]);
        let old = serde_json::to_value(&self.old).expect("state serialises");
        assert_eq!(new, old, "seed {}, step {step}: full-state dump", self.seed);
    }
}

/// Drops a view's typed `decision`, which came after the reference: its text, `deciding`,
/// is compared (and tests/typed_view.rs checks that the two agree).
fn without_decision(view: &mut serde_json::Value) {
    view.as_object_mut()
        .expect("a view serialises as an object")
        .remove("decision");
}

/// The legal actions of both, which must be the same list.
fn legal_lists(pair: &Pair, step: u64) -> (Vec<Action>, Vec<reference::Action>) {
    let mut new = Vec::new();
    let mut old = Vec::new();
    pair.new.legal_actions(&mut new);
    pair.old.legal_actions(&mut old);
    let text = |v: &[String]| v.join(", ");
    let new_text: Vec<String> = new.iter().map(ToString::to_string).collect();
    let old_text: Vec<String> = old.iter().map(ToString::to_string).collect();
    assert_eq!(
        text(&new_text),
        text(&old_text),
        "seed {}, step {step}: legal actions",
        pair.seed
    );
    (new, old)
}

fn new_card(card: reference::Card) -> Card {
    Card::ALL[card as usize]
}

fn new_cards(cards: &[reference::Card]) -> Vec<Card> {
    cards.iter().map(|&c| new_card(c)).collect()
}

/// Whether two views show the same, field by field (the reference's cards and directions
/// are its own types, so they are mapped by their place in the list of names).
fn same_view(new: &IkView, old: &reference::IkView) -> bool {
    let dir = |d: Option<reference::Dir>| {
        d.map(|d| match d {
            reference::Dir::Cw => Dir::Cw,
            reference::Dir::Ccw => Dir::Ccw,
        })
    };
    let court = |c: &reference::CourtCard| CourtCard {
        card: new_card(c.card),
        disgraced: c.disgraced,
        bonus: c.bonus,
    };
    let seat = |s: &reference::SeatView| SeatView {
        seat: s.seat,
        hand_size: s.hand_size,
        hand: s.hand.as_deref().map(new_cards),
        king_face_up: s.king_face_up,
        has_successor: s.has_successor,
        successor: s.successor.map(new_card),
        antechamber: new_cards(&s.antechamber),
        condemned: new_cards(&s.condemned),
        condemned_values: s.condemned_values.clone(),
        condemned_hidden: s.condemned_hidden.as_deref().map(new_cards),
        eliminated: s.eliminated,
        out_pile_size: s.out_pile_size,
        row: new_cards(&s.row),
        has_shared: s.has_shared,
        shared: s.shared.map(new_card),
        took: s.took.clone(),
        committed: s.committed,
        known_in_hand: new_cards(&s.known_in_hand),
    };
    let ability = |a: &reference::AbilityView| AbilityView {
        card: new_card(a.card),
        player: a.player,
        target: a.target,
        court_position: a.court_position,
        name: a.name.map(new_card),
        number: a.number,
    };
    let round = |r: &reference::RoundView| RoundView {
        points: r.points.clone(),
        winners: r.winners.clone(),
        shown: r.shown.iter().map(|s| new_cards(s)).collect(),
    };
    new.observer == old.observer
        && new.players == old.players
        && new.points_to_win == old.points_to_win
        && new.round == old.round
        && new.scores == old.scores
        && new.true_king == old.true_king
        && new.first_player == old.first_player
        && new.direction == dir(old.direction)
        && new.to_act == old.to_act
        && new.deciding == old.deciding
        && new.restarts_this_round == old.restarts_this_round
        && new.court.iter().cloned().eq(old.court.iter().map(court))
        && new.throne_value == old.throne_value
        && new.muted == old.muted
        && new.accused == new_card(old.accused)
        && new.seats.iter().cloned().eq(old.seats.iter().map(seat))
        && new.removed_public == new_cards(&old.removed_public)
        && new.removed_values == old.removed_values
        && new.removed_hidden == old.removed_hidden
        && new.removed_known == new_cards(&old.removed_known)
        && new.my_pending == new_cards(&old.my_pending)
        && new.exchange_offer == new_cards(&old.exchange_offer)
        && new.exchanges == old.exchanges
        && new.pile == new_cards(&old.pile)
        && new.ability == old.ability.as_ref().map(ability)
        && new.log == old.log
        && new.last_round == old.last_round.as_ref().map(round)
        && new.legal == old.legal
}

fn old_card(card: Card) -> reference::Card {
    reference::Card::ALL[card as usize]
}

fn old_action(action: Action) -> reference::Action {
    action
        .to_string()
        .parse()
        .expect("both engines share the notation")
}

fn stacked_deck(players: u8, seed: u64) -> Vec<Card> {
    let copies: &[(Card, usize)] = match players {
        2 => &[
            (Card::Fool, 1),
            (Card::Assassin, 1),
            (Card::Elder, 2),
            (Card::Zealot, 1),
            (Card::Inquisitor, 2),
            (Card::Soldier, 2),
            (Card::Judge, 1),
            (Card::Oathbound, 2),
            (Card::Warlord, 1),
            (Card::Mystic, 1),
            (Card::Sentry, 1),
            (Card::KingsHand, 1),
            (Card::Princess, 1),
            (Card::Queen, 1),
        ],
        3 => &[
            (Card::Fool, 1),
            (Card::Assassin, 1),
            (Card::Elder, 2),
            (Card::Zealot, 1),
            (Card::Inquisitor, 2),
            (Card::Executioner, 2),
            (Card::Soldier, 2),
            (Card::Judge, 2),
            (Card::Oathbound, 2),
            (Card::Herald, 1),
            (Card::Warlord, 1),
            (Card::Mystic, 1),
            (Card::Warden, 2),
            (Card::Sentry, 1),
            (Card::Spy, 1),
            (Card::KingsHand, 1),
            (Card::Princess, 1),
            (Card::Queen, 1),
        ],
        _ => &[
            (Card::Fool, 2),
            (Card::Assassin, 2),
            (Card::Elder, 2),
            (Card::Zealot, 2),
            (Card::Inquisitor, 2),
            (Card::Executioner, 2),
            (Card::Soldier, 2),
            (Card::Judge, 2),
            (Card::Oathbound, 2),
            (Card::Herald, 1),
            (Card::Warlord, 1),
            (Card::Mystic, 1),
            (Card::Warden, 2),
            (Card::Sentry, 1),
            (Card::Spy, 1),
            (Card::KingsHand, 2),
            (Card::Princess, 1),
            (Card::Queen, 1),
        ],
    };
    let mut deck: Vec<Card> = copies
        .iter()
        .flat_map(|&(card, n)| std::iter::repeat_n(card, n))
        .collect();
    deck.shuffle(&mut ChaCha8Rng::seed_from_u64(seed ^ 0xdec));
    deck
}

/// Every action of the notation, to try illegal ones now and then.
fn every_action() -> Vec<Action> {
    let mut all: Vec<Action> = [
        "keep",
        "restart",
        "flip",
        "use",
        "decline",
        "pass",
        "kingshand",
        "assassin",
        "done",
        "nothing",
        "offer",
        "take shared",
    ]
    .iter()
    .map(|t| t.parse().expect("notation"))
    .collect();
    for seat in 0..4 {
        all.push(Action::First(seat, None));
        all.push(Action::Target(seat));
        all.push(Action::Force(seat));
        all.push(Action::Drafter(seat));
    }
    for n in 1..=12 {
        all.extend([Action::Court(n), Action::Number(n), Action::Disgrace(n)]);
    }
    for card in Card::ALL {
        all.extend([
            Action::Play(card),
            Action::Ante(card),
            Action::Purge(card),
            Action::Name(card),
            Action::Guess(1, card),
            Action::Condemn(card),
            Action::Give(card),
            Action::Chain(card),
            Action::Successor(card),
            Action::Follow(card),
            Action::Antechamber(card),
            Action::Accuse(card),
            Action::Hide(card, Card::Elder),
            Action::Reveal1(card),
            Action::Share(card),
            Action::Take(card),
            Action::Remove(card),
            Action::Swap(card),
            Action::Draft(0, card),
        ]);
    }
    all
}

/// Plays one match on both engines.
fn play_match(players: u8, seed: u64, universe: &[Action], tally: &mut Tally) {
    let mut pair = Pair::start(players, seed);
    let mut policy = ChaCha8Rng::seed_from_u64(seed ^ 0xd1ff);
    let mut step = 0u64;
    loop {
        pair.compare(step, tally);
        if step.is_multiple_of(64) {
            pair.compare_dump(step);
        }
        let (new_legal, old_legal) = legal_lists(&pair, step);
        if new_legal.is_empty() {
            break;
        }
        if step.is_multiple_of(8) {
            let tried = universe[policy.random_range(0..universe.len())];
            let new = pair.new.why_illegal(tried);
            let old = pair.old.why_illegal(old_action(tried));
            assert_eq!(
                new, old,
                "seed {seed}, step {step}: why `{tried}` is refused"
            );
            tally.refusals += 1;
        }
        // Uniform play, except that a 2-player restart is rare: uniformly random restarts
        // end most matches on penalties before much is played.
        let mut k = policy.random_range(0..new_legal.len());
        if new_legal.contains(&Action::Restart) && policy.random_range(0..10) != 0 {
            k = new_legal
                .iter()
                .position(|&a| a == Action::Keep)
                .expect("keep is offered with restart");
        }
        pair.new.apply_unchecked(new_legal[k]);
        pair.old.apply_unchecked(old_legal[k]);
        step += 1;
        assert!(step < 1_000_000, "seed {seed}: the match does not end");
    }
    pair.compare_dump(step);
    let outcome = pair.new.outcome().expect("a finished match has an outcome");
    tally.rounds += u64::from(outcome.detail.rounds);
    tally.matches += 1;
    tally.actions += step;
}

#[test]
fn the_engine_plays_exactly_like_the_reference() {
    let matches = env_u64("IK_DIFFERENTIAL_MATCHES").unwrap_or(SAMPLE_MATCHES);
    let first = env_u64("IK_DIFFERENTIAL_FIRST_SEED").unwrap_or(0);
    let counts: Vec<u8> = match env_u64("IK_DIFFERENTIAL_PLAYERS") {
        Some(p @ 2..=4) => vec![p as u8],
        _ => vec![2, 3, 4],
    };
    let universe = every_action();
    for players in counts {
        let started = Instant::now();
        let mut tally = Tally::default();
        for seed in first..first + matches {
            play_match(players, seed, &universe, &mut tally);
        }
        println!(
            "{players} players, seeds {first}..{}: {} matches, {} rounds, {} actions, {} views \
             and {} refusals compared, no difference ({:.0} s)",
            first + matches,
            tally.matches,
            tally.rounds,
            tally.actions,
            tally.views,
            tally.refusals,
            started.elapsed().as_secs_f64()
        );
        assert_eq!(tally.matches, matches);
    }
}
