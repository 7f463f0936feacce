//! More rule tests: one focused test per numbered rule of the specification that
//! `rules.rs` and `scenarios.rs` do not name.

mod common;

use common::*;
use interregnum_core::{Game, Seat};
use interregnum_imposter_kings::{Card, Position};

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

fn logged(g: &interregnum_imposter_kings::ImposterKings, line: &str) -> bool {
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
