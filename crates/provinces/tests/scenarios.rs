//! The test scenarios of Part E, one test each, named after the scenario.
//! Unless a test says otherwise: 2 players, A (seat 0) is the first player and active, it
//! is not the first turn (round 2), A has 2 actions, the defaults apply, every window is
//! passed, and the discard pile starts empty.

mod common;

use common::*;
use interregnum_core::Game;
use interregnum_provinces::{Card, EndKind, Phase, Position};

fn pos() -> Position {
    Position::default()
}

#[test]
fn p1_exact_activation() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(6), s(5)]],
            treasuries: vec![vec![4, 3, 1]],
            ..pos()
        },
    );
    assert!(!legal(&g).iter().any(|a| a.starts_with("activate S6")));
    let reason = refuse(&mut g, "activate S6");
    assert!(reason.contains("exactly"), "{reason}");
    // {4, 3} overpays, so {4, 1} is the only payment: each card of it is the only one that
    // can be paid, and the engine pays it (a payment is made one card at a time).
    act(&mut g, "activate S5");
    assert_eq!(gold(&g, A), [3]);
    assert_eq!(army(&g, A), ["S5"]);
    assert_eq!(g.strength(&g.army(A)[0]), 5);
    assert_eq!(g.removed().len(), 2);
}

#[test]
fn p2_banked_soldier_is_gold() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(4), s(4)]],
            ..pos()
        },
    );
    act(&mut g, "bank S4");
    assert_eq!(g.treasury(A).gold_value(), 4);
    assert_eq!(hand(&g, A), [s(4)]);
    act(&mut g, "activate S4");
    assert!(
        hand(&g, A).is_empty(),
        "the banked card is gold, not a soldier in hand"
    );
    assert_eq!(g.removed().iter().collect::<Vec<_>>(), [s(4)]);
    assert!(g.discard_pile().is_empty());
}

#[test]
fn p3_combine_limits() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S3/P1"), unit("S4/P1"), unit("S4/P2")]],
            ..pos()
        },
    );
    // X + Y: two level-1 power-ups, so Y (the larger) has no partner.
    let reason = refuse(&mut g, "combine S4/P1");
    assert!(reason.contains("S10"), "{reason}");
    act(&mut g, "combine S4/P2");
    assert_eq!(legal(&g), ["with S3/P1", "with S4/P1"]);
    act(&mut g, "with S3/P1");
    let joined = unit("S4+S3/P1/P2");
    assert!(g.army(A).contains(&joined));
    assert_eq!(g.strength(&joined), 10);
    let reason = refuse(&mut g, "combine S4+S3/P1/P2");
    assert!(reason.contains("one-soldier"), "{reason}");
}

#[test]
fn p4_tie_kills_both_attacker_first() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S6")], vec![unit("S1"), unit("S4/P2")]],
            ..pos()
        },
    );
    act(&mut g, "attack S6 B");
    pass_windows_once(&mut g);
    act(&mut g, "block S4/P2");
    assert!(is_death_window(&g, 6));
    assert_eq!(offers_while_passing(&mut g), [A, B]);
    assert!(is_death_window(&g, 4));
    assert_eq!(discard(&g), ["S6", "P2"]);
    assert_eq!(offers_while_passing(&mut g), [B, A]);
    assert_eq!(discard(&g), ["S6", "P2", "S4"]);
    assert!(g.army(A).is_empty());
    assert_eq!(army(&g, B), ["S1"]);
}

/// Passes the attack window only.
fn pass_windows_once(g: &mut interregnum_provinces::Provinces) {
    offers_while_passing(g);
}

#[test]
fn p4_1_tie_discards_unit_by_unit() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S3+S1/P1/P2")], vec![unit("S4/P3")]],
            ..pos()
        },
    );
    act(&mut g, "attack S3+S1/P1/P2 B");
    pass_windows_once(&mut g);
    // B's only unit defends without a choice.
    assert!(is_death_window(&g, 3));
    assert_eq!(discard(&g), ["P1", "P2"]);
    assert_eq!(offers_while_passing(&mut g), [A, B]);
    assert!(is_death_window(&g, 1));
    assert_eq!(offers_while_passing(&mut g), [A, B]);
    assert!(is_death_window(&g, 4));
    assert_eq!(discard(&g), ["P1", "P2", "S3", "S1", "P3"]);
    assert_eq!(offers_while_passing(&mut g), [B, A]);
    assert_eq!(discard(&g), ["P1", "P2", "S3", "S1", "P3", "S4"]);
}

