//! The typed view (`ImposterKings::typed_view`, read by encoders on every step) shows every
//! seat exactly what its view (`Game::view`, read by front ends) shows, over random play at
//! 2, 3 and 4 players; and the view's `deciding` text is its typed `decision` in words.

use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_imposter_kings::{
    Card, CardSet, DecisionKind, IkOptions, IkTypedView, IkView, ImposterKings,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The counts of each name in `cards`.
fn counts(cards: &[Card]) -> Vec<u8> {
    Card::ALL
        .iter()
        .map(|&c| cards.iter().filter(|&&x| x == c).count() as u8)
        .collect()
}

fn set_counts(set: CardSet) -> Vec<u8> {
    Card::ALL.iter().map(|&c| set.count(c)).collect()
}

/// How many of each base value a list holds.
fn value_counts(values: &[u8]) -> [u8; 10] {
    let mut out = [0; 10];
    for &v in values {
        out[usize::from(v)] += 1;
    }
    out
}

fn check(typed: &IkTypedView, view: &IkView, at: &str) {
    let n = usize::from(view.players);
    assert_eq!(typed.observer, view.observer, "{at}");
    assert_eq!(typed.players, view.players, "{at}");
    assert_eq!(typed.points_to_win, view.points_to_win, "{at}");
    assert_eq!(typed.round, view.round, "{at}");
    assert_eq!(&typed.scores[..n], view.scores.as_slice(), "{at}");
    assert!(typed.scores[n..].iter().all(|&s| s == 0), "{at}");
    assert_eq!(typed.true_king, view.true_king, "{at}");
    assert_eq!(typed.first_player, view.first_player, "{at}");
    assert_eq!(typed.direction, view.direction, "{at}");
    assert_eq!(typed.to_act, view.to_act, "{at}");
    assert_eq!(typed.decision, view.decision, "{at}");
    assert_eq!(typed.decision.to_string(), view.deciding, "{at}");
    assert_eq!(typed.decision.seat, view.to_act, "{at}");
    assert_eq!(
        typed.decision.kind == DecisionKind::MatchOver,
        view.to_act.is_none(),
        "{at}"
    );
    assert_eq!(typed.restarts_this_round, view.restarts_this_round, "{at}");
    assert_eq!(typed.court.as_slice(), view.court.as_slice(), "{at}");
    assert_eq!(typed.throne_value, view.throne_value, "{at}");
    assert_eq!(typed.muted, view.muted, "{at}");
    assert_eq!(typed.accused, view.accused, "{at}");
    assert_eq!(typed.table_seats().len(), view.seats.len(), "{at}");
    for (t, v) in typed.table_seats().iter().zip(&view.seats) {
        let at = format!("{at}, seat {}", v.seat);
        assert_eq!(t.seat, v.seat, "{at}");
        assert_eq!(t.hand_size, v.hand_size, "{at}");
        assert_eq!(
            t.hand.map(set_counts),
            v.hand.as_deref().map(counts),
            "{at}"
        );
        assert_eq!(t.king_face_up, v.king_face_up, "{at}");
        assert_eq!(t.has_successor, v.has_successor, "{at}");
        assert_eq!(t.successor, v.successor, "{at}");
        assert_eq!(set_counts(t.antechamber), counts(&v.antechamber), "{at}");
        assert_eq!(set_counts(t.condemned), counts(&v.condemned), "{at}");
        assert_eq!(
            t.condemned_values,
            value_counts(&v.condemned_values),
            "{at}"
        );
        assert_eq!(
            t.condemned_hidden.map(set_counts),
            v.condemned_hidden.as_deref().map(counts),
            "{at}"
        );
        assert_eq!(t.eliminated, v.eliminated, "{at}");
        assert_eq!(t.out_pile_size, v.out_pile_size, "{at}");
        assert_eq!(set_counts(t.row), counts(&v.row), "{at}");
        assert_eq!(t.has_shared, v.has_shared, "{at}");
        assert_eq!(t.shared, v.shared, "{at}");
        assert_eq!(
            t.took
                .map(|took| took.map_or("shared".to_string(), |c| c.to_string())),
            v.took,
            "{at}"
        );
        assert_eq!(t.committed, v.committed, "{at}");
        assert_eq!(
            set_counts(t.known_in_hand),
            counts(&v.known_in_hand),
            "{at}"
        );
    }
    assert!(
        typed.seats[n..].iter().all(|s| s.hand.is_none()
            && s.hand_size == 0
            && s.successor.is_none()
            && s.known_in_hand.is_empty()),
        "{at}: seats beyond the table show nothing"
    );
    assert_eq!(
        set_counts(typed.removed_public),
        counts(&view.removed_public),
        "{at}"
    );
    assert_eq!(
        typed.removed_values,
        value_counts(&view.removed_values),
        "{at}"
    );
    assert_eq!(typed.removed_hidden, view.removed_hidden, "{at}");
    assert_eq!(
        set_counts(typed.removed_known),
        counts(&view.removed_known),
        "{at}"
    );
    assert_eq!(
        set_counts(typed.my_pending),
        counts(&view.my_pending),
        "{at}"
    );
    assert_eq!(
        set_counts(typed.exchange_offer),
        counts(&view.exchange_offer),
        "{at}"
    );
    assert_eq!(typed.exchanges.map(|e| e.to_vec()), view.exchanges, "{at}");
    assert_eq!(set_counts(typed.pile), counts(&view.pile), "{at}");
    assert_eq!(typed.ability, view.ability, "{at}");
    match (&typed.last_round, &view.last_round) {
        (None, None) => {}
        (Some(t), Some(v)) => {
            assert_eq!(&t.points[..n], v.points.as_slice(), "{at}");
            let winners: Vec<Seat> = Seat::all(n).filter(|s| t.winners[s.index()]).collect();
            assert_eq!(winners, v.winners, "{at}");
            for (ts, vs) in t.shown[..n].iter().zip(&v.shown) {
                assert_eq!(set_counts(*ts), counts(vs), "{at}");
            }
        }
        (t, v) => panic!("{at}: last round {t:?} against {v:?}"),
    }
}

fn check_game(players: u8, points_to_win: u16, seed: u64) {
    let options = IkOptions {
        players,
        points_to_win,
    };
    let mut game = ImposterKings::new(&options, &Start::seeded(seed)).expect("game starts");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut step = 0;
    loop {
        for observer in Seat::all(game.n_seats())
            .map(Observer::Seat)
            .chain([Observer::Spectator])
        {
            let at = format!("seed {seed}, step {step}, {observer:?}");
            check(&game.typed_view(observer), &game.view(observer), &at);
        }
        let Some(action) = game.random_action(&mut rng) else {
            break;
        };
        game.apply_unchecked(action);
        step += 1;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn typed_view_agrees_2_players(seed in any::<u64>()) {
        check_game(2, 7, seed);
    }

    #[test]
    fn typed_view_agrees_3_players(seed in any::<u64>()) {
        check_game(3, 4, seed);
    }

    #[test]
    fn typed_view_agrees_4_players(seed in any::<u64>()) {
        check_game(4, 4, seed);
    }
}
