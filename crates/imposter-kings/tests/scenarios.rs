//! The test scenarios of §10 of the rules, one test each.

mod common;

use common::*;
use interregnum_core::Game;
use interregnum_imposter_kings::Position;

#[test]
fn t1_disgraced_throne_is_1() {
    let mut g = start(
        2,
        &two(
            &[Fool, Zealot],
            &[Soldier],
            &[(Queen, false), (Elder, true)],
        ),
    );
    assert_eq!(tv(&g), 1);
    assert!(is_legal(&g, "play Fool"));
    act(&mut g, "play Fool");
    assert_eq!(
        legal(&g),
        ["court 1", "decline"],
        "only the Queen can be taken"
    );
    act(&mut g, "court 1");
    pass_all(&mut g);
    assert_eq!(court(&g), ["Elder↓", "Fool"]);
    assert_eq!(tv(&g), 1);
    assert!(hand(&g, A).contains(&Queen));
}

#[test]
fn t2_royalty_present_warlord() {
    let pos = two(
        &[Warlord],
        &[Fool],
        &[(Princess, false), (Elder, false), (Sentry, false)],
    );
    let mut g = start(2, &pos);
    assert_eq!(tv(&g), 8);
    assert!(is_legal(&g, "play Warlord"));
    act(&mut g, "play Warlord");
    assert_eq!(tv(&g), 9);
    let pos = two(
        &[Warlord],
        &[Fool],
        &[(Princess, true), (Elder, false), (Sentry, false)],
    );
    let g = start(2, &pos);
    assert!(!is_legal(&g, "play Warlord"), "HV 7 < TV 8 without Royalty");
}

#[test]
fn t3_elder_needs_royalty_zealot_needs_flipped_king() {
    let pos = two(
        &[Elder, Zealot],
        &[Fool],
        &[(Princess, false), (Warlord, false)],
    );
    let g = start(2, &pos);
    assert_eq!(tv(&g), 9);
    assert_eq!(legal(&g), ["flip"]);
    let mut down = pos.clone();
    down.kings_face_up = vec![false, true];
    let g = start(2, &down);
    assert_eq!(legal(&g), ["play Zealot"]);
    for up in [true, false] {
        let mut p = two(
            &[Elder, Zealot],
            &[Fool],
            &[(Warlord, true), (Queen, false)],
        );
        p.kings_face_up = vec![up, true];
        let g = start(2, &p);
        assert!(is_legal(&g, "play Elder"));
        assert!(!is_legal(&g, "play Zealot"));
    }
}

#[test]
fn t4_oathbound_override_with_immune_follow_up() {
    let mut pos = two(
        &[Oathbound, Fool],
        &[KingsHand],
        &[(Inquisitor, false), (Soldier, false)],
    );
    pos.soldier_bonus = vec![2];
    let mut g = start(2, &pos);
    assert_eq!(tv(&g), 7);
    act(&mut g, "play Oathbound");
    assert_eq!(court(&g), ["Inquisitor", "Soldier↓", "Oathbound"]);
    assert_eq!(legal(&g), ["follow Fool"]);
    act(&mut g, "follow Fool");
    assert_eq!(who(&g), Some(A), "no King's Hand window for the follow-up");
    assert_eq!(legal(&g), ["court 1", "court 3", "decline"]);
    act(&mut g, "court 3");
    assert_eq!(court(&g), ["Inquisitor", "Soldier↓", "Fool"]);
    assert_eq!(tv(&g), 1);
    assert_eq!(hand(&g, A), [Oathbound]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(
        spect(&g).seats[B as usize].hand_size,
        1,
        "B kept the King's Hand"
    );
}

#[test]
fn t5_oathbound_needs_a_second_card() {
    let pos = two(&[Oathbound], &[Fool], &[(Soldier, false), (Sentry, false)]);
    let g = start(2, &pos);
    assert_eq!(legal(&g), ["flip"]);
    let mut down = pos.clone();
    down.kings_face_up = vec![false, true];
    let g = start(2, &down);
    let round = g
        .view(interregnum_core::Observer::Spectator)
        .last_round
        .unwrap();
    assert_eq!(
        round.winners,
        [interregnum_core::Seat::new(1)],
        "A is stuck and loses"
    );
}

#[test]
fn t6_kings_hand_against_inquisitor() {
    let pos = two(
        &[Inquisitor, Soldier],
        &[Queen, KingsHand],
        &[(Elder, false)],
    );
    let mut g = start(2, &pos);
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "kingshand");
    let v = spect(&g);
    assert_eq!(v.seats[A as usize].condemned, [Inquisitor]);
    assert_eq!(v.seats[B as usize].condemned, [KingsHand]);
    assert_eq!(hand(&g, B), [Queen]);
    assert!(v.seats[B as usize].antechamber.is_empty());
    assert!(
        !v.log
            .iter()
            .any(|l| l.contains("Inquisitor") && l.contains("moved"))
    );
    assert_eq!(tv(&g), 3);
    assert_eq!(legal(&g), ["purge Inquisitor"], "A's fresh turn removes it");
    act(&mut g, "purge Inquisitor");
    assert_eq!(legal(&g), ["purge KingsHand"]);
    act(&mut g, "purge KingsHand");
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["flip", "play Soldier"]);
}

