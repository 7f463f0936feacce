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

/// A vector of games, its buffers and a random source: each [`RandomSteps::run`] step
/// plays a uniformly random legal action in every game through [`Vector::step`], the very
/// step the Python package's `VectorEnv.step` calls, writing the same observations and
/// masks. Only the actions are picked here, in Rust, from the ids the previous step wrote
/// into each game's mask row.
pub struct RandomSteps<G: Encoding> {
    vector: Vector<G>,
    buffers: Buffers,
    rng: ChaCha8Rng,
    actions: Vec<i64>,
}

impl<G: Encoding> RandomSteps<G> {
    /// `n_games` games of the table `options` on one thread, dealt and reset from `seed`
    /// (which also seeds the random actions).
    ///
    /// # Errors
    /// If no game can be dealt from the options, or the table's action space cannot be
    /// built.
    pub fn new(
        options: G::Options,
        n_games: usize,
        seed: u64,
    ) -> Result<RandomSteps<G>, TensorError> {
        let mut vector = Vector::<G>::new(options, n_games, seed, 1)?;
        let mut buffers = Buffers::for_vector(&vector);
        vector.reset(seed, buffers.out())?;
        Ok(RandomSteps {
            vector,
            buffers,
            rng: ChaCha8Rng::seed_from_u64(seed),
            actions: vec![0; n_games],
        })
    }

    /// Steps every game `steps` times; returns the game steps played (`n_games × steps`).
    ///
    /// # Errors
    /// None in practice: the actions are legal ids. A step's error is passed on.
    pub fn run(&mut self, steps: u64) -> Result<u64, TensorError> {
        for _ in 0..steps {
            for (i, action) in self.actions.iter_mut().enumerate() {
                let legal = self.vector.legal_ids(i);
                *action = i64::from(legal[self.rng.random_range(0..legal.len())]);
            }
            self.vector.step(&self.actions, self.buffers.out())?;
        }
        Ok(self.actions.len() as u64 * steps)
    }

    /// The outputs of the last step.
    #[must_use]
    pub fn buffers(&self) -> &Buffers {
        &self.buffers
    }
}

/// [`RandomSteps`] of `n_games` games run for `steps` steps: the game steps played.
///
/// # Errors
/// If no game can be dealt from the options, or the table's action space cannot be built.
pub fn random_steps<G: Encoding>(
    options: G::Options,
    n_games: usize,
    steps: u64,
    seed: u64,
) -> Result<u64, TensorError> {
    RandomSteps::<G>::new(options, n_games, seed)?.run(steps)
}
