//! The shared game-API property suite over random legal play, for 2, 3 and 4 players.

use interregnum_core::testkit::check_random_game;
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use proptest::prelude::*;

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
