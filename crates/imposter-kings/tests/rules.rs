//! One test per numbered rule of the specification that the engine implements.

mod common;

use common::*;
use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_imposter_kings::{Action, Card, IkOptions, ImposterKings, Position};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays random legal actions until `stop` holds (or the match ends).
fn random_until(g: &mut ImposterKings, seed: u64, stop: impl Fn(&ImposterKings) -> bool) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while !stop(g) {
        let Some(a) = g.random_action(&mut rng) else {
            return;
        };
        g.apply(a).unwrap();
    }
}

#[test]
fn rule_1_1_deck_sizes() {
    for (players, total) in [(2u8, 18usize), (3, 25), (4, 29)] {
        let g = ImposterKings::new(&opts(players), &Start::seeded(3)).unwrap();
        let v = spect(&g);
        let in_hands: usize = v.seats.iter().map(|s| s.hand_size as usize).sum();
        assert_eq!(in_hands + 1 + v.removed_hidden as usize, total);
        let json = serde_json::to_value(&g).unwrap();
        let zones = json["zones"].as_array().unwrap();
        let cards: usize = zones.iter().map(|z| z[1].as_array().unwrap().len()).sum();
        assert_eq!(cards, total);
    }
}

#[test]
fn rule_1_1_4_reaction_cards_play_as_plain_cards() {
    let mut g = start(2, &two(&[KingsHand, Fool], &[Elder], &[(Soldier, false)]));
    act(&mut g, "play KingsHand");
    assert_eq!(
        who(&g),
        Some(B),
        "a King's Hand played from hand has no ability"
    );
    assert_eq!(tv(&g), 8);
    let mut g = start(2, &two(&[Assassin, Fool], &[Elder], &[(Judge, true)]));
    act(&mut g, "play Assassin");
    assert_eq!(who(&g), Some(B));
    assert_eq!(tv(&g), 2);
}

#[test]
fn rule_1_3_fool_needs_another_face_up_card() {
    let mut g = start(2, &two(&[Fool, Elder], &[Elder], &[(Judge, true)]));
    act(&mut g, "play Fool");
    assert_eq!(
        who(&g),
        Some(B),
        "no face-up target: the ability is skipped silently"
    );
}

#[test]
fn rule_1_3_inquisitor_ignores_successors_and_antechambers() {
    let mut pos = two(&[Inquisitor, Fool], &[Soldier], &[]);
    pos.successors = vec![Some(Elder), Some(Queen)];
    pos.antechambers = vec![vec![], vec![Princess]];
    pos.active = A;
    let mut g = start(2, &pos);
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    pass_all(&mut g);
    assert_eq!(spect(&g).seats[B as usize].antechamber, [Princess]);
    assert!(
        spect(&g)
            .log
            .iter()
            .any(|l| l == "moved to the Antechamber by: nobody")
    );
}

#[test]
fn rule_1_3_soldier_asks_opponents_only_in_4p() {
    let pos = four(
        [&[Soldier, Fool], &[Fool], &[Elder], &[Queen]],
        &[(Inquisitor, false)],
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["play Soldier", "name Elder"]);
    pass_all(&mut g);
    assert!(
        spect(&g).log.iter().any(|l| l == "Soldier: no"),
        "the partner's Elder does not count"
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["play Soldier", "name Queen"]);
    pass_all(&mut g);
    assert!(spect(&g).log.iter().any(|l| l == "Soldier: yes"));
}

#[test]
fn rule_1_3_judge_guesses_an_opponent_and_moves_value_2_or_more() {
    let pos = four(
        [&[Judge, Fool, Queen], &[Elder], &[Fool], &[Judge]],
        &[(Inquisitor, false)],
    );
    let mut g = start(4, &pos);
    act(&mut g, "play Judge");
    let l = legal(&g);
    assert!(
        l.iter()
            .all(|a| a.starts_with("guess B") || a.starts_with("guess D"))
    );
    assert_eq!(l.len(), 2 * 18, "two opponents, 18 names");
    act(&mut g, "guess B Elder");
    pass_all(&mut g);
    assert_eq!(
        legal(&g),
        ["antechamber Queen", "nothing"],
        "a Fool is refused"
    );
}

