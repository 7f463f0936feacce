//! The deck file (Part C): the default deck, round trips, and one test per kind of bad file.

use interregnum_core::{Game, Start};
use interregnum_provinces::{Deck, DeckError, Provinces, ProvincesOptions};

const DEFAULT_TOML: &str = include_str!("../decks/default.toml");

fn refused(text: &str) -> DeckError {
    Deck::from_toml_str(text).expect_err(text)
}

/// The error names the key and says what is allowed.
fn refused_key(text: &str, key: &str) -> String {
    let err = refused(text);
    let message = err.to_string();
    assert!(message.contains(key), "{message:?} should name {key}");
    message
}

#[test]
fn default_toml_parses_to_the_built_in_deck() {
    assert_eq!(Deck::from_toml_str(DEFAULT_TOML).unwrap(), Deck::default());
}

#[test]
fn rule_b1_default_deck_has_72_cards() {
    let deck = Deck::default();
    assert_eq!(deck.size(), 72);
    assert_eq!(
        deck.soldiers
            .iter()
            .map(|s| u32::from(s.count))
            .sum::<u32>(),
        37
    );
    assert_eq!(
        deck.power_ups
            .iter()
            .map(|p| u32::from(p.count))
            .sum::<u32>(),
        9
    );
    assert_eq!(deck.provinces, 12);
}

#[test]
fn empty_file_is_the_default_deck() {
    assert_eq!(Deck::from_toml_str("").unwrap(), Deck::default());
}

#[test]
fn deck_round_trips_through_toml_and_json() {
    let deck = Deck::default();
    assert_eq!(Deck::from_toml_str(&deck.to_toml_string()).unwrap(), deck);
    let json = serde_json::to_string(&deck).unwrap();
    assert_eq!(serde_json::from_str::<Deck>(&json).unwrap(), deck);
    let options = ProvincesOptions::default();
    let json = serde_json::to_string(&options).unwrap();
    assert_eq!(
        serde_json::from_str::<ProvincesOptions>(&json).unwrap(),
        options
    );
}

#[test]
fn partial_file_keeps_other_defaults() {
    let deck =
        Deck::from_toml_str("[rules]\nhand_limit = 7\n[cards]\nscout = { draw = 3 }\n").unwrap();
    assert_eq!(deck.hand_limit, 7);
    assert_eq!(deck.scout_draw, 3);
    assert_eq!(deck.scout_count, 4);
    assert_eq!(deck.soldiers, Deck::default().soldiers);
}

#[test]
fn bad_toml_syntax() {
    assert!(matches!(
        refused("[rules\nhand_limit = 5"),
        DeckError::Syntax(_)
    ));
}

#[test]
fn bad_unknown_key() {
    refused_key("[rules]\nhand_limt = 5\n", "hand_limt");
    refused_key("[cards]\ndragon = 2\n", "dragon");
    refused_key("colour = \"red\"\n", "colour");
    refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 1\ncount = 1\nspeed = 3\n",
        "speed",
    );
}

#[test]
fn bad_value_type() {
    assert!(matches!(
        refused("[rules]\nhand_limit = \"five\"\n"),
        DeckError::Syntax(_)
    ));
    assert!(matches!(
        refused("[rules]\nhand_limit = 2.5\n"),
        DeckError::Syntax(_)
    ));
}

#[test]
fn bad_negative_counts_and_sizes() {
    for key in [
        "initial_hand",
        "draws_per_turn",
        "hand_limit",
        "province_hand_limit",
        "round_limit",
    ] {
        let message = refused_key(&format!("[rules]\n{key} = -1\n"), key);
        assert!(message.contains("-1"), "{message}");
    }
    for key in ["royal_guard", "monk", "reaper"] {
        refused_key(&format!("[cards]\n{key} = -2\n"), key);
    }
    refused_key("[cards]\nscout = { count = -1 }\n", "scout.count");
    refused_key(
        "[cards]\ntax_collector = { count = -1 }\n",
        "tax_collector.count",
    );
    refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 1\ncount = -1\n",
        "soldier[0].count",
    );
    refused_key(
        "[[power_up]]\nname = \"X\"\nlevel = 1\nbonus = -1\ncount = 1\n",
        "power_up[0].bonus",
    );
}