#[test]
fn t7_kings_hand_on_the_first_card_of_the_round() {
    let pos = two(&[Princess, Fool, Elder], &[Queen, KingsHand], &[]);
    let mut g = start(2, &pos);
    acts(
        &mut g,
        &[
            "play Princess",
            "target B",
            "kingshand",
            "purge Princess",
            "purge KingsHand",
        ],
    );
    assert_eq!(tv(&g), 0);
    assert!(court(&g).is_empty());
    assert_eq!(legal(&g), ["play Elder", "play Fool"]);
}

#[test]
fn t8_assassin_in_2p() {
    let pos = two(
        &[Fool],
        &[Assassin, Queen],
        &[(Elder, false), (Sentry, false)],
    );
    let mut g = start_to(2, 1, &pos);
    act(&mut g, "flip");
    assert_eq!(legal(&g), ["assassin", "pass"]);
    act(&mut g, "assassin");
    assert_eq!(legal(&g), ["pass"], "A has no King's Hand");
    act(&mut g, "pass");
    let v = spect(&g);
    assert!(
        g.outcome().is_some(),
        "the round (and this 1-point match) is over"
    );
    assert!(!v.seats[A as usize].king_face_up);
    assert_eq!(court(&g), ["Elder", "Sentry"], "the Sentry stays face up");
    assert!(v.seats[A as usize].has_successor);
    assert_eq!(v.last_round.unwrap().points, [0, 3]);
}

#[test]
fn t9_kings_hand_answers_assassin() {
    let pos = two(
        &[KingsHand, Fool],
        &[Assassin, Queen],
        &[(Elder, false), (Sentry, false)],
    );
    let mut g = start(2, &pos);
    let succ = successor(&g, A).expect("A has a Successor");
    acts(&mut g, &["flip", "assassin", "kingshand"]);
    let v = spect(&g);
    assert_eq!(v.seats[B as usize].condemned, [Assassin]);
    assert_eq!(v.seats[A as usize].condemned, [KingsHand]);
    assert_eq!(court(&g), ["Elder", "Sentry↓"]);
    assert!(hand(&g, A).contains(&succ), "A took the Successor");
    assert!(!v.seats[A as usize].has_successor);
    assert_eq!(legal(&g), ["purge Assassin"]);
    act(&mut g, "purge Assassin");
    assert_eq!(legal(&g), ["purge KingsHand"]);
    act(&mut g, "purge KingsHand");
    assert_eq!(who(&g), Some(B));
    assert_eq!(tv(&g), 1);
    assert!(is_legal(&g, "play Queen"));
}

#[test]
fn t10_soldier_hit_and_self_disgrace() {
    let pos = two(&[Soldier, Fool], &[Elder], &[(Judge, false)]);
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Elder"]);
    pass_all(&mut g);
    assert!(spect(&g).log.iter().any(|l| l == "Soldier: yes"));
    assert_eq!(tv(&g), 7);
    acts(&mut g, &["disgrace 1", "disgrace 2", "done"]);
    assert_eq!(court(&g), ["Judge↓", "Soldier↓"]);
    assert_eq!(tv(&g), 1);
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Fool"]);
    pass_all(&mut g);
    assert!(spect(&g).log.iter().any(|l| l == "Soldier: no"));
    assert_eq!(tv(&g), 5);
    assert_eq!(who(&g), Some(B));
}

#[test]
fn t11_soldier_bonus_comes_back_after_a_kings_hand() {
    let mut pos = two(
        &[KingsHand],
        &[Princess, Fool],
        &[(Judge, false), (Soldier, false)],
    );
    pos.soldier_bonus = vec![2];
    pos.active = B;
    let mut g = start(2, &pos);
    assert_eq!(tv(&g), 7);
    acts(&mut g, &["play Princess", "target A", "kingshand"]);
    assert_eq!(spect(&g).seats[B as usize].condemned, [Princess]);
    act(&mut g, "purge Princess");
    assert!(spect(&g).removed_public.contains(&Princess));
    assert_eq!(court(&g), ["Judge", "Soldier"]);
    assert_eq!(tv(&g), 7);
}