#[test]
fn rule_1_3_warden_exchanges_with_the_accused() {
    let mut pos = three(
        [&[Warden, Fool], &[Queen], &[Judge]],
        &[(Elder, false), (Inquisitor, false), (Soldier, false)],
    );
    pos.accused = Some(Princess);
    let mut g = start(3, &pos);
    act(&mut g, "play Warden");
    assert_eq!(legal(&g), ["decline", "use"]);
    act(&mut g, "use");
    pass_all(&mut g);
    act(&mut g, "accuse Fool");
    assert_eq!(spect(&g).accused, Fool);
    assert_eq!(hand(&g, A), [Princess]);
    // With only three face-up cards there is nothing to decide.
    let pos = three(
        [&[Warden, Fool], &[Queen], &[Judge]],
        &[(Elder, false), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    act(&mut g, "play Warden");
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_1_3_spy_looks_at_successors_and_forces_a_change() {
    let mut pos = three(
        [&[Spy, Fool], &[Queen, Elder], &[Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![Some(Soldier), Some(Warden), Some(Herald)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Spy", "use"]);
    pass_all(&mut g);
    let v = seat_view(&g, A);
    assert_eq!(v.seats[B as usize].successor, Some(Warden));
    assert_eq!(v.seats[C as usize].successor, Some(Herald));
    assert_eq!(seat_view(&g, C).seats[B as usize].successor, None);
    assert_eq!(court(&g), ["Inquisitor", "Spy↓"]);
    assert_eq!(legal(&g), ["force B", "force C", "nothing"]);
    act(&mut g, "force B");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["successor Elder", "successor Queen"]);
    act(&mut g, "successor Elder");
    assert_eq!(hand(&g, B), [Warden, Queen]);
    assert_eq!(successor(&g, B), Some(Elder));
    assert_eq!(
        seat_view(&g, A).seats[B as usize].successor,
        None,
        "the look is over"
    );
}

#[test]
fn rule_1_3_princess_exchange_is_secret() {
    let pos = three(
        [&[Princess, Fool], &[Queen, Elder], &[Judge]],
        &[(Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(&mut g, &["play Princess", "target B"]);
    pass_all(&mut g);
    act(&mut g, "give Fool");
    assert_eq!(who(&g), Some(B));
    assert!(seat_view(&g, B).my_pending.is_empty());
    assert!(
        !seat_view(&g, B).log.iter().any(|l| l.contains("Fool")),
        "B does not see A's card yet"
    );
    act(&mut g, "give Queen");
    assert_eq!(hand(&g, A), [Queen]);
    assert_eq!(hand(&g, B), [Fool, Elder]);
    assert!(
        seat_view(&g, A)
            .log
            .iter()
            .any(|l| l == "A gives Fool to B and gets Queen")
    );
    assert!(
        seat_view(&g, C)
            .log
            .iter()
            .any(|l| l == "A and B exchange a card")
    );
    assert!(
        !seat_view(&g, C)
            .log
            .iter()
            .any(|l| l.contains("Queen") && !l.contains("play"))
    );
}

#[test]
fn rule_1_3_queen_opens_a_window_even_on_an_empty_court() {
    let mut g = start(2, &two(&[Queen, Fool], &[Elder], &[]));
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["pass"], "B has no King's Hand but is asked");
}

#[test]
fn rule_1_4_name_list() {
    let mut g = start(2, &two(&[Inquisitor, Fool], &[Elder], &[]));
    act(&mut g, "play Inquisitor");
    assert_eq!(legal(&g).len(), 14 + 1);
    let mut g = start(3, &three([&[Inquisitor, Fool], &[Elder], &[Judge]], &[]));
    act(&mut g, "play Inquisitor");
    assert_eq!(legal(&g).len(), 18 + 1);
    assert!(is_legal(&g, "name Executioner"));
}

#[test]
fn rule_2_3_7_mute_applies_in_the_court_only() {
    let mut pos = two(&[Sentry, Fool], &[Elder], &[(Judge, false)]);
    pos.muted = 8;
    let mut g = start(2, &pos);
    assert!(is_legal(&g, "play Sentry"), "an 8 in hand is still an 8");
    act(&mut g, "play Sentry");
    assert_eq!(tv(&g), 3);
    assert_eq!(who(&g), Some(B), "a muted card has no text");
}

#[test]
fn rule_3_1_two_player_setup() {
    let mut g = ImposterKings::new(&opts(2), &Start::seeded(11)).unwrap();
    let tk = spect(&g).true_king.index() as u8;
    assert_eq!(who(&g), Some(tk));
    assert_eq!(legal(&g), ["first A", "first B"]);
    act(&mut g, "first A");
    assert_eq!(legal(&g), ["keep", "restart"]);
    act(&mut g, "keep");
    assert_eq!(who(&g), Some(1 - tk));
    act(&mut g, "keep");
    let first = who(&g).unwrap();
    let hide = legal(&g)[0].clone();
    act(&mut g, &hide);
    assert_eq!(
        spect(&g).seats[first as usize].hand_size,
        8,
        "nothing moves before both commit"
    );
    assert!(spect(&g).seats[first as usize].committed);
    let hide = legal(&g)[0].clone();
    act(&mut g, &hide);
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.hand_size == 6 && s.has_successor));
    assert_eq!(v.removed_hidden, 3);
    assert_eq!(who(&g), Some(0), "A plays first");
    assert_eq!(seat_view(&g, 0).removed_known.len(), 1);
}

#[test]
fn rule_3_1_5_restart_penalty() {
    let pos = Position {
        hands: vec![vec![], vec![]],
        true_king: A,
        at_setup: true,
        ..Position::default()
    };
    let mut g = start(2, &pos);
    acts(&mut g, &["first B", "keep", "restart"]);
    assert_eq!(spect(&g).scores, [0, 0], "the first restart is free");
    assert_eq!(
        who(&g),
        Some(A),
        "the True King chooses the first player again"
    );
    acts(&mut g, &["first B", "restart"]);
    assert_eq!(
        spect(&g).scores,
        [0, 2],
        "A's second restart gives 2 points to B"
    );
    assert_eq!(spect(&g).restarts_this_round, 2);
}

#[test]
fn rule_3_2_three_player_reveal_and_draft() {
    let mut g = ImposterKings::new(&opts(3), &Start::seeded(5)).unwrap();
    for _ in 0..3 {
        let a = legal(&g)[0].clone();
        assert!(a.starts_with("reveal ") && a.split(' ').count() == 3);
        act(&mut g, &a);
    }
    assert!(spect(&g).seats.iter().all(|s| s.row.len() == 2));
    for _ in 0..3 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    let before: Vec<Vec<Card>> = spect(&g).seats.iter().map(|s| s.row.clone()).collect();
    assert!(before.iter().all(|r| r.len() == 3));
    let best = before.iter().flatten().map(|c| c.base()).max().unwrap();
    let holders: Vec<u8> = (0..3u8)
        .filter(|&s| before[s as usize].iter().any(|c| c.base() == best))
        .collect();
    if holders.len() > 1 {
        act(
            &mut g,
            &format!("drafter {}", char::from(b'A' + holders[0])),
        );
    }
    assert_eq!(
        who(&g),
        Some(holders[0]),
        "the highest revealed card drafts first"
    );
    for _ in 0..3 {
        assert!(legal(&g).iter().all(|a| a.starts_with("draft ")));
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    let after: Vec<Vec<Card>> = spect(&g).seats.iter().map(|s| s.row.clone()).collect();
    for s in 0..3 {
        assert_eq!(after[s].len(), 3, "every row has 3 cards");
        let mut kept = before[s].clone();
        let mut moved = 0;
        for c in &after[s] {
            if let Some(i) = kept.iter().position(|k| k == c) {
                kept.remove(i);
            } else {
                moved += 1;
            }
        }
        assert!(moved <= 1, "at most one card differs (it may be a twin)");
    }
    assert_eq!(legal(&g).len(), 6, "first player and direction");
    act(&mut g, "first C ccw");
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.hand_size == 8 && s.row.is_empty())
    );
    assert_eq!(who(&g), Some(C));
    for _ in 0..3 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    assert_eq!(who(&g), Some(C));
    assert!(spect(&g).seats.iter().all(|s| s.hand_size == 6));
    assert_eq!(
        spect(&g).direction,
        Some(interregnum_imposter_kings::Dir::Ccw)
    );
}

#[test]
fn rule_3_3_four_player_setup() {
    let mut g = ImposterKings::new(&opts(4), &Start::seeded(9)).unwrap();
    for _ in 0..4 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.row.len() == 3 && s.hand_size == 4)
    );
    for _ in 0..4 {
        let a = legal(&g)[0].clone();
        assert!(a.starts_with("share "));
        act(&mut g, &a);
    }
    let v0 = seat_view(&g, A);
    assert!(
        v0.seats[C as usize].shared.is_some(),
        "the partner sees the shared card"
    );
    assert!(v0.seats[B as usize].shared.is_none());
    act(&mut g, "first B cw");
    for seat in [B, C, D, A] {
        assert_eq!(who(&g), Some(seat));
        act(&mut g, "take shared");
    }
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.hand_size == 7 && s.took.as_deref() == Some("shared"))
    );
    for _ in 0..4 {
        let a = legal(&g)[0].clone();
        assert!(a.starts_with("successor "));
        act(&mut g, &a);
    }
    let succ_c = successor(&g, C);
    assert!(succ_c.is_some());
    assert_eq!(
        seat_view(&g, A).seats[C as usize].successor,
        succ_c,
        "partners see Successors"
    );
    assert_eq!(seat_view(&g, B).seats[C as usize].successor, None);
    // Team 1 (B, D) exchanges first, B proposing.
    assert_eq!(who(&g), Some(B));
    let offer = legal(&g)
        .into_iter()
        .find(|a| a.split(' ').count() == 2)
        .unwrap();
    act(&mut g, &offer);
    assert_eq!(who(&g), Some(D));
    assert_eq!(seat_view(&g, D).exchange_offer.len(), 1);
    assert!(seat_view(&g, C).exchange_offer.is_empty());
    assert!(
        legal(&g)
            .iter()
            .all(|a| a == "decline" || a.starts_with("accept "))
    );
    let accept = legal(&g)
        .into_iter()
        .find(|a| a.starts_with("accept"))
        .unwrap();
    act(&mut g, &accept);
    assert_eq!(
        who(&g),
        Some(C),
        "then team 0, C proposing (earlier in turn order)"
    );
    assert!(spect(&g).exchanges.is_none(), "results wait for both teams");
    acts(&mut g, &["offer", "decline"]);
    assert_eq!(spect(&g).exchanges, Some(vec![(0, false), (1, true)]));
    for _ in 0..4 {
        let a = legal(&g)[0].clone();
        assert!(a.starts_with("remove "));
        act(&mut g, &a);
    }
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.hand_size == 5 && s.has_successor)
    );
    assert_eq!(who(&g), Some(B));
}

