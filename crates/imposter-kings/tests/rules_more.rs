//! More rule tests: one focused test per numbered rule of the specification that
//! `rules.rs` and `scenarios.rs` do not name.

mod common;

use common::*;
use interregnum_core::{Game, Seat, Start};
use interregnum_imposter_kings::{Card, ImposterKings, Position};

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

/// §1.1 table: base value and copies in the 2p, 3p and 4p decks, in `Card::ALL` order.
const TABLE: [(Card, u8, [usize; 3]); 18] = [
    (Fool, 1, [1, 1, 2]),
    (Assassin, 2, [1, 1, 2]),
    (Elder, 3, [2, 2, 2]),
    (Zealot, 3, [1, 1, 2]),
    (Inquisitor, 4, [2, 2, 2]),
    (Executioner, 4, [0, 2, 2]),
    (Soldier, 5, [2, 2, 2]),
    (Judge, 5, [1, 2, 2]),
    (Oathbound, 6, [2, 2, 2]),
    (Herald, 6, [0, 1, 1]),
    (Warlord, 7, [1, 1, 1]),
    (Mystic, 7, [1, 1, 1]),
    (Warden, 7, [0, 2, 2]),
    (Sentry, 8, [1, 1, 1]),
    (Spy, 8, [0, 1, 1]),
    (KingsHand, 8, [1, 1, 2]),
    (Princess, 9, [1, 1, 1]),
    (Queen, 9, [1, 1, 1]),
];

#[test]
fn rule_1_1_1_card_counts_and_values() {
    for (card, base, _) in TABLE {
        assert_eq!(card.base(), base, "{card}");
    }
    for (i, players) in [2u8, 3, 4].into_iter().enumerate() {
        let deck: Vec<Card> = TABLE
            .iter()
            .flat_map(|&(c, _, n)| std::iter::repeat_n(c, n[i]))
            .collect();
        assert_eq!(deck.len(), [18, 25, 29][i]);
        assert!(ImposterKings::new(&opts(players), &Start::stacked(0, deck.clone())).is_ok());
        // One more copy of any card is refused: the counts are exact.
        for (card, _, _) in TABLE {
            if card == deck[deck.len() - 1] {
                continue;
            }
            let mut extra = deck.clone();
            *extra.last_mut().unwrap() = card;
            assert!(
                ImposterKings::new(&opts(players), &Start::stacked(0, extra)).is_err(),
                "{players}p: one more {card}"
            );
        }
    }
}

#[test]
fn rule_1_1_2_only_queen_and_princess_are_royalty() {
    // The Elder's permission tests Royalty: on a Throne above 3 it is legal only on Royalty.
    for (card, base, counts) in TABLE {
        if base <= 3 || counts[0] == 0 {
            continue;
        }
        let g = start(2, &two(&[Elder, Fool], &[Zealot], &[(card, false)]));
        assert_eq!(
            is_legal(&g, "play Elder"),
            matches!(card, Queen | Princess),
            "Elder on {card}"
        );
    }
}

#[test]
fn rule_1_1_3_elder_zealot_oathbound_are_immune() {
    // Elder by permission on a Princess: B holds King's Hand but is not asked.
    let mut g = start(
        2,
        &two(&[Elder, Fool], &[KingsHand, Judge], &[(Princess, false)]),
    );
    act(&mut g, "play Elder");
    assert_eq!(who(&g), Some(B));
    assert!(
        !legal(&g).contains(&"pass".to_string()),
        "B's turn, no window"
    );
    // Zealot by permission with the King face down.
    let mut pos = two(&[Zealot, Fool], &[KingsHand, Judge], &[(Sentry, false)]);
    pos.kings_face_up = vec![false, true];
    let mut g = start(2, &pos);
    act(&mut g, "play Zealot");
    assert!(!legal(&g).contains(&"pass".to_string()));
    // Oathbound by permission and its follow-up.
    let mut g = start(
        2,
        &two(&[Oathbound, Fool], &[KingsHand, Judge], &[(Sentry, false)]),
    );
    act(&mut g, "play Oathbound");
    assert_eq!(who(&g), Some(A), "the follow-up, no window");
    act(&mut g, "follow Fool");
    assert_eq!(who(&g), Some(A), "the follow-up Fool's ability, no window");
}

#[test]
fn rule_1_2_1_every_player_has_a_king_and_one_holds_the_true_king() {
    for players in 2..=4u8 {
        let g = ImposterKings::new(&opts(players), &Start::seeded(8)).unwrap();
        let v = spect(&g);
        assert_eq!(v.seats.len(), players as usize);
        assert!(
            v.seats.iter().all(|s| s.king_face_up),
            "Kings start face up"
        );
        assert!(v.true_king.index() < players as usize);
        assert_eq!(
            who(&g),
            Some(v.true_king.index() as u8),
            "the TK chooses first"
        );
    }
}

#[test]
fn rule_1_2_2_a_king_is_not_a_card() {
    assert!(
        !Card::ALL
            .iter()
            .any(|c| c.name().contains("King") && *c != KingsHand)
    );
    for text in ["play King", "name King", "name TrueKing", "guess B King"] {
        assert!(
            text.parse::<interregnum_imposter_kings::Action>().is_err(),
            "{text}"
        );
    }
    let mut g = start(2, &two(&[Soldier, Fool], &[Elder], &[]));
    act(&mut g, "play Soldier");
    assert_eq!(legal(&g).len(), 14, "14 names, no King");
}

#[test]
fn rule_2_1_1_hands_are_hidden_their_size_is_public() {
    let g = start(2, &two(&[Soldier, Fool], &[Elder], &[]));
    let v = seat_view(&g, B);
    assert!(v.seats[A as usize].hand.is_none());
    assert_eq!(v.seats[A as usize].hand_size, 2);
    assert_eq!(spect(&g).seats[B as usize].hand_size, 1);
}

#[test]
fn rule_2_1_2_kings_are_public() {
    let mut pos = two(&[Soldier], &[Elder], &[(Fool, false)]);
    pos.kings_face_up = vec![false, true];
    let g = start(2, &pos);
    for v in [spect(&g), seat_view(&g, B)] {
        assert!(!v.seats[A as usize].king_face_up);
        assert!(v.seats[B as usize].king_face_up);
    }
}

#[test]
fn rule_2_1_3_a_successor_exists_publicly_but_is_hidden() {
    let mut pos = two(&[Soldier], &[Elder], &[(Fool, false)]);
    pos.successors = vec![Some(Queen), None];
    let g = start(2, &pos);
    let v = seat_view(&g, B);
    assert!(v.seats[A as usize].has_successor);
    assert_eq!(v.seats[A as usize].successor, None);
    assert!(!v.seats[B as usize].has_successor);
    assert_eq!(successor(&g, A), Some(Queen));
}

#[test]
fn rule_2_1_4_antechambers_are_public() {
    let mut pos = two(&[Soldier], &[Elder], &[(Fool, false)]);
    pos.antechambers = vec![vec![], vec![Queen]];
    let g = start(2, &pos);
    assert_eq!(spect(&g).seats[B as usize].antechamber, [Queen]);
    assert_eq!(seat_view(&g, A).seats[B as usize].antechamber, [Queen]);
}

#[test]
fn rule_2_1_5_condemned_cards_wait_to_be_removed() {
    let mut g = start(2, &two(&[Queen, Fool], &[KingsHand, Elder], &[]));
    acts(&mut g, &["play Queen", "kingshand"]);
    assert_eq!(spect(&g).seats[A as usize].condemned, [Queen]);
    act(&mut g, "purge Queen");
    let v = spect(&g);
    assert!(v.seats[A as usize].condemned.is_empty());
    assert!(v.removed_public.contains(&Queen), "removed from the round");
}