#[test]
fn t12_mystic_mute() {
    let pos = two(
        &[Mystic, Elder, Inquisitor],
        &[Sentry, KingsHand],
        &[(Elder, true), (Judge, false)],
    );
    let mut g = start(2, &pos);
    acts(&mut g, &["play Mystic", "number 8", "pass"]);
    assert_eq!(court(&g), ["Elder↓", "Judge", "Mystic↓"]);
    assert_eq!(tv(&g), 1);
    assert!(is_legal(&g, "play Sentry"));
    act(&mut g, "play Sentry");
    assert_eq!(who(&g), Some(A), "no Sentry ability is offered");
    assert_eq!(tv(&g), 3);
    assert!(is_legal(&g, "play Elder"));
    acts(&mut g, &["play Inquisitor", "name Fool"]);
    assert_eq!(legal(&g), ["kingshand", "pass"], "hands are not muted");
    // Variant: no Disgraced card, so the Mystic has no use and no window opens.
    let pos = two(&[Mystic], &[Sentry, KingsHand], &[(Judge, false)]);
    let mut g = start(2, &pos);
    act(&mut g, "play Mystic");
    assert_eq!(who(&g), Some(B));
    assert_eq!(spect(&g).muted, None);
}

#[test]
fn t13_a_muted_permission_still_works_from_the_hand() {
    let mut pos = two(&[Oathbound, Fool], &[Queen, KingsHand], &[(Sentry, false)]);
    pos.muted = 6;
    let mut g = start(2, &pos);
    assert_eq!(tv(&g), 8);
    assert!(is_legal(&g, "play Oathbound"), "hands are not muted");
    act(&mut g, "play Oathbound");
    assert_eq!(court(&g), ["Sentry", "Oathbound"], "the 8 is not Disgraced");
    assert_eq!(tv(&g), 3, "it lands muted");
    assert_eq!(who(&g), Some(B), "no follow-up card; the turn passes");
    assert_eq!(hand(&g, A), [Fool]);
    // Variant: 3 muted, a face-up Queen on the Throne, A holds an Elder. It lands as a
    // muted 3 with no ability, so no King's Hand window opens (B holds one).
    let mut pos = two(&[Elder, Fool], &[Judge, KingsHand], &[(Queen, false)]);
    pos.muted = 3;
    let mut g = start(2, &pos);
    assert!(is_legal(&g, "play Elder"));
    act(&mut g, "play Elder");
    assert_eq!(court(&g), ["Queen", "Elder"]);
    assert_eq!(tv(&g), 3);
    assert_eq!(who(&g), Some(B));
    assert!(
        !legal(&g).contains(&"pass".to_owned()),
        "B's turn, no window"
    );
}