/// Issue 8, item 1: with 4 players, the partner who has not shared yet saw the first
/// partner's share in the log (`A: share Judge`) and chose knowing it.
#[test]
fn rule_8_3_a_share_stays_hidden_from_the_partner_until_everyone_has_shared() {
    let opts = IkOptions {
        players: 4,
        points_to_win: 3,
    };
    let mut g = ImposterKings::new(&opts, &Start::seeded(1_300_052)).unwrap();
    acts(
        &mut g,
        &[
            "reveal Zealot Warden Queen",
            "reveal Zealot Soldier Herald",
            "reveal Assassin Executioner Soldier",
            "reveal Inquisitor Executioner Judge",
        ],
    );
    assert_eq!(who(&g), Some(A));
    let other_share = legal(&g)
        .into_iter()
        .find(|a| a != "share Judge")
        .expect("A can share another card");
    let mut other = g.clone();
    act(&mut g, "share Judge");
    act(&mut other, &other_share);
    assert_eq!(who(&g), Some(B));
    let partner = seat_view(&g, C);
    assert!(
        !partner.log.iter().any(|l| l.contains("share")),
        "C's log shows A's share: {:?}",
        partner.log
    );
    assert_eq!(partner.log.last().unwrap(), "A: (a secret choice)");
    assert_eq!(partner.seats[A as usize].shared, None);
    for seat in [B, C, D] {
        assert_eq!(
            seat_view(&g, seat),
            seat_view(&other, seat),
            "A's share shows in {seat}'s view"
        );
    }
    // The share is shown to the partner once all four have shared.
    for _ in 0..3 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    assert_eq!(seat_view(&g, C).seats[A as usize].shared, Some(Judge));
    assert_eq!(seat_view(&g, B).seats[A as usize].shared, None);
}

#[test]
fn rule_4_2_antechamber_play_is_the_whole_turn() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.antechambers = vec![vec![Zealot], vec![]];
    let mut g = start(2, &pos);
    assert_eq!(legal(&g), ["ante Zealot"], "no flip, no hand play");
    act(&mut g, "ante Zealot");
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_3_3_throne_value_order() {
    let mut pos = two(&[Fool], &[Elder], &[(Soldier, false)]);
    pos.soldier_bonus = vec![1];
    assert_eq!(tv(&start(2, &pos)), 7, "Soldier with a hit");
    pos.muted = 5;
    assert_eq!(tv(&start(2, &pos)), 3, "mute beats bonuses");
    pos.court = vec![(Soldier, true)];
    assert_eq!(tv(&start(2, &pos)), 1, "Disgrace beats mute");
    assert_eq!(
        tv(&start(2, &two(&[Fool], &[Elder], &[]))),
        0,
        "empty Court"
    );
    let royal = two(&[Fool], &[Elder], &[(Queen, false), (Warlord, false)]);
    assert_eq!(tv(&start(2, &royal)), 9, "Warlord with Royalty present");
}

#[test]
fn rule_4_4_a_equal_value_is_allowed() {
    let g = start(2, &two(&[Judge, Fool], &[Elder], &[(Soldier, false)]));
    assert!(is_legal(&g, "play Judge"));
    assert!(!is_legal(&g, "play Fool"));
    assert!(
        g.why_illegal("play Fool".parse().unwrap())
            .unwrap()
            .contains("below the Throne value 5")
    );
}

