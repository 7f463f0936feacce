//! The shared game-API property suite (interregnum_core::testkit) and Claim's own
//! invariants (rules 11.1-11.3, 4.7, 9.4) over random legal play.

use interregnum_claim::{CardSet, Claim, ClaimOptions, Faction};
use interregnum_core::{Game, Observer, Seat, Start, testkit::check_random_game};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn shared_suite_holds_for_claim(seed in any::<u64>(), first_leader in proptest::option::of(0u8..2)) {
        check_random_game::<Claim>(&ClaimOptions { first_leader }, seed);
    }

    /// 11.1, 11.2, 11.3, 4.7, 9.4: conservation, the card counts at each phase end,
    /// exactly 13 tricks per phase, and every Undead scored.
    #[test]
    fn rule_11_phase_counts(seed in any::<u64>()) {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut undead_played_phase_1 = 0;
        while game.phase() == 1 {
            let card = game.random_action(&mut rng).unwrap();
            if card.faction() == Faction::Undead {
                undead_played_phase_1 += 1;
            }
            game.apply(card).unwrap();
            prop_assert_eq!(game.invariant_violation(), None);
        }
        prop_assert_eq!(game.tricks_played(), 13);
        let view = game.view(Observer::Spectator);
        let scored = view.seats[0].score_pile.len() + view.seats[1].score_pile.len();
        prop_assert_eq!(scored, undead_played_phase_1);
        prop_assert_eq!(view.discard.len(), 26 - undead_played_phase_1);
        prop_assert_eq!(view.deck_size, 0);
        prop_assert!(view.seats.iter().all(|s| s.hand_size == 13 && s.follower_size == 0));
        game.play_out(&mut rng);
        prop_assert_eq!(game.tricks_played(), 26);
        let view = game.view(Observer::Spectator);
        let piles = view.seats[0].score_pile.plus(view.seats[1].score_pile);
        prop_assert_eq!(piles.len(), 26 + undead_played_phase_1);
        prop_assert_eq!(view.discard.len(), 26 - undead_played_phase_1);
        prop_assert_eq!(piles.count(Faction::Undead), 10, "9.4: all Undead are scored");
        let outcome = game.outcome().unwrap();
        let undead = &outcome.detail.factions[Faction::Undead as usize];
        prop_assert!(undead.winner.is_some(), "9.4: the Undead vote is always decided");
    }

    /// 10.4: a seat's view of the same position is the same whatever the opponent holds,
    /// checked here by dealing the hidden cards differently and keeping the seat's own.
    #[test]
    fn rule_10_4_view_ignores_hidden_cards(seed in any::<u64>(), resample in any::<u64>(), plies in 0usize..52) {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..plies {
            match game.random_action(&mut rng) {
                Some(card) => game.apply_unchecked(card),
                None => break,
            }
        }
        for seat in Seat::all(2) {
            let view = game.view(Observer::Seat(seat));
            let other = Claim::determinize(&view, &mut ChaCha8Rng::seed_from_u64(resample)).unwrap();
            prop_assert_eq!(other.view(Observer::Seat(seat)), view);
        }
    }
}

#[test]
fn determinization_varies_the_hidden_cards() {
    let game = Claim::new(&ClaimOptions::default(), &Start::seeded(3)).unwrap();
    let view = game.view(Observer::Seat(Seat::new(0)));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let samples: Vec<CardSet> = (0..8)
        .map(|_| {
            let sampled = Claim::determinize(&view, &mut rng).unwrap();
            let full = sampled.view(Observer::Seat(Seat::new(1)));
            full.seats[1].hand.unwrap()
        })
        .collect();
    assert!(
        samples.windows(2).any(|w| w[0] != w[1]),
        "the opponent's hand is resampled"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// A position rebuilt with `Claim::from_setup` (no trick record before the setup) is
    /// sampled soundly by `determinize` for each seat, at every step of the rest of the game:
    /// the sample shows the seat the same view, spectators the same view, the same legal
    /// cards, and keeps every invariant.
    #[test]
    fn setup_positions_determinize(seed in any::<u64>(), plies in 0usize..52, resample in any::<u64>()) {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..plies {
            let card = game.random_action(&mut rng).unwrap();
            game.apply_unchecked(card);
        }
        let mut game = Claim::from_setup(&game.to_setup()).unwrap();
        prop_assert_eq!(game.tricks().count(), 0);
        let mut sampler = ChaCha8Rng::seed_from_u64(resample);
        let (mut legal, mut sampled_legal) = (Vec::new(), Vec::new());
        loop {
            prop_assert_eq!(game.invariant_violation(), None);
            game.legal_actions(&mut legal);
            for seat in Seat::all(2) {
                let view = game.view(Observer::Seat(seat));
                prop_assert!(view.tricks.len() <= usize::from(view.tricks_played));
                let sampled = Claim::determinize(&view, &mut sampler).unwrap();
                prop_assert_eq!(sampled.invariant_violation(), None);
                prop_assert_eq!(sampled.view(Observer::Seat(seat)), view);
                prop_assert_eq!(sampled.view(Observer::Spectator), game.view(Observer::Spectator));
                if game.to_act() == Some(seat) {
                    sampled.legal_actions(&mut sampled_legal);
                    prop_assert_eq!(&sampled_legal, &legal);
                }
            }
            match game.random_action(&mut rng) {
                Some(card) => game.apply(card).unwrap(),
                None => break,
            }
        }
        prop_assert_eq!(game.tricks_played(), 26);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Every play is public, so the plays between two views of a seat are recovered exactly.
    #[test]
    fn actions_between_two_views_are_the_plays_made(seed in any::<u64>(), from in 0usize..52, more in 0usize..52) {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let seat = Seat::new(0);
        for _ in 0..from.min(51) {
            game.apply_unchecked(game.random_action(&mut rng).unwrap());
        }
        let earlier = game.view(Observer::Seat(seat));
        let mut played = Vec::new();
        for _ in 0..more {
            let Some(card) = game.random_action(&mut rng) else { break };
            game.apply_unchecked(card);
            played.push(card);
        }
        let later = game.view(Observer::Seat(seat));
        prop_assert_eq!(Claim::actions_between(&earlier, &later), Some(played));
        prop_assert_eq!(Claim::actions_between(&later, &later), Some(Vec::new()));
        let other_seat = game.view(Observer::Seat(Seat::new(1)));
        prop_assert_eq!(Claim::actions_between(&earlier, &other_seat), None, "views of another seat");
    }
}
