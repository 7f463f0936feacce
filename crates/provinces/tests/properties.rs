//! The shared game-API property suite over random seeds, for 2, 3 and 4 players and for
//! some non-default decks.

use interregnum_core::testkit::check_random_game;
use interregnum_provinces::{Deck, Provinces, ProvincesOptions};
use proptest::prelude::*;

fn small_deck() -> Deck {
    Deck::from_toml_str(
        r#"
[rules]
round_limit = 6
hand_limit = 3
provinces_to_win = { "2" = 2, "3" = 2, "4" = 2 }

[cards]
province = 4
scout = { count = 6, draw = 3 }
tax_collector = { count = 4, take = 2 }
"#,
    )
    .unwrap()
}

fn odd_deck() -> Deck {
    Deck::from_toml_str(
        r#"
[rules]
players_supported = [2, 3]
initial_hand = 0
draws_per_turn = 3
actions_per_turn = 3
first_turn_actions = { "2" = 2, "3" = 1 }
province_hand_limit = 0
provinces_per_turn = 2
max_powerups_per_level = 2
max_soldiers_per_unit = 2
round_limit = 8
provinces_to_win = { "2" = 3, "3" = 3 }

[[soldier]]
rank = "Peasant"
level = 1
count = 10
[[soldier]]
rank = "Knight"
level = 4
count = 6
[[soldier]]
rank = "Giant"
level = 9
count = 2

[[power_up]]
name = "Banner"
level = 5
bonus = 0
count = 4
[[power_up]]
name = "Spear"
level = 1
bonus = 2
count = 4

[cards]
royal_guard = 4
monk = 4
reaper = 3
province = 6
"#,
    )
    .unwrap()
}