#[test]
fn t14_executioner_in_3p() {
    let pos = three(
        [&[Executioner, Judge], &[Soldier, Judge], &[Fool, Elder]],
        &[(Warden, false), (Princess, true), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    act(&mut g, "play Executioner");
    let numbers: Vec<String> = (1..=7).map(|n| format!("number {n}")).collect();
    let mut expected = numbers.clone();
    expected.push("decline".into());
    let mut got = legal(&g);
    got.sort();
    expected.sort();
    assert_eq!(got, expected, "M = 7 from the Warden");
    act(&mut g, "number 5");
    pass_all(&mut g);
    assert_eq!(legal(&g), ["condemn Judge"]);
    act(&mut g, "condemn Judge");
    assert_eq!(legal(&g), ["condemn Judge", "condemn Soldier"]);
    act(&mut g, "condemn Soldier");
    assert_eq!(legal(&g), ["nothing"]);
    act(&mut g, "nothing");
    let v = spect(&g);
    assert_eq!(v.seats[A as usize].condemned_values, [5]);
    assert_eq!(v.seats[B as usize].condemned_values, [5]);
    assert!(v.seats[C as usize].condemned_values.is_empty());
    assert_eq!(legal(&g), ["purge Soldier"], "B's next turn is a removal");
    act(&mut g, "purge Soldier");
    assert_eq!(who(&g), Some(C));
    act(&mut g, "flip");
    pass_all(&mut g);
    assert_eq!(legal(&g), ["purge Judge"], "A's next turn is a removal");
}

#[test]
fn t15_inquisitor_takes_one_copy_and_antechamber_ignores_values() {
    let pos = two(&[Inquisitor, Fool], &[Elder, Elder, Queen], &[]);
    let mut g = start(2, &pos);
    acts(&mut g, &["play Inquisitor", "name Elder"]);
    pass_all(&mut g);
    assert_eq!(spect(&g).seats[B as usize].antechamber, [Elder]);
    assert_eq!(hand(&g, B), [Elder, Queen]);
    assert_eq!(tv(&g), 4);
    assert_eq!(legal(&g), ["ante Elder"]);
    act(&mut g, "ante Elder");
    assert_eq!(court(&g), ["Inquisitor", "Elder"]);
    assert_eq!(who(&g), Some(A), "the Elder has no ability");
    assert_eq!(hand(&g, B), [Elder, Queen]);
}

#[test]
fn t16_condemned_beats_antechamber() {
    let mut pos = three(
        [&[Executioner, Fool], &[Zealot, Soldier], &[Queen, Judge]],
        &[(Inquisitor, false)],
    );
    pos.antechambers = vec![vec![], vec![Elder], vec![]];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Executioner", "number 3"]);
    pass_all(&mut g);
    acts(&mut g, &["nothing", "condemn Zealot", "nothing"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["purge Zealot"]);
    act(&mut g, "purge Zealot");
    act(&mut g, "play Queen");
    pass_all(&mut g);
    act(&mut g, "flip");
    pass_all(&mut g);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["ante Elder"]);
}

#[test]
fn t17_judge_then_antechamber() {
    let pos = two(
        &[Judge, Queen, Elder],
        &[Fool, Soldier, Elder],
        &[(Soldier, false)],
    );
    let mut g = start(2, &pos);
    acts(&mut g, &["play Judge", "guess B Fool"]);
    pass_all(&mut g);
    assert!(spect(&g).log.iter().any(|l| l == "Judge: correct"));
    assert_eq!(
        legal(&g),
        ["antechamber Elder", "antechamber Queen", "nothing"]
    );
    act(&mut g, "antechamber Queen");
    assert_eq!(spect(&g).seats[A as usize].antechamber, [Queen]);
    act(&mut g, "flip");
    pass_all(&mut g);
    assert_eq!(legal(&g), ["ante Queen"]);
    act(&mut g, "ante Queen");
    assert_eq!(who(&g), Some(B), "a King's Hand window opens first");
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(court(&g), ["Soldier↓", "Judge↓", "Queen"]);
}

#[test]
fn t18_herald_chain() {
    let mut pos = three(
        [&[Herald, Soldier, Fool], &[Queen], &[Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![Some(Elder), Some(Warlord), Some(Spy)];
    let mut g = start(3, &pos);
    act(&mut g, "play Herald");
    pass_all(&mut g);
    assert_eq!(hand(&g, A), [Fool, Elder, Soldier]);
    act(&mut g, "successor Fool");
    assert_eq!(successor(&g, A), Some(Fool));
    assert_eq!(legal(&g), ["chain Soldier", "nothing"]);
    act(&mut g, "chain Soldier");
    assert_eq!(court(&g), ["Inquisitor", "Soldier"]);
    assert_eq!(hand(&g, A), [Elder, Herald]);
    act(&mut g, "name Queen");
    assert_eq!(who(&g), Some(B), "the chained Soldier has its own window");
    pass_all(&mut g);
    assert!(spect(&g).log.iter().any(|l| l == "Soldier: yes"));
    // Variant: from the Antechamber the Herald does nothing.
    let mut pos = three([&[Fool], &[Queen], &[Judge]], &[(Inquisitor, false)]);
    pos.antechambers = vec![vec![Herald], vec![], vec![]];
    let mut g = start(3, &pos);
    act(&mut g, "ante Herald");
    assert_eq!(who(&g), Some(B));
    assert_eq!(court(&g), ["Inquisitor", "Herald"]);
}

#[test]
fn t19_sentry_exchange_keeps_the_position() {
    let pos = two(
        &[Sentry, Soldier],
        &[Fool],
        &[(Queen, false), (Elder, false), (Inquisitor, false)],
    );
    let mut g = start(2, &pos);
    act(&mut g, "play Sentry");
    assert_eq!(legal(&g), ["court 2", "court 3", "decline"]);
    act(&mut g, "court 2");
    pass_all(&mut g);
    act(&mut g, "give Soldier");
    assert_eq!(court(&g), ["Queen", "Soldier", "Inquisitor", "Sentry↓"]);
    assert_eq!(hand(&g, A), [Elder]);
    assert_eq!(tv(&g), 1);
    assert_eq!(who(&g), Some(B), "the Soldier was not played: no naming");
}

#[test]
fn t20_scoring_elimination_and_match_end() {
    // (a) 3p.
    let mut pos = three([&[Princess], &[], &[Fool, Assassin]], &[(Queen, false)]);
    pos.successors = vec![Some(Mystic), None, None];
    pos.kings_face_up = vec![true, false, false];
    pos.active = C;
    let mut g = start(3, &pos);
    assert!(spect(&g).seats[C as usize].eliminated);
    assert_eq!(spect(&g).seats[C as usize].out_pile_size, 2);
    assert_eq!(who(&g), Some(A), "play continues after C");
    act(&mut g, "play Princess");
    let v = spect(&g);
    assert_eq!(v.last_round.unwrap().points, [3, 1, 0]);
    assert_eq!(v.scores, [3, 1, 0]);
    assert_eq!(v.true_king, interregnum_core::Seat::new(2));
    // (b) 4p: seat 1 stuck holding one card; team 0 has one King face up.
    let pos = Position {
        hands: vec![vec![Elder], vec![Fool], vec![Elder], vec![Judge]],
        court: vec![(Queen, false)],
        kings_face_up: vec![true, false, false, true],
        active: B,
        accused: Some(Sentry),
        ..Position::default()
    };
    let g = start(4, &pos);
    assert_eq!(spect(&g).scores, [3, 0, 3, 0]);
    // (c) 2p: a paid restart ends the match at once.
    let pos = Position {
        hands: vec![vec![], vec![]],
        scores: vec![5, 6],
        true_king: B,
        at_setup: true,
        ..Position::default()
    };
    let mut g = start(2, &pos);
    acts(&mut g, &["first A", "restart"]);
    assert_eq!(spect(&g).scores, [5, 6], "the first restart is free");
    acts(&mut g, &["first A", "restart"]);
    let out = g.outcome().expect("match over");
    assert_eq!(out.scores, [7, 6]);
    assert_eq!(out.winners, [interregnum_core::Seat::new(0)]);
    // Without the second restart, A wins a later round scoring 2: 7:6.
    let mut pos = two(&[Fool], &[], &[(Queen, false)]);
    pos.successors = vec![Some(Elder), None];
    pos.kings_face_up = vec![true, false];
    pos.scores = vec![5, 6];
    pos.active = B;
    let g = start(2, &pos);
    let out = g.outcome().expect("match over");
    assert_eq!(out.scores, [7, 6]);
    assert_eq!(out.winners, [interregnum_core::Seat::new(0)]);
}

#[test]
fn t21_hidden_hand_prompts() {
    // (a) The Judge's follow-up is offered even when nothing qualifies.
    let with = |card| {
        let pos = two(&[Judge, card], &[Elder], &[(Soldier, false)]);
        let mut g = start(2, &pos);
        acts(&mut g, &["play Judge", "guess B Elder"]);
        pass_all(&mut g);
        g
    };
    let fool = with(Fool);
    assert_eq!(legal(&fool), ["nothing"]);
    let queen = with(Queen);
    assert_eq!(
        seat_view(&fool, B),
        seat_view(&queen, B),
        "B cannot tell the hands apart"
    );
    // (b) Executioner commitments are announced together.
    let pos = three(
        [&[Executioner, Fool], &[Judge, Queen], &[Soldier, Soldier]],
        &[(Judge, false), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(&mut g, &["play Executioner", "number 5"]);
    pass_all(&mut g);
    assert_eq!(who(&g), Some(A));
    act(&mut g, "nothing");
    assert_eq!(legal(&g), ["condemn Judge"], "B confirms its single card");
    act(&mut g, "condemn Judge");
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.condemned_values.is_empty())
    );
    assert_eq!(
        spect(&g).seats[B as usize].hand_size,
        2,
        "nothing moves before all commit"
    );
    act(&mut g, "condemn Soldier");
    let v = spect(&g);
    assert_eq!(v.seats[B as usize].condemned_values, [5]);
    assert_eq!(v.seats[C as usize].condemned_values, [5]);
    assert!(v.log.iter().any(|l| l == "Condemned a 5: B, C"));
    // (c) The second player to lose is assassinated: the round just ends.
    let mut pos = three([&[Assassin], &[Fool, Elder], &[]], &[(Queen, false)]);
    pos.successors = vec![Some(Mystic), Some(Warlord), None];
    pos.eliminated = Some(C);
    pos.active = B;
    let mut g = start(3, &pos);
    acts(&mut g, &["flip", "assassin", "pass"]);
    let v = spect(&g);
    let last = v.last_round.expect("round over");
    assert_eq!(last.points, [3, 1, 0]);
    assert_eq!(
        last.shown[B as usize].len(),
        3,
        "B's hand and Successor count"
    );
}
