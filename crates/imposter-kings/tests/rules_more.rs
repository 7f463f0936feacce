//! More rule tests: one focused test per numbered rule of the specification that
//! `rules.rs` and `scenarios.rs` do not name.

mod common;

use common::*;
use interregnum_core::{Game, Seat, Start};
use interregnum_imposter_kings::{Card, ImposterKings, Position};

fn three(hands: [&[Card]; 3], court: &[(Card, bool)]) -> Position {
    Position {
        hands: hands.iter().map(|h| h.to_vec()).collect(),
        court: court.to_vec(),
        ..Position::default()
    }
}

fn four(hands: [&[Card]; 4], court: &[(Card, bool)]) -> Position {
    Position {
        hands: hands.iter().map(|h| h.to_vec()).collect(),
        court: court.to_vec(),
        ..Position::default()
    }
}

fn logged(g: &ImposterKings, line: &str) -> bool {
    spect(g).log.iter().any(|l| l == line)
}

#[test]
fn rule_4_1_1_two_players_alternate() {
    let mut g = start(2, &two(&[Fool, Soldier], &[Elder, Queen], &[]));
    act(&mut g, "play Fool");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "play Elder");
    assert_eq!(who(&g), Some(A));
    // The Soldier names a card and B is asked in the window; then it is B's turn.
    acts(&mut g, &["play Soldier", "name Judge"]);
    pass_all(&mut g);
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_1_3_a_window_does_not_change_the_active_player() {
    // 3p, clockwise: A plays a Queen, B and C are asked in the window; the next turn is
    // B's (after A), not A's (after C, the last one asked).
    let mut g = start(3, &three([&[Queen, Fool], &[Soldier], &[Judge]], &[]));
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(C));
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["flip"], "B's turn: Soldier 5 < Queen 9");
    // A King's Hand from C stops A's card: A, still the active player, acts again.
    let mut g = start(3, &three([&[Queen, Fool], &[Elder], &[KingsHand]], &[]));
    acts(&mut g, &["play Queen", "pass", "kingshand"]);
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["purge Queen"]);
}

#[test]
fn rule_4_2_1_condemned_cards_come_first() {
    let mut pos = two(&[Queen, Fool], &[Elder], &[(Soldier, false)]);
    pos.antechambers = vec![vec![Zealot], vec![]];
    let mut g = start(2, &pos);
    // Put a card in A's Condemned pile through a King's Hand: B stops A's Queen.
    let mut pos2 = two(&[Queen, Fool], &[KingsHand, Elder], &[(Soldier, false)]);
    pos2.antechambers = vec![vec![], vec![]];
    let mut g2 = start(2, &pos2);
    acts(&mut g2, &["play Queen", "kingshand"]);
    assert_eq!(legal(&g2), ["purge Queen"], "no hand play, no flip");
    act(&mut g2, "purge Queen");
    assert_eq!(who(&g2), Some(B), "the removal is the whole turn");
    assert_eq!(legal(&g2), ["purge KingsHand"]);
    // Without Condemned cards, the Antechamber comes next.
    assert_eq!(legal(&g), ["ante Zealot"]);
    act(&mut g, "ante Zealot");
    assert_eq!(court(&g), ["Soldier", "Zealot"]);
}

#[test]
fn rule_4_2_3_a_flip_is_allowed_even_with_a_legal_play() {
    let g = start(2, &two(&[Queen, Fool], &[Elder], &[(Soldier, false)]));
    assert_eq!(legal(&g), ["flip", "play Queen"]);
    let mut g = g;
    act(&mut g, "flip");
    pass_all(&mut g);
    assert!(!spect(&g).seats[A as usize].king_face_up);
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_2_4_no_legal_action_loses_the_round() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    let g = start(2, &pos);
    let last = spect(&g).last_round.expect("A is stuck at once");
    assert_eq!(last.winners, [Seat::new(1)]);
    assert!(logged(&g, "A has no legal action and loses the round"));
    // With the King face up, the flip is a legal action and nobody loses.
    pos.kings_face_up = vec![true, true];
    let g = start(2, &pos);
    assert!(spect(&g).last_round.is_none());
    assert_eq!(legal(&g), ["flip"]);
}