#[test]
fn rule_4_4_b_elder_on_royalty() {
    let g = start(2, &two(&[Elder], &[Fool], &[(Princess, false)]));
    assert!(is_legal(&g, "play Elder"));
    // Hands are not muted (§2.3.7, ruling 25): a muted Elder keeps its permission and lands
    // muted, worth 3.
    let mut muted = two(&[Elder], &[Fool], &[(Princess, false)]);
    muted.muted = 3;
    let mut g = start(2, &muted);
    assert!(is_legal(&g, "play Elder"), "a muted 3 keeps its permission");
    act(&mut g, "play Elder");
    assert_eq!(court(&g), ["Princess", "Elder"]);
    assert_eq!(tv(&g), 3);
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_4_c_zealot_on_disgraced_throne_with_king_down() {
    let mut pos = two(&[Zealot], &[Fool], &[(Queen, true), (Sentry, false)]);
    pos.kings_face_up = vec![false, true];
    assert!(is_legal(&start(2, &pos), "play Zealot"));
    pos.court = vec![];
    let g = start(2, &pos);
    assert!(is_legal(&g, "play Zealot"), "any card beats an empty Court");
    // A muted Zealot keeps its permission in hand (§2.3.7, ruling 25).
    let mut pos = two(&[Zealot], &[Fool], &[(Sentry, false)]);
    pos.kings_face_up = vec![false, true];
    pos.muted = 3;
    let mut g = start(2, &pos);
    assert!(
        is_legal(&g, "play Zealot"),
        "a muted 3 keeps its permission"
    );
    act(&mut g, "play Zealot");
    assert_eq!(court(&g), ["Sentry", "Zealot"]);
    assert_eq!(tv(&g), 3);
}

/// Issue 8, item 5: the reproduction from the issue. The Mystic mutes 3; A has flipped its
/// King, and the Throne is a face-up King's Hand (8): A's muted Zealot in hand may still be
/// played by its permission (§2.3.7, §4.4 (c), ruling 25).
#[test]
fn rule_4_4_c_a_muted_zealot_in_hand_keeps_its_permission() {
    let deck: Vec<Card> = [
        "Mystic",
        "Fool",
        "Zealot",
        "Elder",
        "Elder",
        "Inquisitor",
        "Inquisitor",
        "Soldier",
        "Queen",
        "Princess",
        "Warlord",
        "Sentry",
        "KingsHand",
        "Judge",
        "Soldier",
        "Oathbound",
        "Oathbound",
        "Assassin",
    ]
    .iter()
    .map(|c| c.parse().unwrap())
    .collect();
    let mut g = ImposterKings::new(&opts(2), &Start::stacked(1, deck)).unwrap();
    acts(
        &mut g,
        &[
            "first A",
            "keep",
            "keep",
            "hide Elder Inquisitor",
            "hide Princess Soldier",
            "play Fool",
            "flip",
            "pass",
            "play Mystic",
            "number 3",
            "pass",
            "play Sentry",
            "flip",
            "pass",
            "play KingsHand",
        ],
    );
    assert_eq!(
        spect(&g).round,
        1,
        "A was stuck and lost the round: {:?}",
        spect(&g).log
    );
    assert_eq!(who(&g), Some(A));
    assert_eq!(spect(&g).muted, Some(3));
    assert_eq!(court(&g), ["Fool↓", "Mystic↓", "Sentry↓", "KingsHand"]);
    assert!(!spect(&g).seats[A as usize].king_face_up);
    assert_eq!(legal(&g), ["play Zealot"]);
    act(&mut g, "play Zealot");
    assert_eq!(tv(&g), 3, "it lands muted");
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_4_d_oathbound_permission() {
    let g = start(2, &two(&[Oathbound, Fool], &[Elder], &[(Warlord, false)]));
    assert!(is_legal(&g, "play Oathbound"));
    let g = start(2, &two(&[Oathbound, Fool], &[Elder], &[(Oathbound, false)]));
    let mut g2 = g.clone();
    act(&mut g2, "play Oathbound");
    assert_eq!(
        court(&g2),
        ["Oathbound", "Oathbound"],
        "on TV 6 it is a plain 6"
    );
    assert_eq!(who(&g2), Some(B));
    // A mute on 6 leaves the permission (hands are not muted, §2.3.7, ruling 25).
    let mut pos = two(&[Oathbound, Fool], &[Elder], &[(Warlord, false)]);
    pos.muted = 6;
    assert!(is_legal(&start(2, &pos), "play Oathbound"));
    pos.hands[0] = vec![Oathbound];
    assert!(
        !is_legal(&start(2, &pos), "play Oathbound"),
        "it still needs another card in hand"
    );
}

#[test]
fn rule_4_6_flip() {
    let g = start(2, &two(&[Fool], &[Elder], &[]));
    assert!(!is_legal(&g, "flip"), "not on an empty Court");
    let mut g = start(2, &two(&[Fool], &[Elder], &[(Queen, true)]));
    let succ = successor(&g, A).unwrap();
    act(&mut g, "flip");
    pass_all(&mut g);
    assert!(!spect(&g).seats[A as usize].king_face_up);
    assert!(hand(&g, A).contains(&succ));
    assert!(
        seat_view(&g, A)
            .log
            .iter()
            .any(|l| l.contains(&format!("Successor: {succ}")))
    );
    assert!(
        !seat_view(&g, B)
            .log
            .iter()
            .any(|l| l.contains(&format!("Successor: {succ}")))
    );
}

#[test]
fn rule_5_1_2_windows_ask_everyone_in_turn_order() {
    let pos = three([&[Queen, Fool], &[Elder], &[KingsHand, Judge]], &[]);
    let mut g = start(3, &pos);
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["pass"], "asked without holding the card");
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(C));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(B), "the Queen resolved and the turn passed");
}

#[test]
fn rule_5_2_6_stopped_player_takes_a_fresh_turn() {
    let pos = two(&[Soldier, Fool], &[KingsHand], &[(Inquisitor, false)]);
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Elder", "kingshand"]);
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["purge Soldier"]);
    assert!(
        !spect(&g).log.iter().any(|l| l.starts_with("Soldier: ")),
        "no hit or miss"
    );
}

#[test]
fn rule_5_3_2_teammate_may_only_pass() {
    let pos = four(
        [&[Fool], &[Elder], &[Assassin], &[Judge]],
        &[(Queen, false)],
    );
    let mut g = start(4, &pos);
    act(&mut g, "flip");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(C));
    assert_eq!(legal(&g), ["pass"], "no Assassin against a teammate");
    assert!(
        g.why_illegal(Action::Assassin)
            .unwrap()
            .contains("teammate")
    );
}

#[test]
fn rule_5_3_5_three_player_assassination_swap() {
    let mut pos = three(
        [&[Assassin, Fool], &[Queen, Elder], &[Judge]],
        &[(Soldier, false)],
    );
    pos.successors = vec![Some(Inquisitor), Some(Warden), Some(Herald)];
    pos.active = B;
    let mut g = start(3, &pos);
    acts(&mut g, &["flip", "pass", "assassin"]);
    pass_all(&mut g);
    assert!(spect(&g).seats[B as usize].eliminated);
    assert_eq!(who(&g), Some(A));
    assert_eq!(seat_view(&g, A).pile, [Elder, Warden, Queen]);
    assert!(spect(&g).pile.is_empty());
    assert_eq!(
        legal(&g),
        ["keep", "swap Elder", "swap Queen", "swap Warden"]
    );
    act(&mut g, "swap Queen");
    assert_eq!(hand(&g, A), [Fool, Queen]);
    assert_eq!(spect(&g).seats[B as usize].out_pile_size, 3);
    assert_eq!(
        who(&g),
        Some(C),
        "play continues after the eliminated player"
    );
    assert!(
        seat_view(&g, C)
            .log
            .iter()
            .any(|l| l == "A: (a secret choice)")
    );
}

