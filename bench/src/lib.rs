//! Shared helpers for the benchmarks in `benches/`.

use interregnum_core::{Game, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Positions of `G` met along random games from consecutive seeds, for timing move generation.
#[must_use]
pub fn sample_positions<G: Game>(options: &G::Options, games: u64) -> Vec<G> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let mut game = G::new(options, &Start::seeded(seed)).expect("the options are valid");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = game.random_action(&mut rng) {
            positions.push(game.clone());
            game.apply_unchecked(action);
        }
    }
    positions
}
