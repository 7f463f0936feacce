//! The engine against a frozen copy of itself from before the issue-12 rewrite
//! (`crates/provinces-reference`): the same options, seeds and actions must give, at every
//! step, the same seat to act, the same legal list, the same random pick (and the same RNG
//! consumption), the same refusals, the same view for every seat and the spectator, the
//! same full state (the engine protocol's `state`), the same determinized samples and, at
//! the end, the same outcome.
//!
//! `cargo test` plays a few hundred games per player count with the built-in deck and some
//! with other decks. The full run, 100,000 games per player count with the built-in deck
//! and 2,000 per player count with each other deck, is an ignored test:
//!
//! ```text
//! cargo test --release -p interregnum-provinces --test differential -- --ignored --nocapture
//! ```
//!
//! `PROVINCES_DIFFERENTIAL_PART` (`2`, `3`, `4` or `other`) limits the full run to the
//! built-in deck at one player count, or to the other decks, so that it can be split
//! between processes.

use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_provinces as new;
use interregnum_provinces_reference as old;
use rand::{RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

/// Actions tried at every step, legal or not, so that refusals are compared too.
const PROBES: &[&str] = &[
    "end",
    "bank S1",
    "bank S4",
    "activate S2",
    "activate S5",
    "pay 1",
    "pay 3",
    "attack S1 B",
    "attack S4 A",
    "attack S3 C",
    "attach P1 S2",
    "attach P2 S4",
    "combine S2",
    "with S1",
    "detach S2+S1",
    "detach S4+S3/P1/P2",
    "split P1 1-0",
    "split P2 0-1",
    "scout",
    "tax A",
    "tax B",
    "tax D",
    "province",
    "pass",
    "guard",
    "reaper",
    "monk",
    "block S1",
    "block S4/P2",
    "cover 1",
    "cover 5",
    "give 1",
    "give 4",
    "discard S1",
    "discard Province",
    "discard Scout",
];

/// One kind of table: a player count, an optional first player and a deck file.
#[derive(Clone)]
struct Table {
    players: u8,
    first_player: Option<u8>,
    deck: Option<String>,
}

impl Table {
    fn default_deck(players: u8) -> Table {
        Table {
            players,
            first_player: None,
            deck: None,
        }
    }

    fn options(&self) -> (new::ProvincesOptions, old::ProvincesOptions) {
        let (new_deck, old_deck) = match &self.deck {
            None => (new::Deck::default(), old::Deck::default()),
            Some(text) => (
                new::Deck::from_toml_str(text).expect("a valid deck"),
                old::Deck::from_toml_str(text).expect("a valid deck"),
            ),
        };
        (
            new::ProvincesOptions {
                players: self.players,
                first_player: self.first_player,
                deck: new_deck,
            },
            old::ProvincesOptions {
                players: self.players,
                first_player: self.first_player,
                deck: old_deck,
            },
        )
    }
}

fn json<T: serde::Serialize>(value: &T, out: &mut Vec<u8>) {
    out.clear();
    serde_json::to_writer(&mut *out, value).expect("serialises");
}

/// Reused buffers for the serialised values of both engines.
#[derive(Default)]
struct Compare {
    new_json: Vec<u8>,
    old_json: Vec<u8>,
    new_legal: Vec<new::Action>,
    old_legal: Vec<old::Action>,
    probes: Vec<(new::Action, old::Action)>,
}

impl Compare {
    fn new() -> Compare {
        let probes = PROBES
            .iter()
            .map(|text| (text.parse().unwrap(), text.parse().unwrap()))
            .collect();
        Compare {
            probes,
            ..Compare::default()
        }
    }

    fn same<A: serde::Serialize, B: serde::Serialize>(&mut self, a: &A, b: &B, what: &str) {
        json(a, &mut self.new_json);
        json(b, &mut self.old_json);
        if self.new_json != self.old_json {
            panic!(
                "{what} differs:\n new: {}\n old: {}",
                String::from_utf8_lossy(&self.new_json),
                String::from_utf8_lossy(&self.old_json)
            );
        }
    }

    /// Compares every observable of the two states.
    fn states(&mut self, new_game: &new::Provinces, old_game: &old::Provinces, where_: &str) {
        assert_eq!(new_game.to_act(), old_game.to_act(), "{where_}: to act");
        new_game.legal_actions(&mut self.new_legal);
        old_game.legal_actions(&mut self.old_legal);
        let new_text: Vec<String> = self.new_legal.iter().map(ToString::to_string).collect();
        let old_text: Vec<String> = self.old_legal.iter().map(ToString::to_string).collect();
        assert_eq!(new_text, old_text, "{where_}: legal actions");
        for (a, b) in self.new_legal.iter().zip(&self.old_legal) {
            assert!(new_game.is_legal(*a), "{where_}: {a} listed but not legal");
            assert!(old_game.is_legal(*b));
        }
        for &(a, b) in &self.probes {
            assert_eq!(
                new_game.why_illegal(a),
                old_game.why_illegal(b),
                "{where_}: the refusal of {a}"
            );
        }
        let n = new_game.n_seats();
        for observer in Seat::all(n)
            .map(Observer::Seat)
            .chain([Observer::Spectator])
        {
            self.same(
                &new_game.view(observer),
                &old_game.view(observer),
                &format!("{where_}: the view of {observer:?}"),
            );
        }
        self.same(new_game, old_game, &format!("{where_}: the full state"));
        assert_eq!(
            new_game.invariant_violation(),
            old_game.invariant_violation(),
            "{where_}: invariants"
        );
        self.same(
            &new_game.outcome(),
            &old_game.outcome(),
            &format!("{where_}: the outcome"),
        );
    }

    /// Compares the states both engines sample from the view of the seat to act.
    fn samples(&mut self, new_game: &new::Provinces, old_game: &old::Provinces, seed: u64) {
        let Some(seat) = new_game.to_act() else {
            return;
        };
        let mut new_rng = ChaCha8Rng::seed_from_u64(seed);
        let mut old_rng = new_rng.clone();
        let new_sample =
            new::Provinces::determinize(&new_game.view(Observer::Seat(seat)), &mut new_rng);
        let old_sample =
            old::Provinces::determinize(&old_game.view(Observer::Seat(seat)), &mut old_rng);
        assert_eq!(new_rng, old_rng, "sampling draws the same numbers");
        match (new_sample, old_sample) {
            (Ok(a), Ok(b)) => {
                self.same(&a, &b, "a sampled state");
                self.states(&a, &b, "a sampled state");
            }
            (a, b) => assert_eq!(
                a.map(|_| ()).map_err(|e| e.to_string()),
                b.map(|_| ()).map_err(|e| e.to_string()),
                "sampling"
            ),
        }
    }
}

/// Plays one game in both engines with random legal actions; returns the actions applied.
fn play(table: &Table, seed: u64, compare: &mut Compare) -> u64 {
    let (new_options, old_options) = table.options();
    // One game in eight starts from a stacked deck (a permutation drawn from the seed).
    let (new_start, old_start) = if seed % 8 == 3 {
        let mut cards: Vec<new::Card> = new_options.deck.cards().iter().collect();
        cards.shuffle(&mut ChaCha8Rng::seed_from_u64(!seed));
        let old_cards = cards
            .iter()
            .map(|c| c.to_string().parse().unwrap())
            .collect();
        (Start::stacked(seed, cards), Start::stacked(seed, old_cards))
    } else {
        (Start::seeded(seed), Start::seeded(seed))
    };
    let mut new_game = new::Provinces::new(&new_options, &new_start).expect("the game starts");
    let mut old_game = old::Provinces::new(&old_options, &old_start).expect("the game starts");
    let mut policy = ChaCha8Rng::seed_from_u64(seed ^ 0xd1ff);
    let mut steps = 0u64;
    loop {
        let where_ = format!(
            "{} players, deck {:?}, seed {seed}, step {steps}",
            table.players,
            table.deck.as_deref().map(|d| &d[..d.len().min(40)])
        );
        compare.states(&new_game, &old_game, &where_);
        if steps % 16 == 5 {
            compare.samples(&new_game, &old_game, seed ^ steps);
        }
        let mut old_policy = policy.clone();
        let new_pick = new_game.random_action(&mut policy);
        let old_pick = old_game.random_action(&mut old_policy);
        assert_eq!(
            new_pick.map(|a| a.to_string()),
            old_pick.map(|a| a.to_string()),
            "{where_}: the random pick"
        );
        assert_eq!(policy, old_policy, "{where_}: the random pick's draws");
        let (Some(new_action), Some(old_action)) = (new_pick, old_pick) else {
            break;
        };
        new_game
            .apply(new_action)
            .expect("a listed action is legal");
        old_game
            .apply(old_action)
            .expect("a listed action is legal");
        steps += 1;
        assert!(steps < 1_000_000, "{where_}: the game does not end");
    }
    steps
}

/// A deck file with random values, most of them small so that games end; some are refused
/// (checked by `decks_are_read_alike`), and the tables use the valid ones.
fn random_deck(rng: &mut ChaCha8Rng) -> String {
    let mut text = String::from("[rules]\n");
    let mut rule = |text: &mut String, key: &str, low: i64, high: i64| {
        if rng.random_bool(0.6) {
            text.push_str(&format!("{key} = {}\n", rng.random_range(low..=high)));
        }
    };
    rule(&mut text, "initial_hand", 0, 6);
    rule(&mut text, "draws_per_turn", 0, 4);
    rule(&mut text, "actions_per_turn", 1, 4);
    rule(&mut text, "hand_limit", 0, 8);
    rule(&mut text, "province_hand_limit", 0, 2);
    rule(&mut text, "provinces_per_turn", 1, 2);
    rule(&mut text, "max_soldiers_per_unit", 1, 2);
    rule(&mut text, "max_powerups_per_level", 1, 3);
    rule(&mut text, "round_limit", 1, 30);
    if rng.random_bool(0.5) {
        text.push_str(&format!(
            "first_turn_actions = {{ \"2\" = {} }}\n",
            rng.random_range(1..=2)
        ));
    }
    let target = rng.random_range(1..=5);
    text.push_str(&format!(
        "provinces_to_win = {{ \"2\" = {target}, \"3\" = {target}, \"4\" = {target} }}\n"
    ));
    if rng.random_bool(0.7) {
        let mut levels: Vec<u8> = (1..=12).collect();
        for _ in 0..rng.random_range(1..=6) {
            let level = levels.swap_remove(rng.random_range(0..levels.len()));
            text.push_str(&format!(
                "[[soldier]]\nrank = \"R{level}\"\nlevel = {level}\ncount = {}\n",
                rng.random_range(0..=9)
            ));
        }
    }
    if rng.random_bool(0.7) {
        let mut levels: Vec<u8> = (1..=6).collect();
        for _ in 0..rng.random_range(0..=4) {
            let level = levels.swap_remove(rng.random_range(0..levels.len()));
            text.push_str(&format!(
                "[[power_up]]\nname = \"P{level}\"\nlevel = {level}\nbonus = {}\ncount = {}\n",
                rng.random_range(0..=4),
                rng.random_range(0..=6)
            ));
        }
    }
    text.push_str(&format!(
        "[cards]\nroyal_guard = {}\nmonk = {}\nreaper = {}\nprovince = {}\n\
         scout = {{ count = {}, draw = {} }}\ntax_collector = {{ count = {}, take = {} }}\n",
        rng.random_range(0..=4),
        rng.random_range(0..=4),
        rng.random_range(0..=4),
        rng.random_range(target..=target + 8),
        rng.random_range(0..=5),
        rng.random_range(1..=4),
        rng.random_range(0..=4),
        rng.random_range(1..=3),
    ));
    text
}

/// The other decks: those of the property suite, and random ones.
fn other_decks(random: usize) -> Vec<String> {
    let mut decks = vec![
        "[rules]\nround_limit = 6\nhand_limit = 3\nprovinces_to_win = { \"2\" = 2, \"3\" = 2, \"4\" = 2 }\n\
         [cards]\nprovince = 4\nscout = { count = 6, draw = 3 }\ntax_collector = { count = 4, take = 2 }\n"
            .to_owned(),
        "[rules]\ninitial_hand = 0\ndraws_per_turn = 3\nactions_per_turn = 3\n\
         first_turn_actions = { \"2\" = 2, \"3\" = 1 }\nprovince_hand_limit = 0\nprovinces_per_turn = 2\n\
         max_powerups_per_level = 2\nround_limit = 8\nprovinces_to_win = { \"2\" = 3, \"3\" = 3, \"4\" = 3 }\n\
         [[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 10\n\
         [[soldier]]\nrank = \"Knight\"\nlevel = 4\ncount = 6\n\
         [[soldier]]\nrank = \"Giant\"\nlevel = 9\ncount = 2\n\
         [[power_up]]\nname = \"Banner\"\nlevel = 5\nbonus = 0\ncount = 4\n\
         [[power_up]]\nname = \"Spear\"\nlevel = 1\nbonus = 2\ncount = 4\n\
         [cards]\nroyal_guard = 4\nmonk = 4\nreaper = 3\nprovince = 6\n"
            .to_owned(),
        "[rules]\nmax_soldiers_per_unit = 1\nhand_limit = 0\nround_limit = 5\n\
         [cards]\nscout = { count = 2, draw = 5 }\n"
            .to_owned(),
        "[rules]\ninitial_hand = 40\ndraws_per_turn = 30\nactions_per_turn = 30\nhand_limit = 2\n\
         max_powerups_per_level = 999\nround_limit = 4\n\
         [[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 99\n\
         [[soldier]]\nrank = \"Militia\"\nlevel = 2\ncount = 99\n\
         [[soldier]]\nrank = \"Knight\"\nlevel = 4\ncount = 99\n\
         [[power_up]]\nname = \"Spear\"\nlevel = 1\nbonus = 1\ncount = 99\n\
         [cards]\ntax_collector = { count = 40, take = 999 }\n"
            .to_owned(),
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    while decks.len() < 4 + random {
        let text = random_deck(&mut rng);
        if new::Deck::from_toml_str(&text).is_ok() {
            decks.push(text);
        }
    }
    decks
}

/// Plays `games` seeds of `table` in both engines; returns the actions applied.
fn play_many(table: &Table, seeds: std::ops::Range<u64>) -> u64 {
    let mut compare = Compare::new();
    seeds.map(|seed| play(table, seed, &mut compare)).sum()
}

/// The tables with other decks: every player count each deck supports, A first or drawn.
fn other_tables(random: usize) -> Vec<Table> {
    let mut tables = Vec::new();
    for (i, deck) in other_decks(random).into_iter().enumerate() {
        for players in 2..=4u8 {
            tables.push(Table {
                players,
                first_player: (i % 2 == 0).then_some(players - 1),
                deck: Some(deck.clone()),
            });
        }
    }
    tables
}

#[test]
fn two_players_play_alike() {
    play_many(&Table::default_deck(2), 0..200);
}

#[test]
fn three_players_play_alike() {
    play_many(&Table::default_deck(3), 0..200);
}

#[test]
fn four_players_play_alike() {
    play_many(&Table::default_deck(4), 0..200);
}

#[test]
fn other_decks_play_alike() {
    for table in other_tables(12) {
        play_many(&table, 0..6);
    }
}

#[test]
fn decks_are_read_alike() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..300 {
        let text = random_deck(&mut rng);
        let a = new::Deck::from_toml_str(&text);
        let b = old::Deck::from_toml_str(&text);
        assert_eq!(
            a.as_ref()
                .map(new::Deck::to_toml_string)
                .map_err(ToString::to_string),
            b.as_ref()
                .map(old::Deck::to_toml_string)
                .map_err(ToString::to_string),
            "{text}"
        );
        if let (Ok(a), Ok(b)) = (a, b) {
            for players in 2..=5 {
                for first_player in [None, Some(0), Some(3)] {
                    let x = new::Provinces::new(
                        &new::ProvincesOptions {
                            players,
                            first_player,
                            deck: a.clone(),
                        },
                        &Start::seeded(u64::from(players)),
                    );
                    let y = old::Provinces::new(
                        &old::ProvincesOptions {
                            players,
                            first_player,
                            deck: b.clone(),
                        },
                        &Start::seeded(u64::from(players)),
                    );
                    assert_eq!(
                        x.map(|_| ()).map_err(|e| e.to_string()),
                        y.map(|_| ()).map_err(|e| e.to_string())
                    );
                }
            }
        }
    }
}

#[test]
#[ignore = "the full differential run of issue 12 takes tens of minutes in release; run it with \
            cargo test --release -p interregnum-provinces --test differential -- --ignored --nocapture"]
fn full_differential_run() {
    let part = std::env::var("PROVINCES_DIFFERENTIAL_PART").ok();
    let runs = |name: &str| part.as_deref().is_none_or(|p| p == name);
    let started = std::time::Instant::now();
    for players in (2..=4u8).filter(|p| runs(&p.to_string())) {
        let actions = play_many(&Table::default_deck(players), 0..100_000);
        eprintln!(
            "built-in deck, {players} players: 100,000 games, {actions} actions alike ({:.0} s)",
            started.elapsed().as_secs_f64()
        );
    }
    for table in other_tables(12).into_iter().filter(|_| runs("other")) {
        let actions = play_many(&table, 1_000..3_000);
        eprintln!(
            "{} players, first {:?}, deck {:?}: 2,000 games, {actions} actions alike ({:.0} s)",
            table.players,
            table.first_player,
            table.deck.as_deref().unwrap_or_default().replace('\n', " "),
            started.elapsed().as_secs_f64()
        );
    }
}
