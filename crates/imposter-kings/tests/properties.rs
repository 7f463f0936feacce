//! The shared game-API property suite over random legal play, for 2, 3 and 4 players.

use interregnum_core::{Game, Observer, Seat, Start, testkit::check_random_game};
use interregnum_imposter_kings::{Action, Card, IkOptions, ImposterKings};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn opts(players: u8, points_to_win: u16) -> IkOptions {
    IkOptions {
        players,
        points_to_win,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn shared_suite_2_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(2, 7), seed);
    }

    #[test]
    fn shared_suite_3_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(3, 4), seed);
    }

    #[test]
    fn shared_suite_4_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(4, 4), seed);
    }
}

/// Which seats may see a secret choice whose legal actions are `legal`, or `None` if the
/// choice is not secret. `x` is the seat choosing.
fn secret_choice(g: &ImposterKings, legal: &[Action], x: usize) -> Option<Vec<usize>> {
    let view = g.view(Observer::Seat(Seat::new(x)));
    let n = g.n_seats();
    let partner = (n == 4).then_some((x + 2) % 4);
    let mut sees = vec![x];
    let first = *legal.first()?;
    match first {
        Action::Hide(..) | Action::Condemn(_) | Action::Remove(_) => {}
        Action::Reveal1(_) | Action::Reveal2(..) | Action::Reveal3(..) => {
            let committed = view.seats.iter().filter(|s| s.committed).count();
            if committed + 1 == n {
                return None; // the last commitment reveals every row
            }
        }
        Action::Share(_) | Action::Successor(_) | Action::Offer0 => sees.extend(partner),
        Action::Decline
            if legal
                .iter()
                .any(|a| matches!(a, Action::Accept1(_) | Action::Accept2(..))) =>
        {
            sees.extend(partner);
        }
        Action::Give(_) => {
            let ability = view.ability.as_ref()?;
            if ability.card != Card::Princess {
                return None;
            }
            sees.push(ability.player.index());
            sees.extend(ability.target.map(Seat::index));
        }
        Action::Keep if legal.iter().any(|a| matches!(a, Action::Swap(_))) => {}
        _ => return None,
    }
    Some(sees)
}

/// Two different answers to a secret choice leave every other observer's view the same
/// (as long as the round goes on).
fn check_secret_choices(players: u8, seed: u64) {
    let opts = IkOptions {
        players,
        points_to_win: 4,
    };
    let mut g = ImposterKings::new(&opts, &Start::seeded(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut checked = 0;
    while let Some(mut next) = g.random_action(&mut rng) {
        g.legal_actions(&mut legal);
        if legal.contains(&Action::Restart) {
            next = Action::Keep; // restarts alone could end a short match before any choice
        }
        let x = g.to_act().unwrap().index();
        if legal.len() >= 2
            && let Some(sees) = secret_choice(&g, &legal, x)
        {
            let before = g.view(Observer::Spectator);
            let out = |v: &interregnum_imposter_kings::IkView| -> Vec<bool> {
                v.seats.iter().map(|s| s.eliminated).collect()
            };
            let mut one = g.clone();
            let mut two = g.clone();
            one.apply(legal[0]).unwrap();
            two.apply(*legal.last().unwrap()).unwrap();
            // A choice may leave its own player (or a partner in an exchange) unable to
            // play at once; that loss is public and legitimate, so such cases are skipped.
            let same_round = |s: &ImposterKings| {
                let v = s.view(Observer::Spectator);
                s.outcome().is_none() && v.round == before.round && out(&v) == out(&before)
            };
            if same_round(&one) && same_round(&two) {
                checked += 1;
                assert_eq!(one.view(Observer::Spectator), two.view(Observer::Spectator));
                for o in (0..g.n_seats()).filter(|o| !sees.contains(o)) {
                    let o = Observer::Seat(Seat::new(o));
                    assert_eq!(
                        one.view(o),
                        two.view(o),
                        "seed {seed}: {} vs {} by {x} shows in {o:?}'s view",
                        legal[0],
                        legal.last().unwrap()
                    );
                }
            }
        }
        g.apply(next).unwrap();
    }
    assert!(
        checked > 0,
        "seed {seed}, {players}p: no secret choice was checked"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn rule_8_3_secret_choices_do_not_show(seed in any::<u64>(), players in 2u8..=4) {
        check_secret_choices(players, seed);
    }
}
