//! One test per numbered rule (Part A seed rules S1-S26, Part B design rules), named after it.

mod common;

use common::*;
use interregnum_core::{Game, Observer, Start};
use interregnum_provinces::{
    Action, Card, Dying, EndKind, Phase, Position, PowerUpBag, Provinces, ProvincesOptions, Window,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn pos() -> Position {
    Position::default()
}

fn fresh(players: u8, seed: u64) -> Provinces {
    Provinces::new(&options(players), &Start::seeded(seed)).unwrap()
}

#[test]
fn rule_s1_win_by_provinces_in_field() {
    let mut g = game(
        2,
        Position {
            fields: vec![5, 0],
            hands: vec![vec![], vec![Card::PROVINCE]],
            active: 1,
            ..pos()
        },
    );
    // Provinces in hand do not count; the field does.
    act(&mut g, "end");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [A]);
    assert_eq!(outcome.scores, [5, 0]);
}

#[test]
fn rule_s2_each_player_receives_three_cards() {
    for players in 2..=4 {
        let g = fresh(players, 3);
        let first = g.first_player();
        for seat in interregnum_core::Seat::all(usize::from(players)) {
            let expected = if seat == first { 5 } else { 3 };
            assert_eq!(g.hand(seat).len(), expected, "{seat}");
        }
    }
}

#[test]
fn rule_s3_rest_is_a_face_down_deck() {
    let g = fresh(3, 4);
    assert_eq!(g.deck_cards().len(), 72 - 9 - 2);
    let view = g.view(Observer::Spectator);
    assert_eq!(view.deck_size, 61);
    let json = serde_json::to_value(&view).unwrap();
    assert!(
        json.get("deck").is_none(),
        "the deck order is not in a view"
    );
}

#[test]
fn rule_s4_b3_2_first_player() {
    let mut seen = [false; 4];
    for seed in 0..40 {
        let options = ProvincesOptions::players(4);
        let g = Provinces::new(&options, &Start::seeded(seed)).unwrap();
        seen[g.first_player().index()] = true;
        assert_eq!(g.active(), g.first_player());
    }
    assert!(seen.iter().all(|&s| s), "drawn among all seats");
    let options = ProvincesOptions {
        first_player: Some(2),
        ..ProvincesOptions::players(3)
    };
    assert_eq!(
        Provinces::new(&options, &Start::seeded(9))
            .unwrap()
            .first_player(),
        C
    );
}

#[test]
fn rule_s5_b4_1_draw_two_at_turn_start() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![], vec![s(1)]],
            deck_top: vec![s(7), s(8)],
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(g.active(), B);
    assert_eq!(hand(&g, B), [s(1), s(7), s(8)]);
}

#[test]
fn rule_s6_at_most_two_actions() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1), s(2), s(3)]],
            ..pos()
        },
    );
    act(&mut g, "bank S1");
    assert_eq!(g.active(), A);
    act(&mut g, "bank S2");
    assert_eq!(g.active(), B, "the turn ends after the second action");
    assert_eq!(hand(&g, A), [s(3)]);
}

#[test]
fn rule_s7_end_turn_early() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1)]],
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(g.active(), B);
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1)]],
            ..pos()
        },
    );
    act(&mut g, "bank S1");
    act(&mut g, "end");
    assert_eq!(g.active(), B);
}

#[test]
fn rule_s8_hand_limit_after_the_turn() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1); 6]],
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(
        *g.phase(),
        Phase::Discard {
            count: 1,
            last: None
        }
    );
    assert_eq!(legal(&g), ["discard S1"]);
    act(&mut g, "discard S1");
    assert_eq!(g.hand(A).len(), 5);
}

#[test]
fn rule_s9_1_bank() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(6)]],
            ..pos()
        },
    );
    act(&mut g, "bank S6");
    assert_eq!(gold(&g, A), [6]);
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn rule_s9_2_activate_exact_amount() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(3)]],
            treasuries: vec![vec![4, 2, 1, 1, 1]],
            ..pos()
        },
    );
    assert_eq!(
        legal(&g)
            .into_iter()
            .filter(|a| a.starts_with("activate"))
            .collect::<Vec<_>>(),
        ["activate S3"]
    );
    act(&mut g, "activate S3");
    // The payment is made one gold card at a time, highest first: 2+1 or 1+1+1.
    assert_eq!(legal(&g), ["pay 1", "pay 2"]);
    let reason = refuse(&mut g, "pay 4");
    assert!(reason.contains("overpay"), "{reason}");
    let paid: Vec<Vec<u8>> = finishes(&g).iter().map(|f| gold(f, A)).collect();
    assert_eq!(
        paid,
        [vec![4, 2], vec![4, 1, 1]],
        "left after paying 1+1+1 or 2+1"
    );
    act(&mut g, "pay 2");
    // The last 1 is the only card that completes it: the engine pays it.
    assert_eq!(army(&g, A), ["S3"]);
    assert_eq!(gold(&g, A), [4, 1, 1]);
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn rule_s9_3_attack_once_per_turn() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S5")]],
            fields: vec![0, 3],
            ..pos()
        },
    );
    act(&mut g, "attack S5 B");
    pass_windows(&mut g);
    assert_eq!(army(&g, A), ["S5*"]);
    assert!(!legal(&g).iter().any(|a| a.starts_with("attack")));
}