#[test]
fn rule_2_1_6_the_setup_removal_is_known_to_its_owner_only() {
    let mut g = ImposterKings::new(&opts(2), &Start::seeded(13)).unwrap();
    acts(&mut g, &["first A", "keep", "keep"]);
    for _ in 0..2 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    let a = seat_view(&g, A);
    let b = seat_view(&g, B);
    assert_eq!(a.removed_known.len(), 1);
    assert_eq!(b.removed_known.len(), 1);
    assert!(spect(&g).removed_known.is_empty());
    assert_eq!(spect(&g).removed_hidden, 3, "in the shared pile, face down");
}

#[test]
fn rule_2_1_7_setup_rows_are_empty_once_play_starts() {
    for players in [3u8, 4] {
        let mut g = ImposterKings::new(&opts(players), &Start::seeded(2)).unwrap();
        while !legal(&g).iter().any(|a| a.starts_with("play ")) {
            let a = legal(&g)[0].clone();
            act(&mut g, &a);
        }
        assert!(
            spect(&g).seats.iter().all(|s| s.row.is_empty()),
            "{players}p"
        );
    }
}

#[test]
fn rule_2_1_8_an_eliminated_players_cards_form_a_face_down_out_pile() {
    let mut pos = three([&[Soldier], &[Judge], &[Fool, Zealot]], &[(Queen, false)]);
    pos.successors = vec![Some(Warden), Some(Herald), Some(Mystic)];
    pos.kings_face_up = vec![true, true, false];
    pos.active = C;
    let g = start(3, &pos);
    let v = seat_view(&g, A);
    assert_eq!(v.seats[C as usize].out_pile_size, 3);
    assert!(v.seats[C as usize].hand.is_none());
}

#[test]
fn rule_2_2_1_the_court_is_empty_at_round_start() {
    let mut g = ImposterKings::new(&opts(2), &Start::seeded(5)).unwrap();
    while !legal(&g).iter().any(|a| a.starts_with("play ")) {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    assert!(spect(&g).court.is_empty());
    assert!(!is_legal(&g, "flip"));
}

#[test]
fn rule_2_2_2_the_throne_is_the_top_card() {
    let g = start(2, &two(&[Fool], &[Elder], &[]));
    assert_eq!(tv(&g), 0, "no Throne");
    let g = start(
        2,
        &two(&[Fool], &[Elder], &[(Queen, false), (Inquisitor, false)]),
    );
    assert_eq!(tv(&g), 4, "the top card, not the Queen below");
}

#[test]
fn rule_2_2_3_the_accused_is_public_and_out_of_play() {
    let mut pos = two(&[Soldier, Fool], &[Elder], &[]);
    pos.accused = Some(Queen);
    let mut g = start(2, &pos);
    assert_eq!(seat_view(&g, B).accused, Queen);
    assert_eq!(tv(&g), 0, "not in the Court");
    act(&mut g, "play Soldier");
    act(&mut g, "name Queen");
    pass_all(&mut g);
    assert!(logged(&g, "Soldier: no"), "the Accused is in nobody's hand");
}

#[test]
fn rule_2_2_4_removed_cards_return_at_the_next_round() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, true];
    let g = start(2, &pos);
    let v = spect(&g);
    assert_eq!(v.round, 2);
    let in_hands: usize = v.seats.iter().map(|s| s.hand_size as usize).sum();
    assert_eq!(in_hands + 1 + v.removed_hidden as usize, 18, "a full deal");
    assert!(v.removed_public.is_empty());
}

#[test]
fn rule_2_3_3_antechamber_play_ignores_values_and_resolves() {
    // A Queen from the Antechamber resolves with a window.
    let mut pos = two(&[Fool], &[KingsHand, Elder], &[(Judge, false)]);
    pos.antechambers = vec![vec![Queen], vec![]];
    let mut g = start(2, &pos);
    act(&mut g, "ante Queen");
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "pass");
    assert_eq!(court(&g), ["Judge↓", "Queen"]);
    // A Fool from the Antechamber on a Throne of 5.
    let mut pos = two(&[Soldier], &[Elder], &[(Judge, false)]);
    pos.antechambers = vec![vec![Fool], vec![]];
    let mut g = start(2, &pos);
    act(&mut g, "ante Fool");
    assert_eq!(legal(&g), ["court 1", "decline"]);
    // A Herald from the Antechamber does nothing (3p).
    let mut pos = three([&[Soldier], &[Elder], &[Judge]], &[(Inquisitor, false)]);
    pos.antechambers = vec![vec![Herald], vec![], vec![]];
    pos.successors = vec![Some(Queen), Some(Fool), Some(Zealot)];
    let mut g = start(3, &pos);
    act(&mut g, "ante Herald");
    assert_eq!(who(&g), Some(B), "no window, no part 1, no chain");
    assert_eq!(successor(&g, A), Some(Queen));
    assert_eq!(court(&g), ["Inquisitor", "Herald"]);
}

#[test]
fn rule_2_3_4_royalty_only_while_face_up() {
    let up = start(
        2,
        &two(
            &[Warlord, Fool],
            &[Elder],
            &[(Queen, false), (Sentry, false)],
        ),
    );
    assert!(is_legal(&up, "play Warlord"), "Royalty present: HV 8");
    let down = start(
        2,
        &two(
            &[Warlord, Fool],
            &[Elder],
            &[(Queen, true), (Sentry, false)],
        ),
    );
    assert!(
        !is_legal(&down, "play Warlord"),
        "a Disgraced Queen is no Royalty"
    );
}

#[test]
fn rule_2_3_5_immune_cards_open_no_window() {
    // The Oathbound follow-up is immune even though the Fool is not.
    let mut g = start(
        2,
        &two(
            &[Oathbound, Fool],
            &[KingsHand, Elder],
            &[(Judge, false), (Sentry, false)],
        ),
    );
    acts(&mut g, &["play Oathbound", "follow Fool", "court 1"]);
    assert_eq!(who(&g), Some(B));
    assert!(!legal(&g).contains(&"kingshand".to_string()));
    assert_eq!(hand(&g, A), [Judge]);
}

#[test]
fn rule_2_3_6_reactions_are_revealed_outside_the_owners_turn() {
    let mut g = start(2, &two(&[Inquisitor, Fool], &[KingsHand, Elder], &[]));
    acts(&mut g, &["play Inquisitor", "name Elder"]);
    assert_eq!(who(&g), Some(B), "asked during A's turn");
    assert!(is_legal(&g, "kingshand"));
    // On its owner's own turn a King's Hand is only a card to play.
    let mut pos = two(&[Fool], &[KingsHand, Elder], &[(Judge, false)]);
    pos.active = B;
    let g = start(2, &pos);
    assert_eq!(legal(&g), ["flip", "play KingsHand"]);
}

#[test]
fn rule_3_0_1_teams_are_seats_mod_2() {
    for (stuck, winners) in [(B, [0usize, 2]), (C, [1, 3]), (D, [0, 2]), (A, [1, 3])] {
        let mut pos = four([&[Fool], &[Fool], &[Zealot], &[Zealot]], &[(Queen, false)]);
        pos.kings_face_up = vec![true; 4];
        pos.kings_face_up[stuck as usize] = false;
        pos.active = stuck;
        let g = start(4, &pos);
        let last = spect(&g).last_round.expect("stuck");
        assert_eq!(last.winners, winners.map(Seat::new), "seat {stuck} stuck");
    }
}