#[test]
fn p5_defender_picks_the_peasant() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S6")], vec![unit("S1"), unit("S4/P2")]],
            treasuries: vec![vec![], vec![2]],
            ..pos()
        },
    );
    act(&mut g, "attack S6 B");
    pass_windows_once(&mut g);
    act(&mut g, "block S1");
    assert_eq!(offers_while_passing(&mut g), [B, A]);
    assert_eq!(discard(&g), ["S1"]);
    assert_eq!(army(&g, A), ["S6*"]);
    assert_eq!(army(&g, B), ["S4/P2"]);
    assert_eq!(gold(&g, B), [2]);
}

#[test]
fn p6_seed_example_no_change() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S6")]],
            treasuries: vec![vec![], vec![8]],
            ..pos()
        },
    );
    act(&mut g, "attack S6 B");
    pass_windows(&mut g);
    assert_eq!(gold(&g, A), [8]);
    assert!(gold(&g, B).is_empty());
}

#[test]
fn p7_minimal_covers() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S6")]],
            treasuries: vec![vec![], vec![5, 2, 1]],
            ..pos()
        },
    );
    act(&mut g, "attack S6 B");
    pass_windows(&mut g);
    assert_eq!(g.to_act(), Some(B));
    // A cover is paid one card at a time, highest first. {2, 1} is under 6, so every cover
    // holds the 5, and the engine pays it; then the 2 or the 1 completes it.
    assert_eq!(gold(&g, A), [5]);
    assert_eq!(legal(&g), ["cover 1", "cover 2"]);
    let kept: Vec<Vec<u8>> = finishes(&g).iter().map(|f| gold(f, B)).collect();
    assert_eq!(
        kept,
        [vec![2], vec![1]],
        "the covers are exactly {{5, 1}} and {{5, 2}}"
    );
    let reason = refuse(&mut g, "cover 5");
    assert!(reason.contains("no gold card of value 5"), "{reason}");
    act(&mut g, "cover 1");
    // 5 + 1 covers 6: the cover is complete, so {5, 2, 1} cannot be paid.
    assert_eq!(*g.phase(), Phase::Main);
    assert_eq!(gold(&g, A), [5, 1]);
    assert_eq!(gold(&g, B), [2]);
}

#[test]
fn p8_cannot_cover_loses_gold_and_a_province() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S6")]],
            treasuries: vec![vec![], vec![2, 1]],
            fields: vec![0, 2],
            ..pos()
        },
    );
    act(&mut g, "attack S6 B");
    pass_windows(&mut g);
    assert_eq!(gold(&g, A), [2, 1]);
    assert_eq!(g.field(A), 1);
    assert!(gold(&g, B).is_empty());
    assert_eq!(g.field(B), 1);
}

#[test]
fn p9_provinces_only_one_per_attack() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2"), unit("S3")]],
            fields: vec![0, 3],
            ..pos()
        },
    );
    act(&mut g, "attack S2 B");
    pass_windows(&mut g);
    act(&mut g, "attack S3 B");
    pass_windows(&mut g);
    assert_eq!(g.field(B), 1);
    assert_eq!(g.field(A), 2);
}

#[test]
fn p10_peace_treaty() {
    let mut g = game(
        3,
        Position {
            armies: vec![vec![unit("S4")]],
            fields: vec![0, 1, 0],
            ..pos()
        },
    );
    let reason = refuse(&mut g, "attack S4 C");
    assert!(reason.contains("S25"), "{reason}");
    assert_eq!(g.actions(), (0, 2));
}

