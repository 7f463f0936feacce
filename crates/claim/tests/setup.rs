//! `Claim::from_setup`: reachable positions are accepted, impossible ones are refused with
//! a message that says what is wrong, and nothing panics.

use interregnum_claim::{Card, CardSet, Claim, ClaimOptions, ClaimSetup, Faction};
use interregnum_core::{Game, Observer, Seat, Start};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn c(text: &str) -> Card {
    text.parse().unwrap()
}

fn position(seed: u64, plies: usize) -> ClaimSetup {
    let mut game = Claim::new(
        &ClaimOptions {
            first_leader: Some(0),
        },
        &Start::seeded(seed),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        match game.random_action(&mut rng) {
            Some(card) => game.apply_unchecked(card),
            None => break,
        }
    }
    game.to_setup()
}

fn refused(setup: &ClaimSetup, words: &[&str]) {
    let err = Claim::from_setup(setup).expect_err("the position must be refused");
    for word in words {
        assert!(err.0.contains(word), "{err:?} should mention {word:?}");
    }
}

/// Moves one copy of `card` from wherever it is to nowhere (returns whether it was found).
fn take_out(setup: &mut ClaimSetup, card: Card) -> bool {
    let zones = setup
        .hands
        .iter_mut()
        .chain(setup.followers.iter_mut())
        .chain(setup.scores.iter_mut())
        .chain(std::iter::once(&mut setup.discard));
    for zone in zones {
        if zone.contains(card) {
            zone.remove(card);
            return true;
        }
    }
    if let Some(at) = setup.deck.iter().position(|&d| d == card) {
        setup.deck.remove(at);
        return true;
    }
    false
}

#[test]
fn the_start_of_a_game_is_accepted() {
    let setup = position(1, 0);
    let game = Claim::from_setup(&setup).unwrap();
    let original = Claim::new(
        &ClaimOptions {
            first_leader: Some(0),
        },
        &Start::seeded(1),
    )
    .unwrap();
    // At the start the trick record is empty anyway, so the states are equal.
    assert_eq!(game, original);
}

#[test]
fn a_missing_card_is_named() {
    let mut setup = position(2, 10);
    let card = setup.hands[0].iter().last().unwrap();
    setup.hands[0].remove(card);
    refused(&setup, &[&card.to_string(), "missing"]);
}

#[test]
fn a_card_in_two_zones_is_named_with_both_zones() {
    let mut setup = position(3, 30);
    let card = setup.hands[1].iter().last().unwrap();
    let victim = setup.hands[0].iter().last().unwrap();
    setup.hands[0].remove(victim);
    setup.discard.insert(card);
    refused(&setup, &[&card.to_string(), "B's hand", "the discard pile"]);
}

#[test]
fn a_sixth_gb0_is_refused() {
    let mut setup = position(4, 0);
    let victim = setup.deck.iter().copied().find(|&d| d != c("Gb0")).unwrap();
    take_out(&mut setup, victim);
    setup.deck.push(c("Gb0"));
    let gb0 = |s: &ClaimSetup| {
        s.hands.iter().map(|h| h.gb0_count()).sum::<u32>()
            + s.deck.iter().filter(|&&d| d == c("Gb0")).count() as u32
            + u32::from(s.prize == Some(c("Gb0")))
    };
    assert_eq!(gb0(&setup), 6);
    refused(&setup, &["Gb0", "five"]);
}

#[test]
fn wrong_hand_sizes_are_refused() {
    // Phase 1, trick 5, A to lead: each hand must hold 8.
    let mut setup = position(5, 10);
    assert_eq!(setup.tricks_played, 5);
    assert!(setup.lead.is_none());
    // Move a card from B's hand to A's: conserved, but the sizes are wrong.
    let card = setup.hands[1].iter().last().unwrap();
    setup.hands[1].remove(card);
    setup.hands[0].insert(card);
    refused(&setup, &["holds 8 cards", "has 9"]);
    // The same cards with the trick count off by one.
    let mut setup = position(5, 10);
    setup.tricks_played = 6;
    refused(&setup, &["after 6 tricks"]);
}