#[test]
fn rule_3_0_3_every_card_returns_to_the_deck() {
    for players in [3u8, 4] {
        let mut pos = if players == 3 {
            three([&[Fool], &[Assassin], &[Zealot]], &[(Queen, false)])
        } else {
            four([&[Fool], &[Elder], &[Judge], &[Soldier]], &[(Queen, false)])
        };
        pos.kings_face_up = vec![false; players as usize];
        let g = start(players, &pos);
        let v = spect(&g);
        assert_eq!(v.round, 2, "{players}p");
        let cards: usize = v.seats.iter().map(|s| s.hand_size as usize).sum();
        assert_eq!(cards + 1, [25, 29][players as usize - 3], "{players}p");
        assert!(v.court.is_empty());
    }
}

#[test]
fn rule_3_0_4_simultaneous_choices_show_nothing_until_all_commit() {
    let mut g = ImposterKings::new(&opts(3), &Start::seeded(6)).unwrap();
    let before = seat_view(&g, B);
    let first = who(&g).unwrap();
    let a = legal(&g)[0].clone();
    act(&mut g, &a);
    let after = seat_view(&g, B);
    let s = first as usize;
    assert!(after.seats[s].committed);
    assert_eq!(
        after.seats[s].row, before.seats[s].row,
        "nothing revealed yet"
    );
    assert_eq!(after.seats[s].hand_size, before.seats[s].hand_size);
}

#[test]
fn rule_4_2_2_the_owner_chooses_which_antechamber_card() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.antechambers = vec![vec![Zealot, Soldier], vec![]];
    let mut g = start(2, &pos);
    assert_eq!(legal(&g), ["ante Soldier", "ante Zealot"]);
    act(&mut g, "ante Soldier");
    act(&mut g, "name Elder");
    pass_all(&mut g);
    assert_eq!(spect(&g).seats[A as usize].antechamber, [Zealot]);
}

#[test]
fn rule_4_6_5_a_face_down_king_stays_down() {
    let mut g = start(
        2,
        &two(&[Fool, Soldier], &[Elder, Zealot], &[(Judge, false)]),
    );
    acts(&mut g, &["flip", "pass"]);
    acts(&mut g, &["play Elder"]);
    assert_eq!(who(&g), Some(A));
    assert!(!is_legal(&g, "flip"));
    assert!(!spect(&g).seats[A as usize].king_face_up);
}

#[test]
fn rule_4_5_1_an_illegal_play_is_refused() {
    let mut g = start(2, &two(&[Fool, Soldier], &[Elder], &[(Judge, false)]));
    let before = g.clone();
    let err = g.apply("play Fool".parse().unwrap());
    assert!(err.is_err());
    assert_eq!(g, before, "nothing changed");
    act(&mut g, "play Soldier");
    assert_eq!(court(&g), ["Judge", "Soldier"]);
}

#[test]
fn rule_4_5_2_the_played_card_is_the_new_throne() {
    let mut g = start(
        2,
        &two(
            &[Warlord, Fool],
            &[Elder],
            &[(Queen, false), (Judge, false)],
        ),
    );
    act(&mut g, "play Warlord");
    assert_eq!(court(&g), ["Queen", "Judge", "Warlord"]);
    assert_eq!(tv(&g), 9, "the Warlord is the Throne, Royalty present");
}

#[test]
fn rule_4_5_3_the_oathbound_permission_triggers_its_effect_unless_6_is_muted() {
    let mut g = start(
        2,
        &two(
            &[Oathbound, Elder],
            &[KingsHand, Judge],
            &[(Fool, false), (Warlord, false)],
        ),
    );
    act(&mut g, "play Oathbound");
    assert_eq!(court(&g), ["Fool", "Warlord↓", "Oathbound"]);
    assert_eq!(legal(&g), ["follow Elder"], "mandatory, no window");
    act(&mut g, "follow Elder");
    assert_eq!(court(&g), ["Fool", "Warlord↓", "Oathbound", "Elder"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["flip", "play Judge", "play KingsHand"]);
    // 6 muted: the permission is used from the hand, but the Oathbound lands with no text,
    // so nothing is Disgraced and no follow-up is played (ruling 25).
    let mut pos = two(
        &[Oathbound, Elder],
        &[KingsHand, Judge],
        &[(Fool, false), (Warlord, false)],
    );
    pos.muted = 6;
    let mut g = start(2, &pos);
    act(&mut g, "play Oathbound");
    assert_eq!(court(&g), ["Fool", "Warlord", "Oathbound"]);
    assert_eq!(tv(&g), 3);
    assert_eq!(who(&g), Some(B), "no follow-up");
    assert_eq!(hand(&g, A), [Elder]);
}

#[test]
fn rule_4_5_4_a_muted_card_has_no_ability() {
    // The Fool would have a face-up Judge to take, but 1 is muted.
    let mut pos = two(
        &[Fool, Zealot],
        &[KingsHand, Elder],
        &[(Judge, false), (Elder, true)],
    );
    pos.muted = 1;
    let mut g = start(2, &pos);
    act(&mut g, "play Fool");
    assert_eq!(who(&g), Some(B), "no choice, no window");
    assert_eq!(court(&g), ["Judge", "Elder↓", "Fool"]);
    assert_eq!(tv(&g), 3);
}

#[test]
fn rule_4_5_5_the_turn_passes_after_the_play() {
    let mut g = start(2, &two(&[Inquisitor, Fool], &[Elder, Soldier], &[]));
    acts(&mut g, &["play Inquisitor", "name Queen", "pass"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["flip", "play Soldier"]);
    // The exception: a stopped card gives its player a fresh turn.
    let mut g = start(2, &two(&[Inquisitor, Fool], &[KingsHand, Soldier], &[]));
    acts(&mut g, &["play Inquisitor", "name Queen", "kingshand"]);
    assert_eq!(who(&g), Some(A));
}

#[test]
fn rule_4_6_1_a_flip_needs_a_face_up_king_and_a_court() {
    let g = start(2, &two(&[Fool], &[Elder], &[]));
    assert_eq!(legal(&g), ["play Fool"], "empty Court: no flip");
    // On a Disgraced Throne the flip only takes the Successor.
    let mut pos = two(&[Fool], &[Elder], &[(Judge, true)]);
    pos.successors = vec![Some(Queen), Some(Zealot)];
    let mut g = start(2, &pos);
    assert!(is_legal(&g, "flip"));
    acts(&mut g, &["flip", "pass"]);
    assert_eq!(court(&g), ["Judge↓"]);
    assert_eq!(hand(&g, A), [Fool, Queen]);
}

#[test]
fn rule_4_6_2_the_flip_opens_the_assassin_window() {
    let mut g = start(2, &two(&[Fool], &[Elder], &[(Judge, false)]));
    act(&mut g, "flip");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["pass"], "asked even without an Assassin");
    assert_eq!(court(&g), ["Judge"]);
}

#[test]
fn rule_4_6_3_the_flip_resolves_king_throne_successor() {
    let mut pos = two(&[Fool], &[Elder], &[(Soldier, false), (Judge, false)]);
    pos.successors = vec![Some(Queen), Some(Zealot)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "pass"]);
    let v = spect(&g);
    assert!(!v.seats[A as usize].king_face_up);
    assert_eq!(court(&g), ["Soldier", "Judge↓"], "only the Throne");
    assert!(!v.seats[A as usize].has_successor);
    assert_eq!(hand(&g, A), [Fool, Queen]);
    // Without a Successor nothing is taken.
    let mut pos = two(&[Fool], &[Elder], &[(Judge, false)]);
    pos.successors = vec![None, Some(Zealot)];
    let mut g = start(2, &pos);
    acts(&mut g, &["flip", "pass"]);
    assert_eq!(hand(&g, A), [Fool]);
    assert_eq!(court(&g), ["Judge↓"]);
}