fn single_soldier_deck() -> Deck {
    Deck::from_toml_str(
        r#"
[rules]
max_soldiers_per_unit = 1
hand_limit = 0
round_limit = 5
[cards]
scout = { count = 2, draw = 5 }
"#,
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn shared_suite_2_players(seed in any::<u64>()) {
        check_random_game::<Provinces>(&ProvincesOptions::players(2), seed);
    }

    #[test]
    fn shared_suite_3_players(seed in any::<u64>()) {
        check_random_game::<Provinces>(&ProvincesOptions::players(3), seed);
    }

    #[test]
    fn shared_suite_4_players(seed in any::<u64>(), first in proptest::option::of(0u8..4)) {
        let options = ProvincesOptions { first_player: first, ..ProvincesOptions::players(4) };
        check_random_game::<Provinces>(&options, seed);
    }

    #[test]
    fn shared_suite_small_deck(seed in any::<u64>(), players in 2u8..=4) {
        let options = ProvincesOptions { players, first_player: None, deck: small_deck() };
        check_random_game::<Provinces>(&options, seed);
    }

    #[test]
    fn shared_suite_odd_deck(seed in any::<u64>(), players in 2u8..=3) {
        let options = ProvincesOptions { players, first_player: Some(0), deck: odd_deck() };
        check_random_game::<Provinces>(&options, seed);
    }

    #[test]
    fn shared_suite_single_soldier_deck(seed in any::<u64>(), players in 2u8..=4) {
        let options = ProvincesOptions { players, first_player: None, deck: single_soldier_deck() };
        check_random_game::<Provinces>(&options, seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Every state, view and outcome serialises to JSON (the engine protocol needs it), and
    /// the full state shows card lists.
    #[test]
    fn states_and_views_serialise(seed in any::<u64>(), players in 2u8..=4) {
        use interregnum_core::{Game, Observer, Seat, Start};
        use rand::SeedableRng;
        let mut game = Provinces::new(&ProvincesOptions::players(players), &Start::seeded(seed)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        loop {
            let state = serde_json::to_value(&game).unwrap();
            prop_assert!(state["seats"].is_array());
            serde_json::to_value(game.view(Observer::Spectator)).unwrap();
            for seat in Seat::all(usize::from(players)) {
                serde_json::to_value(game.view(Observer::Seat(seat))).unwrap();
            }
            match game.random_action(&mut rng) {
                Some(action) => game.apply(action).unwrap(),
                None => break,
            }
        }
        let outcome = game.outcome().unwrap();
        let json = serde_json::to_value(&outcome).unwrap();
        prop_assert!(json["detail"]["end"].is_string());
    }
}

/// A random deck file within the allowed values, with a short round limit.
#[allow(clippy::too_many_arguments)]
fn random_deck(
    sizes: (u8, u8, u8, u8),
    limits: (u8, u8, u8, u8),
    soldiers: Vec<(u8, u8)>,
    power_ups: Vec<(u8, u8, u8)>,
    reactions: (u8, u8, u8),
    abilities: (u8, u8, u8, u8),
    provinces: u8,
    max_soldiers: u8,
) -> String {
    let (initial, draws, actions, hand) = sizes;
    let (province_hand, per_turn, powerups_per_level, rounds) = limits;
    let target = provinces.clamp(1, 3);
    let mut text = format!(
        "[rules]\ninitial_hand = {initial}\ndraws_per_turn = {draws}\nactions_per_turn = {actions}\n\
         first_turn_actions = {{ \"2\" = 1 }}\nhand_limit = {hand}\nprovince_hand_limit = {province_hand}\n\
         provinces_per_turn = {per_turn}\nmax_powerups_per_level = {powerups_per_level}\n\
         max_soldiers_per_unit = {max_soldiers}\nround_limit = {rounds}\n\
         provinces_to_win = {{ \"2\" = {target}, \"3\" = {target}, \"4\" = {target} }}\n"
    );
    let mut levels = std::collections::BTreeSet::new();
    for (level, count) in soldiers {
        if levels.insert(level) {
            text.push_str(&format!(
                "[[soldier]]\nrank = \"R{level}\"\nlevel = {level}\ncount = {count}\n"
            ));
        }
    }
    let mut levels = std::collections::BTreeSet::new();
    for (level, bonus, count) in power_ups {
        if levels.insert(level) {
            text.push_str(&format!(
                "[[power_up]]\nname = \"P{level}\"\nlevel = {level}\nbonus = {bonus}\ncount = {count}\n"
            ));
        }
    }
    let (guard, monk, reaper) = reactions;
    let (scouts, draw, taxes, take) = abilities;
    text.push_str(&format!(
        "[cards]\nroyal_guard = {guard}\nmonk = {monk}\nreaper = {reaper}\n\
         scout = {{ count = {scouts}, draw = {draw} }}\ntax_collector = {{ count = {taxes}, take = {take} }}\n\
         province = {provinces}\n"
    ));
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random allowed deck files parse, and random games with them pass the shared suite.
    #[test]
    fn shared_suite_random_decks(
        seed in any::<u64>(),
        players in 2u8..=4,
        sizes in (0u8..6, 0u8..4, 1u8..4, 0u8..7),
        limits in (0u8..3, 1u8..3, 1u8..3, 1u8..5),
        soldiers in proptest::collection::vec((1u8..12, 0u8..6), 1..6),
        power_ups in proptest::collection::vec((1u8..5, 0u8..4, 0u8..4), 0..4),
        reactions in (0u8..4, 0u8..4, 0u8..4),
        abilities in (0u8..4, 1u8..4, 0u8..4, 1u8..4),
        provinces in 1u8..8,
        max_soldiers in 1u8..=2,
    ) {
        let text = random_deck(sizes, limits, soldiers, power_ups, reactions, abilities, provinces, max_soldiers);
        let deck = Deck::from_toml_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(Deck::from_toml_str(&deck.to_toml_string()).unwrap(), deck.clone());
        let options = ProvincesOptions { players, first_player: None, deck };
        check_random_game::<Provinces>(&options, seed);
    }

    /// Arbitrary values for any key never panic: the file is accepted or refused with an error.
    #[test]
    fn deck_files_never_panic(
        key in proptest::sample::select(vec![
            "initial_hand", "draws_per_turn", "actions_per_turn", "hand_limit", "province_hand_limit",
            "provinces_per_turn", "max_soldiers_per_unit", "max_powerups_per_level", "round_limit",
        ]),
        value in any::<i64>(),
        card in proptest::sample::select(vec!["royal_guard", "monk", "reaper", "province"]),
        count in any::<i64>(),
    ) {
        let _ = Deck::from_toml_str(&format!("[rules]\n{key} = {value}\n"));
        let _ = Deck::from_toml_str(&format!("[cards]\n{card} = {count}\n"));
        let _ = Deck::from_toml_str(&format!("[[soldier]]\nrank = \"X\"\nlevel = {value}\ncount = {count}\n"));
        let _ = Deck::from_toml_str(&format!("[rules]\nprovinces_to_win = {{ \"{value}\" = {count} }}\n"));
    }
}