#[test]
fn the_leader_holds_one_card_less_while_the_lead_is_on_the_table() {
    let mut setup = position(6, 11);
    let lead = setup.lead.expect("a card is led");
    let leader = setup.leader;
    // Put the lead card back into the leader's hand: too many cards in hand.
    setup.lead = None;
    setup.hands[leader.index()].insert(lead);
    assert!(
        Claim::from_setup(&setup).is_ok(),
        "a lead not yet played is fine"
    );
    // Now claim a lead that is also in hand.
    setup.lead = Some(lead);
    refused(&setup, &[&lead.to_string(), "appears", "the lead"]);
}

#[test]
fn a_prize_outside_phase_1_is_refused() {
    let mut setup = position(7, 30);
    assert!(setup.tricks_played >= 13);
    let card = setup.discard.iter().last().unwrap();
    setup.discard.remove(card);
    setup.prize = Some(card);
    refused(&setup, &["prize", "only in Phase 1"]);
}

#[test]
fn a_missing_prize_in_phase_1_is_refused() {
    let mut setup = position(8, 6);
    let prize = setup.prize.take().unwrap();
    setup.deck.insert(0, prize);
    refused(&setup, &["no prize"]);
}

#[test]
fn the_deck_size_follows_the_trick_count() {
    let mut setup = position(9, 8);
    let card = setup.deck.pop().unwrap();
    setup.discard.insert(card);
    let err = Claim::from_setup(&setup).unwrap_err();
    assert!(err.0.contains("deck"), "{err}");
}

#[test]
fn phase_1_scores_only_undead() {
    let mut setup = position(10, 8);
    let card = setup
        .discard
        .iter()
        .last()
        .expect("four tricks discarded something");
    setup.discard.remove(card);
    setup.scores[0].insert(card);
    refused(&setup, &[&card.to_string(), "only Undead"]);
}

#[test]
fn an_undead_is_never_discarded() {
    // Swap an Undead of the deck with a discarded card: sizes stay right.
    let mut tried = 0;
    for seed in 0.. {
        let mut setup = position(seed, 8);
        let Some(at) = setup
            .deck
            .iter()
            .position(|d| d.faction() == Faction::Undead)
        else {
            continue;
        };
        let Some(discarded) = setup.discard.iter().last() else {
            continue;
        };
        let undead = setup.deck[at];
        setup.deck[at] = discarded;
        setup.discard.remove(discarded);
        setup.discard.insert(undead);
        refused(&setup, &[&undead.to_string(), "discard pile"]);
        tried += 1;
        if tried == 5 {
            break;
        }
    }
}

#[test]
fn phase_2_discard_pile_holds_16_to_26_cards() {
    // At the end all 10 Undead are scored, so Phase 1 discarded at least 16 cards.
    let mut setup = position(12, 52);
    while setup.discard.len() > 15 {
        let card = setup.discard.iter().last().unwrap();
        setup.discard.remove(card);
        setup.scores[0].insert(card);
    }
    refused(&setup, &["discard pile holds 15", "Undead"]);
    // And Phase 1 has only 26 cards to discard.
    let mut setup = position(12, 52);
    while setup.discard.len() < 27 {
        let pile = if setup.scores[0].len() > setup.scores[1].len() {
            0
        } else {
            1
        };
        let card = setup.scores[pile]
            .iter()
            .find(|card| card.faction() != Faction::Undead)
            .unwrap();
        setup.scores[pile].remove(card);
        setup.discard.insert(card);
    }
    refused(&setup, &["at most 26"]);
}

#[test]
fn seats_and_options_are_checked() {
    let mut setup = position(13, 4);
    setup.leader = Seat::new(2);
    refused(&setup, &["leader", "seat 2"]);
    let mut setup = position(13, 4);
    setup.first_leader = Seat::new(1);
    refused(&setup, &["first leader", "seat 0"]);
    let mut setup = position(13, 0);
    setup.options.first_leader = None;
    setup.first_leader = Seat::new(1);
    refused(&setup, &["no trick is finished", "leader"]);
    let mut setup = position(13, 4);
    setup.options.first_leader = Some(7);
    refused(&setup, &["first_leader is 7"]);
    let mut setup = position(13, 4);
    setup.tricks_played = 27;
    refused(&setup, &["27"]);
}