#[test]
fn rule_s9_4_attach_power_up() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![p(3)]],
            armies: vec![vec![unit("S2")]],
            ..pos()
        },
    );
    act(&mut g, "attach P3 S2");
    assert_eq!(army(&g, A), ["S2/P3"]);
    assert_eq!(g.strength(&g.army(A)[0]), 5);
}

#[test]
fn rule_s9_5_combine_sums_values() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2/P1"), unit("S5")]],
            ..pos()
        },
    );
    // The larger unit first; S2/P1 is its only partner, so the engine completes it.
    act(&mut g, "combine S5");
    assert_eq!(army(&g, A), ["S5+S2/P1"]);
    assert_eq!(g.strength(&g.army(A)[0]), 8);
}

#[test]
fn rule_s9_6_detach_with_split() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S5*+S2/P1/P2")]],
            ..pos()
        },
    );
    let detaches: Vec<String> = legal(&g)
        .into_iter()
        .filter(|a| a.starts_with("detach"))
        .collect();
    assert_eq!(detaches, ["detach S5*+S2/P1/P2"]);
    act(&mut g, "detach S5*+S2/P1/P2");
    // Each power-up goes with either soldier: four splits, one level at a time.
    assert_eq!(finishes(&g).len(), 4);
    assert_eq!(legal(&g), ["split P1 0-1", "split P1 1-0"]);
    act(&mut g, "split P1 0-1");
    act(&mut g, "split P2 1-0");
    assert_eq!(army(&g, A), ["S2/P1", "S5*/P2"]);
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn rule_s9_7_ability_scout_draws() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::SCOUT]],
            deck_top: vec![s(5), s(6)],
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(hand(&g, A), [s(5), s(6)]);
    assert_eq!(discard(&g), ["Scout"]);
}

#[test]
fn rule_s9_8_lay_province() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE]],
            ..pos()
        },
    );
    act(&mut g, "province");
    assert_eq!(g.field(A), 1);
    assert!(g.hand(A).is_empty());
}

#[test]
fn rule_s10_combination_limits() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![p(1)]],
            armies: vec![vec![unit("S4+S3/P1"), unit("S2")]],
            ..pos()
        },
    );
    refuse(&mut g, "attach P1 S4+S3/P1");
    refuse(&mut g, "combine S4+S3/P1");
    act(&mut g, "attach P1 S2");
}

#[test]
fn rule_s11_reactions_cost_no_action() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![], vec![Card::ROYAL_GUARD]],
            armies: vec![vec![unit("S3")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    act(&mut g, "attack S3 B");
    act(&mut g, "guard");
    assert_eq!(g.actions(), (1, 2), "only the attacker's action is spent");
    act(&mut g, "end");
    assert_eq!(g.actions(), (0, 2));
}

#[test]
fn rule_s12_royal_guard_cancels_attack() {
    let mut g = game(
        3,
        Position {
            hands: vec![vec![], vec![], vec![Card::ROYAL_GUARD]],
            armies: vec![vec![unit("S3")]],
            fields: vec![0, 2, 0],
            ..pos()
        },
    );
    act(&mut g, "attack S3 B");
    act(&mut g, "pass");
    assert_eq!(g.to_act(), Some(C));
    act(&mut g, "guard");
    assert_eq!(g.field(B), 2);
    assert_eq!(
        army(&g, A),
        ["S3*"],
        "the attacker survives and stays marked"
    );
    assert_eq!(discard(&g), ["Guard"]);
}

#[test]
fn rule_s13_monk_revives_for_the_first_player() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::MONK], vec![Card::MONK]],
            armies: vec![vec![unit("S5")], vec![unit("S2")]],
            ..pos()
        },
    );
    act(&mut g, "attack S5 B");
    pass_windows_n(&mut g, 1);
    // B's soldier dies; B is offered first and revives it.
    assert!(is_death_window(&g, 2));
    assert_eq!(g.to_act(), Some(B));
    act(&mut g, "monk");
    assert_eq!(army(&g, B), ["S2*"]);
    assert_eq!(hand(&g, A), [Card::MONK]);
}

fn pass_windows_n(g: &mut Provinces, n: usize) {
    for _ in 0..n {
        act(g, "pass");
    }
}

#[test]
fn rule_s14_reaper_kills_the_attacking_unit() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![], vec![Card::REAPER]],
            armies: vec![vec![unit("S6/P2")]],
            treasuries: vec![vec![], vec![8]],
            ..pos()
        },
    );
    act(&mut g, "attack S6/P2 B");
    act(&mut g, "reaper");
    pass_windows(&mut g);
    assert!(g.army(A).is_empty());
    assert_eq!(gold(&g, B), [8]);
    assert_eq!(discard(&g), ["Reaper", "P2", "S6"]);
}

