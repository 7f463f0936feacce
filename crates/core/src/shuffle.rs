//! Shuffles of a deck that give exactly what `rand`'s `SliceRandom::shuffle` and
//! `partial_shuffle` give for the same RNG (a test compares them), so a seed deals the same
//! cards either way, and keeps doing so whatever `rand` changes.
//! The engines deal and sample with them: a shuffle is a good part of a random playout
//! (a deal in The Imposter Kings and Provinces, a sample in a Claim search).
//!
//! Both are a Fisher-Yates shuffle from the front: position `i` swaps with a uniform index
//! in `0..=i`. The indices are drawn in chunks: one `random_range(..bound)` where `bound`
//! is the product of the next few index ranges that fits in a `u32`, then split by
//! division. Here each chunk's product and length come from a table (for decks of up to
//! [`TABLED_CARDS`] cards) rather than a loop of multiplications.

use rand::{Rng, RngExt};

/// The longest deck whose chunks come from the table; longer decks work them out as they go.
pub const TABLED_CARDS: usize = 128;

/// The product `m (m + 1) ... (m + k - 1)` of the most consecutive index ranges from `m`
/// (at least 1) that fits in a `u32`, and that count `k`.
const fn chunk(m: u32) -> (u32, u8) {
    let mut product = m;
    let mut next = m + 1;
    while let Some(more) = product.checked_mul(next) {
        product = more;
        next += 1;
    }
    (product, (next - m) as u8)
}

/// [`chunk`] for each `m` up to [`TABLED_CARDS`].
const CHUNKS: [(u32, u8); TABLED_CARDS + 1] = {
    let mut table = [(1, 1); TABLED_CARDS + 1];
    let mut m = 1;
    while m <= TABLED_CARDS {
        table[m] = chunk(m as u32);
        m += 1;
    }
    table
};

/// Moves `amount` uniformly chosen elements of `cards` to its end, in random order, and
/// returns them and the others (left in no particular order), as `rand`'s `partial_shuffle`
/// does.
///
/// # Panics
/// If `cards` has `u32::MAX` elements or more (`rand` draws differently then).
pub fn partial_shuffle<'a, T, R: Rng + ?Sized>(
    cards: &'a mut [T],
    rng: &mut R,
    amount: usize,
) -> (&'a mut [T], &'a mut [T]) {
    assert!(
        cards.len() < u32::MAX as usize,
        "a shuffle of fewer than 2^32 - 1 cards"
    );
    let first = cards.len().saturating_sub(amount);
    // Position 0 can only stay, so no draw is made for it.
    let mut i = first.max(1);
    while i < cards.len() {
        // One draw holds the indices of positions `i..i + count`, each in `0..=position`:
        // all but the last are taken out by division, and the last is what remains.
        let (bound, count) = match CHUNKS.get(i + 1) {
            Some(&tabled) => tabled,
            None => chunk(i as u32 + 1),
        };
        let mut chunk = rng.random_range(..bound);
        let last = i + usize::from(count) - 1;
        while i < last.min(cards.len()) {
            let range = i as u32 + 1;
            cards.swap(i, (chunk % range) as usize);
            chunk /= range;
            i += 1;
        }
        if i == last && i < cards.len() {
            cards.swap(i, chunk as usize);
            i += 1;
        }
    }
    let (rest, chosen) = cards.split_at_mut(first);
    (chosen, rest)
}

/// Shuffles `cards` uniformly, as `rand`'s `shuffle` does.
///
/// # Panics
/// If `cards` has `u32::MAX` elements or more.
pub fn shuffle<T, R: Rng + ?Sized>(cards: &mut [T], rng: &mut R) {
    if cards.len() > 1 {
        partial_shuffle(cards, rng, cards.len());
    }
}

#[cfg(test)]
mod tests {
    use rand::{SeedableRng, seq::SliceRandom};
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// Every length up to 52 and every amount, and longer decks on both sides of the
    /// table's end with a few amounts, from many seeds: the same order, the same split and
    /// the RNG left in the same place as `rand`'s shuffles.
    #[test]
    fn the_same_shuffles_as_rand() {
        let lengths = (0..=52).chain([
            72,
            100,
            TABLED_CARDS - 1,
            TABLED_CARDS,
            TABLED_CARDS + 1,
            300,
        ]);
        for seed in 0..40 {
            for len in lengths.clone() {
                let amounts: Vec<usize> = if len <= 52 {
                    (0..=len + 1).collect()
                } else {
                    vec![0, 1, 2, len / 2, len - 1, len, len + 1]
                };
                for amount in amounts {
                    let mut ours: Vec<usize> = (0..len).collect();
                    let mut theirs = ours.clone();
                    let mut our_rng = ChaCha8Rng::seed_from_u64(seed);
                    let mut their_rng = our_rng.clone();
                    let (chosen, rest) = partial_shuffle(&mut ours, &mut our_rng, amount);
                    let (their_chosen, their_rest) = theirs.partial_shuffle(&mut their_rng, amount);
                    assert_eq!((&*chosen, &*rest), (&*their_chosen, &*their_rest));
                    assert_eq!(our_rng.random::<u64>(), their_rng.random::<u64>());
                }
                let mut ours: Vec<usize> = (0..len).collect();
                let mut theirs = ours.clone();
                let mut our_rng = ChaCha8Rng::seed_from_u64(seed ^ 0xface);
                let mut their_rng = our_rng.clone();
                shuffle(&mut ours, &mut our_rng);
                theirs.shuffle(&mut their_rng);
                assert_eq!(ours, theirs, "seed {seed}, {len} cards");
                assert_eq!(our_rng.random::<u64>(), their_rng.random::<u64>());
            }
        }
    }
}