#[test]
fn a_finished_game_has_no_lead() {
    let mut setup = position(14, 52);
    assert_eq!(setup.tricks_played, 26);
    let card = setup.scores[0].iter().last().unwrap();
    setup.scores[0].remove(card);
    setup.lead = Some(card);
    refused(&setup, &["over", &card.to_string()]);
}

#[test]
fn a_setup_reads_from_json_and_refuses_bad_seats_without_panicking() {
    let setup = position(15, 20);
    let mut json = serde_json::to_value(&setup).unwrap();
    json["leader"] = serde_json::json!(200);
    let bad: ClaimSetup = serde_json::from_value(json).unwrap();
    refused(&bad, &["leader"]);
    let text = r#"{"first_leader":0,"hands":[["Dp9","Dp9"],[]],"leader":0,"tricks_played":0}"#;
    assert!(
        serde_json::from_str::<ClaimSetup>(text).is_err(),
        "a card twice in one zone"
    );
}

#[test]
fn views_of_a_setup_position_list_only_the_tricks_since_the_setup() {
    let mut game = Claim::from_setup(&position(16, 10)).unwrap();
    assert_eq!(game.tricks_played(), 5);
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    for _ in 0..2 {
        let card = game.random_action(&mut rng).unwrap();
        game.apply(card).unwrap();
    }
    let view = game.view(Observer::Seat(Seat::new(0)));
    assert_eq!(view.tricks_played, 6);
    assert_eq!(view.tricks.len(), 1);
    let won = view.tricks[0].winner.index();
    assert_eq!(
        view.seats[won].prizes_won.len(),
        1,
        "only the prize won since"
    );
    assert_eq!(view.seats[1 - won].prizes_won, CardSet::EMPTY);
    let sampled = Claim::determinize(&view, &mut rng).unwrap();
    assert_eq!(sampled.view(Observer::Seat(Seat::new(0))), view);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Moving one card from one zone to another, or changing the trick count or the
    /// leader, never makes `from_setup` panic; whatever it accepts keeps the invariants.
    #[test]
    fn from_setup_never_panics(
        seed in any::<u64>(),
        plies in 0usize..=52,
        from in 0usize..9,
        to in 0usize..9,
        tricks in 0u8..30,
        leader in 0usize..4,
    ) {
        let mut setup = position(seed, plies);
        let moved = match from {
            0 | 1 => setup.hands[from].iter().last().inspect(|&c| setup.hands[from].remove(c)),
            2 | 3 => setup.followers[from - 2].iter().last().inspect(|&c| setup.followers[from - 2].remove(c)),
            4 | 5 => setup.scores[from - 4].iter().last().inspect(|&c| setup.scores[from - 4].remove(c)),
            6 => setup.discard.iter().last().inspect(|&c| setup.discard.remove(c)),
            7 => setup.deck.pop(),
            _ => setup.prize.take(),
        };
        if let Some(card) = moved {
            match to {
                0 | 1 => setup.hands[to].insert(card),
                2 | 3 => setup.followers[to - 2].insert(card),
                4 | 5 => setup.scores[to - 4].insert(card),
                6 => setup.discard.insert(card),
                7 => setup.deck.push(card),
                _ => setup.lead = Some(card),
            }
        }
        if tricks < 27 && plies % 3 == 0 {
            setup.tricks_played = tricks;
        }
        if plies % 5 == 0 {
            setup.leader = Seat::new(leader);
        }
        if let Ok(mut game) = Claim::from_setup(&setup) {
            prop_assert_eq!(game.invariant_violation(), None);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            game.play_out(&mut rng);
            prop_assert!(game.outcome().is_some());
        }
    }
}