#[test]
fn rule_s15_one_province_kept_between_turns() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::PROVINCE, Card::PROVINCE]],
            provinces_laid: 1,
            ..pos()
        },
    );
    // A province was laid, so none is owed; the turn ends with 3 in hand.
    act(&mut g, "end");
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1);
    assert_eq!(discard(&g), ["Province", "Province"]);
}

#[test]
fn rule_s16_b7_2_province_owed() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::PROVINCE, s(2)]],
            ..pos()
        },
    );
    assert!(g.owes_province());
    refuse(&mut g, "end");
    act(&mut g, "bank S2");
    assert_eq!(legal(&g), ["province"]);
    act(&mut g, "province");
    assert_eq!(g.active(), B);
}

#[test]
fn rule_s17_b7_3_last_action_exemption() {
    // The Scout is the second and last action: both Provinces are kept.
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::SCOUT]],
            actions_used: 1,
            deck_top: vec![Card::PROVINCE, Card::PROVINCE],
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.hand(A).count(Card::PROVINCE), 3, "k = 2");
    // The Scout is the first action and the turn ends early: k = 0.
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::SCOUT]],
            deck_top: vec![Card::PROVINCE, Card::PROVINCE],
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    act(&mut g, "province");
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1);
    assert_eq!(g.active(), B);
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::SCOUT, Card::PROVINCE]],
            provinces_laid: 1,
            deck_top: vec![Card::PROVINCE, s(1)],
            ..pos()
        },
    );
    act(&mut g, "scout");
    pass_windows(&mut g);
    act(&mut g, "end");
    assert_eq!(g.hand(A).count(Card::PROVINCE), 1, "End Turn: k = 0");
}

#[test]
fn rule_s18_one_province_per_turn() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::PROVINCE]],
            ..pos()
        },
    );
    act(&mut g, "province");
    let reason = refuse(&mut g, "province");
    assert!(reason.contains("S18"), "{reason}");
}

#[test]
fn rule_s19_s20_army_defends_first() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S8")], vec![unit("S1")]],
            treasuries: vec![vec![], vec![3]],
            fields: vec![0, 2],
            ..pos()
        },
    );
    act(&mut g, "attack S8 B");
    pass_windows(&mut g);
    pass_windows(&mut g);
    assert!(g.army(B).is_empty());
    assert_eq!(gold(&g, B), [3], "no spill-over into the treasury");
    assert_eq!(g.field(B), 2);
}

#[test]
fn rule_s21_treasury_after_the_army() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S4"), unit("S3")], vec![unit("S1")]],
            treasuries: vec![vec![], vec![3]],
            ..pos()
        },
    );
    act(&mut g, "attack S4 B");
    pass_windows(&mut g);
    pass_windows(&mut g);
    act(&mut g, "attack S3 B");
    pass_windows(&mut g);
    assert_eq!(gold(&g, A), [3]);
}

#[test]
fn rule_s22_no_change() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2")]],
            treasuries: vec![vec![], vec![7, 3]],
            ..pos()
        },
    );
    act(&mut g, "attack S2 B");
    pass_windows(&mut g);
    assert_eq!(legal(&g), ["cover 3", "cover 7"]);
    act(&mut g, "cover 7");
    assert_eq!(gold(&g, A), [7]);
    assert_eq!(gold(&g, B), [3]);
}

#[test]
fn rule_s23_cannot_cover() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S8")]],
            treasuries: vec![vec![], vec![3, 2]],
            ..pos()
        },
    );
    act(&mut g, "attack S8 B");
    pass_windows(&mut g);
    assert_eq!(gold(&g, A), [3, 2]);
    assert_eq!(g.field(A), 0, "no Province to lose");
}

#[test]
fn rule_s24_provinces_only() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S1")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    act(&mut g, "attack S1 B");
    pass_windows(&mut g);
    assert_eq!((g.field(A), g.field(B)), (1, 0));
}

#[test]
fn rule_s25_peace_treaty() {
    let g = game(
        2,
        Position {
            armies: vec![vec![unit("S4")]],
            hands: vec![vec![], vec![Card::PROVINCE, s(8)]],
            ..pos()
        },
    );
    assert!(!g.attackable(B), "cards in hand do not count");
    assert!(!legal(&g).iter().any(|a| a.starts_with("attack")));
}

