//! A digest of random Provinces games, to check that a change to the engine plays the very
//! same games (run it before and after, and compare the digests):
//!
//! ```text
//! cargo run --release -p interregnum-bench --example same_games [SEEDS]
//! ```
//!
//! For the seeds `0..SEEDS` (2,000 by default) at 2, 3 and 4 players, with the built-in deck,
//! it plays `Game::random_action` with a ChaCha8 policy seeded with the game's seed, and
//! hashes every legal-action list, every action chosen, and every seat's and the spectator's
//! view (as JSON) after each action. The digest is FNV-1a, which does not depend on the
//! toolchain.

use interregnum_bench::Digest;
use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000);
    let mut total = Digest::default();
    let mut legal = Vec::new();
    for players in 2..=4u8 {
        let options = ProvincesOptions::players(players);
        let mut digest = Digest::default();
        let mut actions = 0u64;
        for seed in 0..seeds {
            let mut game = Provinces::new(&options, &Start::seeded(seed)).expect("valid options");
            let mut policy = ChaCha8Rng::seed_from_u64(seed);
            loop {
                game.legal_actions(&mut legal);
                for action in &legal {
                    digest.bytes(action.to_string().as_bytes());
                }
                let Some(action) = game.random_action(&mut policy) else {
                    break;
                };
                digest.bytes(action.to_string().as_bytes());
                game.apply_unchecked(action);
                actions += 1;
                let observers = Seat::all(usize::from(players))
                    .map(Observer::Seat)
                    .chain([Observer::Spectator]);
                for observer in observers {
                    let view = serde_json::to_vec(&game.view(observer)).expect("a view");
                    digest.bytes(&view);
                }
            }
            let outcome = game.outcome().map(|o| format!("{o:?}"));
            digest.bytes(format!("{outcome:?}").as_bytes());
        }
        println!(
            "{players} players: {seeds} seeds, {actions} actions, digest {:016x}",
            digest.0
        );
        total.bytes(&digest.0.to_le_bytes());
    }
    println!("all: {:016x}", total.0);
}