#[test]
fn bad_zero_where_at_least_one() {
    for key in [
        "actions_per_turn",
        "provinces_per_turn",
        "max_powerups_per_level",
    ] {
        refused_key(&format!("[rules]\n{key} = 0\n"), key);
    }
    refused_key("[cards]\nscout = { draw = 0 }\n", "scout.draw");
    refused_key(
        "[cards]\ntax_collector = { take = 0 }\n",
        "tax_collector.take",
    );
}

#[test]
fn bad_level_zero_or_too_high() {
    refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 0\ncount = 1\n",
        "soldier[0].level",
    );
    refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 100\ncount = 1\n",
        "soldier[0].level",
    );
    refused_key(
        "[[power_up]]\nname = \"X\"\nlevel = 0\nbonus = 1\ncount = 1\n",
        "power_up[0].level",
    );
}

#[test]
fn bad_duplicate_levels() {
    let message = refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 2\ncount = 1\n[[soldier]]\nrank = \"Y\"\nlevel = 2\ncount = 1\n",
        "soldier[1].level",
    );
    assert!(message.contains("distinct"));
    refused_key(
        "[[power_up]]\nname = \"X\"\nlevel = 1\nbonus = 1\ncount = 1\n[[power_up]]\nname = \"Y\"\nlevel = 1\nbonus = 2\ncount = 1\n",
        "power_up[1].level",
    );
}

#[test]
fn bad_no_provinces() {
    refused_key("[cards]\nprovince = 0\n", "cards.province");
}

#[test]
fn bad_more_provinces_to_win_than_exist() {
    let message = refused_key("[cards]\nprovince = 4\n", "provinces_to_win.2");
    assert!(message.contains("more Provinces"), "{message}");
    refused_key(
        "[rules]\nprovinces_to_win = { \"2\" = 13, \"3\" = 4, \"4\" = 3 }\n",
        "provinces_to_win.2",
    );
}

#[test]
fn bad_provinces_to_win_missing_or_zero() {
    let message = refused_key(
        "[rules]\nprovinces_to_win = { \"2\" = 5 }\n",
        "provinces_to_win",
    );
    assert!(message.contains("3 players"), "{message}");
    refused_key(
        "[rules]\nprovinces_to_win = { \"2\" = 0, \"3\" = 4, \"4\" = 3 }\n",
        "provinces_to_win.2",
    );
    refused_key(
        "[rules]\nprovinces_to_win = { \"5\" = 2, \"2\" = 5, \"3\" = 4, \"4\" = 3 }\n",
        "provinces_to_win.5",
    );
}

#[test]
fn bad_players_supported() {
    refused_key("[rules]\nplayers_supported = []\n", "players_supported");
    let message = refused_key("[rules]\nplayers_supported = [2, 5]\n", "players_supported");
    assert!(message.contains("five or more"), "{message}");
    refused_key("[rules]\nplayers_supported = [1]\n", "players_supported");
    refused_key("[rules]\nplayers_supported = [2, 2]\n", "players_supported");
}

#[test]
fn bad_first_turn_actions() {
    refused_key(
        "[rules]\nfirst_turn_actions = { \"2\" = 3 }\n",
        "first_turn_actions.2",
    );
    refused_key(
        "[rules]\nfirst_turn_actions = { \"2\" = 0 }\n",
        "first_turn_actions.2",
    );
    refused_key(
        "[rules]\nfirst_turn_actions = { \"two\" = 1 }\n",
        "first_turn_actions.two",
    );
}