#[test]
fn rule_s26_provinces_to_win_by_player_count() {
    for (players, target) in [(2u8, 5u16), (3, 4), (4, 3)] {
        let mut fields = vec![0; usize::from(players)];
        fields[0] = target - 1;
        let mut g = game(
            players,
            Position {
                fields: fields.clone(),
                active: players - 1,
                ..pos()
            },
        );
        act(&mut g, "end");
        assert!(
            g.outcome().is_none(),
            "{players}p: {} is not enough",
            target - 1
        );
        fields[0] = target;
        let mut g = game(
            players,
            Position {
                fields,
                active: players - 1,
                ..pos()
            },
        );
        act(&mut g, "end");
        assert_eq!(g.outcome().unwrap().detail.target, target);
        assert_eq!(g.outcome().unwrap().winners, [A]);
    }
}

#[test]
fn rule_b1_5_1_scout_draws_what_exists() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::SCOUT]],
            ..pos()
        },
    );
    let deck = g.deck_cards().len();
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert_eq!(g.deck_cards().len(), deck - 2);
}

#[test]
fn rule_b1_5_2_tax_collector_target_needs_gold() {
    let mut g = game(
        3,
        Position {
            hands: vec![vec![Card::TAX_COLLECTOR]],
            treasuries: vec![vec![], vec![], vec![4, 1]],
            ..pos()
        },
    );
    refuse(&mut g, "tax B");
    act(&mut g, "tax C");
    pass_windows(&mut g);
    assert_eq!(g.to_act(), Some(C));
    assert_eq!(legal(&g), ["give 1", "give 4"]);
    act(&mut g, "give 1");
    assert_eq!(gold(&g, A), [1]);
}

#[test]
fn rule_b2_views_hide_hands_and_deck() {
    let g = fresh(3, 11);
    let spectator = g.view(Observer::Spectator);
    assert!(spectator.seats.iter().all(|s| s.hand.is_none()));
    for seat in interregnum_core::Seat::all(3) {
        let view = g.view(Observer::Seat(seat));
        for (i, s) in view.seats.iter().enumerate() {
            assert_eq!(s.hand.is_some(), i == seat.index());
            assert_eq!(s.hand_size, g.hand(interregnum_core::Seat::new(i)).len());
        }
        let sampled = Provinces::determinize(&view, &mut ChaCha8Rng::seed_from_u64(5)).unwrap();
        assert_eq!(sampled.view(Observer::Seat(seat)), view);
        assert_eq!(sampled.hand(seat), g.hand(seat));
    }
    assert!(Provinces::determinize(&spectator, &mut ChaCha8Rng::seed_from_u64(5)).is_err());
}

/// B6.2: at most two units' cards wait to resolve at once; a view claiming more is refused
/// with a typed error rather than sampled into a state that cannot hold them.
#[test]
fn rule_b6_2_determinize_refuses_more_dying_cards_than_two_units_leave() {
    let g = fresh(2, 11);
    let mut view = g.view(Observer::Seat(A));
    view.dying = vec![Dying::PowerUps(PowerUpBag::EMPTY); 7];
    let error = Provinces::determinize(&view, &mut ChaCha8Rng::seed_from_u64(5))
        .expect_err("seven dying cards cannot be sampled");
    assert!(error.0.contains("7 dying cards"), "{}", error.0);
}

#[test]
fn rule_b2_determinize_varies_hidden_cards() {
    let g = fresh(2, 12);
    let view = g.view(Observer::Seat(A));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let hands: std::collections::BTreeSet<Vec<Card>> = (0..10)
        .map(|_| {
            let s = Provinces::determinize(&view, &mut rng).unwrap();
            s.hand(B).iter().collect()
        })
        .collect();
    assert!(hands.len() > 1);
}

#[test]
fn rule_b3_3_rounds_and_turn_order() {
    let mut g = game(
        4,
        Position {
            first_player: 2,
            active: 2,
            round: Some(1),
            ..pos()
        },
    );
    let mut order = Vec::new();
    for _ in 0..5 {
        order.push((g.active(), g.round()));
        act(&mut g, "end");
    }
    assert_eq!(order, [(C, 1), (D, 1), (A, 1), (B, 1), (C, 2)]);
}

#[test]
fn rule_b4_2_1_first_turn_allowance() {
    assert_eq!(fresh(2, 1).actions().1, 1);
    assert_eq!(fresh(3, 1).actions().1, 2);
    assert_eq!(fresh(4, 1).actions().1, 2);
}

#[test]
fn rule_b4_3_province_limit_before_hand_limit() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![
                Card::PROVINCE,
                Card::PROVINCE,
                s(1),
                s(2),
                s(3),
                s(4),
                s(5),
            ]],
            provinces_laid: 1,
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(discard(&g), ["Province"]);
    assert_eq!(
        *g.phase(),
        Phase::Discard {
            count: 1,
            last: None
        }
    );
    act(&mut g, "discard S5");
    assert_eq!(discard(&g), ["Province", "S5"]);
}

#[test]
fn rule_b5_rejected_action_changes_nothing() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(4)]],
            ..pos()
        },
    );
    refuse(&mut g, "bank S5");
    refuse(&mut g, "activate S4");
    refuse(&mut g, "pay 4");
    refuse(&mut g, "pass");
    refuse(&mut g, "cover 4");
    assert_eq!(g.actions(), (0, 2));
}