#[test]
fn rule_4_6_4_the_flip_is_the_whole_turn() {
    let mut g = start(2, &two(&[Fool, Queen], &[Elder], &[(Judge, false)]));
    acts(&mut g, &["flip", "pass"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["flip", "play Elder"], "TV 1 after the flip");
}

#[test]
fn rule_4_7_1_antechamber_cards_ignore_values() {
    let mut pos = two(&[Queen], &[Fool], &[(Soldier, false)]);
    pos.soldier_bonus = vec![1];
    pos.antechambers = vec![vec![Elder], vec![]];
    let mut g = start(2, &pos);
    assert_eq!(tv(&g), 7);
    act(&mut g, "ante Elder");
    assert_eq!(court(&g), ["Soldier", "Elder"]);
    assert_eq!(tv(&g), 3);
    assert_eq!(who(&g), Some(B));
}

#[test]
fn rule_4_7_2_a_muted_antechamber_card_has_no_ability() {
    let mut pos = two(&[Fool], &[KingsHand, Elder], &[(Judge, false)]);
    pos.antechambers = vec![vec![Inquisitor], vec![]];
    pos.muted = 4;
    let mut g = start(2, &pos);
    act(&mut g, "ante Inquisitor");
    assert_eq!(who(&g), Some(B), "no name, no window");
    assert!(!is_legal(&g, "pass"));
    assert_eq!(tv(&g), 3);
}

#[test]
fn rule_4_7_3_a_stopped_antechamber_card_gives_a_fresh_turn() {
    let mut pos = two(&[Fool], &[KingsHand, Elder], &[(Judge, false)]);
    pos.antechambers = vec![vec![Queen], vec![]];
    let mut g = start(2, &pos);
    acts(&mut g, &["ante Queen", "kingshand"]);
    assert_eq!(court(&g), ["Judge"]);
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["purge Queen"]);
    act(&mut g, "purge Queen");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["purge KingsHand"]);
}

#[test]
fn rule_4_8_1_optional_abilities_may_be_declined_mandatory_ones_not() {
    let mut g = start(2, &two(&[Inquisitor, Fool], &[Elder], &[]));
    act(&mut g, "play Inquisitor");
    assert!(is_legal(&g, "decline"));
    act(&mut g, "decline");
    assert_eq!(who(&g), Some(B), "declined: no window");
    let mut g = start(2, &two(&[Soldier, Fool], &[Elder], &[]));
    act(&mut g, "play Soldier");
    assert!(!is_legal(&g, "decline"), "the Soldier must name");
    assert!(
        g.why_illegal("decline".parse().unwrap())
            .unwrap()
            .contains("mandatory")
    );
    // An optional ability whose precondition fails is not offered (Mystic, no Disgrace).
    let mut g = start(2, &two(&[Mystic, Fool], &[Elder], &[(Judge, false)]));
    act(&mut g, "play Mystic");
    assert_eq!(who(&g), Some(B));
    assert_eq!(court(&g), ["Judge", "Mystic"]);
}

#[test]
fn rule_4_8_2_declared_choices_are_public() {
    let mut g = start(2, &two(&[Judge, Fool], &[KingsHand, Elder], &[]));
    acts(&mut g, &["play Judge", "guess B Queen"]);
    let ab = spect(&g).ability.expect("in the window");
    assert_eq!(ab.card, Judge);
    assert_eq!(ab.target, Some(Seat::new(1)));
    assert_eq!(ab.name, Some(Queen));
    assert!(logged(&g, "A: guess B Queen"));
}