#[test]
fn p11_reaper_then_monk() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::MONK], vec![Card::REAPER, Card::MONK]],
            armies: vec![vec![unit("S4+S3")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    act(&mut g, "attack S4+S3 B");
    assert_eq!(g.to_act(), Some(B));
    act(&mut g, "reaper");
    assert_eq!(discard(&g), ["Reaper"]);
    assert!(is_death_window(&g, 4));
    assert_eq!(g.to_act(), Some(A));
    act(&mut g, "pass");
    act(&mut g, "monk");
    assert_eq!(army(&g, B), ["S4*"]);
    assert!(is_death_window(&g, 3));
    assert_eq!(g.to_act(), Some(A));
    act(&mut g, "pass");
    assert_eq!(g.to_act(), Some(B));
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(discard(&g), ["Reaper", "Monk", "S3"]);
    assert!(g.army(A).is_empty());
    assert_eq!(g.actions(), (1, 2));
    assert_eq!(*g.phase(), Phase::Main);
}

#[test]
fn p12_royal_guard_cancels_tax_collector() {
    let mut g = game(
        3,
        Position {
            hands: vec![
                vec![Card::TAX_COLLECTOR],
                vec![Card::ROYAL_GUARD],
                vec![Card::ROYAL_GUARD],
            ],
            treasuries: vec![vec![], vec![3]],
            ..pos()
        },
    );
    act(&mut g, "tax B");
    assert_eq!(g.to_act(), Some(B));
    act(&mut g, "pass");
    assert_eq!(g.to_act(), Some(C));
    act(&mut g, "guard");
    assert_eq!(gold(&g, B), [3]);
    assert!(gold(&g, A).is_empty());
    assert_eq!(discard(&g), ["Guard", "Tax"]);
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn p13_monk_offer_order() {
    let mut g = game(
        3,
        Position {
            hands: vec![vec![Card::MONK], vec![], vec![Card::MONK]],
            armies: vec![vec![unit("S4")], vec![unit("S1")]],
            ..pos()
        },
    );
    act(&mut g, "attack S4 B");
    assert_eq!(offers_while_passing(&mut g), [B, C]);
    assert!(is_death_window(&g, 1));
    assert_eq!(g.to_act(), Some(B));
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(g.to_act(), Some(C));
    act(&mut g, "monk");
    assert_eq!(army(&g, C), ["S1*"]);
    assert_eq!(hand(&g, A), [Card::MONK], "A was never offered the window");
    assert_eq!(*g.phase(), Phase::Main);
    assert_eq!(g.to_act(), Some(A));
}

#[test]
fn p14_province_owed() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, s(4)]],
            armies: vec![vec![unit("S2")]],
            fields: vec![0, 1],
            deck_top: vec![Card::PROVINCE, s(1)],
            start_turn: true,
            ..pos()
        },
    );
    assert_eq!(g.hand(A).count(Card::PROVINCE), 2);
    refuse(&mut g, "end");
    act(&mut g, "bank S4");
    let reason = refuse(&mut g, "attack S2 B");
    assert!(reason.contains("Province"), "{reason}");
    assert_eq!(legal(&g), ["province"]);
    act(&mut g, "province");
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1);
    assert_eq!(g.active(), B, "cleanup passed and the turn ended");
    assert_eq!(g.field(A), 1);
}

#[test]
fn p15_province_drawn_by_last_action_is_kept() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::SCOUT]],
            actions_used: 1,
            deck_top: vec![Card::PROVINCE, s(1)],
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.active(), B);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 2, "S17: both kept");
    act(&mut g, "end");
    assert_eq!(g.active(), A);
    refuse(&mut g, "end");
    assert!(g.owes_province());
}

#[test]
fn p16_excess_province_discarded_at_cleanup() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, s(4)]],
            deck_top: vec![Card::PROVINCE, Card::PROVINCE],
            start_turn: true,
            ..pos()
        },
    );
    act(&mut g, "province");
    act(&mut g, "bank S4");
    assert_eq!(g.active(), B);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1);
    assert_eq!(discard(&g), ["Province"]);
}