#[test]
fn rule_b5_1_alike_cards_are_one_choice() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(5), s(5)]],
            treasuries: vec![vec![4, 2, 2, 1, 1]],
            armies: vec![vec![unit("S3"), unit("S3")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    let actions = legal(&g);
    let activations: Vec<&String> = actions
        .iter()
        .filter(|a| a.starts_with("activate"))
        .collect();
    assert_eq!(activations, ["activate S5"]);
    assert_eq!(
        actions.iter().filter(|a| a.starts_with("attack")).count(),
        1
    );
    assert_eq!(
        actions.iter().filter(|a| a.starts_with("combine")).count(),
        1
    );
    // The payments are exactly {4, 1} and {2, 2, 1}: two, not four.
    act(&mut g, "activate S5");
    assert_eq!(legal(&g), ["pay 2", "pay 4"]);
    let left: Vec<Vec<u8>> = finishes(&g).iter().map(|f| gold(f, A)).collect();
    assert_eq!(left, [vec![4, 1], vec![2, 2, 1]]);
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S3"), unit("S3"), unit("S2")]],
            ..pos()
        },
    );
    act(&mut g, "combine S3");
    assert_eq!(
        legal(&g),
        ["with S2", "with S3"],
        "one choice per distinct unit"
    );
}

#[test]
fn rule_b5_2_ability_card_set_aside() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::SCOUT]],
            ..pos()
        },
    );
    act(&mut g, "scout");
    assert!(g.hand(A).is_empty());
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.view(Observer::Spectator).resolving, Some(Card::SCOUT));
}

#[test]
fn rule_b6_1_tie_kills_both() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S5")], vec![unit("S3/P2")]],
            ..pos()
        },
    );
    act(&mut g, "attack S5 B");
    pass_windows(&mut g);
    pass_windows(&mut g);
    pass_windows(&mut g);
    assert!(g.army(A).is_empty() && g.army(B).is_empty());
    assert_eq!(discard(&g), ["S5", "P2", "S3"]);
}

#[test]
fn rule_b6_1_weaker_attacker_dies() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S2")], vec![unit("S3")]],
            ..pos()
        },
    );
    act(&mut g, "attack S2 B");
    pass_windows(&mut g);
    pass_windows(&mut g);
    assert!(g.army(A).is_empty());
    assert_eq!(army(&g, B), ["S3"]);
}

#[test]
fn rule_b6_2_5_discard_is_not_a_death() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1); 6], vec![Card::MONK]],
            ..pos()
        },
    );
    act(&mut g, "end");
    act(&mut g, "discard S1");
    assert_eq!(*g.phase(), Phase::Main, "no death window for a discard");
    assert_eq!(g.active(), B);
}

#[test]
fn rule_b6_3_window_orders() {
    // Attack: target first, clockwise, skipping the attacker.
    let mut g = game(
        4,
        Position {
            active: 1,
            armies: vec![vec![], vec![unit("S3")]],
            fields: vec![0, 0, 0, 2],
            ..pos()
        },
    );
    act(&mut g, "attack S3 D");
    assert_eq!(offers_while_passing(&mut g), [D, A, C]);
    // Ability without a target: the next seat after the actor, skipping the actor.
    let mut g = game(
        4,
        Position {
            active: 2,
            hands: vec![vec![], vec![], vec![Card::SCOUT]],
            ..pos()
        },
    );
    act(&mut g, "scout");
    assert_eq!(offers_while_passing(&mut g), [D, A, B]);
    // Death: the owner first, then clockwise, everyone.
    let mut g = game(
        4,
        Position {
            active: 0,
            armies: vec![vec![unit("S5")], vec![], vec![unit("S1")]],
            ..pos()
        },
    );
    act(&mut g, "attack S5 C");
    offers_while_passing(&mut g);
    assert!(matches!(
        g.phase(),
        Phase::Window {
            window: Window::Death { .. },
            ..
        }
    ));
    assert_eq!(offers_while_passing(&mut g), [C, D, A, B]);
}

#[test]
fn rule_b6_3_only_eligible_reactions_offered() {
    let mut g = game(
        3,
        Position {
            hands: vec![
                vec![Card::ROYAL_GUARD],
                vec![Card::MONK],
                vec![Card::REAPER, Card::ROYAL_GUARD],
            ],
            armies: vec![vec![], vec![unit("S3")]],
            fields: vec![1, 0, 0],
            active: 1,
            ..pos()
        },
    );
    act(&mut g, "attack S3 A");
    // A is the target: Guard or pass (A holds no Reaper).
    assert_eq!(legal(&g), ["pass", "guard"]);
    act(&mut g, "pass");
    // C is not the target: its Reaper is not eligible.
    assert_eq!(g.to_act(), Some(C));
    assert_eq!(legal(&g), ["pass", "guard"]);
    let reason = refuse(&mut g, "reaper");
    assert!(reason.contains("target"), "{reason}");
}

