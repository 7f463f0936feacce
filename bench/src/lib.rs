//! Shared helpers for the benchmarks in `benches/` and the examples in `examples/`.

use std::time::Duration;

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

/// CPU time used by this process so far (user and system, all threads, finished ones too):
/// what the work costs on one core, whatever else the machine runs. Read from
/// `/proc/self/stat`, so in steps of 10 ms.
///
/// # Panics
/// Off Linux, where there is no `/proc/self/stat`.
#[must_use]
pub fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux /proc/self/stat");
    // Fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')').expect("a stat line") + 2..];
    let fields: Vec<&str> = rest.split(' ').collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
    let ticks: u64 =
        fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime");
    // USER_HZ is 100 on Linux.
    Duration::from_millis(ticks * 10)
}

/// FNV-1a over 64 bits, for the examples that print a digest of what an engine did, to
/// compare before and after a change: it does not depend on the toolchain or the platform.
pub struct Digest(pub u64);

impl Default for Digest {
    fn default() -> Digest {
        Digest(0xcbf2_9ce4_8422_2325)
    }
}

impl Digest {
    const PRIME: u64 = 0x0100_0000_01b3;

    /// Mixes in one 64-bit word.
    pub fn word(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(Self::PRIME);
    }

    /// Mixes in bytes, then a separator, so that two writes cannot run into each other.
    pub fn bytes(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.word(u64::from(byte));
        }
        self.word(0xff);
    }
}