#[test]
fn rule_4_3_1_executioner_reads_base_values() {
    // The Soldier's hit bonus makes the Throne 7, but the Executioner reads base values.
    let mut pos = three([&[Fool], &[Elder], &[Judge]], &[(Soldier, false)]);
    pos.soldier_bonus = vec![1];
    pos.antechambers = vec![vec![Executioner], vec![], vec![]];
    let mut g = start(3, &pos);
    assert_eq!(tv(&g), 7);
    act(&mut g, "ante Executioner");
    assert!(is_legal(&g, "number 5"));
    assert!(!is_legal(&g, "number 6"), "the bonus is not a base value");
    assert!(!is_legal(&g, "number 7"));
    // A muted Warden still counts at its base value 7.
    let mut pos = three([&[Fool], &[Elder], &[Judge]], &[(Warden, false)]);
    pos.muted = 7;
    pos.antechambers = vec![vec![Executioner], vec![], vec![]];
    let mut g = start(3, &pos);
    assert_eq!(tv(&g), 3);
    act(&mut g, "ante Executioner");
    assert!(is_legal(&g, "number 7"));
    assert!(!is_legal(&g, "number 8"));
}

#[test]
fn rule_4_3_2_hand_value_is_the_base_value_except_the_warlord() {
    // Throne 8: a Warlord in hand is 8 while Royalty is present, whatever is muted.
    let mut pos = two(
        &[Warlord, Mystic],
        &[Elder],
        &[(Queen, false), (Sentry, false)],
    );
    pos.muted = 7;
    let g = start(2, &pos);
    assert_eq!(tv(&g), 8);
    assert!(is_legal(&g, "play Warlord"), "HV 8 with Royalty present");
    assert!(!is_legal(&g, "play Mystic"), "a Mystic in hand is a 7");
    // Without face-up Royalty the Warlord is a 7 in hand.
    let mut pos = two(
        &[Warlord, Mystic],
        &[Elder],
        &[(Queen, true), (Sentry, false)],
    );
    pos.muted = 7;
    let g = start(2, &pos);
    assert!(!is_legal(&g, "play Warlord"));
}

#[test]
fn rule_4_3_4_cards_below_the_throne_have_no_current_value() {
    // A Soldier with a hit under a Disgraced card: the Throne is 1, not 7.
    let mut pos = two(&[Fool, Elder], &[Judge], &[(Soldier, false), (Elder, true)]);
    pos.soldier_bonus = vec![1];
    let g = start(2, &pos);
    assert_eq!(tv(&g), 1);
    assert!(is_legal(&g, "play Fool"));
    // A Warlord below the Throne is not worth 9 for anything: the Throne is the Inquisitor.
    let g = start(
        2,
        &two(
            &[Fool, Soldier],
            &[Judge],
            &[(Queen, false), (Warlord, false), (Inquisitor, false)],
        ),
    );
    assert_eq!(tv(&g), 4);
    assert!(is_legal(&g, "play Soldier") && !is_legal(&g, "play Fool"));
}

#[test]
fn rule_4_5_a_card_from_hand_becomes_the_throne_and_the_turn_ends() {
    let mut g = start(2, &two(&[Elder, Fool], &[Judge], &[(Zealot, false)]));
    act(&mut g, "play Elder");
    assert_eq!(court(&g), ["Zealot", "Elder"]);
    assert_eq!(tv(&g), 3);
    assert_eq!(hand(&g, A), [Fool]);
    assert_eq!(who(&g), Some(B), "the Elder has no ability: the turn ends");
    // A card with an ability resolves it before the turn ends.
    let mut g = start(2, &two(&[Queen, Fool], &[Judge], &[(Zealot, false)]));
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["pass"], "the Queen's window first");
    act(&mut g, "pass");
    assert_eq!(court(&g), ["Zealot↓", "Queen"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["flip"]);
}