#[test]
fn rule_b8_1_reshuffle_never_takes_removed_pile() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(4), Card::SCOUT]],
            treasuries: vec![vec![4]],
            ..pos()
        },
    );
    act(&mut g, "activate S4");
    let removed = g.removed().len();
    assert_eq!(removed, 1);
    // Draw the whole deck through Scouts and turns; the removed pile stays out.
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..300 {
        let Some(action) = g.random_action(&mut rng) else {
            break;
        };
        g.apply(action).unwrap();
        assert!(g.removed().len() >= removed);
    }
}

#[test]
fn rule_b8_3_win_checked_at_end_of_round_only() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE]],
            fields: vec![4, 0],
            ..pos()
        },
    );
    act(&mut g, "province");
    act(&mut g, "end");
    assert!(g.outcome().is_none());
    assert_eq!(g.active(), B);
    act(&mut g, "end");
    assert_eq!(g.outcome().unwrap().detail.end, EndKind::ProvinceTarget);
}

#[test]
fn rule_b8_3_3_pushed_back_everyone_below() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![], vec![unit("S2")]],
            fields: vec![5, 0],
            active: 1,
            ..pos()
        },
    );
    act(&mut g, "attack S2 A");
    pass_windows(&mut g);
    act(&mut g, "end");
    assert!(g.outcome().is_none(), "A has 4 at the end of the round");
}

#[test]
fn rule_b8_4_round_limit() {
    let options = with_deck(2, "[rules]\nround_limit = 3\n");
    let mut g = Provinces::new(&options, &Start::seeded(1)).unwrap();
    while g.outcome().is_none() {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let action = if legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
        g.apply(action).unwrap();
    }
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.detail.end, EndKind::RoundLimit);
    assert_eq!(outcome.detail.rounds, 3);
}

#[test]
fn rule_b8_5_seed_and_stacked_deck() {
    // The same seed and decisions replay the same game.
    let a = fresh(3, 77);
    let b = fresh(3, 77);
    assert_eq!(a, b);
    // A stacked deck is dealt from its first card, in turn order from the first player.
    let mut cards: Vec<Card> = interregnum_provinces::Deck::default()
        .cards()
        .iter()
        .collect();
    cards.reverse();
    let g = Provinces::new(&options(2), &Start::stacked(0, cards.clone())).unwrap();
    // A gets cards 0, 2, 4, B gets 1, 3, 5, then A draws 6 and 7.
    let a_hand: Vec<Card> = [0, 2, 4, 6, 7].iter().map(|&i| cards[i]).collect();
    let mut expected = a_hand.clone();
    expected.sort();
    assert_eq!(hand(&g, A), expected);
    assert_eq!(g.deck_cards(), cards[8..]);
    let mut short = cards.clone();
    short.pop();
    assert!(Provinces::new(&options(2), &Start::stacked(0, short)).is_err());
}

#[test]
fn state_serialises_with_card_lists() {
    let g = fresh(2, 5);
    let json = serde_json::to_value(&g).unwrap();
    assert!(json["deck"].as_array().unwrap()[0].is_string());
    assert!(json["seats"][0]["hand"].as_array().unwrap()[0].is_string());
}