#[test]
fn rule_4_8_3_the_window_comes_after_the_declaration() {
    // Sentry: the Court card is chosen before the window, the hand card after it.
    let mut g = start(
        2,
        &two(
            &[Sentry, Fool],
            &[KingsHand, Elder],
            &[(Judge, false), (Soldier, false)],
        ),
    );
    acts(&mut g, &["play Sentry", "court 1"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
    act(&mut g, "pass");
    assert_eq!(who(&g), Some(A));
    assert_eq!(legal(&g), ["give Fool"]);
}

#[test]
fn rule_4_8_4_cost_then_choices_then_effect() {
    let mut g = start(
        2,
        &two(
            &[Sentry, Fool],
            &[KingsHand, Elder],
            &[(Judge, false), (Soldier, false)],
        ),
    );
    acts(&mut g, &["play Sentry", "court 1"]);
    assert_eq!(court(&g), ["Judge", "Soldier", "Sentry"], "no cost before");
    act(&mut g, "pass");
    assert_eq!(
        court(&g),
        ["Judge", "Soldier", "Sentry↓"],
        "the cost is paid"
    );
    act(&mut g, "give Fool");
    assert_eq!(court(&g), ["Fool", "Soldier", "Sentry↓"]);
    assert_eq!(hand(&g, A), [Judge]);
    assert_eq!(tv(&g), 1);
}

#[test]
fn rule_6_5_1_the_round_is_scored() {
    let mut pos = two(&[Fool], &[Elder], &[(Queen, false)]);
    pos.kings_face_up = vec![false, false];
    pos.scores = vec![1, 1];
    let g = start(2, &pos);
    assert_eq!(spect(&g).last_round.unwrap().points, [0, 2]);
    assert_eq!(spect(&g).scores, [1, 3]);
}

#[test]
fn rule_6_5_2_the_true_king_goes_to_the_loser() {
    // 3p: the 3rd-place player, not the 2nd.
    let mut pos = three([&[Princess], &[Fool], &[]], &[(Queen, false)]);
    pos.successors = vec![None, None, None];
    pos.kings_face_up = vec![false, false, false];
    pos.eliminated = Some(C);
    pos.active = B;
    pos.true_king = A;
    let g = start(3, &pos);
    assert_eq!(spect(&g).round, 2);
    assert_eq!(spect(&g).true_king, Seat::new(2));
    // 4p: the player whose loss ended the round.
    let mut pos = four([&[Elder], &[Fool], &[Elder], &[Judge]], &[(Queen, false)]);
    pos.kings_face_up = vec![true, false, true, true];
    pos.active = B;
    let g = start(4, &pos);
    assert_eq!(spect(&g).true_king, Seat::new(1));
}

#[test]
fn rule_6_5_3_everything_is_revealed_and_collected() {
    let mut pos = three([&[Soldier], &[Judge], &[Fool, Zealot]], &[(Queen, false)]);
    pos.successors = vec![Some(Warden), Some(Herald), Some(Mystic)];
    pos.kings_face_up = vec![false, false, false];
    pos.active = C;
    let g = start(3, &pos);
    // C is out (pile Fool, Zealot, Mystic); A and B are stuck too: Soldier, Judge < 9.
    let v = spect(&g);
    let last = v.last_round.expect("the round is over");
    let sorted = |mut v: Vec<Card>| {
        v.sort();
        v
    };
    assert_eq!(
        sorted(last.shown[C as usize].clone()),
        sorted(vec![Fool, Zealot, Mystic])
    );
    assert_eq!(
        sorted(last.shown[A as usize].clone()),
        sorted(vec![Soldier, Warden])
    );
    let cards: usize = v.seats.iter().map(|s| s.hand_size as usize).sum();
    assert_eq!(cards + 1, 25, "every card is dealt again");
}

/// A stacked 2p deck: A's 8, B's 8, the Accused (Assassin), the removed card (Fool).
fn deck2() -> Vec<Card> {
    vec![
        Queen, Princess, KingsHand, Sentry, Mystic, Warlord, Oathbound, Oathbound, // A
        Judge, Soldier, Soldier, Inquisitor, Inquisitor, Zealot, Elder, Elder, // B
        Assassin, Fool,
    ]
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

#[test]
fn rule_3_1_1_two_players_get_8_cards_each() {
    let g = ImposterKings::new(&opts(2), &Start::stacked(0, deck2())).unwrap();
    assert!(spect(&g).seats.iter().all(|s| s.hand_size == 8));
    assert_eq!(sorted(hand(&g, B)), sorted(deck2()[8..16].to_vec()));
}

#[test]
fn rule_3_1_2_the_next_card_is_the_accused() {
    let g = ImposterKings::new(&opts(2), &Start::stacked(0, deck2())).unwrap();
    assert_eq!(spect(&g).accused, Assassin);
}

#[test]
fn rule_3_1_3_the_last_card_is_removed_unseen() {
    let g = ImposterKings::new(&opts(2), &Start::stacked(0, deck2())).unwrap();
    let v = spect(&g);
    assert_eq!(v.removed_hidden, 1);
    for s in [A, B] {
        assert!(seat_view(&g, s).removed_known.is_empty());
        assert!(!hand(&g, s).contains(&Fool));
    }
}

#[test]
fn rule_3_1_4_the_true_king_chooses_the_first_player() {
    let g = ImposterKings::new(&opts(2), &Start::stacked(0, deck2())).unwrap();
    let tk = spect(&g).true_king.index() as u8;
    assert_eq!(who(&g), Some(tk));
    assert_eq!(legal(&g), ["first A", "first B"]);
}

#[test]
fn rule_3_1_6_each_player_hides_a_successor_and_removes_a_card() {
    let pos = Position {
        hands: vec![vec![], vec![]],
        true_king: A,
        at_setup: true,
        ..Position::default()
    };
    let mut g = start(2, &pos);
    acts(&mut g, &["first B", "keep", "keep"]);
    let seat = who(&g).unwrap();
    let h = hand(&g, seat);
    let l = legal(&g);
    assert!(l.iter().all(|a| a.starts_with("hide ")));
    // Successor and removal are two different cards of the hand (two copies may share a name).
    for a in &l {
        let parts: Vec<&str> = a.split(' ').collect();
        let (x, y): (Card, Card) = (parts[1].parse().unwrap(), parts[2].parse().unwrap());
        assert!(h.contains(&x) && h.contains(&y));
        if x == y {
            assert!(h.iter().filter(|&&c| c == x).count() >= 2, "{a}");
        }
    }
    let a = l[0].clone();
    let parts: Vec<&str> = a.split(' ').collect();
    act(&mut g, &a);
    let b = legal(&g)[0].clone();
    act(&mut g, &b);
    assert_eq!(hand(&g, seat).len(), 6);
    assert_eq!(successor(&g, seat), Some(parts[1].parse().unwrap()));
    assert_eq!(
        seat_view(&g, seat).removed_known,
        [parts[2].parse::<Card>().unwrap()]
    );
}

#[test]
fn rule_3_1_7_the_first_player_opens_on_an_empty_court() {
    for first in ["first A", "first B"] {
        let pos = Position {
            hands: vec![vec![], vec![]],
            true_king: B,
            at_setup: true,
            ..Position::default()
        };
        let mut g = start(2, &pos);
        acts(&mut g, &[first, "keep", "keep"]);
        for _ in 0..2 {
            let a = legal(&g)[0].clone();
            act(&mut g, &a);
        }
        let want = if first == "first A" { A } else { B };
        assert_eq!(who(&g), Some(want));
        assert!(court(&g).is_empty());
        assert!(legal(&g).iter().all(|a| a.starts_with("play ")));
    }
}

/// A stacked 3p deck: the reveals below make C (Warden, 7) the first drafter.
fn deck3() -> Vec<Card> {
    vec![
        Fool,
        Assassin,
        Elder,
        Elder,
        Zealot,
        Inquisitor,
        Inquisitor,
        Executioner, // A
        Executioner,
        Soldier,
        Soldier,
        Judge,
        Judge,
        Oathbound,
        Oathbound,
        Herald, // B
        Warlord,
        Mystic,
        Warden,
        Warden,
        Sentry,
        Spy,
        KingsHand,
        Princess, // C
        Queen,
    ]
}

fn reveal_for(seat: u8, round: u8) -> &'static str {
    match (seat, round) {
        (A, 1) => "reveal Assassin Fool",
        (B, 1) => "reveal Judge Soldier",
        (C, 1) => "reveal Mystic Warlord",
        (A, _) => "reveal Elder",
        (B, _) => "reveal Herald",
        _ => "reveal Warden",
    }
}

/// The 3p setup with `deck3` through both reveals.
fn revealed3() -> ImposterKings {
    let mut g = ImposterKings::new(&opts(3), &Start::stacked(0, deck3())).unwrap();
    for round in [1, 2] {
        for _ in 0..3 {
            let s = who(&g).unwrap();
            act(&mut g, reveal_for(s, round));
        }
    }
    g
}

#[test]
fn rule_3_2_1_three_players_get_8_cards_and_an_accused() {
    let g = ImposterKings::new(&opts(3), &Start::stacked(0, deck3())).unwrap();
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.hand_size == 8));
    assert_eq!(v.accused, Queen);
    assert_eq!(v.removed_hidden, 0);
}

#[test]
fn rule_3_2_2_first_reveal_two_cards() {
    let mut g = ImposterKings::new(&opts(3), &Start::stacked(0, deck3())).unwrap();
    assert!(legal(&g).iter().all(|a| a.split(' ').count() == 3));
    for i in 0..3 {
        let s = who(&g).unwrap();
        act(&mut g, reveal_for(s, 1));
        if i < 2 {
            assert!(
                spect(&g).seats.iter().all(|x| x.row.is_empty()),
                "secret until all"
            );
        }
    }
    let v = spect(&g);
    assert_eq!(v.seats[A as usize].row.len(), 2);
    assert_eq!(sorted(v.seats[C as usize].row.clone()), [Warlord, Mystic]);
    assert!(v.seats.iter().all(|s| s.hand_size == 6));
}

#[test]
fn rule_3_2_3_second_reveal_one_more_card() {
    let g = revealed3();
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.row.len() == 3 && s.hand_size == 5));
    assert!(v.seats[B as usize].row.contains(&Herald));
}

#[test]
fn rule_3_2_4_the_highest_revealed_card_drafts_first() {
    let g = revealed3();
    assert_eq!(who(&g), Some(C), "C revealed the Warlord and a Warden (7)");
    assert!(legal(&g).iter().all(|a| a.starts_with("draft ")));
}

