//! Deriving many independent seeds from one.

/// SplitMix64: the `index`-th seed derived from `base`, well spread even for
/// consecutive bases and indices.
#[must_use]
pub fn derive(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed for a session that the user did not seed, taken from the clock. It is printed,
/// so the session can be reproduced.
#[must_use]
pub fn from_clock() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    derive(nanos, u64::from(std::process::id())) % 1_000_000_000
}
