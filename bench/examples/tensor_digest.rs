//! Digests of everything the tensors produce, for checking that a change to the encoders or
//! the vectorised step changes no value: run it before and after, the lines must be equal.
//!
//! `cargo run --release -p interregnum-bench --example tensor_digest`
//!
//! Per table (Claim; The Imposter Kings and Provinces at 2, 3 and 4 players), an FNV-1a
//! digest of every observation, mask, seat to act, reward and done flag of 400 steps of 64
//! games through `RandomSteps` (seed 5), and one of the observation of every seat at every
//! state of 20 random games (seeds 0 to 19), each encoded into a fresh buffer.

use interregnum_bench::Digest;
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Observer, Seat, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use interregnum_tensors::{Encoding, RandomSteps, Space, Writer};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn digest<G: Encoding>(table: &str, options: &G::Options) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let mut steps = RandomSteps::<G>::new(options.clone(), 64, 5).expect("valid options");
    let mut vector = Digest::default();
    for _ in 0..400 {
        steps.run(1).expect("legal actions");
        let b = steps.buffers();
        b.observations
            .iter()
            .for_each(|x| vector.word(u64::from(x.to_bits())));
        b.masks.iter().for_each(|&x| vector.word(x as u64));
        b.to_act.iter().for_each(|&x| vector.word(x as u64));
        b.rewards
            .iter()
            .for_each(|x| vector.word(u64::from(x.to_bits())));
        b.dones.iter().for_each(|&x| vector.word(u64::from(x)));
    }
    let mut single = Digest::default();
    for seed in 0..20 {
        let mut game = G::new(options, &Start::seeded(seed)).expect("valid options");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        loop {
            for seat in Seat::all(game.n_seats()) {
                let mut out = vec![0.0; space.observation_len];
                G::encode(
                    &space.layout,
                    G::see(&game, Observer::Seat(seat), &mut None),
                    &mut Writer::new(&mut out),
                );
                out.iter().for_each(|x| single.word(u64::from(x.to_bits())));
            }
            match game.random_action(&mut rng) {
                Some(action) => game.apply_unchecked(action),
                None => break,
            }
        }
    }
    println!(
        "{table}: vectorised {:016x}, single {:016x}",
        vector.0, single.0
    );
}

fn main() {
    digest::<Claim>("claim 2p", &ClaimOptions::default());
    for players in 2..=4 {
        let options = IkOptions {
            players,
            ..IkOptions::default()
        };
        digest::<ImposterKings>(&format!("imposter-kings {players}p"), &options);
    }
    for players in 2..=4 {
        let options = ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        };
        digest::<Provinces>(&format!("provinces {players}p"), &options);
    }
}