#[test]
fn p17_hand_limit_discard_one_choice() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![
                s(1),
                s(3),
                s(4),
                p(1),
                Card::MONK,
                Card::SCOUT,
                Card::PROVINCE,
            ]],
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(
        *g.phase(),
        Phase::Discard {
            count: 2,
            last: None
        }
    );
    assert_eq!(g.to_act(), Some(A));
    // The set is chosen one card at a time, in standard card order.
    let mut other_order = g.clone();
    act(&mut other_order, "discard Scout");
    let reason = refuse(&mut other_order, "discard S1");
    assert!(reason.contains("standard card order"), "{reason}");
    act(&mut g, "discard S1");
    assert_eq!(g.to_act(), Some(A));
    refuse(&mut g, "end");
    act(&mut g, "discard Scout");
    assert_eq!(discard(&g), ["S1", "Scout"]);
    assert_eq!(g.hand(A).len(), 5);
    assert_eq!(g.active(), B);
}

#[test]
fn p18_win_waits_for_end_of_round() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2")]],
            fields: vec![4, 1],
            actions_used: 1,
            ..pos()
        },
    );
    act(&mut g, "attack S2 B");
    pass_windows(&mut g);
    assert_eq!((g.field(A), g.field(B)), (5, 0));
    assert!(g.outcome().is_none());
    assert_eq!(g.active(), B);
    act(&mut g, "end");
    let outcome = g.outcome().expect("the round ended");
    assert_eq!(outcome.winners, [A]);
    assert_eq!(outcome.detail.end, EndKind::ProvinceTarget);
}

fn p18_1_position(b_field: u16) -> Position {
    Position {
        hands: vec![vec![Card::PROVINCE]],
        armies: vec![vec![], vec![unit("S4")]],
        fields: vec![4, b_field],
        ..pos()
    }
}

#[test]
fn p18_1_pushed_back_below_target() {
    let mut g = game(2, p18_1_position(3));
    act(&mut g, "province");
    act(&mut g, "end");
    assert_eq!(g.field(A), 5);
    assert!(g.outcome().is_none());
    act(&mut g, "attack S4 A");
    pass_windows(&mut g);
    assert_eq!((g.field(A), g.field(B)), (4, 4));
    act(&mut g, "end");
    assert!(g.outcome().is_none());
    assert_eq!(g.round(), 3);
    assert_eq!(g.active(), A);
}

#[test]
fn p18_2_capture_wins_at_end_of_round() {
    let mut g = game(2, p18_1_position(4));
    act(&mut g, "province");
    act(&mut g, "end");
    act(&mut g, "attack S4 A");
    pass_windows(&mut g);
    act(&mut g, "end");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [B]);
    assert_eq!(outcome.scores, [4, 5]);
}

fn p18_3(b_gold: Vec<u8>) -> interregnum_provinces::Provinces {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE], vec![Card::PROVINCE]],
            treasuries: vec![vec![3, 2], b_gold],
            fields: vec![4, 4],
            ..pos()
        },
    );
    act(&mut g, "province");
    act(&mut g, "end");
    act(&mut g, "province");
    act(&mut g, "end");
    g
}

#[test]
fn p18_3_treasury_breaks_the_tie() {
    let g = p18_3(vec![4]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [A]);
    assert!(outcome.detail.decided_by_treasury);
    let g = p18_3(vec![4, 1]);
    let outcome = g.outcome().unwrap();
    assert!(outcome.is_draw(), "A and B share the win");
    assert!(outcome.detail.shared);
    assert_eq!(outcome.detail.winners, [A, B]);
}

#[test]
fn p18_4_three_players_most_provinces_wins() {
    let mut g = game(
        3,
        Position {
            hands: vec![vec![Card::PROVINCE]; 3],
            armies: vec![vec![], vec![], vec![unit("S4")]],
            fields: vec![3, 3, 3],
            ..pos()
        },
    );
    act(&mut g, "province");
    act(&mut g, "end");
    act(&mut g, "province");
    act(&mut g, "end");
    act(&mut g, "province");
    assert_eq!((g.field(A), g.field(B), g.field(C)), (4, 4, 4));
    act(&mut g, "attack S4 B");
    assert_eq!(offers_while_passing(&mut g), [B, A]);
    let outcome = g.outcome().expect("C's turn was the round's last");
    assert_eq!(outcome.scores, [4, 3, 5]);
    assert_eq!(outcome.winners, [C]);
}