#[test]
fn rule_3_2_5_draft_order_and_domains() {
    let mut g = revealed3();
    let l = legal(&g);
    assert!(
        l.iter()
            .all(|a| a.starts_with("draft A") || a.starts_with("draft B"))
    );
    act(&mut g, "draft B Herald");
    assert_eq!(who(&g), Some(B), "the player who lost a card drafts next");
    assert!(
        legal(&g).iter().all(|a| a.starts_with("draft A")),
        "from D3"
    );
    act(&mut g, "draft A Elder");
    assert_eq!(who(&g), Some(A), "D3 drafts from D1");
    assert_eq!(
        legal(&g),
        ["draft C Mystic", "draft C Warden", "draft C Warlord"],
        "not the Herald C just drafted"
    );
    act(&mut g, "draft C Warden");
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.row.len() == 3));
    assert_eq!(
        sorted(v.seats[A as usize].row.clone()),
        sorted(vec![Fool, Assassin, Warden])
    );
    assert_eq!(
        sorted(v.seats[B as usize].row.clone()),
        sorted(vec![Judge, Soldier, Elder])
    );
    assert_eq!(
        sorted(v.seats[C as usize].row.clone()),
        sorted(vec![Warlord, Mystic, Herald])
    );
}

fn drafted3() -> ImposterKings {
    let mut g = revealed3();
    acts(
        &mut g,
        &["draft B Herald", "draft A Elder", "draft C Warden"],
    );
    g
}

#[test]
fn rule_3_2_6_the_true_king_chooses_first_player_and_direction() {
    let g = drafted3();
    let tk = spect(&g).true_king.index() as u8;
    assert_eq!(who(&g), Some(tk));
    assert_eq!(
        legal(&g),
        [
            "first A ccw",
            "first A cw",
            "first B ccw",
            "first B cw",
            "first C ccw",
            "first C cw"
        ]
    );
}

#[test]
fn rule_3_2_7_rows_return_to_the_hands() {
    let mut g = drafted3();
    act(&mut g, "first B ccw");
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.row.is_empty() && s.hand_size == 8));
    assert!(hand(&g, A).contains(&Warden), "the drafted card");
    assert!(hand(&g, C).contains(&Herald));
    assert!(!hand(&g, B).contains(&Herald));
}

#[test]
fn rule_3_2_8_each_player_hides_a_successor_and_removes_a_card() {
    let mut g = drafted3();
    act(&mut g, "first B ccw");
    for _ in 0..3 {
        assert!(legal(&g).iter().all(|a| a.starts_with("hide ")));
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.hand_size == 6 && s.has_successor));
    assert_eq!(v.removed_hidden, 3);
}

#[test]
fn rule_3_2_9_the_first_player_takes_the_first_turn() {
    let mut g = drafted3();
    act(&mut g, "first B ccw");
    for _ in 0..3 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    assert_eq!(who(&g), Some(B));
    assert!(legal(&g).iter().all(|a| a.starts_with("play ")));
    let v = spect(&g);
    assert_eq!(v.first_player, Some(Seat::new(1)));
    assert_eq!(v.direction, Some(interregnum_imposter_kings::Dir::Ccw));
}

fn deck4() -> Vec<Card> {
    vec![
        Fool,
        Fool,
        Assassin,
        Assassin,
        Elder,
        Elder,
        Zealot, // A
        Zealot,
        Inquisitor,
        Inquisitor,
        Executioner,
        Executioner,
        Soldier,
        Soldier, // B
        Judge,
        Judge,
        Oathbound,
        Oathbound,
        Herald,
        Warlord,
        Mystic, // C
        Warden,
        Warden,
        Sentry,
        Spy,
        KingsHand,
        KingsHand,
        Princess, // D
        Queen,
    ]
}

/// The 4p setup from `deck4`, taking the first legal action until `stop` holds; "first C
/// ccw" when the True King chooses.
fn setup4_until(stop: impl Fn(&ImposterKings) -> bool) -> ImposterKings {
    let mut g = ImposterKings::new(&opts(4), &Start::stacked(0, deck4())).unwrap();
    while !stop(&g) {
        let l = legal(&g);
        let a = if l.iter().any(|a| a == "first C ccw") {
            "first C ccw".to_string()
        } else {
            l[0].clone()
        };
        act(&mut g, &a);
    }
    g
}

fn first_is(prefix: &'static str) -> impl Fn(&ImposterKings) -> bool {
    move |g| legal(g).first().is_some_and(|a| a.starts_with(prefix))
}

#[test]
fn rule_3_3_1_four_players_get_7_cards_and_an_accused() {
    let g = ImposterKings::new(&opts(4), &Start::stacked(0, deck4())).unwrap();
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.hand_size == 7));
    assert_eq!(v.accused, Queen);
    assert_eq!(sorted(hand(&g, C)), sorted(deck4()[14..21].to_vec()));
}

#[test]
fn rule_3_3_2_each_player_reveals_three_cards() {
    let mut g = setup4_until(|_| true);
    assert!(
        legal(&g)
            .iter()
            .all(|a| a.starts_with("reveal ") && a.split(' ').count() == 4)
    );
    for i in 0..4 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
        if i < 3 {
            assert!(
                spect(&g).seats.iter().all(|s| s.row.is_empty()),
                "secret until all"
            );
        }
    }
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.row.len() == 3 && s.hand_size == 4)
    );
}

#[test]
fn rule_3_3_3_the_shared_card_is_seen_by_the_partner_only() {
    let g = setup4_until(first_is("first "));
    for s in 0..4u8 {
        let partner = ((s + 2) % 4) as usize;
        let opp = ((s + 1) % 4) as usize;
        let v = seat_view(&g, s);
        assert!(v.seats[partner].has_shared);
        assert!(
            v.seats[partner].shared.is_some(),
            "seat {s} sees its partner's"
        );
        assert!(v.seats[opp].shared.is_none());
        assert!(v.seats[opp].has_shared);
        assert_eq!(v.seats[s as usize].hand_size, 3);
    }
    assert!(spect(&g).seats.iter().all(|s| s.shared.is_none()));
}

#[test]
fn rule_3_3_4_the_true_king_chooses_first_player_and_direction() {
    let g = setup4_until(first_is("first "));
    assert_eq!(who(&g), Some(spect(&g).true_king.index() as u8));
    assert_eq!(legal(&g).len(), 8, "4 seats, 2 directions");
}

#[test]
fn rule_3_3_5_partners_take_one_offer_card_in_turn_order() {
    let mut g = setup4_until(first_is("take "));
    // "first C ccw": C, B, A, D.
    for seat in [C, B, A, D] {
        assert_eq!(who(&g), Some(seat));
        let partner = ((seat + 2) % 4) as usize;
        let l = legal(&g);
        assert!(l.contains(&"take shared".to_string()));
        let row = spect(&g).seats[partner].row.clone();
        let names: std::collections::BTreeSet<Card> = row.into_iter().collect();
        assert_eq!(
            l.len(),
            1 + names.len(),
            "the partner's 3 face-up cards or the shared one"
        );
        let a = l.iter().find(|a| *a != "take shared").unwrap().clone();
        act(&mut g, &a);
        assert_eq!(
            spect(&g).seats[seat as usize].took.as_deref(),
            Some(&a[5..])
        );
    }
}

#[test]
fn rule_3_3_6_hands_are_back_to_7() {
    let g = setup4_until(first_is("successor "));
    let v = spect(&g);
    assert!(
        v.seats
            .iter()
            .all(|s| s.hand_size == 7 && s.row.is_empty() && !s.has_shared)
    );
}

#[test]
fn rule_3_3_7_each_player_chooses_a_successor() {
    let mut g = setup4_until(first_is("successor "));
    for i in 0..4 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
        if i < 3 {
            assert!(
                spect(&g).seats.iter().all(|s| !s.has_successor),
                "secret until all"
            );
        }
    }
    assert!(
        spect(&g)
            .seats
            .iter()
            .all(|s| s.hand_size == 6 && s.has_successor)
    );
}