#[test]
fn rule_5_1_3_eliminated_players_are_never_asked() {
    // 3p, C eliminated: A's flip asks only B for an Assassin.
    let mut pos = three([&[Fool], &[Elder], &[]], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor), None];
    pos.eliminated = Some(C);
    let mut g = start(3, &pos);
    act(&mut g, "flip");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "pass");
    assert_eq!(
        court(&g),
        ["Soldier↓"],
        "the flip resolved: C was not asked"
    );
    assert_eq!(who(&g), Some(B), "and C's turn is skipped");
}

#[test]
fn rule_5_1_4_a_prompt_does_not_show_who_holds_the_card() {
    let after = |b_card: Card| {
        let mut g = start(2, &two(&[Queen, Fool], &[b_card, Elder], &[]));
        act(&mut g, "play Queen");
        g
    };
    let with = after(KingsHand);
    let without = after(Soldier);
    assert_eq!(who(&with), Some(B));
    assert_eq!(who(&without), Some(B), "asked without the card too");
    assert_eq!(legal(&with), ["kingshand", "pass"]);
    assert_eq!(legal(&without), ["pass"]);
    assert_eq!(spect(&with), spect(&without));
    assert_eq!(seat_view(&with, A), seat_view(&without, A));
}

#[test]
fn rule_5_2_1_the_window_opens_after_the_targets_before_the_effect() {
    let mut g = start(
        2,
        &two(&[Inquisitor, Fool], &[KingsHand, Queen], &[(Elder, false)]),
    );
    act(&mut g, "play Inquisitor");
    assert_eq!(who(&g), Some(A), "A names the card first");
    act(&mut g, "name Queen");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    let ability = spect(&g).ability.expect("an ability is in progress");
    assert_eq!(ability.card, Inquisitor);
    assert_eq!(ability.name, Some(Queen), "the named card is public");
    assert!(
        spect(&g).seats[B as usize].antechamber.is_empty(),
        "no effect yet"
    );
    act(&mut g, "pass");
    assert_eq!(spect(&g).seats[B as usize].antechamber, [Queen]);
}

#[test]
fn rule_5_2_2_every_on_play_ability_can_be_stopped() {
    // 2p abilities, mandatory and optional; the Court's Throne is Disgraced (TV 1) with a
    // face-up Soldier below it.
    let cases: [(Card, &[&str]); 8] = [
        (Queen, &["play Queen"]),
        (Soldier, &["play Soldier", "name Elder"]),
        (Judge, &["play Judge", "guess B Elder"]),
        (Fool, &["play Fool", "court 1"]),
        (Inquisitor, &["play Inquisitor", "name Elder"]),
        (Mystic, &["play Mystic", "number 3"]),
        (Sentry, &["play Sentry", "court 1"]),
        (Princess, &["play Princess", "target B"]),
    ];
    for (card, steps) in cases {
        let mut g = start(
            2,
            &two(
                &[card, Zealot],
                &[KingsHand, Elder],
                &[(Soldier, false), (Elder, true)],
            ),
        );
        acts(&mut g, steps);
        assert_eq!(who(&g), Some(B), "{card}");
        assert_eq!(legal(&g), ["kingshand", "pass"], "{card}");
        act(&mut g, "kingshand");
        assert_eq!(court(&g), ["Soldier", "Elder↓"], "{card} left the Court");
        assert_eq!(spect(&g).seats[A as usize].condemned, [card]);
        assert!(
            logged(&g, &format!("King's Hand stops the {card}")),
            "{card}"
        );
    }
    // 3p and 4p cards: Herald, Warden, Spy (the Executioner is in rules.rs).
    let court4 = [
        (Judge, false),
        (Elder, false),
        (Inquisitor, false),
        (Fool, false),
    ];
    let cases: [(Card, &[&str]); 3] = [
        (Herald, &["play Herald"]),
        (Warden, &["play Warden", "use"]),
        (Spy, &["play Spy", "use"]),
    ];
    for (card, steps) in cases {
        let mut pos = three([&[card, Soldier], &[KingsHand, Elder], &[Judge]], &court4);
        pos.successors = vec![Some(Queen), Some(Zealot), Some(Mystic)];
        let mut g = start(3, &pos);
        acts(&mut g, steps);
        assert_eq!(who(&g), Some(B), "{card}");
        act(&mut g, "kingshand");
        assert_eq!(court(&g), ["Judge", "Elder", "Inquisitor", "Fool"]);
        assert_eq!(spect(&g).seats[A as usize].condemned, [card]);
        assert_eq!(successor(&g, A), Some(Queen), "{card} did nothing");
        assert_eq!(hand(&g, A), [Soldier]);
    }
}

