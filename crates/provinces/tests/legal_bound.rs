//! Every deck the limits allow gives a game that plays: no position has more legal actions
//! than `Deck::max_legal_actions` (issue 8, item 3), so `legal`, a view and the `allowed`
//! list of a refused action stay small. Counts stand in for time: listing the legal actions
//! costs a bounded amount of work per action listed.

use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_provinces::{
    Action, Deck, MAX_COUNT, MAX_LEGAL_ACTIONS, MAX_POWER_UPS, MAX_SOLDIER_RANKS, Phase, Provinces,
    ProvincesOptions,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// An action that is never legal: no deck has 200 power-ups of one level.
const NEVER: Action = Action::Split {
    level: 1,
    first: 200,
    second: 0,
};

/// Checks the legal list of one position against `bound`; returns its length.
fn check_legal(game: &Provinces, bound: usize, legal: &mut Vec<Action>) -> usize {
    game.legal_actions(legal);
    assert!(
        legal.len() <= bound,
        "{} legal actions, more than the bound {bound}, in {:?}",
        legal.len(),
        game.phase()
    );
    legal.len()
}

/// The view of the seat to act and the `allowed` list of a refused action list the same
/// actions as `legal`.
fn check_view_and_refusal(game: &Provinces, legal: &[Action]) {
    if let Some(seat) = game.to_act() {
        assert_eq!(game.view(Observer::Seat(seat)).legal, legal);
        let err = game.clone().apply(NEVER).expect_err("never legal");
        assert_eq!(err.allowed.len(), legal.len());
    }
}

/// Plays random games and checks every position's legal list, and the view and a refused
/// action wherever the list is the longest of the game so far (they list the same actions,
/// and checking them everywhere would only make the test slow). Returns the longest list.
fn play_random_games(options: &ProvincesOptions, seeds: std::ops::Range<u64>) -> usize {
    let bound = options.deck.max_legal_actions(options.players);
    assert!(bound <= MAX_LEGAL_ACTIONS);
    let mut legal = Vec::new();
    let mut most = 0;
    for seed in seeds {
        let mut game = Provinces::new(options, &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut longest = 0;
        let mut steps = 0u32;
        loop {
            let listed = check_legal(&game, bound, &mut legal);
            if listed > longest {
                longest = listed;
                check_view_and_refusal(&game, &legal);
            }
            let Some(action) = game.random_action(&mut rng) else {
                break;
            };
            game.apply(action).unwrap();
            steps += 1;
            assert!(steps < 2_000_000, "seed {seed}: the game does not end");
        }
        assert_eq!(game.invariant_violation(), None);
        most = most.max(longest);
    }
    most
}

/// The issue's deck, exactly as the engine protocol received it: 2 players, seed 1, A
/// first; after `province` the first turn is over and A holds 53 cards, 15 of them to keep.
/// One action per set of 38 cards to discard was hundreds of millions of actions (66 s and
/// 12.8 GB).
#[test]
fn issue_8_draws_per_turn_60_discards_card_by_card() {
    let options: ProvincesOptions = serde_json::from_str(
        r#"{"players":2,"first_player":0,"deck":{"rules":{"draws_per_turn":60,"hand_limit":15}}}"#,
    )
    .unwrap();
    let mut game = Provinces::new(&options, &Start::seeded(1)).unwrap();
    game.apply("province".parse().unwrap()).unwrap();
    // A drew 60: of its 62 cards it laid a Province and discarded the Provinces over the
    // limit (B7.3); 38 of the 53 left go.
    assert_eq!(game.hand(Seat::new(0)).len(), 53);
    assert_eq!(
        *game.phase(),
        Phase::Discard {
            count: 38,
            last: None
        }
    );
    let bound = options.deck.max_legal_actions(2);
    assert_eq!(
        bound,
        2 + 2 + 2 * 8 + (2 + 3) * 37,
        "the default deck's bound"
    );
    let mut legal = Vec::new();
    let listed = check_legal(&game, bound, &mut legal);
    assert!(listed <= game.hand(Seat::new(0)).n_distinct(), "{legal:?}");
    check_view_and_refusal(&game, &legal);
    // The whole discard, and the rest of the game, stay within the bound.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while let Some(action) = game.random_action(&mut rng) {
        game.apply(action).unwrap();
        check_legal(&game, bound, &mut legal);
        check_view_and_refusal(&game, &legal);
    }
}

/// The largest deck the limits allow: 16 soldier ranks and 8 power-ups of 99 cards each,
/// every other count 99 and every rule number 999 (a round limit of `rounds`, to keep the
/// test short; it does not change what a position can offer).
fn worst_deck(first_level: u8, hand_limit: u16, rounds: u32) -> String {
    let mut text = format!(
        "[rules]\ninitial_hand = 999\ndraws_per_turn = 999\nactions_per_turn = 999\n\
         hand_limit = {hand_limit}\nprovince_hand_limit = 999\nprovinces_per_turn = 999\n\
         provinces_to_win = {{ \"2\" = 99, \"3\" = 99, \"4\" = 99 }}\n\
         max_powerups_per_level = 999\nround_limit = {rounds}\n"
    );
    for i in 0..MAX_SOLDIER_RANKS as u8 {
        let level = first_level + i;
        text.push_str(&format!(
            "[[soldier]]\nrank = \"R{level}\"\nlevel = {level}\ncount = {MAX_COUNT}\n"
        ));
    }
    for level in 1..=MAX_POWER_UPS as u8 {
        text.push_str(&format!(
            "[[power_up]]\nname = \"P{level}\"\nlevel = {level}\nbonus = 999\ncount = {MAX_COUNT}\n"
        ));
    }
    text.push_str(
        "[cards]\nroyal_guard = 99\nmonk = 99\nreaper = 99\nprovince = 99\n\
         scout = { count = 99, draw = 999 }\ntax_collector = { count = 99, take = 999 }\n",
    );
    text
}

#[test]
fn the_worst_deck_has_the_engine_wide_bound() {
    let deck = Deck::from_toml_str(&worst_deck(1, 0, 2)).unwrap();
    assert_eq!(deck.size(), 30 * 99);
    assert_eq!(deck.max_legal_actions(4), MAX_LEGAL_ACTIONS);
    assert_eq!(MAX_LEGAL_ACTIONS, 19_046);
    assert!(Deck::default().max_legal_actions(4) < 300);
}

#[test]
fn random_games_with_the_worst_deck_stay_within_the_bound() {
    for players in 2..=4u8 {
        let options = ProvincesOptions {
            players,
            first_player: None,
            deck: Deck::from_toml_str(&worst_deck(1, 0, 2)).unwrap(),
        };
        let most = play_random_games(&options, 0..2);
        eprintln!("worst deck, {players} players: at most {most} legal actions");
    }
}

/// Other extreme decks the limits allow: high soldier levels (nothing can be paid exactly),
/// a hand limit that keeps huge hands, one soldier per unit, and big gold with a greedy Tax
/// Collector.
#[test]
fn random_games_with_extreme_decks_stay_within_the_bound() {
    let decks = [
        worst_deck(84, 0, 3),
        worst_deck(1, 999, 3),
        "[rules]\ndraws_per_turn = 999\nhand_limit = 1\nmax_soldiers_per_unit = 1\nround_limit = 6\n\
         [cards]\nscout = { count = 20, draw = 999 }\n"
            .to_owned(),
        "[rules]\ninitial_hand = 40\ndraws_per_turn = 30\nactions_per_turn = 30\nhand_limit = 2\n\
         max_powerups_per_level = 999\nround_limit = 8\n\
         [[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 99\n\
         [[soldier]]\nrank = \"Militia\"\nlevel = 2\ncount = 99\n\
         [[soldier]]\nrank = \"Knight\"\nlevel = 4\ncount = 99\n\
         [[power_up]]\nname = \"Spear\"\nlevel = 1\nbonus = 1\ncount = 99\n\
         [cards]\ntax_collector = { count = 40, take = 999 }\n"
            .to_owned(),
    ];
    for text in decks {
        let deck = Deck::from_toml_str(&text).unwrap();
        for players in [2u8, 4] {
            let options = ProvincesOptions {
                players,
                first_player: None,
                deck: deck.clone(),
            };
            let most = play_random_games(&options, 0..2);
            eprintln!("{players} players: at most {most} legal actions");
        }
    }
}