#[test]
fn rule_3_3_8_partners_see_each_others_successor() {
    let g = setup4_until(|g| spect(g).seats.iter().all(|s| s.has_successor));
    for s in 0..4u8 {
        let partner = (s + 2) % 4;
        let v = seat_view(&g, s);
        assert_eq!(v.seats[partner as usize].successor, successor(&g, partner));
        assert!(v.seats[partner as usize].successor.is_some());
        assert!(v.seats[((s + 1) % 4) as usize].successor.is_none());
    }
}

#[test]
fn rule_3_3_10_each_player_removes_a_card_unseen_by_the_partner() {
    let mut g = setup4_until(first_is("remove "));
    for _ in 0..4 {
        let a = legal(&g)[0].clone();
        act(&mut g, &a);
    }
    let v = spect(&g);
    assert!(v.seats.iter().all(|s| s.hand_size == 5));
    assert_eq!(v.removed_hidden, 4);
    for s in 0..4u8 {
        assert_eq!(
            seat_view(&g, s).removed_known.len(),
            1,
            "only the own removal"
        );
    }
}

#[test]
fn rule_3_3_11_the_first_player_takes_the_first_turn() {
    let g = setup4_until(first_is("play "));
    assert_eq!(who(&g), Some(C));
    assert!(court(&g).is_empty());
}

#[test]
fn rule_1_2_3_the_first_player_marker_has_no_rules_effect() {
    // The same position, with A or B recorded as the round's first player (the position's
    // active seat is the first player; B acts first in both after A's play).
    let pos = two(&[Elder, Fool], &[Soldier, Zealot], &[(Judge, true)]);
    let mut g = start(2, &pos);
    assert_eq!(
        spect(&g).first_player,
        Some(Seat::new(0)),
        "a public marker"
    );
    act(&mut g, "play Elder");
    let mut other = pos.clone();
    other.active = B;
    other.hands = vec![vec![Fool], vec![Soldier, Zealot]];
    other.court = vec![(Judge, true), (Elder, false)];
    let h = start(2, &other);
    assert_eq!(spect(&h).first_player, Some(Seat::new(1)));
    assert_eq!(legal(&g), legal(&h));
    assert_eq!(tv(&g), tv(&h));
}

#[test]
fn rule_3_3_12_partners_learn_only_what_the_rules_show() {
    let g = setup4_until(first_is("play "));
    for s in 0..4u8 {
        let partner = ((s + 2) % 4) as usize;
        assert!(seat_view(&g, s).seats[partner].hand.is_none(), "seat {s}");
    }
}

#[test]
fn rule_5_3_2_no_second_assassin_after_a_stopped_one() {
    // 4p: B's Assassin is stopped by C; D's Assassin may not be revealed for the same flip.
    let pos = four(
        [
            &[Fool],
            &[Assassin, Elder],
            &[KingsHand, Judge],
            &[Assassin, Soldier],
        ],
        &[(Queen, false)],
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["flip", "assassin"]);
    assert_eq!(who(&g), Some(C), "the King's Hand window starts after B");
    act(&mut g, "kingshand");
    assert_ne!(legal(&g), ["assassin", "pass"], "the window is closed");
    assert!(!spect(&g).seats[A as usize].king_face_up);
    assert_eq!(court(&g), ["Queen↓"]);
    assert_eq!(who(&g), Some(B), "the flip ended A's turn");
    assert_eq!(legal(&g), ["purge Assassin"]);
    assert_eq!(sorted(hand(&g, D)), sorted(vec![Soldier, Assassin]));
}

#[test]
fn rule_1_3_soldier_bonus_is_lost_when_the_soldier_leaves_the_court() {
    let mut pos = two(
        &[Fool, Zealot],
        &[Elder, Judge],
        &[(Soldier, false), (Elder, true)],
    );
    pos.soldier_bonus = vec![1];
    let mut g = start(2, &pos);
    acts(&mut g, &["play Fool", "court 1", "pass"]);
    assert_eq!(sorted(hand(&g, A)), sorted(vec![Zealot, Soldier]));
    act(&mut g, "play Elder");
    act(&mut g, "play Soldier");
    acts(&mut g, &["name Queen", "pass"]);
    assert!(logged(&g, "Soldier: no"));
    assert_eq!(tv(&g), 5, "a new play, no old bonus");
}

#[test]
fn rule_8_4_no_window_once_the_only_kings_hand_is_public() {
    let mut g = start(
        2,
        &two(
            &[Queen, Inquisitor, Fool],
            &[KingsHand, Elder, Soldier],
            &[],
        ),
    );
    acts(
        &mut g,
        &["play Queen", "kingshand", "purge Queen", "purge KingsHand"],
    );
    assert_eq!(who(&g), Some(A));
    acts(&mut g, &["play Inquisitor", "name Elder"]);
    assert_eq!(
        who(&g),
        Some(B),
        "no window: the 2p King's Hand is removed publicly"
    );
    assert_eq!(spect(&g).seats[B as usize].antechamber, [Elder]);
}

#[test]
fn rule_1_3_judge_with_an_empty_hand_offers_no_antechamber_move() {
    let mut g = start(2, &two(&[Judge], &[Elder, Soldier], &[(Inquisitor, false)]));
    acts(&mut g, &["play Judge", "guess B Elder", "pass"]);
    assert!(logged(&g, "Judge: correct"));
    assert_eq!(who(&g), Some(B), "nothing to move: no prompt");
}

#[test]
fn rule_1_3_herald_opens_a_window_even_with_nothing_to_do() {
    let mut pos = three(
        [&[Herald], &[KingsHand, Elder], &[Judge]],
        &[(Inquisitor, false)],
    );
    pos.successors = vec![None, Some(Queen), Some(Zealot)];
    let mut g = start(3, &pos);
    act(&mut g, "play Herald");
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["kingshand", "pass"]);
}

#[test]
fn rule_1_3_mystic_numbers_and_precondition() {
    let mut g = start(
        2,
        &two(&[Mystic, Fool], &[Elder], &[(Elder, true), (Judge, false)]),
    );
    act(&mut g, "play Mystic");
    let l = legal(&g);
    assert!(l.contains(&"number 8".to_string()) && l.contains(&"number 1".to_string()));
    assert!(!l.contains(&"number 9".to_string()), "1 to 8 only");
    assert!(l.contains(&"decline".to_string()));
    act(&mut g, "number 5");
    pass_all(&mut g);
    assert_eq!(spect(&g).muted, Some(5));
    assert_eq!(court(&g), ["Elder↓", "Judge", "Mystic↓"]);
    assert_eq!(tv(&g), 1);
}

#[test]
fn rule_1_3_fool_may_take_royalty_and_muted_cards() {
    let mut pos = two(
        &[Fool, Zealot],
        &[Elder],
        &[(Queen, false), (Judge, false), (Soldier, true)],
    );
    pos.muted = 5;
    let mut g = start(2, &pos);
    act(&mut g, "play Fool");
    assert_eq!(legal(&g), ["court 1", "court 2", "decline"]);
    acts(&mut g, &["court 1", "pass"]);
    assert_eq!(court(&g), ["Judge", "Soldier↓", "Fool"]);
    assert_eq!(sorted(hand(&g, A)), sorted(vec![Zealot, Queen]));
}