#[test]
fn rule_5_2_4_everyone_but_the_actor_is_eligible_teammates_included() {
    // 2p: the actor's own King's Hand is never offered.
    let mut g = start(2, &two(&[Queen, KingsHand], &[Elder], &[]));
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(B), "A was not asked; B's turn");
    assert_eq!(hand(&g, A), [KingsHand]);
    // 4p: the actor's teammate C may stop the actor's card.
    let mut g = start(
        4,
        &four([&[Queen, Fool], &[Elder], &[KingsHand], &[Judge]], &[]),
    );
    act(&mut g, "play Queen");
    assert_eq!(who(&g), Some(B));
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(C));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "kingshand");
    assert_eq!(spect(&g).seats[C as usize].condemned, [KingsHand]);
    assert_eq!(spect(&g).seats[A as usize].condemned, [Queen]);
}

#[test]
fn rule_5_2_5_cards_of_a_stop_are_condemned_publicly() {
    let mut pos = two(
        &[Soldier, Fool],
        &[KingsHand, Elder],
        &[(Inquisitor, false)],
    );
    pos.kings_face_up = vec![true, true];
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Elder", "kingshand"]);
    let v = spect(&g);
    assert_eq!(v.seats[B as usize].condemned, [KingsHand], "step 1, public");
    assert_eq!(
        v.seats[A as usize].condemned,
        [Soldier],
        "step 2, by its owner"
    );
    assert!(!v.log.iter().any(|l| l.starts_with("Soldier: ")), "step 3");
    assert_eq!(court(&g), ["Inquisitor"], "step 4: the old Throne again");
    assert_eq!(tv(&g), 4);
    assert_eq!(hand(&g, B), [Elder]);
    // On the first card of the round, the Court is left empty.
    let mut g = start(2, &two(&[Queen, Fool], &[KingsHand, Elder], &[]));
    acts(&mut g, &["play Queen", "kingshand"]);
    assert!(court(&g).is_empty());
    assert_eq!(tv(&g), 0);
}

#[test]
fn rule_5_2_7_a_kings_hand_is_never_stopped() {
    // 4p with both King's Hands in play: after B stops A's Queen, nobody may stop B's
    // King's Hand (C holds the other one).
    let mut g = start(
        4,
        &four(
            [&[Queen, Fool], &[KingsHand], &[KingsHand, Elder], &[Judge]],
            &[],
        ),
    );
    acts(&mut g, &["play Queen", "kingshand"]);
    assert_eq!(who(&g), Some(A), "no window for the King's Hand");
    assert_eq!(legal(&g), ["purge Queen"]);
    assert_eq!(hand(&g, C), [Elder, KingsHand]);
}

#[test]
fn rule_5_3_1_the_assassin_window_comes_before_the_flip() {
    let mut pos = two(&[Fool], &[Assassin, Elder], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor)];
    let mut g = start(2, &pos);
    act(&mut g, "flip");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["assassin", "pass"]);
    let v = spect(&g);
    assert!(v.seats[A as usize].king_face_up, "nothing of the flip yet");
    assert!(v.seats[A as usize].has_successor);
    assert_eq!(court(&g), ["Soldier"]);
    assert_eq!(hand(&g, A), [Fool]);
}

