//! Identifiers, tokens and seeds from the operating system's random source. These are not
//! rules code: a game's randomness comes from its seed, and the seed comes from here.

use sha2::{Digest, Sha256};

/// Lower-case letters without i, l and o, and the digits but 1: 32 symbols that cannot be misread, 5 bits each.
const ALPHABET: &[u8; 32] = b"abcdefghjkmnpqrstuvwxyz023456789";

/// `N` bytes from the operating system (a password's salt, the secrets below).
#[must_use]
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    // The OS random source failing is not something a server can recover from.
    getrandom::fill(&mut bytes).expect("the operating system's random source works");
    bytes
}

/// `len` random symbols (5 bits each): 20 symbols are 100 bits, unguessable.
#[must_use]
pub fn random_id(len: usize) -> String {
    let bytes = random_bytes::<32>();
    bytes
        .iter()
        .take(len.min(32))
        .map(|byte| char::from(ALPHABET[usize::from(byte & 31)]))
        .collect()
}

/// A table id, which is also its invite code.
#[must_use]
pub fn table_id() -> String {
    random_id(20)
}

/// A guest's secret token: 160 bits.
#[must_use]
pub fn token() -> String {
    random_id(32)
}

/// What the database keeps of a token.
#[must_use]
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// A game seed below 2^53, so that it is exact as a JavaScript number in a replay.
#[must_use]
pub fn seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>()) & ((1 << 53) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_random_and_tokens_hash_to_hex() {
        assert_ne!(table_id(), table_id());
        assert_eq!(table_id().len(), 20);
        assert!(seed() < 1 << 53);
        let hash = token_hash("abc");
        assert_eq!(hash.len(), 64);
        assert_eq!(&hash[..8], "ba7816bf");
    }
}