#[test]
fn rule_1_3_sentry_targets_face_up_non_royalty_below() {
    let g0 = start(
        2,
        &two(
            &[Sentry, Fool],
            &[Elder],
            &[(Princess, false), (Judge, true), (Soldier, false)],
        ),
    );
    let mut g = g0.clone();
    act(&mut g, "play Sentry");
    assert_eq!(legal(&g), ["court 3", "decline"]);
    // Without a hand card left, the Sentry cannot be used.
    let mut g = start(
        2,
        &two(&[Sentry], &[Elder], &[(Judge, false), (Soldier, false)]),
    );
    act(&mut g, "play Sentry");
    assert_eq!(who(&g), Some(B));
    assert_eq!(court(&g), ["Judge", "Soldier", "Sentry"]);
}

#[test]
fn rule_1_3_inquisitor_hits_teammates_in_turn_order() {
    let pos = four(
        [&[Inquisitor, Fool], &[Elder], &[Elder, Judge], &[Soldier]],
        &[],
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["play Inquisitor", "name Elder"]);
    pass_all(&mut g);
    let v = spect(&g);
    assert_eq!(v.seats[B as usize].antechamber, [Elder]);
    assert_eq!(v.seats[C as usize].antechamber, [Elder], "the teammate too");
    assert!(
        logged(&g, "moved to the Antechamber by: B, C"),
        "{:?}",
        v.log
    );
}

#[test]
fn rule_1_3_princess_needs_cards_on_both_sides() {
    // Another player with cards: only those may be chosen.
    let mut pos = three([&[Princess, Fool], &[], &[Judge]], &[(Inquisitor, false)]);
    pos.successors = vec![Some(Zealot), Some(Elder), Some(Soldier)];
    let mut g = start(3, &pos);
    act(&mut g, "play Princess");
    assert_eq!(legal(&g), ["decline", "target C"]);
    // The acting player's hand is empty: no ability.
    let mut g = start(2, &two(&[Princess], &[Judge], &[(Inquisitor, false)]));
    act(&mut g, "play Princess");
    assert_eq!(who(&g), Some(B));
    assert!(!is_legal(&g, "pass"));
}

#[test]
fn rule_1_3_oathbound_follow_up_oathbound_is_a_plain_6() {
    let mut g = start(
        2,
        &two(&[Oathbound, Oathbound, Fool], &[Elder], &[(Warlord, false)]),
    );
    act(&mut g, "play Oathbound");
    assert_eq!(legal(&g), ["follow Fool", "follow Oathbound"]);
    act(&mut g, "follow Oathbound");
    assert_eq!(court(&g), ["Warlord↓", "Oathbound", "Oathbound"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(tv(&g), 6);
}

#[test]
fn rule_1_3_spy_forces_only_players_with_a_successor_and_cards() {
    let mut pos = three([&[Spy, Fool], &[], &[Judge]], &[(Inquisitor, false)]);
    pos.successors = vec![Some(Zealot), Some(Elder), Some(Soldier)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Spy", "use"]);
    pass_all(&mut g);
    assert_eq!(legal(&g), ["force C", "nothing"], "B has no hand card");
}

#[test]
fn rule_1_3_executioner_hits_the_acting_player_too() {
    let pos = three(
        [&[Executioner, Judge, Fool], &[Soldier], &[Elder]],
        &[(Judge, false), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    acts(&mut g, &["play Executioner", "number 5", "pass", "pass"]);
    let mut seen = Vec::new();
    while let Some(s) = who(&g) {
        let l = legal(&g);
        if !(l
            .iter()
            .all(|a| a.starts_with("condemn ") || a == "nothing"))
        {
            break;
        }
        seen.push(s);
        let a = l[0].clone();
        act(&mut g, &a);
    }
    assert_eq!(sorted_seats(seen), [A, B, C], "every player answers");
    let v = spect(&g);
    assert_eq!(v.seats[A as usize].condemned_values, [5]);
    assert_eq!(v.seats[B as usize].condemned_values, [5]);
    assert!(v.seats[C as usize].condemned_values.is_empty());
    assert!(logged(&g, "Condemned a 5: A, B"), "{:?}", v.log);
}

fn sorted_seats(mut v: Vec<u8>) -> Vec<u8> {
    v.sort_unstable();
    v
}

#[test]
fn rule_1_3_warden_counts_face_up_cards_only() {
    // 3 face-up with the Warden, plus a Disgraced card: not enough.
    let pos = three(
        [&[Warden, Fool], &[Queen], &[Judge]],
        &[(Elder, false), (Soldier, true), (Inquisitor, false)],
    );
    let mut g = start(3, &pos);
    act(&mut g, "play Warden");
    assert_eq!(who(&g), Some(B), "not offered");
    // 4 face-up with the Warden: offered.
    let pos = three(
        [&[Warden, Fool], &[Queen], &[Judge]],
        &[
            (Elder, false),
            (Soldier, true),
            (Zealot, false),
            (Inquisitor, false),
        ],
    );
    let mut g = start(3, &pos);
    act(&mut g, "play Warden");
    assert_eq!(legal(&g), ["decline", "use"]);
}

#[test]
fn rule_1_3_soldier_and_judge_check_hands_not_successors() {
    let mut pos = two(&[Soldier, Judge, Fool], &[Zealot], &[(Inquisitor, false)]);
    pos.successors = vec![Some(Mystic), Some(Elder)];
    let mut g = start(2, &pos);
    acts(&mut g, &["play Soldier", "name Elder", "pass"]);
    assert!(logged(&g, "Soldier: no"), "B's Elder is its Successor");
    let mut g = start(2, &pos);
    act(&mut g, "play Judge");
    acts(&mut g, &["guess B Elder", "pass"]);
    assert!(logged(&g, "Judge: wrong"));
}

#[test]
fn rule_8_4_one_hidden_kings_hand_keeps_the_window_in_4p() {
    // One King's Hand is public in the Court; the other is hidden somewhere.
    let pos = four(
        [&[Inquisitor, Fool], &[Elder], &[Judge], &[Soldier]],
        &[(KingsHand, true)],
    );
    let mut g = start(4, &pos);
    acts(&mut g, &["play Inquisitor", "name Queen"]);
    assert_eq!(who(&g), Some(B));
    assert_eq!(legal(&g), ["pass"], "the window still opens");
    acts(&mut g, &["pass", "pass", "pass"]);
    assert_eq!(who(&g), Some(B), "each asked once, then B's turn");
    assert!(
        legal(&g)
            .iter()
            .any(|a| a.starts_with("play ") || a == "flip")
    );
}

#[test]
fn rule_1_3_herald_chains_only_hand_value_5_or_more() {
    let mut pos = three(
        [&[Herald, Warlord, Zealot, Soldier], &[Elder], &[Judge]],
        &[(Queen, false), (Inquisitor, false)],
    );
    pos.successors = vec![None, Some(Fool), Some(Mystic)];
    let mut g = start(3, &pos);
    acts(&mut g, &["play Herald", "pass", "pass"]);
    assert_eq!(
        legal(&g),
        ["chain Soldier", "chain Warlord", "nothing"],
        "the Warlord is an 8 with Royalty present; the Zealot is a 3"
    );
}

#[test]
fn rule_1_3_a_muted_warlord_is_worth_3() {
    let mut pos = two(
        &[Fool, Zealot],
        &[Elder],
        &[(Queen, false), (Warlord, false)],
    );
    assert_eq!(tv(&start(2, &pos)), 9);
    pos.muted = 7;
    let g = start(2, &pos);
    assert_eq!(tv(&g), 3);
    assert!(is_legal(&g, "play Zealot"), "3 beats 3");
    assert!(!is_legal(&g, "play Fool"));
}