#[test]
fn rule_5_3_3_a_revealed_assassin_opens_a_kings_hand_window() {
    let mut pos = two(&[Fool, KingsHand], &[Assassin, Elder], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "assassin"]);
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    assert!(spect(&g).last_round.is_none(), "nothing resolved yet");
}

#[test]
fn rule_5_3_6_without_an_assassin_the_flip_resolves() {
    let mut pos = two(&[Fool], &[Assassin, Elder], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "pass"]);
    assert!(!spect(&g).seats[A as usize].king_face_up);
    assert_eq!(court(&g), ["Soldier↓"]);
    assert_eq!(hand(&g, A), [Fool, Judge]);
    assert!(!spect(&g).seats[A as usize].has_successor);
    assert_eq!(who(&g), Some(B));
    assert_eq!(hand(&g, B), [Assassin, Elder]);
}

#[test]
fn rule_5_4_1_kings_hand_against_assassin_asks_all_but_its_holder() {
    // 3p, clockwise: A flips, B passes, C reveals; the King's Hand window asks A then B.
    let mut pos = three(
        [&[Fool, Elder], &[KingsHand, Soldier], &[Assassin, Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![Some(Zealot), Some(Mystic), Some(Warden)];
    let mut g = start(3, &pos);
    acts(&mut g, &["flip", "pass", "assassin"]);
    assert_eq!(who(&g), Some(A), "the flipper first: after C comes A");
    assert_eq!(legal(&g), ["pass"]);
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "kingshand");
    assert_eq!(spect(&g).seats[C as usize].condemned, [Assassin]);
    assert_eq!(spect(&g).seats[B as usize].condemned, [KingsHand]);
    assert!(!spect(&g).seats[A as usize].eliminated);
}

#[test]
fn rule_5_4_2_a_stopped_assassin_lets_the_flip_resolve() {
    let mut pos = two(&[Fool, KingsHand], &[Assassin, Elder], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "assassin", "kingshand"]);
    let v = spect(&g);
    assert_eq!(v.seats[B as usize].condemned, [Assassin], "public");
    assert_eq!(v.seats[A as usize].condemned, [KingsHand]);
    assert!(!v.seats[A as usize].king_face_up);
    assert_eq!(court(&g), ["Soldier↓"]);
    assert_eq!(hand(&g, A), [Fool, Judge]);
    assert!(v.last_round.is_none());
    assert_eq!(who(&g), Some(B), "the flip ended A's turn; no fresh turn");
    assert_eq!(legal(&g), ["purge Assassin"]);
    act(&mut g, "purge Assassin");
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["purge KingsHand"]);
}

#[test]
fn rule_6_1_1_stuck_means_no_action_at_all() {
    // Empty hand and King face down, but an Antechamber card: not stuck.
    let mut pos = two(&[], &[Elder, Soldier], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    pos.successors = vec![None, Some(Judge)];
    pos.antechambers = vec![vec![Fool], vec![]];
    let mut g = start(2, &pos);
    assert!(spect(&g).last_round.is_none());
    assert_eq!(legal(&g), ["ante Fool"]);
    acts(&mut g, &["ante Fool", "decline"]);
    // B plays; then A has nothing at all and loses at the start of the turn.
    act(&mut g, "play Elder");
    let last = spect(&g).last_round.expect("A is stuck");
    assert_eq!(last.winners, [Seat::new(1)]);
}

#[test]
fn rule_6_1_2_an_assassinated_player_loses() {
    let mut pos = two(&[Fool], &[Assassin, Elder], &[(Soldier, false)]);
    pos.successors = vec![Some(Judge), Some(Inquisitor)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "assassin"]);
    pass_all(&mut g);
    let last = spect(&g).last_round.expect("the round is over");
    assert_eq!(last.winners, [Seat::new(1)]);
    assert!(
        last.shown[A as usize].contains(&Judge),
        "the Successor was not taken"
    );
    assert!(logged(&g, "A is assassinated"));
}