#[test]
fn rule_b7_3_sampled_hands_respect_the_province_limit() {
    // B ends a turn holding 5 cards: B keeps at most 1 Province, and A's samples know it.
    let mut g = game(
        2,
        Position {
            active: 1,
            hands: vec![
                vec![s(1)],
                vec![s(2), s(3), s(4), Card::SCOUT, Card::PROVINCE],
            ],
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(g.active(), A);
    let view = g.view(Observer::Seat(A));
    assert_eq!(view.seats[1].province_cap, 1);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..200 {
        let sampled = Provinces::determinize(&view, &mut rng).unwrap();
        assert!(sampled.hand(B).count(Card::PROVINCE) <= 1);
        assert_eq!(sampled.view(Observer::Seat(A)), view);
    }
}

#[test]
fn rule_s8_large_hands_discard_one_card_at_a_time() {
    let options = with_deck(2, "[rules]\ninitial_hand = 30\nhand_limit = 3\n");
    let mut g = Provinces::new(&options, &Start::seeded(4)).unwrap();
    while !matches!(g.phase(), Phase::Discard { .. }) {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let action = if legal.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        };
        g.apply(action).unwrap();
    }
    let Phase::Discard { count, .. } = *g.phase() else {
        unreachable!()
    };
    assert!(count > 10, "{count}");
    // One decision per card, each among the distinct cards of the hand.
    let mut legal = Vec::new();
    for _ in 0..count {
        g.legal_actions(&mut legal);
        assert!(!legal.is_empty());
        assert!(legal.len() <= g.hand(A).n_distinct(), "{legal:?}");
        assert!(legal.iter().all(|a| matches!(a, Action::Discard(_))));
        g.apply(*legal.last().unwrap()).unwrap();
    }
    assert_eq!(g.hand(A).len(), 3);
    assert_eq!(g.active(), B);
}

#[test]
fn rule_b3_1_shuffle_from_seed() {
    let decks: std::collections::BTreeSet<Vec<Card>> =
        (0..5).map(|seed| fresh(2, seed).deck_cards()).collect();
    assert_eq!(decks.len(), 5);
    assert_eq!(fresh(2, 3).deck_cards(), fresh(2, 3).deck_cards());
}

#[test]
fn rule_b6_2_death_order_with_reaper() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![], vec![Card::REAPER]],
            armies: vec![vec![unit("S5+S2/P1/P3")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    act(&mut g, "attack S5+S2/P1/P3 B");
    act(&mut g, "reaper");
    // Power-ups first, lower level first; then soldiers, higher level first, each with a window.
    assert_eq!(discard(&g), ["Reaper", "P1", "P3"]);
    assert!(is_death_window(&g, 5));
    assert_eq!(offers_while_passing(&mut g), [A, B]);
    assert!(is_death_window(&g, 2));
    assert_eq!(offers_while_passing(&mut g), [A, B]);
    assert_eq!(discard(&g), ["Reaper", "P1", "P3", "S5", "S2"]);
    assert_eq!(g.field(B), 1);
}

#[test]
fn rule_b6_2_monk_on_own_soldier() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::MONK]],
            armies: vec![vec![unit("S2/P1")], vec![unit("S5")]],
            ..pos()
        },
    );
    act(&mut g, "attack S2/P1 B");
    pass_windows_n(&mut g, 1);
    assert!(is_death_window(&g, 2));
    act(&mut g, "monk");
    assert_eq!(army(&g, A), ["S2*"], "revived without its power-up, marked");
    assert_eq!(discard(&g), ["P1", "Monk"]);
    refuse(&mut g, "attack S2* B");
}

#[test]
fn rule_c1_actions_per_turn_three() {
    let options = with_deck(2, "[rules]\nactions_per_turn = 3\n");
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![s(1), s(2), s(3), s(4)]],
            ..pos()
        },
    );
    act(&mut g, "bank S1");
    act(&mut g, "bank S2");
    assert_eq!(g.active(), A);
    act(&mut g, "bank S3");
    assert_eq!(g.active(), B);
}

#[test]
fn rule_c1_provinces_per_turn_two() {
    let options = with_deck(2, "[rules]\nprovinces_per_turn = 2\n");
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::PROVINCE; 3]],
            ..pos()
        },
    );
    act(&mut g, "province");
    assert!(!g.owes_province(), "one lay meets the obligation");
    act(&mut g, "province");
    assert_eq!(g.field(A), 2);
}

#[test]
fn rule_c1_province_hand_limit_zero() {
    let options = with_deck(2, "[rules]\nprovince_hand_limit = 0\n");
    let g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::PROVINCE, s(1)]],
            actions_used: 1,
            ..pos()
        },
    );
    assert_eq!(legal(&g), ["province"]);
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::PROVINCE]],
            provinces_laid: 1,
            ..pos()
        },
    );
    act(&mut g, "end");
    assert_eq!(g.hand(A).count(Card::PROVINCE), 0);
}

#[test]
fn rule_c1_one_soldier_per_unit() {
    let options = with_deck(2, "[rules]\nmax_soldiers_per_unit = 1\n");
    let mut g = game_with(
        &options,
        Position {
            armies: vec![vec![unit("S2"), unit("S3")]],
            ..pos()
        },
    );
    assert!(!legal(&g).iter().any(|a| a.starts_with("combine")));
    let reason = refuse(&mut g, "combine S3");
    assert!(reason.contains("one soldier"), "{reason}");
}

#[test]
fn rule_c1_two_power_ups_per_level() {
    let options = with_deck(2, "[rules]\nmax_powerups_per_level = 2\n");
    let mut g = game_with(
        &options,
        Position {
            hands: vec![vec![p(1)]],
            armies: vec![vec![unit("S2/P1"), unit("S3/P1"), unit("S4/P1")]],
            ..pos()
        },
    );
    act(&mut g, "attach P1 S4/P1");
    assert!(g.army(A).contains(&unit("S4/P1/P1")));
    refuse(&mut g, "combine S4/P1/P1");
    // Its only partner no larger than itself is S2/P1, so the engine completes it.
    act(&mut g, "combine S3/P1");
    assert!(g.army(B).is_empty());
    assert_eq!(g.active(), B);
    assert!(g.army(A).contains(&unit("S3+S2/P1/P1")));
}

#[test]
fn rule_b1_2_b1_3_levels_and_peasants() {
    let deck = interregnum_provinces::Deck::default();
    let levels: Vec<u8> = deck.soldiers.iter().map(|s| s.level).collect();
    assert_eq!(levels, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(deck.soldiers[0].rank, "Peasant");
    // A Peasant is an ordinary soldier: banked as 1 gold, activated for 1, strength 1.
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1), s(1)]],
            treasuries: vec![vec![1]],
            ..pos()
        },
    );
    act(&mut g, "activate S1");
    assert_eq!(g.strength(&g.army(A)[0]), 1);
    act(&mut g, "bank S1");
    assert_eq!(gold(&g, A), [1]);
}