#[test]
fn p19_attack_once_per_turn() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S4*"), unit("S3")]],
            fields: vec![0, 2],
            actions_used: 1,
            ..pos()
        },
    );
    let reason = refuse(&mut g, "attack S4* B");
    assert!(reason.contains("S9.3"), "{reason}");
    refuse(&mut g, "attack S4 B");
    assert_eq!(g.actions(), (1, 2));
    act(&mut g, "attack S3 B");
    pass_windows(&mut g);
    assert_eq!(g.active(), B);
    assert_eq!(army(&g, A), ["S3*", "S4*"]);
    act(&mut g, "end");
    assert_eq!(g.active(), A);
    assert_eq!(army(&g, A), ["S3", "S4"]);
}

/// Options whose deck holds exactly the given soldiers, `scouts` Scouts and one Province,
/// so that a position can place every card.
fn fitted(soldiers: &str, scouts: u8) -> interregnum_provinces::ProvincesOptions {
    let empty = if soldiers.is_empty() {
        "soldier = []\n"
    } else {
        ""
    };
    with_deck(
        2,
        &format!(
            "{empty}power_up = []\n[rules]\nprovinces_to_win = {{ \"2\" = 1, \"3\" = 1, \"4\" = 1 }}\n{soldiers}\n\
             [cards]\nroyal_guard = 0\nmonk = 0\nreaper = 0\nscout = {{ count = {scouts}, draw = 2 }}\n\
             tax_collector = {{ count = 0 }}\nprovince = 1\n"
        ),
    )
}

#[test]
fn p20_reshuffle_on_empty_deck() {
    let options = fitted(
        "[[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 1\n[[soldier]]\nrank = \"Militia\"\nlevel = 2\ncount = 5\n[[soldier]]\nrank = \"Archer\"\nlevel = 3\ncount = 5\n[[soldier]]\nrank = \"Knight\"\nlevel = 4\ncount = 3\n",
        0,
    );
    let g = game_with(
        &options,
        Position {
            deck_top: vec![s(1)],
            discard: [vec![s(2); 5], vec![s(3); 5]].concat(),
            removed: vec![4, 4, 4],
            fields: vec![0, 1],
            exact: true,
            start_turn: true,
            ..pos()
        },
    );
    assert_eq!(g.hand(A).len(), 2);
    assert_eq!(g.hand(A).count(s(1)), 1);
    assert_eq!(g.deck_cards().len(), 9);
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.removed().len(), 3);
}

#[test]
fn p21_first_turn_one_action_in_2p() {
    let mut g = game(
        2,
        Position {
            round: Some(1),
            hands: vec![vec![s(1), s(2), s(3)]],
            deck_top: vec![s(4), s(5)],
            start_turn: true,
            ..pos()
        },
    );
    assert_eq!(g.hand(A).len(), 5);
    assert_eq!(g.actions(), (0, 1));
    act(&mut g, "bank S4");
    assert_eq!(g.active(), B);
    assert_eq!(g.hand(A).len(), 4);
    assert_eq!(g.actions(), (0, 2));
    act(&mut g, "end");
    assert_eq!(g.active(), A);
    assert_eq!(g.actions(), (0, 2));
}

#[test]
fn p22_first_turn_two_actions_in_3p() {
    let mut g = game(
        3,
        Position {
            round: Some(1),
            hands: vec![vec![s(1), s(2), s(3)]],
            deck_top: vec![s(4), s(5)],
            start_turn: true,
            ..pos()
        },
    );
    act(&mut g, "bank S4");
    assert_eq!(g.active(), A);
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn p23_first_turn_province_owed() {
    let mut g = game(
        2,
        Position {
            round: Some(1),
            hands: vec![vec![Card::PROVINCE, s(4), s(1)]],
            deck_top: vec![Card::PROVINCE, s(2)],
            start_turn: true,
            ..pos()
        },
    );
    refuse(&mut g, "end");
    refuse(&mut g, "bank S4");
    act(&mut g, "province");
    assert_eq!(g.active(), B);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1);
}