#[test]
fn rule_6_4_a_team_loses_together() {
    let pos = four([&[Elder], &[Fool], &[Elder], &[Judge]], &[(Queen, false)]);
    let mut p = pos.clone();
    p.kings_face_up = vec![true, true, true, false];
    p.active = D;
    let g = start(4, &p);
    let last = spect(&g).last_round.unwrap();
    assert_eq!(last.winners, [Seat::new(0), Seat::new(2)]);
    assert_eq!(
        last.points,
        [3, 0, 3, 0],
        "one bonus for Kings, however many are up"
    );
    assert_eq!(
        spect(&g).true_king,
        Seat::new(3),
        "the player who lost takes the True King"
    );
}

#[test]
fn rule_7_1_two_player_scoring() {
    let mut pos = two(&[], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    pos.successors = vec![None, None];
    let g = start(2, &pos);
    assert_eq!(
        spect(&g).last_round.unwrap().points,
        [0, 2],
        "1 + King face up"
    );
    pos.hands[0] = vec![Fool];
    let g = start(2, &pos);
    assert_eq!(
        spect(&g).last_round.unwrap().points,
        [0, 3],
        "+1 as the loser has cards"
    );
    pos.kings_face_up = vec![false, false];
    let g = start(2, &pos);
    assert_eq!(spect(&g).last_round.unwrap().points, [0, 2]);
}

#[test]
fn rule_7_5_3_a_tie_at_the_top_plays_on() {
    let mut pos = three([&[Princess], &[], &[Fool]], &[(Queen, false)]);
    pos.successors = vec![None, None, None];
    pos.kings_face_up = vec![false, false, false];
    pos.scores = vec![6, 6, 0];
    pos.active = C;
    let mut g = start(3, &pos);
    act(&mut g, "play Princess");
    let v = spect(&g);
    assert_eq!(v.last_round.unwrap().points, [2, 1, 0]);
    assert_eq!(v.scores, [8, 7, 0]);
    assert!(g.outcome().is_some());
    let mut pos2 = pos.clone();
    pos2.hands = vec![vec![Princess], vec![], vec![]];
    pos2.active = C;
    pos2.kings_face_up = vec![false, false, false];
    let g = start(3, &pos2);
    assert!(g.outcome().is_none());
}

#[test]
fn rule_7_5_match_ends_at_the_target() {
    for players in 2..=4u8 {
        let o = IkOptions {
            players,
            points_to_win: 7,
        };
        let mut g = ImposterKings::new(&o, &Start::seeded(u64::from(players))).unwrap();
        random_until(&mut g, 1, |_| false);
        let out = g.outcome().expect("the match ends");
        let top = *out.scores.iter().max().unwrap();
        assert!(top >= 7);
        assert!(out.winners.iter().all(|s| out.scores[s.index()] == top));
        assert_eq!(out.winners.len(), if players == 4 { 2 } else { 1 });
    }
}

#[test]
fn rule_8_1_views_show_only_what_the_observer_may_see() {
    let g = ImposterKings::new(&opts(2), &Start::seeded(4)).unwrap();
    let v = spect(&g);
    assert!(
        v.seats
            .iter()
            .all(|s| s.hand.is_none() && s.successor.is_none())
    );
    let a = seat_view(&g, A);
    assert_eq!(a.seats[A as usize].hand.as_ref().unwrap().len(), 8);
    assert!(a.seats[B as usize].hand.is_none());
    assert!(ImposterKings::determinize(&v, &mut ChaCha8Rng::seed_from_u64(0)).is_err());
}

#[test]
fn rule_8_4_window_skipped_only_when_every_copy_is_public() {
    let mut g = start(2, &two(&[Inquisitor, Fool], &[Elder], &[(KingsHand, true)]));
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    assert_eq!(
        who(&g),
        Some(B),
        "the Inquisitor resolved at once: the King's Hand is in the Court"
    );
    assert_eq!(legal(&g), ["flip"]);
    let mut g = start(2, &two(&[Inquisitor, Fool], &[Elder], &[(Elder, true)]));
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    assert_eq!(
        legal(&g),
        ["pass"],
        "a hidden King's Hand somewhere still opens the window"
    );
}

#[test]
fn rule_8_4_1_follow_ups_are_offered_with_nothing() {
    let mut pos = three([&[Herald, Fool], &[Elder], &[Judge]], &[(Judge, true)]);
    pos.successors = vec![None, Some(Queen), Some(Soldier)];
    let mut g = start(3, &pos);
    act(&mut g, "play Herald");
    pass_all(&mut g);
    assert_eq!(
        legal(&g),
        ["nothing"],
        "no Successor: part 1 skipped; part 2 still asked"
    );
}

#[test]
fn options_are_validated() {
    for (players, points) in [(1u8, 7u16), (5, 7), (2, 0), (3, 100)] {
        let err = ImposterKings::new(
            &IkOptions {
                players,
                points_to_win: points,
            },
            &Start::seeded(0),
        )
        .unwrap_err();
        assert!(err.0.contains("must be"), "{}", err.0);
    }
    let err = serde_json::from_str::<IkOptions>(r#"{"players":2,"colour":"red"}"#);
    assert!(err.is_err(), "unknown fields are refused");
    let o: IkOptions = serde_json::from_str(r#"{"players":3}"#).unwrap();
    assert_eq!(o.points_to_win, 7);
}

#[test]
fn stacked_deck_is_dealt_in_blocks() {
    let deck: Vec<Card> = vec![
        Queen, Princess, KingsHand, Sentry, Mystic, Warlord, Oathbound, Oathbound, // A
        Judge, Soldier, Soldier, Inquisitor, Inquisitor, Zealot, Elder, Elder, // B
        Assassin, Fool,
    ];
    let g = ImposterKings::new(&opts(2), &Start::stacked(0, deck.clone())).unwrap();
    let mut a = hand(&g, A);
    a.sort();
    let mut expected = deck[..8].to_vec();
    expected.sort();
    assert_eq!(a, expected);
    assert_eq!(spect(&g).accused, Assassin);
    let mut short = deck.clone();
    short.pop();
    assert!(ImposterKings::new(&opts(2), &Start::stacked(0, short)).is_err());
    let mut twice = deck;
    twice[17] = Queen;
    assert!(ImposterKings::new(&opts(2), &Start::stacked(0, twice)).is_err());
}

#[test]
fn notation_round_trips() {
    for seed in 0..6u64 {
        let players = 2 + (seed % 3) as u8;
        let mut g = ImposterKings::new(&opts(players), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut legal = Vec::new();
        while let Some(a) = g.random_action(&mut rng) {
            g.legal_actions(&mut legal);
            for x in &legal {
                assert_eq!(x.to_string().parse::<Action>().unwrap(), *x);
            }
            g.apply(a).unwrap();
        }
    }
    assert!("play Nobody".parse::<Action>().is_err());
    assert!("court 0".parse::<Action>().is_err());
    assert!("".parse::<Action>().is_err());
    let g = ImposterKings::new(&opts(2), &Start::seeded(0)).unwrap();
    assert!(
        g.clone().apply(Action::Flip).is_err(),
        "refused, not a panic"
    );
    let _ = g.view(Observer::Spectator);
}

#[test]
fn rule_5_3_4_assassin_in_4p_ends_the_round_for_the_team() {
    let pos = four(
        [&[Fool], &[Assassin], &[Elder], &[Judge]],
        &[(Queen, false)],
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["flip", "assassin"]);
    pass_all(&mut g);
    let last = spect(&g).last_round.expect("round over");
    assert_eq!(last.winners, [Seat::new(1), Seat::new(3)]);
    assert_eq!(last.points, [0, 3, 0, 3]);
    assert!(
        last.shown[B as usize].contains(&Assassin),
        "the Assassin went back to hand"
    );
}

#[test]
fn rule_5_2_kings_hand_stops_a_herald_chained_card() {
    let mut pos = three(
        [&[Herald, Soldier], &[KingsHand], &[Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![None, Some(Queen), Some(Elder)];
    let mut g = start(3, &pos);
    act(&mut g, "play Herald");
    acts(
        &mut g,
        &["pass", "pass", "chain Soldier", "name Queen", "kingshand"],
    );
    assert_eq!(court(&g), ["Inquisitor"]);
    assert_eq!(
        hand(&g, A),
        [Herald],
        "the Herald had already returned to hand"
    );
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["purge Soldier"]);
}

#[test]
fn rule_6_3_2_eliminated_players_are_skipped_and_never_asked() {
    let mut pos = three([&[Elder], &[Queen, Fool], &[]], &[(Soldier, false)]);
    pos.successors = vec![Some(Inquisitor), Some(Judge), None];
    pos.eliminated = Some(C);
    pos.active = B;
    let mut g = start(3, &pos);
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(A), "C is never asked to react");
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(A), "C's turn is skipped");
    assert_eq!(legal(&g), ["flip", "play Elder"]);
}

#[test]
fn rule_6_5_true_king_goes_to_the_loser() {
    for loser in [A, B] {
        let mut pos = two(&[Fool], &[Fool], &[(Queen, false)]);
        pos.hands = vec![vec![], vec![]];
        pos.hands[loser as usize] = vec![Fool];
        pos.hands[1 - loser as usize] = vec![Elder];
        pos.kings_face_up = vec![false, false];
        pos.active = loser;
        pos.true_king = 1 - loser;
        let g = start(2, &pos);
        assert_eq!(spect(&g).true_king, Seat::new(loser as usize));
        assert_eq!(spect(&g).round, 2);
        assert_eq!(
            who(&g),
            Some(loser),
            "the new True King chooses the first player"
        );
    }
}

#[test]
fn rule_8_3_herald_successor_is_private() {
    let mut pos = three(
        [&[Herald, Fool], &[Elder], &[Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![Some(Soldier), Some(Queen), Some(Warden)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Herald", "pass", "pass", "successor Fool"]);
    assert_eq!(successor(&g, A), Some(Fool));
    assert!(seat_view(&g, B).seats[A as usize].successor.is_none());
    assert!(
        !seat_view(&g, B)
            .log
            .iter()
            .any(|l| l.contains("successor Fool"))
    );
    assert!(
        seat_view(&g, A)
            .log
            .iter()
            .any(|l| l.contains("successor Fool"))
    );
}

#[test]
fn rule_1_3_oathbound_follow_up_herald_chain_gets_a_window() {
    let mut pos = three(
        [&[Oathbound, Herald, Soldier], &[KingsHand], &[Judge]],
        &[(Warlord, false)],
    );
    pos.successors = vec![None, Some(Queen), Some(Elder)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Oathbound", "follow Herald"]);
    assert_eq!(who(&g), Some(A), "no window for the follow-up Herald");
    acts(&mut g, &["chain Soldier", "name Queen"]);
    assert_eq!(who(&g), Some(B), "the chained Soldier has its own window");
    assert_eq!(legal(&g), ["kingshand", "pass"]);
}

#[test]
fn rule_7_3_four_player_team_scoring() {
    let mut pos = four([&[Elder], &[], &[Elder], &[Judge]], &[(Queen, false)]);
    pos.kings_face_up = vec![true, false, true, true];
    pos.successors = vec![Some(Fool), None, Some(Soldier), None];
    pos.active = B;
    let g = start(4, &pos);
    assert_eq!(
        spect(&g).last_round.unwrap().points,
        [3, 0, 3, 0],
        "D's Judge counts"
    );
    pos.hands[3] = vec![];
    let g = start(4, &pos);
    assert_eq!(
        spect(&g).last_round.unwrap().points,
        [2, 0, 2, 0],
        "no opponent has cards"
    );
}

#[test]
fn rule_2_3_1_disgraced_cards_cannot_be_chosen() {
    let mut g = start(
        2,
        &two(&[Soldier, Fool], &[Elder], &[(Queen, true), (Judge, false)]),
    );
    acts(&mut g, &["play Soldier", "name Elder", "pass"]);
    assert_eq!(
        legal(&g),
        ["disgrace 2", "disgrace 3", "done"],
        "the Disgraced Queen is excluded"
    );
    act(&mut g, "disgrace 3");
    assert_eq!(legal(&g), ["done"], "positions ascend");
}

#[test]
fn rule_2_3_2_executioner_condemns_stay_hidden() {
    let pos = three(
        [&[Executioner, Fool], &[Judge, Queen], &[Elder]],
        &[(Judge, false), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(
        &mut g,
        &[
            "play Executioner",
            "number 5",
            "pass",
            "pass",
            "nothing",
            "condemn Judge",
            "nothing",
        ],
    );
    assert_eq!(
        seat_view(&g, B).seats[B as usize].condemned_hidden,
        Some(vec![Judge])
    );
    assert_eq!(seat_view(&g, C).seats[B as usize].condemned_hidden, None);
    assert_eq!(seat_view(&g, C).seats[B as usize].condemned_values, [5]);
    act(&mut g, "purge Judge");
    let v = seat_view(&g, C);
    assert_eq!(v.removed_values, [5]);
    assert!(
        !v.log.iter().any(|l| l.contains("purge Judge")),
        "the identity stays hidden"
    );
    assert!(seat_view(&g, B).removed_known.contains(&Judge));
}

#[test]
fn rule_3_0_2_first_true_king_is_random() {
    let holders: std::collections::BTreeSet<usize> = (0..40u64)
        .map(|seed| {
            let g = ImposterKings::new(&opts(3), &Start::seeded(seed)).unwrap();
            spect(&g).true_king.index()
        })
        .collect();
    assert_eq!(holders.len(), 3);
}

#[test]
fn rule_4_1_2_direction_of_play() {
    let mut pos = three([&[Fool, Elder], &[Elder], &[Judge]], &[(Fool, true)]);
    pos.direction = Some(interregnum_imposter_kings::Dir::Ccw);
    pos.hands[0] = vec![Soldier, Elder];
    let mut g = start(3, &pos);
    act(&mut g, "play Elder");
    assert_eq!(who(&g), Some(C), "counter-clockwise: A then C");
}

#[test]
fn rule_4_7_oathbound_from_the_antechamber_is_a_plain_6() {
    let mut pos = two(&[Fool], &[Elder], &[(Warlord, false)]);
    pos.antechambers = vec![vec![Oathbound], vec![]];
    let mut g = start(2, &pos);
    act(&mut g, "ante Oathbound");
    assert_eq!(
        court(&g),
        ["Warlord", "Oathbound"],
        "no Disgrace, no follow-up"
    );
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_5_1_1_reactions_come_from_the_hand_only() {
    let mut pos = two(&[Inquisitor, Fool], &[Elder], &[]);
    pos.antechambers = vec![vec![], vec![KingsHand]];
    let mut g = start(2, &pos);
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(
        legal(&g),
        ["ante KingsHand"],
        "no window: the only King's Hand is in an Antechamber"
    );
}

#[test]
fn rule_5_2_3_a_king_flip_only_meets_the_assassin() {
    let mut g = start(2, &two(&[Fool], &[KingsHand, Elder], &[(Soldier, false)]));
    act(&mut g, "flip");
    assert_eq!(
        legal(&g),
        ["pass"],
        "the Assassin window; a King's Hand cannot answer a flip"
    );
    act(&mut g, "pass");
    assert_eq!(court(&g), ["Soldier↓"]);
}

#[test]
fn rule_6_1_3_running_out_of_cards_is_not_a_loss() {
    let mut pos = two(&[], &[Elder], &[(Queen, false)]);
    pos.successors = vec![None, Some(Fool)];
    let g = start(2, &pos);
    assert_eq!(legal(&g), ["flip"]);
    assert!(spect(&g).last_round.is_none());
}

#[test]
fn rule_7_2_three_player_scoring() {
    let mut pos = three([&[Princess], &[], &[Fool, Assassin]], &[(Queen, false)]);
    pos.successors = vec![None, Some(Elder), None];
    pos.kings_face_up = vec![false, false, false];
    pos.active = C;
    let mut g = start(3, &pos);
    assert_eq!(who(&g), Some(A), "C is stuck and out");
    act(&mut g, "play Princess");
    let last = spect(&g).last_round.expect("B is stuck: round over");
    assert_eq!(
        last.points,
        [3, 1, 0],
        "1 + B's Successor + C's out pile, King down"
    );
    assert_eq!(last.winners, [Seat::new(0)]);
}

#[test]
fn rule_8_1_views_do_not_tell_which_copy_was_held() {
    let after = |a_card| {
        let mut pos = three([&[a_card], &[Elder, Soldier], &[Fool]], &[]);
        pos.active = B;
        let mut g = start(3, &pos);
        act(&mut g, "play Elder");
        g
    };
    let one = after(Elder);
    let other = after(Queen);
    assert_eq!(seat_view(&one, C), seat_view(&other, C));
    assert_eq!(spect(&one), spect(&other));
    assert_ne!(
        seat_view(&one, A),
        seat_view(&other, A),
        "A's own hand differs"
    );
}

/// Every action the notation can express, with seats A-D, all names and numbers 1-30.
fn every_action() -> Vec<Action> {
    use interregnum_imposter_kings::Dir;
    let cards = Card::ALL;
    let mut out = vec![
        Action::Keep,
        Action::Restart,
        Action::TakeShared,
        Action::Offer0,
        Action::Flip,
        Action::Use,
        Action::Decline,
        Action::Done,
        Action::Nothing,
        Action::KingsHand,
        Action::Assassin,
        Action::Pass,
    ];
    for s in 0..4u8 {
        out.push(Action::First(s, None));
        out.push(Action::First(s, Some(Dir::Cw)));
        out.push(Action::First(s, Some(Dir::Ccw)));
        out.push(Action::Drafter(s));
        out.push(Action::Target(s));
        out.push(Action::Force(s));
        for c in cards {
            out.push(Action::Draft(s, c));
            out.push(Action::Guess(s, c));
        }
    }
    for n in 1..=30u8 {
        out.push(Action::Court(n));
        out.push(Action::Number(n));
        out.push(Action::Disgrace(n));
    }
    for a in cards {
        out.extend([
            Action::Reveal1(a),
            Action::Share(a),
            Action::Take(a),
            Action::Successor(a),
            Action::Offer1(a),
            Action::Accept1(a),
            Action::Remove(a),
            Action::Purge(a),
            Action::Ante(a),
            Action::Play(a),
            Action::Name(a),
            Action::Antechamber(a),
            Action::Chain(a),
            Action::Accuse(a),
            Action::Give(a),
            Action::Condemn(a),
            Action::Follow(a),
            Action::Swap(a),
        ]);
        for b in cards {
            out.push(Action::Hide(a, b));
            if a <= b {
                out.push(Action::Reveal2(a, b));
                out.push(Action::Offer2(a, b));
                out.push(Action::Accept2(a, b));
            }
        }
    }
    out
}

#[test]
fn bad_input_never_panics_and_leaves_the_state_unchanged() {
    let all = every_action();
    for players in 2..=4u8 {
        let mut g =
            ImposterKings::new(&opts(players), &Start::seeded(u64::from(players) + 40)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut steps = 0;
        while let Some(next) = g.random_action(&mut rng) {
            if steps % 7 == 0 {
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                for &a in &all {
                    let mut copy = g.clone();
                    match copy.apply(a) {
                        Ok(()) => assert!(legal.contains(&a), "{a} applied but is not listed"),
                        Err(e) => {
                            assert!(!legal.contains(&a));
                            assert!(!e.reason.is_empty());
                            assert_eq!(copy, g);
                        }
                    }
                }
            }
            g.apply(next).unwrap();
            steps += 1;
        }
    }
}

#[test]
fn rule_8_1_1_cards_seen_entering_a_hand_are_known_until_they_may_have_left() {
    // Public knowledge: the Fool takes the Queen into A's hand.
    let mut pos = three(
        [&[Fool, Elder, Soldier], &[Judge, Inquisitor], &[Zealot]],
        &[(Queen, false), (Judge, true)],
    );
    pos.successors = vec![Some(Warden), Some(Herald), Some(Mystic)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Fool", "court 1", "pass", "pass"]);
    assert_eq!(spect(&g).seats[A as usize].known_in_hand, [Queen]);
    assert_eq!(seat_view(&g, B).seats[A as usize].known_in_hand, [Queen]);
    assert!(
        seat_view(&g, A).seats[A as usize].known_in_hand.is_empty(),
        "own hand is shown instead"
    );
    // Every sample of B's view puts the Queen in A's hand.
    let view = seat_view(&g, B);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let sampled = ImposterKings::determinize(&view, &mut rng).unwrap();
        assert!(hand(&sampled, A).contains(&Queen));
        assert_eq!(seat_view(&sampled, B), view);
    }
    // Playing the Queen publicly removes it from what is known.
    acts(
        &mut g,
        &["play Inquisitor", "decline", "flip", "pass", "pass"],
    );
    assert_eq!(who(&g), Some(A));
    act(&mut g, "play Queen");
    assert!(spect(&g).seats[A as usize].known_in_hand.is_empty());
}

#[test]
fn rule_8_3_princess_cards_are_known_to_the_two_players_only() {
    let pos = three(
        [&[Princess, Fool], &[Queen, Elder], &[Judge]],
        &[(Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(
        &mut g,
        &[
            "play Princess",
            "target B",
            "pass",
            "pass",
            "give Fool",
            "give Queen",
        ],
    );
    assert_eq!(seat_view(&g, A).seats[B as usize].known_in_hand, [Fool]);
    assert_eq!(seat_view(&g, B).seats[A as usize].known_in_hand, [Queen]);
    assert!(seat_view(&g, C).seats[A as usize].known_in_hand.is_empty());
    assert!(spect(&g).seats[B as usize].known_in_hand.is_empty());
    let view = seat_view(&g, A);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..20 {
        let sampled = ImposterKings::determinize(&view, &mut rng).unwrap();
        assert!(hand(&sampled, B).contains(&Fool));
    }
}

#[test]
fn rule_3_3_9_the_other_team_learns_nothing_before_both_exchanges() {
    // A deal where the other team knows some card in the proposing team's hands, so that
    // what they know could change with the exchange.
    let (base, proposer, other) = (0..300u64)
        .find_map(|seed| {
            let mut g = ImposterKings::new(&opts(4), &Start::seeded(seed)).unwrap();
            while !matches!(legal(&g).first().map(String::as_str), Some("offer")) {
                let a = legal(&g)[0].clone();
                act(&mut g, &a);
            }
            let proposer = who(&g).unwrap();
            let other = (proposer + 1) % 4;
            let v = seat_view(&g, other);
            let knows = !v.seats[proposer as usize].known_in_hand.is_empty()
                || !v.seats[((proposer + 2) % 4) as usize]
                    .known_in_hand
                    .is_empty();
            knows.then_some((g, proposer, other))
        })
        .expect("some deal leaves a card known across teams");
    let mut quiet = base.clone();
    acts(&mut quiet, &["offer", "decline"]);
    let mut busy = base.clone();
    let offer = legal(&busy)
        .into_iter()
        .find(|a| a.split(' ').count() == 3)
        .unwrap();
    act(&mut busy, &offer);
    let accept = legal(&busy)
        .into_iter()
        .find(|a| a.starts_with("accept"))
        .unwrap();
    act(&mut busy, &accept);
    assert_eq!(seat_view(&quiet, other), seat_view(&busy, other));
    assert_eq!(
        seat_view(&quiet, (other + 2) % 4),
        seat_view(&busy, (other + 2) % 4)
    );
    assert_ne!(seat_view(&quiet, proposer), seat_view(&busy, proposer));
}

#[test]
fn rule_4_8_a_stopped_ability_pays_no_cost_and_does_nothing() {
    let mut g = start(
        2,
        &two(
            &[Mystic, Fool],
            &[KingsHand],
            &[(Elder, true), (Judge, false)],
        ),
    );
    acts(&mut g, &["play Mystic", "number 3"]);
    assert_eq!(
        court(&g),
        ["Elder↓", "Judge", "Mystic"],
        "the cost is not paid before the window"
    );
    act(&mut g, "kingshand");
    assert_eq!(spect(&g).muted, None);
    assert_eq!(court(&g), ["Elder↓", "Judge"]);
    assert_eq!(spect(&g).seats[A as usize].condemned, [Mystic]);
}

#[test]
fn rule_1_3_executioner_number_is_public_and_can_be_stopped() {
    let pos = three(
        [&[Executioner, Fool], &[Judge, KingsHand], &[Soldier]],
        &[(Judge, false), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(&mut g, &["play Executioner", "number 5"]);
    assert_eq!(spect(&g).ability.as_ref().unwrap().number, Some(5));
    act(&mut g, "kingshand");
    let v = spect(&g);
    assert!(
        v.seats.iter().all(|s| s.condemned_values.is_empty()),
        "nobody Condemns"
    );
    assert_eq!(v.seats[B as usize].condemned, [KingsHand]);
    assert_eq!(legal(&g), ["purge Executioner"]);
}
