//! The vectorised step driven by random legal actions, with nothing around it: what a
//! vectorised environment's own work costs per step, beside the engine's bare random
//! playout and the same step called from Python (docs/benchmarks.md, Python).

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{
    TensorError,
    encode::Encoding,
    vector::{Buffers, DynVector, Vector},
};

/// Steps `n_games` games of the table `options` together `steps` times, one thread, each
/// game playing a uniformly random legal action (drawn from the ids the previous step
/// wrote into its mask row, with a ChaCha8 seeded from `seed`), and returns the number of
/// game steps played (`n_games × steps`).
///
/// It is the very [`Vector::step`] the Python package's `VectorEnv.step` calls, writing
/// the same observations and masks, only the actions are picked here, in Rust.
///
/// # Errors
/// If no game can be dealt from the options, or the table's action space cannot be built.
pub fn random_steps<G: Encoding>(
    options: G::Options,
    n_games: usize,
    steps: u64,
    seed: u64,
) -> Result<u64, TensorError> {
    let mut vector = Vector::<G>::new(options, n_games, seed, 1)?;
    let mut buffers = Buffers::for_vector(&vector);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut actions = vec![0i64; n_games];
    vector.reset(seed, buffers.out())?;
    for _ in 0..steps {
        for (i, action) in actions.iter_mut().enumerate() {
            let legal = vector.legal_ids(i);
            *action = i64::from(legal[rng.random_range(0..legal.len())]);
        }
        vector.step(&actions, buffers.out())?;
    }
    Ok(n_games as u64 * steps)
}