#[test]
fn rule_b1_4_b2_3_unit_strength() {
    let g = game(2, pos());
    assert_eq!(g.strength(&unit("S8+S7/P1/P2/P3")), 8 + 7 + 1 + 2 + 3);
    let options = with_deck(
        2,
        "[[power_up]]\nname = \"Banner\"\nlevel = 1\nbonus = 5\ncount = 1\n",
    );
    let g = game_with(&options, pos());
    assert_eq!(
        g.strength(&unit("S2/P1")),
        7,
        "the bonus, not the level, adds"
    );
}

#[test]
fn rule_b1_7_provinces_are_identical() {
    let mut g = game(
        2,
        Position {
            armies: vec![vec![unit("S1")]],
            fields: vec![0, 2],
            ..pos()
        },
    );
    act(&mut g, "attack S1 B");
    // No choice is asked: any Province is the same.
    assert_eq!(g.to_act(), Some(B));
    act(&mut g, "pass");
    assert_eq!((g.field(A), g.field(B)), (1, 1));
    assert_eq!(g.to_act(), Some(A));
}

#[test]
fn rule_b4_2_allowance_and_end_turn() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(1)]],
            ..pos()
        },
    );
    assert_eq!(g.actions(), (0, 2));
    assert!(legal(&g).contains(&"end".to_owned()));
    act(&mut g, "bank S1");
    assert_eq!(g.actions(), (1, 2));
}

#[test]
fn rule_b4_4_b8_2_play_passes_clockwise() {
    let mut g = game(3, Position { active: 2, ..pos() });
    act(&mut g, "end");
    assert_eq!(g.active(), A);
    act(&mut g, "end");
    assert_eq!(g.active(), B);
}

#[test]
fn rule_b7_1_counts_provinces_in_hand_now() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE, Card::SCOUT]],
            deck_top: vec![Card::PROVINCE, s(1)],
            ..pos()
        },
    );
    assert!(!g.owes_province());
    act(&mut g, "scout");
    pass_windows(&mut g);
    assert!(g.owes_province(), "the drawn Province counts at once");
    assert_eq!(legal(&g), ["province"]);
}

#[test]
fn rule_b8_3_1_no_win_during_the_round() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![Card::PROVINCE]],
            fields: vec![6, 0],
            ..pos()
        },
    );
    act(&mut g, "province");
    assert!(g.outcome().is_none());
    assert_eq!(g.field(A), 7, "play goes on above the target");
}

#[test]
fn rule_b8_3_2_most_provinces_then_treasury() {
    let mut g = game(
        3,
        Position {
            fields: vec![2, 5, 5],
            treasuries: vec![vec![8], vec![2], vec![3]],
            active: 2,
            ..pos()
        },
    );
    act(&mut g, "end");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [C]);
    assert!(outcome.detail.decided_by_treasury);
    let mut g = game(
        3,
        Position {
            fields: vec![2, 5, 5],
            treasuries: vec![vec![8], vec![3], vec![3]],
            active: 2,
            ..pos()
        },
    );
    act(&mut g, "end");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, [B, C], "B and C share the win; A lost");
    assert!(outcome.detail.shared);
    assert_eq!(outcome.payoff(A), 0.0);
}

#[test]
fn rule_b5_refusals_explain_themselves() {
    let mut g = game(
        2,
        Position {
            hands: vec![vec![s(5), p(1)], vec![Card::ROYAL_GUARD]],
            treasuries: vec![vec![4, 3]],
            armies: vec![vec![unit("S2/P1")]],
            fields: vec![0, 1],
            ..pos()
        },
    );
    let reasons = [
        refuse(&mut g, "pass"),
        refuse(&mut g, "bank S6"),
        refuse(&mut g, "activate S5"),
        refuse(&mut g, "attach P1 S2/P1"),
        refuse(&mut g, "attack S2/P1 A"),
        refuse(&mut g, "tax B"),
        refuse(&mut g, "province"),
    ];
    for (reason, needle) in reasons.iter().zip([
        "no window",
        "holds no soldier S6",
        "sum to exactly 5",
        "S10",
        "themselves",
        "Tax Collector",
        "holds no Province",
    ]) {
        assert!(
            reason.contains(needle),
            "{reason:?} should mention {needle:?}"
        );
    }
    act(&mut g, "attack S2/P1 B");
    assert_eq!(g.to_act(), Some(B));
    let reason = refuse(&mut g, "end");
    assert!(reason.contains("attack window"), "{reason}");
    let reason = refuse(&mut g, "monk");
    assert!(reason.contains("Monk"), "{reason}");
}