#[test]
fn rule_6_2_in_two_players_the_other_player_wins_at_once() {
    for loser in [A, B] {
        let mut pos = two(&[], &[], &[(Queen, false)]);
        pos.hands[loser as usize] = vec![Fool];
        pos.hands[1 - loser as usize] = vec![Elder];
        pos.kings_face_up = vec![false, false];
        pos.successors = vec![None, None];
        pos.active = loser;
        let g = start(2, &pos);
        let v = spect(&g);
        let last = v.last_round.expect("round over");
        let winner = 1 - loser as usize;
        assert_eq!(last.winners, [Seat::new(winner)]);
        assert_eq!(last.points[winner], 2, "1 + the loser has cards");
        assert_eq!(last.points[loser as usize], 0);
        assert_eq!(v.round, 2, "the next round starts");
    }
}

#[test]
fn rule_6_3_1_the_first_3p_loser_is_eliminated_with_an_out_pile() {
    let mut pos = three(
        [&[Soldier, Fool], &[Judge, Elder], &[Fool, Zealot]],
        &[(Queen, false)],
    );
    pos.hands[0] = vec![Soldier, Inquisitor];
    pos.successors = vec![Some(Warden), Some(Herald), Some(Mystic)];
    pos.kings_face_up = vec![true, true, false];
    pos.active = C;
    let g = start(3, &pos);
    let v = spect(&g);
    assert!(v.seats[C as usize].eliminated, "C is stuck and out");
    assert_eq!(v.seats[C as usize].out_pile_size, 3, "hand and Successor");
    assert_eq!(v.seats[C as usize].hand_size, 0);
    assert!(!v.seats[C as usize].has_successor);
    assert!(v.last_round.is_none(), "the round goes on");
    assert_eq!(who(&g), Some(A), "the player after C");
}

#[test]
fn rule_6_3_3_the_second_3p_loser_finishes_second() {
    let mut pos = three([&[Princess], &[Fool], &[]], &[(Queen, false)]);
    pos.successors = vec![None, None, None];
    pos.kings_face_up = vec![false, false, false];
    pos.eliminated = Some(C);
    pos.active = B;
    let g = start(3, &pos);
    let last = spect(&g).last_round.expect("B is stuck: the round is over");
    assert_eq!(last.winners, [Seat::new(0)]);
    assert_eq!(last.points, [2, 1, 0], "2nd scores 1, 3rd scores 0");
}

#[test]
fn rule_7_4_a_paid_restart_gives_the_opponent_2_points() {
    let pos = Position {
        hands: vec![vec![], vec![]],
        true_king: A,
        at_setup: true,
        ..Position::default()
    };
    let mut g = start(2, &pos);
    acts(&mut g, &["first A", "restart"]);
    assert_eq!(spect(&g).scores, [0, 0], "free");
    acts(&mut g, &["first A", "keep"]);
    assert_eq!(who(&g), Some(B));
    act(&mut g, "restart");
    assert_eq!(spect(&g).scores, [2, 0], "B restarted: A gains 2");
    assert!(logged(&g, "paid restart: A gains 2 points"));
}

#[test]
fn rule_7_5_1_points_add_up_across_rounds() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    pos.scores = vec![2, 3];
    let g = start(2, &pos);
    assert_eq!(spect(&g).last_round.unwrap().points, [0, 3]);
    assert_eq!(spect(&g).scores, [2, 6]);
    // 4p: the team scores as one, shown on both partners.
    let mut pos = four([&[Elder], &[Fool], &[Elder], &[Judge]], &[(Queen, false)]);
    pos.kings_face_up = vec![true, true, true, false];
    pos.scores = vec![1, 2, 1, 2];
    pos.active = D;
    let g = start(4, &pos);
    assert_eq!(spect(&g).scores, [4, 2, 4, 2]);
}