#[test]
fn p24_first_turn_scout_is_last_action() {
    let position = || Position {
        round: Some(1),
        hands: vec![vec![Card::PROVINCE, Card::SCOUT, s(1)]],
        deck_top: vec![s(2), s(3), Card::PROVINCE, s(1)],
        start_turn: true,
        ..Position::default()
    };
    let mut g = game(2, position());
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 2);
    assert_eq!(
        *g.phase(),
        Phase::Discard {
            count: 1,
            last: None
        }
    );
    act(&mut g, "discard S1");
    assert_eq!(g.active(), B);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 2);

    let mut g = game(3, position());
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.active(), A);
    assert_eq!(legal(&g), ["province"]);
}

#[test]
fn p25_tax_collector_takes_what_there_is() {
    let options = with_deck(2, "[cards]\ntax_collector = { count = 2, take = 3 }\n");
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::TAX_COLLECTOR]],
            treasuries: vec![vec![], vec![2, 1]],
            ..pos()
        },
    );
    act(&mut g, "tax B");
    pass_windows(&mut g);
    assert_eq!(gold(&g, A), [2, 1]);
    assert!(gold(&g, B).is_empty());
    assert_eq!(discard(&g), ["Tax"]);
}

#[test]
fn p26_tax_choices_by_value() {
    let options = with_deck(2, "[cards]\ntax_collector = { count = 2, take = 2 }\n");
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::TAX_COLLECTOR]],
            treasuries: vec![vec![], vec![5, 2, 2]],
            ..pos()
        },
    );
    act(&mut g, "tax B");
    pass_windows(&mut g);
    assert_eq!(g.to_act(), Some(B));
    // Given one card at a time, highest first: {2, 2} or {5, 2}, two choices.
    assert_eq!(legal(&g), ["give 2", "give 5"]);
    let given: Vec<Vec<u8>> = finishes(&g).iter().map(|f| gold(f, A)).collect();
    assert_eq!(given, [vec![2, 2], vec![5, 2]]);
}

#[test]
fn p27_scout_with_nothing_to_draw() {
    let options = fitted("", 1);
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::SCOUT]],
            fields: vec![0, 1],
            exact: true,
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert!(g.hand(A).is_empty());
    assert_eq!(g.actions(), (1, 2));
    assert_eq!(discard(&g), ["Scout"]);
}

#[test]
fn p28_scout_reshuffle_excludes_itself() {
    let options = fitted(
        "[[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 1\n[[soldier]]\nrank = \"Militia\"\nlevel = 2\ncount = 1\n[[soldier]]\nrank = \"Archer\"\nlevel = 3\ncount = 1\n",
        1,
    );
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::SCOUT]],
            discard: vec![s(1), s(2), s(3)],
            fields: vec![0, 1],
            exact: true,
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.hand(A).len(), 2);
    assert_eq!(g.hand(A).count(Card::SCOUT), 0);
    assert_eq!(g.deck_cards().len(), 1);
    assert_eq!(discard(&g), ["Scout"]);
}

#[test]
fn p29_windows_offered_without_reactions() {
    let mut g = game(
        3,
        Position {
            armies: vec![vec![unit("S3")]],
            treasuries: vec![vec![], vec![5]],
            ..pos()
        },
    );
    act(&mut g, "attack S3 B");
    assert_eq!(g.to_act(), Some(B));
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(g.to_act(), Some(C));
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(gold(&g, A), [5]);
}

#[test]
fn p30_marked_unit_defends_twice() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2"), unit("S3")], vec![unit("S4*")]],
            ..pos()
        },
    );
    act(&mut g, "attack S2 B");
    pass_windows(&mut g);
    assert_eq!(army(&g, B), ["S4*"]);
    act(&mut g, "attack S3 B");
    pass_windows(&mut g);
    assert_eq!(discard(&g), ["S2", "S3"]);
    // A's turn is over; B's turn start cleared the mark (B4.1).
    assert_eq!(g.active(), B);
    assert_eq!(army(&g, B), ["S4"]);
}

#[test]
fn p31_refused_deck_files() {
    assert!(
        interregnum_provinces::Deck::from_toml_str("[rules]\nmax_soldiers_per_unit = 3\n").is_err()
    );
    assert!(
        interregnum_provinces::Deck::from_toml_str(
            "[rules]\nactions_per_turn = 2\nfirst_turn_actions = { \"2\" = 3 }\n"
        )
        .is_err()
    );
}