/// A player-count key is exactly "2", "3" or "4" (docs/deck-file.md): a spelling that only
/// reads as a count (`"02"`, `"+2"`, `" 2"`) is refused, so that two keys can never name one
/// count and one of them be dropped without a word.
#[test]
fn bad_player_count_key_spelling() {
    for key in ["02", "+2", " 2", "2 "] {
        refused_key(
            &format!("[rules]\nfirst_turn_actions = {{ {key:?} = 1 }}\n"),
            "first_turn_actions.",
        );
        refused_key(
            &format!("[rules]\nprovinces_to_win = {{ {key:?} = 5, \"3\" = 4, \"4\" = 3 }}\n"),
            "provinces_to_win.",
        );
    }
    // Two keys for one count, the one read last (`"2"` = 2) silently winning before.
    refused_key(
        "[rules]\nactions_per_turn = 2\nfirst_turn_actions = { \"02\" = 1, \"2\" = 2 }\n",
        "first_turn_actions.02",
    );
}

#[test]
fn bad_max_soldiers_per_unit() {
    let message = refused_key(
        "[rules]\nmax_soldiers_per_unit = 3\n",
        "max_soldiers_per_unit",
    );
    assert!(message.contains("1 or 2"));
    refused_key(
        "[rules]\nmax_soldiers_per_unit = 0\n",
        "max_soldiers_per_unit",
    );
}

#[test]
fn bad_engine_size_limits() {
    let mut ranks = String::new();
    for level in 1..=17 {
        ranks.push_str(&format!(
            "[[soldier]]\nrank = \"R{level}\"\nlevel = {level}\ncount = 1\n"
        ));
    }
    refused_key(&ranks, "soldier");
    refused_key(
        "[[soldier]]\nrank = \"X\"\nlevel = 1\ncount = 100\n",
        "soldier[0].count",
    );
    refused_key("[rules]\nhand_limit = 100000\n", "hand_limit");
}

#[test]
fn bad_player_count_for_game() {
    let options = ProvincesOptions {
        players: 5,
        ..ProvincesOptions::default()
    };
    let err = Provinces::new(&options, &Start::seeded(1)).unwrap_err();
    assert!(err.0.contains("not supported"), "{err}");
    let options = ProvincesOptions {
        players: 4,
        first_player: None,
        deck: Deck::from_toml_str("[rules]\nplayers_supported = [2, 3]\n").unwrap(),
    };
    let err = Provinces::new(&options, &Start::seeded(1)).unwrap_err();
    assert!(err.0.contains("players_supported"), "{err}");
    let options = ProvincesOptions {
        players: 3,
        first_player: Some(3),
        deck: Deck::default(),
    };
    assert!(Provinces::new(&options, &Start::seeded(1)).is_err());
}

#[test]
fn bad_hand_built_deck_is_refused_by_the_game() {
    let mut deck = Deck::default();
    deck.soldiers[0].level = 0;
    assert!(deck.validate().is_err());
    let options = ProvincesOptions {
        deck,
        ..ProvincesOptions::default()
    };
    assert!(Provinces::new(&options, &Start::seeded(1)).is_err());
}

#[test]
fn bad_options_json() {
    assert!(serde_json::from_str::<ProvincesOptions>(r#"{"players": 2, "colour": 1}"#).is_err());
    let err = serde_json::from_str::<ProvincesOptions>(
        r#"{"deck": {"rules": {"max_soldiers_per_unit": 3}}}"#,
    )
    .unwrap_err();
    assert!(err.to_string().contains("max_soldiers_per_unit"), "{err}");
    let ok: ProvincesOptions = serde_json::from_str(r#"{"players": 3}"#).unwrap();
    assert_eq!(ok.deck, Deck::default());
}

#[test]
fn deck_file_doc_examples_parse() {
    let doc = include_str!("../../../docs/deck-file.md");
    let mut blocks = doc.split("```toml\n").skip(1);
    let full = blocks.next().unwrap().split("```").next().unwrap();
    assert_eq!(Deck::from_toml_str(full).unwrap(), Deck::default());
    let short = blocks.next().unwrap().split("```").next().unwrap();
    let deck = Deck::from_toml_str(short).unwrap();
    assert_eq!(deck.scout_draw, 3);
    assert_eq!(deck.target(2), 4);
    let json: ProvincesOptions =
        serde_json::from_str(r#"{"players": 3, "deck": {"rules": {"round_limit": 20}}}"#).unwrap();
    assert_eq!(json.deck.round_limit, 20);
}