#[test]
fn rule_7_5_2_the_match_ends_once_someone_has_7() {
    // After a round: 4 + 2 = 6 goes on, 5 + 2 = 7 ends.
    for (before, ends) in [(4u16, false), (5, true)] {
        let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
        pos.kings_face_up = vec![false, true];
        pos.successors = vec![None, None];
        pos.hands[0] = vec![];
        pos.scores = vec![0, before];
        let g = start(2, &pos);
        assert_eq!(spect(&g).scores, [0, before + 2]);
        assert_eq!(g.outcome().is_some(), ends, "from {before}");
        if ends {
            assert_eq!(g.outcome().unwrap().winners, [Seat::new(1)]);
            assert_eq!(who(&g), None);
        }
    }
    // After a paid restart: the match ends at once.
    let pos = Position {
        hands: vec![vec![], vec![]],
        true_king: B,
        scores: vec![5, 0],
        at_setup: true,
        ..Position::default()
    };
    let mut g = start(2, &pos);
    acts(&mut g, &["first B", "restart", "first B", "restart"]);
    assert_eq!(spect(&g).scores, [7, 0]);
    let out = g.outcome().expect("the penalty ends the match");
    assert_eq!(out.winners, [Seat::new(0)]);
}

#[test]
fn rule_8_2_public_events_are_in_everyones_log() {
    let mut pos = two(&[Soldier, Fool], &[Elder, Judge], &[(Inquisitor, false)]);
    pos.successors = vec![Some(Zealot), Some(Mystic)];
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Elder", "pass", "done"]);
    let v = spect(&g);
    for line in ["A: play Soldier", "A: name Elder", "Soldier: yes"] {
        assert!(v.log.iter().any(|l| l == line), "{line} in {:?}", v.log);
    }
    assert!(
        !v.log.iter().any(|l| l.contains("Judge")),
        "B's hand stays hidden"
    );
    act(&mut g, "flip");
    pass_all(&mut g);
    let v = spect(&g);
    assert!(logged(&g, "B takes their Successor"), "{:?}", v.log);
    assert!(
        !v.log.iter().any(|l| l.contains("Mystic")),
        "not which card"
    );
    assert!(
        seat_view(&g, B)
            .log
            .iter()
            .any(|l| l == "B takes their Successor: Mystic")
    );
}

#[test]
fn rule_8_5_two_player_views_hide_the_opponent() {
    let mut g = ImposterKings::new(&opts(2), &Start::seeded(21)).unwrap();
    while spect(&g).court.is_empty() && legal(&g).iter().all(|a| !a.starts_with("play ")) {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    for me in [A, B] {
        let other = 1 - me as usize;
        let v = seat_view(&g, me);
        let mine = &v.seats[me as usize];
        let known = mine.hand.as_ref().unwrap().len() + 1 + 1 + v.removed_known.len();
        assert_eq!(known, 9, "own 8 cards and the Accused");
        assert_eq!(
            18 - known,
            9,
            "unknown: the opponent's 8 and the random card"
        );
        assert!(v.seats[other].hand.is_none());
        assert!(v.seats[other].successor.is_none());
        assert_eq!(v.seats[other].hand_size, 6);
        assert!(v.seats[other].has_successor);
        assert_eq!(v.removed_known.len(), 1, "only the own removal");
    }
}

#[test]
fn rule_8_6_hands_and_successors_are_shown_at_round_end() {
    let mut pos = two(&[Fool, Zealot], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    pos.successors = vec![Some(Judge), Some(Mystic)];
    let g = start(2, &pos);
    let v = spect(&g);
    let last = v.last_round.expect("A is stuck");
    let mut a = last.shown[A as usize].clone();
    a.sort();
    let mut want = vec![Fool, Zealot, Judge];
    want.sort();
    assert_eq!(a, want, "A's hand and Successor");
    let mut b = last.shown[B as usize].clone();
    b.sort();
    let mut want = vec![Elder, Mystic];
    want.sort();
    assert_eq!(b, want);
    for c in [Soldier, Sentry, Warlord] {
        assert!(
            !last.shown.iter().flatten().any(|&x| x == c),
            "removed cards are not turned over"
        );
    }
}
