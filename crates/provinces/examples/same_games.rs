//! A digest of random Provinces games, to check that a change to the engine plays the very
//! same games (run it before and after, and compare the digests):
//!
//! ```text
//! cargo run --release -p interregnum-provinces --example same_games [SEEDS]
//! ```
//!
//! For the seeds `0..SEEDS` (2,000 by default) at 2, 3 and 4 players, with the built-in deck,
//! it plays `Game::random_action` with a ChaCha8 policy seeded with the game's seed, and
//! hashes every legal-action list, every action chosen, and every seat's and the spectator's
//! view (as JSON) after each action. The digest is FNV-1a, which does not depend on the
//! toolchain.

use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// FNV-1a over 64 bits.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        // A separator, so that two writes cannot run into each other.
        self.0 = (self.0 ^ 0xff).wrapping_mul(0x0100_0000_01b3);
    }
}

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000);
    let mut total = Fnv::new();
    let mut legal = Vec::new();
    for players in 2..=4u8 {
        let options = ProvincesOptions::players(players);
        let mut digest = Fnv::new();
        let mut actions = 0u64;
        for seed in 0..seeds {
            let mut game = Provinces::new(&options, &Start::seeded(seed)).expect("valid options");
            let mut policy = ChaCha8Rng::seed_from_u64(seed);
            loop {
                game.legal_actions(&mut legal);
                for action in &legal {
                    digest.write(action.to_string().as_bytes());
                }
                let Some(action) = game.random_action(&mut policy) else {
                    break;
                };
                digest.write(action.to_string().as_bytes());
                game.apply_unchecked(action);
                actions += 1;
                let observers = Seat::all(usize::from(players))
                    .map(Observer::Seat)
                    .chain([Observer::Spectator]);
                for observer in observers {
                    let view = serde_json::to_vec(&game.view(observer)).expect("a view");
                    digest.write(&view);
                }
            }
            let outcome = game.outcome().map(|o| format!("{o:?}"));
            digest.write(format!("{outcome:?}").as_bytes());
        }
        println!(
            "{players} players: {seeds} seeds, {actions} actions, digest {:016x}",
            digest.0
        );
        total.write(&digest.0.to_le_bytes());
    }
    println!("all: {:016x}", total.0);
}
